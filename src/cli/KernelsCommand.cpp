// SPDX-License-Identifier: MIT
#include "cli/KernelsCommand.h"

#include "cli/CliContext.h"
#include "model/Units.h"
#include "storage/AtomicFile.h"
#include "usecases/Kernels.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace roofline::cli {

namespace {

QJsonObject kernelJson(const storage::KernelRepository::Stored &s) {
    QJsonObject flops, bytes;
    for (auto it = s.kernel.flops.cbegin(); it != s.kernel.flops.cend(); ++it)
        flops.insert(it.key(), it.value());
    for (auto it = s.kernel.bytes.cbegin(); it != s.kernel.bytes.cend(); ++it)
        bytes.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("id"), s.id},
                       {QStringLiteral("run"), s.runId > 0 ? QJsonValue(s.runId) : QJsonValue()},
                       {QStringLiteral("name"), s.kernel.name},
                       {QStringLiteral("source_tool"), s.kernel.sourceTool},
                       {QStringLiteral("source_file"), s.sourceFile},
                       {QStringLiteral("seconds"), s.kernel.seconds},
                       {QStringLiteral("launches"), s.kernel.launches},
                       {QStringLiteral("flops"), flops},
                       {QStringLiteral("bytes"), bytes},
                       {QStringLiteral("tags"), QJsonArray::fromStringList(s.kernel.tags)}};
}

QJsonArray notesJson(const QList<importers::ImportNote> &notes) {
    QJsonArray out;
    for (const importers::ImportNote &n : notes)
        out.append(QJsonObject{{QStringLiteral("field"), n.field},
                               {QStringLiteral("message"), n.message}});
    return out;
}

// What `kernels ACTION` works on: the parsed options, the action's argument, the database.
struct KernelsArgs {
    const QCommandLineParser &p;
    const QStringList &pos;
    const QString &command;
    const storage::Database &db;
    qint64 id = 0; // show, remove
};

int importKernels(const KernelsArgs &a, CliContext &ctx) {
    usecases::Kernels::ImportOptions o;
    o.tool = a.p.isSet(QStringLiteral("tool")) ? a.p.value(QStringLiteral("tool"))
                                               : QStringLiteral("auto");
    o.run = a.p.value(QStringLiteral("run"));
    o.perInstance = a.p.isSet(QStringLiteral("per-instance"));
    const auto imported = usecases::Kernels::importFile(a.db, a.pos.first(), o);
    if (!imported)
        return ctx.fail(imported.error().kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailure,
                        a.command, imported.error());
    if (ctx.json) {
        QJsonArray ids;
        for (qint64 k : imported->ids)
            ids.append(k);
        ctx.printJson(
            QJsonObject{{QStringLiteral("ids"), ids},
                        {QStringLiteral("tool"), imported->tool},
                        {QStringLiteral("run"),
                         imported->runId > 0 ? QJsonValue(imported->runId) : QJsonValue()},
                        {QStringLiteral("notes"), notesJson(imported->notes)}});
        return ExitOk;
    }
    QString s;
    for (const importers::ImportNote &n : imported->notes)
        s += KernelsCommand::tr("note: %1: %2\n").arg(n.field, n.message);
    s += KernelsCommand::tr("%n kernel(s) imported", nullptr, int(imported->ids.size()));
    ctx.print(s);
    return ExitOk;
}

int listKernels(const KernelsArgs &a, CliContext &ctx) {
    storage::KernelRepository::Filter f;
    if (a.p.isSet(QStringLiteral("run"))) {
        bool ok = false;
        f.runId = a.p.value(QStringLiteral("run")).toLongLong(&ok);
        if (!ok || f.runId <= 0)
            return ctx.fail(ExitUsage, QStringLiteral("--run"),
                            KernelsCommand::tr("must be a run number"));
    }
    f.tag = a.p.value(QStringLiteral("tag"));
    const auto list = storage::KernelRepository(a.db).list(f);
    if (!list)
        return ctx.fail(ExitFailure, a.command, list.error());
    if (ctx.json) {
        QJsonArray array;
        for (const auto &s : *list)
            array.append(kernelJson(s));
        ctx.printJson(array);
        return ExitOk;
    }
    QString s;
    for (const auto &k : *list)
        s += QStringLiteral("%1  %2  %3  %4\n")
                 .arg(k.id)
                 .arg(k.kernel.name, units::formatSeconds(k.kernel.seconds),
                      k.runId > 0 ? KernelsCommand::tr("run %1").arg(k.runId)
                                  : KernelsCommand::tr("no run"));
    s += KernelsCommand::tr("%n kernel(s)", nullptr, int(list->size()));
    ctx.print(s);
    return ExitOk;
}

