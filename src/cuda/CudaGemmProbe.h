// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaProbe.h"

namespace roofline::cuda {

// cuda.gemm: see description() and src/cuda/README.md for the method and how it is counted.
class CudaGemmProbe : public CudaProbe {
public:
    using CudaProbe::CudaProbe;
    std::string id() const override { return "cuda.gemm"; }
    std::string title() const override { return "cuBLASLt GEMM per format"; }
    std::string description() const override;
    double estimatedSeconds(const probes::RunConfig &config) const override;

protected:
    void runOnDevice(probes::ProbeContext &ctx) override;

private:
    struct Run;   // the cuBLASLt handle, workspace, L2-flush buffer and stream of one run
    struct Point; // one format and shape: operands, scales and the best algorithm so far

    void measureShape(Run &r, const char *fmt, std::uint64_t m, std::uint64_t n, std::uint64_t k);
    // One accumulation mode: the heuristic's algorithms, each sampled.
    void tryAlgorithms(Run &r, Point &p, bool fastAccum);
    void recordAlgorithm(Point &p, bool fastAccum, int rank, const probes::SampleRun &run);
    void emitBest(Run &r, Point &p);
};

} // namespace roofline::cuda
