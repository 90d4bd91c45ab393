// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/Probe.h"

namespace roofline::probes {

// Probes that misbehave on purpose, for the runner's isolation tests. They exist only when
// ROOFLINE_PROBE_ENABLE_TEST_PROBES=1 and run only when named in --only.
class CrashProbe : public Probe {
public:
    std::string id() const override { return "test.crash"; }
    std::string title() const override { return "Test: crash after one measurement"; }
    std::string description() const override {
        return "Measures one real system-call latency, then aborts (SIGABRT).";
    }
    double estimatedSeconds(const RunConfig &) const override { return 0.1; }
    void run(ProbeContext &ctx) override;
    bool testOnly() const override { return true; }
};

// Prints to stdout as a chatty library does (a simulator's log, a verbose mode), then measures:
// the protocol must stay JSON lines, the text goes to stderr (main.cpp).
class StdoutProbe : public Probe {
public:
    std::string id() const override { return "test.stdout"; }
    std::string title() const override { return "Test: print to stdout"; }
    std::string description() const override {
        return "Writes text to stdout (stdio and the descriptor), then measures one real "
               "system-call latency.";
    }
    double estimatedSeconds(const RunConfig &) const override { return 0.1; }
    void run(ProbeContext &ctx) override;
    bool testOnly() const override { return true; }
};

class HangProbe : public Probe {
public:
    std::string id() const override { return "test.hang"; }
    std::string title() const override { return "Test: hang forever"; }
    std::string description() const override {
        return "Sleeps forever without checking for cancellation; only SIGKILL ends it.";
    }
    double estimatedSeconds(const RunConfig &) const override { return 1.0; }
    void run(ProbeContext &ctx) override;
    bool testOnly() const override { return true; }
};

} // namespace roofline::probes
