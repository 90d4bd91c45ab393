// SPDX-License-Identifier: MIT
// The clock no core can fool: ClockReconciler on synthetic readings (all agree, one method
// lying, two disagreeing, one missing, reported clocks that never decide), and the dependent
// chains computing exactly what they count (so that no compiler or core shortcut goes
// unnoticed in their results).
#include "probes/cpu/ClockReconciler.h"
#include "probes/cpu/CoreClock.h"

#include <QTest>
#include <algorithm>

using namespace roofline::probes;

namespace {

ClockReading measured(const char *method, double ghz) {
    ClockReading r;
    r.method = method;
    r.hz = ghz * 1e9;
    r.basis = std::string("basis of ") + method;
    r.state = ghz > 0 ? "ok" : "unavailable: test";
    return r;
}

ClockReading reported(const char *method, double ghz) {
    ClockReading r = measured(method, ghz);
    r.kind = ClockReading::Kind::Reported;
    return r;
}

bool has(const std::vector<std::string> &v, const char *s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

bool mentions(const std::vector<std::string> &warnings, const char *text) {
    return std::any_of(warnings.begin(), warnings.end(),
                       [&](const std::string &w) { return w.find(text) != std::string::npos; });
}

} // namespace

class TestCoreClock : public QObject {
    Q_OBJECT
private slots:
    void allAgree() {
        const ClockVerdict v =
            ClockReconciler::reconcile({measured("perf-cycles", 4.40), measured("add-chain", 4.38),
                                        measured("imul-chain", 4.42), measured("fma-implied", 4.45),
                                        reported("tsc", 2.6), reported("proc-cpuinfo-mhz", 2.6)});
        QCOMPARE(v.status, std::string("agreed"));
        QVERIFY(!v.uncertain);
        QCOMPARE(v.agreeing.size(), std::size_t(4));
        QVERIFY(v.outliers.empty());
        QVERIFY(v.warnings.empty());
        QCOMPARE(v.hz, 4.41e9); // the median of the measured four; the TSC never decides
        QVERIFY(!v.fmaThroughputContradicted);
    }

    void oneMethodLies() {
        // The Sapphire Rapids case: an add-immediate chain folded at rename reads 12.2 GHz.
        const ClockVerdict v = ClockReconciler::reconcile(
            {measured("perf-cycles", 2.15), measured("add-chain", 12.2),
             measured("imul-chain", 2.13), measured("fma-implied", 2.17)});
        QCOMPARE(v.status, std::string("majority"));
        QVERIFY(!v.uncertain);
        QCOMPARE(v.hz, 2.15e9);
        QVERIFY(has(v.outliers, "add-chain"));
        QVERIFY(!has(v.agreeing, "add-chain"));
        QCOMPARE(v.warnings.size(), std::size_t(1));
        QVERIFY(mentions(v.warnings, "add-chain reads 12.200 GHz"));
    }

    void fmaThroughputWrong() {
        // A table that credits a double-pumped AVX-512 core with two 512-bit FMA pipes: the
        // FMA-implied clock reads half. The clock stands; the FLOP ceilings become uncertain.
        const ClockVerdict v =
            ClockReconciler::reconcile({measured("add-chain", 4.0), measured("imul-chain", 4.02),
                                        measured("fma-implied", 2.01)});
        QCOMPARE(v.status, std::string("majority"));
        QVERIFY(!v.uncertain);
        QVERIFY(v.fmaThroughputContradicted);
        QVERIFY(mentions(v.warnings, "FMA throughput assumed"));
    }

