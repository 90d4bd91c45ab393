// SPDX-License-Identifier: MIT
#pragma once

#include "model/Measurement.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

// One probe session on one device, with the provenance needed to trust it years later.
// host/device keep the bundle's full objects (provenance) next to the typed fields the app
// queries, so keys this build does not know survive a round trip.
struct Run {
    // Abandoned is never stored: a run still 'running' whose writer's heartbeat is older than
    // the lease (storage::RunRows::statusColumn) reads as abandoned, on every connection.
    enum class Status { Running, Complete, Cancelled, Failed, Abandoned };

    struct Host {
        QString hostname;
        QString os;
        QString cpu;
        qint64 cores = 0;
        qint64 memoryBytes = 0;
        QJsonObject provenance; // the whole host object
        friend bool operator==(const Host &, const Host &) = default;
    };
    struct Device {
        QString id; // cpu | cuda:N
        QString name;
        QString uuid;
        QString driver;
        QJsonObject provenance; // the whole device object
        friend bool operator==(const Device &, const Device &) = default;
    };

    qint64 id = 0; // database row id; 0 until stored
    QString uuid;
    QDateTime startedAt; // UTC
    QDateTime finishedAt;
    Status status = Status::Complete;
    QString reason; // why it was cancelled or failed
    QString suite;
    QString notes;
    QStringList tags;
    QString appVersion; // the build that produced the run
    Host host;
    Device device;
    QJsonObject extra; // run keys this build does not know
    QList<Measurement> measurements;
    // Filled by list queries, which do not load measurements.
    qint64 measurementCount = 0;

    static QString statusName(Status status);
    static std::optional<Status> statusFromName(const QString &name);
    // Translated for display.
    static QString statusText(Status status);

    friend bool operator==(const Run &, const Run &) = default;
};

} // namespace roofline
