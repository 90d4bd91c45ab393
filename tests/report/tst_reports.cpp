// SPDX-License-Identifier: MIT
#include "ChartChecks.h"
#include "ReportFixtures.h"
#include "model/RunBundle.h"
#include "report/ChartStyle.h"
#include "report/ComparisonReport.h"
#include "report/HardwareReport.h"
#include "report/PdfReportWriter.h"
#include "report/ReportExporter.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineSeries>
#include <QProcess>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;

namespace {

// Runs a poppler tool and returns its stdout ("" when it is missing or fails).
QString poppler(const QString &tool, const QStringList &args) {
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    // Chart text may still be shaped with ligatures; compare plain letters.
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

int pageCount(const QString &pdf) {
    static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const auto m = pages.match(poppler(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

const ReportTable *tableOf(const ReportDocument &doc, const QString &id) {
    for (const ReportTable &t : doc.tables) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

// A fixture run's hardware report written as a PDF: the run (its hyphenated kernel names
// lengthened, so a table column must choose between a name broken at a hyphen, "launch-"
// above "sync", and the whole name in its cell), the PDF's path, and why it was not written.
struct HardwarePdf {
    Run run;
    QString pdf;
    QString error;
};

HardwarePdf writeHardwarePdf(const QString &fixture) {
    HardwarePdf out;
    out.run = loadFixtureRun(fixture);
    for (Measurement &m : out.run.measurements) {
        if (m.kernel.contains(QLatin1Char('-')))
            m.kernel += QStringLiteral("-round-trip-timed");
    }
    const ReportDocument doc = HardwareReport::build(out.run);
    out.pdf = reportOutputDir() + QStringLiteral("/hardware-")
              + QFileInfo(fixture).completeBaseName() + QStringLiteral(".pdf");
    const auto written = ReportExporter::write(doc, out.pdf);
    if (!written)
        out.error = written.error().text();
    return out;
}

// The rows of every hardwareReportPdf* test: a fixture and a number its summary must print.
void addHardwarePdfRows() {
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("expected");
    QTest::newRow("h100") << QStringLiteral("h100-run.json") << QStringLiteral("91 %");
    QTest::newRow("cpu") << QStringLiteral("cpu-run.json") << QStringLiteral("40.9 GB/s");
}

// The user's kernels of issue 33 in a hardware report of `run`: memory-bound at 1 FLOP/B
// reaching half the DRAM roof, compute-bound at 1e4 FLOP/B reaching 80 % of the fp32 peak,
// and an fp4 kernel (the run measured no fp4 roof).
struct KernelReport {
    double bw = 0, peak = 0; // the run's DRAM roof and fp32 peak
    kernels::KernelPoint stream, gemm, fp4;
    ReportDocument doc;
};

// Builds `out`; the caller checks QTest::currentTestFailed() after it.
void buildKernelReport(const Run &run, KernelReport &out) {
    const kernels::MeasuredRoofs roofs = kernels::KernelRoofline::roofs(run);
    QVERIFY(roofs.peak.contains(QStringLiteral("fp32")));
    QVERIFY(roofs.bandwidth.contains(QStringLiteral("DRAM")));
    out.bw = roofs.bandwidth.value(QStringLiteral("DRAM"));
    out.peak = roofs.peak.value(QStringLiteral("fp32"));
    out.stream.name = QStringLiteral("stream_triad_kernel");
    out.stream.flops[QStringLiteral("fp32")] = 1e10;
    out.stream.bytes[QStringLiteral("DRAM")] = 1e10;
    out.stream.seconds = 1e10 / (0.5 * out.bw);
    out.gemm.name = QStringLiteral("sgemm_128x128_nn");
    out.gemm.flops[QStringLiteral("fp32")] = 1e14;
    out.gemm.bytes[QStringLiteral("DRAM")] = 1e10;
    out.gemm.seconds = 1e14 / (0.8 * out.peak);
    out.fp4.name = QStringLiteral("fp4_only_kernel");
    out.fp4.flops[QStringLiteral("fp4")] = 1e12; // the run measured no fp4 roof
    out.fp4.bytes[QStringLiteral("DRAM")] = 1e9;
    out.fp4.seconds = 1;
    HardwareReportOptions options;
    options.includeTrends = false;
    options.kernels = {out.stream, out.gemm, out.fp4};
    out.doc = HardwareReport::build(run, options);
}

QChart *chartOf(const ReportDocument &doc, const QString &id) {
    for (const ReportDocument::Chart &c : doc.charts) {
        if (c.id == id)
            return c.chart.get();
    }
    return nullptr;
}

} // namespace

class TestReports : public QObject {
    Q_OBJECT

private:
    Run m_cpu, m_gpu;
    QMap<QString, HardwarePdf> m_hardwarePdfs; // by fixture, written on first use

    const HardwarePdf &hardwarePdf(const QString &fixture) {
        auto it = m_hardwarePdfs.find(fixture);
        if (it == m_hardwarePdfs.end())
            it = m_hardwarePdfs.insert(fixture, writeHardwarePdf(fixture));
        return *it;
    }

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext, pdfinfo, pdffonts, pdfdetach) not installed");
        m_cpu = loadFixtureRun(QStringLiteral("cpu-run.json"));
        m_gpu = loadFixtureRun(QStringLiteral("h100-run.json"));
        QDir().mkpath(reportOutputDir());
    }

    // Issue 32 item 6: in the comparison PDF a regression and an improvement carry different
    // marks (▼, ▲) and row shades whose greys stay apart in greyscale print, with a legend.
    void comparisonMarksWorseAndBetterApart() {
        Run base = m_cpu, worse = m_cpu, better = m_cpu;
        worse.uuid = QStringLiteral("6f1c2a9e-0000-4000-8000-00000000000a");
        better.uuid = QStringLiteral("6f1c2a9e-0000-4000-8000-00000000000b");
        worse.startedAt = base.startedAt.addDays(1);
        better.startedAt = base.startedAt.addDays(2);
        for (Measurement &m : worse.measurements) {
            if (m.level == QLatin1String("DRAM") && m.metric == QLatin1String("bandwidth"))
                m.value = m.best = m.median = m.mean = m.max = m.min = m.value * 0.8;
        }
        for (Measurement &m : better.measurements) {
            if (m.level == QLatin1String("DRAM") && m.metric == QLatin1String("bandwidth"))
                m.value = m.best = m.median = m.mean = m.max = m.min = m.value * 1.25;
        }
        ComparisonReportOptions o;
        o.onlySignificantRows = true;
        const ReportDocument doc = ComparisonReport::build({base, worse, better}, o);
        const ReportTable *t = tableOf(doc, QStringLiteral("comparison"));
        QVERIFY(t);
        QVERIFY(!t->rows.isEmpty());
        int mixed = 0;
        for (qsizetype r = 0; r < t->rows.size(); ++r) {
            const QString worseCell = t->rows.at(r).value(2), betterCell = t->rows.at(r).value(3);
            QVERIFY2(worseCell.contains(QStringLiteral("▼")), qPrintable(worseCell));
            QVERIFY2(betterCell.contains(QStringLiteral("▲")), qPrintable(betterCell));
            QVERIFY(!worseCell.contains(QStringLiteral("⚑")));
            if (t->change(r) == ReportTable::Change::Mixed)
                ++mixed;
        }
        QCOMPARE(mixed, int(t->rows.size()));
        QVERIFY(t->note.contains(QStringLiteral("▼ worse")));
        QVERIFY(t->note.contains(QStringLiteral("▲ better")));

        // The shades: every kind of row a distinct grey.
        ReportTable shades;
        using C = ReportTable::Change;
        for (C c : {C::Worse, C::Mixed, C::Better, C::None})
            shades.addRow({QString()}, {QVariant()}, c);
        shades.addRow({QString()}, {QVariant()}, false);
        QList<int> greys;
        for (qsizetype r = 0; r < shades.rows.size(); ++r) {
            const QColor c = PdfReportWriter::rowFill(shades, r);
            greys << (c.isValid() ? qGray(c.rgb()) : 255);
        }
        QCOMPARE(shades.change(0), C::Worse);
        for (int a = 0; a < 3; ++a) {
            for (int b = a + 1; b < 4; ++b)
                QVERIFY2(std::abs(greys.at(a) - greys.at(b)) >= 15,
                         qPrintable(QStringLiteral("%1 vs %2").arg(greys.at(a)).arg(greys.at(b))));
        }

        // In the PDF: both marks and the legend, no ⚑.
        const QString pdf = reportOutputDir() + QStringLiteral("/comparison-marks.pdf");
        QVERIFY(ReportExporter::write(doc, pdf));
        const QString text = poppler(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY2(text.contains(QStringLiteral("▼")) && text.contains(QStringLiteral("▲")),
                 qPrintable(text.left(2000)));
        QVERIFY(text.contains(QStringLiteral("Legend")));
        QVERIFY(!text.contains(QStringLiteral("⚑")));
    }

    // The hardware report's PDF of each fixture run: every section, the summary's figure, the
    // page footer and a plausible page count.
    void hardwareReportPdfHasEverySection_data() { addHardwarePdfRows(); }
    void hardwareReportPdfHasEverySection() {
        QFETCH(QString, fixture);
        QFETCH(QString, expected);
        const HardwarePdf &h = hardwarePdf(fixture);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        const QString text = poppler(QStringLiteral("pdftotext"),
                                     {QStringLiteral("-layout"), h.pdf, QStringLiteral("-")});
        for (const QString &heading :
             {QStringLiteral("Executive summary"), QStringLiteral("Measured vs spec"),
              QStringLiteral("LLM operating points"), QStringLiteral("Provenance"),
              QStringLiteral("Methodology"), QStringLiteral("Bandwidth ladder"),
              QStringLiteral("Roofline")})
            QVERIFY2(text.contains(heading), qPrintable(heading));
        QVERIFY2(text.contains(expected), qPrintable(expected));
        QVERIFY(text.contains(QStringLiteral("Page 1 of")));

        const int pages = pageCount(h.pdf);
        QVERIFY2(pages >= 6 && pages <= 30, qPrintable(QString::number(pages)));
    }

    // No value is broken from its unit in a table cell ("197" above "GB/s"): in the plain
    // text a broken cell puts the two on separate lines.
    void hardwareReportPdfKeepsValuesWithTheirUnits_data() { addHardwarePdfRows(); }
    void hardwareReportPdfKeepsValuesWithTheirUnits() {
        QFETCH(QString, fixture);
        const HardwarePdf &h = hardwarePdf(fixture);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        const QString plain = poppler(QStringLiteral("pdftotext"), {h.pdf, QStringLiteral("-")});
        static const QRegularExpression broken(QStringLiteral(
            "\\d\\s*\\n\\s*(?:[kMGTP]?FLOP/s|[kMGTP]?OP/s|[kMGTP]?B/s|ns|µs|ms)(?=\\s)"));
        const auto hit = broken.match(plain);
        QVERIFY2(!hit.hasMatch(),
                 qPrintable(QStringLiteral("a value broken from its unit: ")
                            + hit.captured(0).replace(QLatin1Char('\n'), QLatin1String(" | "))));
    }

    // Nor a hyphenated kernel name in the appendix's cells ("launch-" above "sync"): pdftotext
    // joins a word broken at a hyphen without it ("launchsync"), so every loose match of a
    // name (each hyphen optional) must be the name itself. (Chart axes wrap their category
    // labels themselves.)
    void hardwareReportPdfKeepsKernelNamesWhole_data() { addHardwarePdfRows(); }
    void hardwareReportPdfKeepsKernelNamesWhole() {
        QFETCH(QString, fixture);
        const HardwarePdf &h = hardwarePdf(fixture);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        const QString plain = poppler(QStringLiteral("pdftotext"), {h.pdf, QStringLiteral("-")});
        const qsizetype appendixAt = plain.indexOf(QStringLiteral("Appendix: all measurements"));
        QVERIFY(appendixAt > 0);
        const QString appendix = plain.mid(appendixAt);
        QSet<QString> hyphenated;
        for (const Measurement &m : h.run.measurements) {
            if (m.kernel.contains(QLatin1Char('-')))
                hyphenated.insert(m.kernel);
        }
        QVERIFY(!hyphenated.isEmpty()); // the fixtures have them: the check can fail
        for (const QString &kernel : std::as_const(hyphenated)) {
            const QStringList parts = kernel.split(QLatin1Char('-'));
            QString pattern; // the name's parts, each hyphen optional
            for (qsizetype i = 0; i < parts.size(); ++i)
                pattern += (i > 0 ? QStringLiteral("-?") : QString())
                           + QRegularExpression::escape(parts.at(i));
            const QRegularExpression loose(pattern);
            int whole = 0;
            for (auto it = loose.globalMatch(appendix); it.hasNext();) {
                const QString found = it.next().captured(0);
                QVERIFY2(found == kernel,
                         qPrintable(QStringLiteral("a kernel name broken at a hyphen: ") + found));
                ++whole;
            }
            QVERIFY2(whole > 0, qPrintable(kernel)); // the appendix lists every kernel
        }
    }

    // Every font embedded: pdffonts' "emb" column says yes on each font line.
    void hardwareReportPdfEmbedsEveryFont_data() { addHardwarePdfRows(); }
    void hardwareReportPdfEmbedsEveryFont() {
        QFETCH(QString, fixture);
        const HardwarePdf &h = hardwarePdf(fixture);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        const QStringList fonts = poppler(QStringLiteral("pdffonts"), {h.pdf})
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                      .mid(2);
        QVERIFY(!fonts.isEmpty());
        for (const QString &line : fonts)
            QVERIFY2(line.contains(QStringLiteral(" yes ")), qPrintable(line));
    }

    // The bundle comes back out of the PDF and re-imports to the same run.
    void hardwareReportPdfCarriesItsRun_data() { addHardwarePdfRows(); }
    void hardwareReportPdfCarriesItsRun() {
        QFETCH(QString, fixture);
        const HardwarePdf &h = hardwarePdf(fixture);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        QTemporaryDir dir;
        QProcess detach;
        detach.start(QStringLiteral("pdfdetach"),
                     {QStringLiteral("-saveall"), QStringLiteral("-o"), dir.path(), h.pdf});
        QVERIFY(detach.waitForFinished(60000));
        QFile bundle(dir.filePath(HardwareReport::bundleFileName({h.run})));
        QVERIFY2(bundle.open(QIODevice::ReadOnly), qPrintable(bundle.fileName()));
        const auto back = RunBundle::parse(bundle.readAll(), bundle.fileName());
        QVERIFY2(back, back ? "" : qPrintable(back.error().text()));
        QCOMPARE(back->size(), 1);
        QCOMPARE(back->first(), h.run);
    }

    // The user's kernels on the roofline page (issue 33), here their table: each kernel placed
    // with its % of attainable and what bounds it; a kernel in a format the run never measured
    // (fp4) has no row, never a point on an assumed roof.
    void hardwareReportTablesTheKernels() {
        KernelReport k;
        buildKernelReport(m_gpu, k);
        if (QTest::currentTestFailed())
            return;
        const ReportTable *t = tableOf(k.doc, QStringLiteral("kernels"));
        QVERIFY(t);
        QCOMPARE(t->rows.size(), 2);
        const QJsonArray rows = t->toJson().value(QStringLiteral("rows")).toArray();
        const QJsonObject s0 = rows.at(0).toObject(), g0 = rows.at(1).toObject();
        QCOMPARE(s0.value(QStringLiteral("kernel")).toString(), k.stream.name);
        QVERIFY(std::abs(s0.value(QStringLiteral("fraction")).toDouble() - 0.5) < 1e-9);
        QCOMPARE(s0.value(QStringLiteral("bound")).toString(), QStringLiteral("memory"));
        QVERIFY(std::abs(g0.value(QStringLiteral("fraction")).toDouble() - 0.8) < 1e-9);
        QCOMPARE(g0.value(QStringLiteral("bound")).toString(), QStringLiteral("compute"));
        QVERIFY(std::abs(g0.value(QStringLiteral("attainable_flop_per_s")).toDouble() - k.peak)
                < k.peak * 1e-12);
    }

    // The chart: one "your kernels" series with both placed points at their intensity and
    // attained FLOP/s, the roof each is judged against drawn above it, a tooltip with the %.
    void hardwareReportDrawsTheKernelsUnderTheirRoofs() {
        KernelReport k;
        buildKernelReport(m_gpu, k);
        if (QTest::currentTestFailed())
            return;
        QChart *chart = chartOf(k.doc, QStringLiteral("roofline"));
        QVERIFY(chart);
        QList<QScatterSeries *> kernelSeries, bounds;
        for (QAbstractSeries *series : chart->series()) {
            const QString kind = series->property(ChartStyle::kKindProperty).toString();
            if (kind == QLatin1String("kernel"))
                kernelSeries << qobject_cast<QScatterSeries *>(series);
            if (kind == QLatin1String("attainable"))
                bounds << qobject_cast<QScatterSeries *>(series);
        }
        QCOMPARE(kernelSeries.size(), 1);
        QCOMPARE(kernelSeries.first()->name(), QStringLiteral("your kernels, DRAM"));
        QCOMPARE(kernelSeries.first()->count(), 2);
        QVERIFY(std::abs(kernelSeries.first()->at(0).x() - 0.0) < 1e-9); // log10(1 FLOP/B)
        QVERIFY(std::abs(kernelSeries.first()->at(1).y() - std::log10(0.8 * k.peak)) < 1e-9);
        QCOMPARE(bounds.size(), 1);
        QVERIFY(std::abs(bounds.first()->at(0).y() - std::log10(k.bw)) < 1e-9);
        QVERIFY(std::abs(bounds.first()->at(1).y() - std::log10(k.peak)) < 1e-9);
        const QString tip = ChartStyle::tooltip(kernelSeries.first(), 0);
        QVERIFY2(tip.contains(QStringLiteral("50 % of attainable")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("memory-bound")), qPrintable(tip));
    }

    // In the PDF: the section, the names, the legend entry, the labels with their %, and the
    // fp4 kernel named as not placed.
    void hardwareReportPdfNamesTheKernels() {
        KernelReport k;
        buildKernelReport(m_gpu, k);
        if (QTest::currentTestFailed())
            return;
        const QString pdf = reportOutputDir() + QStringLiteral("/hardware-kernels.pdf");
        const auto written = ReportExporter::write(k.doc, pdf);
        QVERIFY2(written, written ? "" : qPrintable(written.error().text()));
        const QString text = poppler(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        for (const QString &expected :
             {QStringLiteral("Your kernels on the measured roofs"), k.stream.name, k.gemm.name,
              QStringLiteral("your kernels, DRAM"), QStringLiteral("attainable at the kernel"),
              QStringLiteral("stream_triad_kernel · 50 %"), QStringLiteral("compute-bound"),
              QStringLiteral("fp4_only_kernel: not placed")})
            QVERIFY2(text.contains(expected), qPrintable(expected));
    }

    // A run with measured LLM steps (cpu.llm) gets the "LLM on this machine" table: each
    // measured step beside the analytic one, with the kernel efficiency, and the flips.
    void llmOnThisMachine() {
        QVERIFY(!tableOf(HardwareReport::build(m_cpu), QStringLiteral("llm-measured")));
        const Run run = withMeasuredLlmSteps(m_cpu, {1, 2, 4, 8, 16, 32, 64});
        const ReportDocument doc = HardwareReport::build(run);
        const ReportTable *t = tableOf(doc, QStringLiteral("llm-measured"));
        QVERIFY(t);
        QCOMPARE(t->rows.size(), 7);
        const QJsonObject first =
            t->toJson().value(QStringLiteral("rows")).toArray().first().toObject();
        QVERIFY(first.value(QStringLiteral("kernel_efficiency")).toDouble() > 0);
        QVERIFY(first.value(QStringLiteral("analytic_step_time_s")).toDouble() > 0);
        QCOMPARE(first.value(QStringLiteral("step_time_s")).toDouble(), 0.4);
    }

    // A prefill row's context column is the prompt it processed (the record's context is 0),
    // the same length its analytic step is computed at.
    void llmPrefillRowShowsItsPrompt() {
        const Run run = withMeasuredPrefill(withMeasuredLlmSteps(m_cpu, {1}), 512);
        const ReportDocument doc = HardwareReport::build(run);
        const ReportTable *t = tableOf(doc, QStringLiteral("llm-measured"));
        QVERIFY(t);
        QCOMPARE(t->rows.size(), 2);
        const qsizetype col = t->keys.indexOf(QStringLiteral("context"));
        QVERIFY(col >= 0);
        const QJsonArray rows = t->toJson().value(QStringLiteral("rows")).toArray();
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QJsonObject row = rows.at(r).toObject();
            const bool prefill =
                row.value(QStringLiteral("case")).toString().startsWith(QLatin1String("prefill/"));
            const int tokens = prefill ? 512 : 1024;
            QCOMPARE(row.value(QStringLiteral("context")).toInt(), tokens);
            QCOMPARE(t->rows.at(r).value(col), QString::number(tokens));
            QVERIFY(row.value(QStringLiteral("analytic_step_time_s")).toDouble() > 0);
        }
    }

    void everyFormatIsWrittenAndParses() {
        const ReportDocument doc = HardwareReport::build(m_gpu);
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("r.html"));
        QVERIFY(ReportExporter::write(doc, html));
        QFile h(html);
        QVERIFY(h.open(QIODevice::ReadOnly));
        const QByteArray page = h.readAll();
        QVERIFY(page.contains("<svg"));
        QVERIFY(page.contains("Measured vs spec"));

        const QString json = dir.filePath(QStringLiteral("r.json"));
        QVERIFY(ReportExporter::write(doc, json));
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        QJsonParseError err;
        const QJsonDocument parsed = QJsonDocument::fromJson(j.readAll(), &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
        QVERIFY(parsed.object().value(QStringLiteral("tables")).toArray().size() >= 3);

        const auto csv = ReportExporter::write(doc, dir.filePath(QStringLiteral("r.csv")));
        QVERIFY(csv);
        QCOMPARE(csv->size(), doc.tables.size());
        QFile c(csv->first());
        QVERIFY(c.open(QIODevice::ReadOnly));
        QVERIFY(c.readLine().startsWith("ceiling,kernel,measured,spec,fraction"));

        const auto tables =
            ReportExporter::writeTables(doc, dir.filePath(QStringLiteral("tables")));
        QVERIFY(tables);
        QCOMPARE(tables->size(), 2 * doc.tables.size());
        const auto charts =
            ReportExporter::writeCharts(doc, dir.filePath(QStringLiteral("charts")));
        QVERIFY(charts);
        QCOMPARE(charts->size(), 2 * doc.charts.size());
        for (const QString &f : *charts) {
            if (f.endsWith(QLatin1String(".png"))) {
                const QImage img(f);
                QVERIFY2(!img.isNull() && img.width() >= 900, qPrintable(f));
            } else {
                QFile s(f);
                QVERIFY(s.open(QIODevice::ReadOnly));
                QVERIFY(s.readAll().contains("<svg"));
            }
        }
        QVERIFY(
            ReportExporter::writeCharts(doc, reportOutputDir() + QStringLiteral("/charts-h100")));
    }

    void comparisonReportOfTwelveRuns() {
        QList<Run> runs;
        QStringList labels;
        for (int i = 0; i < 12; ++i) {
            Run r = i % 2 ? m_cpu : m_gpu;
            r.uuid = QStringLiteral("6f1c2a9e-0000-4000-8000-%1").arg(i, 12, 10, QLatin1Char('0'));
            if (i == 2) { // −8 % on HBM: must be flagged
                for (Measurement &m : r.measurements) {
                    if (m.level == QLatin1String("HBM"))
                        m.value *= 0.92;
                }
            }
            if (i == 5) { // cancelled after three measurements, one of them NaN
                r.status = Run::Status::Cancelled;
                r.measurements = r.measurements.mid(0, 3);
                r.measurements[1].value = std::numeric_limits<double>::quiet_NaN();
            }
            runs << r;
            labels << QStringLiteral("a deliberately long run label number %1 for the legend")
                          .arg(i + 1);
        }
        ComparisonReportOptions o;
        o.labels = labels;
        const ReportDocument doc = ComparisonReport::build(runs, o);
        // Every chart's labels clear of each other, on the PDF page and in the PNG/SVG export.
        QVERIFY(doc.charts.size() >= 5);
        for (const ReportDocument::Chart &c : doc.charts) {
            for (double width : {673.0, 900.0}) {
                const int drawn = checkLabelsReadable(
                    c.chart.get(), QSizeF(width, width * c.aspect), qPrintable(c.id));
                QVERIFY2(drawn >= 0, qPrintable(c.id));
                if (c.id == QLatin1String("roofline"))
                    QVERIFY2(drawn >= 5, qPrintable(QString::number(drawn)));
            }
        }
        const QString pdf = reportOutputDir() + QStringLiteral("/comparison-12.pdf");
        const auto written = ReportExporter::write(doc, pdf);
        QVERIFY2(written, written ? "" : qPrintable(written.error().text()));
        const QString text = poppler(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("Wins and losses")));
        QVERIFY(text.contains(QStringLiteral("Ratio table")));
        QVERIFY(text.contains(QStringLiteral("92 %")));
        QVERIFY(pageCount(pdf) >= 4);
        const QJsonObject json = QJsonDocument::fromJson(doc.json).object();
        QCOMPARE(json.value(QStringLiteral("runs")).toArray().size(), 12);
        bool flagged = false;
        const QJsonArray rows = json.value(QStringLiteral("rows")).toArray();
        for (const QJsonValue &row : rows)
            flagged = flagged
                      || row.toObject()
                             .value(QStringLiteral("significant_per_run"))
                             .toArray()
                             .at(2)
                             .toBool();
        QVERIFY(flagged);
        // Two GPU runs side by side, for the README's page images.
        QVERIFY(ReportExporter::write(ComparisonReport::build({runs.at(0), runs.at(2)}),
                                      reportOutputDir() + QStringLiteral("/comparison-2.pdf")));
    }

    void degenerateRunsStillReport() {
        Run old = m_cpu; // an older schema: no host/device provenance, no statistics
        old.host.provenance = {};
        old.device.provenance = {};
        old.appVersion.clear();
        for (Measurement &m : old.measurements) {
            m.cov.reset();
            m.samples.reset();
            m.stddev = 0;
            m.n = 0;
        }
        Run empty = m_cpu;
        empty.measurements.clear();
        empty.status = Run::Status::Failed;
        empty.reason = QStringLiteral("probe crashed");
        Run zero = m_gpu;
        zero.measurements[0].value = 0;
        zero.measurements[2].value = std::numeric_limits<double>::quiet_NaN();
        int i = 0;
        for (const Run &r : {old, empty, zero}) {
            const QString pdf = reportOutputDir() + QStringLiteral("/degenerate-%1.pdf").arg(i++);
            const auto written = ReportExporter::write(HardwareReport::build(r), pdf);
            QVERIFY2(written, written ? "" : qPrintable(written.error().text()));
            QVERIFY(pageCount(pdf) >= 2);
        }
    }

    void unknownSuffixIsAClearError() {
        const auto r =
            ReportExporter::write(HardwareReport::build(m_cpu), QStringLiteral("/tmp/x.docx"));
        QVERIFY(!r);
        QVERIFY(r.error().text().contains(QStringLiteral(".pdf")));
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    TestReports t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_reports.moc"
