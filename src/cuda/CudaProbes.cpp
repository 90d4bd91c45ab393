// SPDX-License-Identifier: MIT
#include "cuda/CudaProbes.h"

#include "cuda/CudaBandwidthProbe.h"
#include "cuda/CudaComputeProbe.h"
#include "cuda/CudaDiscovery.h"
#include "cuda/CudaGemmProbe.h"
#include "cuda/CudaHostLinkProbe.h"
#include "cuda/CudaLatencyProbe.h"
#include "cuda/CudaLaunchProbe.h"
#include "cuda/CudaLlmProbe.h"
#include "cuda/CudaPeerProbe.h"
#include "cuda/CudaRooflineProbe.h"
#include "cuda/CudaRuntime.h"

#include <cuda_runtime.h>
#include <map>
#include <mutex>

namespace roofline::cuda {

int deviceCount(std::string *reason) {
    std::vector<GpuSpec> specs;
    if (!queryDevices(&specs, reason))
        return -1;
    return static_cast<int>(specs.size());
}

std::vector<probes::DeviceInfo> discoverDevices() {
    std::vector<probes::DeviceInfo> out;
    std::vector<GpuSpec> specs;
    std::string reason;
    if (!queryDevices(&specs, &reason)) {
        probes::DeviceInfo d;
        d.id = "cuda:0";
        d.kind = "cuda";
        d.name = "CUDA device";
        d.available = false;
        d.reason = reason.empty() ? "the CUDA runtime reported an error" : reason;
        int runtime = 0;
        cudaRuntimeGetVersion(&runtime);
        d.details.set("runtime_version", runtime);
        out.push_back(d);
        return out;
    }
    for (const GpuSpec &s : specs) {
        probes::DeviceInfo d;
        d.id = "cuda:" + std::to_string(s.ordinal);
        d.kind = "cuda";
        d.name = s.name;
        d.available = true;
        d.details = s.details();
        if (s.migMode == "enabled")
            d.details.set("note", "MIG is enabled: results describe the visible instance");
        out.push_back(d);
    }
    return out;
}

std::vector<std::unique_ptr<probes::Probe>> createProbes(const probes::DeviceInfo &device) {
    std::vector<std::unique_ptr<probes::Probe>> out;
    if (device.kind != "cuda" || !device.available || device.id.rfind("cuda:", 0) != 0)
        return out;
    const int ordinal = std::stoi(device.id.substr(5));
    auto spec = probingSpecOf(ordinal);
    if (!spec)
        return out;
    // One state per device, shared by its probes (measured clock, energy per byte).
    static std::mutex mutex;
    static std::map<int, std::shared_ptr<DeviceState>> states;
    std::shared_ptr<DeviceState> state;
    {
        std::lock_guard lock(mutex);
        auto &slot = states[ordinal];
        if (!slot)
            slot = std::make_shared<DeviceState>();
        state = slot;
    }
    // Cheap, sensitive probes first (launch, latency) while the device is cool; the probes
    // that heat it (compute, GEMM) last.
    out.push_back(std::make_unique<CudaLaunchProbe>(spec, state));
    out.push_back(std::make_unique<CudaBandwidthProbe>(spec, state));
    out.push_back(std::make_unique<CudaLatencyProbe>(spec, state));
    out.push_back(std::make_unique<CudaHostLinkProbe>(spec, state));
    out.push_back(std::make_unique<CudaComputeProbe>(spec, state));
    out.push_back(std::make_unique<CudaRooflineProbe>(spec, state));
    out.push_back(std::make_unique<CudaGemmProbe>(spec, state));
    // The LLM step last: it needs the plan (--llm-plan) and says so without one.
    out.push_back(std::make_unique<CudaLlmProbe>(spec, state));
    // cuda:0 always carries the multi-GPU probe: on one GPU it records "not applicable"
    // (a warning with the reason) instead of being silently absent.
    if (ordinal == 0)
        out.push_back(std::make_unique<CudaPeerProbe>(spec, state));
    return out;
}

} // namespace roofline::cuda
