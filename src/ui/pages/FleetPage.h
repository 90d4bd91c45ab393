#pragma once

#include "model/Result.h"
#include "report/FleetReport.h"

#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTextBrowser;

namespace roofline::ui {

class AppServices;
class FleetTableModel;

// The lab at a glance: one row per host × device with its latest complete run, headline
// figures, % of spec, a trend arrow and a regression flag. Loads off the GUI thread in two
// steps: the summary (a few grouped queries; the table appears), then the regression checks
// of the whole runs, a slice of nodes at a time, filling the flag column as they finish.
class FleetPage : public QWidget {
    Q_OBJECT
public:
    explicit FleetPage(AppServices *services, QWidget *parent = nullptr);
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
    struct Slice {
        qsizetype from = 0;
        QList<FleetRow> rows;
        QString error;
    };
    void buildUi();
    void summaryReady();
    void sliceReady(int index);
    void checksDone();
    void stopChecks();
    void showCurrent();
    void updateStatus();
    QList<qint64> currentNodeRuns() const;

    AppServices *m_services = nullptr;
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
    QFutureWatcher<Result<QList<FleetRow>>> m_summary;
    QFutureWatcher<Slice> m_checks;
    qint64 m_startedMs = 0;
    qint64 m_loadMs = 0;
    qint64 m_checkMs = 0;
    QString m_error;
    bool m_reloadPending = false;
    bool m_autoSelected = false; // the current row was picked by the page, not the user
    bool m_checking = false;     // until checksDone(): results may still be queued for this thread
};

} // namespace roofline::ui
