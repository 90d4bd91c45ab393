// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/BundleWriter.h"
#include "probes/engine/EngineOptions.h"
#include "probes/engine/ProbeContext.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace roofline::probes {

class Probe;
class ProbeRegistry;
class ProtocolWriter;
struct PlannedDevice;

// roofline-probe's behaviour without main(): discovery, plan, one worker thread per device,
// the protocol stream and the bundle. Returns the process exit status (docs/cli.md).
class Engine {
public:
    // Spooled: measured whole, but the bundle is in the fallback folder, not at --bundle (the
    // storage code of `roofline probe`, docs/cli.md).
    enum Exit { Complete = 0, Failed = 1, Usage = 2, Cancelled = 3, Spooled = 4 };

    Engine(ProbeRegistry &registry, ProtocolWriter &out, const std::atomic<bool> &cancel)
        : m_registry(registry)
        , m_out(out)
        , m_cancel(cancel) {}
    int run(const EngineOptions &options);
    // For usage errors found before options exist.
    void usageError(const std::string &message);

private:
    void hello();
    // The final line: `status`, the reason in words and, for programs, a `reason_code`
    // (cancelled, time-cap, probe-failed, device-unavailable, no-device, bundle-write-failed,
    // usage; "" when complete) that they branch on instead of the words.
    void done(RunStatus status, const std::string &reason,
              ReasonCode reasonCode = ReasonCode::None);
    int listDevices();
    int listProbes();
    // A run, in its steps: preconditions, plan (devices, probes, the plan line), one worker per
    // device, the verdict over the devices, the bundle. A step that ends the run says `done`.
    int runProbes(const EngineOptions &options);
    bool checkPreconditions(const EngineOptions &options);
    bool planDevices(const EngineOptions &options, const JsonValue &host,
                     std::vector<PlannedDevice> *plan);
    bool selectProbes(const EngineOptions &options, std::vector<PlannedDevice> *plan);
    void announcePlan(const EngineOptions &options, const std::vector<PlannedDevice> &plan);
    std::vector<DeviceRun> runDevices(const EngineOptions &options,
                                      std::vector<PlannedDevice> &plan);
    void runDevice(PlannedDevice &planned, DeviceRun &run, const RunConfig &config,
                   ProbeContext::Clock::time_point deadline, std::mutex &oneProbeAtATime);
    ProbeContext::Sinks probeSinks(const std::string &deviceId, const std::string &probeId,
                                   double estimate, const double &plannedSeconds,
                                   const double &doneSeconds, DeviceRun &run);
    bool writeBundle(const EngineOptions &options, const std::vector<DeviceRun> &runs,
                     const JsonValue &host, std::string *message, bool *spooled);

    ProbeRegistry &m_registry;
    ProtocolWriter &m_out;
    const std::atomic<bool> &m_cancel;
    bool m_saidHello = false;
};

} // namespace roofline::probes
