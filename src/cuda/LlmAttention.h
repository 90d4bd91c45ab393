// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/cuda: cuda.llm's decode attention (LlmAttention.cu). One query token per
// sequence over a KV cache of `keys` rows, grouped-query: the heads / kvHeads query heads
// that share a kv head are computed by the same block, so each K and V row is read from
// memory once per call (the model's count: the KV cache read once). fp32 accumulation, a
// running-max (online) softmax, keys split across blocks (flash-decoding) and the splits'
// partial results combined by a second small kernel.
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

} // namespace roofline::cuda::llm
