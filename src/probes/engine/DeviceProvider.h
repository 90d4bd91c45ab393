// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"

#include <memory>
#include <string>
#include <vector>

namespace roofline::probes {

class Probe;

// A device as the protocol's `device` message and the bundle's `device` object describe it.
struct DeviceInfo {
    std::string id;   // "cpu" | "cuda:N"
    std::string kind; // "cpu" | "cuda"
    std::string name;
    bool available = true;
    std::string reason;                      // why it is unavailable
    JsonValue details = JsonValue::object(); // provenance: driver, clocks, caches, ...
    JsonValue host;                          // host facts (cpu only); null otherwise

    JsonValue toJson() const; // the bundle's device object
};

// Discovers the devices of one kind and creates their probes. The CPU provider lives here;
// the CUDA provider (src/cuda) registers the same way from roofline-probe's main.
class DeviceProvider {
public:
    virtual ~DeviceProvider() = default;
    virtual std::vector<DeviceInfo> devices() = 0;
    virtual std::vector<std::unique_ptr<Probe>> probesFor(const DeviceInfo &device) = 0;
};

} // namespace roofline::probes
