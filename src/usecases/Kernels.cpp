// SPDX-License-Identifier: MIT
#include "usecases/Kernels.h"

#include "storage/BundleIo.h"
#include "storage/RunRepository.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <cmath>

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

Result<Kernels::Exported> Kernels::exportTable(const storage::Database &database,
                                               const QString &run, const QString &tag) {
    storage::RunRepository runs(database);
    const auto id = runs.resolve(run);
    if (!id)
        return Error{id.error().message, QStringLiteral("--run"), id.error().kind};
    auto stored = runs.get(*id);
    if (!stored)
        return Error{stored.error().message, QStringLiteral("--run"), stored.error().kind};
    storage::KernelRepository::Filter filter;
    filter.runId = *id;
    filter.tag = tag;
    const auto list = storage::KernelRepository(database).list(filter);
    if (!list)
        return list.error();
    Exported out;
    out.runId = *id;
    out.roofs = kernels::KernelRoofline::roofs(*stored);
    out.kernelCount = list->size();
    for (const storage::KernelRepository::Stored &k : *list) {
        const auto placements = kernels::KernelRoofline::place(k.kernel, out.roofs, &out.notes);
        if (placements.isEmpty())
            out.rows.append({k, std::nullopt});
        for (const kernels::KernelPlacement &p : placements)
            out.rows.append({k, p});
    }
    return out;
}

namespace {

QString csvField(const QString &s) {
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
        || s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r')))
        return QLatin1Char('"') + QString(s).replace(QStringLiteral("\""), QStringLiteral("\"\""))
               + QLatin1Char('"');
    return s;
}

QString number(double v) {
    return std::isfinite(v) ? QString::number(v, 'g', QLocale::FloatingPointShortest) : QString();
}

// Levels and formats with a kernel placed on them: the roofs the export "uses".
bool roofUsed(const Kernels::Exported &e, const QString &level, const QString &format) {
    return std::any_of(e.rows.cbegin(), e.rows.cend(), [&](const Kernels::ExportRow &r) {
        return r.placement && (level.isEmpty() || r.placement->level == level)
               && (format.isEmpty() || r.placement->format == format);
    });
}

QJsonArray roofsJson(const Kernels::Exported &e) {
    QJsonArray out;
    for (auto it = e.roofs.bandwidth.cbegin(); it != e.roofs.bandwidth.cend(); ++it)
        out.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("bandwidth")},
                               {QStringLiteral("level"), it.key()},
                               {QStringLiteral("value"), it.value()},
                               {QStringLiteral("unit"), QStringLiteral("B/s")},
                               {QStringLiteral("used"), roofUsed(e, it.key(), {})}});
    for (auto it = e.roofs.peak.cbegin(); it != e.roofs.peak.cend(); ++it)
        out.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("compute")},
                               {QStringLiteral("format"), it.key()},
                               {QStringLiteral("value"), it.value()},
                               {QStringLiteral("unit"), QStringLiteral("FLOP/s")},
                               {QStringLiteral("used"), roofUsed(e, {}, it.key())}});
    return out;
}

QJsonObject placementJson(const kernels::KernelPlacement &p) {
    return QJsonObject{
        {QStringLiteral("format"), p.format},         {QStringLiteral("level"), p.level},
        {QStringLiteral("intensity"), p.intensity},   {QStringLiteral("attained"), p.attained},
        {QStringLiteral("attainable"), p.attainable}, {QStringLiteral("fraction"), p.fraction},
        {QStringLiteral("bound"), p.bound},           {QStringLiteral("far_below"), p.farBelow}};
}

QByteArray exportJson(const Kernels::Exported &e) {
    QJsonArray kernelsOut;
    QJsonArray placements;
    for (qsizetype i = 0; i < e.rows.size(); ++i) {
        const Kernels::ExportRow &r = e.rows.at(i);
        if (r.placement)
            placements.append(placementJson(*r.placement));
        if (i + 1 < e.rows.size() && e.rows.at(i + 1).stored.id == r.stored.id)
            continue;
        const kernels::KernelPoint &k = r.stored.kernel;
        kernelsOut.append(QJsonObject{{QStringLiteral("id"), r.stored.id},
                                      {QStringLiteral("name"), k.name},
                                      {QStringLiteral("source_tool"), k.sourceTool},
                                      {QStringLiteral("source_file"), r.stored.sourceFile},
                                      {QStringLiteral("seconds"), k.seconds},
                                      {QStringLiteral("launches"), k.launches},
                                      {QStringLiteral("tags"), QJsonArray::fromStringList(k.tags)},
                                      {QStringLiteral("placements"), placements}});
        placements = QJsonArray();
    }
    QJsonArray notes;
    for (const importers::ImportNote &n : e.notes)
        notes.append(QJsonObject{{QStringLiteral("field"), n.field},
                                 {QStringLiteral("message"), n.message}});
    return QJsonDocument(QJsonObject{{QStringLiteral("run"), e.runId},
                                     {QStringLiteral("roofs"), roofsJson(e)},
                                     {QStringLiteral("kernels"), kernelsOut},
                                     {QStringLiteral("notes"), notes}})
        .toJson(QJsonDocument::Indented);
}

QStringList kernelCsvRow(const Kernels::Exported &e, const Kernels::ExportRow &r) {
    const kernels::KernelPoint &k = r.stored.kernel;
    QStringList f{QStringLiteral("kernel"),     QString::number(e.runId),
                  QString::number(r.stored.id), csvField(k.name),
                  csvField(k.sourceTool),       number(k.seconds),
                  QString::number(k.launches),  csvField(k.tags.join(QLatin1Char(';')))};
    if (!r.placement)
        return f << QStringList(10, QString());
    const kernels::KernelPlacement &p = *r.placement;
    return f << csvField(p.format) << csvField(p.level) << number(p.intensity) << number(p.attained)
             << number(p.attainable) << number(p.fraction) << p.bound
             << (p.farBelow ? QStringLiteral("true") : QStringLiteral("false"))
             << number(e.roofs.bandwidth.value(p.level)) << number(e.roofs.peak.value(p.format));
}

QByteArray exportCsv(const Kernels::Exported &e) {
    QStringList lines{QStringLiteral(
        "row,run,kernel_id,name,source_tool,seconds,launches,tags,format,level,"
        "intensity_flop_per_byte,attained_flop_per_s,attainable_flop_per_s,fraction,bound,"
        "far_below,bandwidth_byte_per_s,peak_flop_per_s")};
    const QString run = QString::number(e.runId);
    const QString gap = QStringList(6, QString()).join(QLatin1Char(','));
    for (auto it = e.roofs.bandwidth.cbegin(); it != e.roofs.bandwidth.cend(); ++it)
        lines << QStringLiteral("roof,%1,,,,,,,,%2,%3,%4,")
                     .arg(run, csvField(it.key()), gap, number(it.value()));
    for (auto it = e.roofs.peak.cbegin(); it != e.roofs.peak.cend(); ++it)
        lines << QStringLiteral("roof,%1,,,,,,,%2,,%3,,%4")
                     .arg(run, csvField(it.key()), gap, number(it.value()));
    for (const Kernels::ExportRow &r : e.rows)
        lines << kernelCsvRow(e, r).join(QLatin1Char(','));
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace

QByteArray Kernels::exportBytes(const Exported &exported, ExportFormat format) {
    return format == ExportFormat::Json ? exportJson(exported) : exportCsv(exported);
}

} // namespace roofline::usecases
