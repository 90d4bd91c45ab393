// SPDX-License-Identifier: MIT
#include "probes/cpu/BandwidthProbe.h"

#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace roofline::probes {

namespace {

using cpusupport::formatBytes;

constexpr std::size_t kArrayStagger = 256; // bytes between arrays: avoids 4 KiB aliasing
constexpr std::size_t kSliceSlack = 8192;

struct alignas(64) Sink {
    volatile double value = 0.0;
};

std::vector<BandwidthProbe::Kernel> kernelsAt(std::uint64_t bytes, const CpuInfo &cpu) {
    using K = BandwidthProbe::Kernel;
    std::vector<K> ks = {K::Read, K::Write, K::Copy, K::Triad};
    // Streaming stores pay off only once the destination cannot stay in cache.
    if (cpu.caches.l3 == 0 || bytes >= 2 * cpu.caches.lastLevelBytes()) {
        ks.push_back(K::WriteNt);
        ks.push_back(K::CopyNt);
        ks.push_back(K::TriadNt);
    }
    return ks;
}

struct Ceiling {
    double bytesPerCycle = 0.0; // per core
    std::string rule;
    // The level's theoretical figure (L1: the ports; L2 read: the fill) rather than a bound.
    bool spec = false;
};

// What the core's ports allow (CoreModel): loads x width for read, stores for write, both
// for copy and triad; an L2-resident read is also bounded by the L2 -> L1 fill per cycle where
// the core's table knows it. Beyond L2 the port bound still holds but is far from tight.
Ceiling ceilingFor(BandwidthProbe::Kernel kernel, const std::string &level, const CpuInfo &cpu,
                   int bits) {
    using K = BandwidthProbe::Kernel;
    const CoreModel &core = cpu.core;
    const std::string ports = std::to_string(core.loadPorts) + " loads + "
                              + std::to_string(core.storePorts) + " store per cycle";
    Ceiling c;
    c.spec = level == "L1";
    switch (kernel) {
    case K::Read:
        c.bytesPerCycle = core.loadBytesPerCycle(bits);
        c.rule = std::to_string(core.loadPorts) + " loads x "
                 + std::to_string(std::min(bits, core.loadBits) / 8) + " B per cycle";
        if (level == "L2" && core.l2BytesPerCycle > 0.0 && core.l2BytesPerCycle < c.bytesPerCycle) {
            c.bytesPerCycle = core.l2BytesPerCycle;
            c.rule = "L2 -> L1 fill " + cpusupport::formatNumber(core.l2BytesPerCycle, 0)
                     + " B per cycle";
            c.spec = true;
        }
        break;
    case K::Write:
    case K::WriteNt:
        c.bytesPerCycle = core.storeBytesPerCycle(bits);
        c.rule = std::to_string(core.storePorts) + " store x "
                 + std::to_string(std::min(bits, core.storeBits) / 8) + " B per cycle";
        break;
    case K::Copy:
    case K::CopyNt:
        c.bytesPerCycle = core.streamBytesPerCycle(bits, 1, 1);
        c.rule = "1 load + 1 store per element on " + ports;
        break;
    case K::Triad:
    case K::TriadNt:
        c.bytesPerCycle = core.streamBytesPerCycle(bits, 2, 1);
        c.rule = "2 loads + 1 store per element on " + ports;
        break;
    }
    return c;
}

double expectedSecondsPerPoint(const RunConfig &config, std::uint64_t bytes) {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    // Calibration + warm-up + the policy's span; DRAM-sized passes dominate their own time.
    const double pass = static_cast<double>(bytes) / 15e9;
    const double span = std::clamp(10.0 * std::max(pass, 1e-3), p.minSeconds, p.maxSeconds);
    return span + 3.0 * std::max(pass, 1e-3) + 0.002;
}

} // namespace

