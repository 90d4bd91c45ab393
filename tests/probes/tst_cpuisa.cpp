// SPDX-License-Identifier: MIT
// The format ladder's decisions for CPUs this machine is not (synthetic CPUID/XCR0/HWCAP
// words), the per-core ceilings, the AMX tile configuration, and every format kernel's
// operation count — checked by running each kernel the host can execute and comparing its
// exact result with the count it is credited for.
#include "probes/cpu/AmxSupport.h"
#include "probes/cpu/CoreModel.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/cpu/FormatLadder.h"
#include "probes/cpu/IsaFeatures.h"

#include <QTest>
#include <algorithm>

using namespace roofline::probes;

namespace {

using R = IsaFeatures::X86Registers;

constexpr std::uint64_t kXcr0Avx512 = 0xe7; // x87, SSE, AVX, opmask, ZMM_Hi256, Hi16_ZMM
constexpr std::uint64_t kXcr0Amx = 0x600e7; // + XTILECFG, XTILEDATA
constexpr std::uint64_t kXcr0AvxOnly = 0x7; // x87, SSE, AVX
constexpr std::uint32_t kLeaf1Ecx = (1u << 12) | (1u << 27) | (1u << 28); // FMA, OSXSAVE, AVX
constexpr std::uint32_t kLeaf1Edx = 1u << 26;                             // SSE2
constexpr std::uint32_t kAvx2 = 1u << 5, kAvx512f = 1u << 16, kAvx512bw = 1u << 30,
                        kAvx512vl = 1u << 31;

// Sapphire Rapids: family 6 model 0x8F, everything the ladder knows.
R sapphireRapids(std::uint64_t xcr0 = kXcr0Amx) {
    R r;
    r.vendor = "GenuineIntel";
    r.maxLeaf = 0x20;
    r.leaf1Eax = 0x000806F8;
    r.leaf1Ecx = kLeaf1Ecx;
    r.leaf1Edx = kLeaf1Edx;
    r.leaf7Ebx = kAvx2 | kAvx512f | kAvx512bw | kAvx512vl;
    r.leaf7Ecx = 1u << 11;                                          // AVX512_VNNI
    r.leaf7Edx = (1u << 22) | (1u << 23) | (1u << 24) | (1u << 25); // AMX-BF16, FP16, TILE, INT8
    r.leaf7s1Eax = (1u << 4) | (1u << 5);                           // AVX-VNNI, AVX512_BF16
    r.xcr0 = xcr0;
    return r;
}

// This project's Zen 5 VM: AVX-512 with BF16 and VNNI, no FP16, no AMX.
R zen5() {
    R r;
    r.vendor = "AuthenticAMD";
    r.maxLeaf = 0x10;
    r.leaf1Eax = 0x00B00F21; // family 0xF + 0xB = 0x1A, model 2, stepping 1
    r.leaf1Ecx = kLeaf1Ecx;
    r.leaf1Edx = kLeaf1Edx;
    r.leaf7Ebx = kAvx2 | kAvx512f | kAvx512bw | kAvx512vl;
    r.leaf7Ecx = 1u << 11;
    r.leaf7s1Eax = (1u << 4) | (1u << 5);
    r.xcr0 = kXcr0Avx512;
    return r;
}

// The Zen 3 VM the engine was first tuned on: AVX2 + FMA only.
R zen3() {
    R r;
    r.vendor = "AuthenticAMD";
    r.maxLeaf = 0x10;
    r.leaf1Eax = 0x00A00F11; // family 0x19, model 1
    r.leaf1Ecx = kLeaf1Ecx;
    r.leaf1Edx = kLeaf1Edx;
    r.leaf7Ebx = kAvx2;
    r.xcr0 = kXcr0AvxOnly;
    return r;
}

// An Alder Lake P-core: AVX2 and AVX-VNNI, no AVX-512.
R alderLake() {
    R r = zen3();
    r.vendor = "GenuineIntel";
    r.leaf1Eax = 0x00090672; // family 6, model 0x97
    r.leaf7s1Eax = 1u << 4;
    return r;
}

const FormatChoice *find(const std::vector<FormatChoice> &v, const char *format,
                         const char *family) {
    for (const FormatChoice &c : v) {
        if (c.format == format && c.family == family)
            return &c;
    }
    return nullptr;
}

FormatLadder::AmxState granted() {
    return {true, true, "granted"};
}

} // namespace

