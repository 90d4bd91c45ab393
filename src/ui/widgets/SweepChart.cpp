// SPDX-License-Identifier: MIT
#include "ui/widgets/SweepChart.h"

#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "report/ChartStyle.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

void widen(double &lo, double &hi, double v) {
    if (!good(v))
        return;
    lo = lo > 0 ? std::min(lo, v) : v;
    hi = std::max(hi, v);
}

void hideLegend(QChart *chart, QAbstractSeries *series) {
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

QString valueText(double v, SweepVariable variable) {
    const QLocale locale;
    // Batch sizes and context lengths are whole numbers; only a crossing has a fraction.
    const bool whole = std::fabs(v - std::round(v)) < 1e-9;
    const QString n =
        whole ? locale.toString(qint64(std::llround(v))) : locale.toString(v, 'f', v < 100 ? 2 : 1);
    return variable == SweepVariable::Batch ? SweepChart::tr("batch %1").arg(n)
                                            : SweepChart::tr("context %1").arg(n);
}

} // namespace

SweepChart::SweepChart(QWidget *parent)
    : ChartView(parent) {
    viewport()->setMouseTracking(true); // the readout follows the mouse, no button held
}

QString SweepChart::variableTitle(SweepVariable variable) {
    return variable == SweepVariable::Batch ? tr("Batch size (sequences)")
                                            : tr("Context length (tokens)");
}

QString SweepChart::flipText(const SweepFlip &flip, SweepVariable variable) {
    return tr("%1 from %2").arg(BoundState::label(flip.to), valueText(flip.firstAfter, variable));
}

// What the steps of one setCurves share: the chart being built, its axes, the swept range and
// the texts every curve uses.
struct SweepChart::Build {
    QChart *chart = nullptr;
    QAbstractAxis *x = nullptr;          // the swept input
    QAbstractAxis *throughput = nullptr; // left, log10 data
    QAbstractAxis *latency = nullptr;    // right, log10 data
    double yBottom = 0, yTop = 0;        // the throughput axis's range
    SweepVariable variable = SweepVariable::Batch;
    double from = 0, to = 0;
    bool compare = false; // two GPUs: the legend names them
    QString latencyTitle;
    QString perToken; // "%1 per token" or "%1 per step"
    QLocale locale;

    bool inRange(double v) const { return v >= from && v <= to; }
};

// The data's extent on both y axes.
struct SweepChart::YExtent {
    double tMin = 0, tMax = 0; // tokens/s
    double lMin = 0, lMax = 0; // seconds
};

// Every curve's samples and the measured steps in the swept range.
SweepChart::YExtent SweepChart::yExtent(const QList<SweepCurve> &curves,
                                        const SweepMeasured &measured, double from, double to) {
    YExtent e;
    for (const SweepCurve &c : curves) {
        for (const SweepSample &s : c.result.samples) {
            widen(e.tMin, e.tMax, s.tokensPerSecond);
            widen(e.lMin, e.lMax, s.stepTime);
        }
    }
    for (const MeasuredStepPoint &m : measured.points) {
        if (double(m.batch) >= from && double(m.batch) <= to) {
            widen(e.tMin, e.tMax, m.tokensPerSecond);
            widen(e.lMin, e.lMax, m.stepTime);
        }
    }
    return e;
}

namespace {

// A vertical dotted or dashed line across the plot at x, out of the legend.
QLineSeries *addGuide(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, double at, double yBottom,
                      double yTop, const QPen &pen) {
    auto *guide = new QLineSeries;
    guide->append(at, yBottom);
    guide->append(at, yTop);
    guide->setPen(pen);
    attach(chart, guide, x, y);
    hideLegend(chart, guide);
    return guide;
}

} // namespace

