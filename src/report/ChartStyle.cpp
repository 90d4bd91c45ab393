// SPDX-License-Identifier: MIT
#include "report/ChartStyle.h"

#include "report/ChartLabels.h"
#include "report/ChartLegend.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QXYSeries>
#include <cmath>

namespace roofline {

void ChartStyle::prepare(QChart *chart, const QString &title) {
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(6, 6, 6, 6));
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(11);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(7.5);
    chart->legend()->setFont(legendFont);
}

std::unique_ptr<QChart> ChartStyle::emptyChart(const QString &title, const QString &message) {
    auto chart = std::make_unique<QChart>();
    prepare(chart.get(), title);
    chart->legend()->hide();
    chart->setProperty(kEmptyProperty, message);
    auto *text = new QGraphicsSimpleTextItem(message, chart.get());
    QFont f = text->font();
    f.setPointSizeF(9.5);
    f.setItalic(true);
    text->setFont(f);
    text->setBrush(QColor(0x60, 0x60, 0x60));
    // Centred whatever size the chart is drawn at (the renderer sets the geometry first).
    QChart *c = chart.get();
    QObject::connect(c, &QGraphicsWidget::geometryChanged, c, [c, text] {
        const QRectF r = text->boundingRect();
        text->setPos(c->rect().center() - QPointF(r.width() / 2, r.height() / 2));
    });
    return chart;
}

double ChartStyle::toLog(double si) {
    return std::log10(si);
}

QCategoryAxis *ChartStyle::logAxis(double minSi, double maxSi, double factor,
                                   const std::function<QString(double)> &label,
                                   const QString &title) {
    if (!(factor > 0))
        factor = 1;
    if (!(minSi > 0) || !std::isfinite(minSi))
        minSi = factor;
    if (!(maxSi > minSi) || !std::isfinite(maxSi))
        maxSi = minSi * 10;
    // Whole decades of the display unit, so the first and last ticks are labelled.
    const int lo = int(std::floor(std::log10(minSi / factor) + 1e-9));
    const int hi = int(std::ceil(std::log10(maxSi / factor) - 1e-9));
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double logFactor = std::log10(factor);
    axis->setStartValue(lo + logFactor);
    // Many decades (the latency ladder) would crowd the labels: label every other one.
    const int step = (hi - lo) > 9 ? 2 : 1;
    for (int k = lo; k <= hi; k += step)
        axis->append(label(std::pow(10.0, k) * factor), k + logFactor);
    axis->setRange(lo + logFactor, std::max(hi, lo + 1) + logFactor);
    axis->setTitleText(title);
    axis->setGridLineVisible(true);
    axis->setProperty(kLogBaseProperty, 10);
    QFont f = axis->labelsFont();
    f.setPointSizeF(7.5);
    axis->setLabelsFont(f);
    QFont tf = axis->titleFont();
    tf.setPointSizeF(8.5);
    axis->setTitleFont(tf);
    return axis;
}

bool ChartStyle::isLogAxis(const QAbstractAxis *axis) {
    return axis && axis->property(kLogBaseProperty).toInt() == 10;
}

QColor ChartStyle::formatColor(const QString &format) {
    static const QMap<QString, QColor> colors{{QStringLiteral("fp64"), QColor(0x4d, 0x4d, 0x4d)},
                                              {QStringLiteral("fp32"), QColor(0x1f, 0x77, 0xb4)},
                                              {QStringLiteral("tf32"), QColor(0x17, 0xbe, 0xcf)},
                                              {QStringLiteral("fp16"), QColor(0x2c, 0xa0, 0x2c)},
                                              {QStringLiteral("bf16"), QColor(0xd6, 0x27, 0x28)},
                                              {QStringLiteral("fp8"), QColor(0xff, 0x7f, 0x0e)},
                                              {QStringLiteral("int8"), QColor(0x94, 0x67, 0xbd)},
                                              {QStringLiteral("int4"), QColor(0x8c, 0x56, 0x4b)},
                                              {QStringLiteral("fp4"), QColor(0xe3, 0x77, 0xc2)}};
    return colors.value(format, QColor(0x7f, 0x7f, 0x7f));
}

