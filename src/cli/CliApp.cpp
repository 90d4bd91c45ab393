// SPDX-License-Identifier: MIT
#include "cli/CliApp.h"

#include "cli/AnalysisCommands.h"
#include "cli/CatalogCommand.h"
#include "cli/CliContext.h"
#include "cli/FleetCommand.h"
#include "cli/ImportCommand.h"
#include "cli/KernelsCommand.h"
#include "cli/ModelCommand.h"
#include "cli/ProbeCommand.h"
#include "cli/RunsCommand.h"
#include "i18n/Translations.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QProcessEnvironment>
#include <optional>

namespace roofline::cli {

CliApp::CliApp() {
    m_commands.push_back(std::make_unique<CatalogCommand>());
    m_commands.push_back(std::make_unique<DevicesCommand>());
    m_commands.push_back(std::make_unique<ProbeCommand>());
    m_commands.push_back(std::make_unique<ModelCommand>());
    m_commands.push_back(std::make_unique<RunsCommand>());
    m_commands.push_back(std::make_unique<ImportCommand>());
    m_commands.push_back(std::make_unique<KernelsCommand>());
    m_commands.push_back(std::make_unique<CompareCommand>());
    m_commands.push_back(std::make_unique<CheckCommand>());
    m_commands.push_back(std::make_unique<FleetCommand>());
    m_commands.push_back(std::make_unique<ReportCommand>());
}

CliApp::~CliApp() = default;

QString CliApp::usage() const {
    QString text = tr("Usage: roofline [--db PATH] [--json] [--lang CODE] COMMAND [OPTIONS]\n\n"
                      "Measure and explain the roofline of this machine's GPUs and CPU.\n\n"
                      "Commands:\n");
    for (const auto &c : m_commands)
        text += QStringLiteral("  %1 %2\n").arg(c->name(), -10).arg(c->summary());
    text += tr("\nGlobal options:\n"
               "  --db PATH      the database (default: ROOFLINE_DB or the app-data folder)\n"
               "  --json         machine-readable output on stdout (one JSON document)\n"
               "  --lang CODE    user-interface language (en, de, zh_CN)\n"
               "  -h, --help     this help, or a command's help after its name\n"
               "  --version      the version\n\n"
               "Run 'roofline COMMAND --help' for a command's options.\n");
    return text;
}

namespace {

// The options before the command: --json, --db, --lang, --version, --help.
struct GlobalOptions {
    QStringList rest;     // the command and its own arguments
    QString databaseFrom; // what named the database: ROOFLINE_DB, --db, or nothing
    bool help = false;
    bool emptyDatabase = false;
};

// Reads the global options into `ctx` and `g`; the exit status when that is all (--version,
// a usage error already reported).
std::optional<int> readGlobalOptions(const QStringList &arguments, CliContext &ctx,
                                     GlobalOptions &g) {
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        const auto takeValue = [&](QString *into) {
            if (a.contains(QLatin1Char('='))) {
                *into = a.section(QLatin1Char('='), 1);
                return true;
            }
            if (i + 1 >= arguments.size())
                return false;
            *into = arguments.at(++i);
            return true;
        };
        if (a == QLatin1String("--json")) {
            ctx.json = true;
        } else if (a == QLatin1String("--db") || a.startsWith(QLatin1String("--db="))) {
            if (!takeValue(&ctx.databasePath))
                return ctx.fail(ExitUsage, QStringLiteral("--db"), CliApp::tr("needs a path"));
            // `--db "$UNSET_VARIABLE"` must not quietly mean the default database (said
            // below, once the language is known).
            g.emptyDatabase = ctx.databasePath.trimmed().isEmpty();
            g.databaseFrom = QStringLiteral("--db");
        } else if (a == QLatin1String("--lang") || a.startsWith(QLatin1String("--lang="))) {
            if (!takeValue(&ctx.language))
                return ctx.fail(ExitUsage, QStringLiteral("--lang"),
                                CliApp::tr("needs a language code"));
        } else if (a == QLatin1String("--version") && g.rest.isEmpty()) {
            ctx.print(QStringLiteral("roofline %1 (Qt %2)")
                          .arg(QLatin1String(ROOFLINE_VERSION), QLatin1String(qVersion())));
            return int(ExitOk);
        } else if ((a == QLatin1String("--help") || a == QLatin1String("-h")) && g.rest.isEmpty()) {
            g.help = true;
        } else {
            g.rest << a;
        }
    }
    return std::nullopt;
}

} // namespace

int CliApp::run(const QStringList &arguments) {
    CliContext ctx;
    // An empty ROOFLINE_DB is as good as none; an empty --db is a mistake (below).
    ctx.databasePath =
        QProcessEnvironment::systemEnvironment().value(QStringLiteral("ROOFLINE_DB"));
    GlobalOptions g;
    g.databaseFrom = ctx.databasePath.isEmpty() ? QString() : QStringLiteral("ROOFLINE_DB");
    if (const auto status = readGlobalOptions(arguments, ctx, g))
        return *status;
    const QStringList &rest = g.rest;
    if (!ctx.language.isEmpty() && !Translations::install(ctx.language))
        return ctx.fail(
            ExitUsage, QStringLiteral("--lang"),
            tr("no translation '%1'; available: %2")
                .arg(ctx.language, Translations::available().join(QStringLiteral(", "))));
    if (g.emptyDatabase)
        return ctx.fail(ExitUsage, QStringLiteral("--db"),
                        tr("is empty; give a database file or a "
                           "postgresql://user@host:port/dbname URL (leave --db out for "
                           "the default)"));
    if (rest.isEmpty()) {
        ctx.print(usage());
        return g.help ? ExitOk : ExitUsage;
    }
    // A location that looks like a URL is one: if it does not parse, say so now rather than
    // create an SQLite file named like it (POSTGRESQL://…, postgresql:/host/db).
    if (!ctx.databasePath.isEmpty() && storage::SqlDialect::isUrl(ctx.databasePath)) {
        if (const auto url = storage::SqlDialect::parseUrl(ctx.databasePath); !url)
            return ctx.fail(ExitUsage, g.databaseFrom, url.error());
    }
    for (const auto &c : m_commands) {
        if (c->name() == rest.first())
            return c->run(rest, ctx);
    }
    return ctx.fail(ExitUsage, rest.first(),
                    tr("unknown command; run 'roofline --help' for the list"));
}

} // namespace roofline::cli
