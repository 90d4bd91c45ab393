// SPDX-License-Identifier: MIT
#include "probes/cpu/CoreModel.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>

namespace roofline::probes {

namespace {

bool in(int v, std::initializer_list<int> set) {
    return std::find(set.begin(), set.end(), v) != set.end();
}

// Table rows: per-core pipes and ports as the vendors' optimisation manuals and public
// measurements describe them (README "Core table"). Rows cover families seen in labs;
// anything else falls back to the ISA bound.
CoreModel row(const char *name, int fmaPipes, int fmaBits, int loadPorts, int loadBits,
              int storePorts, int storeBits, double l2BytesPerCycle, const char *note = "") {
    CoreModel c;
    c.name = name;
    c.source = "table";
    c.note = note;
    c.fmaPipes = fmaPipes;
    c.fmaBits = fmaBits;
    c.loadPorts = loadPorts;
    c.loadBits = loadBits;
    c.storePorts = storePorts;
    c.storeBits = storeBits;
    c.l2BytesPerCycle = l2BytesPerCycle;
    c.tableRow = name;
    return c;
}

// Extension groups no core of a row has (IsaFeatures::names() spelling).
const std::vector<std::string> kAmx = {"amx_tile", "amx_bf16", "amx_int8"};
const std::vector<std::string> kAvx512 = {"avx512f",     "avx512bw",    "avx512vl",
                                          "avx512_vnni", "avx512_bf16", "avx512_fp16"};
const std::vector<std::string> kAvx = {"avx", "avx2", "fma", "avx_vnni"};

CoreModel impossibleOn(CoreModel c, std::initializer_list<const std::vector<std::string> *> groups,
                       std::initializer_list<const char *> more = {}) {
    for (const auto *g : groups)
        c.impossible.insert(c.impossible.end(), g->begin(), g->end());
    c.impossible.insert(c.impossible.end(), more.begin(), more.end());
    return c;
}

CoreModel intel(const IsaFeatures &f) {
    // Family 15 is NetBurst (Pentium 4), which QEMU's generic "kvm64" model also presents
    // (family 15 model 6): no AVX, let alone what a host passes through with it.
    if (f.family == 0xF)
        return impossibleOn(row("Intel NetBurst (Pentium 4 class)", 1, 128, 1, 128, 1, 128, 0.0,
                                "no FMA: mul and add on separate units"),
                            {&kAvx, &kAvx512, &kAmx});
    if (f.family != 6)
        return {};
    const int m = f.model;
    if (in(m, {0x8F, 0xCF, 0xAD, 0xAE})) {
        CoreModel c = row("Intel Sapphire/Emerald/Granite Rapids (Golden/Raptor/Redwood Cove)", 2,
                          512, 2, 512, 1, 512, 64.0);
        // Intel: AMX delivers 2048 int8 and 1024 bf16 operations per cycle per core.
        c.amxBf16FlopsPerCycle = 1024.0;
        c.amxInt8OpsPerCycle = 2048.0;
        return c;
    }
    // Cooper Lake (model 0x55) has AVX512-BF16; none of these has AVX512-FP16 or AMX.
    if (in(m, {0x55, 0x6A, 0x6C}))
        return impossibleOn(
            row("Intel Skylake-SP/Cascade Lake/Ice Lake-SP", 2, 512, 2, 512, 1, 512, 64.0,
                "some Xeon Silver/Bronze parts have one 512-bit FMA unit: half the FMA bound"),
            {&kAmx}, {"avx512_fp16"});
    // Rocket Lake (0xA7) is also sold as Xeon E-2300/W-1300: a Xeon brand is no contradiction,
    // but no core of this row has AVX512-BF16, AVX512-FP16 or AMX.
    if (in(m, {0x7D, 0x7E, 0x8C, 0x8D, 0xA7}))
        return impossibleOn(
            row("Intel Ice Lake/Tiger Lake/Rocket Lake client", 2, 256, 2, 512, 1, 512, 64.0,
                "one 512-bit FMA unit (ports 0+1 fused): AVX-512 FMA as fast as AVX2"),
            {&kAmx}, {"avx512_bf16", "avx512_fp16"});
    // Early Alder Lake firmware could expose the P-cores' AVX-512 (FP16 included): only AMX
    // is impossible here.
    if (in(m, {0x97, 0x9A, 0xB7, 0xBA, 0xBF, 0xAA, 0xAC, 0xC5, 0xC6, 0xBD}))
        return impossibleOn(
            row("Intel hybrid client (Golden Cove class P-core)", 2, 256, 3, 256, 2, 256, 64.0,
                "hybrid: E-cores have 128-bit FMA pipes; a thread on an E-core sees half"),
            {&kAmx});
    if (in(m, {0x4E, 0x5E, 0x8E, 0x9E, 0xA5, 0xA6}))
        return impossibleOn(
            row("Intel Skylake client (Kaby/Coffee/Comet Lake)", 2, 256, 2, 256, 1, 256, 64.0),
            {&kAvx512, &kAmx}, {"avx_vnni"});
    if (in(m, {0x3C, 0x3F, 0x45, 0x46, 0x3D, 0x47, 0x4F, 0x56}))
        return impossibleOn(row("Intel Haswell/Broadwell", 2, 256, 2, 256, 1, 256, 64.0),
                            {&kAvx512, &kAmx}, {"avx_vnni"});
    return {};
}

CoreModel amd(const IsaFeatures &f) {
    const int m = f.model;
    switch (f.family) {
    case 0xF:
        // K8 (Athlon 64/Opteron), which QEMU's generic "qemu64" model presents (family 15
        // model 107): no AVX.
        return impossibleOn(row("AMD K8 (Athlon 64/Opteron class)", 1, 128, 1, 128, 1, 128, 0.0,
                                "no FMA: mul and add on separate units"),
                            {&kAvx, &kAvx512, &kAmx});
    case 0x17:
        if (m < 0x30)
            return impossibleOn(row("AMD Zen / Zen+", 2, 128, 2, 128, 1, 128, 32.0,
                                    "256-bit instructions split into two 128-bit operations"),
                                {&kAvx512, &kAmx}, {"avx_vnni"});
        return impossibleOn(row("AMD Zen 2", 2, 256, 2, 256, 1, 256, 32.0), {&kAvx512, &kAmx},
                            {"avx_vnni"});
    case 0x19:
        // Zen 4 is the family-19h core with AVX-512 (double-pumped on 256-bit pipes).
        if (f.avx512f)
            return impossibleOn(
                row("AMD Zen 4", 2, 256, 2, 256, 1, 256, 32.0,
                    "AVX-512 runs on 256-bit pipes: as many FLOP per cycle as AVX2"),
                {&kAmx}, {"avx512_fp16"});
        return impossibleOn(row("AMD Zen 3", 2, 256, 2, 256, 1, 256, 32.0), {&kAmx}, {"avx_vnni"});
    case 0x1A:
        // Mobile Zen 5 (Strix/Krackan Point) keeps a 256-bit data path; server and desktop
        // Zen 5 execute AVX-512 natively. The model ranges come from public reports.
        if ((m >= 0x20 && m <= 0x2F) || (m >= 0x60 && m <= 0x6F))
            return impossibleOn(row("AMD Zen 5 (mobile, 256-bit data path)", 2, 256, 2, 256, 1, 256,
                                    64.0,
                                    "model range taken as mobile from public reports (unverified)"),
                                {&kAmx}, {"avx512_fp16"});
        return impossibleOn(row("AMD Zen 5", 2, 512, 2, 512, 1, 512, 64.0), {&kAmx},
                            {"avx512_fp16"});
    default:
        return {};
    }
}

CoreModel arm(const IsaFeatures &f) {
    if (f.armImplementer != 0x41)
        return {};
    switch (f.armPart) {
    case 0xd4f:
        return row("Arm Neoverse V2", 4, 128, 3, 128, 2, 128, 0.0,
                   "unverified: no aarch64 run yet");
    case 0xd40:
        return row("Arm Neoverse V1", 4, 128, 3, 128, 2, 128, 0.0,
                   "unverified: no aarch64 run yet");
    case 0xd0c:
    case 0xd49:
        return row("Arm Neoverse N1/N2", 2, 128, 2, 128, 2, 128, 0.0,
                   "unverified: no aarch64 run yet");
    default:
        return {};
    }
}

// No table row: bound the core by its widest ISA, two pipes and two loads per cycle.
CoreModel fromIsa(const IsaFeatures &f) {
    CoreModel c;
    c.source = "isa";
    if (f.arch == "x86_64") {
        const int bits = f.avx512f ? 512 : (f.avx2 && f.fma) ? 256 : 128;
        c.name = "x86 core without a table entry (bound from its ISA)";
        c.fmaBits = c.loadBits = c.storeBits = bits;
        c.separateMulAdd = !(f.fma && f.avx2);
        if (f.amxBf16)
            c.amxBf16FlopsPerCycle = 1024.0;
        if (f.amxInt8)
            c.amxInt8OpsPerCycle = 2048.0;
    } else {
        c.name = "core without a table entry (bound from its ISA)";
        // SVE: pipes may be as wide as the vector length (Neoverse V1: 2 x 256 bits).
        c.fmaBits = c.loadBits = c.storeBits = f.sve ? std::max(128, f.sveVectorBytes * 8) : 128;
    }
    c.note = "upper bound: two FMA pipes and two loads per cycle at the widest vector width";
    return c;
}

} // namespace

CoreModel CoreModel::forCpu(const IsaFeatures &isa) {
    CoreModel c;
    if (isa.vendor == "GenuineIntel")
        c = intel(isa);
    else if (isa.vendor == "AuthenticAMD")
        c = amd(isa);
    else if (isa.arch == "aarch64")
        c = arm(isa);
    if (c.source != "table")
        return fromIsa(isa);
    // A table row never claims more than the ISA the OS lets us use: without FMA/AVX2 the
    // kernels are SSE2 (mul + add).
    if (isa.arch == "x86_64" && !(isa.fma && isa.avx2))
        c.separateMulAdd = true;
    if (isa.amxBf16 && c.amxBf16FlopsPerCycle == 0.0)
        c.amxBf16FlopsPerCycle = 1024.0;
    if (isa.amxInt8 && c.amxInt8OpsPerCycle == 0.0)
        c.amxInt8OpsPerCycle = 2048.0;
    if (!isa.amxBf16)
        c.amxBf16FlopsPerCycle = 0.0;
    if (!isa.amxInt8)
        c.amxInt8OpsPerCycle = 0.0;
    return c;
}

namespace {

std::string fixed(double v, int precision) {
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, precision);
    return std::string(buf, res.ptr);
}

std::string hex(int v) {
    char buf[16];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, 16);
    return "0x" + std::string(buf, res.ptr);
}

