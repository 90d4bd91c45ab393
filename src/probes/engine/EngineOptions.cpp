// SPDX-License-Identifier: MIT
#include "probes/engine/EngineOptions.h"

#include "probes/llm/LlmStepPlan.h"

#include <charconv>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace roofline::probes {

namespace {

bool parseDouble(const std::string &s, double *out) {
    const auto res = std::from_chars(s.data(), s.data() + s.size(), *out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size() && *out >= 0.0;
}

// "64M", "1G", "4096" -> bytes.
bool parseBytes(const std::string &s, std::uint64_t *out) {
    std::uint64_t n = 0;
    const auto res = std::from_chars(s.data(), s.data() + s.size(), n);
    if (res.ec != std::errc() || n == 0)
        return false;
    const std::string suffix(res.ptr, s.data() + s.size());
    if (suffix.empty())
        *out = n;
    else if (suffix == "K" || suffix == "KiB")
        *out = n << 10;
    else if (suffix == "M" || suffix == "MiB")
        *out = n << 20;
    else if (suffix == "G" || suffix == "GiB")
        *out = n << 30;
    else
        return false;
    return true;
}

bool validDevice(const std::string &d) {
    if (d == "cpu" || d == "all")
        return true;
    if (d.rfind("cuda:", 0) != 0 || d.size() == 5)
        return false;
    for (std::size_t i = 5; i < d.size(); ++i) {
        if (d[i] < '0' || d[i] > '9')
            return false;
    }
    return true;
}

// A host name as a scheduler or resolver writes it: printable, no blanks, at most 255 bytes
// (RFC 1035's limit for a full name). UTF-8 beyond ASCII is allowed; control bytes are not.
bool validHost(const std::string &h) {
    if (h.empty() || h.size() > 255)
        return false;
    for (const unsigned char c : h) {
        if (c <= ' ' || c == 0x7f)
            return false;
    }
    return true;
}

} // namespace

const char *EngineOptions::usage() {
    return "usage: roofline-probe [--device cpu|cuda:N|all] [--suite quick|standard|full]\n"
           "                      [--only PROBE_ID,...] [--devices] [--list]\n"
           "                      [--bundle FILE.json] [--bundle-fallback DIR]\n"
           "                      [--time-cap SECONDS]\n"
           "                      [--notes TEXT] [--tag TAG]... [--host NAME]\n"
           "                      [--require-device cpu|cuda]... [--version] [--help]\n"
           "  --host NAME: store NAME as the run's host (default $ROOFLINE_HOST, else the\n"
           "               machine's host name); e.g. the Slurm node name\n"
           "  --bundle-fallback DIR: where the bundle is written when its own folder cannot\n"
           "               take it at the end (default $XDG_STATE_HOME/roofline-lab/spool);\n"
           "               the run then exits 4 and stderr names the file\n"
           "  --require-device KIND: fail before measuring unless a usable KIND device is\n"
           "               selected (a GPU node that cannot probe its GPU exits 1)\n"
           "  [--llm-plan FILE] (the LLM step plan cpu.llm/cuda.llm measure; roofline probe --llm "
           "writes it)\n"
           "  test/expert: [--max-bytes N[K|M|G]] (largest working set)\n"
           "               [--point-seconds S] (time cap per measurement point)\n"
           "Streams JSON lines on stdout (see docs/cli.md). Exit: 0 complete, 1 failed,\n"
           "2 usage, 3 cancelled (SIGINT/SIGTERM), 4 measured but the bundle is in the\n"
           "fallback folder, not where --bundle said.\n";
}

std::optional<EngineOptions> EngineOptions::parse(int argc, char **argv, std::string *error) {
    EngineOptions o;
    o.config.suite = kDefaultSuite;
    auto fail = [&](const std::string &msg) {
        *error = msg;
        return std::nullopt;
    };
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::string value;
        bool hasValue = false;
        if (const auto eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
            hasValue = true;
        }
        auto next = [&](std::string *out) {
            if (hasValue) {
                *out = value;
                return true;
            }
            if (i + 1 >= argc)
                return false;
            *out = argv[++i];
            return true;
        };
        std::string v;
        if (arg == "--help" || arg == "-h") {
            o.action = Action::Help;
        } else if (arg == "--version") {
            o.action = Action::Version;
        } else if (arg == "--devices") {
            o.action = Action::ListDevices;
        } else if (arg == "--list") {
            o.action = Action::ListProbes;
        } else if (arg == "--device") {
            if (!next(&v) || !validDevice(v))
                return fail("--device: expected cpu, cuda:N or all");
            o.device = v;
        } else if (arg == "--suite") {
            if (!next(&v) || !parseSuite(v))
                return fail("--suite: expected quick, standard or full");
            o.config.suite = *parseSuite(v);
        } else if (arg == "--only") {
            if (!next(&v) || v.empty())
                return fail("--only: expected a comma-separated list of probe ids");
            std::stringstream ss(v);
            std::string id;
            while (std::getline(ss, id, ',')) {
                if (!id.empty())
                    o.only.push_back(id);
            }
            // "," names no probe; an empty list would mean every probe.
            if (o.only.empty())
                return fail("--only: expected a comma-separated list of probe ids");
        } else if (arg == "--bundle") {
            if (!next(&v) || v.empty())
                return fail("--bundle: expected a file name");
            o.bundlePath = v;
        } else if (arg == "--bundle-fallback") {
            if (!next(&v) || v.empty())
                return fail("--bundle-fallback: expected a folder");
            o.bundleFallback = v;
        } else if (arg == "--time-cap") {
            // At most a week: a larger cap (1e300) overflows the steady clock's deadline.
            if (!next(&v) || !parseDouble(v, &o.timeCapSeconds) || !(o.timeCapSeconds > 0.0)
                || !(o.timeCapSeconds <= 7 * 24 * 3600.0))
                return fail("--time-cap: expected a positive number of seconds, at most 604800 "
                            "(a week)");
        } else if (arg == "--notes") {
            if (!next(&o.notes))
                return fail("--notes: expected text");
        } else if (arg == "--tag") {
            if (!next(&v) || v.empty())
                return fail("--tag: expected a tag");
            o.tags.push_back(v);
        } else if (arg == "--host") {
            if (!next(&v) || !validHost(v))
                return fail("--host: expected a host name without blanks or control characters "
                            "(at most 255 bytes)");
            o.host = v;
        } else if (arg == "--require-device") {
            if (!next(&v) || (v != "cpu" && v != "cuda"))
                return fail("--require-device: expected cpu or cuda");
            o.requiredKinds.push_back(v);
        } else if (arg == "--llm-plan") {
            if (!next(&v) || v.empty())
                return fail("--llm-plan: expected a file (roofline probe --llm MODEL writes it)");
            std::string why;
            auto plan = LlmStepPlan::load(v, &why);
            if (!plan)
                return fail("--llm-plan: " + why);
            o.config.llmPlan = std::make_shared<const LlmStepPlan>(std::move(*plan));
        } else if (arg == "--max-bytes") {
            if (!next(&v) || !parseBytes(v, &o.config.maxBytes) || o.config.maxBytes < 4096)
                return fail("--max-bytes: expected a size >= 4096, e.g. 64M");
        } else if (arg == "--point-seconds") {
            if (!next(&v) || !parseDouble(v, &o.config.pointSeconds)
                || o.config.pointSeconds <= 0.0)
                return fail("--point-seconds: expected a positive number of seconds");
        } else {
            return fail("unknown option '" + arg + "'");
        }
    }
    // The environment names the host where the command line does not (a job script exports
    // it once for every tool it runs).
    if (const char *env = std::getenv("ROOFLINE_HOST"); o.host.empty() && env && *env) {
        if (!validHost(env))
            return fail("ROOFLINE_HOST: expected a host name without blanks or control "
                        "characters (at most 255 bytes)");
        o.host = env;
    }
    return o;
}

} // namespace roofline::probes
