// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/DeviceProvider.h"

#include <memory>
#include <vector>

namespace roofline::probes {

// All device providers of this build; the engine asks it for devices and their probes.
class ProbeRegistry {
public:
    void addProvider(std::unique_ptr<DeviceProvider> provider);
    // Discovered once and cached: discovery may measure (the CPU clock) or call a driver.
    const std::vector<DeviceInfo> &devices();
    std::vector<std::unique_ptr<Probe>> probesFor(const DeviceInfo &device);

    // The providers compiled into the engine itself (CPU, plus test probes when the
    // environment enables them).
    static void addBuiltins(ProbeRegistry &registry);
    static bool testProbesEnabled();

private:
    std::vector<std::unique_ptr<DeviceProvider>> m_providers;
    std::vector<DeviceInfo> m_devices;
    std::vector<std::size_t> m_owner; // provider index per device
    bool m_discovered = false;
};

} // namespace roofline::probes
