// SPDX-License-Identifier: MIT
#include "report/ChartFactory.h"

#include "report/ChartLabels.h"
#include "report/ChartStyle.h"
#include "report/LadderChartBuilder.h"
#include "report/TrendChartBuilder.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

using Q = DisplayUnits::Quantity;

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

QPointF logPoint(double x, double y) {
    return QPointF(std::log10(x), std::log10(y));
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void hideLegend(QChart *chart, QAbstractSeries *series) {
    ChartStyle::hideLegend(chart, series);
}

const QStringList &memoryLevels() {
    static const QStringList levels{QStringLiteral("SHARED"), QStringLiteral("L1"),
                                    QStringLiteral("L2"),     QStringLiteral("L3"),
                                    QStringLiteral("HBM"),    QStringLiteral("DRAM")};
    return levels;
}

// The extremes of the roofs of every set (memory levels only), with a default where nothing
// was measured.
struct RoofExtent {
    double bMin = 0, bMax = 0, pMin = 0, pMax = 0;
};

RoofExtent roofExtent(const QList<RooflineCeilings> &ceilings) {
    RoofExtent e;
    auto widen = [](double &lo, double &hi, double v) {
        if (!good(v))
            return;
        lo = lo > 0 ? std::min(lo, v) : v;
        hi = std::max(hi, v);
    };
    for (const RooflineCeilings &c : ceilings) {
        for (auto it = c.bandwidth.begin(); it != c.bandwidth.end(); ++it) {
            if (memoryLevels().contains(it.key()))
                widen(e.bMin, e.bMax, it.value());
        }
        for (double p : c.compute)
            widen(e.pMin, e.pMax, p);
    }
    if (!(e.bMax > 0))
        e.bMin = e.bMax = 1e11;
    if (!(e.pMax > 0))
        e.pMin = e.pMax = 1e12;
    return e;
}

// The plotted window in data units: the roofs from well left of the first knee, the points
// with room around them.
struct PlotWindow {
    double xMin = 0, xMax = 0, yMin = 0, yMax = 0;
};

PlotWindow plotWindow(const RoofExtent &e, const QList<RooflinePoint> &points) {
    PlotWindow w;
    w.xMin = e.pMin / e.bMax / 30;
    w.xMax = e.pMax / e.bMin * 4;
    // Headroom above the highest roof: where the labels of close roofs and of the points
    // near them find room.
    w.yMin = e.bMin * w.xMin;
    w.yMax = e.pMax * 5;
    for (const RooflinePoint &p : points) {
        if (good(p.intensity) && good(p.flops)) {
            w.xMin = std::min(w.xMin, p.intensity / 3);
            w.xMax = std::max(w.xMax, p.intensity * 3);
            w.yMin = std::min(w.yMin, p.flops / 3);
            w.yMax = std::max(w.yMax, p.flops * 3);
        }
        if (good(p.intensity) && good(p.attainable))
            w.yMax = std::max(w.yMax, p.attainable * 3);
    }
    w.yMin = std::max(w.yMin, e.pMax * 1e-6);
    return w;
}

// The bandwidth compute roofs start from: the set's memory level, else HBM, else DRAM.
double memoryBandwidth(const RooflineCeilings &set) {
    double memBw = set.bandwidth.value(set.memoryLevel, 0.0);
    if (!good(memBw)) {
        for (const QString &l : {QStringLiteral("HBM"), QStringLiteral("DRAM")})
            memBw = good(memBw) ? memBw : set.bandwidth.value(l, 0.0);
    }
    return memBw;
}

// The fastest memory level's bandwidth (0: none).
double fastestLevel(const RooflineCeilings &set) {
    double fastest = 0;
    for (auto it = set.bandwidth.begin(); it != set.bandwidth.end(); ++it) {
        if (memoryLevels().contains(it.key()) && good(it.value()))
            fastest = std::max(fastest, it.value());
    }
    return fastest;
}

// The highest compute roof of a set, or `fallback` (the highest of all sets) when it has none.
double highestRoof(const RooflineCeilings &set, double fallback) {
    double top = 0;
    for (double p : set.compute)
        top = std::max(top, p);
    return good(top) ? top : fallback;
}

// The range of the working sets and of the values of every curve (0: none).
struct CurveExtent {
    double wMin = 0, wMax = 0, vMin = 0, vMax = 0;
};

CurveExtent curveExtent(const QList<WorkingSetCurve> &curves) {
    CurveExtent e;
    for (const WorkingSetCurve &c : curves) {
        for (const CurvePoint &p : c.points) {
            if (!good(p.workingSet) || !good(p.value))
                continue;
            e.wMin = e.wMin > 0 ? std::min(e.wMin, p.workingSet) : p.workingSet;
            e.wMax = std::max(e.wMax, p.workingSet);
            e.vMin = e.vMin > 0 ? std::min(e.vMin, p.value) : p.value;
            e.vMax = std::max(e.vMax, p.value);
        }
    }
    return e;
}

} // namespace

