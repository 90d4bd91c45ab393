// SPDX-License-Identifier: MIT
#include "cuda/CudaBandwidthProbe.h"

#include "cuda/Accounting.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/SweepPlan.h"

#include <algorithm>
#include <cmath>

namespace roofline::cuda {

using accounting::StreamKernel;
using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;
using probes::SampleRun;

namespace {

// Random floats in ±[0.5, 1): finite, so the triad never meets NaN or infinity.
constexpr std::uint64_t kFloatAnd = 0x807FFFFF807FFFFFull;
constexpr std::uint64_t kFloatOr = 0x3F0000003F000000ull;
constexpr float kTriadScalar = 0.4f;
constexpr std::uint64_t kPerSmTop = 1ull << 20;

// Long enough that NVML's coarse energy counter (updated every few tens of ms) is a few
// percent of the delta.
double energySeconds(const RunConfig &config) {
    return config.suite == probes::Suite::Quick ? 1.0 : 2.0;
}

double pointSeconds(const RunConfig &config) {
    const auto p = probes::SamplingPolicy::forConfig(config);
    return 0.5 * (p.minSeconds + p.maxSeconds) + 0.03; // + calibration and warm-up
}

std::vector<std::uint64_t> perSmSizes(const RunConfig &config) {
    const int perOctave = config.suite == probes::Suite::Quick ? 1 : 2;
    // --max-bytes bounds every working set, a block's too (the simulator's runs use it).
    const std::uint64_t top = config.maxBytes > 0
                                  ? std::clamp<std::uint64_t>(config.maxBytes, 4096, kPerSmTop)
                                  : kPerSmTop;
    return SweepPlan::geometric(4096, top, perOctave);
}

} // namespace

std::string CudaBandwidthProbe::description() const {
    return "HBM read/write/copy/triad with 16-byte streaming accesses, 4 loads in flight per "
           "thread and a one-wave grid over arrays >= 8x L2 and >= 1 GiB; a read sweep over "
           "working sets from 4 KiB per SM (L1) to 4x L2 (HBM); shared-memory bandwidth. "
           "Bytes: explicit loads + stores (copy 2x, triad 3x); events time the kernels.";
}

double CudaBandwidthProbe::estimatedSeconds(const RunConfig &config) const {
    const double points = 4.0 + static_cast<double>(perSmSizes(config).size())
                          + static_cast<double>(SweepPlan::workingSetSweep(spec(), config).size())
                          + 1.0;
    return points * pointSeconds(config) + 1.2 + energySeconds(config); // + alloc, fill, verify
}

struct CudaBandwidthProbe::Run {
    Run(ProbeContext &c, const GridPlan &g, std::uint64_t bytes)
        : ctx(c)
        , cfg(c.config())
        , grid(g)
        , arrayBytes(bytes)
        , vectors(bytes / 16)
        , words(bytes / 8)
        , a(bytes)
        , b(bytes)
        , c(bytes)
        , sink(64)
        , counter(8) {}
    void step(const std::string &what) {
        ctx.progress(done / totalPoints, what);
        done += 1;
    }

