// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

// Cache capacities as the OS reports them (sysfs), and the memory level a working set lands in.
// On shared VMs the effective capacity can be far smaller than reported (REFERENCE-FIGURES:
// 32 MiB reported, ~8-12 MB usable), so boundaries are also detected from measured sweeps.
struct CacheLevels {
    std::uint64_t l1d = 0; // per core
    std::uint64_t l2 = 0;  // per core
    std::uint64_t l3 = 0;  // per instance, shared by l3SharedBy logical CPUs
    int l3SharedBy = 1;

    // The smallest level whose reported capacity holds the data: per-thread bytes against the
    // private L1/L2, the total against the shared L3.
    std::string classify(std::uint64_t perThreadBytes, std::uint64_t totalBytes) const;
    std::uint64_t lastLevelBytes() const;
};

// One point of a working-set sweep (bytes, figure).
struct SweepPoint {
    std::uint64_t bytes = 0;
    double value = 0.0;
};

// The capacity a level shows in a measured sweep: the largest working set whose figure is still
// on the level's side of the geometric midpoint between this level's plateau and the next one's.
struct MeasuredBoundary {
    std::string level;
    std::uint64_t reportedBytes = 0;
    std::uint64_t measuredBytes = 0; // 0 when the sweep does not resolve it
};

class BoundaryDetector {
public:
    // `higherIsFaster`: true for bandwidth sweeps, false for latency sweeps. Points need not
    // be sorted.
    static std::vector<MeasuredBoundary> detect(std::vector<SweepPoint> points,
                                                const CacheLevels &levels, bool higherIsFaster);
};

} // namespace roofline::probes
