// SPDX-License-Identifier: MIT
#include "usecases/Kernels.h"

#include "storage/BundleIo.h"
#include "storage/RunRepository.h"

#include <QFileInfo>

namespace roofline::usecases {

Result<Kernels::Imported> Kernels::importFile(const storage::Database &database,
                                              const QString &path, const ImportOptions &options) {
    kernels::KernelImport::Options parse;
    const auto tool = kernels::KernelImport::toolFromId(options.tool);
    if (!tool)
        return Error{tr("'%1' is not one of auto, csv, json, ncu, rocprof").arg(options.tool),
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

Result<Kernels::Compared> Kernels::compare(const storage::Database &database, const QString &runA,
                                           const QString &runB) {
    storage::RunRepository runs(database);
    Compared out;
    QList<kernels::KernelPoint> sides[2];
    const QString refs[2] = {runA, runB};
    for (int i = 0; i < 2; ++i) {
        const QString field = i == 0 ? QStringLiteral("RUN_A") : QStringLiteral("RUN_B");
        const auto id = runs.resolve(refs[i]);
        if (!id)
            return Error{id.error().message, field, id.error().kind};
        auto run = runs.get(*id);
        if (!run)
            return Error{run.error().message, field, run.error().kind};
        auto kernels = ofRun(database, *id);
        if (!kernels)
            return kernels.error();
        (i == 0 ? out.runA : out.runB) = *run;
        sides[i] = *kernels;
    }
    out.rows = kernels::KernelCompare::compare(sides[0], kernels::KernelRoofline::roofs(out.runA),
                                               sides[1], kernels::KernelRoofline::roofs(out.runB),
                                               &out.onlyA, &out.onlyB);
    return out;
}

Result<QList<kernels::KernelPoint>> Kernels::ofRun(const storage::Database &database,
                                                   qint64 runId) {
    storage::KernelRepository::Filter filter;
    filter.runId = runId;
    const auto stored = storage::KernelRepository(database).list(filter);
    if (!stored)
        return stored.error();
    QList<kernels::KernelPoint> out;
    for (const storage::KernelRepository::Stored &k : *stored)
        out << k.kernel;
    return out;
}

} // namespace roofline::usecases