    void twoDisagree() {
        const ClockVerdict v =
            ClockReconciler::reconcile({measured("add-chain", 3.0), measured("imul-chain", 3.6)});
        QCOMPARE(v.status, std::string("disagree"));
        QVERIFY(v.uncertain);
        QCOMPARE(v.hz, 3.0e9); // the first (most direct) method's value, marked uncertain
        QVERIFY(has(v.outliers, "imul-chain"));
        QVERIFY(mentions(v.warnings, "uncertain"));
        // Two against two: no majority either.
        const ClockVerdict tie = ClockReconciler::reconcile(
            {measured("perf-cycles", 3.0), measured("add-chain", 3.01), measured("imul-chain", 3.6),
             measured("fma-implied", 3.61)});
        QCOMPARE(tie.status, std::string("disagree"));
        QVERIFY(tie.uncertain);
    }

    void missingMethods() {
        // No cycle counter (a VM): the other two still agree.
        const ClockVerdict v =
            ClockReconciler::reconcile({measured("perf-cycles", 0), measured("add-chain", 4.40),
                                        measured("imul-chain", 4.44)});
        QCOMPARE(v.status, std::string("agreed"));
        QVERIFY(!v.uncertain);
        QCOMPARE(v.agreeing.size(), std::size_t(2));
        // One method alone is never certain.
        const ClockVerdict single =
            ClockReconciler::reconcile({measured("perf-cycles", 0), measured("add-chain", 4.4)});
        QCOMPARE(single.status, std::string("single"));
        QVERIFY(single.uncertain);
        QCOMPARE(single.hz, 4.4e9);
        QVERIFY(mentions(single.warnings, "only"));
        const ClockVerdict none = ClockReconciler::reconcile({measured("perf-cycles", 0)});
        QCOMPARE(none.status, std::string("none"));
        QCOMPARE(none.hz, 0.0);
        QVERIFY(none.uncertain);
    }

    void toleranceEdge() {
        // 2.9 % apart agree, 3.1 % do not (tolerance 3 %, relative to the centre reading).
        QCOMPARE(ClockReconciler::reconcile({measured("a", 1.0), measured("b", 1.029)}).status,
                 std::string("agreed"));
        QCOMPARE(ClockReconciler::reconcile({measured("a", 1.0), measured("b", 1.031)}).status,
                 std::string("disagree"));
    }

    void reportedNeverDecides() {
        // "cpu MHz" of a VM is the TSC; a cpufreq maximum below the measured clock is worth a
        // warning (the driver may leave boost out) but changes nothing.
        const ClockVerdict v = ClockReconciler::reconcile(
            {measured("add-chain", 4.40), measured("imul-chain", 4.42),
             reported("proc-cpuinfo-mhz", 2.6), reported("cpufreq-max", 3.0)});
        QCOMPARE(v.status, std::string("agreed"));
        QCOMPARE(v.hz, 4.41e9);
        QVERIFY(mentions(v.warnings, "cpufreq"));
        const auto json = v.toJson();
        QVERIFY(json.find("methods"));
        QCOMPARE(json.find("methods")->size(), std::size_t(4));
    }

    void chainsComputeWhatTheyCount() {
        // 16 dependent operations per iteration, no shortcut: the results say so exactly.
        QCOMPARE(CoreClock::addChain(1000), 16000ull);
        QCOMPARE(CoreClock::addChain(0), 0ull);
#if defined(__x86_64__)
        unsigned long long x = 3;
        for (int i = 0; i < 16 * 1000; ++i)
            x *= 0x9E3779B97F4A7C15ull;
        QCOMPARE(CoreClock::imulChain(1000), x);
#endif
    }

    void readingsReportTheirState() {
        // Whatever this machine allows: a reading is either a positive clock or says why not.
        for (const ClockReading &r :
             {CoreClock::perfCyclesReading(0.002), CoreClock::addChainReading(0.002)}) {
            QVERIFY2(r.hz > 0.0 ? r.state == "ok" : r.state.rfind("unavailable", 0) == 0,
                     r.state.c_str());
        }
        for (const ClockReading &r : CoreClock::reportedReadings())
            QCOMPARE(r.kind, ClockReading::Kind::Reported);
    }
};

QTEST_GUILESS_MAIN(TestCoreClock)
#include "tst_coreclock.moc"
