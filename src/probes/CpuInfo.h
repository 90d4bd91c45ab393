#pragma once

#include "probes/CacheLevels.h"
#include "probes/JsonValue.h"

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

// What the host CPU is, read from /proc, sysfs, uname and cpuid: the provenance of every CPU
// figure and the inputs of the theoretical ceilings.
struct CpuInfo {
    std::string model;
    std::string vendor;
    int logicalCpus = 0;
    int physicalCores = 0;
    std::vector<int> allowedCpus; // sched_getaffinity: where our threads may run
    CacheLevels caches;
    JsonValue cacheList = JsonValue::array(); // every sysfs cache entry, as reported
    std::vector<std::string> flags;           // /proc/cpuinfo flags
    std::string isa;                          // best kernel ISA: avx512 | avx2 | sse2 | generic
    std::uint64_t memoryBytes = 0;
    std::string os;
    std::string kernel;
    std::string hostname;
    std::string governor;
    std::string transparentHugePages;
    double nominalMaxHz = 0.0; // cpufreq scaling_max_freq, 0 if not exposed
    double measuredClockHz = 0.0;

    static CpuInfo detect();
    bool hasFlag(const std::string &flag) const;
    // FLOP per cycle per core for fp64 / fp32 vector FMA at the dispatched ISA, assuming two
    // FMA pipes (the ceiling, so that anything above it is impossible, not merely unusual).
    double fp64FlopsPerCycle() const;
    double fp32FlopsPerCycle() const;
    JsonValue details() const; // the device object's provenance keys
    JsonValue host() const;    // the bundle's host object
};

// "32K", "1024K", "32M" (sysfs cache size strings) -> bytes; 0 if unparsable.
std::uint64_t parseSizeString(const std::string &s);

} // namespace roofline::probes
