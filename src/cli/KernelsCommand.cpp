// SPDX-License-Identifier: MIT
#include "cli/KernelsCommand.h"

#include "app/Kernels.h"
#include "cli/CliContext.h"
#include "model/Units.h"

#include <QCommandLineParser>
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
    const auto compared = app::Kernels::compare(db, runA, runB);
    if (!compared)
        return ctx.fail(ExitFailure, command, compared.error());
    const app::Kernels::Compared &c = *compared;
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

} // namespace

QString KernelsCommand::summary() const {
    return tr("your kernels (ncu, rocprof, CSV, JSON) on a run's measured roofs");
}

int KernelsCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Your kernels on the measured roofline of a stored run.\n"
           "  import FILE [--run ID] [--tool auto|csv|json|ncu|rocprof] [--per-instance]\n"
           "  list [--run ID] [--tag TAG]\n"
           "  show ID       the kernel on its run's roofs: intensity, % of attainable, bound\n"
           "  compare RUN_A RUN_B   the same kernels on two runs: speed-up, % of attainable\n"
           "                        on each, the bound that changed (exit 5: none in common)\n"
           "  remove ID"));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("action"), tr("import | list | show | remove"));
    const QCommandLineOption run(QStringLiteral("run"), tr("The run whose roofs apply."), tr("ID"));
    const QCommandLineOption tool(QStringLiteral("tool"), tr("The file's format (default: auto)."),
                                  tr("ID"));
    const QCommandLineOption perInstance(
        QStringLiteral("per-instance"),
        tr("ncu, rocprof: one point per launch, not per kernel name."));
    const QCommandLineOption tag(QStringLiteral("tag"), tr("Only kernels with this tag (list)."),
                                 tr("TAG"));
    p.addOptions({run, tool, perInstance, tag});
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    QStringList pos = p.positionalArguments();
    const QString action = pos.isEmpty() ? QString() : pos.takeFirst();
    const QString command = name() + QLatin1Char(' ') + action;
    const bool one = action == QLatin1String("import") || action == QLatin1String("show")
                     || action == QLatin1String("remove");
    const bool two = action == QLatin1String("compare");
    if (!one && !two && action != QLatin1String("list"))
        return ctx.fail(ExitUsage, name(),
                        tr("say what to do: import, list, show, compare or remove"));
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

    if (action == QLatin1String("import")) {
        app::Kernels::ImportOptions o;
        o.tool = p.isSet(tool) ? p.value(tool) : QStringLiteral("auto");
        o.run = p.value(run);
        o.perInstance = p.isSet(perInstance);
        const auto imported = app::Kernels::importFile(*db, pos.first(), o);
        if (!imported)
            return ctx.fail(imported.error().kind == ErrorKind::InvalidInput ? ExitUsage
                                                                             : ExitFailure,
                            command, imported.error());
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
            s += tr("note: %1: %2\n").arg(n.field, n.message);
        s += tr("%n kernel(s) imported", nullptr, int(imported->ids.size()));
        ctx.print(s);
        return ExitOk;
    }
    if (action == QLatin1String("list")) {
        storage::KernelRepository::Filter f;
        if (p.isSet(run)) {
            bool ok = false;
            f.runId = p.value(run).toLongLong(&ok);
            if (!ok || f.runId <= 0)
                return ctx.fail(ExitUsage, QStringLiteral("--run"), tr("must be a run number"));
        }
        f.tag = p.value(tag);
        const auto list = storage::KernelRepository(*db).list(f);
        if (!list)
            return ctx.fail(ExitFailure, command, list.error());
        if (ctx.json) {
            QJsonArray a;
            for (const auto &s : *list)
                a.append(kernelJson(s));
            ctx.printJson(a);
            return ExitOk;
        }
        QString s;
        for (const auto &k : *list)
            s += QStringLiteral("%1  %2  %3  %4\n")
                     .arg(k.id)
                     .arg(k.kernel.name, units::formatSeconds(k.kernel.seconds),
                          k.runId > 0 ? tr("run %1").arg(k.runId) : tr("no run"));
        s += tr("%n kernel(s)", nullptr, int(list->size()));
        ctx.print(s);
        return ExitOk;
    }
    if (two)
        return compare(ctx, *db, command, pos.at(0), pos.at(1));
    if (action == QLatin1String("remove")) {
        if (auto ok = storage::KernelRepository(*db).remove(id); !ok)
            return ctx.fail(ExitFailure, command, ok.error());
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("removed"), id}});
        else
            ctx.print(tr("removed kernel %1").arg(id));
        return ExitOk;
    }
    // show
    const auto placed = app::Kernels::place(*db, id);
    if (!placed)
        return ctx.fail(ExitFailure, command, placed.error());
    if (ctx.json) {
        QJsonArray places;
        for (const kernels::KernelPlacement &pl : placed->placements)
            places.append(QJsonObject{{QStringLiteral("format"), pl.format},
                                      {QStringLiteral("level"), pl.level},
                                      {QStringLiteral("intensity"), pl.intensity},
                                      {QStringLiteral("attained"), pl.attained},
                                      {QStringLiteral("attainable"), pl.attainable},
                                      {QStringLiteral("fraction"), pl.fraction},
                                      {QStringLiteral("bound"), pl.bound},
                                      {QStringLiteral("far_below"), pl.farBelow}});
        QJsonObject o = kernelJson(placed->stored);
        o.insert(QStringLiteral("placements"), places);
        o.insert(QStringLiteral("notes"), notesJson(placed->notes));
        ctx.printJson(o);
        return ExitOk;
    }
    QString s = tr("%1 (%2, %n launch(es), %3)\n", nullptr, int(placed->stored.kernel.launches))
                    .arg(placed->stored.kernel.name, placed->stored.kernel.sourceTool,
                         units::formatSeconds(placed->stored.kernel.seconds));
    for (const kernels::KernelPlacement &pl : placed->placements)
        s += tr("  %1 at %2: %3 FLOP/B, %4 of %5 attainable (%6 %), %7-bound%8\n")
                 .arg(pl.format, pl.level)
                 .arg(pl.intensity, 0, 'g', 4)
                 .arg(units::formatSi(pl.attained, QStringLiteral("FLOP/s")),
                      units::formatSi(pl.attainable, QStringLiteral("FLOP/s")))
                 .arg(pl.fraction * 100, 0, 'f', 1)
                 .arg(pl.bound == QLatin1String("memory") ? tr("memory") : tr("compute"),
                      pl.farBelow ? tr("; far below both roofs: latency or occupancy limit it")
                                  : QString());
    for (const importers::ImportNote &n : placed->notes)
        s += tr("  note: %1\n").arg(n.message);
    ctx.print(s.trimmed());
    return ExitOk;
}

} // namespace roofline::cli
