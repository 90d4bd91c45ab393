// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"

#include <memory>
#include <string>
#include <vector>

namespace roofline::cuda {

// Queries the runtime (and NVML where it loads) for every device. Returns false with the
// reason when the runtime cannot be used (no driver, driver older than the runtime, no device).
bool queryDevices(std::vector<GpuSpec> *out, std::string *reason);
// The same for one device; cached for the process (discovery runs once, probes reuse it).
std::shared_ptr<const GpuSpec> specOf(int ordinal);
// The spec a device's probes plan with: specOf plus free memory, which needs a context on that
// device (created here, for probed devices only). Cached for the process.
std::shared_ptr<const GpuSpec> probingSpecOf(int ordinal);

} // namespace roofline::cuda
