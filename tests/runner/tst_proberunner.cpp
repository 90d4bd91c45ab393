// The runner against a scripted engine (tests/data/fake-probe.sh): every way a probe process can
// end, what is stored, and that the caller's event loop keeps turning throughout.
#include "app/ThreadSanitizer.h"
#include "runner/ProbeRunner.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

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
                const std::function<void(runner::ProbeRunner *)> &during = {}, double cap = 0) {
        qputenv("FAKE_PROBE_MODE", mode);
        QThread worker;
        auto *r = new runner::ProbeRunner(m_db);
        r->setGracePeriod(500);
        r->moveToThread(&worker);
        connect(&worker, &QThread::finished, r, &QObject::deleteLater);
        app::joinable(&worker);
        worker.start();
        QSignalSpy finished(r, &runner::ProbeRunner::finished);
        QSignalSpy runDone(r, &runner::ProbeRunner::runFinished);
        QSignalSpy measured(r, &runner::ProbeRunner::measurementTaken);
        auto req = request();
        req.timeCapSeconds = cap;
        app::postTo(r, [r, req] { r->start(req); }); // queued, visible to ThreadSanitizer
        // The calling thread's event loop must turn while the engine runs.
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
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
        app::joined(&worker);
        if (finished.size() != 1 || runDone.size() != 1)
            qFatal("runner did not finish (%lld/%lld)", qlonglong(finished.size()),
                   qlonglong(runDone.size()));
        m_lastTicks = ticks;
        return runDone.first().first().value<Run>();
    }
    int m_lastTicks = 0;

private slots:
    void initTestCase() {
        auto db = storage::Database::open(m_dir.filePath(QStringLiteral("runs.sqlite")));
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

    void callerEventLoopKeepsTurning() {
        // The engine works for a while on the worker thread; the caller's (GUI) thread keeps
        // servicing its 10 ms timer the whole time.
        const Run run = runMode("slow", [](runner::ProbeRunner *r) {
            QTest::qWait(400);
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
};

QTEST_GUILESS_MAIN(TestProbeRunner)
#include "tst_proberunner.moc"
