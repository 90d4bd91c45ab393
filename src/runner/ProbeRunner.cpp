// SPDX-License-Identifier: MIT
#include "runner/ProbeRunner.h"

#include "model/RunBundle.h"
#include "model/analysis/RunWarnings.h"
#include "runner/EngineQuery.h"
#include "runner/RunStore.h"
#include "storage/RunRepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>
#include <QUuid>
#include <algorithm>
#include <cmath>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace roofline::runner {

ProbeRunner::ProbeRunner(std::optional<storage::Database> database, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database)) {
    qRegisterMetaType<roofline::Measurement>();
    qRegisterMetaType<roofline::Run>();
    qRegisterMetaType<roofline::Run::Status>();
    qRegisterMetaType<roofline::runner::ProbeRequest>();
}

ProbeRunner::~ProbeRunner() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

QString ProbeRunner::defaultEnginePath() {
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("roofline-probe"));
}

void ProbeRunner::setDatabase(std::optional<storage::Database> database) {
    // The last run's store goes first: its writers' statements live on the connection, and a
    // connection closes with none open. (A run still going keeps its store.)
    if (!isRunning() && !m_finishing) {
        delete m_store;
        m_store = nullptr;
    }
    if (m_database)
        m_database->closeConnection();
    m_database = std::move(database);
}

bool ProbeRunner::isRunning() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 ProbeRunner::storedMeasurements(const QString &deviceId) const {
    return m_store ? m_store->storedMeasurements(deviceId) : 0;
}

void ProbeRunner::start(const ProbeRequest &request) {
    if (isRunning() || m_finishing) {
        emit warningRaised(tr("A probe run is already in progress."));
        return;
    }
    resetRunState(request);
    // Text the database cannot store is refused before anything is measured.
    for (const QString &text : QStringList{request.notes} + request.tags) {
        if (const QString problem = RunBundle::textProblem(text, RunBundle::kMaxNotesLength);
            !problem.isEmpty()) {
            emit finished(Run::Status::Failed, tr("Notes and tags: %1").arg(problem));
            return;
        }
    }
    const QString engine = request.enginePath.isEmpty() ? defaultEnginePath() : request.enginePath;
    if (!QFileInfo(engine).isExecutable()) {
        emit finished(Run::Status::Failed,
                      tr("The measurement engine was not found at %1; reinstall Roofline Lab or "
                         "build the roofline-probe target.")
                          .arg(engine));
        return;
    }
    const std::optional<storage::Database> target =
        request.save ? m_database : std::optional<storage::Database>();
    // Not fatal for this run (its own writes report their failures through the store), but
    // runs left 'running' by a dead process would keep showing as live: say so.
    if (target) {
        if (const auto recovered = storage::RunRepository(*target).recoverInterrupted(); !recovered)
            emit warningRaised(tr("Runs left running by a program that ended could not be "
                                  "marked failed: %1")
                                   .arg(recovered.error().text()));
    }
    makeStore(target, request.spoolFolder);
    makeProcess();
    makeTimers();
    // Until the engine announces its plan, allow a generous fixed cap.
    startCap(request.timeCapSeconds > 0 ? request.timeCapSeconds : 600);
    if (request.silenceSeconds > 0) {
        m_watchdog->start(int(std::clamp(request.silenceSeconds * 250, 100.0, 1000.0)));
        m_lastOutput.start();
        m_lastTick.start();
    }
    m_clock.start();
    m_process->start(engine, request.arguments());
}

void ProbeRunner::resetRunState(const ProbeRequest &request) {
    m_request = request;
    m_parser = ProtocolParser();
    m_estimatedSeconds = 0;
    m_currentProbe.clear();
    m_planned.clear();
    m_probesSeen.clear();
    m_cancelRequested = m_timedOut = m_stalled = m_done = false;
    m_doneStatus.clear();
    m_doneReason.clear();
    m_doneReasonCode.clear();
    m_storedWhole = true;
    m_spoolPath.clear();
}

void ProbeRunner::makeStore(const std::optional<storage::Database> &target,
                            const QString &spoolFolder) {
    delete m_store;
    m_store = new RunStore(target, RunSpool::folders(target, spoolFolder), this);
    m_store->setRetryDelays(m_retryFirstMs, m_retryMaxMs);
    connect(m_store, &RunStore::problemChanged, this, &ProbeRunner::storageFailing);
    connect(m_store, &RunStore::recovered, this, &ProbeRunner::storageRecovered);
    connect(m_store, &RunStore::settled, this, &ProbeRunner::onSettled);
}

