// SPDX-License-Identifier: MIT
// The fleet view's judgement (issue 8): % of spec, the trend arrow and the regression flag of a
// node whose latest run dropped by 8 % against nodes that only jitter by ±0.25 %; the fleet
// report's PDF; and the comparison report's "this node over time" verdict.
#include "ReportFixtures.h"
#include "report/ComparisonReport.h"
#include "report/FleetPeers.h"
#include "report/FleetReport.h"
#include "report/RegressionVerdict.h"
#include "report/ReportExporter.h"
#include "support/FleetFixtures.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace roofline;

namespace {

// What FleetRepository::summary(history) gives for a node, from runs in memory.
FleetEntry entryOf(const QList<Run> &oldestFirst) {
    FleetEntry e;
    const Run &latest = oldestFirst.last();
    e.host = latest.host.hostname;
    e.deviceName = latest.device.name;
    e.deviceId = latest.device.id;
    e.runCount = oldestFirst.size();
    e.latestRunId = 100 + oldestFirst.size();
    e.latestRunUuid = latest.uuid;
    e.latestAt = latest.startedAt;
    for (const Measurement &m : latest.measurements) {
        if (m.metric == QLatin1String("bandwidth") && m.level != QLatin1String("L2"))
            e.memoryBandwidth = std::max(e.memoryBandwidth, m.best);
        else if (m.unit == QLatin1String("FLOP/s"))
            e.peakFlops[m.format] = m.best;
    }
    for (qsizetype i = oldestFirst.size() - 1; i >= 0; --i) {
        e.recent << oldestFirst.at(i);
        e.recent.last().id = 100 + i + 1;
    }
    return e;
}

FleetRow judged(const QList<Run> &oldestFirst) {
    const FleetEntry e = entryOf(oldestFirst);
    FleetRow row = FleetReport::evaluate(e);
    QList<Run> baseline = e.recent.mid(1);
    FleetReport::applyCheck(row, e.recent.first(), baseline);
    return row;
}

QString pdfText(const QString &pdf) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestFleetReport : public QObject {
    Q_OBJECT

private slots:
    void dropVersusJitter_data() {
        QTest::addColumn<double>("latestScale");
        QTest::addColumn<int>("trend");
        QTest::addColumn<int>("flag");
        QTest::newRow("8 % drop") << 0.92 << int(FleetRow::Trend::Down)
                                  << int(FleetRow::Flag::Regressed);
        QTest::newRow("±0.25 % jitter")
            << 1.0 << int(FleetRow::Trend::Steady) << int(FleetRow::Flag::Ok);
        QTest::newRow("8 % faster") << 1.08 << int(FleetRow::Trend::Up) << int(FleetRow::Flag::Ok);
    }

    void dropVersusJitter() {
        QFETCH(double, latestScale);
        QFETCH(int, trend);
        QFETCH(int, flag);
        const FleetRow row = judged(fleetfixture::node(
            QStringLiteral("gpu-01"), fleetfixture::kH100, QStringLiteral("cuda:0"), latestScale));
        QCOMPARE(int(row.trend), trend);
        QCOMPARE(int(row.flag), flag);
        QCOMPARE(row.baselineRunIds().size(), 5);
        QVERIFY(row.check.compared >= 7); // every measurement of the run, not only headlines
        if (row.flag == FleetRow::Flag::Regressed) {
            // HBM read and copy, L2, and the four peaks all fell by ~8 %.
            QCOMPARE(row.check.regressions.size(), 7);
            for (const RegressionFinding &f : row.check.regressions)
                QVERIFY2(f.change < -0.07 && f.change > -0.09, qPrintable(f.key.text()));
            const QString details = FleetReport::details(row).join(QLatin1Char('\n'));
            QVERIFY2(details.contains(QStringLiteral("Regressed: 7 measurement(s)")),
                     qPrintable(details));
        } else {
            QVERIFY(row.check.regressions.isEmpty());
        }
    }

    void percentOfSpec() {
        const FleetRow gpu = judged(fleetfixture::node(
            QStringLiteral("gpu-01"), fleetfixture::kH100, QStringLiteral("cuda:0"), 1.0));
        QVERIFY(gpu.spec);
        QCOMPARE(gpu.spec->id, QStringLiteral("h100-sxm"));
        QVERIFY(gpu.bandwidthOfSpec);
        QCOMPARE(*gpu.bandwidthOfSpec, gpu.entry.memoryBandwidth / gpu.spec->memoryBandwidth);
        QVERIFY(*gpu.bandwidthOfSpec > 0.85 && *gpu.bandwidthOfSpec < 0.95);
        QVERIFY(gpu.peakOfSpec.contains(QStringLiteral("bf16")));

        const FleetRow cpu = judged(fleetfixture::node(
            QStringLiteral("cpu-01"), QStringLiteral("AMD EPYC 9654"), QStringLiteral("cpu"), 1));
        QVERIFY(!cpu.spec);
        QVERIFY(!cpu.bandwidthOfSpec);
        QVERIFY(cpu.peakOfSpec.isEmpty());

        // A user profile named like the device wins over the catalog.
        HardwareProfile mine;
        mine.id = QStringLiteral("my-h100");
        mine.name = fleetfixture::kH100;
        mine.source = QStringLiteral("user");
        mine.memoryBandwidth = 3.0e12;
        const FleetRow user = FleetReport::evaluate(gpu.entry, {mine});
        QCOMPARE(user.spec->id, QStringLiteral("my-h100"));
        QCOMPARE(*user.bandwidthOfSpec, gpu.entry.memoryBandwidth / 3.0e12);
    }

    void singleRunHasNoBaseline() {
        const QList<Run> one{fleetfixture::run(QStringLiteral("new-node"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0, 1)};
        const FleetRow row = FleetReport::evaluate(entryOf(one));
        QCOMPARE(row.trend, FleetRow::Trend::None);
        QCOMPARE(row.flag, FleetRow::Flag::NoBaseline);
    }

    void checkRowsLoadsOnceAndSkipsNodesWithoutBaseline() {
        const QList<Run> dropped = fleetfixture::node(QStringLiteral("gpu-01"), fleetfixture::kH100,
                                                      QStringLiteral("cuda:0"), 0.92);
        QList<FleetRow> rows{
            FleetReport::evaluate(entryOf(dropped)),
            FleetReport::evaluate(entryOf({fleetfixture::run(
                QStringLiteral("gpu-02"), fleetfixture::kH100, QStringLiteral("cuda:0"), 0, 1)}))};
        int calls = 0;
        const auto load = [&](const QList<qint64> &ids) -> Result<QHash<qint64, Run>> {
            ++calls;
            QHash<qint64, Run> out;
            for (const Run &r : rows[0].entry.recent) {
                if (ids.contains(r.id))
                    out.insert(r.id, r);
            }
            return out;
        };
        QVERIFY(FleetReport::checkRows(rows, 0, rows.size(), load));
        QCOMPARE(calls, 1);
        QCOMPARE(rows[0].flag, FleetRow::Flag::Regressed);
        QCOMPARE(rows[1].flag, FleetRow::Flag::NoBaseline);
    }

    void fleetReportPdf() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) not installed");
        const QList<FleetRow> rows{
            judged(fleetfixture::node(QStringLiteral("gpu-node-07"), fleetfixture::kH100,
                                      QStringLiteral("cuda:0"), 0.92)),
            judged(fleetfixture::node(QStringLiteral("gpu-node-08"), fleetfixture::kH100,
                                      QStringLiteral("cuda:0"), 1.0, 2)),
            judged(fleetfixture::node(QStringLiteral("cpu-node-01"),
                                      QStringLiteral("AMD EPYC 9654"), QStringLiteral("cpu"),
                                      1.0))};
        QDir().mkpath(reportOutputDir());
        const QString pdf = reportOutputDir() + QStringLiteral("/fleet.pdf");
        FleetReportOptions options;
        options.generatedAt = QDateTime(QDate(2024, 3, 9), QTime(12, 0), Qt::UTC);
        const ReportDocument doc = FleetReport::build(rows, options);
        const auto written = ReportExporter::write(doc, pdf);
        QVERIFY2(written, written ? "" : qPrintable(written.error().text()));
        const QString text = pdfText(pdf);
        for (const char *host : {"gpu-node-07", "gpu-node-08", "cpu-node-01"})
            QVERIFY2(text.contains(QLatin1String(host)), host);
        QVERIFY2(text.contains(QStringLiteral("⚑ regressed")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Flagged nodes")));
        QVERIFY(text.contains(QStringLiteral("Regressed: 7 measurement(s)")));
        QCOMPARE(doc.tables.first().flagged, (QList<bool>{true, false, false}));

        // The JSON carries the same verdicts, keyed for scripts.
        const QJsonArray nodes =
            QJsonDocument::fromJson(doc.json).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 3);
        QCOMPARE(nodes[0][QStringLiteral("flag")].toString(), QStringLiteral("regressed"));
        QCOMPARE(nodes[0][QStringLiteral("trend")].toString(), QStringLiteral("down"));
        QCOMPARE(nodes[1][QStringLiteral("flag")].toString(), QStringLiteral("ok"));
        QVERIFY(nodes[2][QStringLiteral("memory_bandwidth_of_spec")].isNull());
        for (const QJsonValue &n : nodes) {
            QVERIFY(n[QStringLiteral("uncertain")].isArray()); // said, never left out
            QVERIFY(n[QStringLiteral("unfinished")].isNull()); // no run is still open
        }
    }

    // The flag as every front end shows it (the Fleet page, `roofline fleet`, the report): a
    // drain and the figures that could not be told beside the flag, never only in the details
    // (issue 31: "uncertain" is said, not hidden).
    void flagCell_data() {
        QTest::addColumn<int>("flag");
        QTest::addColumn<bool>("drain");
        QTest::addColumn<int>("uncertain");
        QTest::addColumn<QString>("cell");
        using F = FleetRow::Flag;
        QTest::newRow("ok") << int(F::Ok) << false << 0 << QStringLiteral("ok");
        QTest::newRow("ok, some uncertain")
            << int(F::Ok) << false << 3 << QStringLiteral("ok · 3 uncertain");
        QTest::newRow("regressed, drained, uncertain")
            << int(F::Regressed) << true << 1 << QStringLiteral("⚑ regressed, DRAIN · 1 uncertain");
        QTest::newRow("no history, drained by its peers")
            << int(F::NoBaseline) << true << 0 << QStringLiteral("no baseline, DRAIN");
        // Findings of a check still running are not shown as its verdict.
        QTest::newRow("still checking")
            << int(F::Pending) << false << 2 << QStringLiteral("checking…");
    }

    void flagCell() {
        QFETCH(int, flag);
        QFETCH(bool, drain);
        QFETCH(int, uncertain);
        QFETCH(QString, cell);
        FleetRow row;
        row.flag = FleetRow::Flag(flag);
        row.drain = drain;
        for (int i = 0; i < uncertain; ++i)
            row.check.uncertain << RegressionFinding{};
        QCOMPARE(FleetReport::flagCell(row), cell);
    }

    // A node far below its peers is named in the report as the Fleet page and the CLI name it,
    // also when it has no history of its own (its flag: no baseline), and the report states the
    // rule the verdicts follow with the figures the code uses.
    void reportNamesDrainedNodesAndItsRule() {
        QList<FleetRow> rows;
        for (int i = 1; i <= 4; ++i)
            rows << judged(fleetfixture::node(QStringLiteral("gpu-node-%1").arg(i),
                                              fleetfixture::kH100, QStringLiteral("cuda:0"), 1.0,
                                              i));
        const FleetEntry fresh =
            entryOf({fleetfixture::run(QStringLiteral("gpu-node-new"), fleetfixture::kH100,
                                       QStringLiteral("cuda:0"), 0, 0.7)});
        rows << FleetReport::evaluate(fresh);
        FleetPeers::judge(rows);
        QVERIFY(rows.last().drain);
        QCOMPARE(rows.last().flag, FleetRow::Flag::NoBaseline);
        FleetReportOptions options;
        options.generatedAt = QDateTime(QDate(2024, 3, 9), QTime(12, 0), Qt::UTC);
        const ReportDocument doc = FleetReport::build(rows, options);

        QCOMPARE(doc.tables.first().flagged, (QList<bool>{false, false, false, false, true}));
        QCOMPARE(doc.tables.first().rows.last().last(), QStringLiteral("no baseline, DRAIN"));
        QStringList subHeadings, bullets, paragraphs; // of "Flagged nodes": the nodes named
        QString drainCount;
        QString heading;
        for (const ReportDocument::Block &b : doc.blocks) {
            const bool flaggedNodes = heading == QStringLiteral("Flagged nodes");
            if (b.kind == ReportDocument::Block::Kind::Heading)
                heading = b.text;
            else if (b.kind == ReportDocument::Block::Kind::SubHeading && flaggedNodes)
                subHeadings << b.text;
            else if (b.kind == ReportDocument::Block::Kind::Bullets && flaggedNodes)
                bullets << b.items;
            else if (b.kind == ReportDocument::Block::Kind::Paragraph)
                paragraphs << b.text;
            for (const auto &[key, value] : b.pairs) {
                if (key == QStringLiteral("To drain (below their peers)"))
                    drainCount = value;
            }
        }
        QCOMPARE(drainCount, QStringLiteral("1"));
        QCOMPARE(subHeadings.size(), 1);
        QVERIFY2(subHeadings.first().startsWith(QStringLiteral("gpu-node-new")),
                 qPrintable(subHeadings.first()));
        QVERIFY2(!bullets.isEmpty() && bullets.first().startsWith(QStringLiteral("Drain: ")),
                 qPrintable(bullets.join(QLatin1Char('\n'))));
        QCOMPARE(
            QJsonDocument::fromJson(doc.json).object().value(QStringLiteral("drained")).toInt(), 1);

        // The rule as RegressionCheck and FleetPeers apply it, not an older one.
        const QString rule = paragraphs.filter(QStringLiteral("figure by figure")).value(0);
        for (const QString &part :
             {QStringLiteral("Student's t"), QStringLiteral("family-wise"),
              QStringLiteral("exceeds 2 %"), QStringLiteral("wider than ±10 %"),
              QStringLiteral("at least 3 nodes"), QStringLiteral("3.5 robust z-scores"),
              QStringLiteral("at least 5 % below")})
            QVERIFY2(rule.contains(part), qPrintable(part + QStringLiteral(" in: ") + rule));
    }

    // Every line of a verdict says what it is: the summary Worse only when regressed, each
    // regression Worse, each improvement Better, "… and N more" Info. The words are only text.
    void verdictLinesCarryTheirKind_data() {
        QTest::addColumn<double>("latestScale");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("summaryKind");
        QTest::addColumn<int>("worse");
        QTest::addColumn<int>("better");
        QTest::addColumn<int>("more");
        QTest::newRow("8 % drop") << 0.92 << 8 << int(VerdictLine::Kind::Worse) << 7 << 0 << 0;
        QTest::newRow("8 % drop, 5 shown")
            << 0.92 << 5 << int(VerdictLine::Kind::Worse) << 5 << 0 << 1;
        QTest::newRow("±0.25 % jitter")
            << 1.0 << 8 << int(VerdictLine::Kind::Unchanged) << 0 << 0 << 0;
        QTest::newRow("8 % faster")
            << 1.08 << 8 << int(VerdictLine::Kind::Unchanged) << 0 << 7 << 0;
    }

    void verdictLinesCarryTheirKind() {
        QFETCH(double, latestScale);
        QFETCH(int, limit);
        QFETCH(int, summaryKind);
        QFETCH(int, worse);
        QFETCH(int, better);
        QFETCH(int, more);
        const FleetRow row = judged(fleetfixture::node(
            QStringLiteral("gpu-01"), fleetfixture::kH100, QStringLiteral("cuda:0"), latestScale));
        const int baselineRuns = int(row.baselineRunIds().size());

        // The words of a translator who rephrased the verdict: the kinds stay.
        fleetfixture::VerdictWordsTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const QList<VerdictLine> lines =
            RegressionVerdict::verdictLines(row.check, baselineRuns, limit);
        const QString summary = RegressionVerdict::summary(row.check, baselineRuns);
        QCoreApplication::removeTranslator(&translator);

        QCOMPARE(int(lines.first().kind), summaryKind);
        QCOMPARE(lines.first().text, summary);
        int worseLines = 0, betterLines = 0, infoLines = 0;
        for (const VerdictLine &line : lines.mid(1)) {
            switch (line.kind) {
            case VerdictLine::Kind::Worse:
                ++worseLines;
                QVERIFY2(line.text.startsWith(QStringLiteral("schlechter: ")),
                         qPrintable(line.text));
                break;
            case VerdictLine::Kind::Better:
                ++betterLines;
                QVERIFY2(line.text.startsWith(QStringLiteral("besser: ")), qPrintable(line.text));
                break;
            case VerdictLine::Kind::Info:
                ++infoLines;
                break;
            case VerdictLine::Kind::Unchanged:
                QFAIL(qPrintable(line.text)); // only a summary says "unchanged"
            }
        }
        QCOMPARE(worseLines, worse);
        QCOMPARE(betterLines, better);
        QCOMPARE(infoLines, more);
        if (summaryKind == int(VerdictLine::Kind::Worse))
            QVERIFY2(lines.first().text.startsWith(QStringLiteral("Verschlechtert: 7")),
                     qPrintable(lines.first().text));

        // The plain lines are the same words, in the same order, in the user's language.
        QCOMPARE(RegressionVerdict::lines(row.check, baselineRuns, limit),
                 RegressionVerdict::texts(
                     RegressionVerdict::verdictLines(row.check, baselineRuns, limit)));
        // The fleet details: the facts and the trend are Info, the verdict keeps its kinds.
        const QList<VerdictLine> details = FleetReport::detailLines(row);
        QCOMPARE(FleetReport::details(row), RegressionVerdict::texts(details));
        const QList<VerdictLine> verdict = RegressionVerdict::verdictLines(row.check, baselineRuns);
        QVERIFY(details.mid(details.size() - verdict.size()) == verdict);
        for (const VerdictLine &line : details.mid(0, details.size() - verdict.size()))
            QCOMPARE(int(line.kind), int(VerdictLine::Kind::Info));
    }

    void verdictOfNothingCompared() {
        RegressionCheck::Result nothing;
        QCOMPARE(RegressionVerdict::summaryKind(nothing), VerdictLine::Kind::Info);
        const QList<VerdictLine> lines = RegressionVerdict::verdictLines(nothing, 3);
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines.first().text.startsWith(QStringLiteral("Not checked")));
    }

