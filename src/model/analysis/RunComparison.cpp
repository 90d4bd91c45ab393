// SPDX-License-Identifier: MIT
#include "model/analysis/RunComparison.h"

#include "model/MeasurementKind.h"
#include "model/Units.h"
#include "model/importers/PeerImport.h"

#include <QJsonArray>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

bool usable(double v) {
    return std::isfinite(v) && v != 0;
}

QJsonValue optionalNumber(const std::optional<double> &v) {
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// Latency-like units are better when lower; rates when higher.
bool higherIsBetter(const Measurement &m) {
    return m.unit != QLatin1String("s") && m.metric != QLatin1String("latency");
}

// The device kind of a run: "cpu", "cuda", … (device ids are "cpu", "cuda:0").
QString deviceKind(const Run &run) {
    return run.device.id.section(QLatin1Char(':'), 0, 0);
}

// A run's headline figures under keys every kind of device shares (see compare()).
QList<Measurement> headlines(const Run &run) {
    std::optional<Measurement> bandwidth, latency;
    QMap<QString, Measurement> peaks;
    for (const Measurement &m : run.measurements) {
        if (!std::isfinite(m.value) || m.value <= 0)
            continue;
        const Metric metric = MeasurementKind::metricOf(m);
        const bool main = MeasurementKind::isMainMemory(m.level);
        if (metric == Metric::Bandwidth && main) {
            if (!bandwidth || m.value > bandwidth->value)
                bandwidth = m;
        } else if (metric == Metric::Latency && main) {
            // The largest working set is the memory's own latency, not a cache's tail.
            if (!latency || m.workingSetBytes > latency->workingSetBytes
                || (m.workingSetBytes == latency->workingSetBytes && m.value < latency->value))
                latency = m;
        } else if (metric == Metric::Throughput && !m.format.isEmpty()) {
            if (!peaks.contains(m.format) || m.value > peaks.value(m.format).value)
                peaks.insert(m.format, m);
        }
    }
    const auto headline = [](Measurement m, const QString &level) {
        m.probe = QLatin1String(RunComparison::kHeadlineProbe);
        m.level = level;
        m.kernel.clear();
        m.workingSetBytes = 0;
        m.threads = 0;
        return m;
    };
    // Memory figures without their element type: a CPU streams doubles (fp64), a GPU's
    // copy kernels name none; the bytes per second are the same idea.
    const auto memory = [&headline](Measurement m) {
        m.format.clear();
        return headline(std::move(m), QLatin1String(RunComparison::kHeadlineMemory));
    };
    QList<Measurement> out;
    if (bandwidth)
        out << memory(*bandwidth);
    if (latency)
        out << memory(*latency);
    for (const Measurement &m : std::as_const(peaks))
        out << headline(m, QString());
    return out;
}

} // namespace

MeasurementKey MeasurementKey::of(const Measurement &m, int occurrence) {
    return MeasurementKey{m.probe,  m.metric,          m.level,   m.format,
                          m.kernel, m.workingSetBytes, m.threads, occurrence};
}

QString MeasurementKey::text() const {
    QStringList parts{probe, metric};
    for (const QString &s : {level, kernel, format}) {
        if (!s.isEmpty())
            parts << s;
    }
    if (workingSetBytes > 0)
        parts << units::formatBytes(double(workingSetBytes), true);
    if (threads > 0)
        parts << QStringLiteral("×%1").arg(threads);
    if (occurrence > 0)
        parts << QStringLiteral("#%1").arg(occurrence + 1);
    return parts.join(QLatin1Char(' '));
}

double SignificanceRule::relativeNoise(const Measurement &m) {
    const double centre = usable(m.mean) ? m.mean : usable(m.median) ? m.median : m.value;
    if (!usable(centre))
        return 0;
    if (m.n >= 2 && std::isfinite(m.stddev) && m.stddev > 0)
        return m.stddev / std::fabs(centre);
    if (m.cov && std::isfinite(*m.cov) && *m.cov > 0)
        return *m.cov;
    // No stddev: half the observed range is a (pessimistic) stand-in for one sigma.
    if (std::isfinite(m.max) && std::isfinite(m.min) && m.max > m.min)
        return (m.max - m.min) / 2 / std::fabs(centre);
    return 0;
}

