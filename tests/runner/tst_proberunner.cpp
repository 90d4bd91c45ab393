// SPDX-License-Identifier: MIT
// The runner against a scripted engine (tests/data/fake-probe.sh): every way a probe process can
// end, what is stored, and that the caller's event loop keeps turning throughout.
#include "runner/ProbeRunner.h"
#include "runner/RunSpool.h"
#include "storage/BundleIo.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "usecases/ThreadSanitizer.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUuid>

using namespace roofline;

class TestProbeRunner : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<storage::Database> m_db;

    runner::ProbeRequest request() const {
        runner::ProbeRequest r;
        r.enginePath = QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh");
        r.notes = QStringLiteral("test");
        return r;
    }

    // Runs the fake engine in `mode` on a worker thread; returns the stored run.
    Run runMode(const QByteArray &mode,
                const std::function<void(runner::ProbeRunner *)> &during = {}, double cap = 0,
                double expected = 0) {
        qputenv("FAKE_PROBE_MODE", mode);
        QThread worker;
        auto *r = new runner::ProbeRunner(m_db);
        r->setGracePeriod(500);
        r->moveToThread(&worker);
        connect(&worker, &QThread::finished, r, &QObject::deleteLater);
        usecases::joinable(&worker);
        worker.start();
        QSignalSpy finished(r, &runner::ProbeRunner::finished);
        QSignalSpy runDone(r, &runner::ProbeRunner::runFinished);
        QSignalSpy measured(r, &runner::ProbeRunner::measurementTaken);
        QSignalSpy planned(r, &runner::ProbeRunner::planReady);
        auto req = request();
        req.timeCapSeconds = cap;
        req.expectedSeconds = expected;
        usecases::postTo(r, [r, req] { r->start(req); }); // queued, visible to ThreadSanitizer
        // The calling thread's event loop must turn while the engine runs.
        m_ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [this] { ++m_ticks; });
        ticker.start(10);
        if (during) {
            // Wait for the first measurement, then act (e.g. cancel).
            if (measured.isEmpty())
                measured.wait(10000);
            during(r);
        }
        if (finished.isEmpty())
            finished.wait(20000);
        ticker.stop();
        worker.quit();
        worker.wait();
        usecases::joined(&worker);
        if (finished.size() != 1 || runDone.size() != 1)
            qFatal("runner did not finish (%lld/%lld)", qlonglong(finished.size()),
                   qlonglong(runDone.size()));
        m_lastTicks = m_ticks;
        m_lastPlan = planned.isEmpty() ? -1 : planned.first().first().toDouble();
        return runDone.first().first().value<Run>();
    }
    int m_ticks = 0; // the caller's 10 ms timer, while runMode() runs
    int m_lastTicks = 0;
    double m_lastPlan = -1; // the seconds planReady() gave

