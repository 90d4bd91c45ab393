// SPDX-License-Identifier: MIT
#include "probes/cpu/CacheLevels.h"

#include <algorithm>
#include <cmath>

namespace roofline::probes {

std::string CacheLevels::classify(std::uint64_t perThreadBytes, std::uint64_t totalBytes) const {
    if (l1d && perThreadBytes <= l1d)
        return "L1";
    if (l2 && perThreadBytes <= l2)
        return "L2";
    if (l3 && totalBytes <= l3)
        return "L3";
    return "DRAM";
}

std::uint64_t CacheLevels::lastLevelBytes() const {
    return std::max({l1d, l2, l3});
}

std::vector<MeasuredBoundary> BoundaryDetector::detect(std::vector<SweepPoint> points,
                                                       const CacheLevels &levels,
                                                       bool higherIsFaster) {
    std::vector<MeasuredBoundary> out;
    std::sort(points.begin(), points.end(),
              [](const SweepPoint &a, const SweepPoint &b) { return a.bytes < b.bytes; });
    if (points.size() < 3)
        return out;
    // Compare in "time-like" space (lower = faster) so one rule serves both sweeps.
    auto cost = [&](const SweepPoint &p) { return higherIsFaster ? 1.0 / p.value : p.value; };
    struct Level {
        const char *name;
        std::uint64_t lo, hi;
    };
    const std::vector<Level> ranges = {
        {"L1", 0, levels.l1d}, {"L2", levels.l1d, levels.l2}, {"L3", levels.l2, levels.l3}};
    const double slowest = cost(points.back());
    for (std::size_t k = 0; k < ranges.size(); ++k) {
        const auto &r = ranges[k];
        if (r.hi == 0 || r.hi <= r.lo)
            continue;
        MeasuredBoundary b{r.name, r.hi, 0};
        // This level's plateau: the best figure among points that fit it by reported size.
        double plateau = 0.0;
        bool any = false;
        for (const auto &p : points) {
            if (p.bytes > r.lo && p.bytes <= r.hi && p.value > 0.0) {
                plateau = any ? std::min(plateau, cost(p)) : cost(p);
                any = true;
            }
        }
        // The next level's plateau: the best among points beyond this level's reported size
        // that fit the next one, or the slowest point for the last cache.
        double next = slowest;
        if (k + 1 < ranges.size() && ranges[k + 1].hi > r.hi) {
            bool found = false;
            for (const auto &p : points) {
                if (p.bytes > r.hi && p.bytes <= ranges[k + 1].hi && p.value > 0.0) {
                    next = found ? std::min(next, cost(p)) : cost(p);
                    found = true;
                }
            }
        }
        if (any && next > plateau * 1.15) {
            const double threshold = std::sqrt(plateau * next);
            for (const auto &p : points) {
                if (p.bytes <= r.lo || p.value <= 0.0)
                    continue;
                if (cost(p) <= threshold)
                    b.measuredBytes = p.bytes;
                else
                    break;
            }
        }
        out.push_back(b);
    }
    return out;
}

} // namespace roofline::probes
