// SPDX-License-Identifier: MIT
#include "probes/cpu/RooflineProbe.h"

#include "model/MeasurementParams.h"
#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>

namespace roofline::probes {

std::vector<RooflineProbe::Point> RooflineProbe::intensities(int maxFmas) {
    std::vector<Point> out;
    out.push_back({0, 1.0, 1.0 / kBytesPerElement});
    for (int k = 1; k <= maxFmas; k *= 2)
        out.push_back({k, 2.0 * k, 2.0 * k / kBytesPerElement});
    return out;
}

std::vector<RooflineProbe::Set> RooflineProbe::sets(const RunConfig &config) const {
    const CpuInfo &cpu = *m_cpu;
    const auto threads = static_cast<std::uint64_t>(cpu.allowedCpus.size());
    const std::uint64_t l2 = cpu.caches.l2 ? cpu.caches.l2 : (256 << 10);
    const std::uint64_t llc = std::max<std::uint64_t>(cpu.caches.lastLevelBytes(), 1 << 20);
    std::uint64_t dram = cpusupport::capBytes(8 * llc, config.maxBytes, cpu);
    // Quick: high intensities at DRAM size cost seconds per sample and are compute-bound
    // anyway (the L2 set covers them).
    const int dramMaxFmas = config.suite == Suite::Quick ? 32 : 512;
    std::uint64_t l2Set = std::min<std::uint64_t>(threads * (l2 / 2), dram);
    return {{"L2", l2Set, 512}, {"DRAM", dram, dramMaxFmas}};
}

std::string RooflineProbe::description() const {
    return "Empirical roofline: in-place x = x*a + b repeated per element (ERT method), "
           "arithmetic intensity 1/16 to 64 FLOP/byte, at an L2-sized and a DRAM-sized "
           "working set, all threads. 16 B per element (read + write-back of the same line).";
}

double RooflineProbe::estimatedSeconds(const RunConfig &config) const {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    const double peak = m_cpu->fp64FlopsPerCycle() * 3e9 * m_cpu->allowedCpus.size() * 0.8;
    double total = 0.0;
    for (const Set &s : sets(config)) {
        const double elements = static_cast<double>(s.bytes) / sizeof(double);
        for (const Point &pt : intensities(s.maxFmas)) {
            const double pass =
                std::max(elements * pt.flopsPerElement / peak, elements * kBytesPerElement / 25e9);
            total += std::clamp(10.0 * pass, p.minSeconds, p.maxSeconds)
                     + 3.0 * std::max(pass, 1e-3) + 0.003;
        }
        total += static_cast<double>(s.bytes) / 2e9;
    }
    return total;
}

namespace {

// The record of one intensity on a set: FLOP/s over all threads against the fp64 FMA peak.
Measurement intensityRecord(const std::string &probe, const CpuInfo &cpu, const KernelTable &k,
                            const char *setName, const RooflineProbe::Point &pt, std::size_t n,
                            int threads, const SampleRun &run) {
    const double elements = static_cast<double>(n) * threads;
    Measurement m;
    m.probe = probe;
    m.metric = "throughput";
    m.level = cpu.caches.classify(n * sizeof(double), elements * sizeof(double));
    m.format = "fp64";
    m.kernel = "intensity";
    m.threads = threads;
    m.unit = "FLOP/s";
    m.workingSetBytes = static_cast<std::uint64_t>(elements) * sizeof(double);
    for (double s : run.secondsPerIteration)
        m.samples.push_back(elements * pt.flopsPerElement / s);
    m.finalize();
    auto &p = m.params;
    p.set("set", setName);
    p.set(param::kArithmeticIntensity, pt.intensity);
    p.set("flops_per_element", pt.flopsPerElement);
    p.set("bytes_per_element", RooflineProbe::kBytesPerElement);
    p.set("fma_per_element", pt.fmas);
    p.set("bandwidth_bytes_per_s", m.value() / pt.intensity);
    p.set("byte_rule", "8 B read + 8 B written back per element; the write hits a line "
                       "just read, so there is no extra write-allocate traffic");
    p.set("isa", k.isa);
    cpusupport::setCeiling(m, cpu.fp64FlopsPerCycle(), threads,
                           "fp64 FMA " + cpusupport::formatNumber(cpu.fp64FlopsPerCycle(), 0)
                               + " FLOP per cycle",
                           cpu);
    return m;
}

} // namespace

void RooflineProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    const KernelTable &k = bestKernels();
    cpusupport::warnClockOnce(ctx, cpu);
    ThreadTeam team(cpu.allowedCpus);
    const int threads = team.size();
    const auto plan = sets(ctx.config());
    std::size_t total = 0, done = 0;
    for (const Set &s : plan)
        total += intensities(s.maxFmas).size();

    for (const Set &set : plan) {
        const std::size_t n =
            std::max(kIntensityChunkDoubles, set.bytes / threads / sizeof(double)
                                                 / kIntensityChunkDoubles * kIntensityChunkDoubles);
        const std::size_t slice = (n * sizeof(double) + 4096 + 4095) & ~std::size_t(4095);
        AlignedBuffer buf(slice * threads + (1 << 20), AlignedBuffer::Pages::Huge);
        if (!buf.valid()) {
            ctx.warn("allocation-failed",
                     std::string("cpu.roofline: no memory for the ") + set.name + " set");
            continue;
        }
        auto slot = [&](int t) {
            return reinterpret_cast<double *>(static_cast<char *>(buf.data()) + slice * t);
        };
        team.run([&](int t) {
            double *x = slot(t);
            for (std::size_t i = 0; i < n; ++i)
                x[i] = 1.0 + static_cast<double>(i % 97) / 97.0;
        });
        for (const Point &pt : intensities(set.maxFmas)) {
            if (ctx.stopRequested())
                return;
            ctx.progress(static_cast<double>(done) / static_cast<double>(total),
                         std::string(set.name) + " set, "
                             + cpusupport::formatNumber(pt.intensity, 4) + " FLOP/B");
            const auto body = [&](std::uint64_t iters) {
                return team.runTimed(threads, [&](int t) {
                    for (std::uint64_t i = 0; i < iters; ++i)
                        k.intensity(slot(t), n, pt.fmas, 0.5, 0.5);
                });
            };
            const SampleRun run = ctx.sample(body);
            ++done;
            if (run.stopped || run.secondsPerIteration.empty())
                return;
            Measurement m = intensityRecord(id(), cpu, k, set.name, pt, n, threads, run);
            ctx.emit(std::move(m));
        }
    }
    ctx.progress(1.0, "roofline done");
}

} // namespace roofline::probes