void SweepChart::setCurves(const QList<SweepCurve> &curves, Phase phase, const QString &title,
                           std::optional<double> current, const SweepMeasured &measured) {
    m_labels.clear(); // their items belong to the chart about to be replaced
    m_readouts.clear();
    m_readoutGuide = nullptr;
    m_readoutBox = nullptr;
    m_readoutItem = nullptr;
    if (curves.isEmpty() || curves.first().result.samples.isEmpty()) {
        showMessage(tr("Nothing to sweep"));
        return;
    }
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), title);
    Build b;
    b.chart = chart.get();
    b.variable = curves.first().result.variable;
    b.from = double(curves.first().result.from);
    b.to = double(curves.first().result.to);
    b.compare = curves.size() > 1;
    b.latencyTitle = phase == Phase::Decode ? tr("Time per token (dashed)")
                                            : tr("Time per step = first token (dashed)");
    b.perToken = phase == Phase::Decode ? tr("%1 per token") : tr("%1 per step");
    addAxes(b, yExtent(curves, measured, b.from, b.to));

    for (int n = 0; n < curves.size(); ++n)
        addCurve(b, n, curves.at(n));
    if (!measured.points.isEmpty())
        addMeasured(b, measured);
    // The value the page is set to.
    if (current && b.inRange(*current)) {
        QPen pen(QColor(0x70, 0x70, 0x70), 1.2, Qt::DashDotLine);
        pen.setCosmetic(true);
        QLineSeries *guide = addGuide(b.chart, b.x, b.throughput, *current, b.yBottom, b.yTop, pen);
        guide->setObjectName(QStringLiteral("current"));
        guide->setProperty(ChartStyle::kKindProperty, QStringLiteral("current"));
        addLabel(guide, QPointF(*current, b.yBottom), Placement::BottomOfGuide,
                 tr("set: %1").arg(valueText(*current, b.variable)), QColor(0x50, 0x50, 0x50));
    }
    std::sort(m_readouts.begin(), m_readouts.end(),
              [](const auto &l, const auto &r) { return l.first < r.first; });
    addReadoutItems(b.chart);

    QChart *c = chart.get();
    setOwnedChart(std::move(chart));
    connect(c, &QChart::plotAreaChanged, this, &SweepChart::placeLabels);
    connect(c, &QChart::plotAreaChanged, this, &SweepChart::hideReadout);
    placeLabels();
}

void SweepChart::addAxes(Build &b, const YExtent &extent) {
    // x: the swept input on its own values. Ticks at powers of two (the batch sizes people
    // try), or of four, eight, … when there would be more than seven of them.
    auto *ax = new QLogValueAxis;
    const double octaves = std::log2(b.to / b.from);
    ax->setBase(std::pow(2.0, std::max(1.0, std::ceil(octaves / 7))));
    ax->setLabelFormat(QStringLiteral("%.0f"));
    ax->setMinorTickCount(0);
    ax->setRange(b.from, b.to);
    ax->setTitleText(variableTitle(b.variable));
    QFont f = ax->labelsFont();
    f.setPointSizeF(7.5);
    ax->setLabelsFont(f);
    QFont tf = ax->titleFont();
    tf.setPointSizeF(8.5);
    ax->setTitleFont(tf);
    // y: ChartStyle's log axes (log10 data) so ticks read "10 k" and "1 ms".
    const auto compact = [](double v, const QString &unit) {
        return units::formatSi(v, unit, 1).trimmed();
    };
    QCategoryAxis *ay = ChartStyle::logAxis(
        extent.tMin, extent.tMax, 1, [&](double v) { return compact(v, QString()); },
        tr("Throughput, tokens/s (solid)"));
    QCategoryAxis *al = ChartStyle::logAxis(
        extent.lMin, extent.lMax, 1, [&](double v) { return compact(v, QStringLiteral("s")); },
        b.latencyTitle);
    b.chart->addAxis(ax, Qt::AlignBottom);
    b.chart->addAxis(ay, Qt::AlignLeft);
    b.chart->addAxis(al, Qt::AlignRight);
    al->setGridLineVisible(false);
    b.x = ax;
    b.throughput = ay;
    b.latency = al;
    b.yBottom = ay->min();
    b.yTop = ay->max();
}

