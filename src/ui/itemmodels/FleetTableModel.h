// SPDX-License-Identifier: MIT
#pragma once

#include "report/DisplayUnits.h"
#include "report/FleetReport.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline::ui {

// The Fleet page's table: one row per host × device (FleetRow), filled in two steps — the
// summary (figures, % of spec, trend) at once, then the regression flags as they are checked.
class FleetTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Host,
        Device,
        Runs,
        Latest,
        MemoryBandwidth,
        OfSpec,
        Fp64,
        Fp32,
        Bf16,
        Fp8,
        Trend,
        Flag,
        ColumnCount
    };
    // RawValueRole sorts (numbers as numbers, none below any value); FlaggedRole is true for a
    // regressed node or one to drain (an outlier among its peers; the "only flagged" filter);
    // DetailsRole is the details pane's text.
    enum Role { RawValueRole = Qt::UserRole + 1, FlaggedRole, DetailsRole, LatestRunRole };

    explicit FleetTableModel(QObject *parent = nullptr);

    void setRows(const QList<FleetRow> &rows);
    // Replaces rows [from, from + rows.size()) with checked versions of the same nodes.
    void updateRows(qsizetype from, const QList<FleetRow> &rows);
    const QList<FleetRow> &rows() const { return m_rows; }
    const FleetRow &row(int row) const { return m_rows.at(row); }
    int flaggedCount() const;
    void setUnits(const DisplayUnits &units);
    const DisplayUnits &units() const { return m_units; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const FleetRow &row, int column) const;
    QVariant raw(const FleetRow &row, int column) const;

    QList<FleetRow> m_rows;
    DisplayUnits m_units;
};

} // namespace roofline::ui
