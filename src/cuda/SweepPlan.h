// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"
#include "probes/engine/ProbeContext.h"

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::cuda {

// Launch geometry of the streaming kernels: a grid sized from the SM count so every SM holds
// as many resident blocks as its thread limit allows (one wave, grid-stride loops).
struct GridPlan {
    int blocks = 0;
    int threads = 0;
    // Elements (16-byte vectors) one pass covers with every thread holding `unroll` loads in
    // flight; arrays are sized in whole multiples of it so no thread runs a tail.
    std::uint64_t vectorsPerPass = 0;
};

// All size decisions of the CUDA probes, pure functions of the device and the suite so they
// can be unit-tested with the catalog's devices.
class SweepPlan {
public:
    static constexpr int kThreads = 256;
    static constexpr int kUnroll = 4; // = kernels::kStreamUnroll (KernelConstants.h)
    static constexpr std::uint64_t kGiB = 1ull << 30;

    static GridPlan streamingGrid(const GpuSpec &spec);

    // Bytes per array of the HBM kernels: ≥ 8× L2 and ≥ 1 GiB (2 GiB in the full suite), with
    // all `arrays` together within 60 % of free memory; a whole number of grid passes. Also
    // capped by RunConfig::maxBytes (tests), which may undercut the 8× L2 rule: the probe then
    // flags it.
    static std::uint64_t hbmArrayBytes(const GpuSpec &spec, const probes::RunConfig &config,
                                       int arrays);
    // Total working sets of the read sweep that shows the L1, L2 and HBM plateaus: from 1 MiB
    // to ≥ 4× L2 (smaller sets are the per-SM L1 sweep).
    static std::vector<std::uint64_t> workingSetSweep(const GpuSpec &spec,
                                                      const probes::RunConfig &config);
    // Pointer-chase working sets: 1 KiB to ≥ 4× L2, `steps` per octave by suite.
    static std::vector<std::uint64_t> latencySweep(const GpuSpec &spec,
                                                   const probes::RunConfig &config);
    // Dependent loads per latency point (docs/design.md asks ≥ 10⁶; quick and standard take fewer
    // and say so in the measurement's params).
    static std::uint64_t chaseLoads(const probes::RunConfig &config);
    // Host↔device transfer sizes: 1 KiB to 1 GiB (256 MiB in the quick suite).
    static std::vector<std::uint64_t> hostLinkSweep(const GpuSpec &spec,
                                                    const probes::RunConfig &config);
    // NCCL all-reduce message sizes.
    static std::vector<std::uint64_t> ncclSweep(const probes::RunConfig &config);
    // GEMM problem shapes (M = N, K) by suite.
    struct Shape {
        int m, n, k;
    };
    static std::vector<Shape> gemmShapes(const probes::RunConfig &config);
    // FMAs per element of the empirical roofline sweep (0 = pure streaming).
    static std::vector<int> rooflineIntensities(const probes::RunConfig &config);

    // L1 data capacity per SM for a kernel without shared memory (carve-out preference: max
    // L1): the unified L1/shared size of the architecture (CUDA Programming Guide: 7.0 128 KiB,
    // 7.5 96, 8.0 192, 8.6/8.9 128, 9.0 256, 10.x 256, 12.x 128) less 32 KiB, the driver's
    // carve-out step and reserved shared memory. Sets between this and the unified size
    // straddle L1 and L2.
    static std::uint64_t l1Bytes(const GpuSpec &spec);
    // The level a working set is labelled with, and what the label cannot say. Per-SM sets
    // (every block reads the whole set through L1): L1 up to l1Bytes, then L2. Device-wide
    // sets: L2 up to the L2 size; L2 (partly device memory: `note`) below 4× L2; HBM/DRAM only
    // from 4× L2 on. Latency: the same, L1 only for L1-cached chases; device-memory latency
    // notes the TLB misses its set incurs.
    struct Level {
        std::string level;
        std::string note; // empty when the label is the whole story
    };
    static Level bandwidthLevel(const GpuSpec &spec, std::uint64_t bytes, bool perSm);
    static Level latencyLevel(const GpuSpec &spec, std::uint64_t bytes, bool cacheL1);
    // Iterations of the sweep kernel: about `targetBytes` per launch, and at least two laps
    // over the set by the threads that share it (`sharers`), so no point is a cold pass.
    static std::uint32_t sweepIterations(std::uint64_t setVectors, std::uint64_t sharers,
                                         std::uint64_t totalThreads, double targetBytes);

    // Sizes from lo with `perOctave` steps per doubling, rounded to 1 KiB; hi itself is the last.
    static std::vector<std::uint64_t> geometric(std::uint64_t lo, std::uint64_t hi, int perOctave);
};

} // namespace roofline::cuda