// How the CPU identifies itself to the table.
std::string identity(const IsaFeatures &isa) {
    if (isa.arch == "aarch64")
        return "MIDR implementer " + hex(isa.armImplementer) + " part " + hex(isa.armPart);
    return isa.vendor + " family " + std::to_string(isa.family) + " model "
           + std::to_string(isa.model) + " (" + hex(isa.model) + ")";
}

std::string joined(const std::vector<std::string> &v) {
    std::string out;
    for (const std::string &s : v)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::string pipesText(int pipes, int bits) {
    return std::to_string(pipes) + " x " + std::to_string(bits) + "-bit FMA "
           + (pipes == 1 ? "pipe" : "pipes");
}

} // namespace

CoreModel::PipeConfig CoreModel::pipeConfigFor(double bitsPerCycle, int kernelBits) {
    // A pipe wider than the loop cannot be seen by it: widths up to the loop's only.
    const int widest = std::clamp(kernelBits, 128, 512);
    PipeConfig best{4, widest};
    double bestRate = 0.0;
    for (int pipes : {1, 2, 4}) {
        for (int bits : {512, 256, 128}) {
            if (bits > widest)
                continue;
            const double rate = static_cast<double>(pipes) * bits;
            if (rate * kMeasurementNoise < bitsPerCycle)
                continue;
            if (bestRate == 0.0 || rate < bestRate) {
                best = {pipes, bits};
                bestRate = rate;
            }
        }
    }
    return best;
}

