#include "report/ChartFactory.h"

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
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

const QStringList &memoryLevels() {
    static const QStringList levels{QStringLiteral("SHARED"), QStringLiteral("L1"),
                                    QStringLiteral("L2"),     QStringLiteral("L3"),
                                    QStringLiteral("HBM"),    QStringLiteral("DRAM")};
    return levels;
}

} // namespace

ChartFactory::ChartFactory(DisplayUnits units)
    : m_units(units) {}

std::unique_ptr<QChart> ChartFactory::roofline(const RooflineData &data) const {
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), data.title.isEmpty() ? tr("Roofline") : data.title);

    double bMin = 0, bMax = 0, pMin = 0, pMax = 0;
    auto widen = [](double &lo, double &hi, double v) {
        if (!good(v))
            return;
        lo = lo > 0 ? std::min(lo, v) : v;
        hi = std::max(hi, v);
    };
    for (const RooflineCeilings &c : data.ceilings) {
        for (auto it = c.bandwidth.begin(); it != c.bandwidth.end(); ++it) {
            if (memoryLevels().contains(it.key()))
                widen(bMin, bMax, it.value());
        }
        for (double p : c.compute)
            widen(pMin, pMax, p);
    }
    if (!(bMax > 0))
        bMin = bMax = 1e11;
    if (!(pMax > 0))
        pMin = pMax = 1e12;
    double xMin = pMin / bMax / 30, xMax = pMax / bMin * 4;
    double yMin = bMin * xMin, yMax = pMax * 3;
    for (const RooflinePoint &p : data.points) {
        if (good(p.intensity) && good(p.flops)) {
            xMin = std::min(xMin, p.intensity / 3);
            xMax = std::max(xMax, p.intensity * 3);
            yMin = std::min(yMin, p.flops / 3);
            yMax = std::max(yMax, p.flops * 3);
        }
    }
    yMin = std::max(yMin, pMax * 1e-6);

    auto *ax = ChartStyle::logAxis(
        xMin, xMax, 1, [this](double v) { return m_units.tick(Q::Intensity, v); },
        tr("Arithmetic intensity (FLOP/byte)"));
    auto *ay = ChartStyle::logAxis(
        yMin, yMax, m_units.tickFactor(Q::Compute),
        [this](double v) { return m_units.tick(Q::Compute, v); },
        m_units.compute == DisplayUnits::ComputeUnit::TeraFlops   ? tr("Performance (TFLOP/s)")
        : m_units.compute == DisplayUnits::ComputeUnit::GigaFlops ? tr("Performance (GFLOP/s)")
                                                                  : tr("Performance"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    const double xEnd = std::pow(10.0, ax->max());
    const double xStart = std::pow(10.0, ax->min());

    QList<QPointF> labelledRidges;
    for (const RooflineCeilings &set : data.ceilings) {
        const bool byRun = set.runIndex >= 0;
        double memBw = set.bandwidth.value(set.memoryLevel, 0.0);
        if (!good(memBw)) {
            for (const QString &l : {QStringLiteral("HBM"), QStringLiteral("DRAM")})
                memBw = good(memBw) ? memBw : set.bandwidth.value(l, 0.0);
        }
        double top = 0;
        for (double p : set.compute)
            top = std::max(top, p);
        if (!good(top))
            top = pMax;
        bool legendShown = false;
        auto style = [&](QLineSeries *s, const QColor &c, const QString &name) {
            s->setPen(set.measured ? ChartStyle::measuredPen(c) : ChartStyle::specPen(c));
            s->setName(name);
            s->setProperty(ChartStyle::kKindProperty,
                           set.measured ? QStringLiteral("measured") : QStringLiteral("spec"));
            attach(chart.get(), s, ax, ay);
            if (legendShown)
                hideLegend(chart.get(), s);
            legendShown = true;
        };
        const QString legend =
            set.measured ? tr("%1 (solid)").arg(set.label) : tr("%1 (dashed)").arg(set.label);
        int levelIndex = 0;
        for (auto it = set.bandwidth.begin(); it != set.bandwidth.end(); ++it) {
            if (!memoryLevels().contains(it.key()) || !good(it.value()))
                continue;
            const double b = it.value();
            // The label sits on the diagonal inside the plot, staggered so neighbours differ.
            const double yLabel = std::pow(
                10.0, ay->min() + (ay->max() - ay->min()) * (0.1 + 0.07 * (levelIndex++ % 4)));
            const double xLabel = std::clamp(yLabel / b, xStart, top / b);
            auto *s = new QLineSeries;
            s->append(logPoint(xStart, b * xStart));
            s->append(logPoint(xLabel, b * xLabel));
            s->append(logPoint(top / b, top));
            style(s, byRun ? ChartStyle::runColor(set.runIndex) : ChartStyle::levelColor(it.key()),
                  legendShown ? it.key() : legend);
            const QString text =
                QStringLiteral("%1 %2").arg(it.key(), m_units.format(Q::Bandwidth, b));
            ChartStyle::setPointLabels(
                s, {QString(), set.measured && set.runIndex <= 0 ? text : QString(), QString()});
            ChartStyle::setTooltips(s, {text, text, text});
        }
        QList<QPointF> ridges;
        QStringList ridgeLabels, ridgeTips;
        int formatIndex = 0;
        for (auto it = set.compute.begin(); it != set.compute.end(); ++it) {
            if (!good(it.value()))
                continue;
            const double p = it.value();
            const double knee = good(memBw) ? p / memBw : xStart;
            // Roof labels inside the plot, staggered along x so close roofs stay readable.
            const double xLabel =
                std::max(knee * 1.5, std::pow(10.0, ax->max() - 0.55 - 0.75 * (formatIndex++ % 3)));
            auto *s = new QLineSeries;
            s->append(logPoint(std::max(knee, xStart), p));
            s->append(logPoint(std::min(xLabel, xEnd), p));
            s->append(logPoint(xEnd, p));
            style(s, byRun ? ChartStyle::runColor(set.runIndex) : ChartStyle::formatColor(it.key()),
                  legendShown ? it.key() : legend);
            const QString unit = it.key().startsWith(QLatin1String("int"))
                                     ? QStringLiteral("OP/s")
                                     : QStringLiteral("FLOP/s");
            const QString text =
                QStringLiteral("%1 %2").arg(it.key(), m_units.format(Q::Compute, p, unit));
            ChartStyle::setPointLabels(
                s, {QString(), set.measured && set.runIndex <= 0 ? text : QString(), QString()});
            ChartStyle::setTooltips(s, {text, text, text});
            if (good(memBw)) {
                const QPointF r = logPoint(knee, p);
                const bool crowded = std::any_of(
                    labelledRidges.begin(), labelledRidges.end(), [&r](const QPointF &o) {
                        return std::fabs(o.x() - r.x()) < 0.25 && std::fabs(o.y() - r.y()) < 0.12;
                    });
                ridges << r;
                ridgeLabels << (crowded ? QString()
                                        : QLocale().toString(knee, 'f', knee < 10 ? 1 : 0));
                ridgeTips << tr("%1 ridge point: %2 FLOP/byte (%3)")
                                 .arg(it.key(), QLocale().toString(knee, 'f', 1), set.label);
                if (!crowded)
                    labelledRidges << r;
            }
        }
        if (!ridges.isEmpty()) {
            auto *rs = new QScatterSeries;
            rs->setName(tr("ridge points (FLOP/byte)"));
            rs->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
            rs->setMarkerSize(set.measured ? 7 : 5);
            rs->setColor(byRun ? ChartStyle::runColor(set.runIndex) : QColor(0x30, 0x30, 0x30));
            rs->setBorderColor(Qt::white);
            rs->append(ridges);
            rs->setProperty(ChartStyle::kKindProperty, QStringLiteral("ridge"));
            attach(chart.get(), rs, ax, ay);
            ChartStyle::setPointLabels(rs, ridgeLabels);
            ChartStyle::setTooltips(rs, ridgeTips);
            if (&set != &data.ceilings.first())
                hideLegend(chart.get(), rs);
        }
    }

    // Operating points, one series per group.
    QStringList groups;
    for (const RooflinePoint &p : data.points) {
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
        for (const RooflinePoint &p : data.points) {
            if (p.group != groups.at(g) || !good(p.intensity) || !good(p.flops))
                continue;
            s->append(logPoint(p.intensity, p.flops));
            labels << p.label;
            tips << (p.tooltip.isEmpty() ? p.label : p.tooltip);
        }
        s->setProperty(ChartStyle::kKindProperty, QStringLiteral("operating-point"));
        attach(chart.get(), s, ax, ay);
        ChartStyle::setPointLabels(s, labels);
        ChartStyle::setTooltips(s, tips);
    }
    ChartStyle::materializeLabels(chart.get());
    return chart;
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
    auto chart = std::make_unique<QChart>();
    const Q q = data.latency ? Q::Latency : Q::Bandwidth;
    ChartStyle::prepare(chart.get(), data.title.isEmpty()
                                         ? (data.latency ? tr("Latency vs working set")
                                                         : tr("Bandwidth vs working set"))
                                         : data.title);
    double wMin = 0, wMax = 0, vMin = 0, vMax = 0;
    for (const WorkingSetCurve &c : data.curves) {
        for (const CurvePoint &p : c.points) {
            if (!good(p.workingSet) || !good(p.value))
                continue;
            wMin = wMin > 0 ? std::min(wMin, p.workingSet) : p.workingSet;
            wMax = std::max(wMax, p.workingSet);
            vMin = vMin > 0 ? std::min(vMin, p.value) : p.value;
            vMax = std::max(vMax, p.value);
        }
    }
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
    auto *ay = ChartStyle::logAxis(
        vMin > 0 ? vMin : 1, vMax > 0 ? vMax : 10, m_units.tickFactor(q),
        [this, q](double v) { return m_units.tick(q, v); },
        data.latency ? tr("Latency per load") : tr("Bandwidth"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);

    for (const WorkingSetCurve &c : data.curves) {
        auto *s = new QLineSeries;
        s->setName(c.label);
        s->setPen(ChartStyle::measuredPen(ChartStyle::runColor(c.runIndex)));
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
        attach(chart.get(), s, ax, ay);
    }
    // Boundaries: vertical lines, detected solid-grey, reported dotted.
    bool shownDetected = false, shownReported = false;
    for (const CacheBoundary &b : data.boundaries) {
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
        // Detected labels low, reported high, so the two sets never collide.
        const double span = ay->max() - ay->min();
        s->append(x, ay->min());
        s->append(x, ay->min() + span * (b.detected ? 0.04 : 0.88));
        s->append(x, ay->max());
        s->setName(b.detected ? tr("detected boundary") : tr("reported cache size"));
        s->setProperty(ChartStyle::kKindProperty,
                       b.detected ? QStringLiteral("boundary") : QStringLiteral("reported"));
        attach(chart.get(), s, ax, ay);
        ChartStyle::setPointLabels(s, {QString(), b.label, QString()});
        ChartStyle::setTooltips(s, {b.label, b.label, b.label});
        bool &shown = b.detected ? shownDetected : shownReported;
        if (shown)
            hideLegend(chart.get(), s);
        shown = true;
    }
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

std::unique_ptr<QChart> ChartFactory::ridgeTrend(const TrendData &data) const {
    return TrendChartBuilder(m_units).ridgeTrend(data);
}

std::unique_ptr<QChart> ChartFactory::growthTrend(const TrendData &data) const {
    return TrendChartBuilder(m_units).growthTrend(data);
}

} // namespace roofline
