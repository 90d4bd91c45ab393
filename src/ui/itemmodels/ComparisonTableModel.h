// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/RunComparison.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace roofline::ui {

// The ratio table of a comparison: one row per matched measurement; the measurement, its
// unit, each run's value, then each non-baseline run's ratio to the baseline. Cells that
// differ from the baseline beyond noise are flagged (SignificantRole) and highlighted.
class ComparisonTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { RawValueRole = Qt::UserRole + 1, SignificantRole };
    static constexpr int kFixedColumns = 2; // measurement, unit

    explicit ComparisonTableModel(QObject *parent = nullptr);

    void setComparison(const RunComparison &comparison, const QStringList &labels);
    const RunComparison &comparison() const { return m_comparison; }
    // Rows with a beyond-noise difference in any run.
    int significantRowCount() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // Non-baseline runs, in order: the ratio columns.
    QList<int> ratioRuns() const;

    RunComparison m_comparison;
    QStringList m_labels;
};

} // namespace roofline::ui