void ProbeRunner::makeProcess() {
    delete m_process;
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    // In the child, between fork and exec: die with the thread that started us (the kernel
    // sends SIGKILL when it ends, also when this process is killed with SIGKILL), and if that
    // already happened, do not start at all.
    const pid_t parent = ::getpid();
    m_process->setChildProcessModifier([parent] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ProbeRunner::onReadyRead);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        heardFromEngine();
        // The engine's stderr is for people; keep it as warnings, line by line.
        const QString text = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            emit warningRaised(line);
    });
    connect(m_process, &QProcess::finished, this, &ProbeRunner::onProcessFinished);
    connect(m_process, &QProcess::errorOccurred, this, &ProbeRunner::onProcessError);
}

void ProbeRunner::makeTimers() {
    if (m_capTimer)
        return;
    m_capTimer = new QTimer(this);
    m_capTimer->setSingleShot(true);
    connect(m_capTimer, &QTimer::timeout, this, &ProbeRunner::onTimeCap);
    m_killTimer = new QTimer(this);
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        if (isRunning())
            m_process->kill();
    });
    m_watchdog = new QTimer(this);
    connect(m_watchdog, &QTimer::timeout, this, &ProbeRunner::onWatchdog);
}

void ProbeRunner::heardFromEngine() {
    m_lastOutput.start();
}

void ProbeRunner::onWatchdog() {
    if (!isRunning() || m_stalled || m_timedOut)
        return;
    // This thread may itself have been busy (a database that did not answer at once): time
    // it spent away is not the engine's silence.
    if (m_lastTick.elapsed() > 3 * m_watchdog->interval())
        m_lastOutput.start();
    m_lastTick.start();
    if (m_lastOutput.elapsed() < qint64(m_request.silenceSeconds * 1000))
        return;
    // A stopped (SIGSTOP) or wedged engine cannot act on SIGTERM; SIGKILL works on both.
    m_stalled = true;
    emit warningRaised(tr("roofline-probe has written nothing for %1 s; stopping it.")
                           .arg(m_request.silenceSeconds));
    m_process->kill();
}

void ProbeRunner::cancel() {
    if (!isRunning() || m_cancelRequested)
        return;
    m_cancelRequested = true;
    ::kill(pid_t(m_process->processId()), SIGINT);
    m_killTimer->start(m_graceMs);
}

void ProbeRunner::startCap(double seconds) {
    m_capSeconds = seconds;
    m_capTimer->start(int(seconds * 1000));
    emit timeCapChanged(seconds);
}

// Which probe the cap stopped, and which never ran: the run keeps what was measured.
QString ProbeRunner::timeCapReason() const {
    QStringList notRun;
    for (const QString &p : m_planned) {
        if (!m_probesSeen.contains(p))
            notRun << p;
    }
    const QString cap = QString::number(std::lround(m_capSeconds));
    const QString stopped =
        m_currentProbe.isEmpty()
            ? tr("roofline-probe reached the time cap of %1 s before measuring anything and was "
                 "stopped.")
                  .arg(cap)
            : tr("roofline-probe reached the time cap of %1 s while measuring %2 and was stopped; "
                 "what it measured before is kept.")
                  .arg(cap, m_currentProbe);
    return notRun.isEmpty()
               ? stopped
               : tr("%1 Not measured: %2.").arg(stopped, notRun.join(QStringLiteral(", ")));
}

void ProbeRunner::onTimeCap() {
    if (!isRunning())
        return;
    m_timedOut = true;
    m_process->terminate();
    m_killTimer->start(m_graceMs);
}

void ProbeRunner::onReadyRead() {
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (!bytes.isEmpty())
        heardFromEngine();
    for (const QJsonObject &message : m_parser.feed(bytes))
        handle(message);
}

