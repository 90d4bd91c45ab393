// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "report/FleetReport.h"

#include <QWidget>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTextBrowser;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;
class FleetTableModel;

// The lab at a glance: one row per host × device with its latest complete run, headline
// figures, % of spec, a trend arrow and a regression flag (usecases::Fleet, as `roofline fleet`).
// Loads off the GUI thread in two steps: the summary (a few grouped queries; the table
// appears), then the regression checks of the whole runs, a slice of nodes at a time, filling
// the flag column as they finish. A newer reload supersedes both.
class FleetPage : public QWidget {
    Q_OBJECT
public:
    explicit FleetPage(Session *services, QWidget *parent = nullptr);
    ~FleetPage() override;

    FleetTableModel *tableModel() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    // Previous runs whose median is the baseline (the spin box).
    int history() const;
    void setHistory(int runs);
    bool isLoading() const;
    // Milliseconds from reload() to the table showing the summary, for the status line and
    // the benchmark.
    qint64 lastLoadMs() const { return m_loadMs; }
    // Writes the fleet report; the format follows the suffix (.pdf, .html, .csv, .json).
    Result<QStringList> exportTo(const QString &path);

signals:
    void summaryLoaded(); // the table shows every node; flags may still be pending
    void checksFinished();

public slots:
    void reload();
    void exportWithDialog();

private:
    void buildUi();
    QHBoxLayout *buildControls();
    void buildTable();
    QHBoxLayout *buildActions();
    QWidget *buildDetails();
    void connectUi();
    void summaryReady(const Result<QList<FleetRow>> &rows);
    void checkSlice(qsizetype from);
    void checksDone();
    void showCurrent();
    void updateStatus();
    QList<qint64> currentNodeRuns() const;

    Session *m_services = nullptr;
    FleetTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_onlyFlagged = nullptr;
    QSpinBox *m_history = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_compare = nullptr;
    QPushButton *m_report = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_detailsTitle = nullptr;
    QTextBrowser *m_details = nullptr;
    usecases::JobTracker *m_summary = nullptr;
    usecases::JobTracker *m_checks = nullptr; // one slice of nodes per job
    QList<FleetRow> m_checking;               // the rows being checked, flags filled as slices end
    qint64 m_startedMs = 0;
    qint64 m_loadMs = 0;
    qint64 m_checkMs = 0;
    QString m_error;
    bool m_autoSelected = false; // the current row was picked by the page, not the user
};

} // namespace roofline::ui
