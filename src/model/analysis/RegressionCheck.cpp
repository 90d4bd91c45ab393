// SPDX-License-Identifier: MIT
#include "model/analysis/RegressionCheck.h"

#include "model/Median.h"
#include "model/analysis/StudentT.h"

#include <QMap>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace roofline {

namespace {

// Keys of one run, numbered by occurrence like RunComparison does.
QList<QPair<MeasurementKey, const Measurement *>> keyed(const Run &run) {
    QList<QPair<MeasurementKey, const Measurement *>> out;
    QMap<MeasurementKey, int> seen;
    for (const Measurement &m : run.measurements) {
        const MeasurementKey base = MeasurementKey::of(m, 0);
        const int occurrence = seen.value(base, 0);
        seen[base] = occurrence + 1;
        out.append({MeasurementKey::of(m, occurrence), &m});
    }
    return out;
}

bool usable(double v) {
    return std::isfinite(v) && v != 0;
}

// Latency-like units are better when lower; rates when higher (as RunComparison).
bool higherIsBetter(const Measurement &m) {
    return m.unit != QLatin1String("s") && m.metric != QLatin1String("latency");
}

// One figure's history: its undisturbed points, newest run first.
struct History {
    QList<const Measurement *> points;
    int disturbed = 0;
    QList<double> disturbedValues; // the disturbed points' usable headlines, newest first
};

// The baseline of one figure from its history.
struct FigureBaseline {
    double centre = 0;    // median of the newest `last` points
    double runNoise = 0;  // relative standard deviation of one run's headline
    int centreRuns = 0;   // points the median is of
    int spreadRuns = 0;   // points the spread between runs is of
    QList<double> values; // the newest `last` points' headlines
    double min = 0, max = 0;
};

FigureBaseline baselineOf(const History &h, int last, double k) {
    FigureBaseline b;
    const qsizetype centreCount =
        last > 0 ? std::min<qsizetype>(last, h.points.size()) : h.points.size();
    QList<double> all, within;
    for (qsizetype i = 0; i < h.points.size(); ++i) {
        const Measurement *m = h.points.at(i);
        all << m->value;
        within << SignificanceRule::relativeNoise(*m);
        if (i < centreCount)
            b.values << m->value;
    }
    b.centre = *median(b.values);
    b.centreRuns = int(b.values.size());
    b.spreadRuns = int(all.size());
    b.min = *std::min_element(b.values.cbegin(), b.values.cend());
    b.max = *std::max_element(b.values.cbegin(), b.values.cend());
    // The larger of what the samples say (each run's own noise) and what the runs say (their
    // spread): a probe that wobbles from run to run must not page anyone. A spread of n runs
    // is itself uncertain (n − 1 degrees of freedom): the interval the verdict draws is ± k of
    // it only after scaling it by t(n − 1) / k, t the Student quantile of the confidence ± k has
    // under the normal distribution — 78 × for two runs, 6.4 × for three, 2.2 × for five,
    // 1.2 × for fifteen (k = 3). Two runs that agree by luck never make a verdict sure.
    const int n = int(all.size());
    const double fewRuns = n >= 2 ? studentT::quantileMatchingNormal(k, n - 1) / k : 1.0;
    b.runNoise = std::max(*median(within), RegressionCheck::spread(all) * fewRuns);
    return b;
}

// The variance of a median of n values over the variance of one: 1/n up to two, then the
// large-sample π/(2n) of a normal median.
double medianVarianceFactor(int n) {
    if (n <= 0)
        return 0;
    return n <= 2 ? 1.0 / n : std::numbers::pi / (2.0 * n);
}

QMap<MeasurementKey, History> histories(const QList<Run> &newestFirst) {
    QMap<MeasurementKey, History> out;
    for (const Run &r : newestFirst) {
        for (const auto &[key, m] : keyed(r)) {
            History &h = out[key];
            if (RegressionCheck::disturbed(*m) || !usable(m->value) || !std::isfinite(m->value)) {
                ++h.disturbed;
                if (usable(m->value))
                    h.disturbedValues << m->value;
            } else {
                h.points << m;
            }
        }
    }
    return out;
}

// A figure whose every earlier point was disturbed: Uncertain, against the median of those
// points for reference, with no interval to speak of (low = high = the change).
RegressionFinding baselineDisturbed(const MeasurementKey &key, const Measurement &latest,
                                    const History &h) {
    RegressionFinding f;
    f.key = key;
    f.unit = latest.unit;
    f.baseline = *median(h.disturbedValues);
    f.latest = latest.value;
    f.change = f.latest / f.baseline - 1;
    f.low = f.high = f.change;
    f.disturbedLeftOut = h.disturbed;
    f.verdict = RegressionFinding::Verdict::Uncertain;
    f.why = RegressionFinding::Why::BaselineDisturbed;
    return f;
}

// Significant, within the floor, or too noisy to tell: the verdict on one compared figure.
void judge(RegressionFinding &f, const Measurement &m, const RegressionCheck::Options &options) {
    const double k = options.rule.k;
    const bool beyondFloor = std::fabs(f.change) > options.rule.floor;
    // Too few earlier runs to know how the figure moves between runs (Options::minSpreadRuns):
    // a change is uncertain then, never slower or faster.
    const bool runSpreadKnown = f.spreadRuns >= options.minSpreadRuns;
    const bool significant =
        f.noise > 0 && runSpreadKnown && beyondFloor && (f.low > 0 || f.high < 0);
    if (significant) {
        const bool better = (f.change > 0) == higherIsBetter(m);
        f.verdict =
            better ? RegressionFinding::Verdict::Faster : RegressionFinding::Verdict::Slower;
    } else if (f.noise == 0 || !runSpreadKnown) {
        f.verdict =
            beyondFloor ? RegressionFinding::Verdict::Uncertain : RegressionFinding::Verdict::Same;
        f.why = beyondFloor ? RegressionFinding::Why::NoiseUnknown : RegressionFinding::Why::None;
    } else if (k * f.noise > options.resolvable) {
        f.verdict = RegressionFinding::Verdict::Uncertain;
        f.why = RegressionFinding::Why::TooNoisy;
    }
    if (RegressionCheck::disturbed(m) && f.verdict != RegressionFinding::Verdict::Same) {
        f.verdict = RegressionFinding::Verdict::Uncertain;
        f.why = RegressionFinding::Why::Disturbed;
    }
    f.worse = f.verdict == RegressionFinding::Verdict::Slower;
}

// The latest point of one figure against its baseline: the change, its noise and interval,
// and the verdict.
RegressionFinding compared(const MeasurementKey &key, const Measurement &m, const FigureBaseline &b,
                           int disturbedLeftOut, const RegressionCheck::Options &options) {
    const double k = options.rule.k;
    RegressionFinding f;
    f.key = key;
    f.unit = m.unit;
    f.baseline = b.centre;
    f.latest = m.value;
    f.change = f.latest / f.baseline - 1;
    f.baselineRuns = b.centreRuns;
    f.spreadRuns = b.spreadRuns;
    f.disturbedLeftOut = disturbedLeftOut;
    // The change's standard deviation: what one run of this figure wobbles, plus the
    // baseline median's uncertainty.
    // Its own noise counts only when it is far above the history's (a run that wobbled
    // much more than usual): the estimate of a single run varies too much to trust more.
    const double ownNoise = SignificanceRule::relativeNoise(m);
    const double latestNoise = ownNoise > 2 * b.runNoise ? ownNoise : b.runNoise;
    f.noise = std::sqrt(latestNoise * latestNoise
                        + b.runNoise * b.runNoise * medianVarianceFactor(b.centreRuns));
    f.low = f.change - k * f.noise;
    f.high = f.change + k * f.noise;
    judge(f, m, options);
    return f;
}

// A compared figure into the result: its verdict's list, and every figure's.
void fileFinding(RegressionCheck::Result &result, const RegressionFinding &f) {
    switch (f.verdict) {
    case RegressionFinding::Verdict::Slower:
        result.regressions.append(f);
        break;
    case RegressionFinding::Verdict::Faster:
        result.improvements.append(f);
        break;
    case RegressionFinding::Verdict::Uncertain:
        result.uncertain.append(f);
        break;
    case RegressionFinding::Verdict::Same:
        break;
    }
    result.figures.append(f);
}

QList<Run> newestFirst(QList<Run> runs) {
    std::stable_sort(runs.begin(), runs.end(),
                     [](const Run &a, const Run &b) { return RegressionCheck::earlier(b, a); });
    return runs;
}

} // namespace