BandwidthProbe::Bytes BandwidthProbe::bytesFor(Kernel kernel, std::uint64_t n) {
    const std::uint64_t b = n * sizeof(double);
    switch (kernel) {
    case Kernel::Read:
        return {1, b, 0};
    case Kernel::Write:
        return {1, b, b};
    case Kernel::Copy:
        return {2, 2 * b, b};
    case Kernel::Triad:
        return {3, 3 * b, b};
    case Kernel::WriteNt:
        return {1, b, 0};
    case Kernel::CopyNt:
        return {2, 2 * b, 0};
    case Kernel::TriadNt:
        return {3, 3 * b, 0};
    }
    return {};
}

const char *BandwidthProbe::kernelName(Kernel kernel) {
    switch (kernel) {
    case Kernel::Read:
        return "read";
    case Kernel::Write:
        return "write";
    case Kernel::Copy:
        return "copy";
    case Kernel::Triad:
        return "triad";
    case Kernel::WriteNt:
        return "write_nt";
    case Kernel::CopyNt:
        return "copy_nt";
    case Kernel::TriadNt:
        return "triad_nt";
    }
    return "";
}

std::vector<std::uint64_t> BandwidthProbe::sweep(const RunConfig &config, const CpuInfo &cpu) {
    const std::uint64_t llc = std::max<std::uint64_t>(cpu.caches.lastLevelBytes(), 1 << 20);
    std::vector<std::uint64_t> sizes;
    std::uint64_t dram = 0;
    switch (config.suite) {
    case Suite::Quick:
        // At least 1 GiB even here: a virtual machine may report a smaller last-level cache
        // than the host really has (256 MiB read at 72 GB/s on one run of a "32 MiB L3" VM).
        dram = std::max<std::uint64_t>(8 * llc, 1ull << 30);
        // likwid's anchor points (16 KiB / 256 KiB / 4 MiB per thread) for 1 and 2 threads.
        sizes = {16 << 10, 32 << 10, 256 << 10, 512 << 10, 4 << 20, 8 << 20, 16 << 20};
        break;
    case Suite::Standard:
        dram = std::max<std::uint64_t>(8 * llc, 1ull << 30);
        sizes = cpusupport::geometricSizes(4 << 10, dram / 2, 1);
        break;
    case Suite::Full:
        dram = std::max<std::uint64_t>(8 * llc, 2ull << 30);
        sizes = cpusupport::geometricSizes(4 << 10, dram / 2, 2);
        break;
    }
    const std::uint64_t cap = cpusupport::capBytes(dram, config.maxBytes, cpu);
    std::erase_if(sizes, [&](std::uint64_t s) { return s >= cap; });
    sizes.push_back(cap);
    return sizes;
}

std::string BandwidthProbe::description() const {
    return "Read, write, copy and triad bandwidth over working sets from L1 to DRAM, one thread "
           "and all threads pinned, vectorised for the CPU's widest ISA; non-temporal stores "
           "at DRAM sizes. Bytes: explicit loads and stores (write-allocate not counted).";
}

double BandwidthProbe::estimatedSeconds(const RunConfig &config) const {
    double total = 0.0;
    const auto sizes = sweep(config, *m_cpu);
    const double windows = std::max(1, SamplingPolicy::forConfig(config).headlineWindows);
    for (std::uint64_t s : sizes)
        total += 2.0 * static_cast<double>(kernelsAt(s, *m_cpu).size())
                 * expectedSecondsPerPoint(config, s) * (s == sizes.back() ? windows : 1.0);
    // First touch of the pool (~1 GB/s on fresh pages in a VM).
    return total + static_cast<double>(sizes.back()) / 1.5e9;
}

namespace {

using Kernel = BandwidthProbe::Kernel;

// First touch by the team, with non-trivial values, and discarded (first touch runs at
// page-fault speed, REFERENCE-FIGURES).
void firstTouch(ThreadTeam &team, const AlignedBuffer &pool, std::size_t poolBytes) {
    auto *d = static_cast<double *>(pool.data());
    const std::size_t n = poolBytes / sizeof(double);
    team.run([&](int t) {
        const std::size_t lo = n * static_cast<std::size_t>(t) / team.size();
        const std::size_t hi = n * static_cast<std::size_t>(t + 1) / team.size();
        std::uint64_t x = 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(t + 1);
        for (std::size_t i = lo; i < hi; ++i) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            d[i] = 1.0 + static_cast<double>(x >> 11) * 0x1.0p-53;
        }
    });
}

