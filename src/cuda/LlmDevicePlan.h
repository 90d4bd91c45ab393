// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaApi.h"
#include "cuda/GpuSpec.h"
#include "probes/llm/LlmStepPlan.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline::cuda::llm {

// What cuda.llm decides before it touches the device, in plain C++ so that tst_cudallm checks
// it with FakeCudaApi and no GPU: whether a device is there, which kernels of a case this GPU,
// cuBLASLt and the attention kernel can run, how many copies of the weights and KV cache a
// replay cycles through so no call finds them in L2, and whether that fits in free memory.
// Every "no" is a sentence for a not-measured record, never a number.

// No device to measure on: why (no CUDA device, ordinal out of range), else nullopt.
std::optional<std::string> deviceUnavailable(CudaApi &api, int ordinal);

// The GEMM formats cuda.llm runs through cuBLASLt (A = weights and B = activations in the same
// format; fp8 e4m3 with bf16 output, int8 with int32 output; bf16/fp16 accumulate in fp32).
bool gemmFormatKnown(const std::string &format);
// Why a GEMM of the plan is not measured on this GPU, else nullopt.
std::optional<std::string> gemmUnsupported(const GpuSpec &spec, const probes::LlmKernelSpec &k);
// Why the attention kernels do not run this shape, else nullopt: decode (one query per
// sequence, not causal) or causal prefill (keys ≥ queries, any window), bf16 or fp16 KV,
// headDim = vDim ∈ {64, 128}, heads / kvHeads ∈ {1, 2, 4, 8}, separate K and V (no shared
// latent).
std::optional<std::string> attentionUnsupported(const probes::LlmKernelSpec &k);

// The KV cache of one call as the model counts it: batch × kvHeads × keys × (headDim + vDim)
// elements, read once.
double kvCacheBytes(const probes::LlmKernelSpec &k);
// (query, key) pairs per sequence and head: keys (decode); causal: Σ over queries of the keys
// each sees (window-limited), the plan's ModelSpec::causalPairs and cpu.llm's count.
double attentionPairs(const probes::LlmKernelSpec &k);
// FLOP of one call: 2 × batch × heads × (headDim + vDim) × pairs (QKᵀ and PV).
double attentionFlops(const probes::LlmKernelSpec &k);
// The fp32 queries in and outputs out: batch × queries × heads × (headDim + vDim) × 4 bytes.
double attentionQueryBytes(const probes::LlmKernelSpec &k);
// Bytes of one call as its record states them: decode the KV cache once (q and out are
// ≪ 1 % of it); prefill the KV cache once plus the fp32 queries and outputs (cpu.llm's count:
// at a prompt they are as large as the cache).
double attentionBytes(const probes::LlmKernelSpec &k);
// Bytes of K and V the prefill kernel itself loads per call: each block of kPrefillRows query
// rows loads every key tile from its first visible key to its last row's diagonal (rows past
// the last key are not loaded), so the cache is read several times — unlike the model's count
// above, which reads it once. The record states both (kv_tile_bytes_loaded).
double prefillTileBytes(const probes::LlmKernelSpec &k);
// Key splits per (sequence, kv head): about 4 blocks per SM over the grid (the loads in flight
// that HBM needs), each over at least kMinKeysPerSplit keys.
int attentionSplits(const GpuSpec &spec, const probes::LlmKernelSpec &k);

// The keys [first, last] query i (0-based) of a causal call sees: the last query aligned to the
// last key, at most `window` of them (the prefill kernel's rule).
std::pair<std::int64_t, std::int64_t> visibleKeys(const probes::LlmKernelSpec &k, std::int64_t i);
// A 2-byte KV element (bf16, else fp16) as fp32, on the host.
float kvToFloat(std::uint16_t bits, bool bf16);
// One query row of attention in fp64, the host reference a GPU run checks the prefill kernel
// against: softmax(q · k_j / sqrt(d)) over keys j ∈ [first, last] of `k` (rows of d floats),
// the weighted mean of those rows of `v`.
std::vector<double> attentionReference(const float *q, const float *k, const float *v, int d,
                                       std::int64_t first, std::int64_t last);

struct CasePlan {
    std::string notMeasured; // "" when the case runs
    // Per kernel of the case (same order): the copies of its weights (GEMM) or KV cache
    // (attention) its calls cycle through, each kernel being timed on its own.
    std::vector<int> copies;
    double layerBytes = 0;  // one layer's kernels and the lm_head, one copy each
    double replayBytes = 0; // the largest kernel's buffers with its copies
};
// Copies so that one round over a kernel's buffers streams at least 4 × L2, at most 64.
int copiesFor(double bytesPerRound, std::uint64_t l2Bytes);
// Device memory one call of a kernel holds: weights (or KV cache), activations, outputs.
double kernelBytes(const probes::LlmKernelSpec &k);
// The plan of one case on this GPU: the first kernel it cannot run, else whether one layer
// and the lm_head, and the largest kernel with its copies, fit in 80 % of the free memory.
CasePlan planCase(const probes::LlmCaseSpec &c, const GpuSpec &spec);

} // namespace roofline::cuda::llm
