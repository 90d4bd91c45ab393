// SPDX-License-Identifier: MIT
#include "cuda/DevicePlanning.h"

#include <algorithm>

namespace roofline::cuda {

std::vector<GpuSpec> describeDevices(CudaApi &api) {
    std::vector<GpuSpec> out;
    const int n = api.deviceCount();
    out.reserve(static_cast<std::size_t>(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        out.push_back(api.describe(i));
    return out;
}

GpuSpec specForProbing(CudaApi &api, GpuSpec spec) {
    spec.freeMemBytes = api.freeMemory(spec.ordinal);
    return spec;
}

} // namespace roofline::cuda
