#pragma once

#include "model/Result.h"

#include <QString>

class QSqlDatabase;

namespace roofline::storage {

// The lab's history: one SQLite file. open() checks an existing file read-only first (SQLite
// header, application id, schema version, size) and refuses a file that is not ours, is
// truncated or was written by a newer build, without modifying it; then it migrates step by
// step, each step in its own transaction, and seeds or upgrades the built-in catalog.
//
// A Database is a cheap value that any thread may copy. QSqlDatabase connections may only be
// used by the thread that made them, so connection() hands each thread its own named
// connection (WAL journal, foreign keys, busy timeout), removed when the thread ends.
class Database {
public:
    static constexpr int kSchemaVersion = 1;
    // "RFLN": tells our files from other programs' SQLite databases.
    static constexpr qint32 kApplicationId = 0x52464c4e;

    static Result<Database> open(const QString &path);
    // The default location: ROOFLINE_DB, else the platform's app-data folder.
    static QString defaultPath();

    const QString &path() const { return m_path; }
    // The calling thread's connection, opened on first use.
    QSqlDatabase connection() const;
    // Closes the calling thread's connection early (worker threads that end get theirs closed
    // automatically).
    void closeConnection() const;

    // "PATH: what: detail", the shape of every storage error.
    Error error(const QString &what, const QString &detail) const;

private:
    explicit Database(QString path);
    Result<bool> checkExisting() const;
    Result<bool> migrate() const;
    QString connectionName() const;

    QString m_path;
};

} // namespace roofline::storage
