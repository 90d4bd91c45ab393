// SPDX-License-Identifier: MIT
// Every measurement kernel's byte and FLOP accounting, proven from its machine code. The two
// kernel files are compiled to cubins for sm_80 and sm_90 (CMake, same nvcc and flags as the
// build), disassembled with nvdisasm, and in each kernel's measured loops the loads, stores,
// FMA and MMA instructions are counted and compared with what the host code counts per
// iteration (Accounting.h, from KernelConstants.h). Also: the read-only kernels' loads
// survive, the pointer chase stays dependent (each address is the previous load's result),
// the latch reads its flag every turn, and no kernel spills (cuobjdump -res-usage). cuda.llm's
// decode attention (LlmAttention.cu): its key loop loads K and V once per trip at 16 bytes a
// thread (the width the KV-cache byte count assumes), computes on every loaded element and
// its result is stored. Runs without a GPU. ROOFLINE_SASS_CUBIN_DIR points it at other cubins (e.g.
// an older source).
#include "SassListing.h"
#include "cuda/Accounting.h"
#include "cuda/KernelConstants.h"
#include "cuda/LlmKernelConstants.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTest>
#include <functional>

using namespace roofline::cuda;
namespace acc = roofline::cuda::accounting;
namespace k = roofline::cuda::kernels;

