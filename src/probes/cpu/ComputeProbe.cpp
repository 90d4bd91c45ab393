// SPDX-License-Identifier: MIT
#include "probes/cpu/ComputeProbe.h"

#include "model/MeasurementParams.h"
#include "probes/cpu/CoreClock.h"
#include "probes/cpu/CpuProbeSupport.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/cpu/FormatLadder.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace roofline::probes {

namespace {

struct alignas(64) Sink {
    volatile double value = 0.0;
};

// One rung as measured: the kernel and its counts, scaled for SVE's run-time vector length.
struct Rung {
    const FormatKernel *kernel;
    double opsPerInstruction;
    int vectorBits;
    double opsPerIteration() const { return kernel->instructionsPerIteration * opsPerInstruction; }
};

int mnemonicsPerGroup(const FormatKernel &k) {
    return 1
           + static_cast<int>(std::count(
               k.mnemonics, k.mnemonics + std::char_traits<char>::length(k.mnemonics), '+'));
}

std::vector<Rung> rungsFor(const CpuInfo &cpu, ProbeContext *ctx) {
    std::vector<Rung> out;
    for (const FormatChoice &c : FormatLadder::choose(cpu.features, cpu.amx)) {
        if (c.status != FormatChoice::Status::Run) {
            if (ctx)
                ctx->warn(c.status == FormatChoice::Status::Refused ? "unavailable"
                                                                    : "not-supported",
                          FormatLadder::describe(c));
            continue;
        }
        const FormatKernel *k = findFormatKernel(c.kernelId);
        if (!k) {
            if (ctx)
                ctx->warn("not-implemented",
                          c.format + ": kernel " + c.kernelId + " is not compiled into this build");
            continue;
        }
        Rung r{k, k->opsPerInstruction, k->vectorBits};
        if (k->scalesWithSveLength) {
            const int bytes = cpu.features.sveVectorBytes;
            if (bytes <= 0) {
                if (ctx)
                    ctx->warn("not-supported", c.format
                                                   + ": the SVE vector length is unknown "
                                                     "(prctl PR_SVE_GET_VL failed)");
                continue;
            }
            r.opsPerInstruction *= bytes / 16.0;
            r.vectorBits = bytes * 8;
        }
        out.push_back(r);
    }
    return out;
}

} // namespace

std::string ComputeProbe::description() const {
    return "Peak arithmetic throughput per number format with the widest instruction the CPU "
           "has (FMA for fp64/fp32, vfmadd231ph fp16, vdpbf16ps or AMX tdpbf16ps bf16, vpdpbusd, "
           "AMX tdpbusd or vpmaddubsw+vpmaddwd int8; NEON/SVE on aarch64), register-resident, "
           "12 independent chains per thread, one and all threads pinned. 2 FLOP per "
           "multiply-add; dot products count every product.";
}

double ComputeProbe::estimatedSeconds(const RunConfig &config) const {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    const int threadCounts = m_cpu->allowedCpus.size() > 1 ? 2 : 1;
    const double rungs = static_cast<double>(rungsFor(*m_cpu, nullptr).size());
    return rungs * threadCounts * p.headlineWindows * (p.minSeconds + 0.015) + 0.05;
}