ChartFactory::ChartFactory(DisplayUnits units)
    : m_units(units) {}

// What every set of roofs and every point of the roofline is drawn on: the chart, its axes,
// its labels, and where roof labels would rather sit.
struct ChartFactory::RoofFrame {
    QChart *chart = nullptr;
    QCategoryAxis *ax = nullptr;
    QCategoryAxis *ay = nullptr;
    ChartLabels *labels = nullptr;
    double xStart = 0, xEnd = 0; // the x axis' ends, data units
    double yBandwidthLabel = 0;  // bandwidth roofs' labels would rather sit at this height
    double xRoofLabel = 0;       // compute roofs' labels would rather sit at this intensity
    double pMax = 0;             // the highest compute roof of all sets
};

// Draws the lines of one set of roofs: the set's pen, one legend entry for the set (the
// first line carries it), and a label per roof for the sets that are labelled.
class ChartFactory::RoofSetPainter {
public:
    RoofSetPainter(const RoofFrame &frame, const RooflineCeilings &set, int setIndex,
                   const QString &legend)
        : m_frame(frame)
        , m_set(set)
        // Measured roofs of a single run (or of the first run of a comparison) and the spec
        // roofs and their ridge points are labelled; the other runs of a comparison are told
        // apart by the legend (and their values are in the tooltips).
        , m_labelled(set.runIndex <= 0)
        , m_group(QStringLiteral("set%1").arg(setIndex))
        , m_legend(legend) {}

    const RooflineCeilings &set() const { return m_set; }
    bool labelled() const { return m_labelled; }
    bool byRun() const { return m_set.runIndex >= 0; }

    // Styles and attaches a roof; the first one of the set is named in the legend.
    void style(QLineSeries *s, const QColor &c, const QString &key) {
        s->setPen(m_set.measured ? ChartStyle::runPen(c, m_set.runIndex) : ChartStyle::specPen(c));
        s->setName(m_legendShown ? key : m_legend);
        s->setProperty(ChartStyle::kKindProperty,
                       m_set.measured ? QStringLiteral("measured") : QStringLiteral("spec"));
        attach(m_frame.chart, s, m_frame.ax, m_frame.ay);
        if (m_legendShown)
            hideLegend(m_frame.chart, s);
        m_legendShown = true;
    }

    // `value` as shown: spec values already say so.
    void label(QLineSeries *s, const QPointF &at, const QString &name, const QString &value,
               const QColor &color, bool roof) const {
        if (!m_labelled)
            return;
        ChartLabels::Spec spec;
        spec.series = s;
        spec.preferred = at;
        spec.name = name;
        spec.value = value;
        spec.font = ChartLabels::defaultFont();
        spec.color = color.darker(m_set.measured ? 140 : 115);
        // Roof labels first: they can only slide along their line, points can go all round.
        spec.priority = m_set.measured ? 40 : 38;
        spec.mergeGroup = m_group;
        spec.beforeStart = roof;
        m_frame.labels->add(spec);
    }

private:
    const RoofFrame &m_frame;
    const RooflineCeilings &m_set;
    bool m_labelled;
    QString m_group;
    QString m_legend;
    bool m_legendShown = false;
};

// A set's ridge points: where its compute roofs meet its memory level's roof.
struct ChartFactory::RoofRidges {
    QList<QPointF> points;
    QStringList labels, tips;
};

std::unique_ptr<QChart> ChartFactory::roofline(const RooflineData &data) const {
    const QString title = data.title.isEmpty() ? tr("Roofline") : data.title;
    if (data.ceilings.isEmpty() && data.points.isEmpty())
        return ChartStyle::emptyChart(
            title, tr("Nothing to draw: no bandwidth or compute peak was measured."));
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), title);
    const RoofFrame frame = rooflineFrame(chart.get(), data);
    for (int setIndex = 0; setIndex < data.ceilings.size(); ++setIndex)
        addRoofSet(frame, data.ceilings.at(setIndex), setIndex);
    addAttainableMarks(frame, data.points);
    addOperatingPoints(frame, data.points);
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

