// SPDX-License-Identifier: MIT
// Cost of the calculator page's work (issue 7: the page must stay responsive while a slider is
// dragged): one evaluation, one sweep, building the sweep and roofline charts, and a whole
// slider tick of the page in each view. Run with `ctest -L benchmark`; prints, never fails on
// time.
#include "model/Catalog.h"
#include "model/llm/CalculatorSweep.h"
#include "model/llm/RooflineCalculator.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/widgets/SweepChart.h"

#include <QSettings>
#include <QSlider>
#include <QTest>

using namespace roofline;

namespace {

const ModelSpec &llama() {
    return *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
}
Ceilings h100() {
    return Ceilings::fromProfile(*Catalog::builtIn().gpu(QStringLiteral("h100-sxm")));
}
InferenceConfig decode() {
    InferenceConfig c;
    c.batch = 8;
    c.context = 4096;
    return c;
}

} // namespace

class BenchCalculator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabBench"));
        QCoreApplication::setApplicationName(QStringLiteral("bench_calculator"));
        QSettings().clear();
    }

    void evaluate() {
        QBENCHMARK {
            const auto r = RooflineCalculator::evaluate(llama(), h100(), decode());
            QVERIFY(r);
        }
    }
    void sweepBatch() {
        QBENCHMARK {
            const auto r =
                CalculatorSweep::run(llama(), h100(), decode(), SweepVariable::Batch, 1, 1024);
            QVERIFY(r);
        }
    }
    void sweepContext() {
        QBENCHMARK {
            const auto r =
                CalculatorSweep::run(llama(), h100(), decode(), SweepVariable::Context, 128, 8192);
            QVERIFY(r);
        }
    }
    // Issue 17: a full batch × context sweep of a mixture-of-experts model of over 400B
    // parameters in under 50 ms. DeepSeek-V3 (671B, MLA, 256 experts, dense and MoE layers)
    // and Qwen3-235B-A22B on 8 H200s: 41 × 41 = 1,681 steps each.
    void gridSweepLargeMoE_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("deepseek-v3 tp8") << QStringLiteral("deepseek-v3");
        QTest::newRow("qwen3-235b-a22b tp8") << QStringLiteral("qwen3-235b-a22b");
    }
    void gridSweepLargeMoE() {
        QFETCH(QString, model);
        const ModelSpec &m = *Catalog::builtIn().model(model);
        const Ceilings h200 =
            Ceilings::fromProfile(*Catalog::builtIn().gpu(QStringLiteral("h200-sxm")));
        InferenceConfig c = decode();
        c.tensorParallel = 8;
        const qint64 maxContext = CalculatorSweep::defaultTo(SweepVariable::Context, m);
        QBENCHMARK {
            const auto r = CalculatorSweep::grid(m, h200, c, 1, 1024, 128, maxContext);
            QVERIFY(r);
            QCOMPARE(r->samples.size(), r->batches.size() * r->contexts.size());
        }
    }
    void sweepBatchLargeMoE() {
        const ModelSpec &m = *Catalog::builtIn().model(QStringLiteral("deepseek-v3"));
        const Ceilings h200 =
            Ceilings::fromProfile(*Catalog::builtIn().gpu(QStringLiteral("h200-sxm")));
        InferenceConfig c = decode();
        c.tensorParallel = 8;
        QBENCHMARK {
            const auto r = CalculatorSweep::run(m, h200, c, SweepVariable::Batch, 1, 1024);
            QVERIFY(r);
        }
    }
    void sweepChart() {
        const auto r =
            CalculatorSweep::run(llama(), h100(), decode(), SweepVariable::Batch, 1, 1024);
        QVERIFY(r);
        ui::SweepChart chart;
        chart.resize(900, 600);
        QBENCHMARK {
            chart.setCurves({{QStringLiteral("H100"), *r}, {QStringLiteral("H100 again"), *r}},
                            Phase::Decode, QStringLiteral("bench"));
        }
    }
    // One slider tick with the outputs and roofline chart (the sweep waits for the timer).
    void pageTickRoofline() {
        ui::CalculatorPage page;
        page.resize(1400, 800);
        page.selectCompareGpu(QStringLiteral("h200-sxm"));
        auto *slider = page.findChild<QSlider *>(QStringLiteral("efficiency"));
        int v = 50;
        QBENCHMARK {
            slider->setValue(v = v == 50 ? 51 : 50);
        }
    }
    // A tick in the sweep view: the outputs follow at once, the sweep waits for its timer.
    void pageTickSweepView() {
        ui::CalculatorPage page;
        page.resize(1400, 800);
        page.selectCompareGpu(QStringLiteral("h200-sxm"));
        page.setView(ui::CalculatorPage::View::Sweep);
        auto *slider = page.findChild<QSlider *>(QStringLiteral("efficiency"));
        int v = 50;
        QBENCHMARK {
            slider->setValue(v = v == 50 ? 51 : 50);
        }
    }
    // What the timer then runs at most every kSweepDelayMs: both GPUs' sweeps and the chart.
    void pageSweepUpdate() {
        ui::CalculatorPage page;
        page.resize(1400, 800);
        page.selectCompareGpu(QStringLiteral("h200-sxm"));
        page.setView(ui::CalculatorPage::View::Sweep);
        QBENCHMARK {
            page.updateSweepNow();
        }
    }
    void cleanupTestCase() { QSettings().clear(); }
};

QTEST_MAIN(BenchCalculator)
#include "bench_calculator.moc"
