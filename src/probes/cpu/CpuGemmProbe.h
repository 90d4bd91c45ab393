// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.gemm: what a real library reaches per format, next to cpu.compute's register-resident
// peaks ("the silicon" vs "what a library gets", as cuda.gemm does with cuBLASLt): oneDNN
// matmul (loaded at run time, see OneDnn) of large square shapes in fp32, bf16, fp16 and
// int8, one and all threads, with the implementation oneDNN chose. Without the library, or
// for a format it cannot do on this CPU, a warning says why and nothing is invented.
class CpuGemmProbe : public Probe {
public:
    explicit CpuGemmProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.gemm"; }
    std::string title() const override { return "CPU library GEMM (oneDNN matmul) per format"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

    // The square size per suite: 2048 (quick, standard), 4096 (full).
    static int sizeFor(Suite suite);
    // The format's best register-resident ceiling on this CPU in ops per cycle per core (vector
    // or matrix rung; 0: none), its rule, and whether it is only an upper bound (a dot product
    // bounded by the FMA pipes): no library beats the silicon (cpu.llm uses it too).
    struct FormatCeiling {
        double perCycle = 0.0;
        std::string rule;
        bool upperBound = false;
        std::string kernel; // the ladder kernel that sets it
    };
    static FormatCeiling formatCeiling(const CpuInfo &cpu, const std::string &format);
    // setCeiling with that ceiling, marked as an upper bound where it is one.
    static void setFormatCeiling(Measurement &m, const FormatCeiling &c, int cores,
                                 const CpuInfo &cpu);

private:
    void runOnLibraryThread(ProbeContext &ctx);
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
