// SPDX-License-Identifier: MIT
#include "cuda/LlmDevicePlan.h"

#include "cuda/GpuCeilings.h"
#include "cuda/LlmKernelConstants.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace roofline::cuda::llm {

namespace {

using probes::LlmKernelSpec;
using probes::LlmStepPlan;

std::string gb(double bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f GB", bytes / 1e9);
    return text;
}

double weightBytes(const LlmKernelSpec &k) {
    return double(k.n) * double(k.k) * LlmStepPlan::bytesOf(k.weightsFormat);
}

// Activations in, outputs out (up to 4 bytes an element: int8 writes int32).
double activationBytes(const LlmKernelSpec &k) {
    return double(k.m) * double(k.k) * LlmStepPlan::bytesOf(k.weightsFormat)
           + double(k.m) * double(k.n) * 4.0;
}

} // namespace

std::optional<std::string> deviceUnavailable(CudaApi &api, int ordinal) {
    int count = 0;
    try {
        count = api.deviceCount();
    } catch (const CudaError &e) {
        return std::string("the CUDA runtime reports no device (") + e.what() + ")";
    }
    if (count <= 0)
        return std::string("there is no CUDA device on this machine");
    if (ordinal < 0 || ordinal >= count)
        return "cuda:" + std::to_string(ordinal) + " does not exist (" + std::to_string(count)
               + " CUDA device" + (count == 1 ? "" : "s") + ")";
    return std::nullopt;
}

bool gemmFormatKnown(const std::string &format) {
    return format == "bf16" || format == "fp16" || format == "fp8" || format == "int8";
}

std::optional<std::string> gemmUnsupported(const GpuSpec &spec, const LlmKernelSpec &k) {
    if (k.weightsFormat != k.activationsFormat)
        return k.id + ": " + k.weightsFormat + " weights with " + k.activationsFormat
               + " activations is no cuBLASLt GEMM cuda.llm runs";
    if (!gemmFormatKnown(k.weightsFormat))
        return k.id + ": cuda.llm runs no " + k.weightsFormat
               + " GEMM (bf16, fp16, fp8 and int8 through cuBLASLt)";
    if (const auto why = GpuCeilings::gemmUnsupported(spec, k.weightsFormat))
        return k.id + ": " + k.weightsFormat + " GEMM is not supported on this GPU (" + *why + ")";
    return std::nullopt;
}

std::optional<std::string> attentionUnsupported(const LlmKernelSpec &k) {
    if (!k.causal && k.queries != 1)
        return k.id + ": " + std::to_string(k.queries)
               + " queries per sequence without a causal mask (the kernels run decode, one "
                 "query, or causal prefill)";
    if (k.causal && k.keys < k.queries)
        return k.id + ": causal attention over fewer keys than queries";
    if (k.kvFormat != "bf16" && k.kvFormat != "fp16")
        return k.id + ": a " + k.kvFormat + " KV cache (the kernel reads bf16 or fp16)";
    if (k.sharedKv)
        return k.id + ": a shared K/V latent (MLA) is not run by the attention kernel";
    // A window: the decode kernel reads the keys it is given (the plan gives it at most the
    // window's); the prefill kernel masks each query's window and skips the tiles before it.
    if (k.window > 0 && k.window < k.keys && !k.causal)
        return k.id + ": sliding-window decode attention over more keys than the window";
    if (k.headDim != k.vDim || (k.headDim != 64 && k.headDim != 128))
        return k.id + ": head dimensions " + std::to_string(k.headDim) + "/"
               + std::to_string(k.vDim) + " (the kernel runs 64 or 128, K and V alike)";
    const int group = k.kvHeads > 0 && k.heads % k.kvHeads == 0 ? k.heads / k.kvHeads : 0;
    if (group != 1 && group != 2 && group != 4 && group != 8)
        return k.id + ": " + std::to_string(k.heads) + " query heads over "
               + std::to_string(k.kvHeads) + " kv heads (the kernel runs groups of 1, 2, 4, 8)";
    return std::nullopt;
}

