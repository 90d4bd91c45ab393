// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <memory>
#include <vector>

namespace roofline::probes {

class OneDnn;
class ThreadTeam;

namespace llmcpu {

// The threads the engine's own kernels run on: the library's OpenMP workers where oneDNN is
// loaded (its spinning workers and a second pool would fight over the cores), else a pinned
// ThreadTeam. Created before anything pins the calling thread.
class Workers {
public:
    Workers(OneDnn &lib, const std::vector<int> &cpus);
    ~Workers();
    int size() const { return m_threads; }
    // Runs work(member, members) on every worker; the seconds from start to the last finish.
    double run(const std::function<void(int, int)> &work);
    const char *kind() const; // "oneDNN's OpenMP workers" | "the engine's pinned threads"

private:
    OneDnn &m_lib;
    std::unique_ptr<ThreadTeam> m_team;
    int m_threads = 1;
};

} // namespace llmcpu
} // namespace roofline::probes
