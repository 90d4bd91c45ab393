// SPDX-License-Identifier: MIT
#include "report/HardwareReport.h"

#include "model/Catalog.h"
#include "model/RunBundle.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/analysis/RunComparison.h"
#include "model/analysis/RunWarnings.h"
#include "model/llm/CalculatorSweep.h"
#include "model/llm/MeasuredStep.h"
#include "model/llm/RooflineCalculator.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/Methodology.h"
#include "report/ProvenanceText.h"
#include "report/WarningsTable.h"

#include <QChart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

using Q = DisplayUnits::Quantity;

QVariant num(double v) {
    return std::isfinite(v) ? QVariant(v) : QVariant();
}

QVariant num(const std::optional<double> &v) {
    return v ? num(*v) : QVariant();
}

Q quantityOf(const QString &unit) {
    if (unit == QLatin1String("B/s"))
        return Q::Bandwidth;
    if (unit == QLatin1String("s"))
        return Q::Latency;
    return Q::Compute;
}

QString valueText(const DisplayUnits &u, double v, const QString &unit) {
    const Q q = quantityOf(unit);
    return q == Q::Compute ? u.format(q, v, unit) : u.format(q, v);
}

// "1.25 %" with a no-break space: a narrow column never leaves the "%" alone on a line.
QString percentCell(double fraction) {
    return QLocale().toString(100 * fraction, 'f', 2) + QStringLiteral("\u00a0%");
}

// Percent of the tolerance above 1 ("3 %").
QString tolerancePercent(double tolerance) {
    return QLocale().toString(std::round((tolerance - 1) * 100)) + QStringLiteral("\u00a0%");
}

QString pct(double fraction) {
    return std::isfinite(fraction)
               ? ExecutiveSummary::percent(fraction).replace(QLatin1Char(' '), QChar(0x00a0))
               : QStringLiteral("—");
}

QString timeText(const QDateTime &t) {
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd hh:mm:ss 'UTC'"))
                       : QStringLiteral("—");
}

// Above spec is flagged; a little above it, within the tolerance, is said so too, so a row
// reading 102 % never stands there unexplained.
// A CPU format whose library GEMM beat the format ladder's loop is flagged like a figure above
// its spec: the loop (a probe) is wrong. An upper-bound ceiling is named, with the second
// method's word where it has one.
bool loopBelowLibrary(const SpecComparison &r) {
    return r.libraryVerdict == QLatin1String("library-above");
}

QString flagText(const SpecComparison &r) {
    if (r.aboveSpec)
        return HardwareReport::tr("ABOVE SPEC");
    if (loopBelowLibrary(r))
        return HardwareReport::tr("LOOP BELOW LIBRARY");
    if (r.fraction && *r.fraction >= 1.005) // reads "101 %" or more
        return r.specDerived ? HardwareReport::tr("within clock tolerance")
                             : HardwareReport::tr("above, within rounding");
    if (r.specUpperBound)
        return r.libraryVerdict == QLatin1String("corroborated")
                   ? HardwareReport::tr("upper bound; library agrees")
                   : HardwareReport::tr("upper bound");
    return QString();
}

