// SPDX-License-Identifier: MIT
#include "cuda/LlmDevicePlan.h"

#include "cuda/GpuCeilings.h"
#include "cuda/LlmKernelConstants.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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
    if (k.queries != 1 || k.causal)
        return k.id
               + ": cuda.llm's attention kernel is decode only (one query per sequence); "
                 "prefill attention is not measured on the GPU yet";
    if (k.kvFormat != "bf16" && k.kvFormat != "fp16")
        return k.id + ": a " + k.kvFormat + " KV cache (the kernel reads bf16 or fp16)";
    if (k.sharedKv)
        return k.id + ": a shared K/V latent (MLA) is not run by the attention kernel";
    if (k.window > 0 && k.window < k.keys)
        return k.id + ": sliding-window attention is not run by the attention kernel";
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

double attentionFlops(const LlmKernelSpec &k) {
    return 2.0 * double(k.batch) * k.heads * (k.headDim + k.vDim) * double(k.keys);
}

int attentionSplits(const GpuSpec &spec, const LlmKernelSpec &k) {
    const long long pairs = std::max<long long>(1, k.batch * k.kvHeads);
    const long long target = 4LL * std::max(1, spec.smCount);
    const long long wanted = (target + pairs - 1) / pairs;
    const long long most = std::max<long long>(1, k.keys / kMinKeysPerSplit);
    return static_cast<int>(std::clamp<long long>(wanted, 1, most));
}

int copiesFor(double bytesPerRound, std::uint64_t l2Bytes) {
    if (!(bytesPerRound > 0))
        return 1;
    return std::clamp(static_cast<int>(std::ceil(4.0 * double(l2Bytes) / bytesPerRound)), 1, 64);
}

double kernelBytes(const LlmKernelSpec &k) {
    if (k.op == LlmKernelSpec::Op::Gemm)
        return weightBytes(k) + activationBytes(k);
    return kvCacheBytes(k) + 2.0 * double(k.batch) * k.heads * (k.headDim + k.vDim) * 4.0;
}

CasePlan planCase(const probes::LlmCaseSpec &c, const GpuSpec &spec) {
    CasePlan p;
    if (!c.notMeasured.empty()) {
        p.notMeasured = c.notMeasured;
        return p;
    }
    for (const LlmKernelSpec &k : c.kernels) {
        const auto why =
            k.op == LlmKernelSpec::Op::Gemm ? gemmUnsupported(spec, k) : attentionUnsupported(k);
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
