// SPDX-License-Identifier: MIT
#include "ui/services/EngineQuery.h"

#include "runner/ProbeRunner.h"
#include "runner/ProtocolParser.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>

namespace roofline::ui {

namespace {
QString str(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString();
}
} // namespace

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
    runner::ProtocolParser parser;
    QList<QJsonObject> messages = parser.feed(out);
    messages += parser.flush();
    if (devices)
        m_devices.clear();
    else
        m_probes.clear();
    for (const QJsonObject &m : messages) {
        const QString type = str(m, "type");
        if (type == QLatin1String("hello")) {
            const QJsonObject build = m.value(QStringLiteral("build")).toObject();
            m_engineVersion =
                tr("%1 (%2, %3, CUDA: %4)")
                    .arg(str(m, "engine_version"), str(build, "compiler"), str(build, "arch"),
                         build.value(QStringLiteral("cuda")).toBool() ? tr("yes") : tr("no"));
        } else if (type == QLatin1String("device") && devices) {
            // Older engines nest the device object; newer ones put its keys at the top.
            const QJsonObject d = m.value(QStringLiteral("device")).isObject()
                                      ? m.value(QStringLiteral("device")).toObject()
                                      : m;
            EngineDevice dev;
            dev.id = str(d, "id");
            dev.kind = str(d, "kind");
            dev.name = str(d, "name");
            dev.available = d.value(QStringLiteral("available")).toBool(true);
            dev.reason = str(d, "reason");
            const QJsonValue driver = d.value(QStringLiteral("driver_version"));
            dev.driver = driver.isString()
                             ? driver.toString()
                             : (driver.isDouble() ? QString::number(driver.toInt()) : QString());
            const QJsonValue runtime = d.value(QStringLiteral("runtime_version"));
            dev.runtime = runtime.isString()
                              ? runtime.toString()
                              : (runtime.isDouble() ? QString::number(runtime.toInt()) : QString());
            m_devices << dev;
        } else if (type == QLatin1String("probe") && !devices) {
            m_probes << EngineProbe{str(m, "id"), str(m, "device"), str(m, "title"),
                                    str(m, "description"),
                                    m.value(QStringLiteral("estimated_seconds")).toObject()};
        }
    }
    if (devices)
        emit devicesReady();
    else
        emit probesReady();
}

} // namespace roofline::ui
