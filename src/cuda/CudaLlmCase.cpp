// SPDX-License-Identifier: MIT
#include "cuda/CudaLlmCase.h"

#include "cuda/CudaLlmGemm.h"
#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"
#include "cuda/LlmAttention.h"
#include "cuda/LlmKernelConstants.h"
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

// Seconds for `iters` calls, held in batches of kCallsPerHold. The latch runs the first call
// (GEMM with cuBLASLt's chosen algorithm, attention and its combine, prefill) once outside the
// hold and waits for it: lazy module loading behind a held latch can deadlock (issue 29).
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
    stream.sync();
    k.referenceError = checkAttention(k, kv, q, out, kvBytes, next);
    k.samples = run.secondsPerIteration;
    k.iterationsPerSample = run.iterationsPerSample;
}

double CudaLlmCase::checkAttention(const Kernel &k, const DeviceBuffer &kv, const DeviceBuffer &q,
                                   const DeviceBuffer &out, std::size_t kvBytes,
                                   std::size_t next) const {
    const LlmKernelSpec &s = *k.spec;
    const bool bf16 = s.kvFormat == "bf16";
    // The output of the last call against a host fp64 reference (issue 29, item 4): the first
    // and the last sequence, every head, over all keys (the splits, the combine and the
    // grouped heads all show there). Inputs are read back from the copy that call used.
    const std::size_t d = static_cast<std::size_t>(s.headDim);
    const char *used = kv.as<const char>() + ((next + k.buffers - 1) % k.buffers) * 2 * kvBytes;
    const std::size_t perHead = static_cast<std::size_t>(s.keys) * d; // elements
    const std::size_t seqBytes = static_cast<std::size_t>(s.kvHeads) * perHead * 2;
    const std::size_t rowFloats = static_cast<std::size_t>(s.heads) * d;
    const int group = s.heads / s.kvHeads;
    std::vector<std::uint16_t> raw(2 * static_cast<std::size_t>(s.kvHeads) * perHead);
    std::vector<float> kf(raw.size() / 2), vf(raw.size() / 2), qh(rowFloats), oh(rowFloats);
    double worst = 0;
    for (const std::int64_t b : {std::int64_t(0), s.batch - 1}) {
        const std::size_t seqOffset = static_cast<std::size_t>(b) * seqBytes;
        check(cudaMemcpy(raw.data(), used + seqOffset, seqBytes, cudaMemcpyDeviceToHost),
              "cudaMemcpy(K)");
        check(cudaMemcpy(raw.data() + raw.size() / 2, used + kvBytes + seqOffset, seqBytes,
                         cudaMemcpyDeviceToHost),
              "cudaMemcpy(V)");
        for (std::size_t i = 0; i < kf.size(); ++i) {
            kf[i] = llm::kvToFloat(raw[i], bf16);
            vf[i] = llm::kvToFloat(raw[kf.size() + i], bf16);
        }
        const std::size_t at = static_cast<std::size_t>(b) * rowFloats * 4;
        check(cudaMemcpy(qh.data(), q.as<const char>() + at, rowFloats * 4, cudaMemcpyDeviceToHost),
              "cudaMemcpy(q)");
        check(
            cudaMemcpy(oh.data(), out.as<const char>() + at, rowFloats * 4, cudaMemcpyDeviceToHost),
            "cudaMemcpy(attention output)");
        for (int h = 0; h < s.heads; ++h) {
            const std::size_t kvh = static_cast<std::size_t>(h / group) * perHead;
            const std::vector<double> ref = llm::attentionReference(
                qh.data() + h * d, kf.data() + kvh, vf.data() + kvh, s.headDim, 0, s.keys - 1);
            for (std::size_t e = 0; e < d; ++e) {
                const double got = oh[h * d + e], err = std::fabs(got - ref[e]);
                worst = std::max(worst, err);
                if (!std::isfinite(got) || err > 1e-4 + 1e-3 * std::fabs(ref[e]))
                    throw CudaError(s.id
                                    + ": the decode attention output differs from the host "
                                      "reference at sequence "
                                    + std::to_string(b) + ", head " + std::to_string(h)
                                    + ", element " + std::to_string(e) + " (" + std::to_string(got)
                                    + " vs " + std::to_string(ref[e]) + ")");
            }
        }
    }
    return worst;
}

