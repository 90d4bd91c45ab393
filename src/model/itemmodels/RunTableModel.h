#pragma once

#include "model/Run.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline {

// Stored runs for the history table. Fed a list of runs (without measurements) in one call;
// rows are handed to the view in batches through fetchMore() so 10,000 runs show at once.
// sort() orders the whole list, fetched or not, by the raw values.
class RunTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Id,
        Started,
        Status,
        Device,
        Host,
        Suite,
        Measurements,
        Tags,
        Notes,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1, RunIdRole, UuidRole };
    static constexpr int kBatchSize = 256;

    explicit RunTableModel(QObject *parent = nullptr);

    void setRuns(const QList<Run> &runs);
    const Run &run(int row) const { return m_runs.at(row); }
    int totalCount() const { return int(m_runs.size()); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static QVariant rawValue(const Run &run, int column);

private:
    QList<Run> m_runs;
    int m_fetched = 0;
    bool m_fetching = false;
};

} // namespace roofline
