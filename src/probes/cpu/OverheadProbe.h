// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.overhead: the latency rungs above memory, so the ladder spans ns to ms: thread hand-off
// (condition-variable ping-pong between two pinned threads, one way), thread create+join,
// a system call (getppid via syscall()), and write+fsync of a small file in a temp directory.
class OverheadProbe : public Probe {
public:
    explicit OverheadProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.overhead"; }
    std::string title() const override { return "Thread, system-call and fsync latency"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

private:
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