ReportTable specTable(const Run &run, const std::optional<HardwareProfile> &spec,
                      const DisplayUnits &u) {
    ReportTable t;
    t.id = QStringLiteral("measured-vs-spec");
    t.title = HardwareReport::tr("Each ceiling: best measured value against the spec sheet");
    t.columns = {HardwareReport::tr("Ceiling"),   HardwareReport::tr("Kernel"),
                 HardwareReport::tr("Measured"),  HardwareReport::tr("Spec"),
                 HardwareReport::tr("% of spec"), HardwareReport::tr("Noise (CoV)"),
                 HardwareReport::tr("n"),         HardwareReport::tr("Flag")};
    t.keys = {QStringLiteral("ceiling"), QStringLiteral("kernel"),    QStringLiteral("measured"),
              QStringLiteral("spec"),    QStringLiteral("fraction"),  QStringLiteral("noise"),
              QStringLiteral("n"),       QStringLiteral("above_spec")};
    t.columnWeights = {2.2, 1.0, 1.4, 1.4, 1.0, 1.0, 0.6, 1.3};
    const QList<SpecComparison> rows = MeasuredProfile::compareWithSpec(run, spec);
    for (const SpecComparison &r : rows) {
        t.addRow({r.label, r.kernel, valueText(u, r.measured, r.unit),
                  r.spec ? valueText(u, *r.spec, r.unit) : QStringLiteral("—"),
                  r.fraction ? pct(*r.fraction) : QStringLiteral("—"),
                  r.noise > 0 ? percentCell(r.noise) : QStringLiteral("—"), QString::number(r.n),
                  flagText(r)},
                 {r.label, r.kernel, num(r.measured), num(r.spec), num(r.fraction), num(r.noise),
                  r.n, r.aboveSpec},
                 r.aboveSpec || loopBelowLibrary(r));
    }
    const bool derived = std::any_of(rows.begin(), rows.end(),
                                     [](const SpecComparison &r) { return r.specDerived; });
    const bool upperBounds = std::any_of(rows.begin(), rows.end(),
                                         [](const SpecComparison &r) { return r.specUpperBound; });
    if (spec && spec->source != QLatin1String("derived"))
        t.note = HardwareReport::tr("Spec: %1 (%2). Rows more than %3 above the spec ceiling "
                                    "are flagged (spec sheets round their figures).")
                     .arg(spec->name, spec->sourceNote.isEmpty() ? spec->source : spec->sourceNote,
                          tolerancePercent(MeasuredProfile::kAboveSpecTolerance));
    else if (derived)
        t.note = HardwareReport::tr(
                     "No spec sheet for this CPU: the spec column is its theoretical "
                     "ceiling, derived from the ISA and the measured clock (FLOP or bytes per "
                     "cycle of one core x the clock x the cores used; see each measurement's "
                     "ceiling_rule). The ceiling rests on one clock measured in the run while "
                     "the clock drifts with load and temperature, so a row up to %1 above it "
                     "is marked but not flagged; beyond that it is flagged.")
                     .arg(tolerancePercent(MeasuredProfile::kAboveDerivedTolerance));
    else
        t.note = HardwareReport::tr("No spec sheet is known for this device: only measured "
                                    "values are shown.");
    if (upperBounds)
        t.note += QLatin1Char(' ')
                  + HardwareReport::tr(
                        "Rows marked \"upper bound\" are dot products (vdpbf16ps, vpdpbusd, bfdot, "
                        "sdot) held against the FMA pipes: no core table states their own rate, "
                        "and cores run them slower, so a low share there is not by itself a "
                        "fault. The second method is the library GEMM of the same format in the "
                        "same run: \"library agrees\" when it reaches at least %1 of the loop.")
                        .arg(pct(0.8));
    if (std::any_of(rows.begin(), rows.end(), loopBelowLibrary))
        t.note += QLatin1Char(' ')
                  + HardwareReport::tr("\"LOOP BELOW LIBRARY\": the library GEMM of that format "
                                       "beat the format ladder's register-resident loop by more "
                                       "than %1, so the loop misses this core's rate.")
                        .arg(pct(0.1));
    if (derived && MeasuredProfile::clockUncertain(run))
        t.note += QLatin1Char(' ')
                  + HardwareReport::tr("The core clock was uncertain in this run (its methods "
                                       "disagreed): the derived ceilings may be off.");
    return t;
}

