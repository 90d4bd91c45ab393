// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"

#include <optional>
#include <string>

namespace roofline::cuda {

// Theoretical ceilings computed from a device's queried properties (docs/design.md §3.9): a
// measurement above its ceiling is flagged, never shown silently. Rates per SM per clock come
// from the CUDA C Programming Guide's arithmetic-throughput table and the architecture
// whitepapers; the tensor rates are the dense, non-sparse datacenter rates (GeForce parts run
// fp32-accumulate at half of it, so the ceiling stays an upper bound for them too).
class GpuCeilings {
public:
    // Floating-point lanes per SM per clock for plain FMA (not tensor cores); 0 if unknown.
    static int fmaLanesPerSm(int computeCapability, const std::string &format);
    // Dense tensor-core FLOP (or OP) per SM per clock; 0 when the format has no tensor path.
    static int tensorOpsPerSmPerClock(int computeCapability, const std::string &format);

    // FLOP/s of the FMA units: lanes × 2 (an FMA is two operations) × SMs × clock.
    static double fmaPeak(const GpuSpec &spec, const std::string &format, double clockHz);
    // The GEMM ceiling for a cuBLASLt format: tensor cores where they exist, else FMA.
    static double gemmPeak(const GpuSpec &spec, const std::string &format, double clockHz);
    // Device memory: bus width / 8 × 2 transfers per clock (HBM and GDDR report the clock
    // such that this holds) × memory clock.
    static double memoryBandwidth(const GpuSpec &spec);
    // L1 / shared memory: 128 bytes per SM per clock (32 banks × 4 B), all SMs.
    static double sharedBandwidth(const GpuSpec &spec, double clockHz);
    // Per-direction payload rate of a PCIe link after line encoding, 0 when unknown.
    static double pcieBandwidth(int generation, int width);

    // nullopt when the device supports a GEMM format, otherwise the reason.
    static std::optional<std::string> gemmUnsupported(const GpuSpec &spec,
                                                      const std::string &format);
};

} // namespace roofline::cuda