namespace {

// No row, or a row the core contradicts: the ISA bound, carrying what the row and the
// measurement said.
CoreModel isaModel(const IsaFeatures &isa, const CoreModel &table, const CoreModel &c,
                   const FmaThroughput &measured, bool haveRow) {
    CoreModel m = fromIsa(isa);
    m.tableRow = table.tableRow;
    m.impossible = table.impossible;
    m.contradictions = c.contradictions;
    m.measured = measured;
    m.tableFmaOps = c.tableFmaOps;
    if (haveRow) {
        // A wrong row never lowers a ceiling: ports are the larger of the row's and the ISA's.
        m.loadPorts = std::max(m.loadPorts, table.loadPorts);
        m.loadBits = std::max(m.loadBits, table.loadBits);
        m.storePorts = std::max(m.storePorts, table.storePorts);
        m.storeBits = std::max(m.storeBits, table.storeBits);
    }
    return m;
}

// The FMA pipes of the ISA model from the measured rate (source "measured"), rounded up to a
// pipe configuration; returns what the ceilings then use, in words (the ISA's bound when the
// rate was not measured).
std::string setMeasuredPipes(CoreModel &m, const IsaFeatures &isa, const CoreModel &table,
                             const FmaThroughput &measured, bool haveRow, bool haveMeasurement) {
    if (!haveMeasurement)
        return "the FMA rate was not measured, so the ceilings use the ISA's upper bound ("
               + pipesText(m.fmaPipes, m.fmaBits) + ", source \"isa\")";
    const double perLane =
        m.separateMulAdd ? std::min(measured.opsPerLane, 1.0) : measured.opsPerLane;
    const double bits = measured.opsPerCycle / perLane * measured.elementBits;
    const CoreModel::PipeConfig p = CoreModel::pipeConfigFor(bits, measured.kernelBits);
    m.fmaPipes = p.pipes;
    m.fmaBits = p.bits;
    m.source = "measured";
    const double ceiling =
        m.vectorOpsPerCycle(measured.kernelBits, measured.elementBits, measured.opsPerLane);
    m.name = pipesText(p.pipes, p.bits) + " (measured; "
             + (haveRow ? "CPUID's table row \"" + table.tableRow + "\" overruled)"
                        : "no table row for " + identity(isa) + ")");
    m.note = "FMA pipes from " + (measured.kernel.empty() ? "the FMA loop" : measured.kernel)
             + " at " + fixed(measured.opsPerCycle, 1) + " FLOP/cycle, rounded up to "
             + pipesText(p.pipes, p.bits) + " (" + fixed(ceiling, 0)
             + " FLOP/cycle); load/store ports" + (m.amxBf16FlopsPerCycle > 0.0 ? " and AMX" : "")
             + " are an upper bound from the ISA"
             + (bits > p.pipes * p.bits * CoreModel::kMeasurementNoise
                    ? "; the measured rate exceeds 4 pipes of the loop's width: the clock "
                      "it was divided by is off"
                    : "");
    return "the ceilings use the measured rate rounded up to " + pipesText(p.pipes, p.bits) + " ("
           + fixed(ceiling, 0) + " FLOP/cycle for this loop, source \"measured\")";
}

// Why the table's row was overruled: the features no core of the row has, an FMA rate above
// the row's, and who the CPU says it is.
std::string overruledWarning(const IsaFeatures &isa, const std::string &brand,
                             const CoreModel &table, const CoreModel &m,
                             const FmaThroughput &measured, bool above,
                             const std::string &ceilingText) {
    std::string why;
    if (!m.contradictions.empty())
        why = "reports " + joined(m.contradictions) + ", which no core of that row has";
    if (above)
        why += std::string(why.empty() ? "" : ", and ") + "its FMA loop ("
               + (measured.kernel.empty() ? std::string("fp64") : measured.kernel) + ") retires "
               + fixed(measured.opsPerCycle, 1) + " FLOP/cycle, "
               + fixed(100.0 * measured.opsPerCycle / m.tableFmaOps, 0) + " % of the row's "
               + fixed(m.tableFmaOps, 0) + " FLOP/cycle";
    std::string who;
    if (!brand.empty())
        who = "brand \"" + brand + "\"";
    if (isa.hypervisor)
        who += std::string(who.empty() ? "" : ", ") + "running under a hypervisor";
    return "the core table's row for " + identity(isa) + " is \"" + table.tableRow
           + "\", but this CPU " + why + (who.empty() ? "" : " (" + who + ")")
           + ": a virtual CPU model that is not the host's, or a newer core under an old "
             "model number; "
           + ceilingText + ", and the row is kept as a name only";
}

} // namespace

