// SPDX-License-Identifier: MIT
#include "probes/Engine.h"

#include "probes/BundleWriter.h"
#include "probes/Probe.h"
#include "probes/ProbeRegistry.h"
#include "probes/ProbeVersion.h"
#include "probes/ProtocolWriter.h"

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

struct Planned {
    DeviceInfo device;
    std::vector<std::unique_ptr<Probe>> probes;
    std::vector<double> estimates;
};

} // namespace

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

void Engine::done(const char *status, const std::string &reason, const char *reasonCode) {
    JsonValue f = JsonValue::object();
    f.set("status", status);
    f.set("reason", reason);
    f.set("reason_code", reasonCode);
    m_out.write("done", f);
}

void Engine::usageError(const std::string &message) {
    std::fprintf(stderr, "roofline-probe: %s\n%s", message.c_str(), EngineOptions::usage());
    hello();
    done("failed", "usage: " + message, "usage");
}

int Engine::run(const EngineOptions &options) {
    switch (options.action) {
    case EngineOptions::Action::Help:
        std::fputs(EngineOptions::usage(), stdout);
        return Complete;
    case EngineOptions::Action::Version:
        std::printf("roofline-probe %s (protocol %d)\n", engineVersion(), kProtocolVersion);
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
    done("complete", "");
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
    done("complete", "");
    return Complete;
}

int Engine::runProbes(const EngineOptions &options) {
    hello();
    const auto &devices = m_registry.devices();
    JsonValue host;
    for (const DeviceInfo &d : devices) {
        if (!d.host.isNull())
            host = hostFacts(d, options.host);
    }
    for (const std::string &kind : options.requiredKinds) {
        // No device message: a supervisor would open a run for each, and none is measured.
        if (const std::string why = missingKind(kind, devices, options.device); !why.empty()) {
            std::fprintf(stderr, "roofline-probe: %s\n", why.c_str());
            done("failed", why, "device-required");
            return Failed;
        }
    }
    if (std::string why; !options.bundlePath.empty() && !bundleWritable(options.bundlePath, &why)) {
        std::fprintf(stderr, "roofline-probe: %s\n", why.c_str());
        done("failed", why, "bundle-write-failed");
        return Failed;
    }

    std::vector<Planned> plan;
    for (const DeviceInfo &d : devices) {
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
                done("failed", d.id + " is not available: " + d.reason, "device-unavailable");
                return Failed;
            }
            continue;
        }
        plan.push_back({d, {}, {}});
    }
    if (plan.empty()) {
        const std::string why = options.device == "all"
                                    ? std::string("no available device")
                                    : "no device " + options.device + " in this build or host"
#ifndef ROOFLINE_WITH_CUDA
                                          + " (roofline-probe was built without CUDA)"
#endif
            ;
        done("failed", why, "no-device");
        return Failed;
    }

    // Select probes: defaults exclude test probes; --only must name known probes.
    std::set<std::string> wanted(options.only.begin(), options.only.end());
    std::set<std::string> seen;
    for (Planned &p : plan) {
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
            return Usage;
        }
    }

    JsonValue planMsg = JsonValue::object();
    planMsg.set("suite", suiteName(options.config.suite));
    JsonValue list = JsonValue::array();
    double total = 0.0;
    for (const Planned &p : plan) {
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
    // A point may take many seconds without a line of output; the heartbeat tells the
    // supervisor this engine is alive (it reports an engine silent for long as stopped).
    m_out.startHeartbeat(std::chrono::seconds(2));

    using Clock = ProbeContext::Clock;
    const auto deadline = options.timeCapSeconds > 0.0
                              ? Clock::now()
                                    + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(options.timeCapSeconds))
                              : Clock::time_point::max();
    std::vector<DeviceRun> runs(plan.size());
    std::vector<const char *> reasonCodes(plan.size(), ""); // each run's, for the done line
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
            Planned &p = plan[di];
            DeviceRun &r = runs[di];
            double planned = 0.0, doneSeconds = 0.0;
            for (double e : p.estimates)
                planned += e;
            std::vector<std::string> failures;
            for (std::size_t i = 0; i < p.probes.size(); ++i) {
                Probe &probe = *p.probes[i];
                const std::string probeId = probe.id();
                ProbeContext::Sinks sinks;
                sinks.measurement = [&](Measurement &&m) {
                    m_out.write("measurement", m.toJson(p.device.id));
                    r.measurements.push_back(std::move(m));
                };
                sinks.warning = [&](const std::string &code, const std::string &message,
                                    const JsonValue &detail) {
                    JsonValue w = JsonValue::object();
                    w.set("device", p.device.id);
                    w.set("probe", probeId);
                    w.set("code", code);
                    w.set("message", message);
                    if (!detail.isNull())
                        w.set("case", detail);
                    m_out.write("warning", w);
                    w.set("type", "warning");
                    r.warnings.append(std::move(w));
                };
                const double est = p.estimates[i];
                sinks.progress = [&, est](double fraction, const std::string &message) {
                    JsonValue g = JsonValue::object();
                    g.set("device", p.device.id);
                    g.set("probe", probeId);
                    g.set("fraction", planned > 0 ? (doneSeconds + fraction * est) / planned : 0.0);
                    g.set("probe_fraction", fraction);
                    g.set("message", message);
                    m_out.write("progress", g);
                };
                ProbeContext ctx(p.device.id, options.config, m_cancel, deadline, sinks);
                std::unique_lock turn(oneProbeAtATime);
                if (ctx.stopRequested())
                    break;
                ctx.progress(0.0, "starting " + probeId);
                try {
                    probe.run(ctx);
                } catch (const std::exception &e) {
                    failures.push_back(probeId + ": " + e.what());
                    sinks.warning("probe-failed", probeId + " failed: " + e.what(), JsonValue());
                }
                if (!ctx.failure().empty())
                    failures.push_back(probeId + ": " + ctx.failure());
                if (ctx.disturbedPoints() > 0)
                    sinks.warning("interference",
                                  probeId + ": " + std::to_string(ctx.disturbedPoints()) + " of "
                                      + std::to_string(ctx.sampledPoints())
                                      + " points stayed disturbed by other work on the machine "
                                        "(preempted probe threads or hypervisor steal) even when "
                                        "measured again; they are flagged \"disturbed\" and "
                                        "may understate this device",
                                  JsonValue());
                else if (ctx.repeatedPoints() > 0)
                    sinks.warning("interference",
                                  probeId + ": " + std::to_string(ctx.repeatedPoints()) + " of "
                                      + std::to_string(ctx.sampledPoints())
                                      + " points were disturbed by other work on the machine "
                                        "and measured again; every kept figure is undisturbed",
                                  JsonValue());
                doneSeconds += est;
            }
            r.finishedAt = BundleWriter::utcNow();
            r.seconds = std::chrono::duration<double>(Clock::now() - began).count();
            if (m_out.broken()) {
                r.status = "failed";
                r.reason = "the output could not be written (the supervising process went "
                           "away, or the output is full)";
                reasonCodes[di] = "output-closed";
            } else if (m_cancel.load()) {
                r.status = "cancelled";
                r.reason = "cancelled by signal";
                reasonCodes[di] = "cancelled";
            } else if (Clock::now() >= deadline) {
                r.status = "failed";
                r.reason = "time cap exceeded";
                reasonCodes[di] = "time-cap";
            } else if (!failures.empty()) {
                r.status = "failed";
                r.reason = failures.front();
                reasonCodes[di] = "probe-failed";
            }
        });
    }
    for (auto &w : workers)
        w.join();
    m_out.stopHeartbeat();

    std::string status = "complete", reason;
    const char *reasonCode = "";
    int exitCode = Complete;
    for (std::size_t di = 0; di < runs.size(); ++di) {
        const DeviceRun &r = runs[di];
        if (r.status == "cancelled" && exitCode != Failed) {
            status = "cancelled";
            reason = r.reason;
            reasonCode = reasonCodes[di];
            exitCode = Cancelled;
        } else if (r.status == "failed") {
            status = "failed";
            reason = r.device.id + ": " + r.reason;
            reasonCode = reasonCodes[di];
            exitCode = Failed;
        }
    }
    // Branch on the code, never on the words (which a device's reason could contain).
    if (exitCode == Failed && std::string_view(reasonCode) == "time-cap")
        reason = "time cap of " + std::to_string(static_cast<long long>(options.timeCapSeconds))
                 + " s exceeded";
    if (!options.bundlePath.empty()) {
        std::string error;
        const JsonValue bundle = BundleWriter::toJson(runs, suiteName(options.config.suite), host,
                                                      options.notes, options.tags);
        if (!BundleWriter::write(options.bundlePath, bundle, &error)) {
            // The folder went away, was replaced or filled up while measuring: the run is not
            // lost, it goes to the fallback folder, and the exit status says it is not where
            // it was asked to be.
            std::string spooled;
            std::string spoolError;
            const bool kept = spoolBundle(options, bundle, &spooled, &spoolError);
            const std::string message =
                kept ? "the bundle could not be written where --bundle said (" + error
                           + "); the run is kept in " + spooled
                           + " (import it with: roofline runs import " + spooled + ")"
                     : "the bundle could not be written where --bundle said (" + error
                           + ") and the fallback " + spoolError + ": the run is lost";
            std::fprintf(stderr, "roofline-probe: %s\n", message.c_str());
            JsonValue w = JsonValue::object();
            w.set("code", kept ? "bundle-spooled" : "bundle-write-failed");
            w.set("message", message);
            if (kept)
                w.set("file", spooled);
            m_out.write("warning", w);
            if (exitCode == Complete) {
                reason = message;
                reasonCode = kept ? "bundle-spooled" : "bundle-write-failed";
                if (kept) {
                    exitCode = Spooled;
                } else {
                    status = "failed";
                    exitCode = Failed;
                }
            }
        }
    }
    done(status.c_str(), reason, reasonCode);
    return exitCode;
}

} // namespace roofline::probes