QColor ChartStyle::levelColor(const QString &level) {
    static const QMap<QString, QColor> colors{{QStringLiteral("L1"), QColor(0x6a, 0x3d, 0x9a)},
                                              {QStringLiteral("SHARED"), QColor(0x9e, 0x6a, 0xc8)},
                                              {QStringLiteral("L2"), QColor(0x33, 0xa0, 0x2c)},
                                              {QStringLiteral("L3"), QColor(0x1f, 0x78, 0xb4)},
                                              {QStringLiteral("DRAM"), QColor(0x00, 0x00, 0x00)},
                                              {QStringLiteral("HBM"), QColor(0x00, 0x00, 0x00)},
                                              {QStringLiteral("H2D"), QColor(0xb1, 0x59, 0x28)},
                                              {QStringLiteral("D2H"), QColor(0xb1, 0x59, 0x28)},
                                              {QStringLiteral("P2P"), QColor(0xe3, 0x1a, 0x1c)}};
    return colors.value(level, QColor(0x7f, 0x7f, 0x7f));
}

QColor ChartStyle::runColor(int index) {
    static const QColor colors[] = {
        QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
        QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
        QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
        QColor(0x17, 0xbe, 0xcf), QColor(0x39, 0x3b, 0x79), QColor(0x63, 0x79, 0x39)};
    return colors[std::abs(index) % 12];
}

QPen ChartStyle::specPen(const QColor &c) {
    QPen p(c, 1.4, Qt::DashLine);
    p.setCosmetic(true);
    return p;
}

QPen ChartStyle::measuredPen(const QColor &c) {
    QPen p(c, 2.2, Qt::SolidLine);
    p.setCosmetic(true);
    return p;
}

QPen ChartStyle::runPen(const QColor &c, int run) {
    if (run <= 0)
        return measuredPen(c);
    static const Qt::PenStyle styles[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    QPen p(c, std::max(0.9, 2.2 - 0.45 * run), styles[(run - 1) % 4]);
    p.setCosmetic(true);
    return p;
}

void ChartStyle::setPointLabels(QXYSeries *series, const QStringList &labels, int priority,
                                Qt::Alignment side, const QString &mergeGroup) {
    QFont f = series->pointLabelsFont();
    f.setPointSizeF(7);
    series->setPointLabelsFont(f);
    series->setPointLabelsColor(QColor(0x20, 0x20, 0x20));
    series->setProperty(kPointLabelsProperty, labels);
    series->setProperty(kLabelPriorityProperty, priority);
    series->setProperty(kLabelSideProperty, int(side));
    series->setProperty(kLabelGroupProperty, mergeGroup);
}

void ChartStyle::materializeLabels(QChart *chart) {
    ChartLegend::install(chart);
    ChartLabels *item = ChartLabels::of(chart);
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *abstract : all) {
        auto *series = qobject_cast<QXYSeries *>(abstract);
        if (!series)
            continue;
        const QStringList labels = series->property(kPointLabelsProperty).toStringList();
        const QVariant side = series->property(kLabelSideProperty);
        for (int i = 0; i < labels.size() && i < series->count(); ++i) {
            if (labels.at(i).isEmpty())
                continue;
            ChartLabels::Spec spec;
            spec.series = series;
            spec.point = i;
            spec.name = labels.at(i);
            spec.font = series->pointLabelsFont();
            spec.color = series->pointLabelsColor();
            spec.priority = series->property(kLabelPriorityProperty).toInt();
            spec.side = side.isValid() ? Qt::Alignment(side.toInt()) : Qt::AlignTop;
            spec.mergeGroup = series->property(kLabelGroupProperty).toString();
            item->add(spec);
        }
    }
}

void ChartStyle::hideLegend(QChart *chart, QAbstractSeries *series) {
    // The property is what ChartLegend reads: a marker's own visibility is only known once
    // Qt's legend has been shown.
    series->setProperty(kNoLegendProperty, true);
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

void ChartStyle::setTooltips(QAbstractSeries *series, const QStringList &tooltips) {
    series->setProperty(kTooltipsProperty, tooltips);
}

QString ChartStyle::tooltip(const QAbstractSeries *series, int index) {
    return series ? series->property(kTooltipsProperty).toStringList().value(index) : QString();
}

} // namespace roofline
