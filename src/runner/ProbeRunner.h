#pragma once

#include "model/Run.h"
#include "runner/ProbeRequest.h"
#include "runner/ProtocolParser.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QProcess>
#include <optional>

class QTimer;

namespace roofline::runner {

// Supervises one roofline-probe process: starts it, turns its JSON lines into Measurements,
// stores each device's run as it goes (begin → append → finish, through this thread's own
// database connection), and reports progress, ETA, results and the end through signals.
// Meant to live on a worker thread (moveToThread) and be driven through queued calls; a
// crashing, hanging or early-exiting engine ends the run as failed, with what it measured
// and why, and never takes the caller down.
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
    bool isRunning() const;
    // Where the next run is stored (the app switches databases between runs, never during
    // one). Called on the runner's thread, so the old database's connection here closes.
    void setDatabase(std::optional<storage::Database> database) {
        if (m_database)
            m_database->closeConnection();
        m_database = std::move(database);
    }

public slots:
    void start(const roofline::runner::ProbeRequest &request);
    // Asks the engine to stop after the current sample (SIGINT); kills it after the grace period.
    void cancel();

signals:
    void runStarted(qint64 runId, const QString &uuid, const QString &deviceId);
    void planReady(double estimatedSeconds, const QStringList &probes);
    void progressChanged(double fraction, const QString &probe, const QString &message,
                         double etaSeconds);
    void measurementTaken(const roofline::Measurement &measurement, const QString &deviceId);
    void warningRaised(const QString &message);
    // One per device run, with its final status, reason and every measurement.
    void runFinished(const roofline::Run &run);
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
    void finishAll(Run::Status status, const QString &reason);
    double etaSeconds(double fraction) const;
    void storeError(const Error &error);

    std::optional<storage::Database> m_database;
    ProbeRequest m_request;
    QProcess *m_process = nullptr;
    QTimer *m_capTimer = nullptr;
    QTimer *m_killTimer = nullptr;
    ProtocolParser m_parser;
    QElapsedTimer m_clock;
    QMap<QString, Run> m_runs; // by device id ("cpu", "cuda:0")
    QStringList m_deviceOrder;
    double m_estimatedSeconds = 0;
    bool m_cancelRequested = false;
    bool m_timedOut = false;
    bool m_done = false;
    QString m_doneStatus;
    QString m_doneReason;
    QString m_doneReasonCode; // the done line's reason_code: what the engine stopped for
    int m_graceMs = 5000;
};

} // namespace roofline::runner
