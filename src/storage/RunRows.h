// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QString>
#include <QVariantList>

namespace roofline::storage {

class Query;

// The column lists of a run row (over `runs r`) and of a measurement row (over
// `measurements m JOIN series s`), and the model values they read back as: written once, so
// list(), get() and every other reader of runs agree on positions.
class RunRows {
public:
    // 20 columns; with provenance, r.host_json and r.device_json follow (21, 22). The status
    // column is statusColumn(): as stored, or 'abandoned' for a stale 'running' run.
    static QString runColumns();
    // A run's status as every reader shows it (schema 4): a run stored as 'running' whose
    // writer's last heartbeat (`heartbeat_at`, or its start when it has none: written before
    // schema 4 or by a spool import) is older than the lease reads as 'abandoned'. Nothing is
    // written: a read-only connection shows the same, and a writer that was only slow (a
    // paused VM, a long outage) finishes its run as usual. `prefix` is the table's alias with
    // its dot ("r.") or empty. The cutoff is a literal of this moment, never a parameter.
    static QString statusColumn(const QString &prefix = QStringLiteral("r."));
    // How long a running run's heartbeat stays valid: ROOFLINE_RUN_LEASE (seconds, > 0; a
    // fraction allowed for tests) or 300 s. Writers renew it every heartbeatInterval().
    static qint64 leaseMs();
    // A tenth of the lease (30 s by default), at least 100 ms.
    static qint64 heartbeatIntervalMs();
    // The reason an abandoned run without one of its own is shown with (run() fills it in).
    static QString abandonedReason();
    static Run run(const Query &q, bool withProvenance);

    // The series and statistics of a measurement (17 columns), without params, samples,
    // flags and extra: what the fleet's comparisons read.
    static const QString &statisticsColumns();
    // Those, and params, sample_count, samples, flags, extra_json (22 columns).
    static const QString &measurementColumns();
    // The 17 statistics columns from column `first` on (not normalised: measurement() and the
    // callers do that once the measurement is whole).
    static Measurement statistics(const Query &q, int first);
    // A measurement row, normalised (rows an earlier version stored, MeasurementKind).
    static Measurement measurement(const Query &q);

    // The checksum of a measurement's 22 column values in measurementColumns()' order (schema
    // 2): computed from the values bound when it is written, stored beside them, and computed
    // again from the values read. Each value is hashed as its column's SQL type reads it
    // (REAL as the double's bits, INTEGER as 64 bits, TEXT as UTF-8, BLOB as bytes, NULL as a
    // mark of its own), so flipped bytes anywhere in the payload change it.
    static QString measurementDigest(const QVariantList &columns);
    // Whether the row read (measurementColumns() and then m.checksum, column 22) is what was
    // written: true for rows without a checksum (stored before schema 2).
    static bool measurementIntact(const Query &q);
};

} // namespace roofline::storage