CoreModel CoreModel::resolve(const IsaFeatures &isa, const std::string &brand,
                             const FmaThroughput &measured) {
    const CoreModel table = forCpu(isa);
    CoreModel c = table;
    c.measured = measured;
    const bool haveRow = table.source == "table";
    const std::vector<std::string> present = isa.names();
    if (haveRow) {
        for (const std::string &x : table.impossible) {
            if (std::find(present.begin(), present.end(), x) != present.end())
                c.contradictions.push_back(x);
        }
    }
    const bool haveMeasurement =
        measured.opsPerCycle > 0.0 && measured.kernelBits > 0 && measured.elementBits > 0;
    if (haveRow && haveMeasurement)
        c.tableFmaOps =
            table.vectorOpsPerCycle(measured.kernelBits, measured.elementBits, measured.opsPerLane);
    const bool above =
        c.tableFmaOps > 0.0 && measured.opsPerCycle > c.tableFmaOps * kMeasurementNoise;
    if (haveRow && c.contradictions.empty() && !above)
        return c; // the row agrees with what the core reports and does
    // No row, or a row the core contradicts: the ISA bound, its FMA pipes measured.
    CoreModel m = isaModel(isa, table, c, measured, haveRow);
    const std::string ceilingText =
        setMeasuredPipes(m, isa, table, measured, haveRow, haveMeasurement);
    if (!haveRow)
        return m; // nothing to contradict: the measurement is the only source
    m.warning = overruledWarning(isa, brand, table, m, measured, above, ceilingText);
    return m;
}