bool SignificanceRule::isSignificant(const Measurement &baseline, const Measurement &other) const {
    if (!usable(baseline.value) || !std::isfinite(other.value))
        return false;
    const double delta = std::fabs(other.value - baseline.value) / std::fabs(baseline.value);
    const double sb = relativeNoise(baseline);
    const double sr = relativeNoise(other);
    return delta > floor && delta > k * std::sqrt(sb * sb + sr * sr);
}

QString RunComparison::runId(const Run &run) {
    return run.id > 0 ? QString::number(run.id) : run.uuid;
}

namespace {

// The headline figures each run gets: only where the devices differ in kind (otherwise the
// probes' own rows are the same figures, counted twice), and only those every run has.
QList<QList<Measurement>> sharedHeadlines(const QList<Run> &runs, bool acrossTools) {
    const int count = int(runs.size());
    QList<QList<Measurement>> extra(count);
    const bool mixed = std::any_of(runs.cbegin(), runs.cend(), [&runs](const Run &r) {
        return deviceKind(r) != deviceKind(runs.first());
    });
    if (!mixed)
        return extra;
    QMap<MeasurementKey, int> shared; // in how many runs each headline key is
    for (int i = 0; i < count; ++i) {
        // Another tool's figure is not ours: no headline unless asked.
        if (!acrossTools && !importers::PeerImport::sourceTool(runs.at(i)).isEmpty())
            continue;
        extra[i] = headlines(runs.at(i));
        for (const Measurement &m : std::as_const(extra[i]))
            ++shared[MeasurementKey::of(m)];
    }
    for (QList<Measurement> &list : extra)
        list.removeIf([&shared, count](const Measurement &m) {
            return shared.value(MeasurementKey::of(m)) < count; // only what all share
        });
    return extra;
}

// Every run's measurements (and headlines) by key, the n-th repeat of a key its own row.
QMap<MeasurementKey, RunComparison::Row> rowsByKey(const QList<Run> &runs,
                                                   const QList<QList<Measurement>> &extra) {
    const int count = int(runs.size());
    QMap<MeasurementKey, RunComparison::Row> byKey;
    for (int i = 0; i < count; ++i) {
        QMap<MeasurementKey, int> seen;
        for (const Measurement &m : runs.at(i).measurements + extra.at(i)) {
            MeasurementKey key = MeasurementKey::of(m);
            key.occurrence = seen.value(key, 0);
            seen[MeasurementKey::of(m)] = key.occurrence + 1;
            RunComparison::Row &row = byKey[key];
            if (row.measurements.isEmpty()) {
                row.key = key;
                row.unit = m.unit;
                row.higherIsBetter = higherIsBetter(m);
                row.measurements.resize(count);
            }
            row.measurements[i] = m;
        }
    }
    return byKey;
}

// A row's values, ratios to the baseline and verdicts.
void judgeRow(RunComparison::Row &row, int baseline, const SignificanceRule &rule, int count) {
    using Verdict = RunComparison::Verdict;
    row.values.resize(count);
    row.ratios.resize(count);
    row.significantPerRun.fill(false, count);
    row.verdicts.fill(Verdict::Missing, count);
    const auto &base = row.measurements.at(baseline);
    for (int i = 0; i < count; ++i) {
        const auto &m = row.measurements.at(i);
        if (!m || !std::isfinite(m->value))
            continue;
        row.values[i] = m->value;
        if (!base || !usable(base->value)) {
            row.verdicts[i] = i == baseline ? Verdict::Same : Verdict::Missing;
            continue;
        }
        row.ratios[i] = m->value / base->value;
        const bool sig = i != baseline && rule.isSignificant(*base, *m);
        row.significantPerRun[i] = sig;
        row.significant = row.significant || sig;
        if (!sig)
            row.verdicts[i] = Verdict::Same;
        else
            row.verdicts[i] =
                ((m->value > base->value) == row.higherIsBetter) ? Verdict::Better : Verdict::Worse;
    }
}

// Headlines first (with a CPU and a GPU they are all that compares), then by key.
void sortRows(QList<RunComparison::Row> &rows) {
    const auto isHeadline = [](const RunComparison::Row &r) {
        return r.key.probe == QLatin1String(RunComparison::kHeadlineProbe) ? 0 : 1;
    };
    std::stable_sort(
        rows.begin(), rows.end(),
        [&isHeadline](const RunComparison::Row &a, const RunComparison::Row &b) {
            const int ha = isHeadline(a), hb = isHeadline(b);
            return std::tie(ha, a.key.metric, a.key.level, a.key.kernel, a.key.format,
                            a.key.workingSetBytes, a.key.threads, a.key.probe, a.key.occurrence)
                   < std::tie(hb, b.key.metric, b.key.level, b.key.kernel, b.key.format,
                              b.key.workingSetBytes, b.key.threads, b.key.probe, b.key.occurrence);
        });
}

} // namespace

