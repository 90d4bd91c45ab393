// SPDX-License-Identifier: MIT
#include "model/llm/CalculatorSweep.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// The clock that sets the step time in `state`.
double clockOf(const OperatingPoint &op, Bound state) {
    switch (state) {
    case Bound::Compute:
        return op.computeTime;
    case Bound::Overhead:
        return op.overheadTime;
    case Bound::Link:
        return op.linkTime;
    case Bound::Memory:
        break;
    }
    return op.memoryTime;
}

SweepSample sampleOf(qint64 value, const OperatingPoint &op) {
    SweepSample s;
    s.value = value;
    s.state = op.state;
    s.tokensPerSecond = op.tokensPerSecond;
    s.timePerToken = op.timePerToken;
    s.stepTime = op.stepTime;
    s.memoryTime = op.memoryTime;
    s.computeTime = op.computeTime;
    s.overheadTime = op.overheadTime;
    s.linkTime = op.linkTime;
    s.groupedStepTime = op.groupedStepTime;
    s.groupedTokensPerSecond = op.groupedTokensPerSecond;
    s.arithmeticIntensity = op.arithmeticIntensity;
    s.memoryRequired = op.memoryRequired;
    s.fitsInMemory = op.fitsInMemory;
    return s;
}

// Between two adjacent whole values the clocks are linear in the swept input (bytes and FLOPs
// are polynomials of low degree in it, and over one step the chord is what a user can read
// anyway), so the crossing of the two clocks is interpolated, not searched.
SweepFlip flipBetween(qint64 lo, const OperatingPoint &a, qint64 hi, const OperatingPoint &b) {
    SweepFlip f;
    f.from = a.state;
    f.to = b.state;
    f.lastBefore = lo;
    f.firstAfter = hi;
    const double dLo = clockOf(a, f.from) - clockOf(a, f.to); // ≥ 0: `from` still dominates
    const double dHi = clockOf(b, f.from) - clockOf(b, f.to); // ≤ 0: `to` dominates
    const double t = dLo - dHi > 0 ? std::clamp(dLo / (dLo - dHi), 0.0, 1.0) : 0.0;
    f.value = double(lo) + t * double(hi - lo);
    // At the crossing both clocks read the same: interpolate the one clock (the step time is
    // their maximum, kinked right there), and the tokens of the step, which are linear in
    // batch and context.
    const double clockLo = clockOf(a, f.from), clockHi = clockOf(b, f.from);
    f.stepTime = clockLo + t * (clockHi - clockLo);
    const double tokens = a.tokensPerStep + t * (b.tokensPerStep - a.tokensPerStep);
    f.tokensPerSecond = f.stepTime > 0 ? tokens / f.stepTime : 0;
    return f;
}

// The step at one value of the swept variable, the rest as `base` says.
struct SweepAt {
    const ModelSpec &model;
    const Ceilings &hw;
    const InferenceConfig &base;
    SweepVariable variable;

    Result<OperatingPoint> operator()(qint64 value) const {
        InferenceConfig c = base;
        if (variable == SweepVariable::Batch)
            c.batch = value;
        else
            c.context = value;
        return RooflineCalculator::evaluate(model, hw, c);
    }
};

// Flips: bisect each interval whose ends disagree down to two adjacent whole values. An
// interval may hold more than one flip (overhead → memory → compute within a decade), so
// the search continues from each flip found until it reaches the interval's end state.
Result<void> findFlips(const SweepAt &at, const QList<OperatingPoint> &ops, SweepResult &r) {
    for (qsizetype i = 1; i < r.samples.size(); ++i) {
        if (ops.at(i).state == ops.at(i - 1).state)
            continue;
        qint64 lo = r.samples.at(i - 1).value;
        OperatingPoint opLo = ops.at(i - 1);
        const qint64 end = r.samples.at(i).value;
        const OperatingPoint &opEnd = ops.at(i);
        while (lo < end && opLo.state != opEnd.state) {
            qint64 hi = end;
            OperatingPoint opHi = opEnd;
            while (hi - lo > 1) {
                const qint64 mid = lo + (hi - lo) / 2;
                auto opMid = at(mid);
                if (!opMid)
                    return opMid.error();
                if (opMid->state == opLo.state) {
                    lo = mid;
                    opLo = *opMid;
                } else {
                    hi = mid;
                    opHi = *opMid;
                }
            }
            r.flips << flipBetween(lo, opLo, hi, opHi);
            lo = hi;
            opLo = opHi;
        }
    }
    return {};
}