void CudaLlmCase::measurePrefill(ProbeContext &ctx, const probes::SamplingPolicy &policy, Kernel &k,
                                 int copies) {
    const LlmKernelSpec &s = *k.spec;
    llm::PrefillAttention a;
    a.batch = static_cast<int>(s.batch);
    a.heads = s.heads;
    a.kvHeads = s.kvHeads;
    a.headDim = s.headDim;
    a.queries = s.queries;
    a.keys = s.keys;
    a.window = s.window;
    const bool bf16 = s.kvFormat == "bf16";
    const llm::KvType type = bf16 ? llm::KvType::Bf16 : llm::KvType::Fp16;
    k.buffers = s.instances() * copies;
    const double half = llm::kvCacheBytes(s) / 2; // K, and V alike
    const std::size_t kvBytes = aligned(half);
    const std::size_t qBytes = aligned(llm::attentionQueryBytes(s) / 2); // q, and out alike
    DeviceBuffer kv(2 * kvBytes * static_cast<std::size_t>(k.buffers)), q(qBytes), out(qBytes);
    Stream stream;
    kernels::fillRandom(kv.data(), kv.bytes() / 8, bf16 ? kBf16And : kFp16And,
                        bf16 ? kBf16Or : kFp16Or, 0x25, stream.get());
    kernels::fillRandom(q.data(), q.bytes() / 8, kFloatAnd, kFloatOr, 0x27, stream.get());
    stream.sync();
    k.bytesPerCall = llm::attentionBytes(s);
    k.opsPerCall = llm::attentionFlops(s);
    k.launches = 1;
    k.implementation =
        std::string("cuda.llm prefill attention (LlmAttention.cu): causal, FlashAttention-2 "
                    "tiling on the FMA units (no tensor cores), ")
        + std::to_string(llm::kPrefillRows) + " query rows x " + std::to_string(llm::kPrefillKeys)
        + "-key tiles of K/V in shared memory shared by the kv head's query heads, tiles above "
          "the diagonal skipped, "
        + (bf16 ? "bf16" : "fp16") + " KV, fp32 online softmax";
    if (!llm::preparePrefillAttention(type, a))
        throw CudaError(s.id + ": the prefill attention kernel has no instance for this shape");
    check(cudaGetLastError(), "prefill attention: dynamic shared memory");
    Latch latch(m_clockHz);
    std::size_t next = 0;
    const auto enqueue = [&](cudaStream_t st) {
        const char *base = kv.as<const char>() + (next++ % k.buffers) * 2 * kvBytes;
        if (!llm::prefillAttention(type, a, q.as<const float>(), base, base + kvBytes,
                                   out.as<float>(), st))
            throw CudaError(s.id + ": the prefill attention kernel has no instance for this shape");
    };
    const auto run = ctx.sample(
        [&](std::uint64_t iters) { return timeHeld(latch, stream.get(), iters, enqueue); }, policy);
    check(cudaGetLastError(), "prefill attention launch");
    stream.sync();
    k.referenceError = checkPrefill(k, kv, q, out, kvBytes, next);
    k.samples = run.secondsPerIteration;
    k.iterationsPerSample = run.iterationsPerSample;
}