void ProbeRunner::handle(const QJsonObject &m) {
    const QString type = m.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("device")) {
        handleDevice(m);
    } else if (type == QLatin1String("measurement")) {
        handleMeasurement(m);
    } else if (type == QLatin1String("plan")) {
        QStringList probes;
        double total = 0;
        const QJsonArray planned = m.value(QStringLiteral("probes")).toArray();
        for (const QJsonValue &p : planned) {
            const QJsonObject o = p.toObject();
            probes << o.value(QStringLiteral("id")).toString();
            m_planned << probes.last();
            total += o.value(QStringLiteral("estimated_seconds"))
                         .toDouble(o.value(QStringLiteral("seconds")).toDouble());
        }
        if (m.value(QStringLiteral("estimated_seconds")).isDouble())
            total = m.value(QStringLiteral("estimated_seconds")).toDouble();
        // What this machine took before beats the engine's guess; the cap keeps the engine's.
        m_estimatedSeconds = m_request.expectedSeconds > 0 ? m_request.expectedSeconds : total;
        if (m_request.timeCapSeconds <= 0 && total > 0)
            startCap(3 * std::max(total, m_request.expectedSeconds) + 60);
        emit planReady(m_estimatedSeconds, probes);
    } else if (type == QLatin1String("progress")) {
        const double f = std::clamp(m.value(QStringLiteral("fraction")).toDouble(), 0.0, 1.0);
        if (const QString probe = m.value(QStringLiteral("probe")).toString(); !probe.isEmpty()) {
            m_currentProbe = probe;
            if (!m_probesSeen.contains(probe))
                m_probesSeen << probe;
        }
        emit progressChanged(f, m.value(QStringLiteral("probe")).toString(),
                             m.value(QStringLiteral("message")).toString(), etaSeconds(f));
    } else if (type == QLatin1String("warning")) {
        // Kept with the run (a "not measured" case above all), as in the engine's bundle.
        QString deviceId = m.value(QStringLiteral("device")).toString();
        if (deviceId.isEmpty() && m_store->devices().size() == 1)
            deviceId = m_store->devices().constFirst();
        m_store->warn(deviceId, m);
        // What it means in the user's language first, then the engine's own (English) words.
        emit warningRaised(
            tr("%1 — %2").arg(RunWarnings::headline(m.value(QStringLiteral("code")).toString()),
                              m.value(QStringLiteral("message")).toString()));
    } else if (type == QLatin1String("done")) {
        m_done = true;
        m_doneStatus = m.value(QStringLiteral("status")).toString();
        m_doneReason = m.value(QStringLiteral("reason")).toString();
        m_doneReasonCode = m.value(QStringLiteral("reason_code")).toString();
    } else if (type == QLatin1String("invalid")) {
        emit warningRaised(tr("Unreadable line from roofline-probe: %1")
                               .arg(m.value(QStringLiteral("text")).toString()));
    }
    // hello and unknown types need nothing from us.
}

void ProbeRunner::handleDevice(const QJsonObject &m) {
    const EngineDevice device = EngineQuery::device(m);
    const QString &id = device.id;
    if (id.isEmpty() || m_store->contains(id))
        return;
    if (!device.available)
        return; // listed but not probed: nothing will be measured on it
    const QJsonObject host = EngineQuery::host(m);

    Run run;
    run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.status = Run::Status::Running;
    run.suite = suiteName(m_request.suite);
    run.notes = m_request.notes;
    run.tags = m_request.tags;
    run.appVersion = QStringLiteral(ROOFLINE_VERSION);
    run.device.id = id;
    run.device.name = device.name;
    run.device.uuid = device.uuid;
    run.device.driver = device.driver;
    run.device.provenance = device.object;
    run.host.hostname = host.value(QStringLiteral("hostname"))
                            .toString()
                            .normalized(QString::NormalizationForm_C); // one form per host
    run.host.os = host.value(QStringLiteral("os")).toString();
    run.host.cpu = host.value(QStringLiteral("cpu")).toString();
    run.host.cores = qint64(host.value(QStringLiteral("cores")).toDouble());
    run.host.memoryBytes = qint64(host.value(QStringLiteral("memory_bytes")).toDouble());
    run.host.provenance = host;
    if (run.host.hostname.isEmpty())
        run.host.hostname = QSysInfo::machineHostName();

    m_store->begin(run);
    emit runStarted(m_store->run(id).id, run.uuid, id);
}

