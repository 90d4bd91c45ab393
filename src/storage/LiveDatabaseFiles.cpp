// SPDX-License-Identifier: MIT
#include "storage/LiveDatabaseFiles.h"

#include "storage/Database.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QThread>
#include <QtEndian>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <optional>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace roofline::storage {

namespace {

struct Identity {
    dev_t dev = 0;
    ino_t ino = 0;
    bool operator==(const Identity &o) const { return dev == o.dev && ino == o.ino; }
};

std::optional<Identity> identityOf(const QString &path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return Identity{st.st_dev, st.st_ino};
}

struct Entry {
    int holders = 0;
    std::optional<Identity> identity; // of the database file when the first connection opened
    bool compromised = false;
    QString problem;
};

QMutex &registryMutex() {
    static QMutex mutex;
    return mutex;
}
QHash<QString, Entry> &registry() {
    static QHash<QString, Entry> entries;
    return entries;
}

const QLatin1String kSuffixes[] = {QLatin1String("-wal"), QLatin1String("-shm"),
                                   QLatin1String("-journal")};

// SQLite's lock bytes (os_unix.c, wal.c): a reader of a WAL database holds a read lock on the
// database file's SHARED range for as long as the log is open, and one on the wal-index's
// "DMS" byte of -shm for as long as the index is mapped.
constexpr qint64 kSharedFirst = 0x40000000LL + 2;
constexpr qint64 kShmDms = 120 + 8;

struct FdState {
    bool haveDb = false;
    bool haveWal = false;
    bool haveShm = false;
    QString problem;
};

#ifdef __linux__
// The header as SQLite reads it, through SQLite's own descriptor (pread opens nothing and
// closes nothing): still a Roofline Lab database's? Empty when it is (or cannot be read).
QString headerProblem(int fd, const QString &name) {
    unsigned char h[100];
    if (::pread(fd, h, sizeof h, 0) != ssize_t(sizeof h))
        return {};
    const quint32 pageSize =
        qFromBigEndian<quint16>(h + 16) == 1 ? 65536u : qFromBigEndian<quint16>(h + 16);
    const qint32 appId = qFromBigEndian<qint32>(h + 68);
    if (std::memcmp(h, "SQLite format 3", 16) != 0 || pageSize < 512
        || (pageSize & (pageSize - 1)) != 0 || (appId != 0 && appId != Database::kApplicationId))
        return LiveDatabaseFiles::tr("the header of %1 is no longer a Roofline Lab database's "
                                     "(another program wrote over it)")
            .arg(name);
    return {};
}
#endif

// This process's descriptors of the database, its -wal and -shm: still the files on disk?
FdState inspectDescriptors(const QString &canonical, const Identity &db) {
    FdState out;
#ifdef __linux__
    DIR *dir = ::opendir("/proc/self/fd");
    if (!dir)
        return out;
    const QByteArray dbName = QFile::encodeName(canonical);
    const QByteArray walName = dbName + "-wal";
    const QByteArray shmName = dbName + "-shm";
    static const QByteArray deletedMark(" (deleted)");
    while (const dirent *e = ::readdir(dir)) {
        if (e->d_name[0] == '.')
            continue;
        const int fd = std::atoi(e->d_name);
        if (fd == ::dirfd(dir))
            continue;
        char link[PATH_MAX + 32];
        const QByteArray proc = QByteArray("/proc/self/fd/") + e->d_name;
        const ssize_t n = ::readlink(proc.constData(), link, sizeof link - 1);
        if (n <= 0)
            continue;
        QByteArray target(link, qsizetype(n));
        const bool deleted = target.endsWith(deletedMark);
        if (deleted)
            target.chop(deletedMark.size());
        if (target != dbName && target != walName && target != shmName)
            continue;
        struct stat held {};
        if (::fstat(fd, &held) != 0)
            continue;
        struct stat onDisk {};
        const bool exists = ::stat(target.constData(), &onDisk) == 0;
        const bool same =
            !deleted && exists && onDisk.st_dev == held.st_dev && onDisk.st_ino == held.st_ino;
        const QString name = QFileInfo(QFile::decodeName(target)).fileName();
        if (target == dbName) {
            out.haveDb = true;
            if (!same || !(Identity{held.st_dev, held.st_ino} == db)) {
                out.problem = LiveDatabaseFiles::tr("the file %1 was removed or replaced by "
                                                    "another program while it was open")
                                  .arg(name);
                continue;
            }
            if (const QString problem = headerProblem(fd, name); !problem.isEmpty())
                out.problem = problem;
        } else {
            (target == walName ? out.haveWal : out.haveShm) = true;
            if (!same)
                out.problem = LiveDatabaseFiles::tr("%1, which SQLite keeps open beside the "
                                                    "database, was deleted or replaced by "
                                                    "another program")
                                  .arg(name);
        }
    }
    ::closedir(dir);
#else
    Q_UNUSED(canonical);
    Q_UNUSED(db);
#endif
    return out;
}

// Whether this process holds a POSIX lock on (dev, ino) that covers `byte` (/proc/locks).
bool holdsLock(const Identity &file, qint64 byte) {
#ifdef __linux__
    FILE *f = std::fopen("/proc/locks", "re");
    if (!f)
        return true; // cannot tell: never a false alarm
    const long self = long(::getpid());
    char line[512];
    bool found = false;
    while (!found && std::fgets(line, sizeof line, f)) {
        char kind[16], advisory[16], mode[16], start[32], end[32];
        long pid = 0;
        unsigned int major_ = 0, minor_ = 0;
        unsigned long long ino = 0;
        // "1: POSIX  ADVISORY  READ 4212 fe:00:1234 128 128"; waiters ("1: -> POSIX …") do not
        // hold the lock and do not parse.
        const char *p = std::strchr(line, ':');
        if (!p)
            continue;
        if (std::sscanf(p + 1, "%15s %15s %15s %ld %x:%x:%llu %31s %31s", kind, advisory, mode,
                        &pid, &major_, &minor_, &ino, start, end)
            != 9)
            continue;
        if (pid != self || std::strcmp(kind, "POSIX") != 0 || ino != file.ino
            || ::makedev(major_, minor_) != file.dev)
            continue;
        const qint64 from = std::strtoll(start, nullptr, 10);
        const qint64 to = std::strcmp(end, "EOF") == 0 ? LLONG_MAX : std::strtoll(end, nullptr, 10);
        found = from <= byte && byte <= to;
    }
    std::fclose(f);
    return found;
#else
    Q_UNUSED(file);
    Q_UNUSED(byte);
    return true;
#endif
}

// One look at descriptors and locks; empty when all is as SQLite left it.
QString inspect(const QString &path, const Identity &db) {
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return LiveDatabaseFiles::tr("the database file was removed or renamed by another "
                                     "program while it was open");
    const auto now = identityOf(canonical);
    if (!now || !(*now == db))
        return LiveDatabaseFiles::tr("the database file was replaced by another file while it "
                                     "was open");
    const FdState fds = inspectDescriptors(canonical, db);
    if (!fds.problem.isEmpty())
        return fds.problem;
    if (fds.haveWal && !holdsLock(db, kSharedFirst))
        return LiveDatabaseFiles::tr("this program no longer holds SQLite's lock on the database "
                                     "(some code opened and closed the file, which releases "
                                     "every lock the program holds on it)");
    if (fds.haveShm) {
        if (const auto shm = identityOf(canonical + QStringLiteral("-shm"));
            shm && !holdsLock(*shm, kShmDms))
            return LiveDatabaseFiles::tr("this program no longer holds SQLite's lock on the "
                                         "database's -shm file (some code opened and closed it, "
                                         "which releases every lock the program holds on it)");
    }
    return {};
}

} // namespace

