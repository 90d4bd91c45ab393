// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorSources.h"

#include "model/analysis/MeasuredProfile.h"
#include "model/llm/MeasuredCalculator.h"
#include "ui/services/Session.h"
#include "usecases/JobTracker.h"
#include "usecases/LatestRuns.h"
#include "usecases/Profiles.h"
#include "usecases/Runs.h"

#include <optional>

namespace roofline::ui {

namespace {

CalculatorSources::Lists readLists(const storage::Database &db) {
    CalculatorSources::Lists out;
    if (const auto models = usecases::Profiles::models(db); models) {
        for (const ModelSpec &m : *models) {
            if (m.source == QLatin1String("user"))
                out.models << m;
        }
    } else {
        out.error = models.error().text();
    }
    if (const auto gpus = usecases::Profiles::gpus(db); gpus) {
        for (const HardwareProfile &g : *gpus) {
            if (g.source != QLatin1String("catalog"))
                out.gpus << g;
        }
    } else {
        out.error = gpus.error().text();
    }
    RunQuery query;
    query.status = Run::Status::Complete;
    query.limit = CalculatorSources::kRunChoices;
    if (const auto runs = usecases::Runs::list(db, query); runs) {
        for (const Run &r : *runs) {
            // A run without measurements has no ceilings to offer (usecases::LatestRuns).
            if (usecases::LatestRuns::whyNot(r, usecases::LatestRuns::Purpose::Measured).isEmpty())
                out.runs << CalculatorSources::RunChoice{r.id, MeasuredProfile::runLabel(r)};
        }
    } else {
        out.error = runs.error().text();
    }
    return out;
}

struct LoadedRun {
    HardwareProfile profile;
    Run llm; // its measured LLM steps and kernels (MeasuredCalculator::llmPart)
};

Result<LoadedRun> readRun(const storage::Database &db, qint64 id) {
    const auto run = usecases::Runs::get(db, id);
    if (!run)
        return run.error();
    const auto profile = MeasuredProfile::calculatorProfile(*run);
    if (!profile)
        return profile.error();
    return LoadedRun{*profile, MeasuredCalculator::llmPart(*run)};
}

} // namespace

CalculatorSources::CalculatorSources(Session *services, QObject *parent)
    : QObject(parent)
    , m_services(services) {
    // The lists: the newest request wins. Runs: each asked one is loaded, in order.
    m_listJobs = new usecases::JobTracker(this);
    m_runJobs = new usecases::JobTracker(this);
    if (!m_services)
        return;
    connect(m_services, &Session::runsChanged, this, &CalculatorSources::reload);
    connect(m_services, &Session::profilesChanged, this, &CalculatorSources::reload);
    connect(m_services, &Session::databaseChanged, this, [this] {
        // Runs of the old database mean nothing in the new one.
        m_listJobs->discard();
        m_runJobs->cancel();
        ++m_databaseGeneration;
        m_runs.clear();
        m_llmRuns.clear();
        m_pendingRuns.clear();
        reload();
    });
}

CalculatorSources::~CalculatorSources() = default;

bool CalculatorSources::isBusy() const {
    return m_listJobs->isBusy() || m_runJobs->isBusy();
}

void CalculatorSources::reload() {
    if (!m_services || !m_services->hasDatabase())
        return;
    m_listJobs->run(
        [db = *m_services->database()](usecases::JobControl &) { return readLists(db); },
        [this](const Lists &lists) {
            m_lists = lists;
            emit listsChanged();
        });
}

void CalculatorSources::loadRun(qint64 runId) {
    if (m_runs.contains(runId) || m_pendingRuns.contains(runId))
        return;
    if (!m_services || !m_services->hasDatabase()) {
        emit runFailed(runId, m_services ? m_services->unavailableText()
                                         : tr("No database: measured runs are not available."));
        return;
    }
    const int generation = m_databaseGeneration;
    m_pendingRuns.insert(runId, generation);
    m_runJobs->run([db = *m_services->database(),
                    runId](usecases::JobControl &) { return readRun(db, runId); },
                   [this, runId, generation](const Result<LoadedRun> &loaded) {
                       if (generation != m_databaseGeneration)
                           return; // asked of a database no longer open
                       m_pendingRuns.remove(runId);
                       if (!loaded) {
                           emit runFailed(runId, loaded.error().text());
                           return;
                       }
                       m_runs.insert(runId, loaded->profile);
                       m_llmRuns.insert(runId, loaded->llm);
                       emit runLoaded(runId);
                   },
                   usecases::JobOptions{0, false});
}

const HardwareProfile *CalculatorSources::run(qint64 runId) const {
    const auto it = m_runs.constFind(runId);
    return it == m_runs.constEnd() ? nullptr : &*it;
}

const Run *CalculatorSources::llmSteps(qint64 runId) const {
    const auto it = m_llmRuns.constFind(runId);
    return it == m_llmRuns.constEnd() ? nullptr : &*it;
}

} // namespace roofline::ui