ChartFactory::RoofFrame ChartFactory::rooflineFrame(QChart *chart, const RooflineData &data) const {
    const RoofExtent extent = roofExtent(data.ceilings);
    const PlotWindow window = plotWindow(extent, data.points);
    RoofFrame frame;
    frame.chart = chart;
    frame.pMax = extent.pMax;
    frame.ax = ChartStyle::logAxis(
        window.xMin, window.xMax, 1, [this](double v) { return m_units.tick(Q::Intensity, v); },
        tr("Arithmetic intensity (FLOP/byte)"));
    frame.ay = ChartStyle::logAxis(
        window.yMin, window.yMax, m_units.tickFactor(Q::Compute),
        [this](double v) { return m_units.tick(Q::Compute, v); },
        m_units.compute == DisplayUnits::ComputeUnit::TeraFlops   ? tr("Performance (TFLOP/s)")
        : m_units.compute == DisplayUnits::ComputeUnit::GigaFlops ? tr("Performance (GFLOP/s)")
                                                                  : tr("Performance"));
    chart->addAxis(frame.ax, Qt::AlignBottom);
    chart->addAxis(frame.ay, Qt::AlignLeft);
    frame.xEnd = std::pow(10.0, frame.ax->max());
    frame.xStart = std::pow(10.0, frame.ax->min());
    frame.labels = ChartLabels::of(chart);
    // Where roof labels would rather sit; LabelLayout slides them along their line from there
    // when the spot is taken, so close roofs end up staggered without guessing here.
    const QCategoryAxis *ay = frame.ay;
    frame.yBandwidthLabel = std::pow(10.0, ay->min() + (ay->max() - ay->min()) * 0.12);
    frame.xRoofLabel = std::pow(10.0, frame.ax->max() - 0.45);
    return frame;
}

void ChartFactory::addRoofSet(const RoofFrame &frame, const RooflineCeilings &set,
                              int setIndex) const {
    // Later runs of a comparison have their own dashes (ChartStyle::runPen): the legend
    // shows the pen, so only the first run and the spec say which is solid.
    const QString legend = !set.measured      ? tr("%1 (dashed)").arg(set.label)
                           : set.runIndex > 0 ? set.label
                                              : tr("%1 (solid)").arg(set.label);
    RoofSetPainter painter(frame, set, setIndex, legend);
    addBandwidthRoofs(frame, painter, highestRoof(set, frame.pMax));
    const RoofRidges ridges = addComputeRoofs(frame, painter);
    addRidgePoints(frame, painter, setIndex, ridges);
}

void ChartFactory::addBandwidthRoofs(const RoofFrame &frame, RoofSetPainter &painter,
                                     double top) const {
    const RooflineCeilings &set = painter.set();
    for (auto it = set.bandwidth.begin(); it != set.bandwidth.end(); ++it) {
        if (!memoryLevels().contains(it.key()) || !good(it.value()))
            continue;
        const double b = it.value();
        const double xLabel = std::clamp(frame.yBandwidthLabel / b, frame.xStart, top / b);
        auto *s = new QLineSeries;
        s->append(logPoint(frame.xStart, b * frame.xStart));
        s->append(logPoint(top / b, top));
        const QColor color =
            painter.byRun() ? ChartStyle::runColor(set.runIndex) : ChartStyle::levelColor(it.key());
        painter.style(s, color, it.key());
        const QString value = m_units.format(Q::Bandwidth, b);
        painter.label(s, logPoint(xLabel, b * xLabel), it.key(),
                      set.measured ? value : tr("spec %1").arg(value), color, false);
        const QString text = QStringLiteral("%1 %2").arg(it.key(), value);
        ChartStyle::setTooltips(s, {text, text});
    }
}

