// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QRectF>
#include <QSize>
#include <QString>

class QChart;
class QPainter;

namespace roofline {

// Draws a QChart without a view: the chart goes into a QGraphicsScene sized to the target and
// the scene renders onto any painter (PDF, SVG, image), so text stays text in vector output.
// Paint devices are used at 96 dpi so point-sized chart fonts come out as on screen.
class ChartRenderer {
public:
    static constexpr int kDpi = 96;

    // Lays the chart out at target.size() (logical units of the painter) and draws it there.
    static void render(QChart *chart, QPainter *painter, const QRectF &target);

    static QByteArray png(QChart *chart, QSize size = QSize(900, 560), qreal pixelRatio = 2.0);
    // Written whole or not at all (ReportExporter::writeFile).
    static bool writePng(QChart *chart, const QString &path, QSize size = QSize(900, 560),
                         qreal pixelRatio = 2.0);
    static QByteArray svg(QChart *chart, QSize size = QSize(900, 560));
    static bool writeSvg(QChart *chart, const QString &path, QSize size = QSize(900, 560));
};

} // namespace roofline
