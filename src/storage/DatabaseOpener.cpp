// SPDX-License-Identifier: MIT
// DatabaseOpener: open(), migrations, creation, the full-disk read-only open and the PostgreSQL
// checks (the read-only checks of an existing SQLite file are in DatabaseChecks.cpp).
#include "storage/DatabaseOpener.h"

#include "storage/LiveDatabaseFiles.h"
#include "storage/PgHandle.h"
#include "storage/ProfileRepository.h"
#include "storage/Query.h"
#include "storage/RunRepository.h"
#include "storage/Schema.h"
#include "storage/SqlDialect.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QThread>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace roofline::storage {

namespace {

// Whether a PostgreSQL server refused a connection over its password: it asked for one that
// libpq did not have (not in the URL, PGPASSWORD, PGPASSFILE or ~/.pgpass), or it asked, was
// given one, and refused the connection. Asked of libpq itself, on a connection of its own,
// since QPSQL drops its handle on a failed open and keeps only libpq's message, which follows
// the user's language. (After a password was sent, a refusal for another reason, a missing
// database, reads the same; the message says which.)
bool refusedForPassword(const PgLocation &pg) {
    const auto quoted = [](const QString &v) -> QString {
        QString e = v;
        e.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        e.replace(QLatin1Char('\''), QLatin1String("\\'"));
        return QLatin1Char('\'') + e + QLatin1Char('\'');
    };
    QStringList info{
        QStringLiteral("host=") + quoted(pg.host), QStringLiteral("port=%1").arg(pg.port),
        QStringLiteral("user=") + quoted(pg.user), QStringLiteral("dbname=") + quoted(pg.database)};
    if (!pg.password.isEmpty())
        info << QStringLiteral("password=") + quoted(pg.password);
    // key=value pairs SqlDialect::parseUrl checked; a short timeout of its own, so a server
    // that does not answer at all (stopped, a cut network) costs little on top of the failure.
    for (const QString &option : pg.options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (!option.startsWith(QLatin1String("connect_timeout=")))
            info << option;
    }
    info << QStringLiteral("connect_timeout=3");
    PGconn *connection = PQconnectdb(info.join(QLatin1Char(' ')).toUtf8().constData());
    const bool refused = connection && PQstatus(connection) == CONNECTION_BAD
                         && (PQconnectionNeedsPassword(connection) != 0
                             || PQconnectionUsedPassword(connection) != 0);
    PQfinish(connection);
    return refused;
}

} // namespace

DatabaseOpener::DatabaseOpener(Database database)
    : m_db(std::move(database))
    , m_path(m_db.path()) {}

Error DatabaseOpener::newerSchema(const Database &database, int storedVersion) {
    return database.error(tr("was written by a newer Roofline Lab (schema %1; this build reads up "
                             "to %2); update the application")
                              .arg(storedVersion)
                              .arg(Database::kSchemaVersion),
                          QString(), ErrorKind::NewerSchema);
}

Result<void> DatabaseOpener::migrate() const {
    QSqlDatabase db = m_db.connection();
    if (!db.isOpen())
        return explainOpenFailure(tr("cannot be opened"), db.lastError());
    Query q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        return explainOpenFailure(tr("cannot switch to WAL journal"), q.lastError());
    for (;;) {
        // Cheap check first: an up-to-date database needs no write lock.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return error(tr("cannot read the schema version"), q.lastError());
        if (q.value(0).toInt() == Database::kSchemaVersion)
            return {};
        q.finish();
        Transaction t(m_db);
        if (!t.begin())
            return t.error();
        // Read inside the write lock: another process may have migrated meanwhile.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return error(tr("cannot read the schema version"), q.lastError());
        const int version = q.value(0).toInt();
        q.finish();
        if (version > Database::kSchemaVersion)
            return newerSchema(version);
        if (version == Database::kSchemaVersion)
            return {}; // the transaction rolls back: nothing was written
        if (auto ok = applyStep(q, version + 1); !ok)
            return ok;
        // PRAGMA takes no bound parameters; the values are our own integers.
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1))
            || !q.exec(QStringLiteral("PRAGMA application_id = %1").arg(Database::kApplicationId)))
            return error(tr("cannot record the schema version"), q.lastError());
        if (!t.commit())
            return t.error();
    }
}

Result<void> DatabaseOpener::applyStep(Query &q, int version) const {
    for (const QString &sql : Schema::migrationTo(version, m_db.m_backend)) {
        if (!q.exec(sql))
            return error(tr("migration to schema %1 failed, nothing was changed").arg(version),
                         q.lastError());
    }
    return {};
}

