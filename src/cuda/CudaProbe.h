// SPDX-License-Identifier: MIT
#pragma once

#include "cuda/GpuSpec.h"
#include "probes/engine/Measurement.h"
#include "probes/engine/Probe.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

namespace roofline::cuda {

class TelemetryWindow;

// What the probes of one device learn and share while they run (on that device's worker).
struct DeviceState {
    std::mutex mutex;
    double measuredClockHz = 0.0;   // SM clock from a clock64() spin timed with events
    double hbmJoulesPerByte = 0.0;  // from the HBM copy, where NVML reads energy
    double fp32JoulesPerFlop = 0.0; // from the fp32 FMA loop
    bool simulatorNamed = false;    // the run's `simulated-gpu` warning went out
};

// The sampling on a simulator: one sample a point, no time targets (its time is the
// simulation's; a point of the run's policy would take minutes there).
probes::SamplingPolicy simulatorPolicy(probes::SamplingPolicy policy);

// Base of every CUDA probe: makes the runtime's current device this probe's device on the
// calling (worker) thread, builds measurements in the engine's conventions, attaches NVML
// telemetry and flags results above the theoretical ceiling.
class CudaProbe : public probes::Probe {
public:
    CudaProbe(std::shared_ptr<const GpuSpec> spec, std::shared_ptr<DeviceState> state);
    ~CudaProbe() override;
    void run(probes::ProbeContext &ctx) final;

    // Serialises the probes that share a host-side resource across devices (host link: the
    // host's memory and root complex), so concurrent device workers do not disturb them.
    static std::mutex &hostLinkMutex();
    // Every probe holds this shared; multi-GPU probes hold it exclusively so peer and NCCL
    // traffic is measured while no other GPU probe runs.
    static std::shared_mutex &gpuMutex();

protected:
    virtual void runOnDevice(probes::ProbeContext &ctx) = 0;
    // Multi-GPU probes return true.
    virtual bool exclusive() const { return false; }

    const GpuSpec &spec() const { return *m_spec; }
    DeviceState &state() const { return *m_state; }
    int ordinal() const { return m_spec->ordinal; }

    probes::Measurement measurement(const char *metric, const char *level, const char *format,
                                    const std::string &kernel, const char *unit) const;
    // Finalises `m`, adds telemetry and the ceiling (0 = none known), flags it when above,
    // and emits it.
    void emit(probes::ProbeContext &ctx, probes::Measurement &&m, double ceiling,
              const std::string &ceilingRule) const;

    // The SM clock measured once per device (clock64 cycles over event time).
    double measuredClockHz();
    // On a simulator (spec().simulator) that lacks `what`: warns `not-supported` naming it and
    // why, and returns true, so the caller skips it; false on a real GPU.
    bool skippedOnSimulator(probes::ProbeContext &ctx, const std::string &what,
                            const std::string &why) const;
    // Bytes a launch should move: `gpu` (sized for event timing on a GPU), at most 4 MB on a
    // simulator, which moves a few MB a second.
    double launchBytes(double gpu) const;
    // Energy counter (J) via NVML, or -1.
    double energyJoules() const;
    // Energy of a steady interval: `launch` (one kernel on `stream`, returning the work it
    // does) is repeated, with a sync every ~50 ms, for at least `seconds` after a 0.2 s
    // warm-up, with NVML's energy counter read only around that interval. Joules per unit of
    // work, or <= 0 when NVML has no energy counter or the counter did not move (then no
    // figure is reported: a coarse counter over a short or mixed interval would be noise).
    struct Energy {
        double joulesPerWork = 0, joules = 0, seconds = 0, work = 0;
    };
    Energy energyOver(double seconds, void *stream, const std::function<double()> &launch) const;

private:
    std::unique_ptr<TelemetryWindow> m_telemetry; // NVML polled while the probe runs
    std::shared_ptr<const GpuSpec> m_spec;
    std::shared_ptr<DeviceState> m_state;
};

// Rates (work per second) from a sample run's seconds per iteration.
std::vector<double> ratesOf(const probes::SampleRun &run, double workPerIteration);
// "HBM" for stacked memory (bus ≥ 2048 bits), "DRAM" for GDDR and LPDDR parts.
const char *deviceMemoryLevel(const GpuSpec &spec);

} // namespace roofline::cuda
