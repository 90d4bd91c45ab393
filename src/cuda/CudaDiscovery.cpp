// SPDX-License-Identifier: MIT
#include "cuda/CudaDiscovery.h"

#include "cuda/CudaRuntime.h"
#include "cuda/DevicePlanning.h"
#include "cuda/HostNuma.h"
#include "cuda/Nvml.h"

#include <cstdio>
#include <cuda_runtime.h>
#include <map>
#include <mutex>

namespace roofline::cuda {

namespace {

std::string uuidText(const cudaUUID_t &u) {
    const auto *b = reinterpret_cast<const unsigned char *>(u.bytes);
    char buf[64];
    std::snprintf(buf, sizeof buf,
                  "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0],
                  b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
                  b[14], b[15]);
    return buf;
}

int attribute(cudaDeviceAttr a, int dev) {
    int v = 0;
    return cudaDeviceGetAttribute(&v, a, dev) == cudaSuccess ? v : 0;
}

std::string versionText(int v) {
    return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10);
}

int g_driver = 0, g_runtime = 0;

} // namespace

GpuSpec CudaRuntimeApi::describe(int dev) {
    cudaDeviceProp p{};
    check(cudaGetDeviceProperties(&p, dev), "cudaGetDeviceProperties");
    GpuSpec s;
    s.ordinal = dev;
    s.name = p.name;
    s.simulator = simulatorOfDeviceName(s.name);
    s.uuid = uuidText(p.uuid);
    // A simulated device has no PCI bus (GPGPU-Sim aborts on the call) and no NUMA node.
    char bus[32] = {};
    if (s.simulator.empty() && cudaDeviceGetPCIBusId(bus, sizeof bus, dev) == cudaSuccess)
        s.pciBusId = bus;
    s.numaNode = numaNodeOfPciDevice(s.pciBusId);
    s.ccMajor = p.major;
    s.ccMinor = p.minor;
    s.smCount = p.multiProcessorCount;
    s.maxThreadsPerSm = p.maxThreadsPerMultiProcessor;
    s.warpSize = p.warpSize;
    // CUDA 13 removed the clock fields from cudaDeviceProp; the attributes remain (kHz).
    s.smClockHz = attribute(cudaDevAttrClockRate, dev) * 1e3;
    s.memClockHz = attribute(cudaDevAttrMemoryClockRate, dev) * 1e3;
    s.busWidthBits = p.memoryBusWidth;
    s.l2Bytes = static_cast<std::uint64_t>(p.l2CacheSize);
    s.totalMemBytes = p.totalGlobalMem;
    s.sharedPerSmBytes = p.sharedMemPerMultiprocessor;
    s.sharedPerBlockOptinBytes = p.sharedMemPerBlockOptin;
    s.asyncEngines = p.asyncEngineCount;
    s.eccEnabled = p.ECCEnabled != 0;
    s.integrated = p.integrated != 0;
    s.driverVersion = g_driver;
    s.runtimeVersion = g_runtime;
    // No cudaMemGetInfo here: it would create a context on every GPU (free memory comes from
    // NVML, and from the runtime in specForProbing for the probed device only). NVML knows
    // real GPUs only: beside a simulator it would describe the machine's GPU instead.
    if (s.simulator.empty())
        Nvml::instance().describe(s);
    else
        s.nvmlStatus = "not used: " + s.simulator + " is a simulated device";
    if (s.driverString.empty())
        s.driverString = "CUDA driver API " + versionText(g_driver);
    return s;
}

namespace {

std::mutex g_mutex;
std::map<int, std::shared_ptr<const GpuSpec>> g_specs;

} // namespace

bool queryDevices(std::vector<GpuSpec> *out, std::string *reason) {
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver); // 0 when no driver is installed
    cudaRuntimeGetVersion(&runtime);
    int count = 0;
    const cudaError_t err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess || count == 0) {
        std::string why;
        if (driver == 0)
            why = "no NVIDIA driver is installed or loaded (libcuda.so.1 not found); install the "
                  "driver, CUDA runtime "
                  + versionText(runtime) + " needs a driver that supports it";
        else if (driver < runtime)
            why = "the NVIDIA driver supports CUDA " + versionText(driver)
                  + " but roofline-probe "
                    "was built with CUDA runtime "
                  + versionText(runtime) + "; update the driver";
        else if (err == cudaSuccess || err == cudaErrorNoDevice)
            why = "no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and nvidia-smi)";
        else
            why = "the CUDA runtime cannot be used: " + errorText(err);
        if (reason)
            *reason = why;
        // A failed call leaves a sticky "last error"; clear it for later callers.
        cudaGetLastError();
        return false;
    }
    std::lock_guard lock(g_mutex);
    g_driver = driver;
    g_runtime = runtime;
    // The runtime is GPGPU-Sim's when its device says so; known before any probe calls it.
    cudaDeviceProp first{};
    if (cudaGetDeviceProperties(&first, 0) == cudaSuccess)
        setSimulatorName(simulatorOfDeviceName(first.name));
    try {
        CudaRuntimeApi api;
        for (GpuSpec &s : describeDevices(api)) {
            g_specs[s.ordinal] = std::make_shared<const GpuSpec>(s);
            out->push_back(std::move(s));
        }
    } catch (const CudaError &e) {
        if (reason)
            *reason = e.what();
        return false;
    }
    return true;
}

std::shared_ptr<const GpuSpec> probingSpecOf(int ordinal) {
    static std::mutex mutex;
    static std::map<int, std::shared_ptr<const GpuSpec>> cache;
    std::lock_guard lock(mutex);
    if (const auto it = cache.find(ordinal); it != cache.end())
        return it->second;
    const auto described = specOf(ordinal);
    if (!described)
        return nullptr;
    CudaRuntimeApi api;
    auto spec = std::make_shared<const GpuSpec>(specForProbing(api, *described));
    cache[ordinal] = spec;
    return spec;
}

std::shared_ptr<const GpuSpec> specOf(int ordinal) {
    {
        std::lock_guard lock(g_mutex);
        const auto it = g_specs.find(ordinal);
        if (it != g_specs.end())
            return it->second;
    }
    std::vector<GpuSpec> all;
    std::string reason;
    if (!queryDevices(&all, &reason))
        return nullptr;
    std::lock_guard lock(g_mutex);
    const auto it = g_specs.find(ordinal);
    return it == g_specs.end() ? nullptr : it->second;
}

} // namespace roofline::cuda
