// SPDX-License-Identifier: MIT
#include "ui/widgets/ChartView.h"

#include "report/ChartStyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QToolTip>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

constexpr const char *kOriginalLabels = "rooflineOriginalLabels";
constexpr const char *kBaseMinimumHeight = "rooflineBaseMinimumHeight";

QString oneLine(const QString &label) {
    return QString(label).replace(QStringLiteral("<br>"), QStringLiteral(" "));
}

// The widest line of any label, and the longest label on one line, in the labels' font.
std::pair<double, double> labelWidths(const QStringList &labels, const QFont &font) {
    const QFontMetricsF fm(font);
    double widestLine = 0, longest = 0;
    for (const QString &label : labels) {
        for (const QString &line : label.split(QStringLiteral("<br>")))
            widestLine = std::max(widestLine, fm.horizontalAdvance(line));
        longest = std::max(longest, fm.horizontalAdvance(oneLine(label)));
    }
    return {widestLine, longest};
}

// The axis's categories relabelled in place (same end values and range): upright on one line
// each, or as built.
void relabel(QCategoryAxis *axis, const QStringList &original, bool upright) {
    QStringList shown;
    for (const QString &label : original) {
        QString line = upright ? oneLine(label) : label;
        while (shown.contains(line)) // QCategoryAxis keys its categories by label
            line += QLatin1Char(' ');
        shown << line;
    }
    const QStringList current = axis->categoriesLabels();
    QList<double> ends;
    for (const QString &label : current)
        ends << axis->endValue(label);
    const double start = axis->startValue();
    const double min = axis->min(), max = axis->max();
    for (const QString &label : current)
        axis->remove(label);
    axis->setStartValue(start);
    for (int i = 0; i < shown.size(); ++i)
        axis->append(shown.at(i), ends.at(i));
    axis->setRange(min, max);
    axis->setLabelsAngle(upright ? -90 : 0);
}

// Category labels (rungs, formats) under a plot too narrow for them: Qt Charts gives each label
// the plot's width over the number of labels and cuts what is wider ("PCIe ...", issue 32).
// From the labels' font: when the widest line of any label does not fit that room, the labels
// stand upright, one line each (their height is the axis's to take); when it fits again, they
// are as the chart was built. Axes built upright (or at another angle) are left as they are.
// Returns the height upright labels need (0 when none stand upright).
double fitCategoryLabels(QChart *chart) {
    const double plotWidth = chart->plotArea().width();
    double extraHeight = 0;
    if (plotWidth <= 0)
        return extraHeight;
    for (QAbstractAxis *a : chart->axes(Qt::Horizontal)) {
        auto *axis = qobject_cast<QCategoryAxis *>(a);
        if (!axis || axis->count() == 0)
            continue;
        if (!axis->property(kOriginalLabels).isValid()) {
            if (axis->labelsAngle() != 0)
                continue;
            axis->setProperty(kOriginalLabels, axis->categoriesLabels());
        }
        const QStringList original = axis->property(kOriginalLabels).toStringList();
        if (original.size() != axis->count())
            continue; // relabelled since: not ours to change
        // Qt's room per label: the axis's width over the labels and the start value, less a
        // padding each side (ChartAxisElement::labelPadding, 4 px at most).
        const double room = plotWidth / (axis->count() + 1) - 2 * 4;
        const auto [widestLine, longest] = labelWidths(original, axis->labelsFont());
        const bool upright = widestLine > room;
        // The rotated text item adds its document margins (4 px each end) and Qt a padding.
        if (upright)
            extraHeight = std::max(extraHeight, longest + 16);
        if (upright != (axis->labelsAngle() != 0))
            relabel(axis, original, upright);
    }
    return extraHeight;
}

} // namespace

ChartView::ChartView(QWidget *parent)
    : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 260);
}

void ChartView::setOwnedChart(std::unique_ptr<QChart> chart) {
    QChart *old = this->chart();
    QChart *c = chart.release();
    setChart(c);
    // QChartView makes a default chart of its own; either way the old one is ours to delete.
    delete old;
    // Upright labels take their length in height: the view grows by it (within a layout or a
    // scrolled side) rather than squeezing the plot or cutting the labels.
    if (!property(kBaseMinimumHeight).isValid())
        setProperty(kBaseMinimumHeight, minimumHeight());
    connect(c, &QChart::plotAreaChanged, this, [this, c] {
        const int extra = int(std::ceil(fitCategoryLabels(c)));
        setMinimumHeight(property(kBaseMinimumHeight).toInt() + extra);
    });
    for (QAbstractSeries *s : c->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy)
            continue;
        connect(xy, &QXYSeries::hovered, this, [xy](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            // The hovered signal gives the position, not the index: take the nearest point.
            int best = -1;
            double bestDistance = 0;
            const QList<QPointF> points = xy->points();
            for (int i = 0; i < points.size(); ++i) {
                const QPointF d = points.at(i) - point;
                const double distance = d.x() * d.x() + d.y() * d.y();
                if (best < 0 || distance < bestDistance) {
                    best = i;
                    bestDistance = distance;
                }
            }
            const QString text = best >= 0 ? ChartStyle::tooltip(xy, best) : QString();
            if (!text.isEmpty())
                QToolTip::showText(QCursor::pos(), text);
        });
    }
}

void ChartView::showMessage(const QString &message) {
    // The look of every chart without data (report and app alike): the message in the middle.
    setOwnedChart(ChartStyle::emptyChart(QString(), message));
}

} // namespace roofline::ui
