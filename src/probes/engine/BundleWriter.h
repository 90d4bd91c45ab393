// SPDX-License-Identifier: MIT
#pragma once

#include "probes/engine/DeviceProvider.h"
#include "probes/engine/Measurement.h"

#include <string>
#include <vector>

namespace roofline::probes {

// How a run ended (one device's in the bundle, or the engine's on its `done` line).
enum class RunStatus { Complete, Cancelled, Failed };
const char *runStatusName(RunStatus status); // "complete" | "cancelled" | "failed"

// Why it ended so, for programs that branch on it instead of the words: the `done` line's
// `reason_code` (docs/cli.md); None ("") when complete.
enum class ReasonCode {
    None,
    Cancelled,
    TimeCap,
    ProbeFailed,
    OutputClosed,
    DeviceRequired,
    DeviceUnavailable,
    NoDevice,
    BundleWriteFailed,
    BundleSpooled, // measured whole, the bundle in the fallback folder (exit 4)
    Usage,
};
const char *reasonCodeName(ReasonCode code); // "cancelled", "time-cap", …; "" for None

// One device's run as the bundle (docs/cli.md "Run bundle", version 1) stores it.
struct DeviceRun {
    DeviceInfo device;
    std::string uuid;
    std::string startedAt; // the wall clock as it was (NTP may step it: not a duration)
    std::string finishedAt;
    double seconds = 0; // how long it took, by the monotonic clock ("duration_seconds")
    RunStatus status = RunStatus::Complete;
    std::string reason;
    ReasonCode reasonCode = ReasonCode::None; // for the done line; the bundle stores the words
    std::vector<Measurement> measurements;
    JsonValue warnings = JsonValue::array();
};

// The engine's side of the run bundle: builds and writes the file (plain C++, no Qt). The app
// reads and writes the same format with roofline::RunBundle (model/RunBundle.h), which also
// validates it: tests/report/tst_probecharts parses with it what the engine wrote.
class BundleWriter {
public:
    static JsonValue toJson(const std::vector<DeviceRun> &runs, const std::string &suite,
                            const JsonValue &host, const std::string &notes,
                            const std::vector<std::string> &tags);
    // Writes atomically (temporary file + rename) so an importer never sees half a file.
    static bool write(const std::string &path, const JsonValue &bundle, std::string *error);
    static std::string newUuid();
    static std::string utcNow();
};

} // namespace roofline::probes