double CudaLlmCase::checkPrefill(const Kernel &k, const DeviceBuffer &kv, const DeviceBuffer &q,
                                 const DeviceBuffer &out, std::size_t kvBytes,
                                 std::size_t next) const {
    const LlmKernelSpec &s = *k.spec;
    const bool bf16 = s.kvFormat == "bf16";
    // The output of the last call against a host fp64 reference, on the first, middle and last
    // prompt positions of the last sequence (every head): the masking, the tiles and the online
    // softmax all show there. Inputs are read back from the copy that call used.
    const std::size_t d = static_cast<std::size_t>(s.headDim);
    const std::int64_t b = s.batch - 1;
    const char *used = kv.as<const char>() + ((next + k.buffers - 1) % k.buffers) * 2 * kvBytes;
    const std::size_t perHead = static_cast<std::size_t>(s.keys) * d; // elements
    std::vector<std::uint16_t> raw(2 * static_cast<std::size_t>(s.kvHeads) * perHead);
    const std::size_t seqOffset = static_cast<std::size_t>(b) * s.kvHeads * perHead * 2; // bytes
    const std::size_t seqBytes = static_cast<std::size_t>(s.kvHeads) * perHead * 2;
    check(cudaMemcpy(raw.data(), used + seqOffset, seqBytes, cudaMemcpyDeviceToHost),
          "cudaMemcpy(K)");
    check(cudaMemcpy(raw.data() + raw.size() / 2, used + kvBytes + seqOffset, seqBytes,
                     cudaMemcpyDeviceToHost),
          "cudaMemcpy(V)");
    std::vector<float> kf(raw.size() / 2), vf(raw.size() / 2);
    for (std::size_t i = 0; i < kf.size(); ++i) {
        kf[i] = llm::kvToFloat(raw[i], bf16);
        vf[i] = llm::kvToFloat(raw[kf.size() + i], bf16);
    }
    const std::size_t rowFloats = static_cast<std::size_t>(s.heads) * d;
    std::vector<float> qh(rowFloats), oh(rowFloats);
    const int group = s.heads / s.kvHeads;
    double worst = 0;
    for (const std::int64_t pos : {std::int64_t(0), s.queries / 2, s.queries - 1}) {
        const std::size_t at = (static_cast<std::size_t>(b) * s.queries + pos) * rowFloats * 4;
        check(cudaMemcpy(qh.data(), q.as<const char>() + at, rowFloats * 4, cudaMemcpyDeviceToHost),
              "cudaMemcpy(q)");
        check(
            cudaMemcpy(oh.data(), out.as<const char>() + at, rowFloats * 4, cudaMemcpyDeviceToHost),
            "cudaMemcpy(attention output)");
        const auto [first, last] = llm::visibleKeys(s, pos);
        for (int h = 0; h < s.heads; ++h) {
            const std::size_t kvh = static_cast<std::size_t>(h / group) * perHead;
            const std::vector<double> ref = llm::attentionReference(
                qh.data() + h * d, kf.data() + kvh, vf.data() + kvh, s.headDim, first, last);
            for (std::size_t e = 0; e < d; ++e) {
                const double got = oh[h * d + e], err = std::fabs(got - ref[e]);
                worst = std::max(worst, err);
                if (!std::isfinite(got) || err > 1e-4 + 1e-3 * std::fabs(ref[e]))
                    throw CudaError(s.id
                                    + ": the prefill attention output differs from the "
                                      "host reference at position "
                                    + std::to_string(pos) + ", head " + std::to_string(h)
                                    + ", element " + std::to_string(e) + " (" + std::to_string(got)
                                    + " vs " + std::to_string(ref[e]) + ")");
            }
        }
    }
    return worst;
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
        } else if (s.causal)
            measurePrefill(ctx, policy, k, copies);
        else
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

namespace {

double peakOf(const LlmGpuCeilings &ceilings, const std::string &f) {
    const auto it = ceilings.gemmPeak.find(f);
    return it == ceilings.gemmPeak.end() ? 0.0 : it->second;
}

} // namespace

Measurement CudaLlmCase::commonRecord(const std::string &probe) const {
    Measurement m = probes::llmrecords::caseMeasurement(probe, m_case, 0);
    m.params.set("timing", "CUDA events around up to 128 back-to-back calls held behind the launch "
                           "latch (the device runs them as a graph replay would, without the "
                           "host's launch cost), each call on its own copy of the weights / KV "
                           "cache in turn");
    return m;
}

std::vector<Measurement> CudaLlmCase::measurements(const std::string &probe,
                                                   const LlmGpuCeilings &ceilings) const {
    std::vector<Measurement> out;
    probes::llmrecords::StepTotals totals;
    double launches = 0;
    for (const Kernel &k : m_kernels) {
        out.push_back(kernelRecord(k, probe, ceilings, totals));
        launches += k.launches * k.spec->callsPerStep();
    }
    out.push_back(stepRecord(probe, ceilings, totals, launches));
    return out;
}