class TestCpuIsa : public QObject {
    Q_OBJECT
private slots:
    void identityDecoding_data() {
        QTest::addColumn<quint32>("eax");
        QTest::addColumn<int>("family");
        QTest::addColumn<int>("model");
        QTest::addColumn<int>("stepping");
        QTest::newRow("Sapphire Rapids") << quint32(0x000806F8) << 6 << 0x8F << 8;
        QTest::newRow("Zen 5 Turin") << quint32(0x00B00F21) << 0x1A << 2 << 1;
        QTest::newRow("Zen 3 Milan") << quint32(0x00A00F11) << 0x19 << 1 << 1;
        QTest::newRow("Zen 4 Genoa") << quint32(0x00A10F11) << 0x19 << 0x11 << 1;
        QTest::newRow("Skylake-SP") << quint32(0x00050654) << 6 << 0x55 << 4;
    }
    void identityDecoding() {
        QFETCH(quint32, eax);
        QFETCH(int, family);
        QFETCH(int, model);
        QFETCH(int, stepping);
        R r = zen3();
        r.leaf1Eax = eax;
        const IsaFeatures f = IsaFeatures::fromX86(r);
        QCOMPARE(f.family, family);
        QCOMPARE(f.model, model);
        QCOMPARE(f.stepping, stepping);
    }

    void x86Features() {
        const IsaFeatures spr = IsaFeatures::fromX86(sapphireRapids());
        QVERIFY(spr.avx512f && spr.avx512bw && spr.avx512fp16 && spr.avx512bf16);
        QVERIFY(spr.avx512vnni && spr.avxvnni && spr.amxTile && spr.amxBf16 && spr.amxInt8);
        QVERIFY(spr.disabledByOs.empty());
        const IsaFeatures z5 = IsaFeatures::fromX86(zen5());
        QVERIFY(z5.avx512f && z5.avx512bf16 && z5.avx512vnni && !z5.avx512fp16 && !z5.amxTile);
        const IsaFeatures z3 = IsaFeatures::fromX86(zen3());
        QVERIFY(z3.avx2 && z3.fma && !z3.avx512f && !z3.avx512bf16);
        // The CPU has AVX-512 and AMX, but the OS enables only the AVX state: neither is usable,
        // and both are named as disabled by the OS rather than absent.
        const IsaFeatures masked = IsaFeatures::fromX86(sapphireRapids(kXcr0AvxOnly));
        QVERIFY(masked.avx2 && !masked.avx512f && !masked.avx512fp16 && !masked.amxTile);
        QCOMPARE(masked.disabledByOs.size(), std::size_t(2));
        // No OSXSAVE: XCR0 is not even read, so nothing beyond SSE2 is usable.
        R noXsave = zen5();
        noXsave.leaf1Ecx &= ~(1u << 27);
        const IsaFeatures none = IsaFeatures::fromX86(noXsave);
        QVERIFY(none.sse2 && !none.avx && !none.avx2 && !none.avx512f);
        // AMX without the tile state in XCR0 (a kernel before 5.16).
        const IsaFeatures noTiles = IsaFeatures::fromX86(sapphireRapids(kXcr0Avx512));
        QVERIFY(noTiles.avx512fp16 && !noTiles.amxTile && !noTiles.amxBf16);
        QCOMPARE(noTiles.disabledByOs.size(), std::size_t(1));
    }

    void procFlagCrossCheck() {
        const IsaFeatures spr = IsaFeatures::fromX86(sapphireRapids());
        // The kernel's spellings carry underscores: they must match, not be "missing".
        const std::vector<std::string> flags = {
            "avx2",        "fma",         "avx512f",  "avx512bw", "avx512_vnni", "avx_vnni",
            "avx512_bf16", "avx512_fp16", "amx_tile", "amx_bf16", "amx_int8"};
        QVERIFY(spr.crossCheck(flags).empty());
        std::vector<std::string> masked = flags;
        masked.erase(std::find(masked.begin(), masked.end(), "avx512_fp16"));
        const auto lines = spr.crossCheck(masked);
        QCOMPARE(lines.size(), std::size_t(1));
        QVERIFY(lines[0].find("avx512_fp16") != std::string::npos);
        // The old spelling is not the kernel's: "avx512fp16" does not satisfy the check.
        masked.emplace_back("avx512fp16");
        QCOMPARE(spr.crossCheck(masked).size(), std::size_t(1));
    }

