// SPDX-License-Identifier: MIT
#include "ui/services/RegressionFlags.h"

#include "report/RegressionVerdict.h"
#include "ui/services/Session.h"
#include "usecases/Baselines.h"
#include "usecases/JobTracker.h"

#include <QTimer>

namespace roofline::ui {

RegressionFlags::RegressionFlags(Session *services, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_jobs(new usecases::JobTracker(this)) {
    connect(services, &Session::runsChanged, this, &RegressionFlags::invalidate);
    connect(services, &Session::databaseChanged, this, &RegressionFlags::invalidate);
}

RegressionFlags::~RegressionFlags() = default;

bool RegressionFlags::isBusy() const {
    return m_jobs->isBusy() || !m_queue.isEmpty();
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
        if (m_queue.size() == 1 && !m_jobs->isBusy())
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
    m_jobs->discard(); // a batch on its way answers for the old runs
    emit flagsReady({});
}

void RegressionFlags::startBatch() {
    if (m_jobs->isBusy() || m_queue.isEmpty() || !m_services->hasDatabase())
        return;
    // Newest asks first: what is on screen now matters more than what scrolled by.
    const QList<qint64> ids = m_queue.mid(std::max<qsizetype>(0, m_queue.size() - kBatch));
    m_queue.resize(m_queue.size() - ids.size());
    m_jobs->run(
        [db = *m_services->database(), ids, history = m_history](usecases::JobControl &) {
            QHash<qint64, Flag> out;
            const auto flags = usecases::Baselines::flags(db, ids, history);
            if (!flags)
                return out; // stays pending; asked again on the next paint after a refresh
            for (auto it = flags->cbegin(); it != flags->cend(); ++it) {
                Flag f;
                f.baselineRuns = it->baselineRuns;
                f.result = it->result;
                using S = usecases::Baselines::Flag::State;
                f.state = it->state == S::NoBaseline  ? Flag::State::NoBaseline
                          : it->state == S::Ok        ? Flag::State::Ok
                          : it->state == S::Regressed ? Flag::State::Regressed
                                                      : Flag::State::NotChecked;
                out.insert(it.key(), f);
            }
            return out;
        },
        [this](const QHash<qint64, Flag> &answers) { batchDone(answers); });
}

void RegressionFlags::batchDone(const QHash<qint64, Flag> &answers) {
    QList<qint64> ready;
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        m_known.insert(it.key(), it.value());
        ready << it.key();
    }
    // An id the batch could not answer (database error) may be asked again later.
    m_asked.removeIf([this](qint64 id) { return !m_known.contains(id) && !m_queue.contains(id); });
    if (!ready.isEmpty())
        emit flagsReady(ready);
    // The tracker counts this job as ended before it hands over its answers.
    startBatch();
}

} // namespace roofline::ui
