// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/DeviceProvider.h"

namespace roofline::probes {

// The CUDA devices and their probes, from src/cuda (CudaProbes.h, no CUDA types); compiled
// into roofline-probe only when CUDA is built (ROOFLINE_WITH_CUDA). A missing driver or
// device is listed as cuda:0 with available = false and the reason; the CPU probes still run.
class CudaDeviceProvider : public DeviceProvider {
public:
    std::vector<DeviceInfo> devices() override;
    std::vector<std::unique_ptr<Probe>> probesFor(const DeviceInfo &device) override;
};

} // namespace roofline::probes
