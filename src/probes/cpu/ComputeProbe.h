// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

// cpu.compute: the format ladder. One register-resident loop per rung (FormatLadder picks
// the widest instruction the CPU has: FMA for fp64/fp32, vfmadd231ph for fp16, vdpbf16ps or
// AMX tiles for bf16, vpdpbusd / AMX tiles / the vpmaddubsw triple for int8), 12 independent
// chains (6 tile accumulators), one and all threads pinned. A rung the CPU cannot run gets a
// "not supported (no FLAG)" warning, never a number.
class ComputeProbe : public Probe {
public:
    explicit ComputeProbe(CpuInfoPtr cpu)
        : m_cpu(std::move(cpu)) {}
    std::string id() const override { return "cpu.compute"; }
    std::string title() const override { return "CPU arithmetic throughput per format"; }
    std::string description() const override;
    double estimatedSeconds(const RunConfig &config) const override;
    void run(ProbeContext &ctx) override;

private:
    CpuInfoPtr m_cpu;
};

} // namespace roofline::probes
