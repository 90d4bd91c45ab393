// SPDX-License-Identifier: MIT
#include "cuda/CudaComputeProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"

#include <algorithm>

namespace roofline::cuda {

namespace {

// Trips of a loop whose launch is not sized by a ceiling: `unknown` where the ceiling is
// unknown; on a simulator as few as the loop allows (each simulated trip costs ~10^4 times a
// GPU's, and there the figures prove the path, not a rate).
double untimedIterations(double unknown, bool simulated) {
    return simulated ? 0.0 : unknown;
}

} // namespace

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;

std::string CudaComputeProbe::description() const {
    return "Register-resident loops of 8 independent FMA chains x 16 steps per iteration "
           "(mixbench-style) "
           "for fp32, fp64 and fp16x2 on a full-occupancy grid, and a loop of 4 independent "
           "16x16x16 fp16 tensor-core MMAs per warp (fp32 accumulate). FLOP: an FMA is 2, a "
           "half2 FMA 4, an MMA 2*16^3.";
}

double CudaComputeProbe::estimatedSeconds(const RunConfig &config) const {
    const auto p = probes::SamplingPolicy::forConfig(config);
    return 4 * (0.5 * (p.minSeconds + p.maxSeconds) + 0.03) + 0.3
           + (config.suite == probes::Suite::Quick ? 1.0 : 2.0); // + the energy interval
}

struct CudaComputeProbe::Run {
    explicit Run(ProbeContext &c)
        : ctx(c)
        , cfg(c.config())
        , sink(1024 * sizeof(double)) {}

    ProbeContext &ctx;
    const RunConfig &cfg;
    Stream s;
    DeviceBuffer sink;
    double clock = 0;
    GridPlan grid{};
    double threads = 0;
    int done = 0;
};

struct CudaComputeProbe::FmaCase {
    kernels::Format format;
    const char *name;
    int lanes;
};

void CudaComputeProbe::runOnDevice(ProbeContext &ctx) {
    Run r(ctx);
    r.clock = std::max(measuredClockHz(), spec().smClockHz);
    r.grid = SweepPlan::streamingGrid(spec());
    r.threads = static_cast<double>(r.grid.blocks) * r.grid.threads;
    const FmaCase cases[] = {{kernels::Format::Fp32, "fp32", 1},
                             {kernels::Format::Fp64, "fp64", 1},
                             {kernels::Format::Fp16, "fp16", 2}};
    for (const FmaCase &c : cases) {
        if (!measureFma(r, c))
            return;
    }
    measureMma(r);
}

bool CudaComputeProbe::measureFma(Run &r, const FmaCase &c) {
    ProbeContext &ctx = r.ctx;
    Stream &s = r.s;
    DeviceBuffer &sink = r.sink;
    const GridPlan &grid = r.grid;
    const double threads = r.threads;
    if (ctx.stopRequested())
        return false;
    ctx.progress(r.done++ / 4.0, std::string("FMA ") + c.name);
    const double peak = GpuCeilings::fmaPeak(spec(), c.name, r.clock);
    // About 1 ms per launch at the ceiling (or a short loop where it is unknown, and on a
    // simulator, whose ceiling is a placeholder).
    const double flopsPerIter =
        accounting::fmaLoopFlops(static_cast<std::uint64_t>(threads), 1, c.lanes);
    const bool timed = peak > 0 && spec().simulator.empty();
    const auto iters = static_cast<std::uint32_t>(std::clamp(
        timed ? 1e-3 * peak / flopsPerIter : untimedIterations(32.0, !spec().simulator.empty()),
        2.0, 1e6));
    const double flops = flopsPerIter * static_cast<double>(iters);
    auto launch = [&](cudaStream_t st) {
        kernels::fmaLoop(c.format, iters, sink.data(), {grid.blocks, grid.threads, st});
    };
    const auto run = ctx.sample([&](std::uint64_t n) { return timeOnStream(s.get(), n, launch); });
    if (run.stopped || run.secondsPerIteration.empty())
        return false;
    Measurement m = measurement("throughput", "", c.name, "fma_loop", "FLOP/s");
    m.threads = static_cast<int>(threads);
    m.samples = ratesOf(run, flops);
    m.params.set("chains_per_thread", kernels::kFmaChains);
    m.params.set("fma_per_thread_iteration", kernels::kFmaPerIteration);
    m.params.set("iterations_per_launch", iters);
    m.params.set("flop_rule", c.lanes == 2 ? "half2 FMA = 4 FLOP" : "FMA = 2 FLOP");
    m.params.set("blocks", grid.blocks);
    m.params.set("threads_per_block", grid.threads);
    if (c.format == kernels::Format::Fp32) {
        const Energy en = energyOver(r.cfg.suite == probes::Suite::Quick ? 1.0 : 2.0, s.get(), [&] {
            launch(s.get());
            return flops;
        });
        if (en.joulesPerWork > 0) {
            const double jpf = en.joulesPerWork;
            m.params.set("joules_per_flop", jpf);
            m.params.set("energy_interval_seconds", en.seconds);
            m.params.set("energy_rule", "NVML total-energy delta over a steady interval of "
                                        "back-to-back launches (after a warm-up) / FLOP");
            std::lock_guard lock(state().mutex);
            state().fp32JoulesPerFlop = jpf;
            if (state().hbmJoulesPerByte > 0) // "one HBM byte costs N fp32 operations"
                m.params.set("hbm_byte_cost_in_fp32_flops", state().hbmJoulesPerByte / jpf);
        }
    }
    emit(ctx, std::move(m), peak, "FMA lanes per SM per clock (arch table) x 2 x SMs x clock");
    return true;
}

// Tensor cores through mma.sync (wmma): a register-resident ceiling independent of any
// library. On Hopper this is the HMMA path, below wgmma's peak (cuBLASLt measures that).
void CudaComputeProbe::measureMma(Run &r) {
    ProbeContext &ctx = r.ctx;
    Stream &s = r.s;
    DeviceBuffer &sink = r.sink;
    if (ctx.stopRequested())
        return;
    ctx.progress(3.0 / 4.0, "tensor-core MMA fp16");
    const int warpsPerBlock = 4;
    const int blocks = spec().smCount * 4;
    const auto warps = static_cast<std::uint64_t>(blocks) * warpsPerBlock;
    const double perIter = accounting::mmaLoopFlops(warps, 1);
    const double peak = GpuCeilings::gemmPeak(spec(), "fp16", r.clock);
    const bool timed = peak > 0 && spec().simulator.empty();
    const auto iters = static_cast<std::uint32_t>(std::clamp(
        timed ? 1e-3 * peak / perIter : untimedIterations(256.0, !spec().simulator.empty()), 16.0,
        1e6));
    const double flops = perIter * static_cast<double>(iters);
    const auto run = ctx.sample([&](std::uint64_t n) {
        return timeOnStream(s.get(), n, [&](cudaStream_t st) {
            kernels::mmaLoop(iters, sink.data(), {blocks, warpsPerBlock * 32, st});
        });
    });
    if (run.stopped || run.secondsPerIteration.empty())
        return;
    Measurement m = measurement("throughput", "", "fp16", "mma_sync_loop", "FLOP/s");
    m.samples = ratesOf(run, flops);
    m.params.set("accumulate", "fp32");
    m.params.set("instruction", "wmma 16x16x16 (mma.sync), 4 independent accumulators per warp");
    m.params.set("iterations_per_launch", iters);
    emit(ctx, std::move(m), peak, "dense tensor FLOP per SM per clock (arch table) x SMs x clock");
    ctx.progress(1.0, "compute done");
}

} // namespace roofline::cuda
