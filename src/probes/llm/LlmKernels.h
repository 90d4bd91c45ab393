// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>

namespace roofline::probes::llmkernels {

// The engine's own LLM kernels, for what no library does here (attention over a KV cache) and
// for GEMMs where oneDNN is absent. Plain C++ vectorised by the compiler (OpenMP SIMD
// reductions) and cloned per ISA (AVX-512, AVX2, baseline: GCC target_clones picks one at load
// time), so they run on any x86 CPU and the widest vectors this one has. Every call computes a
// slice [begin, end) of the work so that a ThreadTeam splits it.

// bf16 storage: the upper half of an IEEE fp32.
inline __attribute__((always_inline)) float bf16ToFloat(std::uint16_t v) {
    const std::uint32_t bits = std::uint32_t(v) << 16;
    float f;
    __builtin_memcpy(&f, &bits, sizeof f);
    return f;
}
inline std::uint16_t floatToBf16(float f) {
    std::uint32_t bits;
    __builtin_memcpy(&bits, &f, sizeof bits);
    return std::uint16_t((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16); // round to nearest even
}

enum class Storage { Fp32, Bf16 };

// C[m×n] (fp32, row-major) = A[m×k] · Wᵀ, W n×k row-major (the layout of a checkpoint's
// linear layer), both in `s`; output rows n ∈ [nBegin, nEnd). Blocked: four weight rows at a
// time against every A row, so each weight byte is read once from memory per call and the A
// rows (m·k, small in decode) stay in cache.
void gemm(Storage s, const void *a, const void *w, float *c, std::int64_t m, std::int64_t n,
          std::int64_t k, std::int64_t nBegin, std::int64_t nEnd);

// Attention of one kv head g of one sequence: the heads/kvHeads query heads that share it.
// q: [queries][heads][headDim] fp32; kv cache: keys × headDim (K) and keys × vDim (V) in `s`
// (sharedKv: V is the first vDim elements of each K row, one latent), row stride kStride /
// vStride elements; out: [queries][heads][vDim] fp32. Decode (queries = 1) attends to every
// key; causal: query i to keys [i − window + 1, i] (window 0: [0, i]). scratch: keys floats
// per query head of the group.
struct AttentionShape {
    std::int64_t queries = 1, keys = 1, window = 0;
    int heads = 1, kvHeads = 1, headDim = 1, vDim = 1;
    bool causal = false, sharedKv = false;
};
void attentionGroup(Storage s, const AttentionShape &shape, const float *q, const void *k,
                    const void *v, std::int64_t kStride, std::int64_t vStride, float *out,
                    int group, float *scratch);

} // namespace roofline::probes::llmkernels
