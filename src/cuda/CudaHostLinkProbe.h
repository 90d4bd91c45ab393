// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.hostlink: see description() and src/cuda/README.md for the method and how it is counted.
class CudaHostLinkProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.hostlink"; }
    std::string title() const override { return "Host-device transfers"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;

private:
    struct Run; // the host and device buffers, latch and streams (CudaHostLinkProbe.cpp)

    void emitRate(Run &r, const char *level, const std::string &kernel, std::uint64_t bytes,
                  const probes::SampleRun &run, double perIteration, const std::string &timing,
                  double ceil);
    // One copy-engine point: `bytes` in direction `level`, pinned (latched) or pageable.
    void measureCopy(Run &r, const char *level, std::uint64_t bytes, bool pinned);
    // The largest pinned round trip, host A -> device -> host B: true when intact.
    bool verifyRoundTrip(Run &r);
    void measureBidirectional(Run &r);
    // Copy kernels on mapped pinned memory (false: stopped without a figure).
    bool measureSmPath(Run &r);
};

} // namespace roofline::cuda
