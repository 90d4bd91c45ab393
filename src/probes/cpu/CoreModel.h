// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/IsaFeatures.h"
#include "probes/engine/JsonValue.h"

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

// The fp64 FMA loop's throughput on one core as the run measured it: its best rate divided by
// a clock measured without it (add/imul chains, cycle counter). The loop runs enough
// independent chains to cover latency x pipes (FormatKernels), so this is what the FMA pipes
// retire per cycle, whatever the CPUID model number claims.
struct FmaThroughput {
    double opsPerCycle = 0.0; // 0 = not measured
    int kernelBits = 0;       // vector width of the loop
    int elementBits = 64;
    double opsPerLane = 2.0; // an FMA: 2 FLOP per lane
    std::string kernel;      // "vfmadd231pd zmm (fp64 x8)"
};

// The rate per core of one dot-product or tile instruction (vdpbf16ps, vpdpbusd, bfdot, sdot,
// tdpbf16ps, tdpbusd), measured by its register-resident loop on one core at the run's clock.
// The FMA pipes only bound a dot product (cores run them slower: vdpbf16ps zmm at 0.47 per
// cycle on an Emerald Rapids VM, 45 % of that bound), so figures of the instruction are judged
// by this rate, rounded up to a physical configuration; a published rate (AMX: Intel's 1024
// bf16 / 2048 int8 ops per cycle) is the ceiling unless the measurement exceeds it.
struct InstructionRate {
    std::string kernelId;              // FormatKernel id ("x86.avx512bf16.dot")
    std::string kernel;                // "vdpbf16ps zmm (bf16 x32 -> fp32 x16)"
    double measuredOpsPerCycle = 0.0;  // one core, this run (0 = not measured)
    double publishedOpsPerCycle = 0.0; // vendor figure, 0 = none known to the table
    double ceilingOpsPerCycle = 0.0;   // what the instruction's figures are judged by
    std::string source;                // "measured" | "published"
    std::string rule;                  // how the ceiling was derived, in words
};

// What one core can do per cycle: the physical ceilings every CPU figure is judged by
// (FLOP per cycle per format, bytes per cycle per cache level). The FMA pipes come from what
// the core does (FmaThroughput, measured on every run); a small table keyed by
// vendor/family/model (sources in the README) is the cross-check and the name. A virtual CPU
// may present a model number that is not the host's (KVM -cpu models), so the table is
// overruled when the CPU reports extensions no core of its row has (AMX on a client core) or
// the measured FMA rate exceeds the row's ceiling beyond noise: one warning names both, and
// the ceiling is the measured rate rounded up to a physically possible pipe configuration
// (1, 2 or 4 pipes x 128/256/512 bits). Without a row the measurement alone sets the pipes;
// without a measurement either, an upper bound from the ISA (two FMA pipes, two loads per
// cycle at the widest vector width).
struct CoreModel {
    std::string name;   // "AMD Zen 5", "Intel Sapphire Rapids", "generic x86 (ISA only)"
    std::string source; // where the FMA pipes come from: "table" | "measured" | "isa"
    std::string note;   // caveats ("hybrid: E-cores have half the FMA width")
    // The table's row for this vendor/family/model ("" = none): the name it is known by, kept
    // when the row is overruled.
    std::string tableRow;
    // Extensions no core of the row has (IsaFeatures::names() spelling), set per row; and
    // those of them this CPU reports (each one contradicts the row).
    std::vector<std::string> impossible;
    std::vector<std::string> contradictions;
    FmaThroughput measured;   // as resolve() was given it
    double tableFmaOps = 0.0; // the row's ceiling for the measured loop (0 = no row)
    std::string warning;      // one sentence when the table and the core disagree, else ""
    // Measured rates of the dot-product and tile instructions the ladder runs (see above).
    std::vector<InstructionRate> instructionRates;
    const InstructionRate *rateFor(const std::string &kernelId) const;

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

    // The table's row for the CPU (source "table"), or the ISA bound ("isa"): unchecked.
    static CoreModel forCpu(const IsaFeatures &isa);
    // forCpu checked against what the CPU reports (`isa`, its brand string) and does
    // (`measured`): see the struct's comment. `measured.opsPerCycle` 0 = not measured.
    static CoreModel resolve(const IsaFeatures &isa, const std::string &brand,
                             const FmaThroughput &measured);
    // Measured and stated rates within this factor are the same within noise (turbo drift
    // between the clock's and the loop's moments, timer noise); a row is overruled only above
    // it. The next physical configuration above any row is 2x its rate, so no noise reaches it.
    static constexpr double kMeasurementNoise = 1.15;
    // The smallest pipe configuration (pipes x bits, pipes 1/2/4, bits 128/256/512) whose
    // rate for a `kernelBits`-wide loop, times kMeasurementNoise, covers `bitsPerCycle` (lane
    // bits retired per cycle); the fewest pipes among equals. {4, min(512, kernelBits)} when
    // none does.
    struct PipeConfig {
        int pipes = 0;
        int bits = 0;
    };
    static PipeConfig pipeConfigFor(double bitsPerCycle, int kernelBits);
    // The ceiling of an instruction from its measured rate: a vector instruction
    // (`kernelBits` > 0, `opsPerLane` per `elementBits` lane) rounded up to pipes x bits of
    // lanes (pipeConfigFor); a tile instruction (`kernelBits` 0) at `published` unless the
    // measurement exceeds it beyond noise, then rounded up to a power of two.
    static InstructionRate instructionRate(const std::string &kernelId, const std::string &kernel,
                                           double measuredOpsPerCycle, int kernelBits,
                                           int elementBits, double opsPerLane, double published);

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