ChartFactory::RoofRidges ChartFactory::addComputeRoofs(const RoofFrame &frame,
                                                       RoofSetPainter &painter) const {
    const RooflineCeilings &set = painter.set();
    const double memBw = memoryBandwidth(set);
    // Compute roofs start where the fastest level's roof meets them, so every cache roof
    // (which rises to the highest compute roof) ends on a line, not in mid-air; the ridge
    // points stay at the memory level's knee.
    const double fastest = fastestLevel(set);
    RoofRidges ridges;
    for (auto it = set.compute.begin(); it != set.compute.end(); ++it) {
        if (!good(it.value()))
            continue;
        const double p = it.value();
        const double knee = good(memBw) ? p / memBw : frame.xStart;
        const double start = good(fastest) ? std::min(knee, p / fastest) : knee;
        auto *s = new QLineSeries;
        s->append(logPoint(std::max(start, frame.xStart), p));
        s->append(logPoint(frame.xEnd, p));
        const QColor color = painter.byRun() ? ChartStyle::runColor(set.runIndex)
                                             : ChartStyle::formatColor(it.key());
        painter.style(s, color, it.key());
        const QString unit = it.key().startsWith(QLatin1String("int")) ? QStringLiteral("OP/s")
                                                                       : QStringLiteral("FLOP/s");
        const QString value = m_units.format(Q::Compute, p, unit);
        painter.label(
            s, logPoint(std::clamp(frame.xRoofLabel, std::max(knee, frame.xStart), frame.xEnd), p),
            it.key(), set.measured ? value : tr("spec %1").arg(value), color, true);
        const QString text = QStringLiteral("%1 %2").arg(it.key(), value);
        ChartStyle::setTooltips(s, {text, text});
        if (good(memBw)) {
            ridges.points << logPoint(knee, p);
            ridges.labels << QLocale().toString(knee, 'f', knee < 10 ? 1 : 0);
            ridges.tips << tr("%1 ridge point: %2 FLOP/byte (%3)")
                               .arg(it.key(), QLocale().toString(knee, 'f', 1), set.label);
        }
    }
    return ridges;
}

void ChartFactory::addRidgePoints(const RoofFrame &frame, const RoofSetPainter &painter,
                                  int setIndex, const RoofRidges &ridges) const {
    if (ridges.points.isEmpty())
        return;
    const RooflineCeilings &set = painter.set();
    auto *rs = new QScatterSeries;
    rs->setName(tr("ridge points (FLOP/byte)"));
    rs->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    rs->setMarkerSize(set.measured ? 7 : 5);
    rs->setColor(painter.byRun() ? ChartStyle::runColor(set.runIndex) : QColor(0x30, 0x30, 0x30));
    rs->setBorderColor(Qt::white);
    rs->append(ridges.points);
    rs->setProperty(ChartStyle::kKindProperty, QStringLiteral("ridge"));
    attach(frame.chart, rs, frame.ax, frame.ay);
    // Least important text of the chart: ridges give way to roofs and operating points,
    // and coincident ridges (fp16 and bf16 on one spot) are written once.
    ChartStyle::setPointLabels(rs, painter.labelled() ? ridges.labels : QStringList(), 10,
                               Qt::AlignLeft | Qt::AlignTop, QStringLiteral("ridge"));
    ChartStyle::setTooltips(rs, ridges.tips);
    if (setIndex != 0)
        hideLegend(frame.chart, rs);
}

void ChartFactory::addAttainableMarks(const RoofFrame &frame,
                                      const QList<RooflinePoint> &points) const {
    // What each of the user's kernels is judged against: the roof at its intensity (a diamond
    // on the roof) and a dotted line down to where the kernel is.
    QList<QPointF> bounds;
    QStringList boundTips;
    for (const RooflinePoint &p : points) {
        if (!good(p.intensity) || !good(p.flops) || !good(p.attainable))
            continue;
        auto *gap = new QLineSeries;
        QPen pen(QColor(0x60, 0x60, 0x60));
        pen.setWidthF(1.0);
        pen.setStyle(Qt::DotLine);
        gap->setPen(pen);
        gap->append(logPoint(p.intensity, p.flops));
        gap->append(logPoint(p.intensity, p.attainable));
        gap->setProperty(ChartStyle::kKindProperty, QStringLiteral("attainable-gap"));
        attach(frame.chart, gap, frame.ax, frame.ay);
        hideLegend(frame.chart, gap);
        bounds << logPoint(p.intensity, p.attainable);
        boundTips << tr("attainable at %1 FLOP/byte: %2")
                         .arg(QLocale().toString(p.intensity, 'g', 3),
                              m_units.format(Q::Compute, p.attainable, QStringLiteral("FLOP/s")));
    }
    if (bounds.isEmpty())
        return;
    auto *bs = new QScatterSeries;
    bs->setName(tr("attainable at the kernel's intensity"));
    bs->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    bs->setMarkerSize(8);
    bs->setColor(Qt::white);
    bs->setBorderColor(QColor(0x20, 0x20, 0x20));
    bs->append(bounds);
    bs->setProperty(ChartStyle::kKindProperty, QStringLiteral("attainable"));
    attach(frame.chart, bs, frame.ax, frame.ay);
    ChartStyle::setTooltips(bs, boundTips);
}

