// SPDX-License-Identifier: MIT
// Engines that stop talking or lose their parent, in bounded time: a stopped (SIGSTOP) engine is
// reported as "stopped responding" seconds after its last line, long before the time cap, while
// an engine that is silent but alive (a long point) keeps going on its heartbeats; an engine
// whose `roofline probe` is killed dies with it; an engine whose output pipe closes stops.
#include "Reliability.h"
#include "support/Waits.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace roofline;
using namespace reliability;

namespace {

// The first child process of `pid` (from /proc): the engine of a `roofline probe`.
qint64 childOf(qint64 pid, int timeoutMs = 10000) {
    qint64 child = 0;
    (void)support::waitFor(
        [&] {
            QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
            for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                QFile f(tasks.filePath(task + QStringLiteral("/children")));
                if (f.open(QIODevice::ReadOnly)) {
                    const QByteArray text = f.readAll().trimmed();
                    if (!text.isEmpty())
                        child = text.split(' ').first().toLongLong();
                }
                if (child > 0)
                    return true;
            }
            return false;
        },
        timeoutMs);
    return child;
}

// True once `pid` runs the real engine: it was forked and exec'd roofline-probe, so its
// parent-death signal (set between the two) is in place.
bool runsTheEngine(qint64 pid) {
    return QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid))
        .symLinkTarget()
        .endsWith(QLatin1String("roofline-probe"));
}

QProcessEnvironment realEngine(const QTemporaryDir &home) {
    return environment(
        home, {{QStringLiteral("ROOFLINE_PROBE"), engine()},
               {QStringLiteral("ROOFLINE_PROBE_ENABLE_TEST_PROBES"), QStringLiteral("1")}});
}

} // namespace

class TestHungEngine : public QObject {
    Q_OBJECT

private slots:
    // The fake engine stops itself after its first measurement: reported within a few seconds
    // of the stall limit, as stopped responding, with that measurement stored; exit 1.
    void stoppedFakeEngine() {
        QTemporaryDir home;
        const QString db = home.filePath(QStringLiteral("stall.sqlite"));
        const QString pidFile = home.filePath(QStringLiteral("engine.pid"));
        QElapsedTimer t;
        t.start();
        const Outcome o =
            run({QStringLiteral("--db"), db, QStringLiteral("probe"),
                 QStringLiteral("--stall-timeout"), QStringLiteral("2")},
                environment(home, {{QStringLiteral("FAKE_PROBE_MODE"), QStringLiteral("stopped")},
                                   {QStringLiteral("FAKE_PROBE_PIDFILE"), pidFile}}),
                30000);
        const qint64 ms = t.elapsed();
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QLatin1String("stopped responding")), qPrintable(o.err));
        QVERIFY2(ms < 8000, qPrintable(QString::number(ms)));
        QVERIFY(waitGone(readPid(pidFile), 2000));
        const QList<Run> runs = storedRuns(db);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().status, Run::Status::Failed);
        QCOMPARE(runs.first().measurements.size(), 1);
        qInfo("stopped fake engine, --stall-timeout 2: reported stopped responding after %lld ms "
              "(exit 1, its measurement stored)",
              ms);
    }

    // roofline-probe in a point that takes long (test.hang: silent, alive): with a 3 s stall
    // limit it is still running after 5 s (its heartbeats count); stopped with SIGSTOP, it is
    // reported within seconds, not at the 600 s time cap.
    void realEngineAliveThenStopped() {
        QTemporaryDir home;
        const QString db = home.filePath(QStringLiteral("hang.sqlite"));
        QProcess probe;
        probe.setProcessEnvironment(realEngine(home));
        probe.start(rooflineCli(),
                    {QStringLiteral("--db"), db, QStringLiteral("probe"), QStringLiteral("--only"),
                     QStringLiteral("test.hang"), QStringLiteral("--stall-timeout"),
                     QStringLiteral("3"), QStringLiteral("--time-cap"), QStringLiteral("600")});
        QVERIFY(probe.waitForStarted());
        const qint64 enginePid = childOf(probe.processId());
        QVERIFY(enginePid > 0);
        support::holdFor(5000, "silent but alive for longer than --stall-timeout: not stalled");
        QCOMPARE(probe.state(), QProcess::Running); // silent for 5 s, but alive: not stalled
        QElapsedTimer t;
        t.start();
        QVERIFY(signalProcess(enginePid, SIGSTOP));
        QVERIFY(probe.waitForFinished(30000));
        const qint64 ms = t.elapsed();
        const QString err = QString::fromUtf8(probe.readAllStandardError());
        QCOMPARE(probe.exitCode(), 1);
        QVERIFY2(err.contains(QLatin1String("stopped responding")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("time cap")), qPrintable(err));
        QVERIFY2(ms < 9000, qPrintable(QString::number(ms)));
        QVERIFY(waitGone(enginePid, 2000));
        qInfo("roofline-probe silent but alive for 5 s with --stall-timeout 3: kept running; "
              "after SIGSTOP: reported stopped responding in %lld ms (time cap 600 s)",
              ms);
    }

    // kill -9 of `roofline probe`: its real engine is gone within a second (PR_SET_PDEATHSIG),
    // it does not measure on for nobody.
    void orphanDies() {
        QTemporaryDir home;
        QProcess probe;
        probe.setProcessEnvironment(realEngine(home));
        probe.start(rooflineCli(),
                    {QStringLiteral("--db"), home.filePath(QStringLiteral("o.sqlite")),
                     QStringLiteral("probe"), QStringLiteral("--only"),
                     QStringLiteral("test.hang")});
        QVERIFY(probe.waitForStarted());
        const qint64 enginePid = childOf(probe.processId());
        QVERIFY(enginePid > 0);
        QTRY_VERIFY_WITH_TIMEOUT(runsTheEngine(enginePid), 10000);
        QElapsedTimer t;
        t.start();
        QVERIFY(killAndReap(probe));
        QVERIFY(waitGone(enginePid, 1000));
        qInfo("roofline probe killed with SIGKILL: its engine was gone %lld ms later", t.elapsed());
    }

    // roofline-probe whose reader goes away (no PR_SET_PDEATHSIG here: `head` reads the first
    // lines and exits) stops at its next line, a heartbeat at the latest, instead of measuring
    // to the end of its plan.
    void brokenPipeStops() {
        QProcess p;
        QElapsedTimer t;
        t.start();
        p.start(QStringLiteral("bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("'%1' --only cpu.bandwidth,cpu.latency,cpu.compute --suite "
                                "standard | head -n 3 > /dev/null; echo ${PIPESTATUS[0]}")
                     .arg(engine())});
        QVERIFY(p.waitForStarted());
#ifdef ROOFLINE_TSAN
        const int bound = 60000; // its samples take several times longer instrumented
#else
        const int bound = 20000;
#endif
        QVERIFY2(p.waitForFinished(2 * bound), "the engine kept running with nobody reading");
        const qint64 ms = t.elapsed();
        const int engineExit = p.readAllStandardOutput().trimmed().toInt();
        QVERIFY2(ms < bound, qPrintable(QString::number(ms)));
        QCOMPARE(engineExit, 1); // failed: its output pipe closed
        qInfo("roofline-probe whose reader left after 3 lines (standard suite, about a minute "
              "planned): stopped after %lld ms, exit %d",
              ms, engineExit);
    }
};

QTEST_GUILESS_MAIN(TestHungEngine)
#include "tst_hungengine.moc"
