// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "model/llm/ModelSpec.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;

// What the calculator offers besides the catalog, read from the database off the GUI thread:
// the user's models, the user and measured GPU profiles, the recent runs (each usable as the
// hardware, "gpu07: NVIDIA H100 (run 15)"), and on request one run's measured ceilings
// with the LLM steps it measured.
// Every load is a job of the app's JobTracker (usecases::Profiles, usecases::Runs): a newer list
// request drops an older one's result, runs load one after another, a database switch drops
// what the old one would have answered, and nothing arrives after the object is gone.
class CalculatorSources : public QObject {
    Q_OBJECT
public:
    struct RunChoice {
        qint64 id = 0;
        QString label;
    };
    struct Lists {
        QList<ModelSpec> models;     // source "user"
        QList<HardwareProfile> gpus; // sources "user" and "measured"
        QList<RunChoice> runs;       // newest first
        QString error;               // why the lists are empty, if they failed
    };

    explicit CalculatorSources(Session *services, QObject *parent = nullptr);
    ~CalculatorSources() override;

    // Reads the lists again (at start, and when runs, profiles or the database change).
    void reload();
    // Loads the ceilings of a run unless they are loaded or loading; runLoaded/runFailed follow.
    void loadRun(qint64 runId);
    // A loaded run's profile (source "measured", named by MeasuredProfile::runLabel).
    const HardwareProfile *run(qint64 runId) const;
    // The same run's measured LLM steps and kernels (only those measurements); null until
    // loaded.
    const Run *llmSteps(qint64 runId) const;
    bool isLoading(qint64 runId) const { return m_pendingRuns.contains(runId); }
    const Lists &lists() const { return m_lists; }
    // Whether a load is under way (tests wait for it to end).
    bool isBusy() const;

    // How many recent runs the hardware list offers.
    static constexpr int kRunChoices = 50;

signals:
    void listsChanged();
    void runLoaded(qint64 runId);
    void runFailed(qint64 runId, const QString &message);

private:
    Session *m_services = nullptr;
    Lists m_lists;
    QHash<qint64, HardwareProfile> m_runs;
    QHash<qint64, Run> m_llmRuns;
    QHash<qint64, int> m_pendingRuns; // run id → the database generation it was asked in
    int m_databaseGeneration = 0;
    usecases::JobTracker *m_listJobs = nullptr;
    usecases::JobTracker *m_runJobs = nullptr;
};

} // namespace roofline::ui
