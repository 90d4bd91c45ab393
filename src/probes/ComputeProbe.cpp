#include "probes/ComputeProbe.h"

#include "probes/CoreClock.h"
#include "probes/CpuKernels.h"
#include "probes/CpuProbeSupport.h"
#include "probes/ThreadTeam.h"

#include <algorithm>
#include <functional>

namespace roofline::probes {

namespace {

struct alignas(64) Sink {
    volatile double value = 0.0;
};

struct Format {
    const char *name;
    const char *unit;
    double opsPerIteration;
    const char *kernel;
    double ceilingPerCycle; // per core; 0 = no stated ceiling
    std::function<double(std::uint64_t)> loop;
};

} // namespace

std::string ComputeProbe::description() const {
    return "Peak arithmetic throughput per number format: fp64 and fp32 FMA, int32 "
           "multiply-add, int8 dot products (vpmaddubsw+vpmaddwd), 12 independent "
           "accumulator chains per thread, one and all threads pinned. FLOP = 2 per FMA.";
}

double ComputeProbe::estimatedSeconds(const RunConfig &config) const {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    const int threadCounts = m_cpu->allowedCpus.size() > 1 ? 2 : 1;
    return 4.0 * threadCounts * p.headlineWindows * (p.minSeconds + 0.015) + 0.05;
}

void ComputeProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    const KernelTable &k = bestKernels();
    ThreadTeam team(cpu.allowedCpus);
    ctx.progress(0.0, "measuring the core clock");
    const double clockHz = CoreClock::measureHz(0.05);

    std::vector<Format> formats = {
        {"fp64", "FLOP/s", k.fp64FlopsPerIteration, k.fmaKernel, cpu.fp64FlopsPerCycle(),
         [&](std::uint64_t n) { return k.fp64(n, 0.5, 0.5); }},
        {"fp32", "FLOP/s", k.fp32FlopsPerIteration, k.fmaKernel, cpu.fp32FlopsPerCycle(),
         [&](std::uint64_t n) { return k.fp32(n, 0.5f, 0.5f); }},
        {"int32", "OP/s", k.int32OpsPerIteration, k.int32Kernel, 0.0,
         [&](std::uint64_t n) { return static_cast<double>(k.int32(n, 3, 1)); }},
    };
    if (k.int8)
        formats.push_back({"int8", "OP/s", k.int8OpsPerIteration, k.int8Kernel, 0.0,
                           [&](std::uint64_t n) { return static_cast<double>(k.int8(n)); }});
    else
        ctx.warn("not-supported", std::string("int8: no int8 dot-product kernel for the ") + k.isa
                                      + " ISA (needs SSSE3/AVX2); not measured");

    // fp16/bf16: only native arithmetic counts; F16C is a conversion, not fp16 math.
    if (!cpu.hasFlag("avx512fp16"))
        ctx.warn("not-supported", "fp16: this CPU has no native fp16 arithmetic (no "
                                  "AVX512-FP16); not measured");
    else
        ctx.warn("not-implemented", "fp16: the CPU has AVX512-FP16 but this engine version has "
                                    "no fp16 kernel; not measured");
    if (!cpu.hasFlag("avx512_bf16") && !cpu.hasFlag("amx_bf16"))
        ctx.warn("not-supported", "bf16: this CPU has no bf16 arithmetic (no AVX512-BF16 or "
                                  "AMX-BF16); not measured");
    else
        ctx.warn("not-implemented", "bf16: the CPU has bf16 instructions but this engine "
                                    "version has no bf16 kernel; not measured");

