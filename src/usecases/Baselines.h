// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/analysis/RegressionCheck.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QHash>

namespace roofline::usecases {

// Use case "pick a baseline and check a run against it": what `roofline check`, the Fleet
// page's flag and History's ⚑ all answer. A run's baseline is, figure by figure, the median of
// the newest N earlier complete runs of the same host and device that measured the figure
// undisturbed (RegressionCheck), "earlier" in the one order of a node's runs
// (RegressionCheck::earlier: start time, then the order stored), or one run the user names.
// Up to RegressionCheck::kSpreadFactor × N earlier runs are read, for the figures a short run
// left out and for the spread between runs.
class Baselines {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::Baselines)

public:
    // What to check: a run (id or uuid), or the latest complete run of a host and device.
    struct Request {
        QString run;
        QString host;
        QString device;   // id, name or uuid (cpu, cuda:0, …)
        QString baseline; // a run to compare against instead of the median of the last ones
        int last = 5;
    };
    struct Check {
        // Whether there was anything to check: `roofline check` exits differently for each
        // (docs/cli.md: 6 no complete run of the node, 5 nothing earlier to compare with).
        enum class Outcome { Checked, NoCompleteRun, NoEarlierRun };
        Outcome outcome = Outcome::Checked;
        QString why;         // for NoCompleteRun and NoEarlierRun: a sentence saying so
        Run latest;          // empty for NoCompleteRun
        QList<Run> baseline; // the history read, newest first; empty unless Checked
        RegressionCheck::Result result;
    };
    // Per run of a batch (History's ⚑ column).
    struct Flag {
        enum class State { NotChecked, NoBaseline, Ok, Regressed };
        State state = State::NotChecked;
        int baselineRuns = 0;           // a figure's median is of up to this many runs
        RegressionCheck::Result result; // findings only
    };

    // Up to `n` earlier complete runs of each run's node, newest first (runs without one map
    // to an empty list).
    static Result<QHash<qint64, QList<qint64>>> previousRuns(const storage::Database &database,
                                                             const QList<qint64> &runIds, int n);
    // `roofline check`: NotFound when the run or baseline named does not exist; a Check whose
    // outcome says so when the node has no complete run or the run nothing earlier.
    static Result<Check> check(const storage::Database &database, const Request &request);
    // Each run of `runIds` against its previous `history` runs, in a few grouped queries.
    static Result<QHash<qint64, Flag>> flags(const storage::Database &database,
                                             const QList<qint64> &runIds, int history);

    // Runs side by side (Compare, the comparison report, `roofline compare`): the index of the
    // run the others are divided by — the one named by `chosenId` when it is among them, else
    // the earliest (RegressionCheck::earlier), so a later run that got worse reads "worse".
    // -1 for no runs.
    static int comparisonBaseline(const QList<Run> &runs, qint64 chosenId = 0);
    // "This node over time": of `listed` (no measurements needed), the ids of the newest
    // `max` complete runs of `reference`'s node (host and device: the GPU's UUID where it has
    // one, else its name), in the order listed. Cancelled, failed and running runs measured
    // only part of the suite and are left out.
    static QList<qint64> nodeRuns(const QList<Run> &listed, const Run &reference, int max);
    static bool sameNode(const Run &a, const Run &b);

private:
    // check()'s jobs: the run to check (0: the node has no complete run that measured
    // something), and the runs it is checked against.
    static Result<qint64> latestRunId(const storage::Database &database, const Request &request);
    static Result<QList<qint64>> baselineRunIds(const storage::Database &database,
                                                const Request &request, qint64 latestId);
};

} // namespace roofline::usecases
