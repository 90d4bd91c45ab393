// The calculator's view of measured LLM steps (MeasuredStep): the points of a run, the one
// matching a configuration (or an error listing what was measured), the kernel efficiency and
// the measured memory→compute flip.
#include "model/analysis/MeasuredStep.h"

#include <QTest>

using namespace roofline;

namespace {

Measurement step(qint64 batch, double seconds, const char *format = "bf16") {
    Measurement m;
    m.probe = QStringLiteral("cpu.llm");
    m.metric = QStringLiteral("llm_step");
    m.kernel = QStringLiteral("step");
    m.format = QLatin1String(format);
    m.unit = QStringLiteral("s");
    m.value = m.median = m.min = m.max = m.mean = m.best = seconds;
    m.n = 5;
    m.params = {{QStringLiteral("case"),
                 QStringLiteral("decode/%1/b%2").arg(QLatin1String(format)).arg(batch)},
                {QStringLiteral("model"), QStringLiteral("llama-3-8b")},
                {QStringLiteral("phase"), QStringLiteral("decode")},
                {QStringLiteral("batch"), double(batch)},
                {QStringLiteral("context"), 1024.0},
                {QStringLiteral("prompt"), 0.0},
                {QStringLiteral("tokens_per_step"), double(batch)},
                {QStringLiteral("bound"), QStringLiteral("memory")}};
    return m;
}

} // namespace

class TestMeasuredStep : public QObject {
    Q_OBJECT

private slots:
    void findsTheMatchingStep() {
        Run run;
        run.id = 7;
        run.measurements = {step(1, 0.1), step(8, 0.12)};
        const auto p = MeasuredStep::find(run, QStringLiteral("llama-3-8b"), Phase::Decode,
                                          QStringLiteral("bf16"), 8, 1024);
        QVERIFY(p.ok());
        QCOMPARE(p->stepTime, 0.12);
        QCOMPARE(p->tokensPerSecond, 8 / 0.12);
        const auto missing = MeasuredStep::find(run, QStringLiteral("llama-3-8b"), Phase::Decode,
                                                QStringLiteral("fp32"), 8, 1024);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().text().contains(QStringLiteral("decode/bf16/b1")));
        Run empty;
        QVERIFY(!MeasuredStep::find(empty, QStringLiteral("llama-3-8b"), Phase::Decode,
                                    QStringLiteral("bf16"), 1, 1024)
                     .ok());
    }

    void flipIsTheKnee() {
        // t = max(0.1 s, 0.01 s × B): memory-bound floor, compute-bound line; knee at B = 10.
        Run run;
        for (qint64 b : {1, 2, 4, 8, 16, 32, 64})
            run.measurements << step(b, std::max(0.1, 0.01 * double(b)));
        run.measurements << step(4, 1.0, "fp32"); // another series
        const auto s =
            MeasuredStep::series(run, QStringLiteral("llama-3-8b"), QStringLiteral("bf16"), 1024);
        QCOMPARE(s.size(), 7);
        const auto flip = MeasuredStep::flipBatch(s);
        QVERIFY(flip.has_value());
        QCOMPARE(*flip, 10.0);
        // Still flat: no flip.
        Run flat;
        for (qint64 b : {1, 2, 4})
            flat.measurements << step(b, 0.1);
        QVERIFY(!MeasuredStep::flipBatch(MeasuredStep::series(flat, QStringLiteral("llama-3-8b"),
                                                              QStringLiteral("bf16"), 1024)));
    }

    void efficiencyIsAnalyticOverMeasured() {
        OperatingPoint op;
        op.groupedStepTime = 0.05;
        MeasuredStepPoint m;
        m.stepTime = 0.1;
        QCOMPARE(MeasuredStep::kernelEfficiency(op, m), 0.5);
    }
};

QTEST_GUILESS_MAIN(TestMeasuredStep)
#include "tst_measuredstep.moc"