ReportTable llmTable(const HardwareProfile &measured, const QStringList &modelIds) {
    ReportTable t;
    t.id = QStringLiteral("llm-operating-points");
    t.title = HardwareReport::tr("LLM operating points on the measured ceilings (bf16 weights)");
    t.columns = {HardwareReport::tr("Model"),     HardwareReport::tr("Phase"),
                 HardwareReport::tr("Batch"),     HardwareReport::tr("Context"),
                 HardwareReport::tr("Bound"),     HardwareReport::tr("Tokens/s"),
                 HardwareReport::tr("Step time"), HardwareReport::tr("Step, grouped"),
                 HardwareReport::tr("FLOP/byte"), HardwareReport::tr("Fits")};
    t.keys = {QStringLiteral("model"),
              QStringLiteral("phase"),
              QStringLiteral("batch"),
              QStringLiteral("context"),
              QStringLiteral("state"),
              QStringLiteral("tokens_per_s"),
              QStringLiteral("step_time_s"),
              QStringLiteral("grouped_step_time_s"),
              QStringLiteral("arithmetic_intensity"),
              QStringLiteral("fits_in_memory")};
    t.columnWeights = {1.9, 0.9, 0.7, 0.9, 1.5, 1.25, 1.1, 1.1, 1.25, 0.7};
    const Ceilings ceilings = MeasuredProfile::ceilings(measured);
    for (const QString &id : modelIds) {
        const ModelSpec *model = Catalog::builtIn().model(id);
        if (!model)
            continue;
        for (const auto &[phase, batch, context] :
             {std::tuple{Phase::Decode, 1, 1024}, std::tuple{Phase::Decode, 8, 8192},
              std::tuple{Phase::Decode, 32, 1024}, std::tuple{Phase::Prefill, 1, 2048}}) {
            InferenceConfig cfg;
            cfg.phase = phase;
            cfg.batch = batch;
            cfg.context = context;
            const auto op = RooflineCalculator::evaluate(*model, ceilings, cfg);
            if (!op)
                continue;
            const QString fits = !op->fitsInMemory   ? QStringLiteral("—")
                                 : *op->fitsInMemory ? HardwareReport::tr("yes")
                                                     : HardwareReport::tr("no");
            t.addRow(
                // People read the bound's and phase's names; the raw values (CSV, JSON) keep ids.
                {model->name,
                 phase == Phase::Decode ? HardwareReport::tr("decode")
                                        : HardwareReport::tr("prefill"),
                 QString::number(batch), QString::number(context), BoundState::label(op->state),
                 QLocale().toString(op->tokensPerSecond, 'f', op->tokensPerSecond < 10 ? 2 : 0),
                 units::formatSeconds(op->stepTime), units::formatSeconds(op->groupedStepTime),
                 QLocale().toString(op->arithmeticIntensity, 'f', 1), fits},
                {model->id, RooflineCalculator::phaseName(phase), batch, context,
                 BoundState::id(op->state), num(op->tokensPerSecond), num(op->stepTime),
                 num(op->groupedStepTime), num(op->arithmeticIntensity),
                 op->fitsInMemory ? QVariant(*op->fitsInMemory) : QVariant()});
        }
    }
    t.note = HardwareReport::tr("Analytic model evaluated on this run's measured ceilings; "
                                "memory at %1 (%2), efficiency 1.0. Step time: the "
                                "overlapped bound; grouped: kernel groups one after another. The "
                                "method: docs/model/method.md in the Roofline Lab source "
                                "repository.")
                 .arg(units::formatSi(ceilings.bandwidth, QStringLiteral("B/s")),
                      measured.memoryReadBandwidth > 0
                          ? HardwareReport::tr("its best main-memory read: a step reads its "
                                               "weights and KV cache")
                          : HardwareReport::tr("its best main-memory figure"));
    return t;
}

// The measured-vs-analytic table's columns (llmMeasuredTable).
ReportTable llmMeasuredColumns() {
    ReportTable t;
    t.id = QStringLiteral("llm-measured");
    t.title = HardwareReport::tr("LLM steps measured on this machine beside the analytic ones");
    t.columns = {HardwareReport::tr("Model"),
                 HardwareReport::tr("Case"),
                 HardwareReport::tr("Context"),
                 HardwareReport::tr("Measured step"),
                 HardwareReport::tr("Analytic step"),
                 HardwareReport::tr("Tokens/s measured"),
                 HardwareReport::tr("Tokens/s analytic"),
                 HardwareReport::tr("Bound"),
                 HardwareReport::tr("Kernel efficiency"),
                 HardwareReport::tr("% of DRAM bandwidth"),
                 HardwareReport::tr("MFU")};
    t.keys = {QStringLiteral("model"),
              QStringLiteral("case"),
              QStringLiteral("context"),
              QStringLiteral("step_time_s"),
              QStringLiteral("analytic_step_time_s"),
              QStringLiteral("tokens_per_s"),
              QStringLiteral("analytic_tokens_per_s"),
              QStringLiteral("bound"),
              QStringLiteral("kernel_efficiency"),
              QStringLiteral("bandwidth_efficiency"),
              QStringLiteral("mfu")};
    t.columnWeights = {1.8, 1.5, 0.8, 1.0, 1.0, 1.0, 1.0, 1.1, 1.0, 1.0, 0.8};
    return t;
}

