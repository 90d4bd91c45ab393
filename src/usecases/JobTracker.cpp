// SPDX-License-Identifier: MIT
#include "usecases/JobTracker.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QProcess>
#include <QRunnable>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>

namespace roofline::usecases {

namespace {
std::atomic_int s_pending = 0;
} // namespace

struct JobTracker::Relay {
    std::mutex mutex;              // a pthread mutex: ThreadSanitizer sees it (QMutex is a futex)
    JobTracker *tracker = nullptr; // null once the tracker is gone
};

// A thread job's end, for a tracker that waits for its writes (a pthread condition variable:
// ThreadSanitizer sees it).
struct JobTracker::Finished {
    std::mutex mutex;
    std::condition_variable ended;
    bool done = false;
    void set() {
        const std::lock_guard lock(mutex);
        done = true;
        ended.notify_all();
    }
    void wait() {
        std::unique_lock lock(mutex);
        ended.wait(lock, [this] { return done; });
    }
};

namespace {

// A thread job as the pool runs it. Made here, handed over with a release, picked up on the
// worker with an acquire (ThreadSanitizer.h), and deleted there by the pool.
class Task : public QRunnable {
public:
    Task(std::function<void()> body, std::function<void()> markFinished)
        : m_body(std::move(body))
        , m_markFinished(std::move(markFinished)) {}
    void run() override {
        tsanAcquire(this);
        m_body();
        m_body = nullptr; // what the job captured goes on this thread, before it is marked done
        m_markFinished();
    }

private:
    std::function<void()> m_body;
    std::function<void()> m_markFinished;
};

// An answer (or progress) from a worker, as an event of the tracker's own: Qt deletes a posted
// event on the receiving thread, so what it carries (a job's whole result) is destroyed where
// it was used. A queued functor call (QMetaObject::invokeMethod) may be destroyed by the
// posting thread instead, after the receiver used it, through a reference count inside Qt that
// ThreadSanitizer cannot see.
class Answer : public QEvent {
public:
    static QEvent::Type kind() {
        static const auto type = QEvent::Type(QEvent::registerEventType());
        return type;
    }
    // Made and handed over on the worker's thread: the release comes after the members are
    // written, and the acquire pairs with it by the event's own address, which the receiver
    // knows without reading a member.
    static void postTo(QObject *receiver, std::function<void()> call) {
        auto *answer = new Answer(std::move(call));
        tsanRelease(answer);
        QCoreApplication::postEvent(receiver, answer);
    }
    // Runs on the receiving thread whether or not the event was delivered (a tracker that
    // went away drops its pending events): after the hand-off, before the members go.
    ~Answer() override { tsanAcquire(this); }
    void run() {
        tsanAcquire(this);
        m_call();
    }

private:
    explicit Answer(std::function<void()> call)
        : QEvent(kind())
        , m_call(std::move(call)) {}

