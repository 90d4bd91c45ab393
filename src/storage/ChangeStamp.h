// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QCoreApplication>

class QSqlDriver;

namespace roofline::storage {

// How one process learns that another wrote to the same database, without reading what it
// wrote (usecases::DatabaseWatcher asks on a thread of its own; docs/design.md §2.1):
// - SQLite: `PRAGMA data_version` of one long-lived connection changes whenever any *other*
//   connection (another process, another thread of this one) committed; it costs no I/O.
// - PostgreSQL: every write transaction ends with `NOTIFY roofline_changes` (Transaction),
//   which the server delivers to each connection that LISTENs once the transaction commits.
//   Notifications are server-wide, so a database kept in a schema of its own (`?schema=s`)
//   has a channel of its own, `roofline_changes_s`: two histories sharing one server (two
//   labs, or tests running side by side) never wake each other's watchers.
class ChangeStamp {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::ChangeStamp)

public:
    // The database's channel: an SQL name (lower case, at most 63 bytes, so the server never
    // shortens it; a long schema name is represented by a digest of it).
    static QString channel(const Database &database);
    // SQLite: the calling thread's connection's data_version.
    static Result<qint64> dataVersion(const Database &database);
    // PostgreSQL: LISTEN on the calling thread's connection. Its driver emits notification()
    // through this thread's event loop.
    static Result<QSqlDriver *> listen(const Database &database);
};

} // namespace roofline::storage
