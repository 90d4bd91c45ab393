// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

class QChart;
class QAbstractAxis;
class QAbstractSeries;
class QCategoryAxis;
class QXYSeries;

namespace roofline {

// Shared look of every chart, and the log-axis convention: log axes are QCategoryAxis over
// log10 of the SI value, so decade ticks can carry real unit labels ("100 GB/s", "1 µs")
// that QLogValueAxis' printf formats cannot. Such axes carry the property
// kLogBaseProperty = 10; series data on them is log10(SI) and the SI value lives in the
// point metadata (tooltips) for the GUI.
class ChartStyle {
public:
    static constexpr const char *kLogBaseProperty = "rooflineLogBase";
    static constexpr const char *kTooltipsProperty = "rooflineTooltips";
    static constexpr const char *kKindProperty =
        "rooflineKind"; // spec | measured | reference | ...

    // Fonts, margins, no animation (a chart rendered without a view must be complete at once).
    static void prepare(QChart *chart, const QString &title);

    static constexpr const char *kEmptyProperty = "rooflineEmpty";
    // A chart with nothing to draw: its title and `message` in the middle, no axes — never
    // empty axes that look like a measurement of nothing. kEmptyProperty holds the message.
    static std::unique_ptr<QChart> emptyChart(const QString &title, const QString &message);

    // A log axis from minSi to maxSi, widened to whole decades of the display unit; ticks
    // at every decade labelled by `label(siValueOfTick)`. `factor` is the SI size of one
    // display unit (ticks fall on 10^k · factor).
    static QCategoryAxis *logAxis(double minSi, double maxSi, double factor,
                                  const std::function<QString(double)> &label,
                                  const QString &title);
    static bool isLogAxis(const QAbstractAxis *axis);
    static double toLog(double si);

    static QColor formatColor(const QString &format);
    static QColor levelColor(const QString &level);
    static QColor runColor(int index);
    static QPen specPen(const QColor &c);
    static QPen measuredPen(const QColor &c);
    // The measured pen of the `run`-th run of a comparison: the first widest and solid, each
    // later one narrower and dashed, drawn on top, so runs that measured the same figure show
    // as a line inside a line instead of the last one hiding the others.
    static QPen runPen(const QColor &c, int run);

    static constexpr const char *kPointLabelsProperty = "rooflinePointLabels";
    static constexpr const char *kLabelPriorityProperty = "rooflineLabelPriority";
    static constexpr const char *kLabelSideProperty = "rooflineLabelSide";
    static constexpr const char *kLabelGroupProperty = "rooflineLabelGroup";

    // Per-point label text beside each point (`side` first, where free); empty strings draw
    // nothing. Higher `priority` labels are placed first; coincident labels of one non-empty
    // `mergeGroup` are drawn once. materializeLabels(), which every builder calls once its
    // series are attached, hands them to the chart's ChartLabels, which places them free of
    // each other whatever size the chart is drawn at. It also puts in the chart's
    // ChartLegend, which wraps long legends into rows: call it once the series are final.
    static void setPointLabels(QXYSeries *series, const QStringList &labels, int priority = 0,
                               Qt::Alignment side = Qt::AlignTop,
                               const QString &mergeGroup = QString());
    static void materializeLabels(QChart *chart);
    static void setTooltips(QAbstractSeries *series, const QStringList &tooltips);

    static constexpr const char *kNoLegendProperty = "rooflineNoLegend";
    // Leaves the series out of the legend (a second segment of an entry already shown).
    static void hideLegend(QChart *chart, QAbstractSeries *series);
    static QString tooltip(const QAbstractSeries *series, int index);
};

} // namespace roofline
