// SPDX-License-Identifier: MIT
#include "cuda/CudaLatencyProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"
#include "cuda/PeerCopy.h"
#include "cuda/SweepPlan.h"
#include "model/MeasurementParams.h"

#include <algorithm>

namespace roofline::cuda {

using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;

namespace {

// One slot per 128-byte L1 line: two slots never share a line, so a hit is never a neighbour's.
constexpr std::uint64_t kStride = 128;

} // namespace

std::string CudaLatencyProbe::description() const {
    return "One thread follows a single random cycle (Sattolo) of pointers spaced 128 B apart, "
           "with L1-cached (ld.ca) and L1-bypassing (ld.cg) loads, over working sets from 1 KiB "
           "to >= 4x L2; clock64() cycles per load converted to seconds with the measured SM "
           "clock. Headline: median.";
}

double CudaLatencyProbe::estimatedSeconds(const RunConfig &config) const {
    const auto sizes = SweepPlan::latencySweep(spec(), config);
    const double loads = static_cast<double>(SweepPlan::chaseLoads(config));
    double total = 0.5; // clock measurement, allocation
    for (std::uint64_t ws : sizes) {
        const double lat = ws <= spec().l2Bytes ? 300e-9 : 800e-9; // per load, generous
        const auto p = probes::SamplingPolicy::forConfig(config);
        total += 2 * (std::max(loads * lat, p.minSeconds) + 0.01);
        const std::uint64_t slots = ws / kStride;    // whole chase slots, as run() builds them
        total += static_cast<double>(slots) * 40e-9; // host Sattolo + upload
    }
    return total;
}

struct CudaLatencyProbe::Run {
    Run(ProbeContext &c, std::uint64_t bytes, double hz)
        : ctx(c)
        , clock(hz)
        , buf(bytes)
        , state(2 * sizeof(unsigned long long))
        , policy(c.policy()) {}

