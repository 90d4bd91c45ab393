// SPDX-License-Identifier: MIT
// Ceilings no virtual machine can fool: CoreModel::resolve fed the CPUID/HWCAP words, brand
// strings and measured FMA rates of CPUs that contradict the core table or are not in it (a
// KVM guest whose model number is Rocket Lake's but whose features are Sapphire Rapids',
// QEMU's generic kvm64/qemu64 models, an unknown future model, Zen 5, Grace, a hybrid client)
// and checked for the ceiling, its source and the one warning naming the row and the CPU.
#include "probes/cpu/CoreModel.h"
#include "probes/cpu/IsaFeatures.h"

#include <QTest>

using namespace roofline::probes;

namespace {

using R = IsaFeatures::X86Registers;

constexpr std::uint64_t kXcr0Avx512 = 0xe7;
constexpr std::uint64_t kXcr0Amx = 0x600e7;
constexpr std::uint64_t kXcr0AvxOnly = 0x7;
constexpr std::uint32_t kLeaf1Ecx = (1u << 12) | (1u << 27) | (1u << 28); // FMA, OSXSAVE, AVX
constexpr std::uint32_t kHypervisor = 1u << 31;
constexpr std::uint32_t kLeaf1Edx = 1u << 26; // SSE2
constexpr std::uint32_t kAvx2 = 1u << 5;
constexpr std::uint32_t kAvx512 = (1u << 16) | (1u << 30) | (1u << 31); // F, BW, VL
constexpr std::uint32_t kAmxEdx = (1u << 22) | (1u << 24) | (1u << 25); // BF16, TILE, INT8
constexpr std::uint32_t kFp16Edx = 1u << 23;

R x86(const char *vendor, std::uint32_t eax, std::uint64_t xcr0) {
    R r;
    r.vendor = vendor;
    r.maxLeaf = 0x20;
    r.leaf1Eax = eax;
    r.leaf1Ecx = kLeaf1Ecx;
    r.leaf1Edx = kLeaf1Edx;
    r.leaf7Ebx = kAvx2;
    r.xcr0 = xcr0;
    return r;
}

// The KVM guest: "Intel(R) Xeon(R) Processor", family 6 model 167 (0xA7, Rocket Lake
// in the table), stepping 8, with AVX-512, AVX512-FP16/BF16, VNNI and AMX.
IsaFeatures kvmModel167() {
    R r = x86("GenuineIntel", 0x000A0678, kXcr0Amx);
    r.leaf1Ecx |= kHypervisor;
    r.leaf7Ebx |= kAvx512;
    r.leaf7Ecx = 1u << 11;
    r.leaf7Edx = kAmxEdx | kFp16Edx;
    r.leaf7s1Eax = (1u << 4) | (1u << 5);
    return IsaFeatures::fromX86(r);
}

// The same model number on a real Rocket Lake Xeon (E-2300): AVX-512 and VNNI only.
IsaFeatures rocketLakeXeon() {
    R r = x86("GenuineIntel", 0x000A0671, kXcr0Avx512);
    r.leaf7Ebx |= kAvx512;
    r.leaf7Ecx = 1u << 11;
    return IsaFeatures::fromX86(r);
}

// QEMU's generic "kvm64" (Intel family 15 model 6) with the host's AVX2 and FMA passed on.
IsaFeatures kvm64WithAvx2() {
    R r = x86("GenuineIntel", 0x00000F61, kXcr0AvxOnly);
    r.leaf1Ecx |= kHypervisor;
    return IsaFeatures::fromX86(r);
}

// QEMU's generic "qemu64" (AMD family 15 model 107) as it is: SSE2 only.
IsaFeatures qemu64Sse2() {
    R r = x86("AuthenticAMD", 0x00060FB1, 0x3);
    r.leaf1Ecx = kHypervisor;
    r.leaf7Ebx = 0;
    return IsaFeatures::fromX86(r);
}

// A model the table has never seen: Intel family 19 (0x13), AVX-512 and AMX.
IsaFeatures futureIntel() {
    R r = x86("GenuineIntel", 0x00400F11, kXcr0Amx);
    r.leaf7Ebx |= kAvx512;
    r.leaf7Edx = kAmxEdx;
    return IsaFeatures::fromX86(r);
}

// Zen 5 server (Turin, family 0x1A model 2) and Zen 4 (Genoa, family 0x19 model 0x11: this
// project's CI machine).
IsaFeatures zen(std::uint32_t eax) {
    R r = x86("AuthenticAMD", eax, kXcr0Avx512);
    r.leaf7Ebx |= kAvx512;
    r.leaf7Ecx = 1u << 11;
    r.leaf7s1Eax = 1u << 5;
    return IsaFeatures::fromX86(r);
}

// Alder Lake (family 6 model 0x97): AVX2 and AVX-VNNI; optionally a (virtual) AMX.
IsaFeatures alderLake(bool withAmx) {
    R r = x86("GenuineIntel", 0x00090672, withAmx ? kXcr0Amx : kXcr0AvxOnly);
    r.leaf7s1Eax = 1u << 4;
    if (withAmx)
        r.leaf7Edx = kAmxEdx;
    return IsaFeatures::fromX86(r);
}

// NVIDIA Grace (Neoverse V2, MIDR 0x410FD4F0) as HWCAP/HWCAP2 describe it, 128-bit SVE.
IsaFeatures grace() {
    IsaFeatures f = IsaFeatures::fromArm({(1ull << 1) | (1ull << 10) | (1ull << 20) | (1ull << 22),
                                          (1ull << 9) | (1ull << 12) | (1ull << 13) | (1ull << 14),
                                          0x410FD4F0ull});
    f.sveVectorBytes = 16;
    return f;
}

// An Arm core from another implementer (0x61, Apple): no table row.
IsaFeatures appleClass() {
    return IsaFeatures::fromArm(
        {(1ull << 1) | (1ull << 10) | (1ull << 20), 1ull << 14, 0x611F0220ull});
}

QStringList parts(std::initializer_list<const char *> v) {
    QStringList out;
    for (const char *s : v)
        out << QString::fromUtf8(s);
    return out;
}

// An Arm core without a row, 256-bit SVE (HWCAP SVE, prctl vector length 32 bytes).
IsaFeatures unknownSve256() {
    IsaFeatures f = IsaFeatures::fromArm({(1ull << 1) | (1ull << 22), 0, 0x480FD010ull});
    f.sveVectorBytes = 32;
    return f;
}

} // namespace