// The analytic step of a measured one: the same model, phase, batch, context and format on the
// run's measured ceilings. None when the model is not in the catalog or does not evaluate.
std::optional<OperatingPoint> analyticStep(const ModelSpec *model, const Ceilings &ceilings,
                                           const MeasuredStepPoint &p) {
    if (!model)
        return std::nullopt;
    InferenceConfig cfg;
    cfg.phase = p.phase;
    cfg.batch = p.batch;
    cfg.context = p.phase == Phase::Decode ? p.context : p.prompt;
    cfg.weights = p.format;
    if (auto r = RooflineCalculator::evaluate(*model, ceilings, cfg))
        return *r;
    return std::nullopt;
}

// One measured step beside its analytic one, with the kernel efficiency it implies.
void addMeasuredStepRow(ReportTable &t, const MeasuredStepPoint &p,
                        const std::optional<OperatingPoint> &op) {
    const double eff = op ? MeasuredStep::kernelEfficiency(*op, p) : 0.0;
    // A prefill step's context is its prompt (what the analytic step above is given).
    const qint64 tokens = p.phase == Phase::Decode ? p.context : p.prompt;
    const auto pct = [](double v) -> QString {
        return QLocale().toString(100 * v, 'f', 0) + QStringLiteral("\u00a0%");
    };
    t.addRow({p.modelName.isEmpty() ? p.modelId : p.modelName, p.caseId, QString::number(tokens),
              units::formatSeconds(p.stepTime),
              op ? units::formatSeconds(op->groupedStepTime) : QStringLiteral("—"),
              QLocale().toString(p.tokensPerSecond, 'f', p.tokensPerSecond < 10 ? 2 : 1),
              op ? QLocale().toString(op->groupedTokensPerSecond, 'f',
                                      op->groupedTokensPerSecond < 10 ? 2 : 1)
                 : QStringLiteral("—"),
              BoundState::label(p.bound), op ? pct(eff) : QStringLiteral("—"),
              pct(p.bandwidthEfficiency), pct(p.mfu)},
             {p.modelId, p.caseId, tokens, num(p.stepTime),
              op ? num(op->groupedStepTime) : QVariant(), num(p.tokensPerSecond),
              op ? num(op->groupedTokensPerSecond) : QVariant(), BoundState::id(p.bound),
              op ? num(eff) : QVariant(), num(p.bandwidthEfficiency), num(p.mfu)});
}

// The batch at which the analytic decode of a model and format flips from memory- to
// compute-bound on the run's ceilings; none when it does not within the default sweep.
std::optional<double> analyticFlip(const ModelSpec *model, const Ceilings &ceilings,
                                   const MeasuredStepPoint &p) {
    if (!model)
        return std::nullopt;
    InferenceConfig cfg;
    cfg.context = p.context;
    cfg.weights = p.format;
    if (const auto sweep = CalculatorSweep::run(*model, ceilings, cfg, SweepVariable::Batch, 1,
                                                CalculatorSweep::kDefaultBatchTo)) {
        for (const SweepFlip &f : sweep->flips) {
            if (f.from == Bound::Memory && f.to == Bound::Compute)
                return f.value;
        }
    }
    return std::nullopt;
}

// "LLM on this machine": the steps the run measured (cpu.llm), each beside the analytic step
// of the same model on the run's measured ceilings, with the kernel efficiency it implies, and
// per model and format the memory→compute flip, measured and analytic.
ReportTable llmMeasuredTable(const Run &run, const HardwareProfile &measured, QStringList *flips) {
    ReportTable t = llmMeasuredColumns();
    const Ceilings ceilings = MeasuredProfile::ceilings(measured);
    QSet<QString> series;
    for (const MeasuredStepPoint &p : MeasuredStep::points(run)) {
        const ModelSpec *model = Catalog::builtIn().model(p.modelId);
        addMeasuredStepRow(t, p, analyticStep(model, ceilings, p));
        const QString key =
            p.modelId + QLatin1Char('/') + p.format + QLatin1Char('/') + QString::number(p.context);
        if (p.phase != Phase::Decode || series.contains(key))
            continue;
        series.insert(key);
        const auto flip =
            MeasuredStep::flipBatch(MeasuredStep::series(run, p.modelId, p.format, p.context));
        const std::optional<double> analytic = analyticFlip(model, ceilings, p);
        const auto batch = [](std::optional<double> b) {
            return b ? QLocale().toString(*b, 'f', 1) : HardwareReport::tr("not reached");
        };
        flips->append(HardwareReport::tr("%1, %2, context %3: memory→compute flip measured at "
                                         "batch %4, analytic at batch %5.")
                          .arg(p.modelName.isEmpty() ? p.modelId : p.modelName, p.format)
                          .arg(p.context)
                          .arg(batch(flip), batch(analytic)));
    }
    t.note = HardwareReport::tr(
        "Measured: cpu.llm ran the model's GEMMs (oneDNN) and attention with real-sized weights "
        "on this device (docs/model/llm-plan.md); embedding, norms and sampling are not in the "
        "measured step. Analytic: the same step on this run's measured ceilings, kernels one "
        "after another, at 100 % efficiency. Kernel efficiency = analytic ÷ measured.");
    return t;
}

} // namespace

