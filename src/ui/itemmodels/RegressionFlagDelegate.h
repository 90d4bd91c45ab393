// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;

namespace roofline::ui {

class RegressionFlags;

// Draws a run's regression flag beside a History cell (a red ⚑ when the run regressed against
// the median of its node's previous runs) and explains it in the tooltip. Asking for the flag
// while painting is what makes the check lazy: only rows on screen are checked. The run is
// the index's RunTableModel::RunIdRole.
class RegressionFlagDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    RegressionFlagDelegate(RegressionFlags *flags, QAbstractItemView *view);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

private:
    RegressionFlags *m_flags = nullptr;
};

} // namespace roofline::ui
