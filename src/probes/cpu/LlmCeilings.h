// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuInfo.h"
#include "probes/cpu/LlmWorkers.h"
#include "probes/engine/ProbeContext.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

class AlignedBuffer;

namespace llmcpu {

// The ceilings cpu.llm judges its kernels by, measured in the same run (DRAM read bandwidth
// of every core; the library's GEMM peak per format on a large square shape) and the CPU's
// ISA ceiling per format (CoreModel × clock × cores).
struct Ceilings {
    double dramBandwidth = 0; // the best DRAM read the run has shown so far
    // The DRAM read kept for re-measuring right before each case: this VM's bandwidth changes
    // between modes over a run (35 vs 80 GB/s, the host placing the vCPUs), and a case must
    // not be judged by a ceiling lower than what it reached.
    std::shared_ptr<AlignedBuffer> dramBuffer;
    std::size_t dramPerThread = 0;
    std::map<std::string, double> libraryPeak; // FLOP/s (OP/s for int8)
    std::map<std::string, double> isaPeak;
};
// Measures and emits them (metric llm_ceiling).
Ceilings measureCeilings(ProbeContext &ctx, const CpuInfo &cpu, OneDnn &lib, Workers &team,
                         const std::vector<std::string> &formats, const SamplingPolicy &policy);
// The DRAM read again over the kept buffer (a few samples, best): the bandwidth at this moment.
double dramReadNow(ProbeContext &ctx, Workers &team, const Ceilings &ceilings);

} // namespace llmcpu
} // namespace roofline::probes
