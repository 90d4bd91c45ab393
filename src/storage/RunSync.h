// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace roofline::storage {

class RunRepository;

// Copies history from one database to another (`roofline runs sync --from A --to B`), e.g. a
// node's local SQLite file into the lab's shared PostgreSQL database and back. Runs are
// matched by uuid: those missing in the target are copied whole (measurements, samples,
// tags, notes, provenance), in batches that each commit on their own, so a sync that fails
// half way keeps what it copied and a rerun copies only the rest. Runs still being written
// are left for a later sync; a run stored in the target with fewer measurements is
// completed. A run that cannot be copied (a value the target cannot hold, a damaged row) is
// skipped and reported while the others are copied; an outage of either database stops the
// sync. User GPU profiles and model specs are copied when the target has no entry of that id;
// an entry that differs there is kept and reported, never overwritten.
class RunSync {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::RunSync)

public:
    struct Counts {
        int runsCopied = 0;
        int runsSkipped = 0;    // already in the target
        int runsUnfinished = 0; // still 'running' in the source: not copied yet
        int profilesCopied = 0;
        int profilesSkipped = 0; // the same entry is already there
        QStringList conflicts;   // ids present in both with different content
        // Runs that could not be copied, each "uuid: why" (a value the target cannot hold,
        // a damaged row): the rest was copied; the sync reports them instead of stopping.
        QStringList failed;
    };

    RunSync(Database from, Database to);
    // progress(done, total) after each committed batch.
    Result<Counts> run(const std::function<void(int, int)> &progress = {});

private:
    // run() by job: which runs the target lacks, reading a batch of them, storing it.
    Result<QStringList> missingRuns(Counts &counts) const;
    Result<QList<Run>> readBatch(const RunRepository &from, const QStringList &uuids,
                                 Counts &counts) const;
    Result<void> storeBatch(RunRepository &to, const QList<Run> &batch, Counts &counts);
    // An outage stops the sync: the error, with how many runs were copied before it.
    static Error stopped(const Error &e, const Counts &counts);
    Result<void> syncProfiles(Counts &counts);

    Database m_from;
    Database m_to;
};

} // namespace roofline::storage
