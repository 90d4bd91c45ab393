// SPDX-License-Identifier: MIT
// The peak kernels as the CPU sees them: objdump of the engine library, and for every x86
// format kernel the hot loop must hold exactly the counted instructions (a multiple of
// instructionsPerIteration, in every counted mnemonic), register-resident (no memory operand,
// no call), nothing hoisted out of it. The same for the read kernel's loads, and for the
// clock chains (register operands: never the `add $1` a core can fold at rename). Like the
// CUDA SASS checks: what the counting rests on is checked in the binary, not in the source.
#include "probes/cpu/FormatKernels.h"

#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace roofline::probes;

namespace {

struct Instruction {
    quint64 address = 0;
    QString mnemonic;
    QString operands;
};

struct Function {
    QString name; // demangled
    QList<Instruction> code;
};

// object file name -> its functions, from `objdump -d -C` of the static library.
QMap<QString, QList<Function>> disassemble(QString *error) {
    QMap<QString, QList<Function>> out;
    QProcess p;
    p.start(QStringLiteral("objdump"),
            {QStringLiteral("-d"), QStringLiteral("-C"), QStringLiteral("--no-show-raw-insn"),
             QStringLiteral(ROOFLINE_PROBES_LIBRARY)});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        *error =
            QStringLiteral("objdump failed: ") + QString::fromLocal8Bit(p.readAllStandardError());
        return out;
    }
    static const QRegularExpression object(QStringLiteral("^(\\S+\\.o):\\s+file format"));
    static const QRegularExpression function(QStringLiteral("^[0-9a-f]+ <(.*)>:$"));
    static const QRegularExpression insn(
        QStringLiteral("^\\s*([0-9a-f]+):\\s+(?:\\{\\w+\\}\\s+)?([a-z][a-z0-9.]*)\\s*(.*)$"));
    QString current;
    for (const QByteArray &raw : p.readAllStandardOutput().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (auto m = object.match(line); m.hasMatch()) {
            current = m.captured(1);
            continue;
        }
        if (auto m = function.match(line); m.hasMatch()) {
            out[current].append({m.captured(1), {}});
            continue;
        }
        if (auto m = insn.match(line); m.hasMatch() && !out[current].isEmpty())
            out[current].last().code.append(
                {m.captured(1).toULongLong(nullptr, 16), m.captured(2), m.captured(3).trimmed()});
    }
    return out;
}

const Function *findFunction(const QList<Function> &fns, const QString &name) {
    for (const Function &f : fns) {
        if (f.name.contains(QStringLiteral("::") + name + QLatin1Char('('))
            && !f.name.contains(QStringLiteral("[clone")))
            return &f;
    }
    return nullptr;
}

// The loops of a function: [target, branch] of every backward jump inside it.
QList<QList<Instruction>> loopsOf(const Function &f) {
    QList<QList<Instruction>> loops;
    static const QRegularExpression target(QStringLiteral("^([0-9a-f]+)"));
    for (int i = 0; i < f.code.size(); ++i) {
        const Instruction &b = f.code[i];
        if (!b.mnemonic.startsWith(QLatin1Char('j')))
            continue;
        const auto m = target.match(b.operands);
        if (!m.hasMatch())
            continue;
        const quint64 to = m.captured(1).toULongLong(nullptr, 16);
        if (to >= b.address || to < f.code.first().address)
            continue;
        QList<Instruction> body;
        for (const Instruction &x : f.code) {
            if (x.address >= to && x.address <= b.address)
                body.append(x);
        }
        loops.append(body);
    }
    return loops;
}

int count(const QList<Instruction> &loop, const QString &mnemonic) {
    int n = 0;
    for (const Instruction &x : loop)
        n += x.mnemonic.startsWith(mnemonic) ? 1 : 0;
    return n;
}

// The function and whatever it tail-calls or calls in the same object (fp64Kernel jumps to
// fmaThroughput<D, double> where the compiler did not inline it).
QList<const Function *> withCallees(const QList<Function> &fns, const Function *f) {
    QList<const Function *> out{f};
    static const QRegularExpression callee(QStringLiteral("<(.*)>$"));
    for (const Instruction &x : f->code) {
        if (x.mnemonic != QLatin1String("jmp") && x.mnemonic != QLatin1String("call"))
            continue;
        const auto m = callee.match(x.operands);
        if (!m.hasMatch())
            continue;
        for (const Function &g : fns) {
            if (g.name == m.captured(1) && &g != f)
                out.append(&g);
        }
    }
    return out;
}

// The hot loop: the loop holding the most of the first counted mnemonic.
QList<Instruction> hotLoop(const QList<Function> &fns, const Function *f, const QString &first) {
    QList<Instruction> best;
    for (const Function *g : withCallees(fns, f)) {
        for (const auto &loop : loopsOf(*g)) {
            if (count(loop, first) > count(best, first))
                best = loop;
        }
    }
    return best;
}

} // namespace

