// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.latency: load-to-use latency by pointer chase through one Sattolo cycle, 1 KiB to
// >= 4x the last-level cache at 64-B spacing, plus DRAM-sized variants: 256-B spacing (no
// adjacent-line prefetch gain) and 4 KiB pages (TLB misses included). ns and core cycles.
class LatencyProbe : public Probe {
public:
    struct Point {
        std::uint64_t bytes;
        std::size_t stride;
        bool hugePages;
        const char *kernel;
    };
    static std::vector<Point> plan(const RunConfig &config, const CpuInfo &cpu);
    static constexpr std::uint64_t kMinLoads = 1'000'000;

    explicit LatencyProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.latency"; }
    std::string title() const override { return "CPU memory latency ladder"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

private:
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