QString HardwareReport::bundleFileName(const QList<Run> &runs) {
    return runs.size() == 1 ? QStringLiteral("roofline-run-%1.json").arg(runs.first().uuid)
                            : QStringLiteral("roofline-runs-%1.json").arg(runs.size());
}

ReportTable HardwareReport::measurementsTable(const Run &run, const DisplayUnits &u,
                                              const QString &id) {
    ReportTable t;
    t.id = id;
    t.title = tr("All measurements");
    t.columns = {tr("Metric"),      tr("Level"),   tr("Kernel"), tr("Format"),
                 tr("Working set"), tr("Threads"), tr("Value"),  tr("Min"),
                 tr("Median"),      tr("Max"),     tr("CoV"),    tr("n")};
    t.keys = {QStringLiteral("metric"),
              QStringLiteral("level"),
              QStringLiteral("kernel"),
              QStringLiteral("format"),
              QStringLiteral("working_set_bytes"),
              QStringLiteral("threads"),
              QStringLiteral("value"),
              QStringLiteral("min"),
              QStringLiteral("median"),
              QStringLiteral("max"),
              QStringLiteral("cov"),
              QStringLiteral("n")};
    t.columnWeights = {1.2, 0.9, 1.2, 0.8, 1.1, 0.8, 1.3, 1.3, 1.3, 1.3, 0.8, 0.5};
    for (const Measurement &m : run.measurements) {
        const double cov = m.cov ? *m.cov : (m.mean > 0 ? m.stddev / m.mean : kNoValue);
        t.addRow(
            {m.metric, m.level, m.kernel, m.format,
             m.workingSetBytes > 0 ? units::formatBytes(double(m.workingSetBytes), true)
                                   : QStringLiteral("—"),
             QString::number(m.threads), valueText(u, m.value, m.unit), valueText(u, m.min, m.unit),
             valueText(u, m.median, m.unit), valueText(u, m.max, m.unit),
             std::isfinite(cov) ? percentCell(cov) : QStringLiteral("—"), QString::number(m.n)},
            {m.metric, m.level, m.kernel, m.format, m.workingSetBytes, m.threads, num(m.value),
             num(m.min), num(m.median), num(m.max), num(cov), m.n});
    }
    return t;
}

void HardwareReport::addMethodology(ReportDocument &doc) {
    doc.heading(tr("Methodology"));
    for (const auto &[title, text] : Methodology::sections()) {
        doc.subHeading(title);
        doc.paragraph(text);
    }
}

