// SPDX-License-Identifier: MIT
// What a report says, in words: the executive summary's spec sentence for a CPU judged by its
// theoretical ceilings, the above-spec tolerance shown, provenance as readable values, and no
// English state ids left in a German or Chinese report.
#include "ReportFixtures.h"
#include "i18n/Translations.h"
#include "model/MeasurementParams.h"
#include "model/analysis/BoundState.h"
#include "report/HardwareReport.h"
#include "report/ProvenanceText.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTest>
#include <algorithm>

using namespace roofline;

namespace {

// Every text a person reads in the document (blocks, table headers, cells and notes).
QStringList shownText(const ReportDocument &doc) {
    QStringList out{doc.title, doc.subtitle};
    for (const ReportDocument::Block &b : doc.blocks) {
        out << b.text << b.items;
        for (const auto &[k, v] : b.pairs)
            out << k << v;
    }
    for (const ReportTable &t : doc.tables) {
        out << t.title << t.columns << t.note;
        for (const QStringList &row : t.rows)
            out << row;
    }
    return out;
}

// The CPU fixture as the engine now writes it: each throughput figure carries the theoretical
// ceiling it is judged by (ISA x measured clock), fp64 2 % above its ceiling (clock drift).
Run cpuWithCeilings() {
    Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
    run.device.provenance.insert(QStringLiteral("clock"),
                                 QJsonObject{{QStringLiteral("hz"), 3.1e9},
                                             {QStringLiteral("status"), QStringLiteral("agreed")},
                                             {QStringLiteral("uncertain"), false}});
    for (Measurement &m : run.measurements) {
        if (m.metric != QLatin1String("throughput") || m.format.isEmpty())
            continue;
        const double ceiling = m.format == QLatin1String("fp64") ? m.value / 1.02 : m.value * 1.25;
        m.params.insert(QLatin1String(param::kCeiling), ceiling);
        m.params.insert(QLatin1String(param::kCeilingSource),
                        QStringLiteral("derived from the ISA and the measured clock"));
    }
    return run;
}

} // namespace

class TestReportText : public QObject {
    Q_OBJECT

private slots:
    // The language tests come last: translators once installed stay for the process.
    // A CPU is judged against its theoretical ceilings: the summary says what the spec column
    // is instead of claiming there is no spec at all.
    void cpuSummaryNamesTheTheoreticalCeilings() {
        const ReportDocument doc = HardwareReport::build(cpuWithCeilings());
        const QString all = shownText(doc).join(QLatin1Char('\n'));
        QVERIFY2(!all.contains(QStringLiteral("no spec sheet is known")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("theoretical ceilings")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("give no figure for main memory")), qPrintable(all));
        // … in one level of parentheses: the ceilings' own note carries the clock in its own.
        for (const QString &line : shownText(doc)) {
            if (!line.contains(QStringLiteral("give no figure for main memory")))
                continue;
            int depth = 0, deepest = 0;
            for (const QChar c : line) {
                depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
                deepest = std::max(deepest, depth);
            }
            QVERIFY2(deepest <= 1, qPrintable(line));
            QVERIFY2(line.contains(QStringLiteral("GHz")), qPrintable(line));
        }
    }

