// SPDX-License-Identifier: MIT
#include "model/analysis/MeasuredProfile.h"

#include "model/Catalog.h"
#include "model/MeasurementKind.h"
#include "model/MeasurementParams.h"
#include "model/analysis/RunComparison.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

bool isMainMemory(const QString &level) {
    return MeasurementKind::isMainMemory(level);
}

bool isLaunch(const Measurement &m) {
    return m.metric == QLatin1String("latency")
           && (m.level == QLatin1String("LAUNCH") || m.kernel.contains(QLatin1String("launch")));
}

bool isBackToBack(const Measurement &m) {
    static const QRegularExpression re(QStringLiteral("b2b|back.to.back|throughput"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(m.kernel).hasMatch()
           || re.match(m.params.value(QLatin1String("mode")).toString()).hasMatch();
}

bool isCpu(const Run &run) {
    return run.device.id == QLatin1String("cpu")
           || run.device.provenance.value(QLatin1String("kind")).toString() == QLatin1String("cpu");
}

// The engine's theoretical ceiling of a CPU measurement (params "ceiling"), 0 if none.
double derivedCeiling(const Measurement &m) {
    const double c = m.params.value(QLatin1String(param::kCeiling)).toDouble();
    return m.params.value(QLatin1String(param::kCeilingSource))
                       .toString()
                       .startsWith(QLatin1String("derived"))
                   && good(c)
               ? c
               : 0.0;
}

QStringList tokens(const QString &text) {
    static const QRegularExpression split(QStringLiteral("[^a-z0-9]+"));
    return text.toLower().split(split, Qt::SkipEmptyParts);
}

} // namespace

bool MeasuredProfile::isMemoryPlateau(const Run &run, const Measurement &m) {
    if (!isMainMemory(m.level))
        return true;
    qint64 largest = 0;
    for (const Measurement &o : run.measurements) {
        if (o.metric == m.metric && isMainMemory(o.level))
            largest = std::max(largest, o.workingSetBytes);
    }
    return m.workingSetBytes * 4 >= largest;
}

namespace {

// A main-memory figure: the best is the memory's bandwidth, the best read stream its read
// bandwidth.
void takeMainMemory(HardwareProfile &p, const Measurement &m) {
    if (m.value > p.memoryBandwidth) {
        p.memoryBandwidth = m.value;
        p.memoryType = m.level; // what the run read: DRAM or HBM
    }
    if (m.kernel == QLatin1String("read"))
        p.memoryReadBandwidth = std::max(p.memoryReadBandwidth, m.value);
}

// A bandwidth figure: main memory (working sets within 4× of the largest), host or peer link.
void takeBandwidth(HardwareProfile &p, const Measurement &m, qint64 largestMemorySet) {
    if (isMainMemory(m.level) && m.workingSetBytes * 4 >= largestMemorySet)
        takeMainMemory(p, m);
    if (m.level == QLatin1String("H2D") || m.level == QLatin1String("D2H"))
        p.hostLinkBandwidth = std::max(p.hostLinkBandwidth, m.value);
    if (m.level == QLatin1String("P2P"))
        p.peerLinkBandwidth = std::max(p.peerLinkBandwidth, m.value);
}

// cpu.llm measures its own roofs first (DRAM read, the library GEMM per format), so a run of
// that probe alone still places the step on measured ceilings.
void takeLlmCeiling(HardwareProfile &p, const Measurement &m) {
    if (isMainMemory(m.level))
        takeMainMemory(p, m); // a "read" kernel is cpu.llm's own DRAM read stream
    else if (!m.format.isEmpty())
        p.peak[m.format] = std::max(p.peak.value(m.format, 0.0), m.value);
}

} // namespace

HardwareProfile MeasuredProfile::derive(const Run &run) {
    HardwareProfile p;
    p.id = QStringLiteral("measured-%1").arg(run.uuid.left(8));
    p.name = run.device.name.isEmpty() ? run.device.id : run.device.name;
    p.source = QStringLiteral("measured");
    p.deviceKind = isCpu(run) ? QStringLiteral("cpu") : QStringLiteral("gpu");
    p.sourceNote = tr("measured in run %1").arg(run.uuid);
    p.memoryCapacity = run.device.provenance.value(QLatin1String("memory_bytes")).toDouble();
    if (!(p.memoryCapacity > 0) && run.device.id == QLatin1String("cpu"))
        p.memoryCapacity = double(run.host.memoryBytes);

    // Main-memory points near a cache boundary still hit cache (docs/design.md §3 rule 3 wants
    // ≥ 8× the last-level cache): only working sets within 4× of the largest count.
    qint64 largestMemorySet = 0;
    for (const Measurement &m : run.measurements) {
        if (m.metric == QLatin1String("bandwidth") && isMainMemory(m.level))
            largestMemorySet = std::max(largestMemorySet, m.workingSetBytes);
    }
    double bestLaunch = 0, bestB2b = 0;
    for (const Measurement &m : run.measurements) {
        if (!good(m.value))
            continue;
        if (m.metric == QLatin1String("bandwidth")) {
            takeBandwidth(p, m, largestMemorySet);
        } else if (m.metric == QLatin1String("llm_ceiling")) {
            takeLlmCeiling(p, m);
        } else if (m.metric == QLatin1String("throughput") && !m.format.isEmpty()) {
            p.peak[m.format] = std::max(p.peak.value(m.format, 0.0), m.value);
        } else if (isLaunch(m) && m.kernel != QLatin1String("graph-node")) {
            if (isBackToBack(m))
                bestB2b = bestB2b > 0 ? std::min(bestB2b, m.value) : m.value;
            bestLaunch = bestLaunch > 0 ? std::min(bestLaunch, m.value) : m.value;
        }
    }
    p.launchOverhead = bestB2b > 0 ? bestB2b : bestLaunch;
    return p;
}

Ceilings MeasuredProfile::ceilings(const HardwareProfile &measured) {
    Ceilings c = Ceilings::fromProfile(measured);
    for (auto it = measured.peak.constBegin(); it != measured.peak.constEnd(); ++it) {
        if (it.key().startsWith(QLatin1String("fp")) || it.key() == QLatin1String("bf16"))
            c.uniformPeak = std::max(c.uniformPeak, it.value());
    }
    if (measured.launchOverhead > 0)
        c.launchOverhead = measured.launchOverhead;
    return c;
}

QString MeasuredProfile::runLabel(const Run &run) {
    const QString device = run.device.name.isEmpty() ? run.device.id : run.device.name;
    const QString what =
        run.host.hostname.isEmpty() ? device : tr("%1: %2").arg(run.host.hostname, device);
    return tr("%1 (run %2)").arg(what, run.id > 0 ? QString::number(run.id) : run.uuid);
}

Result<HardwareProfile> MeasuredProfile::calculatorProfile(const Run &run) {
    HardwareProfile measured = derive(run);
    if (!(measured.memoryBandwidth > 0) || measured.peak.isEmpty())
        return kindError(ErrorKind::InvalidInput,
                         tr("run %1 measured no memory bandwidth or no compute peak; probe with "
                            "the standard suite first")
                             .arg(run.id > 0 ? QString::number(run.id) : run.uuid));
    measured.name = runLabel(run);
    return measured;
}

Result<Ceilings> MeasuredProfile::calculatorCeilings(const Run &run) {
    const auto profile = calculatorProfile(run);
    if (!profile)
        return profile.error();
    return ceilings(*profile);
}

Ceilings MeasuredProfile::ceilingsFor(const HardwareProfile &profile) {
    return profile.source == QLatin1String("measured") ? ceilings(profile)
                                                       : Ceilings::fromProfile(profile);
}

namespace {

// A row taken over by a better measurement: its figure, and for a CPU the theoretical ceiling
// of the measurement that set it (for when no spec sheet is given).
void setRow(SpecComparison &r, const Run &run, const Measurement &m, const QString &key, bool bw) {
    r.metric = m.metric;
    r.key = key;
    r.spec.reset();
    r.specSource.clear();
    r.specDerived = false;
    r.specUpperBound = false;
    if (const double c = isCpu(run) ? derivedCeiling(m) : 0.0; c > 0) {
        r.spec = c;
        r.specSource = m.params.value(QLatin1String(param::kCeilingSource)).toString();
        r.specDerived = true;
        r.specUpperBound = m.params.value(QLatin1String(param::kCeilingIsUpperBound)).toBool();
    }
    r.kernel = m.kernel;
    r.unit = m.unit;
    r.measured = m.value;
    r.noise = SignificanceRule::relativeNoise(m);
    r.n = m.n;
    r.label = bw ? MeasuredProfile::tr("%1 bandwidth (%2)").arg(key, m.kernel)
                 : MeasuredProfile::tr("%1 peak").arg(key);
}

// The best measurement per (metric, level or format): the ceiling a user would quote.
QList<SpecComparison> bestRows(const Run &run) {
    QList<SpecComparison> rows;
    auto rowFor = [&rows](const QString &metric, const QString &key) -> SpecComparison * {
        for (SpecComparison &r : rows) {
            if (r.metric == metric && r.key == key)
                return &r;
        }
        return nullptr;
    };
    for (const Measurement &m : run.measurements) {
        if (!std::isfinite(m.value))
            continue;
        const bool bw = m.metric == QLatin1String("bandwidth");
        const bool tp = m.metric == QLatin1String("throughput") && !m.format.isEmpty();
        if (!bw && !tp)
            continue;
        if (bw && !MeasuredProfile::isMemoryPlateau(run, m))
            continue;
        const QString key = bw ? m.level : m.format;
        SpecComparison *r = rowFor(m.metric, key);
        if (r && !(m.value > r->measured))
            continue;
        if (!r) {
            rows << SpecComparison{};
            r = &rows.last();
        }
        setRow(*r, run, m, key, bw);
    }
    return rows;
}

// The library against the ladder's loop, per format (the figure with the most threads).
void addLibraryVerdicts(const Run &run, QList<SpecComparison> &rows) {
    for (SpecComparison &r : rows) {
        if (r.metric != QLatin1String("throughput"))
            continue;
        int threads = -1;
        for (const Measurement &m : run.measurements) {
            const QJsonValue ratio = m.params.value(QLatin1String(param::kInstructionPeakRatio));
            const QString verdict =
                m.params.value(QLatin1String(param::kInstructionPeakVerdict)).toString();
            if (m.format != r.key || m.metric != r.metric || !ratio.isDouble()
                || !good(ratio.toDouble()) || m.threads <= threads
                || verdict == QLatin1String("not-comparable"))
                continue;
            threads = m.threads;
            r.libraryVsLoop = ratio.toDouble();
            r.libraryVerdict =
                m.params.value(QLatin1String(param::kInstructionPeakVerdict)).toString();
        }
    }
}

// Each row against the spec sheet, or against its theoretical ceiling. A CPU run that carries
// its theoretical ceilings is judged by them alone: the catalog's profiles are GPUs, and a
// GPU's sheet says nothing about a CPU (the Hardware page pairs any run with the GPU selected
// above it).
void judgeAgainstSpec(QList<SpecComparison> &rows, const std::optional<HardwareProfile> &spec) {
    const bool derivedOnly = std::any_of(rows.begin(), rows.end(),
                                         [](const SpecComparison &r) { return r.specDerived; });
    for (SpecComparison &r : rows) {
        double s = 0;
        if (spec && !derivedOnly) {
            if (r.metric == QLatin1String("throughput"))
                s = spec->peak.value(r.key, 0.0);
            else if (isMainMemory(r.key))
                s = spec->memoryBandwidth;
            else if (r.key == QLatin1String("H2D") || r.key == QLatin1String("D2H"))
                s = spec->hostLinkBandwidth;
            else if (r.key == QLatin1String("P2P"))
                s = spec->peerLinkBandwidth / 2; // the catalog quotes both directions
        }
        if (good(s)) {
            r.spec = s;
            r.specSource = spec->name;
            r.specDerived = false;
            r.fraction = r.measured / s;
            r.aboveSpec = r.measured > s * MeasuredProfile::kAboveSpecTolerance;
        } else if (r.spec && r.specDerived) {
            r.fraction = r.measured / *r.spec;
            r.aboveSpec = r.measured > *r.spec * MeasuredProfile::kAboveDerivedTolerance;
        } else {
            r.spec.reset();
        }
    }
}

} // namespace

QList<SpecComparison> MeasuredProfile::compareWithSpec(const Run &run,
                                                       const std::optional<HardwareProfile> &spec) {
    QList<SpecComparison> rows = bestRows(run);
    addLibraryVerdicts(run, rows);
    judgeAgainstSpec(rows, spec);
    return rows;
}

std::optional<HardwareProfile> MeasuredProfile::derivedCpuSpec(const Run &run) {
    if (!isCpu(run))
        return std::nullopt;
    HardwareProfile p;
    for (const Measurement &m : run.measurements) {
        const double c = derivedCeiling(m);
        if (m.metric == QLatin1String("throughput") && !m.format.isEmpty() && c > 0)
            p.peak[m.format] = std::max(p.peak.value(m.format, 0.0), c);
    }
    if (p.peak.isEmpty())
        return std::nullopt;
    const QJsonObject clock = run.device.provenance.value(QLatin1String("clock")).toObject();
    const double hz = clock.value(QLatin1String("hz")).toDouble();
    const QString device = run.device.name.isEmpty() ? run.device.id : run.device.name;
    p.id = QStringLiteral("derived-%1").arg(run.uuid.left(8));
    p.name = tr("%1, theoretical").arg(device);
    p.source = QStringLiteral("derived");
    p.sourceNote =
        (clockUncertain(run) ? tr("derived from the ISA and the measured clock (%1 GHz, "
                                  "uncertain)")
                             : tr("derived from the ISA and the measured clock (%1 GHz)"))
            .arg(QLocale().toString(hz / 1e9, 'f', 2));
    p.boostClockHz = hz;
    p.memoryCapacity = double(run.host.memoryBytes);
    return p;
}

bool MeasuredProfile::clockUncertain(const Run &run) {
    return run.device.provenance.value(QLatin1String("clock"))
        .toObject()
        .value(QLatin1String("uncertain"))
        .toBool(false);
}

std::optional<HardwareProfile> MeasuredProfile::matchCatalog(const Run &run) {
    if (run.device.id == QLatin1String("cpu"))
        return std::nullopt;
    const QStringList name = tokens(run.device.name);
    const HardwareProfile *best = nullptr;
    int bestScore = 0;
    for (const HardwareProfile &gpu : Catalog::builtIn().gpus()) {
        const QStringList id = tokens(gpu.id);
        // The first token with a digit names the chip (h100, a100, 4090); the rest only
        // breaks ties (sxm, pcie, 80gb).
        const auto model = std::find_if(id.begin(), id.end(), [](const QString &t) {
            return std::any_of(t.begin(), t.end(), [](QChar c) { return c.isDigit(); });
        });
        const bool modelMatched = model != id.end() && name.contains(*model);
        int score = 0;
        for (const QString &t : id)
            score += name.contains(t) ? 1 : 0;
        if (modelMatched && score > bestScore) {
            best = &gpu;
            bestScore = score;
        }
    }
    if (!best)
        return std::nullopt;
    return *best;
}

} // namespace roofline
