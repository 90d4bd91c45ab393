#pragma once

#include "probes/Measurement.h"
#include "probes/Suite.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace roofline::probes {

// What the user asked of this run, shared by every probe: the suite and the overrides that
// tests use to shrink sweeps (0 = the suite's default).
struct RunConfig {
    Suite suite = Suite::Quick;
    std::uint64_t maxBytes = 0; // cap on the largest working set
    double pointSeconds = 0.0;  // cap on the time spent on one measurement point
};

// DESIGN.md §3.2: samples of at least minSampleSeconds each, until at least minSamples and
// minSeconds, stopping early once the spread (CoV) is within targetCov, never beyond maxSeconds.
struct SamplingPolicy {
    double minSampleSeconds = 1e-3;
    int minSamples = 10;
    double minSeconds = 0.5;
    double maxSeconds = 2.0;
    double targetCov = 0.005;
    int warmupSamples = 1;
    // Lower bound on total iterations over all samples (e.g. >= 1e6 loads per latency point);
    // it outranks maxSeconds but not cancellation.
    std::uint64_t minIterations = 0;

    static SamplingPolicy forConfig(const RunConfig &config);
};

// Raw result of ProbeContext::sample: seconds per iteration, one entry per sample.
struct SampleRun {
    std::vector<double> secondsPerIteration;
    std::uint64_t iterationsPerSample = 0;
    bool stopped = false; // cancelled or out of time before the policy was met
};

// The probe's view of the run: cancellation, progress, output and the timing helpers.
// A probe calls sample() for each point and emit() for each finished measurement.
class ProbeContext {
public:
    struct Sinks {
        std::function<void(Measurement &&)> measurement;
        std::function<void(const std::string &code, const std::string &message)> warning;
        std::function<void(double fraction, const std::string &message)> progress;
    };
    using Clock = std::chrono::steady_clock;

    ProbeContext(std::string deviceId, RunConfig config, const std::atomic<bool> &cancel,
                 Clock::time_point deadline, Sinks sinks);

    const std::string &deviceId() const { return m_deviceId; }
    const RunConfig &config() const { return m_config; }
    Suite suite() const { return m_config.suite; }
    const SamplingPolicy &policy() const { return m_policy; }

    // True once SIGINT/SIGTERM arrived or the run's time cap passed; probes stop between samples.
    bool stopRequested() const;
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }
    bool timedOut() const { return Clock::now() >= m_deadline; }

    void progress(double fraction, const std::string &message);
    void warn(const std::string &code, const std::string &message);
    void emit(Measurement &&m);

    // Runs body(iterations), which performs `iterations` repetitions and returns the seconds
    // they took (the body times itself so that thread start-up can stay outside the timed
    // region). Batches iterations until one sample lasts at least minSampleSeconds, discards
    // the warm-up, then samples by the policy.
    SampleRun sample(const std::function<double(std::uint64_t)> &body,
                     const SamplingPolicy &policy) const;
    SampleRun sample(const std::function<double(std::uint64_t)> &body) const {
        return sample(body, m_policy);
    }

    // Times fn() with the steady clock; the usual body for single-threaded kernels.
    static double timeIt(const std::function<void()> &fn);

private:
    std::string m_deviceId;
    RunConfig m_config;
    SamplingPolicy m_policy;
    const std::atomic<bool> &m_cancel;
    Clock::time_point m_deadline;
    Sinks m_sinks;
};

} // namespace roofline::probes
