// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuProvider.h"

#include "probes/cpu/BandwidthProbe.h"
#include "probes/cpu/ComputeProbe.h"
#include "probes/cpu/CpuGemmProbe.h"
#include "probes/cpu/CpuLlmProbe.h"
#include "probes/cpu/LatencyProbe.h"
#include "probes/cpu/OverheadProbe.h"
#include "probes/cpu/RooflineProbe.h"
#include "probes/engine/TestProbes.h"

namespace roofline::probes {

CpuInfoPtr CpuProvider::info() {
    if (!m_info)
        m_info = std::make_shared<const CpuInfo>(CpuInfo::detect());
    return m_info;
}

std::vector<DeviceInfo> CpuProvider::devices() {
    const auto cpu = info();
    DeviceInfo d;
    d.id = "cpu";
    d.kind = "cpu";
    d.name = cpu->model.empty() ? std::string("CPU") : cpu->model;
    d.available = true;
    d.details = cpu->details();
    d.host = cpu->host();
    return {d};
}

std::vector<std::unique_ptr<Probe>> CpuProvider::probesFor(const DeviceInfo &device) {
    std::vector<std::unique_ptr<Probe>> out;
    if (device.kind != "cpu")
        return out;
    const auto cpu = info();
    out.push_back(std::make_unique<BandwidthProbe>(cpu));
    out.push_back(std::make_unique<LatencyProbe>(cpu));
    out.push_back(std::make_unique<ComputeProbe>(cpu));
    out.push_back(std::make_unique<CpuGemmProbe>(cpu));
    out.push_back(std::make_unique<CpuLlmProbe>(cpu));
    out.push_back(std::make_unique<OverheadProbe>(cpu));
    out.push_back(std::make_unique<RooflineProbe>(cpu));
    if (m_withTestProbes) {
        out.push_back(std::make_unique<CrashProbe>());
        out.push_back(std::make_unique<HangProbe>());
        out.push_back(std::make_unique<StdoutProbe>());
    }
    return out;
}

} // namespace roofline::probes
