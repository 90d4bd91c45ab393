// SPDX-License-Identifier: MIT
#include "storage/BundleIo.h"

#include "model/RunBundle.h"
#include "storage/AtomicFile.h"
#include "storage/InputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <thread>
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

} // namespace

BundleIo::BundleIo(Database database)
    : m_database(std::move(database)) {}

Result<QByteArray> BundleIo::readFile(const QString &path) {
    return InputFile::read(path, InputFile::Kind::RunBundle);
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
    auto result = RunRepository(m_database).import(paths.size(), [&](qsizetype i) {
        return parsed.at(size_t(i)).runs;
    });
    if (!result)
        return result;
    // Said for what was stored now, once per run (not for runs stored before).
    QSet<QString> stored;
    for (const QString &uuid : std::as_const(result.value().imported))
        stored.insert(uuid.toLower());
    for (const QString &uuid : std::as_const(result.value().completed))
        stored.insert(uuid.toLower());
    for (const ParsedFile &file : parsed) {
        for (const Run &run : file.runs.value()) {
            if (stored.remove(run.uuid.toLower()))
                result.value().warnings << RunBundle::importWarnings(run);
        }
    }
    return result;
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
