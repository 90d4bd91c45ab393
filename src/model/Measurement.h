// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

// One measured point of a run, exactly as a run bundle carries it (docs/cli.md): what was measured
// (probe, metric, memory level, number format, kernel, working set), the headline value and
// its statistics, the probe's parameters, and every raw sample.
struct Measurement {
    QString probe;  // "cpu.bandwidth"
    QString metric; // bandwidth | latency | throughput | ...
    QString level;  // L1 | L2 | DRAM | HBM | H2D | ...
    QString format; // fp32 | bf16 | ...
    QString kernel; // read | copy | triad | chase | launch | ...
    qint64 workingSetBytes = 0;
    qint64 threads = 0;
    double value = 0; // the headline (best for bandwidth, median for latency), in `unit`
    QString unit;     // B/s | s | FLOP/s | OP/s
    double best = 0;
    double min = 0;
    double median = 0;
    double max = 0;
    double mean = 0;
    double stddev = 0;
    qint64 n = 0;
    QJsonObject params;

    // Written by the probe engine beyond docs/cli.md; absent and empty are kept apart so a bundle
    // survives import and export unchanged.
    std::optional<double> cov;
    std::optional<QList<double>> samples;
    std::optional<QStringList> flags;
    // Keys this build does not know, kept verbatim for a later version.
    QJsonObject extra;

    friend bool operator==(const Measurement &, const Measurement &) = default;
};

} // namespace roofline