void LiveDatabaseFiles::retain(const QString &databasePath) {
    const auto identity = identityOf(databasePath);
    QMutexLocker lock(&registryMutex());
    Entry &e = registry()[databasePath];
    if (e.holders++ == 0 || !e.identity)
        e.identity = identity;
}

void LiveDatabaseFiles::release(const QString &databasePath) {
    QMutexLocker lock(&registryMutex());
    const auto it = registry().find(databasePath);
    if (it == registry().end())
        return;
    if (--it->holders <= 0)
        registry().remove(databasePath); // a later open starts afresh
}

int LiveDatabaseFiles::holders(const QString &databasePath) {
    QMutexLocker lock(&registryMutex());
    return registry().value(databasePath).holders;
}

bool LiveDatabaseFiles::isLive(const QString &path) {
    QList<Identity> live;
    {
        QMutexLocker lock(&registryMutex());
        for (const Entry &e : std::as_const(registry())) {
            if (e.holders > 0 && e.identity)
                live.append(*e.identity);
        }
    }
    if (live.isEmpty() || path.isEmpty())
        return false;
    if (const auto id = identityOf(path); id && live.contains(*id))
        return true;
    for (const QLatin1String &suffix : kSuffixes) {
        if (!path.endsWith(suffix))
            continue;
        if (const auto base = identityOf(path.chopped(suffix.size())); base && live.contains(*base))
            return true;
    }
    return false;
}

Result<void> LiveDatabaseFiles::refuse(const QString &path) {
    if (!isLive(path))
        return {};
    return Error{tr("%1: this is the run-history database Roofline Lab has open (or one of the "
                    "files SQLite keeps beside it); it is never read or written as a plain file")
                     .arg(QDir::toNativeSeparators(path)),
                 QString(), ErrorKind::InvalidInput};
}

Result<void> LiveDatabaseFiles::verify(const QString &databasePath) {
    std::optional<Identity> identity;
    {
        QMutexLocker lock(&registryMutex());
        auto it = registry().find(databasePath);
        if (it == registry().end() || it->holders <= 0)
            return {};
        if (it->compromised)
            return Error{stoppedMessage(databasePath, it->problem), QString(), ErrorKind::ReadOnly};
        identity = it->identity;
    }
    if (!identity)
        return {};
    QString problem = inspect(databasePath, *identity);
    if (!problem.isEmpty()) {
        // Another thread of ours may be between opening -shm and taking its lock: a real loss
        // is still there a moment later.
        QThread::msleep(20);
        problem = inspect(databasePath, *identity);
    }
    if (problem.isEmpty())
        return {};
    {
        QMutexLocker lock(&registryMutex());
        Entry &e = registry()[databasePath];
        e.compromised = true;
        e.problem = problem;
    }
    return Error{stoppedMessage(databasePath, problem), QString(), ErrorKind::ReadOnly};
}

bool LiveDatabaseFiles::compromised(const QString &databasePath) {
    QMutexLocker lock(&registryMutex());
    return registry().value(databasePath).compromised;
}

QString LiveDatabaseFiles::lastProblem(const QString &databasePath) {
    QMutexLocker lock(&registryMutex());
    return registry().value(databasePath).problem;
}

QString LiveDatabaseFiles::stoppedMessage(const QString &databasePath, const QString &why) {
    return tr("%1: writing stopped to protect the run history: %2. Nothing more is written to it "
              "from this program and it is not checkpointed from here, so what other programs "
              "stored stays intact, and everything stored before is kept; the database is read "
              "only until it is opened again (restart Roofline Lab, or choose it again in "
              "Preferences).")
        .arg(QDir::toNativeSeparators(databasePath), why);
}

} // namespace roofline::storage
