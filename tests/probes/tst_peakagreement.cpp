// SPDX-License-Identifier: MIT
// The second method for a format peak: cpu.gemm's library GEMM held against the format
// ladder's loop of the same format (InstructionPeaks), and which ladder ceilings are only
// upper bounds. The engine run itself is in tst_probeprocess (libraryHeldAgainstTheLadder).
#include "probes/cpu/CoreModel.h"
#include "probes/cpu/FormatKernels.h"
#include "probes/cpu/InstructionPeaks.h"

#include <QRegularExpression>
#include <QTest>

using namespace roofline::probes;
using V = PeakAgreement::Verdict;
Q_DECLARE_METATYPE(PeakAgreement::Verdict)

class TestPeakAgreement : public QObject {
    Q_OBJECT
private slots:
    void verdicts_data() {
        QTest::addColumn<double>("library");
        QTest::addColumn<double>("loop");
        QTest::addColumn<double>("ceiling");
        QTest::addColumn<bool>("upperBound");
        QTest::addColumn<V>("verdict");
        QTest::addColumn<QString>("says"); // a regular expression the text must match ("" none)
        // The Emerald Rapids VM's bf16: vdpbf16ps at 23 % of the FMA pipes, oneDNN at 95 %.
        QTest::newRow("corroborated low dot product")
            << 84.9e9 << 89.2e9 << 383.5e9 << true << V::Corroborated
            << QStringLiteral("^bf16: .* reaches only 23 % of its upper bound.* 95 % of the same "
                              "loop.*29.8 FLOP per cycle per core.*not a fault of the probe");
        // A loop that is right (93 % of a real rate): agreement is not news.
        QTest::newRow("fp32 agrees") << 151e9 << 179e9 << 192e9 << false << V::Agrees << "";
        // Far below a bound that is a known rate: the library agreeing does not excuse it.
        QTest::newRow("low, but the bound is a rate")
            << 40e9 << 45e9 << 192e9 << false << V::Agrees << "";
        // An upper bound half reached: not "far below" it.
        QTest::newRow("upper bound, 60 % reached")
            << 110e9 << 115e9 << 192e9 << true << V::Agrees << "";
        // The library beats the loop: the loop is what is wrong.
        QTest::newRow("library above the loop")
            << 160e9 << 100e9 << 192e9 << false << V::LibraryAbove
            << QStringLiteral("1.60x the format ladder's peak .*a probe fault");
        QTest::newRow("library above, upper bound")
            << 60e9 << 30e9 << 383.5e9 << true << V::LibraryAbove << QStringLiteral("probe fault");
        QTest::newRow("just inside the tolerance")
            << 109e9 << 100e9 << 192e9 << false << V::Agrees << "";
        QTest::newRow("library below the loop")
            << 50e9 << 100e9 << 192e9 << true << V::LibraryBelow << "";
    }
    void verdicts() {
        QFETCH(double, library);
        QFETCH(double, loop);
        QFETCH(double, ceiling);
        QFETCH(bool, upperBound);
        QFETCH(V, verdict);
        QFETCH(QString, says);
        const InstructionPeak peak{"bf16",  1,         loop, "vdpbf16ps zmm (bf16 x32 -> fp32 x16)",
                                   ceiling, upperBound};
        const PeakAgreement a = compareWithInstructionPeak(library, peak, "oneDNN 2.6.3", 2.996e9);
        QCOMPARE(a.verdict, verdict);
        QCOMPARE(a.ratio, library / loop);
        const QString text = QString::fromStdString(a.text);
        if (says.isEmpty())
            QVERIFY2(text.isEmpty(), qPrintable(text));
        else {
            // The data row's pattern: it differs per row, so it cannot be a static.
            const QRegularExpression pattern(says);
            QVERIFY2(pattern.match(text).hasMatch(), // clazy:exclude=use-static-qregularexpression
                     qPrintable(text));
        }
    }

