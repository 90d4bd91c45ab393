// SPDX-License-Identifier: MIT
#include "probes/cpu/CpuInfo.h"

#include "probes/cpu/AmxSupport.h"
#include "probes/cpu/CoreClock.h"
#include "probes/cpu/CpuKernels.h"
#include "probes/cpu/CpuProbeSupport.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/engine/ProbeVersion.h"

#include <algorithm>
#include <fstream>
#include <sched.h>
#include <set>
#include <sstream>
#include <sys/utsname.h>
#include <unistd.h>

namespace roofline::probes {

namespace {

std::string readLine(const std::string &path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    while (!line.empty() && (line.back() == '\n' || line.back() == ' '))
        line.pop_back();
    return line;
}

std::string trim(const std::string &s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

// Number of CPUs in a sysfs cpu list such as "0-3,8".
int countCpuList(const std::string &list) {
    int n = 0;
    std::stringstream ss(list);
    std::string part;
    while (std::getline(ss, part, ',')) {
        const auto dash = part.find('-');
        try {
            if (dash == std::string::npos)
                n += part.empty() ? 0 : 1;
            else
                n += std::stoi(part.substr(dash + 1)) - std::stoi(part.substr(0, dash)) + 1;
        } catch (...) {
        }
    }
    return n;
}

void readCaches(CpuInfo &info) {
    const std::string base = "/sys/devices/system/cpu/cpu0/cache/index";
    for (int i = 0; i < 16; ++i) {
        const std::string dir = base + std::to_string(i) + "/";
        const std::string levelStr = readLine(dir + "level");
        if (levelStr.empty())
            break;
        const std::string type = readLine(dir + "type");
        const std::string sizeStr = readLine(dir + "size");
        const std::uint64_t size = parseSizeString(sizeStr);
        const int shared = countCpuList(readLine(dir + "shared_cpu_list"));
        const int level = std::atoi(levelStr.c_str());
        JsonValue c = JsonValue::object();
        c.set("level", level);
        c.set("type", type);
        c.set("size_bytes", static_cast<std::int64_t>(size));
        c.set("line_bytes", std::atoi(readLine(dir + "coherency_line_size").c_str()));
        c.set("shared_cpus", shared);
        info.cacheList.append(std::move(c));
        if (type == "Instruction")
            continue;
        if (level == 1)
            info.caches.l1d = size;
        else if (level == 2)
            info.caches.l2 = size;
        else if (level == 3) {
            info.caches.l3 = size;
            info.caches.l3SharedBy = std::max(1, shared);
        }
    }
}

void readCpuinfo(CpuInfo &info) {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trim(line.substr(0, colon));
        const std::string value = trim(line.substr(colon + 1));
        if (info.model.empty() && key == "model name")
            info.model = value;
        else if (info.vendor.empty() && key == "vendor_id")
            info.vendor = value;
        else if (info.flags.empty() && (key == "flags" || key == "Features")) {
            std::stringstream ss(value);
            std::string f;
            while (ss >> f)
                info.flags.push_back(f);
        }
    }
}

int countPhysicalCores(int logical) {
    std::set<std::pair<std::string, std::string>> cores;
    for (int c = 0; c < logical; ++c) {
        const std::string dir = "/sys/devices/system/cpu/cpu" + std::to_string(c) + "/topology/";
        const std::string core = readLine(dir + "core_id");
        if (core.empty())
            continue;
        cores.emplace(readLine(dir + "physical_package_id"), core);
    }
    return cores.empty() ? logical : static_cast<int>(cores.size());
}

std::string osPrettyName() {
    std::ifstream in("/etc/os-release");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("PRETTY_NAME=", 0) == 0) {
            std::string v = line.substr(12);
            if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
                v = v.substr(1, v.size() - 2);
            return v;
        }
    }
    return {};
}

std::string bracketedChoice(const std::string &s) {
    const auto b = s.find('[');
    const auto e = s.find(']');
    if (b == std::string::npos || e == std::string::npos || e < b)
        return s;
    return s.substr(b + 1, e - b - 1);
}

} // namespace

