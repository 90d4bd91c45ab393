// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "model/analysis/RunComparison.h"
#include "report/DisplayUnits.h"
#include "report/RegressionVerdict.h"
#include "report/ReportDocument.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace roofline {

struct ComparisonReportOptions {
    int baseline = 0;
    QStringList labels; // one per run; empty: device · date
    SignificanceRule rule;
    std::optional<HardwareProfile> spec; // drawn dashed on the overlaid charts
    DisplayUnits units;
    bool onlySignificantRows = false; // the ratio table lists every matched row by default
};

// Composes the comparison report of 2–12 runs: overlaid charts, the ratio table against the
// baseline with beyond-noise differences flagged, and wins and losses per run. All runs'
// bundles are attached as one bundle file.
class ComparisonReport {
    Q_DECLARE_TR_FUNCTIONS(roofline::ComparisonReport)

public:
    static ReportDocument build(const QList<Run> &runs,
                                const ComparisonReportOptions &options = {});
    static QStringList labelsFor(const QList<Run> &runs);

private:
    // build() by job: the cover, the node over time, the ratio table, the overlaid charts.
    static void addCover(ReportDocument &doc, const QList<Run> &runs, const QStringList &labels,
                         int baseline);
    static void addNodeOverTime(ReportDocument &doc, const RegressionVerdict::NodeOverTime &node);
    static ReportTable ratioTable(const RunComparison &cmp, int runCount, int baseline,
                                  const ComparisonReportOptions &options);
    static void addOverlaidCharts(ReportDocument &doc, const QList<Run> &runs,
                                  const QStringList &labels,
                                  const ComparisonReportOptions &options);
};

} // namespace roofline