// One GPU: where memory does not fit (hatched first, so the curves draw over it), throughput and
// latency, and the flips.
void SweepChart::addCurve(const Build &b, int n, const SweepCurve &curve) {
    const QColor color = ChartStyle::runColor(n);
    QAreaSeries *area = addNoFitRegion(b, n, curve);
    QLineSeries *throughput = addCurveSeries(b, n, curve);
    if (n == 0)
        m_readoutAnchor = throughput;
    if (area) {
        const SweepResult &r = curve.result;
        const QString text = b.compare
                                 ? tr("%1: does not fit in memory").arg(curve.label)
                                 : tr("Does not fit in %1").arg(units::formatBytes(*r.capacity));
        addLabel(throughput, QPointF(double(*r.firstNotFitting), b.yTop), Placement::FootOfRegion,
                 text, color.darker(130));
    }
    for (int k = 0; k < curve.result.flips.size(); ++k)
        addFlip(b, n, k, curve);
}

// The range where memory does not fit, hatched in the GPU's colour; null when it all fits.
QAreaSeries *SweepChart::addNoFitRegion(const Build &b, int n, const SweepCurve &curve) {
    const SweepResult &r = curve.result;
    if (!r.firstNotFitting || !r.capacity)
        return nullptr;
    const QColor color = ChartStyle::runColor(n);
    const double x0 = double(*r.firstNotFitting);
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    upper->append(x0, b.yTop);
    upper->append(b.to, b.yTop);
    lower->append(x0, b.yBottom);
    lower->append(b.to, b.yBottom);
    auto *area = new QAreaSeries(upper, lower);
    upper->setParent(area);
    lower->setParent(area);
    area->setObjectName(QStringLiteral("nofit_%1").arg(n));
    area->setProperty(ChartStyle::kKindProperty, QStringLiteral("no-fit"));
    area->setName(tr("%1: does not fit in %2").arg(curve.label, units::formatBytes(*r.capacity)));
    QColor hatch = color;
    hatch.setAlpha(90);
    area->setBrush(QBrush(hatch, n == 0 ? Qt::BDiagPattern : Qt::FDiagPattern));
    QColor edge = color;
    edge.setAlpha(160);
    QPen pen(edge, 1, Qt::DashLine);
    pen.setCosmetic(true);
    area->setPen(pen);
    attach(b.chart, area, b.x, b.throughput);
    hideLegend(b.chart, area);
    return area;
}

// Throughput (solid) and latency (dashed) of one GPU with their tooltips, which the readout
// gathers too; returns the throughput series.
QLineSeries *SweepChart::addCurveSeries(const Build &b, int n, const SweepCurve &curve) {
    const QColor color = ChartStyle::runColor(n);
    auto *throughput = new QLineSeries;
    throughput->setObjectName(QStringLiteral("throughput_%1").arg(n));
    throughput->setProperty(ChartStyle::kKindProperty, QStringLiteral("throughput"));
    throughput->setName(b.compare ? curve.label : tr("Throughput (solid)"));
    throughput->setPen(ChartStyle::measuredPen(color));
    auto *latency = new QLineSeries;
    latency->setObjectName(QStringLiteral("latency_%1").arg(n));
    latency->setProperty(ChartStyle::kKindProperty, QStringLiteral("latency"));
    latency->setName(b.latencyTitle);
    latency->setPen(ChartStyle::specPen(color));
    QStringList tips;
    for (const SweepSample &s : curve.result.samples) {
        if (!good(s.tokensPerSecond) || !good(s.stepTime))
            continue;
        throughput->append(double(s.value), ChartStyle::toLog(s.tokensPerSecond));
        latency->append(double(s.value), ChartStyle::toLog(s.stepTime));
        QString tip =
            tr("%1 on %2: %3 tokens/s, %4; %5")
                .arg(valueText(double(s.value), b.variable), curve.label,
                     b.locale.toString(s.tokensPerSecond, 'f', 0),
                     b.perToken.arg(units::formatSeconds(s.stepTime)), BoundState::label(s.state));
        if (s.fitsInMemory && !*s.fitsInMemory)
            tip += tr("; does not fit in memory");
        tips << tip;
    }
    ChartStyle::setTooltips(throughput, tips);
    ChartStyle::setTooltips(latency, tips);
    addReadouts(curve.result, tips);
    attach(b.chart, throughput, b.x, b.throughput);
    attach(b.chart, latency, b.x, b.latency);
    // With two GPUs the legend names the GPUs; the axis titles say which line is which.
    if (b.compare)
        hideLegend(b.chart, latency);
    return throughput;
}

