// SPDX-License-Identifier: MIT
#include "probes/cpu/LatencyProbe.h"

#include "model/MeasurementParams.h"
#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/PointerChase.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>

namespace roofline::probes {

namespace {

using cpusupport::formatBytes;

// A rough latency model for the time estimate only: ~1 ns in cache, ~150 ns beyond.
double guessLatency(std::uint64_t bytes, const CpuInfo &cpu) {
    if (bytes <= cpu.caches.l2)
        return 3e-9;
    if (bytes <= cpu.caches.l3 / 2)
        return 20e-9;
    return 150e-9;
}

} // namespace

std::vector<LatencyProbe::Point> LatencyProbe::plan(const RunConfig &config, const CpuInfo &cpu) {
    const std::uint64_t llc = std::max<std::uint64_t>(cpu.caches.lastLevelBytes(), 1 << 20);
    std::vector<std::uint64_t> sizes;
    std::uint64_t dram = 0;
    switch (config.suite) {
    case Suite::Quick:
        dram = std::max<std::uint64_t>(4 * llc, 256 << 20); // see BandwidthProbe::sweep
        sizes = cpusupport::geometricSizes(4 << 10, dram, 1);
        std::erase_if(sizes, [](std::uint64_t s) { return s == (8 << 10) || s == (128 << 10); });
        break;
    case Suite::Standard:
        dram = std::max<std::uint64_t>(4 * llc, 256 << 20);
        sizes = cpusupport::geometricSizes(1 << 10, dram, 2);
        break;
    case Suite::Full:
        dram = std::max<std::uint64_t>(4 * llc, 1ull << 30);
        sizes = cpusupport::geometricSizes(1 << 10, dram, 4);
        break;
    }
    const std::uint64_t cap = cpusupport::capBytes(dram, config.maxBytes, cpu);
    // The cap is the last point; a sweep point within 15 % below it measures the same thing
    // again (1 GiB beside 1040 MiB when the cap is 4 x a 260 MiB L3: 5.7 s of a 25 s quick
    // latency sweep on an Emerald Rapids VM, for a point the chart cannot tell apart).
    std::erase_if(sizes, [&](std::uint64_t s) { return s >= cap || 20 * s > 17 * cap; });
    sizes.push_back(cap);

    std::vector<Point> points;
    points.reserve(sizes.size() + 3);
    for (std::uint64_t s : sizes)
        points.push_back({s, 64, true, "chase"});
    // The DRAM rungs users compare against: without the adjacent-line prefetcher's help
    // (256-B spacing), and with 4 KiB pages so every load may also miss the TLB.
    points.push_back({cap, 256, true, "chase_256b"});
    points.push_back({cap, 64, false, "chase_4k_pages"});
    if (config.suite != Suite::Quick)
        points.push_back({cap, 256, false, "chase_256b_4k_pages"});
    return points;
}

std::string LatencyProbe::description() const {
    return "Load-to-use latency: one dependent chain through a single random cycle (Sattolo) "
           "at cache-line spacing, >= 1e6 loads per point, transparent huge pages requested; "
           "DRAM also with 256-B spacing and with 4 KiB pages. Reported in seconds with ns "
           "and core cycles (the run's reconciled clock).";
}

double LatencyProbe::estimatedSeconds(const RunConfig &config) const {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    double total = 0.05;
    const auto points = plan(config, *m_cpu);
    std::uint64_t largest = 0;
    for (const auto &pt : points)
        largest = std::max(largest, pt.bytes);
    for (const auto &pt : points) {
        const double lat = guessLatency(pt.bytes, *m_cpu) * (pt.hugePages ? 1.0 : 2.0);
        const std::uint64_t slots = pt.bytes / pt.stride;
        const double windows = pt.bytes == largest ? std::max(1, p.headlineWindows) : 1;
        // Building the chain (Sattolo shuffle + layout): ~60 ns a slot while the array sits in
        // the caches; beyond the last level each swap also waits for memory (about one load's
        // latency: 250-390 ns a slot measured at 1 GiB, 2 MiB and 4 KiB pages, on a VM).
        const double perSlot = 60e-9 + (pt.bytes > m_cpu->caches.lastLevelBytes() ? lat : 0.0);
        total += windows * (std::max(p.minSeconds, static_cast<double>(kMinLoads) * lat) + 0.01)
                 + static_cast<double>(slots) * perSlot;
    }
    return total;
}

namespace {

// One point's chain as built and warmed: its slots, the loads of the warm-up and the pages
// under it.
struct Chain {
    std::size_t slots = 0;
    std::size_t warmLoads = 0;
    bool hugePagesAdvised = false;
    long long hugePageBytes = 0;
};

// The latency record of one point, per dependent load, in seconds and cycles.
Measurement latencyRecord(const std::string &probe, const CpuInfo &cpu,
                          const LatencyProbe::Point &pt, const Chain &chain, double clockHz,
                          const SampleRun &run) {
    Measurement m;
    m.probe = probe;
    m.metric = "latency";
    m.kernel = pt.kernel;
    m.threads = 1;
    m.unit = "s";
    m.better = Better::Lower;
    m.workingSetBytes = static_cast<std::uint64_t>(chain.slots) * pt.stride;
    m.level = cpu.caches.classify(m.workingSetBytes, m.workingSetBytes);
    m.samples = run.secondsPerIteration;
    m.finalize();
    auto &prm = m.params;
    prm.set("ns", m.value() * 1e9);
    prm.set("cycles", m.value() * clockHz);
    prm.set(param::kCoreClockHz, clockHz);
    prm.set("clock_uncertain", cpusupport::flagClockUncertain(m, cpu));
    prm.set("stride_bytes", static_cast<std::int64_t>(pt.stride));
    prm.set("slots", static_cast<std::int64_t>(chain.slots));
    prm.set("warm_up_loads", static_cast<std::int64_t>(chain.warmLoads));
    prm.set("loads",
            static_cast<std::int64_t>(run.iterationsPerSample * run.secondsPerIteration.size()));
    prm.set("pattern", "single random cycle (Sattolo), dependent loads");
    prm.set("huge_pages_advised", pt.hugePages && chain.hugePagesAdvised);
    prm.set("huge_page_bytes", static_cast<std::int64_t>(chain.hugePageBytes));
    prm.set("tlb", pt.hugePages ? "transparent huge pages requested (TLB-friendly)"
                                : "4 KiB pages (TLB misses included)");
    return m;
}

void warnMeasuredCacheSizes(ProbeContext &ctx, const std::vector<SweepPoint> &ladder,
                            const CpuInfo &cpu) {
    for (const auto &b : BoundaryDetector::detect(ladder, cpu.caches, false)) {
        ctx.warn("measured-cache-size",
                 b.level + ": reported " + formatBytes(b.reportedBytes) + ", latency "
                     + (b.measuredBytes
                            ? "stays at this level up to " + formatBytes(b.measuredBytes)
                            : std::string("sweep does not resolve the edge")));
    }
}

} // namespace

void LatencyProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    const auto points = plan(ctx.config(), cpu);
    cpusupport::warnClockOnce(ctx, cpu);
    ThreadTeam::pinCurrentThread(cpu.allowedCpus.front());
    ctx.progress(0.0, "measuring the core clock");
    const double clockHz = cpusupport::currentClockHz(cpu);

