// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaLlmCase.h"
#include "cuda/CudaProbe.h"

#include <string>

namespace roofline::cuda {

// cuda.llm: the LLM step of the plan (--llm-plan) on this GPU, as cpu.llm measures it on the
// CPU: see description() and src/cuda/README.md.
class CudaLlmProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.llm"; }
    std::string title() const override { return "LLM step (cuBLASLt + attention)"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;

private:
    void notMeasured(probes::ProbeContext &ctx, const probes::LlmStepPlan &plan,
                     const probes::LlmCaseSpec &c, const std::string &reason) const;
    // Every case not measured, with the reason, where this device or cuBLASLt cannot run
    // the plan; true then.
    bool reportedUnavailable(probes::ProbeContext &ctx, const probes::LlmStepPlan &plan) const;
    // The run's own ceilings: the HBM read, and cuBLASLt's peak per format of the plan
    // (false: stopped).
    void measureHbmCeiling(probes::ProbeContext &ctx, const probes::SamplingPolicy &policy,
                           LlmGpuCeilings &ceilings);
    bool measureGemmPeaks(probes::ProbeContext &ctx, const probes::LlmStepPlan &plan,
                          const probes::SamplingPolicy &ceilingPolicy, double clock,
                          LlmGpuCeilings &ceilings);
    void measureCases(probes::ProbeContext &ctx, const probes::LlmStepPlan &plan, double clock,
                      const LlmGpuCeilings &ceilings);
};

} // namespace roofline::cuda
