// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QUuid>
#include <algorithm>
#include <cmath>

namespace roofline::testing {

// Runs shaped like the probe engine's: a sweep of working sets per kernel, realistic values,
// every raw sample, and keys this build does not know in params and provenance.
inline Measurement syntheticMeasurement(int i, int samples, quint32 seed = 1) {
    static const char *const kernels[] = {"read", "write", "copy", "triad", "chase"};
    static const char *const levels[] = {"L1", "L2", "L3", "DRAM"};
    Measurement m;
    const bool latency = i % 5 == 4;
    m.probe = latency ? QStringLiteral("cpu.latency") : QStringLiteral("cpu.bandwidth");
    m.metric = latency ? QStringLiteral("latency") : QStringLiteral("bandwidth");
    m.level = QLatin1String(levels[(i / 5) % 4]);
    m.format = QStringLiteral("fp64");
    m.kernel = QLatin1String(kernels[i % 5]);
    m.workingSetBytes = qint64(1024) << ((i / 20) % 24);
    m.threads = 1 + (i / 480) % 4;
    m.unit = latency ? QStringLiteral("s") : QStringLiteral("B/s");
    const double base = latency ? 1e-9 * (1 + i % 97) : 1e9 * (10 + i % 113);
    QList<double> s;
    for (int k = 0; k < samples; ++k)
        s << base * (1 + 0.001 * std::sin(double(seed * 7919 + i * 31 + k)));
    m.samples = s;
    m.best =
        latency ? *std::min_element(s.begin(), s.end()) : *std::max_element(s.begin(), s.end());
    m.min = *std::min_element(s.begin(), s.end());
    m.max = *std::max_element(s.begin(), s.end());
    m.median = s.isEmpty() ? 0 : s.at(s.size() / 2);
    m.mean = base * 1.0001;
    m.stddev = base * 0.0007;
    m.cov = 0.0007;
    m.n = samples;
    m.value = latency ? m.median : m.best;
    m.params =
        QJsonObject{{QStringLiteral("iterations"), 100 + i}, {QStringLiteral("vector_bytes"), 32}};
    m.flags = i % 50 == 0 ? QStringList{QStringLiteral("noisy")} : QStringList();
    return m;
}

inline Run syntheticRun(int index, int measurements, int samples) {
    Run run;
    run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    run.startedAt =
        QDateTime(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC).addSecs(qint64(index) * 3600);
    run.finishedAt = run.startedAt.addSecs(600);
    run.status = Run::Status::Complete;
    run.suite = QStringLiteral("standard");
    run.notes = QStringLiteral("synthetic run %1").arg(index);
    run.tags = {QStringLiteral("lab-%1").arg(index % 3)};
    run.appVersion = QStringLiteral("0.1.0");
    run.host.hostname = QStringLiteral("node-%1").arg(index % 7);
    run.host.os = QStringLiteral("Debian GNU/Linux 12");
    run.host.cpu = QStringLiteral("AMD EPYC 9654");
    run.host.cores = 96;
    run.host.memoryBytes = qint64(768) * 1000 * 1000 * 1000;
    run.host.provenance = QJsonObject{{QStringLiteral("hostname"), run.host.hostname},
                                      {QStringLiteral("os"), run.host.os},
                                      {QStringLiteral("cpu"), run.host.cpu},
                                      {QStringLiteral("cores"), run.host.cores},
                                      {QStringLiteral("memory_bytes"), run.host.memoryBytes},
                                      {QStringLiteral("kernel_release"), QStringLiteral("6.1.0")}};
    run.device.id = QStringLiteral("cpu");
    run.device.name = QStringLiteral("AMD EPYC 9654 (node-%1)").arg(index % 7);
    run.device.provenance = QJsonObject{{QStringLiteral("id"), run.device.id},
                                        {QStringLiteral("name"), run.device.name},
                                        {QStringLiteral("numa_nodes"), 2}};
    for (int i = 0; i < measurements; ++i)
        run.measurements << syntheticMeasurement(i, samples, quint32(index));
    run.measurementCount = measurements;
    return run;
}

} // namespace roofline::testing
