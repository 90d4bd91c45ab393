// SPDX-License-Identifier: MIT
#include "ui/itemmodels/RegressionFlagDelegate.h"

#include "ui/itemmodels/RunTableModel.h"
#include "ui/services/RegressionFlags.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace roofline::ui {

namespace {
const QColor kWorse(0xd3, 0x2f, 0x2f);
QString flagMark() {
    return QStringLiteral("⚑");
}

int markWidth(const QStyleOptionViewItem &option) {
    return option.fontMetrics.horizontalAdvance(flagMark()) + 8;
}
} // namespace

RegressionFlagDelegate::RegressionFlagDelegate(RegressionFlags *flags, QAbstractItemView *view)
    : QStyledItemDelegate(view)
    , m_flags(flags) {
    // Repaint when answers arrive; the view then shows them.
    connect(flags, &RegressionFlags::flagsReady, view->viewport(), qOverload<>(&QWidget::update));
}

void RegressionFlagDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const {
    const qint64 id = index.data(RunTableModel::RunIdRole).toLongLong();
    const RegressionFlags::Flag flag = m_flags->flag(id);
    if (flag.state != RegressionFlags::Flag::State::Regressed) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The cell's own text, narrowed, then the mark in the space kept free on the right.
    QStyleOptionViewItem narrowed = option;
    const int mark = markWidth(option);
    narrowed.rect.setRight(option.rect.right() - mark);
    QStyleOptionViewItem full = option;
    initStyleOption(&full, index);
    full.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : nullptr;
    if (style)
        style->drawControl(QStyle::CE_ItemViewItem, &full, painter, widget); // background
    QStyledItemDelegate::paint(painter, narrowed, index);
    painter->save();
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(kWorse);
    painter->drawText(
        QRect(option.rect.right() - mark, option.rect.top(), mark, option.rect.height()),
        Qt::AlignCenter, flagMark());
    painter->restore();
}

QSize RegressionFlagDelegate::sizeHint(const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += markWidth(option);
    return size;
}

bool RegressionFlagDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view,
                                       const QStyleOptionViewItem &option,
                                       const QModelIndex &index) {
    if (event && event->type() == QEvent::ToolTip) {
        const qint64 id = index.data(RunTableModel::RunIdRole).toLongLong();
        const QStringList lines = m_flags->findings(id);
        if (!lines.isEmpty()) {
            QString tip = index.data(Qt::ToolTipRole).toString();
            if (!tip.isEmpty())
                tip += QLatin1Char('\n');
            QToolTip::showText(event->globalPos(), tip + lines.join(QLatin1Char('\n')), view);
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

} // namespace roofline::ui