    // An all-thread loop that ran on shared units (2 threads at 1.14x one: the Emerald Rapids
    // VM placed its two virtual CPUs on one core for a while) is not held against a library
    // that ran at another moment: neither "the loop misses the core's rate" nor agreement.
    void sharedUnitsAreNotCompared_data() {
        QTest::addColumn<double>("twoThreads");
        QTest::addColumn<double>("library");
        QTest::addColumn<V>("verdict");
        QTest::newRow("co-placed, library above") << 828e9 << 1086e9 << V::NotComparable;
        QTest::newRow("co-placed, library alike") << 828e9 << 800e9 << V::NotComparable;
        QTest::newRow("scales, library above") << 1430e9 << 1700e9 << V::LibraryAbove;
        QTest::newRow("scales, agrees") << 1430e9 << 1300e9 << V::Agrees;
        QTest::newRow("at the 0.75 bound") << 0.75 * 2 * 725e9 << 1000e9 << V::Agrees;
    }
    void sharedUnitsAreNotCompared() {
        QFETCH(double, twoThreads);
        QFETCH(double, library);
        QFETCH(V, verdict);
        const InstructionPeak one{"int8", 1, 725e9, "vpdpbusd zmm", 770e9, true};
        const InstructionPeak two{"int8", 2, twoThreads, "vpdpbusd zmm", 1540e9, true};
        const PeakAgreement a = compareWithInstructionPeak(library, two, "oneDNN", 3e9, &one);
        QCOMPARE(a.verdict, verdict);
        QCOMPARE(a.ratio, library / twoThreads);
        if (verdict == V::NotComparable)
            QVERIFY2(QString::fromStdString(a.text).contains(QStringLiteral("reached 1.14x its "
                                                                            "one-thread rate")),
                     a.text.c_str());
        // The one-thread loop itself is always compared.
        QVERIFY(compareWithInstructionPeak(library, one, "oneDNN", 3e9, &one).verdict
                != V::NotComparable);
    }

    // Nothing measured on either side: no verdict beyond the default, no division by zero.
    void noRates() {
        const InstructionPeak peak{"int8", 2, 0.0, "vpdpbusd", 1e12, true};
        const PeakAgreement a = compareWithInstructionPeak(5e11, peak, "oneDNN", 3e9);
        QCOMPARE(a.ratio, 0.0);
        QVERIFY(a.text.empty());
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("agrees"));
    }

    void recordKeepsTheFastestPerFormatAndThreads() {
        InstructionPeaks peaks;
        QVERIFY(!peaks.find("bf16", 1));
        peaks.record({"bf16", 1, 80e9, "vdpbf16ps", 380e9, true});
        peaks.record({"bf16", 1, 900e9, "tdpbf16ps", 1000e9, false}); // AMX beats it
        peaks.record({"bf16", 1, 70e9, "vdpbf16ps", 380e9, true});    // slower: ignored
        peaks.record({"bf16", 2, 160e9, "vdpbf16ps", 760e9, true});
        QCOMPARE(QString::fromStdString(peaks.find("bf16", 1)->kernel),
                 QStringLiteral("tdpbf16ps"));
        QCOMPARE(peaks.find("bf16", 1)->rate, 900e9);
        QCOMPARE(peaks.find("bf16", 2)->rate, 160e9);
        QVERIFY(!peaks.find("bf16", 4));
        QVERIFY(!peaks.find("int8", 1));
    }

    // Every dot-product kernel states its ceiling as an upper bound (the core table has no
    // dot-product rate) until the core's rate for it is measured, every FMA-class one as a rate:
    // a new kernel cannot slip into the ladder with a bound that reads as the core's rate.
    void dotProductCeilingsAreUpperBounds() {
        CoreModel core; // two 512-bit FMA pipes (Sapphire Rapids class)
        core.fmaPipes = 2;
        core.fmaBits = 512;
        // vdpbf16ps, vpdpbusd ({vex} or not), bfdot, sdot; not addpd (which holds "dp").
        static const QRegularExpression dot(QStringLiteral(R"((^|\+|\s)(vdp|vpdp)|dot\b)"));
        int dots = 0;
        for (const FormatKernel *k : allFormatKernels()) {
            if (std::string(k->family) != "vector")
                continue;
            const bool isDot = dot.match(QString::fromLatin1(k->mnemonics)).hasMatch();
            dots += isDot;
            QVERIFY2(k->ceilingIsUpperBound(core) == isDot, k->id);
            QCOMPARE(k->hasInstructionRate(), isDot);
            if (!isDot)
                continue;
            // Measured on this core (vdpbf16ps zmm at 0.47 per cycle, 30 FLOP/cycle, on an
            // Emerald Rapids VM): the ceiling is that rate rounded up to whole 256-bit lanes,
            // no longer an upper bound; the record says "measured".
            CoreModel measured = core;
            measured.instructionRates.push_back(CoreModel::instructionRate(
                k->id, k->kernel, 0.47 * k->opsPerInstruction, k->vectorBits, k->ceilingElementBits,
                k->ceilingOpsPerLane, 0.0));
            QVERIFY2(!k->ceilingIsUpperBound(measured), k->id);
            const double perCycle = k->ceilingPerCycle(measured);
            QVERIFY2(perCycle >= 0.47 * k->opsPerInstruction, k->id);
            QVERIFY2(perCycle < k->ceilingPerCycle(core), k->id); // below the FMA bound
            QCOMPARE(measured.rateFor(k->id)->source, std::string("measured"));
        }
#if defined(__x86_64__)
        QCOMPARE(dots, 3); // vdpbf16ps, vpdpbusd zmm, {vex} vpdpbusd ymm
#endif
    }
};

QTEST_GUILESS_MAIN(TestPeakAgreement)
#include "tst_peakagreement.moc"
