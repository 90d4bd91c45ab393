// SPDX-License-Identifier: MIT
#pragma once

// A database watcher (usecases::DatabaseWatcher, ui::Session's) only tells writes committed after
// its thread read the current state. Tests await that state with awaitWatching() instead of
// sleeping "long enough" for the thread to start.
#include "storage/ChangeStamp.h"
#include "storage/Database.h"
#include "support/Waits.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace roofline::support {

// A committed change that leaves no trace: a meta row written and removed again in one
// transaction (SQLite: every other connection's data_version moves; rewriting a row as it is
// would not) or a NOTIFY on the database's own channel (PostgreSQL, as a write transaction
// ends).
inline bool pingDatabase(const storage::Database &db) {
    QSqlDatabase connection = db.connection();
    QSqlQuery q(connection);
    if (db.isPostgres())
        return q.exec(
            QStringLiteral("SELECT pg_notify('%1', '')").arg(storage::ChangeStamp::channel(db)));
    if (!connection.transaction())
        return false;
    const bool written =
        q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('test_ping', '')"))
        && q.exec(QStringLiteral("DELETE FROM meta WHERE key = 'test_ping'"));
    return written ? connection.commit() : (connection.rollback(), false);
}

// Pings `db` until `told` (a spy on the watcher's news) records a notice: the watcher's thread
// runs and knows the state before the next write. Each ping is given `perPingMs` to be told
// (well above the watcher's interval, so that no second ping falls in the coalescing window
// of a told one). `told` is left empty. False after `timeoutMs`.
[[nodiscard]] inline bool awaitWatching(QSignalSpy &told, const storage::Database &db,
                                        int perPingMs = 1000, int timeoutMs = 20000) {
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (!pingDatabase(db))
            return false;
        if (told.wait(perPingMs)) {
            told.clear();
            return true;
        }
    }
    return false;
}

} // namespace roofline::support