// Where one point's arrays lie in the pool: n doubles per array per thread, the arrays of a
// thread staggered within its slice.
struct Layout {
    BandwidthProbe::Bytes unit;
    std::size_t n = 0;
    std::size_t slice = 0;
};

Layout layoutFor(Kernel kernel, std::uint64_t ws, int threads) {
    const BandwidthProbe::Bytes unit = BandwidthProbe::bytesFor(kernel, 1);
    const std::uint64_t perThread = ws / static_cast<std::uint64_t>(threads);
    const std::size_t n = cpusupport::chunkedDoubles(perThread / unit.arrays);
    const std::size_t slice =
        (unit.arrays * (n * sizeof(double) + kArrayStagger) + kSliceSlack) & ~4095ul;
    return {unit, n, slice};
}

// Samples one kernel over the layout's arrays on `threads` threads of the team.
SampleRun samplePoint(ProbeContext &ctx, ThreadTeam &team, const AlignedBuffer &pool,
                      const KernelTable &k, Kernel kernel, const Layout &layout, int threads,
                      std::vector<Sink> &sinks) {
    const std::size_t n = layout.n;
    const std::size_t slice = layout.slice;
    auto arrayOf = [&](int t, int a) {
        auto *base = static_cast<char *>(pool.data()) + slice * t;
        return reinterpret_cast<double *>(base + a * (n * sizeof(double) + kArrayStagger));
    };
    auto work = [&](int t, std::uint64_t passes) {
        double *a = arrayOf(t, 0), *b = arrayOf(t, 1), *c = arrayOf(t, 2);
        if (kernel == Kernel::Read) {
            // The passes run inside the kernel: no per-pass reduction.
            sinks[t].value = k.read(a, n, passes);
            return;
        }
        for (std::uint64_t i = 0; i < passes; ++i) {
            switch (kernel) {
            case Kernel::Read:
                break;
            case Kernel::Write:
                k.write(a, n, 1.5);
                break;
            case Kernel::Copy:
                k.copy(b, a, n);
                break;
            case Kernel::Triad:
                k.triad(a, b, c, 0.5, n);
                break;
            case Kernel::WriteNt:
                k.writeNt(a, n, 1.5);
                break;
            case Kernel::CopyNt:
                k.copyNt(b, a, n);
                break;
            case Kernel::TriadNt:
                k.triadNt(a, b, c, 0.5, n);
                break;
            }
        }
    };
    const auto body = [&](std::uint64_t iters) {
        return team.runTimed(threads, [&](int t) { work(t, iters); });
    };
    return ctx.sample(body);
}

// What the pool gives every record: the kernels' ISA and the huge pages behind it.
struct Pool {
    const KernelTable &kernels;
    bool hugePagesAdvised = false;
    long long hugeBytes = 0;
};

