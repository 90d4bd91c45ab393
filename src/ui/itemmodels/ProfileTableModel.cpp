// SPDX-License-Identifier: MIT
#include "ui/itemmodels/ProfileTableModel.h"

#include "ui/profiles/ProfileAdapter.h"

namespace roofline::ui {

ProfileTableModel::ProfileTableModel(std::shared_ptr<const ProfileAdapter> adapter, QObject *parent)
    : QAbstractTableModel(parent)
    , m_adapter(std::move(adapter)) {}

void ProfileTableModel::setItems(const QList<QVariant> &items) {
    beginResetModel();
    m_items = items;
    endResetModel();
}

int ProfileTableModel::rowOf(const QString &id) const {
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_adapter->id(m_items.at(row)) == id)
            return row;
    }
    return -1;
}

int ProfileTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_items.size());
}

int ProfileTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_adapter->columnCount();
}

QVariant ProfileTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariant &item = m_items.at(index.row());
    switch (role) {
    case RawValueRole:
        return m_adapter->rawValue(item, index.column());
    case ReadOnlyRole:
        return m_adapter->source(item) == QLatin1String("catalog");
    case Qt::ToolTipRole:
        return m_adapter->toolTip(item);
    case Qt::DisplayRole:
        return m_adapter->display(item, index.column());
    default:
        return {};
    }
}

QVariant ProfileTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= m_adapter->columnCount())
        return {};
    return m_adapter->header(section);
}

} // namespace roofline::ui