    ProbeContext &ctx;
    const RunConfig &cfg;
    const GridPlan grid;
    const std::uint64_t arrayBytes, vectors, words;
    const char *memLevel = nullptr;
    double clock = 0;
    DeviceBuffer a, b, c, sink, counter;
    Stream s;
    const kernels::Launch full{grid.blocks, grid.threads, s.get()};
    std::vector<std::uint64_t> perSm, wsSizes;
    double totalPoints = 0, done = 0;
    double hbmCeiling = 0, smCeiling = 0;
    std::string hbmRule, smRule;
    std::uint64_t gridThreads = 0;
};

void CudaBandwidthProbe::runOnDevice(ProbeContext &ctx) {
    const RunConfig &cfg = ctx.config();
    const GridPlan grid = SweepPlan::streamingGrid(spec());
    const std::uint64_t arrayBytes = SweepPlan::hbmArrayBytes(spec(), cfg, 3);
    const char *memLevel = deviceMemoryLevel(spec());
    const double clock = std::max(measuredClockHz(), spec().smClockHz);
    if (arrayBytes < 8 * spec().l2Bytes)
        ctx.warn("working-set-below-8x-l2",
                 "HBM arrays of " + std::to_string(arrayBytes) + " B are below 8x L2 ("
                     + std::to_string(8 * spec().l2Bytes) + " B): L2 hits inflate the result");

    ctx.progress(0.0, "allocating 3 x " + std::to_string(arrayBytes >> 20) + " MiB");
    Run r(ctx, grid, arrayBytes);
    r.memLevel = memLevel;
    r.clock = clock;
    kernels::fillRandom(r.a.data(), r.words, ~0ull, 0, 0x1234, r.s.get());
    r.s.sync();
    if (!kernels::wholePasses(r.vectors, r.full))
        throw CudaError("cuda.bandwidth: arrays of " + std::to_string(r.vectors)
                        + " vectors are not whole grid passes (a thread would skip its tail)");
    check(kernels::preferL1ForSweeps(), "cudaFuncSetAttribute(carve-out: max L1)");

    r.perSm = perSmSizes(cfg);
    r.wsSizes = SweepPlan::workingSetSweep(spec(), cfg);
    r.totalPoints = static_cast<double>(4 + r.perSm.size() + r.wsSizes.size() + 1);
    if (measureHbm(r) && measurePerSmSweep(r) && measureDeviceSweep(r))
        measureShared(r);
}

SampleRun CudaBandwidthProbe::samplePoint(Run &r, double,
                                          const std::function<void(cudaStream_t)> &launch) {
    ProbeContext &ctx = r.ctx;
    Stream &s = r.s;
    return ctx.sample([&](std::uint64_t iters) { return timeOnStream(s.get(), iters, launch); });
}

unsigned long long CudaBandwidthProbe::verifyMismatches(Run &r,
                                                        const std::function<void()> &enqueue) {
    Stream &s = r.s;
    check(cudaMemsetAsync(r.counter.data(), 0, 8, s.get()), "cudaMemset");
    enqueue();
    unsigned long long bad = 0;
    check(cudaMemcpyAsync(&bad, r.counter.data(), 8, cudaMemcpyDeviceToHost, s.get()),
          "cudaMemcpy(verify)");
    s.sync();
    return bad;
}

// ---- HBM: read, write, copy, triad ----
bool CudaBandwidthProbe::measureHbm(Run &r) {
    ProbeContext &ctx = r.ctx;
    DeviceBuffer &a = r.a, &b = r.b, &c = r.c, &sink = r.sink;
    const std::uint64_t vectors = r.vectors, words = r.words;
    const kernels::Launch &full = r.full;
    Stream &s = r.s;
    r.hbmCeiling = GpuCeilings::memoryBandwidth(spec());
    r.hbmRule = "bus width / 8 x 2 x memory clock (queried)";
    for (StreamKernel k :
         {StreamKernel::Read, StreamKernel::Write, StreamKernel::Copy, StreamKernel::Triad}) {
        if (ctx.stopRequested())
            return false;
        r.step(std::string("HBM ") + accounting::kernelName(k));
        if (k == StreamKernel::Triad) {
            kernels::fillRandom(b.data(), words, kFloatAnd, kFloatOr, 0x5678, s.get());
            kernels::fillRandom(c.data(), words, kFloatAnd, kFloatOr, 0x9abc, s.get());
        }
        std::function<void(cudaStream_t)> launch;
        switch (k) {
        case StreamKernel::Read:
            launch = [&](cudaStream_t) {
                kernels::streamRead(a.data(), vectors, sink.data(), full);
            };
            break;
        case StreamKernel::Write:
            launch = [&](cudaStream_t) { kernels::streamWrite(c.data(), vectors, 77u, full); };
            break;
        case StreamKernel::Copy:
            launch = [&](cudaStream_t) { kernels::streamCopy(b.data(), a.data(), vectors, full); };
            break;
        case StreamKernel::Triad:
            launch = [&](cudaStream_t) {
                kernels::streamTriad(a.data(), b.data(), c.data(), kTriadScalar, vectors, full);
            };
            break;
        }
        const double bytes = static_cast<double>(accounting::streamBytes(k, r.arrayBytes));
        const SampleRun run = samplePoint(r, bytes, launch);
        if (run.stopped || run.secondsPerIteration.empty())
            return false;
        emitHbmPoint(r, k, run, bytes, launch);
    }
    return true;
}

void CudaBandwidthProbe::emitHbmPoint(Run &r, StreamKernel k, const SampleRun &run, double bytes,
                                      const std::function<void(cudaStream_t)> &launch) {
    const std::uint64_t arrayBytes = r.arrayBytes;
    Stream &s = r.s;
    // The label from the device's L2 size (issue 29): arrays held below 4x L2 (little free
    // memory, --max-bytes) are not a device-memory figure.
    const std::uint64_t set = static_cast<std::uint64_t>(accounting::arraysOf(k)) * arrayBytes;
    const SweepPlan::Level level = SweepPlan::bandwidthLevel(spec(), set, false);
    Measurement m =
        measurement("bandwidth", level.level.c_str(), "", accounting::kernelName(k), "B/s");
    m.workingSetBytes = set;
    if (!level.note.empty())
        m.params.set("level_note", level.note);
    m.samples = ratesOf(run, bytes);
    m.params.set("array_bytes", arrayBytes);
    m.params.set("bytes_per_launch", bytes);
    m.params.set("byte_rule", "explicit loads + stores; full-sector GPU writes fetch nothing");
    m.params.set("blocks", r.grid.blocks);
    m.params.set("threads_per_block", r.grid.threads);
    m.params.set("loads_in_flight_per_thread", accounting::streamLoadsPerIteration(k));
    m.params.set("bytes_per_thread_iteration", accounting::streamBytesPerIteration(k));
    m.params.set("cache_hint", "ld.global.cs / st.global.cs (evict-first)");
    m.params.set("data",
                 k == StreamKernel::Triad ? "random fp32 in +-[0.5,1)" : "random 64-bit words");
    m.params.set("iterations_per_sample", run.iterationsPerSample);
    m.params.set("timing", "CUDA events around a batch of launches");
    if (k == StreamKernel::Copy || k == StreamKernel::Triad)
        verifyHbm(r, k, m);
    if (k == StreamKernel::Copy) {
        const Energy en = energyOver(energySeconds(r.cfg), s.get(), [&] {
            launch(s.get());
            return bytes;
        });
        if (en.joulesPerWork > 0) {
            m.params.set("energy_joules", en.joules);
            m.params.set("energy_interval_seconds", en.seconds);
            m.params.set("joules_per_byte", en.joulesPerWork);
            m.params.set("energy_rule", "NVML total-energy delta over a steady interval of "
                                        "back-to-back copies (after a warm-up) / bytes moved");
            std::lock_guard lock(state().mutex);
            state().hbmJoulesPerByte = en.joulesPerWork;
        }
    }
    emit(r.ctx, std::move(m), r.hbmCeiling, r.hbmRule);
}

// The copy's and the triad's results checked on the device: mismatches counted, flagged.
void CudaBandwidthProbe::verifyHbm(Run &r, StreamKernel k, Measurement &m) {
    DeviceBuffer &a = r.a, &b = r.b, &c = r.c, &counter = r.counter;
    const std::uint64_t arrayBytes = r.arrayBytes, words = r.words;
    Stream &s = r.s;
    const auto bad = verifyMismatches(r, [&] {
        if (k == StreamKernel::Copy)
            kernels::compareWords(a.data(), b.data(), words, counter.as<unsigned long long>(),
                                  s.get());
        else
            kernels::checkTriad(a.data(), b.data(), c.data(), kTriadScalar, arrayBytes / 4,
                                counter.as<unsigned long long>(), s.get());
    });
    m.params.set("verified", bad == 0);
    m.params.set("mismatches", bad);
    if (bad)
        m.flags.emplace_back("verification-failed");
}

// ---- per-SM sweep: every block reads the whole set through L1 (ld.ca) ----
bool CudaBandwidthProbe::measurePerSmSweep(Run &r) {
    ProbeContext &ctx = r.ctx;
    const GridPlan &grid = r.grid;
    DeviceBuffer &a = r.a, &sink = r.sink;
    const kernels::Launch &full = r.full;
    r.smCeiling = GpuCeilings::sharedBandwidth(spec(), r.clock);
    r.smRule = "128 B per SM per clock (L1/shared, 32 banks x 4 B) x SMs x clock";
    r.gridThreads = static_cast<std::uint64_t>(grid.blocks) * grid.threads;
    const std::uint64_t gridThreads = r.gridThreads;
    for (std::uint64_t ws : r.perSm) {
        if (ctx.stopRequested())
            return false;
        r.step("L1 sweep " + std::to_string(ws >> 10) + " KiB per SM");
        const auto setVectors = static_cast<std::uint32_t>(ws / 16);
        const std::uint32_t iters =
            SweepPlan::sweepIterations(setVectors, grid.threads, gridThreads, launchBytes(4e9));
        const double bytes = accounting::sweepBytes(gridThreads, iters);
        const SampleRun run = samplePoint(r, bytes, [&](cudaStream_t) {
            kernels::sweepRead(a.data(), setVectors, iters, kernels::Hint::CacheAll, true,
                               sink.data(), full);
        });
        if (run.stopped || run.secondsPerIteration.empty())
            return false;
        const auto lvl = SweepPlan::bandwidthLevel(spec(), ws, true);
        Measurement m = measurement("bandwidth", lvl.level.c_str(), "", "read_ca_per_sm", "B/s");
        m.workingSetBytes = ws;
        m.samples = ratesOf(run, bytes);
        m.params.set("working_set_scope", "per SM: every block reads the whole set");
        m.params.set("l1_bytes_assumed", SweepPlan::l1Bytes(spec()));
        if (!lvl.note.empty())
            m.params.set("level_note", lvl.note);
        m.params.set("iterations_per_thread", iters);
        m.params.set("loads_in_flight_per_thread", kernels::kSweepLoads);
        m.params.set("bytes_per_launch", bytes);
        m.params.set("cache_hint", "ld.global.ca (L1 and L2), carve-out preference: max L1");
        emit(ctx, std::move(m), r.smCeiling, r.smRule); // L2 cannot exceed the L1 aggregate either
    }
    return true;
}

// ---- device-wide sweep: the grid shares the set, L1 bypassed (ld.cg) ----
bool CudaBandwidthProbe::measureDeviceSweep(Run &r) {
    ProbeContext &ctx = r.ctx;
    DeviceBuffer &a = r.a, &sink = r.sink;
    const kernels::Launch &full = r.full;
    const std::uint64_t gridThreads = r.gridThreads;
    std::vector<double> sweepValues;
    for (std::uint64_t ws : r.wsSizes) {
        if (ctx.stopRequested())
            return false;
        r.step("L2/HBM sweep " + std::to_string(ws >> 20) + " MiB");
        const auto v = static_cast<std::uint32_t>(std::min<std::uint64_t>(ws, r.arrayBytes) / 16);
        const std::uint32_t iters =
            SweepPlan::sweepIterations(v, gridThreads, gridThreads, launchBytes(2e9));
        const double bytes = accounting::sweepBytes(gridThreads, iters);
        const SampleRun run = samplePoint(r, bytes, [&](cudaStream_t) {
            kernels::sweepRead(a.data(), v, iters, kernels::Hint::CacheL2, false, sink.data(),
                               full);
        });
        if (run.stopped || run.secondsPerIteration.empty())
            return false;
        const std::uint64_t set = static_cast<std::uint64_t>(v) * 16;
        const auto lvl = SweepPlan::bandwidthLevel(spec(), set, false);
        Measurement m = measurement("bandwidth", lvl.level.c_str(), "", "read_cg", "B/s");
        m.workingSetBytes = set;
        m.samples = ratesOf(run, bytes);
        m.params.set("working_set_scope", "device: the grid shares the set, indices wrap");
        if (!lvl.note.empty())
            m.params.set("level_note", lvl.note);
        m.params.set("blocks", r.grid.blocks);
        m.params.set("iterations_per_thread", iters);
        m.params.set("loads_in_flight_per_thread", kernels::kSweepLoads);
        m.params.set("cache_hint", "ld.global.cg (bypass L1)");
        const double value =
            m.samples.empty() ? 0.0 : *std::max_element(m.samples.begin(), m.samples.end());
        sweepValues.push_back(value);
        const bool memory = lvl.level == r.memLevel;
        emit(ctx, std::move(m), memory ? r.hbmCeiling : r.smCeiling, memory ? r.hbmRule : r.smRule);
    }
    for (const auto &p : accounting::plateaus(r.wsSizes, sweepValues)) {
        ctx.warn("plateau", "read plateau " + std::to_string(std::llround(p.value / 1e9))
                                + " GB/s from " + std::to_string(p.fromBytes >> 20) + " to "
                                + std::to_string(p.toBytes >> 20) + " MiB");
    }
    return true;
}

// ---- shared memory ----
void CudaBandwidthProbe::measureShared(Run &r) {
    ProbeContext &ctx = r.ctx;
    DeviceBuffer &sink = r.sink;
    if (ctx.stopRequested()
        || skippedOnSimulator(ctx, "the shared-memory point",
                              "its runtime has no occupancy API, which sizes that grid to one "
                              "wave; the kernel itself runs in the cudasim tests"))
        return;
    r.step("shared memory");
    // Resident blocks per SM as the runtime computes them from this kernel's registers and
    // shared memory: one wave exactly (a partial second wave would run at a fraction of the
    // load rate and pull the figure down).
    const int perSmBlocks = std::max(1, kernels::sharedReadBlocksPerSm());
    const int sharedBlocks = spec().smCount * perSmBlocks;
    const std::uint32_t iters = 4096;
    const double sharedBytes = accounting::sharedBytes(
        static_cast<std::uint64_t>(sharedBlocks) * kernels::kThreads, iters);
    const SampleRun run = samplePoint(r, sharedBytes, [&](cudaStream_t st) {
        kernels::sharedRead(iters, sink.data(), {sharedBlocks, kernels::kThreads, st});
    });
    if (run.stopped || run.secondsPerIteration.empty())
        return;
    Measurement m = measurement("bandwidth", "SHARED", "", "read_shared", "B/s");
    m.workingSetBytes = 32 << 10;
    m.samples = ratesOf(run, sharedBytes);
    m.params.set("blocks", sharedBlocks);
    m.params.set("blocks_per_sm", perSmBlocks);
    m.params.set("loads", "ld.volatile.shared.v4, consecutive threads on consecutive 16 B (no "
                          "conflicts)");
    m.params.set("loads_per_thread_iteration", kernels::kSharedLoads);
    emit(ctx, std::move(m), r.smCeiling, r.smRule);
    ctx.progress(1.0, "bandwidth done");
}

} // namespace roofline::cuda