std::uint64_t parseSizeString(const std::string &s) {
    if (s.empty())
        return 0;
    char *end = nullptr;
    const unsigned long long n = std::strtoull(s.c_str(), &end, 10);
    if (end == s.c_str())
        return 0;
    switch (*end) {
    case 'K':
    case 'k':
        return n << 10;
    case 'M':
    case 'm':
        return n << 20;
    case 'G':
    case 'g':
        return n << 30;
    default:
        return n;
    }
}

namespace {

std::vector<int> affinityCpus() {
    std::vector<int> cpus;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        for (int c = 0; c < CPU_SETSIZE; ++c) {
            if (CPU_ISSET(c, &set))
                cpus.push_back(c);
        }
    }
    if (cpus.empty())
        cpus.push_back(0);
    return cpus;
}

// The host as the OS describes it: CPUs, memory, kernel, name, governor, huge pages.
void readHost(CpuInfo &info) {
    info.logicalCpus = static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN));
    info.physicalCores = countPhysicalCores(info.logicalCpus);
    info.allowedCpus = affinityCpus();
    info.memoryBytes = static_cast<std::uint64_t>(sysconf(_SC_PHYS_PAGES))
                       * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
    utsname u{};
    if (uname(&u) == 0) {
        info.kernel = std::string(u.sysname) + " " + u.release + " " + u.version;
        info.os = osPrettyName();
        if (info.os.empty())
            info.os = u.sysname;
        if (info.model.empty())
            info.model = u.machine;
    }
    char host[256] = {};
    if (gethostname(host, sizeof host - 1) == 0)
        info.hostname = host;
    info.governor = readLine("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor");
    if (info.governor.empty())
        info.governor = "unavailable (no cpufreq in this OS image)";
    info.transparentHugePages =
        bracketedChoice(readLine("/sys/kernel/mm/transparent_hugepage/enabled"));
    const std::string maxKHz = readLine("/sys/devices/system/cpu/cpu0/cpufreq/scaling_max_freq");
    info.nominalMaxHz = maxKHz.empty() ? 0.0 : std::atof(maxKHz.c_str()) * 1e3;
}

// The instruction sets the CPU has and the OS allows, the core table's row, AMX permission.
void readIsa(CpuInfo &info) {
    info.features = IsaFeatures::detect();
    info.core = CoreModel::forCpu(info.features); // the table's row, checked below
    info.isaNotes = info.features.crossCheck(info.flags);
    for (const std::string &d : info.features.disabledByOs)
        info.isaNotes.push_back("the CPU has " + d + ": not used");
    info.isa = bestKernels().isa;
    const AmxSupport::Permission amx = AmxSupport::request(info.features.amxTile);
    info.amx = {info.features.amxTile, amx.granted, amx.state};
}

// The dispatched fp64 FMA loop (none when the ladder runs no fp64 rung) and its counts.
struct FmaLoop {
    const FormatKernel *kernel = nullptr;
    double opsPerIteration = 0.0;
    int bits = 0;
    double perCycle = 0.0; // FLOP per cycle the core table's row gives it
};

FmaLoop dispatchedFma(const CpuInfo &info) {
    const FormatKernel *fma = nullptr;
    for (const FormatChoice &c : FormatLadder::choose(info.features, info.amx)) {
        if (c.format == "fp64" && c.status == FormatChoice::Status::Run)
            fma = findFormatKernel(c.kernelId);
    }
    // SVE loops are counted for 128-bit vectors and scale with the vector length.
    const double sveScale = fma && fma->scalesWithSveLength && info.features.sveVectorBytes > 0
                                ? info.features.sveVectorBytes / 16.0
                                : 1.0;
    const double fmaOpsPerIteration = fma ? fma->opsPerIteration() * sveScale : 0.0;
    const int fmaBits = fma ? static_cast<int>(fma->vectorBits * sveScale) : 0;
    const double perCycle = fma ? info.core.vectorOpsPerCycle(fmaBits, 64, 2.0) : 0.0;
    return {fma, fmaOpsPerIteration, fmaBits, perCycle};
}