// The readout gathers every curve's line (its tooltip) at each swept value.
void SweepChart::addReadouts(const SweepResult &r, const QStringList &tips) {
    int tip = 0;
    for (const SweepSample &s : r.samples) {
        if (!good(s.tokensPerSecond) || !good(s.stepTime))
            continue;
        const double x = double(s.value);
        auto it = std::find_if(m_readouts.begin(), m_readouts.end(),
                               [x](const auto &e) { return e.first == x; });
        if (it == m_readouts.end())
            m_readouts.append({x, tips.value(tip)});
        else
            it->second += QLatin1Char('\n') + tips.value(tip);
        ++tip;
    }
}

// A flip: a dotted guide across the plot and a labelled marker on the throughput curve.
void SweepChart::addFlip(const Build &b, int n, int k, const SweepCurve &curve) {
    const SweepFlip &flip = curve.result.flips.at(k);
    if (!good(flip.tokensPerSecond))
        return;
    const QColor color = ChartStyle::runColor(n);
    QPen pen(color.darker(120), 1, Qt::DotLine);
    pen.setCosmetic(true);
    QLineSeries *guide = addGuide(b.chart, b.x, b.throughput, flip.value, b.yBottom, b.yTop, pen);
    guide->setObjectName(QStringLiteral("flipguide_%1_%2").arg(n).arg(k));
    guide->setProperty(ChartStyle::kKindProperty, QStringLiteral("flip-guide"));

    auto *marker = new QScatterSeries;
    marker->setObjectName(QStringLiteral("flip_%1_%2").arg(n).arg(k));
    marker->setProperty(ChartStyle::kKindProperty, QStringLiteral("flip"));
    marker->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    marker->setMarkerSize(12);
    marker->setColor(color);
    marker->setBorderColor(Qt::white);
    const QPointF at(flip.value, ChartStyle::toLog(flip.tokensPerSecond));
    marker->append(at);
    marker->setName(flipText(flip, b.variable));
    ChartStyle::setTooltips(marker,
                            {tr("%1: %2 → %3 where the clocks cross, at %4: %5 tokens/s, %6")
                                 .arg(curve.label, BoundState::label(flip.from),
                                      BoundState::label(flip.to), valueText(flip.value, b.variable),
                                      b.locale.toString(flip.tokensPerSecond, 'f', 0),
                                      b.perToken.arg(units::formatSeconds(flip.stepTime)))});
    attach(b.chart, marker, b.x, b.throughput);
    hideLegend(b.chart, marker);
    addLabel(marker, at, Placement::BesideMarker, marker->name(), color.darker(130));
}

