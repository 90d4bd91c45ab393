// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/kernels/KernelPoint.h"

#include <QWidget>

class QComboBox;
class QGridLayout;
class QVBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QUndoStack;

namespace roofline {
class RunTableModel;
}

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;
class RunChartPanel;
class KernelTableModel;
class RegressionFlags;
class RunFilterProxy;

// Every stored run: sortable, filterable (device, host, tag, suite, status, date), with notes
// and tags editable, delete with undo, and bundle import/export (file dialogs, or drop .json
// bundles and report PDFs that carry one onto the page). Nothing here waits for the
// database: the table pages on a worker (usecases::BackgroundRunSource), the selected run is read
// by the page's tracker, and every write goes through Session::writer(); each result
// arrives through the event loop and says so (the signals below), failures in a dialog.
class HistoryPage : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPage(Session *services, QWidget *parent = nullptr);
    ~HistoryPage() override;

    RunTableModel *runModel() const { return m_model; }
    RunFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QUndoStack *undoStack() const { return m_undo; }
    // Database ids of the selected runs, in view order.
    QList<qint64> selectedRunIds() const;
    // Shows run `id` alone (the selection is replaced), reading on through the table's pages
    // until it is there.
    void selectRun(qint64 id);
    // The run the details pane shows (0: none, or still being read).
    qint64 shownRunId() const { return m_shownId; }
    // Rows, the selected run or a write still on their way.
    bool isBusy() const;
    // Whether the notes or tags editors hold text not saved yet (issue 32).
    Q_INVOKABLE bool hasUnsavedEdits() const;
    // Before the window closes (MainWindow asks every page that has it): with unsaved notes
    // or tags, asks Save / Discard / Cancel; Save writes them and waits for the answer. False
    // when the window must stay open (Cancel, or the save failed and said why).
    Q_INVOKABLE bool confirmClose();

    // Imports bundles (.json) and report PDFs carrying one (usecases::RunTransfer); all or
    // nothing; importFinished() follows, errors also in a dialog.
    void importFiles(const QStringList &paths);
    // Writes the runs to one bundle file; exportFinished() follows.
    void exportRuns(const QList<qint64> &ids, const QString &path);
    // Imports kernel files (CSV, JSON, ncu --csv; usecases::Kernels) against the shown run, each
    // file on its own, off the GUI thread; kernelsImported() follows, errors also in a
    // dialog naming the file. What a drop on the run's chart does.
    void importKernels(const QStringList &paths);
    RunChartPanel *chartPanel() const { return m_chart; }
    // The shown run's kernels on its roofs (issue 33): the table (sorted through a proxy over
    // kernelModel()) and its tag filter; hidden while the run has no kernels.
    QTableView *kernelTable() const { return m_kernelTable; }
    KernelTableModel *kernelModel() const { return m_kernelModel; }
    QLineEdit *kernelTagFilter() const { return m_kernelTag; }

signals:
    // The details pane shows this run (after a selection, once it was read).
    void runShown(qint64 id);
    // The notes and tags of the current run were written (or why not: `error`).
    void editsSaved(const QString &error);
    void importFinished(const QStringList &imported, const QStringList &skipped,
                        const QString &error);
    void exportFinished(int runs, const QString &error);
    // A delete (or its undo or redo) finished.
    void deleteFinished(const QString &error);
    // Kernels imported onto the shown run (`count`), or why not (`error`, one line per file).
    void kernelsImported(int count, const QString &error);
    // The chart of run `runId` shows its `count` kernels.
    void kernelsShown(qint64 runId, int count);

public slots:
    void reload();
    void deleteSelected();
    void importWithDialog();
    void exportWithDialog();
    // Writes the notes and tags of the current run from the editors.
    void applyEdits();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildUi();
    QGridLayout *buildFilters();
    RegressionFlags *buildTable();
    QVBoxLayout *buildButtons();
    QWidget *buildDetails(RegressionFlags *flags);
    QWidget *buildKernelTable(QWidget *parent);
    QLabel *buildFindings(QWidget *detail, RegressionFlags *flags);
    void showCurrent();
    void showRun(const Run &run);
    void showWarnings(const Run &run);
    void loadKernels(qint64 runId);
    void trySelectPending();
    void applyStatusFilter();
    void applyDateFilter();
    enum class Leave { Saved, Discarded, Cancelled };
    // Asks what to do with unsaved notes and tags before the shown run changes or the window
    // closes; Saved queues the write (HistoryPageEdits.cpp).
    Leave askToLeaveEdits();
    // Selects the shown run again after a cancelled change of selection.
    void keepShownRunSelected();

    Session *m_services = nullptr;
    RunTableModel *m_model = nullptr;
    RunFilterProxy *m_proxy = nullptr;
    QUndoStack *m_undo = nullptr;
    QTableView *m_view = nullptr;
    QLineEdit *m_device = nullptr;
    QLineEdit *m_host = nullptr;
    QLineEdit *m_tag = nullptr;
    QLineEdit *m_suite = nullptr;
    QComboBox *m_status = nullptr;
    QComboBox *m_date = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_warnings = nullptr; // the engine's warnings for the shown run
    QPlainTextEdit *m_notes = nullptr;
    QLineEdit *m_tags = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_delete = nullptr;
    RunChartPanel *m_chart = nullptr;
    QWidget *m_kernelBox = nullptr;
    KernelTableModel *m_kernelModel = nullptr;
    QSortFilterProxyModel *m_kernelSort = nullptr;
    QTableView *m_kernelTable = nullptr;
    QLineEdit *m_kernelTag = nullptr;
    kernels::MeasuredRoofs m_shownRoofs;     // of the shown run: what its kernels are placed on
    usecases::JobTracker *m_reads = nullptr; // reads the selected run
    usecases::JobTracker *m_kernelReads = nullptr; // reads the kernels attached to it
    qint64 m_currentId = 0;
    qint64 m_shownId = 0;
    qint64 m_pendingSelect = 0; // selectRun() of a run below the rows read so far
    bool m_headerRestored = false;
    bool m_firstRows = true;
    bool m_asking = false; // the unsaved-edits question is open
};

} // namespace roofline::ui