double kvCacheBytes(const LlmKernelSpec &k) {
    return double(k.batch) * k.kvHeads * double(k.keys) * (k.headDim + k.vDim)
           * LlmStepPlan::bytesOf(k.kvFormat);
}

double attentionPairs(const LlmKernelSpec &k) {
    if (!k.causal)
        return double(k.keys);
    // Query i sees n_i = keys − queries + i + 1 keys, at most `window`: Σ min(n_i, window),
    // n from a to b. With keys = queries (the plan's prefill) this is ModelSpec::causalPairs,
    // the count the plan's flops and cpu.llm's engine use.
    const double a = double(k.keys - k.queries) + 1, b = double(k.keys);
    const auto sum = [](double from, double to) { // from + … + to
        return to < from ? 0.0 : (from + to) * (to - from + 1) / 2.0;
    };
    if (k.window <= 0)
        return sum(a, b);
    const double w = double(k.window);
    return sum(a, std::min(b, w)) + std::max(0.0, b - std::max(a, w + 1) + 1) * w;
}

double attentionFlops(const LlmKernelSpec &k) {
    return 2.0 * double(k.batch) * k.heads * (k.headDim + k.vDim) * attentionPairs(k);
}

double attentionQueryBytes(const LlmKernelSpec &k) {
    return double(k.batch) * double(k.queries) * k.heads * (k.headDim + k.vDim) * 4.0;
}

double attentionBytes(const LlmKernelSpec &k) {
    return kvCacheBytes(k) + (k.causal ? attentionQueryBytes(k) : 0.0);
}

double prefillTileBytes(const LlmKernelSpec &k) {
    // The kernel's walk (LlmAttention.cu prefillAttentionKernel): block q0 = i × BQ, BQ the
    // positions of kPrefillRows rows; tiles from the first visible key's to the last row's.
    const int group = k.kvHeads > 0 ? k.heads / k.kvHeads : 0;
    if (!k.causal || group < 1 || kPrefillRows % group != 0)
        return 0.0;
    const std::int64_t bq = kPrefillRows / group, off = k.keys - k.queries;
    double rows = 0;
    for (std::int64_t q0 = 0; q0 < k.queries; q0 += bq) {
        const std::int64_t last = off + std::min(q0 + bq, k.queries) - 1;
        const std::int64_t first =
            k.window > 0 ? std::max<std::int64_t>(0, off + q0 - k.window + 1) : 0;
        for (std::int64_t t = first / kPrefillKeys; t <= last / kPrefillKeys; ++t)
            rows += double(std::min<std::int64_t>(kPrefillKeys, k.keys - t * kPrefillKeys));
    }
    return double(k.batch) * k.kvHeads * rows * (k.headDim + k.vDim)
           * LlmStepPlan::bytesOf(k.kvFormat);
}

int attentionSplits(const GpuSpec &spec, const LlmKernelSpec &k) {
    const long long pairs = std::max<long long>(1, k.batch * k.kvHeads);
    const long long target = 4LL * std::max(1, spec.smCount);
    const long long wanted = (target + pairs - 1) / pairs;
    const long long most = std::max<long long>(1, k.keys / kMinKeysPerSplit);
    return static_cast<int>(std::clamp<long long>(wanted, 1, most));
}

std::pair<std::int64_t, std::int64_t> visibleKeys(const LlmKernelSpec &k, std::int64_t i) {
    const std::int64_t last = k.keys - k.queries + i;
    return {k.window > 0 ? std::max<std::int64_t>(0, last - k.window + 1) : 0, last};
}

float kvToFloat(std::uint16_t bits, bool bf16) {
    std::uint32_t f = 0;
    if (bf16) {
        f = std::uint32_t(bits) << 16;
    } else {
        const std::uint32_t sign = std::uint32_t(bits & 0x8000u) << 16;
        const int exp = (bits >> 10) & 0x1F;
        const std::uint32_t man = bits & 0x3FFu;
        if (exp == 0) { // zero or subnormal: man × 2^-24
            const float v = std::ldexp(float(man), -24);
            return sign ? -v : v;
        }
        f = sign
            | (exp == 31 ? 0x7F800000u | (man << 13)
                         : (std::uint32_t(exp + 112) << 23) | (man << 13));
    }
    float out;
    std::memcpy(&out, &f, sizeof out);
    return out;
}

