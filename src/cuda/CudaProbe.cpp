#include "cuda/CudaProbe.h"

#include "cuda/CudaRuntime.h"
#include "cuda/Kernels.h"
#include "cuda/Nvml.h"

namespace roofline::cuda {

using probes::Better;
using probes::Measurement;
using probes::ProbeContext;

CudaProbe::CudaProbe(std::shared_ptr<const GpuSpec> spec, std::shared_ptr<DeviceState> state)
    : m_spec(std::move(spec))
    , m_state(std::move(state)) {}

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
    const Nvml::Sample t = Nvml::instance().sample(spec().uuid);
    if (t.valid) {
        m.params.set("telemetry", Nvml::toJson(t));
        // Clock-lowering reasons other than idle / app clocks mean the figure is not the
        // device's best.
        if (t.throttleReasons & (0x8ull | 0x20ull | 0x40ull | 0x80ull))
            m.flags.push_back("thermal-or-hw-throttled");
        if (t.throttleReasons & 0x4ull)
            m.flags.push_back("power-capped");
    }
    if (ceiling > 0) {
        m.params.set("ceiling", ceiling);
        m.params.set("ceiling_rule", ceilingRule);
        m.params.set("fraction_of_ceiling", m.value() / ceiling);
        // 1 % slack: event timing resolution and boost clocks above the reported peak.
        const bool above =
            m.better == Better::Higher ? m.value() > 1.01 * ceiling : m.value() < ceiling / 1.01;
        if (above)
            m.flags.push_back("above-theoretical-peak");
    }
    ctx.emit(std::move(m));
}

double CudaProbe::measuredClockHz() {
    std::lock_guard lock(m_state->mutex);
    if (m_state->measuredClockHz > 0)
        return m_state->measuredClockHz;
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
    const Nvml::Sample t = Nvml::instance().sample(spec().uuid);
    return t.valid ? t.energyJoules : -1.0;
}

} // namespace roofline::cuda
