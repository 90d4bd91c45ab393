#include "storage/Database.h"

#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "storage/Schema.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QtEndian>

namespace roofline::storage {

namespace {

constexpr int kBusyTimeoutMs = 10000;
// pg_advisory_xact_lock key for schema migrations and catalog upgrades ("RFLN").
constexpr qint64 kPgLockKey = 0x52464c4e;
thread_local bool t_lastErrorRetryable = false;

// Each thread removes its connections when it ends: QSqlDatabase connections belong to the
// thread that opened them and must not outlive it.
struct ThreadConnections {
    QStringList names;
    ~ThreadConnections() {
        for (const QString &name : std::as_const(names)) {
            {
                QSqlDatabase db = QSqlDatabase::database(name, false);
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        names.clear();
    }
};
thread_local ThreadConnections t_connections;

void removeConnection(const QString &name) {
    if (QSqlDatabase::contains(name)) {
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    t_connections.names.removeAll(name);
}

struct Header {
    quint32 pageSize = 0;
    quint32 pageCount = 0;
    bool pageCountValid = false;
    qint32 userVersion = 0;
    qint32 applicationId = 0;
};

Header parseHeader(const QByteArray &h) {
    const auto *p = reinterpret_cast<const uchar *>(h.constData());
    Header out;
    out.pageSize = qFromBigEndian<quint16>(p + 16);
    if (out.pageSize == 1)
        out.pageSize = 65536;
    out.pageCount = qFromBigEndian<quint32>(p + 28);
    // The in-header size is only trustworthy when written by SQLite 3.7.0 or later.
    out.pageCountValid = qFromBigEndian<quint32>(p + 92) == qFromBigEndian<quint32>(p + 24);
    out.userVersion = qFromBigEndian<qint32>(p + 60);
    out.applicationId = qFromBigEndian<qint32>(p + 68);
    return out;
}

} // namespace

Database::Database(QString path, Backend backend)
    : m_path(std::move(path))
    , m_backend(backend) {}

QString Database::defaultPath() {
    const QString env =
        QProcessEnvironment::systemEnvironment().value(QStringLiteral("ROOFLINE_DB"));
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/roofline.sqlite");
}

Error Database::error(const QString &what, const QString &detail) const {
    return Error{detail.isEmpty() ? QStringLiteral("%1: %2").arg(m_path, what)
                                  : QStringLiteral("%1: %2: %3").arg(m_path, what, detail)};
}

Error Database::error(const QString &what, const QSqlError &sqlError) const {
    t_lastErrorRetryable = SqlDialect::isRetryable(m_backend, sqlError);
    Error e = error(what, sqlError.text());
    if (t_lastErrorRetryable)
        e.kind = ErrorKind::Retryable;
    return e;
}

bool Database::lastErrorRetryable() {
    return t_lastErrorRetryable;
}

void Database::clearLastErrorRetryable() {
    t_lastErrorRetryable = false;
}

bool Database::lockExclusive(QSqlQuery &query) const {
    if (m_backend == Backend::SQLite)
        return true;
    // A constant of ours: nothing to bind.
    return query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kPgLockKey));
}

QString Database::connectionName() const {
    return QStringLiteral("roofline:%1:%2").arg(m_path).arg(quintptr(QThread::currentThreadId()));
}

QSqlDatabase Database::connection() const {
    const QString name = connectionName();
    if (QSqlDatabase::contains(name)) {
        QSqlDatabase existing = QSqlDatabase::database(name, false);
        if (existing.isOpen())
            return existing;
        // Opened again from scratch, so the per-connection settings below are applied.
        removeConnection(name);
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(
        m_backend == Backend::PostgreSQL ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
        name);
    const bool firstOfThread = t_connections.names.isEmpty();
    t_connections.names.append(name);
    // A QThread's connections go when the thread finishes, deterministically, inside the
    // thread; the thread-local guard covers threads that are not QThreads. The slot captures
    // nothing: Qt may destroy it on another thread, after a reference count no sanitizer sees.
    QThread *thread = QThread::currentThread();
    if (firstOfThread && QCoreApplication::instance()
        && thread != QCoreApplication::instance()->thread())
        QObject::connect(
            thread, &QThread::finished, thread,
            [] {
                for (const QString &each : QStringList(t_connections.names))
                    removeConnection(each);
            },
            Qt::DirectConnection);
    if (m_backend == Backend::PostgreSQL) {
        db.setHostName(m_pg.host);
        db.setPort(m_pg.port);
        db.setUserName(m_pg.user);
        db.setDatabaseName(m_pg.database);
        // Without a password libpq reads PGPASSFILE or ~/.pgpass itself.
        if (!m_pg.password.isEmpty())
            db.setPassword(m_pg.password);
        db.setConnectOptions(m_pg.options);
        if (db.open() && !m_pg.schema.isEmpty()) {
            // The schema name was checked to be a plain lower-case identifier.
            QSqlQuery q(db);
            q.exec(QStringLiteral("SET search_path TO \"%1\"").arg(m_pg.schema));
        }
        return db;
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (db.open()) {
        QSqlQuery q(db);
        // Per connection: SQLite forgets both when the connection closes. NORMAL is safe
        // against a crash in WAL mode; only a power cut may drop the last commits.
        q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        q.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
        // A bigger page cache keeps a large import from spilling pages into the WAL
        // before it commits (-N means N KiB).
        q.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    }
    return db;
}

void Database::closeConnection() const {
    const QString name = connectionName();
    if (!QSqlDatabase::contains(name))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    t_connections.names.removeAll(name);
}

Result<bool> Database::checkExisting() const {
    const QFileInfo info(m_path);
    if (!info.exists() || (info.isFile() && info.size() == 0))
        return true; // a new database
    if (!info.isFile())
        return error(tr("not a file"), QString());
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return error(tr("cannot be read"), file.errorString());
    const QByteArray head = file.read(100);
    if (head.size() < 100 || !head.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return error(tr("is not a Roofline Lab database (not an SQLite file); choose another "
                        "file or move this one away"),
                     QString());
    const Header h = parseHeader(head);
    // With a WAL left by a crash the main file may lag its header until SQLite replays the
    // log, so the size check is only meaningful without one.
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    const bool walPending = wal.exists() && wal.size() > 0;
    if (h.pageSize < 512 || (h.pageSize & (h.pageSize - 1))
        || (!walPending
            && (info.size() % h.pageSize
                || (h.pageCountValid && qint64(h.pageCount) * h.pageSize > info.size()))))
        return error(tr("the database is truncated or damaged (its size does not match its "
                        "header); restore it from a backup"),
                     QString());
    if (h.applicationId != 0 && h.applicationId != kApplicationId)
        return error(tr("is an SQLite database of another program, not Roofline Lab's"), QString());
    if (h.userVersion > kSchemaVersion)
        return error(tr("was written by a newer Roofline Lab (schema %1; this build reads up "
                        "to %2); update the application")
                         .arg(h.userVersion)
                         .arg(kSchemaVersion),
                     QString());

    // The header may be older than what a WAL file holds: ask SQLite, still read-only.
    const QString name = connectionName() + QStringLiteral(":check");
    Result<bool> result = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
        QSqlQuery q(db);
        if (!db.open()) {
            result = error(tr("cannot be opened"), db.lastError().text());
        } else if (!q.exec(
                       QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                                      " (SELECT user_version FROM pragma_user_version),"
                                      " (SELECT count(*) FROM sqlite_master)"))
                   || !q.next()) {
            result = error(tr("cannot be read (truncated or damaged?)"), q.lastError().text());
        } else {
            const qint32 appId = q.value(0).toInt();
            const int version = q.value(1).toInt();
            const int objects = q.value(2).toInt();
            if (appId != kApplicationId && (appId != 0 || objects > 0))
                result = error(tr("is an SQLite database of another program, not Roofline Lab's"),
                               QString());
            else if (version > kSchemaVersion)
                result = error(tr("was written by a newer Roofline Lab (schema %1; this build "
                                  "reads up to %2); update the application")
                                   .arg(version)
                                   .arg(kSchemaVersion),
                               QString());
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

Result<bool> Database::migrate() const {
    QSqlDatabase db = connection();
    if (!db.isOpen())
        return error(tr("cannot be opened"), db.lastError().text());
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        return error(tr("cannot switch to WAL journal"), q.lastError().text());
    for (;;) {
        // Cheap check first: an up-to-date database needs no write lock.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return error(tr("cannot read the schema version"), q.lastError().text());
        if (q.value(0).toInt() == kSchemaVersion)
            return true;
        q.finish();
        Transaction t(*this);
        if (!t.begin())
            return t.error();
        // Read inside the write lock: another process may have migrated meanwhile.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return error(tr("cannot read the schema version"), q.lastError().text());
        const int version = q.value(0).toInt();
        q.finish();
        if (version > kSchemaVersion)
            return error(tr("was written by a newer Roofline Lab (schema %1; this build reads up "
                            "to %2); update the application")
                             .arg(version)
                             .arg(kSchemaVersion),
                         QString());
        if (version == kSchemaVersion)
            return true; // the transaction rolls back: nothing was written
        if (auto ok = applyStep(q, version + 1); !ok)
            return ok;
        // PRAGMA takes no bound parameters; the values are our own integers.
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1))
            || !q.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
            return error(tr("cannot record the schema version"), q.lastError().text());
        if (!t.commit())
            return t.error();
    }
}

Result<bool> Database::applyStep(QSqlQuery &q, int version) const {
    for (const QString &sql : Schema::migrationTo(version, m_backend)) {
        if (!q.exec(sql))
            return error(tr("migration to schema %1 failed, nothing was changed").arg(version),
                         q.lastError().text());
    }
    return true;
}

Result<int> Database::storedVersionPg(QSqlQuery &q) const {
    // to_regclass follows search_path: the meta table of our schema, if there is one.
    if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL,"
                               " (SELECT count(*) FROM information_schema.tables"
                               "  WHERE table_schema = current_schema())"))
        || !q.next())
        return error(tr("cannot read the schema version"), q.lastError().text());
    const bool hasMeta = q.value(0).toBool();
    const qint64 tables = q.value(1).toLongLong();
    q.finish();
    if (!hasMeta) {
        if (tables > 0)
            return error(tr("holds tables of another program, not Roofline Lab's; use a "
                            "database of its own or add ?schema=NAME to the URL"),
                         QString());
        return 0;
    }
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")))
        return error(tr("cannot read the schema version"), q.lastError().text());
    const int version = q.next() ? q.value(0).toInt() : 0;
    q.finish();
    return version;
}

Result<bool> Database::checkExistingPg() const {
    QSqlDatabase db = connection();
    if (!db.isOpen()) {
        Error e = error(tr("cannot connect (is the server running, and is the password in "
                           "PGPASSFILE or ~/.pgpass?)"),
                        db.lastError().text());
        // libpq's words for a missing or refused password: the one place that knows them, so
        // callers ask the kind (the app then asks the user for one).
        const QString detail = db.lastError().text();
        if (detail.contains(QLatin1String("no password supplied"))
            || detail.contains(QLatin1String("password authentication failed")))
            e.kind = ErrorKind::NeedsPassword;
        return e;
    }
    QSqlQuery q(db);
    const auto version = storedVersionPg(q);
    if (!version)
        return version.error();
    if (*version > kSchemaVersion) {
        Error e = error(tr("was written by a newer Roofline Lab (schema %1; this build reads up "
                           "to %2); update the application")
                            .arg(*version)
                            .arg(kSchemaVersion),
                        QString());
        e.kind = ErrorKind::NewerSchema;
        return e;
    }
    return true;
}

Result<bool> Database::migratePg() const {
    QSqlQuery q(connection());
    for (;;) {
        auto version = storedVersionPg(q);
        if (!version)
            return version.error();
        if (*version == kSchemaVersion)
            return true;
        Transaction t(*this);
        if (!t.begin())
            return t.error();
        // Nodes starting at once queue here; each reads the version again under the lock.
        if (!lockExclusive(q))
            return error(tr("cannot lock the schema for migration"), q.lastError().text());
        if (!m_pg.schema.isEmpty()
            && !q.exec(QStringLiteral("CREATE SCHEMA IF NOT EXISTS \"%1\"").arg(m_pg.schema)))
            return error(tr("cannot create the schema %1").arg(m_pg.schema), q.lastError().text());
        version = storedVersionPg(q);
        if (!version)
            return version.error();
        if (*version > kSchemaVersion)
            return error(tr("was written by a newer Roofline Lab (schema %1; this build reads up "
                            "to %2); update the application")
                             .arg(*version)
                             .arg(kSchemaVersion),
                         QString());
        if (*version == kSchemaVersion)
            return true; // another node migrated meanwhile; the transaction rolls back
        if (auto ok = applyStep(q, *version + 1); !ok)
            return ok;
        // No PRAGMA user_version on PostgreSQL: the version lives in the meta table.
        q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', ?)"
                                 " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
        q.addBindValue(QString::number(*version + 1));
        if (!q.exec())
            return error(tr("cannot record the schema version"), q.lastError().text());
        if (!t.commit())
            return t.error();
    }
}

Result<Database> Database::open(const QString &location) {
    if (location.isEmpty())
        return Error{tr("no database path given")};
    if (SqlDialect::isUrl(location)) {
        const auto pg = SqlDialect::parseUrl(location);
        if (!pg)
            return pg.error();
        Database database(pg->display, Backend::PostgreSQL);
        database.m_pg = *pg;
        return database.finishOpen();
    }
    Database database(QFileInfo(location).absoluteFilePath(), Backend::SQLite);
    return database.finishOpen();
}

Result<Database> Database::open(const QString &location, const QString &password) {
    if (password.isEmpty() || !SqlDialect::isUrl(location))
        return open(location);
    const auto pg = SqlDialect::parseUrl(location);
    if (!pg)
        return pg.error();
    Database database(pg->display, Backend::PostgreSQL);
    database.m_pg = *pg;
    database.m_pg.password = password;
    return database.finishOpen();
}

Result<Database> Database::finishOpen() const {
    const Database &database = *this;
    if (m_backend == Backend::PostgreSQL) {
        if (auto ok = checkExistingPg(); !ok) {
            closeConnection();
            return ok.error();
        }
    } else {
        if (auto ok = checkExisting(); !ok)
            return ok.error();
        const QFileInfo info(m_path);
        if (!info.exists() && !QDir().mkpath(info.absolutePath()))
            return error(tr("cannot create the folder %1").arg(info.absolutePath()), QString());
    }
    if (auto ok = m_backend == Backend::PostgreSQL ? migratePg() : migrate(); !ok) {
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