const InstructionRate *CoreModel::rateFor(const std::string &kernelId) const {
    for (const InstructionRate &r : instructionRates) {
        if (r.kernelId == kernelId && r.ceilingOpsPerCycle > 0.0)
            return &r;
    }
    return nullptr;
}

InstructionRate CoreModel::instructionRate(const std::string &kernelId, const std::string &kernel,
                                           double measuredOpsPerCycle, int kernelBits,
                                           int elementBits, double opsPerLane, double published) {
    InstructionRate r;
    r.kernelId = kernelId;
    r.kernel = kernel;
    r.measuredOpsPerCycle = measuredOpsPerCycle;
    r.publishedOpsPerCycle = published;
    const std::string measured =
        kernel + " measured at " + fixed(measuredOpsPerCycle, 1) + " ops/cycle on one core";
    if (published > 0.0 && measuredOpsPerCycle <= published * kMeasurementNoise) {
        r.ceilingOpsPerCycle = published;
        r.source = "published";
        r.rule = "the published " + fixed(published, 0) + " ops/cycle"
                 + (measuredOpsPerCycle > 0.0 ? " (" + measured + ")" : std::string());
        return r;
    }
    if (!(measuredOpsPerCycle > 0.0))
        return r; // nothing known: no ceiling from this
    r.source = "measured";
    if (kernelBits > 0 && elementBits > 0 && opsPerLane > 0.0) {
        const PipeConfig p =
            pipeConfigFor(measuredOpsPerCycle / opsPerLane * elementBits, kernelBits);
        r.ceilingOpsPerCycle = p.pipes * static_cast<double>(p.bits) / elementBits * opsPerLane;
        r.rule = measured + ", rounded up to " + std::to_string(p.pipes * p.bits)
                 + " lane bits per cycle (whole 128/256/512-bit pipes: "
                 + fixed(r.ceilingOpsPerCycle, 0) + " ops/cycle)";
    } else {
        double c = 1.0;
        while (c * kMeasurementNoise < measuredOpsPerCycle)
            c *= 2.0;
        r.ceilingOpsPerCycle = c;
        r.rule = measured + ", above the published " + fixed(published, 0)
                 + ": rounded up to a power of two (" + fixed(c, 0) + " ops/cycle)";
    }
    return r;
}

