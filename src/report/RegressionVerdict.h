#pragma once

#include "model/Run.h"
#include "model/analysis/RegressionCheck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace roofline {

// The words for a regression check, shared by the Fleet page, History, Compare and the fleet
// and comparison reports, so a finding reads the same wherever it is shown.
class RegressionVerdict {
    Q_DECLARE_TR_FUNCTIONS(roofline::RegressionVerdict)

public:
    // "cpu.bandwidth bandwidth DRAM read 1 GiB ×1: 3.1 TB/s → 2.85 TB/s (−8.1 %, noise 0.4 %)"
    static QString findingText(const RegressionFinding &finding);
    // One sentence: regressed or not, against what.
    static QString summary(const RegressionCheck::Result &result, int baselineRuns);
    // The summary, then up to `limit` regressions and improvements, one line each.
    static QStringList lines(const RegressionCheck::Result &result, int baselineRuns,
                             int limit = 8);
    // `roofline check --json`'s shape of one finding.
    static QJsonObject findingJson(const RegressionFinding &finding);

    // A node is a host and one of its devices (name and id), as the fleet view groups runs.
    static bool sameNode(const Run &a, const Run &b);

    // "This node over time": when 2 or more runs are all of one node, the newest of them
    // checked against the median of the earlier ones (RegressionCheck). Runs need their
    // measurements.
    struct NodeOverTime {
        Run latest;
        QList<Run> earlier; // newest first
        RegressionCheck::Result result;
    };
    static std::optional<NodeOverTime> nodeOverTime(const QList<Run> &runs);
};

} // namespace roofline
