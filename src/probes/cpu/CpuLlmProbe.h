// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.llm: the LLM step of a model on this CPU, kernel by kernel, from the plan the Qt side
// wrote (`--llm-plan FILE`, LlmStepPlan). Every GEMM of one layer runs with real-sized random
// weights through oneDNN (the engine's own blocked kernel where the library is absent), the
// attention through the engine's own kernel over a KV cache of the plan's context (decode) or
// causally over the prompt (prefill), and the lm_head; the layer is replayed call by call as
// a step runs it, so no call finds its weights in a cache. Each kernel's time is a measurement
// (llm_kernel) with its achieved bytes/s and FLOP/s, its bound and its efficiency against the
// run's own measured ceilings (DRAM read bandwidth, the library GEMM peak per format, both
// measured first: llm_ceiling); the step (llm_step) is the sum over layers plus the lm_head
// with the plan's call counts. What cannot be measured (the layer does not fit in memory, a
// format this CPU or library lacks, a context beyond the model's maximum) is a warning
// "not-measured" naming the case and the reason, never a number. Runs only with a plan.
// It keeps its own time budget (LlmBudget: twice its estimate + 30 s): on a busy machine its cases
// get fewer passes (params passes, passes_asked, stopped_by) instead of the supervisor's cap
// failing the whole run; a case that no longer fits is recorded as not measured.
class CpuLlmProbe : public Probe {
public:
    explicit CpuLlmProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.llm"; }
    std::string title() const override {
        return "LLM step on the CPU (model's GEMMs and attention)";
    }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    bool runsByDefault(const RunConfig &config) const override { return config.llmPlan != nullptr; }
    void run(ProbeContext &ctx) override;

private:
    void runOnLibraryThread(ProbeContext &ctx);
    double budgetSeconds(const ProbeContext &ctx) const;
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
