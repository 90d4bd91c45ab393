// SPDX-License-Identifier: MIT
#pragma once

#include "report/ChartLabels.h"
#include "report/ChartRenderer.h"

#include <QChart>
#include <QImage>
#include <QPainter>
#include <QTest>

// Draws the chart at `size` the way every writer does (ChartRenderer) and returns its labels
// as they were laid out for that drawing.
inline QList<roofline::ChartLabels::Laid> labelsAt(QChart *chart, const QSizeF &size) {
    QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        roofline::ChartRenderer::render(chart, &p, QRectF(QPointF(0, 0), size));
    }
    const roofline::ChartLabels *labels = roofline::ChartLabels::of(chart, false);
    return labels ? labels->layout() : QList<roofline::ChartLabels::Laid>();
}

// Every drawn label inside the plot and clear of every other; every label accounted for
// (drawn, part of a drawn label, or elided). Returns how many labels were drawn.
inline int checkLabelsReadable(QChart *chart, const QSizeF &size, const char *what) {
    const QList<roofline::ChartLabels::Laid> laid = labelsAt(chart, size);
    const QRectF plot = chart->plotArea();
    QList<roofline::LabelLayout::Placement> placements;
    int drawn = 0;
    for (const roofline::ChartLabels::Laid &l : laid) {
        placements << l.placement;
        const auto &p = l.placement;
        const QString where = QStringLiteral("%1 at %2×%3: '%4'")
                                  .arg(QLatin1String(what))
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(l.label.text());
        if (p.placed) {
            ++drawn;
            if (!plot.contains(p.rect)) {
                QTest::qFail(qPrintable(where + QStringLiteral(" outside the plot")), __FILE__,
                             __LINE__);
                return -1;
            }
        } else if (p.mergedInto < 0 && !p.elided) {
            QTest::qFail(qPrintable(where + QStringLiteral(" lost")), __FILE__, __LINE__);
            return -1;
        }
    }
    for (qsizetype i = 0; i < placements.size(); ++i) {
        for (qsizetype j = i + 1; j < placements.size(); ++j) {
            if (placements.at(i).placed && placements.at(j).placed
                && placements.at(i).rect.intersects(placements.at(j).rect)) {
                QTest::qFail(qPrintable(QStringLiteral("%1 at %2×%3: '%4' overlaps '%5'")
                                            .arg(QLatin1String(what))
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(placements.at(i).text, placements.at(j).text)),
                             __FILE__, __LINE__);
                return -1;
            }
        }
    }
    return drawn;
}
