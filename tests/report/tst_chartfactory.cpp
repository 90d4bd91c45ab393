#include "ReportFixtures.h"
#include "model/Catalog.h"
#include "model/analysis/MeasuredProfile.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/ChartRenderer.h"
#include "report/ChartStyle.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
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
        QVERIFY(
            ChartStyle::tooltip(ofKind(chart.get(), QStringLiteral("operating-point")).first(), 0)
                .contains(QStringLiteral("tokens/s")));
        save(chart.get(), QStringLiteral("roofline-h100"));
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
        auto cpu = f.bandwidthLadder(
            ChartInputs::bandwidthLadder({m_cpu}, {QStringLiteral("cpu")}, std::nullopt));
        save(cpu.get(), QStringLiteral("bandwidth-ladder-cpu"));
    }

    void latencyLadderSpansEightDecades() {
        ChartFactory f;
        auto chart = f.latencyLadder(ChartInputs::latencyLadder({m_cpu}, {QStringLiteral("cpu")}));
        auto *axis = static_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).first());
        QVERIFY(axis->min() <= -9 + 1e-9);
        QVERIFY(axis->max() >= -2 - 1e-9);
        QVERIFY(points(ofKind(chart.get(), QStringLiteral("reference"))) >= 2);
        save(chart.get(), QStringLiteral("latency-ladder-cpu"));
        auto gpu = f.latencyLadder(ChartInputs::latencyLadder({m_gpu}, {QStringLiteral("gpu")}));
        save(gpu.get(), QStringLiteral("latency-ladder-h100"));
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
        auto bw = f.workingSet(ChartInputs::workingSet({m_gpu}, {QStringLiteral("gpu")}, false));
        save(bw.get(), QStringLiteral("working-set-bandwidth-h100"));
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
        auto growth = f.growthTrend(d);
        save(growth.get(), QStringLiteral("trend-growth"));
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
