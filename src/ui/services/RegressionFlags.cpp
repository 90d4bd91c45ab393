#include "ui/services/RegressionFlags.h"

#include "report/RegressionVerdict.h"
#include "storage/FleetRepository.h"
#include "ui/services/AppServices.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace roofline::ui {

namespace {

using Flag = RegressionFlags::Flag;

// On a pool thread (its own connection): the previous runs of every asked run in one grouped
// query, then all of those runs' measurements in a few more.
QHash<qint64, Flag> check(const storage::Database &db, const QList<qint64> &ids, int history) {
    QHash<qint64, Flag> out;
    const storage::FleetRepository repo(db);
    const auto previous = repo.previousRuns(ids, history);
    if (!previous)
        return out; // stays pending; asked again on the next paint after a refresh
    QList<qint64> all = ids;
    for (const QList<qint64> &p : *previous)
        all += p;
    const auto runs = repo.runs(all);
    if (!runs)
        return out;
    for (qint64 id : ids) {
        Flag f;
        const auto run = runs->constFind(id);
        if (run == runs->constEnd() || run->status != Run::Status::Complete) {
            f.state = Flag::State::NotChecked;
        } else {
            QList<Run> baseline;
            for (qint64 p : previous->value(id)) {
                if (const auto it = runs->constFind(p); it != runs->constEnd())
                    baseline << *it;
            }
            f.baselineRuns = int(baseline.size());
            if (baseline.isEmpty()) {
                f.state = Flag::State::NoBaseline;
            } else {
                f.result = RegressionCheck::check(*run, baseline);
                f.result.baseline = Run(); // findings only
                f.state = f.result.regressed() ? Flag::State::Regressed : Flag::State::Ok;
            }
        }
        out.insert(id, f);
    }
    return out;
}

} // namespace

RegressionFlags::RegressionFlags(AppServices *services, QObject *parent)
    : QObject(parent)
    , m_services(services) {
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &RegressionFlags::batchDone);
    connect(services, &AppServices::runsChanged, this, &RegressionFlags::invalidate);
    connect(services, &AppServices::databaseChanged, this, &RegressionFlags::invalidate);
}

RegressionFlags::~RegressionFlags() {
    m_watcher.waitForFinished();
}

void RegressionFlags::setHistory(int runs) {
    if (runs == m_history || runs < 1)
        return;
    m_history = runs;
    invalidate();
}

RegressionFlags::Flag RegressionFlags::flag(qint64 runId) {
    if (const auto it = m_known.constFind(runId); it != m_known.constEnd())
        return *it;
    if (runId > 0 && m_services->hasDatabase() && !m_asked.contains(runId)) {
        m_asked.insert(runId);
        m_queue.append(runId);
        // Collect what one paint asks for, then check it as one batch.
        if (m_queue.size() == 1 && !m_running)
            QTimer::singleShot(0, this, &RegressionFlags::startBatch);
    }
    return Flag{};
}

QList<VerdictLine> RegressionFlags::findingLines(qint64 runId) {
    const Flag f = flag(runId);
    switch (f.state) {
    case Flag::State::Pending:
        return {
            {VerdictLine::Kind::Info,
             tr("Checking for a regression against the previous %n run(s)…", nullptr, m_history)}};
    case Flag::State::NotChecked:
        return {};
    case Flag::State::NoBaseline:
        return {{VerdictLine::Kind::Info,
                 tr("No regression check: no earlier complete run of this host and device.")}};
    case Flag::State::Ok:
    case Flag::State::Regressed:
        break;
    }
    return RegressionVerdict::verdictLines(f.result, f.baselineRuns);
}

QStringList RegressionFlags::findings(qint64 runId) {
    return RegressionVerdict::texts(findingLines(runId));
}

void RegressionFlags::invalidate() {
    m_known.clear();
    m_queue.clear();
    m_asked.clear();
    m_stale = m_running;
    emit flagsReady({});
}

void RegressionFlags::startBatch() {
    if (m_running || m_queue.isEmpty() || !m_services->hasDatabase())
        return;
    // Newest asks first: what is on screen now matters more than what scrolled by.
    const QList<qint64> ids = m_queue.mid(std::max<qsizetype>(0, m_queue.size() - kBatch));
    m_queue.resize(m_queue.size() - ids.size());
    const storage::Database db = *m_services->database();
    const int history = m_history;
    m_stale = false;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run([db, ids, history] { return check(db, ids, history); }));
}

void RegressionFlags::batchDone() {
    m_running = false;
    const QHash<qint64, Flag> answers = m_watcher.result();
    if (!m_stale) {
        QList<qint64> ready;
        for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
            m_known.insert(it.key(), it.value());
            ready << it.key();
        }
        // An id the batch could not answer (database error) may be asked again later.
        for (auto it = m_asked.begin(); it != m_asked.end();) {
            if (!m_known.contains(*it) && !m_queue.contains(*it))
                it = m_asked.erase(it);
            else
                ++it;
        }
        if (!ready.isEmpty())
            emit flagsReady(ready);
    }
    m_stale = false;
    startBatch();
}

} // namespace roofline::ui
