#include "ui/widgets/CalculatorSources.h"

#include "model/analysis/MeasuredProfile.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "ui/services/AppServices.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <optional>

namespace roofline::ui {

namespace {

CalculatorSources::Lists readLists(storage::Database db) {
    CalculatorSources::Lists out;
    storage::ProfileRepository profiles(db);
    if (const auto models = profiles.models(); models) {
        for (const ModelSpec &m : *models) {
            if (m.source == QLatin1String("user"))
                out.models << m;
        }
    } else {
        out.error = models.error().text();
    }
    if (const auto gpus = profiles.gpus(); gpus) {
        for (const HardwareProfile &g : *gpus) {
            if (g.source != QLatin1String("catalog"))
                out.gpus << g;
        }
    } else {
        out.error = gpus.error().text();
    }
    storage::RunFilter filter;
    filter.status = Run::Status::Complete;
    filter.limit = CalculatorSources::kRunChoices;
    if (const auto runs = storage::RunRepository(db).list(filter); runs) {
        for (const Run &r : *runs)
            out.runs << CalculatorSources::RunChoice{r.id, MeasuredProfile::runLabel(r)};
    } else {
        out.error = runs.error().text();
    }
    return out;
}

// One run's profile or why not (QFuture wants a default-constructible result).
struct RunOutcome {
    std::optional<HardwareProfile> profile;
    QString error;
};

RunOutcome readRun(storage::Database db, qint64 id) {
    const auto run = storage::RunRepository(db).get(id);
    if (!run)
        return {std::nullopt, run.error().text()};
    const auto profile = MeasuredProfile::calculatorProfile(*run);
    if (!profile)
        return {std::nullopt, profile.error().text()};
    return {*profile, QString()};
}

} // namespace

CalculatorSources::CalculatorSources(AppServices *services, QObject *parent)
    : QObject(parent)
    , m_services(services) {
    if (!m_services)
        return;
    connect(m_services, &AppServices::runsChanged, this, &CalculatorSources::reload);
    connect(m_services, &AppServices::profilesChanged, this, &CalculatorSources::reload);
    connect(m_services, &AppServices::databaseChanged, this, [this] {
        // Runs of the old database mean nothing in the new one.
        ++m_databaseGeneration;
        m_runs.clear();
        m_pendingRuns.clear();
        reload();
    });
}

CalculatorSources::~CalculatorSources() {
    waitForIdle();
}

void CalculatorSources::waitForIdle() {
    for (QObject *o : std::as_const(m_watchers)) {
        if (auto *w = qobject_cast<QFutureWatcherBase *>(o))
            w->waitForFinished();
    }
}

void CalculatorSources::reload() {
    if (!m_services || !m_services->hasDatabase())
        return;
    const int generation = ++m_listGeneration;
    const storage::Database db = *m_services->database();
    auto *watcher = new QFutureWatcher<Lists>(this);
    m_watchers << watcher;
    connect(watcher, &QFutureWatcher<Lists>::finished, this, [this, watcher, generation] {
        m_watchers.removeOne(watcher);
        watcher->deleteLater();
        if (generation != m_listGeneration)
            return; // a newer reload is under way
        m_lists = watcher->result();
        emit listsChanged();
    });
    watcher->setFuture(QtConcurrent::run([db] { return readLists(db); }));
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
    const storage::Database db = *m_services->database();
    auto *watcher = new QFutureWatcher<RunOutcome>(this);
    m_watchers << watcher;
    connect(watcher, &QFutureWatcher<RunOutcome>::finished, this,
            [this, watcher, runId, generation] {
                m_watchers.removeOne(watcher);
                watcher->deleteLater();
                if (generation != m_databaseGeneration)
                    return; // asked of a database no longer open
                m_pendingRuns.remove(runId);
                const RunOutcome r = watcher->result();
                if (!r.profile) {
                    emit runFailed(runId, r.error);
                    return;
                }
                m_runs.insert(runId, *r.profile);
                emit runLoaded(runId);
            });
    watcher->setFuture(QtConcurrent::run([db, runId] { return readRun(db, runId); }));
}

const HardwareProfile *CalculatorSources::run(qint64 runId) const {
    const auto it = m_runs.constFind(runId);
    return it == m_runs.constEnd() ? nullptr : &*it;
}

} // namespace roofline::ui
