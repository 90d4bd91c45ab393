// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QString>

class QSqlDatabase;
class QSqlError;

namespace roofline::storage {

class Query;

// A handle to the lab's history: one SQLite file, or a PostgreSQL database shared by many nodes
// (`postgresql://user@host:port/dbname`). Only DatabaseOpener (DatabaseOpener.h) makes one, after
// its checks, migrations and recovery; a Database is always open and of this build's schema.
//
// A Database is a cheap value that any thread may copy. QSqlDatabase connections may only be
// used by the thread that made them, so connection() hands each thread its own named
// connection (WAL journal, foreign keys, busy timeout), removed when the thread ends.
class Database {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::Database)

public:
    static constexpr int kSchemaVersion = 4;
    // "RFLN": tells our files from other programs' SQLite databases.
    static constexpr qint32 kApplicationId = 0x52464c4e;
    // How long a statement waits for another connection's lock before it fails as busy.
    static constexpr int kBusyTimeoutMs = 10000;

    // The default location: ROOFLINE_DB, else the platform's app-data folder.
    static QString defaultPath();

    // The file path, or the URL without any password: what messages name.
    const QString &path() const { return m_path; }
    // Whether `location` names this database: the same file by device and inode (stat()
    // only, whatever the spelling), or the same PostgreSQL URL.
    bool isAt(const QString &location) const;
    Backend backend() const { return m_backend; }
    // Opened for reading only because the disk is full (SQLite cannot even size its -shm
    // there): the history as the database file holds it, without what a log not yet
    // checkpointed may add; every write fails with ReadOnly. Empty when opened normally.
    QString readOnlyReason() const { return m_readOnlyReason; }
    bool isPostgres() const { return m_backend == Backend::PostgreSQL; }
    // The schema a PostgreSQL database keeps its tables in ("" = the default search path).
    QString pgSchema() const { return m_pg.schema; }
    // The calling thread's connection, opened on first use.
    QSqlDatabase connection() const;
    // Closes the calling thread's connection early (worker threads that end get theirs closed
    // automatically).
    void closeConnection() const;

    // "PATH: what: detail", the shape of every storage error.
    Error error(const QString &what, const QString &detail,
                ErrorKind kind = ErrorKind::Failed) const;
    // The same for a failed statement, with its kind (SqlDialect::errorKind): Retryable when a
    // fresh attempt may succeed (see retrying() in Transaction.h), ReadOnly, DiskFull, Corrupt
    // … each with a sentence that says what is wrong before the driver's own words.
    Error error(const QString &what, const QSqlError &sqlError) const;

    // Whether runs can be stored here at all, asked before measuring: a read-only file,
    // folder, disk or server (ReadOnly), no space left (DiskFull). Cheap; writes nothing.
    Result<void> checkWritable() const;
    // SQLite's quick_check (every page and index entry readable and consistent), asked before
    // an export or a sync: Corrupt, with SQLite's first findings, when it is not "ok".
    // PostgreSQL checks its own pages: nothing to ask.
    Result<void> quickCheck() const;

    // Transaction marks its connection while a transaction is open: a connection lost then is
    // not silently replaced (the transaction's statements would land outside it).
    void setInTransaction(bool active) const;

    // Inside a write transaction: serialises with every other writer doing the same
    // (migrations, catalog upgrades). SQLite's BEGIN IMMEDIATE already did.
    bool lockExclusive(Query &query) const;

private:
    // The opener makes the handle and sets what it found (a password, a full disk).
    friend class DatabaseOpener;
    Database(QString path, Backend backend);
    QString connectionName() const;
    // connection() by job: is the thread's open connection still good, a new named
    // connection, and opening it on each backend.
    bool reusable(const QSqlDatabase &db, const QString &name) const;
    QSqlDatabase addConnection(const QString &name) const;
    void openPostgres(QSqlDatabase &db) const;
    void openSqliteImmutable(QSqlDatabase &db, const QString &name) const;
    void openSqlite(QSqlDatabase &db, const QString &name) const;

    QString m_path;
    QString m_readOnlyReason;
    Backend m_backend = Backend::SQLite;
    PgLocation m_pg;
};

} // namespace roofline::storage
