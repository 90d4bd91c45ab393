// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.roofline: the empirical roofline (Empirical Roofline Toolkit method). An in-place kernel
// x = x*a + b repeated k times per element (k = 0: one add) moves 16 B per element and does
// 2k FLOPs, so intensity runs from 1/16 to 64 FLOP/B; at an L2-sized and a DRAM-sized set,
// all threads. The points trace the measured roof.
class RooflineProbe : public Probe {
public:
    struct Point {
        int fmas;
        double flopsPerElement;
        double intensity; // FLOP per byte
    };
    static std::vector<Point> intensities(int maxFmas);
    static constexpr double kBytesPerElement = 16.0; // read + write back, same line

    explicit RooflineProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.roofline"; }
    std::string title() const override { return "CPU empirical roofline"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

private:
    struct Set {
        const char *name;
        std::uint64_t bytes; // total over all threads
        int maxFmas;
    };
    std::vector<Set> sets(const RunConfig &config) const;

    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
