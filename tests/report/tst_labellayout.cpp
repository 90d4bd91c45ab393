// SPDX-License-Identifier: MIT
#include "report/LabelLayout.h"

#include <QRandomGenerator>
#include <QTest>

using namespace roofline;

namespace {

// A fixed-pitch "font": 6 px per character, 10 px high, so the geometry is exact.
QSizeF measureText(int, const QString &text) {
    return QSizeF(6.0 * text.size(), 10);
}

LabelLayout::Label pointLabel(const QString &name, const QPointF &anchor, int priority = 0,
                              const QString &group = QString()) {
    LabelLayout::Label l;
    l.name = name;
    l.anchor = anchor;
    l.candidates = LabelLayout::aroundPoint(anchor, 4);
    l.priority = priority;
    l.mergeGroup = group;
    return l;
}

LabelLayout::Label roofLabel(const QString &name, const QString &value, double y,
                             const QString &group = QStringLiteral("roofs")) {
    LabelLayout::Label l;
    l.name = name;
    l.value = value;
    l.anchor = QPointF(300, y);
    l.candidates = LabelLayout::alongLine({QPointF(20, y), QPointF(390, y)}, l.anchor, 3);
    l.mergeGroup = group;
    return l;
}

// Every label is accounted for: drawn, part of a drawn label, or elided; drawn ones are
// inside the bounds and clear of each other.
void checkConsistent(const QList<LabelLayout::Label> &labels,
                     const QList<LabelLayout::Placement> &placed, const QRectF &bounds) {
    QCOMPARE(placed.size(), labels.size());
    QVERIFY(!LabelLayout::anyOverlap(placed));
    for (qsizetype i = 0; i < placed.size(); ++i) {
        const LabelLayout::Placement &p = placed.at(i);
        const int states = (p.placed ? 1 : 0) + (p.mergedInto >= 0 ? 1 : 0) + (p.elided ? 1 : 0);
        QVERIFY2(states == 1, qPrintable(QString::number(i)));
        if (p.placed) {
            QVERIFY2(bounds.contains(p.rect), qPrintable(labels.at(i).text()));
            QCOMPARE(p.rect.size(), measureText(int(i), p.text));
        }
        if (p.mergedInto >= 0) {
            QVERIFY(placed.at(p.mergedInto).placed);
            QVERIFY2(placed.at(p.mergedInto).text.contains(labels.at(i).name),
                     qPrintable(placed.at(p.mergedInto).text));
        }
    }
}

} // namespace

class TestLabelLayout : public QObject {
    Q_OBJECT

private slots:
    void rectAtPutsTheNamedPointOnTheSpot_data() {
        QTest::addColumn<int>("align");
        QTest::addColumn<QRectF>("expected");
        const QSizeF s(60, 10);
        QTest::newRow("above") << int(Qt::AlignHCenter | Qt::AlignBottom)
                               << QRectF(QPointF(70, 40), s);
        QTest::newRow("right") << int(Qt::AlignLeft | Qt::AlignVCenter)
                               << QRectF(QPointF(100, 45), s);
        QTest::newRow("below-left")
            << int(Qt::AlignRight | Qt::AlignTop) << QRectF(QPointF(40, 50), s);
        QTest::newRow("centre") << int(Qt::AlignCenter) << QRectF(QPointF(70, 45), s);
    }

    void rectAtPutsTheNamedPointOnTheSpot() {
        QFETCH(int, align);
        QFETCH(QRectF, expected);
        QCOMPARE(LabelLayout::rectAt(QPointF(100, 50), Qt::Alignment(align), QSizeF(60, 10)),
                 expected);
    }

    void aLabelThatFitsStaysAtItsPreferredPosition() {
        const QRectF bounds(0, 0, 400, 300);
        const QList<LabelLayout::Label> labels{
            pointLabel(QStringLiteral("alone"), {100, 100}),
            pointLabel(QStringLiteral("far"), {300, 200}),
            roofLabel(QStringLiteral("bf16"), QStringLiteral("795 TFLOP/s"), 50)};
        // A line far from every label changes nothing.
        const LabelLayout::Obstacles obstacles{{QLineF(0, 290, 400, 290)}, {}};
        const auto placed = LabelLayout::layout(labels, obstacles, bounds, measureText);
        for (qsizetype i = 0; i < labels.size(); ++i) {
            QVERIFY(placed.at(i).placed);
            QCOMPARE(placed.at(i).candidate, 0);
            const LabelLayout::Candidate &c = labels.at(i).candidates.first();
            QCOMPARE(placed.at(i).rect,
                     LabelLayout::rectAt(c.at, c.align, measureText(0, labels.at(i).text())));
            QVERIFY(!placed.at(i).leader);
        }
        // Above the point, centred; above the roof, centred on the preferred spot.
        QCOMPARE(placed.at(0).rect.bottom(), 100 - 4.0);
        QCOMPARE(placed.at(0).rect.center().x(), 100.0);
        QCOMPARE(placed.at(2).rect.bottom(), 50 - 3.0);
        QCOMPARE(placed.at(2).rect.center().x(), 300.0);
    }