bool RegressionCheck::disturbed(const Measurement &m) {
    return m.flags && m.flags->contains(QLatin1String("disturbed"));
}

double RegressionCheck::spread(const QList<double> &values) {
    if (values.size() < 2)
        return 0;
    const double mid = *median(values);
    if (!usable(mid))
        return 0;
    QList<double> deviations;
    for (double v : values)
        deviations << std::fabs(v - mid);
    const double mad = 1.4826 * *median(deviations);
    // The standard deviation too: more efficient than the MAD on a few runs (the MAD of five
    // runs is often far too small: three that happen to agree hide two that do not), with the
    // one point farthest from the median left out when it lies beyond 5 MAD (a lone outlier,
    // say a run an unflagged disturbance spoiled) — only from seven values on: of five, three
    // agree often enough by luck that leaving out a true point made identical runs read
    // faster or slower 0.9-1.0 % of the time instead of 0.2 % (tst_regressioncheck).
    QList<double> kept = values;
    const auto farthest = std::max_element(kept.cbegin(), kept.cend(), [mid](double a, double b) {
        return std::fabs(a - mid) < std::fabs(b - mid);
    });
    if (mad > 0 && std::fabs(*farthest - mid) > 5 * mad && kept.size() > 6)
        kept.removeAt(farthest - kept.cbegin());
    double mean = 0;
    for (double v : std::as_const(kept))
        mean += v;
    mean /= double(kept.size());
    double sum = 0;
    for (double v : std::as_const(kept))
        sum += (v - mean) * (v - mean);
    const double sd = std::sqrt(sum / double(kept.size() - 1));
    return std::max(mad, sd) / std::fabs(mid);
}

