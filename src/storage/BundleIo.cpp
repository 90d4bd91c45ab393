#include "storage/BundleIo.h"

#include "model/RunBundle.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentMap>

namespace roofline::storage {

namespace {
// A bundle this large is not something we wrote; refuse before reading it into memory.
constexpr qint64 kMaxBundleBytes = qint64(4) << 30;
// QtConcurrent::mapped() wants a default-constructible result; Result<T> is not.
struct ParsedFile {
    Result<QList<Run>> runs = QList<Run>();
};
} // namespace

BundleIo::BundleIo(Database database)
    : m_database(std::move(database)) {}

Result<RunRepository::ImportResult> BundleIo::importFiles(const QStringList &paths) {
    // Reading and validating is much of an import's CPU time and each file stands alone, so
    // the files are parsed on the thread pool while this thread stores each one as soon as
    // it is ready, in the order given, inside one transaction: the first bad file in that
    // order is the one named, and it rolls back whatever was stored before it. Parsing the
    // whole set first and only then storing took parse + store; this takes about the larger.
    QFuture<ParsedFile> parsed = QtConcurrent::mapped(paths, [](const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return ParsedFile{Error{tr("%1: cannot be read: %2").arg(path, file.errorString())}};
        if (file.size() > kMaxBundleBytes)
            return ParsedFile{Error{tr("%1: too large for a run bundle").arg(path)}};
        return ParsedFile{RunBundle::parse(file.readAll(), path)};
    });
    // The same run in two files is stored once, like a run already stored.
    auto result = RunRepository(m_database).import(paths.size(), [&](qsizetype i) {
        return parsed.resultAt(int(i)).runs;
    });
    if (!result) {
        parsed.cancel();
        parsed.waitForFinished();
    }
    return result;
}

Result<int> BundleIo::exportRuns(const QStringList &keys, const QString &path) {
    RunRepository repo(m_database);
    QList<Run> runs;
    for (const QString &key : keys) {
        auto run = repo.find(key);
        if (!run)
            return run.error();
        runs.append(std::move(run).value());
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{tr("%1: cannot be written: %2").arg(path, file.errorString())};
    const QByteArray bytes = RunBundle::write(runs);
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Error{tr("%1: cannot be written: %2").arg(path, file.errorString())};
    return int(runs.size());
}

} // namespace roofline::storage
