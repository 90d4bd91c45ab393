// SPDX-License-Identifier: MIT
#include "report/ComparisonReport.h"

#include "model/RunBundle.h"
#include "model/Units.h"
#include "model/analysis/ExecutiveSummary.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/HardwareReport.h"
#include "report/RegressionVerdict.h"

#include <QChart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <cmath>

namespace roofline {

namespace {

QString valueText(const DisplayUnits &u, double v, const QString &unit) {
    using Q = DisplayUnits::Quantity;
    if (unit == QLatin1String("B/s"))
        return u.format(Q::Bandwidth, v);
    if (unit == QLatin1String("s"))
        return u.format(Q::Latency, v);
    return u.format(Q::Compute, v, unit);
}

// One row of the ratio table: the baseline's value, the other runs' values with their ratio
// and a mark where they differ beyond noise; the row flagged by what it holds.
void addRatioRow(ReportTable &t, const RunComparison::Row &row, int runCount, int baseline,
                 const DisplayUnits &units) {
    QStringList text{row.key.text()};
    QVariantList raw{row.key.text()};
    bool better = false, worse = false;
    for (int i = 0; i < runCount; ++i) {
        const auto &v = row.values.at(i);
        const auto &ratio = row.ratios.at(i);
        QString cell = v ? valueText(units, *v, row.unit) : QStringLiteral("—");
        // Issue 32: a regression and an improvement look different (shape, not only
        // colour, so greyscale print keeps them apart).
        QString mark;
        if (i != baseline && row.significantPerRun.at(i)) {
            const RunComparison::Verdict verdict = row.verdicts.value(i);
            if (verdict == RunComparison::Verdict::Worse) {
                mark = QStringLiteral(" ▼");
                worse = true;
            } else if (verdict == RunComparison::Verdict::Better) {
                mark = QStringLiteral(" ▲");
                better = true;
            }
        }
        if (i != baseline && ratio)
            cell += QStringLiteral("\n%1%2").arg(ExecutiveSummary::percent(*ratio), mark);
        text << cell;
        raw << (i == baseline ? (v ? QVariant(*v) : QVariant())
                              : (ratio ? QVariant(*ratio) : QVariant()));
    }
    using Change = ReportTable::Change;
    t.addRow(text, raw,
             worse && better ? Change::Mixed
             : worse         ? Change::Worse
             : better        ? Change::Better
                             : Change::None);
}

// The comparison's JSON: the comparison itself, the labels, the node over time, the summary.
QByteArray comparisonJson(const RunComparison &cmp, const QStringList &labels,
                          const std::optional<RegressionVerdict::NodeOverTime> &node) {
    QJsonObject json = cmp.toJson();
    json.insert(QStringLiteral("report"), QStringLiteral("comparison"));
    json.insert(QStringLiteral("labels"), QJsonArray::fromStringList(labels));
    if (node) {
        QJsonArray regressions, improvements;
        for (const RegressionFinding &f : node->result.regressions)
            regressions.append(RegressionVerdict::findingJson(f));
        for (const RegressionFinding &f : node->result.improvements)
            improvements.append(RegressionVerdict::findingJson(f));
        json.insert(QStringLiteral("node_over_time"),
                    QJsonObject{{QStringLiteral("latest"), RunComparison::runId(node->latest)},
                                {QStringLiteral("earlier_runs"), int(node->earlier.size())},
                                {QStringLiteral("compared"), node->result.compared},
                                {QStringLiteral("regressed"), node->result.regressed()},
                                {QStringLiteral("regressions"), regressions},
                                {QStringLiteral("improvements"), improvements}});
    }
    json.insert(QStringLiteral("summary"),
                QJsonArray::fromStringList(ExecutiveSummary::forComparison(cmp, labels)));
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

} // namespace

QStringList ComparisonReport::labelsFor(const QList<Run> &runs) {
    QStringList labels;
    for (const Run &r : runs) {
        QString l = ChartInputs::runLabel(r);
        // Identical labels (same device, same minute) would make legends ambiguous.
        if (labels.contains(l))
            l += QStringLiteral(" (%1)").arg(r.uuid.left(8));
        labels << l;
    }
    return labels;
}

ReportDocument ComparisonReport::build(const QList<Run> &input,
                                       const ComparisonReportOptions &options) {
    ReportDocument doc;
    const QList<Run> runs = input.mid(0, RunComparison::kMaxRuns);
    QStringList labels = options.labels.size() == runs.size() ? options.labels : labelsFor(runs);
    const int baseline = std::clamp(options.baseline, 0, std::max(0, int(runs.size()) - 1));
    const RunComparison cmp = RunComparison::compare(runs, baseline, options.rule);

    addCover(doc, runs, labels, baseline);
    if (input.size() > runs.size())
        doc.paragraph(tr("Only the first %1 runs are compared.").arg(RunComparison::kMaxRuns));
    // Runs of one node over time: is the newest a regression against the earlier ones?
    const auto node = RegressionVerdict::nodeOverTime(runs);
    if (node)
        addNodeOverTime(doc, *node);

    doc.heading(tr("Wins and losses"));
    doc.bullets(ExecutiveSummary::forComparison(cmp, labels));
    doc.paragraph(tr("A difference counts when it exceeds both %1× the combined relative "
                     "standard deviation of the two measurements and %2 %.")
                      .arg(QLocale().toString(options.rule.k, 'f', 1),
                           QLocale().toString(100 * options.rule.floor, 'f', 1)));
    const ReportTable t = ratioTable(cmp, int(runs.size()), baseline, options);

    addOverlaidCharts(doc, runs, labels, options);
    doc.heading(tr("Ratio table"));
    doc.table(t);
    HardwareReport::addMethodology(doc);

    doc.attachments << ReportDocument::Attachment{HardwareReport::bundleFileName(runs),
                                                  QStringLiteral("application/json"),
                                                  RunBundle::write(runs)};
    doc.json = comparisonJson(cmp, labels, node);
    return doc;
}

void ComparisonReport::addCover(ReportDocument &doc, const QList<Run> &runs,
                                const QStringList &labels, int baseline) {
    doc.title = tr("Comparison of %n run(s)", nullptr, int(runs.size()));
    doc.subtitle = tr("Baseline: %1").arg(labels.value(baseline));
    doc.footer = tr("Roofline Lab %1 · comparison").arg(QStringLiteral(ROOFLINE_VERSION));
    QList<std::pair<QString, QString>> cover;
    for (int i = 0; i < runs.size(); ++i) {
        const Run &r = runs.at(i);
        cover << std::pair{
            tr("Run %1%2").arg(i + 1).arg(i == baseline ? tr(" (baseline)") : QString()),
            tr("%1 — %2 on %3, %4, %n measurement(s), uuid %5", nullptr, int(r.measurements.size()))
                .arg(labels.at(i), Run::statusText(r.status), r.host.hostname, r.suite, r.uuid)};
    }
    doc.keyValues(cover);
}

void ComparisonReport::addNodeOverTime(ReportDocument &doc,
                                       const RegressionVerdict::NodeOverTime &node) {
    doc.heading(tr("This node over time"));
    doc.paragraph(tr("%1 · %2: the newest run, %3, against the median of the %n earlier "
                     "run(s).",
                     nullptr, int(node.earlier.size()))
                      .arg(node.latest.host.hostname, node.latest.device.name,
                           ChartInputs::runLabel(node.latest)));
    doc.bullets(RegressionVerdict::lines(node.result, int(node.earlier.size())));
}

ReportTable ComparisonReport::ratioTable(const RunComparison &cmp, int runCount, int baseline,
                                         const ComparisonReportOptions &options) {
    ReportTable t;
    t.id = QStringLiteral("comparison");
    t.title = tr("Ratios to the baseline (flagged rows differ beyond noise)");
    t.columns = {tr("Measurement")};
    t.keys = {QStringLiteral("measurement")};
    for (int i = 0; i < runCount; ++i) {
        t.columns << (i == baseline ? tr("Run %1 (base)").arg(i + 1) : tr("Run %1").arg(i + 1));
        t.keys << QStringLiteral("run%1").arg(i + 1);
    }
    t.columnWeights = {3.0};
    for (const auto &row : cmp.rows()) {
        if (!options.onlySignificantRows || row.significant)
            addRatioRow(t, row, runCount, baseline, options.units);
    }
    t.note = tr("Cells show the value and, for other runs, the ratio to the baseline. Legend: "
                "▼ worse beyond noise (dark red row), ▲ better beyond noise (light green row), "
                "both in one row: amber. CSV/JSON carry the baseline's value and the other runs' "
                "ratios.");
    return t;
}

void ComparisonReport::addOverlaidCharts(ReportDocument &doc, const QList<Run> &runs,
                                         const QStringList &labels,
                                         const ComparisonReportOptions &options) {
    ChartFactory factory(options.units);
    doc.heading(tr("Overlaid charts"));
    doc.chart(QStringLiteral("roofline"), tr("Measured roofs of every run, one colour per run."),
              factory.roofline(ChartInputs::roofline(runs, labels, options.spec)), 0.72);
    doc.chart(QStringLiteral("bandwidth-ladder"), QString(),
              factory.bandwidthLadder(ChartInputs::bandwidthLadder(runs, labels, options.spec)));
    doc.chart(QStringLiteral("latency-ladder"), QString(),
              factory.latencyLadder(ChartInputs::latencyLadder(runs, labels)));
    doc.chart(QStringLiteral("format-ladder"), QString(),
              factory.formatLadder(ChartInputs::formatLadder(runs, labels, options.spec)));
    for (bool latency : {false, true}) {
        const WorkingSetData ws = ChartInputs::workingSet(runs, labels, latency);
        if (!ws.curves.isEmpty())
            doc.chart(latency ? QStringLiteral("working-set-latency")
                              : QStringLiteral("working-set-bandwidth"),
                      QString(), factory.workingSet(ws), 0.55);
    }
}

} // namespace roofline
