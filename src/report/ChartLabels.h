// SPDX-License-Identifier: MIT
#pragma once

#include "report/LabelLayout.h"

#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <optional>

class QChart;
class QXYSeries;

namespace roofline {

// The text labels of one chart, drawn by one graphics item on top of the chart so every
// renderer (PDF, PNG, SVG through ChartRenderer, the app's ChartView) shows the same labels.
// Labels are kept in data coordinates; whenever the chart's plot area changes they are laid
// out again in pixels by LabelLayout, with the chart's lines and markers as obstacles.
class ChartLabels : public QGraphicsObject {
public:
    struct Spec {
        QPointer<QXYSeries> series; // mapping data → pixels; the label hides with the series
        int point = -1;             // ≥ 0: label of that point; < 0: label of the whole line
        QPointF preferred;          // line labels: where on the line (data coordinates)
        QString name, value;        // LabelLayout::Label::name/value
        QFont font;
        QColor color = QColor(0x20, 0x20, 0x20);
        int priority = 0;
        QString mergeGroup;
        Qt::Alignment side = Qt::AlignTop; // point labels: preferred side of the point
        bool upper = true;                 // line labels: above (or right of) the line first
        // Line labels: may also sit just before the line's first point, on its level (a roof
        // label left of its knee, when the roofs are too close together for it elsewhere).
        bool beforeStart = false;
        bool italic = false;
    };

    // The chart's labels item, created on first use when `create`.
    static ChartLabels *of(QChart *chart, bool create = true);
    static QFont defaultFont();

    void add(const Spec &spec);
    const QList<Spec> &specs() const { return m_specs; }

    struct Laid {
        LabelLayout::Label label;
        LabelLayout::Placement placement;
        int spec = -1;
    };
    // The labels as laid out for the chart's current geometry (cached per plot area).
    const QList<Laid> &layout() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    explicit ChartLabels(QChart *chart);
    // layout() by job: a spec's label and candidates (none: not shown now), the obstacles.
    std::optional<LabelLayout::Label> labelOf(const Spec &s) const;
    LabelLayout::Obstacles obstacles(const QRectF &plot) const;

    QChart *m_chart;
    QList<Spec> m_specs;
    mutable QList<Laid> m_laid;
    mutable QRectF m_laidFor; // the plot area m_laid belongs to
    mutable bool m_dirty = true;
};

} // namespace roofline
