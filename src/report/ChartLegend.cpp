// SPDX-License-Identifier: MIT
#include "report/ChartLegend.h"

#include "report/ChartStyle.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QPainter>
#include <QPolygonF>
#include <QScatterSeries>
#include <QXYSeries>
#include <algorithm>

namespace roofline {

namespace {

constexpr qreal kSwatch = 16;     // width of the line or marker sample
constexpr qreal kSwatchGap = 4;   // sample to text
constexpr qreal kItemGap = 14;    // between entries of a row
constexpr qreal kMargin = 6;      // the chart's own margin (ChartStyle::prepare)
constexpr qreal kAboveLegend = 4; // axis title to the first row

using Entry = ChartLegend::Entry;
using Rows = QList<QList<Entry *>>;

// Flowing rows, each entry at its full width (shortened only when wider than a row).
Rows flowingRows(const QList<Entry *> &shown, const QFontMetricsF &fm, qreal available,
                 qreal lineHeight) {
    Rows rows;
    qreal x = 0;
    for (Entry *e : shown) {
        qreal w = kSwatch + kSwatchGap + fm.horizontalAdvance(e->text);
        e->elided = w > available;
        if (e->elided)
            w = available;
        if (rows.isEmpty() || (x > 0 && x + w > available)) {
            rows.append(QList<Entry *>());
            x = 0;
        }
        e->rect = QRectF(x, 0, w, lineHeight);
        rows.last() << e;
        x += w + kItemGap;
    }
    return rows;
}

// At most maxRows rows of columns of equal width, names shortened in the middle ("a
// deliberately…number 12"), the tooltips and the report's tables still carrying them whole.
Rows columnRows(const QList<Entry *> &shown, const QFontMetricsF &fm, qreal available,
                qreal lineHeight, int maxRows) {
    const int columns = int((shown.size() + maxRows - 1) / maxRows);
    const qreal width = (available - (columns - 1) * kItemGap) / columns;
    Rows rows;
    for (int i = 0; i < shown.size(); ++i) {
        if (i % columns == 0)
            rows.append(QList<Entry *>());
        Entry *e = shown.at(i);
        e->elided = kSwatch + kSwatchGap + fm.horizontalAdvance(e->text) > width;
        e->rect = QRectF((i % columns) * (width + kItemGap), 0, width, lineHeight);
        rows.last() << e;
    }
    return rows;
}

} // namespace

ChartLegend::ChartLegend(QChart *chart)
    : QGraphicsObject(chart)
    , m_chart(chart)
    , m_font(chart->legend()->font()) {
    setZValue(999);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // What Qt's legend would show: every named series the builders did not leave out.
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *s : all) {
        if (!s->name().isEmpty() && !s->property(ChartStyle::kNoLegendProperty).toBool())
            m_entries << Entry{s, s->name(), QRectF(), false};
    }
    chart->legend()->setVisible(false);
    connect(chart, &QGraphicsWidget::geometryChanged, this, [this] {
        prepareGeometryChange();
        relayout();
    });
    for (const Entry &e : std::as_const(m_entries)) {
        connect(e.series.data(), &QAbstractSeries::visibleChanged, this, [this] {
            m_laidWidth = -1;
            m_laidHeight = -1;
            relayout();
            update();
        });
    }
    relayout();
}

ChartLegend *ChartLegend::of(QChart *chart) {
    if (!chart)
        return nullptr;
    const QList<QGraphicsItem *> children = chart->childItems();
    for (QGraphicsItem *item : children) {
        if (auto *legend = dynamic_cast<ChartLegend *>(item))
            return legend;
    }
    return nullptr;
}

ChartLegend *ChartLegend::install(QChart *chart) {
    ChartLegend *legend = of(chart);
    return legend ? legend : new ChartLegend(chart);
}

QList<ChartLegend::Entry> ChartLegend::entries() const {
    QList<Entry> out;
    for (const Entry &e : m_entries) {
        if (e.series && e.series->isVisible())
            out << e;
    }
    return out;
}

