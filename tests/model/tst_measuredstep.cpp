// SPDX-License-Identifier: MIT
// The calculator's view of measured LLM steps (MeasuredStep): the points of a run, the one
// matching a configuration (or an error listing what was measured), the kernel efficiency and
// the measured memory→compute flip.
#include "model/Catalog.h"
#include "model/llm/MeasuredCalculator.h"
#include "model/llm/MeasuredStep.h"

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

Measurement kernel(const char *id, const char *group, double secondsPerStep, const char *bound) {
    Measurement m = step(1, secondsPerStep);
    m.metric = QStringLiteral("llm_kernel");
    m.kernel = QLatin1String(id);
    m.value = m.median = m.min = m.max = m.mean = m.best = secondsPerStep / 32;
    m.params.insert(QStringLiteral("group"), QLatin1String(group));
    m.params.insert(QStringLiteral("seconds_per_step"), secondsPerStep);
    m.params.insert(QStringLiteral("ops_per_call"), 1e9);
    m.params.insert(QStringLiteral("bytes_per_call"), 1e8);
    m.params.insert(QStringLiteral("bound"), QLatin1String(bound));
    m.params.insert(QStringLiteral("efficiency"), 0.5);
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

    // "Kernel efficiency: measured", per kernel group on its own bound side: the kernels of
    // the memory-bound groups took twice their roof time, so the bandwidth efficiency is 50 %;
    // no compute-bound group was measured, so there is no compute efficiency to use.
    void measuredEfficiencyPerKernelGroup() {
        const ModelSpec &model = *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
        Ceilings hw;
        hw.name = QStringLiteral("test");
        hw.bandwidth = 50e9;
        hw.uniformPeak = 2e12;
        InferenceConfig cfg;
        cfg.batch = 1;
        cfg.context = 1024;
        cfg.efficiency = 0.3; // typed: not what the measured efficiency is judged against
        const auto ideal = [&] {
            InferenceConfig full = cfg;
            full.efficiency = 1;
            return *RooflineCalculator::evaluate(model, hw, full);
        }();
        QHash<QString, double> roof;
        for (const KernelGroup &g : ideal.groups)
            roof.insert(g.key(), g.memoryTime);
        Run run;
        run.id = 3;
        const double projections = 2 * roof.value(QStringLiteral("attention_projections"));
        const double ffn = 2 * roof.value(QStringLiteral("feed_forward"));
        QVERIFY(projections > 0 && ffn > 0);
        run.measurements << step(1, projections + ffn)
                         << kernel("q_proj+o_proj", "attention_projections", projections, "memory")
                         << kernel("gate_proj+up_proj", "feed_forward", ffn, "memory");
        const auto c = MeasuredCalculator::compare(run, model, hw, cfg);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().text()));
        QCOMPARE(c->kernels.size(), 2);
        QVERIFY(c->bandwidthEfficiency);
        QVERIFY(qAbs(*c->bandwidthEfficiency - 0.5) < 1e-12);
        QVERIFY(!c->computeEfficiency);
        QCOMPARE(c->kernelEfficiency, ideal.groupedStepTime / (projections + ffn));
        const InferenceConfig used = MeasuredCalculator::withMeasuredEfficiency(cfg, *c);
        QCOMPARE(used.efficiency, *c->bandwidthEfficiency);
        QCOMPARE(used.computeEfficiency, cfg.computeEfficiency);
        // A kernel faster than the roof is at the roof.
        Run fast;
        fast.measurements << step(1, projections / 4)
                          << kernel("q_proj+o_proj", "attention_projections", projections / 4,
                                    "memory");
        QCOMPARE(*MeasuredCalculator::compare(fast, model, hw, cfg)->bandwidthEfficiency, 1.0);
        // A batch the run did not measure: an error, no figures.
        cfg.batch = 2;
        QVERIFY(!MeasuredCalculator::compare(run, model, hw, cfg).ok());
    }
};

QTEST_GUILESS_MAIN(TestMeasuredStep)
#include "tst_measuredstep.moc"
