// SPDX-License-Identifier: MIT
// A stand-in for libnvidia-ml.so.1 with one GPU split into MIG instances, for tst_cudahost:
// NVML knows the GPU as "GPU-<parent>" and the instance only as "MIG-<instance>" (the CUDA
// runtime reports the instance's UUID bytes, which roofline formats with a "GPU-" prefix), and
// answers telemetry only on the parent's handle, as the real NVML does on MIG devices.
#include <cstring>

namespace {

constexpr int kSuccess = 0, kNotSupported = 3, kNotFound = 6;
const char *const kParent = "GPU-aaaaaaaa-0000-0000-0000-000000000001";
const char *const kInstance = "MIG-bbbbbbbb-0000-0000-0000-000000000002";
int g_parent = 1, g_instance = 2;
unsigned long long g_energy = 1000;

bool isParent(void *d) {
    return d == &g_parent;
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) int nvmlInit_v2() {
    return kSuccess;
}
__attribute__((visibility("default"))) int nvmlShutdown() {
    return kSuccess;
}
__attribute__((visibility("default"))) const char *nvmlErrorString(int) {
    return "fake NVML error";
}
__attribute__((visibility("default"))) int nvmlDeviceGetHandleByUUID(const char *uuid, void **out) {
    if (std::strcmp(uuid, kParent) == 0) {
        *out = &g_parent;
        return kSuccess;
    }
    if (std::strcmp(uuid, kInstance) == 0) {
        *out = &g_instance;
        return kSuccess;
    }
    return kNotFound;
}
__attribute__((visibility("default"))) int nvmlDeviceIsMigDeviceHandle(void *d, unsigned *isMig) {
    *isMig = d == &g_instance ? 1 : 0;
    return kSuccess;
}
__attribute__((visibility("default"))) int
nvmlDeviceGetDeviceHandleFromMigDeviceHandle(void *mig, void **parent) {
    if (mig != &g_instance)
        return kNotFound;
    *parent = &g_parent;
    return kSuccess;
}
__attribute__((visibility("default"))) int nvmlDeviceGetClockInfo(void *d, int type,
                                                                  unsigned *mhz) {
    if (!isParent(d))
        return kNotSupported;
    *mhz = type == 1 ? 1755 : 2619;
    return kSuccess;
}
__attribute__((visibility("default"))) int nvmlDeviceGetPowerUsage(void *d, unsigned *mw) {
    if (!isParent(d))
        return kNotSupported;
    *mw = 123000;
    return kSuccess;
}
__attribute__((visibility("default"))) int
nvmlDeviceGetCurrentClocksEventReasons(void *d, unsigned long long *r) {
    if (!isParent(d))
        return kNotSupported;
    *r = 0x4; // sw power cap
    return kSuccess;
}
__attribute__((visibility("default"))) int
nvmlDeviceGetTotalEnergyConsumption(void *d, unsigned long long *mj) {
    if (!isParent(d))
        return kNotSupported;
    g_energy += 500;
    *mj = g_energy;
    return kSuccess;
}
__attribute__((visibility("default"))) int nvmlDeviceGetMigMode(void *d, unsigned *cur,
                                                                unsigned *pend) {
    if (!isParent(d))
        return kNotSupported;
    *cur = *pend = 1;
    return kSuccess;
}

} // extern "C"