Q_DECLARE_METATYPE(roofline::probes::IsaFeatures)

class TestCoreCeilings : public QObject {
    Q_OBJECT
private slots:
    void resolve_data() {
        QTest::addColumn<IsaFeatures>("isa");
        QTest::addColumn<QString>("brand");
        QTest::addColumn<double>("measured"); // fp64 FMA FLOP/cycle, 0 = not measured
        QTest::addColumn<int>("kernelBits");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("pipes");
        QTest::addColumn<int>("bits");
        QTest::addColumn<double>("fp64Ceiling");  // FLOP/cycle for the kernelBits-wide loop
        QTest::addColumn<QString>("tableRow");    // "" = no row
        QTest::addColumn<QStringList>("warning"); // each must be in it; empty: no warning

        const QString xeon = QStringLiteral("Intel(R) Xeon(R) Processor");
        QTest::newRow("KVM model 167 with AMX and AVX512-FP16")
            << kvmModel167() << xeon << 28.5 << 512 << "measured" << 2 << 512 << 32.0
            << "Intel Ice Lake/Tiger Lake/Rocket Lake client"
            << (parts({"Rocket Lake", "model 167 (0xa7)", "amx_bf16", "avx512_fp16", "avx512_bf16",
                       "28.5 FLOP/cycle, 178 % of the row's 16", "hypervisor",
                       "2 x 512-bit FMA pipes", "\"measured\""})
                << xeon);
        QTest::newRow("KVM model 167, FMA not measured")
            << kvmModel167() << xeon << 0.0 << 512 << "isa" << 2 << 512 << 32.0
            << "Intel Ice Lake/Tiger Lake/Rocket Lake client"
            << parts({"Rocket Lake", "amx_tile", "not measured", "\"isa\""});
        QTest::newRow("Rocket Lake Xeon E-2300: the brand alone contradicts nothing")
            << rocketLakeXeon() << QStringLiteral("Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz") << 15.6
            << 512 << "table" << 2 << 256 << 16.0 << "Intel Ice Lake/Tiger Lake/Rocket Lake client"
            << QStringList{};
        QTest::newRow("kvm64 with AVX2")
            << kvm64WithAvx2() << QStringLiteral("Common KVM processor") << 15.3 << 256
            << "measured" << 2 << 256 << 16.0 << "Intel NetBurst (Pentium 4 class)"
            << parts({"NetBurst", "family 15 model 6", "avx2", "fma", "Common KVM processor",
                      "2 x 256-bit FMA pipes"});
        // No feature it lacks, but a rate no K8 can retire: mul + add on two 128-bit pipes.
        QTest::newRow("qemu64 SSE2 above its row")
            << qemu64Sse2() << QStringLiteral("QEMU Virtual CPU version 2.5+") << 3.9 << 128
            << "measured" << 2 << 128 << 4.0 << "AMD K8 (Athlon 64/Opteron class)"
            << parts({"K8", "3.9 FLOP/cycle, 195 % of the row's 2", "2 x 128-bit"});
        QTest::newRow("unknown future Intel model, two pipes")
            << futureIntel() << QString() << 30.8 << 512 << "measured" << 2 << 512 << 32.0 << ""
            << QStringList{};
        // Four 512-bit pipes: the ISA bound (two) would put the figure at 190 % of it.
        QTest::newRow("unknown future Intel model, four pipes")
            << futureIntel() << QString() << 61.0 << 512 << "measured" << 4 << 512 << 64.0 << ""
            << QStringList{};
        QTest::newRow("unknown future Intel model, not measured")
            << futureIntel() << QString() << 0.0 << 512 << "isa" << 2 << 512 << 32.0 << ""
            << QStringList{};
        QTest::newRow("AMD Zen 5 server")
            << zen(0x00B00F21) << QStringLiteral("AMD EPYC 9555 64-Core Processor") << 30.1 << 512
            << "table" << 2 << 512 << 32.0 << "AMD Zen 5" << QStringList{};
        QTest::newRow("AMD Zen 4 (this project's CI machine)")
            << zen(0x00A10F11) << QStringLiteral("AMD EPYC 9R14") << 15.7 << 512 << "table" << 2
            << 256 << 16.0 << "AMD Zen 4" << QStringList{};
        QTest::newRow("NVIDIA Grace via HWCAP")
            << grace() << QString() << 15.6 << 128 << "table" << 4 << 128 << 16.0
            << "Arm Neoverse V2" << QStringList{};
        QTest::newRow("Apple-class Arm core, no row")
            << appleClass() << QString() << 15.4 << 128 << "measured" << 4 << 128 << 16.0 << ""
            << QStringList{};
        // Not measured (or under an emulator): bounded by the ISA, pipes as wide as SVE's vectors.
        QTest::newRow("unknown Arm core with 256-bit SVE, not measured")
            << unknownSve256() << QString() << 0.0 << 256 << "isa" << 2 << 256 << 16.0 << ""
            << QStringList{};
        QTest::newRow("hybrid client")
            << alderLake(false) << QStringLiteral("12th Gen Intel(R) Core(TM) i7-12700K") << 15.2
            << 256 << "table" << 2 << 256 << 16.0
            << "Intel hybrid client (Golden Cove class P-core)" << QStringList{};
        QTest::newRow("hybrid client model reporting AMX")
            << alderLake(true) << xeon << 15.2 << 256 << "measured" << 2 << 256 << 16.0
            << "Intel hybrid client (Golden Cove class P-core)"
            << parts({"hybrid client", "amx_tile, amx_bf16, amx_int8", "2 x 256-bit"});
    }

