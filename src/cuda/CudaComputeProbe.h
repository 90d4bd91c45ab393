// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.compute: see description() and src/cuda/README.md for the method and how it is counted.
class CudaComputeProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.compute"; }
    std::string title() const override { return "GPU FMA and MMA peaks"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;
};

} // namespace roofline::cuda
