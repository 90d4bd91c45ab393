// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorGroupTable.h"

#include "model/Units.h"
#include "model/analysis/BoundState.h"

#include <QHeaderView>
#include <QLocale>

namespace roofline::ui {

namespace {

QTableWidgetItem *cell(const QString &text, bool number = true) {
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString clock(double seconds) {
    return seconds > 0 ? units::formatSeconds(seconds) : QStringLiteral("—");
}

} // namespace

CalculatorGroupTable::CalculatorGroupTable(QWidget *parent)
    : QTableWidget(0, ColumnCount, parent) {
    setObjectName(QStringLiteral("groups"));
    setHorizontalHeaderLabels({tr("Kernel group"), tr("Time (share)"), tr("Bound"), tr("Memory"),
                               tr("Compute"), tr("Launches"), tr("Link")});
    horizontalHeaderItem(Memory)->setToolTip(tr("Bytes the group moves ÷ effective bandwidth."));
    horizontalHeaderItem(Compute)->setToolTip(
        tr("FLOPs ÷ effective peak of the format the group multiplies in."));
    horizontalHeaderItem(Launches)->setToolTip(tr("Kernel launches × per-launch cost."));
    horizontalHeaderItem(Link)->setToolTip(
        tr("Tensor-parallel all-reduce bytes ÷ link bandwidth (with more than one GPU)."));
    horizontalHeaderItem(Time)->setToolTip(tr("The largest of the group's clocks: its time when "
                                              "the groups run one after another."));
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    // Group names in full; the bound takes what is left (the view scrolls when it is narrow).
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setToolTip(tr("Each kernel group at its own bound. Their sum is the step time when the "
                  "kernels run one after another; the overlapped bound takes the largest clock "
                  "over the whole step and can only be shorter."));
}

void CalculatorGroupTable::clearGroups() {
    setRowCount(0);
}

void CalculatorGroupTable::showGroups(const OperatingPoint &op) {
    const QLocale locale;
    setRowCount(int(op.groups.size()) + 1);
    bool anyLink = false;
    int row = 0;
    for (const KernelGroup &g : op.groups) {
        setItem(row, Group, cell(g.name(), false));
        setItem(row, Memory, cell(clock(g.memoryTime)));
        setItem(row, Compute,
                cell(g.computeTime > 0
                         ? tr("%1 (%2)").arg(units::formatSeconds(g.computeTime), g.computeFormat)
                         : QStringLiteral("—")));
        setItem(row, Launches, cell(clock(g.overheadTime)));
        setItem(row, Link, cell(clock(g.linkTime)));
        const double share = op.groupedStepTime > 0 ? 100 * g.time / op.groupedStepTime : 0;
        setItem(
            row, Time,
            cell(
                tr("%1 (%2 %)").arg(units::formatSeconds(g.time), locale.toString(share, 'f', 0))));
        auto *state = cell(BoundState::label(g.state), false);
        state->setToolTip(BoundState::explanation(g.state));
        setItem(row, State, state);
        anyLink |= g.linkTime > 0;
        ++row;
    }
    auto *sum = cell(tr("Sum"), false);
    sum->setToolTip(tr("The groups one after another: the grouped step time."));
    QFont bold = sum->font();
    bold.setBold(true);
    sum->setFont(bold);
    setItem(row, Group, sum);
    for (int c = Memory; c < ColumnCount; ++c)
        setItem(row, c, cell(QString()));
    auto *total = cell(units::formatSeconds(op.groupedStepTime));
    total->setFont(bold);
    setItem(row, Time, total);
    auto *state = cell(tr("%1 (%2 %)")
                           .arg(BoundState::label(op.groupedState),
                                locale.toString(op.groupedShare * 100, 'f', 0)),
                       false);
    state->setToolTip(tr("The bound of the groups that take the largest share of the step."));
    setItem(row, State, state);
    setColumnHidden(Link, !anyLink);
}

} // namespace roofline::ui
