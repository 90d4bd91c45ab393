#pragma once

#include "model/Result.h"
#include "storage/RunRepository.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QUndoStack;

namespace roofline {
class RunTableModel;
}

namespace roofline::ui {

class AppServices;
class RunChartPanel;
class RunFilterProxy;

// Every stored run: sortable, filterable (device, host, tag, suite, status, date), with notes
// and tags editable, delete with undo, and bundle import/export (file dialogs, or drop .json
// bundles and report PDFs that carry one onto the page).
class HistoryPage : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPage(AppServices *services, QWidget *parent = nullptr);
    ~HistoryPage() override;

    RunTableModel *runModel() const { return m_model; }
    RunFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QUndoStack *undoStack() const { return m_undo; }
    // Database ids of the selected runs, in view order.
    QList<qint64> selectedRunIds() const;
    void selectRun(qint64 id);

    // Imports bundles (.json) and report PDFs carrying one; all or nothing. Errors are shown
    // in a dialog and returned.
    Result<storage::RunRepository::ImportResult> importFiles(const QStringList &paths);
    Result<int> exportRuns(const QList<qint64> &ids, const QString &path);

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
    void showCurrent();
    void applyStatusFilter();
    void applyDateFilter();

    AppServices *m_services = nullptr;
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
    QPlainTextEdit *m_notes = nullptr;
    QLineEdit *m_tags = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_delete = nullptr;
    RunChartPanel *m_chart = nullptr;
    qint64 m_currentId = 0;
    bool m_headerRestored = false;
};

} // namespace roofline::ui
