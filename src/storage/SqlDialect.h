// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QCoreApplication>
#include <QString>

class QSqlError;

namespace roofline::storage {

class Query;

enum class Backend { SQLite, PostgreSQL };

// Where a PostgreSQL database lives, parsed from `postgresql://user@host:port/dbname?schema=s`.
// There is deliberately no password field in what we keep for display: libpq reads it from
// PGPASSFILE or ~/.pgpass, so it never passes through our settings, logs or error messages.
struct PgLocation {
    QString host;
    int port = 5432;
    QString user;
    QString password; // only when the URL itself carried one (kept in memory, never shown)
    QString database;
    QString schema;  // optional: a schema of its own inside a shared database
    QString options; // libpq options allowed in the URL (sslmode, connect_timeout, …)
    QString display; // the URL without any password: what errors name
};

// The small differences between SQLite and PostgreSQL that the repositories must know:
// column types in the schema, how an inserted id comes back, uuid comparison (SQLite's
// COLLATE NOCASE vs. an index on lower(uuid)), and which errors mean "try the transaction
// again" (busy/locked on SQLite; serialization failure, deadlock, or a concurrent insert of
// the same unique key on PostgreSQL).
class SqlDialect {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::SqlDialect)

public:
    // Whether a database location is meant as a URL, not a file name: `postgresql://` or
    // `postgres://` in any case, a typo of them (`postgresql:/host/db`, `postgres:host`), or
    // anything else with a scheme (`mysql://…`). parseUrl() then accepts it or says what is
    // wrong: such a value never silently becomes an SQLite file named like the URL.
    static bool isUrl(const QString &location);
    static Result<PgLocation> parseUrl(const QString &url);
    // `text` without any password: the one in `url` (as typed and percent-decoded), and the
    // password part of anything shaped like scheme://user:password@host. Every message that
    // may quote a database location goes through this (stderr ends up in job logs).
    static QString scrubPasswords(const QString &text, const QString &url = QString());

    // Schema DDL is written once in SQLite's words; this maps it to PostgreSQL's.
    static QString translate(Backend backend, const QString &sql);
    // Appended to an INSERT: SQLite reports the rowid itself, PostgreSQL's driver cannot.
    static QString returningId(Backend backend);
    // After exec() of an INSERT ending with returningId().
    static qint64 insertedId(Backend backend, Query &query);
    // A condition on runs.uuid with one bound parameter, case-insensitive on both backends.
    static QString uuidEquals(Backend backend, const QString &column = QStringLiteral("uuid"));
    static bool isRetryable(Backend backend, const QSqlError &error);
    // What kind of failure a driver error is: busy/locked, lost connection, serialization
    // failure, deadlock → Retryable; read-only → ReadOnly; no space → DiskFull; a damaged
    // file → Corrupt; text PostgreSQL cannot hold → InvalidInput; else Failed.
    static ErrorKind errorKind(Backend backend, const QSqlError &error);
    // An ORDER BY term that sorts text the same on both backends: lower(expr), compared
    // byte by byte (PostgreSQL would otherwise use the server's locale collation).
    static QString textOrder(Backend backend, const QString &expr);
    // A start time (ms since the epoch) as RunQuery::searchTime() writes it, "yyyy-MM-dd
    // hh:mm" in UTC, for the run picker's search.
    static QString utcMinute(Backend backend, const QString &msColumn);
    // Each run's tags in their order, joined by ", " ('' without tags), to order runs r by:
    // tagList() is the expression, tagListJoin() what it needs added to FROM (maybe nothing).
    // SQLite is fastest with a subquery per run, PostgreSQL with one grouped pass over
    // run_tags (10x faster there for 10,000 runs).
    static QString tagList(Backend backend);
    static QString tagListJoin(Backend backend);
};

} // namespace roofline::storage
