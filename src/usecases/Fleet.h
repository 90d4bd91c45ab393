// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "report/FleetReport.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <functional>

namespace roofline::usecases {

// Use case "load the fleet": one row per host × device with its latest complete run, the
// headline figures, % of spec, the trend and the regression flag. The Fleet page and
// `roofline fleet` both run exactly this, so they show the same nodes, figures and flags.
class Fleet {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::Fleet)

public:
    // Nodes checked per slice: each slice holds its nodes' latest and baseline runs in memory
    // (up to 25 × 6 runs) and is one step of progress.
    static constexpr qsizetype kNodesPerSlice = 25;

    // Step 1, a few grouped queries: every node with spec fractions and trend; flags are
    // Pending (or NoBaseline).
    static Result<QList<FleetRow>> summary(const storage::Database &database, int history);
    // Step 2: the regression flags of rows [from, to) (a slice), from their whole runs.
    static Result<void> check(const storage::Database &database, QList<FleetRow> &rows,
                              qsizetype from, qsizetype to);
    // Both steps, slice by slice: `progress(nodes checked, nodes)` between slices; a Cancelled
    // error once `cancelled()` says so.
    static Result<QList<FleetRow>>
    load(const storage::Database &database, int history,
         const std::function<void(qsizetype done, qsizetype total)> &progress = {},
         const std::function<bool()> &cancelled = {});
    // The nodes whose latest run regressed, or that are outliers among their peers (drain).
    static QList<FleetRow> flaggedOnly(QList<FleetRow> rows);
    // The fleet report of these rows (Fleet page's export, `roofline fleet -o`).
    static ReportDocument report(const QList<FleetRow> &rows, int history,
                                 const DisplayUnits &units = {});
};

} // namespace roofline::usecases
