// SPDX-License-Identifier: MIT
#include "model/llm/MeasuredCalculator.h"

#include "model/llm/CalculatorSweep.h"

#include <QHash>
#include <algorithm>

namespace roofline {

QList<MeasuredKernelPoint> MeasuredCalculator::kernels(const Run &run,
                                                       const MeasuredStepPoint &step) {
    QList<MeasuredKernelPoint> out;
    for (const Measurement &m : run.measurements) {
        if (m.metric != QLatin1String("llm_kernel") || m.probe != step.probe
            || m.format != step.format || !(m.median > 0))
            continue;
        const QJsonObject p = m.params;
        if (p.value(QLatin1String("case")).toString() != step.caseId
            || p.value(QLatin1String("model")).toString() != step.modelId
            || qint64(p.value(QLatin1String("context")).toDouble()) != step.context)
            continue;
        MeasuredKernelPoint k;
        k.id = m.kernel;
        k.group = p.value(QLatin1String("group")).toString();
        k.seconds = m.median;
        k.secondsPerStep = p.value(QLatin1String("seconds_per_step")).toDouble();
        k.flopsPerCall = p.value(QLatin1String("ops_per_call")).toDouble();
        k.bytesPerCall = p.value(QLatin1String("bytes_per_call")).toDouble();
        k.intensity = k.bytesPerCall > 0 ? k.flopsPerCall / k.bytesPerCall : 0;
        k.flopsPerSecond = k.flopsPerCall / m.median;
        k.efficiency = p.value(QLatin1String("efficiency")).toDouble();
        k.bound = p.value(QLatin1String("bound")).toString() == QLatin1String("compute")
                      ? Bound::Compute
                      : Bound::Memory;
        out.append(k);
    }
    return out;
}

Result<MeasuredComparison> MeasuredCalculator::compare(const Run &run, const ModelSpec &model,
                                                       const Ceilings &hw,
                                                       const InferenceConfig &cfg) {
    const QString format = MeasuredStep::formatFor(model, cfg);
    const auto point = MeasuredStep::find(run, model.id, cfg.phase, format, cfg.batch, cfg.context);
    if (!point)
        return point.error();
    MeasuredComparison out;
    out.step = *point;
    // The efficiency is judged against the roofline at 100 %, whatever the typed one says.
    InferenceConfig full = cfg;
    full.efficiency = full.computeEfficiency = 1.0;
    const auto ideal = RooflineCalculator::evaluate(model, hw, full);
    if (!ideal)
        return ideal.error();
    out.ideal = *ideal;
    out.kernelEfficiency = MeasuredStep::kernelEfficiency(out.ideal, out.step);
    out.kernels = kernels(run, out.step);

    // Per analytic kernel group: its roof time at 100 % beside its kernels' measured time.
    QHash<QString, double> measuredByGroup;
    for (const MeasuredKernelPoint &k : std::as_const(out.kernels))
        measuredByGroup[k.group] += k.secondsPerStep;
    double memoryRoof = 0, memoryMeasured = 0, computeRoof = 0, computeMeasured = 0;
    for (const KernelGroup &g : std::as_const(out.ideal.groups)) {
        const double measured = measuredByGroup.value(g.key());
        if (!(measured > 0))
            continue; // embedding, norms, …: not measured, the analytic step counts them
        if (g.computeTime > g.memoryTime) {
            computeRoof += g.computeTime;
            computeMeasured += measured;
        } else {
            memoryRoof += g.memoryTime;
            memoryMeasured += measured;
        }
    }
    // A kernel faster than the calculator's roof (the run's own ceiling is a different
    // measurement than the calculator's) is at the roof, not above it.
    if (memoryMeasured > 0 && memoryRoof > 0)
        out.bandwidthEfficiency = std::min(1.0, memoryRoof / memoryMeasured);
    if (computeMeasured > 0 && computeRoof > 0)
        out.computeEfficiency = std::min(1.0, computeRoof / computeMeasured);

    if (cfg.phase == Phase::Decode) {
        out.series = MeasuredStep::series(run, model.id, format, cfg.context);
        out.flip = MeasuredStep::flipBatch(out.series);
        const auto sweep = CalculatorSweep::run(model, hw, full, SweepVariable::Batch, 1,
                                                CalculatorSweep::kDefaultBatchTo);
        if (sweep) {
            for (const SweepFlip &f : sweep->flips) {
                if (f.from == Bound::Memory && f.to == Bound::Compute) {
                    out.analyticFlip = f.value;
                    break;
                }
            }
        }
    }
    return out;
}

InferenceConfig MeasuredCalculator::withMeasuredEfficiency(const InferenceConfig &cfg,
                                                           const MeasuredComparison &measured) {
    InferenceConfig out = cfg;
    if (measured.bandwidthEfficiency)
        out.efficiency = *measured.bandwidthEfficiency;
    if (measured.computeEfficiency)
        out.computeEfficiency = *measured.computeEfficiency;
    return out;
}

Run MeasuredCalculator::llmPart(const Run &run) {
    Run out = run;
    out.measurements.clear();
    for (const Measurement &m : run.measurements) {
        if (m.metric == QLatin1String("llm_step") || m.metric == QLatin1String("llm_kernel"))
            out.measurements.append(m);
    }
    return out;
}

} // namespace roofline
