// SPDX-License-Identifier: MIT
// Chart behaviours a reader relies on: every series of a chart told apart, comparison runs that
// do not hide each other, a chart without data that says so, roofs that end on a roof, and the
// highest rung of a ladder inside its plot.
#include "ReportFixtures.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/ChartRenderer.h"
#include "report/ChartStyle.h"

#include <QApplication>
#include <QChart>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QSet>
#include <QTest>
#include <QValueAxis>
#include <cmath>

using namespace roofline;

namespace {

QList<QLineSeries *> linesOfKind(QChart *chart, const QString &kind) {
    QList<QLineSeries *> out;
    for (QAbstractSeries *s : chart->series()) {
        if (s->property(ChartStyle::kKindProperty).toString() == kind)
            if (auto *l = qobject_cast<QLineSeries *>(s))
                out << l;
    }
    return out;
}

// Eight curves as the CPU bandwidth sweep measures them: four kernels, one and two threads.
WorkingSetData eightCurves(int runs) {
    WorkingSetData d;
    for (int r = 0; r < runs; ++r) {
        for (const char *kernel : {"read", "write", "copy", "triad"}) {
            for (int threads : {1, 2}) {
                WorkingSetCurve c;
                c.key = QStringLiteral("%1 ×%2").arg(QLatin1String(kernel)).arg(threads);
                c.label = QStringLiteral("run %1 · %2").arg(r).arg(c.key);
                c.runIndex = r;
                for (double ws = 16e3; ws < 2e9; ws *= 4)
                    c.points << CurvePoint{ws, 1e11 * threads / std::log10(ws),
                                           QStringLiteral("L1")};
                d.curves << c;
            }
        }
    }
    return d;
}

// Share of non-white pixels in the middle band of the drawn chart: where the message is.
double inkInTheMiddle(QChart *chart) {
    QImage image(QSize(600, 400), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        ChartRenderer::render(chart, &p, QRectF(0, 0, 600, 400));
    }
    int ink = 0, all = 0;
    for (int y = 170; y < 230; ++y) {
        for (int x = 60; x < 540; ++x, ++all)
            ink += qGray(image.pixel(x, y)) < 200;
    }
    return double(ink) / all;
}

} // namespace

class TestChartStates : public QObject {
    Q_OBJECT

    Run m_cpu;

private slots:
    void initTestCase() { m_cpu = loadFixtureRun(QStringLiteral("cpu-run.json")); }

    // "Bandwidth against working set" once drew all eight curves in one blue.
    void workingSetCurvesHaveDistinctColours() {
        const auto chart = ChartFactory().workingSet(eightCurves(1));
        const auto curves = linesOfKind(chart.get(), QStringLiteral("measured"));
        QCOMPARE(curves.size(), 8);
        QSet<QRgb> colours;
        for (QLineSeries *s : curves)
            colours << s->pen().color().rgb();
        QCOMPARE(colours.size(), 8);
    }

    // Two runs of one machine measure nearly the same curves: the same kernel keeps its colour,
    // the second run is drawn with another pen, narrower and on top, so both stay visible.
    void comparedRunsDoNotHideEachOther() {
        const auto chart = ChartFactory().workingSet(eightCurves(2));
        const auto curves = linesOfKind(chart.get(), QStringLiteral("measured"));
        QCOMPARE(curves.size(), 16);
        for (int i = 0; i < 8; ++i) {
            const QPen a = curves.at(i)->pen(), b = curves.at(i + 8)->pen();
            QCOMPARE(a.color(), b.color());
            QVERIFY(a.style() != b.style());
            QVERIFY(b.widthF() < a.widthF());
        }
        // The roofline of two runs: each run's roofs in their own pen too.
        const RooflineData roofs =
            ChartInputs::roofline({m_cpu, m_cpu}, {QStringLiteral("a"), QStringLiteral("b")}, {});
        const auto roofChart = ChartFactory().roofline(roofs);
        QSet<int> styles;
        for (QLineSeries *s : linesOfKind(roofChart.get(), QStringLiteral("measured")))
            styles << int(s->pen().style());
        QCOMPARE(styles.size(), 2);
    }