    // One formatter for a signed change: the user's locale with a U+2212 minus for people, the
    // C locale with an ASCII minus for text a script may parse (roofline check).
    void signedPercent_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<double>("change");
        QTest::addColumn<QString>("forPeople");
        QTest::addColumn<QString>("forScripts");
        QTest::newRow("en drop") << QStringLiteral("en_US") << -0.0812
                                 << QStringLiteral("\u22128.1 %") << QStringLiteral("-8.1 %");
        QTest::newRow("en gain") << QStringLiteral("en_US") << 0.05 << QStringLiteral("+5.0 %")
                                 << QStringLiteral("+5.0 %");
        QTest::newRow("de drop") << QStringLiteral("de_DE") << -0.0812
                                 << QStringLiteral("\u22128,1 %") << QStringLiteral("-8.1 %");
        QTest::newRow("de large gain")
            << QStringLiteral("de_DE") << 12.3456 << QStringLiteral("+1.234,6 %")
            << QStringLiteral("+1234.6 %");
        QTest::newRow("zero") << QStringLiteral("de_DE") << 0.0 << QStringLiteral("+0,0 %")
                              << QStringLiteral("+0.0 %");
    }

    void signedPercent() {
        QFETCH(QString, locale);
        QFETCH(double, change);
        QFETCH(QString, forPeople);
        QFETCH(QString, forScripts);
        const QLocale before;
        QLocale::setDefault(QLocale(locale));
        const QString people = RegressionVerdict::signedPercent(change);
        const QString scripts =
            RegressionVerdict::signedPercent(change, RegressionVerdict::Notation::C);
        QLocale::setDefault(before);
        QCOMPARE(people, forPeople);
        QCOMPARE(scripts, forScripts);
    }

    void comparisonReportVerdict() {
        const QList<Run> dropped = fleetfixture::node(QStringLiteral("gpu-01"), fleetfixture::kH100,
                                                      QStringLiteral("cuda:0"), 0.92);
        const ReportDocument doc = ComparisonReport::build(dropped);
        bool heading = false;
        QStringList bullets;
        for (const ReportDocument::Block &b : doc.blocks) {
            heading = heading || b.text == QStringLiteral("This node over time");
            if (heading && bullets.isEmpty() && b.kind == ReportDocument::Block::Kind::Bullets)
                bullets = b.items;
        }
        QVERIFY(heading);
        QVERIFY2(bullets.value(0).startsWith(QStringLiteral("Regressed: 7 measurement(s)")),
                 qPrintable(bullets.join(QLatin1Char('\n'))));
        const QJsonObject node = QJsonDocument::fromJson(doc.json)
                                     .object()
                                     .value(QStringLiteral("node_over_time"))
                                     .toObject();
        QCOMPARE(node.value(QStringLiteral("regressed")).toBool(), true);
        QCOMPARE(node.value(QStringLiteral("earlier_runs")).toInt(), 5);

        // Runs of different nodes get no verdict.
        QList<Run> mixed = dropped.mid(0, 2);
        mixed[1].host.hostname = QStringLiteral("gpu-02");
        QVERIFY(!RegressionVerdict::nodeOverTime(mixed));
        const ReportDocument other = ComparisonReport::build(mixed);
        QVERIFY(!QJsonDocument::fromJson(other.json)
                     .object()
                     .contains(QStringLiteral("node_over_time")));
    }
};

QTEST_MAIN(TestFleetReport)
#include "tst_fleetreport.moc"
