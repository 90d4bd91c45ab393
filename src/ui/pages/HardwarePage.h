// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/Run.h"

#include <QMap>
#include <QWidget>
#include <optional>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace roofline {
class GpuProfileTableModel;
}

namespace roofline::app {
class JobTracker;
}

namespace roofline::ui {

class Session;
class FieldForm;
class RunPicker;

// GPU profiles: the catalog (read-only; duplicate to edit), the user's own and measured ones,
// in a table with an editor form (messages next to the field), and the measured profile of
// any stored run beside the selected spec. Profiles and runs are read off the GUI thread
// (the newest request wins) and edits go through Session::writer(); idle() follows
// whenever nothing is on its way any more.
class HardwarePage : public QWidget {
    Q_OBJECT
public:
    explicit HardwarePage(Session *services, QWidget *parent = nullptr);

    GpuProfileTableModel *tableModel() const { return m_model; }
    FieldForm *form() const { return m_form; }
    HardwareProfile formProfile() const;
    void loadProfile(const HardwareProfile &profile);
    // Rows of the measured-vs-spec table.
    int measuredRowCount() const;
    // The run ticked in the measured box (0: none) — the newest complete one until the user
    // picks another.
    qint64 measuredRunId() const;
    void setMeasuredRunId(qint64 id);
    RunPicker *runPicker() const { return m_run; }
    bool isBusy() const;

signals:
    // A save, duplicate or delete finished (`error` empty when it worked).
    void edited(const QString &error);

public slots:
    void reload();
    void newProfile();
    void duplicateCurrent();
    // Checks the fields (messages next to them) and, when they are right, stores the profile
    // (edited() follows). False when a field is wrong or there is no database.
    bool saveCurrent();
    void deleteCurrent();
    void showMeasured();
    // "Profile from this run": a new, unsaved profile of the run's measured ceilings.
    void profileFromRun();

private:
    QWidget *buildEditor();
    void showLists(const QList<HardwareProfile> &gpus);
    void showRuns();
    void showMeasuredRun(const Result<Run> &run);
    QWidget *buildMeasured();
    void showCurrent();
    void setEditable(bool editable);
    QDoubleSpinBox *number(double max, int decimals, const QString &suffix);

    Session *m_services = nullptr;
    GpuProfileTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    FieldForm *m_form = nullptr;
    QLabel *m_origin = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_vendor = nullptr;
    QLineEdit *m_architecture = nullptr;
    QLineEdit *m_memoryType = nullptr;
    QDoubleSpinBox *m_capacity = nullptr;
    QDoubleSpinBox *m_bandwidth = nullptr;
    QDoubleSpinBox *m_l2 = nullptr;
    QSpinBox *m_sms = nullptr;
    QDoubleSpinBox *m_clock = nullptr;
    QDoubleSpinBox *m_tdp = nullptr;
    QMap<QString, QDoubleSpinBox *> m_peaks; // format → TFLOP/s
    QPushButton *m_save = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_delete = nullptr;
    RunPicker *m_run = nullptr;
    QTableWidget *m_measured = nullptr;
    QLabel *m_measuredNote = nullptr;
    HardwareProfile m_loaded;
    app::JobTracker *m_listJobs = nullptr;
    app::JobTracker *m_runJobs = nullptr;
    std::optional<Run> m_measuredRun; // the run read last for the measured table
    bool m_runChosen = false;         // the user ticked (or unticked) a run
};

} // namespace roofline::ui
