// SPDX-License-Identifier: MIT
#include "probes/cpu/CoreModel.h"

#include <algorithm>
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
    return c;
}

CoreModel intel(const IsaFeatures &f) {
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
    if (in(m, {0x55, 0x6A, 0x6C}))
        return row("Intel Skylake-SP/Cascade Lake/Ice Lake-SP", 2, 512, 2, 512, 1, 512, 64.0,
                   "some Xeon Silver/Bronze parts have one 512-bit FMA unit: half the FMA bound");
    if (in(m, {0x7D, 0x7E, 0x8C, 0x8D, 0xA7}))
        return row("Intel Ice Lake/Tiger Lake/Rocket Lake client", 2, 256, 2, 512, 1, 512, 64.0,
                   "one 512-bit FMA unit (ports 0+1 fused): AVX-512 FMA as fast as AVX2");
    if (in(m, {0x97, 0x9A, 0xB7, 0xBA, 0xBF, 0xAA, 0xAC, 0xC5, 0xC6, 0xBD}))
        return row("Intel hybrid client (Golden Cove class P-core)", 2, 256, 3, 256, 2, 256, 64.0,
                   "hybrid: E-cores have 128-bit FMA pipes; a thread on an E-core sees half");
    if (in(m, {0x4E, 0x5E, 0x8E, 0x9E, 0xA5, 0xA6}))
        return row("Intel Skylake client (Kaby/Coffee/Comet Lake)", 2, 256, 2, 256, 1, 256, 64.0);
    if (in(m, {0x3C, 0x3F, 0x45, 0x46, 0x3D, 0x47, 0x4F, 0x56}))
        return row("Intel Haswell/Broadwell", 2, 256, 2, 256, 1, 256, 64.0);
    return {};
}

CoreModel amd(const IsaFeatures &f) {
    const int m = f.model;
    switch (f.family) {
    case 0x17:
        if (m < 0x30)
            return row("AMD Zen / Zen+", 2, 128, 2, 128, 1, 128, 32.0,
                       "256-bit instructions split into two 128-bit operations");
        return row("AMD Zen 2", 2, 256, 2, 256, 1, 256, 32.0);
    case 0x19:
        // Zen 4 is the family-19h core with AVX-512 (double-pumped on 256-bit pipes).
        if (f.avx512f)
            return row("AMD Zen 4", 2, 256, 2, 256, 1, 256, 32.0,
                       "AVX-512 runs on 256-bit pipes: as many FLOP per cycle as AVX2");
        return row("AMD Zen 3", 2, 256, 2, 256, 1, 256, 32.0);
    case 0x1A:
        // Mobile Zen 5 (Strix/Krackan Point) keeps a 256-bit data path; server and desktop
        // Zen 5 execute AVX-512 natively. The model ranges come from public reports.
        if ((m >= 0x20 && m <= 0x2F) || (m >= 0x60 && m <= 0x6F))
            return row("AMD Zen 5 (mobile, 256-bit data path)", 2, 256, 2, 256, 1, 256, 64.0,
                       "model range taken as mobile from public reports (unverified)");
        return row("AMD Zen 5", 2, 512, 2, 512, 1, 512, 64.0);
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
        c.fmaBits = c.loadBits = c.storeBits = 128;
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
    return j;
}

} // namespace roofline::probes
