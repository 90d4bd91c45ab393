// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace roofline::probes {

// What the CPU can execute *and* the OS lets a process use, read from CPUID and XCR0 on x86
// and from the auxiliary vector (HWCAP) on aarch64 — never from /proc/cpuinfo's spelling of
// flags (avx512_fp16 vs avx512fp16 tripped an earlier version). The kernels of the format
// ladder are chosen from this at run time (FormatLadder), so it is built from raw register
// values that tests can synthesise for CPUs this machine is not.
struct IsaFeatures {
    // Raw CPUID/XGETBV words (x86 only; zero elsewhere). Bit positions: Intel SDM Vol. 2A,
    // CPUID, Table 3-8 and "Structured Extended Feature Flags Enumeration Leaf".
    struct X86Registers {
        std::uint32_t maxLeaf = 0;
        std::uint32_t leaf1Eax = 0, leaf1Ecx = 0, leaf1Edx = 0;
        std::uint32_t leaf7Ebx = 0, leaf7Ecx = 0, leaf7Edx = 0; // leaf 7, subleaf 0
        std::uint32_t leaf7s1Eax = 0;                           // leaf 7, subleaf 1
        std::uint64_t xcr0 = 0;                                 // XGETBV(0), when OSXSAVE
        std::string vendor;                                     // "GenuineIntel", "AuthenticAMD"
    };
    // aarch64 getauxval(AT_HWCAP) / (AT_HWCAP2) words (Linux arch/arm64 uapi hwcap.h).
    struct ArmHwcaps {
        std::uint64_t hwcap = 0;
        std::uint64_t hwcap2 = 0;
        std::uint64_t midr = 0; // MIDR_EL1 from sysfs: implementer [31:24], part [15:4]
    };

    std::string arch; // x86_64 | aarch64 | other
    std::string vendor;
    int family = 0; // x86: display family (base + extended)
    int model = 0;  // x86: display model (base + extended << 4 where the SDM says so)
    int stepping = 0;
    bool hypervisor = false; // x86: CPUID.1:ECX[31], set by hypervisors for their guests
    int armImplementer = 0;  // aarch64: MIDR implementer (0x41 = Arm Ltd)
    int armPart = 0;         // aarch64: MIDR part number (0xd4f = Neoverse V2)

    // x86 (each: the CPU has it and XCR0 enables the register state it needs).
    bool sse2 = false, avx = false, avx2 = false, fma = false;
    bool avx512f = false, avx512bw = false, avx512vl = false;
    bool avx512fp16 = false, avx512bf16 = false, avx512vnni = false, avxvnni = false;
    bool amxTile = false, amxBf16 = false, amxInt8 = false;
    // The CPU reports the extension but the OS has not enabled its state in XCR0 (AVX-512
    // state bits 5-7; AMX tile bits 17-18): a reported state, never a silent "no".
    std::vector<std::string> disabledByOs;

    // aarch64.
    bool neon = false, asimdhp = false, asimddp = false, bf16 = false, i8mm = false;
    bool sve = false, svebf16 = false, svei8mm = false;
    int sveVectorBytes = 0; // prctl(PR_SVE_GET_VL): read without executing an SVE instruction
    // Why this CPU is taken to be emulated ("" = native): timing under an emulator measures the
    // emulator, so such figures are marked "emulated" and never read as the hardware's.
    std::string emulation;

    // The host's features (CPUID/XGETBV or getauxval).
    static IsaFeatures detect();
    static IsaFeatures fromX86(const X86Registers &r);
    static IsaFeatures fromArm(const ArmHwcaps &caps);
    // The evidence of emulation in /proc/cpuinfo's text for a process of `arch` ("" = none):
    // qemu-user shows an aarch64 process the x86 host's cpuinfo (vendor_id, cpu family, flags).
    static std::string emulationEvidence(const std::string &arch, const std::string &cpuinfo);

    // Names of the extensions present, in /proc/cpuinfo spelling where one exists (for the
    // device's provenance and for cross-checking what the kernel lists).
    std::vector<std::string> names() const;
    // Where /proc/cpuinfo's flags and CPUID disagree about an extension the ladder uses
    // (e.g. a kernel that masks AVX-512): one line each, empty when they agree.
    std::vector<std::string> crossCheck(const std::vector<std::string> &procFlags) const;
};

} // namespace roofline::probes