    ProbeContext &ctx;
    const double clock;
    DeviceBuffer buf;
    DeviceBuffer state;
    Stream s;
    probes::SamplingPolicy policy;
};

void CudaLatencyProbe::runOnDevice(ProbeContext &ctx) {
    const RunConfig &cfg = ctx.config();
    const auto sizes = SweepPlan::latencySweep(spec(), cfg);
    const double clock = measuredClockHz();
    if (clock <= 0)
        throw CudaError("cuda.latency: the SM clock could not be measured");
    Run r(ctx, sizes.back(), clock);
    // On a simulator one launch per sample is the path to prove; each launch costs a simulated
    // kernel's set-up, so the 10^5-10^6 loads a GPU point needs would take an hour there.
    r.policy.minIterations = spec().simulator.empty() ? SweepPlan::chaseLoads(cfg) : 0;
    const auto base = reinterpret_cast<std::uint64_t>(r.buf.data());
    CudaRuntimeApi api;
    check(kernels::preferL1ForSweeps(), "cudaFuncSetAttribute(carve-out: max L1)");

    for (std::size_t si = 0; si < sizes.size(); ++si) {
        const std::uint64_t ws = sizes[si];
        if (ctx.stopRequested())
            return;
        ctx.progress(static_cast<double>(si) / static_cast<double>(sizes.size()),
                     "chase " + std::to_string(ws >> 10) + " KiB");
        const std::uint64_t slots = std::max<std::uint64_t>(ws / kStride, 2);
        const auto image = accounting::chaseImage(base, slots, kStride, 0xC0FFEE + si);
        // On the chase's own stream, waited for: a legacy-stream cudaMemcpy is not ordered
        // with the non-blocking stream, and a chase through half-written pointers faults.
        uploadOnStream(api, r.s.get(), r.buf.data(), image.data(), image.size() * 8);
        for (bool cacheL1 : {true, false}) {
            if (!measureChase(r, slots, cacheL1))
                return;
        }
    }
    ctx.progress(1.0, "latency done");
}

bool CudaLatencyProbe::measureChase(Run &r, std::uint64_t slots, bool cacheL1) {
    DeviceBuffer &buf = r.buf, &state = r.state;
    Stream &s = r.s;
    const probes::SamplingPolicy &policy = r.policy;
    check(cudaMemsetAsync(state.data(), 0, state.bytes(), s.get()), "cudaMemset");
    // Warm-up: one lap (or the sample budget) brings cache-sized sets in.
    kernels::chase(buf.data(),
                   std::min<std::uint64_t>(slots, policy.minIterations) / kernels::kChaseUnroll + 1,
                   cacheL1, state.as<unsigned long long>(), s.get());
    s.sync();
    std::vector<double> cyclesPerLoad;
    auto body = [&](std::uint64_t iters) {
        const std::uint64_t trips = (iters + kernels::kChaseUnroll - 1) / kernels::kChaseUnroll;
        const std::uint64_t loads = accounting::chaseLoads(trips);
        Event a, b;
        a.record(s.get());
        kernels::chase(buf.data(), trips, cacheL1, state.as<unsigned long long>(), s.get());
        b.record(s.get());
        const double seconds = elapsedSeconds(a, b);
        unsigned long long st[2] = {0, 0};
        check(cudaMemcpyAsync(st, state.data(), sizeof st, cudaMemcpyDeviceToHost, s.get()),
              "cudaMemcpy(chase state)");
        s.sync();
        cyclesPerLoad.push_back(static_cast<double>(st[1]) / static_cast<double>(loads));
        return seconds * static_cast<double>(iters) / static_cast<double>(loads);
    };
    const auto run = r.ctx.sample(body, policy);
    if (run.stopped || run.secondsPerIteration.empty())
        return false;
    emitChase(r, run, cyclesPerLoad, slots, cacheL1);
    return true;
}

void CudaLatencyProbe::emitChase(Run &r, const probes::SampleRun &run,
                                 const std::vector<double> &cyclesPerLoad, std::uint64_t slots,
                                 bool cacheL1) {
    const double clock = r.clock;
    const std::size_t n = run.secondsPerIteration.size();
    const std::vector<double> cycles(cyclesPerLoad.end() - static_cast<long>(n),
                                     cyclesPerLoad.end());
    const auto lvl = SweepPlan::latencyLevel(spec(), slots * kStride, cacheL1);
    Measurement m =
        measurement("latency", lvl.level.c_str(), "", cacheL1 ? "chase_ca" : "chase_cg", "s");
    m.workingSetBytes = slots * kStride;
    m.threads = 1;
    for (double c : cycles)
        m.samples.push_back(accounting::cyclesToSeconds(c, clock));
    std::vector<double> sorted = cycles;
    std::sort(sorted.begin(), sorted.end());
    m.params.set("cycles_median", sorted[sorted.size() / 2]);
    m.params.set("cycles_min", sorted.front());
    m.params.set(param::kSmClockHz, clock);
    m.params.set("event_seconds_per_load_median",
                 probes::Statistics::median(run.secondsPerIteration));
    m.params.set("stride_bytes", kStride);
    m.params.set("slots", slots);
    m.params.set("loads", run.iterationsPerSample * n);
    m.params.set("load",
                 cacheL1 ? "ld.global.ca.u64 (L1-cached)" : "ld.global.cg.u64 (L1 bypassed)");
    m.params.set("timing", "clock64() around the chain in one thread; cycles converted "
                           "with the SM clock measured by a timed clock64 spin");
    if (!lvl.note.empty())
        m.params.set("level_note", lvl.note);
    m.params.set("l1_bytes_assumed", SweepPlan::l1Bytes(spec()));
    if (r.policy.minIterations < 1000000)
        m.params.set("note", "fewer than 10^6 loads per point in this suite");
    emit(r.ctx, std::move(m), 0.0, "");
}

} // namespace roofline::cuda