double CoreModel::vectorOpsPerCycle(int kernelBits, int elementBits, double flopsPerLane) const {
    if (kernelBits <= 0 || elementBits <= 0)
        return 0.0;
    // A kernel wider than the pipe occupies it for kernelBits / fmaBits cycles: per cycle the
    // core retires pipes x min(kernel, pipe) bits of lanes.
    const int bits = std::min(kernelBits, fmaBits);
    const double lanes = static_cast<double>(bits) / elementBits;
    // SSE2 has no FMA: a multiply-add is two instructions, one FLOP per lane each.
    const double perLane = separateMulAdd ? std::min(flopsPerLane, 1.0) : flopsPerLane;
    return fmaPipes * lanes * perLane;
}

double CoreModel::loadBytesPerCycle(int kernelBits) const {
    return loadPorts * std::min(kernelBits, loadBits) / 8.0;
}

double CoreModel::storeBytesPerCycle(int kernelBits) const {
    return storePorts * std::min(kernelBits, storeBits) / 8.0;
}

double CoreModel::streamBytesPerCycle(int kernelBits, int loads, int stores) const {
    const double vectorBytes = kernelBits / 8.0;
    const double load = loadBytesPerCycle(kernelBits) / vectorBytes;   // vectors per cycle
    const double store = storeBytesPerCycle(kernelBits) / vectorBytes; // vectors per cycle
    double cycles = 0.0;
    if (loads > 0)
        cycles = std::max(cycles, loads / load);
    if (stores > 0)
        cycles = std::max(cycles, stores / store);
    return cycles > 0.0 ? (loads + stores) * vectorBytes / cycles : 0.0;
}

JsonValue CoreModel::toJson() const {
    JsonValue j = JsonValue::object();
    j.set("name", name);
    j.set("source", source);
    j.set("note", note);
    j.set("fma_pipes", fmaPipes);
    j.set("fma_bits", fmaBits);
    j.set("separate_mul_add", separateMulAdd);
    j.set("load_ports", loadPorts);
    j.set("load_bits", loadBits);
    j.set("store_ports", storePorts);
    j.set("store_bits", storeBits);
    j.set("l2_bytes_per_cycle", l2BytesPerCycle > 0.0 ? JsonValue(l2BytesPerCycle) : JsonValue());
    j.set("amx_bf16_flops_per_cycle", amxBf16FlopsPerCycle);
    j.set("amx_int8_ops_per_cycle", amxInt8OpsPerCycle);
    j.set("table_row", tableRow);
    j.set("contradictions", JsonValue::arrayOf(contradictions));
    j.set("measured_fma_kernel", measured.kernel);
    j.set("measured_fma_ops_per_cycle",
          measured.opsPerCycle > 0.0 ? JsonValue(measured.opsPerCycle) : JsonValue());
    j.set("table_fma_ops_per_cycle", tableFmaOps > 0.0 ? JsonValue(tableFmaOps) : JsonValue());
    j.set("warning", warning);
    JsonValue rates = JsonValue::array();
    for (const InstructionRate &r : instructionRates) {
        JsonValue o = JsonValue::object();
        o.set("kernel_id", r.kernelId);
        o.set("kernel", r.kernel);
        o.set("measured_ops_per_cycle",
              r.measuredOpsPerCycle > 0.0 ? JsonValue(r.measuredOpsPerCycle) : JsonValue());
        o.set("published_ops_per_cycle",
              r.publishedOpsPerCycle > 0.0 ? JsonValue(r.publishedOpsPerCycle) : JsonValue());
        o.set("ceiling_ops_per_cycle", r.ceilingOpsPerCycle);
        o.set("source", r.source);
        o.set("rule", r.rule);
        rates.append(std::move(o));
    }
    j.set("instruction_rates", std::move(rates));
    return j;
}

} // namespace roofline::probes
