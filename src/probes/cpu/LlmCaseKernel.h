// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/AlignedBuffer.h"
#include "probes/cpu/LlmWorkers.h"
#include "probes/cpu/OneDnn.h"
#include "probes/llm/LlmKernels.h"
#include "probes/llm/LlmStepPlan.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace roofline::probes::llmcpu {

// One kernel of a case on this CPU with everything its calls need: a library matmul per
// instance (each with its own weights) or the engine's own GEMM / attention with its buffers,
// what one call moves and computes by the engine's count, and the call times of the replay.
struct CaseKernel {
    const LlmKernelSpec *spec = nullptr;
    std::string implementation;
    double bytesPerCall = 0; // what the engine's call moves (its count, not the plan's)
    double opsPerCall = 0;
    std::vector<double> samples;   // seconds of every clean call (all copies, all passes)
    std::vector<double> disturbed; // calls during which a thread of the process was preempted
    int calls = 1;                 // calls per pass: instances x copies
    bool mergedDisturbed = false;
    // Library GEMM: one matmul per instance (each with its own weights).
    std::vector<std::unique_ptr<OneDnn::Matmul>> matmuls;
    // Own GEMM or attention: buffers per instance.
    llmkernels::Storage storage = llmkernels::Storage::Fp32;
    std::vector<AlignedBuffer> weights; // GEMM: W per instance; attention: K (and V) caches
    AlignedBuffer input, output, scratch, values;
    std::int64_t kStride = 0, vStride = 0, seqStride = 0;

    // Builds the kernel with `copies` x its instances of weights (GEMMs); null and why when
    // neither the library nor the engine runs its format, or its memory cannot be had.
    static std::unique_ptr<CaseKernel> build(const LlmKernelSpec &k, int copies, OneDnn &lib,
                                             Workers &team, std::string *why);
    // oneDNN's format for an engine format name (none for fp8: no CPU library GEMM).
    static std::optional<OneDnn::Format> libraryFormat(const std::string &format);

    // One call of instance `instance`; its wall seconds.
    bool call(int instance, Workers &team, double *seconds, std::string *error);
};

} // namespace roofline::probes::llmcpu
