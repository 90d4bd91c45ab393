// SPDX-License-Identifier: MIT
#include "report/ChartInputs.h"

#include "model/Catalog.h"
#include "model/MeasurementKind.h"
#include "model/MeasurementParams.h"
#include "model/Median.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/llm/RooflineCalculator.h"

#include <QLocale>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

const QStringList &bandwidthOrder() {
    static const QStringList order{
        QStringLiteral("REG"),  QStringLiteral("SHARED"), QStringLiteral("L1"),
        QStringLiteral("L2"),   QStringLiteral("L3"),     QStringLiteral("HBM"),
        QStringLiteral("DRAM"), QStringLiteral("D2D"),    QStringLiteral("P2P"),
        QStringLiteral("H2D"),  QStringLiteral("D2H")};
    return order;
}

bool isGpu(const Run &run) {
    return run.device.id.startsWith(QLatin1String("cuda"));
}

// Best headline of a (metric, level) in a run: the ceiling users quote.
double best(const Run &run, const QString &metric, const QString &level) {
    double v = kNoValue;
    for (const Measurement &m : run.measurements) {
        if (m.metric == metric && m.level == level && good(m.value)
            && MeasuredProfile::isMemoryPlateau(run, m))
            v = std::isnan(v) ? m.value : std::max(v, m.value);
    }
    return v;
}

const QStringList &transferLevels() {
    static const QStringList levels{QStringLiteral("H2D"), QStringLiteral("D2H"),
                                    QStringLiteral("D2D"), QStringLiteral("P2P"),
                                    QStringLiteral("NET")};
    return levels;
}

struct Reference {
    QString key, label;
    double value;
    QString source;
};

// A rung drawn at a typical figure for comparison, measured by no run.
LadderRung referenceRung(const Reference &ref, const QString &label, qsizetype runCount) {
    LadderRung rung;
    rung.key = ref.key;
    rung.label = label;
    rung.measured = QList<double>(runCount, kNoValue);
    rung.spec = ref.value;
    rung.referenceOnly = true;
    rung.source = ref.source;
    return rung;
}

// The latency ladder's measured rungs, by key: a chase rung is the median of its level's
// plateau, any other rung the run's lowest figure.
QList<LadderRung> measuredLatencyRungs(const QList<Run> &runs) {
    QMap<QString, QList<double>> values; // key → per-run value
    QMap<QString, QString> names;
    for (int i = 0; i < runs.size(); ++i) {
        QMap<QString, QList<double>> chase;
        for (const Measurement &m : runs.at(i).measurements) {
            if (m.metric != QLatin1String("latency") || !good(m.value))
                continue;
            const bool isChase = m.kernel == QLatin1String("chase");
            const QString key = isChase ? m.level : m.level + QLatin1Char('/') + m.kernel;
            // "launch<br>b2b", not "launch<br>launch-b2b": rung labels have little room.
            QString kernel = m.kernel;
            if (kernel.startsWith(m.level + QLatin1Char('-'), Qt::CaseInsensitive))
                kernel = kernel.mid(m.level.size() + 1);
            names[key] = isChase || m.kernel.compare(m.level, Qt::CaseInsensitive) == 0
                             ? m.level
                             : QStringLiteral("%1<br>%2").arg(m.level.toLower(), kernel);
            if (isChase) {
                chase[key] << m.value;
                continue;
            }
            auto &v = values[key];
            v.resize(runs.size(), kNoValue);
            v[i] = std::isnan(v[i]) ? m.value : std::min(v[i], m.value);
        }
        for (auto it = chase.begin(); it != chase.end(); ++it) {
            auto &v = values[it.key()];
            v.resize(runs.size(), kNoValue);
            v[i] = median(it.value()).value_or(kNoValue);
        }
    }
    QList<LadderRung> rungs;
    for (auto it = values.begin(); it != values.end(); ++it) {
        LadderRung rung;
        rung.key = it.key();
        rung.label = names.value(it.key());
        rung.measured = it.value();
        rungs << rung;
    }
    return rungs;
}

// Lowest first, by the first run's figure (a reference rung: its typical figure).
void sortByHeadline(QList<LadderRung> &rungs) {
    auto headline = [](const LadderRung &r) {
        for (double v : r.measured) {
            if (good(v))
                return v;
        }
        return r.spec;
    };
    std::stable_sort(rungs.begin(), rungs.end(), [&](const LadderRung &a, const LadderRung &b) {
        return headline(a) < headline(b);
    });
}

} // namespace