// The bandwidth record of one point, judged against the core's ports.
Measurement bandwidthRecord(const std::string &probe, const CpuInfo &cpu, const Pool &pool,
                            Kernel kernel, const Layout &layout, int threads,
                            const SampleRun &run) {
    const KernelTable &k = pool.kernels;
    const std::size_t n = layout.n;
    const BandwidthProbe::Bytes bytes = BandwidthProbe::bytesFor(kernel, n);
    const double perIteration = static_cast<double>(bytes.counted) * threads;
    Measurement m;
    m.probe = probe;
    m.metric = "bandwidth";
    m.format = "fp64";
    m.kernel = BandwidthProbe::kernelName(kernel);
    m.threads = threads;
    m.unit = "B/s";
    m.better = Better::Higher;
    m.workingSetBytes =
        static_cast<std::uint64_t>(layout.unit.arrays) * n * sizeof(double) * threads;
    const std::uint64_t actualPerThread = m.workingSetBytes / threads;
    m.level = cpu.caches.classify(actualPerThread, m.workingSetBytes);
    // STREAM's rule: only arrays of at least 4x the last-level cache measure
    // memory. Just above the LLC much of the data still hits in it (64 MiB copy_nt
    // ran at 74 GB/s against 40 GB/s at 1 GiB on a 32 MiB-L3 VM), so such points
    // stay in the working-set curve but belong to no level: they never make a DRAM
    // rung.
    const bool transition =
        m.level == "DRAM" && cpu.caches.l3 > 0 && m.workingSetBytes < 4 * cpu.caches.l3;
    if (transition)
        m.level.clear();
    for (double s : run.secondsPerIteration)
        m.samples.push_back(perIteration / s);
    auto &p = m.params;
    p.set("isa", k.isa);
    p.set("arrays", layout.unit.arrays);
    p.set("doubles_per_array_per_thread", static_cast<std::int64_t>(n));
    p.set("per_thread_bytes", static_cast<std::int64_t>(actualPerThread));
    if (transition)
        p.set("level_note", "between the last-level cache and 4x its size (STREAM "
                            "rule): part cache, part memory; no level");
    p.set("bytes_per_iteration", perIteration);
    p.set("write_allocate_bytes_not_counted",
          static_cast<double>(bytes.writeAllocateExtra) * threads);
    p.set("byte_rule", "explicit loads + stores (STREAM/likwid convention); "
                       "write-allocate traffic not counted");
    // The read loop's method, so that history can tell a method change from a
    // machine change (until 0.1.0 of 2026-12-02 one 64-bit add per load, which
    // bound the 512-bit ALU ports of Golden Cove server cores before the loads).
    if (kernel == Kernel::Read)
        p.set("read_loop", "every vector loaded feeds an XOR, two loads per ALU "
                           "operation (vpternlogq on AVX-512)");
    p.set("non_temporal",
          kernel == Kernel::WriteNt || kernel == Kernel::CopyNt || kernel == Kernel::TriadNt);
    p.set("huge_pages_advised", pool.hugePagesAdvised);
    p.set("huge_page_bytes_in_pool", static_cast<std::int64_t>(pool.hugeBytes));
    p.set("iterations_per_sample", static_cast<std::int64_t>(run.iterationsPerSample));
    p.set("cpus", cpusupport::cpuList(cpu.allowedCpus, threads));
    p.set("timing", "steady_clock around spin barriers, all threads");
    m.finalize();
    const Ceiling c = ceilingFor(kernel, m.level, cpu, k.vectorBytes * 8);
    cpusupport::setCeiling(m, c.bytesPerCycle, threads, c.rule, cpu, c.spec);
    // Vector loads and stores per cycle per core this rate implies.
    cpusupport::checkImpliedIpc(m, m.value() / threads / k.vectorBytes, cpu);
    return m;
}

// The sweep's state shared by its points: the team, the pool and the progress.
struct Sweep {
    std::string probe;
    const CpuInfo &cpu;
    ThreadTeam &team;
    const AlignedBuffer &pool;
    Pool info;
    int windows = 1; // sampling windows of the headline (largest) working set
    std::size_t done = 0, totalPoints = 0;
    std::vector<Sink> sinks{};
    std::vector<SweepPoint> readSweep{}; // one-thread read: where the cache levels end
};

