// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.peer: see description() and src/cuda/README.md for the method and how it is counted.
class CudaPeerProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.peer"; }
    std::string title() const override { return "Peer copies and NCCL all-reduce"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;
    bool exclusive() const override { return true; }
};

} // namespace roofline::cuda
