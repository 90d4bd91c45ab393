// SPDX-License-Identifier: MIT
#include "report/ChartRenderer.h"

#include "report/ReportExporter.h"

#include <QBuffer>
#include <QChart>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace roofline {

void ChartRenderer::render(QChart *chart, QPainter *painter, const QRectF &target) {
    QGraphicsScene scene;
    // The scene must not delete the chart: the caller owns it.
    QGraphicsScene *previous = chart->scene();
    if (previous)
        previous->removeItem(chart);
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), target.size()));
    if (chart->layout())
        chart->layout()->activate();
    scene.setSceneRect(QRectF(QPointF(0, 0), target.size()));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    scene.render(painter, target, scene.sceneRect(), Qt::IgnoreAspectRatio);
    painter->restore();
    scene.removeItem(chart);
    if (previous)
        previous->addItem(chart);
}

QByteArray ChartRenderer::png(QChart *chart, QSize size, qreal pixelRatio) {
    QImage image(size * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    const int dpm = qRound(kDpi / 0.0254);
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        render(chart, &p, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return buffer.data();
}

bool ChartRenderer::writePng(QChart *chart, const QString &path, QSize size, qreal pixelRatio) {
    const QByteArray bytes = png(chart, size, pixelRatio);
    return !bytes.isEmpty() && ReportExporter::writeFile(path, bytes).ok();
}

QByteArray ChartRenderer::svg(QChart *chart, QSize size) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setResolution(kDpi);
    gen.setTitle(chart->title());
    {
        QPainter p(&gen);
        render(chart, &p, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    return buffer.data();
}

bool ChartRenderer::writeSvg(QChart *chart, const QString &path, QSize size) {
    return ReportExporter::writeFile(path, svg(chart, size)).ok();
}

} // namespace roofline