private slots:
    void initTestCase() {
        auto db = storage::DatabaseOpener::open(m_dir.filePath(QStringLiteral("runs.sqlite")));
        QVERIFY2(db, db ? "" : qPrintable(db.error().text()));
        m_db = *db;
    }

    void completeRunIsStored() {
        const Run run = runMode("complete");
        QCOMPARE(run.status, Run::Status::Complete);
        QCOMPARE(run.measurements.size(), 2);
        QCOMPARE(run.host.hostname, QStringLiteral("fakehost"));
        QVERIFY(run.id > 0);
        const auto stored = storage::RunRepository(*m_db).get(run.id);
        QVERIFY(stored);
        QCOMPARE(stored->status, Run::Status::Complete);
        QCOMPARE(stored->measurements.size(), 2);
        QCOMPARE(stored->measurements.first().samples.value(), (QList<double>{9e10, 1e11}));
        QCOMPARE(stored->notes, QStringLiteral("test"));
    }

    // The time left counts from what earlier runs here took when the page knows it
    // (usecases::Runs::typicalDuration), else from the engine's own plan (2 s in the fake).
    void planFromHistoryElseEngine() {
        QCOMPARE(runMode("complete").status, Run::Status::Complete);
        QCOMPARE(m_lastPlan, 2.0);
        QCOMPARE(runMode("complete", {}, 0, 116).status, Run::Status::Complete);
        QCOMPARE(m_lastPlan, 116.0);
    }

    void callerEventLoopKeepsTurning() {
        // The engine works for a while on the worker thread; the caller's (GUI) thread keeps
        // servicing its 10 ms timer the whole time.
        const Run run = runMode("slow", [this](runner::ProbeRunner *r) {
            QTRY_VERIFY_WITH_TIMEOUT(m_ticks >= 5, 10000); // while the engine still works
            QMetaObject::invokeMethod(r, &runner::ProbeRunner::cancel, Qt::QueuedConnection);
        });
        QCOMPARE(run.status, Run::Status::Cancelled);
        QVERIFY2(m_lastTicks >= 5, qPrintable(QString::number(m_lastTicks)));
    }

    void crashKeepsPartialResults() {
        const Run run = runMode("crash");
        QCOMPARE(run.status, Run::Status::Failed);
        QVERIFY(run.reason.contains(QStringLiteral("crash")));
        const auto stored = storage::RunRepository(*m_db).get(run.id);
        QCOMPARE(stored->status, Run::Status::Failed);
        QCOMPARE(stored->measurements.size(), 1);
    }

    void earlyExitFails() {
        const Run run = runMode("early-exit");
        QCOMPARE(run.status, Run::Status::Failed);
        QVERIFY2(run.reason.contains(QStringLiteral("7")), qPrintable(run.reason));
    }

    void hangHitsTimeCap() {
        const Run run = runMode("hang", {}, 1.0);
        QCOMPARE(run.status, Run::Status::Failed);
        QVERIFY2(run.reason.contains(QStringLiteral("time cap")), qPrintable(run.reason));
        QCOMPARE(storage::RunRepository(*m_db).get(run.id)->measurements.size(), 1);
    }

    void cancelIsClean() {
        const Run run = runMode("slow", [](runner::ProbeRunner *r) {
            QMetaObject::invokeMethod(r, &runner::ProbeRunner::cancel, Qt::QueuedConnection);
        });
        QCOMPARE(run.status, Run::Status::Cancelled);
        const auto stored = storage::RunRepository(*m_db).get(run.id);
        QCOMPARE(stored->status, Run::Status::Cancelled);
        QCOMPARE(stored->measurements.size(), 1);
    }

    void garbageLinesAreWarnings() {
        qputenv("FAKE_PROBE_MODE", "garbage");
        runner::ProbeRunner r(std::nullopt);
        QSignalSpy warnings(&r, &runner::ProbeRunner::warningRaised);
        QSignalSpy finished(&r, &runner::ProbeRunner::finished);
        r.start(request());
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().value<Run::Status>(), Run::Status::Complete);
        QVERIFY(warnings.size() >= 2);
    }

    void missingEngineFails() {
        runner::ProbeRunner r(std::nullopt);
        QSignalSpy finished(&r, &runner::ProbeRunner::finished);
        auto req = request();
        req.enginePath = QStringLiteral("/nonexistent/roofline-probe");
        r.start(req);
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.first().at(1).toString().contains(QStringLiteral("/nonexistent")));
    }

    // A stopped engine (SIGSTOP: no heartbeat either) is reported as such within seconds of
    // the silence limit, long before any time cap, with what it measured stored.
    void stoppedEngineIsReported() {
        qputenv("FAKE_PROBE_MODE", "stopped");
        runner::ProbeRunner r(m_db);
        r.setGracePeriod(200);
        QSignalSpy finished(&r, &runner::ProbeRunner::finished);
        QSignalSpy runDone(&r, &runner::ProbeRunner::runFinished);
        auto req = request();
        req.silenceSeconds = 1;
        req.timeCapSeconds = 120;
        QElapsedTimer t;
        t.start();
        r.start(req);
        QVERIFY(finished.wait(20000));
        QVERIFY2(t.elapsed() < 6000, qPrintable(QString::number(t.elapsed())));
        const Run run = runDone.first().first().value<Run>();
        QCOMPARE(run.status, Run::Status::Failed);
        QVERIFY2(run.reason.contains(QStringLiteral("stopped responding")), qPrintable(run.reason));
        QCOMPARE(storage::RunRepository(*m_db).get(run.id)->measurements.size(), 1);
    }

    // The database refuses measurements for a while (a trigger stands in for a full disk or a
    // server gone): they wait in memory and in the spool, are retried, and once the database
    // takes them again the run ends stored whole; the spool is gone.
    void storageRefusesThenRecovers() {
        QTemporaryDir dir;
        auto db = storage::DatabaseOpener::open(dir.filePath(QStringLiteral("refuse.sqlite")));
        QVERIFY(db.ok());
        refuseMeasurements(*db, true);
        qputenv("FAKE_PROBE_MODE", "stream");
        qputenv("FAKE_PROBE_COUNT", "30");
        qputenv("FAKE_PROBE_DELAY", "0.02");
        runner::ProbeRunner r(*db);
        r.setRetryDelays(50, 200);
        QSignalSpy failing(&r, &runner::ProbeRunner::storageFailing);
        QSignalSpy recovered(&r, &runner::ProbeRunner::storageRecovered);
        QSignalSpy notStored(&r, &runner::ProbeRunner::notStored);
        QSignalSpy finished(&r, &runner::ProbeRunner::finished);
        auto req = request();
        req.spoolFolder = dir.filePath(QStringLiteral("spool"));
        r.start(req);
        QVERIFY(failing.wait(10000));
        const QString spool = failing.first().at(1).toString();
        QVERIFY2(spool.startsWith(req.spoolFolder), qPrintable(spool));
        QVERIFY(QFile::exists(spool));
        refuseMeasurements(*db, false);
        QVERIFY(finished.wait(20000));
        QVERIFY(!recovered.isEmpty());
        QVERIFY(notStored.isEmpty());
        QVERIFY(r.storedWhole());
        QCOMPARE(finished.first().first().value<Run::Status>(), Run::Status::Complete);
        QVERIFY(!QFile::exists(spool));
        const auto runs = storage::RunRepository(*db).list();
        QCOMPARE(runs->size(), 1);
        QCOMPARE(storage::RunRepository(*db).get(runs->first().id)->measurements.size(), 30);
        db->closeConnection();
    }

    // Refused to the end: notStored() names the spool, which holds every measurement; once the
    // database takes writes again, importing the spool completes the run (same uuid).
    void storageRefusesToTheEnd() {
        QTemporaryDir dir;
        auto db = storage::DatabaseOpener::open(dir.filePath(QStringLiteral("refuse.sqlite")));
        QVERIFY(db.ok());
        qputenv("FAKE_PROBE_MODE", "stream");
        qputenv("FAKE_PROBE_COUNT", "20");
        qputenv("FAKE_PROBE_DELAY", "0.02");
        runner::ProbeRunner r(*db);
        r.setRetryDelays(50, 200);
        QSignalSpy measured(&r, &runner::ProbeRunner::measurementTaken);
        QSignalSpy notStored(&r, &runner::ProbeRunner::notStored);
        QSignalSpy finished(&r, &runner::ProbeRunner::finished);
        QSignalSpy runDone(&r, &runner::ProbeRunner::runFinished);
        auto req = request();
        req.spoolFolder = dir.filePath(QStringLiteral("spool"));
        req.storeRetrySeconds = 0.5;
        r.start(req);
        QVERIFY(measured.wait(10000));
        refuseMeasurements(*db, true);
        QVERIFY(finished.wait(20000));
        QCOMPARE(notStored.size(), 1);
        QVERIFY(!r.storedWhole());
        const QString spool = notStored.first().first().toString();
        QCOMPARE(spool, r.spoolPath());
        QVERIFY(
            notStored.first().at(1).toString().contains(QStringLiteral("refused for the test")));
        const Run measuredRun = runDone.first().first().value<Run>();
        QCOMPARE(measuredRun.measurements.size(), 20);
        QVERIFY(r.storedMeasurements(QStringLiteral("cpu")) < 20);
        refuseMeasurements(*db, false);
        const auto imported = storage::BundleIo(*db).importFiles({spool});
        QVERIFY2(imported.ok(), qPrintable(imported.ok() ? QString() : imported.error().text()));
        QCOMPARE(imported->completed, QStringList{measuredRun.uuid});
        const Run stored = *storage::RunRepository(*db).find(measuredRun.uuid);
        QCOMPARE(stored.measurements.size(), 20);
        QCOMPARE(stored.status, Run::Status::Complete);
        db->closeConnection();
    }

    // The spool lands in the first folder that takes it.
    void spoolFallsBackToTheNextFolder() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        runner::RunSpool spool({dir.filePath(QStringLiteral("blocker/spool")),
                                dir.filePath(QStringLiteral("second"))});
        Run run;
        run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        run.startedAt = QDateTime::currentDateTimeUtc();
        run.status = Run::Status::Running;
        run.device.id = QStringLiteral("cpu");
        const auto written = spool.write({run});
        QVERIFY(written.ok());
        QVERIFY(written->startsWith(dir.filePath(QStringLiteral("second"))));
        QVERIFY(QFileInfo(*written).fileName().startsWith(QStringLiteral("unstored-")));
        spool.remove();
        QVERIFY(!QFile::exists(*written));
        // Beside an SQLite database first, then $XDG_STATE_HOME.
        const QStringList folders = runner::RunSpool::folders(m_db);
        QCOMPARE(folders.first(), m_db->path() + QStringLiteral(".spool"));
        QVERIFY(folders.at(1).endsWith(QStringLiteral("/roofline-lab/spool")));
    }

private:
    // A trigger that makes every measurement insert fail, standing in for a disk that fills up.
    static void refuseMeasurements(const storage::Database &db, bool refuse) {
        QSqlQuery q(db.connection());
        if (refuse)
            QVERIFY(
                q.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON measurements BEGIN"
                                      " SELECT RAISE(ABORT, 'refused for the test'); END")));
        else
            QVERIFY(q.exec(QStringLiteral("DROP TRIGGER refuse")));
    }
};

QTEST_GUILESS_MAIN(TestProbeRunner)
#include "tst_proberunner.moc"
