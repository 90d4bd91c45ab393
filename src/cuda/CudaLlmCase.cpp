// SPDX-License-Identifier: MIT
#include "cuda/CudaLlmCase.h"

#include "cuda/CudaLlmGemm.h"
#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"
#include "cuda/LlmAttention.h"
#include "probes/llm/LlmRecords.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace roofline::cuda {

using probes::LlmKernelSpec;
using probes::Measurement;
using probes::ProbeContext;

namespace {

constexpr std::size_t kWorkspaceBytes = 32ull << 20;
constexpr std::size_t kAlign = 256;

// Calls held behind one latch: at most 128, so with two launches a call (attention and its
// combine, or a GEMM with a split-K reduction) the launch queue holds at most Latch::kMaxBatch
// kernels while the device waits (a full queue would block the host with the latch held).
constexpr std::uint64_t kCallsPerHold = 128;

// Seconds for `iters` calls, held in batches of kCallsPerHold.
double timeHeld(Latch &latch, cudaStream_t stream, std::uint64_t iters,
                const std::function<void(cudaStream_t)> &enqueue) {
    double total = 0;
    for (std::uint64_t done = 0; done < iters; done += kCallsPerHold)
        total += latch.time(stream, std::min(kCallsPerHold, iters - done), enqueue);
    return total;
}

std::size_t aligned(double bytes) {
    const auto b = static_cast<std::size_t>(std::ceil(bytes));
    return (b + kAlign - 1) / kAlign * kAlign;
}

// Random fp32 in ±[0.5, 1) (queries).
constexpr std::uint64_t kFloatAnd = 0x807FFFFF807FFFFFull, kFloatOr = 0x3F0000003F000000ull;
// Random bf16 / fp16 in ±[0.5, 1) (the KV cache).
constexpr std::uint64_t kBf16And = 0x807F807F807F807Full, kBf16Or = 0x3F003F003F003F00ull;
constexpr std::uint64_t kFp16And = 0x83FF83FF83FF83FFull, kFp16Or = 0x3800380038003800ull;

} // namespace

CudaLlmCase::CudaLlmCase(const probes::LlmCaseSpec &c, const GpuSpec &spec,
                         const llm::CasePlan &plan, double smClockHz)
    : m_case(c)
    , m_spec(spec)
    , m_plan(plan)
    , m_clockHz(smClockHz) {}

bool CudaLlmCase::measureGemm(ProbeContext &ctx, const probes::SamplingPolicy &policy, Kernel &k,
                              int copies, std::string *why) {
    const LlmKernelSpec &s = *k.spec;
    DeviceBuffer workspace(kWorkspaceBytes);
    CudaLlmGemm gemm(s.weightsFormat, s.m, s.n, s.k, workspace.data(), kWorkspaceBytes);
    if (!gemm.ok()) {
        *why = s.id + ": " + gemm.why();
        return false;
    }
    k.buffers = s.instances() * copies;
    const std::size_t wBytes = aligned(double(s.n) * double(s.k) * gemm.inputBytes());
    const std::size_t aBytes = aligned(double(s.m) * double(s.k) * gemm.inputBytes());
    const std::size_t cBytes = aligned(double(s.m) * double(s.n) * gemm.outputBytes());
    DeviceBuffer weights(wBytes * static_cast<std::size_t>(k.buffers)), a(aBytes), c(cBytes);
    Stream stream;
    gemm.fillInput(weights.data(), weights.bytes(), 0x11 + k.buffers, stream.get());
    gemm.fillInput(a.data(), a.bytes(), 0x13, stream.get());
    stream.sync();
    k.bytesPerCall = gemm.bytesPerCall();
    k.opsPerCall = gemm.opsPerCall();
    k.implementation = gemm.implementation();
    k.launches = 1; // cuBLASLt may launch more (split-K reduction): not visible here
    Latch latch(m_clockHz);
    std::size_t next = 0;
    bool failed = false;
    const auto enqueue = [&](cudaStream_t st) {
        const char *w = weights.as<const char>() + (next++ % k.buffers) * wBytes;
        failed = failed || !gemm.run(w, a.data(), c.data(), st);
    };
    const auto run = ctx.sample(
        [&](std::uint64_t iters) {
            return failed ? 1.0 : timeHeld(latch, stream.get(), iters, enqueue);
        },
        policy);
    if (failed) {
        *why = s.id + ": cublasLtMatmul failed with the algorithm its heuristic offered";
        return false;
    }
    k.samples = run.secondsPerIteration;
    k.iterationsPerSample = run.iterationsPerSample;
    return true;
}

