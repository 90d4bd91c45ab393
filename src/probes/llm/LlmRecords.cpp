// SPDX-License-Identifier: MIT
#include "probes/llm/LlmRecords.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace roofline::probes::llmrecords {

JsonValue caseRecord(const LlmStepPlan &plan, const LlmCaseSpec &c, const std::string &reason) {
    JsonValue r = JsonValue::object();
    r.set("id", c.id);
    r.set("model", plan.modelId);
    r.set("model_name", plan.modelName);
    r.set("phase", c.phase);
    r.set("format", c.format);
    r.set("batch", c.batch);
    r.set("prompt", c.prompt);
    r.set("context", c.context);
    r.set("reason", reason);
    return r;
}

void setKernelShape(JsonValue &p, const LlmKernelSpec &s) {
    p.set("group", s.group);
    p.set("op", s.op == LlmKernelSpec::Op::Gemm ? "gemm" : "attention");
    if (s.op == LlmKernelSpec::Op::Gemm) {
        p.set("m", s.m);
        p.set("n", s.n);
        p.set("k", s.k);
    } else {
        p.set("queries", s.queries);
        p.set("keys", s.keys);
        p.set("heads", s.heads);
        p.set("kv_heads", s.kvHeads);
        p.set("head_dim", s.headDim);
        p.set("v_dim", s.vDim);
        p.set("causal", s.causal);
        p.set("kv_format", s.kvFormat);
    }
    p.set("per_layer", s.perLayer);
    p.set("layers", s.layers);
    p.set("calls_per_step", s.callsPerStep());
    p.set("instances", s.instances());
}

std::vector<double> stepSamples(const std::vector<std::vector<double>> &kernelSamples,
                                const std::vector<double> &callsPerStep, std::size_t most) {
    std::vector<std::vector<double>> sorted = kernelSamples;
    std::size_t n = most;
    for (auto &v : sorted) {
        std::sort(v.begin(), v.end());
        n = std::min(n, v.size());
    }
    std::vector<double> out;
    if (sorted.empty())
        return out;
    for (std::size_t i = 0; i < n; ++i) {
        double step = 0;
        const double q = n > 1 ? double(i) / double(n - 1) : 0.5;
        for (std::size_t k = 0; k < sorted.size(); ++k) {
            const std::vector<double> &v = sorted[k];
            step += v[static_cast<std::size_t>(std::lround(q * double(v.size() - 1)))]
                    * callsPerStep[k];
        }
        out.push_back(step);
    }
    return out;
}

} // namespace roofline::probes::llmrecords
