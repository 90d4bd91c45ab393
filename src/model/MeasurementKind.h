// SPDX-License-Identifier: MIT
#pragma once

#include "model/Measurement.h"

#include <QString>

namespace roofline {

// The words a measurement is filed under (docs/cli.md's bundle: metric, level) as types. Stored
// data, bundles and the probe protocol keep the strings; code that branches on what a
// measurement is asks these, so a misspelt "HBM" is a compile error instead of a silently
// empty chart.
enum class Metric { Other, Bandwidth, Latency, Throughput };
enum class MemoryLevel {
    Other,
    Registers, // REG
    L1,
    Shared, // SHARED: GPU shared memory
    L2,
    L3,
    DRAM,
    HBM,
    H2D,
    D2H,
    D2D,
    P2P,
    Network, // NET
    Launch,  // LAUNCH: launch and synchronisation overheads
};

struct MeasurementKind {
    static QString metricName(Metric metric);
    static Metric metricOf(const QString &name);
    static Metric metricOf(const Measurement &m) { return metricOf(m.metric); }
    static QString levelName(MemoryLevel level);
    static MemoryLevel levelOf(const QString &name);
    static MemoryLevel levelOf(const Measurement &m) { return levelOf(m.level); }
    // DRAM or HBM: the memory a roofline's slanted roof and the fleet's headline stand for.
    static bool isMainMemory(MemoryLevel level) {
        return level == MemoryLevel::DRAM || level == MemoryLevel::HBM;
    }
    static bool isMainMemory(const QString &level) { return isMainMemory(levelOf(level)); }
    // Copies over a link between memories (host↔device, device↔device, peers, network).
    static bool isTransfer(MemoryLevel level);
    // A main-memory bandwidth measurement: the fleet's and the roofline's headline figure.
    static bool isMainMemoryBandwidth(const Measurement &m) {
        return metricOf(m) == Metric::Bandwidth && isMainMemory(levelOf(m));
    }
    // The one rule for measurements of earlier versions, applied wherever runs are read (bundle
    // readers, the database): the CPU memory probes (cpu.bandwidth and its sweeps, cpu.roofline)
    // always moved doubles, but earlier versions stored no format for them; an empty format there
    // is "fp64", so old and new runs compare row for row.
    static void normaliseLegacy(Measurement &m);
    // The same rule for a measurement read from a bundle: what it changes is kept in the
    // measurement's provenance (`extra["as_recorded"]`, e.g. {"format": ""}) so that the
    // import can say so and an export writes the bundle's own value back. True when it
    // filled anything.
    static bool normaliseImported(Measurement &m);
    static constexpr const char *kAsRecorded = "as_recorded";
};

} // namespace roofline
