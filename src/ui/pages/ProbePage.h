// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "usecases/Runs.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;
class QThread;
class QTimer;

namespace roofline {
class MeasurementTableModel;
namespace usecases {
class JobTracker;
}
namespace runner {
class ProbeRunner;
}
} // namespace roofline

namespace roofline::ui {

class Session;
class EngineQuery;
class RunChartPanel;

// Measures this machine: choose a device (unavailable ones say why) and the suite or single
// probes; Run supervises roofline-probe from a worker thread, so the GUI keeps turning while
// the progress bar, results table and chart fill in live. Finished runs go to History.
class ProbePage : public QWidget {
    Q_OBJECT
public:
    explicit ProbePage(Session *services, QWidget *parent = nullptr);
    ~ProbePage() override;

    bool isRunning() const { return m_running; }
    MeasurementTableModel *measurementModel() const { return m_model; }
    // The banner's text while the database does not take results (empty when hidden).
    QString storageBannerText() const;
    EngineQuery *engine() const { return m_engine; }
    // The runs measured last, when they were not stored (no database, or it refused them):
    // empty otherwise. exportUnsaved() writes them as a bundle (.json) or a PDF report (.pdf);
    // the error's text, or empty when the file was written.
    QList<Run> unsavedRuns() const;
    QString exportUnsaved(const QString &path);

public slots:
    void refreshDevices();
    void startRun();
    // "Measure this machine" (Welcome page, File menu, --measure): always the whole quick
    // suite, whatever the page was last set to (issue 32); the probe subset is a choice made
    // on this page, visibly, for one run.
    void measureThisMachine();
    void cancelRun();
    // Asks where, then exportUnsaved().
    void exportUnsavedAs();

signals:
    // The session ended (complete, cancelled or failed) with this reason.
    void runEnded(roofline::Run::Status status, const QString &reason);

private:
    void buildUi();
    QGroupBox *buildDeviceBox(QWidget *left);
    QGroupBox *buildWhatBox(QWidget *left);
    void addTimeCap(QFormLayout *what, QWidget *whatBox);
    void addProbeChoice(QFormLayout *what, QWidget *whatBox);
    QHBoxLayout *buildRunButtons(QWidget *left);
    QWidget *buildProgressSide();
    void showDevices();
    void showProbes();
    void onProgress(double fraction, const QString &probe, const QString &message, double eta);
    void onMeasurement(const Measurement &m, const QString &deviceId);
    void onRunFinished(const Run &run);
    void onFinished(Run::Status status, const QString &reason);
    void showStorageProblem(const QString &message, const QString &spoolPath);
    void showNotStored(const QString &spoolPath, const QString &reason);
    void showNoDatabase();
    // The suite's duration from this host's earlier runs (usecases::Runs::typicalDuration).
    void updateExpected();
    QString expectedKey() const; // suite and device the estimate is for
    void refreshResults();
    void setRunning(bool running);
    void saveSettings() const;

    Session *m_services = nullptr;
    EngineQuery *m_engine = nullptr;
    QThread *m_thread = nullptr;
    runner::ProbeRunner *m_runner = nullptr;
    QTimer *m_refreshTimer = nullptr;
    bool m_running = false;
    bool m_hadWarnings = false;
    bool m_notStored = false;

    QListWidget *m_devices = nullptr;
    QComboBox *m_suite = nullptr;
    QLabel *m_expectedNote = nullptr;
    QSpinBox *m_timeCap = nullptr; // seconds; 0: automatic (3 × the plan + 1 min)
    QLabel *m_capNote = nullptr;   // the cap in force during a run
    usecases::JobTracker *m_historyJobs = nullptr;
    usecases::Runs::Duration m_expected;
    QString m_expectedFor;
    QRadioButton *m_wholeSuite = nullptr;
    QRadioButton *m_onlySelected = nullptr;
    QListWidget *m_probes = nullptr;
    QLineEdit *m_notes = nullptr;
    QLineEdit *m_tags = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_export = nullptr; // the unsaved runs, as a bundle or a report
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    // What the database did not take and where it is kept (the spool file).
    QLabel *m_storageBanner = nullptr;
    QListWidget *m_warnings = nullptr;
    MeasurementTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    RunChartPanel *m_chart = nullptr;
    QList<Run> m_liveRuns; // one per device, measurements as they arrive
};

} // namespace roofline::ui
