// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QCoreApplication>

class QSqlDriver;

namespace roofline::storage {

// How one process learns that another wrote to the same database, without reading what it
// wrote (app::DatabaseWatcher asks on a thread of its own; docs/design.md §2.1):
// - SQLite: `PRAGMA data_version` of one long-lived connection changes whenever any *other*
//   connection (another process, another thread of this one) committed; it costs no I/O.
// - PostgreSQL: every write transaction ends with `NOTIFY roofline_changes` (Transaction),
//   which the server delivers to each connection that LISTENs once the transaction commits.
class ChangeStamp {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::ChangeStamp)

public:
    static QString channel() { return QStringLiteral("roofline_changes"); }
    // SQLite: the calling thread's connection's data_version.
    static Result<qint64> dataVersion(const Database &database);
    // PostgreSQL: LISTEN on the calling thread's connection. Its driver emits notification()
    // through this thread's event loop.
    static Result<QSqlDriver *> listen(const Database &database);
};

} // namespace roofline::storage