QString ChartInputs::runLabel(const Run &run) {
    const QString device = run.device.name.isEmpty() ? run.device.id : run.device.name;
    return QStringLiteral("%1 · %2").arg(
        device, run.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd hh:mm")));
}

RooflineData ChartInputs::roofline(const QList<Run> &runs, const QStringList &labels,
                                   const std::optional<HardwareProfile> &spec,
                                   const QList<RooflinePoint> &points) {
    RooflineData d;
    d.title = tr("Roofline");
    QStringList measuredFormats;
    for (int i = 0; i < runs.size(); ++i) {
        const HardwareProfile p = MeasuredProfile::derive(runs.at(i));
        RooflineCeilings c;
        c.label = runs.size() > 1 ? labels.value(i) : tr("measured");
        c.measured = true;
        c.runIndex = runs.size() > 1 ? i : -1;
        c.compute = p.peak;
        for (const QString &level : bandwidthOrder()) {
            const double b = best(runs.at(i), QStringLiteral("bandwidth"), level);
            if (good(b))
                c.bandwidth[level] = b;
        }
        c.memoryLevel = c.bandwidth.contains(QStringLiteral("HBM")) ? QStringLiteral("HBM")
                                                                    : QStringLiteral("DRAM");
        for (auto it = c.compute.cbegin(); it != c.compute.cend(); ++it) {
            if (!measuredFormats.contains(it.key()))
                measuredFormats << it.key();
        }
        if (!c.compute.isEmpty() || !c.bandwidth.isEmpty())
            d.ceilings << c;
    }
    if (spec) {
        RooflineCeilings c;
        c.label = tr("%1 spec").arg(spec->name);
        // Only the formats that were measured, so the chart compares like with like.
        for (auto it = spec->peak.begin(); it != spec->peak.end(); ++it) {
            if (good(it.value())
                && (measuredFormats.isEmpty() ? it.key() == QLatin1String("bf16")
                                              : measuredFormats.contains(it.key())))
                c.compute[it.key()] = it.value();
        }
        c.memoryLevel = QStringLiteral("HBM");
        if (good(spec->memoryBandwidth))
            c.bandwidth[c.memoryLevel] = spec->memoryBandwidth;
        d.ceilings << c;
    }
    d.points = points;
    return d;
}

QList<RooflinePoint> ChartInputs::llmPoints(const HardwareProfile &profile,
                                            const QStringList &modelIds) {
    QList<RooflinePoint> out;
    const Ceilings ceilings = MeasuredProfile::ceilings(profile);
    struct Case {
        Phase phase;
        qint64 batch, context;
        QString tag;
    };
    const QList<Case> cases{{Phase::Decode, 1, 1024, tr("decode b1")},
                            {Phase::Decode, 32, 1024, tr("decode b32")},
                            {Phase::Prefill, 1, 2048, tr("prefill 2k")}};
    for (const QString &id : modelIds) {
        const ModelSpec *model = Catalog::builtIn().model(id);
        if (!model)
            continue;
        for (const Case &c : cases) {
            InferenceConfig cfg;
            cfg.phase = c.phase;
            cfg.batch = c.batch;
            cfg.context = c.context;
            const auto op = RooflineCalculator::evaluate(*model, ceilings, cfg);
            if (!op || !good(op->stepTime))
                continue;
            RooflinePoint p;
            p.group = c.phase == Phase::Decode ? tr("LLM decode (analytic)")
                                               : tr("LLM prefill (analytic)");
            p.label = QStringLiteral("%1 %2").arg(model->id, c.tag);
            p.intensity = op->arithmeticIntensity;
            p.flops = op->flops / op->stepTime;
            const double roof = std::min(op->peakFlops, op->effectiveBandwidth * p.intensity);
            p.tooltip =
                tr("%1, %2: %3 tokens/s, %4, %5 of the roof at this intensity")
                    .arg(model->name, c.tag, QLocale().toString(op->tokensPerSecond, 'f', 1),
                         BoundState::label(op->state),
                         units::formatSi(p.flops, QStringLiteral("FLOP/s")))
                + tr(" (headroom %1×)").arg(QLocale().toString(roof / p.flops, 'f', 2));
            out << p;
        }
    }
    return out;
}

QList<RooflinePoint> ChartInputs::sweepPoints(const Run &run, const QString &group) {
    QList<RooflinePoint> out;
    for (const Measurement &m : run.measurements) {
        double ai = m.params.value(QLatin1String(param::kArithmeticIntensity)).toDouble();
        if (!good(ai)) // a CPU run stored before the one vocabulary
            ai = m.params.value(QLatin1String(param::kLegacyFlopsPerByte)).toDouble();
        if (m.metric != QLatin1String("throughput") || !good(ai) || !good(m.value))
            continue;
        RooflinePoint p;
        p.group = group;
        p.intensity = ai;
        p.flops = m.value;
        p.tooltip = tr("%1 %2 at %3 FLOP/byte: %4")
                        .arg(m.kernel, m.format, QLocale().toString(ai, 'g', 3),
                             units::formatSi(m.value, m.unit));
        out << p;
    }
    return out;
}

QString ChartInputs::boundText(const kernels::KernelPlacement &placement) {
    if (placement.farBelow)
        return tr("neither (latency/occupancy)");
    return placement.bound == QLatin1String("memory") ? tr("memory-bound") : tr("compute-bound");
}

QString ChartInputs::kernelTooltip(const QString &name, const kernels::KernelPlacement &placement) {
    const QLocale locale;
    QString tip = tr("%1 (%2, %3)\nintensity %4 FLOP/byte\nattained %5\n%6 % of attainable "
                     "%7\nbound: %8")
                      .arg(name, placement.format, placement.level,
                           locale.toString(placement.intensity, 'g', 3),
                           units::formatSi(placement.attained, QStringLiteral("FLOP/s")),
                           locale.toString(100.0 * placement.fraction, 'f', 0),
                           units::formatSi(placement.attainable, QStringLiteral("FLOP/s")),
                           boundText(placement));
    if (placement.farBelow)
        tip += QLatin1Char('\n')
               + tr("far below both roofs: neither memory- nor compute-bound here; latency, "
                    "occupancy or launch overhead limit it");
    return tip;
}

QList<RooflinePoint> ChartInputs::kernelPoints(const Run &run,
                                               const QList<kernels::KernelPoint> &kernels,
                                               QList<importers::ImportNote> *notes) {
    const kernels::MeasuredRoofs roofs = kernels::KernelRoofline::roofs(run);
    QList<RooflinePoint> out;
    for (const kernels::KernelPoint &k : kernels) {
        const QList<kernels::KernelPlacement> placed =
            kernels::KernelRoofline::place(k, roofs, notes);
        QSet<QString> formats;
        for (const kernels::KernelPlacement &p : placed)
            formats.insert(p.format);
        for (const kernels::KernelPlacement &p : placed) {
            RooflinePoint point;
            point.group = tr("your kernels, %1").arg(p.level);
            // The format only where the kernel did work in several (one point per format).
            const QString name =
                formats.size() > 1 ? QStringLiteral("%1 %2").arg(k.name, p.format) : k.name;
            point.label = tr("%1 · %2 %").arg(name, QLocale().toString(100.0 * p.fraction, 'f', 0));
            point.intensity = p.intensity;
            point.flops = p.attained;
            point.attainable = p.attainable;
            point.tooltip = kernelTooltip(k.name, p);
            out << point;
        }
    }
    return out;
}

LadderData ChartInputs::bandwidthLadder(const QList<Run> &runs, const QStringList &labels,
                                        const std::optional<HardwareProfile> &spec) {
    LadderData d;
    d.title = tr("Bandwidth ladder");
    d.runLabels = labels;
    bool anyGpu = false;
    for (const Run &r : runs)
        anyGpu = anyGpu || isGpu(r);
    for (const QString &level : bandwidthOrder()) {
        LadderRung rung;
        rung.key = level;
        rung.label = level;
        bool any = false;
        for (const Run &r : runs) {
            const double v = best(r, QStringLiteral("bandwidth"), level);
            rung.measured << v;
            any = any || good(v);
        }
        if (spec) {
            if (MeasurementKind::isMainMemory(level))
                rung.spec = spec->memoryBandwidth;
            else if (level == QLatin1String("H2D") || level == QLatin1String("D2H"))
                rung.spec = spec->hostLinkBandwidth;
            else if (level == QLatin1String("P2P") && good(spec->peerLinkBandwidth))
                rung.spec = spec->peerLinkBandwidth / 2;
            rung.source = spec->name;
        }
        if (!any && good(rung.spec) && level != QLatin1String("DRAM")) {
            rung.referenceOnly = true; // spec-only: nothing measured here
            rung.label = tr("%1<br>(spec only)").arg(level);
        }
        if (any || rung.referenceOnly)
            d.rungs << rung;
    }
    // Rungs beyond the machine, so the step at each chip boundary stays visible.
    const QList<Reference> refs =
        anyGpu ? QList<Reference>{{QStringLiteral("NET"), tr("network 400G"), 50e9,
                                   tr("typical: 400 Gb/s NIC line rate")}}
               : QList<Reference>{{QStringLiteral("PCIE"), tr("PCIe 4 x16"), 31.5e9,
                                   tr("PCIe 4.0 x16 nominal, per direction")},
                                  {QStringLiteral("NVME"), tr("NVMe SSD"), 7e9,
                                   tr("typical: PCIe 4 NVMe sequential read")},
                                  {QStringLiteral("NET"), tr("network 100G"), 12.5e9,
                                   tr("typical: 100 Gb/s Ethernet line rate")}};
    for (const Reference &ref : refs)
        d.rungs << referenceRung(ref, tr("%1<br>(ref.)").arg(ref.label), runs.size());
    return d;
}

LadderData ChartInputs::latencyLadder(const QList<Run> &runs, const QStringList &labels) {
    LadderData d;
    d.title = tr("Latency ladder");
    d.runLabels = labels;
    d.rungs = measuredLatencyRungs(runs);
    const bool launch = std::any_of(d.rungs.cbegin(), d.rungs.cend(), [](const LadderRung &r) {
        return r.key == QLatin1String("LAUNCH/launch-sync");
    });
    QList<Reference> refs{{QStringLiteral("REF/nvme"), tr("NVMe read<br>(ref.)"), 80e-6,
                           tr("typical 4 KiB random read")},
                          {QStringLiteral("REF/hdd"), tr("disk seek<br>(ref.)"), 8e-3,
                           tr("typical 7,200 rpm hard disk")}};
    if (!launch)
        refs.prepend({QStringLiteral("REF/launch"), tr("GPU launch<br>(ref.)"), 6.24e-6,
                      tr("clpeak README, RTX 5060")});
    for (const Reference &ref : refs)
        d.rungs << referenceRung(ref, ref.label, runs.size());
    sortByHeadline(d.rungs);
    return d;
}

FormatLadderData ChartInputs::formatLadder(const QList<Run> &runs, const QStringList &labels,
                                           const std::optional<HardwareProfile> &spec) {
    FormatLadderData d;
    d.title = tr("Format ladder");
    d.runLabels = labels;
    const QList<NumberFormat> &formats = Catalog::builtIn().formats();
    for (const NumberFormat &f : formats) {
        FormatRung rung;
        rung.format = f;
        bool any = false;
        for (const Run &r : runs) {
            double v = kNoValue;
            for (const Measurement &m : r.measurements) {
                if (m.metric == QLatin1String("throughput") && m.format == f.id && good(m.value))
                    v = std::isnan(v) ? m.value : std::max(v, m.value);
            }
            rung.measured << v;
            any = any || good(v);
        }
        if (spec && good(spec->peak.value(f.id, 0.0)))
            rung.spec = spec->peak.value(f.id);
        if (any || good(rung.spec))
            d.rungs << rung;
    }
    std::stable_sort(d.rungs.begin(), d.rungs.end(), [](const FormatRung &a, const FormatRung &b) {
        return a.format.bytes > b.format.bytes;
    });
    for (const QList<NumberFormat> &group : sameRangeGroups(formats)) {
        if (group.size() < 2)
            continue;
        QStringList ids;
        for (const NumberFormat &f : group)
            ids << f.id;
        d.sameRangeStory << tr("%1 share a %2-bit exponent, so they cover the same range (±%3): "
                               "swapping them costs precision (%4 → %5 mantissa bits), not "
                               "magnitude.")
                                .arg(ids.join(QStringLiteral(", ")))
                                .arg(group.first().exponentBits)
                                .arg(QLocale().toString(group.first().maxFinite, 'g', 2))
                                .arg(group.first().mantissaBits)
                                .arg(group.last().mantissaBits);
    }
    return d;
}

QList<CacheBoundary> ChartInputs::detectBoundaries(const QList<CurvePoint> &curve, bool latency) {
    struct Step {
        double at, ratio;
    };
    QList<Step> steps;
    for (int i = 0; i + 1 < curve.size(); ++i) {
        const CurvePoint &a = curve.at(i), &b = curve.at(i + 1);
        if (!good(a.value) || !good(b.value))
            continue;
        const double ratio = latency ? b.value / a.value : a.value / b.value;
        if (ratio >= (latency ? 1.5 : 1.3))
            steps << Step{std::sqrt(a.workingSet * b.workingSet), ratio};
    }
    // Neighbouring steps are one gradual transition: keep the steepest.
    std::sort(steps.begin(), steps.end(),
              [](const Step &a, const Step &b) { return a.ratio > b.ratio; });
    QList<Step> kept;
    for (const Step &s : steps) {
        const bool near = std::any_of(kept.begin(), kept.end(), [&s](const Step &k) {
            return std::fabs(std::log2(k.at / s.at)) < 1.6;
        });
        if (!near && kept.size() < 4)
            kept << s;
    }
    std::sort(kept.begin(), kept.end(), [](const Step &a, const Step &b) { return a.at < b.at; });
    QList<CacheBoundary> out;
    for (const Step &s : kept)
        out << CacheBoundary{s.at, tr("≈ %1").arg(units::formatBytes(s.at, true)), true};
    return out;
}

WorkingSetData ChartInputs::workingSet(const QList<Run> &runs, const QStringList &labels,
                                       bool latency) {
    WorkingSetData d;
    d.latency = latency;
    d.title = latency ? tr("Latency vs working set") : tr("Bandwidth vs working set");
    const QString metric = latency ? QStringLiteral("latency") : QStringLiteral("bandwidth");
    for (int i = 0; i < runs.size(); ++i) {
        QMap<QString, QList<CurvePoint>> curves; // by kernel and threads
        for (const Measurement &m : runs.at(i).measurements) {
            // Copies between devices (H2D 256 MiB next to an HBM copy of 4 GiB) share a
            // kernel name with the memory sweeps but are no point of a working-set curve.
            if (transferLevels().contains(m.level))
                continue;
            if (m.metric == metric && m.workingSetBytes > 0 && good(m.value))
                curves[QStringLiteral("%1 ×%2").arg(m.kernel).arg(m.threads)]
                    << CurvePoint{double(m.workingSetBytes), m.value, m.level};
        }
        for (auto it = curves.begin(); it != curves.end(); ++it) {
            QList<CurvePoint> pts = it.value();
            std::sort(pts.begin(), pts.end(), [](const CurvePoint &a, const CurvePoint &b) {
                return a.workingSet < b.workingSet;
            });
            if (pts.size() < 4)
                continue; // a few fixed sizes are ladder rungs, not a curve
            // One run: the kernels alone name the curves (the run is in the title and caption).
            d.curves << WorkingSetCurve{
                runs.size() > 1 ? QStringLiteral("%1 · %2").arg(labels.value(i), it.key())
                                : it.key(),
                i, it.key(), pts};
            if (i == 0 && d.boundaries.isEmpty())
                d.boundaries = detectBoundaries(pts, latency);
        }
    }
    if (!runs.isEmpty()) {
        const QJsonObject dev = runs.first().device.provenance;
        for (const QString &k : {QStringLiteral("l1d_bytes"), QStringLiteral("l2_bytes"),
                                 QStringLiteral("l3_bytes")}) {
            const double b = dev.value(k).toDouble();
            if (good(b))
                d.boundaries << CacheBoundary{
                    b, tr("%1 %2 (reported)").arg(k.left(2).toUpper(), units::formatBytes(b, true)),
                    false};
        }
    }
    return d;
}

TrendData ChartInputs::trends(const QList<HardwareProfile> &gpus) {
    TrendData d;
    d.title = tr("Ridge point by launch year (bf16 dense)");
    for (const HardwareProfile &g : gpus) {
        TrendPoint p;
        p.id = g.id;
        p.name = g.name;
        p.vendor = g.vendor;
        p.year = g.launchYear;
        p.peak = g.peak.value(QStringLiteral("bf16"), g.peak.value(QStringLiteral("fp16"), 0.0));
        p.bandwidth = g.memoryBandwidth;
        p.capacity = g.memoryCapacity;
        p.ridge = good(p.peak) && good(p.bandwidth) ? p.peak / p.bandwidth : 0;
        d.points << p;
    }
    std::stable_sort(d.points.begin(), d.points.end(),
                     [](const TrendPoint &a, const TrendPoint &b) { return a.year < b.year; });
    // A chip "bucked the trend" when its ridge is below the highest ridge of any earlier chip
    // of the same vendor and memory family (HBM vs GDDR): B200 after H100, RTX 5090 after 4090.
    auto family = [&gpus](const QString &id) {
        for (const HardwareProfile &g : gpus) {
            if (g.id == id)
                return g.memoryType.startsWith(QLatin1String("HBM"));
        }
        return false;
    };
    for (TrendPoint &p : d.points) {
        const TrendPoint *pred = nullptr;
        for (const TrendPoint &q : std::as_const(d.points)) {
            if (q.vendor == p.vendor && family(q.id) == family(p.id) && q.year < p.year
                && good(q.ridge) && (!pred || q.ridge > pred->ridge))
                pred = &q;
        }
        if (pred && good(p.ridge) && p.ridge < pred->ridge) {
            p.ridgeFell = true;
            p.predecessor = pred->id;
        }
    }
    return d;
}

} // namespace roofline
