// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "runner/ProbeRequest.h"
#include "runner/ProtocolParser.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <optional>

class QTimer;

namespace roofline::runner {

class RunStore;

// Supervises one roofline-probe process: starts it, turns its JSON lines into Measurements,
// stores each device's run as it goes (RunStore: begin → append → finish through this thread's
// own database connection; what the database does not take is kept in memory and a spool file
// and retried), and reports progress, ETA, results and the end through signals. Meant to live
// on a worker thread (moveToThread) and be driven through queued calls; a crashing, hanging,
// stopped or early-exiting engine ends the run as failed, with what it measured and why, and
// never takes the caller down.
//
// The engine never outlives this process: it is started with PR_SET_PDEATHSIG (SIGKILL when
// the thread that started it ends, e.g. when the app or `roofline probe` is killed), and it
// stops by itself when its output pipe breaks. An engine that says nothing for
// ProbeRequest::silenceSeconds (it writes a heartbeat at least every 2 s) is reported as
// "stopped responding" and killed, long before the time cap.
class ProbeRunner : public QObject {
    Q_OBJECT
public:
    // Without a database nothing is stored (as `roofline probe --no-save`).
    explicit ProbeRunner(std::optional<storage::Database> database, QObject *parent = nullptr);
    ~ProbeRunner() override;

    // roofline-probe in the directory of the running executable.
    static QString defaultEnginePath();
    // Seconds to let the engine finish its current sample after a cancel before killing it.
    void setGracePeriod(int milliseconds) { m_graceMs = milliseconds; }
    // Back-off between storage retries while measuring (tests shorten it).
    void setRetryDelays(int firstMs, int maxMs) {
        m_retryFirstMs = firstMs;
        m_retryMaxMs = maxMs;
    }
    bool isRunning() const;
    // Where the next run is stored (the app switches databases between runs, never during
    // one). Called on the runner's thread, so the old database's connection here closes,
    // after the last run's store (its prepared statements live on that connection).
    void setDatabase(std::optional<storage::Database> database);

    // After finished(): whether every run is stored whole, how many measurements of a device's
    // run are, and the spool bundle holding what is not (empty when nothing is missing, or no
    // folder took it).
    bool storedWhole() const { return m_storedWhole; }
    qint64 storedMeasurements(const QString &deviceId) const;
    QString spoolPath() const { return m_spoolPath; }
    // The engine's done line's reason_code (docs/cli.md: "usage", "time-cap", …); empty when
    // it sent none.
    QString doneReasonCode() const { return m_doneReasonCode; }

public slots:
    void start(const roofline::runner::ProbeRequest &request);
    // Asks the engine to stop after the current sample (SIGINT); kills it after the grace period.
    void cancel();

signals:
    void runStarted(qint64 runId, const QString &uuid, const QString &deviceId);
    void planReady(double estimatedSeconds, const QStringList &probes);
    // The time cap in force, in seconds: the request's, else a fixed one until the engine's
    // plan arrives, then three times the plan plus a minute (issue 32: shown to the user).
    void timeCapChanged(double seconds);
    void progressChanged(double fraction, const QString &probe, const QString &message,
                         double etaSeconds);
    void measurementTaken(const roofline::Measurement &measurement, const QString &deviceId);
    void warningRaised(const QString &message);
    // The database did not take something (why), and where it is kept meanwhile (the spool
    // file; empty if no folder took it); retried while the probe runs.
    void storageFailing(const QString &message, const QString &spoolPath);
    // What was pending is stored now.
    void storageRecovered();
    // One per device run, with its final status, reason and every measurement.
    void runFinished(const roofline::Run &run);
    // Measured, but not everything is stored: it is in the spool bundle `spoolPath`, which
    // `roofline runs import` completes. Emitted just before finished().
    void notStored(const QString &spoolPath, const QString &reason);
    // The whole session: complete, cancelled or failed (the worst of its runs).
    void finished(roofline::Run::Status status, const QString &reason);

private:
    void onReadyRead();
    void onProcessFinished(int exitCode, QProcess::ExitStatus exitStatus);
    void onProcessError(QProcess::ProcessError error);
    void handle(const QJsonObject &message);
    void handleDevice(const QJsonObject &message);
    void handleMeasurement(const QJsonObject &message);
    void onTimeCap();
    void startCap(double seconds);
    // start() by job: forget the last run, the store, the engine's process, the timers.
    void resetRunState(const ProbeRequest &request);
    void makeStore(const std::optional<storage::Database> &target, const QString &spoolFolder);
    void makeProcess();
    void makeTimers();
    QString timeCapReason() const;
    void onWatchdog();
    void finishAll(Run::Status status, const QString &reason);
    void onSettled(bool whole);
    double etaSeconds(double fraction) const;
    void heardFromEngine();

    std::optional<storage::Database> m_database;
    ProbeRequest m_request;
    QProcess *m_process = nullptr;
    RunStore *m_store = nullptr;
    QTimer *m_capTimer = nullptr;
    QTimer *m_killTimer = nullptr;
    QTimer *m_watchdog = nullptr;
    ProtocolParser m_parser;
    QElapsedTimer m_clock;
    QElapsedTimer m_lastOutput;
    QElapsedTimer m_lastTick;
    double m_estimatedSeconds = 0;
    double m_capSeconds = 0;
    QString m_currentProbe;   // the probe the engine measures now (progress, measurements)
    QStringList m_planned;    // the plan's probes, in order
    QStringList m_probesSeen; // those that reported something
    bool m_cancelRequested = false;
    bool m_timedOut = false;
    bool m_stalled = false;
    bool m_done = false;
    bool m_finishing = false;
    QString m_doneStatus;
    QString m_doneReason;
    QString m_doneReasonCode; // the done line's reason_code: what the engine stopped for
    Run::Status m_endStatus = Run::Status::Failed;
    QString m_endReason;
    bool m_storedWhole = true;
    QString m_spoolPath;
    int m_graceMs = 5000;
    int m_retryFirstMs = 250;
    int m_retryMaxMs = 4000;
};

} // namespace roofline::runner
