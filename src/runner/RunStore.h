// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "runner/RunSpool.h"
#include "storage/Database.h"

#include <QDeadlineTimer>
#include <QObject>
#include <optional>

class QTimer;

namespace roofline::runner {

// Where a probe session's runs go while they are measured: into the database as each
// measurement arrives (begin, append, finish), and whatever the database does not take (read-
// only, disk full, server gone, lock held too long) into memory and the spool file
// (RunSpool), retried with back-off while the probe runs. settle() ends the session: it keeps
// trying for a while, then says whether every run is stored whole; if not, the spool holds
// each run whole and `roofline runs import` completes it.
//
// While a run is begun and not finished in the database, its heartbeat is renewed every
// storage::RunRows::heartbeatIntervalMs() (a tenth of the lease), also while the engine spends
// minutes on one measurement; a process that is killed stops renewing it and its run reads as
// abandoned once the lease has passed.
//
// Retries are safe: begin, append and finish are idempotent (RunRepository), so a write whose
// commit succeeded although its caller saw an error is never stored twice.
class RunStore : public QObject {
    Q_OBJECT
public:
    // Without a database nothing is stored and everything counts as stored (--no-save).
    RunStore(std::optional<storage::Database> database, QStringList spoolFolders,
             QObject *parent = nullptr);
    ~RunStore() override;

    bool saving() const { return m_database.has_value(); }
    void begin(const Run &header);
    void append(const QString &deviceId, const Measurement &measurement);
    // An engine warning about this device's run (its protocol object: probe, code, message,
    // and for "not-measured" the case): kept in the run's "warnings", as the engine's own
    // bundle keeps them, and stored when the run is finished.
    void warn(const QString &deviceId, const QJsonObject &warning);
    void finish(const QString &deviceId, Run::Status status, const QString &reason,
                const QDateTime &finishedAt);
    // After the last finish(): retries for up to `seconds`, then emits settled().
    void settle(double seconds);

    bool contains(const QString &deviceId) const { return find(deviceId) >= 0; }
    QStringList devices() const;
    // The run as measured: every measurement received, stored or not.
    Run run(const QString &deviceId) const;
    qint64 storedMeasurements(const QString &deviceId) const;
    // Every run begun, all its measurements and its end are in the database.
    bool whole() const;
    QString spoolPath() const { return m_spool.path(); }
    // Why the database did not take everything (the last error), or empty.
    QString problem() const { return m_problem; }
    // Back-off between retries while measuring (tests shorten it).
    void setRetryDelays(int firstMs, int maxMs) {
        m_firstDelayMs = firstMs;
        m_maxDelayMs = maxMs;
    }

signals:
    // Something was not stored: `message` says why, `spoolPath` where it is kept (empty if no
    // spool folder took it: then only memory holds it).
    void problemChanged(const QString &message, const QString &spoolPath);
    // What was pending is stored now.
    void recovered();
    void settled(bool whole);

private:
    struct Entry {
        Run run;
        qint64 id = 0;         // 0: not begun in the database yet
        qsizetype stored = 0;  // measurements known to be stored
        bool finished = false; // the final state is known
        bool finishStored = false;
    };

    qsizetype find(const QString &deviceId) const;
    // After a change: into the database now, or, while it refuses, into the spool.
    void store();
    Result<void> flushEntry(Entry &e);
    bool flush();
    void failed(const Error &error);
    void writeSpool(bool announce);
    void retry();
    // Renews the heartbeat of the runs begun in the database and not yet finished there,
    // so readers never take a run that is still measuring for abandoned.
    void beat();

    std::optional<storage::Database> m_database;
    RunSpool m_spool;
    QList<Entry> m_entries;
    QTimer *m_timer = nullptr;
    QTimer *m_heartbeat = nullptr;
    bool m_pending = false;
    bool m_settling = false;
    QDeadlineTimer m_deadline;
    QString m_problem;
    QString m_spoolProblem;
    int m_firstDelayMs = 250;
    int m_maxDelayMs = 4000;
    int m_delayMs = 250;
};

} // namespace roofline::runner
