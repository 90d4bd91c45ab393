// SPDX-License-Identifier: MIT
#include "usecases/DatabaseWatcher.h"

#include "storage/ChangeStamp.h"

#include <QMutex>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QThread>

namespace roofline::usecases {

struct DatabaseWatcher::Link {
    QMutex mutex;
    DatabaseWatcher *target = nullptr; // null once the watcher stopped listening to this thread

    // From the worker thread: a queued call on the watcher's thread. Qt drops the posted
    // call if the watcher is destroyed before it runs; the mutex keeps it from being posted
    // to a watcher being destroyed.
    void post() {
        const QMutexLocker lock(&mutex);
        if (target)
            QMetaObject::invokeMethod(
                target, [t = target] { t->arrived(); }, Qt::QueuedConnection);
    }
    void cut() {
        const QMutexLocker lock(&mutex);
        target = nullptr;
    }
};

DatabaseWatcher::DatabaseWatcher(QObject *parent)
    : QObject(parent) {
    m_coalesce.setSingleShot(true);
    m_coalesce.callOnTimeout(this, [this] {
        if (std::exchange(m_pending, false))
            emit changed();
    });
}

DatabaseWatcher::~DatabaseWatcher() {
    stop(true);
    // An earlier watch's thread that has not ended yet: its deferred delete would need an
    // event loop that may never run again (the application ending), so it is deleted here
    // once it has finished.
    for (const QPointer<QThread> &thread : std::as_const(m_retired)) {
        if (thread && thread->wait(3000))
            delete thread.data();
    }
}

void DatabaseWatcher::setInterval(int ms) {
    m_intervalMs = std::max(10, ms);
}

void DatabaseWatcher::arrived() {
    // The first change of a burst is told at once, later ones once per interval.
    if (m_coalesce.isActive()) {
        m_pending = true;
        return;
    }
    emit changed();
    m_coalesce.start(m_intervalMs);
}

void DatabaseWatcher::stop(bool wait) {
    if (m_link)
        m_link->cut();
    m_link.reset();
    m_pending = false;
    m_coalesce.stop();
    if (!m_thread)
        return;
    QThread *thread = std::exchange(m_thread, nullptr);
    thread->quit();
    if (wait && thread->wait(3000)) {
        delete thread;
        return;
    }
    // Still connecting (an unreachable server): it ends on its own and deletes itself.
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->setParent(nullptr);
    m_retired.removeAll(nullptr); // those deleted since
    m_retired.append(thread);
}

void DatabaseWatcher::watch(const std::optional<storage::Database> &database) {
    stop(false);
    if (!database)
        return;
    m_link = std::make_shared<Link>();
    m_link->target = this;
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("DatabaseWatcher"));
    // Everything below lives on the watcher's thread: its connection, timer and driver signal.
    auto *context = new QObject;
    context->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, context, &QObject::deleteLater);
    connect(
        m_thread, &QThread::started, context,
        [context, db = *database, link = m_link, interval = m_intervalMs] {
            auto *timer = new QTimer(context);
            timer->setInterval(interval);
            if (db.isPostgres()) {
                // LISTEN, and again after a lost connection (checked each interval: asking
                // for the connection reconnects, which ends the subscription).
                auto listening = std::make_shared<QSqlDriver *>(nullptr);
                auto first = std::make_shared<bool>(true);
                const auto subscribe = [context, db, link, listening, first] {
                    const QSqlDatabase connection = db.connection();
                    if (connection.isOpen()
                        && connection.driver()->subscribedToNotifications().contains(
                            storage::ChangeStamp::channel(db)))
                        return;
                    const auto driver = storage::ChangeStamp::listen(db);
                    if (!driver)
                        return; // the server is away: asked again next time
                    if (*driver != *listening) {
                        *listening = *driver;
                        QObject::connect(*driver, &QSqlDriver::notification, context,
                                         [link] { link->post(); });
                    }
                    if (!std::exchange(*first, false))
                        link->post(); // what was written while not listening
                };
                subscribe();
                timer->callOnTimeout(context, subscribe);
            } else {
                auto last = std::make_shared<std::optional<qint64>>();
                const auto poll = [db, link, last] {
                    const auto version = storage::ChangeStamp::dataVersion(db);
                    if (!version)
                        return; // busy or gone for now: asked again next time
                    if (*last && **last != *version)
                        link->post();
                    *last = *version;
                };
                poll(); // the state to compare with
                timer->callOnTimeout(context, poll);
            }
            timer->start();
        },
        Qt::QueuedConnection);
    m_thread->start(QThread::LowPriority);
}

} // namespace roofline::usecases
