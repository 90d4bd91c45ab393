// SPDX-License-Identifier: MIT
#include "ChartChecks.h"
#include "ReportFixtures.h"
#include "model/Catalog.h"
#include "model/analysis/MeasuredProfile.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/ChartLegend.h"
#include "report/ChartRenderer.h"
#include "report/ChartStyle.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>

using namespace roofline;

namespace {

QList<QAbstractSeries *> ofKind(QChart *chart, const QString &kind) {
    QList<QAbstractSeries *> out;
    for (QAbstractSeries *s : chart->series()) {
        if (s->property(ChartStyle::kKindProperty).toString() == kind)
            out << s;
    }
    return out;
}

int points(const QList<QAbstractSeries *> &series) {
    int n = 0;
    for (QAbstractSeries *s : series)
        n += int(static_cast<QXYSeries *>(s)->count());
    return n;
}

void save(QChart *chart, const QString &name) {
    QDir().mkpath(reportOutputDir());
    QVERIFY(ChartRenderer::writePng(chart, reportOutputDir() + QLatin1Char('/') + name
                                               + QStringLiteral(".png")));
}

// The sizes charts are drawn at: PNG/SVG export, the A4 PDF page, a small app window.
const QList<QSizeF> &chartSizes() {
    static const QList<QSizeF> sizes{QSizeF(900, 560), QSizeF(673, 485), QSizeF(480, 300)};
    return sizes;
}

// Labels readable at every size; returns the fewest drawn at any size.
int readable(QChart *chart, const char *what) {
    int fewest = -1;
    for (const QSizeF &size : chartSizes()) {
        const int drawn = checkLabelsReadable(chart, size, what);
        if (drawn < 0)
            return -1;
        fewest = fewest < 0 ? drawn : std::min(fewest, drawn);
    }
    return fewest;
}

const ChartLabels::Laid *labelWith(QChart *chart, const QString &text) {
    const ChartLabels *labels = ChartLabels::of(chart, false);
    if (!labels)
        return nullptr;
    for (const ChartLabels::Laid &l : labels->layout()) {
        if (l.placement.placed && l.placement.text.contains(text))
            return &l;
    }
    return nullptr;
}

QList<Run> twelveRuns(const Run &cpu, const Run &gpu, QStringList *labels) {
    QList<Run> runs;
    for (int i = 0; i < 12; ++i) {
        Run r = i % 2 ? cpu : gpu;
        for (Measurement &m : r.measurements)
            m.value *= 1 - 0.02 * i; // every run a little different, as nodes are
        runs << r;
        *labels
            << QStringLiteral("a deliberately long run label number %1 for the legend").arg(i + 1);
    }
    return runs;
}

} // namespace

class TestChartFactory : public QObject {
    Q_OBJECT

private:
    Run m_cpu, m_gpu;
    std::optional<HardwareProfile> m_spec;

private slots:
    void initTestCase() {
        m_cpu = loadFixtureRun(QStringLiteral("cpu-run.json"));
        m_gpu = loadFixtureRun(QStringLiteral("h100-run.json"));
        m_spec = MeasuredProfile::matchCatalog(m_gpu);
        QVERIFY(m_spec);
        QCOMPARE(m_spec->id, QStringLiteral("h100-sxm"));
    }

