// SPDX-License-Identifier: MIT
#include "cuda/CudaLlmProbe.h"

#include "cuda/CublasLt.h"
#include "cuda/CudaLlmCase.h"
#include "cuda/CudaLlmGemm.h"
#include "cuda/CudaRuntime.h"
#include "cuda/GpuCeilings.h"
#include "cuda/Kernels.h"
#include "cuda/LlmDevicePlan.h"
#include "cuda/SweepPlan.h"
#include "probes/llm/LlmRecords.h"
#include "probes/llm/LlmStepPlan.h"

#include <algorithm>
#include <cmath>

namespace roofline::cuda {

using probes::LlmCaseSpec;
using probes::LlmStepPlan;
using probes::Measurement;
using probes::ProbeContext;
using probes::RunConfig;
using probes::SamplingPolicy;

namespace {

// Sampling per kernel: the engine's policy with the suite's bounds, shorter than a ceiling
// point (a plan has tens of kernels per case).
SamplingPolicy kernelPolicy(const RunConfig &config) {
    SamplingPolicy p = SamplingPolicy::forConfig(config);
    p.minSamples = config.suite == probes::Suite::Quick ? 3 : 5;
    p.minSeconds = config.suite == probes::Suite::Quick ? 0.02 : 0.05;
    p.maxSeconds = config.suite == probes::Suite::Full ? 1.0 : 0.3;
    if (config.pointSeconds > 0.0)
        p.maxSeconds = std::min(p.maxSeconds, config.pointSeconds);
    p.minSeconds = std::min(p.minSeconds, p.maxSeconds);
    p.targetCov = 0.01;
    p.headlineWindows = 1;
    return p;
}

} // namespace

std::string CudaLlmProbe::description() const {
    return "The LLM step of the model in the plan (--llm-plan; roofline probe --llm MODEL) on "
           "this GPU: every distinct GEMM of one layer with real-sized random weights through "
           "cuBLASLt (bf16, fp16, fp8, int8 where the GPU has them), decode attention over the "
           "KV cache and causal prefill attention over the prompt with cuda.llm's own kernels, "
           "and the lm_head, at each batch and format of "
           "the plan; each kernel timed back to back behind the launch latch over copies that "
           "keep it out of L2. Per kernel: time, bytes/s, FLOP/s, bound and efficiency against "
           "this run's HBM read bandwidth and cuBLASLt peak (prefill attention: the fp32 FMA "
           "units' theoretical peak); the step: the sum over layers and "
           "lm_head.";
}

double CudaLlmProbe::estimatedSeconds(const RunConfig &config) const {
    if (!config.llmPlan)
        return 0.5;
    const SamplingPolicy p = kernelPolicy(config);
    double total = 3.0; // the HBM read and a GEMM peak per format
    for (const LlmCaseSpec &c : config.llmPlan->cases) {
        if (c.notMeasured.empty())
            total += static_cast<double>(c.kernels.size()) * (p.maxSeconds + 0.2);
    }
    return total;
}

void CudaLlmProbe::runOnDevice(ProbeContext &ctx) {
    const std::shared_ptr<const LlmStepPlan> plan = ctx.config().llmPlan;
    if (!plan) {
        ctx.warn("not-measured", "cuda.llm: not measured because no LLM step plan was given "
                                 "(roofline probe --llm MODEL, or roofline-probe --llm-plan FILE)");
        return;
    }
    if (reportedUnavailable(ctx, *plan))
        return;
    const RunConfig &cfg = ctx.config();
    const double clock = std::max(measuredClockHz(), spec().smClockHz);
    LlmGpuCeilings ceilings;
    ceilings.fmaPeak = GpuCeilings::fmaPeak(spec(), "fp32", clock);

    // The run's own ceilings first: the HBM read (cuda.bandwidth's kernel on one array of at
    // least 8 × L2) and cuBLASLt's peak per format on a large square.
    ctx.progress(0.0, "measuring this run's HBM read bandwidth and cuBLASLt peaks");
    const SamplingPolicy ceilingPolicy = [&] {
        SamplingPolicy p = SamplingPolicy::forConfig(cfg);
        p.headlineWindows = 1;
        return p;
    }();
    measureHbmCeiling(ctx, ceilingPolicy, ceilings);
    if (!measureGemmPeaks(ctx, *plan, ceilingPolicy, clock, ceilings))
        return;
    measureCases(ctx, *plan, clock, ceilings);
}

void CudaLlmProbe::notMeasured(ProbeContext &ctx, const LlmStepPlan &plan, const LlmCaseSpec &c,
                               const std::string &reason) const {
    ctx.notMeasured("cuda.llm " + c.id + ": not measured because " + reason,
                    probes::llmrecords::caseRecord(plan, c, reason));
}

bool CudaLlmProbe::reportedUnavailable(ProbeContext &ctx, const LlmStepPlan &plan) const {
    {
        CudaRuntimeApi api;
        if (const auto why = llm::deviceUnavailable(api, ordinal())) {
            for (const LlmCaseSpec &c : plan.cases)
                notMeasured(ctx, plan, c, *why);
            return true;
        }
    }
    CublasLt &lt = CublasLt::instance();
    if (!lt.available()) {
        for (const LlmCaseSpec &c : plan.cases)
            notMeasured(ctx, plan, c, lt.status());
        return true;
    }
    return false;
}

void CudaLlmProbe::measureHbmCeiling(ProbeContext &ctx, const SamplingPolicy &ceilingPolicy,
                                     LlmGpuCeilings &ceilings) {
    const RunConfig &cfg = ctx.config();
    const GridPlan grid = SweepPlan::streamingGrid(spec());
    const std::uint64_t bytes = SweepPlan::hbmArrayBytes(spec(), cfg, 1);
    DeviceBuffer a(bytes), sink(64);
    Stream s;
    kernels::fillRandom(a.data(), bytes / 8, ~0ull, 0, 0x4242, s.get());
    s.sync();
    const kernels::Launch full{grid.blocks, grid.threads, s.get()};
    const std::uint64_t vectors = bytes / 16;
    if (!kernels::wholePasses(vectors, full))
        throw CudaError("cuda.llm: the HBM array is not a whole number of grid passes");
    const auto run = ctx.sample(
        [&](std::uint64_t iters) {
            return timeOnStream(s.get(), iters, [&](cudaStream_t) {
                kernels::streamRead(a.data(), vectors, sink.data(), full);
            });
        },
        ceilingPolicy);
    check(cudaGetLastError(), "HBM read");
    const SweepPlan::Level level = SweepPlan::bandwidthLevel(spec(), bytes, false);
    Measurement m = measurement("llm_ceiling", level.level.c_str(), "", "read", "B/s");
    m.samples = ratesOf(run, static_cast<double>(bytes));
    m.workingSetBytes = bytes;
    if (!level.note.empty())
        m.params.set("level_note", level.note);
    m.params.set("role", "the memory ceiling cuda.llm's kernels are judged by");
    m.params.set("method", "cuda.bandwidth's read kernel (16-byte ld.global.cs, one wave)");
    m.finalize();
    ceilings.hbmRead = m.stats.best;
    emit(ctx, std::move(m), GpuCeilings::memoryBandwidth(spec()),
         "bus width / 8 x 2 x memory clock");
}

bool CudaLlmProbe::measureGemmPeaks(ProbeContext &ctx, const LlmStepPlan &plan,
                                    const SamplingPolicy &ceilingPolicy, double clock,
                                    LlmGpuCeilings &ceilings) {
    const RunConfig &cfg = ctx.config();
    std::vector<std::string> formats;
    for (const LlmCaseSpec &c : plan.cases) {
        if (c.notMeasured.empty() && llm::gemmFormatKnown(c.format)
            && !GpuCeilings::gemmUnsupported(spec(), c.format)
            && std::find(formats.begin(), formats.end(), c.format) == formats.end())
            formats.push_back(c.format);
    }
    for (const std::string &f : formats) {
        if (ctx.stopRequested())
            return false;
        const std::int64_t n = cfg.suite == probes::Suite::Quick ? 4096 : 8192;
        DeviceBuffer workspace(32ull << 20);
        CudaLlmGemm gemm(f, n, n, n, workspace.data(), workspace.bytes());
        if (!gemm.ok()) {
            ctx.warn("gemm-no-algorithm", "cuda.llm " + f + " peak: " + gemm.why());
            continue;
        }
        const std::size_t in = static_cast<std::size_t>(n * n) * gemm.inputBytes();
        DeviceBuffer w(in), a(in), c(static_cast<std::size_t>(n * n) * gemm.outputBytes());
        Stream s;
        gemm.fillInput(w.data(), in, 0x31, s.get());
        gemm.fillInput(a.data(), in, 0x37, s.get());
        s.sync();
        bool failed = false;
        const auto run = ctx.sample(
            [&](std::uint64_t iters) {
                return timeOnStream(s.get(), iters, [&](cudaStream_t st) {
                    failed = failed || !gemm.run(w.data(), a.data(), c.data(), st);
                });
            },
            ceilingPolicy);
        if (failed || run.secondsPerIteration.empty()) {
            ctx.warn("gemm-no-algorithm", "cuda.llm " + f + " peak: cublasLtMatmul failed");
            continue;
        }
        Measurement m = measurement("llm_ceiling", "", f.c_str(), "gemm_cublaslt",
                                    f == "int8" ? "OP/s" : "FLOP/s");
        m.samples = ratesOf(run, gemm.opsPerCall());
        m.params.set("m", n);
        m.params.set("n", n);
        m.params.set("k", n);
        m.params.set("implementation", gemm.implementation());
        m.params.set("role", "the compute ceiling cuda.llm's " + f + " GEMMs are judged by");
        m.finalize();
        ceilings.gemmPeak[f] = m.stats.best;
        emit(ctx, std::move(m), GpuCeilings::gemmPeak(spec(), f, clock),
             "dense tensor ops per SM per clock (arch table) x SMs x clock");
    }
    return true;
}

// Every case of the plan on this device, or not measured with the reason.
void CudaLlmProbe::measureCases(ProbeContext &ctx, const LlmStepPlan &plan, double clock,
                                const LlmGpuCeilings &ceilings) {
    const SamplingPolicy policy = kernelPolicy(ctx.config());
    const double cases = static_cast<double>(plan.cases.size());
    for (std::size_t ci = 0; ci < plan.cases.size(); ++ci) {
        if (ctx.stopRequested())
            return;
        const LlmCaseSpec &c = plan.cases[ci];
        const llm::CasePlan cp = llm::planCase(c, spec());
        if (!cp.notMeasured.empty()) {
            notMeasured(ctx, plan, c, cp.notMeasured);
            continue;
        }
        ctx.progress(0.1 + 0.9 * ci / cases,
                     c.id + ": timing " + std::to_string(c.kernels.size()) + " kernels");
        CudaLlmCase runner(c, spec(), cp, clock);
        try {
            if (std::string why; !runner.measure(ctx, policy, &why)) {
                if (ctx.stopRequested())
                    return;
                notMeasured(ctx, plan, c, why);
                continue;
            }
        } catch (const CudaError &e) {
            // A failed allocation or launch of one case (its buffers are freed on the way
            // out) fails that case loudly; the next case may still run. A broken context
            // fails every later case the same way, each recorded.
            ctx.warn("probe-failed", "cuda.llm " + c.id + ": " + e.what());
            continue;
        }
        for (Measurement &m : runner.measurements(id(), ceilings)) {
            m.params.set("model", plan.modelId);
            m.params.set("model_name", plan.modelName);
            m.params.set("weight_copies_rule",
                         "one round over a kernel's copies streams >= 4 x L2");
            ctx.emit(std::move(m));
        }
    }
    ctx.progress(1.0, "LLM step done");
}

} // namespace roofline::cuda
