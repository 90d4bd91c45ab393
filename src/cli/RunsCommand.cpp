// SPDX-License-Identifier: MIT
#include "cli/RunsCommand.h"

#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "model/analysis/RunWarnings.h"
#include "model/llm/MeasuredStep.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunSync.h"
#include "storage/SqlDialect.h"
#include "usecases/RunEdits.h"
#include "usecases/RunTransfer.h"
#include "usecases/Runs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <optional>
#include <utility>
#include <variant>

namespace roofline::cli {

namespace {

QJsonObject summaryJson(const Run &run) {
    return QJsonObject{
        {QStringLiteral("id"), run.id},
        {QStringLiteral("uuid"), run.uuid},
        {QStringLiteral("started_at"), RunBundle::formatTime(run.startedAt)},
        {QStringLiteral("finished_at"), run.finishedAt.isValid()
                                            ? QJsonValue(RunBundle::formatTime(run.finishedAt))
                                            : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("status"), Run::statusName(run.status)},
        {QStringLiteral("reason"), run.reason},
        {QStringLiteral("suite"), run.suite},
        {QStringLiteral("notes"), run.notes},
        {QStringLiteral("tags"), QJsonArray::fromStringList(run.tags)},
        {QStringLiteral("app_version"), run.appVersion},
        {QStringLiteral("host"),
         QJsonObject{{QStringLiteral("hostname"), run.host.hostname},
                     {QStringLiteral("os"), run.host.os},
                     {QStringLiteral("cpu"), run.host.cpu},
                     {QStringLiteral("cores"), run.host.cores},
                     {QStringLiteral("memory_bytes"), run.host.memoryBytes}}},
        {QStringLiteral("device"), QJsonObject{{QStringLiteral("id"), run.device.id},
                                               {QStringLiteral("name"), run.device.name},
                                               {QStringLiteral("uuid"), run.device.uuid},
                                               {QStringLiteral("driver"), run.device.driver}}},
        {QStringLiteral("measurement_count"), run.measurementCount},
    };
}

// What `runs ACTION ...` asks, parsed and checked before any database is opened.
struct RunsArgs {
    QString action;
    QString command; // "runs ACTION", the name errors carry
    QStringList pos; // the action's own arguments
    QString output;  // export
    QString from;    // sync
    QString to;      // sync
    storage::RunFilter filter;
};

void addOptions(QCommandLineParser &p) {
    p.setApplicationDescription(
        RunsCommand::tr("Stored runs.\n"
                        "  list                      newest first\n"
                        "  show ID                   one run with its measurements\n"
                        "  delete ID...              remove runs\n"
                        "  export ID... -o FILE      write a run bundle\n"
                        "  import FILE...            read run bundles (runs already stored are "
                        "skipped)\n"
                        "  tag ID TAG                add a tag\n"
                        "  sync --from A --to B      copy runs missing in B (and user profiles) "
                        "from A\n"
                        "ID is the run's number or its uuid. A database is a file or a\n"
                        "postgresql://user@host:port/dbname URL (password from ~/.pgpass)."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("action"),
                            RunsCommand::tr("list | show | delete | export | import | tag | sync"));
    p.addOptions({
        {{QStringLiteral("o"), QStringLiteral("output")},
         RunsCommand::tr("The bundle file to write (export)."),
         RunsCommand::tr("FILE")},
        {QStringLiteral("device"), RunsCommand::tr("Only runs of this device (list)."),
         RunsCommand::tr("NAME")},
        {QStringLiteral("host"), RunsCommand::tr("Only runs of this host (list)."),
         RunsCommand::tr("NAME")},
        {QStringLiteral("tag"), RunsCommand::tr("Only runs with this tag (list)."),
         RunsCommand::tr("TAG")},
        {QStringLiteral("limit"), RunsCommand::tr("At most N runs (list)."), RunsCommand::tr("N")},
        {QStringLiteral("from"), RunsCommand::tr("The database to copy from (sync)."),
         RunsCommand::tr("DB")},
        {QStringLiteral("to"), RunsCommand::tr("The database to copy to (sync)."),
         RunsCommand::tr("DB")},
    });
}

// Whether `action` takes `count` arguments: -1 when the action is unknown.
int argumentsFit(const QString &action, qsizetype count) {
    struct Arity {
        const char *action;
        qsizetype min;
        qsizetype max; // -1: any number
    };
    static constexpr Arity arities[] = {{"list", 0, 0},    {"show", 1, 1},    {"delete", 1, -1},
                                        {"export", 1, -1}, {"import", 1, -1}, {"tag", 2, 2},
                                        {"sync", 0, 0}};
    for (const Arity &a : arities) {
        if (action == QLatin1String(a.action))
            return count >= a.min && (a.max < 0 || count <= a.max) ? 1 : 0;
    }
    return -1;
}

// The arguments of `runs`, or the exit status when there is nothing more to do (help, a
// usage error already reported).
std::variant<RunsArgs, int> parseArgs(const QStringList &args, CliContext &ctx,
                                      const QString &name) {
    QCommandLineParser p;
    addOptions(p);
    if (const auto done = ctx.parse(p, args, name))
        return *done;
    RunsArgs a;
    a.pos = p.positionalArguments();
    if (a.pos.isEmpty())
        return ctx.fail(
            ExitUsage, name,
            RunsCommand::tr("say what to do: list, show, delete, export, import, tag or sync"));
    a.action = a.pos.takeFirst();
    a.command = name + QLatin1Char(' ') + a.action;
    const int fits = argumentsFit(a.action, a.pos.size());
    if (fits < 0)
        return ctx.fail(
            ExitUsage, name,
            RunsCommand::tr(
                "unknown action '%1': use list, show, delete, export, import, tag or sync")
                .arg(a.action));
    if (fits == 0)
        return ctx.fail(ExitUsage, a.command,
                        RunsCommand::tr("wrong number of arguments; see 'roofline runs --help'"));
    if (a.action == QLatin1String("export") && !p.isSet(QStringLiteral("output")))
        return ctx.fail(ExitUsage, a.command,
                        RunsCommand::tr("-o FILE.json: say where to write the bundle"));
    if (p.isSet(QStringLiteral("limit"))) {
        bool ok = false;
        a.filter.limit = p.value(QStringLiteral("limit")).toInt(&ok);
        if (!ok || a.filter.limit < 1)
            return ctx.fail(ExitUsage, QStringLiteral("--limit"),
                            RunsCommand::tr("must be a positive number"));
    }
    a.output = p.value(QStringLiteral("output"));
    a.from = p.value(QStringLiteral("from"));
    a.to = p.value(QStringLiteral("to"));
    a.filter.device = p.value(QStringLiteral("device"));
    a.filter.host = p.value(QStringLiteral("host"));
    a.filter.tag = p.value(QStringLiteral("tag"));
    return a;
}

// The error of a run looked up by key, without the field (as `runs` always reported it).
Error lookupError(const Error &error) {
    return Error{error.message, {}, error.kind};
}

// `runs sync`: both databases opened, or the exit status of the usage error or failure.
std::variant<std::pair<storage::Database, storage::Database>, int>
openSyncDatabases(const QString &from, const QString &to, const QString &command, CliContext &ctx) {
    if (from.isEmpty() || to.isEmpty())
        return ctx.fail(ExitUsage, command,
                        RunsCommand::tr("--from and --to: say which databases to sync (a file or a "
                                        "postgresql://user@host:port/dbname URL)"));
    for (const QString &location : {from, to}) {
        if (storage::SqlDialect::isUrl(location)) {
            if (const auto url = storage::SqlDialect::parseUrl(location); !url)
                return ctx.fail(ExitUsage, command, url.error());
        }
    }
    auto source = storage::DatabaseOpener::open(from);
    if (!source)
        return ctx.fail(ExitFailure, command, source.error());
    auto target = storage::DatabaseOpener::open(to);
    if (!target)
        return ctx.fail(ExitFailure, command, target.error());
    if (source->backend() == target->backend() && source->path() == target->path())
        return ctx.fail(ExitUsage, command,
                        RunsCommand::tr("--from and --to are the same database"));
    return std::pair{*source, *target};
}

QJsonObject syncJson(const storage::Database &source, const storage::Database &target,
                     const storage::RunSync::Counts &counts) {
    return QJsonObject{
        {QStringLiteral("from"), source.path()},
        {QStringLiteral("to"), target.path()},
        {QStringLiteral("runs"),
         QJsonObject{{QStringLiteral("copied"), counts.runsCopied},
                     {QStringLiteral("skipped"), counts.runsSkipped},
                     {QStringLiteral("unfinished"), counts.runsUnfinished},
                     {QStringLiteral("failed"), QJsonArray::fromStringList(counts.failed)}}},
        {QStringLiteral("profiles"),
         QJsonObject{{QStringLiteral("copied"), counts.profilesCopied},
                     {QStringLiteral("skipped"), counts.profilesSkipped},
                     {QStringLiteral("conflicts"), QJsonArray::fromStringList(counts.conflicts)}}}};
}

QString syncText(const storage::Database &source, const storage::Database &target,
                 const storage::RunSync::Counts &counts) {
    QString s = RunsCommand::tr("%1 → %2\n").arg(source.path(), target.path());
    s += RunsCommand::tr("runs: %1 copied, %2 already there")
             .arg(counts.runsCopied)
             .arg(counts.runsSkipped);
    if (counts.runsUnfinished)
        s += RunsCommand::tr(", %1 still running (copied by a later sync)")
                 .arg(counts.runsUnfinished);
    s += RunsCommand::tr("\nprofiles: %1 copied, %2 already there")
             .arg(counts.profilesCopied)
             .arg(counts.profilesSkipped);
    if (!counts.conflicts.isEmpty())
        s += RunsCommand::tr("\nkept the target's own version of: %1")
                 .arg(counts.conflicts.join(QStringLiteral(", ")));
    return s;
}

// `runs sync --from A --to B`: both are database locations (SQLite paths or PostgreSQL URLs).
int sync(const QString &from, const QString &to, CliContext &ctx) {
    const QString command = QStringLiteral("runs sync");
    const auto opened = openSyncDatabases(from, to, command, ctx);
    if (const int *status = std::get_if<int>(&opened))
        return *status;
    const auto &[source, target] = std::get<0>(opened);
    const auto counts = usecases::RunTransfer::sync(source, target, [&](int done, int total) {
        if (!ctx.json)
            ctx.progress(RunsCommand::tr("copied %1 of %2 runs").arg(done).arg(total));
    });
    if (!counts)
        return ctx.fail(ExitFailure, command, counts.error());
    // Runs that could not be copied are reported, and make the sync fail, after the others
    // were copied: a rerun copies nothing twice and reports them again until they are fixed.
    const int failed = int(counts->failed.size());
    if (ctx.json) {
        ctx.printJson(syncJson(source, target, *counts));
        // The document above says which; stderr says that it failed (one JSON document only).
        if (failed)
            ctx.complain(command,
                         RunsCommand::tr("%n run(s) could not be copied", nullptr, failed));
        return failed ? int(ExitFailure) : int(ExitOk);
    }
    ctx.print(syncText(source, target, *counts));
    if (failed)
        return ctx.fail(
            ExitFailure, command,
            RunsCommand::tr("%n run(s) could not be copied (the others were):\n%1", nullptr, failed)
                .arg(counts->failed.join(QLatin1Char('\n'))));
    return ExitOk;
}

QString formatValue(double value, const QString &unit) {
    if (unit == QLatin1String("s"))
        return units::formatSeconds(value);
    return units::formatSi(value, unit);
}

int listRuns(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    const auto runs = usecases::Runs::list(db, a.filter);
    if (!runs)
        return ctx.fail(ExitFailure, a.command, runs.error());
    if (ctx.json) {
        QJsonArray array;
        for (const Run &r : *runs)
            array.append(summaryJson(r));
        ctx.printJson(array);
        return ExitOk;
    }
    TextTable table({RunsCommand::tr("ID"), RunsCommand::tr("UUID"),
                     RunsCommand::tr("Started (UTC)"), RunsCommand::tr("Status"),
                     RunsCommand::tr("Device"), RunsCommand::tr("Host"), RunsCommand::tr("Suite"),
                     RunsCommand::tr("Points")});
    for (const Run &r : *runs)
        table.addRow({QString::number(r.id), r.uuid,
                      r.startedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                      Run::statusText(r.status), r.device.name, r.host.hostname, r.suite,
                      QString::number(r.measurementCount)
                          + (r.tags.isEmpty() ? QString()
                                              : QStringLiteral("  [%1]").arg(
                                                  r.tags.join(QStringLiteral(", "))))});
    QString s = table.toString();
    if (runs->isEmpty())
        s += RunsCommand::tr("(no runs stored in %1)").arg(db.path());
    ctx.print(s);
    return ExitOk;
}

// `runs show`'s header lines: who, when, where, what.
QString runHeader(const Run &run) {
    QString s = RunsCommand::tr("Run %1  %2\n").arg(run.id).arg(run.uuid);
    s += RunsCommand::tr("Status:   %1%2\n")
             .arg(Run::statusText(run.status),
                  run.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(run.reason));
    s += RunsCommand::tr("Started:  %1   Finished: %2\n")
             .arg(RunBundle::formatTime(run.startedAt), RunBundle::formatTime(run.finishedAt));
    s += RunsCommand::tr("Device:   %1 (%2)\n").arg(run.device.name, run.device.id);
    s +=
        RunsCommand::tr("Host:     %1, %2, %3\n").arg(run.host.hostname, run.host.os, run.host.cpu);
    s += RunsCommand::tr("Suite:    %1   Tags: %2\n")
             .arg(run.suite, run.tags.join(QStringLiteral(", ")));
    if (!run.notes.isEmpty())
        s += RunsCommand::tr("Notes:    %1\n").arg(run.notes);
    return s;
}

QString measurementTable(const Run &run) {
    TextTable table({RunsCommand::tr("Probe"), RunsCommand::tr("Metric"), RunsCommand::tr("Level"),
                     RunsCommand::tr("Format"), RunsCommand::tr("Kernel"),
                     RunsCommand::tr("Working set"), RunsCommand::tr("Value"),
                     RunsCommand::tr("N")});
    for (const Measurement &m : run.measurements)
        table.addRow({m.probe, m.metric, m.level, m.format, m.kernel,
                      m.workingSetBytes ? units::formatBytes(double(m.workingSetBytes), true)
                                        : QStringLiteral("—"),
                      formatValue(m.value, m.unit), QString::number(m.n)});
    return table.toString();
}

// The cases the run did not measure, and every warning the engine raised: what it means and
// the engine's own words.
QString notMeasuredAndWarnings(const Run &run) {
    QString s;
    if (const QList<NotMeasuredCase> skipped = MeasuredStep::notMeasured(run); !skipped.isEmpty()) {
        s += RunsCommand::tr("\nNot measured:\n");
        for (const NotMeasuredCase &n : skipped)
            s += RunsCommand::tr("  %1 %2 %3: %4\n").arg(n.probe, n.modelId, n.caseId, n.reason);
    }
    if (const QList<RunWarning> warnings = RunWarnings::of(run); !warnings.isEmpty()) {
        s += RunsCommand::tr("\nWarnings (%1):\n").arg(RunWarnings::tally(warnings));
        for (const RunWarning &w : RunWarnings::bySeverity(warnings))
            s += RunsCommand::tr("  [%1] %2 (%3)\n      %4\n")
                     .arg(RunWarnings::kindLabel(RunWarnings::kindOf(w.code)),
                          RunWarnings::headline(w.code), w.source(), w.message);
    }
    return s;
}

int showRun(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    const auto loaded = usecases::Runs::load(db, QStringList{a.pos.first()});
    if (!loaded)
        return ctx.fail(ExitFailure, a.command, lookupError(loaded.error()));
    const Run &run = loaded->first();
    if (ctx.json) {
        QJsonObject o = RunBundle::runToJson(run);
        o.insert(QStringLiteral("id"), run.id);
        o.insert(QStringLiteral("app_version"), run.appVersion);
        // The stored status as it is, 'running' included (a bundle would say failed).
        o.insert(QStringLiteral("status"), Run::statusName(run.status));
        ctx.printJson(o);
        return ExitOk;
    }
    ctx.print(runHeader(run) + QLatin1Char('\n') + measurementTable(run)
              + notMeasuredAndWarnings(run));
    return ExitOk;
}

int deleteRuns(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    const auto ids = usecases::Runs::resolve(db, a.pos);
    if (!ids)
        return ctx.fail(ExitFailure, a.command, lookupError(ids.error()));
    const usecases::Runs::Removal removal = usecases::Runs::remove(db, *ids);
    if (removal.error)
        return ctx.fail(ExitFailure, a.command, *removal.error);
    QJsonArray deleted;
    for (const Run &run : removal.deleted)
        deleted.append(run.id);
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("deleted"), deleted}});
    else
        ctx.print(RunsCommand::tr("deleted %n run(s)", nullptr, int(ids->size())));
    return ExitOk;
}

