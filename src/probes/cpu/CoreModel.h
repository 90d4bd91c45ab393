// SPDX-License-Identifier: MIT
#pragma once

#include "probes/JsonValue.h"
#include "probes/cpu/IsaFeatures.h"

#include <cstdint>
#include <string>

namespace roofline::probes {

// What one core can do per cycle: the physical ceilings every CPU figure is judged by
// (FLOP per cycle per format, bytes per cycle per cache level). Known cores come from a small
// table keyed by vendor/family/model (sources in the README); anything else gets an upper
// bound derived from the ISA alone (two FMA pipes, two loads per cycle at the widest vector
// width). Either way these are *assumptions*: the FMA-implied clock (ClockReconciler) checks
// the FMA figure against independent clocks on every run.
struct CoreModel {
    std::string name;   // "AMD Zen 5", "Intel Sapphire Rapids", "generic x86 (ISA only)"
    std::string source; // "table" | "isa"
    std::string note;   // caveats ("hybrid: E-cores have half the FMA width")

    // Vector FMA pipes and their native width: a wider instruction occupies a narrower pipe
    // for width / native cycles (Zen 4 runs AVX-512 on 2 x 256-bit pipes).
    int fmaPipes = 2;
    int fmaBits = 128;
    bool separateMulAdd = false; // SSE2 baseline: mul and add on two pipes, no FMA
    // Vector loads and stores per cycle at the widest width the core supports natively.
    int loadPorts = 2;
    int loadBits = 128;
    int storePorts = 1;
    int storeBits = 128;
    double l2BytesPerCycle = 0.0; // L2 -> L1 fill per core; 0 = not known for this core
    // Dot-product instructions (vdpbf16ps, vpdpbusd) per cycle: unknown per core, so bounded
    // by the FMA pipes (an upper bound, stated as such).
    double amxBf16FlopsPerCycle = 0.0; // per core; 0 = no AMX
    double amxInt8OpsPerCycle = 0.0;

    static CoreModel forCpu(const IsaFeatures &isa);

    // FLOP per cycle per core of an FMA-class instruction `kernelBits` wide on elements of
    // `elementBits`, counting `flopsPerLane` per lane (2 for an FMA). E.g. AVX-512 fp64 on
    // Sapphire Rapids: 2 pipes x 8 lanes x 2 = 32.
    double vectorOpsPerCycle(int kernelBits, int elementBits, double flopsPerLane) const;
    // Bytes per cycle per core of loads / stores `kernelBits` wide.
    double loadBytesPerCycle(int kernelBits) const;
    double storeBytesPerCycle(int kernelBits) const;
    // A streaming kernel with `loads` and `stores` vector accesses per element step: bytes per
    // cycle if the ports are the only limit (an upper bound: it ignores port sharing).
    double streamBytesPerCycle(int kernelBits, int loads, int stores) const;

    JsonValue toJson() const;
};

} // namespace roofline::probes
