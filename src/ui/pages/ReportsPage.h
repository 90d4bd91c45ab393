// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"
#include "ui/widgets/ReportPreview.h"
#include "usecases/JobTracker.h"
#include "usecases/Reports.h"

#include <QWidget>
#include <memory>
#include <optional>

class QCheckBox;
class QGroupBox;
class QJsonObject;
class QVBoxLayout;
class QComboBox;
class QLabel;
class QProcess;
class QProgressBar;
class QPushButton;
class QTemporaryDir;

namespace roofline::ui {

class Session;
class RunPicker;

// Reports: choose one run (hardware report) or several (comparison report) and what goes in,
// preview it inside the app, and export PDF, HTML, CSV or the charts as PNG and SVG.
//
// A preview or an export is a job of the page's JobTracker: a newer preview supersedes a
// running one; an export is never dropped (a preview asked meanwhile waits for it) and one
// export runs at a time. Composing a report cannot leave the GUI thread inside this process:
// every chart is laid out through a function-local static QGraphicsTextItem inside Qt Charts
// (ChartPresenter::textBoundingRect, Qt 6.4), which the GUI thread's own chart views share, so
// a chart laid out on any other thread races with them (and crashes once that thread ended).
//
// So where QtPdf shows the preview (ROOFLINE_HAVE_QTPDF), a job is a child process: the
// `roofline report` command (Session::cliPath()) with the same database, language, units
// and options (usecases::Reports::commandArguments) writes the preview PDF, or the export into a
// private temporary folder whose files move into place only when it succeeded; it answers
// with --json, a failure as {"error": {"kind", "message"}} (usecases::ErrorJson). The GUI only
// waits for QProcess's signals; cancel, a newer preview, a database switch and the page's
// destruction kill the child and its partial output goes with the temporary file or folder.
// A session-only PostgreSQL password reaches the child as PGPASSWORD in its environment,
// never on its command line.
//
// Without QtPdf (the sanitizer builds) the in-process fallback remains: the runs are read on a
// worker thread through that thread's own connection, with progress and cancel, and the report
// is composed and written on the GUI thread, which blocks for that step (~0.3 s a run).
class ReportsPage : public QWidget {
    Q_OBJECT
public:
    explicit ReportsPage(Session *services, QWidget *parent = nullptr);
    ~ReportsPage() override;

    QList<qint64> checkedRunIds() const;
    // Comparison report: the run the others are divided by (the earliest ticked unless the
    // user chose another in the Baseline box); 0 when fewer than two are ticked.
    qint64 baselineRunId() const;
    ReportPreview *preview() const { return m_preview; }
    // A preview or an export is being composed or written.
    bool isBusy() const { return m_jobs->isBusy(); }
    // The run list is being read.
    bool isListing() const;
    // Writes the report of the ticked runs by suffix (.pdf/.html/.csv/.json), or the charts
    // when `path` is a folder; exportFinished() follows. False (and nothing starts) while
    // another job runs.
    bool startExport(const QString &path);
    // The child process of the running job (nullptr: none, or the in-process fallback).
    QProcess *childProcess() const { return m_jobs->process(); }

signals:
    // The preview shows the newest request's report, or its error.
    void previewFinished(bool ok);
    // `error` is empty when every file was written.
    void exportFinished(const QStringList &files, const QString &error);

public slots:
    void reload();
    // F5: the list again, and the ticked runs' report composed anew.
    void refresh();
    void setRunIds(const QList<qint64> &ids);
    void showPreview();
    void cancel();
    void exportWithDialog(const QString &suffix);
    void exportChartsWithDialog();

private:
    QGroupBox *buildReportSide();
    void addOptions(QVBoxLayout *leftLayout, QWidget *left);
    void addOutputButtons(QVBoxLayout *leftLayout, QWidget *left);
    void connectSignals();
    enum JobKind { Preview = 1, Export = 2 };
    // What a job needs, copied on the GUI thread when it starts: the job never touches the page.
    struct Request {
        JobKind kind = Preview;
        std::optional<storage::Database> database;
        usecases::ReportRequest report;
        QString path; // export: file or folder; preview: the PDF to write (may be empty)
        qreal pixelRatio = 1;
        // For the child process: the database's location (URL without password), the
        // session-only password if any, and the UI language.
        QString location;
        QString password;
        QString language;
    };

    std::optional<Request> request(JobKind kind, QString *error) const;
    void start(const Request &request);
    void startChild(const Request &request);
    void childFinished(const Request &request, const std::shared_ptr<QTemporaryDir> &exportDir,
                       const usecases::JobTracker::ProcessResult &result);
    QString commandError(const usecases::JobTracker::ProcessResult &result) const;
    void showPreviewResult(const Request &request, const QJsonObject &answer, bool cancelled,
                           const QString &error);
    QString moveExported(const Request &request, const QJsonObject &answer,
                         QStringList *files) const;
    // The in-process fallback's GUI-thread part: compose the report of `runs` and write it.
    void finish(const Request &request, const Result<usecases::ReportInputs> &inputs);
    void previewDone(bool ok, const QString &error, const QString &status);
    void exportDone(const Request &request, const QStringList &files, const QString &error,
                    bool cancelled = false);
    void updateKind();
    void updateBaselineBox();
    void setBusy(bool busy, const QString &text = QString());
    void showRuns(const QList<qint64> &checked);

    Session *m_services = nullptr;
    RunPicker *m_runs = nullptr;
    QCheckBox *m_trends = nullptr;
    QCheckBox *m_allMeasurements = nullptr;
    QCheckBox *m_onlySignificant = nullptr;
    QLabel *m_kind = nullptr;
    QComboBox *m_baseline = nullptr;
    QList<Run> m_listed;               // the listed runs (no measurements)
    qint64 m_chosenBaseline = 0;       // 0: the earliest ticked (usecases::Baselines)
    QList<QPushButton *> m_jobButtons; // preview and exports: disabled while a job runs
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_busyText = nullptr;
    ReportPreview *m_preview = nullptr;
    usecases::JobTracker *m_jobs = nullptr;      // previews and exports
    std::optional<QList<qint64>> m_wantedChecks; // setRunIds() before the list arrived
    QString m_previewPath;                       // the PDF the running preview writes
    bool m_exportFromDialog = false;
};

} // namespace roofline::ui
