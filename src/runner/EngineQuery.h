// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

class QByteArray;

namespace roofline::runner {

// A device the engine can (or cannot, and why) measure: its `device` message.
struct EngineDevice {
    QString id;   // cpu | cuda:N
    QString kind; // cpu | cuda; from the id when the engine does not say
    QString name;
    bool available = true; // an engine that does not say lists only what it can probe
    QString reason;        // why not, when unavailable
    QString uuid;
    QString driver;         // the driver in the engine's words ("NVIDIA 550.54.14")
    QString driverVersion;  // CUDA driver API version, when the engine reports one
    QString runtimeVersion; // CUDA runtime version
    // The device object as the engine wrote it (without "type" and "host"): a run's provenance.
    QJsonObject object;
};

// A probe of `roofline-probe --list`.
struct EngineProbe {
    QString id;
    QString device;
    QString title;
    QString description;
    QJsonObject estimatedSeconds; // per suite name
};

// The engine's `hello` line.
struct EngineHello {
    QString version; // engine_version
    QString compiler;
    QString arch;
    bool cuda = false; // built with the CUDA probes
};

// The one reader of what the engine says about itself, its devices and its probes (docs/cli.md,
// "roofline-probe: the engine's protocol"): ProbeRunner (a run's device and host), the app's
// ui::EngineQuery (an asynchronous wrapper around `--devices`/`--list`) and `roofline devices`
// all read these messages here, with one set of fallbacks (a device object nested or at the
// top of its message, kind from the id, available unless it says otherwise).
class EngineQuery {
public:
    // Everything an engine's answer (`--devices`, `--list`) says, in the order it said it.
    struct Answer {
        std::optional<EngineHello> hello;
        QList<EngineDevice> devices;
        QList<EngineProbe> probes;
    };

    // Reads the JSON lines of an engine's standard output; lines that are not JSON objects
    // are passed over (runner::ProtocolParser).
    static Answer read(const QByteArray &output);

    // One message of type "device": the device object is either nested ({"device": {...}},
    // older engines) or the message itself.
    static EngineDevice device(const QJsonObject &message);
    // A device message's host object ({} when it has none).
    static QJsonObject host(const QJsonObject &message);
    // One message of type "probe".
    static EngineProbe probe(const QJsonObject &message);
    // One message of type "hello".
    static EngineHello hello(const QJsonObject &message);
};

} // namespace roofline::runner
