// SPDX-License-Identifier: MIT
// DatabaseOpener's read-only checks of an existing SQLite file, before anything is written to
// it (open() and the rest of DatabaseOpener are in DatabaseOpener.cpp): the raw header, then
// SQLite's own view of it, and the explanation of a file SQLite cannot open.
#include "storage/AtomicFile.h"
#include "storage/DatabaseOpener.h"
#include "storage/LiveDatabaseFiles.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

namespace roofline::storage {

namespace {

struct Header {
    quint32 pageSize = 0;
    quint32 pageCount = 0;
    bool pageCountValid = false;
    qint32 userVersion = 0;
    qint32 applicationId = 0;
    // Entries of sqlite_master on page 1 (tables, indexes …): 0 in an empty database.
    quint16 schemaCells = 0;
    bool schemaPageIsLeaf = true;
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
    // Page 1's b-tree header follows the 100-byte file header: a leaf table page (0x0d) of
    // sqlite_master holds its cell count at offsets 3-4.
    if (h.size() >= 108) {
        out.schemaPageIsLeaf = p[100] == 0x0d;
        out.schemaCells = qFromBigEndian<quint16>(p + 103);
    }
    return out;
}

} // namespace

Result<void> DatabaseOpener::checkExisting() const {
    const QFileInfo info(m_path);
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    const bool walPending = wal.exists() && wal.size() > 0;
    if (!info.exists() || (info.isFile() && info.size() == 0 && !walPending))
        return {}; // a new database
    if (!info.isFile())
        return error(tr("not a file"), QString(), ErrorKind::InvalidInput);
    // Reading the header ourselves means opening and closing the file, and closing any
    // descriptor of a file drops every POSIX lock this process holds on it, SQLite's
    // included (fcntl semantics): another process would then believe it is the last user and
    // remove -wal/-shm under our connection. So the raw header is read only while this
    // process has no connection to the file (by device and inode, whatever the spelling and
    // whichever thread holds it); a file it already has open was checked then.
    if (!LiveDatabaseFiles::isLive(m_path)) {
        if (auto ok = checkHeader(); !ok)
            return ok;
        if (auto ok = rollBackHotJournal(); !ok)
            return ok;
    }
    return checkWithSqlite();
}

Result<void> DatabaseOpener::rollBackHotJournal() const {
    // A process killed inside a rollback-journal write (before WAL mode, or an older build's
    // creation) leaves PATH-journal: the database is only consistent once SQLite rolls it
    // back, which needs write access. The read-only checks would call that "read-only"; it is
    // an interrupted write, and a writable open repairs it.
    const QFileInfo journal(m_path + QStringLiteral("-journal"));
    if (!journal.exists() || journal.size() == 0)
        return {};
    if (const auto problem = AtomicFile::folderProblem(QFileInfo(m_path).absolutePath());
        problem || !QFileInfo(m_path).isWritable())
        return error(tr("a write was interrupted (a process ended inside it) and left %1, a hot "
                        "journal; SQLite must roll it back before the database can be read, "
                        "which needs write access to the file and its folder")
                         .arg(journal.fileName()),
                     QString(), problem ? *problem : ErrorKind::ReadOnly);
    const QString name = m_db.connectionName() + QStringLiteral(":rollback");
    Result<void> result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(
            QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(Database::kBusyTimeoutMs));
        QSqlQuery q(db);
        // The first read of a database with a hot journal rolls it back.
        if (!db.open() || !q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))
            || !q.next())
            result = error(tr("a write was interrupted and left %1, a hot journal, which SQLite "
                              "could not roll back")
                               .arg(journal.fileName()),
                           db.isOpen() ? q.lastError().text() : db.lastError().text(),
                           ErrorKind::Corrupt);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

