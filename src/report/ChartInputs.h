// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "model/kernels/KernelPoint.h"
#include "report/ChartData.h"

#include <QCoreApplication>
#include <optional>

namespace roofline {

// Fills chart data from runs, spec profiles and the catalog. Keys on metric/level/kernel/
// format (never probe ids), so charts survive probe renames. `labels` name the runs in
// legends; one per run.
class ChartInputs {
    Q_DECLARE_TR_FUNCTIONS(roofline::ChartInputs)

public:
    // "NVIDIA H100 80GB HBM3 · 2026-11-28 14:30"
    static QString runLabel(const Run &run);

    // Measured roofs of every run (coloured per run when there are several) and the spec roofs.
    static RooflineData roofline(const QList<Run> &runs, const QStringList &labels,
                                 const std::optional<HardwareProfile> &spec,
                                 const QList<RooflinePoint> &points = {});
    // Analytic LLM operating points on a profile: decode at batch 1 and 32, prefill of 2k.
    static QList<RooflinePoint> llmPoints(const HardwareProfile &profile,
                                          const QStringList &modelIds);
    // Empirical sweep points: throughput measurements carrying param::kArithmeticIntensity
    // (model/MeasurementParams.h; both engines write it).
    static QList<RooflinePoint> sweepPoints(const Run &run, const QString &group);
    // The user's kernels on the run's measured roofs (issue 33): one point per format and
    // memory level the kernel has work and a roof for, one group per level ("your kernels,
    // DRAM"), labelled with the name and % of the attainable bound, each with its attainable
    // roof. What has no roof is a note, never a point.
    static QList<RooflinePoint> kernelPoints(const Run &run,
                                             const QList<kernels::KernelPoint> &kernels,
                                             QList<importers::ImportNote> *notes = nullptr);
    // "memory-bound", "compute-bound", or (far below both) "neither (latency/occupancy)".
    static QString boundText(const kernels::KernelPlacement &placement);
    static QString kernelTooltip(const QString &name, const kernels::KernelPlacement &placement);

    static LadderData bandwidthLadder(const QList<Run> &runs, const QStringList &labels,
                                      const std::optional<HardwareProfile> &spec);
    static LadderData latencyLadder(const QList<Run> &runs, const QStringList &labels);
    static FormatLadderData formatLadder(const QList<Run> &runs, const QStringList &labels,
                                         const std::optional<HardwareProfile> &spec);
    static WorkingSetData workingSet(const QList<Run> &runs, const QStringList &labels,
                                     bool latency);
    static TrendData trends(const QList<HardwareProfile> &gpus);

    // Cache boundaries read off one curve: the steepest steps between adjacent points.
    static QList<CacheBoundary> detectBoundaries(const QList<CurvePoint> &curve, bool latency);
};

} // namespace roofline
