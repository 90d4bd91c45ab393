// SPDX-License-Identifier: MIT
// The calculator page beside what a run measured (issue 19): a real cpu.llm run (Llama-3-8B
// shapes, bf16, context 1024, batches 1/4/16/64: tests/data/bundles/llm-measured-cpu.json,
// recorded with `roofline probe --suite quick --llm llama-3-8b --llm-formats bf16
// --llm-context 1024` on the 2-vCPU Zen 5 dev VM, 1 Dec 2026, under load ≈ 7: two standard
// runs were stopped at the engine's time cap there, so neither is complete) shows the
// measured step time and tok/s that `roofline model --run N --measured --json` prints, offers
// "kernel efficiency: measured" only where the run measured the configuration, and draws the
// measured kernels on the roofline and the measured steps on the batch sweep.
#include "model/RunBundle.h"
#include "model/Units.h"
#include "report/ChartStyle.h"
#include "support/UiTestSupport.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/calculator/CalculatorSources.h"
#include "ui/services/Session.h"
#include "ui/widgets/ChartView.h"
#include "ui/widgets/SweepChart.h"

#include <QChart>
#include <QCheckBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>

using namespace roofline;

namespace {

QString measuredModel() {
    return QStringLiteral("llama-3-8b");
}
constexpr int kContext = 1024;

QJsonObject cli(const storage::Database &db, const QStringList &args, int *exitCode) {
    QProcess p;
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
            QStringList{QStringLiteral("--json"), QStringLiteral("--db"), db.path()} + args);
    if (!p.waitForFinished(120000))
        qFatal("roofline did not finish");
    *exitCode = p.exitCode();
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

QAbstractSeries *seriesNamed(QChart *chart, const QString &objectName, const QString &name = {}) {
    if (!chart)
        return nullptr;
    for (QAbstractSeries *s : chart->series()) {
        if ((!objectName.isEmpty() && s->objectName() == objectName)
            || (!name.isEmpty() && s->name() == name))
            return s;
    }
    return nullptr;
}

} // namespace

