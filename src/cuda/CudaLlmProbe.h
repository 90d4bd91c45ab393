// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

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
};

} // namespace roofline::cuda
