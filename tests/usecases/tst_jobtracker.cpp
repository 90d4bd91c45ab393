// SPDX-License-Identifier: MIT
// The job helper every page uses: work leaves the GUI thread, the newest request wins, a job
// that must not be dropped is not, cancel and discard do what they say, and nothing reaches a
// tracker that is gone.
#include "support/Waits.h"
#include "usecases/JobTracker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QProcess>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <atomic>
#include <memory>

using namespace roofline::usecases;

namespace {

// A job that runs until released or cancelled; says which happened.
struct Gate {
    QSemaphore open;
    std::atomic_bool started = false;
    std::atomic_bool sawCancel = false;
    std::atomic_bool ended = false;
    QString wait(JobControl &control, const QString &name) {
        started = true;
        while (!open.tryAcquire(1, 5)) {
            if (control.isCancelled()) {
                sawCancel = true;
                ended = true;
                return name + QStringLiteral(" cancelled");
            }
        }
        ended = true;
        return name;
    }
};

} // namespace

class TestJobTracker : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QTRY_COMPARE(JobTracker::pendingJobs(), 0); }

    void runsOnAWorkerAndDeliversHere() {
        JobTracker jobs;
        QSignalSpy busy(&jobs, &JobTracker::busyChanged);
        QThread *worker = nullptr;
        QThread *deliveredOn = nullptr;
        jobs.run([](JobControl &) { return QThread::currentThread(); },
                 [&](QThread *t) {
                     worker = t;
                     deliveredOn = QThread::currentThread();
                 });
        QVERIFY(jobs.isBusy());
        QCOMPARE(worker, nullptr); // never at once: through the event loop
        QTRY_VERIFY(deliveredOn);
        QVERIFY(worker != QCoreApplication::instance()->thread());
        QCOMPARE(deliveredOn, QCoreApplication::instance()->thread());
        QVERIFY(!jobs.isBusy());
        QCOMPARE(busy.size(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void newestRequestWins() {
        JobTracker jobs;
        Gate first;
        QStringList results;
        jobs.run([&](JobControl &c) { return first.wait(c, QStringLiteral("first")); },
                 [&](const QString &r) { results << r; });
        jobs.run([](JobControl &) { return QStringLiteral("second"); },
                 [&](const QString &r) { results << r; });
        QTRY_VERIFY(!jobs.isBusy());
        QTRY_VERIFY(first.ended.load());
        QVERIFY(first.sawCancel.load());                 // asked to stop
        QVERIFY(JobTracker::pool()->waitForDone(10000)); // it returned: its answer is posted
        roofline::support::drainPostedEvents();
        QCOMPARE(results, QStringList{QStringLiteral("second")}); // its result dropped
    }

    void jobsThatMustNotBeDroppedQueueInOrder() {
        JobTracker jobs;
        Gate gate;
        QStringList results;
        jobs.run([&](JobControl &c) { return gate.wait(c, QStringLiteral("export")); },
                 [&](const QString &r) { results << r; }, JobOptions{1, false});
        // Two newer previews: the first is replaced by the second, which waits for the export.
        jobs.run([](JobControl &) { return QStringLiteral("preview 1"); },
                 [&](const QString &r) { results << r; }, JobOptions{2, true});
        jobs.run([](JobControl &) { return QStringLiteral("preview 2"); },
                 [&](const QString &r) { results << r; }, JobOptions{2, true});
        QCOMPARE(jobs.runningTag(), 1);
        jobs.discard(); // a database switch: drops the previews, never the export
        jobs.run([](JobControl &) { return QStringLiteral("preview 3"); },
                 [&](const QString &r) { results << r; }, JobOptions{2, true});
        gate.open.release();
        QTRY_VERIFY(!jobs.isBusy());
        QCOMPARE(results, (QStringList{QStringLiteral("export"), QStringLiteral("preview 3")}));
        QVERIFY(!gate.sawCancel.load());
    }

    void cancelStopsTheJobAndStillAnswers() {
        JobTracker jobs;
        Gate gate;
        QStringList results;
        jobs.run([&](JobControl &c) { return gate.wait(c, QStringLiteral("a")); },
                 [&](const QString &r) { results << r; }, JobOptions{0, false});
        jobs.run([](JobControl &) { return QStringLiteral("queued"); },
                 [&](const QString &r) { results << r; }, JobOptions{0, false});
        jobs.cancel();
        QVERIFY(jobs.isCancelling());
        QTRY_VERIFY(!jobs.isBusy());
        QCOMPARE(results, QStringList{QStringLiteral("a cancelled")});
    }

    void progressReachesTheTracker() {
        JobTracker jobs;
        QSignalSpy progress(&jobs, &JobTracker::progressChanged);
        bool done = false;
        jobs.run(
            [](JobControl &c) {
                for (int i = 0; i < 3; ++i)
                    c.setProgress(i, 3, QStringLiteral("step %1").arg(i));
                return 0;
            },
            [&](int) { done = true; });
        QTRY_VERIFY(done);
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress.last().at(0).toInt(), 2);
        QCOMPARE(progress.last().at(1).toInt(), 3);
        QCOMPARE(progress.last().at(2).toString(), QStringLiteral("step 2"));
    }

    // Closing a page never waits for its jobs, and nothing reaches it afterwards.
    void destroyingTheTrackerStopsWithoutWaiting() {
        auto gate = std::make_shared<Gate>();
        int results = 0;
        {
            JobTracker jobs;
            jobs.run([gate](JobControl &c) { return gate->wait(c, QStringLiteral("gone")); },
                     [&](const QString &) { ++results; }, JobOptions{0, false});
            QTRY_VERIFY(gate->started.load()); // destroyed while it runs
        }
        // The job was told to stop and ends on its own, later; its answer goes nowhere.
        QTRY_VERIFY(gate->ended.load());
        QVERIFY(gate->sawCancel.load());
        QVERIFY(JobTracker::pool()->waitForDone(10000)); // it returned: its answer is posted
        roofline::support::drainPostedEvents();
        QCOMPARE(results, 0);
    }

    // Writes are not lost when their tracker goes: the running one ends, the queued ones run.
    void finishOnDestructionRunsEveryWrite() {
        auto writes = std::make_shared<QStringList>();
        auto mutex = std::make_shared<QMutex>();
        {
            JobTracker jobs;
            jobs.setFinishOnDestruction(true);
            for (int i = 0; i < 3; ++i)
                jobs.run(
                    [writes, mutex, i](JobControl &c) {
                        roofline::support::sleepFor(std::chrono::milliseconds(20),
                                                    "still running when the tracker goes");
                        const QMutexLocker lock(mutex.get());
                        *writes << QString::number(i)
                                       + (c.isCancelled() ? QStringLiteral("!") : QString());
                        return i;
                    },
                    [](int) {}, JobOptions{0, false});
        }
        QCOMPARE(*writes,
                 (QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")}));
    }

    // A child's exit code and both of its outputs reach the callback; nothing else is set.
    void childProcessDeliversExitCodeAndOutputs() {
        JobTracker jobs;
        std::optional<JobTracker::ProcessResult> result;
        jobs.runProcess(QStringLiteral("/bin/sh"),
                        {QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2; exit 3")},
                        QProcessEnvironment::systemEnvironment(),
                        [&](const JobTracker::ProcessResult &r) { result = r; });
        QVERIFY(jobs.process());
        QTRY_VERIFY(result);
        QCOMPARE(result->exitCode, 3);
        QCOMPARE(result->standardOutput, QByteArray("out\n"));
        QCOMPARE(result->standardError, QByteArray("err\n"));
        QVERIFY(!result->cancelled && !result->crashed && !result->failedToStart);
    }

    void childProcessThatCannotStartSaysWhy() {
        JobTracker jobs;
        std::optional<JobTracker::ProcessResult> result;
        jobs.runProcess(QStringLiteral("/nonexistent/program"), {},
                        QProcessEnvironment::systemEnvironment(),
                        [&](const JobTracker::ProcessResult &r) { result = r; });
        QTRY_VERIFY(result);
        QVERIFY(result->failedToStart);
        QVERIFY(!result->errorString.isEmpty());
    }

    // Cancel kills at once, not after the child's 60 s.
    void cancelKillsTheChildAtOnce() {
        JobTracker jobs;
        std::optional<JobTracker::ProcessResult> result;
        QElapsedTimer clock;
        clock.start();
        jobs.runProcess(QStringLiteral("/bin/sleep"), {QStringLiteral("60")},
                        QProcessEnvironment::systemEnvironment(),
                        [&](const JobTracker::ProcessResult &r) { result = r; });
        QVERIFY(jobs.process()->waitForStarted(5000));
        jobs.cancel();
        QTRY_VERIFY(result);
        QVERIFY(result->cancelled);
        QVERIFY(clock.elapsed() < 10000);
    }

    // A newer request kills a superseded child and drops its answer.
    void newerRequestKillsTheSupersededChild() {
        JobTracker jobs;
        std::optional<JobTracker::ProcessResult> result;
        const auto keep = [&](const JobTracker::ProcessResult &r) { result = r; };
        jobs.runProcess(QStringLiteral("/bin/sleep"), {QStringLiteral("60")},
                        QProcessEnvironment::systemEnvironment(), keep);
        QVERIFY(jobs.process()->waitForStarted(5000));
        const qint64 pid = jobs.process()->processId();
        jobs.runProcess(QStringLiteral("/bin/sh"),
                        {QStringLiteral("-c"), QStringLiteral("echo second")},
                        QProcessEnvironment::systemEnvironment(), keep);
        QTRY_VERIFY(result);
        QCOMPARE(result->standardOutput, QByteArray("second\n"));
        QTRY_VERIFY(!QFile::exists(QStringLiteral("/proc/%1").arg(pid)));
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