    void armFeatures() {
        // Neoverse V2-like: ASIMD, FP16, DotProd, SVE; HWCAP2 BF16, I8MM, SVEBF16, SVEI8MM.
        const IsaFeatures::ArmHwcaps caps{(1ull << 1) | (1ull << 10) | (1ull << 20) | (1ull << 22),
                                          (1ull << 9) | (1ull << 12) | (1ull << 13) | (1ull << 14),
                                          0x410FD4F0ull};
        const IsaFeatures f = IsaFeatures::fromArm(caps);
        QVERIFY(f.neon && f.asimdhp && f.asimddp && f.sve && f.bf16 && f.i8mm && f.svebf16);
        QCOMPARE(f.armImplementer, 0x41);
        QCOMPARE(f.armPart, 0xd4f);
        const IsaFeatures bare = IsaFeatures::fromArm({1ull << 1, 0, 0});
        QVERIFY(bare.neon && !bare.asimdhp && !bare.asimddp && !bare.sve && !bare.bf16);
    }

    void ladderSapphireRapids() {
        const IsaFeatures f = IsaFeatures::fromX86(sapphireRapids());
        const auto v = FormatLadder::choose(f, granted());
        QCOMPARE(find(v, "fp64", "vector")->kernelId, std::string("x86.avx512.fp64"));
        QCOMPARE(find(v, "fp16", "vector")->kernelId, std::string("x86.avx512fp16.fma"));
        QCOMPARE(find(v, "bf16", "vector")->kernelId, std::string("x86.avx512bf16.dot"));
        QCOMPARE(find(v, "int8", "vector")->kernelId, std::string("x86.avx512vnni.dot"));
        QCOMPARE(find(v, "bf16", "matrix")->kernelId, std::string("x86.amx.bf16"));
        QCOMPARE(find(v, "int8", "matrix")->kernelId, std::string("x86.amx.int8"));
        // Linux refused the tile state: a reported state naming the reason, not a number.
        const auto refused = FormatLadder::choose(f, {true, false, "refused: EINVAL"});
        const FormatChoice *c = find(refused, "bf16", "matrix");
        QCOMPARE(c->status, FormatChoice::Status::Refused);
        QVERIFY(c->kernelId.empty());
        QVERIFY(FormatLadder::describe(*c).find("EINVAL") != std::string::npos);
    }

    void ladderOtherCpus() {
        const auto z5 = FormatLadder::choose(IsaFeatures::fromX86(zen5()), {});
        QCOMPARE(find(z5, "fp16", "vector")->status, FormatChoice::Status::NotSupported);
        QVERIFY(FormatLadder::describe(*find(z5, "fp16", "vector")).find("no AVX512-FP16")
                != std::string::npos);
        QCOMPARE(find(z5, "bf16", "vector")->kernelId, std::string("x86.avx512bf16.dot"));
        QCOMPARE(find(z5, "int8", "vector")->kernelId, std::string("x86.avx512vnni.dot"));
        QVERIFY(FormatLadder::describe(*find(z5, "bf16", "matrix")).find("no AMX-BF16")
                != std::string::npos);
        const auto z3 = FormatLadder::choose(IsaFeatures::fromX86(zen3()), {});
        QCOMPARE(find(z3, "fp64", "vector")->kernelId, std::string("x86.avx2.fp64"));
        QCOMPARE(find(z3, "int8", "vector")->kernelId, std::string("x86.avx2.int8"));
        QCOMPARE(find(z3, "bf16", "vector")->status, FormatChoice::Status::NotSupported);
        const auto adl = FormatLadder::choose(IsaFeatures::fromX86(alderLake()), {});
        QCOMPARE(find(adl, "int8", "vector")->kernelId, std::string("x86.avxvnni.dot"));
        // The masked-AVX-512 Sapphire Rapids falls back to AVX2 and says why fp16 is missing.
        const auto masked =
            FormatLadder::choose(IsaFeatures::fromX86(sapphireRapids(kXcr0AvxOnly)), granted());
        QCOMPARE(find(masked, "fp64", "vector")->kernelId, std::string("x86.avx2.fp64"));
        QVERIFY(find(masked, "fp16", "vector")->reason.find("XCR0") != std::string::npos);
        R sse2 = zen3();
        sse2.leaf1Ecx = 0;
        sse2.leaf7Ebx = 0;
        const auto old = FormatLadder::choose(IsaFeatures::fromX86(sse2), {});
        QCOMPARE(find(old, "fp64", "vector")->kernelId, std::string("x86.sse2.fp64"));
        QCOMPARE(find(old, "int8", "vector")->status, FormatChoice::Status::NotSupported);
        // aarch64: SVE before NEON, NEON where SVE is absent, "no FEAT_..." where neither.
        const IsaFeatures::ArmHwcaps v2{(1ull << 1) | (1ull << 10) | (1ull << 20) | (1ull << 22),
                                        (1ull << 12) | (1ull << 14), 0};
        const auto arm = FormatLadder::choose(IsaFeatures::fromArm(v2), {});
        QCOMPARE(find(arm, "fp16", "vector")->kernelId, std::string("arm.sve.fp16"));
        QCOMPARE(find(arm, "bf16", "vector")->kernelId, std::string("arm.sve.bf16"));
        const auto n1 = FormatLadder::choose(
            IsaFeatures::fromArm({(1ull << 1) | (1ull << 10) | (1ull << 20), 0, 0}), {});
        QCOMPARE(find(n1, "fp16", "vector")->kernelId, std::string("arm.neon.fp16"));
        QCOMPARE(find(n1, "int8", "vector")->kernelId, std::string("arm.neon.int8"));
        QVERIFY(find(n1, "bf16", "vector")->reason.find("FEAT_BF16") != std::string::npos);
    }

