// SPDX-License-Identifier: MIT
#include "probes/cpu/IsaFeatures.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#if defined(__x86_64__)
#include <cpuid.h>
#endif
#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#include <sys/prctl.h>
#endif

namespace roofline::probes {

namespace {

bool bit(std::uint64_t word, int b) {
    return (word >> b) & 1u;
}

// XCR0 state components (Intel SDM Vol. 1, 13.1): what the OS saves and restores for us.
constexpr int kXcr0Sse = 1, kXcr0Avx = 2, kXcr0Opmask = 5, kXcr0ZmmHi256 = 6, kXcr0Hi16Zmm = 7;
constexpr int kXcr0TileCfg = 17, kXcr0TileData = 18;

// aarch64 hwcaps (Linux arch/arm64/include/uapi/asm/hwcap.h).
constexpr int kHwcapAsimd = 1, kHwcapAsimdHp = 10, kHwcapAsimdDp = 20, kHwcapSve = 22;
constexpr int kHwcap2SveI8mm = 9, kHwcap2SveBf16 = 12, kHwcap2I8mm = 13, kHwcap2Bf16 = 14;

} // namespace

IsaFeatures IsaFeatures::fromX86(const X86Registers &r) {
    IsaFeatures f;
    f.arch = "x86_64";
    f.vendor = r.vendor;
    const std::uint32_t eax = r.leaf1Eax;
    const int baseFamily = static_cast<int>((eax >> 8) & 0xf);
    const int baseModel = static_cast<int>((eax >> 4) & 0xf);
    f.family = baseFamily == 0xf ? baseFamily + static_cast<int>((eax >> 20) & 0xff) : baseFamily;
    f.model = (baseFamily == 0x6 || baseFamily == 0xf)
                  ? baseModel + (static_cast<int>((eax >> 16) & 0xf) << 4)
                  : baseModel;
    f.stepping = static_cast<int>(eax & 0xf);
    f.hypervisor = bit(r.leaf1Ecx, 31);

    const bool osxsave = bit(r.leaf1Ecx, 27);
    const std::uint64_t x = osxsave ? r.xcr0 : 0;
    const bool osAvx = bit(x, kXcr0Sse) && bit(x, kXcr0Avx);
    const bool osAvx512 =
        osAvx && bit(x, kXcr0Opmask) && bit(x, kXcr0ZmmHi256) && bit(x, kXcr0Hi16Zmm);
    const bool osAmx = bit(x, kXcr0TileCfg) && bit(x, kXcr0TileData);
    const bool has7 = r.maxLeaf >= 7;
    const auto l7b = [&](int b) { return has7 && bit(r.leaf7Ebx, b); };
    const auto l7c = [&](int b) { return has7 && bit(r.leaf7Ecx, b); };
    const auto l7d = [&](int b) { return has7 && bit(r.leaf7Edx, b); };
    const auto l71a = [&](int b) { return has7 && bit(r.leaf7s1Eax, b); };

    f.sse2 = bit(r.leaf1Edx, 26);
    const bool cpuAvx = bit(r.leaf1Ecx, 28);
    const bool cpuFma = bit(r.leaf1Ecx, 12);
    const bool cpuAvx2 = l7b(5);
    const bool cpuAvx512f = l7b(16), cpuAvx512bw = l7b(30), cpuAvx512vl = l7b(31);
    const bool cpuAvx512Vnni = l7c(11);
    const bool cpuAmxBf16 = l7d(22), cpuAvx512Fp16 = l7d(23), cpuAmxTile = l7d(24),
               cpuAmxInt8 = l7d(25);
    const bool cpuAvxVnni = l71a(4), cpuAvx512Bf16 = l71a(5);

    f.avx = cpuAvx && osAvx;
    f.fma = cpuFma && osAvx;
    f.avx2 = cpuAvx2 && osAvx;
    f.avxvnni = cpuAvxVnni && osAvx;
    f.avx512f = cpuAvx512f && osAvx512;
    f.avx512bw = cpuAvx512bw && osAvx512;
    f.avx512vl = cpuAvx512vl && osAvx512;
    f.avx512vnni = cpuAvx512Vnni && f.avx512f;
    f.avx512bf16 = cpuAvx512Bf16 && f.avx512f;
    f.avx512fp16 = cpuAvx512Fp16 && f.avx512f;
    f.amxTile = cpuAmxTile && osAmx;
    f.amxBf16 = cpuAmxBf16 && f.amxTile;
    f.amxInt8 = cpuAmxInt8 && f.amxTile;

    if ((cpuAvx || cpuAvx2) && !osAvx)
        f.disabledByOs.emplace_back("AVX/AVX2 (XCR0 lacks the YMM state)");
    if (cpuAvx512f && !osAvx512)
        f.disabledByOs.emplace_back("AVX-512 (XCR0 lacks the opmask/ZMM state)");
    if (cpuAmxTile && !osAmx)
        f.disabledByOs.emplace_back("AMX (XCR0 lacks the tile state: kernel older than 5.16?)");
    return f;
}

IsaFeatures IsaFeatures::fromArm(const ArmHwcaps &caps) {
    IsaFeatures f;
    f.arch = "aarch64";
    f.armImplementer = static_cast<int>((caps.midr >> 24) & 0xff);
    f.armPart = static_cast<int>((caps.midr >> 4) & 0xfff);
    f.neon = bit(caps.hwcap, kHwcapAsimd);
    f.asimdhp = f.neon && bit(caps.hwcap, kHwcapAsimdHp);
    f.asimddp = f.neon && bit(caps.hwcap, kHwcapAsimdDp);
    f.sve = bit(caps.hwcap, kHwcapSve);
    f.bf16 = f.neon && bit(caps.hwcap2, kHwcap2Bf16);
    f.i8mm = f.neon && bit(caps.hwcap2, kHwcap2I8mm);
    f.svebf16 = f.sve && bit(caps.hwcap2, kHwcap2SveBf16);
    f.svei8mm = f.sve && bit(caps.hwcap2, kHwcap2SveI8mm);
    return f;
}

IsaFeatures IsaFeatures::detect() {
#if defined(__x86_64__)
    X86Registers r;
    unsigned a = 0, b = 0, c = 0, d = 0;
    __cpuid(0, a, b, c, d);
    r.maxLeaf = a;
    char vendor[13] = {};
    std::memcpy(vendor, &b, 4);
    std::memcpy(vendor + 4, &d, 4);
    std::memcpy(vendor + 8, &c, 4);
    r.vendor = vendor;
    __cpuid(1, a, b, c, d);
    r.leaf1Eax = a;
    r.leaf1Ecx = c;
    r.leaf1Edx = d;
    if (r.maxLeaf >= 7) {
        __cpuid_count(7, 0, a, b, c, d);
        r.leaf7Ebx = b;
        r.leaf7Ecx = c;
        r.leaf7Edx = d;
        __cpuid_count(7, 1, a, b, c, d);
        r.leaf7s1Eax = a;
    }
    if (bit(r.leaf1Ecx, 27)) {
        // XGETBV with ECX = 0, as bytes: no -mxsave needed for this file.
        std::uint32_t lo = 0, hi = 0;
        asm volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0));
        r.xcr0 = (static_cast<std::uint64_t>(hi) << 32) | lo;
    }
    return fromX86(r);
