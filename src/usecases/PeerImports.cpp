// SPDX-License-Identifier: MIT
#include "usecases/PeerImports.h"

#include "storage/BundleIo.h"
#include "storage/RunRepository.h"

#include <QFileInfo>

namespace roofline::usecases {

Result<PeerImports::File> PeerImports::read(const QString &path, const Options &options) {
    importers::PeerImportOptions parse;
    if (!options.tool.isEmpty() && options.tool != QLatin1String("auto")) {
        parse.tool = importers::PeerImport::toolFromId(options.tool);
        if (!parse.tool)
            return Error{
                tr("'%1' is not a tool this version reads: %2")
                    .arg(options.tool, importers::PeerImport::toolIds().join(QStringLiteral(", "))),
                QStringLiteral("--tool"), ErrorKind::InvalidInput};
    }
    const QFileInfo info(path);
    if (info.exists() && info.size() > importers::PeerImport::kMaxInputBytes)
        return Error{tr("%1: %2 bytes; an imported output may have at most %3")
                         .arg(path)
                         .arg(info.size())
                         .arg(importers::PeerImport::kMaxInputBytes),
                     QString(), ErrorKind::InvalidInput};
    // BundleIo's reader: only a regular file, checked before a byte is read.
    auto bytes = storage::BundleIo::readFile(path);
    if (!bytes)
        return bytes.error();
    parse.fileName = info.fileName();
    parse.fileTime = info.lastModified().toUTC();
    parse.host = options.host;
    parse.test = options.test;
    auto parsed = importers::PeerImport::parse(*bytes, parse);
    if (!parsed)
        return parsed.error();
    File file;
    file.path = path;
    file.tool = importers::PeerImport::toolId(parsed->tool);
    file.format = parsed->format;
    file.runs = parsed->runs;
    file.notes = parsed->notes;
    return file;
}

Result<PeerImports::ImportResult> PeerImports::importFiles(const storage::Database &database,
                                                           const QStringList &paths,
                                                           const Options &options) {
    ImportResult out;
    QList<Run> runs;
    for (const QString &path : paths) {
        auto file = read(path, options);
        if (!file)
            return file.error();
        runs += file->runs;
        out.files.append(std::move(file).value());
    }
    auto stored = storage::RunRepository(database).import(runs);
    if (!stored)
        return stored.error();
    out.imported = stored->imported + stored->completed;
    out.skipped = stored->skipped;
    return out;
}

} // namespace roofline::usecases
