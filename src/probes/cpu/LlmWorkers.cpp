// SPDX-License-Identifier: MIT
#include "probes/cpu/LlmWorkers.h"

#include "probes/cpu/OneDnn.h"
#include "probes/cpu/ThreadTeam.h"

#include <algorithm>
#include <chrono>

namespace roofline::probes::llmcpu {

Workers::Workers(OneDnn &lib, const std::vector<int> &cpus)
    : m_lib(lib)
    , m_threads(std::max(1, static_cast<int>(cpus.size()))) {
    if (!m_lib.hasParallel())
        m_team = std::make_unique<ThreadTeam>(cpus);
}

Workers::~Workers() = default;

const char *Workers::kind() const {
    return m_team ? "the engine's pinned threads" : "oneDNN's OpenMP workers";
}

double Workers::run(const std::function<void(int, int)> &work) {
    if (m_team)
        return m_team->runTimed(m_threads, [&](int t) { work(t, m_threads); });
    const auto t0 = std::chrono::steady_clock::now();
    m_lib.parallel(m_threads, work);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace roofline::probes::llmcpu
