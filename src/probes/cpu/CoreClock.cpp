// SPDX-License-Identifier: MIT
#include "probes/cpu/CoreClock.h"

#include "probes/cpu/CpuProbeSupport.h"
#include "probes/engine/SteadyClock.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <sched.h>
#include <sstream>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

namespace roofline::probes {

namespace {

using Clock = std::chrono::steady_clock;

// Highest ops/s over repeated calls of fn(iters) for about `seconds`: preemption and
// frequency ramps only ever slow a sample down, so the best one is the clock.
template<typename Fn>
double bestRate(Fn fn, unsigned long long iters, double opsPerCall, double seconds) {
    fn(iters); // wake the core from a low-power state
    double best = 0.0;
    const auto end = Clock::now() + std::chrono::duration<double>(seconds);
    do {
        const auto t0 = Clock::now();
        fn(iters);
        const double t = secondsSince(t0);
        if (t > 0.0)
            best = std::max(best, opsPerCall / t);
    } while (Clock::now() < end);
    return best;
}

constexpr unsigned long long kChainIterations = 200000; // ~0.75 ms of adds at 4 GHz

std::string readFirstLine(const std::string &path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

} // namespace

unsigned long long CoreClock::addChain(unsigned long long iterations) {
    unsigned long long x = 0, step = 1;
    if (iterations == 0)
        return x;
#if defined(__x86_64__)
    // Register operand: its value is unknown at rename, so no core can fold the chain (it
    // folds `add $1` instead). asm so the compiler cannot turn it into one multiply-add.
    asm volatile("1:\n\t"
                 ".rept 16\n\t"
                 "add %2, %0\n\t"
                 ".endr\n\t"
                 "dec %1\n\t"
                 "jnz 1b\n\t"
                 : "+r"(x), "+r"(iterations)
                 : "r"(step)
                 : "cc");
#elif defined(__aarch64__)
    asm volatile("1:\n\t"
                 ".rept 16\n\t"
                 "add %0, %0, %2\n\t"
                 ".endr\n\t"
                 "subs %1, %1, #1\n\t"
                 "b.ne 1b\n\t"
                 : "+r"(x), "+r"(iterations)
                 : "r"(step)
                 : "cc");
#else
    for (unsigned long long i = 0; i < iterations * kOpsPerIteration; ++i) {
        x += step;
        asm volatile("" : "+r"(x));
    }
#endif
    return x;
}

unsigned long long CoreClock::imulChain(unsigned long long iterations) {
    unsigned long long x = 3;
#if defined(__x86_64__)
    const unsigned long long m = 0x9E3779B97F4A7C15ull; // odd: the chain never collapses to 0
    if (iterations == 0)
        return x;
    asm volatile("1:\n\t"
                 ".rept 16\n\t"
                 "imul %2, %0\n\t"
                 ".endr\n\t"
                 "dec %1\n\t"
                 "jnz 1b\n\t"
                 : "+r"(x), "+r"(iterations)
                 : "r"(m)
                 : "cc");
#else
    (void)iterations;
#endif
    return x;
}

double CoreClock::measureHz(double seconds) {
    return bestRate(addChain, kChainIterations,
                    static_cast<double>(kChainIterations * kOpsPerIteration), seconds);
}

ClockReading CoreClock::addChainReading(double seconds) {
    ClockReading r;
    r.method = "add-chain";
    r.basis = "dependent register-register 64-bit adds, 1 cycle each";
    r.hz = measureHz(seconds);
    r.state = r.hz > 0.0 ? "ok" : "no sample";
    return r;
}

ClockReading CoreClock::imulChainReading(double seconds) {
    ClockReading r;
    r.method = "imul-chain";
    r.basis = "dependent 64-bit imul, 3 cycles each (Intel since Nehalem, AMD since Zen)";
#if defined(__x86_64__)
    // A third of the add chain's iterations, a whole number: the ops counted are the ones run.
    constexpr unsigned long long kImulIterations = kChainIterations / 3;
    r.hz = 3.0
           * bestRate(imulChain, kImulIterations,
                      static_cast<double>(kImulIterations * kOpsPerIteration), seconds);
    r.state = "ok";
#else
    (void)seconds;
    r.state = "unavailable: x86 only (aarch64 multiply latency differs by core)";
#endif
    return r;
}

ClockReading CoreClock::perfCyclesReading(double seconds) {
    ClockReading r;
    r.method = "perf-cycles";
    r.basis = "hardware cycle counter (perf_event_open PERF_COUNT_HW_CPU_CYCLES, user space) "
              "over an add chain, divided by the time it counted";
#if defined(__linux__)
    perf_event_attr attr;
    std::memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.disabled = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
    const long fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    if (fd < 0) {
        const int e = errno;
        std::string why = std::strerror(e);
        if (e == ENOENT || e == EOPNOTSUPP || e == ENODEV)
            why += " (no hardware cycle counter here: common in VMs)";
        else if (e == EACCES || e == EPERM)
            why += " (kernel.perf_event_paranoid = "
                   + readFirstLine("/proc/sys/kernel/perf_event_paranoid") + ")";
        else if (e == ENOSYS)
            why += " (perf_event_open is blocked, e.g. by a container's seccomp filter)";
        r.state = "unavailable: perf_event_open: " + why;
        return r;
    }
    struct {
        std::uint64_t value, enabled, running;
    } sample{};
    double best = 0.0;
    bool multiplexed = false;
    addChain(kChainIterations);
    const auto end = Clock::now() + std::chrono::duration<double>(seconds);
    do {
        ioctl(static_cast<int>(fd), PERF_EVENT_IOC_RESET, 0);
        ioctl(static_cast<int>(fd), PERF_EVENT_IOC_ENABLE, 0);
        addChain(kChainIterations);
        ioctl(static_cast<int>(fd), PERF_EVENT_IOC_DISABLE, 0);
        if (read(static_cast<int>(fd), &sample, sizeof sample) != sizeof sample)
            break;
        if (sample.running < sample.enabled)
            multiplexed = true; // the counter was shared: this sample undercounts
        else if (sample.running > 0)
            best = std::max(best, static_cast<double>(sample.value)
                                      / (static_cast<double>(sample.running) * 1e-9));
    } while (Clock::now() < end);
    close(static_cast<int>(fd));
    r.hz = best;
    r.state = best > 0.0    ? "ok"
              : multiplexed ? "unavailable: the counter was always multiplexed"
                            : "unavailable: the counter returned no cycles";
#else
    (void)seconds;
    r.state = "unavailable: no perf_event_open on this OS";
#endif
    return r;
}

ClockReading CoreClock::fmaImpliedReading(const std::function<double(std::uint64_t)> &loop,
                                          double flopsPerIteration, double flopsPerCycle,
                                          const std::string &basis, double seconds) {
    ClockReading r;
    r.method = "fma-implied";
    r.basis = basis;
    if (!loop || !(flopsPerIteration > 0.0) || !(flopsPerCycle > 0.0)) {
        r.state = "unavailable: no FMA kernel or FLOP/cycle for this core";
        return r;
    }
    volatile double sink = 0.0;
    // ~1 ms per call at 30 GFLOP/s per core, the slowest core this engine expects.
    const std::uint64_t iters =
        std::max<std::uint64_t>(1, static_cast<std::uint64_t>(3e7 / flopsPerIteration));
    const double rate = bestRate([&](std::uint64_t n) { sink = loop(n); }, iters,
                                 static_cast<double>(iters) * flopsPerIteration, seconds);
    (void)sink;
    r.hz = rate / flopsPerCycle;
    r.state = "ok";
    return r;
}

double CoreClock::loopRate(const std::function<double(std::uint64_t)> &loop, double opsPerIteration,
                           double seconds) {
    if (!loop || !(opsPerIteration > 0.0))
        return 0.0;
    volatile double sink = 0.0;
    const std::uint64_t iters =
        std::max<std::uint64_t>(1, static_cast<std::uint64_t>(3e7 / opsPerIteration));
    const double rate = bestRate([&](std::uint64_t n) { sink = loop(n); }, iters,
                                 static_cast<double>(iters) * opsPerIteration, seconds);
    (void)sink;
    return rate;
}

std::vector<ClockReading> CoreClock::reportedReadings() {
    std::vector<ClockReading> out;
    const int cpu = std::max(0, sched_getcpu());
    const std::string dir = "/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/cpufreq/";
    const auto khz = [&](const char *method, const char *file, const char *basis) {
        ClockReading r;
        r.method = method;
        r.kind = ClockReading::Kind::Reported;
        r.basis = basis;
        const std::string v = readFirstLine(dir + file);
        r.hz = v.empty() ? 0.0 : std::atof(v.c_str()) * 1e3;
        r.state = r.hz > 0.0 ? "ok" : "unavailable: no cpufreq in this OS image";
        out.push_back(std::move(r));
    };
    khz("cpufreq-cur", "scaling_cur_freq", "cpufreq's current frequency of this CPU");
    khz("cpufreq-max", "cpuinfo_max_freq", "cpufreq's maximum (acpi-cpufreq may leave boost out)");

    ClockReading mhz;
    mhz.method = "proc-cpuinfo-mhz";
    mhz.kind = ClockReading::Kind::Reported;
    mhz.basis = "/proc/cpuinfo \"cpu MHz\" of this CPU (in a VM: usually the TSC rate)";
    {
        std::ifstream in("/proc/cpuinfo");
        std::string line;
        int current = -1;
        while (std::getline(in, line)) {
            const auto colon = line.find(':');
            if (colon == std::string::npos)
                continue;
            const std::string key = line.substr(0, line.find_last_not_of(" \t", colon - 1) + 1);
            if (key == "processor")
                current = std::atoi(line.c_str() + colon + 1);
            else if (key == "cpu MHz" && (current == cpu || mhz.hz == 0.0))
                mhz.hz = std::atof(line.c_str() + colon + 1) * 1e6;
        }
    }
    mhz.state = mhz.hz > 0.0 ? "ok" : "unavailable: /proc/cpuinfo has no \"cpu MHz\"";
    out.push_back(std::move(mhz));

    ClockReading tsc;
    tsc.method = "tsc";
    tsc.kind = ClockReading::Kind::Reported;
    tsc.basis = "time-stamp counter rate: constant, not the core clock";
#if defined(__x86_64__)
    const auto t0 = Clock::now();
    const unsigned long long c0 = __rdtsc();
    while (secondsSince(t0) < 0.01) {
    }
    const unsigned long long c1 = __rdtsc();
    const double t = secondsSince(t0);
    tsc.hz = t > 0.0 ? static_cast<double>(c1 - c0) / t : 0.0;
    tsc.state = "ok";
#else
    tsc.state = "unavailable: x86 only";
#endif
    out.push_back(std::move(tsc));
    return out;
}

ClockVerdict CoreClock::measureAll(const std::function<double(std::uint64_t)> &fmaLoop,
                                   double fmaFlopsPerIteration, double fmaFlopsPerCycle,
                                   const std::string &fmaBasis) {
    // Turbo clocks ramp up within milliseconds of load: let the core settle first.
    measureHz(0.02);
    // The most direct method first: it wins ties and stands when nothing agrees.
    std::vector<ClockReading> readings = {
        perfCyclesReading(0.02), addChainReading(0.02), imulChainReading(0.02),
        fmaImpliedReading(fmaLoop, fmaFlopsPerIteration, fmaFlopsPerCycle, fmaBasis, 0.03)};
    for (ClockReading &r : reportedReadings())
        readings.push_back(std::move(r));
    return ClockReconciler::reconcile(readings);
}

} // namespace roofline::probes
