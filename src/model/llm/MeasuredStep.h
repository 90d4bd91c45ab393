// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace roofline {

// One LLM step the engine measured (cpu.llm / cuda.llm, metric llm_step): a model, phase,
// format and batch, its time with statistics, and how it used the run's own ceilings.
struct MeasuredStepPoint {
    QString probe;   // cpu.llm | cuda.llm
    QString caseId;  // "decode/bf16/b8"
    QString modelId; // the plan's model id
    QString modelName;
    Phase phase = Phase::Decode;
    QString format;
    qint64 batch = 1, context = 0, prompt = 0;
    double stepTime = 0; // s, median (the sum of the kernel medians)
    double minTime = 0, maxTime = 0, cov = 0;
    qint64 samples = 0;
    double tokensPerSecond = 0;
    double flops = 0, bytes = 0; // of the measured kernels per step
    double bandwidthEfficiency = 0, mfu = 0, memoryBoundShare = 0;
    double memoryRead = 0; // B/s: the main-memory read the probe measured before the case, the
                           // roof of bandwidthEfficiency (0: an older run that did not say)
    Bound bound = Bound::Memory;
};

// A configuration the engine did not measure, and why (a warning "not-measured" with its case,
// stored in the run's "warnings"): a layer that does not fit, a format the device lacks, a
// context beyond the model's maximum.
struct NotMeasuredCase {
    QString probe;
    QString caseId;
    QString modelId, modelName;
    Phase phase = Phase::Decode;
    QString format;
    qint64 batch = 1, context = 0, prompt = 0;
    QString reason;
};

// The measured LLM steps of a stored run, and the calculator's view of one: the measured time
// beside the analytic one, and the kernel efficiency that makes the analytic step take the
// measured time ("kernel efficiency: measured").
class MeasuredStep {
    Q_DECLARE_TR_FUNCTIONS(roofline::MeasuredStep)

public:
    static QList<MeasuredStepPoint> points(const Run &run);
    // The cases the run's engine left unmeasured, in the order it reported them.
    static QList<NotMeasuredCase> notMeasured(const Run &run);
    // The point of `model` (id) at this phase, format, batch and context; when none matches an
    // error giving the engine's reason where it recorded the case as not measured, else listing
    // what the run did measure.
    static Result<MeasuredStepPoint> find(const Run &run, const QString &modelId, Phase phase,
                                          const QString &format, qint64 batch, qint64 context);
    // The one context (decode) or prompt length (prefill) the run measured `model` at in this
    // phase and format, whatever the batch; empty when it measured none or several (then the
    // user says which).
    static std::optional<qint64> onlyLength(const Run &run, const QString &modelId, Phase phase,
                                            const QString &format);
    // The decode points of one model, format and context, ascending by batch.
    static QList<MeasuredStepPoint> series(const Run &run, const QString &modelId,
                                           const QString &format, qint64 context);
    // Where the measured decode step turns from memory- to compute-bound: t(smallest batch) ÷
    // the slope of t between the two largest batches, the knee of t = max(M, C·B) (a flat
    // memory-bound floor, then a line through the origin). Empty with fewer than three
    // batches, or when the step does not grow with the batch (still memory-bound).
    static std::optional<double> flipBatch(const QList<MeasuredStepPoint> &series);
    // Analytic grouped step time at 100 % efficiency ÷ measured step time: the fraction of the
    // roofline the kernels reached (one number, as the seed's 11 % / 88 %).
    static double kernelEfficiency(const OperatingPoint &analyticAtFullEfficiency,
                                   const MeasuredStepPoint &measured);
    // The format the measured step of a calculator configuration ran in: the weights' format
    // when given, else the model's dtype.
    static QString formatFor(const ModelSpec &model, const InferenceConfig &cfg);
};

} // namespace roofline