// The table's row is a cross-check, not the authority: the FMA loop's rate over the clock
// the other methods measured is what the core's pipes retire (CoreModel::resolve). Returns
// the clock of the methods other than the FMA loop (0 when none measured one).
double resolveCore(CpuInfo &info, const FmaLoop &loop) {
    const FormatKernel *fma = loop.kernel;
    ClockVerdict independent;
    double fmaRate = 0.0;
    {
        std::vector<ClockReading> others;
        for (const ClockReading &r : info.clock.readings) {
            if (r.method == "fma-implied")
                fmaRate = r.hz * loop.perCycle;
            else
                others.push_back(r);
        }
        independent = ClockReconciler::reconcile(others);
    }
    // Under an emulator the loop's rate is the emulator's: no pipes are measured from it.
    const bool emulated = !info.features.emulation.empty();
    FmaThroughput measured;
    if (fma && fmaRate > 0.0 && independent.hz > 0.0 && !emulated) {
        measured.opsPerCycle = fmaRate / independent.hz;
        measured.kernelBits = loop.bits;
        measured.kernel = fma->kernel;
    }
    info.core = CoreModel::resolve(info.features, info.model, measured);
    if (info.core.source == "measured") {
        // The FMA rate set the ceiling, so it no longer checks the clock: the clock is the
        // other methods', the FMA-implied reading stays in the record as reported.
        std::vector<ClockReading> readings = info.clock.readings;
        for (ClockReading &r : readings) {
            if (r.method != "fma-implied" || !(r.hz > 0.0))
                continue;
            const double ceiling = info.core.vectorOpsPerCycle(loop.bits, 64, 2.0);
            r.kind = ClockReading::Kind::Reported;
            r.hz = fmaRate / ceiling;
            r.basis = std::string(fma->kernel) + " at " + cpusupport::formatNumber(ceiling, 0)
                      + " FLOP/cycle, the measured pipe configuration: not independent of the "
                        "ceiling it set, so not a clock method here";
        }
        info.clock = ClockReconciler::reconcile(readings);
    }
    return independent.hz;
}

// Dot-product and tile instructions: their own rate per core, at the clock the FMA loop was
// divided by (CoreModel::instructionRate); the figures of cpu.compute and cpu.gemm are
// judged by it rather than by the FMA pipes.
void measureInstructionRates(CpuInfo &info, double independentHz) {
    for (const FormatChoice &c : FormatLadder::choose(info.features, info.amx)) {
        const FormatKernel *k =
            c.status == FormatChoice::Status::Run ? findFormatKernel(c.kernelId) : nullptr;
        if (!k || !k->hasInstructionRate())
            continue;
        const double scale = k->scalesWithSveLength && info.features.sveVectorBytes > 0
                                 ? info.features.sveVectorBytes / 16.0
                                 : 1.0;
        const double rate = CoreClock::loopRate(k->loop, k->opsPerIteration() * scale, 0.03);
        const bool tile = std::string(k->family) == "matrix";
        const double published =
            k->ceiling == FormatKernel::Ceiling::AmxBf16   ? info.core.amxBf16FlopsPerCycle
            : k->ceiling == FormatKernel::Ceiling::AmxInt8 ? info.core.amxInt8OpsPerCycle
                                                           : 0.0;
        InstructionRate r =
            CoreModel::instructionRate(k->id, k->kernel, rate / independentHz,
                                       tile ? 0 : static_cast<int>(k->vectorBits * scale),
                                       k->ceilingElementBits, k->ceilingOpsPerLane, published);
        if (r.ceilingOpsPerCycle > 0.0)
            info.core.instructionRates.push_back(std::move(r));
    }
}

} // namespace

CpuInfo CpuInfo::detect() {
    CpuInfo info;
    readCpuinfo(info);
    readCaches(info);
    readHost(info);
    readIsa(info);
    // The clock: every method on one core, the FMA-implied one with the dispatched fp64 loop.
    const FmaLoop fma = dispatchedFma(info);
    info.clock = CoreClock::measureAll(fma.kernel ? fma.kernel->loop : nullptr, fma.opsPerIteration,
                                       fma.perCycle,
                                       fma.kernel ? std::string(fma.kernel->kernel) + " retiring "
                                                        + cpusupport::formatNumber(fma.perCycle, 0)
                                                        + " FLOP/cycle (" + info.core.name + ")"
                                                  : std::string());
    const double independentHz = resolveCore(info, fma);
    if (independentHz > 0.0 && info.features.emulation.empty())
        measureInstructionRates(info, independentHz);
    info.measuredClockHz = info.clock.hz;
    info.highestClockHz->store(info.clock.hz);
    return info;
}

