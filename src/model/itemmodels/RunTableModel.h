#pragma once

#include "model/Result.h"
#include "model/Run.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QList>
#include <QSet>
#include <memory>
#include <optional>

namespace roofline {

// What the history table shows: the runs matching its filters, in the order of one column.
// Text filters are case-insensitive substrings, dates are local calendar days (both ends
// included). Text compares with ASCII letters folded, as SQLite's lower() does, so a list in
// memory and the database agree row for row.
struct RunQuery {
    QString device; // the device's name, id or uuid contains this
    QString host;
    QString tag; // any one tag contains this
    QString suite;
    std::optional<Run::Status> status;
    QDate from;
    QDate to;
    // A RunTableModel::Column, or -1: newest first (a list given to setRuns(): as given).
    // Ties are newest first whatever the column.
    int sortColumn = -1;
    Qt::SortOrder order = Qt::AscendingOrder;

    bool matches(const Run &run) const;
    // Whether `a` comes before `b` in this query's order (sortColumn >= 0).
    bool lessThan(const Run &a, const Run &b) const;
    static QString foldCase(const QString &text); // ASCII letters to lower case

    friend bool operator==(const RunQuery &, const RunQuery &) = default;
};

// Where a RunTableModel pages its rows from: the runs matching a query, in its order, a page
// at a time. storage::RunPageSource reads them from the database with SQL.
class RunSource {
public:
    virtual ~RunSource() = default;
    // How many runs match (all pages together).
    virtual Result<qint64> count(const RunQuery &query) const = 0;
    // Rows offset … offset + limit - 1 of the query's order; without measurements.
    virtual Result<QList<Run>> page(const RunQuery &query, qint64 offset, int limit) const = 0;
};

// Stored runs for the history table, in one of two ways:
// - setSource(): pages from the database. Only the first kBatchSize rows are read; views get
//   more through fetchMore() as they scroll. Filters (setQuery) and sort() go back to the
//   source, so both cover every run, not just the rows read so far.
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

    // In memory: drops any source.
    void setRuns(const QList<Run> &runs);
    // From `source` (null: nothing). Reads as many rows as are loaded now, at least a page.
    void setSource(std::shared_ptr<const RunSource> source);
    // Filters and order; re-reads the first page when they change.
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

private:
    // Resets the model to the current query's first `rows` rows.
    void reload(qsizetype rows);
    // The rows of the current query, `rows` of them for views (inside a reset).
    void load(qsizetype rows);
    // Every run of the list given to setRuns() that matches `query`, in its order.
    QList<Run> matching(const RunQuery &query) const;

    std::shared_ptr<const RunSource> m_source;
    RunQuery m_query;
    QList<Run> m_all;    // setRuns(): the list as given
    QList<Run> m_rows;   // in memory: every matching run, in order; from a source: those read
    QSet<qint64> m_ids;  // from a source: ids in m_rows (a page may overlap the last one if
                         // runs were added meanwhile)
    qint64 m_offset = 0; // from a source: rows consumed from the query so far
    qint64 m_total = 0;
    int m_fetched = 0; // rows views see
    bool m_fetching = false;
    QString m_error;
};

} // namespace roofline
