// SPDX-License-Identifier: MIT
#include "cli/FleetCommand.h"

#include "cli/AnalysisCommands.h"
#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "report/FleetPeers.h"
#include "report/FleetReport.h"
#include "report/RegressionVerdict.h"
#include "usecases/Fleet.h"
#include "usecases/Reports.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace roofline::cli {

namespace {

// Keeps the columns aligned: long names lose their middle, where the model number rarely is.
QString elided(const QString &text, int width) {
    if (text.size() <= width)
        return text;
    const int keep = width - 1;
    return text.left(keep - keep / 2) + QStringLiteral("…") + text.right(keep / 2);
}
// "P23 of 112 runs" for the memory bandwidth among the node's peers, "—" without peers.
QString memoryAmongPeers(const FleetRow &row) {
    for (const PeerFigure &f : row.peers) {
        if (f.figure == QLatin1String("memory"))
            return FleetPeers::percentileText(f);
    }
    return QStringLiteral("—");
}
void addFleetOptions(QCommandLineParser &p) {
    p.setApplicationDescription(FleetCommand::tr(
        "The fleet view: one row per host and device with its latest complete run, the "
        "headline figures (memory bandwidth, peak FLOP/s), the fraction of the matched GPU "
        "spec, a trend arrow and a regression flag. The latest run is checked against the "
        "median of the previous N complete runs (--last, default 5) as 'roofline check' "
        "does, and ranked among the nodes of the same hardware and build: a node far below "
        "its peers (robust z-score ≤ −3.5 and 5 % below their median) is marked DRAIN with "
        "the reason. -o writes the fleet report: .pdf, .html, .csv or .json by suffix."));
    p.addHelpOption();
    CheckCommand::addLastOption(p);
    p.addOption(
        {QStringLiteral("flagged"),
         FleetCommand::tr("list only nodes that regressed or are outliers among their peers")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 FleetCommand::tr("write the fleet report to FILE"),
                 QStringLiteral("FILE")});
}

// One node's row of the table.
QStringList fleetCells(const FleetRow &r, const QLocale &locale, const DisplayUnits &units) {
    const FleetEntry &e = r.entry;
    return {
        e.host,
        elided(FleetReport::deviceLabel(e), 34),
        e.latestAt.isValid() ? e.latestAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                   + (r.shortLatest ? FleetCommand::tr(" (short)") : QString())
                             : FleetCommand::tr("none complete"),
        e.memoryBandwidth > 0 ? units.format(DisplayUnits::Quantity::Bandwidth, e.memoryBandwidth)
                              : QStringLiteral("—"),
        r.bandwidthOfSpec ? locale.toString(*r.bandwidthOfSpec * 100, 'f', 0) + QStringLiteral("%")
                          : QStringLiteral("—"),
        memoryAmongPeers(r),
        FleetReport::trendSymbol(r.trend),
        FleetReport::flagCell(r)};
}

// The indented lines below a node's row: why it is flagged, what could not be told.
QString fleetFindings(const FleetRow &r) {
    QStringList lines;
    if (r.shortLatest)
        lines << FleetCommand::tr("    the latest run is a short one: figures it did not "
                                  "measure are from earlier runs\n");
    if (const FleetEntry &e = r.entry;
        e.unfinishedRunId > 0 && e.unfinishedStatus == Run::Status::Abandoned)
        lines << FleetCommand::tr("    run %1 abandoned: its process stopped while measuring (no "
                                  "heartbeat for longer than the lease); what it stored is kept\n")
                     .arg(e.unfinishedRunId);
    else if (e.unfinishedRunId > 0)
        lines << FleetCommand::tr("    run %1 is running (started %2)\n")
                     .arg(e.unfinishedRunId)
                     .arg(
                         e.unfinishedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    for (const PeerFigure &f : r.peers) {
        if (f.outlier)
            lines << FleetCommand::tr("    drain: %1 (%2)\n")
                         .arg(FleetPeers::reasonText(f), FleetPeers::percentileText(f));
    }
    if (r.flag == FleetRow::Flag::Regressed) {
        for (const RegressionFinding &f : r.check.regressions.mid(0, 5))
            lines << QStringLiteral("    %1\n").arg(RegressionVerdict::findingText(f));
    }
    if (!r.check.uncertain.isEmpty())
        lines << FleetCommand::tr(
            "    %n measurement(s) uncertain (too noisy or disturbed to tell)\n", nullptr,
            int(r.check.uncertain.size()));
    return lines.join(QString());
}

// Human output: one line per node (columns padded by terminal width, so translated CJK
// headers line up), the findings of flagged ones indented below.
QString fleetText(const QList<FleetRow> &rows, int last) {
    const QLocale locale;
    TextTable table({FleetCommand::tr("HOST"), FleetCommand::tr("DEVICE"),
                     FleetCommand::tr("LATEST"), FleetCommand::tr("MEMORY BW"),
                     FleetCommand::tr("SPEC"), FleetCommand::tr("AMONG PEERS"),
                     FleetCommand::tr("TREND"), FleetCommand::tr("FLAG")});
    const DisplayUnits units;
    int flagged = 0;
    QStringList findings;
    for (const FleetRow &r : rows) {
        table.addRow(fleetCells(r, locale, units));
        if (r.flag == FleetRow::Flag::Regressed || r.drain)
            ++flagged;
        findings << fleetFindings(r);
    }
    const QStringList tableLines = table.toString().split(QLatin1Char('\n'));
    QString s = tableLines.value(0) + QLatin1Char('\n');
    for (qsizetype i = 0; i < findings.size(); ++i)
        s += tableLines.value(i + 1) + QLatin1Char('\n') + findings.at(i);
    s += FleetCommand::tr(
             "%n node(s), %1 flagged (latest run against the median of up to %2 earlier runs "
             "per measurement, and against the nodes of the same hardware and build)",
             nullptr, int(rows.size()))
             .arg(flagged)
             .arg(last);
    return s;
}

} // namespace

QString FleetCommand::summary() const {
    return tr("every node's latest run, % of spec, trend and regression flag");
}

int FleetCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    addFleetOptions(p);
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const auto lastOrError = CheckCommand::lastRuns(p);
    if (!lastOrError)
        return ctx.fail(ExitUsage, name(), lastOrError.error());
    const int last = *lastOrError;
    const bool toFile = p.isSet(QStringLiteral("output"));
    if (toFile && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ctx.fail(ExitFailure, name(), tr("reports need the Qt GUI libraries"));

    const auto db = ctx.openDatabase();
    if (!db)
        return ctx.fail(ExitFailure, name(), db.error());
    // The Fleet page's use case, with progress between slices of nodes.
    auto loaded = usecases::Fleet::load(*db, last, [&ctx](qsizetype done, qsizetype total) {
        if (total > usecases::Fleet::kNodesPerSlice)
            ctx.progress(tr("checking nodes %1–%2 of %3")
                             .arg(done + 1)
                             .arg(std::min(done + usecases::Fleet::kNodesPerSlice, total))
                             .arg(total));
    });
    if (!loaded)
        return ctx.fail(ExitFailure, name(), loaded.error());
    QList<FleetRow> rows = std::move(loaded).value();
    if (p.isSet(QStringLiteral("flagged")))
        rows = usecases::Fleet::flaggedOnly(rows);

    if (toFile) {
        const auto written = usecases::Reports::write(usecases::Fleet::report(rows, last),
                                                      p.value(QStringLiteral("o")));
        if (!written)
            return ctx.fail(ExitFailure, name(), written.error());
        if (ctx.json)
            ctx.printJson(
                QJsonObject{{QStringLiteral("files"), QJsonArray::fromStringList(*written)}});
        else
            ctx.print(written->join(QLatin1Char('\n')));
        return ExitOk;
    }
    if (ctx.json) {
        ctx.printJson(QJsonDocument::fromJson(usecases::Fleet::report(rows, last).json).object());
        return ExitOk;
    }
    ctx.print(fleetText(rows, last));
    return ExitOk;
}

} // namespace roofline::cli