void CudaLlmCase::measureAttention(ProbeContext &ctx, const probes::SamplingPolicy &policy,
                                   Kernel &k, int copies) {
    const LlmKernelSpec &s = *k.spec;
    llm::DecodeAttention a;
    a.batch = static_cast<int>(s.batch);
    a.heads = s.heads;
    a.kvHeads = s.kvHeads;
    a.headDim = s.headDim;
    a.keys = s.keys;
    a.splits = llm::attentionSplits(m_spec, s);
    const bool bf16 = s.kvFormat == "bf16";
    k.buffers = s.instances() * copies;
    const double half = llm::kvCacheBytes(s) / 2; // K, and V alike
    const std::size_t kvBytes = aligned(half);
    const std::size_t qBytes = aligned(double(s.batch) * s.heads * s.headDim * 4.0);
    DeviceBuffer kv(2 * kvBytes * static_cast<std::size_t>(k.buffers)), q(qBytes), out(qBytes),
        workspace(aligned(double(llm::decodeWorkspaceFloats(a)) * 4.0));
    Stream stream;
    kernels::fillRandom(kv.data(), kv.bytes() / 8, bf16 ? kBf16And : kFp16And,
                        bf16 ? kBf16Or : kFp16Or, 0x21, stream.get());
    kernels::fillRandom(q.data(), q.bytes() / 8, kFloatAnd, kFloatOr, 0x23, stream.get());
    stream.sync();
    k.bytesPerCall = llm::kvCacheBytes(s);
    k.opsPerCall = llm::attentionFlops(s);
    k.launches = 2;
    k.implementation = "cuda.llm decode attention (LlmAttention.cu): " + std::to_string(a.splits)
                       + " key splits per (sequence, kv head), " + (bf16 ? "bf16" : "fp16")
                       + " KV, fp32 online softmax, + combine kernel";
    Latch latch(m_clockHz);
    std::size_t next = 0;
    const auto enqueue = [&](cudaStream_t st) {
        const char *base = kv.as<const char>() + (next++ % k.buffers) * 2 * kvBytes;
        if (!llm::decodeAttention(bf16 ? llm::KvType::Bf16 : llm::KvType::Fp16, a,
                                  q.as<const float>(), base, base + kvBytes, workspace.as<float>(),
                                  out.as<float>(), st))
            throw CudaError(s.id + ": the attention kernel has no instance for this shape");
    };
    const auto run = ctx.sample(
        [&](std::uint64_t iters) { return timeHeld(latch, stream.get(), iters, enqueue); }, policy);
    check(cudaGetLastError(), "decode attention launch");
    // The result must be finite: a softmax that overflowed would say the kernel is wrong.
    std::vector<float> host(static_cast<std::size_t>(s.batch) * s.heads * s.headDim);
    check(cudaMemcpy(host.data(), out.data(), host.size() * 4, cudaMemcpyDeviceToHost),
          "cudaMemcpy(attention output)");
    for (float x : host) {
        if (!std::isfinite(x) || std::fabs(x) > 1.0f)
            throw CudaError(s.id + ": the attention output is not a weighted mean of V (value "
                            + std::to_string(x) + ")");
    }
    k.samples = run.secondsPerIteration;
    k.iterationsPerSample = run.iterationsPerSample;
}

