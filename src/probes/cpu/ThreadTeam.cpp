// SPDX-License-Identifier: MIT
#include "probes/cpu/ThreadTeam.h"

#include "probes/cpu/Interference.h"

#include <chrono>
#include <pthread.h>
#include <sched.h>

namespace roofline::probes {

bool ThreadTeam::pinCurrentThread(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0;
}

void ThreadTeam::runUnpinned(const std::vector<int> &cpus, const std::function<void()> &work) {
    std::thread worker([&] {
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int c : cpus)
            CPU_SET(c, &set);
        pthread_setaffinity_np(pthread_self(), sizeof set, &set);
        work();
    });
    worker.join();
}

ThreadTeam::ThreadTeam(const std::vector<int> &cpus)
    : m_cpus(cpus) {
    if (m_cpus.empty())
        m_cpus.push_back(0);
    m_savedAffinity = new cpu_set_t;
    CPU_ZERO(m_savedAffinity);
    pthread_getaffinity_np(pthread_self(), sizeof(cpu_set_t), m_savedAffinity);
    pinCurrentThread(m_cpus[0]);
    for (int m = 1; m < size(); ++m)
        m_helpers.emplace_back([this, m] { helperLoop(m); });
}

ThreadTeam::~ThreadTeam() {
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_all();
    for (auto &t : m_helpers)
        t.join();
    pthread_setaffinity_np(pthread_self(), sizeof(cpu_set_t), m_savedAffinity);
    delete m_savedAffinity;
}

void ThreadTeam::barrier(int members) {
    // Sense-reversing spin barrier: helpers are already awake, so spinning costs nothing
    // but keeps the start and end of the timed region within a few hundred nanoseconds.
    const int sense = m_sense.load(std::memory_order_acquire);
    if (m_arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == members) {
        m_arrived.store(0, std::memory_order_relaxed);
        m_sense.store(sense ^ 1, std::memory_order_release);
    } else {
        while (m_sense.load(std::memory_order_acquire) == sense) {
#if defined(__x86_64__)
            __builtin_ia32_pause();
#endif
        }
    }
}

double ThreadTeam::runTimed(int members, const std::function<void(int)> &work) {
    members = std::max(1, std::min(members, size()));
    if (members > 1) {
        std::lock_guard lock(m_mutex);
        m_work = &work;
        m_members = members;
        m_finished.store(0, std::memory_order_relaxed);
        ++m_generation;
    }
    if (members > 1)
        m_wake.notify_all();
    std::chrono::steady_clock::time_point t0, t1;
    {
        // Wall vs CPU time of each member (outside the timed region): how much of it other
        // tasks or the hypervisor took.
        const worktime::Watch watch;
        if (members > 1)
            barrier(members);
        t0 = std::chrono::steady_clock::now();
        work(0);
        if (members > 1)
            barrier(members);
        t1 = std::chrono::steady_clock::now();
    }
    if (members > 1) {
        // Helpers must be back to sleep before `work` goes out of scope.
        while (m_finished.load(std::memory_order_acquire) != members - 1) {
        }
    }
    return std::chrono::duration<double>(t1 - t0).count();
}

void ThreadTeam::helperLoop(int member) {
    pinCurrentThread(m_cpus[static_cast<std::size_t>(member)]);
    std::uint64_t seen = 0;
    while (true) {
        const std::function<void(int)> *work = nullptr;
        int members = 0;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_quit || m_generation != seen; });
            if (m_quit)
                return;
            seen = m_generation;
            work = m_work;
            members = m_members;
        }
        if (member >= members)
            continue;
        {
            const worktime::Watch watch;
            barrier(members);
            (*work)(member);
            barrier(members);
        }
        m_finished.fetch_add(1, std::memory_order_release);
    }
}

} // namespace roofline::probes