int removeKernel(const KernelsArgs &a, CliContext &ctx) {
    if (auto ok = storage::KernelRepository(a.db).remove(a.id); !ok)
        return ctx.fail(ExitFailure, a.command, ok.error());
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("removed"), a.id}});
    else
        ctx.print(KernelsCommand::tr("removed kernel %1").arg(a.id));
    return ExitOk;
}

QJsonObject placedJson(const usecases::Kernels::Placed &placed) {
    QJsonArray places;
    for (const kernels::KernelPlacement &pl : placed.placements)
        places.append(QJsonObject{{QStringLiteral("format"), pl.format},
                                  {QStringLiteral("level"), pl.level},
                                  {QStringLiteral("intensity"), pl.intensity},
                                  {QStringLiteral("attained"), pl.attained},
                                  {QStringLiteral("attainable"), pl.attainable},
                                  {QStringLiteral("fraction"), pl.fraction},
                                  {QStringLiteral("bound"), pl.bound},
                                  {QStringLiteral("far_below"), pl.farBelow}});
    QJsonObject o = kernelJson(placed.stored);
    o.insert(QStringLiteral("placements"), places);
    o.insert(QStringLiteral("notes"), notesJson(placed.notes));
    return o;
}

QString placedText(const usecases::Kernels::Placed &placed) {
    QString s = KernelsCommand::tr("%1 (%2, %n launch(es), %3)\n", nullptr,
                                   int(placed.stored.kernel.launches))
                    .arg(placed.stored.kernel.name, placed.stored.kernel.sourceTool,
                         units::formatSeconds(placed.stored.kernel.seconds));
    for (const kernels::KernelPlacement &pl : placed.placements)
        s += KernelsCommand::tr("  %1 at %2: %3 FLOP/B, %4 of %5 attainable (%6 %), %7-bound%8\n")
                 .arg(pl.format, pl.level)
                 .arg(pl.intensity, 0, 'g', 4)
                 .arg(units::formatSi(pl.attained, QStringLiteral("FLOP/s")),
                      units::formatSi(pl.attainable, QStringLiteral("FLOP/s")))
                 .arg(pl.fraction * 100, 0, 'f', 1)
                 .arg(pl.bound == QLatin1String("memory") ? KernelsCommand::tr("memory")
                                                          : KernelsCommand::tr("compute"),
                      pl.farBelow ? KernelsCommand::tr(
                          "; far below both roofs: latency or occupancy limit it")
                                  : QString());
    for (const importers::ImportNote &n : placed.notes)
        s += KernelsCommand::tr("  note: %1\n").arg(n.message);
    return s.trimmed();
}

int showKernel(const KernelsArgs &a, CliContext &ctx) {
    const auto placed = usecases::Kernels::place(a.db, a.id);
    if (!placed)
        return ctx.fail(ExitFailure, a.command, placed.error());
    if (ctx.json)
        ctx.printJson(placedJson(*placed));
    else
        ctx.print(placedText(*placed));
    return ExitOk;
}

QJsonValue placementJson(const std::optional<kernels::KernelPlacement> &p) {
    if (!p)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("intensity"), p->intensity},
                       {QStringLiteral("attained"), p->attained},
                       {QStringLiteral("attainable"), p->attainable},
                       {QStringLiteral("fraction"), p->fraction},
                       {QStringLiteral("bound"), kernels::KernelCompare::boundKey(*p)}};
}

