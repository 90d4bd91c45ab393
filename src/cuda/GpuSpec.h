// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/JsonValue.h"

#include <cstdint>
#include <optional>
#include <string>

namespace roofline::cuda {

// What discovery learned about one CUDA device, in plain C++ so that planning, ceilings and
// their tests need neither the toolkit nor a GPU. Clocks in Hz, sizes in bytes.
struct GpuSpec {
    int ordinal = 0;
    std::string name;
    std::string uuid; // "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (the runtime's bytes)
    std::string pciBusId;
    int numaNode = -1; // host NUMA node of the PCI device (sysfs), -1 unknown
    int ccMajor = 0;
    int ccMinor = 0;
    int smCount = 0;
    int maxThreadsPerSm = 2048;
    int warpSize = 32;
    double smClockHz = 0.0;  // the runtime's peak (boost) clock
    double memClockHz = 0.0; // the runtime's peak memory clock
    int busWidthBits = 0;
    std::uint64_t l2Bytes = 0;
    std::uint64_t totalMemBytes = 0;
    std::uint64_t freeMemBytes = 0;
    std::uint64_t sharedPerSmBytes = 0;
    std::uint64_t sharedPerBlockOptinBytes = 0;
    int asyncEngines = 0;
    bool eccEnabled = false;
    bool integrated = false;
    int driverVersion = 0;  // e.g. 13000
    int runtimeVersion = 0; // e.g. 13000
    // From NVML where it loaded; 0 / empty when unknown.
    int pcieGen = 0;
    int pcieWidth = 0;
    int pcieMaxGen = 0;
    int pcieMaxWidth = 0;
    double maxSmClockHz = 0.0;
    double maxMemClockHz = 0.0;
    double powerLimitWatts = 0.0;
    std::string migMode; // "enabled" | "disabled" | "" (unknown / not supported)
    // The UUID NVML knows the device by: "GPU-…", or "MIG-…" for a MIG instance (whose
    // runtime UUID bytes are the instance's, which NVML knows only with the MIG- prefix).
    std::string nvmlUuid;
    bool migInstance = false;
    std::string driverString;
    std::string nvmlStatus; // "ok" or why NVML is unavailable
    // The simulator this device is ("GPGPU-Sim 4.2.0"), empty for a real GPU: its figures
    // prove kernels' logic and accounting, never a GPU's speed (simulatorOfDeviceName).
    std::string simulator;

    int computeCapability() const { return ccMajor * 10 + ccMinor; }
    std::string computeCapabilityText() const;
    // The bundle's device.details object (provenance, docs/design.md §3.8).
    probes::JsonValue details() const;
    // The catalog id this device most likely is (resources/catalog/gpus.json), or "".
    std::string skuHint() const;
};

// The simulator a device name announces, "" for any other name: GPGPU-Sim calls its device
// "GPGPU-Sim_v4.2.0" (→ "GPGPU-Sim 4.2.0"). Its runtime implements part of CUDA's and aborts
// the process on the rest, so the probes ask this before calling what it lacks.
std::string simulatorOfDeviceName(const std::string &name);

// Fake devices with the catalog's numbers (tests, planning examples). `id` is a catalog id:
// h100-sxm, h200-sxm, a100-sxm4-80gb, rtx-4090; anything else yields nullopt.
std::optional<GpuSpec> catalogSpec(const std::string &id);

} // namespace roofline::cuda
