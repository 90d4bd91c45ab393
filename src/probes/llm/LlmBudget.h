// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace roofline::probes {

// The time cpu.llm may take, kept by the probe itself: the supervisor stops a run at 3 x the
// plan's estimate + 60 s and stores it as failed, so on a busy machine (other users' builds
// taking the cores) the probe must finish with fewer repetitions instead of being killed with
// every case lost. The whole probe has `totalSeconds`; each case may take an equal share of
// what is left when it starts (its setup included), so a slow case leaves less, not nothing,
// to the ones after it. The clock is injected (tests drive it by hand).
class LlmBudget {
public:
    using Clock = std::function<double()>; // monotonic seconds
    static Clock steadyClock();

    explicit LlmBudget(double totalSeconds, Clock clock = steadyClock());

    double total() const { return m_total; }
    double elapsed() const;
    double remaining() const;
    bool spent() const { return remaining() <= 0; }

    // A case starts, `casesLeft` of them (this one included) still to run: its deadline is
    // now + remaining / casesLeft. Returns that share in seconds.
    double beginCase(std::size_t casesLeft);
    double caseShare() const { return m_caseShare; }
    bool caseSpent() const { return now() >= m_caseDeadline; }
    // Seconds of the case's share left (negative once spent).
    double caseRemaining() const { return m_caseDeadline - now(); }

    // How a replay ends, after each pass (`passes` timed passes so far, every kernel with at
    // least `fewestCalls` clean calls, `replaySeconds` since the timed passes began, `passCov`
    // the CoV of the pass times so far): why to stop, or Stop::No to go on.
    enum class Stop { No, Enough, Stable, MaxSeconds, Budget };
    struct Rule {
        int minPasses = 5;       // the passes asked for a median and a spread
        double minSeconds = 0.2; // and at least this long (a short layer on a quiet machine)
        double maxSeconds = 1.2; // never longer than this per case
        double stableCov = 0.01; // minPasses reached and the passes this steady: enough
    };
    static Stop decide(const Rule &rule, int passes, std::size_t fewestCalls, double replaySeconds,
                       double passCov, bool caseSpent);
    // "statistics" | "stable" | "max_seconds" | "time_budget" (params stopped_by).
    static const char *name(Stop stop);

private:
    double now() const { return m_clock(); }

    double m_total;
    Clock m_clock;
    double m_start;
    double m_caseDeadline;
    double m_caseShare = 0;
};

} // namespace roofline::probes