namespace {

using Counts = QMap<SassClass, int>;

QString describe(const Counts &c) {
    QStringList parts;
    for (auto it = c.constBegin(); it != c.constEnd(); ++it) {
        if (it.key() != SassClass::Other && it.value() > 0)
            parts << QStringLiteral("%1=%2").arg(className(it.key())).arg(it.value());
    }
    return parts.join(QLatin1Char(' '));
}

// What the host code counts for one iteration of a kernel's measured loops.
struct Expectation {
    QString file;                 // MemoryKernels | ComputeKernels
    QStringList fragments;        // of the mangled name
    QList<Counts> loops;          // each measured loop's own instructions (classes not listed: 0)
    double bytesPerIteration = 0; // of the first loop, per thread (0: not a byte kernel)
    double flopsPerIteration = 0; // of the first FMA-carrying loop, per thread (MMA: per warp)
    bool dependentChase = false;
    bool systemScopeFlag = false;
    bool fullOccupancy = false; // launched with kThreads per block, SMs × 2048/kThreads blocks
};

QString cubinDir() {
    const QByteArray env = qgetenv("ROOFLINE_SASS_CUBIN_DIR");
    return env.isEmpty() ? QStringLiteral(ROOFLINE_SASS_CUBINS) : QString::fromLocal8Bit(env);
}

QString run(const QString &tool, const QStringList &args, QString *error) {
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        *error = tool + QLatin1Char(' ') + args.join(QLatin1Char(' ')) + QStringLiteral(": ")
                 + QString::fromUtf8(p.readAllStandardError()) + p.errorString();
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

struct Cubin {
    SassListing listing;
    QMap<QString, ResourceUsage> resources;
    QString error;
};

const Cubin &cubin(const QString &file, int arch) {
    static QMap<QString, Cubin> cache;
    const QString path = cubinDir() + QStringLiteral("/%1.sm_%2.cubin").arg(file).arg(arch);
    if (cache.contains(path))
        return cache[path];
    Cubin c;
    if (!QFile::exists(path)) {
        c.error = path + QStringLiteral(" does not exist");
    } else {
        const QString text =
            run(QStringLiteral(ROOFLINE_NVDISASM), {QStringLiteral("-c"), path}, &c.error);
        if (c.error.isEmpty())
            c.listing = SassListing::parse(text, &c.error);
        if (c.error.isEmpty()) {
            const QString res = run(QStringLiteral(ROOFLINE_CUOBJDUMP),
                                    {QStringLiteral("-res-usage"), path}, &c.error);
            c.resources = parseResourceUsage(res);
        }
    }
    cache.insert(path, c);
    return cache[path];
}

// The function of `file`'s cubin for sm_`arch` whose name holds every fragment: the cubin and
// the function, or why there is none.
struct Kernel {
    const Cubin *cubin = nullptr;
    const SassFunction *f = nullptr;
    QString why;
};
Kernel kernel(const QString &file, int arch, const QStringList &fragments) {
    Kernel k;
    k.cubin = &cubin(file, arch);
    k.why = k.cubin->error;
    if (k.why.isEmpty())
        k.f = k.cubin->listing.find(fragments, &k.why);
    return k;
}

// The decode attention's K and V loads: evict-first (__ldcs), LDG….EF.
bool isKvLoad(const SassInstruction &i) {
    return i.opcode.startsWith(QLatin1String("LDG")) && i.opcode.contains(QLatin1String(".EF"));
}

// The decode attention's key loops: those whose own body loads K and V (the kernel has one).
QList<SassLoop> keyLoops(const SassFunction &f) {
    QList<SassLoop> loops;
    for (const SassLoop &l : f.loops) {
        for (int i : f.ownInstructions(l)) {
            if (isKvLoad(f.code[i])) {
                loops << l;
                break;
            }
        }
    }
    return loops;
}

// Nothing of `k` spills: cuobjdump -res-usage lists it with registers and no local or stack
// bytes, and its code has no LDL/STL. The caller checks QTest::currentTestFailed() after it.
void verifyNoSpill(const Kernel &k) {
    const ResourceUsage r = k.cubin->resources.value(k.f->name);
    QVERIFY2(r.registers > 0, qPrintable(QStringLiteral("no -res-usage entry for ") + k.f->name));
    QCOMPARE(r.localBytes, 0);
    QCOMPARE(r.stackBytes, 0);
    for (const SassInstruction &i : k.f->code)
        QVERIFY2(classify(i) != SassClass::LocalMemory, "register spill (LDL/STL) in the code");
}

Counts only(std::initializer_list<std::pair<SassClass, int>> l) {
    Counts c;
    for (const auto &[cls, n] : l) {
        if (n > 0)
            c[cls] = n;
    }
    return c;
}

double flopsOf(const Counts &c) {
    return 2.0 * c.value(SassClass::Ffma) + 2.0 * c.value(SassClass::Dfma)
           + 4.0 * c.value(SassClass::Hfma2);
}

double bytesOf(const Counts &c) {
    return 16.0
               * (c.value(SassClass::GlobalLoad128) + c.value(SassClass::GlobalStore128)
                  + c.value(SassClass::SharedLoad128))
           + 8.0 * c.value(SassClass::GlobalLoad64);
}

// The STREAM kernels: each iteration loads and stores 16-byte vectors as streamBytes counts.
void addStreamExpectations(QList<Expectation> &out) {
    using acc::StreamKernel;
    auto stream = [](const char *name, StreamKernel kind, int ffma) {
        Expectation e;
        e.file = QStringLiteral("MemoryKernels");
        e.fragments = {QString::fromLatin1(name)};
        e.loops = {only({{SassClass::GlobalLoad128, acc::streamLoadsPerIteration(kind)},
                         {SassClass::GlobalStore128, acc::streamStoresPerIteration(kind)},
                         {SassClass::Ffma, ffma}})};
        e.bytesPerIteration = acc::streamBytesPerIteration(kind);
        e.fullOccupancy = true;
        return e;
    };
    out << stream("10readKernelILNS1_4HintE0E", StreamKernel::Read, 0);
    out << stream("11writeKernel", StreamKernel::Write, 0);
    out << stream("10copyKernel", StreamKernel::Copy, 0);
    // The triad's a = b + s·c is one FFMA per float: 4 per 16-byte vector stored.
    out << stream("11triadKernel", StreamKernel::Triad,
                  4 * acc::streamStoresPerIteration(StreamKernel::Triad));
}

// The cache-level kernels: the sweep (both load hints) and the shared-memory reads.
void addCacheExpectations(QList<Expectation> &out) {
    for (const char *hint : {"11sweepKernelILNS1_4HintE1E", "11sweepKernelILNS1_4HintE2E"}) {
        Expectation e;
        e.file = QStringLiteral("MemoryKernels");
        e.fragments = {QString::fromLatin1(hint)};
        e.loops = {only({{SassClass::GlobalLoad128, k::kSweepLoads}})};
        e.bytesPerIteration = acc::sweepBytes(1, 1);
        e.fullOccupancy = true;
        out << e;
    }
    Expectation e;
    e.file = QStringLiteral("MemoryKernels");
    e.fragments = {QStringLiteral("12sharedKernel")};
    e.loops = {only({{SassClass::SharedLoad128, k::kSharedLoads}})};
    e.bytesPerIteration = acc::sharedBytes(1, 1);
    out << e;
}

// The latency kernels: the pointer chase (both variants) and the host-mapped latch.
void addLatencyExpectations(QList<Expectation> &out) {
    for (const char *variant : {"11chaseKernelILb1E", "11chaseKernelILb0E"}) {
        Expectation e;
        e.file = QStringLiteral("MemoryKernels");
        e.fragments = {QString::fromLatin1(variant)};
        e.loops = {only({{SassClass::GlobalLoad64, static_cast<int>(acc::chaseLoads(1))}})};
        e.bytesPerIteration = 8.0 * static_cast<double>(acc::chaseLoads(1));
        e.dependentChase = true;
        out << e;
    }
    Expectation e;
    e.file = QStringLiteral("MemoryKernels");
    e.fragments = {QStringLiteral("11latchKernel")};
    e.loops = {only({{SassClass::GlobalLoadOther, 1}})};
    e.systemScopeFlag = true;
    out << e;
}

// The compute kernels' number formats: mangled template argument, FMA class, lanes per FMA
// and per 16-byte vector.
struct Format {
    const char *mangled;
    SassClass cls;
    int lanesPerFma;
    int lanesPerVector;
};
constexpr Format kFormats[] = {{"IfE", SassClass::Ffma, 1, 4},
                               {"IdE", SassClass::Dfma, 1, 2},
                               {"I7__half2E", SassClass::Hfma2, 2, 8}};

// The FMA peak kernel, per format: kFmaPerIteration FMAs a loop trip.
void addFmaExpectations(QList<Expectation> &out) {
    for (const Format &f : kFormats) {
        Expectation e;
        e.file = QStringLiteral("ComputeKernels");
        e.fragments = {QStringLiteral("9fmaKernel"), QString::fromLatin1(f.mangled)};
        e.loops = {only({{f.cls, k::kFmaPerIteration}})};
        e.flopsPerIteration = acc::fmaLoopFlops(1, 1, f.lanesPerFma);
        e.fullOccupancy = true;
        out << e;
    }
}

// The roofline sweep kernel, per format.
void addRooflineExpectations(QList<Expectation> &out) {
    for (const Format &f : kFormats) {
        Expectation e;
        e.file = QStringLiteral("ComputeKernels");
        e.fragments = {QStringLiteral("14rooflineKernel"), QString::fromLatin1(f.mangled)};
        const int perStep = acc::rooflineFmasPerStep(f.lanesPerVector, f.lanesPerFma);
        // The grid-stride loop moves the vectors; the block loop and the single-step loop
        // run the FMAs (kRooflineFmaBlock steps, then 1 step per trip).
        e.loops = {only({{SassClass::GlobalLoad128, k::kRooflineVectors},
                         {SassClass::GlobalStore128, k::kRooflineVectors}}),
                   only({{f.cls, k::kRooflineFmaBlock * perStep}}), only({{f.cls, perStep}})};
        e.bytesPerIteration = static_cast<double>(acc::rooflineBytes(k::kRooflineVectors, 16));
        e.flopsPerIteration =
            k::kRooflineFmaBlock
            * acc::rooflineFlops(static_cast<std::uint64_t>(k::kRooflineVectors) * f.lanesPerVector,
                                 1);
        e.fullOccupancy = true;
        out << e;
    }
}

// The tensor-core kernel: checked by FLOP (the HMMA shapes must add up).
void addMmaExpectations(QList<Expectation> &out) {
    Expectation e;
    e.file = QStringLiteral("ComputeKernels");
    e.fragments = {QStringLiteral("9mmaKernel")};
    e.loops = {Counts{}};
    e.flopsPerIteration = acc::mmaLoopFlops(1, 1);
    out << e;
}

QList<Expectation> expectations() {
    QList<Expectation> out;
    addStreamExpectations(out);
    addCacheExpectations(out);
    addLatencyExpectations(out);
    addFmaExpectations(out);
    addRooflineExpectations(out);
    addMmaExpectations(out);
    return out;
}

// The register of a load's address ("[R8.64]" or "desc[UR4][R8.64]").
QString addressRegister(const SassInstruction &i) {
    const QString a = i.operands.value(1);
    const int open = a.lastIndexOf(QLatin1Char('['));
    return a.mid(open + 1).section(QLatin1Char('.'), 0, 0).section(QLatin1Char(']'), 0, 0);
}

bool isMove(const SassInstruction &i) {
    return i.opcode == QLatin1String("MOV")
           || (i.opcode == QLatin1String("IMAD.MOV.U32")
               && i.operands.value(1) == QLatin1String("RZ")
               && i.operands.value(2) == QLatin1String("RZ"));
}
QString moveSource(const SassInstruction &i) {
    return i.opcode == QLatin1String("MOV") ? i.operands.value(1) : i.operands.value(3);
}
// The instruction of the cyclic loop body that produced `reg` as seen at `at`, looking
// through register moves; -1 if none.
int writerOf(const QList<SassInstruction> &body, int at, QString reg) {
    const int n = static_cast<int>(body.size());
    for (int step = 1; step <= 2 * n; ++step) {
        const int q = ((at - step) % n + n) % n;
        const SassInstruction &i = body[q];
        if (i.opcode.startsWith(QLatin1String("ST")) || i.operands.value(0) != reg)
            continue;
        if (!isMove(i))
            return q;
        reg = moveSource(i);
    }
    return -1;
}

QMap<SassClass, int> counted(const Counts &c) {
    Counts out;
    for (auto it = c.constBegin(); it != c.constEnd(); ++it) {
        if (it.key() != SassClass::Other && it.value() > 0)
            out[it.key()] = it.value();
    }
    return out;
}

// The tensor-core kernel, whose loops are checked by FLOP only.
bool isMma(const Expectation &e) {
    return e.fragments.constFirst().contains(QLatin1String("mmaKernel"));
}

// The measured loops of `f`: every loop whose own body holds a counted instruction.
QList<SassLoop> measuredLoops(const SassFunction &f) {
    QList<SassLoop> measured;
    for (const SassLoop &l : f.loops) {
        if (!counted(f.ownCounts(l)).isEmpty() || f.ownMmaFlops(l) > 0)
            measured << l;
    }
    return measured;
}

// One row of expectations() for sm_`arch`: what the host counts, the kernel's machine code and
// its measured loops (at least one).
struct Measured {
    Expectation e;
    Kernel code;
    QList<SassLoop> loops;
};

// Fills `out`; the caller checks QTest::currentTestFailed() after it.
void measure(int arch, int index, Measured &out) {
    const QList<Expectation> all = expectations();
    QVERIFY(index >= 0 && index < all.size());
    out.e = all.at(index);
    out.code = kernel(out.e.file, arch, out.e.fragments);
    QVERIFY2(out.code.f, qPrintable(out.code.why));
    out.loops = measuredLoops(*out.code.f);
    QVERIFY(!out.loops.isEmpty());
}

// The rows <arch, index> of expectations() that `keep` selects, for sm_80 and sm_90.
void addExpectationRows(const std::function<bool(const Expectation &)> &keep) {
    QTest::addColumn<int>("arch");
    QTest::addColumn<int>("index");
    const QList<Expectation> all = expectations();
    for (int arch : {80, 90}) {
        for (int i = 0; i < all.size(); ++i) {
            if (!keep(all.at(i)))
                continue;
            const QString name = QStringLiteral("sm_%1 %2")
                                     .arg(arch)
                                     .arg(all.at(i).fragments.join(QLatin1Char('+')));
            QTest::newRow(qPrintable(name)) << arch << i;
        }
    }
}

QString describeLoops(const SassFunction &f, const QList<SassLoop> &loops) {
    QStringList found;
    for (const SassLoop &l : loops)
        found << describe(f.ownCounts(l));
    return found.join(QStringLiteral(" | "));
}

// The dimension of a prefill or decode attention instance ("ILb1ELi128ELi4E": 128).
int headDim(const QString &instance) {
    return instance.contains(QLatin1String("Li128E")) ? 128 : 64;
}

// The prefill attention's tile loop: the outermost loop with global loads, barriers and FFMA in
// it (the kernel must have exactly one).
QList<SassLoop> outerTileLoops(const SassFunction &f) {
    QList<SassLoop> tileLoops;
    for (const SassLoop &l : f.loops) {
        const Counts all = f.counts(l);
        bool barrier = false;
        for (int i = l.begin; i <= l.end; ++i)
            barrier = barrier || f.code[i].opcode.startsWith(QLatin1String("BAR"));
        if (barrier && all.value(SassClass::Ffma) > 0
            && all.value(SassClass::GlobalLoad128) + all.value(SassClass::GlobalLoad64)
                       + all.value(SassClass::GlobalLoadOther)
                   > 0)
            tileLoops << l;
    }
    QList<SassLoop> outer;
    for (const SassLoop &l : tileLoops) {
        bool inner = false;
        for (const SassLoop &o : tileLoops)
            inner = inner || o.contains(l);
        if (!inner)
            outer << l;
    }
    return outer;
}

// A prefill attention instance for sm_`arch`: its machine code, head dimension and tile loop.
struct PrefillTile {
    Kernel code;
    int dim = 0;
    SassLoop loop;
};

// Fills `out`; the caller checks QTest::currentTestFailed() after it.
void prefillTile(int arch, const QString &instance, PrefillTile &out) {
    out.dim = headDim(instance);
    out.code = kernel(QStringLiteral("LlmAttention"), arch,
                      {QStringLiteral("22prefillAttentionKernel"), instance});
    QVERIFY2(out.code.f, qPrintable(out.code.why));
    const QList<SassLoop> outer = outerTileLoops(*out.code.f);
    QCOMPARE(outer.size(), 1);
    out.loop = outer.first();
}

// A register operand's name without sign, absolute value or modifiers ("-|R12.reuse|": "R12").
QString registerName(const QString &operand) {
    QString r = operand;
    r.remove(QLatin1Char('-'));
    r.remove(QLatin1Char('|'));
    return r.section(QLatin1Char('.'), 0, 0);
}

// What the tile loop does with shared memory and the softmax.
struct TileWork {
    int sts128 = 0;       // 16-byte stores to shared memory (staging)
    int lds128 = 0;       // 16-byte loads from shared memory
    int ffmaOnShared = 0; // FFMA with an operand an LDS.128 of the loop wrote
    int ex2 = 0;          // MUFU.EX2
};

TileWork tileWork(const SassFunction &f, const SassLoop &loop) {
    TileWork w;
    QSet<QString> fromShared; // registers an LDS.128 of the loop wrote
    for (int i = loop.begin; i <= loop.end; ++i) {
        const SassInstruction &in = f.code[i];
        if (in.opcode.startsWith(QLatin1String("STS.128")))
            ++w.sts128;
        if (in.opcode.startsWith(QLatin1String("MUFU.EX2")))
            ++w.ex2;
        if (classify(in) == SassClass::SharedLoad128) {
            ++w.lds128;
            const QString d = registerName(in.operands.value(0));
            const int n = QStringView(d).mid(1).toInt();
            for (int k = 0; k < 4; ++k)
                fromShared.insert(QStringLiteral("R%1").arg(n + k));
        }
    }
    for (int i = loop.begin; i <= loop.end; ++i) {
        const SassInstruction &in = f.code[i];
        if (classify(in) != SassClass::Ffma)
            continue;
        for (int o = 1; o < in.operands.size(); ++o) {
            if (fromShared.contains(registerName(in.operands[o]))) {
                ++w.ffmaOnShared;
                break;
            }
        }
    }
    return w;
}

} // namespace

class TestCudaSass : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY2(
            QFile::exists(QStringLiteral(ROOFLINE_NVDISASM)),
            "nvdisasm not found: scripts/install-deps.sh installs NVIDIA's nvidia-cuda-nvdisasm "
            "into <build>/cuda-tools-venv when the toolkit lacks it; then re-run cmake");
        QVERIFY2(QFile::exists(QStringLiteral(ROOFLINE_CUOBJDUMP)),
                 "cuobjdump not found (as above)");
        qInfo("cubins: %s; nvdisasm: %s", qPrintable(cubinDir()), ROOFLINE_NVDISASM);
    }

    // The parser and checker on a hand-written listing: a merged load must show as a count
    // below the accounting (so the real checks below can fail).
    void parserSeesLoopsAndMergedLoads() {
        const QString text = QStringLiteral(
            "\t.section\t.text._Z4testv,\"ax\",@progbits\n"
            "        /*0000*/                   MOV R2, RZ ;\n"
            ".L_x_1:\n"
            "        /*0010*/                   LDS.128 R8, [R4] ;\n"
            "        /*0020*/                   LDS.128 R12, [R4+0x10] ;\n"
            "        /*0030*/                   HFMA2.MMA R3, -RZ, RZ, 1.5, 0 ;\n"
            "        /*0040*/                   FFMA R5, R5, R6, R7 ;\n"
            ".L_x_2:\n"
            "        /*0050*/                   DFMA R10, R10, R12, R14 ;\n"
            "        /*0060*/              @P1 BRA `(.L_x_2) ;\n"
            "        /*0070*/                   HMMA.16816.F32 R16, R20, R24, R16 ;\n"
            "        /*0080*/              @P0 BRA `(.L_x_1) ;\n"
            "        /*0090*/                   EXIT ;\n");
        QString error;
        const SassListing l = SassListing::parse(text, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const SassFunction *f = l.find({QStringLiteral("_Z4testv")});
        QVERIFY(f);
        QCOMPARE(f->loops.size(), 2);
        QCOMPARE(f->innermostLoops().size(), 1);
        const SassLoop outer = f->loops[1];
        const Counts own = f->ownCounts(outer);
        QCOMPARE(own.value(SassClass::SharedLoad128), 2); // 2 where 4 would be counted: fails
        QCOMPARE(own.value(SassClass::Hfma2), 0);         // the move idiom is no FMA
        QCOMPARE(own.value(SassClass::Ffma), 1);
        QCOMPARE(own.value(SassClass::Dfma), 0); // in the nested loop
        QCOMPARE(f->counts(outer).value(SassClass::Dfma), 1);
        QCOMPARE(f->ownMmaFlops(outer), 2.0 * 16 * 8 * 16);
        const auto res = parseResourceUsage(QStringLiteral(
            " Function _Z4testv:\n  REG:40 STACK:8 SHARED:0 LOCAL:16 CONSTANT[0]:552\n"));
        QCOMPARE(res.value(QStringLiteral("_Z4testv")).registers, 40);
        QCOMPARE(res.value(QStringLiteral("_Z4testv")).localBytes, 16);
    }

    // Loads ahead of their use, on a hand-written key loop: the load into R8..R11 is read 2
    // FFMAs later (R10, in the same trip); the load into R20..R23 at the loop's end is read at
    // the top of the next trip after 1 FFMA (the walk wraps around); "desc[UR8]" and "RZ" are
    // no reads of R8; a store reads its data operand's whole width.
    void parserMeasuresLoadsAheadOfTheirUse() {
        const QString text = QStringLiteral(
            "\t.section\t.text._Z4loopv,\"ax\",@progbits\n"
            ".L_x_1:\n"
            "        /*0000*/                   FFMA R4, R21, R2, RZ ;\n"
            "        /*0010*/              @P0 LDG.E.EF.128 R8, desc[UR8][R30.64] ;\n"
            "        /*0020*/                   FFMA R5, R5, R6, RZ ;\n"
            "        /*0030*/                   LDG.E.CONSTANT R12, desc[UR8][R32.64+0x10] ;\n"
            "        /*0040*/                   FFMA R5, R5, R7, R5 ;\n"
            "        /*0050*/                   FADD R6, R10.reuse, -R5 ;\n"
            "        /*0060*/                   STG.E.64 desc[UR8][R34.64], R12 ;\n"
            "        /*0070*/              @P0 LDG.E.EF.128 R20, desc[UR8][R8.64] ;\n"
            "        /*0080*/                   FFMA R5, R5, R6, RZ ;\n"
            "        /*0090*/              @P1 BRA `(.L_x_1) ;\n"
            "        /*00a0*/                   EXIT ;\n");
        QString error;
        const SassListing l = SassListing::parse(text, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const SassFunction *f = l.find({QStringLiteral("_Z4loopv")});
        QVERIFY(f);
        QCOMPARE(f->loops.size(), 1);
        const SassLoop loop = f->loops.first();
        QCOMPARE(registersWritten(f->code[1]), (QList<int>{8, 9, 10, 11}));
        QCOMPARE(registersRead(f->code[1]), (QList<int>{30, 31}));
        QCOMPARE(registersRead(f->code[6]), (QList<int>{34, 35, 12, 13}));
        QCOMPARE(f->ffmaBeforeFirstUse(loop, 1), 2);
        QCOMPARE(f->ffmaBeforeFirstUse(loop, 3), 1);   // the store reads R12 after one FFMA
        QCOMPARE(f->ffmaBeforeFirstUse(loop, 7), 1);   // R21 at the next trip's top
        QCOMPARE(f->ffmaBeforeFirstUse(loop, 10), -1); // outside the loop
    }

    // ptxas may version a loop (one copy per case of a run-time knob): every measured loop in
    // the SASS must be one of the accounted loop bodies, and every accounted body must be
    // there (the MMA kernel's loops are checked by FLOP only).
    void loopsMatchTheAccounting_data() {
        addExpectationRows([](const Expectation &e) { return !isMma(e); });
    }
    void loopsMatchTheAccounting() {
        QFETCH(int, arch);
        QFETCH(int, index);
        Measured m;
        measure(arch, index, m);
        if (QTest::currentTestFailed())
            return;
        QStringList found, want;
        for (const SassLoop &l : std::as_const(m.loops))
            found << describe(m.code.f->ownCounts(l));
        for (const Counts &w : m.e.loops)
            want << describe(w);
        const QSet<QString> a(found.begin(), found.end()), b(want.begin(), want.end());
        QVERIFY2(a == b, qPrintable(QStringLiteral("loops in SASS [%1], accounting counts [%2]")
                                        .arg(found.join(QStringLiteral(" | ")),
                                             want.join(QStringLiteral(" | ")))));
    }

    // The loop that carries the bytes moves what the host counts per iteration; the FLOP-
    // carrying loop with the most work computes what the host counts.
    void bytesAndFlopsMatchTheAccounting_data() {
        addExpectationRows([](const Expectation &) { return true; });
    }
    void bytesAndFlopsMatchTheAccounting() {
        QFETCH(int, arch);
        QFETCH(int, index);
        Measured m;
        measure(arch, index, m);
        if (QTest::currentTestFailed())
            return;
        const SassFunction *f = m.code.f;
        const SassLoop *byteLoop = nullptr, *flopLoop = nullptr;
        for (const SassLoop &l : std::as_const(m.loops)) {
            const Counts own = f->ownCounts(l);
            if (!byteLoop && bytesOf(own) > 0)
                byteLoop = &l;
            if (!flopLoop && (flopsOf(own) > 0 || f->ownMmaFlops(l) > 0))
                flopLoop = &l;
        }
        double bytesFound = 0, flopsFound = 0;
        if (m.e.bytesPerIteration > 0) {
            QVERIFY2(byteLoop, "no loop moves data");
            bytesFound = bytesOf(f->ownCounts(*byteLoop));
            QCOMPARE(bytesFound, m.e.bytesPerIteration);
        }
        if (m.e.flopsPerIteration > 0) {
            QVERIFY2(flopLoop, "no loop computes");
            // The FLOP-carrying loop with the most work is the one the accounting names.
            for (const SassLoop &l : std::as_const(m.loops))
                flopsFound = std::max(flopsFound, flopsOf(f->ownCounts(l)) + f->ownMmaFlops(l));
            QCOMPARE(flopsFound, m.e.flopsPerIteration);
        }
        qInfo("sm_%d %-28s loops [%s] bytes/iter %g (counted %g) flop/iter %g (counted %g)", arch,
              qPrintable(m.e.fragments.join(QLatin1Char('+'))),
              qPrintable(describeLoops(*f, m.loops)), bytesFound, m.e.bytesPerIteration, flopsFound,
              m.e.flopsPerIteration);
    }

    // The pointer chase stays dependent: in loop order, each load's address register comes
    // (through register moves only) from the previous load's result, the first from the last
    // (loop-carried), and no chase load is predicated.
    void chaseLoadsAreDependent_data() {
        addExpectationRows([](const Expectation &e) { return e.dependentChase; });
    }
    void chaseLoadsAreDependent() {
        QFETCH(int, arch);
        QFETCH(int, index);
        Measured m;
        measure(arch, index, m);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m.e.dependentChase);
        QList<SassInstruction> body;
        for (int i : m.code.f->ownInstructions(m.loops.constFirst()))
            body << m.code.f->code[i];
        QList<int> loads;
        for (int i = 0; i < body.size(); ++i) {
            if (classify(body[i]) == SassClass::GlobalLoad64)
                loads << i;
        }
        QCOMPARE(loads.size(), static_cast<int>(acc::chaseLoads(1)));
        for (int n = 0; n < loads.size(); ++n) {
            const int prev = loads[(n + loads.size() - 1) % loads.size()];
            const int writer = writerOf(body, loads[n], addressRegister(body[loads[n]]));
            QVERIFY2(writer == prev,
                     qPrintable(QStringLiteral("chase load %1 (%2) does not take its address "
                                               "from the previous load (%3)")
                                    .arg(n)
                                    .arg(body[loads[n]].opcode + QLatin1Char(' ')
                                             + body[loads[n]].operands.join(QLatin1Char(',')),
                                         body[prev].operands.value(0))));
            QVERIFY2(body[loads[n]].predicate.isEmpty(), "a chase load is predicated");
        }
    }

    // The latch re-reads its host-mapped flag (a system-scope load) every turn and reads the
    // clock for its timeout in the same loop.
    void latchRereadsItsFlagEveryTurn_data() {
        addExpectationRows([](const Expectation &e) { return e.systemScopeFlag; });
    }
    void latchRereadsItsFlagEveryTurn() {
        QFETCH(int, arch);
        QFETCH(int, index);
        Measured m;
        measure(arch, index, m);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m.e.systemScopeFlag);
        bool sysLoad = false, clock = false;
        for (int i : m.code.f->ownInstructions(m.loops.constFirst())) {
            const SassInstruction &ins = m.code.f->code[i];
            sysLoad = sysLoad
                      || (ins.opcode.startsWith(QLatin1String("LDG"))
                          && ins.opcode.contains(QLatin1String("STRONG.SYS")));
            clock =
                clock || ins.operands.join(QLatin1Char(',')).contains(QLatin1String("SR_CLOCK"));
        }
        QVERIFY2(sysLoad, "the latch does not re-read its host-mapped flag every turn");
        QVERIFY2(clock, "the latch has no timeout clock in its loop");
    }

    // No kernel spills, and one launched for full occupancy (kThreads per block, SMs ×
    // 2048/kThreads blocks) fits 2048 threads per SM on sm_80/sm_90: 65536 registers / 2048.
    void kernelsFitTheirRegisters_data() {
        addExpectationRows([](const Expectation &) { return true; });
    }
    void kernelsFitTheirRegisters() {
        QFETCH(int, arch);
        QFETCH(int, index);
        Measured m;
        measure(arch, index, m);
        if (QTest::currentTestFailed())
            return;
        verifyNoSpill(m.code);
        if (QTest::currentTestFailed())
            return;
        const ResourceUsage r = m.code.cubin->resources.value(m.code.f->name);
        if (m.e.fullOccupancy)
            QVERIFY2(r.registers <= 32,
                     qPrintable(QStringLiteral("%1 registers: fewer than 2048 threads per SM, the "
                                               "one-wave grid of SweepPlan would take two waves")
                                    .arg(r.registers)));
        qInfo("sm_%d %-28s REG %d LOCAL %d", arch, qPrintable(m.e.fragments.join(QLatin1Char('+'))),
              r.registers, r.localBytes);
    }
    // cuda.llm's decode attention, every instance (bf16/fp16 KV × head dim 64/128 × 1, 2, 4,
    // 8 query heads per kv head): the KV cache is counted as read once, 16 bytes per thread
    // per load, kAttentionLoadsPerTrip loads per trip of the key loop (a K and a V load for
    // each of its kAttentionRowsPerThreadPerTrip rows a thread). A narrower or missing
    // load, a loop the optimiser emptied, or a result never stored would make that count a
    // fiction.
    void attentionReadsTheKvCacheAsCounted_data() {
        QTest::addColumn<int>("arch");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("group");
        for (int arch : {80, 90}) {
            for (const char *bf16 : {"1", "0"}) {
                for (int dim : {64, 128}) {
                    for (int group : {1, 2, 4, 8}) {
                        const QString inst = QStringLiteral("ILb%1ELi%2ELi%3E")
                                                 .arg(QLatin1String(bf16))
                                                 .arg(dim)
                                                 .arg(group);
                        QTest::newRow(qPrintable(QStringLiteral("sm_%1 %2").arg(arch).arg(inst)))
                            << arch << inst << group;
                    }
                }
            }
        }
    }
    void attentionReadsTheKvCacheAsCounted() {
        QFETCH(int, arch);
        QFETCH(QString, instance);
        QFETCH(int, group);
        const Kernel code = kernel(QStringLiteral("LlmAttention"), arch,
                                   {QStringLiteral("21decodeAttentionKernel"), instance});
        QVERIFY2(code.f, qPrintable(code.why));
        const SassFunction *f = code.f;
        // Every evict-first (KV) load is a whole 16-byte vector, none split into pieces.
        int kvLoads = 0;
        for (const SassInstruction &i : f->code) {
            if (!isKvLoad(i))
                continue;
            ++kvLoads;
            QVERIFY2(classify(i) == SassClass::GlobalLoad128,
                     qPrintable(QStringLiteral("a KV load narrower than 16 bytes: ") + i.opcode));
        }
        QVERIFY2(kvLoads >= llm::kAttentionLoadsPerTrip, "the KV loads are gone");
        // The key loop: the one loop whose own body loads K and V.
        const QList<SassLoop> loops = keyLoops(*f);
        QCOMPARE(loops.size(), 1);
        const SassLoop &loop = loops.first();
        const Counts own = f->ownCounts(loop);
        QCOMPARE(own.value(SassClass::GlobalLoad128), llm::kAttentionLoadsPerTrip);
        QCOMPARE(own.value(SassClass::GlobalLoad64), 0);
        QCOMPARE(own.value(SassClass::GlobalLoadOther), 0);
        // The arithmetic on every loaded element survives: per head and row (a trip has
        // kAttentionRowsPerThreadPerTrip rows a thread), 8 FMAs of the q·k dot product and 8 of the
        // V accumulation, and the softmax's exponentials (MUFU.EX2).
        int ex2 = 0;
        for (int i : f->ownInstructions(loop))
            ex2 += f->code[i].opcode.startsWith(QLatin1String("MUFU.EX2")) ? 1 : 0;
        const int rows = llm::kAttentionRowsPerThreadPerTrip;
        QVERIFY2(own.value(SassClass::Ffma) >= 2 * rows * group * llm::kAttentionElementsPerLoad,
                 qPrintable(QStringLiteral("%1 FFMA in the key loop, %2 needed")
                                .arg(own.value(SassClass::Ffma))
                                .arg(2 * rows * group * llm::kAttentionElementsPerLoad)));
        QVERIFY2(ex2 >= 2 * rows * group,
                 qPrintable(QStringLiteral("%1 MUFU.EX2 for %2 heads x %3 rows (a rescale and a "
                                           "weight each)")
                                .arg(ex2)
                                .arg(group)
                                .arg(rows)));
        // The result is stored (else ptxas could drop the whole computation).
        bool stores = false, barrier = false;
        for (const SassInstruction &i : f->code) {
            stores = stores || classify(i) == SassClass::GlobalStoreOther
                     || classify(i) == SassClass::GlobalStore128;
            barrier = barrier || i.opcode.startsWith(QLatin1String("BAR"));
        }
        QVERIFY2(stores, "the partial results are never stored");
        QVERIFY2(barrier, "the row groups are merged without a barrier");
        verifyNoSpill(code);
        if (QTest::currentTestFailed())
            return;
        qInfo("sm_%d %s key loop: %d x LDG.128 (KV), %d FFMA, %d MUFU.EX2; REG %d", arch,
              qPrintable(instance), own.value(SassClass::GlobalLoad128), own.value(SassClass::Ffma),
              ex2, code.cubin->resources.value(f->name).registers);
    }
    // Issue 29: decode attention is latency-bound at batch 1 (a block or two per SM); with
    // one load in flight per thread the V load waited behind the q·k FMAs and the K load was
    // read by the very next FMA (0 FFMAs between a K load and its use on 03ca254). Now a trip
    // covers two row groups with two register buffers, the next row's K and V issued before
    // the current row's work: in the key loop every KV load has at least the q·k dot of one
    // row for all the group's heads (8 × group FFMAs) between it and the first instruction
    // that reads it (in program order, all rows valid, around the loop to the next trip).
    void attentionKeepsLoadsInFlight_data() {
        attentionReadsTheKvCacheAsCounted_data(); // the same instances: <bf16, dim, group>
    }
    void attentionKeepsLoadsInFlight() {
        QFETCH(int, arch);
        QFETCH(QString, instance);
        QFETCH(int, group);
        const Kernel code = kernel(QStringLiteral("LlmAttention"), arch,
                                   {QStringLiteral("21decodeAttentionKernel"), instance});
        QVERIFY2(code.f, qPrintable(code.why));
        const SassFunction *f = code.f;
        const QList<SassLoop> loops = keyLoops(*f);
        QCOMPARE(loops.size(), 1);
        const SassLoop &loop = loops.first();
        const int needed = llm::kAttentionElementsPerLoad * group; // q·k of one row, G heads
        QStringList gaps;
        int loads = 0, least = -1;
        for (int i : f->ownInstructions(loop)) {
            if (!isKvLoad(f->code[i]))
                continue;
            ++loads;
            const int gap = f->ffmaBeforeFirstUse(loop, i);
            gaps << QString::number(gap);
            least = least < 0 ? gap : std::min(least, gap);
            QVERIFY2(gap >= needed,
                     qPrintable(QStringLiteral("the KV load at /*%1*/ (%2 %3) is read after %4 "
                                               "FFMA, %5 needed (the q·k dot of one row): the "
                                               "load is not issued ahead of its use")
                                    .arg(f->code[i].address, 4, 16, QLatin1Char('0'))
                                    .arg(f->code[i].opcode, f->code[i].operands.value(0))
                                    .arg(gap)
                                    .arg(needed)));
        }
        QCOMPARE(loads, llm::kAttentionLoadsPerTrip);
        const ResourceUsage r = code.cubin->resources.value(f->name);
        qInfo("sm_%d %s key loop: FFMA between each KV load and its use [%s] (>= %d); REG %d", arch,
              qPrintable(instance), qPrintable(gaps.join(QLatin1Char(' '))), needed, r.registers);
    }

    // cuda.llm's prefill attention, every instance: K and V tiles come from memory in 16-byte
    // loads (the width kvCacheBytes and the tile layout assume), kPrefillKeys rows of each per
    // trip of the tile loop (prefillLoadsPerTile per thread), the next tile's prefetched during
    // this one. A narrower load fails here (tests/cuda/prefill-mutants.sh plants one).
    void prefillAttentionLoadsWholeVectors_data() {
        attentionReadsTheKvCacheAsCounted_data(); // the same instances: <bf16, dim, group>
    }
    void prefillAttentionLoadsWholeVectors() {
        QFETCH(int, arch);
        QFETCH(QString, instance);
        PrefillTile t;
        prefillTile(arch, instance, t);
        if (QTest::currentTestFailed())
            return;
        const Counts all = t.code.f->counts(t.loop);
        QCOMPARE(all.value(SassClass::GlobalLoad128), 2 * llm::prefillLoadsPerTile(t.dim));
        QCOMPARE(all.value(SassClass::GlobalLoad64), 0);
        QCOMPARE(all.value(SassClass::GlobalLoadOther), 0);
    }

    // Every score and every P·V product is an FFMA (32 x headDim per thread and tile: 16 x
    // headDim of QKᵀ, 16 x headDim of PV) on operands read from shared memory, each once per
    // tile as one 16-byte LDS, the tiles staged there with STS.128; the softmax's exponentials
    // are MUFU.EX2. A V never read, weights not exponentiated or a dropped half of the dot
    // product fails here (tests/cuda/prefill-mutants.sh plants them).
    void prefillAttentionComputesOnSharedTiles_data() {
        attentionReadsTheKvCacheAsCounted_data(); // the same instances: <bf16, dim, group>
    }
    void prefillAttentionComputesOnSharedTiles() {
        QFETCH(int, arch);
        QFETCH(QString, instance);
        QFETCH(int, group);
        PrefillTile t;
        prefillTile(arch, instance, t);
        if (QTest::currentTestFailed())
            return;
        const int dim = t.dim;
        const Counts all = t.code.f->counts(t.loop);
        const TileWork w = tileWork(*t.code.f, t.loop);
        // QKᵀ reads 4 rows' and 4 keys' float4 per 4 elements of the head (2 x dim), PV per key
        // the 4 rows' weights and dim / 32 float4 of V (kPrefillKeys x (1 + dim / 32)). A V
        // never read or a dot product cut short loses its loads here even where ptxas folds
        // the FFMA count back.
        QCOMPARE(w.lds128, 2 * dim + llm::kPrefillKeys * (1 + dim / 32));
        // Two float4 per loaded vector (K and V) with P's 4 float4.
        QVERIFY2(w.sts128 >= 4 * llm::prefillLoadsPerTile(dim) + 4,
                 qPrintable(QStringLiteral("%1 STS.128: the tiles are not staged").arg(w.sts128)));
        // Per thread and tile: 4 x 4 scores x dim (QKᵀ) and 4 rows x dim / 8 columns x 32 keys
        // (PV).
        const int products = 32 * dim;
        QVERIFY2(all.value(SassClass::Ffma) >= products,
                 qPrintable(QStringLiteral("%1 FFMA in the tile loop, %2 needed")
                                .arg(all.value(SassClass::Ffma))
                                .arg(products)));
        QVERIFY2(w.ffmaOnShared >= products,
                 qPrintable(QStringLiteral("%1 FFMA read shared-memory data, %2 needed")
                                .arg(w.ffmaOnShared)
                                .arg(products)));
        // A rescale and 4 weights per row, 4 rows.
        QVERIFY2(w.ex2 >= 4 * 5, qPrintable(QStringLiteral("%1 MUFU.EX2 for 4 rows").arg(w.ex2)));
        qInfo("sm_%d %s (group %d) tile loop: %d x LDG.128 (K/V), %d STS.128, %d LDS.128, %d FFMA "
              "(%d on shared data), %d MUFU.EX2; REG %d",
              arch, qPrintable(instance), group, all.value(SassClass::GlobalLoad128), w.sts128,
              w.lds128, all.value(SassClass::Ffma), w.ffmaOnShared, w.ex2,
              t.code.cubin->resources.value(t.code.f->name).registers);
    }

    // The output is stored in 16-byte stores after the tile loop, and nothing spills. An output
    // never stored fails here (tests/cuda/prefill-mutants.sh plants it).
    void prefillAttentionStoresItsOutput_data() {
        attentionReadsTheKvCacheAsCounted_data(); // the same instances: <bf16, dim, group>
    }
    void prefillAttentionStoresItsOutput() {
        QFETCH(int, arch);
        QFETCH(QString, instance);
        PrefillTile t;
        prefillTile(arch, instance, t);
        if (QTest::currentTestFailed())
            return;
        const SassFunction *f = t.code.f;
        bool stores = false;
        for (int i = t.loop.end + 1; i < f->code.size(); ++i)
            stores = stores || classify(f->code[i]) == SassClass::GlobalStore128;
        QVERIFY2(stores, "the output is never stored (16-byte stores after the tile loop)");
        verifyNoSpill(t.code);
    }

    void attentionCombineStoresItsResult_data() {
        QTest::addColumn<int>("arch");
        QTest::newRow("sm_80") << 80;
        QTest::newRow("sm_90") << 90;
    }
    void attentionCombineStoresItsResult() {
        QFETCH(int, arch);
        const Kernel code =
            kernel(QStringLiteral("LlmAttention"), arch, {QStringLiteral("13combineKernel")});
        QVERIFY2(code.f, qPrintable(code.why));
        bool stores = false;
        for (const SassInstruction &i : code.f->code) {
            stores = stores || classify(i) == SassClass::GlobalStoreOther;
            QVERIFY2(classify(i) != SassClass::LocalMemory, "register spill (LDL/STL) in the code");
        }
        QVERIFY2(stores, "the combined output is never stored");
    }
};

QTEST_GUILESS_MAIN(TestCudaSass)
#include "tst_cudasass.moc"
