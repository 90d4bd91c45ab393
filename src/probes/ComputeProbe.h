#pragma once

#include "probes/CpuProbeSupport.h"
#include "probes/Probe.h"

namespace roofline::probes {

// cpu.compute: the format ladder. Register-resident loops with 12 independent chains per
// thread (fp64/fp32 FMA, int32 multiply-add, int8 dot products), all CPUs pinned. Formats
// the ISA lacks (fp16/bf16 arithmetic here) get a "not supported" warning, never a number.
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
