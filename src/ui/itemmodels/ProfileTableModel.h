// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QVariant>
#include <memory>

namespace roofline::ui {

class ProfileAdapter;

// The one table of profiles — GPUs (catalog, user, measured) or LLM specs (catalog, user) —
// over a ProfileAdapter: its columns, its items. The profile editor's list and its pickers.
class ProfileTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, // for sorting and filtering: numbers as numbers
        ReadOnlyRole,                    // a catalog entry: duplicate it to edit
    };

    explicit ProfileTableModel(std::shared_ptr<const ProfileAdapter> adapter,
                               QObject *parent = nullptr);

    void setItems(const QList<QVariant> &items);
    const QVariant &item(int row) const { return m_items.at(row); }
    // The row of the item with this id; -1 when none.
    int rowOf(const QString &id) const;
    const ProfileAdapter &adapter() const { return *m_adapter; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ProfileAdapter> m_adapter;
    QList<QVariant> m_items;
};

} // namespace roofline::ui