    std::uint64_t maxBytes = 0;
    for (const auto &pt : points)
        maxBytes = std::max(maxBytes, pt.bytes);
    AlignedBuffer huge(maxBytes, AlignedBuffer::Pages::Huge);
    AlignedBuffer small(maxBytes, AlignedBuffer::Pages::Small);
    if (!huge.valid() || !small.valid()) {
        ctx.warn("allocation-failed", "cpu.latency: could not map " + formatBytes(maxBytes));
        return;
    }
    std::vector<SweepPoint> ladder;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (ctx.stopRequested())
            return;
        const Point &pt = points[i];
        ctx.progress(static_cast<double>(i) / static_cast<double>(points.size()),
                     std::string(pt.kernel) + " " + formatBytes(pt.bytes));
        AlignedBuffer &buf = pt.hugePages ? huge : small;
        const std::size_t slots = std::max<std::size_t>(2, pt.bytes / pt.stride);
        void **p = PointerChase::build(buf.data(), slots, pt.stride, 0x5eed + i);
        const long long hugeBytes = buf.hugePageBytes();
        // Warm caches and TLB: one full lap while the chain fits twice in the last-level
        // cache; beyond it, loads over twice the cache's lines replace what the build left
        // there (a full lap of a 1 GiB chain is 17 M DRAM-latency loads, ~2 s, for nothing).
        const std::size_t llcLines =
            std::max<std::size_t>(1, cpu.caches.lastLevelBytes() / pt.stride);
        const std::size_t warmLoads = std::min<std::size_t>(slots, 2 * llcLines);
        PointerChase::chase(p, warmLoads);
        SamplingPolicy policy = ctx.policy();
        policy.minIterations = kMinLoads;
        const auto body = [&](std::uint64_t loads) {
            const worktime::Watch watch;
            return ProbeContext::timeIt([&] { p = PointerChase::chase(p, loads); });
        };
        // The DRAM rungs (largest working set) are sampled in several windows and merged, so
        // that their median spans a longer stretch of a shared machine's memory traffic.
        const int windows = pt.bytes == maxBytes ? std::max(1, policy.headlineWindows) : 1;
        SampleRun run = ctx.sample(body, policy);
        for (int w = 1; w < windows && !run.stopped && !ctx.stopRequested(); ++w)
            run.merge(ctx.sample(body, policy));
        if (run.stopped || run.secondsPerIteration.empty())
            return;

        const Chain chain{slots, warmLoads, buf.hugePagesAdvised(), hugeBytes};
        Measurement m = latencyRecord(id(), cpu, pt, chain, clockHz, run);
        if (pt.hugePages && pt.stride == 64)
            ladder.push_back({m.workingSetBytes, m.value()});
        ctx.emit(std::move(m), run);
    }
    warnMeasuredCacheSizes(ctx, ladder, cpu);
    ctx.progress(1.0, "latency done");
}

} // namespace roofline::probes
