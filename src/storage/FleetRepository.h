#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QDateTime>
#include <QList>
#include <QMap>

namespace roofline::storage {

// One row of the fleet view: a device of a host, its latest complete run and that run's
// headline figures.
struct FleetEntry {
    QString host;
    QString deviceName;
    QString deviceId;
    qint64 runCount = 0;    // all runs of this host and device
    qint64 latestRunId = 0; // the newest complete run; 0 when none completed
    QString latestRunUuid;
    QDateTime latestAt;
    double memoryBandwidth = 0;      // best DRAM/HBM bandwidth of that run, B/s (0: not measured)
    QMap<QString, double> peakFlops; // best FLOP/s per number format of that run
};

// The fleet view (nodes × headline figures) over a shared database: a few grouped queries,
// not one per run, so 100,000 runs across hundreds of hosts stay well under a second.
class FleetRepository {
public:
    explicit FleetRepository(Database database);

    // Ordered by host, then device.
    Result<QList<FleetEntry>> summary() const;

private:
    Database m_database;
};

} // namespace roofline::storage
