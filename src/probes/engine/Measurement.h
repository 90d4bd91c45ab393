// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"
#include "probes/engine/Statistics.h"

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

// One figure a probe produced, in the shape of a run bundle's measurement (docs/cli.md), plus the
// raw samples. Values are SI: B/s, s, FLOP/s, OP/s.
struct Measurement {
    std::string probe;
    std::string metric; // bandwidth | latency | throughput
    std::string level;  // L1 | L2 | L3 | DRAM | THREAD | SYSCALL | FSYNC | "" (not applicable)
    std::string format; // fp64 | fp32 | int32 | int8 | "" (not applicable)
    std::string kernel;
    std::uint64_t workingSetBytes = 0;
    int threads = 1;
    std::string unit; // B/s | s | FLOP/s | OP/s
    Better better = Better::Higher;
    std::vector<double> samples; // in `unit`
    SampleStats stats;           // filled by finalize()
    std::vector<std::string> flags;
    JsonValue params = JsonValue::object();

    // Headline: best for rates, median for latency (docs/design.md §3.2).
    double value() const { return better == Better::Higher ? stats.best : stats.median; }
    void finalize() { stats = Statistics::summarize(samples, better); }
    // The bundle's measurement object; `deviceId` non-empty adds the protocol's "device" key.
    JsonValue toJson(const std::string &deviceId = {}) const;
};

} // namespace roofline::probes
