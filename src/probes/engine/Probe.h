// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/ProbeContext.h"

#include <string>

namespace roofline::probes {

// One measurement procedure on one device (e.g. cpu.bandwidth). Probes for other device kinds
// (CUDA, in src/cuda) implement the same interface and are handed out by their DeviceProvider.
class Probe {
public:
    virtual ~Probe() = default;

    virtual std::string id() const = 0;
    virtual std::string title() const = 0;
    virtual std::string description() const = 0;
    // An honest estimate for the plan and the runner's ETA.
    virtual double estimatedSeconds(const RunConfig &config) const = 0;
    virtual void run(ProbeContext &ctx) = 0;
    // Test-only probes run only when named in --only, and exist only when
    // ROOFLINE_PROBE_ENABLE_TEST_PROBES=1.
    virtual bool testOnly() const { return false; }
    // Whether a run without --only picks it (cpu.llm: only when an LLM plan is given).
    virtual bool runsByDefault(const RunConfig &) const { return !testOnly(); }
};

} // namespace roofline::probes