    void everyChoiceIsRunnable() {
        // What choose() picks must be what canRun() allows, and (for this build's architecture)
        // a kernel compiled into the engine.
        const std::vector<IsaFeatures> cpus = {
            IsaFeatures::fromX86(sapphireRapids()),
            IsaFeatures::fromX86(zen5()),
            IsaFeatures::fromX86(zen3()),
            IsaFeatures::fromX86(alderLake()),
            IsaFeatures::fromX86(sapphireRapids(kXcr0AvxOnly)),
            IsaFeatures::fromArm({(1ull << 1) | (1ull << 22), 1ull << 12, 0})};
        for (const IsaFeatures &f : cpus) {
            for (const FormatChoice &c : FormatLadder::choose(f, granted())) {
                if (c.status != FormatChoice::Status::Run)
                    continue;
                QVERIFY2(FormatLadder::canRun(c.kernelId, f, granted()), c.kernelId.c_str());
#if defined(__x86_64__)
                if (f.arch == "x86_64")
                    QVERIFY2(findFormatKernel(c.kernelId), c.kernelId.c_str());
#endif
            }
        }
    }

    void coreModels() {
        const IsaFeatures spr = IsaFeatures::fromX86(sapphireRapids());
        const CoreModel s = CoreModel::forCpu(spr);
        QCOMPARE(s.source, std::string("table"));
        QCOMPARE(s.vectorOpsPerCycle(512, 64, 2), 32.0);  // 2 FMA pipes x 8 lanes x 2
        QCOMPARE(s.vectorOpsPerCycle(512, 16, 2), 128.0); // vfmadd231ph
        QCOMPARE(s.vectorOpsPerCycle(512, 32, 8), 256.0); // vpdpbusd zmm upper bound
        QCOMPARE(s.amxBf16FlopsPerCycle, 1024.0);
        QCOMPARE(s.amxInt8OpsPerCycle, 2048.0);
        QCOMPARE(s.loadBytesPerCycle(512), 128.0);
        // Zen 4: AVX-512 on 256-bit pipes: AVX-512 FMA is no faster than AVX2.
        R z4 = zen5();
        z4.leaf1Eax = 0x00A10F11;
        const CoreModel zen4 = CoreModel::forCpu(IsaFeatures::fromX86(z4));
        QVERIFY(zen4.name.find("Zen 4") != std::string::npos);
        QCOMPARE(zen4.vectorOpsPerCycle(512, 64, 2), 16.0);
        QCOMPARE(zen4.loadBytesPerCycle(512), 64.0);
        const CoreModel zen5m = CoreModel::forCpu(IsaFeatures::fromX86(zen5()));
        QCOMPARE(zen5m.vectorOpsPerCycle(512, 64, 2), 32.0);
        QCOMPARE(zen5m.loadBytesPerCycle(512), 128.0);
        QCOMPARE(zen5m.l2BytesPerCycle, 64.0);
        QCOMPARE(zen5m.amxBf16FlopsPerCycle, 0.0);
        const CoreModel zen3m = CoreModel::forCpu(IsaFeatures::fromX86(zen3()));
        QCOMPARE(zen3m.vectorOpsPerCycle(256, 64, 2), 16.0);
        QCOMPARE(zen3m.loadBytesPerCycle(256), 64.0);
        // copy: 1 load + 1 store per vector; one store port bounds it to 2 x 32 B per cycle.
        QCOMPARE(zen3m.streamBytesPerCycle(256, 1, 1), 64.0);
        QCOMPARE(zen3m.streamBytesPerCycle(256, 2, 1), 96.0);
        // An Intel model the table does not know: bounded by its ISA, and labelled so.
        R unknown = sapphireRapids();
        unknown.leaf1Eax = 0x000A06F0; // family 6, model 0xAF
        const CoreModel u = CoreModel::forCpu(IsaFeatures::fromX86(unknown));
        QCOMPARE(u.source, std::string("isa"));
        QCOMPARE(u.vectorOpsPerCycle(512, 64, 2), 32.0);
        QCOMPARE(u.amxInt8OpsPerCycle, 2048.0);
        // SSE2 only: no FMA, multiply and add are one FLOP per lane each.
        R sse2 = zen3();
        sse2.leaf1Ecx = 0;
        sse2.leaf7Ebx = 0;
        QCOMPARE(CoreModel::forCpu(IsaFeatures::fromX86(sse2)).vectorOpsPerCycle(128, 64, 2), 4.0);
    }