// `kernels compare RUN_A RUN_B`: exit 0 with the rows, 5 (kind not-found) when the runs share
// no kernel name (as `check` when nothing is in common), 1 for an unknown run.
int compare(CliContext &ctx, const storage::Database &db, const QString &command,
            const QString &runA, const QString &runB) {
    const auto compared = usecases::Kernels::compare(db, runA, runB);
    if (!compared)
        return ctx.fail(ExitFailure, command, compared.error());
    const usecases::Kernels::Compared &c = *compared;
    if (c.rows.isEmpty()) {
        const int code = ctx.fail(
            KernelsCommand::ExitNothingInCommon, command,
            Error{KernelsCommand::tr("runs %1 and %2 have no kernel name in common (%3 and %4 "
                                     "kernel name(s); attach kernels with 'roofline kernels "
                                     "import FILE --run ID')")
                      .arg(c.runA.id)
                      .arg(c.runB.id)
                      .arg(c.onlyA.size())
                      .arg(c.onlyB.size()),
                  {},
                  ErrorKind::NotFound});
        return code;
    }
    if (ctx.json) {
        QJsonArray rows;
        for (const kernels::KernelComparison &r : c.rows)
            rows.append(QJsonObject{{QStringLiteral("name"), r.name},
                                    {QStringLiteral("format"), r.format},
                                    {QStringLiteral("level"), r.level},
                                    {QStringLiteral("seconds_a"), r.secondsA},
                                    {QStringLiteral("seconds_b"), r.secondsB},
                                    {QStringLiteral("speedup"), r.speedup},
                                    {QStringLiteral("a"), placementJson(r.a)},
                                    {QStringLiteral("b"), placementJson(r.b)},
                                    {QStringLiteral("bound_changed"), r.boundChanged}});
        ctx.printJson(QJsonObject{{QStringLiteral("run_a"), c.runA.id},
                                  {QStringLiteral("run_b"), c.runB.id},
                                  {QStringLiteral("rows"), rows},
                                  {QStringLiteral("only_a"), QJsonArray::fromStringList(c.onlyA)},
                                  {QStringLiteral("only_b"), QJsonArray::fromStringList(c.onlyB)}});
        return ExitOk;
    }
    const auto side = [](const std::optional<kernels::KernelPlacement> &p) {
        if (!p)
            return KernelsCommand::tr("no roof");
        return KernelsCommand::tr("%1 (%2 %, %3)")
            .arg(units::formatSi(p->attained, QStringLiteral("FLOP/s")))
            .arg(p->fraction * 100, 0, 'f', 1)
            .arg(kernels::KernelCompare::boundKey(*p));
    };
    QString s = KernelsCommand::tr("run %1 → run %2\n").arg(c.runA.id).arg(c.runB.id);
    for (const kernels::KernelComparison &r : c.rows) {
        s += KernelsCommand::tr("%1: %2 → %3 per launch (speed-up %4×)")
                 .arg(r.name, units::formatSeconds(r.secondsA), units::formatSeconds(r.secondsB))
                 .arg(r.speedup, 0, 'f', 2);
        if (!r.format.isEmpty())
            s += KernelsCommand::tr("; %1 at %2: %3 → %4%5")
                     .arg(r.format, r.level, side(r.a), side(r.b),
                          r.boundChanged ? KernelsCommand::tr("; the bound changed") : QString());
        s += QLatin1Char('\n');
    }
    for (const QString &n : c.onlyA)
        s += KernelsCommand::tr("only on run %1: %2\n").arg(c.runA.id).arg(n);
    for (const QString &n : c.onlyB)
        s += KernelsCommand::tr("only on run %1: %2\n").arg(c.runB.id).arg(n);
    ctx.print(s.trimmed());
    return ExitOk;
}

// `kernels export --run ID [--tag T] [-o FILE] [--format csv|json]`: exit 0 with the file (or
// stdout), 1 for an unknown run or a file that cannot be written, 2 for a bad option, 5 (kind
// not-found, no file written) when the run has no kernels (with the tag).
int exportKernels(const KernelsArgs &a, CliContext &ctx) {
    const QString run = a.p.value(QStringLiteral("run"));
    if (run.isEmpty())
        return ctx.fail(ExitUsage, a.command,
                        Error{KernelsCommand::tr("say which run: --run ID"),
                              QStringLiteral("--run"), ErrorKind::InvalidInput});
    const QString format = a.p.isSet(QStringLiteral("format")) ? a.p.value(QStringLiteral("format"))
                                                               : QStringLiteral("csv");
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return ctx.fail(ExitUsage, a.command,
                        Error{KernelsCommand::tr("'%1' is not one of csv, json").arg(format),
                              QStringLiteral("--format"), ErrorKind::InvalidInput});
    const QString tag = a.p.value(QStringLiteral("tag"));
    const auto exported = usecases::Kernels::exportTable(a.db, run, tag);
    if (!exported)
        return ctx.fail(ExitFailure, a.command, exported.error());
    if (exported->kernelCount == 0)
        return ctx.fail(
            KernelsCommand::ExitNothingInCommon, a.command,
            Error{tag.isEmpty()
                      ? KernelsCommand::tr("run %1 has no kernels (attach them with 'roofline "
                                           "kernels import FILE --run %1')")
                            .arg(exported->runId)
                      : KernelsCommand::tr("run %1 has no kernel tagged '%2'")
                            .arg(exported->runId)
                            .arg(tag),
                  {},
                  ErrorKind::NotFound});
    const QByteArray bytes = usecases::Kernels::exportBytes(
        *exported, format == QLatin1String("json") ? usecases::Kernels::ExportFormat::Json
                                                   : usecases::Kernels::ExportFormat::Csv);
    const QString path = a.p.value(QStringLiteral("output"));
    if (path.isEmpty()) {
        ctx.print(QString::fromUtf8(bytes));
        return ExitOk;
    }
    if (auto written = storage::AtomicFile::write(path, bytes); !written)
        return ctx.fail(ExitFailure, a.command,
                        Error{KernelsCommand::tr("cannot write %1: %2")
                                  .arg(QDir::toNativeSeparators(path), written.error().text()),
                              QStringLiteral("-o"), written.error().kind});
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("file"), path},
                                  {QStringLiteral("run"), exported->runId},
                                  {QStringLiteral("kernels"), exported->kernelCount},
                                  {QStringLiteral("rows"), exported->rows.size()}});
    else
        ctx.print(KernelsCommand::tr("%n kernel(s) of run %1 on its roofs written to %2", nullptr,
                                     int(exported->kernelCount))
                      .arg(exported->runId)
                      .arg(QDir::toNativeSeparators(path)));
    return ExitOk;
}

