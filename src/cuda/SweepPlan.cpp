// SPDX-License-Identifier: MIT
#include "cuda/SweepPlan.h"

#include <algorithm>
#include <cmath>

namespace roofline::cuda {

using probes::RunConfig;
using probes::Suite;

std::vector<std::uint64_t> SweepPlan::geometric(std::uint64_t lo, std::uint64_t hi, int perOctave) {
    std::vector<std::uint64_t> out;
    if (lo == 0 || hi < lo)
        return out;
    const double step = std::pow(2.0, 1.0 / std::max(perOctave, 1));
    for (double s = static_cast<double>(lo); s <= static_cast<double>(hi) * 1.0001; s *= step) {
        // Round to 1 KiB so sizes stay whole numbers of cache lines and vectors.
        const auto v = static_cast<std::uint64_t>(std::llround(s / 1024.0)) * 1024;
        if (out.empty() || v > out.back())
            out.push_back(v);
    }
    // The top is always measured, even off the geometric grid (e.g. exactly 4x L2).
    const std::uint64_t top = (hi + 1023) / 1024 * 1024;
    if (out.empty() || out.back() < top)
        out.push_back(top);
    return out;
}

GridPlan SweepPlan::streamingGrid(const GpuSpec &spec) {
    GridPlan g;
    g.threads = kThreads;
    // A simulator runs one block per SM: a whole wave all the same, six times fewer threads
    // to simulate (GPGPU-Sim moves a few MB a second; the accounting is per thread anyway).
    const int perSm = spec.simulator.empty() ? std::max(1, spec.maxThreadsPerSm / kThreads) : 1;
    g.blocks = std::max(1, spec.smCount) * perSm;
    g.vectorsPerPass = static_cast<std::uint64_t>(g.blocks) * g.threads * kUnroll;
    return g;
}

std::uint64_t SweepPlan::hbmArrayBytes(const GpuSpec &spec, const RunConfig &config, int arrays) {
    const std::uint64_t floor = config.suite == Suite::Full ? 2 * kGiB : kGiB;
    std::uint64_t want = std::max<std::uint64_t>(8 * spec.l2Bytes, floor);
    const std::uint64_t free = spec.freeMemBytes ? spec.freeMemBytes : spec.totalMemBytes;
    const std::uint64_t budget = free / 10 * 6 / static_cast<std::uint64_t>(std::max(arrays, 1));
    want = std::min(want, budget);
    if (config.maxBytes > 0)
        want = std::min<std::uint64_t>(want, config.maxBytes / std::max(arrays, 1));
    const std::uint64_t pass = streamingGrid(spec).vectorsPerPass * 16;
    return std::max<std::uint64_t>(pass, want / pass * pass);
}

std::vector<std::uint64_t> SweepPlan::workingSetSweep(const GpuSpec &spec,
                                                      const RunConfig &config) {
    const int perOctave = config.suite == Suite::Quick ? 1 : (config.suite == Suite::Full ? 4 : 2);
    std::uint64_t hi = std::max<std::uint64_t>(4 * spec.l2Bytes, 64ull << 20);
    if (config.maxBytes > 0)
        hi = std::min<std::uint64_t>(hi, config.maxBytes);
    return geometric(1ull << 20, hi, perOctave);
}

std::vector<std::uint64_t> SweepPlan::latencySweep(const GpuSpec &spec, const RunConfig &config) {
    const int perOctave = config.suite == Suite::Quick ? 1 : (config.suite == Suite::Full ? 4 : 2);
    std::uint64_t hi = std::max<std::uint64_t>(4 * spec.l2Bytes, 16ull << 20);
    if (config.maxBytes > 0)
        hi = std::min<std::uint64_t>(hi, config.maxBytes);
    // Round the top up to a power of two so the last point is at least 4× L2.
    std::uint64_t top = 1024;
    while (top < hi)
        top *= 2;
    if (config.maxBytes > 0)
        top = std::min<std::uint64_t>(top, config.maxBytes);
    return geometric(1024, top, perOctave);
}

std::uint64_t SweepPlan::l1Bytes(const GpuSpec &spec) {
    std::uint64_t unified = 0;
    switch (spec.computeCapability()) {
    case 70:
    case 72:
        unified = 128;
        break;
    case 75:
        unified = 96;
        break;
    case 80:
    case 87:
        unified = 192;
        break;
    case 86:
    case 89:
        unified = 128;
        break;
    case 90:
    case 100:
    case 101:
    case 103:
    case 110:
        unified = 256;
        break;
    default:
        unified = spec.ccMajor >= 12 ? 128 : 0;
        break;
    }
    if (unified == 0) // unknown: the shared-memory size is a lower bound of the unified size
        unified = std::max<std::uint64_t>(spec.sharedPerSmBytes >> 10, 64);
    return (unified - 32) << 10;
}

SweepPlan::Level SweepPlan::bandwidthLevel(const GpuSpec &spec, std::uint64_t bytes, bool perSm) {
    const std::string memory = spec.busWidthBits >= 2048 ? "HBM" : "DRAM";
    if (perSm) {
        if (bytes <= l1Bytes(spec))
            return {"L1", ""};
        return {"L2", bytes <= spec.l2Bytes ? "per-SM set beyond L1: L2 hits"
                                            : "per-SM set beyond L1: L2 hits (the grid shares it)"};
    }
    if (bytes <= spec.l2Bytes)
        return {"L2", ""};
    if (bytes < 4 * spec.l2Bytes)
        return {"L2", "between L2 and 4x L2: part L2 hits, part " + memory
                          + "; not a device-memory figure"};
    return {memory, ""};
}

SweepPlan::Level SweepPlan::latencyLevel(const GpuSpec &spec, std::uint64_t bytes, bool cacheL1) {
    const std::string memory = spec.busWidthBits >= 2048 ? "HBM" : "DRAM";
    if (cacheL1 && bytes <= l1Bytes(spec))
        return {"L1", ""};
    if (bytes <= spec.l2Bytes)
        return {"L2", ""};
    if (bytes < 4 * spec.l2Bytes)
        return {"L2", "between L2 and 4x L2: a mix of L2 and " + memory + " latency"};
    const std::uint64_t pages = (bytes + (2ull << 20) - 1) / (2ull << 20);
    return {memory, "includes TLB misses: the chase visits " + std::to_string(pages)
                        + " GPU pages of 2 MiB in random order, more than the GPU's TLBs cover"};
}

std::uint32_t SweepPlan::sweepIterations(std::uint64_t setVectors, std::uint64_t sharers,
                                         std::uint64_t totalThreads, double targetBytes) {
    const std::uint64_t perIteration = std::max<std::uint64_t>(sharers, 1) * kUnroll;
    const std::uint64_t lap = (setVectors + perIteration - 1) / perIteration;
    const double byTarget =
        targetBytes
        / (static_cast<double>(std::max<std::uint64_t>(totalThreads, 1)) * kUnroll * 16);
    const double iters = std::max(static_cast<double>(2 * lap), std::ceil(byTarget));
    return static_cast<std::uint32_t>(std::clamp(iters, 1.0, 16777216.0));
}

std::uint64_t SweepPlan::chaseLoads(const RunConfig &config) {
    switch (config.suite) {
    case Suite::Quick:
        return 1ull << 16;
    case Suite::Standard:
        return 1ull << 18;
    case Suite::Full:
        return 1ull << 20;
    }
    return 1ull << 16;
}

std::vector<std::uint64_t> SweepPlan::hostLinkSweep(const GpuSpec &spec, const RunConfig &config) {
    std::uint64_t hi = config.suite == Suite::Quick ? 256ull << 20 : kGiB;
    const std::uint64_t free = spec.freeMemBytes ? spec.freeMemBytes : spec.totalMemBytes;
    hi = std::min<std::uint64_t>(hi, free / 4);
    if (config.maxBytes > 0)
        hi = std::min<std::uint64_t>(hi, config.maxBytes);
    // Quick: every 4th octave (1 KiB, 16 KiB, ... 256 MiB); standard every 2nd; full each.
    const int every = config.suite == Suite::Quick ? 4 : (config.suite == Suite::Full ? 1 : 2);
    std::vector<std::uint64_t> out;
    for (std::uint64_t s = 1024; s <= hi; s *= static_cast<std::uint64_t>(1) << every)
        out.push_back(s);
    if (out.empty() || out.back() != hi)
        out.push_back(hi);
    return out;
}

std::vector<std::uint64_t> SweepPlan::ncclSweep(const RunConfig &config) {
    switch (config.suite) {
    case Suite::Quick:
        return {1ull << 20, 64ull << 20, 256ull << 20};
    case Suite::Standard:
        return {8ull << 10, 1ull << 20, 16ull << 20, 128ull << 20, 512ull << 20};
    case Suite::Full:
        return geometric(8ull << 10, kGiB, 1);
    }
    return {};
}

std::vector<SweepPlan::Shape> SweepPlan::gemmShapes(const RunConfig &config) {
    // Large enough that tile quantisation and launch costs are noise (MAMF-style search
    // covers more; see src/cuda/README.md).
    switch (config.suite) {
    case Suite::Quick:
        return {{8192, 8192, 8192}};
    case Suite::Standard:
        return {{4096, 4096, 4096}, {8192, 8192, 8192}};
    case Suite::Full:
        return {{4096, 4096, 4096}, {8192, 8192, 8192}, {16384, 8192, 8192}, {8192, 8192, 16384}};
    }
    return {};
}

std::vector<int> SweepPlan::rooflineIntensities(const RunConfig &config) {
    switch (config.suite) {
    case Suite::Quick:
        return {0, 4, 16, 64, 256};
    case Suite::Standard:
        return {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512};
    case Suite::Full:
        return {0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256, 512, 1024};
    }
    return {};
}

} // namespace roofline::cuda
