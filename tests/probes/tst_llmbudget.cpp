// SPDX-License-Identifier: MIT
// cpu.llm's own time budget (LlmBudget) on a clock driven by hand: each case gets an equal
// share of what is left when it starts, a slow case leaves less (not nothing) to the next,
// and a replay stops for its statistics, for steadiness, at its max seconds or when its share
// is spent — always after at least one timed pass.
#include "probes/llm/LlmBudget.h"

#include <QTest>

using roofline::probes::LlmBudget;
using Stop = LlmBudget::Stop;

Q_DECLARE_METATYPE(LlmBudget::Stop)

class TestLlmBudget : public QObject {
    Q_OBJECT

private slots:
    void sharesWhatIsLeft() {
        double now = 100.0;
        LlmBudget b(60.0, [&] { return now; });
        QCOMPARE(b.remaining(), 60.0);
        now += 10;                      // the references
        QCOMPARE(b.beginCase(5), 10.0); // 50 s left over 5 cases
        QVERIFY(!b.caseSpent());
        now += 25; // a slow case: 2.5 x its share
        QVERIFY(b.caseSpent());
        QCOMPARE(b.caseRemaining(), -15.0);
        QCOMPARE(b.beginCase(4), 25.0 / 4); // the others share the 25 s left
        now += 30;
        QVERIFY(b.spent());
        QCOMPARE(b.beginCase(3), 0.0); // nothing left: a share of zero, never negative
        QVERIFY(b.caseSpent());
        QCOMPARE(b.elapsed(), 65.0);
    }

    void noBudget() {
        double now = 0;
        LlmBudget b(-3, [&] { return now; });
        QCOMPARE(b.total(), 0.0);
        QVERIFY(b.spent());
    }

    void decide_data() {
        QTest::addColumn<int>("passes");
        QTest::addColumn<int>("fewestCalls");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("cov");
        QTest::addColumn<bool>("caseSpent");
        QTest::addColumn<Stop>("expected");
        // Rule: 5 passes, 0.2 s at least, 1.2 s at most, stable below 1 % CoV.
        QTest::newRow("no pass yet, budget spent") << 0 << 0 << 5.0 << 0.0 << true << Stop::No;
        QTest::newRow("one pass, budget spent") << 1 << 1 << 0.5 << 1.0 << true << Stop::Budget;
        QTest::newRow("going on") << 3 << 3 << 0.1 << 0.05 << false << Stop::No;
        QTest::newRow("asked and long enough") << 5 << 5 << 0.3 << 0.05 << false << Stop::Enough;
        QTest::newRow("asked, short, steady") << 5 << 5 << 0.1 << 0.005 << false << Stop::Stable;
        QTest::newRow("asked, short, unsteady") << 5 << 5 << 0.1 << 0.05 << false << Stop::No;
        // A kernel with preempted calls has fewer clean ones: more passes, until max seconds.
        QTest::newRow("too few clean calls") << 8 << 4 << 1.0 << 0.005 << false << Stop::No;
        QTest::newRow("max seconds") << 8 << 4 << 1.3 << 0.005 << false << Stop::MaxSeconds;
        QTest::newRow("budget before statistics") << 2 << 2 << 0.15 << 0.3 << true << Stop::Budget;
        QTest::newRow("statistics win over the budget")
            << 5 << 5 << 0.3 << 0.3 << true << Stop::Enough;
    }
    void decide() {
        QFETCH(int, passes);
        QFETCH(int, fewestCalls);
        QFETCH(double, seconds);
        QFETCH(double, cov);
        QFETCH(bool, caseSpent);
        QFETCH(Stop, expected);
        LlmBudget::Rule rule;
        rule.minPasses = 5;
        rule.minSeconds = 0.2;
        rule.maxSeconds = 1.2;
        rule.stableCov = 0.01;
        QCOMPARE(LlmBudget::decide(rule, passes, std::size_t(fewestCalls), seconds, cov, caseSpent),
                 expected);
    }

    void namesAreTheParamsValues() {
        QCOMPARE(QString::fromLatin1(LlmBudget::name(Stop::Budget)), QStringLiteral("time_budget"));
        QCOMPARE(QString::fromLatin1(LlmBudget::name(Stop::Enough)), QStringLiteral("statistics"));
        QCOMPARE(QString::fromLatin1(LlmBudget::name(Stop::No)), QString());
    }
};

QTEST_GUILESS_MAIN(TestLlmBudget)
#include "tst_llmbudget.moc"
