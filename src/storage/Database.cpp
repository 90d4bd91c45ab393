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

QString tr(const char *text) {
    return QCoreApplication::translate("Database", text);
}

constexpr int kBusyTimeoutMs = 10000;

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

Database::Database(QString path)
    : m_path(std::move(path)) {}

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

QString Database::connectionName() const {
    return QStringLiteral("roofline:%1:%2").arg(m_path).arg(quintptr(QThread::currentThreadId()));
}

QSqlDatabase Database::connection() const {
    const QString name = connectionName();
    if (QSqlDatabase::contains(name))
        return QSqlDatabase::database(name);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    t_connections.names.append(name);
    // A QThread's connection goes when the thread finishes, deterministically, inside the
    // thread; the thread-local guard covers threads that are not QThreads.
    QThread *thread = QThread::currentThread();
    if (QCoreApplication::instance() && thread != QCoreApplication::instance()->thread())
        QObject::connect(
            thread, &QThread::finished, thread, [name] { removeConnection(name); },
            Qt::DirectConnection);
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
        for (const QString &sql : Schema::migrationTo(version + 1)) {
            if (!q.exec(sql))
                return error(
                    tr("migration to schema %1 failed, nothing was changed").arg(version + 1),
                    q.lastError().text());
        }
        // PRAGMA takes no bound parameters; the values are our own integers.
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1))
            || !q.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
            return error(tr("cannot record the schema version"), q.lastError().text());
        if (!t.commit())
            return t.error();
    }
}

Result<Database> Database::open(const QString &path) {
    if (path.isEmpty())
        return Error{tr("no database path given")};
    Database database(QFileInfo(path).absoluteFilePath());
    if (auto ok = database.checkExisting(); !ok)
        return ok.error();
    const QFileInfo info(database.m_path);
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return database.error(tr("cannot create the folder %1").arg(info.absolutePath()),
                              QString());
    if (auto ok = database.migrate(); !ok) {
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
