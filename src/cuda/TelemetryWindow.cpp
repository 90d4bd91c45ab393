// SPDX-License-Identifier: MIT
#include "cuda/TelemetryWindow.h"

#include <algorithm>

namespace roofline::cuda {

probes::JsonValue TelemetryWindow::Summary::toJson() const {
    probes::JsonValue j = probes::JsonValue::object();
    j.set("polls", polls);
    j.set("window_seconds", seconds);
    j.set("sm_clock_min_hz", smClockMinHz);
    j.set("sm_clock_max_hz", smClockMaxHz);
    j.set("memory_clock_max_hz", memClockMaxHz);
    j.set("power_max_w", powerMaxWatts);
    j.set("power_mean_w", powerMeanWatts);
    j.set("temperature_max_c", temperatureMaxC);
    j.set("throttle_reasons", probes::JsonValue::arrayOf(Nvml::throttleNames(throttleReasons)));
    j.set("rule", "NVML polled during the measurement by a sampler thread");
    return j;
}

TelemetryWindow::TelemetryWindow(Sampler sampler, std::chrono::milliseconds period)
    : m_sampler(std::move(sampler))
    , m_period(period)
    , m_windowStart(std::chrono::steady_clock::now())
    , m_thread([this] { loop(); }) {}

TelemetryWindow::~TelemetryWindow() {
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void TelemetryWindow::poll() {
    const Nvml::Sample s = m_sampler(); // outside the lock: NVML may take a millisecond
    if (!s.valid)
        return;
    std::lock_guard lock(m_mutex);
    Summary &c = m_current;
    c.smClockMinHz = c.polls == 0 ? s.smClockHz : std::min(c.smClockMinHz, s.smClockHz);
    c.smClockMaxHz = std::max(c.smClockMaxHz, s.smClockHz);
    c.memClockMaxHz = std::max(c.memClockMaxHz, s.memClockHz);
    c.powerMaxWatts = std::max(c.powerMaxWatts, s.powerWatts);
    c.temperatureMaxC = std::max(c.temperatureMaxC, s.temperatureC);
    c.throttleReasons |= s.throttleReasons;
    m_powerSum += s.powerWatts;
    c.polls += 1;
}

void TelemetryWindow::loop() {
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        lock.unlock();
        poll();
        lock.lock();
        m_wake.wait_for(lock, m_period, [this] { return m_stop; });
    }
}

TelemetryWindow::Summary TelemetryWindow::take() {
    poll();
    std::lock_guard lock(m_mutex);
    Summary out = m_current;
    const auto now = std::chrono::steady_clock::now();
    out.seconds = std::chrono::duration<double>(now - m_windowStart).count();
    out.powerMeanWatts = out.polls > 0 ? m_powerSum / out.polls : 0.0;
    m_current = Summary{};
    m_powerSum = 0;
    m_windowStart = now;
    return out;
}

} // namespace roofline::cuda
