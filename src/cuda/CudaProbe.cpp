// SPDX-License-Identifier: MIT
#include "cuda/CudaProbe.h"

#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"
#include "cuda/Nvml.h"
#include "cuda/TelemetryWindow.h"
#include "model/MeasurementParams.h"

#include <algorithm>
#include <chrono>
#include <cuda_runtime.h>
#include <utility>

namespace roofline::cuda {

using probes::Better;
using probes::Measurement;
using probes::ProbeContext;

probes::SamplingPolicy simulatorPolicy(probes::SamplingPolicy policy) {
    policy.minSamples = 1;
    policy.warmupSamples = 1;
    policy.minSeconds = 0.0;
    policy.maxSeconds = 0.0;
    policy.headlineWindows = 1;
    return policy;
}

CudaProbe::CudaProbe(std::shared_ptr<const GpuSpec> spec, std::shared_ptr<DeviceState> state)
    : m_spec(std::move(spec))
    , m_state(std::move(state)) {}

CudaProbe::~CudaProbe() = default;

std::mutex &CudaProbe::hostLinkMutex() {
    static std::mutex m;
    return m;
}

std::shared_mutex &CudaProbe::gpuMutex() {
    static std::shared_mutex m;
    return m;
}

void CudaProbe::run(ProbeContext &ctx) {
    // The runtime's current device is per thread; the engine gives each device one worker, and
    // we set it at every probe so no probe depends on another having run.
    setDevice(ordinal());
    if (!spec().simulator.empty()) {
        std::lock_guard lock(m_state->mutex);
        if (!std::exchange(m_state->simulatorNamed, true))
            ctx.warn("simulated-gpu",
                     "cuda:" + std::to_string(ordinal()) + " is " + spec().simulator
                         + ", a functional simulator: its figures prove the kernels' logic and "
                           "accounting, never a GPU's speed (flagged `simulated`, no ceiling)");
    }
    // Telemetry is polled while the probe measures; each emitted point gets the window since
    // the previous one (its own sampling, not the idle moment after it).
    if (spec().simulator.empty() && Nvml::instance().available()) {
        const std::string uuid = spec().nvmlUuid.empty() ? spec().uuid : spec().nvmlUuid;
        m_telemetry = std::make_unique<TelemetryWindow>(
            [uuid] { return Nvml::instance().sample(uuid); }, std::chrono::milliseconds(20));
    }
    struct Stop {
        std::unique_ptr<TelemetryWindow> &t;
        ~Stop() { t.reset(); }
    } stop{m_telemetry};
    // A simulator's time is the simulation's: one sample of each point proves the path (the
    // kernels run ~10^5 times slower than on a GPU); the run's own policy is restored after.
    const probes::SamplingPolicy runPolicy = ctx.policy();
    if (!spec().simulator.empty())
        ctx.setPolicy(simulatorPolicy(runPolicy));
    struct Restore {
        ProbeContext &ctx;
        const probes::SamplingPolicy &policy;
        ~Restore() { ctx.setPolicy(policy); }
    } restore{ctx, runPolicy};
    if (exclusive()) {
        std::unique_lock lock(gpuMutex());
        runOnDevice(ctx);
    } else {
        std::shared_lock lock(gpuMutex());
        runOnDevice(ctx);
    }
    // Surface asynchronous faults here, attributed to this probe.
    check(cudaDeviceSynchronize(), (id() + ": device synchronize").c_str());
}

Measurement CudaProbe::measurement(const char *metric, const char *level, const char *format,
                                   const std::string &kernel, const char *unit) const {
    Measurement m;
    m.probe = id();
    m.metric = metric;
    m.level = level;
    m.format = format;
    m.kernel = kernel;
    m.unit = unit;
    m.better = std::string(metric) == "latency" ? Better::Lower : Better::Higher;
    m.threads = 0;
    return m;
}

void CudaProbe::emit(ProbeContext &ctx, Measurement &&m, double ceiling,
                     const std::string &ceilingRule) const {
    m.finalize();
    // A simulator's figure proves logic and accounting, never speed: it is marked, and its
    // spec (GPGPU-Sim reports placeholder clocks and bus widths) gives no ceiling to judge by.
    if (!spec().simulator.empty()) {
        m.params.set("simulator", spec().simulator);
        m.flags.emplace_back("simulated");
        ctx.emit(std::move(m));
        return;
    }
    const TelemetryWindow::Summary t =
        m_telemetry ? m_telemetry->take() : TelemetryWindow::Summary{};
    if (t.valid()) {
        m.params.set("telemetry", t.toJson());
        // Clock-lowering reasons other than idle / app clocks at any poll during the point
        // mean the figure is not the device's best.
        if (t.throttleReasons & (0x8ull | 0x20ull | 0x40ull | 0x80ull))
            m.flags.emplace_back("thermal-or-hw-throttled");
        if (t.throttleReasons & 0x4ull)
            m.flags.emplace_back("power-capped");
    }
    if (ceiling > 0) {
        m.params.set(param::kCeiling, ceiling);
        m.params.set("ceiling_rule", ceilingRule);
        m.params.set("fraction_of_ceiling", m.value() / ceiling);
        // 1 % slack: event timing resolution and boost clocks above the reported peak.
        const bool above =
            m.better == Better::Higher ? m.value() > 1.01 * ceiling : m.value() < ceiling / 1.01;
        if (above)
            m.flags.emplace_back("above-theoretical-peak");
    }
    ctx.emit(std::move(m));
}

bool CudaProbe::skippedOnSimulator(ProbeContext &ctx, const std::string &what,
                                   const std::string &why) const {
    if (spec().simulator.empty())
        return false;
    ctx.warn("not-supported", id() + ": " + simulatorLacks(what, why));
    return true;
}

double CudaProbe::launchBytes(double gpu) const {
    return spec().simulator.empty() ? gpu : std::min(gpu, 4e6);
}

double CudaProbe::measuredClockHz() {
    std::lock_guard lock(m_state->mutex);
    if (m_state->measuredClockHz > 0)
        return m_state->measuredClockHz;
    // GPGPU-Sim's clock64() counts the thread's instructions and its events tick in whole
    // seconds: there is no clock to measure (a 20 ms spin would simulate for minutes). Its
    // nominal clock stands in; every figure of a simulator is flagged `simulated` anyway.
    if (!spec().simulator.empty())
        return m_state->measuredClockHz = spec().smClockHz;
    // ~20 ms at the reported clock: long against event resolution (~0.5 µs), short overall.
    const double nominal = spec().smClockHz > 0 ? spec().smClockHz : 1.5e9;
    const auto cycles = static_cast<std::uint64_t>(nominal * 0.02);
    DeviceBuffer out(sizeof(unsigned long long));
    Stream s;
    double best = 0.0;
    for (int i = 0; i < 3; ++i) {
        Event a, b;
        a.record(s.get());
        kernels::spinClock(cycles, out.as<unsigned long long>(), s.get());
        b.record(s.get());
        const double seconds = elapsedSeconds(a, b);
        unsigned long long elapsed = 0;
        check(cudaMemcpy(&elapsed, out.data(), sizeof elapsed, cudaMemcpyDeviceToHost),
              "cudaMemcpy(clock)");
        if (i > 0 && seconds > 0) // the first run warms up the clocks
            best = std::max(best, static_cast<double>(elapsed) / seconds);
    }
    m_state->measuredClockHz = best;
    return best;
}

std::vector<double> ratesOf(const probes::SampleRun &run, double workPerIteration) {
    std::vector<double> out;
    for (double s : run.secondsPerIteration) {
        if (s > 0)
            out.push_back(workPerIteration / s);
    }
    return out;
}

const char *deviceMemoryLevel(const GpuSpec &spec) {
    return spec.busWidthBits >= 2048 ? "HBM" : "DRAM";
}

double CudaProbe::energyJoules() const {
    if (!spec().simulator.empty())
        return -1.0;
    const Nvml::Sample t =
        Nvml::instance().sample(spec().nvmlUuid.empty() ? spec().uuid : spec().nvmlUuid);
    return t.valid ? t.energyJoules : -1.0;
}

CudaProbe::Energy CudaProbe::energyOver(double seconds, void *stream,
                                        const std::function<double()> &launch) const {
    using Clock = std::chrono::steady_clock;
    auto *s = static_cast<cudaStream_t>(stream);
    Energy out;
    if (energyJoules() < 0)
        return out;
    // Warm-up: clocks and power settle before the counter is read.
    for (const auto t0 = Clock::now(); Clock::now() - t0 < std::chrono::milliseconds(200);) {
        launch();
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize(energy warm-up)");
    }
    const double e0 = energyJoules();
    const auto t0 = Clock::now();
    double work = 0;
    while (std::chrono::duration<double>(Clock::now() - t0).count() < seconds) {
        const auto b0 = Clock::now();
        while (Clock::now() - b0 < std::chrono::milliseconds(50))
            work += launch(); // enqueue ahead; the sync below bounds the queue
        check(cudaStreamSynchronize(s), "cudaStreamSynchronize(energy)");
    }
    const double e1 = energyJoules();
    out.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    out.work = work;
    if (e1 > e0 && work > 0) {
        out.joules = e1 - e0;
        out.joulesPerWork = out.joules / work;
    }
    return out;
}

} // namespace roofline::cuda
