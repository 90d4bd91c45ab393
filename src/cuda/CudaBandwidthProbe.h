// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/Accounting.h"
#include "cuda/CudaProbe.h"
#include "cuda/CudaRuntime.h"

#include <functional>

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

private:
    struct Run; // the buffers, stream, grid and plan of one run (CudaBandwidthProbe.cpp)

    // Each point family returns false when the run stopped (a stop request or no samples).
    bool measureHbm(Run &r);
    bool measurePerSmSweep(Run &r);
    bool measureDeviceSweep(Run &r);
    void measureShared(Run &r);
    void emitHbmPoint(Run &r, accounting::StreamKernel k, const probes::SampleRun &run,
                      double bytes, const std::function<void(cudaStream_t)> &launch);
    void verifyHbm(Run &r, accounting::StreamKernel k, probes::Measurement &m);
    probes::SampleRun samplePoint(Run &r, double, const std::function<void(cudaStream_t)> &launch);
    unsigned long long verifyMismatches(Run &r, const std::function<void()> &enqueue);
};

} // namespace roofline::cuda
