// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/RooflineCalculator.h"
#include "model/llm/StepFormats.h"

#include <array>

namespace roofline {

// What one step moves and computes, part by part (private to RooflineCalculator). The counting
// rules are at the top of StepCount.cpp; docs/model/method.md derives them.
struct StepCount {
    static constexpr int kGroups = int(KernelGroupId::Weights) + 1;

    QList<StepComponent> parts;
    std::array<double, kGroups> launches{};
    double collectives = 0; // tensor-parallel all-reduces and gathers
    double weightBytes = 0, kvCacheBytes = 0, activationBytes = 0;
    double weightResidentBytes = 0, kvResidentBytes = 0, activationPeak = 0;

    // `shard` is the model as one GPU of `tp` holds it (TensorParallel::shard); `full` the
    // whole model, for what the shards exchange.
    static StepCount count(const ModelSpec &shard, const ModelSpec &full, const StepFormats &f,
                           const InferenceConfig &cfg, int tp);
};

} // namespace roofline