    // A chart with nothing to show says so, without axes that read like a measurement.
    void chartWithoutDataSaysSo() {
        Run empty = m_cpu;
        empty.measurements.clear();
        const ChartFactory f;
        std::vector<std::unique_ptr<QChart>> charts;
        charts.push_back(f.workingSet(ChartInputs::workingSet({empty}, {QString()}, true)));
        charts.push_back(f.workingSet(ChartInputs::workingSet({empty}, {QString()}, false)));
        charts.push_back(f.latencyLadder(ChartInputs::latencyLadder({empty}, {QString()})));
        charts.push_back(f.bandwidthLadder(ChartInputs::bandwidthLadder({empty}, {QString()}, {})));
        charts.push_back(f.formatLadder(ChartInputs::formatLadder({empty}, {QString()}, {})));
        charts.push_back(f.roofline(ChartInputs::roofline({empty}, {QString()}, {})));
        for (const auto &c : charts) {
            QVERIFY2(!c->property(ChartStyle::kEmptyProperty).toString().isEmpty(),
                     qPrintable(c->title()));
            QVERIFY2(c->axes().isEmpty(), qPrintable(c->title()));
            QVERIFY2(inkInTheMiddle(c.get()) > 0.005, qPrintable(c->title())); // the message
        }
        // A run with data draws its axes and no message.
        const auto full = f.latencyLadder(ChartInputs::latencyLadder({m_cpu}, {QString()}));
        QVERIFY(full->property(ChartStyle::kEmptyProperty).toString().isEmpty());
        QCOMPARE(full->axes().size(), 2);
    }

    // The ladder's highest point (disk seek, 8 ms, just under a decade) keeps half a decade
    // above it for its marker and label.
    void ladderTopPointInsideThePlot() {
        const LadderData d = ChartInputs::latencyLadder({m_cpu}, {QStringLiteral("cpu")});
        double top = 0;
        for (const LadderRung &r : d.rungs) {
            top = std::max(top, r.spec > 0 ? r.spec : 0.0);
            for (double v : r.measured)
                top = std::isfinite(v) ? std::max(top, v) : top;
        }
        const auto chart = ChartFactory().latencyLadder(d);
        const auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
        QVERIFY(y); // a QCategoryAxis over log10
        const double max = y->max();
        QVERIFY2(max >= std::log10(top) + 0.45,
                 qPrintable(QStringLiteral("%1 vs %2").arg(max).arg(std::log10(top))));
    }

    // Every measured cache roof rises to the highest compute roof and ends on it.
    void cacheRoofsEndOnARoof() {
        const auto chart =
            ChartFactory().roofline(ChartInputs::roofline({m_cpu}, {QStringLiteral("cpu")}, {}));
        QList<QLineSeries *> roofs, slopes;
        for (QLineSeries *s : linesOfKind(chart.get(), QStringLiteral("measured"))) {
            if (s->count() == 2)
                (qFuzzyCompare(s->at(0).y(), s->at(1).y()) ? roofs : slopes) << s;
        }
        QVERIFY(!roofs.isEmpty());
        QVERIFY(slopes.size() >= 3); // L1, L2, L3, DRAM
        for (QLineSeries *slope : slopes) {
            const QPointF end = slope->at(1);
            bool onRoof = false;
            for (QLineSeries *roof : roofs)
                onRoof = onRoof
                         || (std::fabs(roof->at(0).y() - end.y()) < 1e-9
                             && roof->at(0).x() <= end.x() + 1e-9 && roof->at(1).x() >= end.x());
            QVERIFY2(onRoof, qPrintable(slope->name()));
        }
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv); // Qt Charts are graphics widgets
    TestChartStates t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_chartstates.moc"