RunComparison RunComparison::compare(const QList<Run> &runs, int baseline, SignificanceRule rule,
                                     bool acrossTools) {
    RunComparison c;
    c.m_rule = rule;
    c.m_baseline = std::clamp(baseline, 0, std::max(0, int(runs.size()) - 1));
    const int count = int(runs.size());
    for (const Run &r : runs)
        c.m_runIds << runId(r);
    const QList<QList<Measurement>> extra = sharedHeadlines(runs, acrossTools);
    for (Row &row : rowsByKey(runs, extra)) {
        judgeRow(row, c.m_baseline, rule, count);
        c.m_rows << row;
    }
    sortRows(c.m_rows);
    return c;
}

RunComparison::Tally RunComparison::tally(int index) const {
    Tally t;
    for (const Row &row : m_rows) {
        switch (row.verdicts.value(index, Verdict::Missing)) {
        case Verdict::Better:
            ++t.better;
            break;
        case Verdict::Worse:
            ++t.worse;
            break;
        case Verdict::Same:
            ++t.same;
            break;
        case Verdict::Missing:
            ++t.missing;
            break;
        }
    }
    return t;
}

QList<const RunComparison::Row *> RunComparison::significantRows(int index) const {
    QList<const Row *> out;
    for (const Row &row : m_rows) {
        if (row.significantPerRun.value(index, false) && row.ratios.value(index))
            out << &row;
    }
    std::stable_sort(out.begin(), out.end(), [index](const Row *a, const Row *b) {
        return std::fabs(std::log(*a->ratios.at(index)))
               > std::fabs(std::log(*b->ratios.at(index)));
    });
    return out;
}

QJsonObject RunComparison::toJson() const {
    QJsonArray rows;
    for (const Row &row : m_rows) {
        QJsonArray values, ratios, sig;
        for (int i = 0; i < row.values.size(); ++i) {
            values << optionalNumber(row.values.at(i));
            ratios << optionalNumber(row.ratios.at(i));
            sig << row.significantPerRun.at(i);
        }
        rows << QJsonObject{{QStringLiteral("probe"), row.key.probe},
                            {QStringLiteral("metric"), row.key.metric},
                            {QStringLiteral("level"), row.key.level},
                            {QStringLiteral("format"), row.key.format},
                            {QStringLiteral("kernel"), row.key.kernel},
                            {QStringLiteral("working_set_bytes"), row.key.workingSetBytes},
                            {QStringLiteral("threads"), row.key.threads},
                            {QStringLiteral("unit"), row.unit},
                            {QStringLiteral("higher_is_better"), row.higherIsBetter},
                            {QStringLiteral("values"), values},
                            {QStringLiteral("ratios"), ratios},
                            {QStringLiteral("significant"), row.significant},
                            {QStringLiteral("significant_per_run"), sig}};
    }
    return QJsonObject{
        {QStringLiteral("runs"), QJsonArray::fromStringList(m_runIds)},
        {QStringLiteral("baseline"), m_baseline},
        {QStringLiteral("rule"),
         QJsonObject{{QStringLiteral("k"), m_rule.k}, {QStringLiteral("floor"), m_rule.floor}}},
        {QStringLiteral("rows"), rows}};
}

} // namespace roofline