    void resolve() {
        QFETCH(IsaFeatures, isa);
        QFETCH(QString, brand);
        QFETCH(double, measured);
        QFETCH(int, kernelBits);
        QFETCH(QString, source);
        QFETCH(int, pipes);
        QFETCH(int, bits);
        QFETCH(double, fp64Ceiling);
        QFETCH(QString, tableRow);
        QFETCH(QStringList, warning);

        FmaThroughput t;
        t.opsPerCycle = measured;
        t.kernelBits = measured > 0.0 ? kernelBits : 0;
        t.kernel = "fp64 FMA loop";
        const CoreModel c = CoreModel::resolve(isa, brand.toStdString(), t);
        QCOMPARE(QString::fromStdString(c.source), source);
        QCOMPARE(c.fmaPipes, pipes);
        QCOMPARE(c.fmaBits, bits);
        const double ceiling = c.vectorOpsPerCycle(kernelBits, 64, 2.0);
        QCOMPARE(ceiling, fp64Ceiling);
        QCOMPARE(QString::fromStdString(c.tableRow), tableRow);
        // The point of it all: the measured rate never lies above its ceiling beyond noise.
        QVERIFY2(measured <= ceiling * CoreModel::kMeasurementNoise,
                 qPrintable(QString::number(measured) + QStringLiteral(" > ")
                            + QString::number(ceiling)));
        const QString w = QString::fromStdString(c.warning);
        if (warning.isEmpty()) {
            QVERIFY2(w.isEmpty(), qPrintable(w));
        } else {
            for (const QString &part : warning)
                QVERIFY2(w.contains(part), qPrintable(part + QStringLiteral(" not in: ") + w));
            QVERIFY(w.contains(tableRow)); // it names both: the row and what the CPU says
        }
        // The record says where the ceiling came from.
        QCOMPARE(QString::fromStdString(*c.toJson().find("source")->asString()), source);
        if (source == QLatin1String("measured"))
            QVERIFY(c.name.find("measured") != std::string::npos);
    }

