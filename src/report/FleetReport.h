// SPDX-License-Identifier: MIT
#pragma once

#include "model/FleetEntry.h"
#include "model/HardwareProfile.h"
#include "model/analysis/RegressionCheck.h"
#include "report/DisplayUnits.h"
#include "report/RegressionVerdict.h"
#include "report/ReportDocument.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QStringList>
#include <functional>
#include <optional>

namespace roofline {

// One headline figure of a node among its peers: nodes of the same hardware (device model:
// the GPU's or the CPU's model string) measured by the same build (app version), FleetPeers.
struct PeerFigure {
    QString figure;        // "memory" (main-memory bandwidth) or a number format ("fp64")
    double value = 0;      // the node's latest run, SI
    double peerMedian = 0; // median of the peers' latest runs (the node included)
    int peers = 0;         // nodes in the group that measured the figure (the node included)
    double deviation = 0;  // value / peerMedian − 1
    double madZ = 0;       // robust z-score: (value − median) / (1.4826 × MAD); 0 when MAD is 0
    double percentile = 0; // share of the group's recent runs at or below the value, 0–1
    int runs = 0;          // the group's recent runs the percentile is of
    bool outlier = false;  // far below its peers: drain it
};

// One node of the fleet judged: its FleetEntry (model/FleetEntry.h, a plain value the use-case
// layer hands over; the report never reads the database), the spec it is held against, the
// headline trend and the regression flag.
struct FleetRow {
    enum class Trend { None, Up, Down, Steady };
    enum class Flag { Pending, NoBaseline, Ok, Regressed };

    FleetEntry entry;
    std::optional<HardwareProfile> spec; // none for a CPU or an unknown GPU
    std::optional<double> bandwidthOfSpec;
    QMap<QString, double> peakOfSpec; // format → measured ÷ spec

    // The latest run's headline figures against the median of the previous runs' (entry.recent).
    Trend trend = Trend::None;
    RegressionCheck::Result trendCheck;

    // The whole latest run against the median of the previous runs: `roofline check --last N`.
    Flag flag = Flag::Pending;
    RegressionCheck::Result check; // findings only: the median run's measurements are dropped

    // The headline figures against the node's peers (FleetPeers::judge); `drain` when one is a
    // low outlier, whatever the node's own history says (a node with none is judged too).
    QList<PeerFigure> peers;
    bool drain = false;

    // The latest run measured well under half of what the node's earlier runs did (`--only`):
    // the headline figures it lacks are taken from the newest earlier run that has them
    // (figure → run id), never shown as "—".
    bool shortLatest = false;
    QMap<QString, qint64> headlineFrom;

    // Each figure's baseline is the median of the newest `last` of them that measured it
    // (0: all); entry.recent holds up to RegressionCheck::kSpreadFactor × last earlier runs.
    int last = 0;

    // The runs the latest is judged against, newest first.
    QList<qint64> baselineRunIds() const;
    // How many runs a figure's median is of at most: `last`, or fewer when fewer were read.
    int medianRuns() const;
};

struct FleetReportOptions {
    int history = 5; // previous runs whose median is the baseline
    DisplayUnits units;
    QDateTime generatedAt = QDateTime::currentDateTimeUtc();
};

// The fleet view as data and as a report: one row per host × device with the latest complete
// run, its headline figures, the fraction of spec, a trend arrow and the regression flag.
class FleetReport {
    Q_DECLARE_TR_FUNCTIONS(roofline::FleetReport)

public:
    // The formats with a column of their own; every other peak is in the details.
    static const QStringList &mainFormats();

    // The spec a node is judged by: a user GPU profile named exactly like the device, else the
    // catalog GPU MeasuredProfile::matchCatalog picks (as the hardware report does). A CPU has
    // none.
    static std::optional<HardwareProfile> matchSpec(const FleetEntry &entry,
                                                    const QList<HardwareProfile> &userGpus);
    // Spec fractions and trend from the entry alone (summary(history) filled entry.recent); the
    // flag is Pending until applyCheck(), or NoBaseline when there is nothing to check.
    static FleetRow evaluate(const FleetEntry &entry, const QList<HardwareProfile> &userGpus = {},
                             const SignificanceRule &rule = {}, int last = 0);
    // The flag: `latest` (with all its measurements) against the median of `baseline`.
    static void applyCheck(FleetRow &row, const Run &latest, const QList<Run> &baseline,
                           const SignificanceRule &rule = {});
    // Flags rows [from, to): their latest and baseline runs come through `load` (in the app and
    // the CLI: FleetRepository::runs), one call for the whole slice. Callers pick slices small
    // enough to hold those runs in memory, and report progress between them.
    using RunLoader = std::function<Result<QHash<qint64, Run>>(const QList<qint64> &ids)>;
    static Result<void> checkRows(QList<FleetRow> &rows, qsizetype from, qsizetype to,
                                  const RunLoader &load, const SignificanceRule &rule = {});

    // "NVIDIA H100 80GB HBM3 · cuda:1": hosts with several GPUs have a row per GPU. A CPU is
    // named alone.
    static QString deviceLabel(const FleetEntry &entry);
    static QString trendSymbol(FleetRow::Trend trend); // ↑ ↓ → or empty
    static QString trendText(FleetRow::Trend trend);
    static QString flagText(FleetRow::Flag flag);
    // The flag as every front end shows it (the Fleet page, `roofline fleet`, the report):
    // "⚑ regressed, DRAIN · 3 uncertain". A drain and the figures that could not be told are
    // said beside the flag, never only in the details.
    static QString flagCell(const FleetRow &row);
    static QString flagKey(FleetRow::Flag flag); // JSON: pending | no-baseline | ok | regressed
    // What the details pane and the tooltips show: spec, every peak, trend and flag findings.
    static QStringList details(const FleetRow &row, const DisplayUnits &units = {});
    // The same lines with their kinds (the facts and the trend are Info), for views that colour
    // the findings.
    static QList<VerdictLine> detailLines(const FleetRow &row, const DisplayUnits &units = {});

    static QJsonObject rowJson(const FleetRow &row);
    static ReportDocument build(const QList<FleetRow> &rows,
                                const FleetReportOptions &options = {});

private:
    // What the overview counts: distinct hosts, stored runs, regressed, trending down, not
    // checked yet.
    struct FleetCounts {
        qsizetype hosts = 0;
        qint64 runs = 0;
        int regressed = 0, drained = 0, down = 0, pending = 0;
    };
    static FleetCounts countFleet(const QList<FleetRow> &rows);
    // build() by job: the overview, the node table and its rows, the findings of the nodes
    // that regressed or are to be drained.
    static void addOverview(ReportDocument &doc, const QList<FleetRow> &rows,
                            const FleetCounts &counts, const FleetReportOptions &options);
    static ReportTable nodeTable(const QList<FleetRow> &rows, const DisplayUnits &units);
    static void addNodeRow(ReportTable &t, const FleetRow &r, const DisplayUnits &units);
    static void addFlaggedNodes(ReportDocument &doc, const QList<FleetRow> &rows);
};

} // namespace roofline