namespace {

// One point of the sweep: a rung at a thread count, its samples over every window and the
// lowest core clock measured right after one of them.
struct Point {
    const Rung *rung;
    int threads;
    SampleRun run;
    double clockHz = 0.0;
};

std::vector<Point> planPoints(const std::vector<Rung> &rungs, int allThreads) {
    std::vector<int> threadCounts = {1};
    if (allThreads > 1)
        threadCounts.push_back(allThreads);
    std::vector<Point> points;
    for (const Rung &r : rungs)
        for (int threads : threadCounts)
            points.push_back({&r, threads, {}, 0.0});
    return points;
}

// Every point is sampled in several windows, one round over all points each, so that its
// samples span seconds: on a shared host a neighbour (another VM on the sibling hardware
// thread, a power cap) can slow a whole window down, and one short burst would make that
// window the headline. False when the run was stopped or a point gave no sample.
bool measurePoints(ProbeContext &ctx, const CpuInfo &cpu, ThreadTeam &team,
                   std::vector<Point> &points) {
    std::vector<Sink> sinks(static_cast<std::size_t>(team.size()));
    const int rounds = std::max(1, ctx.policy().headlineWindows);
    const double steps = static_cast<double>(points.size() * static_cast<std::size_t>(rounds));
    int done = 0;
    for (int round = 0; round < rounds; ++round) {
        for (Point &pt : points) {
            if (ctx.stopRequested())
                return false;
            const FormatKernel &k = *pt.rung->kernel;
            const int threads = pt.threads;
            ctx.progress(done / steps, std::string(k.format) + " (" + k.kernel + "), "
                                           + std::to_string(threads) + " thread(s), window "
                                           + std::to_string(round + 1) + "/"
                                           + std::to_string(rounds));
            const auto body = [&](std::uint64_t iters) {
                return team.runTimed(threads, [&](int t) { sinks[t].value = k.loop(iters); });
            };
            SampleRun run = ctx.sample(body);
            ++done;
            if (run.stopped || run.secondsPerIteration.empty())
                return false;
            if (round == 0)
                pt.run = std::move(run);
            else
                pt.run.merge(run);
            // The clock right after the window (a dependent add chain on the first CPU):
            // the lowest of the windows, so a slow window can be told from a slow clock.
            const double hz = CoreClock::measureHz(0.005);
            cpusupport::noteClock(cpu, hz);
            pt.clockHz = pt.clockHz > 0.0 ? std::min(pt.clockHz, hz) : hz;
        }
    }
    return true;
}

double bestRate(const Point &pt) {
    const auto &s = pt.run.secondsPerIteration;
    return s.empty()
               ? 0.0
               : pt.rung->opsPerIteration() * pt.threads / *std::min_element(s.begin(), s.end());
}

// All threads should deliver threads x the one-thread rate. Far less means the CPUs share
// execution units (SMT siblings, or virtual CPUs the hypervisor put on one physical core)
// or something else ran on them; the all-thread figure is then what this placement gives,
// and the user should know why it is not the spec sheet's.
void warnPoorScaling(ProbeContext &ctx, const std::vector<Rung> &rungs,
                     const std::vector<Point> &points, int allThreads) {
    for (const Rung &r : rungs) {
        double one = 0.0, all = 0.0;
        for (const Point &pt : points) {
            if (pt.rung == &r)
                (pt.threads == 1 ? one : all) = bestRate(pt);
        }
        const double scaling = one > 0.0 ? all / one : 0.0;
        if (one > 0.0 && all > 0.0 && scaling < 0.75 * allThreads)
            ctx.warn("poor-thread-scaling",
                     std::string(r.kernel->format) + " (" + r.kernel->kernel
                         + "): " + std::to_string(allThreads) + " threads reached "
                         + cpusupport::formatNumber(scaling, 2) + "x the one-thread rate "
                         + "(ideal " + std::to_string(allThreads)
                         + "x): the CPUs share execution units (SMT siblings, or virtual "
                           "CPUs placed on one physical core) or were busy with other "
                           "work");
    }
}

// The FMA rate is itself a clock (ClockReconciler's fma-implied method): the one-thread
// fp64 headline at the core's FLOP/cycle must lie within the clocks this run measured
// (turbo clocks drift by a few per cent between seconds), give or take the tolerance.
// Not when the FMA rate itself set the pipes (core source "measured"): no longer independent.
void checkFmaImpliedClock(ProbeContext &ctx, const CpuInfo &cpu, const std::vector<Point> &points) {
    for (const Point &pt : points) {
        const FormatKernel &k = *pt.rung->kernel;
        const double perCycle = k.ceilingPerCycle(cpu.core);
        if (std::string(k.format) != "fp64" || pt.threads != 1 || !(perCycle > 0.0)
            || !(cpu.clock.hz > 0.0) || cpu.core.source == "measured")
            continue;
        const double implied = bestRate(pt) / perCycle;
        const double low = std::min(cpu.clock.hz, pt.clockHz > 0.0 ? pt.clockHz : cpu.clock.hz);
        const double high = std::max(cpu.clock.hz, cpu.highestClockHz->load());
        const double tol = ClockReconciler::kTolerance;
        if (implied < low * (1.0 - tol) || implied > high * (1.0 + tol))
            ctx.warn("clock-disagreement",
                     "the fp64 headline (" + cpusupport::formatNumber(bestRate(pt) / 1e9, 1)
                         + " GFLOP/s on one core) at " + cpusupport::formatNumber(perCycle, 0)
                         + " FLOP/cycle (" + cpu.core.name + ") implies "
                         + cpusupport::formatNumber(implied / 1e9, 3) + " GHz, outside the "
                         + cpusupport::formatNumber(low / 1e9, 3) + "-"
                         + cpusupport::formatNumber(high / 1e9, 3)
                         + " GHz the run measured: the FLOP/cycle assumed for this core or the "
                           "clock is off");
    }
}

// Dot-product and tile instructions are judged by their measured rate per core
// (CoreModel::instructionRates, measured at detection). This probe samples the same loop
// for far longer: where its one-thread rate exceeds that ceiling (a detection window
// slowed by a neighbour), the ceiling is derived from its own rate instead.
std::optional<InstructionRate> instructionRate(const CpuInfo &cpu, const std::vector<Point> &points,
                                               const Point &pt) {
    const FormatKernel &k = *pt.rung->kernel;
    const InstructionRate *known = k.hasInstructionRate() ? cpu.core.rateFor(k.id) : nullptr;
    if (!known)
        return std::nullopt;
    double mine = 0.0;
    for (const Point &one : points) {
        if (one.rung == pt.rung && one.threads == 1 && cpu.clock.hz > 0.0)
            mine = bestRate(one) / cpu.clock.hz;
    }
    if (!(mine > known->ceilingOpsPerCycle * cpusupport::kCeilingTolerance))
        return *known;
    InstructionRate raised = CoreModel::instructionRate(
        k.id, k.kernel, mine, std::string(k.family) == "matrix" ? 0 : pt.rung->vectorBits,
        k.ceilingElementBits, k.ceilingOpsPerLane, known->publishedOpsPerCycle);
    raised.rule += " (cpu.compute's one-thread rate; at detection "
                   + cpusupport::formatNumber(known->measuredOpsPerCycle, 1) + " ops/cycle)";
    return raised;
}

// The point's throughput record: its samples and what was run (the kernel, its counts, the
// CPUs and the clock), before it is judged against a ceiling.
Measurement throughputRecord(const std::string &probe, const CpuInfo &cpu, const Point &pt) {
    const Rung &r = *pt.rung;
    const FormatKernel &k = *r.kernel;
    const int threads = pt.threads;
    const SampleRun &run = pt.run;
    Measurement m;
    m.probe = probe;
    m.metric = "throughput";
    m.format = k.format;
    m.kernel = k.kernel;
    m.threads = threads;
    m.unit = k.unit;
    m.better = Better::Higher;
    for (double s : run.secondsPerIteration)
        m.samples.push_back(r.opsPerIteration() * threads / s);
    m.finalize();
    auto &p = m.params;
    p.set("isa", k.isa);
    p.set("kernel_id", k.id);
    p.set("family", k.family);
    p.set("count_rule", k.countRule);
    p.set("counted_instructions", k.mnemonics);
    p.set("instructions_per_iteration", k.instructionsPerIteration);
    p.set("ops_per_instruction", r.opsPerInstruction);
    p.set("ops_per_iteration_per_thread", r.opsPerIteration());
    p.set("independent_chains", k.chains);
    p.set("vector_bits", r.vectorBits);
    // verified: its result checked on an executed run; on hardware unless only under qemu.
    p.set("kernel_verified", k.verified);
    p.set("kernel_verified_on_hardware", k.verified && !k.verifiedUnderEmulationOnly);
    if (!cpu.features.emulation.empty()) {
        // Timing under an emulator measures the emulator: never the hardware's figure.
        m.flags.emplace_back("emulated");
        p.set("emulated", cpu.features.emulation);
    }
    p.set("iterations_per_sample", static_cast<std::int64_t>(run.iterationsPerSample));
    p.set(param::kCoreClockHz, cpu.clock.hz);
    p.set("core_clock_hz_lowest_after_window", pt.clockHz);
    if (cpu.clock.hz > 0.0) {
        p.set("ops_per_cycle_per_core", m.value() / threads / cpu.clock.hz);
        cpusupport::flagClockUncertain(m, cpu, true);
    }
    p.set("cpus", cpusupport::cpuList(cpu.allowedCpus, threads));
    return m;
}

// Judges the record against the core's ceiling (FMA pipes x lanes, AMX tiles, or the
// instruction's measured rate), records it for the instruction-peak verdict and checks the
// implied instructions per cycle.
void judgeAgainstCeiling(Measurement &m, const CpuInfo &cpu, const std::vector<Point> &points,
                         const Point &pt) {
    const Rung &r = *pt.rung;
    const FormatKernel &k = *r.kernel;
    const int threads = pt.threads;
    auto &p = m.params;
    double perCycle = k.ceilingPerCycle(cpu.core);
    std::string rule =
        std::string(k.family) == "matrix"
            ? cpusupport::formatNumber(perCycle, 0) + " ops per cycle (AMX, " + cpu.core.name + ")"
            : std::to_string(cpu.core.fmaPipes) + " pipes x "
                  + std::to_string(std::min(r.vectorBits, cpu.core.fmaBits))
                  + "-bit lanes x ops per lane = " + cpusupport::formatNumber(perCycle, 0)
                  + " per cycle";
    const std::optional<InstructionRate> rate = instructionRate(cpu, points, pt);
    if (rate) {
        perCycle = rate->ceilingOpsPerCycle;
        rule = rate->rule;
    }
    cpusupport::setCeiling(m, perCycle, threads, rule, cpu);
    if (k.ceilingIsUpperBound(cpu.core))
        cpusupport::markUpperBound(m, k.kernel);
    if (rate && p.find(param::kCeiling)) {
        // Judged by what the instruction does on this core, not by the FMA pipes; the
        // library GEMM of the format (cpu.gemm, same run) is the second method.
        p.set(param::kCeilingBasis, rate->source);
        p.set(param::kCeilingSource, *p.find(param::kCeilingSource)->asString() + "; " + rate->rule
                                         + "; corroborated by cpu.gemm's " + k.format
                                         + " library GEMM (oneDNN) in the same run where it "
                                           "runs: its instruction_peak_verdict");
    }
    const JsonValue *ceiling = m.params.find(param::kCeiling);
    cpu.instructionPeaks->record({k.format, threads, m.value(), k.kernel,
                                  ceiling ? ceiling->asNumber() : 0.0,
                                  k.ceilingIsUpperBound(cpu.core)});
    if (std::string(k.family) == "vector")
        cpusupport::checkImpliedIpc(
            m, m.value() / threads / r.opsPerInstruction * mnemonicsPerGroup(k), cpu);
}

} // namespace

void ComputeProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    cpusupport::warnClockOnce(ctx, cpu);
    ThreadTeam team(cpu.allowedCpus);
    const std::vector<Rung> rungs = rungsFor(cpu, &ctx);
    const int allThreads = team.size();
    std::vector<Point> points = planPoints(rungs, allThreads);
    if (!measurePoints(ctx, cpu, team, points))
        return;
    if (allThreads > 1)
        warnPoorScaling(ctx, rungs, points, allThreads);
    checkFmaImpliedClock(ctx, cpu, points);
    for (const Point &pt : points) {
        Measurement m = throughputRecord(id(), cpu, pt);
        judgeAgainstCeiling(m, cpu, points, pt);
        ctx.emit(std::move(m), pt.run);
    }
    ctx.progress(1.0, "compute done");
}

} // namespace roofline::probes
