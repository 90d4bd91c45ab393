// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"

#include <QWidget>

namespace roofline::ui {

class FieldForm;
class MeasuredSpecPanel;
class ProfileEditor;
class ProfileTableModel;
class RunPicker;
class Session;

// GPU profiles: the one profile editor (ProfileEditor over GpuProfileAdapter: the catalog,
// read-only until duplicated, the user's own and measured ones) and, below the table, the
// measured profile of any stored run beside the selected spec (MeasuredSpecPanel), from which
// a new profile can be made.
class HardwarePage : public QWidget {
    Q_OBJECT
public:
    explicit HardwarePage(Session *services, QWidget *parent = nullptr);

    ProfileEditor *editor() const { return m_editor; }
    ProfileTableModel *tableModel() const;
    FieldForm *form() const;
    HardwareProfile formProfile() const;
    void loadProfile(const HardwareProfile &profile);
    // Rows of the measured-vs-spec table.
    int measuredRowCount() const;
    // The run ticked in the measured box (0: none) — the newest complete one until the user
    // picks another.
    qint64 measuredRunId() const;
    void setMeasuredRunId(qint64 id);
    RunPicker *runPicker() const;
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
    // "Profile from this run": a new, unsaved profile of the run's measured ceilings.
    void profileFromRun();

private:
    void showSpec();

    Session *m_services = nullptr;
    ProfileEditor *m_editor = nullptr;
    MeasuredSpecPanel *m_measured = nullptr;
};

} // namespace roofline::ui
