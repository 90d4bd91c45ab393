// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/llm/ModelSpec.h"

#include <QCoreApplication>

namespace roofline {

// Megatron-style tensor parallelism as vLLM and SGLang shard a decoder over `tp` GPUs:
// - attention: query heads split evenly (column-parallel Q/K/V, row-parallel O); key/value
//   heads split too, or replicated when there are fewer of them than GPUs (each GPU then
//   holds one); MLA's down-projections (q_a, kv_a) are replicated and so is its latent KV
//   cache, which has no heads to split;
// - feed-forward and every expert: the intermediate width split (column-parallel gate/up,
//   row-parallel down); the router replicated;
// - embedding and lm_head: vocabulary-parallel (each GPU holds vocab / tp rows);
// - norms replicated.
// Each layer then all-reduces its attention and its feed-forward output, the embedding output
// is all-reduced once, and the lm_head's logits are gathered.
class TensorParallel {
    Q_DECLARE_TR_FUNCTIONS(roofline::TensorParallel)

public:
    // The model as one GPU holds it; an error names "tp" when the heads do not split.
    static Result<ModelSpec> shard(const ModelSpec &model, int tp);
    // Bytes each GPU sends (and receives) in a ring all-reduce of `bytes`: 2 (tp − 1) / tp.
    static double allReduceBytes(double bytes, int tp);
    // Bytes the gathering GPU receives when `bytes` are gathered from `tp` shards.
    static double gatherBytes(double bytes, int tp);
};

} // namespace roofline
