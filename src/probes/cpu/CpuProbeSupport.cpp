// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuProbeSupport.h"

#include "model/MeasurementParams.h"
#include "probes/cpu/CoreClock.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/engine/ProbeContext.h"

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

void setCeiling(Measurement &m, double perCyclePerCore, int cores, const std::string &rule,
                const CpuInfo &cpu, bool asSpec) {
    auto &p = m.params;
    // The highest clock the run saw: turbo clocks drift by a few per cent between seconds, and
    // a chain can be slowed but never sped up, so the core did run that fast in this run.
    const double hz = std::max(cpu.clock.hz, cpu.highestClockHz->load());
    if (!(perCyclePerCore > 0.0) || !(hz > 0.0) || cores <= 0)
        return;
    const double ceiling = perCyclePerCore * hz * cores;
    const bool uncertain =
        cpu.clock.uncertain || (m.metric == "throughput" && cpu.clock.fmaThroughputContradicted);
    p.set(param::kCeiling, ceiling);
    p.set("ceiling_per_cycle_per_core", perCyclePerCore);
    p.set("ceiling_clock_hz", hz);
    p.set("ceiling_rule", rule + " x " + formatNumber(hz / 1e9, 3)
                              + " GHz (highest clock "
                                "measured in the run) x "
                              + std::to_string(cores) + (cores == 1 ? " core" : " cores"));
    // Where the core's pipes come from: a table row the CPU agrees with, this run's measured
    // FMA rate (no row, or a row the CPU contradicts), or the ISA's upper bound.
    const std::string &basis = cpu.core.source;
    const std::string pipes = basis == "measured" ? "FMA pipes measured in this run"
                              : basis == "table"  ? "core table, checked against the measured "
                                                    "FMA rate"
                                                  : "ISA upper bound";
    p.set(param::kCeilingBasis, basis);
    p.set(param::kCeilingSource,
          std::string(asSpec ? "derived from the ISA and the measured clock ("
                             : "upper bound from the core's ports and the measured clock, not "
                               "this level's spec (")
              + cpu.core.name + "; " + pipes + "; clock " + cpu.clock.status
              + (uncertain ? ", uncertain)" : ")"));
    p.set("clock_uncertain", uncertain);
    if (m.stats.n == 0)
        m.finalize();
    p.set("fraction_of_ceiling", m.value() / ceiling);
    if (m.value() > ceiling * kCeilingTolerance)
        m.flags.emplace_back("above-theoretical-peak");
}

void markUpperBound(Measurement &m, const std::string &kernel) {
    auto &p = m.params;
    const JsonValue *source = p.find(param::kCeilingSource);
    if (!p.find(param::kCeiling) || !source || !source->asString())
        return;
    p.set(param::kCeilingIsUpperBound, true);
    p.set(param::kCeilingSource,
          *source->asString()
              + "; an upper bound, not this core's known rate: the FMA pipes "
                "bound "
              + kernel
              + ", but the core table holds no rate for it (cores run dot products slower than "
                "their FMAs); cpu.gemm's library GEMM of the format, measured in the same run, is "
                "the second method");
}

bool flagClockUncertain(Measurement &m, const CpuInfo &cpu, bool throughputCeiling) {
    const bool uncertain =
        cpu.clock.uncertain || (throughputCeiling && cpu.clock.fmaThroughputContradicted);
    if (uncertain && std::find(m.flags.begin(), m.flags.end(), "clock-uncertain") == m.flags.end())
        m.flags.emplace_back("clock-uncertain");
    return uncertain;
}

void checkImpliedIpc(Measurement &m, double instructionsPerSecondPerCore, const CpuInfo &cpu) {
    const double hz = cpu.clock.hz;
    if (!(hz > 0.0) || !(instructionsPerSecondPerCore > 0.0))
        return;
    const double ipc = instructionsPerSecondPerCore / hz;
    m.params.set("vector_instructions_per_cycle_per_core", ipc);
    if (ipc > kMaxVectorInstructionsPerCycle * kCeilingTolerance)
        m.flags.emplace_back("implied-ipc-impossible");
}

void noteClock(const CpuInfo &cpu, double hz) {
    double seen = cpu.highestClockHz->load();
    while (hz > seen && !cpu.highestClockHz->compare_exchange_weak(seen, hz)) {
    }
}

double currentClockHz(const CpuInfo &cpu, double seconds) {
    const auto &a = cpu.clock.agreeing;
    if (!cpu.clock.uncertain && std::find(a.begin(), a.end(), "add-chain") != a.end()) {
        const double hz = CoreClock::measureHz(seconds);
        noteClock(cpu, hz);
        return hz;
    }
    return cpu.clock.hz;
}

void warnClockOnce(ProbeContext &ctx, const CpuInfo &cpu) {
    if (cpu.clockWarned->exchange(true))
        return;
    for (const std::string &w : cpu.clock.warnings)
        ctx.warn(cpu.clock.uncertain ? "clock-uncertain" : "clock-disagreement", w);
    for (const std::string &n : cpu.isaNotes)
        ctx.warn("isa-mismatch", n);
    if (!cpu.core.warning.empty())
        ctx.warn("core-table-contradicted", cpu.core.warning);
    if (!cpu.features.emulation.empty())
        ctx.warn("emulated-cpu", "the CPU is emulated (" + cpu.features.emulation
                                     + "): every timing of this run is the emulator's, not the "
                                       "hardware's; its figures are marked \"emulated\"");
}

} // namespace roofline::probes::cpusupport