    // 102 % of a derived ceiling is within the clock tolerance: marked, explained, not flagged.
    // Cases cpu.llm recorded as not measured (stored in the run's warnings) are listed with
    // their reason in "LLM on this machine", also when the run measured no step at all.
    void notMeasuredCasesAreListed_data() {
        QTest::addColumn<bool>("withSteps");
        QTest::newRow("beside measured steps") << true;
        QTest::newRow("no step measured") << false;
    }
    void notMeasuredCasesAreListed() {
        QFETCH(bool, withSteps);
        Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
        if (withSteps)
            run = withMeasuredLlmSteps(run, {1, 8});
        const QString reason = QStringLiteral("the device has no fp8 GEMM");
        run.extra.insert(
            QStringLiteral("warnings"),
            QJsonArray{QJsonObject{
                {QStringLiteral("code"), QStringLiteral("not-measured")},
                {QStringLiteral("probe"), QStringLiteral("cpu.llm")},
                {QStringLiteral("message"),
                 QString(QStringLiteral("cpu.llm: not measured because ") + reason)},
                {QStringLiteral("case"),
                 QJsonObject{{QStringLiteral("id"), QStringLiteral("decode/fp8/b1")},
                             {QStringLiteral("model"), QStringLiteral("llama-3-8b")},
                             {QStringLiteral("model_name"), QStringLiteral("Llama 3 8B")},
                             {QStringLiteral("phase"), QStringLiteral("decode")},
                             {QStringLiteral("format"), QStringLiteral("fp8")},
                             {QStringLiteral("batch"), 1},
                             {QStringLiteral("context"), 1024},
                             {QStringLiteral("reason"), reason}}}}});
        const ReportDocument doc = HardwareReport::build(run);
        const QStringList text = shownText(doc);
        QVERIFY(text.contains(QStringLiteral("LLM on this machine")));
        const QString line =
            QStringLiteral("Llama 3 8B, decode/fp8/b1: not measured because ") + reason;
        QVERIFY2(text.contains(line), qPrintable(text.join(QLatin1Char('\n'))));
        const bool table = std::any_of(doc.tables.begin(), doc.tables.end(), [](auto &t) {
            return t.id == QLatin1String("llm-measured");
        });
        QCOMPARE(table, withSteps); // no row is made up for the case that was not measured
    }

    // The LLM operating points name the memory roof they ran under: a CPU run's best DRAM read
    // (40.9 GB/s in the fixture, its copy 30.2), a GPU run's best HBM read.
    void llmOperatingPointsNameTheirMemoryRoof_data() {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("roof");
        QTest::newRow("cpu") << QStringLiteral("cpu-run.json") << QStringLiteral("40.9 GB/s");
        QTest::newRow("gpu") << QStringLiteral("h100-run.json") << QStringLiteral("3.05 TB/s");
    }
    void llmOperatingPointsNameTheirMemoryRoof() {
        QFETCH(QString, fixture);
        QFETCH(QString, roof);
        const ReportDocument doc = HardwareReport::build(loadFixtureRun(fixture));
        const auto t = std::find_if(doc.tables.begin(), doc.tables.end(), [](auto &table) {
            return table.id == QLatin1String("llm-operating-points");
        });
        QVERIFY(t != doc.tables.end());
        QVERIFY2(t->note.contains(QStringLiteral("memory at ") + roof
                                  + QStringLiteral(" (its best main-memory read")),
                 qPrintable(t->note));
    }

    void aboveCeilingWithinToleranceIsShown() {
        const ReportDocument doc = HardwareReport::build(cpuWithCeilings());
        const ReportTable *spec = nullptr;
        for (const ReportTable &t : doc.tables)
            spec = t.id == QLatin1String("measured-vs-spec") ? &t : spec;
        QVERIFY(spec);
        const qsizetype flag = spec->columns.size() - 1;
        bool seen = false;
        for (qsizetype r = 0; r < spec->rows.size(); ++r) {
            if (!spec->rows.at(r).first().startsWith(QLatin1String("fp64")))
                continue;
            seen = true;
            QCOMPARE(spec->rows.at(r).value(4), QStringLiteral("102\u00a0%"));
            QCOMPARE(spec->rows.at(r).value(flag), QStringLiteral("within clock tolerance"));
            QVERIFY(!spec->flagged.at(r));
        }
        QVERIFY(seen);
        QVERIFY2(spec->note.contains(QStringLiteral("up to 3\u00a0% above")),
                 qPrintable(spec->note));
    }

