// SPDX-License-Identifier: MIT
#pragma once

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <functional>

namespace roofline {

// Collision-avoiding placement of chart labels: plain geometry in one coordinate system (the
// chart's pixels), no Qt Charts. Each label names an anchor and a list of candidate
// positions in order of preference; a greedy pass places labels by priority at the cheapest
// candidate that stays inside the bounds, clear of every label placed before it and of every
// marker (and whose leader line crosses no label), paying for crossing the plot's lines, for
// sitting nearer to another marker than to its own, and for distance from the preferred
// position.
// Labels of one merge group whose anchors coincide become one ("fp16 / bf16 990 TFLOP/s");
// a label with no free candidate joins a neighbour of its group if the joined text fits, and
// is elided otherwise: nothing is ever drawn on top of another label. The result depends
// only on the input (ties go to input order), so the same chart always looks the same.
class LabelLayout {
public:
    // Where a label may go: the point of the label's rectangle named by `align` (a corner,
    // an edge's middle, or the centre) sits at `at`. `cost` ranks candidates (0 = preferred).
    struct Candidate {
        QPointF at;
        Qt::Alignment align = Qt::AlignCenter;
        double cost = 0;
    };

    struct Label {
        QString name;  // "fp16": what merged labels list
        QString value; // "990 TFLOP/s": shared by merged labels when equal; may be empty
        QPointF anchor;
        QList<Candidate> candidates; // by ascending cost; the first is the preferred position
        int priority = 0;            // higher places first
        QString mergeGroup;          // empty: never merged
        // Point labels moved far from their point get a leader line; a label sliding along
        // its line stays beside that line and needs none.
        bool leader = true;
        QString text() const;
    };

    struct Obstacles {
        QList<QLineF> segments; // the plot's lines
        QList<QRectF> rects;    // markers
    };

    struct Placement {
        bool placed = false;
        QString text;        // what is drawn (merged labels: the joined text)
        QRectF rect;         // where, when placed
        bool leader = false; // far from the anchor: draw leaderLine
        QLineF leaderLine;   // anchor → nearest point of rect
        int mergedInto = -1; // ≥ 0: this label's text is part of that label's
        bool elided = false; // no room and no neighbour to join: not drawn
        int candidate = -1;  // which candidate was taken
        double obstacleHits = 0;
    };

    struct Options {
        double padding = 2;         // clear space kept between two labels
        double mergeDistance = 3;   // anchors this close (px) coincide
        double joinDistance = 40;   // an unplaceable label may join a group member this close
        double leaderDistance = 14; // a rectangle farther than this from its anchor gets a leader
        double segmentCost = 8;     // per plot line crossing a candidate
        double rectCost = 12;       // a point label nearer to another marker than its own
    };

    // Measures a text of label `index` (its font); used for each label and for merged texts.
    using Measure = std::function<QSizeF(int index, const QString &text)>;

    // Returns one placement per input label, in input order.
    static QList<Placement> layout(const QList<Label> &labels, const Obstacles &obstacles,
                                   const QRectF &bounds, const Measure &measure,
                                   const Options &options);
    static QList<Placement> layout(const QList<Label> &labels, const Obstacles &obstacles,
                                   const QRectF &bounds, const Measure &measure) {
        return layout(labels, obstacles, bounds, measure, Options());
    }

    // The rectangle of `size` whose `align` point sits at `at`.
    static QRectF rectAt(const QPointF &at, Qt::Alignment align, const QSizeF &size);

    // Candidates around a point marker: the eight compass positions at `gap` (starting with
    // `preferred`, then the rest clockwise by distance from it), then the same on rings
    // farther out, which need a leader line.
    static QList<Candidate> aroundPoint(const QPointF &anchor, double gap,
                                        Qt::Alignment preferred = Qt::AlignTop, int rings = 3);
    // Candidates along a polyline: beside it at `gap`, on the `preferUpper` side first (above,
    // or right of a vertical line), sliding from `preferredAt` (the point of the line nearest
    // to it) in steps of `step` both ways to the ends of the line.
    static QList<Candidate> alongLine(const QList<QPointF> &polyline, const QPointF &preferredAt,
                                      double gap, double step = 10, bool preferUpper = true);

    // True when two placed rectangles of `placements` overlap (tests and assertions).
    static bool anyOverlap(const QList<Placement> &placements, double tolerance = 0.5);
};

} // namespace roofline