#elif defined(__aarch64__) && defined(__linux__)
    std::uint64_t midr = 0;
    if (FILE *f = std::fopen("/sys/devices/system/cpu/cpu0/regs/identification/midr_el1", "r")) {
        unsigned long long v = 0;
        if (std::fscanf(f, "%llx", &v) == 1)
            midr = v;
        std::fclose(f);
    }
    IsaFeatures f = fromArm({getauxval(AT_HWCAP), getauxval(AT_HWCAP2), midr});
    if (f.sve) {
        constexpr int kPrSveGetVl = 51, kPrSveVlLenMask = 0xffff; // uapi linux/prctl.h
        const int vl = prctl(kPrSveGetVl, 0, 0, 0, 0);
        f.sveVectorBytes = vl > 0 ? (vl & kPrSveVlLenMask) : 0;
    }
    std::string cpuinfo;
    if (FILE *in = std::fopen("/proc/cpuinfo", "r")) {
        char buf[4096];
        std::size_t got = 0;
        while ((got = std::fread(buf, 1, sizeof buf, in)) > 0 && cpuinfo.size() < (1u << 20))
            cpuinfo.append(buf, got);
        std::fclose(in);
    }
    f.emulation = emulationEvidence(f.arch, cpuinfo);
    return f;
#else
    IsaFeatures f;
    f.arch = "other";
    return f;
