#include "storage/BundleIo.h"

#include "model/RunBundle.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>

namespace roofline::storage {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("BundleIo", text);
}
// A bundle this large is not something we wrote; refuse before reading it into memory.
constexpr qint64 kMaxBundleBytes = qint64(4) << 30;
} // namespace

BundleIo::BundleIo(Database database)
    : m_database(std::move(database)) {}

Result<RunRepository::ImportResult> BundleIo::importFiles(const QStringList &paths) {
    // Reading and validating is most of an import's CPU time and each file stands alone, so
    // files are parsed in parallel; the first bad file in the order given is the one named.
    const QList<Result<QList<Run>>> parsed =
        QtConcurrent::blockingMapped(paths, [](const QString &path) -> Result<QList<Run>> {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return Error{tr("%1: cannot be read: %2").arg(path, file.errorString())};
            if (file.size() > kMaxBundleBytes)
                return Error{tr("%1: too large for a run bundle").arg(path)};
            return RunBundle::parse(file.readAll(), path);
        });
    QList<Run> runs;
    QSet<QString> seen;
    for (const Result<QList<Run>> &file : parsed) {
        if (!file)
            return file.error();
        for (const Run &run : file.value()) {
            // The same run in two files is stored once, like a run already stored.
            if (seen.contains(run.uuid.toLower()))
                continue;
            seen.insert(run.uuid.toLower());
            runs.append(run);
        }
    }
    return RunRepository(m_database).import(runs);
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
