// SPDX-License-Identifier: MIT
#include "model/analysis/RegressionCheck.h"

#include "model/Median.h"

#include <QMap>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// Keys of one run, numbered by occurrence like RunComparison does.
QList<QPair<MeasurementKey, const Measurement *>> keyed(const Run &run) {
    QList<QPair<MeasurementKey, const Measurement *>> out;
    QMap<MeasurementKey, int> seen;
    for (const Measurement &m : run.measurements) {
        const MeasurementKey base = MeasurementKey::of(m, 0);
        const int occurrence = seen.value(base, 0);
        seen[base] = occurrence + 1;
        out.append({MeasurementKey::of(m, occurrence), &m});
    }
    return out;
}

} // namespace

Run RegressionCheck::medianBaseline(const QList<Run> &runs) {
    if (runs.size() == 1)
        return runs.first();
    Run out;
    if (runs.isEmpty())
        return out;
    out = runs.first(); // host, device and provenance of the newest baseline run
    out.id = 0;
    out.uuid.clear();
    out.notes = QStringLiteral("median of %1 runs").arg(runs.size());
    out.measurements.clear();

    QMap<MeasurementKey, QList<const Measurement *>> byKey;
    QList<MeasurementKey> order;
    for (const Run &r : runs) {
        for (const auto &[key, m] : keyed(r)) {
            if (!byKey.contains(key))
                order.append(key);
            byKey[key].append(m);
        }
    }
    for (const MeasurementKey &key : std::as_const(order)) {
        const QList<const Measurement *> &ms = byKey[key];
        if (2 * ms.size() < runs.size())
            continue; // measured too rarely to be a baseline
        QList<double> values, noises;
        for (const Measurement *m : ms) {
            values << m->value;
            noises << SignificanceRule::relativeNoise(*m);
        }
        // Each list holds one entry per baseline run that measured the key (at least one).
        const double mid = *median(values);
        QList<double> deviations;
        for (double v : std::as_const(values))
            deviations << std::fabs(v - mid);
        const double spread = mid != 0 ? 1.4826 * *median(deviations) / std::fabs(mid) : 0;
        const double noise = std::max(*median(noises), spread);

        Measurement m = *ms.first();
        m.value = m.best = m.median = m.mean = mid;
        m.min = *std::min_element(values.begin(), values.end());
        m.max = *std::max_element(values.begin(), values.end());
        m.stddev = noise * std::fabs(mid);
        m.cov = noise;
        m.n = ms.size();
        m.samples = values;
        m.flags.reset();
        out.measurements.append(m);
    }
    out.measurementCount = out.measurements.size();
    return out;
}

RegressionCheck::Result RegressionCheck::check(const Run &latest, const QList<Run> &baselineRuns,
                                               const SignificanceRule &rule) {
    Result result;
    result.baseline = medianBaseline(baselineRuns);
    const RunComparison cmp = RunComparison::compare({result.baseline, latest}, 0, rule);
    for (const RunComparison::Row &row : cmp.rows()) {
        if (!row.values.value(0) || !row.values.value(1))
            continue;
        ++result.compared;
        if (!row.significantPerRun.value(1))
            continue;
        RegressionFinding f;
        f.key = row.key;
        f.unit = row.unit;
        f.baseline = *row.values[0];
        f.latest = *row.values[1];
        f.change = f.latest / f.baseline - 1;
        f.noise = std::hypot(SignificanceRule::relativeNoise(*row.measurements[0]),
                             SignificanceRule::relativeNoise(*row.measurements[1]));
        f.worse = row.verdicts.value(1) == RunComparison::Verdict::Worse;
        (f.worse ? result.regressions : result.improvements).append(f);
    }
    const auto bySize = [](const RegressionFinding &a, const RegressionFinding &b) {
        return std::fabs(a.change) > std::fabs(b.change);
    };
    std::sort(result.regressions.begin(), result.regressions.end(), bySize);
    std::sort(result.improvements.begin(), result.improvements.end(), bySize);
    return result;
}

} // namespace roofline
