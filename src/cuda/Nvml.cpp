// SPDX-License-Identifier: MIT
#include "cuda/Nvml.h"

namespace roofline::cuda {

namespace {

// nvml.h values (stable since NVML 5): NVML_SUCCESS, clock and sensor enums.
constexpr int kSuccess = 0;
constexpr int kClockSm = 1;
constexpr int kClockMem = 2;
constexpr int kTemperatureGpu = 0;

} // namespace

Nvml &Nvml::instance() {
    static Nvml nvml({"libnvidia-ml.so.1", "libnvidia-ml.so"});
    return nvml;
}

Nvml::Nvml(const std::vector<std::string> &libraryNames)
    : m_lib(libraryNames) {
    if (!m_lib.loaded()) {
        m_status = "NVML unavailable: " + m_lib.error();
        return;
    }
    // Required entry points; optional ones stay null and their fields stay empty.
    const bool required = m_lib.resolve(m_init, "nvmlInit_v2")
                          && m_lib.resolve(m_shutdown, "nvmlShutdown")
                          && m_lib.resolve(m_errorString, "nvmlErrorString")
                          && m_lib.resolve(m_byUuid, "nvmlDeviceGetHandleByUUID");
    if (!required) {
        m_status = "NVML unavailable: " + m_lib.error();
        return;
    }
    m_lib.resolve(m_driverVersion, "nvmlSystemGetDriverVersion");
    m_lib.resolve(m_clock, "nvmlDeviceGetClockInfo");
    m_lib.resolve(m_maxClock, "nvmlDeviceGetMaxClockInfo");
    m_lib.resolve(m_pcieGen, "nvmlDeviceGetCurrPcieLinkGeneration");
    m_lib.resolve(m_pcieWidth, "nvmlDeviceGetCurrPcieLinkWidth");
    m_lib.resolve(m_pcieMaxGen, "nvmlDeviceGetMaxPcieLinkGeneration");
    m_lib.resolve(m_pcieMaxWidth, "nvmlDeviceGetMaxPcieLinkWidth");
    m_lib.resolve(m_power, "nvmlDeviceGetPowerUsage");
    m_lib.resolve(m_powerLimit, "nvmlDeviceGetEnforcedPowerLimit");
    m_lib.resolve(m_temperature, "nvmlDeviceGetTemperature");
    // Renamed "ClocksEventReasons" in newer drivers; the old name is still exported.
    if (!m_lib.resolve(m_throttle, "nvmlDeviceGetCurrentClocksEventReasons"))
        m_lib.resolve(m_throttle, "nvmlDeviceGetCurrentClocksThrottleReasons");
    m_lib.resolve(m_energy, "nvmlDeviceGetTotalEnergyConsumption");
    m_lib.resolve(m_mig, "nvmlDeviceGetMigMode");
    m_lib.resolve(m_migParent, "nvmlDeviceGetDeviceHandleFromMigDeviceHandle");
    m_lib.resolve(m_isMig, "nvmlDeviceIsMigDeviceHandle");
    m_lib.resolve(m_memory, "nvmlDeviceGetMemoryInfo");
    const Ret r = m_init();
    if (r != kSuccess) {
        m_status = std::string("NVML unavailable: nvmlInit failed: ") + m_errorString(r);
        return;
    }
    m_ok = true;
    m_status = "ok";
}

Nvml::~Nvml() {
    if (m_ok && m_shutdown)
        m_shutdown();
}

std::vector<std::string> Nvml::uuidCandidates(const std::string &runtimeUuid) {
    std::vector<std::string> out;
    if (runtimeUuid.empty())
        return out;
    out.push_back(runtimeUuid);
    if (runtimeUuid.rfind("GPU-", 0) == 0)
        out.push_back("MIG-" + runtimeUuid.substr(4));
    return out;
}

bool Nvml::handle(const std::string &uuid, Device *out, bool *mig) {
    if (!m_ok || uuid.empty() || m_byUuid(uuid.c_str(), out) != kSuccess)
        return false;
    unsigned isMig = 0;
    const bool instance =
        uuid.rfind("MIG-", 0) == 0 || (m_isMig && m_isMig(*out, &isMig) == kSuccess && isMig != 0);
    if (mig)
        *mig = instance;
    Device parent = nullptr;
    if (instance && m_migParent && m_migParent(*out, &parent) == kSuccess && parent)
        *out = parent;
    return true;
}

void Nvml::describe(GpuSpec &spec) {
    std::lock_guard lock(m_mutex);
    Device d = nullptr;
    bool found = false;
    for (const std::string &candidate : uuidCandidates(spec.uuid)) {
        bool mig = false;
        if (handle(candidate, &d, &mig)) {
            spec.nvmlUuid = candidate;
            spec.migInstance = mig;
            found = true;
            break;
        }
    }
    if (!found) {
        spec.nvmlStatus =
            m_ok ? "NVML does not know " + spec.uuid + " (nor as a MIG instance)" : m_status;
        return;
    }
    spec.nvmlStatus = "ok";
    unsigned long long memory[3] = {0, 0, 0};
    if (!spec.migInstance && m_memory && m_memory(d, memory) == kSuccess && spec.freeMemBytes == 0)
        spec.freeMemBytes = memory[1];
    unsigned v = 0, w = 0;
    if (m_driverVersion) {
        char buf[96] = {};
        if (m_driverVersion(buf, sizeof buf) == kSuccess)
            spec.driverString = buf;
    }
    if (m_pcieGen && m_pcieGen(d, &v) == kSuccess)
        spec.pcieGen = static_cast<int>(v);
    if (m_pcieWidth && m_pcieWidth(d, &v) == kSuccess)
        spec.pcieWidth = static_cast<int>(v);
    if (m_pcieMaxGen && m_pcieMaxGen(d, &v) == kSuccess)
        spec.pcieMaxGen = static_cast<int>(v);
    if (m_pcieMaxWidth && m_pcieMaxWidth(d, &v) == kSuccess)
        spec.pcieMaxWidth = static_cast<int>(v);
    if (m_maxClock && m_maxClock(d, kClockSm, &v) == kSuccess)
        spec.maxSmClockHz = v * 1e6;
    if (m_maxClock && m_maxClock(d, kClockMem, &v) == kSuccess)
        spec.maxMemClockHz = v * 1e6;
    if (m_powerLimit && m_powerLimit(d, &v) == kSuccess)
        spec.powerLimitWatts = v / 1000.0;
    if (m_mig && m_mig(d, &v, &w) == kSuccess)
        spec.migMode = v ? "enabled" : "disabled";
}

Nvml::Sample Nvml::sample(const std::string &uuid) {
    std::lock_guard lock(m_mutex);
    Sample s;
    Device d = nullptr;
    if (!handle(uuid, &d))
        return s;
    s.valid = true;
    unsigned v = 0;
    if (m_clock && m_clock(d, kClockSm, &v) == kSuccess)
        s.smClockHz = v * 1e6;
    if (m_clock && m_clock(d, kClockMem, &v) == kSuccess)
        s.memClockHz = v * 1e6;
    if (m_power && m_power(d, &v) == kSuccess)
        s.powerWatts = v / 1000.0;
    if (m_temperature && m_temperature(d, kTemperatureGpu, &v) == kSuccess)
        s.temperatureC = v;
    unsigned long long r = 0;
    if (m_throttle && m_throttle(d, &r) == kSuccess)
        s.throttleReasons = r;
    if (m_energy && m_energy(d, &r) == kSuccess)
        s.energyJoules = static_cast<double>(r) / 1000.0; // mJ
    return s;
}

probes::JsonValue Nvml::toJson(const Sample &s) {
    probes::JsonValue j = probes::JsonValue::object();
    if (!s.valid)
        return probes::JsonValue();
    j.set("sm_clock_hz", s.smClockHz);
    j.set("memory_clock_hz", s.memClockHz);
    j.set("power_w", s.powerWatts);
    j.set("temperature_c", s.temperatureC);
    j.set("throttle_reasons", probes::JsonValue::arrayOf(throttleNames(s.throttleReasons)));
    return j;
}

std::vector<std::string> Nvml::throttleNames(unsigned long long r) {
    // nvmlClocksEventReason bits.
    static const std::pair<unsigned long long, const char *> kBits[] = {
        {0x1, "gpu_idle"},    {0x2, "applications_clocks"}, {0x4, "sw_power_cap"},
        {0x8, "hw_slowdown"}, {0x10, "sync_boost"},         {0x20, "sw_thermal"},
        {0x40, "hw_thermal"}, {0x80, "hw_power_brake"},     {0x100, "display_clocks"}};
    std::vector<std::string> out;
    for (const auto &[bit, name] : kBits) {
        if (r & bit)
            out.emplace_back(name);
    }
    return out;
}

} // namespace roofline::cuda