Result<void> DatabaseOpener::checkHeader() const {
    const QFileInfo info(m_path);
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return error(tr("cannot be read"), file.errorString(),
                     file.error() == QFileDevice::PermissionsError ? ErrorKind::ReadOnly
                                                                   : ErrorKind::Failed);
    const QByteArray head = file.read(108);
    file.close();
    if (head.size() < 100 || !head.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return error(tr("is not a Roofline Lab database (not an SQLite file); choose another "
                        "file or move this one away"),
                     QString(), ErrorKind::InvalidInput);
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
                     QString(), ErrorKind::Corrupt);
    if (h.applicationId != 0 && h.applicationId != Database::kApplicationId)
        return error(tr("is an SQLite database of another program, not Roofline Lab's"), QString(),
                     ErrorKind::InvalidInput);
    if (h.userVersion < 0 || (h.applicationId == 0 && h.userVersion != 0))
        return error(tr("is not a Roofline Lab database (schema version %1 of another "
                        "program); choose another file or move this one away")
                         .arg(h.userVersion),
                     QString(), ErrorKind::InvalidInput);
    // Our first transaction sets the application id on page 1 together with the schema, so
    // tables on page 1 without our id are another program's.
    if (h.applicationId == 0 && (!h.schemaPageIsLeaf || h.schemaCells > 0))
        return error(tr("is an SQLite database of another program, not Roofline Lab's"), QString(),
                     ErrorKind::InvalidInput);
    if (h.userVersion > Database::kSchemaVersion)
        return newerSchema(h.userVersion);
    return {};
}

Error DatabaseOpener::explainOpenFailure(const QString &what, const QSqlError &sqlError) const {
    // "unable to open database file" for an existing file mostly means SQLite could not
    // create PATH-wal / PATH-shm beside it: a read-only folder or disk, or no space left.
    if (const auto problem = AtomicFile::folderProblem(QFileInfo(m_path).absolutePath())) {
        if (*problem == ErrorKind::DiskFull)
            return error(what,
                         tr("the disk is full: free some space on the disk that holds %1 (%2)")
                             .arg(QFileInfo(m_path).absolutePath(), sqlError.text().trimmed()),
                         ErrorKind::DiskFull);
        return error(what,
                     tr("the folder %1 is read-only: SQLite must create %2-wal and %2-shm "
                        "beside the database; check its permissions and whether the disk is "
                        "mounted read-only (%3)")
                         .arg(QFileInfo(m_path).absolutePath(), QFileInfo(m_path).fileName(),
                              sqlError.text().trimmed()),
                     ErrorKind::ReadOnly);
    }
    return error(what, sqlError);
}

Result<void> DatabaseOpener::checkWithSqlite() const {
    // The header may be older than what a WAL file holds: ask SQLite, still read-only.
    const QString name = m_db.connectionName() + QStringLiteral(":check");
    Result<void> result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1")
                                 .arg(Database::kBusyTimeoutMs));
        QSqlQuery q(db);
        if (!db.open()) {
            result = explainOpenFailure(tr("cannot be opened"), db.lastError());
        } else if (!q.exec(QStringLiteral(
                       "SELECT (SELECT application_id FROM pragma_application_id),"
                       " (SELECT user_version FROM pragma_user_version),"
                       " (SELECT count(*) FROM sqlite_master),"
                       " (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN"
                       "  ('meta', 'runs', 'run_tags', 'series', 'measurements',"
                       "   'gpu_profiles', 'model_specs'))"))
                   || !q.next()) {
            const QSqlError e = q.lastError();
            const int code = e.nativeErrorCode().toInt() & 0xff;
            if (code == 14 || code == 10) // SQLITE_CANTOPEN, SQLITE_IOERR: -shm/-wal
                result = explainOpenFailure(tr("cannot be read"), e);
            else if (code == 26) // SQLITE_NOTADB
                result = error(tr("is not a Roofline Lab database (not an SQLite file); choose "
                                  "another file or move this one away"),
                               QString(), ErrorKind::InvalidInput);
            else
                result = error(tr("cannot be read"), e);
        } else {
            const qint32 appId = q.value(0).toInt();
            const int version = q.value(1).toInt();
            const int objects = q.value(2).toInt();
            const int ourTables = q.value(3).toInt();
            if (appId != Database::kApplicationId && (appId != 0 || objects > 0 || version != 0))
                result = error(tr("is an SQLite database of another program, not Roofline Lab's"),
                               QString(), ErrorKind::InvalidInput);
            else if (version < 0)
                result = error(tr("is not a Roofline Lab database (schema version %1 of another "
                                  "program); choose another file or move this one away")
                                   .arg(version),
                               QString(), ErrorKind::InvalidInput);
            else if (version > Database::kSchemaVersion)
                result = newerSchema(version);
            else if (appId == Database::kApplicationId && version >= 1 && ourTables < 7)
                result = error(tr("the database is damaged: tables of Roofline Lab are missing; "
                                  "restore it from a backup"),
                               QString(), ErrorKind::Corrupt);
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace roofline::storage