    void rooflineHasDashedSpecAndSolidMeasuredRoofs() {
        const HardwareProfile measured = MeasuredProfile::derive(m_gpu);
        const auto pts = ChartInputs::llmPoints(measured, {QStringLiteral("llama-3-8b")});
        QCOMPARE(pts.size(), 3);
        const RooflineData data =
            ChartInputs::roofline({m_gpu}, {QStringLiteral("run")}, m_spec, pts);
        ChartFactory f;
        auto chart = f.roofline(data);
        QCOMPARE(chart->axes().size(), 2);
        for (QAbstractAxis *a : chart->axes())
            QVERIFY(ChartStyle::isLogAxis(a));
        const auto spec = ofKind(chart.get(), QStringLiteral("spec"));
        const auto meas = ofKind(chart.get(), QStringLiteral("measured"));
        // 7 measured formats + 4 memory levels (SHARED, L1, L2, HBM); spec: 7 formats + HBM.
        QCOMPARE(meas.size(), 11);
        QCOMPARE(spec.size(), 8);
        for (QAbstractSeries *s : spec)
            QCOMPARE(static_cast<QLineSeries *>(s)->pen().style(), Qt::DashLine);
        for (QAbstractSeries *s : meas)
            QCOMPARE(static_cast<QLineSeries *>(s)->pen().style(), Qt::SolidLine);
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("ridge"))), 14);
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("operating-point"))), 3);
        QVERIFY(ChartStyle::tooltip(
                    ofKind(chart.get(), QStringLiteral("operating-point")).constFirst(), 0)
                    .contains(QStringLiteral("tokens/s")));
        save(chart.get(), QStringLiteral("roofline-h100"));
        QVERIFY(readable(chart.get(), "roofline") >= 10);
    }

    void rooflineLabelsMergeCoincidentRoofs() {
        // bf16 and fp16 share one spec roof (989 TFLOP/s): one label names both.
        ChartFactory f;
        auto chart = f.roofline(ChartInputs::roofline({m_gpu}, {QStringLiteral("run")}, m_spec));
        // A big window: at report sizes the H100's top roofs are close enough together that
        // the spec label may have to give way (the measured-vs-spec table has the figure).
        labelsAt(chart.get(), QSizeF(1400, 900));
        const ChartLabels::Laid *both = labelWith(chart.get(), QStringLiteral("bf16 / fp16 spec"));
        QVERIFY(both);
        QVERIFY2(both->placement.text.contains(QStringLiteral("989 TFLOP/s")),
                 qPrintable(both->placement.text));
        int mergedIntoIt = 0;
        for (const ChartLabels::Laid &l : ChartLabels::of(chart.get())->layout())
            mergedIntoIt += l.placement.mergedInto >= 0 ? 1 : 0;
        QVERIFY(mergedIntoIt >= 1);
    }

    void roofLabelsThatFitStayWhereTheyWould() {
        // One roof, one diagonal: nothing in the way, every label at its preferred spot.
        RooflineData d;
        RooflineCeilings c;
        c.label = QStringLiteral("measured");
        c.measured = true;
        c.compute[QStringLiteral("bf16")] = 800e12;
        c.bandwidth[QStringLiteral("HBM")] = 3e12;
        c.memoryLevel = QStringLiteral("HBM");
        d.ceilings << c;
        ChartFactory f;
        auto chart = f.roofline(d);
        const auto laid = labelsAt(chart.get(), QSizeF(900, 560));
        QCOMPARE(laid.size(), 3); // roof, diagonal, ridge
        for (const ChartLabels::Laid &l : laid) {
            QVERIFY2(l.placement.placed, qPrintable(l.label.text()));
            QCOMPARE(l.placement.candidate, 0);
            QVERIFY(!l.placement.leader);
        }
        QVERIFY(labelWith(chart.get(), QStringLiteral("bf16 800 TFLOP/s")));
        QVERIFY(labelWith(chart.get(), QStringLiteral("HBM 3.00 TB/s")));
    }

    void labelsFollowTheSeriesVisibility() {
        ChartFactory f;
        auto chart = f.bandwidthLadder(
            ChartInputs::bandwidthLadder({m_gpu}, {QStringLiteral("run")}, m_spec));
        labelsAt(chart.get(), QSizeF(900, 560));
        QVERIFY(labelWith(chart.get(), QStringLiteral("29.5 TB/s")));
        auto *dots =
            static_cast<QXYSeries *>(ofKind(chart.get(), QStringLiteral("measured")).constFirst());
        dots->setVisible(false); // the GUI hides a series from its legend marker
        labelsAt(chart.get(), QSizeF(900, 560));
        QVERIFY(!labelWith(chart.get(), QStringLiteral("29.5 TB/s")));
        QVERIFY(labelWith(chart.get(), QStringLiteral("(ref.)")));
    }

    void aChartViewShowsTheSameLabels() {
        // The app's ChartView is a QChartView: the labels and the legend are items of the
        // chart, laid out again for the window's size.
        ChartFactory f;
        auto chart = f.roofline(ChartInputs::roofline({m_gpu}, {QStringLiteral("run")}, m_spec));
        QChart *raw = chart.get();
        QChartView view(chart.release()); // the view's scene owns the chart from here
        view.resize(760, 480);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPixmap shot = view.grab();
        QDir().mkpath(reportOutputDir());
        QVERIFY(shot.save(reportOutputDir() + QStringLiteral("/chartview-roofline.png")));
        const ChartLabels *labels = ChartLabels::of(raw, false);
        QVERIFY(labels);
        QList<LabelLayout::Placement> placements;
        for (const ChartLabels::Laid &l : labels->layout()) {
            placements << l.placement;
            if (l.placement.placed)
                QVERIFY(raw->plotArea().contains(l.placement.rect));
        }
        QVERIFY(placements.size() >= 10);
        QVERIFY(!LabelLayout::anyOverlap(placements));
        QVERIFY(raw->plotArea().width() > 500);
        const ChartLegend *legend = ChartLegend::of(raw);
        QVERIFY(legend);
        QVERIFY(legend->rows() >= 1);
        for (const ChartLegend::Entry &e : legend->entries())
            QVERIFY(!e.elided && !e.rect.intersects(raw->plotArea()));
    }

    void twelveRunChartsKeepLabelsApart() {
        QStringList labels;
        const QList<Run> runs = twelveRuns(m_cpu, m_gpu, &labels);
        ChartFactory f;
        auto roof = f.roofline(ChartInputs::roofline(runs, labels, m_spec));
        QVERIFY(readable(roof.get(), "12-run roofline") >= 5);
        save(roof.get(), QStringLiteral("roofline-12-runs"));
        auto bw = f.bandwidthLadder(ChartInputs::bandwidthLadder(runs, labels, m_spec));
        QVERIFY(readable(bw.get(), "12-run bandwidth ladder") >= 3);
        auto lat = f.latencyLadder(ChartInputs::latencyLadder(runs, labels));
        QVERIFY(readable(lat.get(), "12-run latency ladder") >= 3);
        auto fmt = f.formatLadder(ChartInputs::formatLadder(runs, labels, m_spec));
        QVERIFY(readable(fmt.get(), "12-run format ladder") >= 0);
        for (bool latency : {false, true}) {
            auto ws = f.workingSet(ChartInputs::workingSet(runs, labels, latency));
            QVERIFY(readable(ws.get(), "12-run working set") >= 1);
        }
    }

    void bandwidthLadderMarksReferenceRungs() {
        const LadderData d = ChartInputs::bandwidthLadder({m_gpu}, {QStringLiteral("run")}, m_spec);
        QStringList keys;
        for (const LadderRung &r : d.rungs)
            keys << r.key;
        QCOMPARE(keys.first(), QStringLiteral("SHARED"));
        QVERIFY(keys.contains(QStringLiteral("P2P"))); // spec only: single GPU, NVLink on sheet
        ChartFactory f;
        auto chart = f.bandwidthLadder(d);
        QVERIFY(ChartStyle::isLogAxis(chart->axes(Qt::Vertical).first()));
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("measured"))),
                 7); // SHARED L1 L2 HBM D2D H2D D2H
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("reference"))), 2);
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("ratio"))), int(d.rungs.size()) - 1);
        save(chart.get(), QStringLiteral("bandwidth-ladder-h100"));
        QVERIFY(readable(chart.get(), "bandwidth ladder") >= 8);
        auto cpu = f.bandwidthLadder(
            ChartInputs::bandwidthLadder({m_cpu}, {QStringLiteral("cpu")}, std::nullopt));
        save(cpu.get(), QStringLiteral("bandwidth-ladder-cpu"));
        QVERIFY(readable(cpu.get(), "bandwidth ladder (cpu)") >= 5);
    }

    void latencyLadderSpansEightDecades() {
        ChartFactory f;
        auto chart = f.latencyLadder(ChartInputs::latencyLadder({m_cpu}, {QStringLiteral("cpu")}));
        auto *axis = static_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).first());
        QVERIFY(axis->min() <= -9 + 1e-9);
        QVERIFY(axis->max() >= -2 - 1e-9);
        QVERIFY(points(ofKind(chart.get(), QStringLiteral("reference"))) >= 2);
        save(chart.get(), QStringLiteral("latency-ladder-cpu"));
        QVERIFY(readable(chart.get(), "latency ladder") >= 10);
        auto gpu = f.latencyLadder(ChartInputs::latencyLadder({m_gpu}, {QStringLiteral("gpu")}));
        save(gpu.get(), QStringLiteral("latency-ladder-h100"));
        QVERIFY(readable(gpu.get(), "latency ladder (gpu)") >= 8);
    }

    void formatLadderTellsTheSameRangeStory() {
        const FormatLadderData d =
            ChartInputs::formatLadder({m_gpu}, {QStringLiteral("run")}, m_spec);
        QVERIFY(!d.sameRangeStory.isEmpty());
        QVERIFY(
            d.sameRangeStory.join(QLatin1Char(' ')).contains(QStringLiteral("fp32, tf32, bf16")));
        ChartFactory f;
        auto chart = f.formatLadder(d);
        QCOMPARE(points(ofKind(chart.get(), QStringLiteral("measured"))), 7);
        save(chart.get(), QStringLiteral("format-ladder-h100"));
        QCOMPARE(readable(chart.get(), "format ladder"), 7);
    }

    void workingSetCurvesFindCacheBoundaries() {
        const WorkingSetData d = ChartInputs::workingSet({m_cpu}, {QStringLiteral("cpu")}, true);
        QCOMPARE(d.curves.size(), 1);
        int detected = 0;
        for (const CacheBoundary &b : d.boundaries)
            detected += b.detected ? 1 : 0;
        QVERIFY2(detected >= 3, qPrintable(QString::number(detected)));
        ChartFactory f;
        auto chart = f.workingSet(d);
        save(chart.get(), QStringLiteral("working-set-latency-cpu"));
        QVERIFY(readable(chart.get(), "working set") >= 3);
        auto bw = f.workingSet(ChartInputs::workingSet({m_gpu}, {QStringLiteral("gpu")}, false));
        save(bw.get(), QStringLiteral("working-set-bandwidth-h100"));
        QVERIFY(readable(bw.get(), "working set (gpu)") >= 1);
    }

    void trendsMarkChipsWhoseRidgeFell() {
        const TrendData d = ChartInputs::trends(Catalog::builtIn().gpus());
        QStringList fell;
        for (const TrendPoint &p : d.points) {
            if (p.ridgeFell)
                fell << p.id;
        }
        QVERIFY2(fell.contains(QStringLiteral("b200")), qPrintable(fell.join(QLatin1Char(','))));
        QVERIFY2(fell.contains(QStringLiteral("rtx-5090")),
                 qPrintable(fell.join(QLatin1Char(','))));
        ChartFactory f;
        auto chart = f.ridgeTrend(d);
        save(chart.get(), QStringLiteral("trend-ridge"));
        QVERIFY(readable(chart.get(), "ridge trend") >= 12);
        auto growth = f.growthTrend(d);
        save(growth.get(), QStringLiteral("trend-growth"));
        QVERIFY(readable(growth.get(), "growth trend") >= 0);
    }

    void displayUnitsAreASetting() {
        DisplayUnits u;
        QCOMPARE(u.format(DisplayUnits::Quantity::Bandwidth, 3.05e12), QStringLiteral("3.05 TB/s"));
        u.binaryBandwidth = true;
        QCOMPARE(u.format(DisplayUnits::Quantity::Bandwidth, 1024.0 * 1024 * 1024 * 100),
                 QStringLiteral("100 GiB/s"));
        u.latency = DisplayUnits::LatencyUnit::Cycles;
        u.clockHz = 2e9;
        QCOMPARE(u.format(DisplayUnits::Quantity::Latency, 19e-9), QStringLiteral("38.0 cycles"));
        u.compute = DisplayUnits::ComputeUnit::TeraFlops;
        QCOMPARE(u.format(DisplayUnits::Quantity::Compute, 794.5e12),
                 QStringLiteral("795 TFLOP/s"));
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    TestChartFactory t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_chartfactory.moc"
