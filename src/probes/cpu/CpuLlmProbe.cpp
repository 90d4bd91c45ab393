// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuLlmProbe.h"

#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/LlmCaseRunner.h"
#include "probes/cpu/OneDnn.h"
#include "probes/cpu/ThreadTeam.h"
#include "probes/llm/LlmBudget.h"
#include "probes/llm/LlmRecords.h"
#include "probes/llm/LlmStepPlan.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>

namespace roofline::probes {

namespace {

using llmcpu::CaseRunner;
using llmcpu::Ceilings;
using llmcpu::Workers;

std::uint64_t memAvailable() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    std::uint64_t kb = 0;
    std::string unit;
    while (in >> key >> kb >> unit) {
        if (key == "MemAvailable:")
            return kb * 1024;
    }
    return 0;
}

std::string gigabytes(double bytes) {
    return cpusupport::formatNumber(bytes / 1e9, 2) + " GB";
}

// Sampling of the references and the layer replays, per suite: enough passes for a median and
// a spread, short enough that one model in two formats stays within a minute (standard).
LlmBudget::Rule ruleFor(const RunConfig &config) {
    LlmBudget::Rule b;
    if (config.suite == Suite::Quick) {
        b.minPasses = 3;
        b.minSeconds = 0.05;
        b.maxSeconds = 0.4;
    } else if (config.suite == Suite::Standard) {
        b.minPasses = 5;
        b.minSeconds = 0.2;
        b.maxSeconds = 1.2;
    } else {
        b.minPasses = 10;
        b.minSeconds = 0.6;
        b.maxSeconds = 3.0;
    }
    if (config.pointSeconds > 0.0)
        b.maxSeconds = std::min(b.maxSeconds, config.pointSeconds);
    b.minSeconds = std::min(b.minSeconds, b.maxSeconds);
    return b;
}

// What one case is expected to take: setup (weights filled, the library's reorders) at about
// 5 GB/s and passes of the layer at about 20 GB/s and 100 GFLOP/s.
struct CaseCost {
    double setup = 0, pass = 0;
};
CaseCost costOf(const LlmCaseSpec &c) {
    double bytes = 0, flops = 0;
    for (const LlmKernelSpec &k : c.kernels) {
        bytes += k.bytes * k.instances();
        flops += k.flops * k.instances();
    }
    return {bytes / 5e9, bytes / 20e9 + flops / 100e9};
}

// The probe's own time budget: twice its estimate + 30 s. The supervisor's cap is 3 x the whole
// plan's estimate + 60 s, so cpu.llm within that leaves the other probes their margin (and an
// engine --time-cap closer than that wins); the 30 s keep a small plan measurable on a busy
// machine or under a sanitizer, where its few seconds of estimate are far off.
constexpr double kBudgetFactor = 2.0;
constexpr double kBudgetMarginSeconds = 30.0;

SamplingPolicy referencePolicy(const RunConfig &config) {
    SamplingPolicy p = SamplingPolicy::forConfig(config);
    const LlmBudget::Rule b = ruleFor(config);
    p.minSamples = b.minPasses;
    p.minSeconds = b.minSeconds;
    p.maxSeconds = b.maxSeconds;
    p.targetCov = 0.01;
    p.headlineWindows = 1;
    return p;
}

} // namespace

std::string CpuLlmProbe::description() const {
    return "The LLM step of the model in the plan (--llm-plan; roofline probe --llm MODEL): every "
           "distinct GEMM of one layer with real-sized random weights (oneDNN matmul; the "
           "engine's own blocked kernel without the library), attention over the KV cache "
           "(decode) or causal over the prompt (prefill) with the engine's own kernel, and the "
           "lm_head, at each batch and format of the plan; the layer is replayed call by call. "
           "Per kernel: time, bytes/s, FLOP/s, bound and efficiency against this run's DRAM "
           "read bandwidth and library GEMM peak; the step: the sum over layers and lm_head.";
}

