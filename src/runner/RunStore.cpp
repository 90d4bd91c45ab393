// SPDX-License-Identifier: MIT
#include "runner/RunStore.h"

#include "storage/RunRepository.h"
#include "storage/RunRows.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>
#include <algorithm>

namespace roofline::runner {

RunStore::RunStore(std::optional<storage::Database> database, QStringList spoolFolders,
                   QObject *parent)
    : QObject(parent)
    , m_database(std::move(database))
    , m_spool(std::move(spoolFolders)) {
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &RunStore::retry);
    m_heartbeat = new QTimer(this);
    m_heartbeat->setInterval(int(qMin<qint64>(storage::RunRows::heartbeatIntervalMs(), 3'600'000)));
    connect(m_heartbeat, &QTimer::timeout, this, &RunStore::beat);
}

RunStore::~RunStore() = default;

qsizetype RunStore::find(const QString &deviceId) const {
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).run.device.id == deviceId)
            return i;
    }
    return -1;
}

QStringList RunStore::devices() const {
    QStringList out;
    for (const Entry &e : m_entries)
        out << e.run.device.id;
    return out;
}

Run RunStore::run(const QString &deviceId) const {
    const qsizetype i = find(deviceId);
    if (i < 0)
        return {};
    Run r = m_entries.at(i).run;
    r.id = m_entries.at(i).id;
    r.measurementCount = r.measurements.size();
    return r;
}

qint64 RunStore::storedMeasurements(const QString &deviceId) const {
    const qsizetype i = find(deviceId);
    return i < 0 ? 0 : m_entries.at(i).stored;
}

bool RunStore::whole() const {
    if (!saving())
        return true;
    for (const Entry &e : m_entries) {
        if (e.id <= 0 || e.stored < e.run.measurements.size() || (e.finished && !e.finishStored))
            return false;
    }
    return true;
}

void RunStore::begin(const Run &header) {
    Entry e;
    e.run = header;
    e.run.status = Run::Status::Running;
    e.run.measurements.clear();
    m_entries.append(e);
    store();
    if (saving() && !m_heartbeat->isActive())
        m_heartbeat->start();
}

void RunStore::beat() {
    QList<qint64> alive;
    for (const Entry &e : std::as_const(m_entries)) {
        if (e.id > 0 && !e.finishStored)
            alive << e.id;
    }
    if (alive.isEmpty()) {
        // Every run begun is finished in the database (or not begun there yet: begin() writes
        // the first heartbeat); a later begin() starts the timer again.
        if (std::all_of(m_entries.cbegin(), m_entries.cend(),
                        [](const Entry &e) { return e.finishStored; }))
            m_heartbeat->stop();
        return;
    }
    // While the database refuses, the retries say so; a failed heartbeat adds nothing to
    // that, and the next one tries again.
    if (m_pending)
        return;
    (void)storage::RunRepository(*m_database).heartbeat(alive);
}

void RunStore::store() {
    if (!saving())
        return;
    // While the database refuses, each change joins the spool at once (so it is on disk if
    // this process dies) and waits for the next retry; trying it now would block on the same
    // error for every measurement.
    if (m_pending) {
        writeSpool(false);
        return;
    }
    flush();
}

void RunStore::append(const QString &deviceId, const Measurement &measurement) {
    const qsizetype i = find(deviceId);
    if (i < 0)
        return;
    m_entries[i].run.measurements.append(measurement);
    store();
}

void RunStore::warn(const QString &deviceId, const QJsonObject &warning) {
    const qsizetype i = find(deviceId);
    if (i < 0)
        return;
    QJsonObject &extra = m_entries[i].run.extra;
    QJsonArray warnings = extra.value(QStringLiteral("warnings")).toArray();
    warnings.append(warning);
    extra.insert(QStringLiteral("warnings"), warnings);
}

void RunStore::finish(const QString &deviceId, Run::Status status, const QString &reason,
                      const QDateTime &finishedAt) {
    const qsizetype i = find(deviceId);
    if (i < 0)
        return;
    Entry &e = m_entries[i];
    e.run.status = status;
    e.run.reason = reason;
    e.run.finishedAt = finishedAt;
    e.finished = true;
    store();
}

Result<void> RunStore::flushEntry(Entry &e) {
    storage::RunRepository repo(*m_database);
    if (e.id <= 0) {
        Run header = e.run;
        header.measurements.clear();
        const auto id = repo.begin(header);
        if (!id)
            return id.error();
        e.id = *id;
    }
    if (e.stored < e.run.measurements.size()) {
        const QList<Measurement> rest = e.run.measurements.mid(e.stored);
        if (auto ok = repo.append(e.id, rest, e.stored); !ok)
            return ok.error();
        e.stored = e.run.measurements.size();
    }
    if (e.finished && !e.finishStored) {
        if (auto ok = repo.finish(e.id, e.run.status, e.run.reason, e.run.finishedAt, e.run.extra);
            !ok)
            return ok.error();
        e.finishStored = true;
    }
    return {};
}

bool RunStore::flush() {
    for (Entry &e : m_entries) {
        if (auto ok = flushEntry(e); !ok) {
            failed(ok.error());
            return false;
        }
    }
    if (m_pending) {
        m_pending = false;
        m_problem.clear();
        m_delayMs = m_firstDelayMs;
        m_spool.remove();
        emit recovered();
    }
    return true;
}

void RunStore::failed(const Error &error) {
    const bool first = !m_pending;
    const bool changed = first || m_problem != error.text();
    m_pending = true;
    m_problem = error.text();
    writeSpool(changed);
    if (first)
        m_delayMs = m_firstDelayMs;
    if (!m_settling || !m_deadline.hasExpired())
        m_timer->start(m_settling
                           ? qMin<qint64>(m_delayMs, qMax<qint64>(1, m_deadline.remainingTime()))
                           : m_delayMs);
    m_delayMs = qMin(m_delayMs * 2, m_maxDelayMs);
}

void RunStore::writeSpool(bool announce) {
    QList<Run> runs;
    for (const Entry &e : std::as_const(m_entries))
        runs << e.run;
    const QString before = m_spool.path();
    if (auto written = m_spool.write(runs); !written) {
        const QString message = tr("%1 (%2); they are kept in memory only until this session ends")
                                    .arg(m_problem, written.error().text());
        if (announce || message != m_spoolProblem) {
            m_spoolProblem = message;
            emit problemChanged(message, QString());
        }
        return;
    }
    m_spoolProblem.clear();
    // Announce the first failure, a new reason, and a spool that moved to another folder
    // (the first one filled up): what the user was told must stay true.
    if (announce || m_spool.path() != before)
        emit problemChanged(m_problem, m_spool.path());
}

void RunStore::retry() {
    if (!m_pending)
        return;
    if (flush()) {
        if (m_settling)
            emit settled(true);
        return;
    }
    if (m_settling && m_deadline.hasExpired()) {
        m_timer->stop();
        emit settled(false);
    }
}

void RunStore::settle(double seconds) {
    m_settling = true;
    m_deadline = QDeadlineTimer(qint64(seconds * 1000));
    m_maxDelayMs = qMin(m_maxDelayMs, 1000);
    m_delayMs = qMin(m_delayMs, m_maxDelayMs);
    if (!saving() || !m_pending) {
        // Nothing waiting (each write was tried as it came): the answer is known now.
        emit settled(whole());
        return;
    }
    if (m_deadline.hasExpired()) {
        emit settled(false);
        return;
    }
    m_timer->start(0);
}

} // namespace roofline::runner