// Every kernel at one working-set size on `threads` threads: sampled (the headline in
// several windows, one per pass over all its kernels), recorded and emitted. False when the
// run was stopped or a point gave no sample.
bool measureSize(ProbeContext &ctx, Sweep &sw, std::uint64_t ws, int threads, bool headline) {
    const std::vector<Kernel> kernels = kernelsAt(ws, sw.cpu);
    std::vector<SampleRun> runs(kernels.size());
    for (int window = 0; window < (headline ? sw.windows : 1); ++window) {
        for (std::size_t ki = 0; ki < kernels.size(); ++ki) {
            const Kernel kernel = kernels[ki];
            if (ctx.stopRequested())
                return false;
            const Layout layout = layoutFor(kernel, ws, threads);
            ctx.progress(static_cast<double>(sw.done) / static_cast<double>(sw.totalPoints),
                         std::string(BandwidthProbe::kernelName(kernel)) + " " + formatBytes(ws)
                             + ", " + std::to_string(threads) + " thread(s)");
            SampleRun sampled = samplePoint(ctx, sw.team, sw.pool, sw.info.kernels, kernel, layout,
                                            threads, sw.sinks);
            ++sw.done;
            if (sampled.stopped || sampled.secondsPerIteration.empty())
                return false;
            if (window == 0)
                runs[ki] = std::move(sampled);
            else
                runs[ki].merge(sampled);
            if (headline && window + 1 < sw.windows)
                continue;
            Measurement m =
                bandwidthRecord(sw.probe, sw.cpu, sw.info, kernel, layout, threads, runs[ki]);
            if (threads == 1 && kernel == Kernel::Read)
                sw.readSweep.push_back({m.workingSetBytes, m.value()});
            ctx.emit(std::move(m), runs[ki]);
        }
    }
    return true;
}

void warnMeasuredCacheSizes(ProbeContext &ctx, const std::vector<SweepPoint> &readSweep,
                            const CpuInfo &cpu) {
    for (const auto &b : BoundaryDetector::detect(readSweep, cpu.caches, true)) {
        ctx.warn("measured-cache-size",
                 b.level + ": reported " + formatBytes(b.reportedBytes) + ", read bandwidth "
                     + (b.measuredBytes
                            ? "stays at this level up to " + formatBytes(b.measuredBytes)
                            : std::string("sweep does not resolve the edge")));
    }
}

} // namespace

void BandwidthProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    cpusupport::warnClockOnce(ctx, cpu);
    const KernelTable &k = bestKernels();
    const auto sizes = sweep(ctx.config(), cpu);
    const int allThreads = static_cast<int>(cpu.allowedCpus.size());
    std::vector<int> threadCounts = {1};
    if (allThreads > 1)
        threadCounts.push_back(allThreads);

    ThreadTeam team(cpu.allowedCpus);
    const std::size_t poolBytes =
        sizes.back() + static_cast<std::size_t>(team.size()) * kSliceSlack + (1 << 20);
    ctx.progress(0.0, "allocating and touching " + formatBytes(poolBytes));
    AlignedBuffer pool(poolBytes, AlignedBuffer::Pages::Huge);
    if (!pool.valid()) {
        ctx.warn("allocation-failed", "cpu.bandwidth: could not map " + formatBytes(poolBytes));
        return;
    }
    firstTouch(team, pool, poolBytes);
    Sweep sw{id(), cpu, team, pool, {k, pool.hugePagesAdvised(), pool.hugePageBytes()}};
    sw.sinks.resize(static_cast<std::size_t>(team.size()));
    // The largest working set is the DRAM headline: its points are sampled in several windows,
    // one per pass over all its kernels, so that each kernel's samples span seconds and a
    // neighbour that streams memory for a moment cannot set the figure alone (see ComputeProbe).
    sw.windows = std::max(1, ctx.policy().headlineWindows);
    for (std::uint64_t s : sizes)
        sw.totalPoints += threadCounts.size() * kernelsAt(s, cpu).size()
                          * static_cast<std::size_t>(s == sizes.back() ? sw.windows : 1);
    for (int threads : threadCounts) {
        for (std::uint64_t ws : sizes) {
            if (!measureSize(ctx, sw, ws, threads, ws == sizes.back()))
                return;
        }
    }
    warnMeasuredCacheSizes(ctx, sw.readSweep, cpu);
    ctx.progress(1.0, "bandwidth done");
}

} // namespace roofline::probes
