// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/Nvml.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace roofline::cuda {

// NVML read *during* the measured interval, not after it: a sampler thread polls every
// `period` and each window (everything since the previous take) keeps the lowest and highest
// SM clock, the highest power and temperature, and every throttle reason seen at any poll.
// A point read after the fact describes an idle GPU (clocks up, no power cap) and would hide
// the throttling that shaped the figure.
class TelemetryWindow {
public:
    using Sampler = std::function<Nvml::Sample()>;
    struct Summary {
        int polls = 0;
        double seconds = 0.0;
        double smClockMinHz = 0, smClockMaxHz = 0, memClockMaxHz = 0;
        double powerMaxWatts = 0, powerMeanWatts = 0, temperatureMaxC = 0;
        unsigned long long throttleReasons = 0; // OR of every poll
        bool valid() const { return polls > 0; }
        probes::JsonValue toJson() const;
    };

    TelemetryWindow(Sampler sampler, std::chrono::milliseconds period);
    ~TelemetryWindow(); // stops the thread
    TelemetryWindow(const TelemetryWindow &) = delete;
    TelemetryWindow &operator=(const TelemetryWindow &) = delete;

    // The summary since the previous take (or the start), and a new window begins. Polls once
    // more first, so even a window shorter than the period has a reading from its end.
    Summary take();

private:
    void poll();
    void loop();

    Sampler m_sampler;
    std::chrono::milliseconds m_period;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    Summary m_current;
    double m_powerSum = 0;
    std::chrono::steady_clock::time_point m_windowStart;
    std::thread m_thread;
};

} // namespace roofline::cuda
