// SPDX-License-Identifier: MIT
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace roofline::probes {

// The format ladder's fastest register-resident rate per format and thread count, as
// cpu.compute measured it in this run: what cpu.gemm holds its library GEMM against, the
// second method for a format peak (CpuInfo::instructionPeaks; empty when cpu.compute did not
// run first, e.g. `--only cpu.gemm`).
struct InstructionPeak {
    std::string format; // fp32 | bf16 | int8 | ...
    int threads = 0;
    double rate = 0.0;                // ops/s, the measurement's value (its best sample)
    std::string kernel;               // "vdpbf16ps zmm (bf16 x32 -> fp32 x16)"
    double ceiling = 0.0;             // its stated ceiling, ops/s (0: none)
    bool ceilingIsUpperBound = false; // a dot product: the FMA pipes bound it, no known rate
};

class InstructionPeaks {
public:
    // Keeps the fastest kernel per (format, threads).
    void record(const InstructionPeak &peak);
    std::optional<InstructionPeak> find(const std::string &format, int threads) const;

private:
    mutable std::mutex m_mutex;
    std::vector<InstructionPeak> m_peaks;
};

// A library GEMM of the format next to that peak. A register-resident loop of the format's
// fastest instruction is the fastest code of the format there is, and a large GEMM gets close
// to it (85-95 % measured for fp32, bf16 and int8 with oneDNN on Intel and AMD VMs). So:
// - the library well above the loop (> kLibraryAbove): the loop misses the core's rate, a
//   fault of the probe (or the library uses units the ladder does not measure): loud;
// - the library close to a loop that is itself far below an upper-bound ceiling (a dot
//   product the core runs slower than its FMA pipes allow): two methods agree on the core's
//   rate, and the low fraction of the bound is the core's, not the probe's: said, with the
//   per-cycle rate both reach;
// - otherwise the ratio is recorded (a library below the loop is the library's business).
struct PeakAgreement {
    enum class Verdict {
        LibraryAbove, // the instruction loop misses this core's rate
        Corroborated, // both far below an upper bound, and agreeing: the bound is not the rate
        Agrees,       // within [kAgreeFrom, kLibraryAbove]
        LibraryBelow, // below kAgreeFrom of the loop
        // An all-thread loop that reached less than kMinScaling x threads x its one-thread rate
        // ran on shared execution units at that moment (a VM's virtual CPUs placed on one
        // core, seen on the Emerald Rapids VM: 2 threads at 1.0x one): it says nothing of the
        // instruction, so it is not held against the library (which may have run at another
        // moment, on other placement).
        NotComparable,
    };
    Verdict verdict = Verdict::Agrees;
    double ratio = 0.0; // library / instruction peak
    std::string text;   // one sentence for a warning or the record (empty for Agrees/Below)
};
constexpr double kLibraryAbove = 1.10;
constexpr double kAgreeFrom = 0.80;
// Below this share of its upper bound a dot-product loop is "far below" it.
constexpr double kFarBelowBound = 0.5;
// The all-thread loop must reach this share of threads x its one-thread rate to be compared
// (ComputeProbe's poor-thread-scaling warning uses the same share).
constexpr double kMinScaling = 0.75;

// `library`: "oneDNN 2.6.3"; `clockHz`: the run's clock, for the per-cycle rate in the text
// (0: left out); `oneThread`: the same format's one-thread loop, for an all-thread `peak`
// (nullptr: its scaling is not checked).
PeakAgreement compareWithInstructionPeak(double libraryRate, const InstructionPeak &peak,
                                         const std::string &library, double clockHz,
                                         const InstructionPeak *oneThread = nullptr);
// "library-above" | "corroborated" | "agrees" | "library-below" | "not-comparable"
const char *verdictName(PeakAgreement::Verdict v);

} // namespace roofline::probes
