// SPDX-License-Identifier: MIT
#include "report/ChartLabels.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>
#include <QScatterSeries>
#include <QXYSeries>
#include <algorithm>

namespace roofline {

namespace {

// Clear space between a label and its own marker or line.
constexpr double kGap = 3;

bool drawn(const QColor &c) {
    return c.isValid() && c.alpha() > 0;
}

} // namespace

ChartLabels::ChartLabels(QChart *chart)
    : QGraphicsObject(chart)
    , m_chart(chart) {
    // Above every series and the legend; never in the way of hover and clicks on the series.
    setZValue(1000);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        m_dirty = true;
        update();
    });
    connect(chart, &QGraphicsWidget::geometryChanged, this, [this] {
        prepareGeometryChange();
        m_dirty = true;
    });
}

ChartLabels *ChartLabels::of(QChart *chart, bool create) {
    if (!chart)
        return nullptr;
    const QList<QGraphicsItem *> children = chart->childItems();
    for (QGraphicsItem *item : children) {
        if (auto *labels = dynamic_cast<ChartLabels *>(item))
            return labels;
    }
    return create ? new ChartLabels(chart) : nullptr;
}

QFont ChartLabels::defaultFont() {
    QFont f;
    f.setPointSizeF(7);
    return f;
}

void ChartLabels::add(const Spec &spec) {
    m_specs << spec;
    m_dirty = true;
    if (spec.series) {
        connect(spec.series, &QAbstractSeries::visibleChanged, this, [this] {
            m_dirty = true;
            update();
        });
    }
    update();
}

const QList<ChartLabels::Laid> &ChartLabels::layout() const {
    const QRectF plot = m_chart->plotArea();
    if (!m_dirty && plot == m_laidFor)
        return m_laid;
    m_laid.clear();
    m_laidFor = plot;
    m_dirty = false;
    if (!plot.isValid() || plot.isEmpty())
        return m_laid;

    QList<LabelLayout::Label> labels;
    QList<int> specOf;
    QList<QFont> fonts;
    for (int i = 0; i < m_specs.size(); ++i) {
        const Spec &s = m_specs.at(i);
        const std::optional<LabelLayout::Label> l = labelOf(s);
        if (!l)
            continue;
        QFont f = s.font;
        f.setItalic(s.italic || f.italic());
        labels << *l;
        specOf << i;
        fonts << f;
    }
    if (labels.isEmpty())
        return m_laid;

    const QList<LabelLayout::Placement> placed =
        LabelLayout::layout(labels, obstacles(plot), plot.adjusted(1, 1, -1, -1),
                            [&fonts](int index, const QString &text) {
                                const QFontMetricsF fm(fonts.at(index));
                                // A little air left and right: the label's backdrop should not
                                // touch its text.
                                return QSizeF(fm.horizontalAdvance(text) + 4, fm.height());
                            });
    for (int i = 0; i < labels.size(); ++i)
        m_laid << Laid{labels.at(i), placed.at(i), specOf.at(i)};
    return m_laid;
}

std::optional<LabelLayout::Label> ChartLabels::labelOf(const Spec &s) const {
    QXYSeries *series = s.series;
    if (!series || !series->isVisible() || series->chart() != m_chart)
        return std::nullopt;
    LabelLayout::Label l;
    l.name = s.name;
    l.value = s.value;
    if (l.text().isEmpty())
        return std::nullopt;
    l.priority = s.priority;
    l.mergeGroup = s.mergeGroup;
    if (s.point >= 0) {
        if (s.point >= series->count())
            return std::nullopt;
        l.anchor = m_chart->mapToPosition(series->at(s.point), series);
        auto *scatter = qobject_cast<QScatterSeries *>(series);
        const double radius = scatter && (drawn(scatter->color()) || drawn(scatter->borderColor()))
                                  ? scatter->markerSize() / 2
                                  : 1;
        // Five rings: a crowded point may go up to ~55 px away, on a leader line.
        l.candidates = LabelLayout::aroundPoint(l.anchor, radius + kGap, s.side, 5);
        return l;
    }
    QList<QPointF> line;
    const QList<QPointF> pts = series->points();
    for (const QPointF &p : pts)
        line << m_chart->mapToPosition(p, series);
    l.anchor = m_chart->mapToPosition(s.preferred, series);
    l.candidates = LabelLayout::alongLine(line, l.anchor, kGap, 10, s.upper);
    l.leader = false;
    if (s.beforeStart && !line.isEmpty()) {
        // Worth about 16 steps along the line: better than a label on top of it.
        l.candidates << LabelLayout::Candidate{line.first() - QPointF(kGap + 4, 0),
                                               Qt::AlignRight | Qt::AlignVCenter, 8};
        std::stable_sort(l.candidates.begin(), l.candidates.end(),
                         [](const LabelLayout::Candidate &a, const LabelLayout::Candidate &b) {
                             return a.cost < b.cost;
                         });
    }
    return l;
}

LabelLayout::Obstacles ChartLabels::obstacles(const QRectF &plot) const {
    // Everything the chart draws in the plot is an obstacle: lines and visible markers.
    LabelLayout::Obstacles obstacles;
    const QList<QAbstractSeries *> all = m_chart->series();
    for (QAbstractSeries *abstract : all) {
        auto *series = qobject_cast<QXYSeries *>(abstract);
        if (!series || !series->isVisible())
            continue;
        const QList<QPointF> pts = series->points();
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            if (!drawn(scatter->color()) && !drawn(scatter->borderColor()))
                continue;
            const double r = scatter->markerSize() / 2;
            for (const QPointF &p : pts) {
                const QPointF c = m_chart->mapToPosition(p, series);
                if (plot.contains(c))
                    obstacles.rects << QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
            }
            continue;
        }
        if (!drawn(series->pen().color()) || series->pen().style() == Qt::NoPen)
            continue;
        QPointF prev;
        for (int k = 0; k < pts.size(); ++k) {
            const QPointF c = m_chart->mapToPosition(pts.at(k), series);
            if (k > 0)
                obstacles.segments << QLineF(prev, c);
            prev = c;
        }
    }
    return obstacles;
}

QRectF ChartLabels::boundingRect() const {
    return m_chart->rect();
}

void ChartLabels::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    const QList<Laid> &laid = layout();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Laid &l : laid) {
        if (!l.placement.placed)
            continue;
        const Spec &s = m_specs.at(l.spec);
        if (l.placement.leader) {
            QPen pen(QColor(0x80, 0x80, 0x80), 0.7);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawLine(l.placement.leaderLine);
        }
        // A light backdrop keeps the text readable where it has to cross a grid line.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 200));
        painter->drawRect(l.placement.rect);
        QFont f = s.font;
        f.setItalic(s.italic || f.italic());
        painter->setFont(f);
        painter->setPen(s.color);
        painter->setBrush(Qt::NoBrush);
        painter->drawText(l.placement.rect, Qt::AlignCenter, l.placement.text);
    }
    painter->restore();
}

} // namespace roofline
