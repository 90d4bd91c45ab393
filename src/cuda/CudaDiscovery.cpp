#include "cuda/CudaDiscovery.h"

#include "cuda/CudaRuntime.h"
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

GpuSpec query(int dev, int driver, int runtime) {
    cudaDeviceProp p{};
    check(cudaGetDeviceProperties(&p, dev), "cudaGetDeviceProperties");
    GpuSpec s;
    s.ordinal = dev;
    s.name = p.name;
    s.uuid = uuidText(p.uuid);
    char bus[32] = {};
    if (cudaDeviceGetPCIBusId(bus, sizeof bus, dev) == cudaSuccess)
        s.pciBusId = bus;
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
    s.driverVersion = driver;
    s.runtimeVersion = runtime;
    // Free memory needs a context on this device; the calling thread's device is restored.
    int previous = 0;
    cudaGetDevice(&previous);
    if (cudaSetDevice(dev) == cudaSuccess) {
        std::size_t freeBytes = 0, total = 0;
        if (cudaMemGetInfo(&freeBytes, &total) == cudaSuccess)
            s.freeMemBytes = freeBytes;
        cudaSetDevice(previous);
    }
    Nvml::instance().describe(s);
    if (s.driverString.empty())
        s.driverString = "CUDA driver API " + versionText(driver);
    return s;
}

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
    for (int i = 0; i < count; ++i) {
        try {
            GpuSpec s = query(i, driver, runtime);
            g_specs[i] = std::make_shared<const GpuSpec>(s);
            out->push_back(std::move(s));
        } catch (const CudaError &e) {
            if (reason)
                *reason = e.what();
            return false;
        }
    }
    return true;
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
