// SPDX-License-Identifier: MIT
#include "probes/engine/ProbeRegistry.h"

#include "probes/cpu/CpuProvider.h"
#include "probes/engine/Probe.h"

#include <cstdlib>
#include <cstring>

namespace roofline::probes {

JsonValue DeviceInfo::toJson() const {
    JsonValue j = JsonValue::object();
    j.set("id", id);
    j.set("kind", kind);
    j.set("name", name);
    j.set("available", available);
    j.set("reason", reason);
    if (details.isObject()) {
        for (const auto &[key, value] : details.members())
            j.set(key, value);
    }
    return j;
}

void ProbeRegistry::addProvider(std::unique_ptr<DeviceProvider> provider) {
    m_providers.push_back(std::move(provider));
    m_discovered = false;
}

const std::vector<DeviceInfo> &ProbeRegistry::devices() {
    if (!m_discovered) {
        m_devices.clear();
        m_owner.clear();
        for (std::size_t i = 0; i < m_providers.size(); ++i) {
            for (auto &d : m_providers[i]->devices()) {
                m_devices.push_back(std::move(d));
                m_owner.push_back(i);
            }
        }
        m_discovered = true;
    }
    return m_devices;
}

std::vector<std::unique_ptr<Probe>> ProbeRegistry::probesFor(const DeviceInfo &device) {
    const auto &all = devices();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].id == device.id)
            return m_providers[m_owner[i]]->probesFor(device);
    }
    return {};
}

bool ProbeRegistry::testProbesEnabled() {
    const char *v = std::getenv("ROOFLINE_PROBE_ENABLE_TEST_PROBES");
    return v && std::strcmp(v, "1") == 0;
}

void ProbeRegistry::addBuiltins(ProbeRegistry &registry) {
    registry.addProvider(std::make_unique<CpuProvider>(testProbesEnabled()));
}

} // namespace roofline::probes
