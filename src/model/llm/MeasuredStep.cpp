// SPDX-License-Identifier: MIT
#include "model/llm/MeasuredStep.h"

#include <QJsonArray>
#include <QStringList>
#include <algorithm>

namespace roofline {

QList<MeasuredStepPoint> MeasuredStep::points(const Run &run) {
    QList<MeasuredStepPoint> out;
    for (const Measurement &m : run.measurements) {
        if (m.metric != QLatin1String("llm_step") || !(m.median > 0))
            continue;
        const QJsonObject p = m.params;
        MeasuredStepPoint s;
        s.probe = m.probe;
        s.caseId = p.value(QLatin1String("case")).toString();
        s.modelId = p.value(QLatin1String("model")).toString();
        s.modelName = p.value(QLatin1String("model_name")).toString();
        s.phase = RooflineCalculator::phaseFromName(p.value(QLatin1String("phase")).toString())
                      .value_or(Phase::Decode);
        s.format = m.format;
        s.batch = qint64(p.value(QLatin1String("batch")).toDouble(1));
        s.context = qint64(p.value(QLatin1String("context")).toDouble());
        s.prompt = qint64(p.value(QLatin1String("prompt")).toDouble());
        s.stepTime = m.median;
        s.minTime = m.min;
        s.maxTime = m.max;
        s.cov = m.cov.value_or(m.mean > 0 ? m.stddev / m.mean : 0);
        s.samples = m.n;
        s.tokensPerSecond = p.value(QLatin1String("tokens_per_step")).toDouble() / m.median;
        s.flops = p.value(QLatin1String("flops")).toDouble();
        s.bytes = p.value(QLatin1String("bytes")).toDouble();
        s.bandwidthEfficiency = p.value(QLatin1String("bandwidth_efficiency")).toDouble();
        s.mfu = p.value(QLatin1String("mfu")).toDouble();
        s.memoryRead = p.value(QLatin1String("dram_bandwidth")).toDouble();
        s.memoryBoundShare = p.value(QLatin1String("memory_bound_share")).toDouble();
        s.bound = p.value(QLatin1String("bound")).toString() == QLatin1String("compute")
                      ? Bound::Compute
                      : Bound::Memory;
        out.append(s);
    }
    return out;
}

QList<NotMeasuredCase> MeasuredStep::notMeasured(const Run &run) {
    QList<NotMeasuredCase> out;
    const QJsonArray warningsJson = run.extra.value(QLatin1String("warnings")).toArray();
    for (const QJsonValue &v : warningsJson) {
        const QJsonObject w = v.toObject();
        const QJsonObject c = w.value(QLatin1String("case")).toObject();
        if (w.value(QLatin1String("code")).toString() != QLatin1String("not-measured")
            || c.isEmpty())
            continue;
        NotMeasuredCase n;
        n.probe = w.value(QLatin1String("probe")).toString();
        n.caseId = c.value(QLatin1String("id")).toString();
        n.modelId = c.value(QLatin1String("model")).toString();
        n.modelName = c.value(QLatin1String("model_name")).toString();
        n.phase = RooflineCalculator::phaseFromName(c.value(QLatin1String("phase")).toString())
                      .value_or(Phase::Decode);
        n.format = c.value(QLatin1String("format")).toString();
        n.batch = qint64(c.value(QLatin1String("batch")).toDouble(1));
        n.context = qint64(c.value(QLatin1String("context")).toDouble());
        n.prompt = qint64(c.value(QLatin1String("prompt")).toDouble());
        n.reason = c.value(QLatin1String("reason")).toString();
        out.append(n);
    }
    return out;
}

Result<MeasuredStepPoint> MeasuredStep::find(const Run &run, const QString &modelId, Phase phase,
                                             const QString &format, qint64 batch, qint64 context) {
    const QList<MeasuredStepPoint> all = points(run);
    QStringList seen;
    for (const MeasuredStepPoint &s : all) {
        const bool sameLength = phase == Phase::Decode ? s.context == context : s.prompt == context;
        if (s.modelId == modelId && s.phase == phase && s.format == format && s.batch == batch
            && sameLength)
            return s;
        seen << QStringLiteral("%1 %2 (context %3)").arg(s.modelId, s.caseId).arg(s.context);
    }
    for (const NotMeasuredCase &n : notMeasured(run)) {
        const bool sameLength = phase == Phase::Decode ? n.context == context : n.prompt == context;
        if (n.modelId == modelId && n.phase == phase && n.format == format && n.batch == batch
            && sameLength)
            return Error{tr("run %1 did not measure %2 %3: not measured because %4")
                             .arg(run.id)
                             .arg(modelId, n.caseId, n.reason)};
    }
    if (all.isEmpty())
        return Error{tr("run %1 measured no LLM step (roofline probe --llm MODEL measures one)")
                         .arg(run.id)};
    return Error{tr("run %1 has no measured step of %2, %3 %4 batch %5 at %6 tokens; it measured: "
                    "%7")
                     .arg(run.id)
                     .arg(modelId, RooflineCalculator::phaseName(phase), format)
                     .arg(batch)
                     .arg(context)
                     .arg(seen.join(QStringLiteral(", ")))};
}

std::optional<qint64> MeasuredStep::onlyLength(const Run &run, const QString &modelId, Phase phase,
                                               const QString &format) {
    std::optional<qint64> length;
    for (const MeasuredStepPoint &s : points(run)) {
        if (s.modelId != modelId || s.phase != phase || s.format != format)
            continue;
        const qint64 l = phase == Phase::Decode ? s.context : s.prompt;
        if (length && *length != l)
            return std::nullopt;
        length = l;
    }
    return length;
}

QList<MeasuredStepPoint> MeasuredStep::series(const Run &run, const QString &modelId,
                                              const QString &format, qint64 context) {
    QList<MeasuredStepPoint> out;
    for (const MeasuredStepPoint &s : points(run)) {
        if (s.phase == Phase::Decode && s.modelId == modelId && s.format == format
            && s.context == context)
            out.append(s);
    }
    std::sort(out.begin(), out.end(), [](const MeasuredStepPoint &a, const MeasuredStepPoint &b) {
        return a.batch < b.batch;
    });
    return out;
}

std::optional<double> MeasuredStep::flipBatch(const QList<MeasuredStepPoint> &s) {
    if (s.size() < 3)
        return std::nullopt;
    const MeasuredStepPoint &a = s.at(s.size() - 2), &b = s.last();
    const double slope = (b.stepTime - a.stepTime) / double(b.batch - a.batch);
    // No rise worth the name (within the spread of the samples): still memory-bound.
    if (!(slope > 0) || b.stepTime < 1.2 * s.first().stepTime)
        return std::nullopt;
    return s.first().stepTime / slope;
}

double MeasuredStep::kernelEfficiency(const OperatingPoint &analytic,
                                      const MeasuredStepPoint &measured) {
    return measured.stepTime > 0 ? analytic.groupedStepTime / measured.stepTime : 0.0;
}

QString MeasuredStep::formatFor(const ModelSpec &model, const InferenceConfig &cfg) {
    return cfg.weights.isEmpty() ? model.dtype : cfg.weights;
}

} // namespace roofline
