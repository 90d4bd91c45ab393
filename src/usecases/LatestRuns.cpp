// SPDX-License-Identifier: MIT
#include "usecases/LatestRuns.h"

#include "model/RunQuery.h"
#include "storage/RunRepository.h"

#include <algorithm>

namespace roofline::usecases {

namespace {

bool hasMeasurements(const Run &run) {
    return !run.measurements.isEmpty() || run.measurementCount > 0;
}

bool isMainMemoryBandwidth(const Measurement &m) {
    return m.metric == QLatin1String("bandwidth")
           && (m.level == QLatin1String("DRAM") || m.level == QLatin1String("HBM"));
}

bool isComputePeak(const Measurement &m) {
    return m.unit == QLatin1String("FLOP/s");
}

bool needsMeasurements(LatestRuns::Purpose purpose) {
    return purpose == LatestRuns::Purpose::Bandwidth
           || purpose == LatestRuns::Purpose::ComputePeaks;
}

} // namespace

QString LatestRuns::emptyReason(const Run &run) {
    if (hasMeasurements(run))
        return {};
    return run.status == Run::Status::Complete
               ? tr("No measurements: the run completed but stored nothing, so it never counts "
                    "as this node's latest run.")
               : tr("No measurements: the run ended (%1) before measuring anything.")
                     .arg(Run::statusText(run.status));
}

QString LatestRuns::whyNot(const Run &run, Purpose purpose) {
    if (run.status != Run::Status::Complete)
        return tr("it did not complete (%1)").arg(Run::statusText(run.status));
    if (!hasMeasurements(run))
        return tr("it has no measurements");
    switch (purpose) {
    case Purpose::Measured:
        return {};
    case Purpose::QuickSuite:
        return run.suite == QLatin1String("quick")
                   ? QString()
                   : tr("it ran the %1 suite, not the quick one").arg(run.suite);
    case Purpose::Bandwidth:
        if (!run.measurements.isEmpty()
            && std::none_of(run.measurements.cbegin(), run.measurements.cend(),
                            isMainMemoryBandwidth))
            return tr("it measured no main-memory bandwidth");
        return {};
    case Purpose::ComputePeaks:
        if (!run.measurements.isEmpty()
            && std::none_of(run.measurements.cbegin(), run.measurements.cend(), isComputePeak))
            return tr("it measured no FLOP/s peak");
        return {};
    }
    return {};
}

std::optional<Run> LatestRuns::choose(const QList<Run> &newestFirst, Purpose purpose) {
    for (const Run &r : newestFirst) {
        if (whyNot(r, purpose).isEmpty())
            return r;
    }
    return std::nullopt;
}

Result<std::optional<Run>> LatestRuns::find(const storage::Database &database, const QString &host,
                                            const QString &device, Purpose purpose, int scan) {
    const storage::RunRepository repo(database);
    RunQuery query;
    query.host = host;
    query.device = device;
    query.status = Run::Status::Complete;
    query.limit = scan; // newest first
    const auto listed = repo.list(query);
    if (!listed)
        return listed.error();
    for (const Run &row : *listed) {
        // The list's rows rule out what they can (no measurements, another suite) before a
        // whole run is read.
        if (!whyNot(row, purpose == Purpose::QuickSuite ? purpose : Purpose::Measured).isEmpty())
            continue;
        auto whole = repo.get(row.id);
        if (!whole)
            return whole.error();
        if (needsMeasurements(purpose) && !whyNot(*whole, purpose).isEmpty())
            continue;
        return std::optional<Run>(std::move(whole).value());
    }
    return std::optional<Run>();
}

} // namespace roofline::usecases
