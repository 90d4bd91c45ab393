// SPDX-License-Identifier: MIT
#pragma once

#include "report/FleetReport.h"

#include <QCoreApplication>
#include <QString>

namespace roofline {

// "Is this number normal?" for the fleet: every node's headline figures (main-memory bandwidth,
// the peak of each format) ranked among the nodes of the same hardware — the same device model
// (GPU model or CPU model string) measured by the same build — not only against the node's own
// past. A node far below its peers (robust z-score ≤ −kOutlierZ and at least kOutlierFloor
// below their median) is an outlier to drain, with the reason in words.
class FleetPeers {
    Q_DECLARE_TR_FUNCTIONS(roofline::FleetPeers)

public:
    static constexpr double kOutlierZ = 3.5;      // robust z-score (Iglewicz and Hoaglin)
    static constexpr double kOutlierFloor = 0.05; // and at least 5 % below the peers' median
    static constexpr int kMinPeers = 3;           // fewer nodes in a group: no ranking

    // The group a node belongs to: "device model · app version" of its latest run.
    static QString groupKey(const FleetRow &row);
    // Fills every row's `peers` and `drain` from all rows (entry values and entry.recent).
    static void judge(QList<FleetRow> &rows);
    // "DRAM read 21 % below the median of 31 peers; 4.2 MAD".
    static QString reasonText(const PeerFigure &figure);
    // "P23 of 112 runs": where the value lies among the group's recent runs.
    static QString percentileText(const PeerFigure &figure);
    // The figure's name for people: "Memory bandwidth", "fp64 peak".
    static QString figureText(const QString &figure);
};

} // namespace roofline
