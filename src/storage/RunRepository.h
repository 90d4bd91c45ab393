// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/RunQuery.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QStringList>
#include <functional>
#include <optional>

namespace roofline::storage {

class RunWriter;

// What to list: the one query type of the history (model/RunQuery.h). The old name stays
// until the part-2 rename sweep.
using RunFilter = RunQuery;

// Runs and their measurements. Every write is one short transaction: a run is stored whole
// or not at all, and a run written as it goes (begin, append, finish) is 'running' until
// finished, so a crash leaves a visibly unfinished run that a later open marks failed.
class RunRepository {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::RunRepository)

public:
    struct ImportResult {
        QStringList imported;  // uuids
        QStringList completed; // stored in part before (a probe's spool): now whole
        QStringList skipped;   // uuids already stored: importing them again changes nothing
        // What the import must say about runs it stored (RunBundle::importWarnings): a run that
        // finished before it started, values filled in for an earlier version.
        QStringList warnings;
    };

    explicit RunRepository(Database database);

    // Stores a finished run and its measurements; fails if its uuid is already stored.
    Result<qint64> insert(const Run &run);
    // The same for a run deleted before (an undo): under its own id again when no run holds
    // that id now (else under a new one, returned), so links and notes that name it still do.
    Result<qint64> restore(const Run &run);
    // Stores the runs not yet stored, all in one transaction: all of them or none. A run
    // stored with fewer measurements than the file has (measured but not stored whole: the
    // probe's spool) is completed when its stored measurements are the start of the file's:
    // the rest is appended and it takes the file's status; so does a run stored whole but
    // left unfinished (its writer died before it could record the end). Stored with other
    // measurements → a Conflict error, nothing changes.
    Result<ImportResult> import(const QList<Run> &runs);
    // The same for runs that arrive in `count` batches (one per bundle file, still being
    // parsed on other threads): batch(i) may block until batch i is ready, and an Error from
    // it rolls everything back and is returned. A uuid in an earlier batch of the same
    // import is left out silently, like a second copy in the same list. batch() is called
    // again from the start if the transaction is retried.
    Result<ImportResult> import(qsizetype count,
                                const std::function<Result<QList<Run>>(qsizetype)> &batch);

    // The probe runner's path: begin (no measurements yet), append as results come, finish.
    // Each may be called again after it failed, also when the failure came after its commit
    // (a connection lost during COMMIT): begin returns the run this process began with that
    // uuid, append skips measurements already stored at their positions (`firstPosition`:
    // where `measurements` start in the run; -1 = after the stored ones), finish succeeds when
    // the run is finished that way already. So a retry never duplicates anything.
    Result<qint64> begin(const Run &header);
    Result<void> append(qint64 runId, const QList<Measurement> &measurements,
                        qint64 firstPosition = -1);
    // `extra`, when not empty, replaces the run's unknown keys (what the runner learnt while
    // the run went on: the engine's warnings, its "not measured" records).
    Result<void> finish(qint64 runId, Run::Status status, const QString &reason = QString(),
                        const QDateTime &finishedAt = QDateTime::currentDateTimeUtc(),
                        const QJsonObject &extra = QJsonObject());
    // Renews the heartbeat of these runs that this process began and has not finished (the
    // others are left alone): a 'running' run whose heartbeat is older than the lease reads
    // as abandoned (RunRows::statusColumn). Returns how many were renewed. begin() and every
    // append() renew it too; the runner calls this every RunRows::heartbeatIntervalMs().
    Result<int> heartbeat(const QList<qint64> &runIds);
    // Marks runs left 'running' by a process of this host that no longer exists as failed.
    Result<int> recoverInterrupted();

    // Newest first unless the filter says otherwise; measurements are not loaded
    // (measurementCount is set).
    Result<QList<Run>> list(const RunFilter &filter = RunFilter()) const;
    Result<qint64> count() const;
    // How many runs list(filter) would return without its limit and offset.
    Result<qint64> count(const RunFilter &filter) const;
    // With measurements and provenance.
    Result<Run> get(qint64 id) const;
    // `key` is the integer id or the uuid, as the CLI takes it.
    Result<Run> find(const QString &key) const;
    Result<qint64> resolve(const QString &key) const;

    Result<void> remove(qint64 id);
    Result<void> addTag(qint64 id, const QString &tag);
    Result<void> removeTag(qint64 id, const QString &tag);
    Result<void> setNotes(qint64 id, const QString &notes);
    // The notes and the whole tag list (in this order) of one run, in one transaction: all
    // of it is stored or nothing is.
    Result<void> setNotesAndTags(qint64 id, const QString &notes, const QStringList &tags);

    static QByteArray encodeSamples(const QList<double> &samples);
    static QList<double> decodeSamples(const QByteArray &blob);

private:
    struct StoredShape {
        Run::Status status = Run::Status::Failed;
        qint64 measurementCount = 0;
        // Still being written, or marked failed by recoverInterrupted() (which leaves no
        // finish time): its true end is unknown here.
        bool unfinished = false;
    };
    Result<StoredShape> storedShape(qint64 id) const;
    // The one UPDATE of a run's notes (setNotes alone, setNotesAndTags in its transaction);
    // NotFound for no such run.
    Result<void> writeNotes(Query &q, qint64 id, const QString &notes) const;
    Result<void> complete(RunWriter &writer, qint64 id, const Run &run, qint64 storedCount);

    Database m_database;
};

} // namespace roofline::storage
