// SPDX-License-Identifier: MIT
#include "ui/widgets/ChartView.h"

#include "report/ChartStyle.h"

#include <QChart>
#include <QCursor>
#include <QToolTip>
#include <QXYSeries>

namespace roofline::ui {

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
