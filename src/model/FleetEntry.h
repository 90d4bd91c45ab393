// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace roofline {

// One row of the fleet view: a device of a host, its latest complete run and that run's
// headline figures. A plain value: storage::FleetRepository::summary() reads it from the
// database, the fleet report (report/FleetReport) judges it without ever seeing storage.
struct FleetEntry {
    QString host;
    QString deviceName;
    QString deviceId;
    qint64 runCount = 0;    // all runs of this host and device
    qint64 latestRunId = 0; // the newest complete run; 0 when none completed
    QString latestRunUuid;
    QDateTime latestAt;
    // The node's newest run when it started after that run and has not ended: still running,
    // or abandoned (its writer stopped renewing its heartbeat: storage's RunRows::statusColumn).
    // 0: none.
    qint64 unfinishedRunId = 0;
    Run::Status unfinishedStatus = Run::Status::Running;
    QDateTime unfinishedAt;
    double memoryBandwidth = 0;      // best DRAM/HBM bandwidth of that run, B/s (0: not measured)
    QMap<QString, double> peakFlops; // best FLOP/s per number format of that run
    // With FleetRepository::summary(history > 0): the newest complete runs of this node, newest
    // first (the latest, then up to `history` earlier ones), each holding only its headline
    // candidates (DRAM/HBM bandwidth and FLOP/s measurements, no samples): enough for a trend.
    QList<Run> recent;
};

} // namespace roofline