std::vector<double> attentionReference(const float *q, const float *k, const float *v, int d,
                                       std::int64_t first, std::int64_t last) {
    std::vector<double> out(static_cast<std::size_t>(d), 0.0);
    if (last < first)
        return out;
    std::vector<double> s(static_cast<std::size_t>(last - first + 1));
    double mx = -INFINITY;
    for (std::int64_t j = first; j <= last; ++j) {
        double dot = 0;
        for (int e = 0; e < d; ++e)
            dot += double(q[e]) * double(k[j * d + e]);
        s[static_cast<std::size_t>(j - first)] = dot / std::sqrt(double(d));
        mx = std::max(mx, s[static_cast<std::size_t>(j - first)]);
    }
    double sum = 0;
    for (std::int64_t j = first; j <= last; ++j) {
        const double p = std::exp(s[static_cast<std::size_t>(j - first)] - mx);
        sum += p;
        for (int e = 0; e < d; ++e)
            out[static_cast<std::size_t>(e)] += p * double(v[j * d + e]);
    }
    for (double &x : out)
        x /= sum;
    return out;
}

int copiesFor(double bytesPerRound, std::uint64_t l2Bytes) {
    if (!(bytesPerRound > 0))
        return 1;
    return std::clamp(static_cast<int>(std::ceil(4.0 * double(l2Bytes) / bytesPerRound)), 1, 64);
}

double kernelBytes(const LlmKernelSpec &k) {
    if (k.op == LlmKernelSpec::Op::Gemm)
        return weightBytes(k) + activationBytes(k);
    // Decode: q, out and (at most as large again) the splits' partials; prefill: q and out.
    return kvCacheBytes(k) + (k.causal ? 1.0 : 2.0) * attentionQueryBytes(k);
}

CasePlan planCase(const probes::LlmCaseSpec &c, const GpuSpec &spec) {
    CasePlan p;
    if (!c.notMeasured.empty()) {
        p.notMeasured = c.notMeasured;
        return p;
    }
    for (const LlmKernelSpec &k : c.kernels) {
        auto why =
            k.op == LlmKernelSpec::Op::Gemm ? gemmUnsupported(spec, k) : attentionUnsupported(k);
        if (!why && k.op == LlmKernelSpec::Op::Attention && k.causal
            && spec.sharedPerBlockOptinBytes > 0
            && std::uint64_t(prefillSharedBytes(k.headDim)) > spec.sharedPerBlockOptinBytes)
            why = k.id + ": the prefill kernel needs "
                  + std::to_string(prefillSharedBytes(k.headDim))
                  + " bytes of shared memory per block at head dim " + std::to_string(k.headDim)
                  + " and this GPU allows " + std::to_string(spec.sharedPerBlockOptinBytes);
        if (why) {
            p.notMeasured = *why;
            return p;
        }
        // Weights (or the KV cache) of every instance of the kernel in a layer.
        const double held =
            k.instances() * (k.op == LlmKernelSpec::Op::Gemm ? weightBytes(k) : kvCacheBytes(k));
        const int copies = copiesFor(held, spec.l2Bytes);
        p.copies.push_back(copies);
        p.layerBytes += k.instances() * kernelBytes(k);
        p.replayBytes = std::max(p.replayBytes, copies * held + kernelBytes(k));
    }
    const double usable = 0.8 * double(spec.freeMemBytes);
    if (p.layerBytes > usable)
        p.notMeasured = "one layer and the lm_head need " + gb(p.layerBytes) + " and "
                        + gb(double(spec.freeMemBytes))
                        + " of device memory are free (at most 80 % is used)";
    else if (p.replayBytes > usable)
        p.notMeasured = "the copies that keep a kernel out of L2 need " + gb(p.replayBytes)
                        + " and " + gb(double(spec.freeMemBytes))
                        + " of device memory are free (at most 80 % is used)";
    return p;
}

} // namespace roofline::cuda::llm
