// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/CudaApi.h"

#include <vector>

namespace roofline::cuda {

// Discovery describes every device without creating a context on any (properties, attributes
// and NVML only): `--device cuda:0` on an 8-GPU node must not touch the other seven.
std::vector<GpuSpec> describeDevices(CudaApi &api);
// The spec a device's probes plan with. Free memory needs that device's context, so it is read
// here, for the devices that are probed, after discovery.
GpuSpec specForProbing(CudaApi &api, GpuSpec spec);

} // namespace roofline::cuda
