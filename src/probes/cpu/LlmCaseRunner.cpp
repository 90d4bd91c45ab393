// SPDX-License-Identifier: MIT
#include "probes/cpu/LlmCaseRunner.h"

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/cpu/LlmCaseKernel.h"
#include "probes/engine/Statistics.h"
#include "probes/engine/SteadyClock.h"
#include "probes/llm/LlmRecords.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sys/resource.h>

namespace roofline::probes::llmcpu {

namespace {

using Clock = std::chrono::steady_clock;

// Involuntary context switches of every thread of the process (getrusage): a call during which
// one happened lost its CPU to another task for at least a scheduler slice (4-8 ms seen here
// under other users' builds), which says nothing about the kernel.
long involuntarySwitches() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_nivcsw;
}

double processCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
           + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

double coefficientOfVariation(const std::vector<double> &v) {
    if (v.size() < 2)
        return 1.0;
    double mean = 0, var = 0;
    for (double x : v)
        mean += x / double(v.size());
    for (double x : v)
        var += (x - mean) * (x - mean) / double(v.size() - 1);
    return mean > 0 ? std::sqrt(var) / mean : 1.0;
}

} // namespace

CaseRunner::CaseRunner(const LlmCaseSpec &c, OneDnn &lib, Workers &team, const CpuInfo &cpu)
    : m_case(c)
    , m_lib(lib)
    , m_team(team)
    , m_cpu(cpu) {}

CaseRunner::~CaseRunner() = default;

int CaseRunner::copiesFor(const LlmCaseSpec &c, std::uint64_t lastLevelCache) {
    double weights = 0;
    for (const LlmKernelSpec &k : c.kernels) {
        if (k.op == LlmKernelSpec::Op::Gemm)
            weights +=
                k.instances() * double(k.n) * double(k.k) * LlmStepPlan::bytesOf(k.weightsFormat);
    }
    if (!(weights > 0))
        return 1;
    return std::clamp(static_cast<int>(std::ceil(4.0 * double(lastLevelCache) / weights)), 1, 64);
}

double CaseRunner::bytesNeeded(const LlmCaseSpec &c, std::uint64_t lastLevelCache) {
    double total = 0;
    const int copies = copiesFor(c, lastLevelCache);
    for (const LlmKernelSpec &k : c.kernels) {
        if (k.op == LlmKernelSpec::Op::Gemm) {
            const double wb = LlmStepPlan::bytesOf(k.weightsFormat);
            total += copies * k.instances() * double(k.n) * double(k.k) * wb
                     + double(k.m) * double(k.k + k.n) * 4.0 * k.instances() * copies;
        } else {
            const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
            total += double(k.batch) * double(k.kvHeads) * double(k.keys)
                         * (k.headDim + (k.sharedKv ? 0 : k.vDim)) * kvb
                     + double(k.batch) * double(k.queries) * k.heads * (k.headDim + k.vDim) * 4.0;
        }
    }
    return total;
}

bool CaseRunner::prepare(std::string *why) {
    m_copies = copiesFor(m_case, m_cpu.caches.lastLevelBytes());
    for (const LlmKernelSpec &k : m_case.kernels) {
        auto kernel = CaseKernel::build(k, m_copies, m_lib, m_team, why);
        if (!kernel)
            return false;
        m_kernels.push_back(std::move(kernel));
    }
    return true;
}

std::string CaseRunner::summary() const {
    int calls = 0;
    double weights = 0;
    for (const auto &k : m_kernels) {
        calls += k->calls;
        if (k->spec->op == LlmKernelSpec::Op::Gemm)
            weights += k->calls * double(k->spec->n) * double(k->spec->k)
                       * LlmStepPlan::bytesOf(k->spec->weightsFormat);
    }
    return std::to_string(m_kernels.size()) + " kernels, " + std::to_string(calls) + " calls, "
           + cpusupport::formatNumber(weights / 1e9, 2) + " GB of weights";
}

namespace {

using Kernels = std::vector<std::unique_ptr<CaseKernel>>;

// A kernel left with fewer than three clean calls keeps its disturbed ones too (and the
// flag "disturbed"): a figure with a stated flaw, not none.
void keepDisturbedWhereTooFew(Kernels &kernels) {
    for (auto &k : kernels) {
        if (k->samples.size() < 3) {
            k->samples.insert(k->samples.end(), k->disturbed.begin(), k->disturbed.end());
            k->mergedDisturbed = !k->disturbed.empty();
        }
    }
}

// The step's samples: its q-quantile is the sum over kernels of each kernel's q-quantile
// call time x calls per step (sample i of n: q = i / (n - 1)), so its median is the sum of
// the kernel medians. A pass-by-pass sum would let one preempted call among hundreds (a
// scheduler tick of another task: 4-8 ms on the dev VM) spoil every pass.
std::vector<double> stepSamplesOf(const Kernels &kernels, int passes) {
    std::vector<std::vector<double>> samples;
    std::vector<double> calls;
    for (const auto &k : kernels) {
        samples.push_back(k->samples);
        calls.push_back(k->spec->callsPerStep());
    }
    return llmrecords::stepSamples(samples, calls, static_cast<std::size_t>(passes));
}

} // namespace

