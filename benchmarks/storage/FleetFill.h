// SPDX-License-Identifier: MIT
#pragma once

// The fleet both fleet benchmarks measure: `runs` tiny runs (a DRAM bandwidth and a FLOP/s
// figure each, so the figures measure grouping, not I/O) spread over 200 hosts with two devices
// each, one minute apart, imported in batches of 2,000.
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"

#include <QUuid>
#include <algorithm>

namespace roofline::benchfleet {

inline bool storeFleet(const storage::Database &db, int runs) {
    const Run base = testing::syntheticRun(0, 0, 0);
    const Measurement bw = testing::syntheticMeasurement(15, 10); // DRAM bandwidth
    Measurement peak = testing::syntheticMeasurement(1, 10);
    peak.unit = QStringLiteral("FLOP/s");
    peak.metric = QStringLiteral("throughput");
    storage::RunRepository repo(db);
    constexpr int kBatch = 2000;
    for (int start = 0; start < runs; start += kBatch) {
        QList<Run> batch;
        for (int i = start; i < std::min(runs, start + kBatch); ++i) {
            Run run = base;
            run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
            run.startedAt = base.startedAt.addSecs(qint64(i) * 60);
            run.host.hostname = QStringLiteral("gpu-%1").arg(i % 200, 3, 10, QLatin1Char('0'));
            run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
            run.device.id = QStringLiteral("cuda:%1").arg(i % 400 / 200);
            run.measurements = {bw, peak};
            batch << run;
        }
        if (!repo.import(batch).ok())
            return false;
    }
    return true;
}

} // namespace roofline::benchfleet
