// SPDX-License-Identifier: MIT
#pragma once

#include "probes/EngineOptions.h"

#include <atomic>

namespace roofline::probes {

class ProbeRegistry;
class ProtocolWriter;

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
    void done(const char *status, const std::string &reason, const char *reasonCode = "");
    int listDevices();
    int listProbes();
    int runProbes(const EngineOptions &options);

    ProbeRegistry &m_registry;
    ProtocolWriter &m_out;
    const std::atomic<bool> &m_cancel;
    bool m_saidHello = false;
};

} // namespace roofline::probes
