// SPDX-License-Identifier: MIT
#include "report/TrendChartBuilder.h"

#include "report/ChartStyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMap>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

namespace roofline {

namespace {

using Q = DisplayUnits::Quantity;

bool good(double v) {
    return std::isfinite(v) && v > 0;
}

QValueAxis *yearAxis(const TrendData &data) {
    int lo = 9999, hi = 0;
    for (const TrendPoint &p : data.points) {
        if (p.year > 0) {
            lo = std::min(lo, p.year);
            hi = std::max(hi, p.year);
        }
    }
    if (hi == 0)
        lo = hi = 2024;
    auto *axis = new QValueAxis;
    axis->setRange(lo - 0.8, hi + 0.8);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(lo);
    axis->setTickInterval(1);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(TrendChartBuilder::tr("Launch year"));
    QFont f = axis->labelsFont();
    f.setPointSizeF(7.5);
    axis->setLabelsFont(f);
    return axis;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y) {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace

double TrendChartBuilder::annualGrowth(const QList<std::pair<int, double>> &yearValues) {
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto &[year, v] : yearValues) {
        if (!good(v))
            continue;
        const double y = std::log(v);
        n += 1;
        sx += year;
        sy += y;
        sxx += double(year) * year;
        sxy += year * y;
    }
    const double den = n * sxx - sx * sx;
    if (n < 2 || !(std::fabs(den) > 0))
        return 1;
    return std::exp((n * sxy - sx * sy) / den);
}

std::unique_ptr<QChart> TrendChartBuilder::ridgeTrend(const TrendData &data) const {
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), data.title.isEmpty()
                                         ? tr("Ridge point by launch year (bf16 dense)")
                                         : data.title);
    double lo = 0, hi = 0;
    for (const TrendPoint &p : data.points) {
        if (good(p.ridge)) {
            lo = lo > 0 ? std::min(lo, p.ridge) : p.ridge;
            hi = std::max(hi, p.ridge);
        }
    }
    auto *ax = yearAxis(data);
    auto *ay = ChartStyle::logAxis(
        lo > 0 ? lo / 1.5 : 10, hi > 0 ? hi * 1.5 : 1000, 1,
        [this](double v) { return m_units.tick(Q::Intensity, v); }, tr("Ridge point (FLOP/byte)"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);

    // Chips of the same year side by side, so their labels do not sit on each other.
    QMap<int, int> perYear, seen;
    for (const TrendPoint &p : data.points)
        ++perYear[p.year];
    auto *held = new QScatterSeries;
    held->setName(tr("ridge climbed or held"));
    held->setColor(ChartStyle::runColor(0));
    auto *fell = new QScatterSeries;
    fell->setName(tr("ridge fell vs predecessor"));
    fell->setColor(QColor(0xd6, 0x27, 0x28));
    fell->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    QStringList heldLabels, fellLabels, heldTips, fellTips;
    for (const TrendPoint &p : data.points) {
        if (!good(p.ridge) || p.year <= 0)
            continue;
        const int k = seen[p.year]++;
        const int n = perYear.value(p.year);
        const double x = p.year + (n > 1 ? -0.3 + 0.6 * k / (n - 1) : 0);
        QScatterSeries *s = p.ridgeFell ? fell : held;
        s->append(x, std::log10(p.ridge));
        const QString tip =
            tr("%1 (%2): %3 FLOP/byte = %4 ÷ %5")
                .arg(p.name)
                .arg(p.year)
                .arg(QLocale().toString(p.ridge, 'f', 0), m_units.format(Q::Compute, p.peak),
                     m_units.format(Q::Bandwidth, p.bandwidth));
        (p.ridgeFell ? fellLabels : heldLabels) << p.id;
        (p.ridgeFell ? fellTips : heldTips)
            << (p.ridgeFell ? tip + tr("; below %1").arg(p.predecessor) : tip);
    }
    for (QScatterSeries *s : {held, fell}) {
        s->setMarkerSize(9);
        s->setBorderColor(Qt::white);
        s->setProperty(ChartStyle::kKindProperty,
                       s == fell ? QStringLiteral("ridge-fell") : QStringLiteral("ridge"));
        attach(chart.get(), s, ax, ay);
    }
    ChartStyle::setPointLabels(held, heldLabels, 20);
    ChartStyle::setPointLabels(fell, fellLabels, 25);
    ChartStyle::setTooltips(held, heldTips);
    ChartStyle::setTooltips(fell, fellTips);
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

std::unique_ptr<QChart> TrendChartBuilder::growthTrend(const TrendData &data) const {
    auto chart = std::make_unique<QChart>();
    ChartStyle::prepare(chart.get(), data.title.isEmpty() ? tr("Growth relative to the oldest chip")
                                                          : data.title);
    const TrendPoint *oldest = nullptr;
    for (const TrendPoint &p : data.points) {
        if (p.year > 0 && good(p.peak) && good(p.bandwidth) && good(p.capacity)
            && (!oldest || p.year < oldest->year))
            oldest = &p;
    }
    auto *ax = yearAxis(data);
    struct Metric {
        QString name;
        double TrendPoint::*field;
        QColor color;
    };
    const QList<Metric> metrics{
        {tr("peak compute"), &TrendPoint::peak, QColor(0xd6, 0x27, 0x28)},
        {tr("memory bandwidth"), &TrendPoint::bandwidth, QColor(0x1f, 0x77, 0xb4)},
        {tr("memory capacity"), &TrendPoint::capacity, QColor(0x2c, 0xa0, 0x2c)}};
    double hi = 1;
    for (const TrendPoint &p : data.points) {
        for (const Metric &m : metrics) {
            if (oldest && good(p.*m.field))
                hi = std::max(hi, p.*m.field / (oldest->*m.field));
        }
    }
    auto *ay = ChartStyle::logAxis(
        0.1, hi * 1.5, 1,
        [](double v) -> QString { return QStringLiteral("×") + QLocale().toString(v, 'g', 3); },
        oldest ? tr("Relative to %1 (%2)").arg(oldest->id).arg(oldest->year)
               : tr("Relative growth"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    if (oldest) {
        for (const Metric &m : metrics)
            addGrowth(chart.get(), data, *oldest, m.name, m.field, m.color, ax, ay);
    }
    ChartStyle::materializeLabels(chart.get());
    return chart;
}

void TrendChartBuilder::addGrowth(QChart *chart, const TrendData &data, const TrendPoint &oldest,
                                  const QString &name, double TrendPoint::*field,
                                  const QColor &color, QValueAxis *ax, QAbstractAxis *ay) {
    auto *s = new QScatterSeries;
    s->setColor(color);
    s->setMarkerSize(8);
    s->setBorderColor(Qt::white);
    QList<std::pair<int, double>> fit;
    QStringList tips;
    for (const TrendPoint &p : data.points) {
        if (!good(p.*field) || p.year <= 0)
            continue;
        const double rel = p.*field / (oldest.*field);
        s->append(p.year, std::log10(rel));
        fit << std::make_pair(p.year, rel);
        tips << tr("%1: %2× %3").arg(p.name, QLocale().toString(rel, 'f', 1), name);
    }
    const double g = annualGrowth(fit);
    s->setName(tr("%1 (fit: ×%2 per year)").arg(name, QLocale().toString(g, 'f', 2)));
    s->setProperty(ChartStyle::kKindProperty, QStringLiteral("trend"));
    ChartStyle::setTooltips(s, tips);
    attach(chart, s, ax, ay);
    // The fitted exponential as a straight line on the log axis.
    auto *line = new QLineSeries;
    QPen pen(color, 1.2, Qt::DashLine);
    pen.setCosmetic(true);
    line->setPen(pen);
    const double x0 = ax->min(), x1 = ax->max();
    line->append(x0, std::log10(std::pow(g, x0 - oldest.year)));
    line->append(x1, std::log10(std::pow(g, x1 - oldest.year)));
    line->setProperty(ChartStyle::kKindProperty, QStringLiteral("fit"));
    attach(chart, line, ax, ay);
    ChartStyle::hideLegend(chart, line);
}

} // namespace roofline