int exportRuns(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    const auto n = usecases::RunTransfer::exportRuns(db, a.pos, a.output);
    if (!n)
        return ctx.fail(ExitFailure, a.command, lookupError(n.error()));
    if (ctx.json)
        ctx.printJson(
            QJsonObject{{QStringLiteral("file"), a.output}, {QStringLiteral("runs"), *n}});
    else
        ctx.print(RunsCommand::tr("exported %n run(s) to %1", nullptr, *n).arg(a.output));
    return ExitOk;
}

QString importText(const usecases::RunTransfer::ImportResult &result) {
    QString s;
    for (const QString &file : result.removedSpoolFiles)
        s += RunsCommand::tr("everything in %1 is stored; removed that spool file\n").arg(file);
    for (const QString &uuid : result.imported)
        s += RunsCommand::tr("imported %1\n").arg(uuid);
    for (const QString &uuid : result.completed)
        s += RunsCommand::tr("completed %1 (it was stored in part before)\n").arg(uuid);
    for (const QString &uuid : result.skipped)
        s += RunsCommand::tr("already stored, nothing changed: %1\n").arg(uuid);
    s += RunsCommand::tr("%n run(s) imported", nullptr, int(result.imported.size()));
    if (!result.completed.isEmpty())
        s += RunsCommand::tr(", %n completed", nullptr, int(result.completed.size()));
    if (!result.skipped.isEmpty())
        s += RunsCommand::tr(", %n already stored", nullptr, int(result.skipped.size()));
    return s;
}

