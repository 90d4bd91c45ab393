// SPDX-License-Identifier: MIT
#include "probes/engine/BundleWriter.h"

#include "probes/engine/ProbeVersion.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <random>

namespace roofline::probes {

const char *runStatusName(RunStatus status) {
    switch (status) {
    case RunStatus::Complete:
        return "complete";
    case RunStatus::Cancelled:
        return "cancelled";
    case RunStatus::Failed:
        return "failed";
    }
    return "failed";
}

const char *reasonCodeName(ReasonCode code) {
    switch (code) {
    case ReasonCode::None:
        return "";
    case ReasonCode::Cancelled:
        return "cancelled";
    case ReasonCode::TimeCap:
        return "time-cap";
    case ReasonCode::ProbeFailed:
        return "probe-failed";
    case ReasonCode::OutputClosed:
        return "output-closed";
    case ReasonCode::DeviceRequired:
        return "device-required";
    case ReasonCode::DeviceUnavailable:
        return "device-unavailable";
    case ReasonCode::NoDevice:
        return "no-device";
    case ReasonCode::BundleWriteFailed:
        return "bundle-write-failed";
    case ReasonCode::BundleSpooled:
        return "bundle-spooled";
    case ReasonCode::Usage:
        return "usage";
    }
    return "";
}

JsonValue BundleWriter::toJson(const std::vector<DeviceRun> &runs, const std::string &suite,
                               const JsonValue &host, const std::string &notes,
                               const std::vector<std::string> &tags) {
    JsonValue b = JsonValue::object();
    b.set("format", "roofline-lab-runs");
    b.set("version", 1);
    b.set("app_version", engineVersion());
    JsonValue arr = JsonValue::array();
    for (const DeviceRun &r : runs) {
        JsonValue j = JsonValue::object();
        j.set("uuid", r.uuid);
        j.set("started_at", r.startedAt);
        j.set("finished_at", r.finishedAt);
        j.set("duration_seconds", r.seconds);
        j.set("status", runStatusName(r.status));
        j.set("reason", r.reason);
        j.set("suite", suite);
        j.set("notes", notes);
        j.set("tags", JsonValue::arrayOf(tags));
        j.set("host", host);
        j.set("device", r.device.toJson());
        JsonValue ms = JsonValue::array();
        for (const Measurement &m : r.measurements)
            ms.append(m.toJson());
        j.set("measurements", std::move(ms));
        j.set("warnings", r.warnings);
        j.set("engine_version", engineVersion());
        arr.append(std::move(j));
    }
    b.set("runs", std::move(arr));
    return b;
}

bool BundleWriter::write(const std::string &path, const JsonValue &bundle, std::string *error) {
    const std::string tmp = path + ".tmp";
    std::FILE *f = std::fopen(tmp.c_str(), "wb");
    if (!f) {
        *error = "cannot write " + tmp + ": " + std::strerror(errno);
        return false;
    }
    std::string text = bundle.dump();
    text += '\n';
    const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (std::fclose(f) != 0 || !ok) {
        *error = "cannot write " + tmp + ": " + std::strerror(errno);
        std::remove(tmp.c_str());
        return false;
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        *error = "cannot rename " + tmp + " to " + path + ": " + std::strerror(errno);
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

std::string BundleWriter::newUuid() {
    std::random_device rd;
    std::mt19937_64 rng((static_cast<std::uint64_t>(rd()) << 32) ^ rd()
                        ^ static_cast<std::uint64_t>(std::time(nullptr)));
    std::uint64_t hi = rng(), lo = rng();
    hi = (hi & 0xFFFFFFFFFFFF0FFFull) | 0x0000000000004000ull; // version 4
    lo = (lo & 0x3FFFFFFFFFFFFFFFull) | 0x8000000000000000ull; // RFC 4122 variant
    char buf[40];
    std::snprintf(buf, sizeof buf, "%08x-%04x-%04x-%04x-%012llx", static_cast<unsigned>(hi >> 32),
                  static_cast<unsigned>((hi >> 16) & 0xFFFF), static_cast<unsigned>(hi & 0xFFFF),
                  static_cast<unsigned>(lo >> 48),
                  static_cast<unsigned long long>(lo & 0xFFFFFFFFFFFFull));
    return buf;
}

std::string BundleWriter::utcNow() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

} // namespace roofline::probes
