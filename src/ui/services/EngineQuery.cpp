// SPDX-License-Identifier: MIT
#include "ui/services/EngineQuery.h"

#include "runner/ProbeRunner.h"

#include <QFileInfo>
#include <QProcess>

namespace roofline::ui {

EngineQuery::EngineQuery(QObject *parent)
    : QObject(parent) {}

QString EngineQuery::enginePath() const {
    return m_enginePath.isEmpty() ? runner::ProbeRunner::defaultEnginePath() : m_enginePath;
}

void EngineQuery::queryDevices() {
    run({QStringLiteral("--devices")}, true);
}

void EngineQuery::queryProbes() {
    run({QStringLiteral("--list")}, false);
}

void EngineQuery::run(const QStringList &args, bool devices) {
    const QString engine = enginePath();
    if (!QFileInfo(engine).isExecutable()) {
        emit failed(tr("The measurement engine was not found at %1. Reinstall Roofline Lab, or "
                       "build the roofline-probe target next to roofline-lab.")
                        .arg(engine));
        return;
    }
    auto *process = new QProcess(this);
    connect(process, &QProcess::finished, this,
            [this, process, devices](int exitCode, QProcess::ExitStatus status) {
                process->deleteLater();
                if (status != QProcess::NormalExit || exitCode != 0) {
                    emit failed(
                        tr("The measurement engine stopped with exit code %1: %2")
                            .arg(exitCode)
                            .arg(QString::fromUtf8(process->readAllStandardError()).trimmed()));
                    return;
                }
                parse(process->readAllStandardOutput(), devices);
            });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        process->deleteLater();
        emit failed(tr("Cannot start the measurement engine: %1").arg(process->errorString()));
    });
    process->start(engine, args);
}

void EngineQuery::parse(const QByteArray &out, bool devices) {
    runner::EngineQuery::Answer answer = runner::EngineQuery::read(out);
    if (answer.hello)
        m_engineVersion = tr("%1 (%2, %3, CUDA: %4)")
                              .arg(answer.hello->version, answer.hello->compiler,
                                   answer.hello->arch, answer.hello->cuda ? tr("yes") : tr("no"));
    if (devices) {
        m_devices = std::move(answer.devices);
        emit devicesReady();
    } else {
        m_probes = std::move(answer.probes);
        emit probesReady();
    }
}

} // namespace roofline::ui