Run RegressionCheck::medianBaseline(const QList<Run> &runs, int last) {
    if (runs.size() == 1 && last <= 1)
        return runs.first();
    Run out;
    if (runs.isEmpty())
        return out;
    const QList<Run> ordered = newestFirst(runs);
    out = ordered.first(); // host, device and provenance of the newest baseline run
    out.id = 0;
    out.uuid.clear();
    out.notes = QStringLiteral("median of up to %1 runs per figure")
                    .arg(last > 0 ? std::min<qsizetype>(last, runs.size()) : runs.size());
    out.measurements.clear();

    // In the order the figures first appear, newest run first.
    QList<MeasurementKey> order;
    for (const Run &r : ordered) {
        for (const auto &[key, m] : keyed(r)) {
            Q_UNUSED(m)
            if (!order.contains(key))
                order.append(key);
        }
    }
    const QMap<MeasurementKey, History> byKey = histories(ordered);
    for (const MeasurementKey &key : std::as_const(order)) {
        const History &h = byKey[key];
        if (h.points.isEmpty())
            continue; // every point of it was disturbed
        const FigureBaseline b = baselineOf(h, last, SignificanceRule{}.k);
        Measurement m = *h.points.first();
        m.value = m.best = m.median = m.mean = b.centre;
        m.min = b.min;
        m.max = b.max;
        m.stddev = b.runNoise * std::fabs(b.centre);
        m.cov = b.runNoise;
        m.n = b.centreRuns;
        m.samples = b.values;
        m.flags.reset();
        out.measurements.append(m);
    }
    out.measurementCount = out.measurements.size();
    return out;
}

RegressionCheck::Result RegressionCheck::check(const Run &latest, const QList<Run> &baselineRuns,
                                               const SignificanceRule &rule) {
    Options options;
    options.last = int(baselineRuns.size());
    options.rule = rule;
    return check(latest, baselineRuns, options);
}

RegressionCheck::Result RegressionCheck::check(const Run &latest, const QList<Run> &history,
                                               const Options &options) {
    Result result;
    const QList<Run> ordered = newestFirst(history);
    result.baseline = medianBaseline(ordered, options.last);
    const QMap<MeasurementKey, History> byKey = histories(ordered);
    // The figures of the latest run with an undisturbed history are judged together: their
    // number widens k (Options::familyWise).
    const auto figures = keyed(latest);
    int family = 0;
    for (const auto &[key, m] : figures) {
        const auto it = byKey.constFind(key);
        family += it != byKey.constEnd() && usable(m->value) && !it->points.isEmpty() ? 1 : 0;
    }
    Options widened = options;
    if (options.familyWise)
        widened.rule.k = studentT::familyWise(options.rule.k, family);
    result.k = widened.rule.k;
    for (const auto &[key, m] : figures) {
        const auto it = byKey.constFind(key);
        if (it == byKey.constEnd() || !usable(m->value))
            continue;
        if (it->points.isEmpty()) {
            // Measured before, but never undisturbed: said, not hidden (a node's headline figure
            // must not vanish from the verdict because a busy machine spoiled its history).
            if (!it->disturbedValues.isEmpty())
                fileFinding(result, baselineDisturbed(key, *m, *it)); // Uncertain
            continue;
        }
        const FigureBaseline b = baselineOf(*it, widened.last, widened.rule.k);
        if (!usable(b.centre))
            continue;
        ++result.judged;
        fileFinding(result, compared(key, *m, b, it->disturbed, widened));
    }
    result.compared = int(result.figures.size());
    const auto bySize = [](const RegressionFinding &a, const RegressionFinding &b) {
        return std::fabs(a.change) > std::fabs(b.change);
    };
    std::stable_sort(result.regressions.begin(), result.regressions.end(), bySize);
    std::stable_sort(result.improvements.begin(), result.improvements.end(), bySize);
    std::stable_sort(result.uncertain.begin(), result.uncertain.end(), bySize);
    return result;
}

} // namespace roofline
