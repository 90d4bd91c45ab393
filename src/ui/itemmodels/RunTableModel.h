// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/RunQuery.h"
#include "model/RunSource.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QList>
#include <QSet>
#include <memory>
#include <optional>

namespace roofline {

// Stored runs for the history table, in one of two ways:
// - setSource(): pages from the database. Only the first kBatchSize rows are read; views get
//   more through fetchMore() as they scroll. Filters (setQuery) and sort() go back to the
//   source, so both cover every run, not just the rows read so far. A source may answer
//   later (usecases::BackgroundRunSource reads on a worker thread): until it does, the model keeps
//   the rows it has, isLoading() is true and views fetch nothing more; each answer ends with
//   loaded(). A newer request (another filter, order or refresh) supersedes one in flight.
// - setRuns(): a list in memory (runs without measurements), filtered and sorted here with
//   the same rules, handed to views in batches the same way.
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
    ~RunTableModel() override;

    // In memory: drops any source.
    void setRuns(const QList<Run> &runs);
    // From `source` (null: nothing). Reads as many rows as are loaded now, at least a page.
    void setSource(std::shared_ptr<RunSource> source);
    // Filters (and, when the query names one, the order); re-reads the first page when they
    // change. Limit and offset are the model's own.
    void setQuery(const RunQuery &query);
    const RunQuery &query() const { return m_query; }
    // Reads the loaded rows again (the database changed), keeping how many are loaded.
    void refresh();

    // Loaded rows only (row < rowCount()).
    const Run &run(int row) const { return m_rows.at(row); }
    // The row of run `id` among the loaded rows, or -1.
    int rowOfRun(qint64 id) const;
    // Rows matching the query, loaded or not.
    int totalCount() const { return int(m_total); }
    // Why the last read from the source failed (empty: it did not).
    QString lastError() const { return m_error; }
    // A read from the source has not answered yet.
    bool isLoading() const { return m_pending != Pending::None; }
    // The sort key of a column (Id … Notes), or none (-1 and unknown columns).
    static std::optional<RunQuery::SortKey> sortKey(int column);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // All matching runs are ordered, loaded or not; -1 goes back to newest first.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static QVariant rawValue(const Run &run, int column);

signals:
    // A read from the source failed; lastError() says why. What was loaded stays.
    void loadFailed(const QString &message);
    // A read from the source answered (or failed) and the rows show it.
    void loaded();

private:
    enum class Pending { None, Reset, More, Sort };
    // Resets the model to the current query's first `rows` rows.
    void reload(qsizetype rows);
    void applyReset(qsizetype rows, Result<RunSource::Page> page);
    void applyMore(Result<RunSource::Page> page);
    void applySort(const RunQuery &query, Result<RunSource::Page> page);
    // The rows of the new order, views' persistent indexes following their runs.
    void reorder(const RunQuery &query, QList<Run> rows);
    void failed(const Error &error);
    // Every run of the list given to setRuns() that matches `query`, in its order.
    QList<Run> matching(const RunQuery &query) const;

    std::shared_ptr<RunSource> m_source;
    RunQuery m_query;
    QList<Run> m_all;    // setRuns(): the list as given
    QList<Run> m_rows;   // in memory: every matching run, in order; from a source: those read
    QSet<qint64> m_ids;  // from a source: ids in m_rows (a page may overlap the last one if
                         // runs were added meanwhile)
    qint64 m_offset = 0; // from a source: rows consumed from the query so far
    qint64 m_total = 0;
    int m_fetched = 0;       // rows views see
    bool m_fetching = false; // inside a reset or an insertion: views must not ask for more
    Pending m_pending = Pending::None;
    quint64 m_request = 0; // the newest request to the source; older answers are dropped
    QString m_error;
};

} // namespace roofline