// Fit limit: the memory need never falls as batch or context grow, so the first sample
// that does not fit brackets it and one bisection finds the first whole value.
Result<void> findFitLimit(const SweepAt &at, const QList<OperatingPoint> &ops, SweepResult &r) {
    const auto fits = [](const OperatingPoint &op) { return op.fitsInMemory.value_or(true); };
    const auto first = std::find_if_not(ops.cbegin(), ops.cend(), fits);
    if (first == ops.cbegin()) {
        r.firstNotFitting = r.from;
    } else if (first != ops.cend()) {
        const qsizetype j = first - ops.cbegin();
        qint64 lo = r.samples.at(j - 1).value, hi = r.samples.at(j).value;
        while (hi - lo > 1) {
            const qint64 mid = lo + (hi - lo) / 2;
            auto op = at(mid);
            if (!op)
                return op.error();
            (fits(*op) ? lo : hi) = mid;
        }
        r.firstNotFitting = hi;
    }
    return {};
}

} // namespace

QString CalculatorSweep::variableId(SweepVariable variable) {
    return variable == SweepVariable::Batch ? QStringLiteral("batch") : QStringLiteral("context");
}

QList<qint64> CalculatorSweep::logSpaced(qint64 from, qint64 to, int points) {
    QList<qint64> values;
    if (from < 1 || to < from)
        return values;
    values << from;
    if (to == from || points < 2)
        return values;
    const double a = std::log(double(from)), b = std::log(double(to));
    for (int i = 1; i < points; ++i) {
        const auto v = qint64(std::llround(std::exp(a + (b - a) * i / (points - 1))));
        if (v > values.last())
            values << std::min(v, to);
    }
    if (values.last() != to)
        values << to;
    return values;
}

qint64 CalculatorSweep::defaultFrom(SweepVariable variable) {
    return variable == SweepVariable::Batch ? kDefaultBatchFrom : kDefaultContextFrom;
}

qint64 CalculatorSweep::defaultTo(SweepVariable variable, const ModelSpec &model) {
    if (variable == SweepVariable::Batch)
        return kDefaultBatchTo;
    return model.maxContext > kDefaultContextFrom ? qint64(model.maxContext) : kFallbackMaxContext;
}

Result<SweepResult> CalculatorSweep::run(const ModelSpec &model, const Ceilings &hw,
                                         const InferenceConfig &base, SweepVariable variable,
                                         qint64 from, qint64 to, int points) {
    const QString field = variableId(variable);
    if (from < 1)
        return fieldError(field, tr("a sweep starts at 1 or more; got %1").arg(from));
    if (to <= from)
        return fieldError(field,
                          tr("the sweep must end above its start (%1); got %2").arg(from).arg(to));
    if (points < 2)
        return fieldError(field, tr("a sweep needs at least 2 points; got %1").arg(points));

    const SweepAt at{model, hw, base, variable};
    SweepResult r;
    r.variable = variable;
    r.from = from;
    r.to = to;
    r.capacity = hw.capacity;
    QList<OperatingPoint> ops;
    for (qint64 v : logSpaced(from, to, points)) {
        auto op = at(v);
        if (!op)
            return op.error();
        r.samples << sampleOf(v, *op);
        ops << *op;
    }

    if (auto ok = findFlips(at, ops, r); !ok)
        return ok.error();
    if (hw.capacity) {
        if (auto ok = findFitLimit(at, ops, r); !ok)
            return ok.error();
    }
    return r;
}

Result<SweepGrid> CalculatorSweep::grid(const ModelSpec &model, const Ceilings &hw,
                                        const InferenceConfig &base, qint64 batchFrom,
                                        qint64 batchTo, qint64 contextFrom, qint64 contextTo,
                                        int points) {
    if (batchFrom < 1 || batchTo < batchFrom)
        return fieldError(QStringLiteral("batch"),
                          tr("the range must run from 1 or more upwards; got %1 to %2")
                              .arg(batchFrom)
                              .arg(batchTo));
    if (contextFrom < 1 || contextTo < contextFrom)
        return fieldError(QStringLiteral("context"),
                          tr("the range must run from 1 or more upwards; got %1 to %2")
                              .arg(contextFrom)
                              .arg(contextTo));
    SweepGrid g;
    g.batches = logSpaced(batchFrom, batchTo, points);
    g.contexts = logSpaced(contextFrom, contextTo, points);
    g.samples.reserve(g.batches.size() * g.contexts.size());
    InferenceConfig c = base;
    for (qint64 b : std::as_const(g.batches)) {
        c.batch = b;
        for (qint64 ctx : std::as_const(g.contexts)) {
            c.context = ctx;
            const auto op = RooflineCalculator::evaluate(model, hw, c);
            if (!op)
                return op.error();
            g.samples << sampleOf(ctx, *op);
        }
    }
    return g;
}

} // namespace roofline
