// SPDX-License-Identifier: MIT
#pragma once

// Runs of a small lab for the fleet tests: nodes whose runs jitter by ±0.25 % from run to
// run, one whose latest run dropped by 8 %, and a CPU node (no spec sheet).
#include "model/Run.h"

#include <QTranslator>
#include <QUuid>

namespace fleetfixture {

inline const QString kH100 = QStringLiteral("NVIDIA H100 80GB HBM3");

// Relative run-to-run wobble of the steady runs: within ±0.25 % (quiet enough that five runs
// resolve an 8 % drop when every figure of the run is judged together: RegressionCheck's
// Student t widening of five runs and its family-wise k).
inline double jitter(int index) {
    static const double pattern[] = {0.0025, -0.0025, 0.0015, -0.002, 0.0, 0.001, -0.001};
    return pattern[index % 7];
}

inline roofline::Measurement measurement(const QString &probe, const QString &metric,
                                         const QString &level, const QString &format,
                                         const QString &kernel, const QString &unit, double value,
                                         qint64 workingSet = 0) {
    roofline::Measurement m;
    m.probe = probe;
    m.metric = metric;
    m.level = level;
    m.format = format;
    m.kernel = kernel;
    m.unit = unit;
    m.workingSetBytes = workingSet;
    m.threads = 0;
    m.value = m.best = m.max = value;
    m.median = m.mean = value * 0.998;
    m.min = value * 0.995;
    m.stddev = value * 0.002; // 0.2 % within a run
    m.n = 10;
    return m;
}

// One complete run of `host` `hour` hours into 2024, every figure scaled by `scale`.
inline roofline::Run run(const QString &host, const QString &device, const QString &deviceId,
                         int hour, double scale) {
    using roofline::Measurement;
    roofline::Run r;
    r.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.startedAt = QDateTime(QDate(2024, 3, 1), QTime(8, 0), Qt::UTC).addSecs(qint64(hour) * 3600);
    r.finishedAt = r.startedAt.addSecs(900);
    r.status = roofline::Run::Status::Complete;
    r.suite = QStringLiteral("standard");
    r.appVersion = QStringLiteral("test");
    r.host.hostname = host;
    r.host.os = QStringLiteral("Linux");
    r.device.id = deviceId;
    r.device.name = device;
    const bool cpu = deviceId == QLatin1String("cpu");
    const QString probe = cpu ? QStringLiteral("cpu.bandwidth") : QStringLiteral("cuda.bandwidth");
    const QString level = cpu ? QStringLiteral("DRAM") : QStringLiteral("HBM");
    const double bw = cpu ? 300e9 : 3.0e12;
    r.measurements << measurement(probe, QStringLiteral("bandwidth"), level, QString(),
                                  QStringLiteral("read"), QStringLiteral("B/s"), bw * scale,
                                  qint64(4) << 30)
                   << measurement(probe, QStringLiteral("bandwidth"), level, QString(),
                                  QStringLiteral("copy"), QStringLiteral("B/s"), bw * 0.93 * scale,
                                  qint64(4) << 30)
                   << measurement(probe, QStringLiteral("bandwidth"), QStringLiteral("L2"),
                                  QString(), QStringLiteral("read"), QStringLiteral("B/s"),
                                  bw * 3 * scale, qint64(16) << 20);
    const QString compute = cpu ? QStringLiteral("cpu.compute") : QStringLiteral("cuda.gemm");
    const QList<std::pair<QString, double>> peaks =
        cpu ? QList<std::pair<QString, double>>{{QStringLiteral("fp64"), 5e12},
                                                {QStringLiteral("fp32"), 10e12}}
            : QList<std::pair<QString, double>>{{QStringLiteral("fp64"), 60e12},
                                                {QStringLiteral("fp32"), 55e12},
                                                {QStringLiteral("bf16"), 750e12},
                                                {QStringLiteral("fp8"), 1400e12}};
    for (const auto &[format, peak] : peaks)
        r.measurements << measurement(compute, QStringLiteral("throughput"), QString(), format,
                                      QStringLiteral("gemm"), QStringLiteral("FLOP/s"),
                                      peak * scale);
    r.measurementCount = r.measurements.size();
    return r;
}

// Six runs of one node, oldest first: five within ±0.25 %, then the latest, scaled by
// `latestScale` (0.92: an 8 % drop; 1: more jitter).
inline QList<roofline::Run> node(const QString &host, const QString &device,
                                 const QString &deviceId, double latestScale, int seed = 0) {
    QList<roofline::Run> runs;
    for (int i = 0; i < 5; ++i)
        runs << run(host, device, deviceId, i * 24, 1 + jitter(i + seed));
    runs << run(host, device, deviceId, 5 * 24, latestScale * (1 + jitter(5 + seed)));
    return runs;
}

// A translation of the regression verdict's words only (context roofline::RegressionVerdict):
// no finding starts with the English "worse: " or "Regressed" any more, and no other class's
// "worse: " is translated alike, as a translator may well do. Whatever colours or flags a line
// has to go by its kind.
class VerdictWordsTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (qstrcmp(context, "roofline::RegressionVerdict") != 0)
            return {};
        const QLatin1String source(sourceText);
        if (source == QLatin1String("worse: "))
            return QStringLiteral("schlechter: ");
        if (source == QLatin1String("better: "))
            return QStringLiteral("besser: ");
        if (source.startsWith(QLatin1String("Regressed: ")))
            return QStringLiteral("Verschlechtert: %n Messwert(e) gegen %1.");
        return {};
    }
};

} // namespace fleetfixture