    void amxTileConfig() {
        const auto cfg = AmxSupport::tileConfig(8, 16, 64);
        QCOMPARE(int(cfg[0]), 1); // palette 1
        QCOMPARE(int(cfg[1]), 0); // start row
        for (int i = 2; i < 16; ++i)
            QCOMPARE(int(cfg[i]), 0); // reserved
        for (int t = 0; t < 8; ++t) {
            QCOMPARE(int(cfg[16 + 2 * t]) | (int(cfg[17 + 2 * t]) << 8), 64); // colsb
            QCOMPARE(int(cfg[48 + t]), 16);                                   // rows
        }
        for (int t = 8; t < 16; ++t) {
            QCOMPARE(int(cfg[16 + 2 * t]), 0);
            QCOMPARE(int(cfg[48 + t]), 0);
        }
        // One tile instruction on full tiles: M x N x K multiply-adds.
        QCOMPARE(AmxSupport::kBf16MacsPerInstruction, 8192.0);
        QCOMPARE(AmxSupport::kInt8MacsPerInstruction, 16384.0);
        // Without AMX the permission is not even asked for.
        const auto p = AmxSupport::request(false);
        QVERIFY(!p.granted);
        QVERIFY(p.state.rfind("not applicable", 0) == 0);
    }

    void operationCounts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("opsPerIteration");
        // instructions x ops each, per loop trip and thread (the documented rules).
        QTest::newRow("fp64 zmm") << QStringLiteral("x86.avx512.fp64") << 12.0 * 16;
        QTest::newRow("fp32 zmm") << QStringLiteral("x86.avx512.fp32") << 12.0 * 32;
        QTest::newRow("fp16 zmm") << QStringLiteral("x86.avx512fp16.fma") << 12.0 * 64;
        QTest::newRow("bf16 zmm") << QStringLiteral("x86.avx512bf16.dot") << 16.0 * 64;
        QTest::newRow("vnni zmm") << QStringLiteral("x86.avx512vnni.dot") << 12.0 * 128;
        QTest::newRow("vnni ymm") << QStringLiteral("x86.avxvnni.dot") << 12.0 * 64;
        QTest::newRow("int8 triple zmm") << QStringLiteral("x86.avx512bw.int8") << 6.0 * 128;
        QTest::newRow("int8 triple ymm") << QStringLiteral("x86.avx2.int8") << 6.0 * 64;
        QTest::newRow("amx bf16") << QStringLiteral("x86.amx.bf16") << 6.0 * 16384;
        QTest::newRow("amx int8") << QStringLiteral("x86.amx.int8") << 6.0 * 32768;
    }
    void operationCounts() {
        QFETCH(QString, id);
        QFETCH(double, opsPerIteration);
#if !defined(__x86_64__)
        QSKIP("x86 kernels are not compiled into this build");
#endif
        const FormatKernel *k = findFormatKernel(id.toStdString());
        QVERIFY(k);
        QCOMPARE(k->opsPerIteration(), opsPerIteration);
    }

    // Each kernel the host can run does exactly the work it is credited for: its accumulators
    // end at the value n iterations of the counted instruction produce.
    void kernelsComputeWhatTheyCount_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("expected"); // for n = 1000 iterations
        const double n = 1000;
        // x <- 0.5 x + 0.5 converges to 1: chains x lanes.
        QTest::newRow("fp64 zmm") << QStringLiteral("x86.avx512.fp64") << 12.0 * 8;
        QTest::newRow("fp16 zmm") << QStringLiteral("x86.avx512fp16.fma") << 12.0 * 32;
        // +2 per lane per vdpbf16ps (1.0 x 1.0 twice), 16 chains starting at 0..15.
        QTest::newRow("bf16 zmm") << QStringLiteral("x86.avx512bf16.dot") << 16 * (120 + 32 * n);
        // +60 per lane per vpdpbusd (four 3 x 5 products), 12 chains starting at 0..11.
        QTest::newRow("vnni zmm") << QStringLiteral("x86.avx512vnni.dot") << 16 * (66 + 720 * n);
        QTest::newRow("vnni ymm") << QStringLiteral("x86.avxvnni.dot") << 8 * (66 + 720 * n);
        // The triple: +60 per int32 lane, six accumulators from 0.
        QTest::newRow("int8 triple zmm") << QStringLiteral("x86.avx512bw.int8") << 16 * 6 * 60 * n;
        QTest::newRow("int8 triple ymm") << QStringLiteral("x86.avx2.int8") << 8 * 6 * 60 * n;
        // Tiles: every element +32 (bf16) / +64 (int8) per instruction; two tiles summed.
        QTest::newRow("amx bf16") << QStringLiteral("x86.amx.bf16") << 2 * 256 * 32 * n;
        QTest::newRow("amx int8") << QStringLiteral("x86.amx.int8") << 2 * 256 * 64 * n;
        QTest::newRow("neon fp16") << QStringLiteral("arm.neon.fp16") << 12.0 * 8;
        QTest::newRow("neon bf16") << QStringLiteral("arm.neon.bf16") << 4 * (66 + 24 * n);
        QTest::newRow("neon int8") << QStringLiteral("arm.neon.int8") << 4 * (66 + 720 * n);
    }
    void kernelsComputeWhatTheyCount() {
        QFETCH(QString, id);
        QFETCH(double, expected);
        const IsaFeatures host = IsaFeatures::detect();
        const AmxSupport::Permission p = AmxSupport::request(host.amxTile);
        const FormatLadder::AmxState amx{host.amxTile, p.granted, p.state};
        const FormatKernel *k = findFormatKernel(id.toStdString());
        if (!k || !FormatLadder::canRun(id.toStdString(), host, amx))
            QSKIP("this CPU cannot run the kernel (the ladder never calls it here)");
        QCOMPARE(k->loop(1000), expected);
        QVERIFY(k->expected);
        QCOMPARE(k->expected(1000, host.sveVectorBytes), expected); // the kernel's own claim
    }

    void everyRunnableKernelMatchesItsCount() {
        const IsaFeatures host = IsaFeatures::detect();
        const AmxSupport::Permission p = AmxSupport::request(host.amxTile);
        const FormatLadder::AmxState amx{host.amxTile, p.granted, p.state};
        int ran = 0;
        for (const FormatKernel *k : allFormatKernels()) {
            QVERIFY2(k->expected, k->id);
            if (!FormatLadder::canRun(k->id, host, amx))
                continue;
            ++ran;
            QVERIFY2(k->loop(640) == k->expected(640, host.sveVectorBytes), k->id);
        }
        QVERIFY(ran >= 3); // every CPU runs at least fp64, fp32 and int32
    }
};

QTEST_GUILESS_MAIN(TestCpuIsa)
#include "tst_cpuisa.moc"
