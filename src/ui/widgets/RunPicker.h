// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "model/RunQuery.h"
#include "storage/Database.h"

#include <QSet>
#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace roofline::usecases {
class BackgroundRunSource;
}

namespace roofline::ui {

class RunPickerModel;

// The one run picker of Compare, Reports and Hardware: a search box (host, device, date, suite,
// tags, notes, status — every word must match), the runs in columns, and a tick per run that a
// click anywhere on its row (or Space) toggles (one tick at most with setSingleChoice()).
// load() reads the runs itself, a page at a time through usecases::BackgroundRunSource (the
// JobTracker job that pages History's table too), never on the GUI thread; "Older runs" reads
// the next page. Once loaded, the search is the database's (RunQuery::words): it finds a run
// however old, and ticked runs stay ticked and known (read by id when no page held them), so
// a page's ticked runs are always among runs(). checkedChanged() follows every tick the user
// makes.
class RunPicker : public QWidget {
    Q_OBJECT
public:
    explicit RunPicker(QWidget *parent = nullptr);

    RunPickerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchBox() const { return m_search; }
    // Reads the runs of `database` that match the search anew, newest first and without
    // measurements: as many as were listed before (at least pageSize()), the newest read
    // winning, and then the ticked runs no page held. `checked` are ticked once they arrive;
    // loaded() follows, with loadError() set on a failure.
    void load(const storage::Database &database, const QList<qint64> &checked);
    // Reads the next page of older runs and appends it.
    void loadMore();
    // No database: no runs, nothing reading.
    void clear();
    bool isLoading() const { return m_loading; }
    QString loadError() const { return m_error; }
    // How many runs the database holds that match the search (the list may hold fewer: older
    // pages not read yet).
    qint64 storedCount() const { return m_stored; }
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows) { m_pageSize = std::max(1, rows); }
    void setSingleChoice(bool single);
    // Runs given by the caller instead (tests, lists in memory; the search filters them).
    void setRuns(const QList<Run> &runs, const QList<qint64> &checked);
    // The runs known: those read for the search, then ticked runs that no page held.
    const QList<Run> &runs() const;
    QList<qint64> checkedRunIds() const;
    // Ticks these (no checkedChanged()); with a database, runs not known yet are read by id
    // (isLoading() until loaded()), and ids of no stored run are dropped.
    void setCheckedRunIds(const QList<qint64> &ids);
    // The highlighted run (0: none).
    qint64 currentRunId() const;
    void setCurrentRunId(qint64 id);

signals:
    void checkedChanged();
    void loaded();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCount();
    void fetch(qint64 offset, int limit, bool replace);
    void fetchTicked(const QList<qint64> &ids);
    QList<qint64> unknownIds(const QList<qint64> &ids) const; // of no run known
    void finishLoad();
    // The model's runs: the pages read, then the ticked runs they lack (those known so far).
    void showRuns(const QList<qint64> &checked);

    RunPickerModel *m_model = nullptr;
    QLineEdit *m_search = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_more = nullptr;
    std::shared_ptr<usecases::BackgroundRunSource> m_source;
    std::optional<QList<qint64>> m_pendingChecks; // ticks for the list being read
    RunQuery m_query;                             // the search the database answers
    QList<Run> m_listed;                          // the pages read for m_query, newest first
    QList<Run> m_ticked;                          // ticked runs read by id (no page held them)
    QSet<qint64> m_absent; // ids read by id that no run has (deleted elsewhere)
    QString m_error;
    qint64 m_stored = 0;
    int m_pageSize = 500;
    bool m_loading = false;
    bool m_quiet = false; // ticks set by the page: no checkedChanged()
};

} // namespace roofline::ui
