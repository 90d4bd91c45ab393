// SPDX-License-Identifier: MIT
#pragma once

// The decode attention kernel's shape rules (LlmAttention.cu), shared by the kernel, the host
// planning (LlmDevicePlan, which decides what it can run without a GPU) and tst_cudasass.
namespace roofline::cuda::llm {

// Threads per block of the attention kernel; each row of K (and V) is read by headDim / 8
// threads, 16 bytes (8 bf16/fp16 elements) each, so a block covers kAttentionThreads /
// (headDim / 8) key rows per trip of its loop.
constexpr int kAttentionThreads = 128;
constexpr int kAttentionElementsPerLoad = 8; // 16-byte loads of 2-byte KV elements
// One trip of the key loop: one 16-byte load of K and one of V per thread (`#pragma unroll 1`).
constexpr int kAttentionLoadsPerTrip = 2;
// A split (one block) covers at least this many keys, so the partial results it writes stay
// small beside the KV cache it reads.
constexpr long long kMinKeysPerSplit = 64;

} // namespace roofline::cuda::llm
