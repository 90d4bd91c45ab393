// SPDX-License-Identifier: MIT
#include "storage/Database.h"

#include "storage/AtomicFile.h"
#include "storage/LiveDatabaseFiles.h"
#include "storage/PgHandle.h"
#include "storage/Query.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcessEnvironment>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>
#include <sqlite3.h>
#include <unistd.h>

namespace roofline::storage {

namespace {

// pg_advisory_xact_lock key for schema migrations and catalog upgrades ("RFLN").
constexpr qint64 kPgLockKey = 0x52464c4e;

// Set (never cleared) once this thread's ThreadConnections is destroyed. Trivially
// destructible, so it can still be read afterwards: a thread Qt adopted (a std::thread that
// used a Database) emits QThread::finished after the thread's C++ thread_locals are gone.
thread_local bool t_connectionsGone = false;

// This thread's SQLite connections that LiveDatabaseFiles counts (retained when they opened),
// and those of them opened read-only because the file was compromised.
thread_local QHash<QString, QString> t_retained; // connection name → the path it retained
thread_local QSet<QString> t_readOnly;

sqlite3 *sqliteHandle(const QSqlDatabase &db) {
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

// Closes a connection of this thread. SQLite checkpoints the log into the database when the
// last connection of the process closes; that checkpoint is made only after
// LiveDatabaseFiles::verify() found the files as SQLite left them. Otherwise (another program
// deleted -wal/-shm, or our locks were lost) the log we hold may be stale, and copying it into
// the database would overwrite what the other program committed since: no checkpoint.
void closeNamed(const QString &name) {
    if (!QSqlDatabase::contains(name))
        return;
    QSqlDatabase db = QSqlDatabase::database(name, false);
    const bool tracked = t_retained.contains(name) && db.isOpen();
    // The path as retained: a read-only connection on a full disk names a URI instead.
    const QString path = t_retained.value(name);
    if (tracked) {
        const bool last = LiveDatabaseFiles::holders(path) <= 1;
        if (LiveDatabaseFiles::compromised(path) || (last && !LiveDatabaseFiles::verify(path))) {
            if (sqlite3 *h = sqliteHandle(db))
                sqlite3_db_config(h, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
        }
    }
    db.close();
    if (tracked)
        LiveDatabaseFiles::release(path);
    t_retained.remove(name);
    t_readOnly.remove(name);
}

// Each thread removes its connections when it ends: QSqlDatabase connections belong to the
// thread that opened them and must not outlive it.
struct ThreadConnections {
    QStringList names;
    ~ThreadConnections() {
        // Without an application the process is ending: Qt Sql's connection registry may be
        // destroyed already (a pool thread's thread_locals go after QThread::wait() returned),
        // and what is left goes with the process. The pools that run database work end
        // while the application exists (usecases::JobTracker::pool), so this is a last line.
        if (!QCoreApplication::instance())
            names.clear();
        for (const QString &name : std::as_const(names)) {
            closeNamed(name);
            QSqlDatabase::removeDatabase(name);
        }
        names.clear();
        t_connectionsGone = true;
    }
};
thread_local ThreadConnections t_connections;
// Connections of this thread inside a write transaction (Transaction): never reconnected
// there, or the rest of the transaction would run, uncommitted and unguarded, on a new one.
thread_local QSet<QString> t_inTransaction;

void removeConnection(const QString &name) {
    if (QSqlDatabase::contains(name)) {
        closeNamed(name);
        QSqlDatabase::removeDatabase(name);
    }
    t_connections.names.removeAll(name);
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

Error Database::error(const QString &what, const QString &detail, ErrorKind kind) const {
    return Error{detail.isEmpty() ? QStringLiteral("%1: %2").arg(m_path, what)
                                  : QStringLiteral("%1: %2: %3").arg(m_path, what, detail),
                 QString(), kind};
}

Error Database::error(const QString &what, const QSqlError &sqlError) const {
    const ErrorKind kind = SqlDialect::errorKind(m_backend, sqlError);
    QString why;
    switch (kind) {
    case ErrorKind::ReadOnly:
        why = m_backend == Backend::PostgreSQL
                  ? tr("the server refuses to write (a read-only server or transaction, or no "
                       "permission)")
                  : tr("the database is read-only (check the permissions of the file and its "
                       "folder, and whether the disk is mounted read-only)");
        break;
    case ErrorKind::DiskFull:
        why = tr("the disk is full: free some space on the disk that holds the database");
        break;
    case ErrorKind::Corrupt:
        why = tr("the database is damaged; restore it from a backup (for SQLite, 'sqlite3 FILE "
                 "\".recover\"' may save what is left)");
        break;
    case ErrorKind::Retryable:
        if (sqlError.type() == QSqlError::ConnectionError
            || sqlError.nativeErrorCode().startsWith(QLatin1String("08"))
            || sqlError.nativeErrorCode().startsWith(QLatin1String("57P")))
            why = tr("the database server cannot be reached or is restarting");
        break;
    default:
        break;
    }
    const QString detail = sqlError.text().trimmed();
    return error(what, why.isEmpty() ? detail : QStringLiteral("%1 (%2)").arg(why, detail), kind);
}

Result<void> Database::checkWritable() const {
    if (m_backend == Backend::PostgreSQL) {
        Query q(*this);
        if (!q.exec(QStringLiteral("SELECT current_setting('transaction_read_only') = 'on'"
                                   " OR pg_is_in_recovery()"))
            || !q.next())
            return error(tr("cannot be checked"), q.lastError());
        if (q.value(0).toBool())
            return error(tr("is read-only"),
                         tr("the server accepts no writes (a standby, or "
                            "default_transaction_read_only); use the primary server"),
                         ErrorKind::ReadOnly);
        return {};
    }
    const QFileInfo info(m_path);
    const QByteArray file = QFile::encodeName(m_path);
    if (info.exists() && ::access(file.constData(), W_OK) != 0)
        return error(tr("is read-only"),
                     tr("this user may not write the file; check its permissions"),
                     ErrorKind::ReadOnly);
    if (const auto problem = AtomicFile::folderProblem(info.absolutePath())) {
        if (*problem == ErrorKind::DiskFull)
            return error(tr("cannot be written"),
                         tr("the disk is full: free some space on the disk that holds %1")
                             .arg(info.absolutePath()),
                         ErrorKind::DiskFull);
        return error(tr("is read-only"),
                     tr("the folder %1 cannot be written (SQLite keeps PATH-wal and PATH-shm "
                        "beside the database); check its permissions and whether the disk is "
                        "mounted read-only")
                         .arg(info.absolutePath()),
                     ErrorKind::ReadOnly);
    }
    return {};
}

Result<void> Database::quickCheck() const {
    if (m_backend == Backend::PostgreSQL)
        return {};
    Query q(*this);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(5)")))
        return error(tr("cannot be checked"), q.lastError());
    QStringList findings;
    while (q.next())
        findings << q.value(0).toString();
    if (q.failed())
        return error(tr("cannot be checked"), q.lastError());
    if (findings == QStringList{QStringLiteral("ok")})
        return {};
    return error(tr("the database is damaged"),
                 tr("SQLite's integrity check found: %1; nothing was copied out of it. Restore it "
                    "from a backup ('sqlite3 FILE \".recover\"' may save what is left)")
                     .arg(findings.join(QStringLiteral("; "))),
                 ErrorKind::Corrupt);
}

bool Database::lockExclusive(Query &query) const {
    if (m_backend == Backend::SQLite)
        return true;
    // A constant of ours: nothing to bind.
    return query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kPgLockKey));
}

bool Database::isAt(const QString &location) const {
    if (m_backend == Backend::PostgreSQL || SqlDialect::isUrl(location)) {
        const auto pg = SqlDialect::parseUrl(location);
        return m_backend == Backend::PostgreSQL && pg && pg->display == m_path;
    }
    const QFileInfo mine(m_path);
    const QFileInfo theirs(location);
    if (mine.exists() && theirs.exists())
        return mine.canonicalFilePath() == theirs.canonicalFilePath();
    return mine.absoluteFilePath() == theirs.absoluteFilePath();
}

QString Database::connectionName() const {
    return QStringLiteral("roofline:%1%2:%3")
        .arg(m_readOnlyReason.isEmpty() ? QString() : QStringLiteral("ro:"), m_path)
        .arg(quintptr(QThread::currentThreadId()));
}

QSqlDatabase Database::connection() const {
    const QString name = connectionName();
    QSqlDatabase db;
    if (QSqlDatabase::contains(name)) {
        db = QSqlDatabase::database(name, false);
        if (reusable(db, name))
            return db;
        // Reopened in place (close + open), never removed and added again: callers up the
        // stack may still hold this connection (a Transaction, a Query), and a connection
        // removed under them would stop working.
        if (m_backend == Backend::SQLite)
            closeNamed(name);
        else
            db.close();
    } else {
        db = addConnection(name);
    }
    // The settings again on every (re)open: another Database of the same location (a
    // password typed since) may be the one asking now.
    if (m_backend == Backend::PostgreSQL)
        openPostgres(db);
    else if (!m_readOnlyReason.isEmpty())
        openSqliteImmutable(db, name);
    else
        openSqlite(db, name);
    return db;
}

bool Database::reusable(const QSqlDatabase &db, const QString &name) const {
    // A PostgreSQL connection the server dropped (a restart, a network cut) stays "open"
    // to Qt; libpq knows it is gone. Connect again: that is what a retry needs.
    const bool lost = m_backend == Backend::PostgreSQL && db.isOpen()
                      && (!pgHandle(db) || PQstatus(pgHandle(db)) == CONNECTION_BAD);
    // A file whose writes stopped (LiveDatabaseFiles::verify) is read through read-only
    // connections from then on: one opened for writing is reopened read-only, without a
    // checkpoint (closeNamed).
    const bool demote = m_backend == Backend::SQLite && db.isOpen() && !t_readOnly.contains(name)
                        && LiveDatabaseFiles::compromised(m_path);
    // Inside a transaction a lost connection fails it: retrying() reruns it.
    return (db.isOpen() && !lost && !demote) || t_inTransaction.contains(name);
}

QSqlDatabase Database::addConnection(const QString &name) const {
    QSqlDatabase db = QSqlDatabase::addDatabase(
        m_backend == Backend::PostgreSQL ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
        name);
    const bool firstOfThread = t_connections.names.isEmpty();
    t_connections.names.append(name);
    // A QThread's connections go when the thread finishes, deterministically, inside the
    // thread; the thread-local guard covers threads that are not QThreads. The slot
    // captures nothing: Qt may destroy it on another thread, after a reference count no
    // sanitizer sees. Its context is the application, not the thread: a connection holds
    // its receiver's thread data, and a thread Qt adopted (a std::thread) that held its
    // own would never be freed.
    QThread *thread = QThread::currentThread();
    if (firstOfThread && QCoreApplication::instance()
        && thread != QCoreApplication::instance()->thread())
        QObject::connect(
            thread, &QThread::finished, QCoreApplication::instance(),
            [] {
                if (t_connectionsGone)
                    return; // the thread's guard removed them already
                for (const QString &each : QStringList(t_connections.names))
                    removeConnection(each);
            },
            Qt::DirectConnection);
    return db;
}

void Database::openPostgres(QSqlDatabase &db) const {
    db.setHostName(m_pg.host);
    db.setPort(m_pg.port);
    db.setUserName(m_pg.user);
    db.setDatabaseName(m_pg.database);
    // Without a password libpq reads PGPASSFILE or ~/.pgpass itself.
    db.setPassword(m_pg.password);
    db.setConnectOptions(m_pg.options);
    if (db.open() && !m_pg.schema.isEmpty()) {
        // The schema name was checked to be a plain lower-case identifier.
        QSqlQuery q(db);
        q.exec(QStringLiteral("SET search_path TO \"%1\"").arg(m_pg.schema));
    }
}

void Database::openSqliteImmutable(QSqlDatabase &db, const QString &name) const {
    // A full disk: SQLite cannot size -shm, so the file is read as immutable, without
    // locks or log (openReadOnlyOnFullDisk).
    db.setDatabaseName(QStringLiteral("file:%1?immutable=1")
                           .arg(QString::fromLatin1(QUrl::toPercentEncoding(m_path, "/"))));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY"));
    if (db.open()) {
        LiveDatabaseFiles::retain(m_path);
        t_retained.insert(name, m_path);
        t_readOnly.insert(name);
    }
}

void Database::openSqlite(QSqlDatabase &db, const QString &name) const {
    const bool readOnly = LiveDatabaseFiles::compromised(m_path);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1%2")
                             .arg(kBusyTimeoutMs)
                             .arg(readOnly ? QStringLiteral(";QSQLITE_OPEN_READONLY") : QString()));
    if (!db.open())
        return;
    LiveDatabaseFiles::retain(m_path);
    t_retained.insert(name, m_path);
    if (readOnly)
        t_readOnly.insert(name);
    QSqlQuery q(db);
    // Per connection: SQLite forgets both when the connection closes. NORMAL is safe
    // against a crash in WAL mode; only a power cut may drop the last commits.
    q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    q.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    // A bigger page cache keeps a large import from spilling pages into the WAL
    // before it commits (-N means N KiB).
    q.exec(QStringLiteral("PRAGMA cache_size = -32768"));
}

void Database::setInTransaction(bool active) const {
    if (active)
        t_inTransaction.insert(connectionName());
    else
        t_inTransaction.remove(connectionName());
}

void Database::closeConnection() const {
    const QString name = connectionName();
    if (!QSqlDatabase::contains(name))
        return;
    closeNamed(name);
    QSqlDatabase::removeDatabase(name);
    t_connections.names.removeAll(name);
}

} // namespace roofline::storage