namespace {

// What every section of the hardware report reads: the run, the options, the spec it is
// judged by and the profile it measured.
struct Context {
    const Run &run;
    const HardwareReportOptions &options;
    std::optional<HardwareProfile> spec;
    HardwareProfile measured;
    QString label; // the run in legends
    ChartFactory factory;
};

void addCover(ReportDocument &doc, const Context &c) {
    const Run &run = c.run;
    const QString device = run.device.name.isEmpty() ? run.device.id : run.device.name;
    doc.title = HardwareReport::tr("Hardware report: %1")
                    .arg(device.isEmpty() ? HardwareReport::tr("unknown device") : device);
    doc.subtitle = HardwareReport::tr("%1 · %2 · %3 suite")
                       .arg(run.host.hostname, timeText(run.startedAt), run.suite);
    doc.footer = HardwareReport::tr("Roofline Lab %1 · run %2")
                     .arg(QStringLiteral(ROOFLINE_VERSION), run.uuid);
    QList<std::pair<QString, QString>> cover{
        {HardwareReport::tr("Device"), QStringLiteral("%1 (%2)").arg(device, run.device.id)},
        {HardwareReport::tr("Host"), run.host.hostname},
        {HardwareReport::tr("CPU"), run.host.cpu},
        {HardwareReport::tr("Operating system"), run.host.os},
        {HardwareReport::tr("Started"), timeText(run.startedAt)},
        {HardwareReport::tr("Finished"), timeText(run.finishedAt)},
        {HardwareReport::tr("Status"),
         run.reason.isEmpty()
             ? Run::statusText(run.status)
             : QStringLiteral("%1 — %2").arg(Run::statusText(run.status), run.reason)},
        {HardwareReport::tr("Suite"), run.suite},
        {HardwareReport::tr("Measurements"), QString::number(run.measurements.size())},
        {HardwareReport::tr("Measured with"),
         HardwareReport::tr("Roofline Lab %1")
             .arg(run.appVersion.isEmpty() ? HardwareReport::tr("unknown version")
                                           : run.appVersion)},
        {HardwareReport::tr("Report written by"),
         HardwareReport::tr("Roofline Lab %1").arg(QStringLiteral(ROOFLINE_VERSION))},
        {HardwareReport::tr("Judged against"),
         c.spec ? c.spec->name : HardwareReport::tr("no spec sheet (none matched)")}};
    if (!run.tags.isEmpty())
        cover << std::pair{HardwareReport::tr("Tags"), run.tags.join(QStringLiteral(", "))};
    if (!run.notes.isEmpty())
        cover << std::pair{HardwareReport::tr("Notes"), run.notes};
    doc.keyValues(cover);
}

void addCharts(ReportDocument &doc, const Context &c) {
    const Run &run = c.run;
    const QString &label = c.label;
    doc.heading(HardwareReport::tr("Charts"));
    const QList<RooflinePoint> kernelPoints = ChartInputs::kernelPoints(run, c.options.kernels);
    // With the user's kernels the page is theirs: the analytic LLM steps stay in their table.
    const QList<RooflinePoint> points =
        (kernelPoints.isEmpty() ? ChartInputs::llmPoints(c.measured, c.options.modelIds.mid(0, 2))
                                : kernelPoints)
        + ChartInputs::sweepPoints(run, HardwareReport::tr("sweep (measured)"));
    doc.chart(QStringLiteral("roofline"),
              kernelPoints.isEmpty()
                  ? HardwareReport::tr(
                      "Roofline of the run: measured roofs solid, spec roofs dashed; squares "
                      "mark ridge points (FLOP/byte); circles and triangles are analytic LLM "
                      "steps on the measured ceilings.")
                  : HardwareReport::tr(
                      "Your kernels on the run's measured roofs (solid; spec dashed): each "
                      "point is a kernel at its arithmetic intensity per memory level, "
                      "labelled with the % of the attainable bound it reaches; the diamond "
                      "above it is that bound (the lower roof at its intensity)."),
              c.factory.roofline(ChartInputs::roofline({run}, {label}, c.spec, points)), 0.72);
    doc.chart(QStringLiteral("bandwidth-ladder"),
              HardwareReport::tr(
                  "Best bandwidth per level; dashes are spec values, grey diamonds reference "
                  "figures that were not measured; italics give the step between rungs."),
              c.factory.bandwidthLadder(ChartInputs::bandwidthLadder({run}, {label}, c.spec)));
    doc.chart(QStringLiteral("latency-ladder"),
              HardwareReport::tr(
                  "Latency per rung on a log axis from 1 ns; chase rungs are the median of "
                  "their level's plateau; grey diamonds are reference figures."),
              c.factory.latencyLadder(ChartInputs::latencyLadder({run}, {label})));
    const FormatLadderData formats = ChartInputs::formatLadder({run}, {label}, c.spec);
    doc.chart(QStringLiteral("format-ladder"),
              HardwareReport::tr(
                  "Dense peak per number format, measured vs spec, with storage and range."),
              c.factory.formatLadder(formats));
    doc.bullets(formats.sameRangeStory);
    for (bool latency : {false, true}) {
        const WorkingSetData ws = ChartInputs::workingSet({run}, {label}, latency);
        if (ws.curves.isEmpty())
            continue;
        doc.chart(
            latency ? QStringLiteral("working-set-latency")
                    : QStringLiteral("working-set-bandwidth"),
            HardwareReport::tr("Dashed red lines: boundaries detected from the curve; dotted grey: "
                               "cache sizes the system reports."),
            c.factory.workingSet(ws), 0.55);
    }
}

// "LLM on this machine": only when the run measured LLM steps (cpu.llm) or recorded cases it
// could not measure; those are listed with the engine's reason, never as figures.
void addLlmOnThisMachine(ReportDocument &doc, const Context &c) {
    const QList<NotMeasuredCase> skipped = MeasuredStep::notMeasured(c.run);
    const bool measured = !MeasuredStep::points(c.run).isEmpty();
    if (!measured && skipped.isEmpty())
        return;
    doc.heading(HardwareReport::tr("LLM on this machine"));
    if (measured) {
        QStringList flips;
        doc.table(llmMeasuredTable(c.run, c.measured, &flips));
        doc.bullets(flips);
    }
    if (skipped.isEmpty())
        return;
    doc.paragraph(HardwareReport::tr("Cases the run did not measure, with the engine's reason:"));
    QStringList items;
    for (const NotMeasuredCase &n : skipped) {
        const QString model = n.modelName.isEmpty() ? n.modelId : n.modelName;
        items << HardwareReport::tr("%1, %2: not measured because %3")
                     .arg(model, n.caseId.isEmpty() ? n.format : n.caseId, n.reason);
    }
    doc.bullets(items);
}

// The user's kernels on the run's measured roofs: one row per format and memory level, with
// what the kernel attained, the bound at its intensity and which roof that is; what could not
// be placed (no roof of that format or level in the run) is said under the table.
void addKernels(ReportDocument &doc, const Context &c) {
    if (c.options.kernels.isEmpty())
        return;
    doc.heading(HardwareReport::tr("Your kernels on the measured roofs"));
    const kernels::MeasuredRoofs roofs = kernels::KernelRoofline::roofs(c.run);
    ReportTable t;
    t.id = QStringLiteral("kernels");
    t.title = HardwareReport::tr("Each kernel against the attainable bound at its intensity");
    t.columns = {HardwareReport::tr("Kernel"),          HardwareReport::tr("Format"),
                 HardwareReport::tr("Level"),           HardwareReport::tr("FLOP/byte"),
                 HardwareReport::tr("Attained"),        HardwareReport::tr("Attainable"),
                 HardwareReport::tr("% of attainable"), HardwareReport::tr("Bound")};
    t.keys = {QStringLiteral("kernel"),
              QStringLiteral("format"),
              QStringLiteral("level"),
              QStringLiteral("intensity"),
              QStringLiteral("attained_flop_per_s"),
              QStringLiteral("attainable_flop_per_s"),
              QStringLiteral("fraction"),
              QStringLiteral("bound")};
    t.columnWeights = {2.6, 0.8, 0.8, 1.0, 1.3, 1.3, 1.1, 1.6};
    QList<importers::ImportNote> notes;
    for (const kernels::KernelPoint &k : c.options.kernels) {
        for (const kernels::KernelPlacement &p : kernels::KernelRoofline::place(k, roofs, &notes)) {
            t.addRow({k.name, p.format, p.level, QLocale().toString(p.intensity, 'g', 3),
                      valueText(c.options.units, p.attained, QStringLiteral("FLOP/s")),
                      valueText(c.options.units, p.attainable, QStringLiteral("FLOP/s")),
                      pct(p.fraction), ChartInputs::boundText(p)},
                     {k.name, p.format, p.level, num(p.intensity), num(p.attained),
                      num(p.attainable), num(p.fraction),
                      p.farBelow ? QStringLiteral("neither") : p.bound},
                     p.farBelow);
        }
    }
    t.note = HardwareReport::tr(
                 "Attainable: the lower of the measured compute roof of the format and the "
                 "measured bandwidth of the level times the kernel's intensity. Flagged rows "
                 "reach less than %1 of it: neither memory- nor compute-bound there (latency, "
                 "occupancy or launch overhead).")
                 .arg(pct(kernels::KernelRoofline::kFarBelow));
    if (!t.rows.isEmpty())
        doc.table(t);
    QStringList unplaced;
    for (const importers::ImportNote &n : notes)
        unplaced << HardwareReport::tr("%1: not placed, %2").arg(n.field, n.message);
    unplaced.removeDuplicates();
    if (t.rows.isEmpty())
        unplaced.prepend(HardwareReport::tr("None of the %n kernel(s) could be placed on this "
                                            "run's roofs.",
                                            nullptr, int(c.options.kernels.size())));
    doc.bullets(unplaced);
}

// Every warning the engine raised while it measured (WarningsTable), never lost on the way.
void addWarnings(ReportDocument &doc, const Context &c) {
    const QList<RunWarning> warnings = RunWarnings::of(c.run);
    if (warnings.isEmpty())
        return;
    doc.heading(HardwareReport::tr("Warnings from the measurement"));
    doc.table(warningsTable(warnings));
}

void addTrends(ReportDocument &doc, const Context &c) {
    doc.heading(HardwareReport::tr("Context: hardware trends"));
    doc.paragraph(
        HardwareReport::tr("Across generations compute grows faster than bandwidth, so the ridge "
                           "point climbs and memory-bound work starves a little more; chips that "
                           "bought bandwidth faster (red) bucked the trend."));
    const TrendData trends = ChartInputs::trends(Catalog::builtIn().gpus());
    doc.chart(QStringLiteral("trend-ridge"), QString(), c.factory.ridgeTrend(trends), 0.55);
    TrendData growth = trends;
    growth.title.clear(); // the trends' title names the ridge chart
    doc.chart(QStringLiteral("trend-growth"), QString(), c.factory.growthTrend(growth), 0.55);
}

void addProvenance(ReportDocument &doc, const Context &c) {
    doc.heading(HardwareReport::tr("Provenance"));
    doc.keyValues(QList<std::pair<QString, QString>>{{HardwareReport::tr("Run UUID"), c.run.uuid}}
                  + ProvenanceText::pairs(c.run));
    doc.paragraph(
        HardwareReport::tr("The run's bundle is attached to this PDF as %1; `roofline runs import` "
                           "reads it back.")
            .arg(HardwareReport::bundleFileName({c.run})));
}

} // namespace

