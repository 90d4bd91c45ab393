// SPDX-License-Identifier: MIT
#pragma once

#include "model/FleetEntry.h"
#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>

namespace roofline::storage {

class Query;

// The fleet view (nodes × headline figures, model/FleetEntry.h) over a shared database: a few
// grouped queries, not one per run, so 100,000 runs across hundreds of hosts stay well under a
// second.
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
    // summary() by job: the latest run of each node, what each node runs now, the latest
    // runs' headline figures, the recent runs.
    Result<QList<FleetEntry>> latestPerNode(Query &q) const;
    Result<void> addUnfinishedRuns(Query &q, QList<FleetEntry> &entries) const;
    Result<void> addHeadlines(Query &q, QList<FleetEntry> &entries) const;
    Result<void> addRecentRuns(Query &q, QList<FleetEntry> &entries, int history) const;

    Database m_database;
};

} // namespace roofline::storage
