// SPDX-License-Identifier: MIT
#include "probes/cpu/LlmCeilings.h"

#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/CpuGemmProbe.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/CpuProbeSupport.h"
#include "probes/cpu/LlmCaseKernel.h"
#include "probes/cpu/OneDnn.h"
#include "probes/engine/SteadyClock.h"

#include <algorithm>
#include <chrono>

namespace roofline::probes::llmcpu {

namespace {

using Clock = std::chrono::steady_clock;

// DRAM read, every core, over 8 × the last-level cache (at least 512 MiB): the figure
// the decode step's weight stream is judged by. Keeps the buffer for dramReadNow.
void measureDramCeiling(ProbeContext &ctx, const CpuInfo &cpu, Workers &team,
                        const SamplingPolicy &policy, Ceilings &out) {
    const int cores = team.size();
    const std::uint64_t llc = cpu.caches.lastLevelBytes();
    const std::uint64_t bytes = cpusupport::capBytes(std::max<std::uint64_t>(512ull << 20, 8 * llc),
                                                     ctx.config().maxBytes, cpu);
    const std::size_t perThread =
        cpusupport::chunkedDoubles(bytes / static_cast<std::uint64_t>(cores));
    out.dramBuffer = std::make_shared<AlignedBuffer>(
        perThread * sizeof(double) * static_cast<std::size_t>(cores), AlignedBuffer::Pages::Huge);
    out.dramPerThread = perThread;
    if (!out.dramBuffer->valid())
        return;
    auto *a = static_cast<double *>(out.dramBuffer->data());
    team.run([&](int t, int) {
        double *p = a + static_cast<std::size_t>(t) * perThread;
        for (std::size_t i = 0; i < perThread; ++i)
            p[i] = 1.0;
    });
    const KernelTable &k = bestKernels();
    std::vector<double> sinks(static_cast<std::size_t>(cores));
    const SampleRun run = ctx.sample(
        [&](std::uint64_t iters) {
            return team.run([&](int t, int) {
                sinks[static_cast<std::size_t>(t)] +=
                    k.read(a + static_cast<std::size_t>(t) * perThread, perThread, iters);
            });
        },
        policy);
    if (run.secondsPerIteration.empty())
        return;
    Measurement m;
    m.probe = "cpu.llm";
    m.metric = "llm_ceiling";
    m.level = "DRAM";
    m.kernel = "read";
    m.threads = cores;
    m.unit = "B/s";
    m.workingSetBytes = perThread * sizeof(double) * static_cast<std::size_t>(cores);
    for (double s : run.secondsPerIteration)
        m.samples.push_back(static_cast<double>(m.workingSetBytes) / s);
    m.finalize();
    m.params.set("isa", k.isa);
    m.params.set("role", "the memory ceiling cpu.llm's kernels are judged by (each case "
                         "by a read of its own moment, params dram_bandwidth)");
    out.dramBandwidth = m.stats.best;
    ctx.emit(std::move(m), run);
}

// The library's GEMM peak of one format: an n³ matmul on every core; nothing where the
// library cannot run the format.
void measureLibraryCeiling(ProbeContext &ctx, const CpuInfo &cpu, OneDnn &lib, int cores,
                           const std::string &f, int n, const SamplingPolicy &policy,
                           Ceilings &out) {
    const CpuGemmProbe::FormatCeiling ceiling = CpuGemmProbe::formatCeiling(cpu, f);
    const double perCycle = ceiling.perCycle;
    const double hz = std::max(cpu.clock.hz, cpu.highestClockHz->load());
    if (perCycle > 0 && hz > 0)
        out.isaPeak[f] = perCycle * hz * cores;
    const auto lf = CaseKernel::libraryFormat(f);
    if (!lib.available() || !lf || ctx.stopRequested())
        return;
    std::string error;
    auto mm = lib.matmul(n, n, n, *lf, &error);
    if (!mm || !mm->execute(&error))
        return;
    bool failed = false;
    const SampleRun run = ctx.sample(
        [&](std::uint64_t iters) {
            const auto t0 = Clock::now();
            for (std::uint64_t i = 0; i < iters && !failed; ++i)
                failed = !mm->execute(&error);
            return secondsSince(t0);
        },
        policy);
    if (failed || run.secondsPerIteration.empty())
        return;
    Measurement m;
    m.probe = "cpu.llm";
    m.metric = "llm_ceiling";
    m.format = f;
    m.kernel = "gemm_onednn";
    m.threads = cores;
    m.unit = f == "int8" ? "OP/s" : "FLOP/s";
    m.workingSetBytes = mm->bytes();
    for (double s : run.secondsPerIteration)
        m.samples.push_back(mm->operations() / s);
    m.finalize();
    m.params.set("m", n);
    m.params.set("n", n);
    m.params.set("k", n);
    m.params.set("implementation", mm->implementation());
    m.params.set("role", "the compute ceiling (MFU denominator) of cpu.llm's " + f + " kernels");
    CpuGemmProbe::setFormatCeiling(m, ceiling, cores, cpu);
    out.libraryPeak[f] = m.stats.best;
    ctx.emit(std::move(m), run);
}

} // namespace

Ceilings measureCeilings(ProbeContext &ctx, const CpuInfo &cpu, OneDnn &lib, Workers &team,
                         const std::vector<std::string> &formats, const SamplingPolicy &policy) {
    Ceilings out;
    measureDramCeiling(ctx, cpu, team, policy, out);
    // The library's GEMM peak per format: a large square matmul (1024 quick, 2048 otherwise).
    const int n = ctx.suite() == Suite::Quick ? 1024 : 2048;
    for (const std::string &f : formats)
        measureLibraryCeiling(ctx, cpu, lib, team.size(), f, n, policy, out);
    return out;
}

double dramReadNow(ProbeContext &ctx, Workers &team, const Ceilings &ceilings) {
    if (!ceilings.dramBuffer || !ceilings.dramBuffer->valid() || ctx.stopRequested())
        return ceilings.dramBandwidth;
    auto *a = static_cast<double *>(ceilings.dramBuffer->data());
    const std::size_t perThread = ceilings.dramPerThread;
    const KernelTable &k = bestKernels();
    std::vector<double> sinks(static_cast<std::size_t>(team.size()));
    double best = 0;
    for (int i = 0; i < 5; ++i) {
        const double s = team.run([&](int t, int) {
            sinks[static_cast<std::size_t>(t)] +=
                k.read(a + static_cast<std::size_t>(t) * perThread, perThread, 1);
        });
        if (s > 0)
            best = std::max(best, double(perThread * sizeof(double)) * team.size() / s);
    }
    return best > 0 ? best : ceilings.dramBandwidth;
}

} // namespace roofline::probes::llmcpu
