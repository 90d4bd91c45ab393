#include "probes/CpuProbeSupport.h"

#include "probes/CpuKernels.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace roofline::probes::cpusupport {

std::string formatBytes(std::uint64_t bytes) {
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    char buf[32];
    const int precision = v == std::floor(v) ? 0 : 1;
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, precision);
    return std::string(buf, res.ptr) + " " + units[u];
}

std::string formatNumber(double v, int precision) {
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, precision);
    return std::string(buf, res.ptr);
}

std::size_t chunkedDoubles(std::uint64_t bytes) {
    const std::size_t n = bytes / sizeof(double);
    return std::max(kKernelChunkDoubles, n / kKernelChunkDoubles * kKernelChunkDoubles);
}

std::vector<std::uint64_t> geometricSizes(std::uint64_t lo, std::uint64_t hi, int perOctave) {
    std::vector<std::uint64_t> out;
    const double step = std::pow(2.0, 1.0 / std::max(1, perOctave));
    for (double s = static_cast<double>(lo); s <= static_cast<double>(hi) * 1.0001; s *= step) {
        // Keep sizes on 1 KiB multiples so that level edges stay exact.
        const auto v = static_cast<std::uint64_t>(std::llround(s / 1024.0)) * 1024;
        if (out.empty() || out.back() != v)
            out.push_back(v);
    }
    return out;
}

std::uint64_t capBytes(std::uint64_t wanted, std::uint64_t maxBytes, const CpuInfo &cpu) {
    std::uint64_t v = wanted;
    if (maxBytes)
        v = std::min(v, maxBytes);
    if (cpu.memoryBytes)
        v = std::min(v, cpu.memoryBytes / 2);
    return v;
}

JsonValue cpuList(const std::vector<int> &cpus, int count) {
    JsonValue a = JsonValue::array();
    for (int i = 0; i < count && i < static_cast<int>(cpus.size()); ++i)
        a.append(cpus[static_cast<std::size_t>(i)]);
    return a;
}

} // namespace roofline::probes::cpusupport
