// SPDX-License-Identifier: MIT
#pragma once

// The attention kernels' shape rules (LlmAttention.cu), shared by the kernels, the host
// planning (LlmDevicePlan, which decides what it can run without a GPU) and tst_cudasass.
namespace roofline::cuda::llm {

// Threads per block of the attention kernel; each row of K (and V) is read by headDim / 8
// threads, 16 bytes (8 bf16/fp16 elements) each, so a block covers kAttentionThreads /
// (headDim / 8) key rows per trip of its loop.
constexpr int kAttentionThreads = 128;
constexpr int kAttentionElementsPerLoad = 8; // 16-byte loads of 2-byte KV elements
// One trip of the decode key loop (`#pragma unroll 1`) takes kAttentionRowsPerThreadPerTrip
// rows a thread (2 × kAttentionThreads / (headDim / 8) rows a block), ping-pong in two
// register buffers so that the next row's loads are in flight during the current row's FMAs
// (issue 29): one 16-byte load of K and one of V per thread and row.
constexpr int kAttentionRowsPerThreadPerTrip = 2;
constexpr int kAttentionLoadsPerTrip = 2 * kAttentionRowsPerThreadPerTrip;
// A split (one block) covers at least this many keys: small enough that batch 1 at context
// 1024 still gives every SM a block (8 kv heads × 32 splits = 256 blocks for 132 SMs; with 64
// it was 128, issue 29), large enough that the partial results a split writes (group ×
// (headDim + 2) floats) stay a small share of the KV rows it reads (13 % at group 4, d 128).
constexpr long long kMinKeysPerSplit = 32;

// The prefill (causal) kernel: a block of kPrefillThreads threads owns kPrefillRows query rows
// of one (sequence, kv head) — kPrefillRows / group prompt positions, each with the group's
// query heads — and walks the keys in tiles of kPrefillKeys rows of K and V staged in shared
// memory, so every K/V element a block loads serves all its rows. 16 row groups of 8 threads:
// a thread computes 4 rows x 4 keys of each score tile and 4 rows x headDim / 8 columns of the
// output.
constexpr int kPrefillThreads = 128;
constexpr int kPrefillRows = 64;
constexpr int kPrefillKeys = 32;
// 16-byte loads of K and of V per thread and tile: kPrefillKeys x headDim x 2 bytes / 16 /
// kPrefillThreads each.
constexpr int prefillLoadsPerTile(int headDim) {
    return kPrefillKeys * headDim / kAttentionElementsPerLoad / kPrefillThreads;
}
// Dynamic shared memory of a prefill block: Q (kPrefillRows rows) and the K tile as fp32 rows
// padded to headDim + 4, the V tile, and the tile's weights (kPrefillKeys × kPrefillRows + 4):
// 75,776 bytes at headDim 128 (above sm_75's 64 KB per block), 43,008 at 64.
constexpr int prefillSharedBytes(int headDim) {
    return 4
           * ((kPrefillRows + kPrefillKeys) * (headDim + 4) + kPrefillKeys * headDim
              + kPrefillKeys * (kPrefillRows + 4));
}

} // namespace roofline::cuda::llm
