// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/ClockReconciler.h"

#include <functional>

namespace roofline::probes {

// The core clock under load, measured by several independent methods that must agree
// (ClockReconciler). The TSC is not the core clock on many machines (2.445 GHz TSC vs
// 3.1 GHz cores on a Zen 3 VM), and a dependent add-immediate chain is no clock either:
// Golden Cove-class cores fold immediate adds at rename (12 GHz read on a 2.1 GHz Sapphire
// Rapids). The chains here have a register operand whose value the renamer cannot know.
class CoreClock {
public:
    // Quick clock on the calling thread (register add chain, best of ~1 ms samples over
    // about `seconds`): for "the clock right after this window", not for the run's clock.
    static double measureHz(double seconds = 0.03);

    // Dependent chains, kOpsPerIteration operations per trip; return a value to keep them.
    // add: `add %reg, %acc` (1 cycle per add on every x86-64 and aarch64 core we know).
    // imul: `imul %reg, %acc` (3 cycles per 64-bit imul on Intel since Nehalem and AMD since
    // Zen; other cores are exactly what the agreement check is for). x86 only.
    static unsigned long long addChain(unsigned long long iterations);
    static unsigned long long imulChain(unsigned long long iterations);
    static constexpr int kOpsPerIteration = 16;

    // Each method as a reading (unavailable ones carry hz = 0 and their reason).
    static ClockReading addChainReading(double seconds);
    static ClockReading imulChainReading(double seconds);
    // Hardware cycles (perf_event_open, PERF_COUNT_HW_CPU_CYCLES, user space only) over an add
    // chain, divided by the time the counter ran. VMs and containers often refuse it.
    static ClockReading perfCyclesReading(double seconds);
    // The clock an FMA loop implies, given what the core can retire per cycle:
    // best rate / flopsPerCycle. `loop(n)` runs n iterations of `flopsPerIteration` FLOP.
    static ClockReading fmaImpliedReading(const std::function<double(std::uint64_t)> &loop,
                                          double flopsPerIteration, double flopsPerCycle,
                                          const std::string &basis, double seconds);
    // The best rate (ops/s) of `loop(n)` running n iterations of `opsPerIteration` ops, over
    // ~1 ms calls for about `seconds` on the calling thread (0 without a loop).
    static double loopRate(const std::function<double(std::uint64_t)> &loop, double opsPerIteration,
                           double seconds);
    // What the OS reports: cpufreq (current, maximum), /proc/cpuinfo "cpu MHz", the TSC rate.
    static std::vector<ClockReading> reportedReadings();

    // Every method on the calling thread, then ClockReconciler::reconcile.
    static ClockVerdict measureAll(const std::function<double(std::uint64_t)> &fmaLoop,
                                   double fmaFlopsPerIteration, double fmaFlopsPerCycle,
                                   const std::string &fmaBasis);
};

} // namespace roofline::probes
