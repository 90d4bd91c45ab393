// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.bandwidth: read / write / copy / triad (+ non-temporal variants for DRAM-sized sets)
// over a working-set sweep, one thread and all threads, with the widest ISA the CPU has.
class BandwidthProbe : public Probe {
public:
    enum class Kernel { Read, Write, Copy, Triad, WriteNt, CopyNt, TriadNt };

    // Explicit byte accounting (docs/design.md §3.3): what one pass over n doubles per array moves.
    struct Bytes {
        int arrays = 0;
        std::uint64_t counted = 0;            // explicit reads + writes (STREAM convention)
        std::uint64_t writeAllocateExtra = 0; // destination reads caused by normal stores
    };
    static Bytes bytesFor(Kernel kernel, std::uint64_t n);
    static const char *kernelName(Kernel kernel);
    // Total working-set sizes of the sweep for this run.
    static std::vector<std::uint64_t> sweep(const RunConfig &config, const CpuInfo &cpu);

    explicit BandwidthProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.bandwidth"; }
    std::string title() const override { return "CPU memory bandwidth ladder"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

private:
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
