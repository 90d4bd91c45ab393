// SPDX-License-Identifier: MIT
#include "probes/cpu/Interference.h"

#include <algorithm>
#include <atomic>
#include <ctime>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <sys/resource.h>
#include <unistd.h>

namespace roofline::probes {

double PointInterference::stealFraction() const {
    if (!stealSeconds || wallSeconds <= 0.0 || cpus <= 0)
        return 0.0;
    return *stealSeconds / (wallSeconds * cpus);
}

bool PointInterference::disturbed() const {
    return stealFraction() > interference::kStealRepeatFraction
           || disturbedSecondsPerIteration.size() > cleanSamples;
}

bool PointInterference::needsRepeat() const {
    return disturbed() || merged;
}

namespace interference {

std::optional<std::uint64_t> stealTicks(const std::string &procStat, const std::vector<int> &cpus) {
    std::istringstream in(procStat);
    std::string line;
    std::uint64_t total = 0;
    std::size_t found = 0;
    while (std::getline(in, line)) {
        if (line.rfind("cpu", 0) != 0 || line.size() < 4 || line[3] < '0' || line[3] > '9')
            continue;
        std::istringstream fields(line);
        std::string name;
        fields >> name;
        int cpu = -1;
        try {
            cpu = std::stoi(name.substr(3));
        } catch (...) {
            continue;
        }
        if (std::find(cpus.begin(), cpus.end(), cpu) == cpus.end())
            continue;
        // user nice system idle iowait irq softirq steal ...
        std::uint64_t v = 0;
        int column = 0;
        bool haveSteal = false;
        while (fields >> v) {
            if (++column == 8) {
                haveSteal = true;
                break;
            }
        }
        if (!haveSteal)
            return std::nullopt;
        total += v;
        ++found;
    }
    if (found != cpus.size())
        return std::nullopt;
    return total;
}

} // namespace interference

namespace worktime {

namespace {

std::atomic<long long> g_wallNs{0};
std::atomic<long long> g_lostNs{0};

long long nowNs(clockid_t clock) {
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<long long>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

} // namespace

Totals totals() {
    Totals t;
    t.wallSeconds = static_cast<double>(g_wallNs.load(std::memory_order_acquire)) * 1e-9;
    t.lostSeconds = static_cast<double>(g_lostNs.load(std::memory_order_acquire)) * 1e-9;
    return t;
}

Watch::Watch()
    : m_wallNs(nowNs(CLOCK_MONOTONIC))
    , m_cpuNs(nowNs(CLOCK_THREAD_CPUTIME_ID)) {}

Watch::~Watch() {
    const long long cpu = nowNs(CLOCK_THREAD_CPUTIME_ID) - m_cpuNs;
    const long long wall = nowNs(CLOCK_MONOTONIC) - m_wallNs;
    g_wallNs.fetch_add(wall, std::memory_order_acq_rel);
    g_lostNs.fetch_add(std::max(0LL, wall - cpu), std::memory_order_acq_rel);
}

} // namespace worktime

namespace {

std::vector<int> affinityCpus() {
    std::vector<int> cpus;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        for (int c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &set))
                cpus.push_back(c);
    }
    return cpus;
}

} // namespace

InterferenceSource InterferenceSource::system(const std::vector<int> &wanted) {
    InterferenceSource s;
    std::vector<int> cpus = wanted.empty() ? affinityCpus() : wanted;
    s.cpus = std::max<int>(1, static_cast<int>(cpus.size()));
    s.workTime = [] { return worktime::totals(); };
    s.involuntarySwitches = [] {
        rusage u{};
        if (getrusage(RUSAGE_SELF, &u) != 0)
            return std::uint64_t{0};
        return static_cast<std::uint64_t>(u.ru_nivcsw);
    };
    const long hz = sysconf(_SC_CLK_TCK);
    s.stealSeconds = [cpus, hz]() -> std::optional<double> {
        if (cpus.empty() || hz <= 0)
            return std::nullopt;
        std::ifstream f("/proc/stat");
        if (!f)
            return std::nullopt;
        std::ostringstream text;
        text << f.rdbuf();
        const auto ticks = interference::stealTicks(text.str(), cpus);
        if (!ticks)
            return std::nullopt;
        return static_cast<double>(*ticks) / static_cast<double>(hz);
    };
    return s;
}

InterferenceSource InterferenceSource::none() {
    InterferenceSource s;
    s.workTime = [] { return worktime::Totals{}; };
    s.involuntarySwitches = [] { return std::uint64_t{0}; };
    s.stealSeconds = []() -> std::optional<double> { return std::nullopt; };
    return s;
}

} // namespace roofline::probes
