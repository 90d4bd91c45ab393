// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/importers/PeerImport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline::kernels {

// One of the user's kernels as a profiler or their own code measured it (issue 33 item 1):
// work done and time taken, to be set on the measured roofs of a run of the same device.
struct KernelPoint {
    QString name;
    QMap<QString, double> flops; // per number format ("fp32" → FLOP of that format)
    QMap<QString, double> bytes; // per memory level ("DRAM", "L2", "L1", "SHARED")
    double seconds = 0;          // all its launches together
    qint64 launches = 1;
    QString sourceTool; // csv | json | ncu | rocprof
    QString device;     // as the source names it
    QStringList tags;
    QJsonObject params; // what the source said beyond that (ncu: grid, block, instance ids)

    friend bool operator==(const KernelPoint &, const KernelPoint &) = default;
};

// A kernel on one roof pair of a run: its intensity at a level, what it attained of one
// format, the bound there and how far below it the kernel stays.
struct KernelPlacement {
    QString format;
    QString level;
    double intensity = 0;  // FLOP per byte at that level
    double attained = 0;   // FLOP/s of that format
    double attainable = 0; // min(peak of the format, bandwidth of the level × intensity)
    double fraction = 0;   // attained / attainable
    QString bound;         // "memory" or "compute": which roof is lower at that intensity
    // Far below either roof (fraction < kFarBelow): neither memory- nor compute-bound there;
    // latency, occupancy or launch overhead limit it.
    bool farBelow = false;
};

// The measured roofs of a run: the best bandwidth per memory level (DRAM and HBM are one
// level, "DRAM") and the best FLOP/s per number format.
struct MeasuredRoofs {
    QMap<QString, double> bandwidth;
    QMap<QString, double> peak;
};

class KernelRoofline {
    Q_DECLARE_TR_FUNCTIONS(roofline::kernels::KernelRoofline)

public:
    static constexpr double kFarBelow = 0.25;

    static MeasuredRoofs roofs(const Run &run);
    // Every (format with FLOPs) × (level with bytes and a measured roof) of the kernel; what has
    // no roof in the run is a note ("no fp16 roof in run 12"), never a made-up ceiling.
    static QList<KernelPlacement> place(const KernelPoint &kernel, const MeasuredRoofs &roofs,
                                        QList<importers::ImportNote> *notes = nullptr);
};

// The same kernel (by name) on two runs (issue 33 "compare": before/after an optimisation, one
// device against another): time per launch on each, the speed-up, and per format × level its
// place on each run's roofs, with whether the bound changed.
struct KernelComparison {
    QString name;
    double secondsA = 0; // per launch
    double secondsB = 0;
    double speedup = 0; // secondsA / secondsB: > 1 when B is faster
    QString format;     // empty: placed on neither run
    QString level;
    std::optional<KernelPlacement> a; // on run A's roofs, where it has a roof there
    std::optional<KernelPlacement> b;
    bool boundChanged = false; // placed on both, and memory/compute/neither differ
};

class KernelCompare {
public:
    // Names in A's order; a name on one side only is left out (`onlyA`/`onlyB` list them).
    static QList<KernelComparison> compare(const QList<KernelPoint> &a, const MeasuredRoofs &roofsA,
                                           const QList<KernelPoint> &b, const MeasuredRoofs &roofsB,
                                           QStringList *onlyA = nullptr,
                                           QStringList *onlyB = nullptr);
    // "memory", "compute" or "neither" (far below both roofs).
    static QString boundKey(const KernelPlacement &placement);
};

// Ways in: a plain CSV or JSON of the documented schema (docs/cli.md "kernel points"),
// Nsight Compute's `ncu --csv` (details page, or --page raw), and AMD's counters
// (rocprof-compute's pmc_perf.csv, rocprofv3's counter_collection.csv), summed per kernel
// instance or per kernel name.
class KernelImport {
    Q_DECLARE_TR_FUNCTIONS(roofline::kernels::KernelImport)

public:
    enum class Tool { Auto, Csv, Json, Ncu, Rocprof };
    struct Options {
        Tool tool = Tool::Auto;
        bool perInstance = false; // ncu: one point per launch (ID) instead of per kernel name
        QString fileName;
    };
    struct Imported {
        QList<KernelPoint> kernels;
        QString tool;
        QList<importers::ImportNote> notes;
    };
    static std::optional<Tool> toolFromId(const QString &id);
    static Result<Imported> parse(const QByteArray &data, const Options &options);
};

} // namespace roofline::kernels