bool CudaLlmCase::measure(ProbeContext &ctx, const probes::SamplingPolicy &policy,
                          std::string *why) {
    for (std::size_t i = 0; i < m_case.kernels.size(); ++i) {
        const LlmKernelSpec &s = m_case.kernels[i];
        const int copies = i < m_plan.copies.size() ? m_plan.copies[i] : 1;
        if (ctx.stopRequested()) {
            *why = "stopped";
            return false;
        }
        Kernel k;
        k.spec = &s;
        if (s.op == LlmKernelSpec::Op::Gemm) {
            if (!measureGemm(ctx, policy, k, copies, why))
                return false;
        } else
            measureAttention(ctx, policy, k, copies);
        if (k.samples.empty()) {
            *why = s.id + ": stopped before a sample finished";
            return false;
        }
        m_kernels.push_back(std::move(k));
    }
    std::vector<std::vector<double>> samples;
    std::vector<double> calls;
    for (const Kernel &k : m_kernels) {
        samples.push_back(k.samples);
        calls.push_back(k.spec->callsPerStep());
    }
    m_stepSamples = probes::llmrecords::stepSamples(samples, calls, SIZE_MAX);
    return true;
}

std::vector<Measurement> CudaLlmCase::measurements(const std::string &probe,
                                                   const LlmGpuCeilings &ceilings) const {
    std::vector<Measurement> out;
    const auto common = [&](Measurement &m) {
        m.probe = probe;
        m.format = m_case.format;
        m.threads = 0;
        m.unit = "s";
        m.better = probes::Better::Lower;
        auto &p = m.params;
        p.set("case", m_case.id);
        p.set("phase", m_case.phase);
        p.set("batch", m_case.batch);
        p.set("prompt", m_case.prompt);
        p.set("context", m_case.context);
        p.set("timing", "CUDA events around up to 128 back-to-back calls held behind the launch "
                        "latch (the device runs them as a graph replay would, without the "
                        "host's launch cost), each call on its own copy of the weights / KV "
                        "cache in turn");
    };
    const auto peakOf = [&](const std::string &f) {
        const auto it = ceilings.gemmPeak.find(f);
        return it == ceilings.gemmPeak.end() ? 0.0 : it->second;
    };
    probes::llmrecords::StepTotals totals;
    double launches = 0;
    for (const Kernel &k : m_kernels) {
        const LlmKernelSpec &s = *k.spec;
        Measurement m;
        common(m);
        m.metric = "llm_kernel";
        m.kernel = s.id;
        m.samples = k.samples;
        m.finalize();
        const double t = m.stats.median;
        // Attention's arithmetic is fp32 on the FMA units: no cuBLASLt peak judges it (0).
        const double peak = s.op == LlmKernelSpec::Op::Gemm ? peakOf(s.weightsFormat) : 0.0;
        auto &p = m.params;
        probes::llmrecords::setKernelShape(p, s);
        p.set("weight_copies", k.buffers / s.instances());
        p.set("buffers", k.buffers);
        p.set("launches_per_call", k.launches);
        p.set("iterations_per_sample", static_cast<std::int64_t>(k.iterationsPerSample));
        p.set("implementation", k.implementation);
        const bool memoryBound = probes::llmrecords::setKernelRates(
            p, s, t, k.bytesPerCall, k.opsPerCall, ceilings.hbmRead, peak);
        m.workingSetBytes = static_cast<std::uint64_t>(k.bytesPerCall * k.buffers);
        totals.add(s, t, memoryBound, k.bytesPerCall, k.opsPerCall);
        launches += k.launches * s.callsPerStep();
        out.push_back(std::move(m));
    }
    Measurement step;
    common(step);
    step.metric = "llm_step";
    step.kernel = "step";
    step.samples = m_stepSamples;
    step.finalize();
    auto &p = step.params;
    probes::llmrecords::setStepParams(p, m_case, step.stats.median, totals, ceilings.hbmRead,
                                      peakOf(m_case.format));
    p.set("launches_per_step", launches);
    p.set("step_rule", "sample q of the step = sum over kernels of the q-quantile of its call "
                       "times x calls per step (per layer x layers; lm_head once): the median "
                       "is the sum of the kernel medians, device time back to back (no host "
                       "launch cost: launches_per_step x cuda.launch's per-launch cost is not "
                       "added); embedding, norms, element-wise kernels and sampling are not "
                       "measured (the analytic step counts them)");
    p.set("all_calls_step_seconds", totals.kernelMedians);
    out.push_back(std::move(step));
    return out;
}

} // namespace roofline::cuda
