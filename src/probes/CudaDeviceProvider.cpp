#include "probes/CudaDeviceProvider.h"

#include "cuda/CudaProbes.h"
#include "probes/Probe.h"

namespace roofline::probes {

std::vector<DeviceInfo> CudaDeviceProvider::devices() {
    std::string reason;
    const int count = roofline::cuda::deviceCount(&reason);
    std::vector<DeviceInfo> out;
    if (count < 0) {
        // No driver or no device is a normal state: list cuda:0 as unavailable with the reason.
        DeviceInfo d;
        d.id = "cuda:0";
        d.kind = "cuda";
        d.name = "CUDA device";
        d.available = false;
        d.reason = reason.empty() ? "CUDA runtime reported an error" : reason;
        out.push_back(d);
        return out;
    }
    for (int i = 0; i < count; ++i) {
        DeviceInfo d;
        d.id = "cuda:" + std::to_string(i);
        d.kind = "cuda";
        d.name = "CUDA device " + std::to_string(i);
        d.available = true;
        out.push_back(d);
    }
    return out;
}

std::vector<std::unique_ptr<Probe>> CudaDeviceProvider::probesFor(const DeviceInfo &) {
    return {}; // CUDA probes arrive with their own issue.
}

} // namespace roofline::probes