int importFiles(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    // Bundles and report PDFs that carry one, as History's import takes them.
    const auto result = usecases::RunTransfer::importFiles(db, a.pos);
    if (!result) {
        Error error = result.error();
        error.message = RunsCommand::tr("%1\nNothing was imported.").arg(error.message);
        return ctx.fail(ExitFailure, a.command, error);
    }
    // On stderr in either form: what the import filled in or found odd, run by run.
    for (const QString &warning : result->warnings)
        ctx.progress(RunsCommand::tr("warning: %1").arg(warning));
    if (!ctx.json) {
        ctx.print(importText(*result));
        return ExitOk;
    }
    ctx.printJson(
        QJsonObject{{QStringLiteral("imported"), QJsonArray::fromStringList(result->imported)},
                    {QStringLiteral("completed"), QJsonArray::fromStringList(result->completed)},
                    {QStringLiteral("skipped"), QJsonArray::fromStringList(result->skipped)},
                    {QStringLiteral("removed_spool_files"),
                     QJsonArray::fromStringList(result->removedSpoolFiles)},
                    {QStringLiteral("warnings"), QJsonArray::fromStringList(result->warnings)}});
    return ExitOk;
}

int tagRun(const storage::Database &db, const RunsArgs &a, CliContext &ctx) {
    const auto ids = usecases::Runs::resolve(db, {a.pos.at(0)});
    if (!ids)
        return ctx.fail(ExitFailure, a.command, lookupError(ids.error()));
    const qint64 id = ids->first();
    if (auto ok = usecases::RunEdits::addTag(db, id, a.pos.at(1)); !ok)
        return ctx.fail(ExitFailure, a.command, ok.error());
    if (ctx.json)
        ctx.printJson(
            QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("tag"), a.pos.at(1)}});
    else
        ctx.print(RunsCommand::tr("run %1 tagged '%2'").arg(id).arg(a.pos.at(1)));
    return ExitOk;
}

} // namespace

QString RunsCommand::summary() const {
    return tr("list, show, delete, export, import, tag and sync stored runs");
}

int RunsCommand::run(const QStringList &args, CliContext &ctx) {
    const auto parsed = parseArgs(args, ctx, name());
    if (const int *status = std::get_if<int>(&parsed))
        return *status;
    const RunsArgs &a = std::get<RunsArgs>(parsed);
    if (a.action == QLatin1String("sync"))
        return sync(a.from, a.to, ctx);

    // A file path or a postgresql:// URL; DatabaseOpener::open tells them apart.
    const QString path =
        ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath;
    const auto db = storage::DatabaseOpener::open(path);
    if (!db)
        return ctx.fail(ExitFailure, a.command, db.error());
    using Action = int (*)(const storage::Database &, const RunsArgs &, CliContext &);
    static const QHash<QString, Action> actions{
        {QStringLiteral("list"), listRuns},      {QStringLiteral("show"), showRun},
        {QStringLiteral("delete"), deleteRuns},  {QStringLiteral("export"), exportRuns},
        {QStringLiteral("import"), importFiles}, {QStringLiteral("tag"), tagRun}};
    return actions.value(a.action)(*db, a, ctx);
}

} // namespace roofline::cli
