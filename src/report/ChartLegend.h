// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QList>
#include <QPointer>
#include <QString>

class QAbstractSeries;
class QChart;

namespace roofline {

// The legend of every chart: the entries Qt's legend would show (series whose legend marker
// is visible), wrapped into as many rows below the plot as the chart's width needs. Qt's own
// legend keeps one row and cuts names to "a deli…" when there are many runs or long names;
// this one cuts names only when a single name is wider than the chart or the rows would take
// more than a third of a small chart (then: columns, names shortened in the middle). It reserves
// its rows through the chart's bottom margin, so the plot shrinks instead of overlapping it.
class ChartLegend : public QGraphicsObject {
public:
    // Hides Qt's legend and draws this one instead; idempotent.
    static ChartLegend *install(QChart *chart);
    static ChartLegend *of(QChart *chart);

    struct Entry {
        QPointer<QAbstractSeries> series;
        QString text;
        QRectF rect; // swatch and text, in chart coordinates
        bool elided = false;
    };
    // The entries as laid out for the chart's current width.
    QList<Entry> entries() const;
    int rows() const { return m_rows; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    explicit ChartLegend(QChart *chart);
    void relayout();
    // The rows laid out (entries' rects relative to the row) placed centred at the chart's
    // foot, and the chart's bottom margin made room for them.
    void place(const QList<QList<Entry *>> &rows, const QRectF &chartRect, qreal available,
               qreal lineHeight);

    QChart *m_chart;
    QFont m_font;
    QList<Entry> m_entries;
    int m_rows = 0;
    qreal m_laidWidth = -1;
    qreal m_laidHeight = -1;
};

} // namespace roofline