void ChartLegend::relayout() {
    const QRectF chartRect = m_chart->rect();
    if (chartRect.width() == m_laidWidth && chartRect.height() == m_laidHeight)
        return;
    m_laidWidth = chartRect.width();
    m_laidHeight = chartRect.height();
    const QFontMetricsF fm(m_font);
    const qreal lineHeight = fm.height() + 3;
    const qreal available = std::max<qreal>(40, chartRect.width() - 2 * kMargin);
    QList<Entry *> shown;
    for (Entry &e : m_entries) {
        if (e.series && e.series->isVisible())
            shown << &e;
    }
    Rows rows = flowingRows(shown, fm, available, lineHeight);
    // Unless flowing rows would take more than a third of a small chart: then columns.
    const int maxRows = std::max(1, int(chartRect.height() / 3 / lineHeight));
    if (rows.size() > maxRows)
        rows = columnRows(shown, fm, available, lineHeight, maxRows);
    place(rows, chartRect, available, lineHeight);
    update();
}

void ChartLegend::place(const QList<QList<Entry *>> &rows, const QRectF &chartRect, qreal available,
                        qreal lineHeight) {
    m_rows = int(rows.size());
    const qreal height = m_rows > 0 ? m_rows * lineHeight + kAboveLegend : 0;
    const qreal top = chartRect.bottom() - kMargin - height + kAboveLegend;
    for (int r = 0; r < rows.size(); ++r) {
        const qreal width = rows.at(r).last()->rect.right();
        const qreal left = chartRect.left() + kMargin + (available - width) / 2;
        for (Entry *e : rows.at(r))
            e->rect.translate(left, top + r * lineHeight);
    }
    QMargins margins = m_chart->margins();
    const int bottom = qRound(kMargin + height);
    if (margins.bottom() != bottom) {
        margins.setBottom(bottom);
        m_chart->setMargins(margins);
    }
}

QRectF ChartLegend::boundingRect() const {
    return m_chart->rect();
}

void ChartLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    relayout(); // a no-op unless the chart's size changed
    const QFontMetricsF fm(m_font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    for (const Entry &e : std::as_const(m_entries)) {
        if (!e.series || !e.series->isVisible())
            continue;
        const QRectF sample(e.rect.left(), e.rect.top(), kSwatch, e.rect.height());
        const QPointF c = sample.center();
        if (auto *scatter = qobject_cast<QScatterSeries *>(e.series.data())) {
            painter->setPen(QPen(scatter->borderColor(), 0.8));
            painter->setBrush(scatter->color());
            const qreal r = 4;
            switch (scatter->markerShape()) {
            case QScatterSeries::MarkerShapeRectangle:
                painter->drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
                break;
            case QScatterSeries::MarkerShapeRotatedRectangle:
                painter->drawPolygon(QPolygonF({c + QPointF(0, -r - 1), c + QPointF(r + 1, 0),
                                                c + QPointF(0, r + 1), c + QPointF(-r - 1, 0)}));
                break;
            case QScatterSeries::MarkerShapeTriangle:
                painter->drawPolygon(QPolygonF(
                    {c + QPointF(0, -r - 1), c + QPointF(r + 1, r), c + QPointF(-r - 1, r)}));
                break;
            default:
                painter->drawEllipse(c, r, r);
                break;
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(e.series.data())) {
            QPen pen = xy->pen();
            pen.setWidthF(std::min<qreal>(pen.widthF(), 2.5));
            painter->setPen(pen);
            painter->drawLine(QPointF(sample.left(), c.y()), QPointF(sample.right(), c.y()));
        }
        painter->setPen(QColor(0x30, 0x30, 0x30));
        const QRectF text(sample.right() + kSwatchGap, e.rect.top(),
                          e.rect.right() - sample.right() - kSwatchGap, e.rect.height());
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                          e.elided ? fm.elidedText(e.text, Qt::ElideMiddle, text.width()) : e.text);
    }
    painter->restore();
}

} // namespace roofline