#endif
}

std::string IsaFeatures::emulationEvidence(const std::string &arch, const std::string &cpuinfo) {
    if (arch != "aarch64")
        return {};
    // qemu-user passes the host's /proc/cpuinfo through: x86 keys under an aarch64 process.
    for (const char *key : {"\nvendor_id", "\ncpu family", "\nflags"}) {
        if (("\n" + cpuinfo).find(std::string(key) + "\t") != std::string::npos
            || ("\n" + cpuinfo).find(std::string(key) + " ") != std::string::npos)
            return "user-mode emulation (qemu-user): an aarch64 process whose /proc/cpuinfo "
                   "describes an x86 host";
    }
    return {};
}

std::vector<std::string> IsaFeatures::names() const {
    std::vector<std::string> out;
    const std::pair<bool, const char *> all[] = {{sse2, "sse2"},
                                                 {avx, "avx"},
                                                 {avx2, "avx2"},
                                                 {fma, "fma"},
                                                 {avx512f, "avx512f"},
                                                 {avx512bw, "avx512bw"},
                                                 {avx512vl, "avx512vl"},
                                                 {avx512vnni, "avx512_vnni"},
                                                 {avxvnni, "avx_vnni"},
                                                 {avx512bf16, "avx512_bf16"},
                                                 {avx512fp16, "avx512_fp16"},
                                                 {amxTile, "amx_tile"},
                                                 {amxBf16, "amx_bf16"},
                                                 {amxInt8, "amx_int8"},
                                                 {neon, "asimd"},
                                                 {asimdhp, "asimdhp"},
                                                 {asimddp, "asimddp"},
                                                 {bf16, "bf16"},
                                                 {i8mm, "i8mm"},
                                                 {sve, "sve"},
                                                 {svebf16, "svebf16"},
                                                 {svei8mm, "svei8mm"}};
    for (const auto &[present, name] : all) {
        if (present)
            out.emplace_back(name);
    }
    return out;
}

std::vector<std::string> IsaFeatures::crossCheck(const std::vector<std::string> &procFlags) const {
    std::vector<std::string> out;
    if (arch != "x86_64" || procFlags.empty())
        return out;
    const auto listed = [&](const char *flag) {
        return std::find(procFlags.begin(), procFlags.end(), flag) != procFlags.end();
    };
    // The kernel's spelling (arch/x86/include/asm/cpufeatures.h); AVX-512 extensions carry an
    // underscore where the SDM has none (avx512_fp16, avx512_bf16, avx512_vnni).
    const std::pair<bool, const char *> used[] = {{avx2, "avx2"},
                                                  {fma, "fma"},
                                                  {avx512f, "avx512f"},
                                                  {avx512bw, "avx512bw"},
                                                  {avx512vnni, "avx512_vnni"},
                                                  {avxvnni, "avx_vnni"},
                                                  {avx512bf16, "avx512_bf16"},
                                                  {avx512fp16, "avx512_fp16"},
                                                  {amxTile, "amx_tile"},
                                                  {amxBf16, "amx_bf16"},
                                                  {amxInt8, "amx_int8"}};
    for (const auto &[present, flag] : used) {
        if (present != listed(flag))
            out.push_back(std::string(flag) + ": CPUID/XCR0 say "
                          + (present ? "usable" : "not usable") + ", /proc/cpuinfo "
                          + (listed(flag) ? "lists it" : "does not list it")
                          + " (the kernels follow CPUID)");
    }
    return out;
}

} // namespace roofline::probes