void ProbeRunner::handleMeasurement(const QJsonObject &m) {
    QString deviceId = m.value(QStringLiteral("device")).toString();
    if (deviceId.isEmpty() && m_store->devices().size() == 1)
        deviceId = m_store->devices().constFirst();
    if (!m_store->contains(deviceId)) {
        emit warningRaised(
            tr("A measurement arrived for unknown device '%1'; ignored.").arg(deviceId));
        return;
    }
    QJsonObject o = m;
    o.remove(QStringLiteral("type"));
    o.remove(QStringLiteral("device"));
    const auto parsed = RunBundle::measurementFromJson(o, QStringLiteral("roofline-probe"));
    if (!parsed) {
        emit warningRaised(parsed.error().text());
        return;
    }
    m_store->append(deviceId, *parsed);
    if (!parsed->probe.isEmpty()) {
        m_currentProbe = parsed->probe;
        if (!m_probesSeen.contains(parsed->probe))
            m_probesSeen << parsed->probe;
    }
    emit measurementTaken(*parsed, deviceId);
}

void ProbeRunner::onProcessError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart) {
        finishAll(Run::Status::Failed,
                  tr("roofline-probe could not be started: %1").arg(m_process->errorString()));
    }
}

void ProbeRunner::onProcessFinished(int exitCode, QProcess::ExitStatus exitStatus) {
    onReadyRead();
    for (const QJsonObject &message : m_parser.flush())
        handle(message);
    m_capTimer->stop();
    m_killTimer->stop();
    m_watchdog->stop();

    if (m_stalled) {
        finishAll(Run::Status::Failed,
                  tr("roofline-probe stopped responding (no output for %1 s) and was stopped; "
                     "the results measured before that are kept.")
                      .arg(m_request.silenceSeconds));
    } else if (m_timedOut) {
        finishAll(Run::Status::Failed, timeCapReason());
    } else if (m_done && m_doneStatus == QLatin1String("complete")) {
        finishAll(Run::Status::Complete, QString());
    } else if (m_done && m_doneStatus == QLatin1String("cancelled")) {
        finishAll(Run::Status::Cancelled,
                  m_doneReason.isEmpty() ? tr("Cancelled by the user.") : m_doneReason);
    } else if (m_cancelRequested) {
        finishAll(Run::Status::Cancelled,
                  tr("Cancelled by the user; the engine had to be stopped before it finished."));
    } else if (m_done && m_doneReasonCode == QLatin1String("time-cap")) {
        // The engine's own time cap (--time-cap): by its code, never by its words.
        finishAll(Run::Status::Failed,
                  tr("roofline-probe reached its time cap (%1); the results measured before "
                     "that are kept.")
                      .arg(m_doneReason));
    } else if (m_done) {
        finishAll(Run::Status::Failed,
                  m_doneReason.isEmpty() ? tr("The engine reported a failure.") : m_doneReason);
    } else if (exitStatus == QProcess::CrashExit) {
        finishAll(Run::Status::Failed,
                  tr("roofline-probe crashed before finishing; the results measured before the "
                     "crash are kept."));
    } else {
        finishAll(Run::Status::Failed,
                  tr("roofline-probe exited with code %1 before finishing.").arg(exitCode));
    }
}

void ProbeRunner::finishAll(Run::Status status, const QString &reason) {
    if (m_finishing)
        return;
    m_finishing = true;
    m_endStatus = status;
    m_endReason = reason;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const QString &id : m_store->devices())
        m_store->finish(id, status, reason, now);
    if (!m_store->whole())
        emit warningRaised(tr("Not everything is stored yet; trying again for up to %1 s…")
                               .arg(m_request.storeRetrySeconds));
    // Answers at once when everything is stored; else after the retries (settled()).
    m_store->settle(m_request.storeRetrySeconds);
}

void ProbeRunner::onSettled(bool whole) {
    if (!m_finishing)
        return;
    m_finishing = false;
    m_storedWhole = whole;
    m_spoolPath = whole ? QString() : m_store->spoolPath();
    for (const QString &id : m_store->devices())
        emit runFinished(m_store->run(id));
    if (!whole)
        emit notStored(m_spoolPath, m_store->problem());
    emit finished(m_endStatus, m_endReason);
}

double ProbeRunner::etaSeconds(double fraction) const {
    const double elapsed = m_clock.elapsed() / 1000.0;
    const double byPlan = std::max(0.0, m_estimatedSeconds - elapsed);
    if (fraction < 0.05)
        return byPlan;
    const double byPace = elapsed * (1 - fraction) / fraction;
    // Trust the measured pace more as the run goes on.
    return fraction * byPace + (1 - fraction) * byPlan;
}

} // namespace roofline::runner
