// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>

namespace roofline::storage {

// One row of the fleet view: a device of a host, its latest complete run and that run's
// headline figures.
struct FleetEntry {
    QString host;
    QString deviceName;
    QString deviceId;
    qint64 runCount = 0;    // all runs of this host and device
    qint64 latestRunId = 0; // the newest complete run; 0 when none completed
    QString latestRunUuid;
    QDateTime latestAt;
    // The node's newest run when it started after that run and has not ended: still running,
    // or abandoned (its writer stopped renewing its heartbeat: RunRows::statusColumn). 0: none.
    qint64 unfinishedRunId = 0;
    Run::Status unfinishedStatus = Run::Status::Running;
    QDateTime unfinishedAt;
    double memoryBandwidth = 0;      // best DRAM/HBM bandwidth of that run, B/s (0: not measured)
    QMap<QString, double> peakFlops; // best FLOP/s per number format of that run
    // With summary(history > 0): the newest complete runs of this node, newest first (the
    // latest, then up to `history` earlier ones), each holding only its headline candidates
    // (DRAM/HBM bandwidth and FLOP/s measurements, no samples): enough for a trend.
    QList<Run> recent;
};

// The fleet view (nodes × headline figures) over a shared database: a few grouped queries,
// not one per run, so 100,000 runs across hundreds of hosts stay well under a second.
class FleetRepository {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::FleetRepository)

public:
    // What runs() loads of each run's measurements.
    enum class Measurements { All, Headlines };

    explicit FleetRepository(Database database);

    // Ordered by host, then device. `history` > 0 also fills FleetEntry::recent.
    Result<QList<FleetEntry>> summary(int history = 0) const;

    // For each of `runIds`: up to `n` earlier complete runs of the same host and device
    // (started before it; the id breaks a tie), newest first — the baseline `roofline check
    // --last N` uses. Runs without an earlier one map to an empty list.
    Result<QHash<qint64, QList<qint64>>> previousRuns(const QList<qint64> &runIds, int n) const;

    // Runs by id with their measurements' statistics and flags but without raw samples, parameters
    // or provenance: what a regression check reads, at a fraction of RunRepository::get()'s cost.
    // Ids that are not stored are missing from the result.
    Result<QHash<qint64, Run>> runs(const QList<qint64> &ids,
                                    Measurements which = Measurements::All) const;

private:
    Database m_database;
};

} // namespace roofline::storage
