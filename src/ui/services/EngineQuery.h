// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

class QProcess;

namespace roofline::ui {

// A device the engine can (or cannot, and why) measure.
struct EngineDevice {
    QString id; // cpu | cuda:N
    QString kind;
    QString name;
    bool available = true;
    QString reason;
    QString driver;  // CUDA driver version when the engine reports one
    QString runtime; // CUDA runtime version
};

// A probe of `roofline-probe --list`.
struct EngineProbe {
    QString id;
    QString device;
    QString title;
    QString description;
    QJsonObject estimatedSeconds; // per suite
};

// Asks the engine what it can do (`--devices`, `--list`) without blocking the GUI: the
// process runs asynchronously and the answer arrives as a signal.
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
