// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

struct CoreModel;

// One register-resident peak loop of the format ladder. Every loop keeps its inputs in
// registers (tiles for AMX), runs `chains` independent accumulators so that throughput, not
// latency, bounds it, and returns a value computed from the accumulators so the work stays
// alive. What it counts is explicit: `instructionsPerIteration` counted instructions, each
// worth `opsPerInstruction` FLOP (or OP for integers), per loop trip and thread. The kernel
// disassembly test (tst_kernelasm) checks that those instructions really are in the hot loop.
struct FormatKernel {
    enum class Ceiling {
        Vector, // pipes x lanes x opsPerLane (CoreModel::vectorOpsPerCycle)
        // A dot product (vdpbf16ps, vpdpbusd, bfdot, sdot): the same pipes x lanes x opsPerLane,
        // but as an upper bound only. The core table holds no dot-product rate, and cores do
        // run them slower than their FMAs (vdpbf16ps zmm at 0.47 per cycle on an Emerald
        // Rapids VM, against 2 FMAs); the record says so, and cpu.gemm's library GEMM of the
        // format is the second method that tells the core's rate from a probe fault.
        DotProduct,
        AmxBf16,
        AmxInt8,
        None, // no stated ceiling (int32 multiply-add)
    };

    const char *id;                  // "x86.avx512fp16.fma": stable, used by FormatLadder
    const char *format;              // fp64 | fp32 | fp16 | bf16 | int32 | int8
    const char *family;              // "vector" | "matrix" (AMX tiles)
    const char *kernel;              // shown to users: "vfmadd231ph zmm (fp16 x32)"
    const char *isa;                 // "avx512fp16", "avx-vnni", "amx-bf16", "neon-dotprod", ...
    const char *unit;                // FLOP/s | OP/s
    const char *countRule;           // what one instruction counts, in words
    const char *mnemonics;           // counted instruction(s) in the hot loop, '+'-separated
    const char *object;              // object file that holds the loop (for the disassembly test)
    const char *function;            // the loop's function name in that object
    double instructionsPerIteration; // of each mnemonic
    double opsPerInstruction;        // of the whole counted group (one "instruction" each)
    int chains;                      // independent accumulators
    int vectorBits;                  // 0 for tiles
    Ceiling ceiling;
    int ceilingElementBits;   // Vector: element the pipes work on (64 fp64, 32 dot products)
    double ceilingOpsPerLane; // Vector: ops per element lane per instruction
    double (*loop)(std::uint64_t iterations);
    bool verified; // executed and its result checked by the project (see below for emulation)
    // SVE: opsPerInstruction and vectorBits are given for 128-bit vectors and scale with the
    // vector length the kernel reports (prctl PR_SVE_GET_VL) at run time.
    bool scalesWithSveLength = false;
    // The exact value loop(n) returns for n >= 64 iterations (sveVectorBytes: the SVE vector
    // length, for the SVE kernels): the work really done is the work counted. Checked by
    // tst_cpuisa and by roofline-kernel-check (which also runs under QEMU for aarch64).
    double (*expected)(std::uint64_t n, int sveVectorBytes) = nullptr;
    // `verified` by results under emulation only (qemu-aarch64, tests/qemu): the kernel computes
    // what it counts, but no timing of it on hardware has been seen by the project.
    bool verifiedUnderEmulationOnly = false;

    double opsPerIteration() const { return instructionsPerIteration * opsPerInstruction; }
    // Ops per cycle per core this kernel can reach at most on `core` (0 = no stated bound):
    // the instruction's measured or published rate where the core has one (CoreModel::
    // instructionRates), else the FMA pipes (a dot product) or the AMX figure.
    double ceilingPerCycle(const CoreModel &core) const;
    // True when that bound is not known to be reachable on this core: a dot product without a
    // measured rate, bounded by the FMA pipes.
    bool ceilingIsUpperBound(const CoreModel &core) const;
    // Dot products and tile instructions: their rate is measured per core (CpuInfo::detect).
    bool hasInstructionRate() const {
        return ceiling == Ceiling::DotProduct || ceiling == Ceiling::AmxBf16
               || ceiling == Ceiling::AmxInt8;
    }
};

// Every format kernel compiled into this build (x86 builds: the x86 ones; aarch64: NEON/SVE).
// Only FormatLadder decides which of them this CPU may run.
const std::vector<const FormatKernel *> &allFormatKernels();
const FormatKernel *findFormatKernel(const std::string &id);

// Per-file tables (each file is compiled for its own extension; call only what CPUID allows).
std::vector<const FormatKernel *> formatKernelsBase();       // fp64/fp32/int32/int8 legacy
std::vector<const FormatKernel *> formatKernelsAvx512Fp16(); // vfmadd231ph
std::vector<const FormatKernel *> formatKernelsAvx512Bf16(); // vdpbf16ps
std::vector<const FormatKernel *> formatKernelsAvx512Vnni(); // vpdpbusd zmm
std::vector<const FormatKernel *> formatKernelsAvxVnni();    // {vex} vpdpbusd ymm
std::vector<const FormatKernel *> formatKernelsAmx();        // tdpbf16ps / tdpbusd
std::vector<const FormatKernel *> formatKernelsArm();        // NEON / SVE

} // namespace roofline::probes
