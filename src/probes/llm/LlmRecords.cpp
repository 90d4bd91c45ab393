// SPDX-License-Identifier: MIT
#include "probes/llm/LlmRecords.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

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

Measurement caseMeasurement(const std::string &probe, const LlmCaseSpec &c, int threads) {
    Measurement m;
    m.probe = probe;
    m.format = c.format;
    m.threads = threads;
    m.unit = "s";
    m.better = Better::Lower;
    auto &p = m.params;
    p.set("case", c.id);
    p.set("phase", c.phase);
    p.set("batch", c.batch);
    p.set("prompt", c.prompt);
    p.set("context", c.context);
    return m;
}

void setSamples(Measurement &m, const char *metric, const std::string &kernel,
                std::vector<double> samples) {
    m.metric = metric;
    m.kernel = kernel;
    m.samples = std::move(samples);
    m.finalize();
}

void finishKernel(Measurement &m, const LlmKernelSpec &k, double bytesPerCall, double opsPerCall,
                  double copies, double memoryRead, double peak, StepTotals &totals) {
    const double t = m.stats.median;
    const bool memoryBound =
        setKernelRates(m.params, k, t, bytesPerCall, opsPerCall, memoryRead, peak);
    m.workingSetBytes = static_cast<std::uint64_t>(bytesPerCall * copies);
    totals.add(k, t, memoryBound, bytesPerCall, opsPerCall);
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

bool setKernelRates(JsonValue &p, const LlmKernelSpec &s, double t, double bytesPerCall,
                    double opsPerCall, double memoryRead, double peak) {
    const double bps = t > 0 ? bytesPerCall / t : 0;
    const double fps = t > 0 ? opsPerCall / t : 0;
    const double tMem = memoryRead > 0 ? bytesPerCall / memoryRead : 0;
    const double tComp = peak > 0 ? opsPerCall / peak : 0;
    const bool memoryBound = tMem >= tComp;
    p.set("bytes_per_call", bytesPerCall);
    p.set("ops_per_call", opsPerCall);
    p.set("plan_flops_per_call", s.flops);
    p.set("plan_bytes_per_call", s.bytes);
    p.set("bytes_per_second", bps);
    p.set("flops_per_second", fps);
    p.set("bound", memoryBound ? "memory" : "compute");
    if (memoryRead > 0)
        p.set("bandwidth_efficiency", bps / memoryRead);
    if (peak > 0)
        p.set("mfu", fps / peak);
    if (memoryBound ? memoryRead > 0 : peak > 0)
        p.set("efficiency", memoryBound ? bps / memoryRead : fps / peak);
    p.set("seconds_per_step", t * s.callsPerStep());
    return memoryBound;
}

void StepTotals::add(const LlmKernelSpec &s, double t, bool memoryBound, double bytesPerCall,
                     double opsPerCall) {
    const double calls = s.callsPerStep();
    kernelMedians += t * calls;
    if (memoryBound)
        memorySeconds += t * calls;
    flops += opsPerCall * calls;
    bytes += bytesPerCall * calls;
    planFlops += s.flops * calls;
    planBytes += s.bytes * calls;
}

void setStepParams(JsonValue &p, const LlmCaseSpec &c, double t, const StepTotals &s,
                   double memoryRead, double peak) {
    const double tokens =
        c.phase == "decode" ? double(c.batch) : double(c.batch) * double(c.prompt);
    p.set("tokens_per_step", tokens);
    p.set("tokens_per_second", t > 0 ? tokens / t : 0);
    p.set("sum_of_kernel_medians_seconds", s.kernelMedians);
    p.set("flops", s.flops);
    p.set("bytes", s.bytes);
    p.set("plan_flops", s.planFlops);
    p.set("plan_bytes", s.planBytes);
    p.set("flops_per_second", t > 0 ? s.flops / t : 0);
    p.set("bytes_per_second", t > 0 ? s.bytes / t : 0);
    const double memShare = s.kernelMedians > 0 ? s.memorySeconds / s.kernelMedians : 0;
    p.set("memory_bound_share", memShare);
    p.set("bound", memShare >= 0.5 ? "memory" : "compute");
    if (memoryRead > 0)
        p.set("bandwidth_efficiency", t > 0 ? s.bytes / t / memoryRead : 0);
    if (peak > 0)
        p.set("mfu", t > 0 ? s.flops / t / peak : 0);
    p.set("dram_bandwidth", memoryRead);
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