class TestKernelAsm : public QObject {
    Q_OBJECT
    QMap<QString, QList<Function>> m_objects;

private slots:
    void initTestCase() {
#if !defined(__x86_64__)
        QSKIP("the disassembly checks cover the x86 kernels");
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(ROOFLINE_TSAN)
        // Instrumented kernels are not the code a release build times (ASan keeps accumulators
        // in its fake stack; ThreadSanitizer's instrumentation adds its own loads to the read
        // loops: 25 counted, no multiple of the 8 zmm loads), so there is nothing to check here.
        QSKIP("sanitizer build: the kernels are instrumented");
#endif
        QString error;
        m_objects = disassemble(&error);
        if (m_objects.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no disassembly: ") + error));
    }

    void formatKernelLoops_data() {
        QTest::addColumn<QString>("id");
        for (const FormatKernel *k : allFormatKernels())
            QTest::newRow(k->id) << QString::fromLatin1(k->id);
    }
    void formatKernelLoops() {
        QFETCH(QString, id);
        const FormatKernel *k = findFormatKernel(id.toStdString());
        QVERIFY(k);
        const QList<Function> fns = m_objects.value(QString::fromLatin1(k->object));
        QVERIFY2(!fns.isEmpty(), k->object);
        const Function *f = findFunction(fns, QString::fromLatin1(k->function));
        QVERIFY2(f, k->function);
        const QStringList mnemonics =
            QString::fromLatin1(k->mnemonics).split(QLatin1Char('+'), Qt::SkipEmptyParts);
        const QList<Instruction> loop = hotLoop(fns, f, mnemonics.first());
        QVERIFY2(!loop.isEmpty(), "no loop holds the counted instruction");
        const int per = static_cast<int>(k->instructionsPerIteration);
        const int first = count(loop, mnemonics.first());
        QVERIFY2(first > 0 && first % per == 0,
                 qPrintable(QStringLiteral("%1 x %2 in the loop, credited %3 per iteration")
                                .arg(first)
                                .arg(mnemonics.first())
                                .arg(per)));
        for (const QString &mn : mnemonics)
            QCOMPARE(count(loop, mn), first); // the same number of each in a group
        for (const Instruction &x : loop) {
            const bool counted =
                std::any_of(mnemonics.begin(), mnemonics.end(),
                            [&](const QString &mn) { return x.mnemonic.startsWith(mn); });
            if (counted)
                QVERIFY2(!x.operands.contains(QLatin1Char('(')),
                         qPrintable(QStringLiteral("memory operand in the loop: ") + x.mnemonic
                                    + QLatin1Char(' ') + x.operands));
            QVERIFY2(x.mnemonic != QLatin1String("call"), "a call inside the hot loop");
            QVERIFY2(!x.mnemonic.startsWith(QLatin1String("tileload")),
                     "a tile load inside the hot loop: the inputs must stay in tiles");
        }
    }

    void readKernelLoads() {
        // Every ISA's read loop: each vector loaded (a plain load or one fused into the
        // combining XOR: vpternlogq on AVX-512, vpxor / pxor elsewhere), pointer increment
        // addressing, and no store.
        for (const char *object :
             {"KernelsAvx512.cpp.o", "KernelsAvx2.cpp.o", "KernelsSse2.cpp.o"}) {
            const QList<Function> fns = m_objects.value(QString::fromLatin1(object));
            const Function *f = findFunction(fns, QStringLiteral("readKernel"));
            QVERIFY2(f, object);
            const QString add = QString::fromLatin1(object).contains(QLatin1String("Sse2"))
                                    ? QStringLiteral("pxor")
                                : QString::fromLatin1(object).contains(QLatin1String("512"))
                                    ? QStringLiteral("vpternlogq")
                                    : QStringLiteral("vpxor");
            QList<Instruction> loop = hotLoop(fns, f, add);
            int loads = 0;
            for (const Instruction &x : loop) {
                QVERIFY2(!x.mnemonic.startsWith(QLatin1String("vmovap"))
                             || !x.operands.endsWith(QLatin1Char(')')),
                         "a store in the read loop");
                if (x.mnemonic.startsWith(add) && x.operands.contains(QLatin1Char('(')))
                    ++loads;
                else if (x.mnemonic.startsWith(QLatin1String("vmovdq"))
                         || x.mnemonic.startsWith(QLatin1String("movdq")))
                    loads += x.operands.startsWith(QLatin1Char('-'))
                                     || x.operands.contains(QLatin1String("(%"))
                                 ? 1
                                 : 0;
            }
            // 64 doubles per trip: 8 zmm, 16 ymm or 32 xmm loads.
            const int expected = QString::fromLatin1(object).contains(QLatin1String("512"))    ? 8
                                 : QString::fromLatin1(object).contains(QLatin1String("Avx2")) ? 16
                                                                                               : 32;
            QVERIFY2(loads > 0 && loads % expected == 0,
                     qPrintable(
                         QStringLiteral("%1: %2 loads in the read loop, expected a multiple of %3")
                             .arg(QString::fromLatin1(object))
                             .arg(loads)
                             .arg(expected)));
        }
    }

    void clockChains() {
        const QList<Function> fns = m_objects.value(QStringLiteral("CoreClock.cpp.o"));
        for (const auto &[name, mnemonic] :
             {std::pair{"addChain", "add"}, std::pair{"imulChain", "imul"}}) {
            const Function *f = findFunction(fns, QString::fromLatin1(name));
            QVERIFY2(f, name);
            const QList<Instruction> loop = hotLoop(fns, f, QString::fromLatin1(mnemonic));
            int n = 0;
            for (const Instruction &x : loop) {
                if (x.mnemonic != QLatin1String(mnemonic))
                    continue;
                ++n;
                // `add $1` (an immediate) is what Golden Cove folds at rename: never here.
                QVERIFY2(!x.operands.contains(QLatin1Char('$')),
                         qPrintable(QStringLiteral("immediate operand: ") + x.operands));
            }
            QCOMPARE(n, 16);
        }
    }
};

QTEST_GUILESS_MAIN(TestKernelAsm)
#include "tst_kernelasm.moc"
