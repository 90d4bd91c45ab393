// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/CacheLevels.h"
#include "probes/cpu/ClockReconciler.h"
#include "probes/cpu/CoreModel.h"
#include "probes/cpu/FormatLadder.h"
#include "probes/cpu/InstructionPeaks.h"
#include "probes/cpu/IsaFeatures.h"
#include "probes/engine/JsonValue.h"

#include <atomic>
#include <cstdint>
#include <memory>
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
    std::vector<std::string> flags;           // /proc/cpuinfo flags (provenance only)
    IsaFeatures features;                     // CPUID/XCR0 or HWCAP: what the kernels follow
    CoreModel core;                           // per-cycle ceilings of one core
    FormatLadder::AmxState amx;               // the AMX tile-state permission
    // Where /proc/cpuinfo's flags and CPUID disagree, and extensions the OS leaves disabled.
    std::vector<std::string> isaNotes;
    std::string isa; // best kernel ISA: avx512 | avx2 | sse2 | generic
    std::uint64_t memoryBytes = 0;
    std::string os;
    std::string kernel;
    std::string hostname;
    std::string governor;
    std::string transparentHugePages;
    double nominalMaxHz = 0.0;    // cpufreq scaling_max_freq, 0 if not exposed
    double measuredClockHz = 0.0; // clock.hz
    ClockVerdict clock;           // every clock method and how they agree
    // Set by the first CPU probe that reports the clock's warnings (CpuInfo is shared and
    // const; the flag is the one thing that changes).
    std::shared_ptr<std::atomic<bool>> clockWarned = std::make_shared<std::atomic<bool>>(false);
    // The highest core clock any probe of this run saw (turbo clocks drift by a few per cent
    // over seconds): the above-peak check allows for it, the stated ceiling does not.
    std::shared_ptr<std::atomic<double>> highestClockHz =
        std::make_shared<std::atomic<double>>(0.0);
    // The format ladder's rates as cpu.compute measured them in this run (cpu.gemm's second
    // method): written once per kernel, read by later probes.
    std::shared_ptr<InstructionPeaks> instructionPeaks = std::make_shared<InstructionPeaks>();

    static CpuInfo detect();
    bool hasFlag(const std::string &flag) const;
    // Bits of the dispatched ISA's vectors (512 / 256 / 128).
    int vectorBits() const;
    // FLOP per cycle per core for fp64 / fp32 vector FMA at the dispatched ISA (CoreModel: the
    // ceiling, so that anything above it is impossible, not merely unusual).
    double fp64FlopsPerCycle() const;
    double fp32FlopsPerCycle() const;
    // The per-cycle ceilings of one core, for the device's provenance (FLOP or bytes/cycle).
    JsonValue perCycleCeilings() const;
    JsonValue details() const; // the device object's provenance keys
    JsonValue host() const;    // the bundle's host object
};

// "32K", "1024K", "32M" (sysfs cache size strings) -> bytes; 0 if unparsable.
std::uint64_t parseSizeString(const std::string &s);

} // namespace roofline::probes
