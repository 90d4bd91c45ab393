// SPDX-License-Identifier: MIT
#include "usecases/Runs.h"

#include "model/Median.h"
#include "storage/RunRepository.h"
#include "usecases/LatestRuns.h"

namespace roofline::usecases {

Result<QList<Run>> Runs::list(const storage::Database &database, const RunQuery &query) {
    return storage::RunRepository(database).list(query);
}

QStringList Runs::keysOf(const QList<qint64> &ids) {
    QStringList keys;
    for (qint64 id : ids)
        keys << QString::number(id);
    return keys;
}

Result<QList<Run>> Runs::load(const storage::Database &database, const QStringList &keys,
                              const std::function<void(int, int, const QString &)> &progress,
                              const std::function<bool()> &cancelled) {
    const storage::RunRepository repo(database);
    QList<Run> runs;
    const int n = int(keys.size());
    for (int i = 0; i < n; ++i) {
        if (cancelled && cancelled())
            return kindError(ErrorKind::Cancelled, tr("cancelled"));
        if (progress)
            progress(i, n, tr("Reading run %1 (%2 of %3)…").arg(keys.at(i)).arg(i + 1).arg(n));
        Result<Run> run = repo.find(keys.at(i));
        if (!run)
            return run.error();
        runs << std::move(run).value();
    }
    if (progress)
        progress(n, n, QString());
    return runs;
}

Result<QList<Run>> Runs::load(const storage::Database &database, const QList<qint64> &ids,
                              const std::function<void(int, int, const QString &)> &progress,
                              const std::function<bool()> &cancelled) {
    return load(database, keysOf(ids), progress, cancelled);
}

Result<Run> Runs::get(const storage::Database &database, qint64 id) {
    return storage::RunRepository(database).get(id);
}

Result<QList<qint64>> Runs::resolve(const storage::Database &database, const QStringList &keys) {
    const storage::RunRepository repo(database);
    QList<qint64> ids;
    for (const QString &key : keys) {
        const Result<qint64> id = repo.resolve(key);
        if (!id)
            return id.error();
        ids << *id;
    }
    return ids;
}

Runs::Removal Runs::remove(const storage::Database &database, const QList<qint64> &ids) {
    storage::RunRepository repo(database);
    Removal out;
    for (qint64 id : ids) {
        Result<Run> run = repo.get(id);
        if (!run) {
            out.error = run.error();
            return out;
        }
        if (const auto removed = repo.remove(id); !removed) {
            out.error = removed.error();
            return out;
        }
        out.deleted << std::move(run).value();
    }
    return out;
}

Result<QList<qint64>> Runs::restore(const storage::Database &database, const QList<Run> &runs) {
    storage::RunRepository repo(database);
    QList<qint64> ids;
    for (const Run &run : runs) {
        const Result<qint64> id = repo.restore(run); // under its own id where it is free
        if (!id)
            return id.error();
        ids << *id;
    }
    return ids;
}

Result<Runs::Duration> Runs::typicalDuration(const storage::Database &database, const QString &host,
                                             const QString &suite, const QString &device,
                                             int history) {
    RunQuery query;
    query.host = host;
    query.device = device;
    query.status = Run::Status::Complete;
    query.suiteContains = suite;
    query.limit = 50; // newest first; the suite is matched exactly below
    const auto runs = list(database, query);
    if (!runs)
        return runs.error();
    QList<double> seconds;
    for (const Run &r : *runs) {
        if (seconds.size() >= history)
            break;
        // A run that measured nothing (a probe subset, results lost) says nothing of how long
        // the suite takes: LatestRuns' rule, as for every "latest run".
        if (r.suite != suite || !r.startedAt.isValid() || !r.finishedAt.isValid()
            || !LatestRuns::whyNot(r, LatestRuns::Purpose::Measured).isEmpty())
            continue;
        if (const double s = r.startedAt.msecsTo(r.finishedAt) / 1000.0; s > 0)
            seconds << s;
    }
    Duration d;
    d.runs = int(seconds.size());
    d.seconds = median(seconds).value_or(0);
    return d;
}

} // namespace roofline::usecases
