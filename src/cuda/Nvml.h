// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"
#include "probes/engine/DynamicLibrary.h"
#include "probes/engine/JsonValue.h"

#include <mutex>
#include <string>
#include <vector>

namespace roofline::cuda {

// NVML, loaded with dlopen("libnvidia-ml.so.1"): it ships with the driver, not the toolkit,
// and may be missing on a node (containers without the driver's utility libraries). Its
// absence is a reported state: discovery then lacks PCIe, ECC/MIG and telemetry fields.
// Only scalar entry points are used, so no NVML header is needed.
class Nvml {
public:
    // The process-wide instance (loads and initialises once, thread-safe).
    static Nvml &instance();
    // For tests: try these library names instead of the driver's.
    explicit Nvml(const std::vector<std::string> &libraryNames);
    ~Nvml();

    bool available() const { return m_ok; }
    // "ok" or why NVML cannot be used.
    const std::string &status() const { return m_status; }

    // Adds PCIe link, clocks, power limit, MIG mode and the driver string to `spec`, found by
    // its UUID; leaves fields empty (and notes why in nvmlStatus) when NVML cannot answer.
    void describe(GpuSpec &spec);

    // Clocks, power, temperature and throttle reasons now (docs/design.md §3.8 telemetry).
    struct Sample {
        bool valid = false;
        double smClockHz = 0, memClockHz = 0, powerWatts = 0, temperatureC = 0;
        unsigned long long throttleReasons = 0;
        double energyJoules = -1; // total since driver load, -1 when not readable
    };
    // `uuid` as in GpuSpec::nvmlUuid (a MIG instance's telemetry is its parent GPU's).
    Sample sample(const std::string &uuid);
    // The identifiers to try for the runtime's UUID: as given ("GPU-…"), then the same bytes
    // as a MIG instance ("MIG-…", what NVML calls a MIG device since driver R470).
    static std::vector<std::string> uuidCandidates(const std::string &runtimeUuid);
    static probes::JsonValue toJson(const Sample &s);
    // Names of the set throttle-reason bits ("sw_power_cap", "hw_slowdown", ...).
    static std::vector<std::string> throttleNames(unsigned long long reasons);

private:
    using Device = void *;
    using Ret = int;
    // The device for `uuid`; for a MIG instance, its parent GPU (clocks, power, energy and
    // throttle reasons are the parent's; NVML answers NOT_SUPPORTED on the instance).
    bool handle(const std::string &uuid, Device *out, bool *mig = nullptr);

    probes::DynamicLibrary m_lib;
    bool m_ok = false;
    std::string m_status;
    std::mutex m_mutex; // NVML is thread-safe, but our lazy handle cache is not

    Ret (*m_init)() = nullptr;
    Ret (*m_shutdown)() = nullptr;
    const char *(*m_errorString)(Ret) = nullptr;
    Ret (*m_driverVersion)(char *, unsigned) = nullptr;
    Ret (*m_byUuid)(const char *, Device *) = nullptr;
    Ret (*m_clock)(Device, int, unsigned *) = nullptr;
    Ret (*m_maxClock)(Device, int, unsigned *) = nullptr;
    Ret (*m_pcieGen)(Device, unsigned *) = nullptr;
    Ret (*m_pcieWidth)(Device, unsigned *) = nullptr;
    Ret (*m_pcieMaxGen)(Device, unsigned *) = nullptr;
    Ret (*m_pcieMaxWidth)(Device, unsigned *) = nullptr;
    Ret (*m_power)(Device, unsigned *) = nullptr;
    Ret (*m_powerLimit)(Device, unsigned *) = nullptr;
    Ret (*m_temperature)(Device, int, unsigned *) = nullptr;
    Ret (*m_throttle)(Device, unsigned long long *) = nullptr;
    Ret (*m_energy)(Device, unsigned long long *) = nullptr;
    Ret (*m_mig)(Device, unsigned *, unsigned *) = nullptr;
    Ret (*m_migParent)(Device, Device *) = nullptr;
    Ret (*m_isMig)(Device, unsigned *) = nullptr;
    Ret (*m_memory)(Device, unsigned long long *) = nullptr; // nvmlMemory_t: total, free, used
};

} // namespace roofline::cuda
