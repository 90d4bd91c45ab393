// SPDX-License-Identifier: MIT
#include "model/analysis/ExecutiveSummary.h"

#include "model/Catalog.h"
#include "model/MeasurementKind.h"
#include "model/Units.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/analysis/RunComparison.h"
#include "model/llm/RooflineCalculator.h"

#include <QLocale>
#include <cmath>

namespace roofline {

namespace {

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

QString rate(double value, const QString &unit) {
    return units::formatSi(value, unit);
}

// Cache levels nearest to memory first: the ratio users quote is "L2 is N× HBM".
const QStringList &cacheOrder() {
    static const QStringList order{QStringLiteral("L3"), QStringLiteral("L2"),
                                   QStringLiteral("SHARED"), QStringLiteral("L1")};
    return order;
}

// Formats users ask about first.
const QStringList &formatOrder() {
    static const QStringList order{QStringLiteral("bf16"), QStringLiteral("fp8"),
                                   QStringLiteral("fp16"), QStringLiteral("tf32"),
                                   QStringLiteral("fp32"), QStringLiteral("int8"),
                                   QStringLiteral("fp64")};
    return order;
}

// The main-memory bandwidth row that reached the most, or none.
const SpecComparison *mainMemory(const QList<SpecComparison> &rows) {
    const SpecComparison *memory = nullptr;
    for (const SpecComparison &r : rows) {
        if (MeasurementKind::metricOf(r.metric) == Metric::Bandwidth
            && MeasurementKind::isMainMemory(r.key) && (!memory || r.measured > memory->measured))
            memory = &r;
    }
    return memory;
}

// Main memory against its spec.
void addMemory(QStringList &out, const SpecComparison *memory,
               const std::optional<HardwareProfile> &spec) {
    if (memory && memory->fraction) {
        out << ExecutiveSummary::tr("%1 %2 reaches %3 of spec (%4 of %5).")
                   .arg(memory->key, memory->kernel, ExecutiveSummary::percent(*memory->fraction),
                        rate(memory->measured, memory->unit), rate(*memory->spec, memory->unit));
    } else if (memory && spec && spec->source == QLatin1String("derived")) {
        // A CPU is judged against its theoretical ceilings (ISA x measured clock), which
        // exist for its cores and caches but not for its memory.
        out << ExecutiveSummary::tr(
                   "%1 %2 reaches %3. The spec column holds this CPU's theoretical ceilings, "
                   "%4; they give no figure for main memory.")
                   .arg(memory->key, memory->kernel, rate(memory->measured, memory->unit),
                        spec->sourceNote);
    } else if (memory) {
        out << ExecutiveSummary::tr("%1 %2 reaches %3; no spec sheet is known for this device.")
                   .arg(memory->key, memory->kernel, rate(memory->measured, memory->unit));
    }
}

// Nearest cache level (and the fastest one) relative to memory.
void addCacheRatios(QStringList &out, const SpecComparison *memory,
                    const QList<SpecComparison> &rows) {
    if (!memory || !good(memory->measured))
        return;
    QStringList ratios;
    for (const QString &level : cacheOrder()) {
        for (const SpecComparison &r : rows) {
            if (r.metric == QLatin1String("bandwidth") && r.key == level && good(r.measured))
                ratios << ExecutiveSummary::tr("%1 is %2 %3")
                              .arg(level, ExecutiveSummary::times(r.measured / memory->measured),
                                   memory->key);
        }
        if (ratios.size() == 2)
            break;
    }
    if (!ratios.isEmpty())
        out << ratios.join(QStringLiteral("; ")) + QLatin1Char('.');
}

// One format against its dense peak, and the library GEMM against the same loop.
void addFormat(QStringList &out, const QString &f, const SpecComparison &r) {
    if (r.fraction && r.specUpperBound)
        out << ExecutiveSummary::tr(
                   "%1 reaches %2 of the upper bound its instruction's pipes allow (%3); "
                   "no core table states that instruction's own rate.")
                   .arg(f, ExecutiveSummary::percent(*r.fraction), rate(r.measured, r.unit));
    else if (r.fraction)
        out << ExecutiveSummary::tr("%1 reaches %2 of its dense peak (%3).")
                   .arg(f, ExecutiveSummary::percent(*r.fraction), rate(r.measured, r.unit));
    else
        out << ExecutiveSummary::tr("%1 peaks at %2.").arg(f, rate(r.measured, r.unit));
    // The second method: the library GEMM of the format against the same loop.
    if (r.libraryVsLoop && r.libraryVerdict == QLatin1String("corroborated"))
        out << ExecutiveSummary::tr(
                   "The library's %1 GEMM reaches %2 of the same instruction loop: two "
                   "methods agree that this is the core's %1 rate, not a fault of the "
                   "probe.")
                   .arg(f, ExecutiveSummary::percent(*r.libraryVsLoop));
    else if (r.libraryVsLoop && r.libraryVerdict == QLatin1String("library-above"))
        out << ExecutiveSummary::tr(
                   "The library's %1 GEMM runs at %2 the format ladder's loop: the loop "
                   "misses this core's %1 rate, so the library's figure is the one to "
                   "trust.")
                   .arg(f, ExecutiveSummary::times(*r.libraryVsLoop));
}

// Formats against their dense peaks (at most four, in the order users ask about them).
void addFormats(QStringList &out, const QList<SpecComparison> &rows) {
    int formats = 0;
    for (const QString &f : formatOrder()) {
        for (const SpecComparison &r : rows) {
            if (r.metric != QLatin1String("throughput") || r.key != f || formats >= 4)
                continue;
            ++formats;
            addFormat(out, f, r);
        }
    }
}

// Figures above their spec ceiling.
void addAboveSpec(QStringList &out, const QList<SpecComparison> &rows) {
    for (const SpecComparison &r : rows) {
        if (r.aboveSpec)
            out << ExecutiveSummary::tr("%1 measured %2, above its spec ceiling of %3: check how "
                                        "bytes or FLOPs were counted before trusting it.")
                       .arg(r.label, rate(r.measured, r.unit), rate(*r.spec, r.unit));
    }
}

// Ridge point, measured vs spec, in the format LLMs run in.
void addRidgePoint(QStringList &out, const HardwareProfile &measured,
                   const std::optional<HardwareProfile> &spec) {
    for (const QString &f : {QStringLiteral("bf16"), QStringLiteral("fp32")}) {
        if (const auto ridge = measured.ridgePoint(f)) {
            const auto specRidge = spec ? spec->ridgePoint(f) : std::nullopt;
            if (specRidge)
                out << ExecutiveSummary::tr("The measured %1 ridge point is %2 FLOP/byte (spec "
                                            "%3): kernels below that intensity are memory-bound.")
                           .arg(f, QLocale().toString(*ridge, 'f', 0),
                                QLocale().toString(*specRidge, 'f', 0));
            else
                out << ExecutiveSummary::tr("The measured %1 ridge point is %2 FLOP/byte: kernels "
                                            "below that intensity are memory-bound.")
                           .arg(f, QLocale().toString(*ridge, 'f', 1));
            break;
        }
    }
}

// LLM decode on the measured ceilings.
void addDecode(QStringList &out, const HardwareProfile &measured, const QStringList &modelIds) {
    if (!good(measured.memoryBandwidth))
        return;
    const Ceilings ceilings = MeasuredProfile::ceilings(measured);
    for (const QString &id : modelIds) {
        const ModelSpec *model = Catalog::builtIn().model(id);
        if (!model)
            continue;
        InferenceConfig cfg;
        cfg.context = 1024;
        const auto op = RooflineCalculator::evaluate(*model, ceilings, cfg);
        if (!op)
            continue;
        // The bound's name for people (BoundState::id is the JSON's, never translated).
        out << ExecutiveSummary::tr("Decode of %1 at batch 1 (bf16, 1k context): %2, %3 tokens/s "
                                    "on the measured ceilings.")
                   .arg(model->name, BoundState::label(op->state),
                        QLocale().toString(op->tokensPerSecond, 'f',
                                           op->tokensPerSecond < 10 ? 1 : 0));
    }
}

} // namespace

QString ExecutiveSummary::percent(double fraction) {
    return units::formatPercent(fraction);
}

QString ExecutiveSummary::times(double ratio) {
    return QLocale().toString(ratio, 'f', ratio < 10 ? 1 : 0) + QStringLiteral("×");
}

QStringList ExecutiveSummary::forRun(const Run &run, const std::optional<HardwareProfile> &spec,
                                     const QStringList &modelIds) {
    QStringList out;
    if (run.measurements.isEmpty()) {
        out << tr("The run holds no measurements, so nothing can be summarised.");
        return out;
    }
    if (run.status != Run::Status::Complete) {
        out << tr("The run is %1 after %n measurement(s): every figure below is partial.", nullptr,
                  int(run.measurements.size()))
                   .arg(Run::statusText(run.status));
    }
    const QList<SpecComparison> rows = MeasuredProfile::compareWithSpec(run, spec);
    const HardwareProfile measured = MeasuredProfile::derive(run);
    const SpecComparison *memory = mainMemory(rows);
    addMemory(out, memory, spec);
    addCacheRatios(out, memory, rows);
    addFormats(out, rows);
    addAboveSpec(out, rows);
    addRidgePoint(out, measured, spec);
    if (measured.launchOverhead > 0)
        out << tr("The cheapest launch measured costs %1 per kernel, which bounds small-batch "
                  "steps from below.")
                   .arg(units::formatSeconds(measured.launchOverhead));
    addDecode(out, measured, modelIds);
    return out;
}

QStringList ExecutiveSummary::forComparison(const RunComparison &comparison,
                                            const QStringList &runLabels) {
    QStringList out;
    const QString base = runLabels.value(comparison.baseline());
    for (int i = 0; i < comparison.runCount(); ++i) {
        if (i == comparison.baseline())
            continue;
        const RunComparison::Tally t = comparison.tally(i);
        QString s = tr("%1 vs %2: %3 better and %4 worse beyond noise, %5 within noise, %6 "
                       "not comparable.")
                        .arg(runLabels.value(i), base)
                        .arg(t.better)
                        .arg(t.worse)
                        .arg(t.same)
                        .arg(t.missing);
        const auto sig = comparison.significantRows(i);
        if (!sig.isEmpty()) {
            const double ratio = *sig.first()->ratios.at(i);
            s += QLatin1Char(' ')
                 + tr("Largest change: %1 at %2 of the baseline.")
                       .arg(sig.first()->key.text(), percent(ratio));
        }
        out << s;
    }
    return out;
}

} // namespace roofline
