// SPDX-License-Identifier: MIT
#include "app/JobTracker.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <atomic>

namespace roofline::app {

namespace {
std::atomic_int s_pending = 0;
} // namespace

struct JobTracker::Relay {
    QMutex mutex;
    JobTracker *tracker = nullptr; // null once the tracker is gone
};

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
                    m_current->future.waitForFinished();
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
        const QMutexLocker lock(&m_relay->mutex);
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
    // Owned by the application object, so its threads (and their database connections) end
    // inside QCoreApplication's destructor, before static destruction.
    static QPointer<QThreadPool> p;
    if (!p) {
        p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(std::max(4, QThread::idealThreadCount()));
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
        const QMutexLocker lock(&relay->mutex);
        if (JobTracker *self = relay->tracker)
            QMetaObject::invokeMethod(
                self,
                [self, token, value, maximum, text] {
                    if (self->m_current && self->m_current->token == token)
                        emit self->progressChanged(value, maximum, text);
                },
                Qt::QueuedConnection);
    };
    m_current = std::move(running);
    if (job.launch)
        m_current->future = job.launch(this, token, m_current->state);
    else
        job.run(this, token);
}

void JobTracker::post(const std::shared_ptr<Relay> &relay, quint64 token,
                      std::function<void()> deliverFn) {
    // Under the relay's lock: the tracker cannot go away between the check and the post, and
    // a delivery posted to it is dropped by Qt if it goes before the event runs.
    const QMutexLocker lock(&relay->mutex);
    if (JobTracker *self = relay->tracker)
        QMetaObject::invokeMethod(
            self,
            [self, token, deliverFn = std::move(deliverFn)] { self->deliver(token, deliverFn); },
            Qt::QueuedConnection);
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
    startNext();
}

void JobTracker::setBusy(bool busy) {
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

} // namespace roofline::app