Measurement CudaLlmCase::kernelRecord(const Kernel &k, const std::string &probe,
                                      const LlmGpuCeilings &ceilings,
                                      probes::llmrecords::StepTotals &totals) const {
    const LlmKernelSpec &s = *k.spec;
    Measurement m = commonRecord(probe);
    probes::llmrecords::setSamples(m, "llm_kernel", s.id, k.samples);
    // Attention's arithmetic is fp32 on the FMA units: no cuBLASLt peak judges it. Decode
    // is judged by the memory read alone (0); prefill, compute-bound, by the FMA units'
    // fp32 peak from the spec (cuda.llm measures no FFMA ceiling), and the record says so.
    const double peak = s.op == LlmKernelSpec::Op::Gemm ? peakOf(ceilings, s.weightsFormat)
                        : s.causal                      ? ceilings.fmaPeak
                                                        : 0.0;
    auto &p = m.params;
    probes::llmrecords::setKernelShape(p, s);
    p.set("weight_copies", k.buffers / s.instances());
    p.set("buffers", k.buffers);
    p.set("launches_per_call", k.launches);
    p.set("iterations_per_sample", static_cast<std::int64_t>(k.iterationsPerSample));
    p.set("implementation", k.implementation);
    setAttentionParams(m, k, ceilings);
    probes::llmrecords::finishKernel(m, s, k.bytesPerCall, k.opsPerCall, k.buffers,
                                     ceilings.hbmRead, peak, totals);
    return m;
}

void CudaLlmCase::setAttentionParams(Measurement &m, const Kernel &k,
                                     const LlmGpuCeilings &ceilings) const {
    const LlmKernelSpec &s = *k.spec;
    auto &p = m.params;
    if (s.op == LlmKernelSpec::Op::Attention && !s.causal) {
        p.set("reference_max_abs_error", k.referenceError);
        p.set("reference_rule", "the first and the last sequence, every head, against a "
                                "host fp64 softmax(q k^T / sqrt(d)) V over all keys of the "
                                "same inputs: |error| <= 1e-4 + 1e-3 |reference|");
    }
    if (s.op == LlmKernelSpec::Op::Attention && s.causal) {
        p.set("window", s.window);
        p.set("mfu_peak", "fp32 FMA units, theoretical (FMA lanes per SM x 2 x SMs x the "
                          "run's SM clock; GpuCeilings::fmaPeak): cuda.llm measures no FFMA "
                          "ceiling, and the kernel uses no tensor cores");
        p.set("mfu_peak_flops_per_second", ceilings.fmaPeak);
        // What the kernel loads (its tiles, the cache read by every query block up to its
        // diagonal) beside the model's count in bytes_per_call: the rates use the latter.
        p.set("kv_tile_bytes_loaded", llm::prefillTileBytes(s));
        p.set("reference_max_abs_error", k.referenceError);
        p.set("reference_rule", "positions 0, queries/2 and queries-1 of the last sequence, "
                                "every head, against a host fp64 softmax(q k^T / sqrt(d)) V "
                                "of the same inputs: |error| <= 1e-4 + 1e-3 |reference|");
    }
}

Measurement CudaLlmCase::stepRecord(const std::string &probe, const LlmGpuCeilings &ceilings,
                                    const probes::llmrecords::StepTotals &totals,
                                    double launches) const {
    Measurement step = commonRecord(probe);
    probes::llmrecords::setSamples(step, "llm_step", "step", m_stepSamples);
    auto &p = step.params;
    probes::llmrecords::setStepParams(p, m_case, step.stats.median, totals, ceilings.hbmRead,
                                      peakOf(ceilings, m_case.format));
    p.set("launches_per_step", launches);
    p.set("step_rule", "sample q of the step = sum over kernels of the q-quantile of its call "
                       "times x calls per step (per layer x layers; lm_head once): the median "
                       "is the sum of the kernel medians, device time back to back (no host "
                       "launch cost: launches_per_step x cuda.launch's per-launch cost is not "
                       "added); embedding, norms, element-wise kernels and sampling are not "
                       "measured (the analytic step counts them)");
    p.set("all_calls_step_seconds", totals.kernelMedians);
    return step;
}

} // namespace roofline::cuda
