// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QString>

class QSqlError;

namespace roofline::storage {

class Query;

// Opens the lab's history and hands back a Database handle (Database.h): the one place that
// decides whether a location may be opened, and what to do before its first use. It sits above
// the repositories (it seeds the catalog and recovers interrupted runs through them), which
// themselves only take a ready Database.
//
// open() checks an existing database read-only first (SQLite: header, application id, schema
// version, size; PostgreSQL: the schema version in the meta table) and refuses one that is not
// ours, is truncated or was written by a newer build (newerSchema(), the one message for it),
// without modifying it. The raw header is read only while this process holds no connection to
// the file (LiveDatabaseFiles); a hot journal left by an interrupted write is named and rolled
// back by a writable open. Then it migrates step by step, each step in its own transaction (on
// PostgreSQL under an advisory lock, so nodes starting together do not collide), seeds or
// upgrades the built-in catalog and marks runs left running by a dead process as failed. A new
// SQLite database is made whole in a private file and linked into place; on a full disk an
// existing database of this schema opens read-only (immutable), with Database::readOnlyReason().
class DatabaseOpener {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::DatabaseOpener)

public:
    // A file path, or a PostgreSQL URL (the password comes from PGPASSFILE / ~/.pgpass).
    static Result<Database> open(const QString &location);
    // The same, with a password the user typed for a PostgreSQL URL (the app asks when the
    // server wants one that .pgpass lacks). It stays in memory, never in `path()` or a file.
    static Result<Database> open(const QString &location, const QString &password);

    // "PATH: was written by a newer Roofline Lab (schema N; …)", kind NewerSchema: the one
    // message for a database this build cannot read, whichever check found the version.
    static Error newerSchema(const Database &database, int storedVersion);

private:
    explicit DatabaseOpener(Database database);

    Result<Database> finishOpen() const;
    Result<void> createWhole() const;
    Result<Database> openReadOnlyOnFullDisk(const Error &failure) const;
    // SQLite, read-only (DatabaseChecks.cpp).
    Result<void> checkExisting() const;
    Result<void> checkHeader() const;
    Result<void> rollBackHotJournal() const;
    Result<void> checkWithSqlite() const;
    Error explainOpenFailure(const QString &what, const QSqlError &sqlError) const;
    // PostgreSQL.
    Result<void> checkExistingPg() const;
    Result<int> storedVersionPg(Query &query) const;
    // Migrations.
    Result<void> migrate() const;
    Result<void> migratePg() const;
    Result<void> applyStep(Query &query, int version) const;

    Error error(const QString &what, const QString &detail,
                ErrorKind kind = ErrorKind::Failed) const {
        return m_db.error(what, detail, kind);
    }
    Error error(const QString &what, const QSqlError &sqlError) const {
        return m_db.error(what, sqlError);
    }
    Error newerSchema(int storedVersion) const { return newerSchema(m_db, storedVersion); }

    Database m_db;
    // m_db.path(): the file path, or the URL without a password.
    QString m_path;
};

} // namespace roofline::storage