    // A dot product's ceiling is an upper bound (the FMA pipes), and the library GEMM of the
    // format is the second method: the summary and the spec table say which of the two
    // readings a low bf16 share is (the core's rate, or the loop's fault), and an older run
    // without the engine's verdict reads as before.
    void formatPeakSecondMethod_data() {
        QTest::addColumn<double>("library"); // the library's bf16 GEMM (0: none)
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("flag");
        QTest::addColumn<bool>("flagged");
        QTest::addColumn<QString>("summary"); // "" : no second-method sentence
        QTest::newRow("corroborated (Emerald Rapids VM)")
            << 84.9e9 << QStringLiteral("corroborated")
            << QStringLiteral("upper bound; library agrees") << false
            << QStringLiteral("The library's bf16 GEMM reaches 95 % of the same instruction "
                              "loop: two methods agree that this is the core's bf16 rate");
        QTest::newRow("the loop misses the rate")
            << 160e9 << QStringLiteral("library-above") << QStringLiteral("LOOP BELOW LIBRARY")
            << true
            << QStringLiteral("The library's bf16 GEMM runs at 1.8× the format ladder's loop: "
                              "the loop misses this core's bf16 rate");
        QTest::newRow("no library figure")
            << 0.0 << QString() << QStringLiteral("upper bound") << false << QString();
        // The all-thread loop ran on shared units: the engine compared nothing, and neither
        // does the report.
        QTest::newRow("not comparable") << 84.9e9 << QStringLiteral("not-comparable")
                                        << QStringLiteral("upper bound") << false << QString();
    }
    void formatPeakSecondMethod() {
        QFETCH(double, library);
        QFETCH(QString, verdict);
        QFETCH(QString, flag);
        QFETCH(bool, flagged);
        QFETCH(QString, summary);
        Run run = cpuWithCeilings();
        const double loop = 89.2e9, bound = 383.5e9;
        Measurement dot;
        dot.probe = QStringLiteral("cpu.compute");
        dot.metric = QStringLiteral("throughput");
        dot.format = QStringLiteral("bf16");
        dot.kernel = QStringLiteral("vdpbf16ps zmm (bf16 x32 -> fp32 x16)");
        dot.threads = 1;
        dot.unit = QStringLiteral("FLOP/s");
        dot.value = dot.best = dot.median = dot.min = dot.max = dot.mean = loop;
        dot.n = 5;
        dot.params.insert(QLatin1String(param::kCeiling), bound);
        dot.params.insert(QLatin1String(param::kCeilingSource),
                          QStringLiteral("derived from the ISA and the measured clock (x); an "
                                         "upper bound, not this core's known rate: y"));
        dot.params.insert(QLatin1String(param::kCeilingIsUpperBound), true);
        run.measurements << dot;
        if (library > 0) {
            Measurement gemm = dot;
            gemm.probe = QStringLiteral("cpu.gemm");
            gemm.kernel = QStringLiteral("gemm_onednn");
            gemm.value = gemm.best = gemm.median = gemm.min = gemm.max = gemm.mean = library;
            gemm.params.insert(QLatin1String(param::kInstructionPeakRatio), library / loop);
            gemm.params.insert(QLatin1String(param::kInstructionPeakVerdict), verdict);
            run.measurements << gemm;
        }
        const ReportDocument doc = HardwareReport::build(run);
        const ReportTable *spec = nullptr;
        for (const ReportTable &t : doc.tables)
            spec = t.id == QLatin1String("measured-vs-spec") ? &t : spec;
        QVERIFY(spec);
        const qsizetype flagColumn = spec->columns.size() - 1;
        bool seen = false;
        for (qsizetype r = 0; r < spec->rows.size(); ++r) {
            if (!spec->rows.at(r).first().startsWith(QLatin1String("bf16")))
                continue;
            seen = true;
            QCOMPARE(spec->rows.at(r).value(flagColumn), flag);
            QCOMPARE(spec->flagged.at(r), flagged);
        }
        QVERIFY(seen);
        QVERIFY2(
            spec->note.contains(QStringLiteral("Rows marked \"upper bound\" are dot products")),
            qPrintable(spec->note));
        QCOMPARE(spec->note.contains(QStringLiteral("\"LOOP BELOW LIBRARY\"")), flagged);
        const QString all = shownText(doc).join(QLatin1Char('\n'));
        const qsizetype share = all.indexOf(QStringLiteral("bf16 reaches "));
        QVERIFY2(share >= 0, qPrintable(all));
        const QStringView shareText = QStringView(all).mid(share);
        QVERIFY2(
            shareText.startsWith(QStringLiteral("bf16 reaches 23 % of the upper bound "))
                || shareText.startsWith(QStringLiteral("bf16 reaches 42 % of the upper bound ")),
            qPrintable(all.mid(share, 120)));
        if (summary.isEmpty())
            QVERIFY2(!all.contains(QStringLiteral("The library's bf16 GEMM")), qPrintable(all));
        else
            QVERIFY2(all.contains(summary), qPrintable(all));
    }

