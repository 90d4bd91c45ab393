#pragma once

#include "probes/ProbeContext.h"

#include <optional>
#include <string>
#include <vector>

namespace roofline::probes {

// roofline-probe's command line (docs/cli.md), plus two options that shrink sweeps for tests.
struct EngineOptions {
    enum class Action { Run, ListDevices, ListProbes, Version, Help };
    Action action = Action::Run;
    std::string device = "cpu"; // cpu | cuda:N | all
    RunConfig config;
    std::vector<std::string> only;
    std::string bundlePath;
    double timeCapSeconds = 0.0; // 0 = none
    std::string notes;
    std::vector<std::string> tags;

    // Parses argv; on a usage error returns nullopt and sets *error.
    static std::optional<EngineOptions> parse(int argc, char **argv, std::string *error);
    static const char *usage();
};

} // namespace roofline::probes
