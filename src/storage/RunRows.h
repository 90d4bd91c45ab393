// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QString>

namespace roofline::storage {

class Query;

// The column lists of a run row (over `runs r`) and of a measurement row (over
// `measurements m JOIN series s`), and the model values they read back as: written once, so
// list(), get() and every other reader of runs agree on positions.
class RunRows {
public:
    // 20 columns; with provenance, r.host_json and r.device_json follow (21, 22).
    static const QString &runColumns();
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
};

} // namespace roofline::storage