bool CpuInfo::hasFlag(const std::string &flag) const {
    return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

int CpuInfo::vectorBits() const {
    return bestKernels().vectorBytes * 8;
}

double CpuInfo::fp64FlopsPerCycle() const {
    return core.vectorOpsPerCycle(vectorBits(), 64, 2.0);
}

double CpuInfo::fp32FlopsPerCycle() const {
    return core.vectorOpsPerCycle(vectorBits(), 32, 2.0);
}

JsonValue CpuInfo::perCycleCeilings() const {
    JsonValue j = JsonValue::object();
    for (const FormatChoice &c : FormatLadder::choose(features, amx)) {
        const FormatKernel *k =
            c.status == FormatChoice::Status::Run ? findFormatKernel(c.kernelId) : nullptr;
        const double perCycle = k ? k->ceilingPerCycle(core) : 0.0;
        if (perCycle > 0.0)
            j.set(c.format + (c.family == "matrix" ? "_matrix" : ""), perCycle);
    }
    const int bits = vectorBits();
    j.set("l1_load_bytes", core.loadBytesPerCycle(bits));
    j.set("l1_store_bytes", core.storeBytesPerCycle(bits));
    j.set("l2_fill_bytes",
          core.l2BytesPerCycle > 0.0 ? JsonValue(core.l2BytesPerCycle) : JsonValue());
    return j;
}

JsonValue CpuInfo::details() const {
    JsonValue d = JsonValue::object();
    d.set("uuid", "");
    d.set("vendor", vendor);
    d.set("model", model);
    d.set("logical_cpus", logicalCpus);
    d.set("physical_cores", physicalCores);
    JsonValue allowed = JsonValue::array();
    for (int c : allowedCpus)
        allowed.append(c);
    d.set("allowed_cpus", std::move(allowed));
    d.set("caches", cacheList);
    d.set("l1d_bytes", static_cast<std::int64_t>(caches.l1d));
    d.set("l2_bytes", static_cast<std::int64_t>(caches.l2));
    d.set("l3_bytes", static_cast<std::int64_t>(caches.l3));
    d.set("kernel_isa", isa);
    d.set("isa_flags", JsonValue::arrayOf(flags));
    d.set("isa_features", JsonValue::arrayOf(features.names()));
    d.set("isa_notes", JsonValue::arrayOf(isaNotes));
    d.set("emulation", features.emulation.empty() ? JsonValue() : JsonValue(features.emulation));
    JsonValue id = JsonValue::object();
    id.set("family", features.family);
    id.set("model", features.model);
    id.set("stepping", features.stepping);
    d.set("cpuid", std::move(id));
    d.set("core_model", core.toJson());
    d.set("ceilings_per_cycle_per_core", perCycleCeilings());
    d.set("amx_permission", amx.asked ? amx.state : std::string("not asked (no AMX)"));
    d.set("memory_bytes", static_cast<std::int64_t>(memoryBytes));
    d.set("governor", governor);
    d.set("nominal_max_hz", nominalMaxHz);
    d.set("measured_clock_hz", measuredClockHz);
    d.set("clock_method", "reconciled: hardware cycle counter, register add chain, imul chain "
                          "and the FMA-implied clock must agree within 3 %");
    d.set("clock", clock.toJson());
    d.set("transparent_hugepages", transparentHugePages);
    d.set("compiler", compilerVersion());
    d.set("engine_version", engineVersion());
    return d;
}

JsonValue CpuInfo::host() const {
    JsonValue h = JsonValue::object();
    h.set("hostname", hostname);
    h.set("os", os);
    h.set("kernel", kernel);
    h.set("cpu", model);
    h.set("cores", physicalCores);
    h.set("threads", logicalCpus);
    h.set("memory_bytes", static_cast<std::int64_t>(memoryBytes));
    return h;
}

} // namespace roofline::probes
