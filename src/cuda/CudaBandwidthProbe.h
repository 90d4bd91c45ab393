// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.bandwidth: HBM read/write/copy/triad (BabelStream/gpu-stream method), the read
// working-set sweep that shows the L1, L2 and HBM plateaus (gpu-cache / gpu-l2-cache method)
// and shared-memory bandwidth. Method and byte counting: src/cuda/README.md.
class CudaBandwidthProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.bandwidth"; }
    std::string title() const override { return "GPU memory bandwidth"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;
};

} // namespace roofline::cuda