// The measured steps: points over the analytic curve, the knee as a hollow diamond.
void SweepChart::addMeasured(const Build &b, const SweepMeasured &measured) {
    const QColor color = ChartStyle::runColor(0).darker(140);
    auto *points = new QScatterSeries;
    points->setObjectName(QStringLiteral("measured"));
    points->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured"));
    points->setName(tr("measured"));
    points->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    points->setMarkerSize(11);
    points->setColor(color);
    points->setBorderColor(Qt::white);
    QStringList tips;
    for (const MeasuredStepPoint &m : measured.points) {
        if (!b.inRange(double(m.batch)) || !good(m.tokensPerSecond))
            continue;
        points->append(double(m.batch), ChartStyle::toLog(m.tokensPerSecond));
        tips << tr("measured (%1 %2): %3 tokens/s, %4; %5")
                    .arg(m.probe, m.caseId, b.locale.toString(m.tokensPerSecond, 'f', 1),
                         b.perToken.arg(units::formatSeconds(m.stepTime)),
                         BoundState::label(m.bound));
    }
    ChartStyle::setTooltips(points, tips);
    attach(b.chart, points, b.x, b.throughput);
    if (!measured.flip || !b.inRange(*measured.flip) || !good(measured.points.first().stepTime))
        return;
    // On the knee t = max(M, C·B) the step still takes the memory floor M.
    const double tps = *measured.flip / measured.points.first().stepTime;
    auto *knee = new QScatterSeries;
    knee->setObjectName(QStringLiteral("measuredflip"));
    knee->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured-flip"));
    knee->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    knee->setMarkerSize(13);
    knee->setColor(Qt::white);
    knee->setBorderColor(color);
    const QPointF at(*measured.flip, ChartStyle::toLog(tps));
    knee->append(at);
    knee->setName(
        tr("measured: compute-bound from batch %1").arg(b.locale.toString(*measured.flip, 'f', 1)));
    ChartStyle::setTooltips(knee,
                            {tr("measured memory→compute flip (the knee of the measured steps) at "
                                "batch %1")
                                 .arg(b.locale.toString(*measured.flip, 'f', 1))});
    attach(b.chart, knee, b.x, b.throughput);
    hideLegend(b.chart, knee);
    addLabel(knee, at, Placement::BesideMarker, knee->name(), color);
}

// The hover readout's items (guide, box, text), hidden until the mouse is over the plot.
void SweepChart::addReadoutItems(QChart *chart) {
    m_readoutGuide = new QGraphicsLineItem(chart);
    QPen guidePen(QColor(0x40, 0x40, 0x40), 1, Qt::SolidLine);
    guidePen.setCosmetic(true);
    m_readoutGuide->setPen(guidePen);
    m_readoutGuide->setZValue(25);
    m_readoutBox = new QGraphicsRectItem(chart);
    m_readoutBox->setBrush(QColor(255, 255, 255, 235));
    m_readoutBox->setPen(QPen(QColor(0xa0, 0xa0, 0xa0), 0.8));
    m_readoutBox->setZValue(29);
    m_readoutItem = new QGraphicsSimpleTextItem(chart);
    QFont rf = m_readoutItem->font();
    rf.setPointSizeF(8);
    m_readoutItem->setFont(rf);
    m_readoutItem->setZValue(30);
    hideReadout();
}

void SweepChart::hideReadout() {
    if (!m_readoutItem)
        return;
    m_readoutGuide->hide();
    m_readoutBox->hide();
    m_readoutItem->hide();
    m_readoutItem->setText(QString());
}

