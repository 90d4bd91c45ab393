#include "storage/BundleIo.h"

#include "model/RunBundle.h"
#include "storage/AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace roofline::storage {

namespace {
// QtConcurrent::blockingMapped() wants a default-constructible result; Result<T> is not.
struct ParsedFile {
    Result<QList<Run>> runs = QList<Run>();
};

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}
} // namespace

BundleIo::BundleIo(Database database)
    : m_database(std::move(database)) {}

Result<QByteArray> BundleIo::readFile(const QString &path) {
    // Opened without blocking and checked before a byte is read: a FIFO would wait for a
    // writer for ever (and used to do so while the import held the write lock), /dev/zero
    // never ends, a folder has no content.
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int error = errno;
        return Error{tr("%1: cannot be read: %2").arg(path, systemError(error)), QString(),
                     error == ENOENT ? ErrorKind::NotFound : ErrorKind::Failed};
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error{tr("%1: not a regular file (a folder, FIFO, device or socket); give a run "
                        "bundle file")
                         .arg(path),
                     QString(), ErrorKind::InvalidInput};
    }
    if (st.st_size > RunBundle::kMaxFileBytes) {
        ::close(fd);
        return Error{tr("%1: %2 bytes; a run bundle may be at most %3 bytes")
                         .arg(path)
                         .arg(qint64(st.st_size))
                         .arg(RunBundle::kMaxFileBytes),
                     QString(), ErrorKind::InvalidInput};
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // Read to the end, but never beyond the limit: the file may grow while we read it.
    QByteArray bytes;
    bytes.reserve(qsizetype(st.st_size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            return Error{tr("%1: cannot be read: %2").arg(path, systemError(error))};
        }
        if (n == 0)
            break;
        if (bytes.size() + n > RunBundle::kMaxFileBytes) {
            ::close(fd);
            return Error{tr("%1: more than %2 bytes; a run bundle may be at most that")
                             .arg(path)
                             .arg(RunBundle::kMaxFileBytes),
                         QString(), ErrorKind::InvalidInput};
        }
        bytes.append(buffer, n);
    }
    ::close(fd);
    return bytes;
}

Result<RunRepository::ImportResult> BundleIo::importFiles(const QStringList &paths) {
    // The database itself (or its -wal/-shm) picked by mistake is refused by name, without
    // opening it: closing a descriptor of it would drop this process's SQLite locks.
    if (!m_database.isPostgres()) {
        const QString db = QFileInfo(m_database.path()).canonicalFilePath();
        for (const QString &path : paths) {
            const QString file = QFileInfo(path).canonicalFilePath();
            if (!db.isEmpty()
                && (file == db || file == db + QStringLiteral("-wal")
                    || file == db + QStringLiteral("-shm")))
                return Error{tr("%1: this is the database itself, not a run bundle").arg(path),
                             QString(), ErrorKind::InvalidInput};
        }
    }
    // Reading and validating is most of an import's time, and each file stands alone: the
    // files are parsed on the thread pool first, and only then stored, in the order given,
    // in one short transaction. No write lock is held while a file is read or parsed (a slow
    // or huge file would stop every other writer, a probe's appends among them). The first
    // bad file in the given order is the one named, and nothing is stored.
    const QList<ParsedFile> parsed =
        QtConcurrent::blockingMapped<QList<ParsedFile>>(paths, [](const QString &path) {
            auto bytes = readFile(path);
            if (!bytes)
                return ParsedFile{bytes.error()};
            return ParsedFile{RunBundle::parse(*bytes, path)};
        });
    for (const ParsedFile &file : parsed) {
        if (!file.runs)
            return file.runs.error();
    }
    // The same run in two files is stored once, like a run already stored.
    return RunRepository(m_database).import(paths.size(), [&](qsizetype i) {
        return parsed.at(i).runs;
    });
}

Result<int> BundleIo::exportRuns(const QStringList &keys, const QString &path) {
    RunRepository repo(m_database);
    QList<Run> runs;
    for (const QString &key : keys) {
        // find() checks each run's measurements against its count: a damaged database is
        // reported as such, never exported as half a run.
        auto run = repo.find(key);
        if (!run)
            return run.error();
        runs.append(std::move(run).value());
    }
    const QByteArray bytes = RunBundle::write(runs);
    if (auto ok = writeFileAtomically(path, bytes); !ok)
        return ok.error();
    return int(runs.size());
}

Result<void> BundleIo::writeFileAtomically(const QString &path, const QByteArray &bytes) {
    if (auto ok = AtomicFile::write(path, bytes); !ok)
        return Error{tr("%1: cannot be written: %2").arg(path, ok.error().message), QString(),
                     ok.error().kind};
    return {};
}

} // namespace roofline::storage
