// SPDX-License-Identifier: MIT
#include "cuda/DevicePlanning.h"

namespace roofline::cuda {

std::vector<GpuSpec> describeDevices(CudaApi &api) {
    std::vector<GpuSpec> out;
    const int n = api.deviceCount();
    for (int i = 0; i < n; ++i)
        out.push_back(api.describe(i));
    return out;
}

GpuSpec specForProbing(CudaApi &api, GpuSpec spec) {
    spec.freeMemBytes = api.freeMemory(spec.ordinal);
    return spec;
}

} // namespace roofline::cuda