Result<int> DatabaseOpener::storedVersionPg(Query &q) const {
    // to_regclass follows search_path: the meta table of our schema, if there is one.
    if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL,"
                               " (SELECT count(*) FROM information_schema.tables"
                               "  WHERE table_schema = current_schema())"))
        || !q.next())
        return error(tr("cannot read the schema version"), q.lastError());
    const bool hasMeta = q.value(0).toBool();
    const qint64 tables = q.value(1).toLongLong();
    q.finish();
    if (!hasMeta) {
        if (tables > 0)
            return error(tr("holds tables of another program, not Roofline Lab's; use a "
                            "database of its own or add ?schema=NAME to the URL"),
                         QString(), ErrorKind::InvalidInput);
        return 0;
    }
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")))
        return error(tr("cannot read the schema version"), q.lastError());
    const int version = q.next() ? q.value(0).toInt() : 0;
    q.finish();
    return version;
}

Result<void> DatabaseOpener::checkExistingPg() const {
    QSqlDatabase db = m_db.connection();
    if (!db.isOpen()) {
        // The app then asks the user for the password (by this kind, never by the words).
        if (refusedForPassword(m_db.m_pg))
            return error(tr("cannot connect"),
                         tr("the server wants a password that was not given or is wrong "
                            "(PGPASSWORD, PGPASSFILE or ~/.pgpass) (%1)")
                             .arg(db.lastError().text().trimmed()),
                         ErrorKind::NeedsPassword);
        return error(tr("cannot connect (is the server running, and is the password in "
                        "PGPASSFILE or ~/.pgpass?)"),
                     db.lastError());
    }
    Query q(m_db);
    const auto version = storedVersionPg(q);
    if (!version)
        return version.error();
    if (*version > Database::kSchemaVersion)
        return newerSchema(*version);
    return {};
}

Result<void> DatabaseOpener::migratePg() const {
    Query q(m_db);
    for (;;) {
        auto version = storedVersionPg(q);
        if (!version)
            return version.error();
        if (*version == Database::kSchemaVersion)
            return {};
        Transaction t(m_db);
        if (!t.begin())
            return t.error();
        // Nodes starting at once queue here; each reads the version again under the lock.
        if (!m_db.lockExclusive(q))
            return error(tr("cannot lock the schema for migration"), q.lastError());
        if (!m_db.m_pg.schema.isEmpty()
            && !q.exec(QStringLiteral("CREATE SCHEMA IF NOT EXISTS \"%1\"").arg(m_db.m_pg.schema)))
            return error(tr("cannot create the schema %1").arg(m_db.m_pg.schema), q.lastError());
        version = storedVersionPg(q);
        if (!version)
            return version.error();
        if (*version > Database::kSchemaVersion)
            return newerSchema(*version);
        if (*version == Database::kSchemaVersion)
            return {}; // another node migrated meanwhile; the transaction rolls back
        if (auto ok = applyStep(q, *version + 1); !ok)
            return ok;
        // No PRAGMA user_version on PostgreSQL: the version lives in the meta table.
        Query record(m_db);
        record.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', ?)"
                                      " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
        record.addBindValue(QString::number(*version + 1));
        if (!record.exec())
            return error(tr("cannot record the schema version"), record.lastError());
        if (!t.commit())
            return t.error();
    }
}

Result<Database> DatabaseOpener::open(const QString &location) {
    return open(location, QString());
}

Result<Database> DatabaseOpener::open(const QString &location, const QString &password) {
    if (location.trimmed().isEmpty())
        return Error{tr("no database given: name a file or a postgresql:// URL"), QString(),
                     ErrorKind::InvalidInput};
    Result<Database> opened = [&]() -> Result<Database> {
        if (!SqlDialect::isUrl(location))
            return DatabaseOpener(Database(QFileInfo(location).absoluteFilePath(), Backend::SQLite))
                .finishOpen();
        const auto pg = SqlDialect::parseUrl(location);
        if (!pg)
            return pg.error();
        Database database(pg->display, Backend::PostgreSQL);
        database.m_pg = *pg;
        if (!password.isEmpty())
            database.m_pg.password = password;
        return DatabaseOpener(database).finishOpen();
    }();
    if (!opened && opened.error().is(ErrorKind::DiskFull) && !SqlDialect::isUrl(location))
        opened = DatabaseOpener(Database(QFileInfo(location).absoluteFilePath(), Backend::SQLite))
                     .openReadOnlyOnFullDisk(opened.error());
    if (opened)
        return opened;
    // Whatever the driver said, no password of the location reaches a message.
    Error e = opened.error();
    e.message = SqlDialect::scrubPasswords(e.message, location);
    if (!password.isEmpty() && password.size() >= 3)
        e.message.replace(password, QStringLiteral("***"));
    return e;
}