    const int allThreads = team.size();
    std::vector<int> threadCounts = {1};
    if (allThreads > 1)
        threadCounts.push_back(allThreads);
    std::vector<Sink> sinks(static_cast<std::size_t>(allThreads));
    // Every point is sampled in several windows, one round over all points each, so that its
    // samples span seconds: on a shared host a neighbour (another VM on the sibling hardware
    // thread, a power cap) can slow a whole window down, and one short burst would make that
    // window the headline.
    struct Point {
        const Format *format;
        int threads;
        SampleRun run;
        double clockHz = 0.0;
    };
    std::vector<Point> points;
    for (const Format &f : formats)
        for (int threads : threadCounts)
            points.push_back({&f, threads, {}, 0.0});
    const int rounds = std::max(1, ctx.policy().headlineWindows);
    const double steps = static_cast<double>(points.size() * static_cast<std::size_t>(rounds));
    int done = 0;
    for (int round = 0; round < rounds; ++round) {
        for (Point &pt : points) {
            if (ctx.stopRequested())
                return;
            const Format &f = *pt.format;
            const int threads = pt.threads;
            ctx.progress(done / steps, std::string(f.name) + ", " + std::to_string(threads)
                                           + " thread(s), window " + std::to_string(round + 1) + "/"
                                           + std::to_string(rounds));
            const auto body = [&](std::uint64_t iters) {
                return team.runTimed(threads, [&](int t) { sinks[t].value = f.loop(iters); });
            };
            SampleRun run = ctx.sample(body);
            ++done;
            if (run.stopped || run.secondsPerIteration.empty())
                return;
            if (round == 0)
                pt.run = std::move(run);
            else
                pt.run.merge(run);
            // The clock right after the window (a dependent add chain on the first CPU):
            // the lowest of the windows, so a slow window can be told from a slow clock.
            const double hz = CoreClock::measureHz(0.005);
            pt.clockHz = pt.clockHz > 0.0 ? std::min(pt.clockHz, hz) : hz;
        }
    }
    // All threads should deliver threads x the one-thread rate. Far less means the CPUs share
    // execution units (SMT siblings, or virtual CPUs the hypervisor put on one physical core)
    // or something else ran on them; the all-thread figure is then what this placement gives,
    // and the user should know why it is not the spec sheet's.
    if (allThreads > 1) {
        for (const Format &f : formats) {
            double one = 0.0, all = 0.0;
            for (const Point &pt : points) {
                if (pt.format != &f || pt.run.secondsPerIteration.empty())
                    continue;
                const double fastest = *std::min_element(pt.run.secondsPerIteration.begin(),
                                                         pt.run.secondsPerIteration.end());
                (pt.threads == 1 ? one : all) = f.opsPerIteration * pt.threads / fastest;
            }
            const double scaling = one > 0.0 ? all / one : 0.0;
            if (one > 0.0 && all > 0.0 && scaling < 0.75 * allThreads)
                ctx.warn("poor-thread-scaling",
                         std::string(f.name) + ": " + std::to_string(allThreads)
                             + " threads reached " + cpusupport::formatNumber(scaling, 2)
                             + "x the one-thread rate (ideal " + std::to_string(allThreads)
                             + "x): the CPUs share execution units (SMT siblings, or virtual "
                               "CPUs placed on one physical core) or were busy with other "
                               "work");
        }
    }
    for (const Point &pt : points) {
        const Format &f = *pt.format;
        const int threads = pt.threads;
        const SampleRun &run = pt.run;
        Measurement m;
        m.probe = id();
        m.metric = "throughput";
        m.format = f.name;
        m.kernel = f.kernel;
        m.threads = threads;
        m.unit = f.unit;
        m.better = Better::Higher;
        for (double s : run.secondsPerIteration)
            m.samples.push_back(f.opsPerIteration * threads / s);
        m.finalize();
        auto &p = m.params;
        p.set("isa", k.isa);
        p.set("ops_per_iteration_per_thread", f.opsPerIteration);
        p.set("independent_chains", 12);
        p.set("iterations_per_sample", static_cast<std::int64_t>(run.iterationsPerSample));
        p.set("core_clock_hz", clockHz);
        p.set("core_clock_hz_lowest_after_window", pt.clockHz);
        p.set("ops_per_cycle_per_core", m.value() / threads / clockHz);
        p.set("cpus", cpusupport::cpuList(cpu.allowedCpus, threads));
        if (f.ceilingPerCycle > 0.0) {
            const double ceiling = f.ceilingPerCycle * clockHz * threads;
            p.set("ceiling", ceiling);
            p.set("ceiling_rule", "threads x measured clock x FLOP/cycle (2 FMA pipes), "
                                  "3 % tolerance for clock drift");
            if (m.value() > ceiling * 1.03)
                m.flags.push_back("above-theoretical-peak");
        }
        ctx.emit(std::move(m), run);
    }
    ctx.progress(1.0, "compute done");
}

} // namespace roofline::probes
