// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>

namespace roofline::probes {

// Wall time for the engine's own pacing (budgets, sample lengths): the monotonic clock, never
// the calendar one, which NTP may step.
inline double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace roofline::probes
