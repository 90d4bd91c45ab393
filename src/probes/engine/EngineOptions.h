// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/ProbeContext.h"

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
    // Where the bundle goes when its folder cannot take it at the end of the run (gone,
    // replaced, read-only, full): --bundle-fallback, else $XDG_STATE_HOME/roofline-lab/spool
    // (~/.local/state/…), the folder `roofline probe` spools to. The run then exits 4.
    std::string bundleFallback;
    double timeCapSeconds = 0.0; // 0 = none
    std::string notes;
    std::vector<std::string> tags;
    // Stored as the run's host name instead of gethostname(): a scheduler's node name (Slurm's
    // SLURMD_NODENAME) often differs from it (FQDNs, several nodes on one machine), and
    // `roofline check --host NODE` looks runs up by it. --host, else $ROOFLINE_HOST.
    std::string host;
    // Device kinds (cpu, cuda) that must be probed: without a usable device of each, the run
    // fails before measuring anything (a GPU node whose driver broke must not look healthy).
    std::vector<std::string> requiredKinds;

    // Parses argv; on a usage error returns nullopt and sets *error.
    static std::optional<EngineOptions> parse(int argc, char **argv, std::string *error);
    static const char *usage();
};

} // namespace roofline::probes
