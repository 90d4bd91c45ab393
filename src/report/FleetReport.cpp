// SPDX-License-Identifier: MIT
#include "report/FleetReport.h"

#include "model/MeasurementKind.h"
#include "model/Median.h"
#include "model/Units.h"
#include "model/analysis/MeasuredProfile.h"
#include "report/FleetPeers.h"
#include "report/HardwareReport.h"
#include "report/RegressionVerdict.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <algorithm>

namespace roofline {

namespace {

// A run reduced to its headline figures under fixed keys: the best main-memory bandwidth and
// the best FLOP/s per format, whichever kernel or working set reached them, so runs whose best
// came from different kernels still line up. The measurement keeps its own noise.
Run headlineRun(const Run &run) {
    Run h;
    h.id = run.id;
    h.uuid = run.uuid;
    h.startedAt = run.startedAt;
    h.status = run.status;
    h.host = run.host;
    h.device = run.device;
    const Measurement *bandwidth = nullptr;
    QMap<QString, const Measurement *> peaks;
    for (const Measurement &m : run.measurements) {
        if (MeasurementKind::isMainMemoryBandwidth(m)) {
            if (!bandwidth || m.best > bandwidth->best)
                bandwidth = &m;
        } else if (m.unit == QLatin1String("FLOP/s")) {
            const Measurement *&p = peaks[m.format];
            if (!p || m.best > p->best)
                p = &m;
        }
    }
    const auto headline = [](const Measurement &m, const QString &probe, const QString &metric,
                             const QString &format) {
        Measurement out = m;
        out.probe = probe;
        out.metric = metric;
        out.level.clear();
        out.kernel.clear();
        out.format = format;
        out.workingSetBytes = 0;
        out.threads = 0;
        out.value = m.best; // the STREAM convention the summary's figures use
        return out;
    };
    if (bandwidth)
        h.measurements << headline(*bandwidth, QStringLiteral("memory"),
                                   MeasurementKind::metricName(Metric::Bandwidth), QString());
    for (auto it = peaks.cbegin(); it != peaks.cend(); ++it)
        h.measurements << headline(**it, QStringLiteral("peak"),
                                   MeasurementKind::metricName(Metric::Throughput), it.key());
    h.measurementCount = h.measurements.size();
    return h;
}

QVariant optionalNumber(double v) {
    return v > 0 ? QVariant(v) : QVariant();
}

// "06/03/2024 08:00": a table cell, no seconds.
QString shortTime(const QDateTime &utc) {
    const QDateTime local = utc.toLocalTime();
    return QLocale().toString(local.date(), QLocale::ShortFormat) + QLatin1Char(' ')
           + local.time().toString(QStringLiteral("HH:mm"));
}

// Peaks in the report's narrow columns: the number in TFLOP/s, the unit in the header.
QString teraNumber(double flops) {
    const double t = flops / 1e12;
    return QLocale().toString(t, 'f', t >= 100 ? 0 : t >= 10 ? 1 : 2);
}

QString percentText(const std::optional<double> &fraction) {
    return fraction ? units::formatPercent(*fraction) : QStringLiteral("—");
}

// A short latest run (`--only`: well under half the measurements of the node's earlier runs)
// leaves figures out: each missing headline figure comes from the newest earlier run that has
// it, and the row says so, instead of showing "—".
void fillFromEarlierRuns(FleetRow &row) {
    FleetEntry &e = row.entry;
    if (e.recent.size() < 2)
        return;
    QList<double> counts;
    for (qsizetype i = 1; i < e.recent.size(); ++i)
        counts << double(e.recent.at(i).measurementCount);
    const double usual = *median(counts);
    row.shortLatest = 2 * double(e.recent.first().measurementCount) < usual;
    if (!row.shortLatest)
        return;
    for (qsizetype i = 1; i < e.recent.size(); ++i) {
        const Run h = headlineRun(e.recent.at(i));
        for (const Measurement &m : h.measurements) {
            if (m.probe == QLatin1String("memory") && e.memoryBandwidth <= 0) {
                e.memoryBandwidth = m.value;
                row.headlineFrom.insert(QStringLiteral("memory"), e.recent.at(i).id);
            } else if (m.probe == QLatin1String("peak") && !e.peakFlops.contains(m.format)) {
                e.peakFlops.insert(m.format, m.value);
                row.headlineFrom.insert(m.format, e.recent.at(i).id);
            }
        }
    }
}

} // namespace

QList<qint64> FleetRow::baselineRunIds() const {
    QList<qint64> ids;
    for (qsizetype i = 1; i < entry.recent.size(); ++i)
        ids << entry.recent.at(i).id;
    return ids;
}

int FleetRow::medianRuns() const {
    const int earlier = std::max(0, int(entry.recent.size()) - 1);
    return last > 0 ? std::min(last, earlier) : earlier;
}

const QStringList &FleetReport::mainFormats() {
    static const QStringList formats{QStringLiteral("fp64"), QStringLiteral("fp32"),
                                     QStringLiteral("bf16"), QStringLiteral("fp8")};
    return formats;
}

std::optional<HardwareProfile> FleetReport::matchSpec(const FleetEntry &entry,
                                                      const QList<HardwareProfile> &userGpus) {
    if (entry.deviceId == QLatin1String("cpu"))
        return std::nullopt;
    // A user's own profile for exactly this device wins over the catalog's guess.
    for (const HardwareProfile &gpu : userGpus) {
        if (gpu.source == QLatin1String("user")
            && gpu.name.compare(entry.deviceName, Qt::CaseInsensitive) == 0)
            return gpu;
    }
    Run probe;
    probe.device.id = entry.deviceId;
    probe.device.name = entry.deviceName;
    return MeasuredProfile::matchCatalog(probe);
}

FleetRow FleetReport::evaluate(const FleetEntry &entry, const QList<HardwareProfile> &userGpus,
                               const SignificanceRule &rule, int last) {
    FleetRow row;
    row.entry = entry;
    row.last = last;
    fillFromEarlierRuns(row);
    row.spec = matchSpec(entry, userGpus);
    if (row.spec) {
        if (row.spec->memoryBandwidth > 0 && row.entry.memoryBandwidth > 0)
            row.bandwidthOfSpec = row.entry.memoryBandwidth / row.spec->memoryBandwidth;
        for (auto it = row.entry.peakFlops.cbegin(); it != row.entry.peakFlops.cend(); ++it) {
            if (const auto s = row.spec->peakFor(it.key()); s && it.value() > 0)
                row.peakOfSpec.insert(it.key(), it.value() / *s);
        }
    }
    if (entry.recent.size() >= 2) {
        QList<Run> baseline;
        for (qsizetype i = 1; i < entry.recent.size(); ++i)
            baseline << headlineRun(entry.recent.at(i));
        RegressionCheck::Options options;
        options.last = last > 0 ? last : int(baseline.size());
        options.rule = rule;
        row.trendCheck =
            RegressionCheck::check(headlineRun(entry.recent.first()), baseline, options);
        row.trend = row.trendCheck.regressed()               ? FleetRow::Trend::Down
                    : !row.trendCheck.improvements.isEmpty() ? FleetRow::Trend::Up
                                                             : FleetRow::Trend::Steady;
    }
    if (entry.latestRunId == 0 || entry.recent.size() == 1)
        row.flag = FleetRow::Flag::NoBaseline;
    return row;
}

void FleetReport::applyCheck(FleetRow &row, const Run &latest, const QList<Run> &baseline,
                             const SignificanceRule &rule) {
    if (baseline.isEmpty()) {
        row.flag = FleetRow::Flag::NoBaseline;
        return;
    }
    RegressionCheck::Options options;
    options.last = row.last > 0 ? row.last : int(baseline.size());
    options.rule = rule;
    row.check = RegressionCheck::check(latest, baseline, options);
    // The median run holds every measurement; a fleet keeps only what it shows.
    row.check.baseline = Run();
    row.flag = row.check.regressed() ? FleetRow::Flag::Regressed : FleetRow::Flag::Ok;
}

Result<void> FleetReport::checkRows(QList<FleetRow> &rows, qsizetype from, qsizetype to,
                                    const RunLoader &load, const SignificanceRule &rule) {
    to = std::min(to, rows.size());
    QList<qint64> ids;
    for (qsizetype i = from; i < to; ++i) {
        if (rows[i].entry.recent.size() < 2)
            continue;
        ids << rows[i].entry.recent.first().id << rows[i].baselineRunIds();
    }
    if (ids.isEmpty())
        return {};
    const auto loaded = load(ids);
    if (!loaded)
        return loaded.error();
    for (qsizetype i = from; i < to; ++i) {
        FleetRow &row = rows[i];
        if (row.entry.recent.size() < 2)
            continue;
        const auto latest = loaded->constFind(row.entry.recent.first().id);
        if (latest == loaded->constEnd())
            continue; // deleted meanwhile: stays pending until the next refresh
        QList<Run> baseline;
        for (qint64 id : row.baselineRunIds()) {
            if (const auto it = loaded->constFind(id); it != loaded->constEnd())
                baseline << *it;
        }
        applyCheck(row, *latest, baseline, rule);
    }
    return {};
}

QString FleetReport::deviceLabel(const FleetEntry &e) {
    if (e.deviceName.isEmpty())
        return e.deviceId;
    if (e.deviceId.isEmpty() || e.deviceId == QLatin1String("cpu"))
        return e.deviceName;
    return QStringLiteral("%1 · %2").arg(e.deviceName, e.deviceId);
}

QString FleetReport::trendSymbol(FleetRow::Trend trend) {
    switch (trend) {
    case FleetRow::Trend::Up:
        return QStringLiteral("↑");
    case FleetRow::Trend::Down:
        return QStringLiteral("↓");
    case FleetRow::Trend::Steady:
        return QStringLiteral("→");
    case FleetRow::Trend::None:
        break;
    }
    return QString();
}

QString FleetReport::trendText(FleetRow::Trend trend) {
    switch (trend) {
    case FleetRow::Trend::Up:
        return tr("better");
    case FleetRow::Trend::Down:
        return tr("worse");
    case FleetRow::Trend::Steady:
        return tr("steady");
    case FleetRow::Trend::None:
        break;
    }
    return tr("one run only");
}

QString FleetReport::flagText(FleetRow::Flag flag) {
    switch (flag) {
    case FleetRow::Flag::Pending:
        return tr("checking…");
    case FleetRow::Flag::NoBaseline:
        return tr("no baseline");
    case FleetRow::Flag::Ok:
        return tr("ok");
    case FleetRow::Flag::Regressed:
        return tr("⚑ regressed");
    }
    return QString();
}

QString FleetReport::flagCell(const FleetRow &row) {
    QString text = flagText(row.flag);
    if (row.drain)
        text = tr("%1, DRAIN").arg(text);
    // Only a checked run has figures that could not be told.
    const bool checked = row.flag == FleetRow::Flag::Ok || row.flag == FleetRow::Flag::Regressed;
    if (checked && !row.check.uncertain.isEmpty())
        text = tr("%1 · %n uncertain", nullptr, int(row.check.uncertain.size())).arg(text);
    return text;
}

QString FleetReport::flagKey(FleetRow::Flag flag) {
    switch (flag) {
    case FleetRow::Flag::Pending:
        return QStringLiteral("pending");
    case FleetRow::Flag::NoBaseline:
        return QStringLiteral("no-baseline");
    case FleetRow::Flag::Ok:
        return QStringLiteral("ok");
    case FleetRow::Flag::Regressed:
        return QStringLiteral("regressed");
    }
    return QString();
}

QStringList FleetReport::details(const FleetRow &row, const DisplayUnits &units) {
    return RegressionVerdict::texts(detailLines(row, units));
}

QList<VerdictLine> FleetReport::detailLines(const FleetRow &row, const DisplayUnits &units) {
    using Q = DisplayUnits::Quantity;
    const FleetEntry &e = row.entry;
    QStringList out; // facts, then the verdict with its kinds
    const auto facts = [&out] {
        QList<VerdictLine> lines;
        for (const QString &text : std::as_const(out))
            lines.append({VerdictLine::Kind::Info, text});
        return lines;
    };
    if (e.latestRunId == 0) {
        out << tr("No complete run yet (%n run(s) stored).", nullptr, int(e.runCount));
        return facts();
    }
    out << tr("Latest complete run #%1, started %2; %n run(s) stored.", nullptr, int(e.runCount))
               .arg(e.latestRunId)
               .arg(QLocale().toString(e.latestAt.toLocalTime(), QLocale::ShortFormat));
    if (row.spec)
        out << tr("Judged against the spec of %1 (%2).").arg(row.spec->name, row.spec->source);
    else if (e.deviceId == QLatin1String("cpu"))
        out << tr("A CPU: no spec sheet to judge it by.");
    else
        out << tr("No spec sheet matches this device; add a GPU profile named \"%1\" on the "
                  "Hardware page.")
                   .arg(e.deviceName);
    // "(91 % of spec)" only where there is a spec figure to divide by.
    const auto ofSpec = [](const std::optional<double> &fraction) {
        if (!fraction)
            return QString();
        // Above the spec sheet is never shown silently (docs/design.md §3 rule 9).
        return *fraction > MeasuredProfile::kAboveSpecTolerance
                   ? tr(" (%1 of spec: above the spec sheet, check it or the measurement)")
                         .arg(percentText(fraction))
                   : tr(" (%1 of spec)").arg(percentText(fraction));
    };
    if (e.memoryBandwidth > 0)
        out << tr("Memory bandwidth %1").arg(units.format(Q::Bandwidth, e.memoryBandwidth))
                   + ofSpec(row.bandwidthOfSpec);
    for (auto it = e.peakFlops.cbegin(); it != e.peakFlops.cend(); ++it)
        out << tr("%1 peak %2").arg(it.key(), units.format(Q::Compute, it.value()))
                   + ofSpec(row.peakOfSpec.contains(it.key())
                                ? std::optional<double>(row.peakOfSpec.value(it.key()))
                                : std::nullopt);
    const int baselineRuns = row.medianRuns();
    if (row.trend != FleetRow::Trend::None) {
        out << tr("Trend of the headline figures %1 (%2): %3")
                   .arg(trendSymbol(row.trend), trendText(row.trend),
                        RegressionVerdict::summary(row.trendCheck, baselineRuns));
    }
    if (row.shortLatest)
        out << tr("The latest run is a short one (%n measurement(s)); figures it did not "
                  "measure are shown from earlier runs.",
                  nullptr, int(e.recent.first().measurementCount));
    for (const PeerFigure &f : row.peers)
        out << (f.outlier ? tr("Drain: %1 (%2).") : tr("Among its peers: %1 (%2)."))
                   .arg(FleetPeers::reasonText(f), FleetPeers::percentileText(f));
    switch (row.flag) {
    case FleetRow::Flag::Pending:
        out << tr("Regression check of the whole run: still running.");
        break;
    case FleetRow::Flag::NoBaseline:
        out << tr("Regression check: no earlier complete run to compare with.");
        break;
    case FleetRow::Flag::Ok:
    case FleetRow::Flag::Regressed:
        return facts() + RegressionVerdict::verdictLines(row.check, baselineRuns);
    }
    return facts();
}

namespace {

// The node's newest run when it has not ended (FleetEntry::unfinishedRunId): still running, or
// abandoned by a process that stopped while measuring. null: none.
QJsonValue unfinishedJson(const FleetEntry &e) {
    if (e.unfinishedRunId <= 0)
        return {};
    return QJsonObject{
        {QStringLiteral("run"), double(e.unfinishedRunId)},
        {QStringLiteral("status"), e.unfinishedStatus == Run::Status::Abandoned
                                       ? QStringLiteral("abandoned")
                                       : QStringLiteral("running")},
        {QStringLiteral("started_at"), e.unfinishedAt.isValid()
                                           ? QJsonValue(e.unfinishedAt.toString(Qt::ISODateWithMs))
                                           : QJsonValue()}};
}

} // namespace

QJsonObject FleetReport::rowJson(const FleetRow &row) {
    const FleetEntry &e = row.entry;
    QJsonObject peaks, peaksOfSpec;
    for (auto it = e.peakFlops.cbegin(); it != e.peakFlops.cend(); ++it)
        peaks.insert(it.key(), it.value());
    for (auto it = row.peakOfSpec.cbegin(); it != row.peakOfSpec.cend(); ++it)
        peaksOfSpec.insert(it.key(), it.value());
    QJsonArray baseline, regressions, improvements;
    for (qint64 id : row.baselineRunIds())
        baseline.append(double(id));
    for (const RegressionFinding &f : row.check.regressions)
        regressions.append(RegressionVerdict::findingJson(f));
    for (const RegressionFinding &f : row.check.improvements)
        improvements.append(RegressionVerdict::findingJson(f));
    QJsonArray uncertain; // said, never hidden: a node whose figures cannot be told is not "ok"
    for (const RegressionFinding &f : row.check.uncertain)
        uncertain.append(RegressionVerdict::findingJson(f));
    const auto trendKey = [](FleetRow::Trend t) -> QJsonValue {
        switch (t) {
        case FleetRow::Trend::Up:
            return QStringLiteral("up");
        case FleetRow::Trend::Down:
            return QStringLiteral("down");
        case FleetRow::Trend::Steady:
            return QStringLiteral("steady");
        case FleetRow::Trend::None:
            break;
        }
        return QJsonValue::Null;
    };
    const auto orNull = [](double v) { return v > 0 ? QJsonValue(v) : QJsonValue(); };
    QJsonObject peers, headlineFrom;
    for (auto it = row.headlineFrom.cbegin(); it != row.headlineFrom.cend(); ++it)
        headlineFrom.insert(it.key(), double(it.value()));
    QJsonArray drainReasons;
    for (const PeerFigure &f : row.peers) {
        peers.insert(f.figure, QJsonObject{{QStringLiteral("value"), f.value},
                                           {QStringLiteral("peer_median"), f.peerMedian},
                                           {QStringLiteral("peers"), f.peers},
                                           {QStringLiteral("deviation"), f.deviation},
                                           {QStringLiteral("mad_z"), f.madZ},
                                           {QStringLiteral("percentile"), f.percentile},
                                           {QStringLiteral("runs"), f.runs},
                                           {QStringLiteral("outlier"), f.outlier}});
        if (f.outlier)
            drainReasons.append(FleetPeers::reasonText(f));
    }
    return QJsonObject{
        {QStringLiteral("host"), e.host},
        {QStringLiteral("device_name"), e.deviceName},
        {QStringLiteral("device_id"), e.deviceId},
        {QStringLiteral("run_count"), double(e.runCount)},
        {QStringLiteral("latest_run"),
         e.latestRunId ? QJsonValue(double(e.latestRunId)) : QJsonValue()},
        {QStringLiteral("latest_run_uuid"),
         e.latestRunUuid.isEmpty() ? QJsonValue() : QJsonValue(e.latestRunUuid)},
        {QStringLiteral("latest_at"),
         e.latestAt.isValid() ? QJsonValue(e.latestAt.toString(Qt::ISODateWithMs)) : QJsonValue()},
        {QStringLiteral("memory_bandwidth"), orNull(e.memoryBandwidth)},
        {QStringLiteral("peak"), peaks},
        {QStringLiteral("spec"), row.spec ? QJsonValue(row.spec->id) : QJsonValue()},
        {QStringLiteral("memory_bandwidth_of_spec"),
         row.bandwidthOfSpec ? QJsonValue(*row.bandwidthOfSpec) : QJsonValue()},
        {QStringLiteral("peak_of_spec"), peaksOfSpec},
        {QStringLiteral("trend"), trendKey(row.trend)},
        {QStringLiteral("flag"), flagKey(row.flag)},
        {QStringLiteral("regressed"), row.flag == FleetRow::Flag::Regressed},
        {QStringLiteral("baseline_runs"), baseline},
        {QStringLiteral("compared"), row.check.compared},
        {QStringLiteral("regressions"), regressions},
        {QStringLiteral("improvements"), improvements},
        {QStringLiteral("uncertain"), uncertain},
        {QStringLiteral("latest_short"), row.shortLatest},
        {QStringLiteral("unfinished"), unfinishedJson(e)},
        {QStringLiteral("headline_from"), headlineFrom},
        {QStringLiteral("peers"), peers},
        {QStringLiteral("drain"), row.drain},
        {QStringLiteral("drain_reasons"), drainReasons}};
}

FleetReport::FleetCounts FleetReport::countFleet(const QList<FleetRow> &rows) {
    FleetCounts counts;
    QSet<QString> hosts;
    for (const FleetRow &r : rows) {
        hosts.insert(r.entry.host);
        counts.runs += r.entry.runCount;
        counts.regressed += r.flag == FleetRow::Flag::Regressed ? 1 : 0;
        counts.drained += r.drain ? 1 : 0;
        counts.down += r.trend == FleetRow::Trend::Down ? 1 : 0;
        counts.pending += r.flag == FleetRow::Flag::Pending ? 1 : 0;
    }
    counts.hosts = hosts.size();
    return counts;
}

ReportDocument FleetReport::build(const QList<FleetRow> &rows, const FleetReportOptions &options) {
    ReportDocument doc;
    const FleetCounts counts = countFleet(rows);
    addOverview(doc, rows, counts, options);
    doc.heading(tr("Nodes"));
    doc.table(nodeTable(rows, options.units));
    if (counts.regressed > 0 || counts.drained > 0)
        addFlaggedNodes(doc, rows);
    HardwareReport::addMethodology(doc);

    QJsonArray nodes;
    for (const FleetRow &r : rows)
        nodes.append(rowJson(r));
    doc.json = QJsonDocument(QJsonObject{{QStringLiteral("report"), QStringLiteral("fleet")},
                                         {QStringLiteral("history"), options.history},
                                         {QStringLiteral("generated_at"),
                                          options.generatedAt.toString(Qt::ISODateWithMs)},
                                         {QStringLiteral("flagged"), counts.regressed},
                                         {QStringLiteral("drained"), counts.drained},
                                         {QStringLiteral("nodes"), nodes}})
                   .toJson(QJsonDocument::Indented);
    return doc;
}

void FleetReport::addOverview(ReportDocument &doc, const QList<FleetRow> &rows,
                              const FleetCounts &counts, const FleetReportOptions &options) {
    const QLocale locale;
    doc.title = tr("Fleet: %n node(s)", nullptr, int(rows.size()));
    doc.subtitle =
        tr("%1 host(s) · generated %2")
            .arg(counts.hosts)
            .arg(locale.toString(options.generatedAt.toLocalTime(), QLocale::LongFormat));
    doc.footer = tr("Roofline Lab %1 · fleet").arg(QStringLiteral(ROOFLINE_VERSION));
    doc.keyValues({{tr("Nodes (host × device)"), locale.toString(qlonglong(rows.size()))},
                   {tr("Hosts"), locale.toString(qlonglong(counts.hosts))},
                   {tr("Runs stored"), locale.toString(counts.runs)},
                   {tr("Flagged (regressed)"), locale.toString(counts.regressed)},
                   {tr("To drain (below their peers)"), locale.toString(counts.drained)},
                   {tr("Headline trend down"), locale.toString(counts.down)}});
    // The rule as docs/design.md §3 rule 12 states it, its figures from where RegressionCheck
    // and FleetPeers take them: a report that states another rule misleads its reader.
    const RegressionCheck::Options check;
    const auto percent = [&locale](double fraction) {
        return tr("%1 %").arg(locale.toString(fraction * 100, 'g', 3));
    };
    doc.paragraph(
        tr("Each node's latest complete run is checked figure by figure against the median of "
           "the previous %1 complete runs of the node that measured that figure (points "
           "disturbed while measuring are left out). A figure's noise is the larger of its "
           "runs' own noise and the spread between those runs, widened by Student's t for a "
           "spread of few runs; all figures of a run are judged together (family-wise, "
           "Bonferroni), so that noise alone makes a healthy node read regressed in well under "
           "1 % of checks. A figure is slower or faster when its interval leaves out zero and "
           "the change exceeds %2, and uncertain when the interval is wider than ±%3 or its "
           "noise is unknown. Among its peers (the same device and build, at least %4 nodes), a "
           "node whose headline figure lies %5 robust z-scores and at least %6 below their "
           "median is to be drained; that needs no history of its own. The trend arrow applies "
           "the check to the headline figures only: main memory bandwidth and the peak of each "
           "format. % of spec divides the measured memory bandwidth by the spec of the matched "
           "GPU profile; a CPU has none.")
            .arg(options.history)
            .arg(percent(check.rule.floor), percent(check.resolvable))
            .arg(FleetPeers::kMinPeers)
            .arg(locale.toString(FleetPeers::kOutlierZ), percent(FleetPeers::kOutlierFloor)));
    if (counts.pending > 0)
        doc.paragraph(tr("%n node(s) were not checked yet.", nullptr, counts.pending));
}

ReportTable FleetReport::nodeTable(const QList<FleetRow> &rows, const DisplayUnits &units) {
    ReportTable t;
    t.id = QStringLiteral("fleet");
    t.title = tr("Nodes (peaks in TFLOP/s; flagged rows regressed or are to be drained)");
    t.columns = {tr("Host"), tr("Device"), tr("Latest run"), tr("Memory BW"), tr("% of spec")};
    t.keys = {QStringLiteral("host"), QStringLiteral("device"), QStringLiteral("latest_at"),
              QStringLiteral("memory_bandwidth_b_per_s"),
              QStringLiteral("memory_bandwidth_of_spec")};
    for (const QString &f : mainFormats()) {
        t.columns << f.toUpper();
        t.keys << QStringLiteral("peak_%1_flop_per_s").arg(f);
    }
    t.columns << tr("Trend") << tr("Flag");
    t.keys << QStringLiteral("trend") << QStringLiteral("flag");
    // A4 portrait: host and device get the room, the arrow little.
    t.columnWeights = {1.9, 2.2, 1.6, 1.5, 0.9, 1.0, 1.0, 1.0, 1.0, 0.9, 1.7};
    for (const FleetRow &r : rows)
        addNodeRow(t, r, units);
    t.note = tr("↑ ↓ → : the headline figures against the median of the previous runs (better, "
                "worse, within noise). ⚑: the latest run regressed; DRAIN: far below its peers; "
                "the findings of both follow. Uncertain: figures too noisy or disturbed to tell.");
    return t;
}

void FleetReport::addNodeRow(ReportTable &t, const FleetRow &r, const DisplayUnits &units) {
    using Q = DisplayUnits::Quantity;
    const FleetEntry &e = r.entry;
    QStringList text{
        e.host, deviceLabel(e), e.latestAt.isValid() ? shortTime(e.latestAt) : tr("none complete"),
        e.memoryBandwidth > 0 ? units.format(Q::Bandwidth, e.memoryBandwidth) : QStringLiteral("—"),
        percentText(r.bandwidthOfSpec)};
    QVariantList raw{e.host, e.deviceName,
                     e.latestAt.isValid() ? QVariant(e.latestAt.toString(Qt::ISODate)) : QVariant(),
                     optionalNumber(e.memoryBandwidth),
                     r.bandwidthOfSpec ? QVariant(*r.bandwidthOfSpec) : QVariant()};
    for (const QString &f : mainFormats()) {
        const double v = e.peakFlops.value(f, 0.0);
        text << (v > 0 ? teraNumber(v) : QStringLiteral("—"));
        raw << optionalNumber(v);
    }
    text << trendSymbol(r.trend) << flagCell(r);
    raw << (r.trend == FleetRow::Trend::None ? QVariant() : QVariant(trendText(r.trend)))
        << flagKey(r.flag);
    t.addRow(text, raw, r.flag == FleetRow::Flag::Regressed || r.drain);
}

void FleetReport::addFlaggedNodes(ReportDocument &doc, const QList<FleetRow> &rows) {
    doc.heading(tr("Flagged nodes"));
    for (const FleetRow &r : rows) {
        const bool regressed = r.flag == FleetRow::Flag::Regressed;
        if (!regressed && !r.drain)
            continue;
        doc.subHeading(tr("%1 · %2 (run #%3)")
                           .arg(r.entry.host, deviceLabel(r.entry))
                           .arg(r.entry.latestRunId));
        // Why to drain it first (against its peers), then its own past (what regressed).
        QStringList lines;
        for (const PeerFigure &f : r.peers) {
            if (f.outlier)
                lines << tr("Drain: %1 (%2).")
                             .arg(FleetPeers::reasonText(f), FleetPeers::percentileText(f));
        }
        if (regressed)
            lines << RegressionVerdict::lines(r.check, r.medianRuns());
        doc.bullets(lines);
    }
}

} // namespace roofline
