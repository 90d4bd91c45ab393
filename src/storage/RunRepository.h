#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"

#include <QDateTime>
#include <QList>
#include <QStringList>
#include <optional>

namespace roofline::storage {

// What to list. Empty fields do not filter.
struct RunFilter {
    QString device; // device name, uuid or id (cpu, cuda:0)
    QString host;
    QString tag;
    std::optional<Run::Status> status;
    QDateTime from; // started at or after
    QDateTime to;   // started before
    int limit = -1;
    int offset = 0;
    // The full host/device objects; lists for tables do not need them.
    bool withProvenance = false;
};

// Runs and their measurements. Every write is one short transaction: a run is stored whole
// or not at all, and a run written as it goes (begin, append, finish) is 'running' until
// finished, so a crash leaves a visibly unfinished run that a later open marks failed.
class RunRepository {
public:
    struct ImportResult {
        QStringList imported; // uuids
        QStringList skipped;  // uuids already stored: importing them again changes nothing
    };

    explicit RunRepository(Database database);

    // Stores a finished run and its measurements; fails if its uuid is already stored.
    Result<qint64> insert(const Run &run);
    // Stores the runs not yet stored, all in one transaction: all of them or none.
    Result<ImportResult> import(const QList<Run> &runs);

    // The probe runner's path: begin (no measurements yet), append as results come, finish.
    Result<qint64> begin(const Run &header);
    Result<bool> append(qint64 runId, const QList<Measurement> &measurements);
    Result<bool> finish(qint64 runId, Run::Status status, const QString &reason = QString(),
                        const QDateTime &finishedAt = QDateTime::currentDateTimeUtc());
    // Marks runs left 'running' by a process of this host that no longer exists as failed.
    Result<int> recoverInterrupted();

    // Newest first; measurements are not loaded (measurementCount is set).
    Result<QList<Run>> list(const RunFilter &filter = RunFilter()) const;
    Result<qint64> count() const;
    // With measurements and provenance.
    Result<Run> get(qint64 id) const;
    // `key` is the integer id or the uuid, as the CLI takes it.
    Result<Run> find(const QString &key) const;
    Result<qint64> resolve(const QString &key) const;

    Result<bool> remove(qint64 id);
    Result<bool> addTag(qint64 id, const QString &tag);
    Result<bool> removeTag(qint64 id, const QString &tag);
    Result<bool> setNotes(qint64 id, const QString &notes);

    static QByteArray encodeSamples(const QList<double> &samples);
    static QList<double> decodeSamples(const QByteArray &blob);

private:
    Database m_database;
};

} // namespace roofline::storage
