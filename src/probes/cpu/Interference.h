// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace roofline::probes {

// Time the probe's own worker threads lost while they worked: each worker wraps its timed work
// in a Watch, which adds (wall time - thread CPU time) to process-wide totals. A thread that is
// preempted by another task, or whose virtual CPU is stolen by the hypervisor (the kernel keeps
// steal out of task CPU time with PARAVIRT_TIME_ACCOUNTING), loses exactly that time.
namespace worktime {

struct Totals {
    double wallSeconds = 0.0; // summed over every watched thread
    double lostSeconds = 0.0; // wall - CPU, summed the same way
};
Totals totals();

class Watch {
public:
    Watch();
    ~Watch();
    Watch(const Watch &) = delete;
    Watch &operator=(const Watch &) = delete;

private:
    long long m_wallNs;
    long long m_cpuNs;
};

} // namespace worktime

// Counters that tell whether something other than the probe ran while it was timed. Read before
// and after each sample (work time: lost share of the watched threads) and each measurement
// point (involuntary switches, steal).
struct InterferenceSource {
    std::function<worktime::Totals()> workTime;
    // Involuntary context switches of this process, all threads (getrusage ru_nivcsw): a probe
    // thread was preempted so that another task could run on its CPU.
    std::function<std::uint64_t()> involuntarySwitches;
    // Hypervisor steal time, in seconds, summed over the CPUs this process may run on
    // (/proc/stat): the virtual CPU was not running at all. Empty when the kernel does not say.
    std::function<std::optional<double>()> stealSeconds;
    // Number of CPUs the steal figure covers (to turn seconds into a fraction).
    int cpus = 1;

    // The real counters of this machine, for the CPUs in `cpus` (empty = the process's
    // affinity mask).
    static InterferenceSource system(const std::vector<int> &cpus = {});
    // Counters that never move (tests, and platforms without getrusage or /proc).
    static InterferenceSource none();
};

// What interfered with one measurement point, attached to the measurement's params.
struct PointInterference {
    std::uint64_t involuntarySwitches = 0; // during the whole point, calibration included
    double lostShare = 0.0;                // of the watched threads' time during the kept samples
    std::optional<double> stealSeconds;    // during the whole point
    double wallSeconds = 0.0;
    int cpus = 1;
    std::size_t cleanSamples = 0;                     // undisturbed samples (also when `merged`)
    std::vector<double> disturbedSecondsPerIteration; // samples kept out of the statistics
    bool merged = false; // too few clean samples: the disturbed ones were used as well
    int attempts = 1;    // 2 when the point was measured again because the first try was disturbed

    // Steal as a share of the CPU time the point had (wall x cpus); 0 when unknown.
    double stealFraction() const;
    // The point's figures may be off: most samples were disturbed, or steal ate a large share.
    bool disturbed() const;
    // Worth measuring again: disturbed, or too few clean samples to stand alone.
    bool needsRepeat() const;
};

namespace interference {

// Steal, in clock ticks (USER_HZ), summed over `cpus` in the text of /proc/stat; nullopt when a
// listed CPU has no line or the lines carry no steal field (kernels before 2.6.11).
std::optional<std::uint64_t> stealTicks(const std::string &procStat, const std::vector<int> &cpus);

// Above this share of steal a point is measured again (and flagged if it stays there).
constexpr double kStealRepeatFraction = 0.2;
// A sample whose watched threads lost more than this share of their time is disturbed.
constexpr double kLostSampleFraction = 0.01;

} // namespace interference

} // namespace roofline::probes
