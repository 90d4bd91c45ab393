// SPDX-License-Identifier: MIT
#pragma once

#include "storage/Database.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>

class QThread;

namespace roofline::usecases {

// "Another process wrote": `roofline runs import`, a Slurm job's probe, a colleague's app on
// the shared server. One watcher per app (Session), on a thread of its own with its own
// connection (storage::ChangeStamp): SQLite's data_version every `interval`, PostgreSQL's
// NOTIFY as it arrives. changed() follows on the watcher's thread, at most once per interval
// however many commits there were. The app's own writes (on the writer's connection) count
// too; a page reloading once more is harmless.
//
// Watching a new database stops watching the old one without waiting for its thread (a
// server that does not answer must not freeze a switch); the destructor waits a little, then
// lets a thread stuck in a connection attempt end on its own, its news going nowhere.
class DatabaseWatcher : public QObject {
    Q_OBJECT
public:
    explicit DatabaseWatcher(QObject *parent = nullptr);
    ~DatabaseWatcher() override;

    // Watches `database` (nothing for none): writes after its thread started count.
    void watch(const std::optional<storage::Database> &database);
    void setInterval(int ms);
    int interval() const { return m_intervalMs; }
    bool isWatching() const { return m_thread != nullptr; }

signals:
    void changed();

private:
    struct Link; // the worker's way back, cut by the destructor and by watch()
    void stop(bool wait);
    void arrived();

    QThread *m_thread = nullptr;
    // Threads of earlier watches, left to end on their own (one may still be connecting to
    // an unreachable server); the destructor waits for them, so none outlives the watcher.
    QList<QPointer<QThread>> m_retired;
    std::shared_ptr<Link> m_link;
    QTimer m_coalesce;
    bool m_pending = false;
    int m_intervalMs = 1000;
};

} // namespace roofline::usecases
