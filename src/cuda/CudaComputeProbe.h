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

private:
    struct Run;     // the stream, sink, clock and grid of one run (CudaComputeProbe.cpp)
    struct FmaCase; // a format of the FMA loop and its lanes per instruction

    // One FMA point (fp32 with its energy per FLOP); false: stopped.
    bool measureFma(Run &r, const FmaCase &c);
    // Tensor cores through mma.sync.
    void measureMma(Run &r);
};

} // namespace roofline::cuda
