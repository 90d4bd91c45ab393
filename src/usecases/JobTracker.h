// SPDX-License-Identifier: MIT
#pragma once

#include "usecases/JobControl.h"
#include "usecases/ThreadSanitizer.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QStringList>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

class QProcess;
class QThreadPool;

namespace roofline::usecases {

// How a job relates to the others of its tracker.
struct JobOptions {
    int tag = 0;              // what the job is, for the page (JobTracker::runningTag())
    bool supersedable = true; // false: never dropped by a newer request or discard()
};

// The one way the front ends start work that must not run on the GUI thread (hotspot's
// JobTracker idea): a page owns one tracker per kind of request, starts jobs through it, and
// gets each result back on its own thread, through the event loop.
//
// - Newest request wins: a job started while a supersedable one runs (the default) asks that
//   one to stop and drops its result; a queued supersedable job is replaced. A job marked
//   not supersedable (an export, a write) is never dropped by a newer request: newer jobs
//   wait behind it, in order. A tracker whose jobs are all not supersedable is a queue.
// - Progress and cancel: the job reports through JobControl; progressChanged() follows on
//   the tracker's thread. cancel() stops the running job (its `done` still runs, so the page
//   can say "cancelled") and drops the queued ones.
// - Safe on a database switch and on close: discard() drops every supersedable job without
//   its `done`; the destructor stops every job without waiting for it (a worker that is still
//   busy finishes on its own, its result going nowhere), so closing a page never waits for
//   the database and no result ever reaches a deleted page. A tracker whose writes must not be
//   lost (Session::writer()) says so with setFinishOnDestruction(): its destructor then
//   waits for the running job and runs the queued ones, in order. Jobs copy what they need (a
//   storage::Database is a cheap value) and each worker thread reads through its own
//   connection (Database).
//
// A job is either work on a worker thread (run) or a child process (runProcess; the process
// lives on the tracker's thread and is killed on cancel, supersede or destruction).
class JobTracker : public QObject {
    Q_OBJECT
public:
    using Options = JobOptions;
    // How a child process ended.
    struct ProcessResult {
        bool cancelled = false;     // cancel() killed it
        bool failedToStart = false; // errorString says why
        bool crashed = false;
        int exitCode = 0;
        QString errorString;
        QByteArray standardOutput;
        QByteArray standardError;
    };

    explicit JobTracker(QObject *parent = nullptr);
    ~JobTracker() override;

    // Runs `work(JobControl &)` on the job pool, then `done(result)` on this object's thread
    // unless the job was superseded or discarded first.
    template<typename Work, typename Done>
    void run(Work work, Done done, Options options = {}) {
        using R = std::decay_t<std::invoke_result_t<Work &, JobControl &>>;
        Job job;
        job.options = options;
        job.body = [relay = m_relay, work = std::move(work), done = std::move(done)](
                       quint64 token, const std::shared_ptr<JobControl::State> &state) mutable {
            JobControl control(state);
            // The only owner of the result from here on is the answer: the thread that runs
            // it (the tracker's) is the one that destroys it.
            auto result = std::make_shared<R>(work(control));
            post(relay, token,
                 [done, result = std::move(result)]() mutable { done(std::move(*result)); });
        };
        enqueue(std::move(job));
    }
    // The same, but `done` runs only while `receiver` exists: for trackers that outlive the
    // object that asked (Session::writer() and the pages).
    template<typename Work, typename Done>
    void runFor(QObject *receiver, Work work, Done done, Options options = {}) {
        run(
            std::move(work),
            [receiver = QPointer<QObject>(receiver),
             done = std::move(done)](auto &&result) mutable {
                if (receiver)
                    done(std::forward<decltype(result)>(result));
            },
            options);
    }
    // Runs `program` as a child process with `arguments` and `environment`; `done` follows
    // when it ended (or could not start), unless superseded or discarded first.
    void runProcess(const QString &program, const QStringList &arguments,
                    const QProcessEnvironment &environment,
                    std::function<void(const ProcessResult &)> done, Options options = {});

    // Stops the running job (its `done` still runs) and drops the queued ones.
    void cancel();
    // The destructor lets the running job finish and runs the queued ones first (writes that
    // must not be lost); by default it stops them and returns at once.
    void setFinishOnDestruction(bool finish) { m_finishOnDestruction = finish; }
    // Drops every supersedable job, running or queued, without its `done`.
    void discard();
    bool isBusy() const { return m_current.has_value() || !m_queue.empty(); }
    bool isCancelling() const;
    // The running job's Options::tag (0 when none runs).
    int runningTag() const { return m_current ? m_current->options.tag : 0; }
    // The running child process, if the running job is one.
    QProcess *process() const { return m_current ? m_current->process : nullptr; }

    // The worker threads of every tracker. Not Qt's global pool: jobs may themselves use
    // QtConcurrent and must not wait for threads they occupy.
    static QThreadPool *pool();
    // Jobs of all trackers whose result has neither been delivered nor dropped (tests wait
    // for 0 before they look).
    static int pendingJobs();

signals:
    void busyChanged(bool busy);
    void progressChanged(int value, int maximum, const QString &text);

protected:
    bool event(QEvent *event) override;

private:
    // What workers hand their results through: the tracker while it exists, nothing after.
    struct Relay;
    struct Finished;
    using Body = std::function<void(quint64, const std::shared_ptr<JobControl::State> &)>;
    struct Job {
        Options options;
        Body body;                                      // a thread job
        std::function<void(JobTracker *, quint64)> run; // a process job
        quint64 token = 0;
    };
    struct Running {
        Options options;
        quint64 token = 0;
        std::shared_ptr<JobControl::State> state;
        std::shared_ptr<Finished> finished; // a thread job: set when its body returned
        QProcess *process = nullptr;
    };

    void enqueue(Job job);
    void startNext();
    void supersedeCurrent();
    // Every supersedable job: the queued ones dropped, the running one superseded.
    void dropSupersedable();
    void drop(const Job &job);
    // From a worker thread: runs `deliver` on the tracker's thread if the tracker still
    // exists and `token` is still its running job.
    static void post(const std::shared_ptr<Relay> &relay, quint64 token,
                     std::function<void()> deliver);
    void deliver(quint64 token, const std::function<void()> &deliver);
    void startProcess(quint64 token, const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &environment,
                      const std::function<void(const ProcessResult &)> &done);
    void setBusy(bool busy);

    std::shared_ptr<Relay> m_relay;
    std::optional<Running> m_current;
    std::deque<Job> m_queue;
    quint64 m_nextToken = 0;
    bool m_busy = false;
    bool m_finishOnDestruction = false;
};

} // namespace roofline::usecases
