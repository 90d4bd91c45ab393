// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuGemmProbe.h"

#include "model/MeasurementParams.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/cpu/FormatLadder.h"
#include "probes/cpu/Interference.h"
#include "probes/cpu/OneDnn.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>
#include <chrono>
#include <sys/resource.h>

namespace roofline::probes {

namespace {

constexpr OneDnn::Format kFormats[] = {OneDnn::Format::Fp32, OneDnn::Format::Bf16,
                                       OneDnn::Format::Fp16, OneDnn::Format::Int8};

using FormatCeiling = CpuGemmProbe::FormatCeiling;

// The second method: the library against the format ladder's fastest loop of the same format
// and threads, when cpu.compute measured it earlier in this run. Recorded either way it can be;
// a library above the loop (the loop is wrong) and a corroborated low rate (the bound is not
// the core's rate) are said as warnings.
void compareWithLadder(ProbeContext &ctx, Measurement &m, const CpuInfo &cpu,
                       const std::string &library, bool sayCorroboration) {
    const auto peak = cpu.instructionPeaks->find(m.format, m.threads);
    if (!peak) {
        m.params.set("instruction_peak", JsonValue());
        m.params.set("instruction_peak_note",
                     "cpu.compute did not measure " + m.format + " on " + std::to_string(m.threads)
                         + " thread(s) before this probe in this run: no second method");
        return;
    }
    const double hz = std::max(cpu.clock.hz, cpu.highestClockHz->load());
    const auto oneThread = cpu.instructionPeaks->find(m.format, 1);
    const PeakAgreement a = compareWithInstructionPeak(m.value(), *peak, library, hz,
                                                       oneThread ? &*oneThread : nullptr);
    m.params.set("instruction_peak", peak->rate);
    m.params.set("instruction_peak_kernel", peak->kernel);
    m.params.set(param::kInstructionPeakRatio, a.ratio);
    m.params.set(param::kInstructionPeakVerdict, verdictName(a.verdict));
    if (a.verdict == PeakAgreement::Verdict::LibraryAbove) {
        m.flags.emplace_back("above-instruction-peak");
        ctx.warn("below-library", "cpu.compute " + a.text);
    } else if (a.verdict == PeakAgreement::Verdict::Corroborated && sayCorroboration) {
        ctx.warn("upper-bound-unreached", a.text);
    } else if (a.verdict == PeakAgreement::Verdict::NotComparable) {
        m.params.set("instruction_peak_note", a.text);
    }
}

// Below this median share of threads x wall the library's threads did not all run.
constexpr double kMinCpuShare = 0.85;

double processCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
           + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

} // namespace

// The best rung of the format (vector or matrix) this CPU runs: a library cannot beat the
// silicon, so that is its physical ceiling too.
FormatCeiling CpuGemmProbe::formatCeiling(const CpuInfo &cpu, const std::string &format) {
    FormatCeiling best;
    for (const FormatChoice &c : FormatLadder::choose(cpu.features, cpu.amx)) {
        if (c.format != format || c.status != FormatChoice::Status::Run)
            continue;
        const FormatKernel *k = findFormatKernel(c.kernelId);
        const double perCycle = k ? k->ceilingPerCycle(cpu.core) : 0.0;
        if (perCycle > best.perCycle)
            best = {perCycle,
                    std::string("the ") + k->kernel + " peak of "
                        + cpusupport::formatNumber(perCycle, 0) + " ops per cycle",
                    k->ceilingIsUpperBound(cpu.core), k->kernel};
    }
    return best;
}

void CpuGemmProbe::setFormatCeiling(Measurement &m, const FormatCeiling &c, int cores,
                                    const CpuInfo &cpu) {
    cpusupport::setCeiling(m, c.perCycle, cores, c.rule, cpu);
    if (c.upperBound)
        cpusupport::markUpperBound(m, c.kernel);
}

int CpuGemmProbe::sizeFor(Suite suite) {
    return suite == Suite::Full ? 4096 : 2048;
}

std::string CpuGemmProbe::description() const {
    return "Library GEMM: oneDNN matmul C = A x B of square shapes (2048, full suite 4096) in "
           "fp32, bf16, fp16 and int8 (u8 x s8 -> int32), B pre-packed in the layout oneDNN "
           "prefers, one and all threads; the implementation oneDNN chose is recorded. 2 M N K "
           "operations per call. oneDNN is loaded at run time (Debian libdnnl2).";
}

double CpuGemmProbe::estimatedSeconds(const RunConfig &config) const {
    // No library load here (listing probes must stay fast): assume half the fp32 ceiling,
    // twice that for bf16/fp16, four times for int8, and about 0.2 s to build each primitive.
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    const double n = sizeFor(config.suite);
    const double ops = 2.0 * n * n * n;
    const double fp32 = std::max(1e10, 0.5 * m_cpu->fp32FlopsPerCycle() * 3e9);
    const int cores = static_cast<int>(m_cpu->allowedCpus.size());
    double total = 0.3; // loading the library
    for (double speedup : {1.0, 2.0, 2.0, 4.0}) {
        total += 0.2;
        for (int threads : {1, cores}) {
            const double call = ops / (fp32 * speedup * threads);
            total += std::max(p.minSeconds, std::min(p.maxSeconds, 10.0 * call)) + 3.0 * call;
            if (cores == 1)
                break;
        }
    }
    return total;
}

void CpuGemmProbe::run(ProbeContext &ctx) {
    cpusupport::warnClockOnce(ctx, *m_cpu);
    // oneDNN's OpenMP pool takes the affinity of the thread that first runs a region.
    ThreadTeam::runUnpinned(m_cpu->allowedCpus, [&] { runOnLibraryThread(ctx); });
}

namespace {

// What every point of the run shares: the library, the square size and the thread counts.
struct GemmPlan {
    std::string probe;
    const CpuInfo &cpu;
    OneDnn &lib;
    int n = 0;
    std::vector<int> threadCounts;
    bool threadsSettable = false;
};

// One and all threads, or only the library's default where it does not let the engine set
// its thread count (said as a warning).
void planThreads(ProbeContext &ctx, GemmPlan &plan) {
    const int cores = static_cast<int>(plan.cpu.allowedCpus.size());
    plan.threadCounts = {1};
    if (cores > 1)
        plan.threadCounts.push_back(cores);
    plan.threadsSettable = plan.lib.setThreads(cores);
    if (cores > 1 && !plan.threadsSettable) {
        ctx.warn("not-supported", "cpu.gemm: oneDNN " + plan.lib.version() + " ("
                                      + plan.lib.runtime()
                                      + " runtime) does not let the engine set its thread "
                                        "count: only the library's default is measured");
        plan.threadCounts = {cores};
    }
}

// The samples of one matmul on `threads` threads, after a first call (JIT warm-up, page
// faults); `failed` and `error` say when a call failed, `cpuShares` the process's CPU time
// over threads x wall per sample.
SampleRun sampleMatmul(ProbeContext &ctx, OneDnn::Matmul *mm, int threads, bool &failed,
                       std::string &error, std::vector<double> &cpuShares) {
    failed = !mm->execute(&error); // first call: JIT warm-up, page faults
    // The library's worker threads are not ours to watch (worktime::Watch sees only this
    // one): the process's CPU time over threads x wall tells whether they all ran. A
    // compute-bound matmul keeps every thread busy, so a low share means the machine
    // was busy (or the library ran fewer threads than asked).
    const auto body = [&](std::uint64_t iters) {
        const worktime::Watch watch;
        const double cpu0 = processCpuSeconds();
        const auto t0 = std::chrono::steady_clock::now();
        for (std::uint64_t i = 0; i < iters && !failed; ++i)
            failed = !mm->execute(&error);
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (wall > 0.0)
            cpuShares.push_back((processCpuSeconds() - cpu0) / (wall * threads));
        return wall;
    };
    return failed ? SampleRun{} : ctx.sample(body);
}

Measurement gemmRecord(const GemmPlan &plan, OneDnn::Format f, int threads,
                       const OneDnn::Matmul &mm, const SampleRun &run) {
    const int n = plan.n;
    Measurement m;
    m.probe = plan.probe;
    m.metric = "throughput";
    m.format = OneDnn::formatName(f);
    m.kernel = "gemm_onednn";
    m.threads = threads;
    m.unit = f == OneDnn::Format::Int8 ? "OP/s" : "FLOP/s";
    m.better = Better::Higher;
    m.workingSetBytes = mm.bytes();
    for (double s : run.secondsPerIteration)
        m.samples.push_back(mm.operations() / s);
    m.finalize();
    auto &p = m.params;
    p.set("m", n);
    p.set("n", n);
    p.set("k", n);
    p.set("implementation", mm.implementation());
    p.set("library", plan.lib.library());
    p.set("library_version", plan.lib.version());
    p.set("library_runtime", plan.lib.runtime());
    p.set("types", OneDnn::typesOf(f));
    p.set("layout", "A and C row-major; B in oneDNN's preferred (packed) layout, packed "
                    "once before timing");
    p.set("count_rule", "2 M N K per call (every multiply-add counts 2)");
    p.set("iterations_per_sample", static_cast<std::int64_t>(run.iterationsPerSample));
    p.set("threads_set_by_engine", plan.threadsSettable);
    p.set(param::kCoreClockHz, plan.cpu.clock.hz);
    p.set("timing", "steady_clock around whole calls (execute + stream wait)");
    return m;
}

// The median share of the CPU time the library's threads got; below kMinCpuShare the figure
// is flagged "disturbed" and a warning says why.
void judgeCpuShare(ProbeContext &ctx, Measurement &m, std::vector<double> &cpuShares, int threads) {
    if (cpuShares.empty())
        return;
    std::sort(cpuShares.begin(), cpuShares.end());
    const double share = cpuShares[cpuShares.size() / 2];
    m.params.set("library_threads_cpu_share_median", share);
    if (share < kMinCpuShare) {
        m.flags.emplace_back("disturbed");
        ctx.warn("interference", "cpu.gemm " + m.format + ", " + std::to_string(threads)
                                     + " thread(s): the library's threads got "
                                     + cpusupport::formatNumber(100 * share, 0)
                                     + " % of the CPU time they would use running throughout "
                                       "(other work on the machine, or fewer threads than "
                                       "asked); the figure is flagged \"disturbed\"");
    }
}

// What follows a point: the next thread count, the next format (this one cannot run), or
// nothing (stopped).
enum class Next { Point, Format, Stop };

// Builds, samples, records and judges the format's matmul on `threads` threads.
Next measurePoint(ProbeContext &ctx, const GemmPlan &plan, OneDnn::Format f,
                  const FormatCeiling &ceiling, int threads, int &done, double steps) {
    const std::string format = OneDnn::formatName(f);
    // oneDNN partitions the work when the primitive is created, for the threads the
    // library may use then: one primitive per thread count, as a framework would run.
    if (plan.threadsSettable)
        plan.lib.setThreads(threads);
    ctx.progress(done / steps, format + ": building the oneDNN matmul for "
                                   + std::to_string(threads) + " thread(s)");
    std::string error;
    const auto mm = plan.lib.matmul(plan.n, plan.n, plan.n, f, &error);
    if (!mm) {
        ctx.warn("not-supported", "cpu.gemm " + format + ": " + error + "; not measured");
        done += static_cast<int>(plan.threadCounts.size());
        return Next::Format;
    }
    ctx.progress(done / steps, format + " " + std::to_string(plan.n) + "^3 matmul ("
                                   + mm->implementation() + "), " + std::to_string(threads)
                                   + " thread(s)");
    bool failed = false;
    std::vector<double> cpuShares;
    SampleRun run = sampleMatmul(ctx, mm.get(), threads, failed, error, cpuShares);
    ++done;
    if (failed) {
        ctx.warn("probe-failed", "cpu.gemm " + format + ": " + error);
        return Next::Format;
    }
    if (run.stopped || run.secondsPerIteration.empty())
        return Next::Stop;
    Measurement m = gemmRecord(plan, f, threads, *mm, run);
    judgeCpuShare(ctx, m, cpuShares, threads);
    CpuGemmProbe::setFormatCeiling(m, ceiling, threads, plan.cpu);
    // A corroborated low rate is said once per format (its first thread count); a
    // library above the loop at every thread count.
    compareWithLadder(ctx, m, plan.cpu, "oneDNN " + plan.lib.version(),
                      threads == plan.threadCounts.front());
    ctx.emit(std::move(m), run);
    return Next::Point;
}

} // namespace

void CpuGemmProbe::runOnLibraryThread(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    ctx.progress(0.0, "loading oneDNN");
    OneDnn &lib = OneDnn::instance();
    if (!lib.available()) {
        ctx.warn("unavailable", "cpu.gemm: oneDNN " + lib.status());
        return;
    }
    GemmPlan plan{id(), cpu, lib, sizeFor(ctx.suite()), {}, false};
    planThreads(ctx, plan);
    const double steps = static_cast<double>(std::size(kFormats) * plan.threadCounts.size());
    int done = 0;
    for (OneDnn::Format f : kFormats) {
        if (ctx.stopRequested())
            return;
        const FormatCeiling ceiling = formatCeiling(cpu, OneDnn::formatName(f));
        for (int threads : plan.threadCounts) {
            if (ctx.stopRequested())
                return;
            const Next next = measurePoint(ctx, plan, f, ceiling, threads, done, steps);
            if (next == Next::Stop)
                return;
            if (next == Next::Format)
                break;
        }
    }
    ctx.progress(1.0, "GEMM done");
}

} // namespace roofline::probes
