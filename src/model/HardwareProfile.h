// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

// The ceilings of one device: from a spec sheet (catalog/user) or from a measured run.
struct HardwareProfile {
    QString id;
    QString name;
    QString vendor;
    QString architecture;
    QString computeCapability;
    QString source = QStringLiteral("catalog"); // catalog | user | measured
    QString sourceNote;                         // datasheet name, or the run it was measured in
    QString notes;
    int launchYear = 0;

    QString memoryType; // spec: HBM3, GDDR6X…; measured: the level the run read (DRAM, HBM)
    // What the profile describes: "gpu" (every spec sheet) or "cpu" (derived from a CPU run).
    QString deviceKind = QStringLiteral("gpu");
    double memoryCapacity = 0;  // bytes (GB = 1e9)
    double memoryBandwidth = 0; // B/s
    // Measured profiles: the best read-only main-memory figure (B/s), beside memoryBandwidth's
    // best of every kernel (a copy with streaming stores can beat a read stream by a third).
    // An LLM step reads its weights and KV cache, so its analytic step runs under this roof
    // when there is one (Ceilings::fromProfile). 0: not measured (every spec sheet).
    double memoryReadBandwidth = 0;
    double l2Bytes = 0;
    int smCount = 0;
    double boostClockHz = 0;
    double tdpWatts = 0;

    QString hostLinkKind; // "PCIe", "NVLink-C2C"
    int hostLinkGeneration = 0;
    int hostLinkWidth = 0;
    double hostLinkBandwidth = 0; // per direction, B/s
    QString peerLinkKind;         // "NVLink 4", "none", ...
    double peerLinkBandwidth = 0; // total bidirectional, B/s

    // Dense peak per format id, FLOP/s (OP/s for integers).
    QMap<QString, double> peak;
    QMap<QString, double> peakFp16Accumulate; // GeForce: the other tensor rate
    QString tensorAccumulate;                 // accumulate type the tensor rates in `peak` use
    QStringList unverified;

    // A measured kernel-launch cost, when the profile comes from a run (s).
    double launchOverhead = 0;

    std::optional<double> peakFor(const QString &format) const {
        const auto it = peak.constFind(format);
        if (it == peak.constEnd() || !(*it > 0))
            return std::nullopt;
        return *it;
    }
    bool isCpu() const { return deviceKind == QLatin1String("cpu"); }
    // The memory level its bandwidth roof stands for, as charts name levels: DRAM for a CPU
    // (or a run that read DRAM), HBM for a GPU's own memory.
    QString memoryLevel() const {
        return isCpu() || memoryType == QLatin1String("DRAM") ? QStringLiteral("DRAM")
                                                              : QStringLiteral("HBM");
    }
    // Peak FLOP/s ÷ bandwidth: the intensity where the two roofs meet (FLOP/byte).
    std::optional<double> ridgePoint(const QString &format) const {
        const auto p = peakFor(format);
        if (!p || !(memoryBandwidth > 0))
            return std::nullopt;
        return *p / memoryBandwidth;
    }
    // What stops this profile from being stored as a user's GPU, one InvalidInput error per
    // field (`field` names it as the editor and the JSON do: id, name, memory_bandwidth,
    // memory_capacity, peak_bf16); empty when it can be stored.
    QList<Error> validate() const;

    bool operator==(const HardwareProfile &) const = default;
};

} // namespace roofline
