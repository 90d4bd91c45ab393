// SPDX-License-Identifier: MIT
#include "storage/BundleIo.h"

#include "model/RunBundle.h"
#include "storage/AtomicFile.h"
#include "storage/LiveDatabaseFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace roofline::storage {

namespace {
// One file's runs, or why not (default-constructible for the vector below; Result is not).
struct ParsedFile {
    Result<QList<Run>> runs = QList<Run>();
};

// Each file read and parsed on one of a few threads of this call's own, into a slot of its
// own; joining them hands the results over. (Not QtConcurrent: its reduce step hands results
// over through Qt's futex-based locks, which ThreadSanitizer cannot see, and its pool may be
// busy with the very job that imports.)
std::vector<ParsedFile> parseAll(const QStringList &paths) {
    const auto parseOne = [](const QString &path) {
        auto bytes = BundleIo::readFile(path);
        if (!bytes)
            return ParsedFile{bytes.error()};
        return ParsedFile{RunBundle::parse(*bytes, path)};
    };
    std::vector<ParsedFile> parsed(size_t(paths.size()));
    const int workers =
        int(std::min<qsizetype>(std::max(1, QThread::idealThreadCount()), paths.size()));
    if (workers <= 1) {
        for (qsizetype i = 0; i < paths.size(); ++i)
            parsed[size_t(i)] = parseOne(paths.at(i));
        return parsed;
    }
    std::atomic<qsizetype> next{0};
    std::vector<std::thread> threads;
    threads.reserve(size_t(workers));
    for (int w = 0; w < workers; ++w) {
        threads.emplace_back([&] {
            for (qsizetype i = next++; i < paths.size(); i = next++)
                parsed[size_t(i)] = parseOne(paths.at(i));
        });
    }
    for (std::thread &t : threads)
        t.join();
    return parsed;
}

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
    // Never a database this process has open: closing our descriptor would drop its locks.
    if (auto live = LiveDatabaseFiles::refuse(path); !live)
        return live.error();
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
    // files are parsed in parallel first, and only then stored, in the order given, in one
    // short transaction. No write lock is held while a file is read or parsed (a slow or huge
    // file would stop every other writer, a probe's appends among them). The first bad file
    // in the given order is the one named, and nothing is stored.
    const std::vector<ParsedFile> parsed = parseAll(paths);
    for (const ParsedFile &file : parsed) {
        if (!file.runs)
            return file.runs.error();
    }
    // The same run in two files is stored once, like a run already stored.
    return RunRepository(m_database).import(paths.size(), [&](qsizetype i) {
        return parsed.at(size_t(i)).runs;
    });
}

Result<int> BundleIo::exportRuns(const QStringList &keys, const QString &path) {
    // A damaged file is said to be damaged before anything leaves it.
    if (auto ok = m_database.quickCheck(); !ok)
        return ok.error();
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
