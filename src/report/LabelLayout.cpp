// SPDX-License-Identifier: MIT
#include "report/LabelLayout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace roofline {

namespace {

// One drawn label: the labels merged into it and their texts.
struct Head {
    QStringList names, values;
    QString text() const {
        // The same text twice (two ridge points on one spot) is said once.
        QStringList ns, vs;
        for (qsizetype i = 0; i < names.size(); ++i) {
            bool seen = false;
            for (qsizetype j = 0; j < ns.size() && !seen; ++j)
                seen = ns.at(j) == names.at(i) && vs.at(j) == values.at(i);
            if (!seen) {
                ns << names.at(i);
                vs << values.at(i);
            }
        }
        return join(ns, vs);
    }
    static QString join(const QStringList &names, const QStringList &values) {
        const bool sameValue = std::all_of(values.begin(), values.end(),
                                           [&](const QString &v) { return v == values.first(); });
        if (sameValue) {
            const QString n = names.join(QStringLiteral(" / "));
            return values.first().isEmpty() ? n : n + QLatin1Char(' ') + values.first();
        }
        // "bf16 / fp16 795 / 760 TFLOP/s": the names, then the values, the unit said once.
        QStringList numbers;
        QString unit;
        bool sameUnit = true;
        for (const QString &v : values) {
            const qsizetype space = v.lastIndexOf(QLatin1Char(' '));
            const QString u = space > 0 ? v.mid(space + 1) : QString();
            sameUnit = sameUnit && !u.isEmpty() && (unit.isEmpty() || u == unit);
            unit = u;
            numbers << v.left(space);
        }
        if (sameUnit)
            return QStringLiteral("%1 %2 %3")
                .arg(names.join(QStringLiteral(" / ")), numbers.join(QStringLiteral(" / ")), unit);
        QStringList parts;
        for (qsizetype i = 0; i < names.size(); ++i)
            parts << (values.at(i).isEmpty() ? names.at(i)
                                             : names.at(i) + QLatin1Char(' ') + values.at(i));
        return parts.join(QStringLiteral(" / "));
    }
};

double distance(const QPointF &a, const QPointF &b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

QPointF nearestOnRect(const QRectF &r, const QPointF &p) {
    return QPointF(std::clamp(p.x(), r.left(), r.right()), std::clamp(p.y(), r.top(), r.bottom()));
}

bool segmentHitsRect(const QLineF &s, const QRectF &r) {
    // Cheap rejection on bounding boxes first: most of the plot's segments are far away.
    if (std::max(s.x1(), s.x2()) < r.left() || std::min(s.x1(), s.x2()) > r.right()
        || std::max(s.y1(), s.y2()) < r.top() || std::min(s.y1(), s.y2()) > r.bottom())
        return false;
    if (r.contains(s.p1()) || r.contains(s.p2()))
        return true;
    const QLineF edges[] = {
        QLineF(r.topLeft(), r.topRight()), QLineF(r.topRight(), r.bottomRight()),
        QLineF(r.bottomRight(), r.bottomLeft()), QLineF(r.bottomLeft(), r.topLeft())};
    for (const QLineF &e : edges) {
        if (s.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

// Alignment of a rectangle that lies on the side `n` of a point.
Qt::Alignment sideAlignment(double nx, double ny) {
    Qt::Alignment a;
    a |= nx > 0.1 ? Qt::AlignLeft : nx < -0.1 ? Qt::AlignRight : Qt::AlignHCenter;
    a |= ny < -0.1 ? Qt::AlignBottom : ny > 0.1 ? Qt::AlignTop : Qt::AlignVCenter;
    return a;
}

double sign(double v) {
    return v > 0.1 ? 1 : v < -0.1 ? -1 : 0;
}

// Arc length at each vertex of a polyline; `nearest` gets the arc length of the point of the
// line nearest to `to`.
QList<double> arcLengths(const QList<QPointF> &polyline, const QPointF &to, double *nearest) {
    QList<double> at{0};
    double bestD = -1;
    *nearest = 0;
    for (qsizetype i = 0; i + 1 < polyline.size(); ++i) {
        const QPointF a = polyline.at(i), b = polyline.at(i + 1);
        const double len = distance(a, b);
        if (len > 0) {
            const QPointF ab = b - a;
            const double t = std::clamp(QPointF::dotProduct(to - a, ab) / (len * len), 0.0, 1.0);
            const double d = distance(to, a + ab * t);
            if (bestD < 0 || d < bestD) {
                bestD = d;
                *nearest = at.last() + t * len;
            }
        }
        at << at.last() + len;
    }
    return at;
}

// The point at arc length `s` of a polyline (`at`: arcLengths()), and the line's direction
// there.
QPointF pointAt(const QList<QPointF> &polyline, const QList<double> &at, double s,
                QPointF *direction) {
    qsizetype i = 0;
    while (i + 2 < at.size() && at.at(i + 1) < s)
        ++i;
    // Skip zero-length segments so the direction is defined.
    while (i + 2 < at.size() && at.at(i + 1) - at.at(i) <= 0)
        ++i;
    const QPointF a = polyline.at(i), b = polyline.at(i + 1);
    const double len = at.at(i + 1) - at.at(i);
    const double t = len > 0 ? std::clamp((s - at.at(i)) / len, 0.0, 1.0) : 0.0;
    *direction = len > 0 ? (b - a) / len : QPointF(1, 0);
    return a + (b - a) * t;
}

// The candidates at point `p` of a line running in direction `d`, `k` steps from the
// preferred spot: beside it on either side, then on it.
QList<LabelLayout::Candidate> besideLine(const QPointF &p, const QPointF &d, double gap,
                                         bool preferUpper, int k) {
    QList<LabelLayout::Candidate> out;
    // The "upper" normal points up the screen, or right for a vertical line.
    QPointF n(d.y(), -d.x());
    if (n.y() > 1e-6 || (std::fabs(n.y()) <= 1e-6 && n.x() < 0))
        n = -n;
    for (int side : {0, 1}) {
        const QPointF nn = (side == 0) == preferUpper ? n : -n;
        const QPointF offset(sign(nn.x()) * gap, sign(nn.y()) * gap);
        out << LabelLayout::Candidate{p + offset, sideAlignment(nn.x(), nn.y()),
                                      0.5 * k + 3.0 * side};
    }
    // Last resort, for a line with neighbours too close on both sides: on the line itself,
    // which the label's backdrop interrupts (it pays for crossing the line).
    out << LabelLayout::Candidate{p, Qt::AlignCenter, 0.5 * k + 9.0};
    return out;
}

// One layout pass: the input, the placements made so far and the leader lines drawn.
class Placer {
public:
    using Label = LabelLayout::Label;
    using Candidate = LabelLayout::Candidate;
    using Placement = LabelLayout::Placement;

    Placer(const QList<Label> &labels, const LabelLayout::Obstacles &obstacles,
           const QRectF &bounds, const LabelLayout::Measure &measure,
           const LabelLayout::Options &options)
        : m_labels(labels)
        , m_obstacles(obstacles)
        , m_inside(bounds)
        , m_measure(measure)
        , m_options(options)
        , m_n(labels.size())
        , m_out(m_n)
        , m_heads(m_n) {
        for (qsizetype i = 0; i < m_n; ++i)
            m_heads[i] = Head{{labels.at(i).name}, {labels.at(i).value}};
    }

    QList<Placement> run() {
        mergeCoincident();
        for (qsizetype i : byPriority())
            place(i);
        followMerges();
        drawLeaders();
        return m_out;
    }

private:
    // Coincident members of a merge group become one label, at the first one's place.
    void mergeCoincident() {
        for (qsizetype i = 0; i < m_n; ++i) {
            const Label &li = m_labels.at(i);
            if (li.mergeGroup.isEmpty() || li.text().isEmpty())
                continue;
            for (qsizetype j = 0; j < i; ++j) {
                const Label &lj = m_labels.at(j);
                if (m_out.at(j).mergedInto >= 0 || lj.mergeGroup != li.mergeGroup
                    || distance(li.anchor, lj.anchor) > m_options.mergeDistance)
                    continue;
                m_out[i].mergedInto = int(j);
                m_heads[j].names << li.name;
                m_heads[j].values << li.value;
                break;
            }
        }
    }

    QList<qsizetype> byPriority() const {
        QList<qsizetype> order(m_n);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
            return m_labels.at(a).priority > m_labels.at(b).priority;
        });
        return order;
    }

    bool fits(const QRectF &r, qsizetype except) const {
        if (!m_inside.contains(r))
            return false;
        const double pad = m_options.padding;
        const QRectF padded = r.adjusted(-pad, -pad, pad, pad);
        for (qsizetype j = 0; j < m_n; ++j) {
            if (j != except && m_out.at(j).placed && padded.intersects(m_out.at(j).rect))
                return false;
        }
        return true;
    }

    QLineF leaderFor(qsizetype i, const QRectF &r) const {
        const QPointF a = m_labels.at(i).anchor;
        const QPointF q = nearestOnRect(r, a);
        return m_labels.at(i).leader && distance(a, q) > m_options.leaderDistance ? QLineF(a, q)
                                                                                  : QLineF();
    }

    // What a candidate pays for the plot's lines and the leaders it crosses, and for sitting
    // nearer to another marker than to its own.
    double hits(qsizetype i, const QRectF &r) const {
        double h = 0;
        for (const QLineF &s : m_obstacles.segments)
            h += segmentHitsRect(s, r) ? m_options.segmentCost : 0;
        // Leader lines already drawn are obstacles too.
        for (const QLineF &s : m_leaders)
            h += segmentHitsRect(s, r) ? m_options.segmentCost : 0;
        // A point label nearer to another marker than to its own reads as that marker's.
        if (m_labels.at(i).leader) {
            const QPointF c = r.center();
            const double own = distance(c, m_labels.at(i).anchor);
            for (const QRectF &m : m_obstacles.rects) {
                if (!m.contains(m_labels.at(i).anchor) && distance(c, m.center()) < own) {
                    h += m_options.rectCost;
                    break;
                }
            }
        }
        return h;
    }

    // A label on a marker hides data: not a candidate.
    bool coversAMarker(const QRectF &r) const {
        return std::any_of(m_obstacles.rects.begin(), m_obstacles.rects.end(),
                           [&r](const QRectF &m) { return r.intersects(m); });
    }

    // A leader struck through a label placed before makes both unreadable: not a candidate.
    bool leaderCrossesALabel(qsizetype i, const QRectF &r) const {
        const QLineF leader = leaderFor(i, r);
        if (leader.isNull())
            return false;
        for (qsizetype j = 0; j < m_n; ++j) {
            if (m_out.at(j).placed && segmentHitsRect(leader, m_out.at(j).rect))
                return true;
        }
        return false;
    }

    void place(qsizetype i) {
        Placement &p = m_out[i];
        if (p.mergedInto >= 0)
            return;
        p.text = m_heads.at(i).text();
        if (p.text.isEmpty())
            return;
        if (placeAtBestCandidate(i, m_measure(int(i), p.text)))
            return;
        joinNeighbour(i);
        if (p.mergedInto < 0)
            p.elided = true;
    }

    // The cheapest candidate that fits, clear of markers and of labels placed before.
    bool placeAtBestCandidate(qsizetype i, const QSizeF &size) {
        const Label &label = m_labels.at(i);
        double bestCost = 0;
        int best = -1;
        QRectF bestRect;
        double bestHits = 0;
        for (int c = 0; c < label.candidates.size(); ++c) {
            const Candidate &cand = label.candidates.at(c);
            // Candidates come cheapest first, so nothing later can beat a clean earlier one.
            if (best >= 0 && cand.cost >= bestCost)
                break;
            const QRectF r = LabelLayout::rectAt(cand.at, cand.align, size);
            if (!fits(r, -1) || coversAMarker(r) || leaderCrossesALabel(i, r))
                continue;
            const double h = hits(i, r);
            if (best < 0 || cand.cost + h < bestCost) {
                best = c;
                bestCost = cand.cost + h;
                bestRect = r;
                bestHits = h;
            }
        }
        if (best < 0)
            return false;
        Placement &p = m_out[i];
        p.placed = true;
        p.rect = bestRect;
        p.candidate = best;
        p.obstacleHits = bestHits;
        if (const QLineF leader = leaderFor(i, bestRect); !leader.isNull())
            m_leaders << leader;
        return true;
    }

    // No room: join the nearest placed member of the group if the longer text fits.
    void joinNeighbour(qsizetype i) {
        const Label &label = m_labels.at(i);
        QList<qsizetype> near;
        for (qsizetype j = 0; j < m_n; ++j) {
            if (!label.mergeGroup.isEmpty() && m_out.at(j).placed
                && m_labels.at(j).mergeGroup == label.mergeGroup
                && distance(m_labels.at(j).anchor, label.anchor) <= m_options.joinDistance)
                near << j;
        }
        std::stable_sort(near.begin(), near.end(), [&](qsizetype a, qsizetype b) {
            return distance(m_labels.at(a).anchor, label.anchor)
                   < distance(m_labels.at(b).anchor, label.anchor);
        });
        for (qsizetype j : near) {
            Head joined = m_heads.at(j);
            joined.names << m_heads.at(i).names;
            joined.values << m_heads.at(i).values;
            const QString text = joined.text();
            const Candidate &cand = m_labels.at(j).candidates.at(m_out.at(j).candidate);
            const QRectF r = LabelLayout::rectAt(cand.at, cand.align, m_measure(int(j), text));
            if (!fits(r, j) || coversAMarker(r))
                continue;
            m_heads[j] = joined;
            m_out[j].text = text;
            m_out[j].rect = r;
            m_out[i].mergedInto = int(j);
            break;
        }
    }

    // Labels merged into a label that later joined another follow it.
    void followMerges() {
        for (qsizetype i = 0; i < m_n; ++i) {
            int j = m_out.at(i).mergedInto;
            while (j >= 0 && m_out.at(j).mergedInto >= 0)
                j = m_out.at(j).mergedInto;
            if (j >= 0 && m_out.at(j).placed) {
                m_out[i].mergedInto = j;
            } else if (j >= 0) { // merged into a label that found no room itself
                m_out[i].mergedInto = -1;
                m_out[i].elided = true;
            }
        }
    }

    void drawLeaders() {
        for (qsizetype i = 0; i < m_n; ++i) {
            Placement &p = m_out[i];
            if (!p.placed || !m_labels.at(i).leader)
                continue;
            const QPointF a = m_labels.at(i).anchor;
            const QPointF q = nearestOnRect(p.rect, a);
            if (distance(a, q) > m_options.leaderDistance) {
                p.leader = true;
                p.leaderLine = QLineF(a, q);
            }
        }
    }

    const QList<Label> &m_labels;
    const LabelLayout::Obstacles &m_obstacles;
    const QRectF m_inside;
    const LabelLayout::Measure &m_measure;
    const LabelLayout::Options &m_options;
    const qsizetype m_n;
    QList<Placement> m_out;
    QList<Head> m_heads;
    QList<QLineF> m_leaders;
};

} // namespace

QString LabelLayout::Label::text() const {
    return value.isEmpty() ? name : name.isEmpty() ? value : name + QLatin1Char(' ') + value;
}

QRectF LabelLayout::rectAt(const QPointF &at, Qt::Alignment align, const QSizeF &size) {
    const double x = align & Qt::AlignLeft    ? at.x()
                     : align & Qt::AlignRight ? at.x() - size.width()
                                              : at.x() - size.width() / 2;
    const double y = align & Qt::AlignTop      ? at.y()
                     : align & Qt::AlignBottom ? at.y() - size.height()
                                               : at.y() - size.height() / 2;
    return QRectF(QPointF(x, y), size);
}

QList<LabelLayout::Candidate> LabelLayout::aroundPoint(const QPointF &anchor, double gap,
                                                       Qt::Alignment preferred, int rings) {
    // Compass directions clockwise from "above" (screen y grows downwards).
    static const QPointF dirs[] = {{0, -1}, {1, -1}, {1, 0},  {1, 1},
                                   {0, 1},  {-1, 1}, {-1, 0}, {-1, -1}};
    const double px = preferred & Qt::AlignRight ? 1 : preferred & Qt::AlignLeft ? -1 : 0;
    const double py = preferred & Qt::AlignTop ? -1 : preferred & Qt::AlignBottom ? 1 : 0;
    int start = 0;
    for (int i = 0; i < 8; ++i) {
        if (dirs[i].x() == px && dirs[i].y() == py)
            start = i;
    }
    // The preferred direction, then its neighbours alternating clockwise and anticlockwise.
    QList<int> order{start};
    for (int k = 1; k <= 4; ++k) {
        order << (start + k) % 8;
        if (k < 4)
            order << (start + 8 - k) % 8;
    }
    QList<Candidate> out;
    for (int ring = 0; ring < std::max(1, rings); ++ring) {
        const double r = gap + ring * 12;
        for (int k = 0; k < order.size(); ++k) {
            const QPointF d = dirs[order.at(k)];
            // Diagonals keep the same clearance as the straight directions.
            const double f = (d.x() != 0 && d.y() != 0) ? 0.75 : 1.0;
            out << Candidate{anchor + d * (r * f), sideAlignment(d.x(), d.y()), ring * 10.0 + k};
        }
    }
    return out;
}

QList<LabelLayout::Candidate> LabelLayout::alongLine(const QList<QPointF> &polyline,
                                                     const QPointF &preferredAt, double gap,
                                                     double step, bool preferUpper) {
    QList<Candidate> out;
    if (polyline.isEmpty())
        return out;
    if (polyline.size() == 1)
        return aroundPoint(polyline.first(), gap, Qt::AlignTop, 1);
    double bestS = 0;
    const QList<double> at = arcLengths(polyline, preferredAt, &bestS);
    const double total = at.last();
    step = std::max(1.0, step);
    const int steps = int(std::ceil(std::max(bestS, total - bestS) / step));
    for (int k = 0; k <= steps; ++k) {
        for (int sgn : {1, -1}) {
            if (k == 0 && sgn < 0)
                continue;
            const double s = bestS + sgn * k * step;
            if (s < -1e-9 || s > total + 1e-9)
                continue;
            QPointF d;
            const QPointF p = pointAt(polyline, at, std::clamp(s, 0.0, total), &d);
            out << besideLine(p, d, gap, preferUpper, k);
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Candidate &a, const Candidate &b) { return a.cost < b.cost; });
    return out;
}

QList<LabelLayout::Placement> LabelLayout::layout(const QList<Label> &labels,
                                                  const Obstacles &obstacles, const QRectF &bounds,
                                                  const Measure &measure, const Options &options) {
    return Placer(labels, obstacles, bounds, measure, options).run();
}

bool LabelLayout::anyOverlap(const QList<Placement> &placements, double tolerance) {
    for (qsizetype i = 0; i < placements.size(); ++i) {
        if (!placements.at(i).placed)
            continue;
        const QRectF a =
            placements.at(i).rect.adjusted(tolerance, tolerance, -tolerance, -tolerance);
        for (qsizetype j = i + 1; j < placements.size(); ++j) {
            if (placements.at(j).placed && a.intersects(placements.at(j).rect))
                return true;
        }
    }
    return false;
}

} // namespace roofline
