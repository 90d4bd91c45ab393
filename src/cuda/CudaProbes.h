// SPDX-License-Identifier: MIT
#pragma once

// The public face of src/cuda: plain C++, no CUDA types, so roofline-probe's provider and the
// tests include it without the toolkit's headers.
#include "probes/engine/DeviceProvider.h"
#include "probes/engine/Probe.h"

#include <memory>
#include <string>
#include <vector>

namespace roofline::cuda {

// How many CUDA devices the runtime sees; on failure, -1 and the reason (no driver, too old
// a driver, no device). A missing driver is a normal, reported state.
int deviceCount(std::string *reason);

// Every CUDA device with its provenance (name, UUID, compute capability, SMs, clocks, memory,
// L2, PCIe, ECC/MIG, driver/runtime versions). When the runtime cannot be used at all, one
// entry "cuda:0" with available = false and the reason.
std::vector<probes::DeviceInfo> discoverDevices();

// The CUDA probes of one device (empty for a non-CUDA or unavailable device). cuda:0 also
// gets the multi-GPU probes (peer copies, NCCL) when two or more devices exist.
std::vector<std::unique_ptr<probes::Probe>> createProbes(const probes::DeviceInfo &device);

} // namespace roofline::cuda
