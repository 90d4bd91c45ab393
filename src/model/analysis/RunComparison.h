// SPDX-License-Identifier: MIT
#pragma once

#include "model/Measurement.h"
#include "model/Run.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>
#include <tuple>

namespace roofline {

// What makes two measurements "the same" across runs (docs/cli.md `compare`). Probe ids are part
// of the key so a renamed probe is never matched to its predecessor by accident.
struct MeasurementKey {
    QString probe, metric, level, format, kernel;
    qint64 workingSetBytes = 0;
    qint64 threads = 0;
    int occurrence = 0; // the n-th measurement with this key inside one run

    static MeasurementKey of(const Measurement &m, int occurrence = 0);
    QString text() const; // "cpu.bandwidth bandwidth DRAM triad 1 GiB ×2"
    friend bool operator==(const MeasurementKey &, const MeasurementKey &) = default;
    friend bool operator<(const MeasurementKey &a, const MeasurementKey &b) {
        return std::tie(a.probe, a.metric, a.level, a.format, a.kernel, a.workingSetBytes,
                        a.threads, a.occurrence)
               < std::tie(b.probe, b.metric, b.level, b.format, b.kernel, b.workingSetBytes,
                          b.threads, b.occurrence);
    }
};

// When a difference counts as real rather than noise. With Δ the relative difference of the
// headline values and s_b, s_r each run's relative noise (stddev/mean, or half the min–max
// range over the median when the stddev is missing), a row is significant when
//     |Δ| > k · sqrt(s_b² + s_r²)   and   |Δ| > floor.
// k = 3 keeps the false-alarm rate of two independent, normally distributed headlines near
// 0.3 %; the floor keeps a perfectly quiet probe (stddev 0, n = 1) from flagging 0.1 % drifts.
struct SignificanceRule {
    double k = 3.0;
    double floor = 0.02;

    // Relative noise of one measurement (0 when nothing is known about it).
    static double relativeNoise(const Measurement &m);
    bool isSignificant(const Measurement &baseline, const Measurement &other) const;
};

// The same measurements of 2–12 runs side by side, with ratios to a chosen baseline.
class RunComparison {
public:
    enum class Verdict { Same, Better, Worse, Missing };

    struct Row {
        MeasurementKey key;
        QString unit;
        bool higherIsBetter = true;
        QList<std::optional<Measurement>> measurements; // one per run
        QList<std::optional<double>> values;            // headline, SI
        QList<std::optional<double>> ratios;            // value / baseline value
        QList<bool> significantPerRun;                  // vs the baseline; false for the baseline
        QList<Verdict> verdicts;
        bool significant = false; // any run differs from the baseline beyond noise
    };

    struct Tally {
        int better = 0, worse = 0, same = 0, missing = 0;
    };

    static constexpr int kMaxRuns = 12;

    // Rows are ordered by metric, level, kernel, format, working set: stable for tables.
    // Runs of different kinds of device (a CPU and a GPU) share no probe, so their headline
    // figures are compared too, under probe kHeadlineProbe and level kHeadlineMemory: the best
    // main-memory (DRAM/HBM) bandwidth, the best throughput per number format all of them
    // measured, and the main-memory latency at the largest working set.
    static constexpr const char *kHeadlineProbe = "headline";
    static constexpr const char *kHeadlineMemory = "DRAM/HBM";
    // Runs imported from another tool (importers::PeerImport) take part in headlines only
    // with `acrossTools`: otherwise their figures meet only the same tool's (their probes).
    static RunComparison compare(const QList<Run> &runs, int baseline = 0,
                                 SignificanceRule rule = {}, bool acrossTools = false);

    const QList<Row> &rows() const { return m_rows; }
    int baseline() const { return m_baseline; }
    int runCount() const { return m_runIds.size(); }
    const QStringList &runIds() const { return m_runIds; }
    const SignificanceRule &rule() const { return m_rule; }
    // Wins and losses of run `index` against the baseline.
    Tally tally(int index) const;
    // Rows where run `index` differs from the baseline beyond noise, largest change first.
    QList<const Row *> significantRows(int index) const;

    // docs/cli.md `compare`: {runs, baseline, rule, rows: [{probe, metric, level, format, kernel,
    // working_set_bytes, threads, unit, values, ratios, significant, significant_per_run}]}.
    QJsonObject toJson() const;

    // Run id for display and JSON: the database id when stored, else the UUID.
    static QString runId(const Run &run);

private:
    QList<Row> m_rows;
    QStringList m_runIds;
    int m_baseline = 0;
    SignificanceRule m_rule;
};

} // namespace roofline
