// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"
#include "cuda/CudaRuntime.h"
#include "cuda/Nccl.h"

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

private:
    struct Run; // every GPU's buffers and stream (CudaPeerProbe.cpp)

    // One ordered pair: the one-way copy, verified, and from the lower ordinal both ways.
    void measurePair(Run &r, int i, int j);
    void measureBidirectional(Run &r, int i, int j, bool access, cudaStream_t streamI);
    // NCCL all-reduce across every GPU of this process, over the message-size sweep.
    void measureAllReduce(Run &gpus);
    // One message size of the sweep; false: NCCL failed or the run stopped.
    bool measureAllReducePoint(Run &gpus, Nccl &nccl, const std::vector<Nccl::Comm> &comms,
                               std::uint64_t size);
};

} // namespace roofline::cuda