    void aLabelMovesOffALineThatCrossesItsSpot() {
        const QRectF bounds(0, 0, 400, 300);
        const QList<LabelLayout::Label> labels{pointLabel(QStringLiteral("point"), {200, 150})};
        // A vertical line straight through the spot above the point.
        const LabelLayout::Obstacles obstacles{{QLineF(200, 0, 200, 140)}, {}};
        const auto placed = LabelLayout::layout(labels, obstacles, bounds, measureText);
        QVERIFY(placed.first().placed);
        QVERIFY(placed.first().candidate > 0);
        QCOMPARE(placed.first().obstacleHits, 0.0);
        QVERIFY(placed.first().rect.left() > 200 || placed.first().rect.right() < 200
                || placed.first().rect.top() > 140);
    }

    void labelsStayInsideThePlotBorder() {
        const QRectF bounds(0, 0, 400, 300);
        // Above would cross the top border, right the right border.
        const QList<LabelLayout::Label> labels{pointLabel(QStringLiteral("corner"), {395, 5})};
        const auto placed = LabelLayout::layout(labels, {}, bounds, measureText);
        QVERIFY(placed.first().placed);
        QVERIFY(placed.first().candidate > 0);
        QVERIFY(bounds.contains(placed.first().rect));
        QVERIFY(!placed.first().rect.contains(QPointF(395, 5)));
    }

    void coincidentLabelsOfAGroupMerge() {
        const QRectF bounds(0, 0, 400, 300);
        const QList<LabelLayout::Label> labels{
            roofLabel(QStringLiteral("fp16"), QStringLiteral("990 TFLOP/s"), 60),
            roofLabel(QStringLiteral("bf16"), QStringLiteral("990 TFLOP/s"), 60),
            roofLabel(QStringLiteral("fp8"), QStringLiteral("1.98 PFLOP/s"), 20),
            // Same spot, other group: not merged, placed elsewhere.
            roofLabel(QStringLiteral("bf16"), QStringLiteral("795 TFLOP/s"), 60,
                      QStringLiteral("measured"))};
        const auto placed = LabelLayout::layout(labels, {}, bounds, measureText);
        checkConsistent(labels, placed, bounds);
        QVERIFY(placed.at(0).placed);
        QCOMPARE(placed.at(0).text, QStringLiteral("fp16 / bf16 990 TFLOP/s"));
        QCOMPARE(placed.at(1).mergedInto, 0);
        QCOMPARE(placed.at(2).text, QStringLiteral("fp8 1.98 PFLOP/s"));
        QVERIFY(placed.at(3).placed);
        QCOMPARE(placed.at(3).text, QStringLiteral("bf16 795 TFLOP/s"));
    }

    void mergedValuesShareTheirUnit() {
        QList<LabelLayout::Label> labels{
            roofLabel(QStringLiteral("bf16"), QStringLiteral("795 TFLOP/s"), 60),
            roofLabel(QStringLiteral("fp16"), QStringLiteral("760 TFLOP/s"), 61),
            roofLabel(QStringLiteral("fp8"), QStringLiteral("1.40 PFLOP/s"), 120),
            roofLabel(QStringLiteral("int8"), QStringLiteral("1.30 POP/s"), 121)};
        const auto placed = LabelLayout::layout(labels, {}, QRectF(0, 0, 400, 300), measureText);
        QCOMPARE(placed.at(0).text, QStringLiteral("bf16 / fp16 795 / 760 TFLOP/s"));
        QCOMPARE(placed.at(2).text, QStringLiteral("fp8 1.40 PFLOP/s / int8 1.30 POP/s"));
    }

    void identicalTextsAreSaidOnce() {
        const QList<LabelLayout::Label> labels{
            pointLabel(QStringLiteral("295"), {100, 100}, 0, QStringLiteral("ridge")),
            pointLabel(QStringLiteral("295"), {101, 101}, 0, QStringLiteral("ridge"))};
        const auto placed = LabelLayout::layout(labels, {}, QRectF(0, 0, 400, 300), measureText);
        QCOMPARE(placed.at(0).text, QStringLiteral("295"));
        QCOMPARE(placed.at(1).mergedInto, 0);
    }