void ChartFactory::addOperatingPoints(const RoofFrame &frame,
                                      const QList<RooflinePoint> &points) const {
    // Operating points, one series per group.
    QStringList groups;
    for (const RooflinePoint &p : points) {
        if (!groups.contains(p.group))
            groups << p.group;
    }
    const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapeStar, QScatterSeries::MarkerShapePentagon};
    for (int g = 0; g < groups.size(); ++g) {
        auto *s = new QScatterSeries;
        s->setName(groups.at(g));
        s->setMarkerShape(shapes[g % 4]);
        s->setMarkerSize(9);
        s->setColor(ChartStyle::runColor(g + 3));
        s->setBorderColor(QColor(0x20, 0x20, 0x20));
        QStringList labels, tips;
        for (const RooflinePoint &p : points) {
            if (p.group != groups.at(g) || !good(p.intensity) || !good(p.flops))
                continue;
            s->append(logPoint(p.intensity, p.flops));
            labels << p.label;
            tips << (p.tooltip.isEmpty() ? p.label : p.tooltip);
        }
        const bool kernels = std::any_of(points.begin(), points.end(), [&](const RooflinePoint &p) {
            return p.group == groups.at(g) && good(p.attainable);
        });
        s->setProperty(ChartStyle::kKindProperty,
                       kernels ? QStringLiteral("kernel") : QStringLiteral("operating-point"));
        attach(frame.chart, s, frame.ax, frame.ay);
        // The report's story, placed after the roofs (which have fewer places to go) and
        // before the ridges.
        ChartStyle::setPointLabels(s, labels, 35, Qt::AlignRight);
        ChartStyle::setTooltips(s, tips);
    }
}

std::unique_ptr<QChart> ChartFactory::bandwidthLadder(const LadderData &data) const {
    return LadderChartBuilder(m_units).ladder(data, false);
}

std::unique_ptr<QChart> ChartFactory::latencyLadder(const LadderData &data) const {
    return LadderChartBuilder(m_units).ladder(data, true);
}

std::unique_ptr<QChart> ChartFactory::formatLadder(const FormatLadderData &data) const {
    return LadderChartBuilder(m_units).formats(data);
}

