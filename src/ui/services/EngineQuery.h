// SPDX-License-Identifier: MIT
#pragma once

#include "runner/EngineQuery.h"

#include <QList>
#include <QObject>
#include <QStringList>

class QProcess;

namespace roofline::ui {

using runner::EngineDevice;
using runner::EngineProbe;

// Asks the engine what it can do (`--devices`, `--list`) without blocking the GUI: the
// process runs asynchronously and the answer arrives as a signal. A thin wrapper: what the
// answer says is read by runner::EngineQuery, the one reader of the engine's messages.
class EngineQuery : public QObject {
    Q_OBJECT
public:
    explicit EngineQuery(QObject *parent = nullptr);

    // Empty: roofline-probe beside the executable.
    void setEnginePath(const QString &path) { m_enginePath = path; }
    QString enginePath() const;

    void queryDevices();
    void queryProbes();

    const QList<EngineDevice> &devices() const { return m_devices; }
    const QList<EngineProbe> &probes() const { return m_probes; }
    // From the engine's hello line: "0.1.0 (gcc 12.2.0, x86_64, CUDA: no)".
    QString engineVersion() const { return m_engineVersion; }

signals:
    void devicesReady();
    void probesReady();
    void failed(const QString &message);

private:
    void run(const QStringList &args, bool devices);
    void parse(const QByteArray &out, bool devices);

    QString m_enginePath;
    QList<EngineDevice> m_devices;
    QList<EngineProbe> m_probes;
    QString m_engineVersion;
};

} // namespace roofline::ui
