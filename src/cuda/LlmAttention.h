// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: cuda.llm's attention kernels (LlmAttention.cu).
// Decode: one query token per sequence over a KV cache of `keys` rows, grouped-query: the
// heads / kvHeads query heads that share a kv head are computed by the same block, so each K
// and V row is read from memory once per call (the model's count: the KV cache read once).
// fp32 accumulation, a running-max (online) softmax, keys split across blocks (flash-decoding)
// and the splits' partial results combined by a second small kernel.
// Prefill: causal attention of a prompt's `queries` tokens, tiled FlashAttention-2 style on the
// FMA units (no tensor cores): a block owns kPrefillRows query rows of one (sequence, kv head),
// the group's query heads sharing every K/V tile it stages in shared memory; fp32 online
// softmax in base 2; key tiles wholly above the diagonal are skipped, so the work is the causal
// half the model counts.
#include "cuda/LlmKernelConstants.h"

#include <cstddef>
#include <cstdint>
#include <cuda_runtime_api.h>

namespace roofline::cuda::llm {

enum class KvType { Bf16, Fp16 };

struct DecodeAttention {
    int batch = 1, heads = 1, kvHeads = 1, headDim = 128;
    std::int64_t keys = 1;
    int splits = 1; // key ranges per (sequence, kv head): one block each
};

// Floats of the splits' partial results: batch × kvHeads × splits × group × (headDim + 2).
std::size_t decodeWorkspaceFloats(const DecodeAttention &a);

// q: [batch][heads][headDim] fp32; k, v: [batch][kvHeads][keys][headDim] in `t`; workspace:
// decodeWorkspaceFloats(a) floats; out: [batch][heads][headDim] fp32. Shapes must pass
// LlmDevicePlan::attentionUnsupported (headDim 64 or 128, heads / kvHeads 1, 2, 4 or 8).
// Enqueues on `stream` and returns at once; false for a shape it has no kernel for.
bool decodeAttention(KvType t, const DecodeAttention &a, const float *q, const void *k,
                     const void *v, float *workspace, float *out, cudaStream_t stream);

struct PrefillAttention {
    int batch = 1, heads = 1, kvHeads = 1, headDim = 128;
    std::int64_t queries = 1; // prompt tokens, the last `queries` of the `keys` positions
    std::int64_t keys = 1;    // >= queries
    std::int64_t window = 0;  // sliding window in keys (query i sees at most `window`); 0: none
};

// q, out: [batch][queries][heads][headDim] fp32 (the decode layout with a position axis);
// k, v: [batch][kvHeads][keys][headDim] in `t`. Query i (0-based) of a sequence sees keys
// [keys − queries + i − window + 1, keys − queries + i] (window 0: from key 0): the last query
// aligned to the last key. Shapes must pass LlmDevicePlan::attentionUnsupported (headDim 64 or
// 128, heads / kvHeads 1, 2, 4 or 8). Enqueues one kernel on `stream` and returns at once;
// false for a shape it has no kernel for.
bool prefillAttention(KvType t, const PrefillAttention &a, const float *q, const void *k,
                      const void *v, float *out, cudaStream_t stream);
// Once per shape and device before prefillAttention, outside any timing: lets the kernel
// instance use its dynamic shared memory (74 KB at headDim 128, above the 48 KB default).
bool preparePrefillAttention(KvType t, const PrefillAttention &a);

} // namespace roofline::cuda::llm
