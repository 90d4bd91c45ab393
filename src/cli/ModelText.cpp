// SPDX-License-Identifier: MIT
#include "cli/ModelText.h"

#include "cli/TextTable.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"

namespace roofline::cli {

QString ModelText::describeMeasured(const OperatingPoint &op, const MeasuredStepPoint &m,
                                    double kernelEfficiency, std::optional<double> measuredFlip,
                                    std::optional<double> analyticFlip) {
    using namespace units;
    QString s = tr("\nMeasured on this device (%1, %2, %n sample(s)):\n", nullptr, int(m.samples))
                    .arg(m.probe, m.caseId);
    s += tr("  step time          %1 (min %2, max %3, CoV %4 %)  analytic %5 (kernels one after "
            "another), %6 (overlapped)\n")
             .arg(formatSeconds(m.stepTime), formatSeconds(m.minTime), formatSeconds(m.maxTime))
             .arg(100 * m.cov, 0, 'f', 1)
             .arg(formatSeconds(op.groupedStepTime), formatSeconds(op.stepTime));
    s += tr("  tokens/s           %1  analytic %2\n")
             .arg(m.tokensPerSecond, 0, 'f', 1)
             .arg(op.groupedTokensPerSecond, 0, 'f', 1);
    s += tr("  bound              %1 (%2 % of the time in memory-bound kernels)\n")
             .arg(BoundState::label(m.bound))
             .arg(100 * m.memoryBoundShare, 0, 'f', 0);
    s += m.memoryRead > 0
             ? tr("  of the run's roofs %1 % of the memory read it measured (%2), MFU %3 % of its "
                  "library GEMM peak\n")
                   .arg(100 * m.bandwidthEfficiency, 0, 'f', 0)
                   .arg(formatSi(m.memoryRead, QStringLiteral("B/s")))
                   .arg(100 * m.mfu, 0, 'f', 1)
             : tr("  of the run's roofs %1 % of its DRAM bandwidth, MFU %2 % of its library GEMM "
                  "peak\n")
                   .arg(100 * m.bandwidthEfficiency, 0, 'f', 0)
                   .arg(100 * m.mfu, 0, 'f', 1);
    s += tr("  kernel efficiency: measured %1 % (analytic step at 100 % ÷ measured step; the "
            "measured kernels leave out embedding, norms and sampling)\n")
             .arg(100 * kernelEfficiency, 0, 'f', 0);
    const auto batch = [](std::optional<double> b) {
        return b ? QString::number(*b, 'f', 1) : tr("not reached");
    };
    s += tr("  memory→compute flip measured at batch %1 (the knee of the measured steps), "
            "analytic at batch %2\n")
             .arg(batch(measuredFlip), batch(analyticFlip));
    return s;
}

QString ModelText::groupTable(const OperatingPoint &op) {
    using namespace units;
    const auto time = [](double t) { return t > 0 ? formatSeconds(t) : QStringLiteral("—"); };
    TextTable table({tr("Kernel group"), tr("Memory"), tr("Compute"), tr("Launches"), tr("Link"),
                     tr("Time"), tr("Bound")});
    for (const KernelGroup &g : op.groups) {
        table.addRow({g.name(), time(g.memoryTime),
                      g.computeTime > 0
                          ? tr("%1 (%2)").arg(formatSeconds(g.computeTime), g.computeFormat)
                          : QStringLiteral("—"),
                      time(g.overheadTime), time(g.linkTime), formatSeconds(g.time),
                      BoundState::label(g.state)});
    }
    table.addRow({tr("sum (kernels one after another)"), QString(), QString(), QString(), QString(),
                  formatSeconds(op.groupedStepTime), BoundState::label(op.groupedState)});
    return table.toString();
}

QString ModelText::describe(const OperatingPoint &op, const QString &modelName,
                            const QString &hardwareName, const InferenceConfig &cfg,
                            const QStringList &extraNotes) {
    using namespace units;
    // Keys are measured in terminal columns, so translated (CJK) keys keep the values aligned.
    QList<QPair<QString, QString>> lines;
    const auto line = [&lines](const QString &k, const QString &v) { lines.append({k, v}); };
    QString s = tr("%1 on %2: %3, batch %4, context %5\n")
                    .arg(modelName, hardwareName, RooflineCalculator::phaseName(cfg.phase))
                    .arg(cfg.batch)
                    .arg(cfg.context);
    if (op.tensorParallel > 1)
        s += tr("Tensor parallel over %1 GPUs: the figures below are per GPU.\n")
                 .arg(op.tensorParallel);
    line(tr("State"), BoundState::label(op.state));
    line(tr("Formats (w/kv/act)"),
         QStringLiteral("%1 / %2 / %3 (math in %4)")
             .arg(op.weightsFormat, op.kvFormat, op.activationsFormat, op.computeFormat));
    line(tr("Tensor formats"),
         tr("attention %1, MLP %2, embedding %3, lm_head %4, attention scores in %5")
             .arg(op.attentionFormat, op.mlpFormat, op.embeddingFormat, op.lmHeadFormat,
                  op.attentionMathFormat));
    line(tr("Arithmetic intensity"), tr("%1 FLOP/byte").arg(op.arithmeticIntensity, 0, 'g', 4));
    line(tr("Ridge point"), tr("%1 FLOP/byte").arg(op.ridgePoint, 0, 'g', 4));
    line(tr("Bytes moved"), formatBytes(op.bytes));
    line(tr("  weights"), formatBytes(op.weightBytes));
    line(tr("  KV cache"), tr("%1 (%2 % of weights)")
                               .arg(formatBytes(op.kvCacheBytes))
                               .arg(op.kvToWeights * 100, 0, 'f', 1));
    line(tr("FLOPs"), formatSi(op.flops, QStringLiteral("FLOP")));
    line(tr("Effective bandwidth"), formatSi(op.effectiveBandwidth, QStringLiteral("B/s")));
    line(tr("Peak compute"),
         op.effectivePeakFlops < op.peakFlops
             ? tr("%1 (%2 at %3 % compute efficiency)")
                   .arg(formatSi(op.peakFlops, QStringLiteral("FLOP/s")),
                        formatSi(op.effectivePeakFlops, QStringLiteral("FLOP/s")))
                   .arg(cfg.computeEfficiency * 100, 0, 'f', 0)
             : formatSi(op.peakFlops, QStringLiteral("FLOP/s")));
    line(tr("Memory time"), formatSeconds(op.memoryTime));
    line(tr("Compute time"), formatSeconds(op.computeTime));
    line(tr("Overhead time"), tr("%1 (%2 launches × %3)")
                                  .arg(formatSeconds(op.overheadTime))
                                  .arg(op.launches)
                                  .arg(formatSeconds(op.launchOverhead)));
    if (op.tensorParallel > 1)
        line(tr("Link time"),
             tr("%1 (%2 over %3 at %4, %5 collectives)")
                 .arg(formatSeconds(op.linkTime), formatBytes(op.linkBytes), op.linkName,
                      formatSi(op.linkBandwidth, QStringLiteral("B/s")))
                 .arg(op.collectives));
    line(tr("Step time"), tr("%1 overlapped (the largest clock)").arg(formatSeconds(op.stepTime)));
    line(tr("Step time, grouped"),
         tr("%1, one kernel group after another (%2: %3 % of it)")
             .arg(formatSeconds(op.groupedStepTime), BoundState::label(op.groupedState))
             .arg(op.groupedShare * 100, 0, 'f', 0));
    line(tr("Time per token"), formatSeconds(op.timePerToken));
    line(tr("Throughput"), tr("%1 tokens/s (grouped: %2)")
                               .arg(op.tokensPerSecond, 0, 'f', 1)
                               .arg(op.groupedTokensPerSecond, 0, 'f', 1));
    line(tr("Compute utilisation"),
         QStringLiteral("%1 %").arg(op.computeUtilization * 100, 0, 'f', 1));
    line(tr("With CUDA Graphs"),
         op.cudaGraphsApply
             ? tr("%1 step, %2")
                   .arg(formatSeconds(op.graphStepTime), BoundState::label(op.graphState))
             : tr("not for a CPU (a CPU step launches no kernels to replay)"));
    line(tr("Memory required"), formatBytes(op.memoryRequired));
    if (op.memoryCapacity)
        line(tr("Fits in memory"),
             tr("%1 (capacity %2)")
                 .arg(*op.fitsInMemory ? tr("yes") : tr("no"), formatBytes(*op.memoryCapacity)));
    s += keyValueLines(lines);
    s += QLatin1Char('\n') + groupTable(op);
    for (const QString &n : extraNotes + op.notes)
        s += QStringLiteral("  * ") + n + QLatin1Char('\n');
    return s;
}

} // namespace roofline::cli
