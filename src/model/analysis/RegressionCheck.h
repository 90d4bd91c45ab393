// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/analysis/RunComparison.h"

#include <QList>
#include <QString>

namespace roofline {

// One figure of the latest run judged against its baseline: the effect (relative change), the
// interval it lies in given the figure's noise, and the verdict.
struct RegressionFinding {
    // Slower and faster are worse and better: for a latency a higher value is slower.
    enum class Verdict { Same, Faster, Slower, Uncertain };
    // Why a figure is Uncertain.
    enum class Why {
        None,
        Disturbed,    // the latest point was disturbed by other work (its interference flag)
        TooNoisy,     // the interval is wider than RegressionCheck::Options::resolvable
        NoiseUnknown, // no statistics and too few runs to estimate a spread; beyond the floor
        // Every earlier point of the figure was disturbed: there is no baseline to judge it
        // against (`baseline` is the median of those disturbed points, for reference only).
        BaselineDisturbed,
    };

    MeasurementKey key;
    QString unit;
    double baseline = 0; // headline, SI: the median of the baseline runs that have the figure
    double latest = 0;
    double change = 0; // the effect, relative: latest / baseline − 1
    double noise = 0;  // relative standard deviation of `change` the verdict was judged against
    double low = 0;    // the interval of `change`: change ± k · noise
    double high = 0;
    int baselineRuns = 0;     // runs the baseline median is of (newest `last` with the figure)
    int spreadRuns = 0;       // runs the spread between runs was estimated from
    int disturbedLeftOut = 0; // baseline points left out because they were disturbed
    Verdict verdict = Verdict::Same;
    Why why = Why::None;
    bool worse = false; // verdict == Slower
};

// Catching a machine that has degraded: the latest run of a host and device against its own
// history, figure by figure. Each figure's baseline is the median of the newest `last` earlier
// runs that measured it undisturbed (a short `--only` run never hides a figure it did not
// measure), and its noise the larger of the runs' own noise (stddev of the samples over their
// mean) and the spread between runs (a robust scale of up to kSpreadFactor × `last` runs,
// widened by the Student t quantile of its degrees of freedom: few runs, wide interval).
// docs/design.md "Regression verdicts" derives the rule and the measured false-positive rate.
class RegressionCheck {
public:
    // History runs read per figure for the spread between runs: 3 × `last`.
    static constexpr int kSpreadFactor = 3;

    struct Options {
        int last = 5;          // the baseline median is of the newest `last` runs with the figure
        SignificanceRule rule; // k (the interval is change ± k σ) and the floor
        // An interval wider than ± this cannot tell a change this large from noise: a figure
        // that is not significantly different is then Uncertain, not Same.
        double resolvable = 0.10;
        // Earlier runs a figure needs before a change can be slower or faster: one run tells
        // nothing of how the figure moves from run to run, and its own samples understate it
        // (a busy 2-core node moved L1 figures 40-60 % between runs whose samples agreed
        // within 4 %), so `check` and the fleet say uncertain (noise unknown) instead. `compare`
        // of two chosen runs sets 1: those runs' samples are all there is, and it says so.
        int minSpreadRuns = 2;
        // One run is many figures judged at once: with each at ± k alone, a healthy node of 140
        // figures would read slower somewhere by noise in about one check of three. So k is
        // widened for m judged figures (studentT::familyWise, Bonferroni) to keep the chance
        // that any of them is called faster or slower by noise alone at one figure's (0.27 %
        // for k = 3). Off: each figure on its own at ± k.
        bool familyWise = true;
    };

    struct Result {
        Run baseline; // the chosen run, or the synthetic per-figure median run
        QList<RegressionFinding> regressions;  // Slower, largest change first
        QList<RegressionFinding> improvements; // Faster, largest change first
        QList<RegressionFinding> uncertain;    // Uncertain, largest change first
        // Every compared figure, in the latest run's order; a figure whose every earlier point
        // was disturbed is among them, Uncertain (BaselineDisturbed), never left out silently.
        QList<RegressionFinding> figures;
        int compared = 0; // figures.size()
        // The interval's multiplier the figures were judged with (Options::familyWise: k
        // widened for `judged` figures judged together).
        double k = 0;
        int judged = 0; // figures with a baseline to judge against (not baseline-disturbed)
        bool regressed() const { return !regressions.isEmpty(); }
    };

    // Per key measured undisturbed by any of `runs` (newest first): the median headline of the
    // newest `last` runs that have it (all of them when `last` ≤ 0), with the noise described
    // above as its stddev.
    static Run medianBaseline(const QList<Run> &runs, int last = 0);
    // `history`: earlier runs of the node, any order (sorted newest first here).
    static Result check(const Run &latest, const QList<Run> &history, const Options &options);
    // Every run of `baselineRuns` counts for the median (last = their number).
    static Result check(const Run &latest, const QList<Run> &baselineRuns,
                        const SignificanceRule &rule = {});

    // A relative scale of `values` robust to a lone outlier and not fooled by a lucky cluster:
    // the larger of 1.4826 × MAD and the standard deviation (of seven values or more, without the
    // farthest point when it lies beyond 5 MAD), over the median. 0 for fewer than 2 values.
    static double spread(const QList<double> &values);
    // A measurement the engine flagged as disturbed by other work.
    static bool disturbed(const Measurement &m);

    // The one order of a node's runs in time, which every baseline follows (usecases::Baselines,
    // FleetRepository's SQL, "this node over time"): by start time, and for runs started at
    // the same moment by id, the order they were stored. So of two runs started together the
    // later-stored one is judged against the other, never the reverse, nor each against each.
    static bool earlier(const Run &a, const Run &b) {
        return a.startedAt != b.startedAt ? a.startedAt < b.startedAt : a.id < b.id;
    }
};

} // namespace roofline
