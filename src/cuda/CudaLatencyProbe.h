// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.latency: see description() and src/cuda/README.md for the method and how it is counted.
class CudaLatencyProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.latency"; }
    std::string title() const override { return "GPU memory latency"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;

private:
    struct Run; // the chain's buffer, state, stream and policy (CudaLatencyProbe.cpp)

    // One chase over the uploaded chain of `slots`, L1-cached or not; false: stopped.
    bool measureChase(Run &r, std::uint64_t slots, bool cacheL1);
    void emitChase(Run &r, const probes::SampleRun &run, const std::vector<double> &cyclesPerLoad,
                   std::uint64_t slots, bool cacheL1);
};

} // namespace roofline::cuda
