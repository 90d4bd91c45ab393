// SPDX-License-Identifier: MIT
#include "cli/ImportCommand.h"

#include "app/PeerImports.h"
#include "cli/CliContext.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace roofline::cli {

namespace {

QJsonArray notesJson(const QList<importers::ImportNote> &notes) {
    QJsonArray out;
    for (const importers::ImportNote &n : notes)
        out.append(QJsonObject{{QStringLiteral("field"), n.field},
                               {QStringLiteral("message"), n.message}});
    return out;
}

} // namespace

QString ImportCommand::summary() const {
    return tr("store other benchmark tools' results (nccl-tests, nvbandwidth, …) as runs");
}

int ImportCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Reads the output of another benchmark tool and stores it as a run, marked with\n"
           "its tool: device '<tool>/<device>', probes '<tool>.<test>'. Tools: %1.\n"
           "The tool is detected from the content; --tool names it. Cells the tool did not\n"
           "measure (N/A, missing, unknown units) are listed as notes, never stored as zeros.\n"
           "Importing the same file again stores nothing new.")
            .arg(importers::PeerImport::toolIds().join(QStringLiteral(", "))));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("files"), tr("Output files of the tool."),
                            tr("FILE..."));
    const QCommandLineOption tool(QStringLiteral("tool"),
                                  tr("The tool that wrote the files (default: auto)."), tr("ID"));
    const QCommandLineOption host(QStringLiteral("host"),
                                  tr("The node the files come from, when they do not say."),
                                  tr("NAME"));
    const QCommandLineOption test(
        QStringLiteral("test"),
        tr("The test, when the output does not name it (nccl-tests: all_reduce, …)."), tr("NAME"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    tr("Read and check the files, store nothing."));
    p.addOptions({tool, host, test, dryRun});
    if (!p.parse(args))
        return ctx.fail(ExitUsage, name(), p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        ctx.print(p.helpText());
        return ExitOk;
    }
    const QStringList files = p.positionalArguments();
    if (files.isEmpty())
        return ctx.fail(ExitUsage, name(), tr("name the files to import"));
    app::PeerImports::Options options;
    options.tool = p.value(tool);
    options.host = p.value(host);
    options.test = p.value(test);
    if (p.isSet(host) && options.host.trimmed().isEmpty())
        return ctx.fail(ExitUsage, QStringLiteral("--host"), tr("must not be empty"));

    app::PeerImports::ImportResult result;
    if (p.isSet(dryRun)) {
        for (const QString &f : files) {
            auto file = app::PeerImports::read(f, options);
            if (!file)
                return ctx.fail(file.error().kind == ErrorKind::InvalidInput ? ExitUsage
                                                                             : ExitFailure,
                                name(), file.error());
            result.files.append(std::move(file).value());
        }
    } else {
        const auto db = ctx.openDatabase();
        if (!db)
            return ctx.fail(ExitFailure, name(), db.error());
        auto stored = app::PeerImports::importFiles(*db, files, options);
        if (!stored) {
            Error error = stored.error();
            error.message = tr("%1\nNothing was imported.").arg(error.message);
            return ctx.fail(error.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailure, name(),
                            error);
        }
        result = std::move(stored).value();
    }

    if (ctx.json) {
        QJsonArray out;
        for (const app::PeerImports::File &f : std::as_const(result.files)) {
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
        ctx.printJson(
            QJsonObject{{QStringLiteral("files"), out},
                        {QStringLiteral("dry_run"), p.isSet(dryRun)},
                        {QStringLiteral("imported"), QJsonArray::fromStringList(result.imported)},
                        {QStringLiteral("skipped"), QJsonArray::fromStringList(result.skipped)}});
        return ExitOk;
    }
    QString s;
    for (const app::PeerImports::File &f : std::as_const(result.files)) {
        s += tr("%1: %2 (%3)\n").arg(f.path, f.tool, f.format);
        for (const Run &r : f.runs)
            s += tr("  %1  %2 on %3, %n measurement(s)\n", nullptr, int(r.measurements.size()))
                     .arg(r.uuid, r.device.name, r.host.hostname);
        for (const importers::ImportNote &n : f.notes)
            s += tr("  note: %1: %2\n").arg(n.field, n.message);
    }
    if (p.isSet(dryRun))
        s += tr("dry run: nothing stored");
    else {
        s += tr("%n run(s) imported", nullptr, int(result.imported.size()));
        if (!result.skipped.isEmpty())
            s += tr(", %n already stored", nullptr, int(result.skipped.size()));
    }
    ctx.print(s);
    return ExitOk;
}

} // namespace roofline::cli
