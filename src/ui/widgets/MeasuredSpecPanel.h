// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/Run.h"

#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class RunPicker;
class Session;

// The Hardware page's "measured profile of a run, beside this spec": a run picker (one tick;
// the newest complete run with measurements until the user picks another), the run's best
// measured ceilings against the spec in the editor's units (GB/s, TFLOP/s or TOP/s), and a
// note. The run is read off the GUI thread (the newest request wins).
class MeasuredSpecPanel : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredSpecPanel(Session *services, QWidget *parent = nullptr);

    // The spec the run is set against (none: the measured column alone).
    void setSpec(const std::optional<HardwareProfile> &spec);
    // Reads the runs again (keeping the ticked one); without a database, says so.
    void reload();
    // Another database: its run ids mean nothing here.
    void reset();
    // The run ticked (0: none).
    qint64 runId() const;
    void setRunId(qint64 id);
    // The ticked run as read for the table, once it has been.
    std::optional<Run> run() const;
    int rowCount() const;
    RunPicker *runPicker() const { return m_run; }
    bool isBusy() const;

signals:
    // "Profile from this run" was clicked.
    void profileFromRunClicked();

private:
    void showRuns();
    void refresh();
    void showRun(const Result<Run> &run);

    Session *m_services = nullptr;
    RunPicker *m_run = nullptr;
    QTableWidget *m_measured = nullptr;
    QLabel *m_note = nullptr;
    usecases::JobTracker *m_runJobs = nullptr;
    std::optional<HardwareProfile> m_spec;
    std::optional<Run> m_measuredRun; // the run read last for the table
    bool m_runChosen = false;         // the user ticked (or unticked) a run
};

} // namespace roofline::ui