    // The engine's warnings stay with the run into its report: each with its kind and what it
    // means, beside the engine's own words, failures first and highlighted, and one summary
    // line that counts them. A run without warnings has no such section.
    void warningsFromTheMeasurement() {
        Run run = cpuWithCeilings();
        for (const ReportTable &t : HardwareReport::build(run).tables)
            QVERIFY(t.id != QLatin1String("warnings"));
        const auto w = [](const char *probe, const char *code, const char *message) {
            return QJsonObject{{QStringLiteral("device"), QStringLiteral("cpu")},
                               {QStringLiteral("probe"), QLatin1String(probe)},
                               {QStringLiteral("code"), QLatin1String(code)},
                               {QStringLiteral("message"), QLatin1String(message)}};
        };
        run.extra.insert(
            QStringLiteral("warnings"),
            QJsonArray{w("cpu.bandwidth", "interference", "1 of 84 points stayed disturbed"),
                       w("cpu.compute", "not-supported", "bf16 (matrix tiles): no AMX-BF16"),
                       w("cpu.gemm", "probe-failed", "cpu.gemm int8: oneDNN failed")});
        const ReportDocument doc = HardwareReport::build(run);
        const ReportTable *t = nullptr;
        for (const ReportTable &table : doc.tables)
            t = table.id == QLatin1String("warnings") ? &table : t;
        QVERIFY(t);
        QCOMPARE(t->rows.size(), 3);
        QCOMPARE(t->rows.at(0),
                 (QStringList{QStringLiteral("failure"), QStringLiteral("A probe failed"),
                              QStringLiteral("cpu.gemm"),
                              QStringLiteral("cpu.gemm int8: oneDNN failed")}));
        QCOMPARE(t->rows.at(1).at(0), QStringLiteral("not measured"));
        QCOMPARE(t->rows.at(2).at(1),
                 QStringLiteral("Other work on the machine disturbed some points"));
        QCOMPARE(t->flagged, (QList<bool>{true, false, false}));
        // The raw values (CSV, JSON) keep the engine's codes.
        QCOMPARE(t->raw.at(2).at(1).toString(), QStringLiteral("interference"));
        QCOMPARE(t->raw.at(0).at(0).toString(), QStringLiteral("failure"));
        const QString all = shownText(doc).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("The engine raised 3 warning(s) while it measured (1 "
                                             "failure(s), 1 case(s) not measured, 1 caveat(s))")),
                 qPrintable(all));
    }

    // Provenance reads as values: nested objects and lists of records as lines, sizes and
    // clocks with units, counts with separators — no JSON text, no exponent notation.
    void provenanceIsReadable() {
        Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
        run.device.provenance.insert(
            QStringLiteral("caches"),
            QJsonArray{QJsonObject{{QStringLiteral("level"), 1},
                                   {QStringLiteral("size_bytes"), 49152},
                                   {QStringLiteral("type"), QStringLiteral("Data")}},
                       QJsonObject{{QStringLiteral("level"), 2},
                                   {QStringLiteral("size_bytes"), 1048576},
                                   {QStringLiteral("type"), QStringLiteral("Unified")}}});
        run.device.provenance.insert(
            QStringLiteral("clock"),
            QJsonObject{{QStringLiteral("hz"), 3955417500.4975},
                        {QStringLiteral("agreeing"),
                         QJsonArray{QStringLiteral("add-chain"), QStringLiteral("imul-chain")}},
                        {QStringLiteral("methods"),
                         QJsonArray{QJsonObject{{QStringLiteral("method"), QStringLiteral("tsc")},
                                                {QStringLiteral("hz"), 2.596e9}}}}});
        run.device.provenance.insert(QStringLiteral("memory_bytes"), 2199023255552.0);
        run.device.provenance.insert(QStringLiteral("pages"), 1234567);
        QMap<QString, QString> shown;
        for (const auto &[k, v] : ProvenanceText::pairs(run))
            shown[k] = v;
        for (auto it = shown.begin(); it != shown.end(); ++it) {
            for (const QString &raw : {QStringLiteral("{"), QStringLiteral("["),
                                       QStringLiteral("\""), QStringLiteral("e+")})
                QVERIFY2(!it.value().contains(raw), qPrintable(it.key() + u' ' + it.value()));
        }
        QCOMPARE(shown.value(QStringLiteral("device.caches")),
                 QStringLiteral("level: 1, size_bytes: 48.0 KiB, type: Data\n"
                                "level: 2, size_bytes: 1.00 MiB, type: Unified"));
        const QString clock = shown.value(QStringLiteral("device.clock"));
        QVERIFY2(clock.contains(QStringLiteral("hz: 3.96 GHz")), qPrintable(clock));
        QVERIFY2(clock.contains(QStringLiteral("agreeing: add-chain, imul-chain")),
                 qPrintable(clock));
        QVERIFY2(clock.contains(QStringLiteral("hz: 2.60 GHz, method: tsc")), qPrintable(clock));
        QCOMPARE(shown.value(QStringLiteral("device.memory_bytes")), QStringLiteral("2.00 TiB"));
        QCOMPARE(shown.value(QStringLiteral("device.pages")), QLocale().toString(1234567));
    }

    // A German or Chinese report names every bound in its language: the ids the JSON keeps
    // ("memory-bound") never appear in what a person reads.
    void noEnglishStateIds_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fixture");
        for (const QString &lang : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            for (const QString &f :
                 {QStringLiteral("cpu-run.json"), QStringLiteral("h100-run.json"),
                  QStringLiteral("cpu-run.json+llm")})
                QTest::newRow(qPrintable(lang + u' ' + f)) << lang << f;
        }
    }

    void noEnglishStateIds() {
        QFETCH(QString, language);
        QFETCH(QString, fixture);
        QVERIFY(Translations::install(language));
        HardwareReportOptions options;
        options.modelIds = {QStringLiteral("llama-3-8b")};
        const bool llm = fixture.endsWith(QLatin1String("+llm"));
        const Run run = loadFixtureRun(fixture.section(QLatin1Char('+'), 0, 0));
        const ReportDocument doc =
            HardwareReport::build(llm ? withMeasuredLlmSteps(run, {1, 8, 64}) : run, options);
        const QStringList text = shownText(doc);
        int llmRows = 0;
        for (const ReportTable &t : doc.tables)
            llmRows += t.id == QLatin1String("llm-operating-points") ? int(t.rows.size()) : 0;
        QVERIFY(llmRows > 0);
        if (llm) { // the measured steps' table, where the bound once read "memory-bound"
            const auto measured = std::find_if(doc.tables.begin(), doc.tables.end(), [](auto &t) {
                return t.id == QLatin1String("llm-measured");
            });
            QVERIFY(measured != doc.tables.end());
            QCOMPARE(measured->rows.size(), 3);
        }
        for (Bound b : {Bound::Memory, Bound::Compute, Bound::Overhead, Bound::Link}) {
            for (const QString &line : text)
                QVERIFY2(!line.contains(BoundState::id(b), Qt::CaseInsensitive), qPrintable(line));
        }
        // The summary's decode sentence is there, with the bound in this language.
        const QString summary = text.join(QLatin1Char('\n'));
        QVERIFY2(summary.contains(BoundState::label(Bound::Memory))
                     || summary.contains(BoundState::label(Bound::Compute)),
                 qPrintable(summary));
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv); // Qt Charts are graphics widgets
    TestReportText t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_reporttext.moc"
