// SPDX-License-Identifier: MIT
#include "cli/ImportCommand.h"

#include "cli/CliContext.h"
#include "usecases/PeerImports.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <variant>

namespace roofline::cli {

namespace {

QJsonArray notesJson(const QList<importers::ImportNote> &notes) {
    QJsonArray out;
    for (const importers::ImportNote &n : notes)
        out.append(QJsonObject{{QStringLiteral("field"), n.field},
                               {QStringLiteral("message"), n.message}});
    return out;
}

// `import --json`: each file with its runs and notes, and what was stored or skipped.
QJsonObject importJson(const usecases::PeerImports::ImportResult &result, bool dryRun) {
    QJsonArray out;
    for (const usecases::PeerImports::File &f : result.files) {
        QJsonArray runs;
        for (const Run &r : f.runs)
            runs.append(QJsonObject{{QStringLiteral("uuid"), r.uuid},
                                    {QStringLiteral("host"), r.host.hostname},
                                    {QStringLiteral("device_id"), r.device.id},
                                    {QStringLiteral("device"), r.device.name},
                                    {QStringLiteral("measurements"), r.measurements.size()}});
        out.append(QJsonObject{{QStringLiteral("file"), f.path},
                               {QStringLiteral("tool"), f.tool},
                               {QStringLiteral("format"), f.format},
                               {QStringLiteral("runs"), runs},
                               {QStringLiteral("notes"), notesJson(f.notes)}});
    }
    return QJsonObject{{QStringLiteral("files"), out},
                       {QStringLiteral("dry_run"), dryRun},
                       {QStringLiteral("imported"), QJsonArray::fromStringList(result.imported)},
                       {QStringLiteral("skipped"), QJsonArray::fromStringList(result.skipped)}};
}

QString importText(const usecases::PeerImports::ImportResult &result, bool dryRun) {
    QString s;
    for (const usecases::PeerImports::File &f : result.files) {
        s += ImportCommand::tr("%1: %2 (%3)\n").arg(f.path, f.tool, f.format);
        for (const Run &r : f.runs)
            s += ImportCommand::tr("  %1  %2 on %3, %n measurement(s)\n", nullptr,
                                   int(r.measurements.size()))
                     .arg(r.uuid, r.device.name, r.host.hostname);
        for (const importers::ImportNote &n : f.notes)
            s += ImportCommand::tr("  note: %1: %2\n").arg(n.field, n.message);
    }
    if (dryRun)
        return s + ImportCommand::tr("dry run: nothing stored");
    s += ImportCommand::tr("%n run(s) imported", nullptr, int(result.imported.size()));
    if (!result.skipped.isEmpty())
        s += ImportCommand::tr(", %n already stored", nullptr, int(result.skipped.size()));
    return s;
}

int exitFor(const Error &error) {
    return error.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailure;
}

// --dry-run: every file read and checked, nothing stored.
std::variant<usecases::PeerImports::ImportResult, int>
readOnly(const QStringList &files, const usecases::PeerImports::Options &options, CliContext &ctx,
         const QString &name) {
    usecases::PeerImports::ImportResult result;
    for (const QString &f : files) {
        auto file = usecases::PeerImports::read(f, options);
        if (!file)
            return ctx.fail(exitFor(file.error()), name, file.error());
        result.files.append(std::move(file).value());
    }
    return result;
}

// All files stored in one transaction, or none.
std::variant<usecases::PeerImports::ImportResult, int>
store(const QStringList &files, const usecases::PeerImports::Options &options, CliContext &ctx,
      const QString &name) {
    const auto db = ctx.openDatabase();
    if (!db)
        return ctx.fail(ExitFailure, name, db.error());
    auto stored = usecases::PeerImports::importFiles(*db, files, options);
    if (!stored) {
        Error error = stored.error();
        error.message = ImportCommand::tr("%1\nNothing was imported.").arg(error.message);
        return ctx.fail(exitFor(error), name, error);
    }
    return std::move(stored).value();
}

void addImportOptions(QCommandLineParser &p) {
    p.setApplicationDescription(
        ImportCommand::tr(
            "Reads the output of another benchmark tool and stores it as a run, marked with\n"
            "its tool: device '<tool>/<device>', probes '<tool>.<test>'. Tools: %1.\n"
            "The tool is detected from the content; --tool names it. Cells the tool did not\n"
            "measure (N/A, missing, unknown units) are listed as notes, never stored as zeros.\n"
            "Importing the same file again stores nothing new.")
            .arg(importers::PeerImport::toolIds().join(QStringLiteral(", "))));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("files"), ImportCommand::tr("Output files of the tool."),
                            ImportCommand::tr("FILE..."));
    p.addOptions({{QStringLiteral("tool"),
                   ImportCommand::tr("The tool that wrote the files (default: auto)."),
                   ImportCommand::tr("ID")},
                  {QStringLiteral("host"),
                   ImportCommand::tr("The node the files come from, when they do not say."),
                   ImportCommand::tr("NAME")},
                  {QStringLiteral("test"),
                   ImportCommand::tr(
                       "The test, when the output does not name it (nccl-tests: all_reduce, …)."),
                   ImportCommand::tr("NAME")},
                  {QStringLiteral("dry-run"),
                   ImportCommand::tr("Read and check the files, store nothing.")}});
}

} // namespace

QString ImportCommand::summary() const {
    return tr("store other benchmark tools' results (nccl-tests, nvbandwidth, …) as runs");
}

int ImportCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addImportOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const QStringList files = p.positionalArguments();
    if (files.isEmpty())
        return ctx.fail(ExitUsage, name(), tr("name the files to import"));
    usecases::PeerImports::Options options;
    options.tool = p.value(QStringLiteral("tool"));
    options.host = p.value(QStringLiteral("host"));
    options.test = p.value(QStringLiteral("test"));
    if (p.isSet(QStringLiteral("host")) && options.host.trimmed().isEmpty())
        return ctx.fail(ExitUsage, QStringLiteral("--host"), tr("must not be empty"));
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    const auto result =
        dryRun ? readOnly(files, options, ctx, name()) : store(files, options, ctx, name());
    if (const int *status = std::get_if<int>(&result))
        return *status;
    const auto &imported = std::get<usecases::PeerImports::ImportResult>(result);
    if (ctx.json)
        ctx.printJson(importJson(imported, dryRun));
    else
        ctx.print(importText(imported, dryRun));
    return ExitOk;
}

} // namespace roofline::cli