void SweepChart::showReadoutAt(const QPoint &pos) {
    QChart *c = chart();
    if (!c || !m_readoutItem || !m_readoutAnchor || m_readouts.isEmpty())
        return;
    const QPointF at = c->mapFromScene(mapToScene(pos));
    const QRectF plot = c->plotArea();
    if (!plot.contains(at)) {
        hideReadout();
        return;
    }
    // The nearest swept value on the (logarithmic) x axis.
    const double x = c->mapToValue(at, m_readoutAnchor).x();
    if (!(x > 0)) {
        hideReadout();
        return;
    }
    const auto nearest =
        std::min_element(m_readouts.cbegin(), m_readouts.cend(), [x](const auto &a, const auto &b) {
            return std::fabs(std::log(a.first / x)) < std::fabs(std::log(b.first / x));
        });
    const double gx = c->mapToPosition(QPointF(nearest->first, 0), m_readoutAnchor).x();
    m_readoutGuide->setLine(gx, plot.top(), gx, plot.bottom());
    m_readoutItem->setText(nearest->second);
    // Beside the guide, on the side with more room, at the top of the plot.
    const QSizeF size = m_readoutItem->boundingRect().size();
    double left = gx + 8;
    if (left + size.width() > plot.right() - 4)
        left = std::max(plot.left() + 4, gx - 8 - size.width());
    const QPointF textAt(left, plot.top() + 6);
    m_readoutItem->setPos(textAt);
    m_readoutBox->setRect(QRectF(textAt, size).adjusted(-4, -3, 4, 3));
    m_readoutGuide->show();
    m_readoutBox->show();
    m_readoutItem->show();
}

QString SweepChart::readoutText() const {
    return m_readoutItem && m_readoutItem->isVisible() ? m_readoutItem->text() : QString();
}

void SweepChart::mouseMoveEvent(QMouseEvent *event) {
    ChartView::mouseMoveEvent(event);
    showReadoutAt(event->position().toPoint());
}

void SweepChart::leaveEvent(QEvent *event) {
    ChartView::leaveEvent(event);
    hideReadout();
}

void SweepChart::addLabel(QXYSeries *anchor, QPointF value, Placement placement,
                          const QString &text, const QColor &color) {
    auto *item = new QGraphicsSimpleTextItem(text, anchor->chart());
    QFont f = item->font();
    f.setPointSizeF(7.5);
    f.setBold(placement == Placement::BesideMarker);
    item->setFont(f);
    item->setBrush(color);
    item->setZValue(20); // above the series
    m_labels.append({anchor, value, placement, item});
}

void SweepChart::placeLabels() {
    QChart *c = chart();
    if (!c)
        return;
    const QRectF plot = c->plotArea();
    QList<QRectF> taken;
    for (const Label &l : std::as_const(m_labels)) {
        if (!l.anchor)
            continue;
        const QPointF p = c->mapToPosition(l.value, l.anchor);
        const QSizeF size = l.item->boundingRect().size();
        QPointF at;
        switch (l.placement) {
        case Placement::BesideMarker:
            // Right of the marker and a little above it, or left when that leaves the plot.
            at = QPointF(p.x() + 9, p.y() - size.height() - 2);
            if (at.x() + size.width() > plot.right() - 2)
                at.setX(p.x() - 9 - size.width());
            break;
        case Placement::FootOfRegion:
            // The bottom right of the plot is where the curves are least often.
            at = QPointF(p.x() + 4, plot.bottom() - size.height() - 3);
            if (at.x() + size.width() > plot.right() - 2)
                at.setX(plot.right() - 2 - size.width());
            break;
        case Placement::BottomOfGuide:
            at = QPointF(p.x() + 4, plot.bottom() - size.height() - 3);
            if (at.x() + size.width() > plot.right() - 2)
                at.setX(p.x() - 4 - size.width());
            break;
        }
        at.setX(std::max(at.x(), plot.left() + 2));
        at.setY(std::clamp(at.y(), plot.top() + 2, plot.bottom() - size.height() - 2));
        // Off the labels already placed: markers' labels step down, the others up.
        const double step = (l.placement == Placement::BesideMarker ? 1 : -1) * (size.height() + 1);
        for (int guard = 0; guard < 12; ++guard) {
            const QRectF r(at, size);
            if (std::none_of(taken.cbegin(), taken.cend(),
                             [&r](const QRectF &t) { return t.intersects(r); }))
                break;
            at.ry() += step;
        }
        l.item->setPos(at);
        taken << QRectF(at, size);
    }
}

QStringList SweepChart::labelTexts() const {
    QStringList texts;
    for (const Label &l : m_labels)
        texts << l.item->text();
    return texts;
}

} // namespace roofline::ui