bool CaseRunner::replay(const LlmBudget::Rule &rule, const LlmBudget &budget, ProbeContext &ctx,
                        std::string *why) {
    const auto onePass = [&](bool record) {
        for (auto &k : m_kernels) {
            for (int i = 0; i < k->calls; ++i) {
                double s = 0;
                const long before = involuntarySwitches();
                if (!k->call(i, m_team, &s, why))
                    return false;
                if (record)
                    (involuntarySwitches() == before ? k->samples : k->disturbed).push_back(s);
            }
        }
        return true;
    };
    m_rule = rule;
    m_caseShare = budget.caseShare();
    if (!onePass(false)) // warm-up: JIT, page faults, caches of the activations
        return false;
    const auto t0 = Clock::now();
    std::vector<double> passSeconds;
    while (!ctx.stopRequested()) {
        const double cpu0 = processCpuSeconds();
        const auto p0 = Clock::now();
        if (!onePass(true))
            return false;
        const double wall = secondsSince(p0);
        passSeconds.push_back(wall);
        if (wall > 0)
            m_cpuShares.push_back((processCpuSeconds() - cpu0) / (wall * m_team.size()));
        ++m_passes;
        std::size_t fewest = SIZE_MAX;
        for (const auto &k : m_kernels)
            fewest = std::min(fewest, k->samples.size());
        m_stoppedBy = LlmBudget::decide(rule, m_passes, fewest, secondsSince(t0),
                                        coefficientOfVariation(passSeconds), budget.caseSpent());
        if (m_stoppedBy != LlmBudget::Stop::No)
            break;
    }
    keepDisturbedWhereTooFew(m_kernels);
    if (m_passes == 0) {
        *why = "stopped before a pass finished";
        return false;
    }
    m_stepSamples = stepSamplesOf(m_kernels, m_passes);
    return true;
}

namespace {

double peakOf(const std::map<std::string, double> &m, const std::string &f) {
    const auto it = m.find(f);
    return it == m.end() ? 0.0 : it->second;
}

} // namespace

Measurement CaseRunner::commonRecord(const std::string &probe) const {
    Measurement m = llmrecords::caseMeasurement(probe, m_case, m_team.size());
    auto &p = m.params;
    p.set("passes", m_passes);
    // How the replay ended: the passes asked and why it stopped (a busy machine: the case's
    // share of the probe's time budget, fewer passes; never a figure not measured).
    p.set("passes_asked", m_rule.minPasses);
    p.set("stopped_by", LlmBudget::name(m_stoppedBy));
    p.set("case_budget_seconds", m_caseShare);
    p.set("timing", "steady_clock around each call (library: execute + stream wait; engine "
                    "kernels: common start to the last thread's end), the layer replayed "
                    "call by call with its own weights per call");
    return m;
}

Measurement CaseRunner::kernelRecord(const std::string &probe, const CaseKernel &k,
                                     const Ceilings &ceilings, llmrecords::StepTotals &totals,
                                     double &allCallsStep) const {
    const LlmKernelSpec &s = *k.spec;
    Measurement m = commonRecord(probe);
    llmrecords::setSamples(m, "llm_kernel", s.id, k.samples);
    m.params.set("clean_calls", static_cast<std::int64_t>(k.samples.size()));
    // What a tool that keeps every call (llama-bench's mean over tokens) would report.
    std::vector<double> all = k.samples;
    if (!k.mergedDisturbed)
        all.insert(all.end(), k.disturbed.begin(), k.disturbed.end());
    m.params.set("all_calls_median_seconds", Statistics::median(all));
    allCallsStep += Statistics::median(all) * s.callsPerStep();
    m.params.set("disturbed_calls", static_cast<std::int64_t>(k.disturbed.size()));
    if (k.mergedDisturbed)
        m.flags.emplace_back("disturbed");
    const double t = m.stats.median;
    // The roofline of this kernel on this run's ceilings: which roof its counts hit first.
    const std::string computeFormat =
        s.op == LlmKernelSpec::Op::Attention ? std::string("fp32") : s.weightsFormat;
    auto &p = m.params;
    llmrecords::setKernelShape(p, s);
    p.set("weight_copies", m_copies);
    p.set("implementation", k.implementation);
    llmrecords::finishKernel(m, s, k.bytesPerCall, k.opsPerCall, k.calls, ceilings.dramBandwidth,
                             peakOf(ceilings.libraryPeak, computeFormat), totals);
    if (const double isa = peakOf(ceilings.isaPeak, computeFormat); isa > 0 && t > 0)
        p.set("mfu_isa", k.opsPerCall / t / isa);
    return m;
}

Measurement CaseRunner::stepRecord(const std::string &probe, const Ceilings &ceilings,
                                   const llmrecords::StepTotals &totals,
                                   double allCallsStep) const {
    Measurement step = commonRecord(probe);
    llmrecords::setSamples(step, "llm_step", "step", m_stepSamples);
    auto &p = step.params;
    llmrecords::setStepParams(p, m_case, step.stats.median, totals, ceilings.dramBandwidth,
                              peakOf(ceilings.libraryPeak, m_case.format));
    p.set("all_calls_step_seconds", allCallsStep);
    p.set("step_rule", "sample q of the step = sum over kernels of the q-quantile of its call "
                       "times x calls per step (per layer x layers; lm_head once): the median "
                       "is the sum of the kernel medians; embedding, norms, element-wise "
                       "kernels and sampling are not measured (the analytic step counts them)");
    if (!m_cpuShares.empty())
        p.set("threads_cpu_share_median", Statistics::median(m_cpuShares));
    return step;
}

std::vector<Measurement> CaseRunner::measurements(const std::string &probe,
                                                  const Ceilings &ceilings) const {
    std::vector<Measurement> out;
    double allCallsStep = 0;
    llmrecords::StepTotals totals;
    for (const auto &k : m_kernels)
        out.push_back(kernelRecord(probe, *k, ceilings, totals, allCallsStep));
    out.push_back(stepRecord(probe, ceilings, totals, allCallsStep));
    return out;
}

} // namespace roofline::probes::llmcpu
