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

// One option of the command line: its name, and its value from "--name=value" or the next
// argument (taken only when the option asks for one).
class Option {
public:
    Option(int argc, char **argv, int &i)
        : name(argv[i])
        , m_argc(argc)
        , m_argv(argv)
        , m_i(i) {
        if (const auto eq = name.find('='); name.rfind("--", 0) == 0 && eq != std::string::npos) {
            m_value = name.substr(eq + 1);
            name = name.substr(0, eq);
            m_hasValue = true;
        }
    }
    // The value: after '=', else the next argument (false when there is none).
    bool next(std::string *out) {
        if (m_hasValue) {
            *out = m_value;
            return true;
        }
        if (m_i + 1 >= m_argc)
            return false;
        *out = m_argv[++m_i];
        return true;
    }

    std::string name;

private:
    int m_argc;
    char **m_argv;
    int &m_i;
    std::string m_value;
    bool m_hasValue = false;
};

// What a group of options made of one: not one of its own, taken, or refused (`error` says
// why).
enum class Took { NotMine, Yes, Refused };

Took refuse(std::string *error, const std::string &msg) {
    *error = msg;
    return Took::Refused;
}

Took takeAction(EngineOptions &o, const std::string &arg) {
    using Action = EngineOptions::Action;
    if (arg == "--help" || arg == "-h")
        o.action = Action::Help;
    else if (arg == "--version")
        o.action = Action::Version;
    else if (arg == "--devices")
        o.action = Action::ListDevices;
    else if (arg == "--list")
        o.action = Action::ListProbes;
    else
        return Took::NotMine;
    return Took::Yes;
}

// What is measured and where the bundle goes: device, suite, probes, bundle, time cap.
Took takeRunOption(EngineOptions &o, Option &opt, std::string *error) {
    const std::string &arg = opt.name;
    std::string v;
    if (arg == "--device") {
        if (!opt.next(&v) || !validDevice(v))
            return refuse(error, "--device: expected cpu, cuda:N or all");
        o.device = v;
    } else if (arg == "--suite") {
        if (!opt.next(&v) || !parseSuite(v))
            return refuse(error, "--suite: expected quick, standard or full");
        o.config.suite = *parseSuite(v);
    } else if (arg == "--only") {
        if (!opt.next(&v) || v.empty())
            return refuse(error, "--only: expected a comma-separated list of probe ids");
        std::stringstream ss(v);
        std::string id;
        while (std::getline(ss, id, ',')) {
            if (!id.empty())
                o.only.push_back(id);
        }
        // "," names no probe; an empty list would mean every probe.
        if (o.only.empty())
            return refuse(error, "--only: expected a comma-separated list of probe ids");
    } else if (arg == "--bundle") {
        if (!opt.next(&v) || v.empty())
            return refuse(error, "--bundle: expected a file name");
        o.bundlePath = v;
    } else if (arg == "--bundle-fallback") {
        if (!opt.next(&v) || v.empty())
            return refuse(error, "--bundle-fallback: expected a folder");
        o.bundleFallback = v;
    } else if (arg == "--time-cap") {
        // At most a week: a larger cap (1e300) overflows the steady clock's deadline.
        if (!opt.next(&v) || !parseDouble(v, &o.timeCapSeconds) || !(o.timeCapSeconds > 0.0)
            || !(o.timeCapSeconds <= 7 * 24 * 3600.0))
            return refuse(error, "--time-cap: expected a positive number of seconds, at most "
                                 "604800 (a week)");
    } else {
        return Took::NotMine;
    }
    return Took::Yes;
}

// What the run's record says about itself: notes, tags, host, the devices it requires.
Took takeRecordOption(EngineOptions &o, Option &opt, std::string *error) {
    const std::string &arg = opt.name;
    std::string v;
    if (arg == "--notes") {
        if (!opt.next(&o.notes))
            return refuse(error, "--notes: expected text");
    } else if (arg == "--tag") {
        if (!opt.next(&v) || v.empty())
            return refuse(error, "--tag: expected a tag");
        o.tags.push_back(v);
    } else if (arg == "--host") {
        if (!opt.next(&v) || !validHost(v))
            return refuse(error, "--host: expected a host name without blanks or control "
                                 "characters (at most 255 bytes)");
        o.host = v;
    } else if (arg == "--require-device") {
        if (!opt.next(&v) || (v != "cpu" && v != "cuda"))
            return refuse(error, "--require-device: expected cpu or cuda");
        o.requiredKinds.push_back(v);
    } else {
        return Took::NotMine;
    }
    return Took::Yes;
}

// The LLM step plan and the test/expert limits.
Took takeExpertOption(EngineOptions &o, Option &opt, std::string *error) {
    const std::string &arg = opt.name;
    std::string v;
    if (arg == "--llm-plan") {
        if (!opt.next(&v) || v.empty())
            return refuse(error,
                          "--llm-plan: expected a file (roofline probe --llm MODEL writes it)");
        std::string why;
        auto plan = LlmStepPlan::load(v, &why);
        if (!plan)
            return refuse(error, "--llm-plan: " + why);
        o.config.llmPlan = std::make_shared<const LlmStepPlan>(std::move(*plan));
    } else if (arg == "--max-bytes") {
        if (!opt.next(&v) || !parseBytes(v, &o.config.maxBytes) || o.config.maxBytes < 4096)
            return refuse(error, "--max-bytes: expected a size >= 4096, e.g. 64M");
    } else if (arg == "--point-seconds") {
        if (!opt.next(&v) || !parseDouble(v, &o.config.pointSeconds)
            || o.config.pointSeconds <= 0.0)
            return refuse(error, "--point-seconds: expected a positive number of seconds");
    } else {
        return Took::NotMine;
    }
    return Took::Yes;
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
    for (int i = 1; i < argc; ++i) {
        Option opt(argc, argv, i);
        Took took = takeAction(o, opt.name);
        if (took == Took::NotMine)
            took = takeRunOption(o, opt, error);
        if (took == Took::NotMine)
            took = takeRecordOption(o, opt, error);
        if (took == Took::NotMine)
            took = takeExpertOption(o, opt, error);
        if (took == Took::Refused)
            return std::nullopt;
        if (took == Took::NotMine) {
            *error = "unknown option '" + opt.name + "'";
            return std::nullopt;
        }
    }
    // The environment names the host where the command line does not (a job script exports
    // it once for every tool it runs).
    if (const char *env = std::getenv("ROOFLINE_HOST"); o.host.empty() && env && *env) {
        if (!validHost(env)) {
            *error = "ROOFLINE_HOST: expected a host name without blanks or control "
                     "characters (at most 255 bytes)";
            return std::nullopt;
        }
        o.host = env;
    }
    return o;
}

} // namespace roofline::probes