class TestCalculatorMeasured : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_calculatormeasured");
        QLocale::setDefault(QLocale::c());
        QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/llm-measured-cpu.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto runs = RunBundle::parse(f.readAll(), f.fileName());
        QVERIFY2(runs.ok(), runs.ok() ? "" : qPrintable(runs.error().text()));
        QCOMPARE(runs->size(), 1);
        m_run = runs->first();
        m_db = uitest::database(m_dir);
        m_runId = uitest::store(*m_db, m_run);
        m_services = std::make_unique<ui::Session>(*m_db);
    }
    void init() { QSettings().clear(); }

    // The page and the command give the same measured step: they run MeasuredCalculator.
    void pageShowsWhatTheCliSays_data() {
        QTest::addColumn<int>("batch");
        for (int b : {1, 4, 16, 64})
            QTest::addRow("b%d", b) << b;
    }
    void pageShowsWhatTheCliSays() {
        QFETCH(int, batch);
        int exit = -1;
        const QJsonObject o =
            cli(*m_db,
                {QStringLiteral("model"), QStringLiteral("--model"), measuredModel(),
                 QStringLiteral("--run"), QString::number(m_runId), QStringLiteral("--measured"),
                 QStringLiteral("--batch"), QString::number(batch), QStringLiteral("--context"),
                 QString::number(kContext)},
                &exit);
        QCOMPARE(exit, 0);
        const QJsonObject m = o.value(QLatin1String("measured")).toObject();
        QVERIFY(m.value(QLatin1String("step_time")).toDouble() > 0);

        auto page = openOnTheRun(batch);
        QVERIFY(page->result());
        QVERIFY2(page->measured(), qPrintable(page->measuredError()));
        const MeasuredComparison &c = *page->measured();
        QCOMPARE(c.step.caseId, m.value(QLatin1String("case")).toString());
        QCOMPARE(c.step.stepTime, m.value(QLatin1String("step_time")).toDouble());
        QCOMPARE(c.step.tokensPerSecond, m.value(QLatin1String("tokens_per_second")).toDouble());
        QCOMPARE(c.kernelEfficiency, m.value(QLatin1String("kernel_efficiency")).toDouble());
        QCOMPARE(page->result()->groupedStepTime,
                 m.value(QLatin1String("analytic_grouped_step_time")).toDouble());
        const QJsonValue flip = m.value(QLatin1String("flip_batch"));
        QCOMPARE(c.flip.has_value(), !flip.isNull());
        if (c.flip)
            QCOMPARE(*c.flip, flip.toDouble());
        // … and the page says it in words, measured beside analytic.
        const QString step = page->findChild<QLabel *>(QStringLiteral("measuredStepTime"))->text();
        QVERIFY2(step.contains(units::formatSeconds(c.step.stepTime)), qPrintable(step));
        QVERIFY2(step.contains(units::formatSeconds(page->result()->groupedStepTime)),
                 qPrintable(step));
        const QString tokens = page->findChild<QLabel *>(QStringLiteral("measuredTokens"))->text();
        QVERIFY2(tokens.contains(QLocale().toString(c.step.tokensPerSecond, 'f',
                                                    c.step.tokensPerSecond < 10 ? 2 : 1)),
                 qPrintable(tokens));
        QVERIFY(uitest::settle());
    }

    // "Kernel efficiency: measured": only where the run measured this configuration; the
    // tooltip says why not; chosen, the analytic step runs at the kernels' efficiencies.
    void measuredEfficiencyChoice() {
        auto page = openOnTheRun(4);
        auto *box = page->findChild<QCheckBox *>(QStringLiteral("measuredEfficiency"));
        QVERIFY(box->isEnabled());
        QVERIFY(page->measured());
        const double bandwidth = page->result()->effectiveBandwidth; // typed: 100 %
        box->setChecked(true);
        const MeasuredComparison &c = *page->measured();
        QVERIFY(c.bandwidthEfficiency && *c.bandwidthEfficiency > 0);
        QCOMPARE(page->result()->effectiveBandwidth, *c.bandwidthEfficiency * bandwidth);
        QVERIFY(!page->findChild<QSlider *>(QStringLiteral("efficiency"))->isEnabled());
        // The analytic step at the measured efficiencies comes near the measured one (the
        // analytic step also counts embedding, norms and launches, which were not measured).
        const double ratio = page->result()->groupedStepTime / c.step.stepTime;
        QVERIFY2(ratio > 0.8 && ratio < 1.5, qPrintable(QString::number(ratio)));

        // A batch the run did not measure: not offered, and the panel says so in words.
        page->setBatch(2);
        QVERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains(QStringLiteral("no measured step")),
                 qPrintable(box->toolTip()));
        QVERIFY(!page->measured());
        QVERIFY(page->findChild<QSlider *>(QStringLiteral("efficiency"))->isEnabled());
        QCOMPARE(page->result()->effectiveBandwidth, bandwidth); // the typed 100 % again
        const QString message =
            page->findChild<QLabel *>(QStringLiteral("measuredMessage"))->text();
        QVERIFY2(message.startsWith(QStringLiteral("Not measured")), qPrintable(message));
        QVERIFY(page->findChild<QLabel *>(QStringLiteral("measuredStepTime"))->text().isEmpty());

        // Another model the run never measured, and a spec sheet instead of a run.
        page->setBatch(4);
        QVERIFY(box->isEnabled());
        page->selectModel(QStringLiteral("qwen2.5-7b"));
        QVERIFY(!box->isEnabled());
        page->selectModel(measuredModel());
        page->selectGpu(QStringLiteral("h100-sxm"));
        QVERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains(QStringLiteral("not a stored run")),
                 qPrintable(box->toolTip()));
        QVERIFY(uitest::settle());
    }

    // Choosing a run that measured the model at one context brings that context (the page's
    // default 4096 matched nothing the probe measured); a context typed afterwards stays, and
    // choosing the run again brings it again.
    void aRunBringsItsMeasuredContext() {
        auto page = openOnTheRun(4, 4096);
        auto *context = page->findChild<QSpinBox *>(QStringLiteral("context"));
        QVERIFY(context);
        QCOMPARE(context->value(), kContext);
        QVERIFY2(page->measured(), qPrintable(page->measuredError()));
        QCOMPARE(page->measured()->step.context, qint64(kContext));

        page->setContext(2048);
        QCOMPARE(context->value(), 2048);
        QVERIFY(!page->measured());
        QVERIFY2(page->measuredError().contains(QStringLiteral("2048")),
                 qPrintable(page->measuredError()));

        page->selectGpu(QStringLiteral("h100-sxm"));
        QCOMPARE(context->value(), 2048); // a spec sheet measured nothing to bring
        page->selectGpu(ui::CalculatorPage::runKey(m_runId));
        QCOMPARE(context->value(), kContext);
        QVERIFY(page->measured());
        QVERIFY(uitest::settle());
    }

    // The run's kernels on the roofline, its steps over the batch sweep.
    void measuredSeriesOnTheCharts() {
        auto page = openOnTheRun(16);
        QVERIFY(page->measured());
        int kernels = 0;
        for (const Measurement &m : std::as_const(m_run.measurements)) {
            kernels += m.metric == QLatin1String("llm_kernel")
                       && m.params.value(QLatin1String("case")).toString()
                              == QLatin1String("decode/bf16/b16");
        }
        QVERIFY(kernels >= 4); // projections, attention, feed-forward, lm_head
        QCOMPARE(page->measured()->kernels.size(), kernels);
        auto *roofline = page->findChild<ui::ChartView *>(QStringLiteral("rooflineChart"));
        auto *measured = qobject_cast<QScatterSeries *>(
            seriesNamed(roofline->chart(), QString(), QStringLiteral("measured")));
        QVERIFY(measured);
        QCOMPARE(measured->count(), kernels);

        page->setView(ui::CalculatorPage::View::Sweep);
        page->setSweepVariable(SweepVariable::Batch);
        page->setSweepRange(1, 256);
        page->updateSweepNow();
        auto *sweep = page->findChild<ui::SweepChart *>();
        auto *points =
            qobject_cast<QScatterSeries *>(seriesNamed(sweep->chart(), QStringLiteral("measured")));
        QVERIFY(points);
        QCOMPARE(points->count(), 4); // batches 1, 4, 16, 64
        const bool flip = page->measured()->flip && *page->measured()->flip <= 256;
        QCOMPARE(seriesNamed(sweep->chart(), QStringLiteral("measuredflip")) != nullptr, flip);
        // Measured points are the measured tok/s (log10 on the chart's axis).
        QCOMPARE(points->at(2).x(), 16.0);
        QVERIFY(qAbs(std::pow(10.0, points->at(2).y()) - page->measured()->step.tokensPerSecond)
                < 1e-6 * page->measured()->step.tokensPerSecond);
        // Prefill is not a batch sweep of decode steps: no measured points.
        page->setPhase(Phase::Prefill);
        page->updateSweepNow();
        QVERIFY(!seriesNamed(sweep->chart(), QStringLiteral("measured")));
        QVERIFY(uitest::settle());
    }

    // What does not apply to a CPU is not offered for it: the memory roof is the DRAM the run
    // read (not "HBM"), and "With CUDA Graphs" says why it has no value; a GPU's spec sheet
    // keeps both.
    void cpuRoofAndCudaGraphs_data() {
        QTest::addColumn<bool>("cpuRun");
        QTest::addColumn<QString>("roof");
        QTest::addRow("cpu run") << true << QStringLiteral("DRAM");
        QTest::addRow("gpu spec") << false << QStringLiteral("HBM");
    }
    void cpuRoofAndCudaGraphs() {
        QFETCH(bool, cpuRun);
        QFETCH(QString, roof);
        auto page = openOnTheRun(1);
        if (!cpuRun)
            page->selectGpu(QStringLiteral("h100-sxm"));
        QVERIFY(page->result());
        auto *chart = page->findChild<ui::ChartView *>(QStringLiteral("rooflineChart"))->chart();
        QStringList roofs;
        for (QAbstractSeries *s : chart->series()) {
            const QString tip = ChartStyle::tooltip(s, 0);
            if (tip.startsWith(QLatin1String("HBM ")) || tip.startsWith(QLatin1String("DRAM ")))
                roofs << tip.section(QLatin1Char(' '), 0, 0);
        }
        QVERIFY2(!roofs.isEmpty(), "no memory roof drawn");
        roofs.removeDuplicates();
        QCOMPARE(roofs, QStringList{roof});
        auto *graphs = page->findChild<QLabel *>(QStringLiteral("output_graphs"));
        QCOMPARE(graphs->isEnabled(), !cpuRun);
        QCOMPARE(graphs->text().contains(QLatin1String("not for a CPU")), cpuRun);
        QCOMPARE(graphs->toolTip().contains(QLatin1String("launches no kernels")), cpuRun);
        QVERIFY(uitest::settle());
    }

private:
    std::unique_ptr<ui::CalculatorPage> openOnTheRun(int batch, int context = kContext) {
        auto page = std::make_unique<ui::CalculatorPage>(m_services.get());
        QSignalSpy lists(page->sources(), &ui::CalculatorSources::listsChanged);
        if (!lists.wait(10000))
            qFatal("the lists did not arrive");
        page->selectModel(measuredModel());
        page->setPhase(Phase::Decode);
        page->setContext(context);
        page->setBatch(batch);
        QSignalSpy loaded(page->sources(), &ui::CalculatorSources::runLoaded);
        page->selectGpu(ui::CalculatorPage::runKey(m_runId));
        if (!page->sources()->run(m_runId) && !loaded.wait(10000))
            qFatal("the run did not load");
        return page;
    }

    QTemporaryDir m_dir;
    std::optional<storage::Database> m_db;
    std::unique_ptr<ui::Session> m_services;
    Run m_run;
    qint64 m_runId = 0;
};

QTEST_MAIN(TestCalculatorMeasured)
#include "tst_calculatormeasured.moc"
