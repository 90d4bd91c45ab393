// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/DeviceProvider.h"

namespace roofline::probes {

// The host CPU as device "cpu" and its probes (plus the test probes when enabled).
class CpuProvider : public DeviceProvider {
public:
    explicit CpuProvider(bool withTestProbes)
        : m_withTestProbes(withTestProbes) {}
    std::vector<DeviceInfo> devices() override;
    std::vector<std::unique_ptr<Probe>> probesFor(const DeviceInfo &device) override;

private:
    CpuInfoPtr info();

    bool m_withTestProbes;
    CpuInfoPtr m_info;
};

} // namespace roofline::probes
