// SPDX-License-Identifier: MIT
#pragma once

#include "model/kernels/KernelPoint.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline::ui {

// The user's kernels of one run placed on its measured roofs (issue 33: "a table view,
// sortable, filterable by tag"): one row per kernel × placement (format × level), a kernel
// without a roof of its format or level one row with those cells empty. History's details.
class KernelTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Name,
        Format,
        Level,
        Intensity,
        Attained,
        PercentOfAttainable,
        Bound,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 }; // numbers as numbers, for sorting

    explicit KernelTableModel(QObject *parent = nullptr);

    void setKernels(const QList<kernels::KernelPoint> &kernels,
                    const kernels::MeasuredRoofs &roofs);
    // Only kernels with a tag containing `text` (case-insensitive); empty: all.
    void setTagFilter(const QString &text);
    QString tagFilter() const { return m_tagFilter; }
    int kernelCount() const { return int(m_kernels.size()); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;
        std::optional<kernels::KernelPlacement> placement;
    };
    void rebuild();
    QVariant raw(const Row &row, int column) const;

    QList<kernels::KernelPoint> m_kernels;
    kernels::MeasuredRoofs m_roofs;
    QString m_tagFilter;
    QList<Row> m_rows;
};

} // namespace roofline::ui
