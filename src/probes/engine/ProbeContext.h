// SPDX-License-Identifier: MIT
#pragma once

#include "probes/cpu/Interference.h"
#include "probes/engine/Measurement.h"
#include "probes/engine/Suite.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace roofline::probes {

struct LlmStepPlan;

// What the user asked of this run, shared by every probe: the suite and the overrides that
// tests use to shrink sweeps (0 = the suite's default).
struct RunConfig {
    Suite suite = kDefaultSuite;
    std::uint64_t maxBytes = 0; // cap on the largest working set
    double pointSeconds = 0.0;  // cap on the time spent on one measurement point
    // The LLM step to measure (--llm-plan FILE, read and checked before the run); null: none.
    std::shared_ptr<const LlmStepPlan> llmPlan;
};

// docs/design.md §3.2: samples of at least minSampleSeconds each, until at least minSamples and
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
    // Headline points (peak arithmetic, the largest working sets) are sampled in this many
    // windows seconds apart and their samples merged (SampleRun::merge).
    int headlineWindows = 3;

    static SamplingPolicy forConfig(const RunConfig &config);
};

// Raw result of ProbeContext::sample: seconds per iteration, one entry per sample. Samples
// during which a probe thread was preempted (an involuntary context switch) are kept out of
// secondsPerIteration and listed in interference.disturbedSecondsPerIteration instead, unless
// too few clean ones remain (interference.merged).
struct SampleRun {
    std::vector<double> secondsPerIteration;
    std::uint64_t iterationsPerSample = 0;
    bool stopped = false; // cancelled or out of time before the policy was met
    PointInterference interference;
    int windows = 1; // sampling windows merged into this run (see merge)

    // Adds the samples of a later window of the same point (same body, same batch size), so
    // that a headline point is sampled at moments seconds apart rather than in one burst.
    void merge(const SampleRun &later);
};

// The probe's view of the run: cancellation, progress, output and the timing helpers.
// A probe calls sample() for each point and emit() for each finished measurement.
class ProbeContext {
public:
    struct Sinks {
        std::function<void(Measurement &&)> measurement;
        // `detail`: a structured record the warning carries (null when none): a case the probe
        // did not measure ({"case": {...}}), stored with the run beside the message.
        std::function<void(const std::string &code, const std::string &message,
                           const JsonValue &detail)>
            warning;
        std::function<void(double fraction, const std::string &message)> progress;
    };
    using Clock = std::chrono::steady_clock;

    ProbeContext(std::string deviceId, RunConfig config, const std::atomic<bool> &cancel,
                 Clock::time_point deadline, Sinks sinks,
                 InterferenceSource interference = InterferenceSource::system());

    const std::string &deviceId() const { return m_deviceId; }
    const RunConfig &config() const { return m_config; }
    Suite suite() const { return m_config.suite; }
    const SamplingPolicy &policy() const { return m_policy; }
    // For a device whose time says nothing (a simulator): the policy sample() uses from now on.
    void setPolicy(const SamplingPolicy &policy) { m_policy = policy; }

    // True once SIGINT/SIGTERM arrived or the run's time cap passed; probes stop between samples.
    bool stopRequested() const;
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }
    bool timedOut() const { return Clock::now() >= m_deadline; }
    // Seconds until the run's time cap (very large without one).
    double secondsLeft() const {
        return m_deadline == Clock::time_point::max()
                   ? 1e18
                   : std::chrono::duration<double>(m_deadline - Clock::now()).count();
    }

    void progress(double fraction, const std::string &message);
    void warn(const std::string &code, const std::string &message);
    // A case of the probe that is not measured, and why: the warning "not-measured" with
    // `record` (what the case is: model, format, batch, context, … and "reason") as its
    // "case", so the stored run lists every configuration it could not measure, never a number.
    void notMeasured(const std::string &message, JsonValue record);
    // Something the probe set out to measure could not be measured (a rung whose file cannot
    // be written): the warning "probe-failed" says why, and the engine ends the run failed
    // (reason_code probe-failed, exit 1) instead of complete without it.
    void couldNotMeasure(const std::string &message);
    const std::string &failure() const { return m_failure; }
    // Finalizes and sends m. The interference seen by the sample() call before it goes into
    // m.params["interference"] (and the flag "disturbed" when it spoiled the point).
    void emit(Measurement &&m);
    // The same, with the interference of `run` (for points sampled in several windows).
    void emit(Measurement &&m, const SampleRun &run);

    // Runs body(iterations), which performs `iterations` repetitions and returns the seconds
    // they took (the body times itself so that thread start-up can stay outside the timed
    // region). Batches iterations until one sample lasts at least minSampleSeconds (a batch
    // size is only accepted once an undisturbed repeat confirms it), discards the warm-up, then
    // samples by the policy, counting only undisturbed samples. A point whose samples were
    // mostly disturbed, or whose CPUs lost a large share to hypervisor steal, is measured once
    // more and the less disturbed attempt kept.
    SampleRun sample(const std::function<double(std::uint64_t)> &body,
                     const SamplingPolicy &policy);
    SampleRun sample(const std::function<double(std::uint64_t)> &body) {
        return sample(body, m_policy);
    }

    // Points of this probe so far, and how many of them were disturbed.
    int sampledPoints() const { return m_points; }
    int disturbedPoints() const { return m_disturbedPoints; }
    int repeatedPoints() const { return m_repeatedPoints; }

    // Times fn() with the steady clock; the usual body for single-threaded kernels.
    static double timeIt(const std::function<void()> &fn);

private:
    SampleRun sampleOnce(const std::function<double(std::uint64_t)> &body,
                         const SamplingPolicy &policy);

    std::string m_deviceId;
    RunConfig m_config;
    SamplingPolicy m_policy;
    const std::atomic<bool> &m_cancel;
    Clock::time_point m_deadline;
    Sinks m_sinks;
    InterferenceSource m_interference;
    std::optional<PointInterference> m_lastInterference; // of the last sample(), until emit()
    std::vector<double> m_lastClean;
    int m_points = 0;
    int m_disturbedPoints = 0;
    int m_repeatedPoints = 0;
    std::string m_failure; // the first couldNotMeasure() message
};

} // namespace roofline::probes