    void pipeConfigurations_data() {
        QTest::addColumn<double>("bitsPerCycle");
        QTest::addColumn<int>("kernelBits");
        QTest::addColumn<int>("pipes");
        QTest::addColumn<int>("bits");
        QTest::newRow("one 512-bit pipe at 95 %") << 486.0 << 512 << 1 << 512;
        QTest::newRow("two 512-bit pipes at 89 %") << 912.0 << 512 << 2 << 512;
        QTest::newRow("two 256-bit pipes, 256-bit loop") << 500.0 << 256 << 2 << 256;
        QTest::newRow("four 128-bit pipes, NEON") << 500.0 << 128 << 4 << 128;
        QTest::newRow("noise above one pipe stays one pipe") << 560.0 << 512 << 1 << 512;
        QTest::newRow("beyond noise: the next configuration") << 600.0 << 512 << 2 << 512;
        QTest::newRow("beyond four pipes: capped") << 4000.0 << 512 << 4 << 512;
        QTest::newRow("a 64-bit scalar loop sees 128-bit pipes") << 120.0 << 64 << 1 << 128;
    }

    void pipeConfigurations() {
        QFETCH(double, bitsPerCycle);
        QFETCH(int, kernelBits);
        QFETCH(int, pipes);
        QFETCH(int, bits);
        const CoreModel::PipeConfig p = CoreModel::pipeConfigFor(bitsPerCycle, kernelBits);
        QCOMPARE(p.pipes, pipes);
        QCOMPARE(p.bits, bits);
    }

