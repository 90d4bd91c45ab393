// SPDX-License-Identifier: MIT
#include "cuda/GpuSpec.h"

#include <algorithm>
#include <cctype>

namespace roofline::cuda {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool has(const std::string &hay, const char *needle) {
    return hay.find(needle) != std::string::npos;
}

} // namespace

std::string GpuSpec::computeCapabilityText() const {
    return std::to_string(ccMajor) + "." + std::to_string(ccMinor);
}

std::string simulatorOfDeviceName(const std::string &name) {
    static const std::string prefix = "GPGPU-Sim_v";
    if (name.rfind(prefix, 0) != 0)
        return {};
    // "GPGPU-Sim_v4.2.0", or with the whole banner: "GPGPU-Sim_vGPGPU-Sim Simulator Version
    // 4.2.0 ": the version is the first word that starts with a digit.
    std::string rest = name.substr(prefix.size());
    for (char &c : rest) {
        if (std::isspace(static_cast<unsigned char>(c)))
            c = ' ';
    }
    std::size_t at = 0;
    while (at < rest.size()) {
        const std::size_t end = std::min(rest.find(' ', at), rest.size());
        if (end > at && std::isdigit(static_cast<unsigned char>(rest[at])))
            return "GPGPU-Sim " + rest.substr(at, end - at);
        at = end + 1;
    }
    return "GPGPU-Sim";
}

probes::JsonValue GpuSpec::details() const {
    using probes::JsonValue;
    JsonValue d = JsonValue::object();
    d.set("ordinal", ordinal);
    d.set("uuid", uuid);
    d.set("pci_bus_id", pciBusId);
    if (numaNode >= 0)
        d.set("numa_node", numaNode);
    if (!nvmlUuid.empty() && nvmlUuid != uuid)
        d.set("nvml_uuid", nvmlUuid);
    if (migInstance)
        d.set("mig_instance", true);
    d.set("compute_capability", computeCapabilityText());
    d.set("sm_count", smCount);
    d.set("max_threads_per_sm", maxThreadsPerSm);
    d.set("sm_clock_hz", smClockHz);
    d.set("memory_clock_hz", memClockHz);
    d.set("memory_bus_width_bits", busWidthBits);
    d.set("memory_bytes", totalMemBytes);
    d.set("memory_free_bytes", freeMemBytes);
    d.set("l2_bytes", l2Bytes);
    d.set("shared_per_sm_bytes", sharedPerSmBytes);
    d.set("shared_per_block_optin_bytes", sharedPerBlockOptinBytes);
    d.set("async_copy_engines", asyncEngines);
    d.set("ecc", eccEnabled);
    d.set("integrated", integrated);
    d.set("driver_version", driverVersion);
    d.set("runtime_version", runtimeVersion);
    d.set("driver", driverString);
    d.set("nvml", nvmlStatus);
    if (!simulator.empty())
        d.set("simulator", simulator);
    if (pcieGen > 0) {
        JsonValue p = JsonValue::object();
        p.set("generation", pcieGen);
        p.set("width", pcieWidth);
        p.set("max_generation", pcieMaxGen);
        p.set("max_width", pcieMaxWidth);
        d.set("pcie", std::move(p));
    }
    if (maxSmClockHz > 0)
        d.set("max_sm_clock_hz", maxSmClockHz);
    if (maxMemClockHz > 0)
        d.set("max_memory_clock_hz", maxMemClockHz);
    if (powerLimitWatts > 0)
        d.set("power_limit_w", powerLimitWatts);
    d.set("mig", migMode.empty() ? JsonValue() : JsonValue(migMode));
    d.set("sku_hint", skuHint());
    return d;
}

std::string GpuSpec::skuHint() const {
    // Names as the driver reports them ("NVIDIA H100 80GB HBM3", "NVIDIA H200",
    // "NVIDIA A100-SXM4-80GB", "NVIDIA GeForce RTX 4090"); the SM count separates SXM from
    // PCIe parts that share a name stem.
    const std::string n = lower(name);
    const double gb = static_cast<double>(totalMemBytes) / 1e9;
    if (has(n, "gh200"))
        return "gh200";
    if (has(n, "h200"))
        return "h200-sxm";
    if (has(n, "h100"))
        return (has(n, "pcie") || smCount == 114) ? "h100-pcie" : "h100-sxm";
    if (has(n, "a100"))
        return has(n, "pcie") ? "a100-pcie-80gb" : (gb > 50 ? "a100-sxm4-80gb" : "a100-sxm4-40gb");
    if (has(n, "b200"))
        return "b200";
    if (has(n, "l40s"))
        return "l40s";
    if (has(n, "rtx 4090"))
        return "rtx-4090";
    if (has(n, "rtx 5090"))
        return "rtx-5090";
    if (has(n, "rtx 3090"))
        return "rtx-3090";
    if (has(n, "v100"))
        return "v100-sxm2-32gb";
    if (has(n, " l4"))
        return "l4";
    if (has(n, " a10"))
        return "a10";
    return {};
}

std::optional<GpuSpec> catalogSpec(const std::string &id) {
    // Numbers from resources/catalog/gpus.json and the vendors' whitepapers; the memory
    // clocks are what the runtime reports on these parts (bus width × 2 × clock = spec).
    GpuSpec s;
    s.maxThreadsPerSm = 2048;
    if (id == "h100-sxm" || id == "h200-sxm") {
        s.name = id == "h100-sxm" ? "NVIDIA H100 80GB HBM3" : "NVIDIA H200";
        s.ccMajor = 9;
        s.smCount = 132;
        s.smClockHz = 1.98e9;
        s.busWidthBits = 5120;
        s.memClockHz = 2.619e9; // 5120 bit × 2 × 2.619 GHz = 3.35 TB/s
        if (id == "h200-sxm") {
            // Six HBM3e stacks; the clock is chosen so that bus × 2 × clock is the datasheet's
            // 4.8 TB/s. What the H200 driver reports is not verified here.
            s.busWidthBits = 6144;
            s.memClockHz = 3.125e9;
        }
        s.l2Bytes = 50ull << 20;
        s.totalMemBytes = id == "h100-sxm" ? 85'000'000'000ull : 150'000'000'000ull;
        s.sharedPerSmBytes = 228ull << 10;
        s.sharedPerBlockOptinBytes = 227ull << 10;
    } else if (id == "a100-sxm4-80gb") {
        s.name = "NVIDIA A100-SXM4-80GB";
        s.ccMajor = 8;
        s.smCount = 108;
        s.smClockHz = 1.41e9;
        s.busWidthBits = 5120;
        s.memClockHz = 1.593e9;
        s.l2Bytes = 40ull << 20;
        s.totalMemBytes = 85'000'000'000ull;
        s.sharedPerSmBytes = 164ull << 10;
        s.sharedPerBlockOptinBytes = 163ull << 10;
    } else if (id == "rtx-4090") {
        s.name = "NVIDIA GeForce RTX 4090";
        s.ccMajor = 8;
        s.ccMinor = 9;
        s.smCount = 128;
        s.smClockHz = 2.52e9;
        s.busWidthBits = 384;
        s.memClockHz = 10.501e9;
        s.l2Bytes = 72ull << 20;
        s.totalMemBytes = 25'000'000'000ull;
        s.maxThreadsPerSm = 1536;
        s.sharedPerSmBytes = 100ull << 10;
        s.sharedPerBlockOptinBytes = 99ull << 10;
    } else {
        return std::nullopt;
    }
    s.freeMemBytes = s.totalMemBytes - (1ull << 30);
    return s;
}

} // namespace roofline::cuda
