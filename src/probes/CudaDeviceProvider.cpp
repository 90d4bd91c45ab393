// SPDX-License-Identifier: MIT
#include "probes/CudaDeviceProvider.h"

#include "cuda/CudaProbes.h"
#include "probes/engine/Probe.h"

namespace roofline::probes {

std::vector<DeviceInfo> CudaDeviceProvider::devices() {
    return roofline::cuda::discoverDevices();
}

std::vector<std::unique_ptr<Probe>> CudaDeviceProvider::probesFor(const DeviceInfo &device) {
    return roofline::cuda::createProbes(device);
}

} // namespace roofline::probes
