// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace roofline {

// Which input of the step a sweep varies; every other input stays as configured.
enum class SweepVariable { Batch, Context };

// One evaluated step of a sweep (SI units, as OperatingPoint).
struct SweepSample {
    qint64 value = 0;            // the swept batch size or context length
    Bound state = Bound::Memory; // of the overlapped bound
    double tokensPerSecond = 0;
    double timePerToken = 0;
    double stepTime = 0; // decode: time per token of each sequence; prefill: time to first token
    double memoryTime = 0, computeTime = 0, overheadTime = 0, linkTime = 0;
    // The sum over kernel groups of each group's own bound (OperatingPoint::groupedStepTime).
    double groupedStepTime = 0, groupedTokensPerSecond = 0;
    double arithmeticIntensity = 0;
    double memoryRequired = 0;
    std::optional<bool> fitsInMemory; // unknown without a capacity
};

// Where the bound changes between two whole values of the swept input.
struct SweepFlip {
    Bound from = Bound::Memory, to = Bound::Memory; // on either side
    qint64 lastBefore = 0;                          // last whole value still in `from`
    qint64 firstAfter = 0;                          // first whole value in `to` (lastBefore + 1)
    // Where the two clocks are equal, interpolated between the two whole values: the
    // analytic crossing (intensity = ridge point for memory ↔ compute), e.g. batch 295.5.
    double value = 0;
    double tokensPerSecond = 0; // at `value`, interpolated, for placing a marker on the curve
    double stepTime = 0;
};

struct SweepResult {
    SweepVariable variable = SweepVariable::Batch;
    qint64 from = 0, to = 0;
    QList<SweepSample> samples; // ascending by value
    QList<SweepFlip> flips;     // ascending by value
    std::optional<double> capacity;
    // Smallest swept value whose weights + KV cache + reserve exceed the capacity; empty when
    // everything in [from, to] fits or the capacity is unknown. Memory need only grows with
    // batch and context, so every value from here to `to` does not fit either.
    std::optional<qint64> firstNotFitting;
};

// The calculator over a batch × context grid (both log-spaced): what a heat map of throughput
// or of the bound would show. samples[i * contexts.size() + j] is batch i, context j.
struct SweepGrid {
    QList<qint64> batches, contexts;
    QList<SweepSample> samples;
    const SweepSample &at(qsizetype batch, qsizetype context) const {
        return samples.at(batch * contexts.size() + context);
    }
};

// Evaluates the calculator across a range of batch sizes or context lengths: the curves of the
// calculator page's sweep mode, the points where the bound flips and the memory fit limit.
// Pure and cheap (one evaluation per sample plus a bisection per flip and for the fit limit).
class CalculatorSweep {
    Q_DECLARE_TR_FUNCTIONS(roofline::CalculatorSweep)

public:
    static constexpr int kDefaultPoints = 41;
    static constexpr qint64 kDefaultBatchFrom = 1;
    static constexpr qint64 kDefaultBatchTo = 1024;
    static constexpr qint64 kDefaultContextFrom = 128;
    // Upper context bound for a model that states no trained maximum.
    static constexpr qint64 kFallbackMaxContext = 131072;

    // Whole numbers from `from` to `to` (both included), evenly spaced on a log scale;
    // duplicates after rounding are dropped, so there may be fewer than `points`.
    static QList<qint64> logSpaced(qint64 from, qint64 to, int points);

    // Batch 1 … 1024; context 128 … the model's trained maximum.
    static qint64 defaultFrom(SweepVariable variable);
    static qint64 defaultTo(SweepVariable variable, const ModelSpec &model);

    static Result<SweepResult> run(const ModelSpec &model, const Ceilings &hw,
                                   const InferenceConfig &base, SweepVariable variable, qint64 from,
                                   qint64 to, int points = kDefaultPoints);

    // Every batch × context pair of the two default ranges (or the ones given), `points` each.
    static Result<SweepGrid> grid(const ModelSpec &model, const Ceilings &hw,
                                  const InferenceConfig &base, qint64 batchFrom, qint64 batchTo,
                                  qint64 contextFrom, qint64 contextTo,
                                  int points = kDefaultPoints);

    static QString variableId(SweepVariable variable); // "batch" | "context"
};

} // namespace roofline
