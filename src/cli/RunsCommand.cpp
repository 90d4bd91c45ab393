// SPDX-License-Identifier: MIT
#include "cli/RunsCommand.h"

#include "app/RunTransfer.h"
#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "model/analysis/MeasuredStep.h"
#include "model/analysis/RunWarnings.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "storage/RunSync.h"
#include "storage/SqlDialect.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <optional>

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

// `runs sync --from A --to B`: both are database locations (SQLite paths or PostgreSQL URLs).
int sync(const QString &from, const QString &to, CliContext &ctx) {
    const QString command = QStringLiteral("runs sync");
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
    const auto source = storage::DatabaseOpener::open(from);
    if (!source)
        return ctx.fail(ExitFailure, command, source.error());
    const auto target = storage::DatabaseOpener::open(to);
    if (!target)
        return ctx.fail(ExitFailure, command, target.error());
    if (source->backend() == target->backend() && source->path() == target->path())
        return ctx.fail(ExitUsage, command,
                        RunsCommand::tr("--from and --to are the same database"));
    const auto counts = storage::RunSync(*source, *target).run([&](int done, int total) {
        if (!ctx.json)
            ctx.progress(RunsCommand::tr("copied %1 of %2 runs").arg(done).arg(total));
    });
    if (!counts)
        return ctx.fail(ExitFailure, command, counts.error());
    // Runs that could not be copied are reported, and make the sync fail, after the others
    // were copied: a rerun copies nothing twice and reports them again until they are fixed.
    const int failed = int(counts->failed.size());
    if (ctx.json) {
        ctx.printJson(QJsonObject{
            {QStringLiteral("from"), source->path()},
            {QStringLiteral("to"), target->path()},
            {QStringLiteral("runs"),
             QJsonObject{{QStringLiteral("copied"), counts->runsCopied},
                         {QStringLiteral("skipped"), counts->runsSkipped},
                         {QStringLiteral("unfinished"), counts->runsUnfinished},
                         {QStringLiteral("failed"), QJsonArray::fromStringList(counts->failed)}}},
            {QStringLiteral("profiles"),
             QJsonObject{
                 {QStringLiteral("copied"), counts->profilesCopied},
                 {QStringLiteral("skipped"), counts->profilesSkipped},
                 {QStringLiteral("conflicts"), QJsonArray::fromStringList(counts->conflicts)}}}});
        // The document above says which; stderr says that it failed (one JSON document only).
        if (failed)
            ctx.complain(command,
                         RunsCommand::tr("%n run(s) could not be copied", nullptr, failed));
        return failed ? int(ExitFailure) : int(ExitOk);
    }
    QString s = RunsCommand::tr("%1 → %2\n").arg(source->path(), target->path());
    s += RunsCommand::tr("runs: %1 copied, %2 already there")
             .arg(counts->runsCopied)
             .arg(counts->runsSkipped);
    if (counts->runsUnfinished)
        s += RunsCommand::tr(", %1 still running (copied by a later sync)")
                 .arg(counts->runsUnfinished);
    s += RunsCommand::tr("\nprofiles: %1 copied, %2 already there")
             .arg(counts->profilesCopied)
             .arg(counts->profilesSkipped);
    if (!counts->conflicts.isEmpty())
        s += RunsCommand::tr("\nkept the target's own version of: %1")
                 .arg(counts->conflicts.join(QStringLiteral(", ")));
    ctx.print(s);
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

} // namespace

QString RunsCommand::summary() const {
    return tr("list, show, delete, export, import, tag and sync stored runs");
}

int RunsCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Stored runs.\n"
           "  list                      newest first\n"
           "  show ID                   one run with its measurements\n"
           "  delete ID...              remove runs\n"
           "  export ID... -o FILE      write a run bundle\n"
           "  import FILE...            read run bundles (runs already stored are skipped)\n"
           "  tag ID TAG                add a tag\n"
           "  sync --from A --to B      copy runs missing in B (and user profiles) from A\n"
           "ID is the run's number or its uuid. A database is a file or a\n"
           "postgresql://user@host:port/dbname URL (password from ~/.pgpass)."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("action"),
                            tr("list | show | delete | export | import | tag | sync"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    tr("The bundle file to write (export)."), tr("FILE"));
    const QCommandLineOption device(QStringLiteral("device"),
                                    tr("Only runs of this device (list)."), tr("NAME"));
    const QCommandLineOption host(QStringLiteral("host"), tr("Only runs of this host (list)."),
                                  tr("NAME"));
    const QCommandLineOption tag(QStringLiteral("tag"), tr("Only runs with this tag (list)."),
                                 tr("TAG"));
    const QCommandLineOption limit(QStringLiteral("limit"), tr("At most N runs (list)."), tr("N"));
    const QCommandLineOption from(QStringLiteral("from"), tr("The database to copy from (sync)."),
                                  tr("DB"));
    const QCommandLineOption to(QStringLiteral("to"), tr("The database to copy to (sync)."),
                                tr("DB"));
    p.addOptions({output, device, host, tag, limit, from, to});
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    QStringList pos = p.positionalArguments();
    if (pos.isEmpty())
        return ctx.fail(ExitUsage, name(),
                        tr("say what to do: list, show, delete, export, import, tag or sync"));
    const QString action = pos.takeFirst();
    const QString command = name() + QLatin1Char(' ') + action;

    const auto expectArgs = [&](qsizetype min, qsizetype max) {
        return pos.size() >= min && (max < 0 || pos.size() <= max);
    };
    static const QStringList actions{QStringLiteral("list"),   QStringLiteral("show"),
                                     QStringLiteral("delete"), QStringLiteral("export"),
                                     QStringLiteral("import"), QStringLiteral("tag"),
                                     QStringLiteral("sync")};
    if (!actions.contains(action))
        return ctx.fail(
            ExitUsage, name(),
            tr("unknown action '%1': use list, show, delete, export, import, tag or sync")
                .arg(action));
    if ((action == QLatin1String("list") && !expectArgs(0, 0))
        || (action == QLatin1String("show") && !expectArgs(1, 1))
        || (action == QLatin1String("delete") && !expectArgs(1, -1))
        || (action == QLatin1String("export") && !expectArgs(1, -1))
        || (action == QLatin1String("import") && !expectArgs(1, -1))
        || (action == QLatin1String("tag") && !expectArgs(2, 2))
        || (action == QLatin1String("sync") && !expectArgs(0, 0)))
        return ctx.fail(ExitUsage, command,
                        tr("wrong number of arguments; see 'roofline runs --help'"));
    if (action == QLatin1String("export") && !p.isSet(output))
        return ctx.fail(ExitUsage, command, tr("-o FILE.json: say where to write the bundle"));
    int limitValue = -1;
    if (p.isSet(limit)) {
        bool ok = false;
        limitValue = p.value(limit).toInt(&ok);
        if (!ok || limitValue < 1)
            return ctx.fail(ExitUsage, QStringLiteral("--limit"), tr("must be a positive number"));
    }

    if (action == QLatin1String("sync"))
        return sync(p.value(from), p.value(to), ctx);

    // A file path or a postgresql:// URL; DatabaseOpener::open tells them apart.
    const QString path =
        ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath;
    const auto db = storage::DatabaseOpener::open(path);
    if (!db)
        return ctx.fail(ExitFailure, command, db.error());
    storage::RunRepository repo(*db);

    if (action == QLatin1String("list")) {
        storage::RunFilter filter;
        filter.device = p.value(device);
        filter.host = p.value(host);
        filter.tag = p.value(tag);
        filter.limit = limitValue;
        const auto runs = repo.list(filter);
        if (!runs)
            return ctx.fail(ExitFailure, command, runs.error());
        if (ctx.json) {
            QJsonArray a;
            for (const Run &r : *runs)
                a.append(summaryJson(r));
            ctx.printJson(a);
            return ExitOk;
        }
        TextTable table({tr("ID"), tr("UUID"), tr("Started (UTC)"), tr("Status"), tr("Device"),
                         tr("Host"), tr("Suite"), tr("Points")});
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
            s += tr("(no runs stored in %1)").arg(db->path());
        ctx.print(s);
        return ExitOk;
    }
    if (action == QLatin1String("show")) {
        const auto run = repo.find(pos.first());
        if (!run)
            return ctx.fail(ExitFailure, command, Error{run.error().message, {}, run.error().kind});
        if (ctx.json) {
            QJsonObject o = RunBundle::runToJson(*run);
            o.insert(QStringLiteral("id"), run->id);
            o.insert(QStringLiteral("app_version"), run->appVersion);
            // The stored status as it is, 'running' included (a bundle would say failed).
            o.insert(QStringLiteral("status"), Run::statusName(run->status));
            ctx.printJson(o);
            return ExitOk;
        }
        QString s = tr("Run %1  %2\n").arg(run->id).arg(run->uuid);
        s += tr("Status:   %1%2\n")
                 .arg(Run::statusText(run->status),
                      run->reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(run->reason));
        s +=
            tr("Started:  %1   Finished: %2\n")
                .arg(RunBundle::formatTime(run->startedAt), RunBundle::formatTime(run->finishedAt));
        s += tr("Device:   %1 (%2)\n").arg(run->device.name, run->device.id);
        s += tr("Host:     %1, %2, %3\n").arg(run->host.hostname, run->host.os, run->host.cpu);
        s += tr("Suite:    %1   Tags: %2\n").arg(run->suite, run->tags.join(QStringLiteral(", ")));
        if (!run->notes.isEmpty())
            s += tr("Notes:    %1\n").arg(run->notes);
        s += QLatin1Char('\n');
        TextTable table({tr("Probe"), tr("Metric"), tr("Level"), tr("Format"), tr("Kernel"),
                         tr("Working set"), tr("Value"), tr("N")});
        for (const Measurement &m : run->measurements)
            table.addRow({m.probe, m.metric, m.level, m.format, m.kernel,
                          m.workingSetBytes ? units::formatBytes(double(m.workingSetBytes), true)
                                            : QStringLiteral("—"),
                          formatValue(m.value, m.unit), QString::number(m.n)});
        s += table.toString();
        if (const QList<NotMeasuredCase> skipped = MeasuredStep::notMeasured(*run);
            !skipped.isEmpty()) {
            s += tr("\nNot measured:\n");
            for (const NotMeasuredCase &n : skipped)
                s += tr("  %1 %2 %3: %4\n").arg(n.probe, n.modelId, n.caseId, n.reason);
        }
        // Every warning the engine raised, what it means and the engine's own words.
        if (const QList<RunWarning> warnings = RunWarnings::of(*run); !warnings.isEmpty()) {
            s += tr("\nWarnings (%1):\n").arg(RunWarnings::tally(warnings));
            for (const RunWarning &w : RunWarnings::bySeverity(warnings))
                s += tr("  [%1] %2 (%3)\n      %4\n")
                         .arg(RunWarnings::kindLabel(RunWarnings::kindOf(w.code)),
                              RunWarnings::headline(w.code), w.source(), w.message);
        }
        ctx.print(s);
        return ExitOk;
    }
    if (action == QLatin1String("delete")) {
        QList<qint64> ids;
        for (const QString &key : std::as_const(pos)) {
            const auto id = repo.resolve(key);
            if (!id)
                return ctx.fail(ExitFailure, command,
                                Error{id.error().message, {}, id.error().kind});
            ids << *id;
        }
        QJsonArray deleted;
        for (qint64 id : std::as_const(ids)) {
            if (auto ok = repo.remove(id); !ok)
                return ctx.fail(ExitFailure, command, ok.error());
            deleted.append(id);
        }
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("deleted"), deleted}});
        else
            ctx.print(tr("deleted %n run(s)", nullptr, int(ids.size())));
        return ExitOk;
    }
    if (action == QLatin1String("export")) {
        const auto n = app::RunTransfer::exportRuns(*db, pos, p.value(output));
        if (!n)
            return ctx.fail(ExitFailure, command, Error{n.error().message, {}, n.error().kind});
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("file"), p.value(output)},
                                      {QStringLiteral("runs"), *n}});
        else
            ctx.print(tr("exported %n run(s) to %1", nullptr, *n).arg(p.value(output)));
        return ExitOk;
    }
    if (action == QLatin1String("import")) {
        // Bundles and report PDFs that carry one, as History's import takes them.
        const auto result = app::RunTransfer::importFiles(*db, pos);
        if (!result) {
            Error error = result.error();
            error.message = tr("%1\nNothing was imported.").arg(error.message);
            return ctx.fail(ExitFailure, command, error);
        }
        // On stderr in either form: what the import filled in or found odd, run by run.
        for (const QString &warning : result->warnings)
            ctx.progress(tr("warning: %1").arg(warning));
        if (ctx.json) {
            ctx.printJson(QJsonObject{
                {QStringLiteral("imported"), QJsonArray::fromStringList(result->imported)},
                {QStringLiteral("completed"), QJsonArray::fromStringList(result->completed)},
                {QStringLiteral("skipped"), QJsonArray::fromStringList(result->skipped)},
                {QStringLiteral("removed_spool_files"),
                 QJsonArray::fromStringList(result->removedSpoolFiles)},
                {QStringLiteral("warnings"), QJsonArray::fromStringList(result->warnings)}});
            return ExitOk;
        }
        QString s;
        for (const QString &file : result->removedSpoolFiles)
            s += tr("everything in %1 is stored; removed that spool file\n").arg(file);
        for (const QString &uuid : result->imported)
            s += tr("imported %1\n").arg(uuid);
        for (const QString &uuid : result->completed)
            s += tr("completed %1 (it was stored in part before)\n").arg(uuid);
        for (const QString &uuid : result->skipped)
            s += tr("already stored, nothing changed: %1\n").arg(uuid);
        s += tr("%n run(s) imported", nullptr, int(result->imported.size()));
        if (!result->completed.isEmpty())
            s += tr(", %n completed", nullptr, int(result->completed.size()));
        if (!result->skipped.isEmpty())
            s += tr(", %n already stored", nullptr, int(result->skipped.size()));
        ctx.print(s);
        return ExitOk;
    }
    // tag
    const auto id = repo.resolve(pos.at(0));
    if (!id)
        return ctx.fail(ExitFailure, command, Error{id.error().message, {}, id.error().kind});
    if (auto ok = repo.addTag(*id, pos.at(1)); !ok)
        return ctx.fail(ExitFailure, command, ok.error());
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("id"), *id}, {QStringLiteral("tag"), pos.at(1)}});
    else
        ctx.print(tr("run %1 tagged '%2'").arg(*id).arg(pos.at(1)));
    return ExitOk;
}

} // namespace roofline::cli
