// SPDX-License-Identifier: MIT
#include "probes/engine/Engine.h"

#include "probes/engine/BundleWriter.h"
#include "probes/engine/Probe.h"
#include "probes/engine/ProbeRegistry.h"
#include "probes/engine/ProbeVersion.h"
#include "probes/engine/ProtocolWriter.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <set>
#include <string_view>
#include <thread>

namespace roofline::probes {

namespace {

// The host facts with the name the run is stored under (--host), if one was given.
JsonValue hostFacts(const DeviceInfo &d, const std::string &hostName) {
    JsonValue host = d.host;
    if (!host.isNull() && !hostName.empty())
        host.set("hostname", hostName);
    return host;
}

JsonValue deviceMessage(const DeviceInfo &d) {
    JsonValue j = d.toJson();
    if (!d.host.isNull())
        j.set("host", d.host);
    return j;
}

// --bundle: find out before measuring, not after, that the file cannot be written (the same
// temporary name BundleWriter::write uses, removed again).
bool bundleWritable(const std::string &path, std::string *error) {
    const std::string tmp = path + ".tmp";
    std::FILE *f = std::fopen(tmp.c_str(), "wb");
    if (!f) {
        *error = "cannot write the bundle " + path + " (" + tmp + ": " + std::strerror(errno)
                 + "); nothing was measured";
        return false;
    }
    std::fclose(f);
    std::remove(tmp.c_str());
    return true;
}

// The bundle's fallback folder (EngineOptions::bundleFallback): --bundle-fallback, else
// $XDG_STATE_HOME/roofline-lab/spool, else ~/.local/state/roofline-lab/spool.
std::string fallbackFolder(const EngineOptions &options) {
    if (!options.bundleFallback.empty())
        return options.bundleFallback;
    if (const char *state = std::getenv("XDG_STATE_HOME"); state && *state == '/')
        return std::string(state) + "/roofline-lab/spool";
    if (const char *home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.local/state/roofline-lab/spool";
    return "/tmp/roofline-lab-spool";
}

// Writes the bundle into the fallback folder under the bundle's own file name (another name
// if one is there already); *path says where, or *error why not.
bool spoolBundle(const EngineOptions &options, const JsonValue &bundle, std::string *path,
                 std::string *error) {
    namespace fs = std::filesystem;
    const fs::path folder = fallbackFolder(options);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        *error = "folder " + folder.string() + " cannot be created: " + ec.message();
        return false;
    }
    fs::path name = fs::path(options.bundlePath).filename();
    if (name.empty() || name == "." || name == "..")
        name = "roofline-bundle.json";
    fs::path target = folder / name;
    if (fs::exists(target, ec))
        target = folder
                 / (name.stem().string() + "-" + BundleWriter::newUuid().substr(0, 8)
                    + name.extension().string());
    std::string why;
    if (!BundleWriter::write(target.string(), bundle, &why)) {
        *error = "folder " + folder.string() + " did not take it either (" + why + ")";
        return false;
    }
    *path = target.string();
    return true;
}

// --require-device KIND: empty when a usable KIND device is among those selected, else why not.
std::string missingKind(const std::string &kind, const std::vector<DeviceInfo> &devices,
                        const std::string &selected) {
    std::string reasons;
    for (const DeviceInfo &d : devices) {
        if (d.kind != kind || (selected != "all" && selected != d.id))
            continue;
        if (d.available)
            return {};
        reasons += (reasons.empty() ? "" : "; ") + d.id + ": " + d.reason;
    }
    if (reasons.empty()) {
        reasons = selected == "all" ? "no " + kind + " device found" : "--device " + selected;
#ifndef ROOFLINE_WITH_CUDA
        if (kind == "cuda")
            reasons += " (roofline-probe was built without CUDA)";
#endif
    }
    return "--require-device " + kind + ": no usable " + kind + " device (" + reasons
           + "); nothing was measured";
}

using Clock = ProbeContext::Clock;

// The end of the run: never when no time cap was given.
Clock::time_point deadlineFor(double timeCapSeconds) {
    if (timeCapSeconds <= 0.0)
        return Clock::time_point::max();
    return Clock::now()
           + std::chrono::duration_cast<Clock::duration>(
               std::chrono::duration<double>(timeCapSeconds));
}

// The `interference` warning for a probe whose points were disturbed; "" when none were.
std::string interferenceMessage(const std::string &probeId, const ProbeContext &ctx) {
    const std::string of = " of " + std::to_string(ctx.sampledPoints());
    if (ctx.disturbedPoints() > 0)
        return probeId + ": " + std::to_string(ctx.disturbedPoints()) + of
               + " points stayed disturbed by other work on the machine "
                 "(preempted probe threads or hypervisor steal) even when "
                 "measured again; they are flagged \"disturbed\" and "
                 "may understate this device";
    if (ctx.repeatedPoints() > 0)
        return probeId + ": " + std::to_string(ctx.repeatedPoints()) + of
               + " points were disturbed by other work on the machine "
                 "and measured again; every kept figure is undisturbed";
    return {};
}

// Runs one probe in its context; what it could not do goes to `failures` (and, when it threw,
// to a probe-failed warning), points disturbed by other work to an interference warning.
void runOneProbe(Probe &probe, const std::string &probeId, ProbeContext &ctx,
                 const ProbeContext::Sinks &sinks, std::vector<std::string> *failures) {
    try {
        probe.run(ctx);
    } catch (const std::exception &e) {
        failures->push_back(probeId + ": " + e.what());
        sinks.warning("probe-failed", probeId + " failed: " + e.what(), JsonValue());
    }
    if (!ctx.failure().empty())
        failures->push_back(probeId + ": " + ctx.failure());
    if (const std::string message = interferenceMessage(probeId, ctx); !message.empty())
        sinks.warning("interference", message, JsonValue());
}

// One device's verdict, first cause first: the output gone, a signal, the time cap, a probe
// that failed; complete otherwise.
void judgeDeviceRun(DeviceRun &r, bool outputBroken, bool cancelled, bool pastDeadline,
                    const std::vector<std::string> &failures) {
    if (outputBroken) {
        r.status = RunStatus::Failed;
        r.reason = "the output could not be written (the supervising process went "
                   "away, or the output is full)";
        r.reasonCode = ReasonCode::OutputClosed;
    } else if (cancelled) {
        r.status = RunStatus::Cancelled;
        r.reason = "cancelled by signal";
        r.reasonCode = ReasonCode::Cancelled;
    } else if (pastDeadline) {
        r.status = RunStatus::Failed;
        r.reason = "time cap exceeded";
        r.reasonCode = ReasonCode::TimeCap;
    } else if (!failures.empty()) {
        r.status = RunStatus::Failed;
        r.reason = failures.front();
        r.reasonCode = ReasonCode::ProbeFailed;
    }
}

struct Verdict {
    RunStatus status = RunStatus::Complete;
    std::string reason;
    ReasonCode code = ReasonCode::None;
};

// The whole run's verdict over its devices: a failed device fails it, else a cancelled one
// cancels it (the last of each kind names the reason).
Verdict runVerdict(const std::vector<DeviceRun> &runs, double timeCapSeconds) {
    Verdict v;
    for (const DeviceRun &r : runs) {
        if (r.status == RunStatus::Cancelled && v.status != RunStatus::Failed)
            v = {RunStatus::Cancelled, r.reason, r.reasonCode};
        else if (r.status == RunStatus::Failed)
            v = {RunStatus::Failed, r.device.id + ": " + r.reason, r.reasonCode};
    }
    // Branch on the code, never on the words (which a device's reason could contain).
    if (v.status == RunStatus::Failed && v.code == ReasonCode::TimeCap)
        v.reason =
            "time cap of " + std::to_string(static_cast<long long>(timeCapSeconds)) + " s exceeded";
    return v;
}

int exitFor(RunStatus status) {
    switch (status) {
    case RunStatus::Complete:
        return Engine::Complete;
    case RunStatus::Cancelled:
        return Engine::Cancelled;
    case RunStatus::Failed:
        return Engine::Failed;
    }
    return Engine::Failed;
}

} // namespace

// A device to measure and the probes picked for it, with their estimates.
struct PlannedDevice {
    DeviceInfo device;
    std::vector<std::unique_ptr<Probe>> probes;
    std::vector<double> estimates;
};

void Engine::hello() {
    if (m_saidHello)
        return;
    m_saidHello = true;
    JsonValue build = JsonValue::object();
    build.set("compiler", compilerVersion());
#if defined(__x86_64__)
    build.set("arch", "x86_64");
#elif defined(__aarch64__)
    build.set("arch", "aarch64");
#else
    build.set("arch", "other");
#endif
#ifdef ROOFLINE_WITH_CUDA
    build.set("cuda", true);
#else
    build.set("cuda", false);
#endif
    JsonValue f = JsonValue::object();
    f.set("protocol", kProtocolVersion);
    f.set("engine_version", engineVersion());
    f.set("build", std::move(build));
    m_out.write("hello", f);
}

void Engine::done(RunStatus status, const std::string &reason, ReasonCode reasonCode) {
    JsonValue f = JsonValue::object();
    f.set("status", runStatusName(status));
    f.set("reason", reason);
    f.set("reason_code", reasonCodeName(reasonCode));
    m_out.write("done", f);
}

void Engine::usageError(const std::string &message) {
    std::fprintf(stderr, "roofline-probe: %s\n%s", message.c_str(), EngineOptions::usage());
    hello();
    done(RunStatus::Failed, "usage: " + message, ReasonCode::Usage);
}

int Engine::run(const EngineOptions &options) {
    switch (options.action) {
    case EngineOptions::Action::Help:
        std::fputs(EngineOptions::usage(), m_out.stream());
        return Complete;
    case EngineOptions::Action::Version:
        std::fprintf(m_out.stream(), "roofline-probe %s (protocol %d)\n", engineVersion(),
                     kProtocolVersion);
        return Complete;
    case EngineOptions::Action::ListDevices:
        return listDevices();
    case EngineOptions::Action::ListProbes:
        return listProbes();
    case EngineOptions::Action::Run:
        break;
    }
    return runProbes(options);
}

int Engine::listDevices() {
    hello();
    for (const DeviceInfo &d : m_registry.devices())
        m_out.write("device", deviceMessage(d));
    done(RunStatus::Complete, "");
    return Complete;
}

int Engine::listProbes() {
    hello();
    for (const DeviceInfo &d : m_registry.devices()) {
        if (!d.available)
            continue;
        for (const auto &p : m_registry.probesFor(d)) {
            JsonValue j = JsonValue::object();
            j.set("device", d.id);
            j.set("id", p->id());
            j.set("title", p->title());
            j.set("description", p->description());
            j.set("test_only", p->testOnly());
            JsonValue est = JsonValue::object();
            for (Suite s : {Suite::Quick, Suite::Standard, Suite::Full})
                est.set(suiteName(s), p->estimatedSeconds(RunConfig{s, 0, 0.0, nullptr}));
            j.set("estimated_seconds", std::move(est));
            m_out.write("probe", j);
        }
    }
    done(RunStatus::Complete, "");
    return Complete;
}

int Engine::runProbes(const EngineOptions &options) {
    hello();
    JsonValue host;
    for (const DeviceInfo &d : m_registry.devices()) {
        if (!d.host.isNull())
            host = hostFacts(d, options.host);
    }
    if (!checkPreconditions(options))
        return Failed;
    std::vector<PlannedDevice> plan;
    if (!planDevices(options, host, &plan))
        return Failed;
    if (!selectProbes(options, &plan))
        return Usage;
    announcePlan(options, plan);
    const std::vector<DeviceRun> runs = runDevices(options, plan);
    Verdict verdict = runVerdict(runs, options.timeCapSeconds);
    bool spooled = false;
    if (std::string message; !options.bundlePath.empty()
                             && !writeBundle(options, runs, host, &message, &spooled)
                             && verdict.status == RunStatus::Complete) {
        // Spooled: measured whole, but not where --bundle said (exit 4); else the run is lost.
        verdict = {spooled ? RunStatus::Complete : RunStatus::Failed, message,
                   spooled ? ReasonCode::BundleSpooled : ReasonCode::BundleWriteFailed};
        done(verdict.status, verdict.reason, verdict.code);
        return spooled ? Spooled : Failed;
    }
    done(verdict.status, verdict.reason, verdict.code);
    return exitFor(verdict.status);
}

// --require-device and --bundle, checked before any device message: nothing is measured when
// they cannot be met.
bool Engine::checkPreconditions(const EngineOptions &options) {
    for (const std::string &kind : options.requiredKinds) {
        // No device message: a supervisor would open a run for each, and none is measured.
        if (const std::string why = missingKind(kind, m_registry.devices(), options.device);
            !why.empty()) {
            std::fprintf(stderr, "roofline-probe: %s\n", why.c_str());
            done(RunStatus::Failed, why, ReasonCode::DeviceRequired);
            return false;
        }
    }
    if (std::string why; !options.bundlePath.empty() && !bundleWritable(options.bundlePath, &why)) {
        std::fprintf(stderr, "roofline-probe: %s\n", why.c_str());
        done(RunStatus::Failed, why, ReasonCode::BundleWriteFailed);
        return false;
    }
    return true;
}

// A device message for each selected device; the available ones go into the plan. Fails when
// the one device asked for is unavailable, or none is.
bool Engine::planDevices(const EngineOptions &options, const JsonValue &host,
                         std::vector<PlannedDevice> *plan) {
    for (const DeviceInfo &d : m_registry.devices()) {
        if (options.device != "all" && options.device != d.id)
            continue;
        // Every probed device carries the host facts (with --host's name), not only the CPU:
        // a run of cuda:0 alone is stored under the same host as a run of the CPU.
        JsonValue message = d.toJson();
        if (!host.isNull())
            message.set("host", host);
        m_out.write("device", message);
        if (!d.available) {
            JsonValue w = JsonValue::object();
            w.set("device", d.id);
            w.set("code", "device-unavailable");
            w.set("message", d.id + " is not available: " + d.reason);
            m_out.write("warning", w);
            if (options.device != "all") {
                done(RunStatus::Failed, d.id + " is not available: " + d.reason,
                     ReasonCode::DeviceUnavailable);
                return false;
            }
            continue;
        }
        plan->push_back({d, {}, {}});
    }
    if (plan->empty()) {
        const std::string why = options.device == "all"
                                    ? std::string("no available device")
                                    : "no device " + options.device + " in this build or host"
#ifndef ROOFLINE_WITH_CUDA
                                          + " (roofline-probe was built without CUDA)"
#endif
            ;
        done(RunStatus::Failed, why, ReasonCode::NoDevice);
        return false;
    }
    return true;
}

// The probes of each planned device: by default those that run in the suite (never test
// probes); with --only the ones named, each of which must exist.
bool Engine::selectProbes(const EngineOptions &options, std::vector<PlannedDevice> *plan) {
    const std::set<std::string> wanted(options.only.begin(), options.only.end());
    std::set<std::string> seen;
    for (PlannedDevice &p : *plan) {
        for (auto &probe : m_registry.probesFor(p.device)) {
            const std::string id = probe->id();
            const bool pick =
                wanted.empty() ? probe->runsByDefault(options.config) : wanted.count(id) > 0;
            if (!pick)
                continue;
            seen.insert(id);
            p.estimates.push_back(probe->estimatedSeconds(options.config));
            p.probes.push_back(std::move(probe));
        }
    }
    for (const std::string &id : wanted) {
        if (!seen.count(id)) {
            usageError("--only: unknown probe '" + id + "' (roofline-probe --list shows them)");
            return false;
        }
    }
    return true;
}

// The `plan` line: every probe of every device with its estimate, and their sum.
void Engine::announcePlan(const EngineOptions &options, const std::vector<PlannedDevice> &plan) {
    JsonValue planMsg = JsonValue::object();
    planMsg.set("suite", suiteName(options.config.suite));
    JsonValue list = JsonValue::array();
    double total = 0.0;
    for (const PlannedDevice &p : plan) {
        for (std::size_t i = 0; i < p.probes.size(); ++i) {
            JsonValue e = JsonValue::object();
            e.set("device", p.device.id);
            e.set("id", p.probes[i]->id());
            e.set("title", p.probes[i]->title());
            e.set("estimated_seconds", p.estimates[i]);
            list.append(std::move(e));
            total += p.estimates[i];
        }
    }
    planMsg.set("probes", std::move(list));
    planMsg.set("estimated_seconds", total);
    m_out.write("plan", planMsg);
}

// One worker thread per device, under the heartbeat; each device's run with its verdict.
std::vector<DeviceRun> Engine::runDevices(const EngineOptions &options,
                                          std::vector<PlannedDevice> &plan) {
    // A point may take many seconds without a line of output; the heartbeat tells the
    // supervisor this engine is alive (it reports an engine silent for long as stopped).
    m_out.startHeartbeat(std::chrono::seconds(2));
    const Clock::time_point deadline = deadlineFor(options.timeCapSeconds);
    std::vector<DeviceRun> runs(plan.size());
    std::vector<std::thread> workers;
    // Each device has its worker thread, but no two probes run at the same time: a CPU probe
    // pins every core and streams DRAM, which would steal the GPU probes' launch thread and
    // the host memory their PCIe copies use (and the reverse), so overlapping them would
    // measure the neighbour, not the device. Probes of different devices take turns.
    std::mutex oneProbeAtATime;
    for (std::size_t di = 0; di < plan.size(); ++di) {
        DeviceRun &run = runs[di];
        run.device = plan[di].device;
        run.uuid = BundleWriter::newUuid();
        run.startedAt = BundleWriter::utcNow();
        workers.emplace_back([&, di, began = Clock::now()] {
            runDevice(plan[di], runs[di], options.config, deadline, oneProbeAtATime);
            DeviceRun &r = runs[di];
            r.finishedAt = BundleWriter::utcNow();
            r.seconds = std::chrono::duration<double>(Clock::now() - began).count();
        });
    }
    for (auto &w : workers)
        w.join();
    m_out.stopHeartbeat();
    return runs;
}

// A device's probes in turn (each waits for the turn of the engine's one probe at a time),
// until the last or a stop; then the device's verdict.
void Engine::runDevice(PlannedDevice &planned, DeviceRun &run, const RunConfig &config,
                       Clock::time_point deadline, std::mutex &oneProbeAtATime) {
    double plannedSeconds = 0.0, doneSeconds = 0.0;
    for (double e : planned.estimates)
        plannedSeconds += e;
    std::vector<std::string> failures;
    for (std::size_t i = 0; i < planned.probes.size(); ++i) {
        Probe &probe = *planned.probes[i];
        const std::string probeId = probe.id();
        const ProbeContext::Sinks sinks = probeSinks(
            planned.device.id, probeId, planned.estimates[i], plannedSeconds, doneSeconds, run);
        ProbeContext ctx(planned.device.id, config, m_cancel, deadline, sinks);
        std::unique_lock turn(oneProbeAtATime);
        if (ctx.stopRequested())
            break;
        ctx.progress(0.0, "starting " + probeId);
        runOneProbe(probe, probeId, ctx, sinks, &failures);
        doneSeconds += planned.estimates[i];
    }
    judgeDeviceRun(run, m_out.broken(), m_cancel.load(), Clock::now() >= deadline, failures);
}

// Where a probe's output goes: measurement, warning and progress lines (progress as a fraction
// of the device's whole plan, by estimates), and the device's run for the bundle. The
// references must outlive the probe's context.
ProbeContext::Sinks Engine::probeSinks(const std::string &deviceId, const std::string &probeId,
                                       double estimate, const double &plannedSeconds,
                                       const double &doneSeconds, DeviceRun &run) {
    ProbeContext::Sinks sinks;
    sinks.measurement = [this, &deviceId, &run](Measurement &&m) {
        m_out.write("measurement", m.toJson(deviceId));
        run.measurements.push_back(std::move(m));
    };
    sinks.warning = [this, &deviceId, &probeId, &run](const std::string &code,
                                                      const std::string &message,
                                                      const JsonValue &detail) {
        JsonValue w = JsonValue::object();
        w.set("device", deviceId);
        w.set("probe", probeId);
        w.set("code", code);
        w.set("message", message);
        if (!detail.isNull())
            w.set("case", detail);
        m_out.write("warning", w);
        w.set("type", "warning");
        run.warnings.append(std::move(w));
    };
    sinks.progress = [this, &deviceId, &probeId, estimate, &plannedSeconds,
                      &doneSeconds](double fraction, const std::string &message) {
        JsonValue g = JsonValue::object();
        g.set("device", deviceId);
        g.set("probe", probeId);
        g.set("fraction",
              plannedSeconds > 0 ? (doneSeconds + fraction * estimate) / plannedSeconds : 0.0);
        g.set("probe_fraction", fraction);
        g.set("message", message);
        m_out.write("progress", g);
    };
    return sinks;
}

// --bundle: the runs as the bundle file. When its folder cannot take it at the end (gone,
// replaced, read-only, full), the run is not lost: it goes to the fallback folder (*spooled),
// stderr and a warning say where, and *message says what happened.
bool Engine::writeBundle(const EngineOptions &options, const std::vector<DeviceRun> &runs,
                         const JsonValue &host, std::string *message, bool *spooled) {
    const JsonValue bundle = BundleWriter::toJson(runs, suiteName(options.config.suite), host,
                                                  options.notes, options.tags);
    std::string error;
    if (BundleWriter::write(options.bundlePath, bundle, &error))
        return true;
    std::string path, spoolError;
    *spooled = spoolBundle(options, bundle, &path, &spoolError);
    *message = *spooled ? "the bundle could not be written where --bundle said (" + error
                              + "); the run is kept in " + path
                              + " (import it with: roofline runs import " + path + ")"
                        : "the bundle could not be written where --bundle said (" + error
                              + ") and the fallback " + spoolError + ": the run is lost";
    std::fprintf(stderr, "roofline-probe: %s\n", message->c_str());
    JsonValue w = JsonValue::object();
    w.set("code", *spooled ? "bundle-spooled" : "bundle-write-failed");
    w.set("message", *message);
    if (*spooled)
        w.set("file", path);
    m_out.write("warning", w);
    return false;
}

} // namespace roofline::probes
