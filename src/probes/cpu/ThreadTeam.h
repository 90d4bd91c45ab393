// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <sched.h>
#include <thread>
#include <vector>

namespace roofline::probes {

// A team of threads pinned one per CPU that run the same work together. The calling thread is
// member 0 (pinned to the first CPU while the team lives); helpers sleep between jobs and meet
// at a spinning barrier, so wake-up latency stays outside the timed region.
class ThreadTeam {
public:
    explicit ThreadTeam(const std::vector<int> &cpus);
    ~ThreadTeam();
    ThreadTeam(const ThreadTeam &) = delete;
    ThreadTeam &operator=(const ThreadTeam &) = delete;

    int size() const { return static_cast<int>(m_cpus.size()); }
    // Runs work(member) on the first `members` threads; returns the seconds from the common
    // start to the moment the last member finished.
    double runTimed(int members, const std::function<void(int)> &work);
    // Runs work(member) on all members, untimed (first touch, setup).
    void run(const std::function<void(int)> &work) { runTimed(size(), work); }

    static bool pinCurrentThread(int cpu);
    // Runs work() on a new thread allowed on every CPU in `cpus`, and waits for it. For
    // libraries whose thread pool inherits the affinity of the thread that first runs a
    // parallel region (oneDNN's OpenMP): an earlier probe's pinning of the calling thread
    // cannot then squeeze the pool onto one core.
    static void runUnpinned(const std::vector<int> &cpus, const std::function<void()> &work);

private:
    void helperLoop(int member);
    void barrier(int members);

    std::vector<int> m_cpus;
    std::vector<std::thread> m_helpers;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    const std::function<void(int)> *m_work = nullptr;
    int m_members = 0;
    std::uint64_t m_generation = 0;
    bool m_quit = false;
    std::atomic<int> m_arrived{0};
    std::atomic<int> m_sense{0};
    std::atomic<int> m_finished{0};
    cpu_set_t *m_savedAffinity = nullptr;
};

} // namespace roofline::probes
