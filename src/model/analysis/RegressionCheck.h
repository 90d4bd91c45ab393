// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/analysis/RunComparison.h"

#include <QList>
#include <QString>

namespace roofline {

// One measurement that moved beyond its noise between a baseline and the latest run.
struct RegressionFinding {
    MeasurementKey key;
    QString unit;
    double baseline = 0; // headline, SI
    double latest = 0;
    double change = 0; // relative: latest / baseline − 1
    double noise = 0;  // combined relative noise the change was judged against
    bool worse = false;
};

// Catching a machine that has degraded: the latest run of a host and device against a
// baseline — one chosen run, or the per-measurement median of the last N runs, whose spread
// across runs counts as noise too (a probe that wobbles from run to run must not page anyone).
class RegressionCheck {
public:
    struct Result {
        Run baseline; // the chosen run, or the synthetic median run
        QList<RegressionFinding> regressions;
        QList<RegressionFinding> improvements;
        int compared = 0; // measurements present in both
        bool regressed() const { return !regressions.isEmpty(); }
    };

    // Per key present in at least half of `runs`: the median headline, and a noise that is the
    // larger of the runs' own median noise and the spread between runs (1.4826 × MAD).
    static Run medianBaseline(const QList<Run> &runs);
    static Result check(const Run &latest, const QList<Run> &baselineRuns,
                        const SignificanceRule &rule = {});
    // The one order of a node's runs in time, which every baseline follows (app::Baselines,
    // FleetRepository's SQL, "this node over time"): by start time, and for runs started at
    // the same moment by id, the order they were stored. So of two runs started together the
    // later-stored one is judged against the other, never the reverse, nor each against each.
    static bool earlier(const Run &a, const Run &b) {
        return a.startedAt != b.startedAt ? a.startedAt < b.startedAt : a.id < b.id;
    }
};

} // namespace roofline
