// SPDX-License-Identifier: MIT
#include "probes/cpu/LlmCaseKernel.h"

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/SteadyClock.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace roofline::probes::llmcpu {

namespace {

using Clock = std::chrono::steady_clock;
namespace lk = llmkernels;

std::optional<lk::Storage> ownStorage(const std::string &f) {
    if (f == "fp32")
        return lk::Storage::Fp32;
    if (f == "bf16")
        return lk::Storage::Bf16;
    return std::nullopt;
}

// Small normal values (no denormals, no overflow): the timing of these kernels does not depend
// on the values, only on the shapes (no library here skips zeros).
void fill(void *p, std::size_t elements, lk::Storage s, std::uint32_t seed) {
    std::uint32_t x = seed * 2654435761u + 1;
    for (std::size_t i = 0; i < elements; ++i) {
        x = x * 1664525u + 1013904223u;
        const float v = (float((x >> 8) & 0xFFFF) / 65536.0f - 0.5f) * 0.25f;
        if (s == lk::Storage::Fp32)
            static_cast<float *>(p)[i] = v;
        else
            static_cast<std::uint16_t *>(p)[i] = lk::floatToBf16(v);
    }
}

// ROOFLINE_LLM_GEMM=own (expert and test knob): the engine's own GEMM even where oneDNN is
// loaded, to measure how far it is from the library and to test that path on any machine.
bool ownGemmForced() {
    const char *v = std::getenv("ROOFLINE_LLM_GEMM");
    return v && std::string_view(v) == "own";
}

} // namespace

std::optional<OneDnn::Format> CaseKernel::libraryFormat(const std::string &f) {
    if (f == "fp32")
        return OneDnn::Format::Fp32;
    if (f == "bf16")
        return OneDnn::Format::Bf16;
    if (f == "fp16")
        return OneDnn::Format::Fp16;
    if (f == "int8")
        return OneDnn::Format::Int8;
    return std::nullopt; // fp8: no CPU library GEMM
}

namespace {

// A GEMM through oneDNN: one matmul per instance, each with its own weights.
bool buildLibraryGemm(CaseKernel &kernel, const LlmKernelSpec &k, int instances, OneDnn &lib,
                      OneDnn::Format lf, std::string *why) {
    for (int i = 0; i < instances; ++i) {
        std::string error;
        auto mm = lib.matmul(k.m, k.n, k.k, lf, &error);
        if (!mm) {
            *why = k.id + ": " + error;
            return false;
        }
        kernel.implementation = "oneDNN " + lib.version() + " " + mm->implementation() + " ("
                                + OneDnn::typesOf(lf) + ")";
        kernel.bytesPerCall = static_cast<double>(mm->bytes());
        kernel.opsPerCall = mm->operations();
        kernel.matmuls.push_back(std::move(mm));
    }
    return true;
}

// A GEMM through the engine's own blocked kernel (fp32 and bf16 weights): weights per
// instance, the activations shared.
bool buildOwnGemm(CaseKernel &kernel, const LlmKernelSpec &k, int instances, lk::Storage st,
                  std::string *why) {
    const double wb = LlmStepPlan::bytesOf(k.weightsFormat);
    kernel.storage = st;
    const auto n = static_cast<std::size_t>(k.n), kk = static_cast<std::size_t>(k.k),
               m = static_cast<std::size_t>(k.m);
    for (int i = 0; i < instances; ++i) {
        AlignedBuffer w(n * kk * static_cast<std::size_t>(wb), AlignedBuffer::Pages::Huge);
        if (!w.valid()) {
            *why = k.id + ": cannot allocate its weights";
            return false;
        }
        fill(w.data(), n * kk, st, static_cast<std::uint32_t>(i + 1));
        kernel.weights.push_back(std::move(w));
    }
    kernel.input =
        AlignedBuffer(m * kk * static_cast<std::size_t>(wb) + 64, AlignedBuffer::Pages::Small);
    kernel.output = AlignedBuffer(m * n * sizeof(float) + 64, AlignedBuffer::Pages::Small);
    if (!kernel.input.valid() || !kernel.output.valid()) {
        *why = k.id + ": cannot allocate its activations";
        return false;
    }
    fill(kernel.input.data(), m * kk, st, 99);
    kernel.implementation = std::string("engine blocked GEMM (4 weight rows x all "
                                        "token rows, ")
                            + k.weightsFormat + ", fp32 accumulation)";
    kernel.bytesPerCall = double(n * kk) * wb + double(m * kk) * wb + double(m * n) * 4;
    kernel.opsPerCall = 2.0 * double(m) * double(n) * double(kk);
    return true;
}

bool buildGemm(CaseKernel &kernel, const LlmKernelSpec &k, int instances, OneDnn &lib,
               std::string *why) {
    const auto lf = CaseKernel::libraryFormat(k.weightsFormat);
    if (lib.available() && lf && !ownGemmForced())
        return buildLibraryGemm(kernel, k, instances, lib, *lf, why);
    if (const auto st = ownStorage(k.weightsFormat); st)
        return buildOwnGemm(kernel, k, instances, *st, why);
    const std::string library = ownGemmForced() ? std::string("set aside by ROOFLINE_LLM_GEMM=own")
                                : lib.available() ? "which does no " + k.weightsFormat + " matmul"
                                                  : lib.status();
    *why = k.id + ": " + k.weightsFormat + " GEMMs need oneDNN (" + library
           + "); the engine's own GEMM does fp32 and bf16 only";
    return false;
}

// The K (and, unless shared, V) cache of every sequence and kv-head.
bool allocateKvCache(CaseKernel &kernel, const LlmKernelSpec &k, lk::Storage st, std::string *why) {
    const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
    const auto rows = static_cast<std::size_t>(k.batch * k.kvHeads * k.keys);
    AlignedBuffer kc(rows * static_cast<std::size_t>(k.headDim * kvb) + 64,
                     AlignedBuffer::Pages::Huge);
    if (!kc.valid()) {
        *why = k.id + ": cannot allocate the KV cache";
        return false;
    }
    fill(kc.data(), rows * static_cast<std::size_t>(k.headDim), st, 7);
    kernel.weights.push_back(std::move(kc));
    if (!k.sharedKv) {
        kernel.values = AlignedBuffer(rows * static_cast<std::size_t>(k.vDim * kvb) + 64,
                                      AlignedBuffer::Pages::Huge);
        if (!kernel.values.valid()) {
            *why = k.id + ": cannot allocate the KV cache";
            return false;
        }
        fill(kernel.values.data(), rows * static_cast<std::size_t>(k.vDim), st, 8);
    }
    return true;
}

// Multiply-adds per call, 2 ops each: per (query, key) pair and head, QKᵀ and AV (plus the
// exp, not counted).
double attentionOps(const LlmKernelSpec &k) {
    double pairs = 0;
    if (k.causal) {
        for (std::int64_t i = 0; i < k.queries; ++i)
            pairs += double(k.window > 0 ? std::min<std::int64_t>(i + 1, k.window) : i + 1);
    } else {
        pairs = double(k.keys);
    }
    return 2.0 * double(k.batch) * k.heads * (k.headDim + k.vDim) * pairs;
}

// The engine's attention kernel over an fp32 or bf16 KV cache.
bool buildAttention(CaseKernel &kernel, const LlmKernelSpec &k, Workers &team, std::string *why) {
    const auto st = ownStorage(k.kvFormat);
    if (!st) {
        *why = k.id
               + ": the engine's attention kernel reads fp32 and bf16 KV caches, "
                 "not "
               + k.kvFormat;
        return false;
    }
    kernel.storage = *st;
    const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
    const auto rows = static_cast<std::size_t>(k.batch * k.kvHeads * k.keys);
    kernel.kStride = k.headDim;
    kernel.vStride = k.sharedKv ? k.headDim : k.vDim;
    if (!allocateKvCache(kernel, k, *st, why))
        return false;
    const auto qn = static_cast<std::size_t>(k.batch * k.queries * k.heads);
    kernel.input = AlignedBuffer(qn * static_cast<std::size_t>(k.headDim) * 4 + 64,
                                 AlignedBuffer::Pages::Small);
    kernel.output =
        AlignedBuffer(qn * static_cast<std::size_t>(k.vDim) * 4 + 64, AlignedBuffer::Pages::Small);
    kernel.scratch = AlignedBuffer(static_cast<std::size_t>(k.heads / k.kvHeads * k.keys) * 4
                                           * static_cast<std::size_t>(team.size())
                                       + 64,
                                   AlignedBuffer::Pages::Small);
    if (!kernel.input.valid() || !kernel.output.valid() || !kernel.scratch.valid()) {
        *why = k.id + ": cannot allocate the queries";
        return false;
    }
    fill(kernel.input.data(), qn * static_cast<std::size_t>(k.headDim), lk::Storage::Fp32, 9);
    kernel.implementation = std::string("engine attention (") + k.kvFormat
                            + " KV cache, fp32 arithmetic, each K/V row read once per "
                              "kv-head group)";
    kernel.bytesPerCall = double(rows) * (k.headDim + (k.sharedKv ? 0 : k.vDim)) * kvb
                          + double(qn) * (k.headDim + k.vDim) * 4;
    kernel.opsPerCall = attentionOps(k);
    return true;
}

} // namespace

std::unique_ptr<CaseKernel> CaseKernel::build(const LlmKernelSpec &k, int copies, OneDnn &lib,
                                              Workers &team, std::string *why) {
    auto kernel = std::make_unique<CaseKernel>();
    kernel->spec = &k;
    const int instances = k.op == LlmKernelSpec::Op::Gemm ? k.instances() * copies : 1;
    kernel->calls = instances;
    const bool built = k.op == LlmKernelSpec::Op::Gemm ? buildGemm(*kernel, k, instances, lib, why)
                                                       : buildAttention(*kernel, k, team, why);
    if (!built)
        return nullptr;
    return kernel;
}

bool CaseKernel::call(int instance, Workers &team, double *seconds, std::string *error) {
    const LlmKernelSpec &k = *spec;
    if (!matmuls.empty()) {
        const auto t0 = Clock::now();
        const bool ok = matmuls[static_cast<std::size_t>(instance)]->execute(error);
        *seconds = secondsSince(t0);
        return ok;
    }
    if (k.op == LlmKernelSpec::Op::Gemm) {
        const void *w = weights[static_cast<std::size_t>(instance)].data();
        const void *a = input.data();
        auto *c = static_cast<float *>(output.data());
        // Output rows split in blocks of four (the kernel's register block) over the team.
        const std::int64_t blocks = (k.n + 3) / 4;
        *seconds = team.run([&](int t, int members) {
            const std::int64_t b0 = blocks * t / members, b1 = blocks * (t + 1) / members;
            lk::gemm(storage, a, w, c, k.m, k.n, k.k, std::min(k.n, 4 * b0), std::min(k.n, 4 * b1));
        });
        return true;
    }
    lk::AttentionShape sh;
    sh.queries = k.queries;
    sh.keys = k.keys;
    sh.window = k.window;
    sh.heads = k.heads;
    sh.kvHeads = k.kvHeads;
    sh.headDim = k.headDim;
    sh.vDim = k.vDim;
    sh.causal = k.causal;
    sh.sharedKv = k.sharedKv;
    const std::int64_t items = k.batch * k.kvHeads;
    const auto *q = static_cast<const float *>(input.data());
    auto *out = static_cast<float *>(output.data());
    const auto *kc = static_cast<const char *>(weights[0].data());
    const auto *vc = k.sharedKv ? kc : static_cast<const char *>(values.data());
    const double kvb = LlmStepPlan::bytesOf(k.kvFormat);
    const std::int64_t perGroup = k.heads / k.kvHeads;
    const std::int64_t scratchPerThread = perGroup * k.keys;
    *seconds = team.run([&](int t, int members) {
        float *scr = static_cast<float *>(scratch.data()) + scratchPerThread * t;
        for (std::int64_t item = t; item < items; item += members) {
            const std::int64_t b = item / k.kvHeads;
            const int g = static_cast<int>(item % k.kvHeads);
            const std::int64_t cacheRow = (b * k.kvHeads + g) * k.keys;
            const char *kp = kc + static_cast<std::size_t>(cacheRow * kStride * kvb);
            const char *vp = vc + static_cast<std::size_t>(cacheRow * vStride * kvb);
            lk::attentionGroup(storage, sh, q + b * k.queries * k.heads * k.headDim, kp, vp,
                               kStride, vStride, out + b * k.queries * k.heads * k.vDim, g, scr);
        }
    });
    return true;
}

} // namespace roofline::probes::llmcpu
