// SPDX-License-Identifier: MIT
#include "usecases/Baselines.h"

#include "storage/FleetRepository.h"
#include "storage/RunRepository.h"
#include "usecases/LatestRuns.h"

#include <QSet>
#include <algorithm>

namespace roofline::usecases {

Result<QHash<qint64, QList<qint64>>> Baselines::previousRuns(const storage::Database &database,
                                                             const QList<qint64> &runIds, int n) {
    // The SQL orders by (started_at, id), RegressionCheck::earlier's order.
    return storage::FleetRepository(database).previousRuns(runIds, n);
}

Result<qint64> Baselines::latestRunId(const storage::Database &database, const Request &request) {
    const storage::RunRepository repo(database);
    if (!request.run.isEmpty())
        return repo.resolve(request.run);
    RunQuery query;
    query.host = request.host;
    query.device = request.device;
    query.status = Run::Status::Complete;
    query.limit = 50; // newest first; LatestRuns picks the first that measured something
    const auto listed = repo.list(query);
    if (!listed)
        return listed.error();
    const std::optional<Run> latest = LatestRuns::choose(*listed, LatestRuns::Purpose::Measured);
    return latest ? latest->id : qint64(0);
}

Result<QList<qint64>> Baselines::baselineRunIds(const storage::Database &database,
                                                const Request &request, qint64 latestId) {
    if (!request.baseline.isEmpty()) {
        const auto id = storage::RunRepository(database).resolve(request.baseline);
        if (!id)
            return id.error();
        return QList<qint64>{*id};
    }
    // Deeper than --last: each figure's baseline is of the newest runs that have it, and its
    // spread between runs of up to kSpreadFactor × last of them.
    const auto previous =
        previousRuns(database, {latestId}, request.last * RegressionCheck::kSpreadFactor);
    if (!previous)
        return previous.error();
    return previous->value(latestId);
}

Result<Baselines::Check> Baselines::check(const storage::Database &database,
                                          const Request &request) {
    const auto latest = latestRunId(database, request);
    if (!latest)
        return latest.error();
    const qint64 latestId = *latest;
    if (latestId == 0) {
        Check none;
        none.outcome = Check::Outcome::NoCompleteRun;
        none.why = tr("no complete run of %1 on host %2 ('roofline runs list' shows the host "
                      "names the runs carry)")
                       .arg(request.device, request.host);
        return none;
    }
    const auto baselines = baselineRunIds(database, request, latestId);
    if (!baselines)
        return baselines.error();
    const QList<qint64> &baselineIds = *baselines;
    // The statistics a check reads, without samples or parameters (as the fleet's flags).
    const auto runs =
        storage::FleetRepository(database).runs(QList<qint64>{latestId} + baselineIds);
    if (!runs)
        return runs.error();
    Check out;
    if (baselineIds.isEmpty()) {
        const auto it = runs->constFind(latestId);
        if (it == runs->constEnd())
            return kindError(ErrorKind::NotFound, tr("run %1 was deleted meanwhile").arg(latestId));
        out.outcome = Check::Outcome::NoEarlierRun;
        out.why = tr("run %1 has no earlier complete run to compare with; probe the node again "
                     "later or give --baseline ID")
                      .arg(latestId);
        out.latest = *it;
        return out;
    }
    for (qint64 id : QList<qint64>{latestId} + baselineIds) {
        const auto it = runs->constFind(id);
        if (it == runs->constEnd())
            return kindError(ErrorKind::NotFound, tr("run %1 was deleted meanwhile").arg(id));
        if (id == latestId)
            out.latest = *it;
        else
            out.baseline << *it;
    }
    RegressionCheck::Options options;
    options.last = request.baseline.isEmpty() ? request.last : 1;
    // A baseline run the user chose is judged on its own samples (RegressionCheck::Options).
    if (!request.baseline.isEmpty())
        options.minSpreadRuns = 1;
    out.result = RegressionCheck::check(out.latest, out.baseline, options);
    return out;
}

Result<QHash<qint64, Baselines::Flag>> Baselines::flags(const storage::Database &database,
                                                        const QList<qint64> &runIds, int history) {
    const auto previous = previousRuns(database, runIds, history * RegressionCheck::kSpreadFactor);
    if (!previous)
        return previous.error();
    QList<qint64> all = runIds;
    for (const QList<qint64> &p : *previous)
        all += p;
    const auto runs = storage::FleetRepository(database).runs(all);
    if (!runs)
        return runs.error();
    QHash<qint64, Flag> out;
    for (qint64 id : runIds) {
        Flag f;
        const auto run = runs->constFind(id);
        if (run != runs->constEnd() && run->status == Run::Status::Complete) {
            QList<Run> baseline;
            for (qint64 p : previous->value(id)) {
                if (const auto it = runs->constFind(p); it != runs->constEnd())
                    baseline << *it;
            }
            f.baselineRuns = std::min(history, int(baseline.size()));
            if (baseline.isEmpty()) {
                f.state = Flag::State::NoBaseline;
            } else {
                RegressionCheck::Options options;
                options.last = history;
                f.result = RegressionCheck::check(*run, baseline, options);
                f.result.baseline = Run(); // findings only
                f.state = f.result.regressed() ? Flag::State::Regressed : Flag::State::Ok;
            }
        }
        out.insert(id, f);
    }
    return out;
}

int Baselines::comparisonBaseline(const QList<Run> &runs, qint64 chosenId) {
    if (runs.isEmpty())
        return -1;
    if (chosenId != 0) {
        for (int i = 0; i < runs.size(); ++i) {
            if (runs.at(i).id == chosenId)
                return i;
        }
    }
    int earliest = 0;
    for (int i = 1; i < runs.size(); ++i) {
        if (RegressionCheck::earlier(runs.at(i), runs.at(earliest)))
            earliest = i;
    }
    return earliest;
}

bool Baselines::sameNode(const Run &a, const Run &b) {
    if (!a.device.uuid.isEmpty() || !b.device.uuid.isEmpty())
        return a.device.uuid == b.device.uuid;
    return a.host.hostname == b.host.hostname && a.device.name == b.device.name;
}

QList<qint64> Baselines::nodeRuns(const QList<Run> &listed, const Run &reference, int max) {
    QList<Run> node;
    for (const Run &r : listed) {
        // Runs that can stand for the node: complete, with measurements (LatestRuns).
        if (LatestRuns::whyNot(r, LatestRuns::Purpose::Measured).isEmpty()
            && sameNode(r, reference))
            node << r;
    }
    // The newest `max` of them, whatever order the list came in.
    std::stable_sort(node.begin(), node.end(),
                     [](const Run &a, const Run &b) { return RegressionCheck::earlier(b, a); });
    QSet<qint64> kept;
    for (int i = 0; i < std::min<int>(max, int(node.size())); ++i)
        kept.insert(node.at(i).id);
    QList<qint64> ids;
    for (const Run &r : listed) {
        if (kept.contains(r.id))
            ids << r.id;
    }
    return ids;
}

} // namespace roofline::usecases