ReportDocument HardwareReport::build(const Run &run, const HardwareReportOptions &options) {
    std::optional<HardwareProfile> spec =
        options.spec ? options.spec
                     : (options.matchSpec ? MeasuredProfile::matchCatalog(run) : std::nullopt);
    // A CPU has no catalog entry: its theoretical ceilings (ISA x measured clock) are the spec.
    if (!spec && options.matchSpec)
        spec = MeasuredProfile::derivedCpuSpec(run);
    const Context c{run,
                    options,
                    spec,
                    MeasuredProfile::derive(run),
                    ChartInputs::runLabel(run),
                    ChartFactory(options.units)};

    // The sections in reading order; a new one (a section per topic, such as measured LLM
    // steps on this machine) is one function of its own above, called in its place here.
    ReportDocument doc;
    addCover(doc, c);

    doc.heading(tr("Executive summary"));
    QStringList summary = ExecutiveSummary::forRun(run, spec, options.modelIds.mid(0, 1));
    if (const QList<RunWarning> w = RunWarnings::of(run); !w.isEmpty())
        summary << tr("The engine raised %n warning(s) while it measured (%1); each is listed "
                      "under “Warnings from the measurement”.",
                      nullptr, int(w.size()))
                       .arg(RunWarnings::tally(w));
    doc.bullets(summary);

    doc.heading(tr("Measured vs spec"));
    doc.table(specTable(run, spec, options.units));

    addCharts(doc, c);
    addKernels(doc, c);

    doc.heading(tr("LLM operating points"));
    doc.table(llmTable(c.measured, options.modelIds));
    addLlmOnThisMachine(doc, c);
    addWarnings(doc, c);

    if (options.includeTrends)
        addTrends(doc, c);
    addProvenance(doc, c);
    if (options.includeAllMeasurements) {
        doc.heading(tr("Appendix: all measurements"));
        doc.table(measurementsTable(run, options.units, QStringLiteral("measurements")));
    }
    addMethodology(doc);

    const QByteArray bundle = RunBundle::write({run});
    doc.attachments << ReportDocument::Attachment{bundleFileName({run}),
                                                  QStringLiteral("application/json"), bundle};
    QJsonArray tables;
    for (const ReportTable &t : doc.tables)
        tables << t.toJson();
    doc.json =
        QJsonDocument(QJsonObject{{QStringLiteral("report"), QStringLiteral("hardware")},
                                  {QStringLiteral("run"), run.uuid},
                                  {QStringLiteral("summary"), QJsonArray::fromStringList(summary)},
                                  {QStringLiteral("tables"), tables}})
            .toJson(QJsonDocument::Indented);
    return doc;
}

} // namespace roofline