    // Dot-product and tile instructions judged by their own measured rate (the FMA pipes only
    // bound them), rounded up to whole lanes; a published tile rate stands unless exceeded.
    void instructionRates_data() {
        QTest::addColumn<double>("measured");
        QTest::addColumn<int>("kernelBits"); // 0: a tile instruction
        QTest::addColumn<double>("opsPerLane");
        QTest::addColumn<double>("published");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("ceiling");
        // The Emerald Rapids-class VM: vdpbf16ps zmm at 0.47 per cycle (45 % of the
        // FMA bound of 64): one 256-bit dot-product lane group per cycle.
        QTest::newRow("vdpbf16ps zmm, 0.47 per cycle")
            << 30.1 << 512 << 4.0 << 0.0 << "measured" << 32.0;
        QTest::newRow("vdpbf16ps zmm, one per cycle")
            << 62.0 << 512 << 4.0 << 0.0 << "measured" << 64.0;
        QTest::newRow("vpdpbusd zmm, two per cycle")
            << 250.0 << 512 << 8.0 << 0.0 << "measured" << 256.0;
        QTest::newRow("sdot on 4 x 128-bit pipes")
            << 30.5 << 128 << 8.0 << 0.0 << "measured" << 32.0;
        // tdpbf16ps at 2.22 TFLOP/s per core, 73 % of Intel's 1024 per cycle: the published
        // figure stands, the measurement is recorded.
        QTest::newRow("tdpbf16ps below the published rate")
            << 745.0 << 0 << 0.0 << 1024.0 << "published" << 1024.0;
        QTest::newRow("tdpbusd above the published rate")
            << 2500.0 << 0 << 0.0 << 2048.0 << "measured" << 4096.0;
        QTest::newRow("tile not measured") << 0.0 << 0 << 0.0 << 1024.0 << "published" << 1024.0;
        QTest::newRow("nothing known") << 0.0 << 512 << 4.0 << 0.0 << "" << 0.0;
    }

    void instructionRates() {
        QFETCH(double, measured);
        QFETCH(int, kernelBits);
        QFETCH(double, opsPerLane);
        QFETCH(double, published);
        QFETCH(QString, source);
        QFETCH(double, ceiling);
        const InstructionRate r = CoreModel::instructionRate("k", "kernel", measured, kernelBits,
                                                             32, opsPerLane, published);
        QCOMPARE(QString::fromStdString(r.source), source);
        QCOMPARE(r.ceilingOpsPerCycle, ceiling);
        QVERIFY(measured <= r.ceilingOpsPerCycle * CoreModel::kMeasurementNoise);
        CoreModel core;
        core.instructionRates.push_back(r);
        QCOMPARE(core.rateFor("k") != nullptr, ceiling > 0.0);
        if (ceiling > 0.0)
            QVERIFY(!r.rule.empty());
    }

    // qemu-user shows an aarch64 process the x86 host's /proc/cpuinfo: emulated, its timings
    // the emulator's (run under qemu by tests/qemu, where roofline-kernel-check reports it).
    void emulationEvidence_data() {
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("cpuinfo");
        QTest::addColumn<bool>("emulated");
        const QString x86 = QStringLiteral("processor\t: 0\nvendor_id\t: AuthenticAMD\n"
                                           "cpu family\t: 25\nflags\t\t: fpu vme\n");
        const QString arm = QStringLiteral("processor\t: 0\nBogoMIPS\t: 2000.00\nFeatures\t: "
                                           "fp asimd sve\nCPU implementer\t: 0x41\n");
        QTest::newRow("aarch64 under qemu-user") << "aarch64" << x86 << true;
        QTest::newRow("aarch64 hardware") << "aarch64" << arm << false;
        QTest::newRow("x86 hardware or VM") << "x86_64" << x86 << false;
        QTest::newRow("aarch64, no cpuinfo") << "aarch64" << QString() << false;
    }

    void emulationEvidence() {
        QFETCH(QString, arch);
        QFETCH(QString, cpuinfo);
        QFETCH(bool, emulated);
        const std::string why =
            IsaFeatures::emulationEvidence(arch.toStdString(), cpuinfo.toStdString());
        QCOMPARE(!why.empty(), emulated);
        if (emulated)
            QVERIFY(why.find("qemu-user") != std::string::npos);
    }

    // A wrong row never lowers a ceiling below it: ports stay at least the row's.
    void overruledRowKeepsItsPorts() {
        const CoreModel row = CoreModel::forCpu(alderLake(true));
        FmaThroughput t;
        t.opsPerCycle = 15.2;
        t.kernelBits = 256;
        const CoreModel c = CoreModel::resolve(alderLake(true), {}, t);
        QCOMPARE(c.source, std::string("measured"));
        QCOMPARE(row.loadPorts, 3);
        QCOMPARE(c.loadPorts, 3);
        QCOMPARE(c.storePorts, 2);
        QCOMPARE(c.amxBf16FlopsPerCycle, 1024.0);
    }
};

QTEST_GUILESS_MAIN(TestCoreCeilings)
#include "tst_coreceilings.moc"
