// SPDX-License-Identifier: MIT
#include "usecases/RunTransfer.h"

#include "model/RunBundle.h"
#include "runner/RunSpool.h"
#include "storage/BundleIo.h"
#include "storage/LiveDatabaseFiles.h"
#include "usecases/PdfAttachments.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace roofline::usecases {

bool RunTransfer::isImportable(const QString &path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("json") || suffix == QLatin1String("pdf");
}

Result<RunTransfer::ImportResult> RunTransfer::importFiles(const storage::Database &database,
                                                           const QStringList &paths) {
    // A report PDF's attached bundles go through the same import as .json files: each is
    // written to a private temporary file first (BundleIo reads files, in parallel).
    QTemporaryDir temp;
    QStringList bundles;
    for (const QString &path : paths) {
        if (auto live = storage::LiveDatabaseFiles::refuse(path); !live)
            return live.error();
    }
    for (const QString &path : paths) {
        if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0) {
            bundles << path;
            continue;
        }
        if (!temp.isValid())
            return Error{tr("Cannot create a temporary folder: %1").arg(temp.errorString())};
        Result<QByteArrayList> files = PdfAttachments::extract(path);
        if (!files)
            return files.error();
        int n = 0;
        for (const QByteArray &data : *files) {
            if (!data.trimmed().startsWith('{'))
                continue;
            const QString out = temp.filePath(
                QStringLiteral("%1-%2.json").arg(QFileInfo(path).baseName()).arg(n++));
            QFile f(out);
            if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
                return Error{tr("Cannot write a temporary file: %1").arg(f.errorString())};
            bundles << out;
        }
        if (n == 0)
            return kindError(ErrorKind::InvalidInput, tr("%1 carries no run bundle.").arg(path));
    }
    auto stored = storage::BundleIo(database).importFiles(bundles);
    if (!stored)
        return stored.error();
    ImportResult out;
    static_cast<storage::RunRepository::ImportResult &>(out) = std::move(stored).value();
    for (const QString &path : paths) {
        if (runner::RunSpool::isSpoolFile(path) && QFile::remove(path))
            out.removedSpoolFiles << path;
    }
    return out;
}

Result<int> RunTransfer::exportRuns(const storage::Database &database, const QStringList &keys,
                                    const QString &path) {
    return storage::BundleIo(database).exportRuns(keys, path);
}

Result<int> RunTransfer::exportRuns(const QList<Run> &runs, const QString &path) {
    if (auto ok = storage::BundleIo::writeFileAtomically(path, RunBundle::write(runs)); !ok)
        return ok.error();
    return int(runs.size());
}

Result<storage::RunSync::Counts> RunTransfer::sync(const storage::Database &from,
                                                   const storage::Database &to,
                                                   const std::function<void(int, int)> &progress) {
    return storage::RunSync(from, to).run(progress);
}

} // namespace roofline::usecases
