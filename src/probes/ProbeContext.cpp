#include "probes/ProbeContext.h"

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
        break;
    case Suite::Standard:
        p.minSeconds = 0.1;
        p.maxSeconds = 0.5;
        break;
    case Suite::Full:
        p.minSeconds = 0.5;
        p.maxSeconds = 2.0;
        break;
    }
    if (config.pointSeconds > 0.0) {
        p.maxSeconds = config.pointSeconds;
        p.minSeconds = std::min(p.minSeconds, config.pointSeconds);
    }
    return p;
}

ProbeContext::ProbeContext(std::string deviceId, RunConfig config, const std::atomic<bool> &cancel,
                           Clock::time_point deadline, Sinks sinks)
    : m_deviceId(std::move(deviceId))
    , m_config(config)
    , m_policy(SamplingPolicy::forConfig(config))
    , m_cancel(cancel)
    , m_deadline(deadline)
    , m_sinks(std::move(sinks)) {}

bool ProbeContext::stopRequested() const {
    return cancelled() || timedOut();
}

void ProbeContext::progress(double fraction, const std::string &message) {
    if (m_sinks.progress)
        m_sinks.progress(std::clamp(fraction, 0.0, 1.0), message);
}

void ProbeContext::warn(const std::string &code, const std::string &message) {
    if (m_sinks.warning)
        m_sinks.warning(code, message);
}

void ProbeContext::emit(Measurement &&m) {
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
                               const SamplingPolicy &policy) const {
    SampleRun run;
    const auto start = Clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };

    // Calibrate the batch size; these runs double as the first warm-up.
    std::uint64_t iters = 1;
    double t = body(iters);
    while (t < policy.minSampleSeconds) {
        if (stopRequested()) {
            run.stopped = true;
            return run;
        }
        const double factor = t > 0.0 ? std::ceil(1.25 * policy.minSampleSeconds / t) : 16.0;
        iters *= static_cast<std::uint64_t>(std::clamp(factor, 2.0, 1024.0));
        t = body(iters);
    }
    run.iterationsPerSample = iters;
    for (int w = 0; w < policy.warmupSamples && !stopRequested(); ++w)
        body(iters);

    auto &s = run.secondsPerIteration;
    while (true) {
        if (stopRequested()) {
            run.stopped = static_cast<int>(s.size()) < policy.minSamples;
            break;
        }
        s.push_back(body(iters) / static_cast<double>(iters));
        const double spent = elapsed();
        const bool enoughWork = iters * s.size() >= policy.minIterations;
        const bool enough = static_cast<int>(s.size()) >= policy.minSamples && enoughWork;
        if (enough && (spent >= policy.minSeconds || Statistics::cov(s) <= policy.targetCov))
            break;
        // The cap wins over minSamples but a point never ends with fewer than 3 samples.
        if (spent >= policy.maxSeconds && s.size() >= 3 && enoughWork)
            break;
    }
    return run;
}

} // namespace roofline::probes
