// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/CalculatorSweep.h"
#include "model/llm/MeasuredStep.h"
#include "model/llm/RooflineCalculator.h"
#include "ui/widgets/ChartView.h"

#include <QList>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <optional>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QAreaSeries;
class QLineSeries;
class QXYSeries;

namespace roofline::ui {

// One GPU's sweep as the chart draws it.
struct SweepCurve {
    QString label; // the GPU's name: legend entries and marker labels
    SweepResult result;
};

// Steps a run measured (decode, by batch) drawn over the first curve of a batch sweep, with
// their memory→compute knee.
struct SweepMeasured {
    QList<MeasuredStepPoint> points;
    std::optional<double> flip; // batch
};

// Throughput and latency of an inference step against batch size or context length, for one or
// two GPUs: throughput solid on the left axis, latency dashed on the right, both log-scaled.
// Where the bound flips a labelled marker sits on the throughput curve with a dotted guide
// across the plot; where memory no longer fits the range is hatched in the GPU's colour; a
// grey guide marks the value configured on the page.
//
// The report layer's chart data has no shape for two y quantities over one swept input with
// flip markers and shaded ranges, so this chart is built here with Qt Charts directly; it
// keeps ChartStyle's look and point tooltips. The x axis holds the swept values themselves;
// the y axes are ChartStyle log axes (log10 data). Series carry object names the tests read:
// throughput_N, latency_N, flip_N_K, flipguide_N_K, nofit_N (N: curve, K: flip), current,
// measured, measuredflip.
// Marker and region labels are text items placed beside their anchor each time the plot area
// changes, so they stay inside the plot and off each other (Qt's point labels sit centred
// above the point, off the plot near its right edge).
class SweepChart : public ChartView {
    Q_OBJECT
public:
    explicit SweepChart(QWidget *parent = nullptr);

    // Decode draws the time per token; prefill the time of the whole step (first token).
    // `current`: the value the page is set to, marked with a guide.
    // `measured`: what a run measured, drawn over the first curve.
    void setCurves(const QList<SweepCurve> &curves, Phase phase, const QString &title,
                   std::optional<double> current = std::nullopt,
                   const SweepMeasured &measured = {});

    // The texts placed on the plot (flip, region and current-value labels), for tests.
    QStringList labelTexts() const;

    // The hover readout: with the mouse over the plot, a guide at the nearest swept value and
    // what every curve does there (throughput, time, bound). Empty while hidden.
    QString readoutText() const;
    // Shows the readout for the position `pos` in this view's coordinates (what a mouse move
    // does); hides it outside the plot.
    void showReadoutAt(const QPoint &pos);

    // "Compute-bound from batch 296 (crossing at 295.5)": the flip marker's label.
    static QString flipText(const SweepFlip &flip, SweepVariable variable);
    static QString variableTitle(SweepVariable variable);

private:
    enum class Placement { BesideMarker, FootOfRegion, BottomOfGuide };
    struct Label {
        QPointer<QXYSeries> anchor; // maps the value to the plot
        QPointF value;              // in the anchor's axis coordinates
        Placement placement;
        QGraphicsSimpleTextItem *item;
    };
    // setCurves' steps: axes from the data's extent, each GPU's curve (no-fit region, series,
    // flips), the measured steps, the readout.
    struct Build;
    struct YExtent;
    static YExtent yExtent(const QList<SweepCurve> &curves, const SweepMeasured &measured,
                           double from, double to);
    void addAxes(Build &b, const YExtent &extent);
    void addCurve(const Build &b, int n, const SweepCurve &curve);
    QAreaSeries *addNoFitRegion(const Build &b, int n, const SweepCurve &curve);
    QLineSeries *addCurveSeries(const Build &b, int n, const SweepCurve &curve);
    void addReadouts(const SweepResult &r, const QStringList &tips);
    void addFlip(const Build &b, int n, int k, const SweepCurve &curve);
    void addMeasured(const Build &b, const SweepMeasured &measured);
    void addReadoutItems(QChart *chart);
    void addLabel(QXYSeries *anchor, QPointF value, Placement placement, const QString &text,
                  const QColor &color);
    void placeLabels();
    void hideReadout();

    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

    QList<Label> m_labels;
    // The readout: per swept value (ascending) its lines, one per curve; items on the chart.
    QList<std::pair<double, QString>> m_readouts;
    QPointer<QXYSeries> m_readoutAnchor;
    QGraphicsLineItem *m_readoutGuide = nullptr;
    QGraphicsRectItem *m_readoutBox = nullptr;
    QGraphicsSimpleTextItem *m_readoutItem = nullptr;
};

} // namespace roofline::ui
