#pragma once

#include "probes/DeviceProvider.h"

namespace roofline::probes {

// Lists cuda:N devices through src/cuda's deviceCount(); compiled only into roofline-probe
// when CUDA is built (ROOFLINE_WITH_CUDA). CUDA probes (a later issue) are returned by
// probesFor() from here, the same way CpuProvider hands out CPU probes.
class CudaDeviceProvider : public DeviceProvider {
public:
    std::vector<DeviceInfo> devices() override;
    std::vector<std::unique_ptr<Probe>> probesFor(const DeviceInfo &device) override;
};

} // namespace roofline::probes