std::unique_ptr<QChart> ChartFactory::workingSet(const WorkingSetData &data) const {
    const QString title = data.title.isEmpty() ? (data.latency ? tr("Latency vs working set")
                                                               : tr("Bandwidth vs working set"))
                                               : data.title;
    if (data.curves.isEmpty())
        return ChartStyle::emptyChart(
            title, data.latency ? tr("No latency sweep over working sets in this run.")
                                : tr("No bandwidth sweep over working sets in this run."));
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), title);
    const CurveExtent extent = curveExtent(data.curves);
    QCategoryAxis *ax = workingSetAxis(extent.wMin, extent.wMax);
    const Q q = data.latency ? Q::Latency : Q::Bandwidth;
    auto *ay = ChartStyle::logAxis(
        extent.vMin > 0 ? extent.vMin : 1, extent.vMax > 0 ? extent.vMax : 10,
        m_units.tickFactor(q), [this, q](double v) { return m_units.tick(q, v); },
        data.latency ? tr("Latency per load") : tr("Bandwidth"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    addWorkingSetCurves(chart.get(), ax, ay, data);
    addCacheBoundaries(chart.get(), ax, ay, data.boundaries);
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

QCategoryAxis *ChartFactory::workingSetAxis(double wMin, double wMax) const {
    auto *ax = ChartStyle::logAxis(
        wMin > 0 ? wMin : 1024, wMax > 0 ? wMax : 1 << 30, 1,
        [this](double v) { return m_units.tick(Q::Bytes, v); }, tr("Working set"));
    // Byte axes read better at powers of 1024 than at decades.
    ax->setProperty(ChartStyle::kLogBaseProperty, 10);
    const auto labels = ax->categoriesLabels();
    for (const QString &l : labels)
        ax->remove(l);
    const double lo = ax->min(), hi = ax->max();
    for (double b = 1; b <= 1e13; b *= 32) {
        const double lg = std::log10(b);
        if (lg >= lo - 1e-9 && lg <= hi + 1e-9)
            ax->append(m_units.tick(Q::Bytes, b), lg);
    }
    if (wMin > 0)
        ax->setRange(std::log10(wMin) - 0.1, std::log10(wMax) + 0.1);
    return ax;
}

void ChartFactory::addWorkingSetCurves(QChart *chart, QCategoryAxis *ax, QCategoryAxis *ay,
                                       const WorkingSetData &data) const {
    const Q q = data.latency ? Q::Latency : Q::Bandwidth;
    // One colour per kernel and thread count, the same in every run; the runs of a comparison
    // differ by pen (ChartStyle::runPen), so neither hides the other.
    QStringList keys;
    for (const WorkingSetCurve &c : data.curves) {
        if (!keys.contains(c.key))
            keys << c.key;
    }
    for (const WorkingSetCurve &c : data.curves) {
        auto *s = new QLineSeries;
        s->setName(c.label);
        const QColor color = ChartStyle::runColor(int(keys.indexOf(c.key)));
        s->setPen(ChartStyle::runPen(color, c.runIndex));
        s->setPointsVisible(true);
        QStringList tips;
        for (const CurvePoint &p : c.points) {
            if (!good(p.workingSet) || !good(p.value))
                continue;
            s->append(logPoint(p.workingSet, p.value));
            tips << QStringLiteral("%1 @ %2 (%3)")
                        .arg(m_units.format(q, p.value), m_units.format(Q::Bytes, p.workingSet),
                             p.level);
        }
        s->setProperty(ChartStyle::kKindProperty, QStringLiteral("measured"));
        ChartStyle::setTooltips(s, tips);
        attach(chart, s, ax, ay);
    }
}

void ChartFactory::addCacheBoundaries(QChart *chart, QCategoryAxis *ax, QCategoryAxis *ay,
                                      const QList<CacheBoundary> &boundaries) const {
    // Boundaries: vertical lines, detected solid-grey, reported dotted.
    bool shownDetected = false, shownReported = false;
    for (const CacheBoundary &b : boundaries) {
        if (!good(b.bytes))
            continue;
        const double x = std::log10(b.bytes);
        if (x < ax->min() || x > ax->max())
            continue;
        auto *s = new QLineSeries;
        QPen pen(b.detected ? QColor(0xc0, 0x30, 0x30) : QColor(0x80, 0x80, 0x80), 1.2,
                 b.detected ? Qt::DashLine : Qt::DotLine);
        pen.setCosmetic(true);
        s->setPen(pen);
        s->append(x, ay->min());
        s->append(x, ay->max());
        s->setName(b.detected ? tr("detected boundary") : tr("reported cache size"));
        s->setProperty(ChartStyle::kKindProperty,
                       b.detected ? QStringLiteral("boundary") : QStringLiteral("reported"));
        attach(chart, s, ax, ay);
        // Detected labels would rather sit low and reported ones high, beside their line;
        // where the curves or a neighbour are in the way they slide along it.
        ChartLabels::Spec spec;
        spec.series = s;
        spec.preferred =
            QPointF(x, ay->min() + (ay->max() - ay->min()) * (b.detected ? 0.06 : 0.92));
        spec.name = b.label;
        spec.font = ChartLabels::defaultFont();
        spec.color = pen.color().darker(130);
        spec.priority = b.detected ? 20 : 15;
        ChartLabels::of(chart)->add(spec);
        ChartStyle::setTooltips(s, {b.label, b.label});
        bool &shown = b.detected ? shownDetected : shownReported;
        if (shown)
            hideLegend(chart, s);
        shown = true;
    }
}

std::unique_ptr<QChart> ChartFactory::ridgeTrend(const TrendData &data) const {
    return TrendChartBuilder(m_units).ridgeTrend(data);
}

std::unique_ptr<QChart> ChartFactory::growthTrend(const TrendData &data) const {
    return TrendChartBuilder(m_units).growthTrend(data);
}

} // namespace roofline