    void aLabelWithNoRoomJoinsItsNeighbour() {
        // A strip one label high: the second roof label finds no free candidate of its own.
        const QRectF bounds(0, 0, 400, 14);
        QList<LabelLayout::Label> labels;
        for (const QString &n : {QStringLiteral("fp16"), QStringLiteral("bf16")}) {
            LabelLayout::Label l;
            l.name = n;
            l.value = QStringLiteral("990");
            l.anchor = QPointF(200, 7);
            l.candidates = {{QPointF(200, 7), Qt::AlignCenter, 0}};
            l.mergeGroup = QStringLiteral("roofs");
            labels << l;
        }
        labels[1].anchor = QPointF(210, 7); // close, but not coincident
        const auto placed = LabelLayout::layout(labels, {}, QRectF(bounds), measureText);
        checkConsistent(labels, placed, bounds);
        QCOMPARE(placed.at(0).text, QStringLiteral("fp16 / bf16 990"));
        QCOMPARE(placed.at(1).mergedInto, 0);
    }

    void aLabelWithNoRoomAndNoNeighbourIsElided() {
        const QRectF bounds(0, 0, 400, 14);
        QList<LabelLayout::Label> labels;
        for (const QString &n : {QStringLiteral("first"), QStringLiteral("second")}) {
            LabelLayout::Label l;
            l.name = n;
            l.anchor = QPointF(200, 7);
            l.candidates = {{QPointF(200, 7), Qt::AlignCenter, 0}};
            labels << l;
        }
        labels[1].priority = 1; // placed first, so "first" is the one left out
        const auto placed = LabelLayout::layout(labels, {}, bounds, measureText);
        checkConsistent(labels, placed, bounds);
        QVERIFY(placed.at(1).placed);
        QVERIFY(placed.at(0).elided);
        // Too big for the plot at all.
        const auto huge = LabelLayout::layout({pointLabel(QString(200, QLatin1Char('x')), {5, 5})},
                                              {}, bounds, measureText);
        QVERIFY(huge.first().elided);
    }

    void aLabelPushedFarGetsALeaderLine() {
        const QRectF bounds(0, 0, 400, 300);
        // Markers all around the point: only the outer rings are free.
        const QPointF a(200, 150);
        LabelLayout::Obstacles obstacles;
        obstacles.rects << QRectF(a.x() - 60, a.y() - 16, 120, 32);
        QList<LabelLayout::Label> labels{pointLabel(QStringLiteral("crowded"), a)};
        const auto placed = LabelLayout::layout(labels, obstacles, bounds, measureText);
        QVERIFY(placed.first().placed);
        QVERIFY(!placed.first().rect.intersects(obstacles.rects.first())); // data stays visible
        QVERIFY(placed.first().leader);
        QCOMPARE(placed.first().leaderLine.p1(), a);
        const QPointF end = placed.first().leaderLine.p2();
        QVERIFY(placed.first().rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(end));
    }

    void alongLineStartsBesideTheNearestPointOfTheLine_data() {
        QTest::addColumn<QPointF>("from");
        QTest::addColumn<QPointF>("to");
        QTest::addColumn<int>("align");
        QTest::addColumn<QPointF>("at");
        // Horizontal roof: above, centred. Rising diagonal: above-left, by its lower-right
        // corner. Vertical boundary: right of it.
        QTest::newRow("horizontal") << QPointF(0, 100) << QPointF(400, 100)
                                    << int(Qt::AlignHCenter | Qt::AlignBottom) << QPointF(150, 97);
        QTest::newRow("diagonal") << QPointF(0, 300) << QPointF(300, 0)
                                  << int(Qt::AlignRight | Qt::AlignBottom) << QPointF(147, 147);
        QTest::newRow("vertical") << QPointF(150, 300) << QPointF(150, 0)
                                  << int(Qt::AlignLeft | Qt::AlignVCenter) << QPointF(153, 150);
    }

    void alongLineStartsBesideTheNearestPointOfTheLine() {
        QFETCH(QPointF, from);
        QFETCH(QPointF, to);
        QFETCH(int, align);
        QFETCH(QPointF, at);
        const auto c = LabelLayout::alongLine({from, to}, QPointF(150, 150), 3);
        QVERIFY(c.size() > 20);
        QCOMPARE(int(c.first().align), align);
        QVERIFY2(QLineF(c.first().at, at).length() < 1e-6,
                 qPrintable(QStringLiteral("%1,%2").arg(c.first().at.x()).arg(c.first().at.y())));
        for (qsizetype i = 1; i < c.size(); ++i)
            QVERIFY(c.at(i).cost >= c.at(i - 1).cost);
        // Every candidate beside the line, none of them crossing it, but for the last resort
        // of each spot: centred on the line.
        int onLine = 0;
        for (const LabelLayout::Candidate &k : c) {
            if (k.align == Qt::AlignCenter) {
                ++onLine;
                QVERIFY(k.cost >= 9);
                continue;
            }
            const QRectF r = LabelLayout::rectAt(k.at, k.align, QSizeF(60, 10));
            const QLineF line(from, to);
            const QLineF edges[] = {
                QLineF(r.topLeft(), r.topRight()), QLineF(r.topRight(), r.bottomRight()),
                QLineF(r.bottomRight(), r.bottomLeft()), QLineF(r.bottomLeft(), r.topLeft())};
            for (const QLineF &e : edges)
                QVERIFY(line.intersects(e, nullptr) != QLineF::BoundedIntersection);
        }
        QCOMPARE(onLine * 3, int(c.size()));
    }