double CpuLlmProbe::estimatedSeconds(const RunConfig &config) const {
    if (!config.llmPlan)
        return 0.5;
    // References: the DRAM read and a library GEMM per format; each case: setup, a warm-up
    // pass and the replay.
    const LlmBudget::Rule b = ruleFor(config);
    double total = 1.0 + 3.0 * b.maxSeconds;
    for (const LlmCaseSpec &c : config.llmPlan->cases) {
        if (!c.notMeasured.empty())
            continue;
        const CaseCost cost = costOf(c);
        total += cost.setup + std::clamp(b.minPasses * cost.pass, b.minSeconds, b.maxSeconds)
                 + cost.pass;
    }
    return total;
}

double CpuLlmProbe::budgetSeconds(const ProbeContext &ctx) const {
    // ROOFLINE_LLM_BUDGET_SECONDS (expert and test knob): another budget, e.g. 0 to see every
    // case recorded as not measured for the budget.
    if (const char *v = std::getenv("ROOFLINE_LLM_BUDGET_SECONDS"); v && *v) {
        char *end = nullptr;
        const double s = std::strtod(v, &end);
        if (end && *end == '\0' && s >= 0)
            return s;
    }
    // An engine --time-cap closer than that wins (a few seconds kept to end the run).
    return std::min(kBudgetFactor * estimatedSeconds(ctx.config()) + kBudgetMarginSeconds,
                    ctx.secondsLeft() - 5.0);
}

void CpuLlmProbe::run(ProbeContext &ctx) {
    cpusupport::warnClockOnce(ctx, *m_cpu);
    // oneDNN's OpenMP pool takes the affinity of the thread that first runs a region.
    ThreadTeam::runUnpinned(m_cpu->allowedCpus, [&] { runOnLibraryThread(ctx); });
}

namespace {

// Sets oneDNN's threads and starts its pool, or says that GEMMs run on the engine's own kernel.
void startLibrary(ProbeContext &ctx, OneDnn &lib, int cores) {
    if (lib.available()) {
        lib.setThreads(cores);
        // The OpenMP pool starts with the first parallel region and its workers inherit this
        // thread's affinity then: start it before the ThreadTeam pins this thread to one CPU,
        // or every library worker would share that CPU.
        std::string ignored;
        if (auto warm = lib.matmul(64, 64, 64, OneDnn::Format::Fp32, &ignored))
            warm->execute(&ignored);
    } else
        ctx.warn("unavailable", "cpu.llm: oneDNN " + lib.status()
                                    + "; GEMMs run on the engine's own kernel (fp32 and bf16)");
}

// The formats of the plan's cases, in order, and fp32 (attention's arithmetic).
std::vector<std::string> formatsOf(const LlmStepPlan &plan) {
    std::vector<std::string> formats;
    for (const LlmCaseSpec &c : plan.cases) {
        if (std::find(formats.begin(), formats.end(), c.format) == formats.end())
            formats.push_back(c.format);
    }
    if (std::find(formats.begin(), formats.end(), "fp32") == formats.end())
        formats.emplace_back("fp32"); // attention's arithmetic
    return formats;
}

// Why the case cannot run now (empty: it can): more memory than is available, or more time
// than the budget has left.
std::string whyNotNow(const LlmCaseSpec &c, const CpuInfo &cpu, const LlmBudget &budget) {
    const double need = CaseRunner::bytesNeeded(c, cpu.caches.lastLevelBytes());
    const double avail = static_cast<double>(memAvailable());
    if (avail > 0 && need > 0.8 * avail)
        return "one layer, the lm_head and the KV cache need " + gigabytes(need) + " and "
               + gigabytes(avail) + " of memory are available (at most 80 % is used)";
    // Even one pass would overrun the budget: this case is left out, said so, rather than
    // the whole run killed at the supervisor's cap with every case lost.
    const CaseCost cost = costOf(c);
    if (budget.remaining() < cost.setup + 2 * cost.pass)
        return "the probe's time budget (" + cpusupport::formatNumber(budget.total(), 0)
               + " s: the machine is busy or slower than estimated) left "
               + cpusupport::formatNumber(std::max(0.0, budget.remaining()), 1)
               + " s, less than its setup and two passes need (about "
               + cpusupport::formatNumber(cost.setup + 2 * cost.pass, 1) + " s)";
    return {};
}

// What every case of the run shares.
struct LlmRun {
    std::string probe;
    const LlmStepPlan &plan;
    const CpuInfo &cpu;
    OneDnn &lib;
    Workers &team;
    LlmBudget &budget;
    LlmBudget::Rule rule;
};

// Prepares and replays one case and emits its records; false when the run was stopped.
bool measureCase(ProbeContext &ctx, const LlmRun &run, const LlmCaseSpec &c, double progress,
                 Ceilings &ceilings) {
    const std::string name = "cpu.llm " + c.id;
    ctx.progress(progress, c.id + ": allocating one layer's weights");
    CaseRunner runner(c, run.lib, run.team, run.cpu);
    if (std::string why; !runner.prepare(&why)) {
        ctx.notMeasured(name + ": not measured because " + why,
                        llmrecords::caseRecord(run.plan, c, why));
        return true;
    }
    ctx.progress(progress, c.id + ": replaying the layer (" + runner.summary() + ")");
    // The DRAM read again right before the replay: this VM's bandwidth switches between
    // modes within a run (35 and 80 GB/s seen minutes apart), so the ceiling is the best
    // the run has shown so far, this moment's reading included (params dram_read_now).
    const double readNow = llmcpu::dramReadNow(ctx, run.team, ceilings);
    ceilings.dramBandwidth = std::max(ceilings.dramBandwidth, readNow);
    if (std::string why; !runner.replay(run.rule, run.budget, ctx, &why)) {
        if (ctx.stopRequested())
            return false;
        ctx.warn("probe-failed", name + ": " + why);
        return true;
    }
    for (Measurement &m : runner.measurements(run.probe, ceilings)) {
        m.params.set("dram_read_now", readNow);
        m.params.set("model", run.plan.modelId);
        m.params.set("model_name", run.plan.modelName);
        ctx.emit(std::move(m));
    }
    return true;
}

} // namespace

