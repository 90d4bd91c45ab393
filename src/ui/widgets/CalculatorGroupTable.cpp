#include "ui/widgets/CalculatorGroupTable.h"

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
    setHorizontalHeaderLabels({tr("Kernel group"), tr("Memory"), tr("Compute"), tr("Launches"),
                               tr("Link"), tr("Time"), tr("Share"), tr("Bound")});
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
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Group, QHeaderView::Stretch);
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
        setItem(row, Time, cell(units::formatSeconds(g.time)));
        setItem(row, Share,
                cell(QStringLiteral("%1 %").arg(locale.toString(
                    op.groupedStepTime > 0 ? 100 * g.time / op.groupedStepTime : 0, 'f', 0))));
        auto *state = cell(BoundState::label(g.state), false);
        state->setToolTip(BoundState::explanation(g.state));
        setItem(row, State, state);
        anyLink |= g.linkTime > 0;
        ++row;
    }
    auto *sum = cell(tr("Sum: one group after another"), false);
    QFont bold = sum->font();
    bold.setBold(true);
    sum->setFont(bold);
    setItem(row, Group, sum);
    for (int c = Memory; c < Time; ++c)
        setItem(row, c, cell(QString()));
    auto *total = cell(units::formatSeconds(op.groupedStepTime));
    total->setFont(bold);
    setItem(row, Time, total);
    setItem(row, Share, cell(QStringLiteral("100 %")));
    auto *state = cell(tr("%1 (%2 %)")
                           .arg(BoundState::label(op.groupedState))
                           .arg(locale.toString(op.groupedShare * 100, 'f', 0)),
                       false);
    state->setToolTip(tr("The bound of the groups that take the largest share of the step."));
    setItem(row, State, state);
    setColumnHidden(Link, !anyLink);
}

} // namespace roofline::ui
