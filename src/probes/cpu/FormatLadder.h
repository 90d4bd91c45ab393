// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/IsaFeatures.h"

#include <string>
#include <vector>

namespace roofline::probes {

// Which kernel measures each rung of the format ladder on this CPU, decided from IsaFeatures
// (and the AMX permission) alone, so that the decision for any CPU can be tested on any CPU.
// Per format there is one vector rung (the widest instruction the CPU has) and, where the CPU
// has matrix tiles (AMX), one matrix rung. A rung the CPU cannot run says why, naming the
// missing extension; a rung it can run must be measured.
struct FormatChoice {
    std::string format;   // fp64 | fp32 | fp16 | bf16 | int32 | int8
    std::string family;   // vector | matrix
    std::string kernelId; // FormatKernel id; empty when not run
    enum class Status { Run, NotSupported, Refused } status = Status::NotSupported;
    std::string reason; // for NotSupported / Refused: "no AVX512-FP16", "AMX permission ..."
};

class FormatLadder {
public:
    struct AmxState {
        bool asked = false;
        bool granted = false;
        std::string state; // AmxSupport::Permission::state
    };
    static std::vector<FormatChoice> choose(const IsaFeatures &isa, const AmxState &amx);
    // Whether the CPU may execute a kernel (by FormatKernel id), chosen or not: what the
    // choice above rests on, and what tests use to run every kernel the host can.
    static bool canRun(const std::string &kernelId, const IsaFeatures &isa, const AmxState &amx);
    // The warning text for a rung that is not run ("bf16 (matrix): not supported (no AMX-BF16)").
    static std::string describe(const FormatChoice &c);
};

} // namespace roofline::probes