    void denseInputsNeverOverlap_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("spread"); // anchors within this many px of the centre
        QTest::addColumn<bool>("roofs");
        QTest::addColumn<int>("minShown"); // drawn, or part of a drawn label
        QTest::newRow("40 points in 80 px") << 40 << 80.0 << false << 25;
        QTest::newRow("150 points over the plot") << 150 << 170.0 << false << 85;
        // One pile: the labels right around it, the rest elided (an outer label's leader
        // would have to cross an inner label).
        QTest::newRow("60 points on one spot") << 60 << 0.0 << false << 4;
        QTest::newRow("30 roofs within 60 px") << 30 << 60.0 << true << 15;
        // Three groups of four merged labels; two fit beside the line, the third not.
        QTest::newRow("12 roofs on one line") << 12 << 0.0 << true << 8;
    }

    void denseInputsNeverOverlap() {
        QFETCH(int, count);
        QFETCH(double, spread);
        QFETCH(bool, roofs);
        QFETCH(int, minShown);
        const QRectF bounds(0, 0, 600, 360);
        QRandomGenerator rng(42);
        QList<LabelLayout::Label> labels;
        LabelLayout::Obstacles obstacles;
        for (int i = 0; i < count; ++i) {
            const double dx = spread > 0 ? rng.bounded(2 * spread) - spread : 0;
            const double dy = spread > 0 ? rng.bounded(2 * spread) - spread : 0;
            if (roofs) {
                auto l =
                    roofLabel(QStringLiteral("f%1").arg(i), QStringLiteral("%1 TFLOP/s").arg(i),
                              180 + dy / 2, QStringLiteral("g%1").arg(i % 3));
                labels << l;
                obstacles.segments << QLineF(20, l.anchor.y(), 390, l.anchor.y());
            } else {
                const QPointF a(300 + dx, 180 + dy);
                labels << pointLabel(QStringLiteral("label %1").arg(i), a, i % 3,
                                     i % 4 ? QString() : QStringLiteral("g"));
                obstacles.rects << QRectF(a.x() - 3, a.y() - 3, 6, 6);
            }
        }
        const auto placed = LabelLayout::layout(labels, obstacles, bounds, measureText);
        checkConsistent(labels, placed, bounds);
        for (const auto &p : placed) {
            for (const QRectF &m : obstacles.rects)
                QVERIFY(!p.placed || !p.rect.intersects(m)); // no marker hidden
        }
        // Crowding costs some labels, not most of them.
        int shown = 0;
        for (const auto &p : placed)
            shown += p.placed || p.mergedInto >= 0 ? 1 : 0;
        qInfo("%d of %d labels shown", shown, count);
        QVERIFY2(shown >= minShown, qPrintable(QString::number(shown)));
        // Deterministic: the same input gives the same picture.
        const auto again = LabelLayout::layout(labels, obstacles, bounds, measureText);
        for (qsizetype i = 0; i < placed.size(); ++i) {
            QCOMPARE(again.at(i).rect, placed.at(i).rect);
            QCOMPARE(again.at(i).text, placed.at(i).text);
            QCOMPARE(again.at(i).mergedInto, placed.at(i).mergedInto);
        }
    }

    void higherPriorityWinsTheContestedSpot() {
        const QRectF bounds(0, 0, 400, 300);
        QList<LabelLayout::Label> labels{pointLabel(QStringLiteral("low"), {200, 150}, 0),
                                         pointLabel(QStringLiteral("high"), {200, 150}, 5)};
        const auto placed = LabelLayout::layout(labels, {}, bounds, measureText);
        QCOMPARE(placed.at(1).candidate, 0);
        QVERIFY(placed.at(0).candidate > 0);
        QVERIFY(!LabelLayout::anyOverlap(placed));
    }
};

QTEST_APPLESS_MAIN(TestLabelLayout)

#include "tst_labellayout.moc"
