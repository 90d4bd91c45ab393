// SPDX-License-Identifier: MIT
#include "probes/llm/LlmBudget.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace roofline::probes {

LlmBudget::Clock LlmBudget::steadyClock() {
    return [] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    };
}

LlmBudget::LlmBudget(double totalSeconds, Clock clock)
    : m_total(std::max(0.0, totalSeconds))
    , m_clock(std::move(clock))
    , m_start(m_clock())
    , m_caseDeadline(m_start + m_total) {}

double LlmBudget::elapsed() const {
    return now() - m_start;
}

double LlmBudget::remaining() const {
    return m_total - elapsed();
}

double LlmBudget::beginCase(std::size_t casesLeft) {
    m_caseShare = std::max(0.0, remaining()) / double(std::max<std::size_t>(1, casesLeft));
    m_caseDeadline = now() + m_caseShare;
    return m_caseShare;
}

LlmBudget::Stop LlmBudget::decide(const Rule &rule, int passes, std::size_t fewestCalls,
                                  double replaySeconds, double passCov, bool caseSpent) {
    if (passes < 1)
        return Stop::No; // a case that began gets one timed pass: a figure, never none
    const bool asked =
        passes >= rule.minPasses && fewestCalls >= static_cast<std::size_t>(rule.minPasses);
    if (asked && replaySeconds >= rule.minSeconds)
        return Stop::Enough;
    if (asked && passes >= 3 && passCov <= rule.stableCov)
        return Stop::Stable;
    if (replaySeconds >= rule.maxSeconds)
        return Stop::MaxSeconds;
    if (caseSpent)
        return Stop::Budget;
    return Stop::No;
}

const char *LlmBudget::name(Stop stop) {
    switch (stop) {
    case Stop::Enough:
        return "statistics";
    case Stop::Stable:
        return "stable";
    case Stop::MaxSeconds:
        return "max_seconds";
    case Stop::Budget:
        return "time_budget";
    case Stop::No:
        break;
    }
    return "";
}

} // namespace roofline::probes
