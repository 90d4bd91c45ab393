// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/RooflineCalculator.h"

#include <QTableWidget>

namespace roofline::ui {

// The step kernel group by kernel group (item 2 of issue 17): each group's memory, compute,
// launch and link clocks, the time it takes at its own bound, its share of the grouped step,
// and the bound; the last row is the sum, the step time when the groups run one after
// another, next to the overlapped bound of the result box.
class CalculatorGroupTable : public QTableWidget {
    Q_OBJECT
public:
    // What a user reads first comes first: the group's time and bound, then its clocks.
    enum Column { Group, Time, State, Memory, Compute, Launches, Link, ColumnCount };

    explicit CalculatorGroupTable(QWidget *parent = nullptr);

    void showGroups(const OperatingPoint &op);
    // Nothing evaluated: an empty table.
    void clearGroups();
};

} // namespace roofline::ui
