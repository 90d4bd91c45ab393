// SPDX-License-Identifier: MIT
#include "app/Kernels.h"

#include "storage/BundleIo.h"
#include "storage/RunRepository.h"

#include <QFileInfo>

namespace roofline::app {

Result<Kernels::Imported> Kernels::importFile(const storage::Database &database,
                                              const QString &path, const ImportOptions &options) {
    kernels::KernelImport::Options parse;
    const auto tool = kernels::KernelImport::toolFromId(options.tool);
    if (!tool)
        return Error{tr("'%1' is not one of auto, csv, json, ncu").arg(options.tool),
                     QStringLiteral("--tool"), ErrorKind::InvalidInput};
    parse.tool = *tool;
    parse.perInstance = options.perInstance;
    parse.fileName = QFileInfo(path).fileName();
    qint64 runId = 0;
    storage::RunRepository runs(database);
    if (!options.run.isEmpty()) {
        const auto id = runs.resolve(options.run);
        if (!id)
            return Error{id.error().message, QStringLiteral("--run"), id.error().kind};
        runId = *id;
    }
    auto bytes = storage::BundleIo::readFile(path);
    if (!bytes)
        return bytes.error();
    auto parsed = kernels::KernelImport::parse(*bytes, parse);
    if (!parsed)
        return parsed.error();
    auto ids = storage::KernelRepository(database).insert(parsed->kernels, runId,
                                                          QFileInfo(path).fileName());
    if (!ids)
        return ids.error();
    Imported out;
    out.ids = *ids;
    out.tool = parsed->tool;
    out.runId = runId;
    out.notes = parsed->notes;
    return out;
}

Result<Kernels::Placed> Kernels::place(const storage::Database &database, qint64 id) {
    auto stored = storage::KernelRepository(database).get(id);
    if (!stored)
        return stored.error();
    Placed out;
    out.stored = *stored;
    if (stored->runId > 0) {
        auto run = storage::RunRepository(database).get(stored->runId);
        if (!run)
            return run.error();
        out.run = *run;
        out.placements = kernels::KernelRoofline::place(
            stored->kernel, kernels::KernelRoofline::roofs(*run), &out.notes);
    } else {
        out.notes.append({stored->kernel.name,
                          tr("not attached to a run: no roofs to place it on (import it with "
                             "--run ID)")});
    }
    return out;
}

} // namespace roofline::app