void addOptions(QCommandLineParser &p) {
    p.setApplicationDescription(KernelsCommand::tr(
        "Your kernels on the measured roofline of a stored run.\n"
        "  import FILE [--run ID] [--tool auto|csv|json|ncu|rocprof] [--per-instance]\n"
        "  list [--run ID] [--tag TAG]\n"
        "  show ID       the kernel on its run's roofs: intensity, % of attainable, bound\n"
        "  compare RUN_A RUN_B   the same kernels on two runs: speed-up, % of attainable\n"
        "                        on each, the bound that changed (exit 5: none in common)\n"
        "  export --run ID [--tag TAG] [-o FILE] [--format csv|json]\n"
        "                the run's measured roofs and its kernels placed on them\n"
        "  remove ID"));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("action"),
                            KernelsCommand::tr("import | list | show | compare | export | remove"));
    p.addOptions(
        {{QStringLiteral("run"), KernelsCommand::tr("The run whose roofs apply."),
          KernelsCommand::tr("ID")},
         {QStringLiteral("tool"), KernelsCommand::tr("The file's format (default: auto)."),
          KernelsCommand::tr("ID")},
         {QStringLiteral("per-instance"),
          KernelsCommand::tr("ncu, rocprof: one point per launch, not per kernel name.")},
         {QStringLiteral("tag"), KernelsCommand::tr("Only kernels with this tag (list, export)."),
          KernelsCommand::tr("TAG")},
         {{QStringLiteral("o"), QStringLiteral("output")},
          KernelsCommand::tr("export: write to FILE (default: stdout)."),
          KernelsCommand::tr("FILE")},
         {QStringLiteral("format"), KernelsCommand::tr("export: csv (default) or json."),
          KernelsCommand::tr("FORMAT")}});
}

} // namespace

QString KernelsCommand::summary() const {
    return tr("your kernels (ncu, rocprof, CSV, JSON) on a run's measured roofs");
}

int KernelsCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    QStringList pos = p.positionalArguments();
    const QString action = pos.isEmpty() ? QString() : pos.takeFirst();
    const QString command = name() + QLatin1Char(' ') + action;
    const bool one = action == QLatin1String("import") || action == QLatin1String("show")
                     || action == QLatin1String("remove");
    const bool two = action == QLatin1String("compare");
    const bool none = action == QLatin1String("list") || action == QLatin1String("export");
    if (!one && !two && !none)
        return ctx.fail(ExitUsage, name(),
                        tr("say what to do: import, list, show, compare, export or remove"));
    if (pos.size() != (two ? 2 : one ? 1 : 0))
        return ctx.fail(ExitUsage, command,
                        tr("wrong number of arguments; see 'roofline kernels --help'"));
    qint64 id = 0;
    if (action == QLatin1String("show") || action == QLatin1String("remove")) {
        bool ok = false;
        id = pos.first().toLongLong(&ok);
        if (!ok || id <= 0)
            return ctx.fail(ExitUsage, command, tr("'%1' is not a kernel id").arg(pos.first()));
    }
    const auto db = ctx.openDatabase();
    if (!db)
        return ctx.fail(ExitFailure, command, db.error());
    const KernelsArgs a{p, pos, command, *db, id};
    if (action == QLatin1String("import"))
        return importKernels(a, ctx);
    if (action == QLatin1String("list"))
        return listKernels(a, ctx);
    if (action == QLatin1String("export"))
        return exportKernels(a, ctx);
    if (two)
        return compare(ctx, *db, command, pos.at(0), pos.at(1));
    return action == QLatin1String("remove") ? removeKernel(a, ctx) : showKernel(a, ctx);
}

} // namespace roofline::cli