    std::function<void()> m_call;
};

} // namespace

JobTracker::JobTracker(QObject *parent)
    : QObject(parent)
    , m_relay(std::make_shared<Relay>()) {
    m_relay->tracker = this;
}

JobTracker::~JobTracker() {
    if (m_finishOnDestruction) {
        // Writes are never lost: the running one ends, then each queued one runs, in order.
        while (m_current || !m_queue.empty()) {
            if (m_current) {
                if (QProcess *p = m_current->process) {
                    p->disconnect(this); // no answer into a half-destroyed tracker
                    p->waitForFinished(-1);
                    delete p;
                } else {
                    m_current->finished->wait();
                }
                // Its answer is queued for this thread, which is gone with this object.
                m_current.reset();
                --s_pending;
            }
            if (!m_queue.empty())
                startNext();
        }
    }
    // Nothing may reach this object once it is gone: the relay forgets it (a worker that is
    // still busy finishes on its own and posts to no one), then everything else stops.
    {
        const std::lock_guard lock(m_relay->mutex);
        m_relay->tracker = nullptr;
    }
    for (const Job &job : m_queue)
        drop(job);
    m_queue.clear();
    if (m_current) {
        m_current->state->cancelled = true;
        if (QProcess *p = m_current->process) {
            p->disconnect(this);
            p->kill();
            p->waitForFinished(2000); // a killed process ends at once: reap it
            delete p;
        }
        m_current.reset();
        --s_pending;
    }
}

QThreadPool *JobTracker::pool() {
    // Owned by the application object, and deleted by a post routine: early in
    // QCoreApplication's destructor, while the application still exists. Its threads then
    // remove their database connections when they finish (storage's QThread::finished
    // handler, whose context is the application), inside the thread, before the pool's
    // wait returns. Left to the application's children instead, the pool would go after
    // that handler was disconnected, and each thread's thread_local cleanup would run after
    // QThread::wait() had returned, racing the process's static destruction (a crash at exit
    // in QSqlDatabase's registry, seen under ASan).
    static QPointer<QThreadPool> p;
    if (!p) {
        p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(std::max(4, QThread::idealThreadCount()));
        qAddPostRoutine([] { delete p.data(); });
    }
    return p;
}

int JobTracker::pendingJobs() {
    return s_pending.load();
}

bool JobTracker::isCancelling() const {
    return m_current && m_current->state->cancelled.load();
}

void JobTracker::runProcess(const QString &program, const QStringList &arguments,
                            const QProcessEnvironment &environment,
                            std::function<void(const ProcessResult &)> done, Options options) {
    Job job;
    job.options = options;
    job.run = [program, arguments, environment, done = std::move(done)](JobTracker *self,
                                                                        quint64 token) {
        self->startProcess(token, program, arguments, environment, done);
    };
    enqueue(std::move(job));
}

void JobTracker::enqueue(Job job) {
    ++s_pending;
    job.token = ++m_nextToken;
    // The newest request wins over every supersedable one before it.
    dropSupersedable();
    m_queue.push_back(std::move(job));
    setBusy(true);
    if (!m_current)
        startNext();
}

void JobTracker::drop(const Job &) {
    --s_pending;
}

void JobTracker::supersedeCurrent() {
    m_current->state->cancelled = true;
    if (QProcess *p = m_current->process) {
        p->disconnect(this);
        p->kill();
        // Reaped through its own finished(); deleted then, not under its feet.
        connect(p, &QProcess::finished, p, &QObject::deleteLater);
        if (p->state() == QProcess::NotRunning)
            p->deleteLater();
    }
    // A thread job finishes on its own; its answer is dropped (its token is not current).
    m_current.reset();
    --s_pending;
}

void JobTracker::startNext() {
    if (m_current || m_queue.empty()) {
        setBusy(m_current.has_value() || !m_queue.empty());
        return;
    }
    Job job = std::move(m_queue.front());
    m_queue.pop_front();
    Running running;
    running.options = job.options;
    running.token = job.token;
    running.state = std::make_shared<JobControl::State>();
    const quint64 token = job.token;
    running.state->progress = [relay = m_relay, token](int value, int maximum,
                                                       const QString &text) {
        const std::lock_guard lock(relay->mutex);
        if (JobTracker *self = relay->tracker) {
            Answer::postTo(self, [self, token, value, maximum, text] {
                if (self->m_current && self->m_current->token == token)
                    emit self->progressChanged(value, maximum, text);
            });
        }
    };
    m_current = std::move(running);
    if (job.body) {
        auto finished = std::make_shared<Finished>();
        m_current->finished = finished;
        auto *task = new Task([body = std::move(job.body), token,
                               state = m_current->state]() mutable { body(token, state); },
                              [finished] { finished->set(); });
        tsanRelease(task); // everything the job captured, to its thread
        pool()->start(task);
    } else {
        job.run(this, token);
    }
}

void JobTracker::post(const std::shared_ptr<Relay> &relay, quint64 token,
                      std::function<void()> deliverFn) {
    // Under the relay's lock: the tracker cannot go away between the check and the post, and
    // a delivery posted to it is dropped by Qt if it goes before the event runs.
    const std::lock_guard lock(relay->mutex);
    if (JobTracker *self = relay->tracker) {
        // The answer, made on this thread, to the tracker's (see ThreadSanitizer.h).
        Answer::postTo(self, [self, token, deliverFn = std::move(deliverFn)] {
            self->deliver(token, deliverFn);
        });
    }
}

bool JobTracker::event(QEvent *event) {
    if (event->type() != Answer::kind())
        return QObject::event(event);
    static_cast<Answer *>(event)->run();
    return true;
}

void JobTracker::deliver(quint64 token, const std::function<void()> &deliverFn) {
    if (!m_current || m_current->token != token)
        return; // superseded or discarded: its result is nobody's
    // Finished first, so `done` may start the next request (which then runs at once).
    m_current.reset();
    --s_pending;
    deliverFn();
    startNext();
}

void JobTracker::startProcess(quint64 token, const QString &program, const QStringList &arguments,
                              const QProcessEnvironment &environment,
                              const std::function<void(const ProcessResult &)> &done) {
    auto *process = new QProcess(this);
    process->setProcessEnvironment(environment);
    m_current->process = process;
    const auto finish = [this, token, process, done](ProcessResult result) {
        if (!m_current || m_current->token != token)
            return;
        result.cancelled = m_current->state->cancelled.load();
        result.standardOutput = process->readAllStandardOutput();
        result.standardError = process->readAllStandardError();
        process->disconnect(this);
        process->deleteLater();
        m_current.reset();
        --s_pending;
        done(result);
        startNext();
    };
    connect(process, &QProcess::finished, this,
            [process, finish](int exitCode, QProcess::ExitStatus status) {
                ProcessResult r;
                r.exitCode = exitCode;
                r.crashed = status == QProcess::CrashExit;
                r.errorString = r.crashed ? process->errorString() : QString();
                finish(r);
            });
    connect(process, &QProcess::errorOccurred, this, [process, finish](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return; // the others end in finished()
        ProcessResult r;
        r.failedToStart = true;
        r.errorString = process->errorString();
        finish(r);
    });
    process->start(program, arguments);
}

void JobTracker::cancel() {
    for (const Job &job : m_queue)
        drop(job);
    m_queue.clear();
    if (!m_current) {
        setBusy(false);
        return;
    }
    m_current->state->cancelled = true;
    if (m_current->process)
        m_current->process->kill(); // finished() follows through the event loop
}

void JobTracker::discard() {
    dropSupersedable();
    startNext();
}

void JobTracker::dropSupersedable() {
    for (auto it = m_queue.begin(); it != m_queue.end();) {
        if (it->options.supersedable) {
            drop(*it);
            it = m_queue.erase(it);
        } else {
            ++it;
        }
    }
    if (m_current && m_current->options.supersedable)
        supersedeCurrent();
}

void JobTracker::setBusy(bool busy) {
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

} // namespace roofline::usecases
