// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <optional>

namespace roofline::usecases {

// The one choice of "the latest run" of a node, by what it is wanted for (issue 32). A run
// that holds nothing a page needs never stands for its node: a "complete" run with 0
// measurements (a probe subset that measured nothing, a run whose results were lost) is
// listed in History, greyed with why (emptyReason), and never chosen. Every reader goes
// through here: the Probe page's duration estimate, the calculator's and the Hardware page's
// runs, `roofline check` (Baselines), the fleet (FleetRepository applies the same rule in SQL:
// complete and measurement_count > 0) and so the fleet PDF.
class LatestRuns {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::LatestRuns)

public:
    enum class Purpose {
        Measured,     // complete, with at least one measurement
        QuickSuite,   // that, of the quick suite (the duration estimate)
        Bandwidth,    // that, with a main-memory (DRAM/HBM) bandwidth
        ComputePeaks, // that, with a FLOP/s peak
    };

    // Why `run` cannot stand for its node for `purpose`; empty when it can. A list row
    // (measurements not loaded) is judged by its measurementCount; what it measured
    // (Bandwidth, ComputePeaks) only once its measurements are loaded.
    static QString whyNot(const Run &run, Purpose purpose);
    // Why a run counts for nothing at all (no measurements), empty when it has some.
    static QString emptyReason(const Run &run);
    // The first run of `newestFirst` that serves `purpose`.
    static std::optional<Run> choose(const QList<Run> &newestFirst, Purpose purpose);
    // The newest run of `host` (and `device`: id, name or uuid, when given) that serves
    // `purpose`, whole (with its measurements); nullopt when there is none. Reads at most
    // `scan` candidates.
    static Result<std::optional<Run>> find(const storage::Database &database, const QString &host,
                                           const QString &device, Purpose purpose, int scan = 50);
};

} // namespace roofline::usecases
