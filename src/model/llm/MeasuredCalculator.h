// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/llm/MeasuredStep.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace roofline {

// One kernel of a measured step (cpu.llm / cuda.llm, metric llm_kernel): where it sits on the
// roofline and how much of its own roof it reached.
struct MeasuredKernelPoint {
    QString id;                // "q_proj+o_proj", "attention", "lm_head"
    QString group;             // the analytic kernel group's key: "attention_projections", …
    double seconds = 0;        // median per call
    double secondsPerStep = 0; // median × calls per step
    double flopsPerCall = 0, bytesPerCall = 0;
    double intensity = 0;      // FLOP/byte of one call, as the engine counted it
    double flopsPerSecond = 0; // achieved
    double efficiency = 0;     // on its bound's side, against the run's own ceilings
    Bound bound = Bound::Memory;
};

// A calculator configuration beside what a run measured for it: the measured step, the
// analytic one at 100 % efficiency on the same ceilings, the efficiencies the kernels reached,
// and the measured decode series with its memory→compute flip. The CLI (`roofline model --run
// N --measured`) and the calculator page show this one answer.
struct MeasuredComparison {
    MeasuredStepPoint step;
    OperatingPoint ideal;        // the analytic step at 100 % bandwidth and compute efficiency
    double kernelEfficiency = 0; // ideal grouped step time ÷ measured step time
    // "Kernel efficiency: measured", per kernel group: each analytic group the run measured
    // kernels of is judged on its own bound side (its time at 100 % ÷ its kernels' measured
    // time); the memory-bound groups together give the bandwidth efficiency, the
    // compute-bound ones the compute efficiency (MFU). Empty where no group is of that bound.
    std::optional<double> bandwidthEfficiency, computeEfficiency;
    QList<MeasuredKernelPoint> kernels;
    QList<MeasuredStepPoint> series; // decode: the model's steps at this format and context
    std::optional<double> flip, analyticFlip; // memory → compute, batch
};

// The use case behind "measured beside analytic" (issue 19): plain computation over a loaded
// run, no I/O, so the GUI runs it on its own thread once the run is read.
class MeasuredCalculator {
    Q_DECLARE_TR_FUNCTIONS(roofline::MeasuredCalculator)

public:
    // The comparison for `model` on `hw` (the run's measured ceilings) with `cfg`; the error
    // says why when the run measured no step of this model, format, batch and context.
    static Result<MeasuredComparison> compare(const Run &run, const ModelSpec &model,
                                              const Ceilings &hw, const InferenceConfig &cfg);
    // The kernels of one measured case, in the order the run stored them.
    static QList<MeasuredKernelPoint> kernels(const Run &run, const MeasuredStepPoint &step);
    // `cfg` with the measured efficiencies in place of the typed ones (kept where none).
    static InferenceConfig withMeasuredEfficiency(const InferenceConfig &cfg,
                                                  const MeasuredComparison &measured);
    // Only the measurements MeasuredStep and this class read (llm_step, llm_kernel): what a
    // front end keeps of a run it loaded.
    static Run llmPart(const Run &run);
};

} // namespace roofline