Result<Database> DatabaseOpener::openReadOnlyOnFullDisk(const Error &failure) const {
    // Reading must not need a free byte: a full disk must not hide the history. Only a file
    // of this build's schema (nothing to migrate), checked read-only first.
    if (!QFileInfo(m_path).isFile() || LiveDatabaseFiles::isLive(m_path))
        return failure;
    if (auto ok = checkHeader(); !ok)
        return failure;
    Database readOnly = m_db;
    readOnly.m_readOnlyReason =
        tr("the disk is full: the history is shown read-only, as the database file holds it "
           "(what other programs wrote since its last checkpoint may be missing); free some "
           "space to write again");
    Query q(readOnly);
    if (!q.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                               " (SELECT user_version FROM pragma_user_version)"))
        || !q.next() || q.value(0).toInt() != Database::kApplicationId
        || q.value(1).toInt() != Database::kSchemaVersion) {
        q.finish();
        readOnly.closeConnection();
        return failure;
    }
    q.finish();
    return readOnly;
}

Result<void> DatabaseOpener::createWhole() const {
    // A new database is made whole in a private file beside its final name (schema, catalog,
    // checkpointed into the file on close) and only then linked into place: a process killed
    // while creating leaves a stray ".NAME.creating-…" file, never a half-made database with
    // a hot journal that the next open could not read.
    const QFileInfo info(m_path);
    const QDir folder = info.absoluteDir();
    const QString prefix = QStringLiteral(".%1.creating-").arg(info.fileName());
    // What an earlier creation killed midway left (an hour old: no creation takes that long).
    const QFileInfoList stale =
        folder.entryInfoList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden);
    for (const QFileInfo &old : stale) {
        if (old.lastModified().secsTo(QDateTime::currentDateTime()) > 3600)
            QFile::remove(old.absoluteFilePath());
    }
    const QString temp = folder.filePath(
        prefix + QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-')
        + QString::number(quintptr(QThread::currentThreadId()), 16));
    const auto discard = [&temp] {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                      QStringLiteral("-journal")})
            QFile::remove(temp + suffix);
    };
    discard();
    {
        const DatabaseOpener fresh(Database(temp, Backend::SQLite));
        Result<void> made = fresh.migrate();
        if (made)
            made = ProfileRepository(fresh.m_db).syncBuiltInCatalog();
        fresh.m_db.closeConnection();
        if (!made) {
            discard();
            Error e = made.error();
            e.message.replace(temp, m_path);
            return e;
        }
    }
    const QByteArray from = QFile::encodeName(temp);
    const QByteArray to = QFile::encodeName(m_path);
    // link() never replaces: a database another process created meanwhile is kept, and
    // opened below as it is.
    if (::link(from.constData(), to.constData()) != 0) {
        const int e = errno;
        if (e != EEXIST && !QFileInfo::exists(m_path)) {
            // A file system without hard links: a rename, which does not look before it leaps,
            // but only where nothing is.
            if (::rename(from.constData(), to.constData()) == 0)
                return {};
        }
        discard();
        if (e == EEXIST || QFileInfo::exists(m_path))
            return {};
        return error(tr("cannot be created"), QString::fromLocal8Bit(std::strerror(e)),
                     e == ENOSPC ? ErrorKind::DiskFull : ErrorKind::ReadOnly);
    }
    discard();
    return {};
}

Result<Database> DatabaseOpener::finishOpen() const {
    const Database &database = m_db;
    if (m_db.m_backend == Backend::PostgreSQL) {
        if (auto ok = checkExistingPg(); !ok) {
            m_db.closeConnection();
            return ok.error();
        }
    } else {
        if (auto ok = checkExisting(); !ok)
            return ok.error();
        const QFileInfo info(m_path);
        if (!info.exists() && !QDir().mkpath(info.absolutePath()))
            return error(tr("cannot create the folder %1").arg(info.absolutePath()), QString(),
                         ErrorKind::ReadOnly);
        if (!info.exists()) {
            if (auto ok = createWhole(); !ok)
                return ok.error();
        }
    }
    if (auto ok = m_db.m_backend == Backend::PostgreSQL ? migratePg() : migrate(); !ok) {
        database.closeConnection();
        return ok.error();
    }
    if (auto ok = ProfileRepository(database).syncBuiltInCatalog(); !ok) {
        database.closeConnection();
        return ok.error();
    }
    // A run left 'running' by a process that died is marked failed, never shown as live.
    if (auto ok = RunRepository(database).recoverInterrupted(); !ok) {
        database.closeConnection();
        return ok.error();
    }
    return database;
}

} // namespace roofline::storage
