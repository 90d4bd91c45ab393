#include "probes/ComputeProbe.h"

#include "probes/CoreClock.h"
#include "probes/CpuKernels.h"
#include "probes/ThreadTeam.h"

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
    return 4.0 * threadCounts * (p.minSeconds + 0.01) + 0.05;
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
    const double steps = static_cast<double>(formats.size() * threadCounts.size());
    int done = 0;
    for (const Format &f : formats) {
        for (int threads : threadCounts) {
            if (ctx.stopRequested())
                return;
            ctx.progress(done / steps,
                         std::string(f.name) + ", " + std::to_string(threads) + " thread(s)");
            const auto body = [&](std::uint64_t iters) {
                return team.runTimed(threads, [&](int t) { sinks[t].value = f.loop(iters); });
            };
            const SampleRun run = ctx.sample(body);
            ++done;
            if (run.stopped || run.secondsPerIteration.empty())
                return;
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
            ctx.emit(std::move(m));
        }
    }
    ctx.progress(1.0, "compute done");
}

} // namespace roofline::probes