void CpuLlmProbe::runOnLibraryThread(ProbeContext &ctx) {
    const std::shared_ptr<const LlmStepPlan> plan = ctx.config().llmPlan;
    if (!plan) {
        ctx.warn("not-measured", "cpu.llm: not measured because no LLM step plan was given "
                                 "(roofline probe --llm MODEL, or roofline-probe --llm-plan FILE)");
        return;
    }
    // Started with the probe, so the references count against it too.
    LlmBudget budget(budgetSeconds(ctx));
    const CpuInfo &cpu = *m_cpu;
    const int cores = static_cast<int>(cpu.allowedCpus.size());
    OneDnn &lib = OneDnn::instance();
    startLibrary(ctx, lib, cores);

    ctx.progress(0.0, "measuring this run's DRAM read bandwidth and library GEMM peaks");
    const SamplingPolicy policy = referencePolicy(ctx.config());
    const std::vector<std::string> formats = formatsOf(*plan);
    Workers team(lib, cpu.allowedCpus);
    Ceilings ceilings = llmcpu::measureCeilings(ctx, cpu, lib, team, formats, policy);
    if (ctx.stopRequested())
        return;

    const LlmRun run{id(), *plan, cpu, lib, team, budget, ruleFor(ctx.config())};
    const double cases = static_cast<double>(plan->cases.size());
    std::size_t casesLeft = 0;
    for (const LlmCaseSpec &c : plan->cases)
        casesLeft += c.notMeasured.empty() ? 1 : 0;
    for (std::size_t ci = 0; ci < plan->cases.size(); ++ci) {
        if (ctx.stopRequested())
            return;
        const LlmCaseSpec &c = plan->cases[ci];
        std::string reason = c.notMeasured;
        if (reason.empty()) {
            reason = whyNotNow(c, cpu, budget);
            if (!reason.empty())
                --casesLeft;
        }
        if (!reason.empty()) {
            ctx.notMeasured("cpu.llm " + c.id + ": not measured because " + reason,
                            llmrecords::caseRecord(*plan, c, reason));
            continue;
        }
        budget.beginCase(casesLeft--);
        if (!measureCase(ctx, run, c, 0.1 + 0.9 * ci / cases, ceilings))
            return;
    }
    ctx.progress(1.0, "LLM step done");
}

} // namespace roofline::probes
