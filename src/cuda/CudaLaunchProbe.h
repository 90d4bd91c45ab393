// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.launch: see description() and src/cuda/README.md for the method and how it is counted.
class CudaLaunchProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.launch"; }
    std::string title() const override { return "GPU launch and synchronisation overheads"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;

private:
    struct Run; // the stream, the one-thread launch and the latch (CudaLaunchProbe.cpp)

    // One latency point: `body` sampled, its seconds per iteration emitted.
    void point(Run &r, const char *kernel, const char *level, const std::string &timing,
               const std::function<double(std::uint64_t)> &body);
    void measureLaunches(Run &r);    // enqueue, round trip, back to back
    void measureGraph(Run &r);       // per node of a captured chain
    void measureSyncs(Run &r);       // an idle stream, a completed event
    void measureSmallCopies(Run &r); // 4 B, pinned and pageable, one by one and latched
};

} // namespace roofline::cuda
