// SPDX-License-Identifier: MIT
// The calculator's sweep chart read with the mouse: over the plot a guide at the nearest swept
// value and every curve's throughput, time and bound there; nothing outside the plot.
#include "model/Catalog.h"
#include "model/llm/CalculatorSweep.h"
#include "ui/widgets/SweepChart.h"

#include <QChart>
#include <QDir>
#include <QImage>
#include <QTest>
#include <QXYSeries>

using namespace roofline;

namespace {

SweepResult sweepOn(const char *gpu) {
    InferenceConfig config;
    config.phase = Phase::Decode;
    config.batch = 8;
    config.context = 1024;
    const auto r =
        CalculatorSweep::run(*Catalog::builtIn().model(QStringLiteral("llama-3-8b")),
                             Ceilings::fromProfile(*Catalog::builtIn().gpu(QLatin1String(gpu))),
                             config, SweepVariable::Batch, 1, 1024);
    if (!r)
        qFatal("sweep: %s", qPrintable(r.error().text()));
    return *r;
}

QXYSeries *named(QChart *chart, const QString &name) {
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<QXYSeries *>(s);
    }
    return nullptr;
}

// Where the value `batch` of the first throughput curve is, in the view's coordinates.
QPoint viewPos(ui::SweepChart &view, double batch) {
    QChart *c = view.chart();
    QXYSeries *t = named(c, QStringLiteral("throughput_0"));
    QPointF value;
    for (const QPointF &p : t->points()) {
        if (p.x() == batch)
            value = p;
    }
    return view.mapFromScene(c->mapToScene(c->mapToPosition(value, t)));
}

} // namespace

class TestSweepChart : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void hoverReadsEveryCurveAtTheNearestValue() {
        ui::SweepChart view;
        view.resize(900, 560);
        view.setCurves({{QStringLiteral("H100"), sweepOn("h100-sxm")},
                        {QStringLiteral("A100"), sweepOn("a100-sxm4-80gb")}},
                       Phase::Decode, QStringLiteral("sweep"), 8);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.readoutText().isEmpty()); // nothing until the mouse is over the plot

        const QList<QPointF> points = named(view.chart(), QStringLiteral("throughput_0"))->points();
        QVERIFY(points.size() > 8);
        const double batch = points.at(points.size() / 2).x();
        // A real mouse move over the plot, a few pixels off the sample: the nearest one.
        QTest::mouseMove(view.viewport(), viewPos(view, batch) + QPoint(2, 15));
        QTRY_VERIFY(!view.readoutText().isEmpty());
        const QString text = view.readoutText();
        const QString at = QStringLiteral("batch %1 on ").arg(qint64(batch));
        QVERIFY2(text.contains(at + QStringLiteral("H100")), qPrintable(text));
        QVERIFY2(text.contains(at + QStringLiteral("A100")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("tokens/s")), qPrintable(text));
        QCOMPARE(text.count(QLatin1Char('\n')), 1); // one line per GPU
        // For a person to look at: the readout as drawn.
        QDir().mkpath(QStringLiteral(ROOFLINE_BINARY_DIR "/ui-out"));
        view.grab().save(QStringLiteral(ROOFLINE_BINARY_DIR "/ui-out/sweep-readout.png"));

        // Outside the plot (the title bar) the readout goes away.
        view.showReadoutAt(QPoint(4, 4));
        QVERIFY(view.readoutText().isEmpty());
    }

    // Nothing to sweep: the message in the middle of the view, no axes.
    void nothingToSweepSaysSo() {
        ui::SweepChart view;
        view.resize(600, 400);
        view.setCurves({}, Phase::Decode, QStringLiteral("sweep"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.chart()->axes().isEmpty());
        const QImage image = view.grab().toImage();
        view.grab().save(QStringLiteral(ROOFLINE_BINARY_DIR "/ui-out/sweep-empty.png"));
        int ink = 0;
        for (int y = image.height() / 2 - 15; y < image.height() / 2 + 15; ++y) {
            for (int x = image.width() / 4; x < 3 * image.width() / 4; ++x)
                ink += qGray(image.pixel(x, y)) < 160;
        }
        QVERIFY2(ink > 50, qPrintable(QString::number(ink)));
    }
};

QTEST_MAIN(TestSweepChart)
#include "tst_sweepchart.moc"
