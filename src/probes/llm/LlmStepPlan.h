// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline::probes {

// The LLM step plan as the engine reads it (`--llm-plan FILE`, schema roofline-llm-plan/1,
// docs/model/llm-plan.md): GEMM shapes and attention layouts with their counts per layer and
// step. The engine knows nothing about models; the Qt side (model/LlmPlan) writes the plan
// from the same code the analytic roofline counts with. Read strictly: an unknown or missing
// key, a wrong type, a value out of range or a format the engine does not know is an error
// naming the case, the kernel and the field, and nothing is measured.
struct LlmKernelSpec {
    enum class Op { Gemm, Attention };
    std::string id, group;
    Op op = Op::Gemm;
    // GEMM C[m×n] = A[m×k]·Wᵀ.
    std::int64_t m = 0, n = 0, k = 0;
    double tokens = 0;
    std::string weightsFormat, activationsFormat;
    // Attention.
    std::int64_t batch = 0, queries = 0, keys = 0, window = 0;
    int heads = 0, kvHeads = 0, headDim = 0, vDim = 0;
    bool causal = false, sharedKv = false;
    std::string kvFormat;
    double perLayer = 1;
    std::int64_t layers = 1;
    double flops = 0, bytes = 0; // per call, as the model counts them

    double callsPerStep() const { return perLayer * static_cast<double>(layers); }
    // The distinct weight copies a layer replay holds: one per call in the layer (K and V,
    // every touched expert), so no call finds its weights in a cache.
    int instances() const;
};

struct LlmCaseSpec {
    std::string id, phase, format;
    std::int64_t batch = 1, prompt = 0, context = 0;
    std::string notMeasured; // the model side's reason, "" when measurable
    std::vector<LlmKernelSpec> kernels;
};

struct LlmStepPlan {
    static constexpr const char *kSchema = "roofline-llm-plan/1";
    static constexpr std::size_t kMaxFileBytes = 16u << 20;
    std::string modelId, modelName;
    std::int64_t layers = 0, maxContext = 0;
    std::vector<LlmCaseSpec> cases;

    static std::optional<LlmStepPlan> parse(std::string_view json, std::string *error);
    static std::optional<LlmStepPlan> load(const std::string &path, std::string *error);
    // Engine format names and their bytes per element (0: unknown).
    static double bytesOf(std::string_view format);
};

} // namespace roofline::probes
