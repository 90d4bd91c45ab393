// SPDX-License-Identifier: MIT
#include "probes/engine/ProbeContext.h"

#include <algorithm>
#include <cmath>

namespace roofline::probes {

SamplingPolicy SamplingPolicy::forConfig(const RunConfig &config) {
    SamplingPolicy p;
    switch (config.suite) {
    case Suite::Quick:
        // The quick suite trades the 0.5 s rule for coverage: it must finish in < 30 s.
        p.minSeconds = 0.02;
        p.maxSeconds = 0.12;
        p.headlineWindows = 2;
        break;
    case Suite::Standard:
        p.minSeconds = 0.1;
        p.maxSeconds = 0.5;
        break;
    case Suite::Full:
        p.minSeconds = 0.5;
        p.maxSeconds = 2.0;
        p.headlineWindows = 4;
        break;
    }
    if (config.pointSeconds > 0.0) {
        p.maxSeconds = config.pointSeconds;
        p.minSeconds = std::min(p.minSeconds, config.pointSeconds);
    }
    return p;
}

ProbeContext::ProbeContext(std::string deviceId, RunConfig config, const std::atomic<bool> &cancel,
                           Clock::time_point deadline, Sinks sinks, InterferenceSource interference)
    : m_deviceId(std::move(deviceId))
    , m_config(config)
    , m_policy(SamplingPolicy::forConfig(config))
    , m_cancel(cancel)
    , m_deadline(deadline)
    , m_sinks(std::move(sinks))
    , m_interference(std::move(interference)) {
    if (!m_interference.workTime || !m_interference.involuntarySwitches
        || !m_interference.stealSeconds)
        m_interference = InterferenceSource::none();
}

bool ProbeContext::stopRequested() const {
    return cancelled() || timedOut();
}

void ProbeContext::progress(double fraction, const std::string &message) {
    if (m_sinks.progress)
        m_sinks.progress(std::clamp(fraction, 0.0, 1.0), message);
}

void ProbeContext::warn(const std::string &code, const std::string &message) {
    if (m_sinks.warning)
        m_sinks.warning(code, message, JsonValue());
}

void ProbeContext::couldNotMeasure(const std::string &message) {
    if (m_failure.empty())
        m_failure = message;
    if (m_sinks.warning)
        m_sinks.warning("probe-failed", message, JsonValue());
}

void ProbeContext::notMeasured(const std::string &message, JsonValue record) {
    if (m_sinks.warning)
        m_sinks.warning("not-measured", message, record);
}

namespace {

// The disturbed samples in the measurement's unit. The probe turned each clean seconds-per-
// iteration s into value = k / s (rates) or value = k * s (times); k is read off the first pair
// and checked on all of them, so that nothing is converted by a guess.
std::optional<std::vector<double>> inUnitOf(const Measurement &m, const std::vector<double> &clean,
                                            const std::vector<double> &disturbed) {
    if (m.samples.size() != clean.size() || clean.empty() || clean[0] <= 0.0 || m.samples[0] == 0.0)
        return std::nullopt;
    const bool rate = m.better == Better::Higher;
    const double k = rate ? m.samples[0] * clean[0] : m.samples[0] / clean[0];
    for (std::size_t i = 0; i < clean.size(); ++i) {
        const double expected = rate ? k / clean[i] : k * clean[i];
        if (std::fabs(expected - m.samples[i]) > 1e-9 * std::fabs(m.samples[i]))
            return std::nullopt;
    }
    std::vector<double> out;
    out.reserve(disturbed.size());
    for (double d : disturbed)
        out.push_back(rate ? k / d : k * d);
    return out;
}

} // namespace

void SampleRun::merge(const SampleRun &later) {
    if (later.secondsPerIteration.empty()
        && later.interference.disturbedSecondsPerIteration.empty())
        return;
    // Samples are per iteration, so windows with different batch sizes still combine.
    PointInterference &pi = interference;
    const PointInterference &li = later.interference;
    const double wallBefore = pi.wallSeconds;
    secondsPerIteration.insert(secondsPerIteration.end(), later.secondsPerIteration.begin(),
                               later.secondsPerIteration.end());
    pi.disturbedSecondsPerIteration.insert(pi.disturbedSecondsPerIteration.end(),
                                           li.disturbedSecondsPerIteration.begin(),
                                           li.disturbedSecondsPerIteration.end());
    pi.involuntarySwitches += li.involuntarySwitches;
    if (pi.stealSeconds && li.stealSeconds)
        *pi.stealSeconds += *li.stealSeconds;
    else
        pi.stealSeconds.reset();
    pi.wallSeconds += li.wallSeconds;
    if (pi.wallSeconds > 0.0)
        pi.lostShare = (pi.lostShare * wallBefore + li.lostShare * li.wallSeconds) / pi.wallSeconds;
    pi.cleanSamples += li.cleanSamples;
    pi.merged = pi.merged || li.merged;
    pi.attempts = std::max(pi.attempts, li.attempts);
    iterationsPerSample = std::max(iterationsPerSample, later.iterationsPerSample);
    stopped = stopped || later.stopped;
    windows += later.windows;
}

void ProbeContext::emit(Measurement &&m, const SampleRun &run) {
    m_lastInterference = run.interference;
    m_lastClean = run.secondsPerIteration;
    if (run.windows > 1)
        m.params.set("sampling_windows", run.windows);
    emit(std::move(m));
}

void ProbeContext::emit(Measurement &&m) {
    if (m_lastInterference) {
        const PointInterference &pi = *m_lastInterference;
        JsonValue j = JsonValue::object();
        j.set("involuntary_switches", static_cast<std::int64_t>(pi.involuntarySwitches));
        j.set("lost_share", pi.lostShare);
        if (pi.stealSeconds) {
            j.set("steal_seconds", *pi.stealSeconds);
            j.set("steal_fraction", pi.stealFraction());
        } else {
            j.set("steal_seconds", JsonValue());
        }
        j.set("wall_seconds", pi.wallSeconds);
        j.set("disturbed_samples",
              static_cast<std::int64_t>(pi.disturbedSecondsPerIteration.size()));
        if (pi.merged) {
            j.set("disturbed_samples_in_statistics", true);
        } else if (!pi.disturbedSecondsPerIteration.empty()) {
            // Kept out of the statistics, but kept: every raw sample is part of the record.
            const std::vector<double> &clean = m_lastClean;
            if (auto values = inUnitOf(m, clean, pi.disturbedSecondsPerIteration))
                j.set("disturbed_sample_values", JsonValue::arrayOf(*values));
            else
                j.set("disturbed_seconds_per_iteration",
                      JsonValue::arrayOf(pi.disturbedSecondsPerIteration));
        }
        j.set("attempts", pi.attempts);
        m.params.set("interference", std::move(j));
        if (pi.disturbed()
            && std::find(m.flags.begin(), m.flags.end(), "disturbed") == m.flags.end())
            m.flags.emplace_back("disturbed");
        m_lastInterference.reset();
    }
    m.finalize();
    if (m_sinks.measurement)
        m_sinks.measurement(std::move(m));
}

double ProbeContext::timeIt(const std::function<void()> &fn) {
    const auto t0 = Clock::now();
    fn();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

SampleRun ProbeContext::sample(const std::function<double(std::uint64_t)> &body,
                               const SamplingPolicy &policy) {
    SampleRun run = sampleOnce(body, policy);
    ++m_points;
    if (!run.stopped && run.interference.needsRepeat() && !stopRequested()) {
        // Once more: a neighbour that ran for part of a second is usually gone by now. The
        // less disturbed attempt is kept (both are counted in `attempts`).
        ++m_repeatedPoints;
        SampleRun again = sampleOnce(body, policy);
        const auto badness = [](const SampleRun &r) {
            const PointInterference &pi = r.interference;
            const double all =
                static_cast<double>(pi.cleanSamples + pi.disturbedSecondsPerIteration.size());
            return (pi.merged ? 1.0 : 0.0) + pi.stealFraction()
                   + (all > 0 ? static_cast<double>(pi.disturbedSecondsPerIteration.size()) / all
                              : 1.0);
        };
        if (!again.stopped && !again.secondsPerIteration.empty() && badness(again) < badness(run))
            run = std::move(again);
        run.interference.attempts = 2;
    }
    if (run.interference.disturbed())
        ++m_disturbedPoints;
    m_lastInterference = run.interference;
    m_lastClean = run.secondsPerIteration;
    return run;
}

namespace {

// One attempt at a point: the body called in batches, each call watched for the time its
// threads lost to other tasks or to the hypervisor.
class PointSampler {
public:
    using Body = std::function<double(std::uint64_t)>;

    PointSampler(const ProbeContext &ctx, const InterferenceSource &source, const Body &body,
                 const SamplingPolicy &policy, SampleRun &run)
        : m_ctx(ctx)
        , m_source(source)
        , m_body(body)
        , m_policy(policy)
        , m_run(run)
        , m_start(ProbeContext::Clock::now())
        , m_switches0(source.involuntarySwitches())
        , m_steal0(source.stealSeconds()) {
        m_run.interference.cpus = source.cpus;
    }

    // Calibrates the batch size; these runs double as warm-up. A size is accepted only when a
    // repeat confirms it: one preempted (or cold) call must not fix a batch so small that
    // every sample is mostly overhead (a quick-suite fp32 point once came out 10^4x slow).
    // False when the run was stopped first.
    bool calibrate() {
        std::uint64_t iters = 1;
        bool disturbed = false;
        double t = timed(iters, disturbed);
        int confirmations = 0;
        while (true) {
            if (t >= m_policy.minSampleSeconds) {
                bool again = false;
                const double t2 = timed(iters, again);
                const double low = std::min(t, t2);
                if (low >= 0.5 * m_policy.minSampleSeconds || ++confirmations > 3)
                    break;
                t = low;
            }
            if (m_ctx.stopRequested())
                return false;
            const double factor = t > 0.0 ? std::ceil(1.25 * m_policy.minSampleSeconds / t) : 16.0;
            iters *= static_cast<std::uint64_t>(std::clamp(factor, 2.0, 1024.0));
            t = timed(iters, disturbed);
        }
        m_run.iterationsPerSample = iters;
        return true;
    }

    // The confirming call was the first warm-up sample.
    void warmUp() {
        for (int w = 1; w < m_policy.warmupSamples && !m_ctx.stopRequested(); ++w)
            m_body(m_run.iterationsPerSample);
    }

    // Samples until the policy is met, the cap is reached or the run is stopped; disturbed
    // samples apart from the clean ones.
    void collect() {
        const std::uint64_t iters = m_run.iterationsPerSample;
        auto &clean = m_run.secondsPerIteration;
        auto &noisy = m_run.interference.disturbedSecondsPerIteration;
        const SamplingPolicy &policy = m_policy;
        while (true) {
            if (m_ctx.stopRequested()) {
                m_run.stopped = static_cast<int>(clean.size() + noisy.size()) < policy.minSamples;
                break;
            }
            bool d = false;
            const double s = timed(iters, d) / static_cast<double>(iters);
            (d ? noisy : clean).push_back(s);
            (d ? m_noisyWall : m_cleanWall) += m_keptWall;
            (d ? m_noisyLost : m_cleanLost) += m_keptLost;
            const double spent = elapsed();
            const bool enoughWork = iters * clean.size() >= policy.minIterations;
            const bool enough = static_cast<int>(clean.size()) >= policy.minSamples && enoughWork;
            if (enough
                && (spent >= policy.minSeconds || Statistics::cov(clean) <= policy.targetCov))
                break;
            // The cap wins over minSamples but a point never ends with fewer than 3 samples.
            if (spent >= policy.maxSeconds && clean.size() >= 3 && enoughWork)
                break;
            // While it lacks three clean samples, a disturbed point may stretch to three times
            // its cap or four times its sample count, no more.
            const std::size_t all = clean.size() + noisy.size();
            const bool stretched =
                spent >= 3.0 * policy.maxSeconds
                || noisy.size() >= 4 * static_cast<std::size_t>(policy.minSamples);
            if (stretched && all >= 3 && iters * all >= policy.minIterations)
                break;
        }
    }

    // The clean samples' share of lost time; with too few clean samples to stand alone, all
    // samples are used and the point says so.
    void judge() {
        PointInterference &pi = m_run.interference;
        auto &clean = m_run.secondsPerIteration;
        const auto &noisy = pi.disturbedSecondsPerIteration;
        pi.cleanSamples = clean.size();
        if (clean.size() < 3 && !noisy.empty()) {
            // Too few clean samples to stand alone: use them all and say so.
            clean.insert(clean.end(), noisy.begin(), noisy.end());
            pi.merged = true;
            m_cleanWall += m_noisyWall;
            m_cleanLost += m_noisyLost;
        }
        pi.lostShare = m_cleanWall > 0.0 ? m_cleanLost / m_cleanWall : 0.0;
    }

    // The point's wall time, involuntary switches and steal.
    void finish() {
        PointInterference &pi = m_run.interference;
        pi.wallSeconds = elapsed();
        pi.involuntarySwitches = m_source.involuntarySwitches() - m_switches0;
        const std::optional<double> steal1 = m_source.stealSeconds();
        if (m_steal0 && steal1)
            pi.stealSeconds = std::max(0.0, *steal1 - *m_steal0);
    }

private:
    double elapsed() const {
        return std::chrono::duration<double>(ProbeContext::Clock::now() - m_start).count();
    }

    // One call of the body; `disturbed` when its watched threads lost more than 1 % of their
    // time to other tasks or to the hypervisor (a brief kernel thread costs less and is let
    // be).
    double timed(std::uint64_t n, bool &disturbed) {
        const worktime::Totals before = m_source.workTime();
        const double t = m_body(n);
        const worktime::Totals after = m_source.workTime();
        const double wall = after.wallSeconds - before.wallSeconds;
        const double lost = after.lostSeconds - before.lostSeconds;
        disturbed = wall > 0.0 && lost > interference::kLostSampleFraction * wall;
        m_keptWall = wall;
        m_keptLost = lost;
        return t;
    }

    const ProbeContext &m_ctx;
    const InterferenceSource &m_source;
    const Body &m_body;
    const SamplingPolicy &m_policy;
    SampleRun &m_run;
    const ProbeContext::Clock::time_point m_start;
    const std::uint64_t m_switches0;
    const std::optional<double> m_steal0;
    double m_keptWall = 0.0, m_keptLost = 0.0;
    double m_cleanWall = 0.0, m_cleanLost = 0.0, m_noisyWall = 0.0, m_noisyLost = 0.0;
};

} // namespace

SampleRun ProbeContext::sampleOnce(const std::function<double(std::uint64_t)> &body,
                                   const SamplingPolicy &policy) {
    SampleRun run;
    PointSampler sampler(*this, m_interference, body, policy, run);
    if (!sampler.calibrate()) {
        run.stopped = true;
        sampler.finish();
        return run;
    }
    sampler.warmUp();
    sampler.collect();
    sampler.judge();
    sampler.finish();
    return run;
}

} // namespace roofline::probes
