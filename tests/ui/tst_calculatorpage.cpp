// SPDX-License-Identifier: MIT
#include "model/Catalog.h"
#include "model/Units.h"
#include "model/llm/CalculatorSweep.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "ui/MainWindow.h"
#include "ui/calculator/CalculatorGroupTable.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/calculator/CalculatorSources.h"
#include "ui/services/Session.h"
#include "ui/widgets/SweepChart.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>
#include <cmath>

using namespace roofline;

namespace {

// The text of the label named `name`.
QString text(const ui::CalculatorPage &page, const char *name) {
    auto *l = page.findChild<QLabel *>(QLatin1String(name));
    return l ? l->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}
// The first GPU's value of one result row.
QString output(const ui::CalculatorPage &page, const char *key) {
    auto *l = page.findChild<QLabel *>(QStringLiteral("output_") + QLatin1String(key));
    return l ? l->text() : QStringLiteral("<no output %1>").arg(QLatin1String(key));
}

// One notch of the mouse wheel over `w`, as the window system delivers it (spontaneous, so
// an unhandled event goes on to the parents, as it does for a user).
void wheel(QWidget *w, int delta) {
    const QPoint local = w->rect().center();
    QWheelEvent e(QPointF(local), QPointF(w->mapToGlobal(local)), QPoint(), QPoint(0, delta),
                  Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&e);
    QApplication::instance()->notify(w, &e);
}

QChart *chart(const ui::CalculatorPage &page, const char *name) {
    auto *view = page.findChild<QChartView *>(QLatin1String(name));
    return view ? view->chart() : nullptr;
}

template<typename T = QXYSeries>
T *series(QChart *chart, const QString &name) {
    if (!chart)
        return nullptr;
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<T *>(s);
    }
    return nullptr;
}

SweepResult oracle(const char *gpu, const InferenceConfig &cfg, SweepVariable v, qint64 from,
                   qint64 to) {
    const auto r = CalculatorSweep::run(
        *Catalog::builtIn().model(QStringLiteral("llama-3-8b")),
        Ceilings::fromProfile(*Catalog::builtIn().gpu(QLatin1String(gpu))), cfg, v, from, to);
    if (!r)
        qFatal("oracle sweep failed: %s", qPrintable(r.error().text()));
    return *r;
}

InferenceConfig decode(qint64 batch, qint64 context) {
    InferenceConfig c;
    c.phase = Phase::Decode;
    c.batch = batch;
    c.context = context;
    return c;
}

// A page on Llama 3 8B / H100, decode, in sweep view, with its first sweep done.
void prepare(ui::CalculatorPage &page, int batch, int context) {
    page.selectModel(QStringLiteral("llama-3-8b"));
    page.selectGpu(QStringLiteral("h100-sxm"));
    page.setPhase(Phase::Decode);
    page.setBatch(batch);
    page.setContext(context);
}

Measurement point(const char *metric, const char *level, const char *format, double value) {
    Measurement m;
    m.probe = QStringLiteral("test");
    m.metric = QLatin1String(metric);
    m.level = QLatin1String(level);
    m.format = QLatin1String(format);
    m.kernel = QStringLiteral("read");
    m.workingSetBytes = qint64(4) << 30;
    m.value = m.best = m.min = m.median = m.max = m.mean = value;
    m.unit = QLatin1String(*metric == 'b' ? "B/s" : "FLOP/s");
    m.n = 10;
    return m;
}

// A database holding one stored GPU run (gpu07, HBM 3.1 TB/s, bf16 700 TFLOP/s) and one user
// model, and the services a page reads it through.
struct LabDatabase {
    QTemporaryDir dir;
    std::optional<storage::Database> db;
    std::unique_ptr<ui::Session> services;
    qint64 runId = 0;

    LabDatabase() {
        const auto opened =
            storage::DatabaseOpener::open(dir.filePath(QStringLiteral("lab.sqlite")));
        if (!opened)
            qFatal("%s", qPrintable(opened.error().text()));
        db = *opened;
        if (const auto synced = storage::ProfileRepository(*db).syncBuiltInCatalog(); !synced)
            qFatal("%s", qPrintable(synced.error().text()));
        ModelSpec mine = *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
        mine.id = QStringLiteral("lab-8b-16l");
        mine.name = QStringLiteral("Lab 8B, 16 layers");
        mine.source = QStringLiteral("user");
        mine.layers = 16;
        if (const auto saved = storage::ProfileRepository(*db).saveModel(mine); !saved)
            qFatal("%s", qPrintable(saved.error().text()));
        Run run;
        run.uuid = QStringLiteral("00000000-0000-4000-8000-0000000000aa");
        run.startedAt = run.finishedAt = QDateTime::currentDateTimeUtc();
        run.host.hostname = QStringLiteral("gpu07");
        run.device.id = QStringLiteral("cuda:0");
        run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
        run.device.provenance.insert(QStringLiteral("memory_bytes"), 80e9);
        run.measurements << point("bandwidth", "HBM", "", 3.1e12)
                         << point("throughput", "", "bf16", 700e12);
        runId = *storage::RunRepository(*db).insert(run);
        services = std::make_unique<ui::Session>(db);
    }
};

} // namespace

class TestCalculatorPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_calculatorpage"));
        QLocale::setDefault(QLocale::c());
    }
    // Each test starts from the defaults, not from what the previous one left in QSettings.
    void init() { QSettings().clear(); }

    void followsInputs() {
        ui::CalculatorPage page;
        page.selectModel(QStringLiteral("llama-3-8b"));
        page.selectGpu(QStringLiteral("h100-sxm"));
        page.setPhase(Phase::Decode);
        page.setContext(4096);
        page.setBatch(1);
        QVERIFY(page.result());
        QCOMPARE(page.result()->state, Bound::Memory);
        // The human label, as `roofline model` prints it.
        QVERIFY2(output(page, "state").contains(QStringLiteral("Memory-bound")),
                 qPrintable(output(page, "state")));
        const double tokens1 = page.result()->tokensPerSecond;

        QSignalSpy spy(&page, &ui::CalculatorPage::evaluated);
        page.setBatch(64);
        QCOMPARE(spy.size(), 1);
        QVERIFY(page.result()->tokensPerSecond > tokens1);

        page.setPhase(Phase::Prefill);
        QCOMPARE(page.result()->state, Bound::Compute);
        QVERIFY(output(page, "state").contains(QStringLiteral("Compute-bound")));

        // Efficiency scales the memory-bound time by exactly 1/E.
        page.setPhase(Phase::Decode);
        page.setBatch(1);
        const double full = page.result()->memoryTime;
        page.findChild<QSlider *>(QStringLiteral("efficiency"))->setValue(50);
        QCOMPARE(page.result()->memoryTime, full * 2);

        // The chart shows the roofs and the operating point.
        QChart *roofline = chart(page, "rooflineChart");
        QVERIFY(roofline);
        QVERIFY(roofline->series().size() >= 2);
        // Without a second GPU its columns stay hidden.
        QVERIFY(
            !page.findChild<QLabel *>(QStringLiteral("output_b_throughput"))->isVisibleTo(&page));
    }

    void impossibleChoiceExplains() {
        ui::CalculatorPage page;
        page.selectGpu(QStringLiteral("v100-sxm2-32gb")); // no bf16 on Volta
        auto *weights = page.findChild<QComboBox *>(QStringLiteral("weights"));
        weights->setCurrentIndex(weights->findData(QStringLiteral("bf16")));
        QVERIFY(!page.result());
        QVERIFY(page.errorText().contains(QStringLiteral("bf16")));
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("message"))
                    ->text()
                    .contains(QStringLiteral("bf16")));
        weights->setCurrentIndex(weights->findData(QStringLiteral("fp16")));
        QVERIFY(page.result());
    }

    void measuredProfilesAreOffered() {
        ui::CalculatorPage page;
        HardwareProfile measured = *Catalog::builtIn().gpu(QStringLiteral("h100-sxm"));
        measured.id = QStringLiteral("run-7");
        measured.name = QStringLiteral("H100 run 7");
        measured.source = QStringLiteral("measured");
        measured.memoryBandwidth = 2.9e12;
        page.setExtraProfiles({measured});
        page.selectGpu(QStringLiteral("run-7"));
        QCOMPARE(page.result()->effectiveBandwidth, 2.9e12);
        // The comparison box offers it too.
        auto *compare = page.findChild<QComboBox *>(QStringLiteral("compareGpu"));
        QVERIFY(compare->findData(QStringLiteral("run-7")) > 0);
        QCOMPARE(compare->itemData(0).toString(), QString());
    }

    // Sweep view, batch 1…1024: the throughput and latency curves are the calculator's own
    // numbers at log-spaced batches, and the flip marker sits where memory and compute cross.
    void sweepBatchMarksTheFlip() {
        ui::CalculatorPage page;
        prepare(page, 8, 128);
        auto *views = page.findChild<QTabWidget *>(QStringLiteral("views"));
        QSignalSpy swept(&page, &ui::CalculatorPage::sweepUpdated);
        views->setCurrentIndex(1); // as a user clicks the Sweep tab
        QCOMPARE(page.view(), ui::CalculatorPage::View::Sweep);
        QVERIFY(swept.wait(5000));
        auto *variable = page.findChild<QComboBox *>(QStringLiteral("sweepVariable"));
        QCOMPARE(variable->currentData().toString(), QStringLiteral("batch"));
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 1);
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value(), 1024);

        const SweepResult expected =
            oracle("h100-sxm", decode(8, 128), SweepVariable::Batch, 1, 1024);
        QCOMPARE(page.sweeps().size(), 1);
        QCOMPARE(page.sweeps().first().samples.size(), expected.samples.size());

        QChart *c = chart(page, "sweepChart");
        auto *throughput = series(c, QStringLiteral("throughput_0"));
        auto *latency = series(c, QStringLiteral("latency_0"));
        QVERIFY(throughput && latency);
        QCOMPARE(throughput->count(), int(expected.samples.size()));
        for (int i = 0; i < throughput->count(); ++i) {
            const SweepSample &s = expected.samples.at(i);
            QCOMPARE(throughput->at(i).x(), double(s.value));
            QCOMPARE(latency->at(i).x(), double(s.value));
            // Throughput and latency axes are log10 (ChartStyle's convention).
            QCOMPARE(throughput->at(i).y(), std::log10(s.tokensPerSecond));
            QCOMPARE(latency->at(i).y(), std::log10(s.stepTime));
        }
        QCOMPARE(throughput->at(0).x(), 1.0);
        QCOMPARE(throughput->at(throughput->count() - 1).x(), 1024.0);

        // One flip, memory → compute, at B* = 2·W·R / (2·W − k·R)-like crossing: between the
        // two whole batches whose states differ, and where the two clocks are equal.
        QCOMPARE(expected.flips.size(), 1);
        const SweepFlip &flip = expected.flips.first();
        QCOMPARE(BoundState::id(flip.from), QStringLiteral("memory-bound"));
        QCOMPARE(BoundState::id(flip.to), QStringLiteral("compute-bound"));
        auto *marker = series<QScatterSeries>(c, QStringLiteral("flip_0_0"));
        QVERIFY(marker);
        QCOMPARE(marker->count(), 1);
        QCOMPARE(marker->at(0).x(), flip.value);
        QCOMPARE(marker->at(0).y(), std::log10(flip.tokensPerSecond));
        // Its label names the new bound and the first whole batch in it, drawn on the plot.
        QVERIFY2(marker->name().contains(QStringLiteral("Compute-bound")),
                 qPrintable(marker->name()));
        QVERIFY(marker->name().contains(QString::number(flip.firstAfter)));
        auto *sweepChart = page.findChild<ui::SweepChart *>(QStringLiteral("sweepChart"));
        QVERIFY(sweepChart->labelTexts().contains(marker->name()));
        // The configured batch is marked too.
        auto *current = series(c, QStringLiteral("current"));
        QVERIFY(current);
        QCOMPARE(current->at(0).x(), 8.0);
        auto *guide = series(c, QStringLiteral("flipguide_0_0"));
        QVERIFY(guide);
        QCOMPARE(guide->at(0).x(), flip.value);
        QCOMPARE(guide->at(1).x(), flip.value);
        // The page's own calculator agrees on both sides of the marker.
        page.setBatch(int(flip.lastBefore));
        QCOMPARE(page.result()->state, Bound::Memory);
        page.setBatch(int(flip.firstAfter));
        QCOMPARE(page.result()->state, Bound::Compute);
        // Everything fits at context 128: no shaded range.
        QVERIFY(!series<QAreaSeries>(chart(page, "sweepChart"), QStringLiteral("nofit_0")));
        QVERIFY(text(page, "sweepSummary").contains(QStringLiteral("Compute-bound from batch")));
    }

    // At 4,096 tokens of context the KV cache of ~117 sequences fills an 80 GB H100.
    void sweepShadesWhereMemoryRunsOut() {
        ui::CalculatorPage page;
        prepare(page, 1, 4096);
        page.setView(ui::CalculatorPage::View::Sweep);
        page.updateSweepNow();
        const SweepResult expected =
            oracle("h100-sxm", decode(1, 4096), SweepVariable::Batch, 1, 1024);
        QVERIFY(expected.firstNotFitting);
        const qint64 limit = *expected.firstNotFitting;
        QVERIFY(limit > 1 && limit < 1024);
        auto *area = series<QAreaSeries>(chart(page, "sweepChart"), QStringLiteral("nofit_0"));
        QVERIFY(area);
        QCOMPARE(area->upperSeries()->at(0).x(), double(limit));
        QCOMPARE(area->upperSeries()->at(area->upperSeries()->count() - 1).x(), 1024.0);
        // And the result column agrees either side of the limit.
        page.setBatch(int(limit - 1));
        QVERIFY(*page.result()->fitsInMemory);
        page.setBatch(int(limit));
        QVERIFY(!*page.result()->fitsInMemory);
        QVERIFY(output(page, "memory").contains(QStringLiteral("does not fit")));
    }

    void sweepAlongContext() {
        ui::CalculatorPage page;
        prepare(page, 64, 4096);
        page.setView(ui::CalculatorPage::View::Sweep);
        page.setSweepVariable(SweepVariable::Context);
        // Switching the variable resets the range: 128 … the model's trained maximum.
        const int maxContext = Catalog::builtIn().model(QStringLiteral("llama-3-8b"))->maxContext;
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 128);
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value(), maxContext);
        page.updateSweepNow();
        QCOMPARE(page.sweeps().first().variable, SweepVariable::Context);
        auto *throughput = series(chart(page, "sweepChart"), QStringLiteral("throughput_0"));
        QVERIFY(throughput);
        QCOMPARE(throughput->at(0).x(), 128.0);
        QCOMPARE(throughput->at(throughput->count() - 1).x(), double(maxContext));
        // Decode slows as the KV cache grows.
        QVERIFY(throughput->at(0).y() > throughput->at(throughput->count() - 1).y());
        const SweepResult expected =
            oracle("h100-sxm", decode(64, 4096), SweepVariable::Context, 128, maxContext);
        QCOMPARE(page.sweeps().first().flips.size(), expected.flips.size());
        // A narrower range, typed in.
        page.setSweepRange(1024, 2048);
        page.updateSweepNow();
        QCOMPARE(page.sweeps().first().from, qint64(1024));
        QCOMPARE(page.sweeps().first().samples.last().value, qint64(2048));
        // The reset button restores the default range.
        page.findChild<QPushButton *>(QStringLiteral("sweepReset"))->click();
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 128);
    }

    // Dragging a slider must not re-sweep per tick: changes coalesce into one sweep.
    void sweepCoalescesRapidChanges() {
        ui::CalculatorPage page;
        prepare(page, 1, 1024);
        page.setView(ui::CalculatorPage::View::Sweep);
        page.updateSweepNow();
        QSignalSpy swept(&page, &ui::CalculatorPage::sweepUpdated);
        QSignalSpy evaluated(&page, &ui::CalculatorPage::evaluated);
        auto *efficiency = page.findChild<QSlider *>(QStringLiteral("efficiency"));
        for (int v = 99; v >= 60; --v)
            efficiency->setValue(v);
        QCOMPARE(evaluated.size(), 40); // the outputs follow every tick
        QCOMPARE(swept.size(), 0);
        QVERIFY(swept.wait(5000));
        auto *panel = page.findChild<ui::CalculatorSweepPanel *>();
        QVERIFY(panel);
        QVERIFY2(support::noTimerPending(*panel), "a second sweep of the drag is scheduled");
        QCOMPARE(swept.size(), 1);
        const SweepResult expected = [] {
            InferenceConfig c = decode(1, 1024);
            c.efficiency = 0.6;
            return oracle("h100-sxm", c, SweepVariable::Batch, 1, 1024);
        }();
        QCOMPARE(page.sweeps().first().samples.first().stepTime, expected.samples.first().stepTime);
        // In the roofline view nothing is swept at all.
        page.setView(ui::CalculatorPage::View::Roofline);
        swept.clear();
        page.setBatch(32);
        QVERIFY2(support::noTimerPending(*panel), "the roofline view scheduled a sweep");
        QCOMPARE(swept.size(), 0);
    }

    // A second GPU: both columns, the ratio, and both on the charts.
    void comparesTwoGpus() {
        ui::CalculatorPage page;
        prepare(page, 1, 4096);
        page.selectCompareGpu(QStringLiteral("h200-sxm"));
        QVERIFY(page.result() && page.compareResult());
        const OperatingPoint a = *page.result(), b = *page.compareResult();
        const HardwareProfile &h100 = *Catalog::builtIn().gpu(QStringLiteral("h100-sxm"));
        const HardwareProfile &h200 = *Catalog::builtIn().gpu(QStringLiteral("h200-sxm"));
        QCOMPARE(a.effectiveBandwidth, h100.memoryBandwidth);
        QCOMPARE(b.effectiveBandwidth, h200.memoryBandwidth);
        QVERIFY(
            page.findChild<QLabel *>(QStringLiteral("output_b_throughput"))->isVisibleTo(&page));
        QVERIFY(text(page, "header_gpu").contains(h100.name));
        QVERIFY(text(page, "header_compare").contains(h200.name));
        QCOMPARE(output(page, "throughput"),
                 QStringLiteral("%1 tokens/s").arg(QLocale().toString(a.tokensPerSecond, 'f', 1)));
        QCOMPARE(text(page, "output_b_throughput"),
                 QStringLiteral("%1 tokens/s").arg(QLocale().toString(b.tokensPerSecond, 'f', 1)));
        QCOMPARE(text(page, "ratio_throughput"),
                 QStringLiteral("×%1").arg(
                     QLocale().toString(b.tokensPerSecond / a.tokensPerSecond, 'f', 2)));
        QCOMPARE(text(page, "ratio_bandwidth"),
                 QStringLiteral("×%1").arg(
                     QLocale().toString(h200.memoryBandwidth / h100.memoryBandwidth, 'f', 2)));
        // Memory-bound decode: the throughput ratio is the bandwidth ratio (same peak roofs
        // aside, launches aside).
        QVERIFY(std::abs(b.tokensPerSecond / a.tokensPerSecond
                         - h200.memoryBandwidth / h100.memoryBandwidth)
                < 0.01);
        QVERIFY(text(page, "output_b_state").contains(QStringLiteral("Memory-bound")));

        // The roofline chart carries both operating points.
        QStringList points;
        for (QAbstractSeries *s : chart(page, "rooflineChart")->series()) {
            if (s->property("rooflineKind").toString() == QLatin1String("operating-point"))
                points << s->name();
        }
        QCOMPARE(points.size(), 2);
        QVERIFY(points.first().contains(h100.name));
        QVERIFY(points.last().contains(h200.name));

        // The sweep overlays both GPUs; the H200's 141 GB fits more sequences.
        page.setView(ui::CalculatorPage::View::Sweep);
        page.updateSweepNow();
        QCOMPARE(page.sweeps().size(), 2);
        QChart *c = chart(page, "sweepChart");
        QVERIFY(series(c, QStringLiteral("throughput_0")));
        QVERIFY(series(c, QStringLiteral("throughput_1")));
        QVERIFY(series(c, QStringLiteral("latency_1")));
        QVERIFY(*page.sweeps().at(1).firstNotFitting > *page.sweeps().at(0).firstNotFitting);
        QCOMPARE(series(c, QStringLiteral("throughput_1"))->at(0).y(),
                 std::log10(oracle("h200-sxm", decode(1, 4096), SweepVariable::Batch, 1, 1024)
                                .samples.first()
                                .tokensPerSecond));

        // Back to one GPU: the columns go away.
        page.selectCompareGpu(QString());
        QVERIFY(!page.compareResult());
        QVERIFY(!page.findChild<QLabel *>(QStringLiteral("ratio_throughput"))->isVisibleTo(&page));
    }

    void compareGpuThatCannotRunExplains() {
        ui::CalculatorPage page;
        prepare(page, 1, 4096);
        page.selectCompareGpu(QStringLiteral("v100-sxm2-32gb")); // no bf16 on Volta
        QVERIFY(page.result());
        QVERIFY(!page.compareResult());
        QCOMPARE(text(page, "output_b_throughput"), QStringLiteral("—"));
        QCOMPARE(text(page, "ratio_throughput"), QString());
        QVERIFY(text(page, "message").contains(QStringLiteral("bf16")));
    }

    void remembersChoices() {
        {
            ui::CalculatorPage page;
            prepare(page, 16, 2048);
            page.selectCompareGpu(QStringLiteral("h200-sxm"));
            page.setView(ui::CalculatorPage::View::Sweep);
            page.setSweepVariable(SweepVariable::Context);
            page.setSweepRange(256, 4096);
        }
        ui::CalculatorPage page;
        QCOMPARE(page.view(), ui::CalculatorPage::View::Sweep);
        QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("compareGpu"))->currentData(),
                 QVariant(QStringLiteral("h200-sxm")));
        QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("sweepVariable"))->currentData(),
                 QVariant(QStringLiteral("context")));
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 256);
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value(), 4096);
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("batch"))->value(), 16);
        QVERIFY(page.compareResult());
    }

    // The seeds' model: 8B parameters in bf16 on an H100 read 16 GB per decode step, 4.78 ms.
    void genericModelReproducesTheSeed() {
        ui::CalculatorPage page;
        page.selectModel(ui::CalculatorPage::genericModelId());
        page.setParams(8e9);
        page.selectGpu(QStringLiteral("h100-sxm"));
        page.setPhase(Phase::Decode);
        page.setBatch(1);
        QVERIFY(page.findChild<QDoubleSpinBox *>(QStringLiteral("params"))->isVisibleTo(&page));
        QVERIFY(page.result());
        QCOMPARE(page.result()->bytes, 16e9);
        QCOMPARE(QString::number(page.result()->stepTime * 1e3, 'f', 2), QStringLiteral("4.78"));
        QCOMPARE(output(page, "step"), units::formatSeconds(page.result()->stepTime));
        // Prefill of 8,000 tokens: compute-bound, 2 · 8e9 · 8000 / 989.4 TFLOP/s = 129.4 ms
        // (the seed's 129.29 ms uses a rounded 990 TFLOP/s).
        page.setPhase(Phase::Prefill);
        page.setContext(8000);
        QCOMPARE(page.result()->state, Bound::Compute);
        QCOMPARE(QString::number(page.result()->stepTime * 1e3, 'f', 1), QStringLiteral("129.4"));
        // A catalog model hides the generic row again.
        page.selectModel(QStringLiteral("llama-3-8b"));
        QVERIFY(!page.findChild<QDoubleSpinBox *>(QStringLiteral("params"))->isVisibleTo(&page));
    }

    // Bandwidth and compute efficiency are separate: a prefill whose kernels reach 11 % of
    // both is still compute-bound, not memory-bound at a thousand FLOP/byte.
    void computeEfficiencyIsSeparate() {
        ui::CalculatorPage page;
        prepare(page, 1, 8000);
        page.setPhase(Phase::Prefill);
        page.findChild<QSlider *>(QStringLiteral("efficiency"))->setValue(11);
        QCOMPARE(page.result()->state, Bound::Memory);
        QVERIFY(page.result()->arithmeticIntensity > 1000);
        page.findChild<QSlider *>(QStringLiteral("computeEfficiency"))->setValue(11);
        QCOMPARE(page.result()->state, Bound::Compute);
        QCOMPARE(page.result()->effectivePeakFlops, 0.11 * page.result()->peakFlops);
    }

    // The box holds KV heads, the GQA paper's G; query heads per KV head show beside it.
    void kvHeadsFollowThePaper() {
        ui::CalculatorPage page;
        prepare(page, 1, 8192);
        auto *kv = page.findChild<QSpinBox *>(QStringLiteral("kvHeads"));
        QVERIFY(kv->toolTip().contains(QStringLiteral("Ainslie")));
        QVERIFY(text(page, "kvHeadsHint").contains(QStringLiteral("4 query heads per KV head")));
        const double kv8 = page.result()->kvCacheBytes;
        kv->setValue(1); // multi-query attention
        QCOMPARE(page.result()->kvCacheBytes, kv8 / 8);
        QVERIFY(text(page, "kvHeadsHint").contains(QStringLiteral("32 query heads per KV head")));
        kv->setValue(32); // multi-head attention
        QCOMPARE(page.result()->kvCacheBytes, kv8 * 4);
        kv->setValue(5);
        QVERIFY(!page.result());
        QVERIFY(page.errorText().contains(QStringLiteral("5")));
        // The box cannot go past the query heads.
        QCOMPARE(kv->maximum(), 32);
    }

    // Item 2 in the GUI: the kernel groups, each at its own bound, and their sum.
    void kernelGroupsTab() {
        ui::CalculatorPage page;
        page.selectModel(QStringLiteral("llama-3-70b"));
        page.selectGpu(QStringLiteral("h200-sxm"));
        page.setBatch(256);
        page.setContext(1024);
        page.setView(ui::CalculatorPage::View::Groups);
        auto *table = page.findChild<QTableWidget *>(QStringLiteral("groups"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), int(page.result()->groups.size()) + 1);
        QStringList bounds;
        for (int r = 0; r < table->rowCount() - 1; ++r)
            bounds << table->item(r, ui::CalculatorGroupTable::State)->text();
        QVERIFY(bounds.contains(QStringLiteral("Compute-bound")));
        QVERIFY(bounds.contains(QStringLiteral("Memory-bound")));
        QCOMPARE(table->item(table->rowCount() - 1, ui::CalculatorGroupTable::Time)->text(),
                 units::formatSeconds(page.result()->groupedStepTime));
        QVERIFY(
            output(page, "grouped").contains(units::formatSeconds(page.result()->groupedStepTime)));
        QVERIFY(page.result()->groupedStepTime > 1.06 * page.result()->stepTime);
        // Above the table: every tensor's format, int4 linear layers beside a bf16 lm_head.
        auto *weights = page.findChild<QComboBox *>(QStringLiteral("weights"));
        weights->setCurrentIndex(weights->findData(QStringLiteral("int4")));
        QVERIFY2(text(page, "formats").contains(QStringLiteral("lm_head bf16")),
                 qPrintable(text(page, "formats")));
        QVERIFY(text(page, "formats").contains(QStringLiteral("feed-forward int4")));
    }

    // Issue 32 item 4: the wheel over a spin box the user did not click into scrolls the page
    // and leaves the value alone; once focused, the wheel steps it.
    void wheelScrollsThePageNotTheSpinBox_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void wheelScrollsThePageNotTheSpinBox() {
        QFETCH(QSize, size);
        ui::MainWindow window;
        auto *page = new ui::CalculatorPage;
        window.addPage(page, QStringLiteral("Roofline calculator"), QIcon());
        window.resize(size);
        window.show();
        window.setCurrentPage(page);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        page->selectModel(QStringLiteral("llama-3-8b"));
        page->selectGpu(QStringLiteral("h100-sxm"));
        QVERIFY(page->result());
        auto *tp = page->findChild<QSpinBox *>(QStringLiteral("tp"));
        auto *batch = page->findChild<QSpinBox *>(QStringLiteral("batch"));
        QVERIFY(!tp->hasFocus());
        QScrollBar *bar = nullptr;
        for (QWidget *w = tp; w; w = w->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(w);
                area && area->verticalScrollBar()->maximum() > 0) {
                bar = area->verticalScrollBar();
                break;
            }
        }
        const int batchBefore = batch->value();
        QCOMPARE(tp->value(), 1);
        // Up: the values would rise (TP 2, then 3 in a second notch: every result blank).
        wheel(tp, 120);
        wheel(tp, 120);
        wheel(batch, 120);
        QCOMPARE(tp->value(), 1);
        QCOMPARE(batch->value(), batchBefore);
        QVERIFY2(page->result(), qPrintable(page->errorText())); // nothing blanked
        // Down: the page scrolls instead, where it has room to.
        const int scrolled = bar ? bar->value() : 0;
        wheel(tp, -120);
        QCOMPARE(tp->value(), 1);
        if (bar)
            QVERIFY2(bar->value() > scrolled, qPrintable(QString::number(bar->value())));

        // Clicked into, the box takes the wheel.
        QTest::mouseClick(tp, Qt::LeftButton, {}, QPoint(8, tp->height() / 2));
        QVERIFY(tp->hasFocus());
        wheel(tp, 120);
        QCOMPARE(tp->value(), 2);
    }

    // Issue 32 item 4: a TP count that does not split the model's heads says why beside the
    // box, and which counts do, instead of leaving only blank results.
    void tensorParallelThatDoesNotSplitSaysWhy() {
        ui::CalculatorPage page;
        page.resize(1024, 700);
        page.show();
        page.selectModel(QStringLiteral("llama-3-8b")); // 32 query heads, 8 KV heads
        page.selectGpu(QStringLiteral("h100-sxm"));
        auto *tp = page.findChild<QSpinBox *>(QStringLiteral("tp"));
        tp->setFocus();
        QTest::keyClick(tp, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(tp, QStringLiteral("3"));
        QCOMPARE(tp->value(), 3);
        QVERIFY(!page.result());
        const QString hint = text(page, "tpHint");
        QVERIFY2(hint.contains(QStringLiteral("32 query heads do not split over 3 GPUs")),
                 qPrintable(hint));
        QVERIFY2(hint.contains(QStringLiteral("It splits over 1, 2, 4, 8, 16")), qPrintable(hint));
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("tpHint"))->isVisible());
        QVERIFY2(text(page, "message").contains(QStringLiteral("3 GPUs")),
                 qPrintable(text(page, "message")));
        // A count that splits: results again, no hint.
        QTest::keyClick(tp, Qt::Key_Up);
        QCOMPARE(tp->value(), 4);
        QVERIFY(page.result());
        QVERIFY(text(page, "tpHint").isEmpty());
    }

    void tensorParallelMakesItFit() {
        ui::CalculatorPage page;
        page.selectModel(QStringLiteral("llama-3-70b"));
        page.selectGpu(QStringLiteral("h100-sxm"));
        QCOMPARE(page.result()->fitsInMemory, std::optional<bool>(false));
        page.findChild<QSpinBox *>(QStringLiteral("tp"))->setValue(8);
        QCOMPARE(page.result()->fitsInMemory, std::optional<bool>(true));
        QCOMPARE(page.result()->tensorParallel, 8);
        QVERIFY(page.result()->linkTime > 0);
    }

    // A stored run as the hardware ("gpu07: NVIDIA H100 (run N)"), read off the GUI thread,
    // and the database's user models in the model box.
    void measuredRunAsHardware() {
        LabDatabase lab;
        ui::CalculatorPage page(lab.services.get());
        QSignalSpy lists(page.sources(), &ui::CalculatorSources::listsChanged);
        QVERIFY(lists.wait(5000));
        auto *gpus = page.findChild<QComboBox *>(QStringLiteral("gpu"));
        const int i = gpus->findData(ui::CalculatorPage::runKey(lab.runId));
        QVERIFY(i >= 0);
        QVERIFY2(gpus->itemText(i).contains(QStringLiteral("gpu07")),
                 qPrintable(gpus->itemText(i)));
        auto *models = page.findChild<QComboBox *>(QStringLiteral("model"));
        QVERIFY(models->findData(QStringLiteral("lab-8b-16l")) >= 0);

        page.selectModel(QStringLiteral("llama-3-8b"));
        QSignalSpy loaded(page.sources(), &ui::CalculatorSources::runLoaded);
        page.selectGpu(ui::CalculatorPage::runKey(lab.runId));
        // Not read on the GUI thread: the page says it is reading, the result comes later.
        QVERIFY(!page.result());
        QVERIFY(page.errorText().contains(QStringLiteral("Reading")));
        QVERIFY(loaded.wait(5000));
        QVERIFY(page.result());
        QCOMPARE(page.result()->effectiveBandwidth, 3.1e12);
        QCOMPARE(page.result()->peakFlops, 700e12);
        // Compared with the spec sheet of the same GPU, side by side.
        page.selectCompareGpu(QStringLiteral("h100-sxm"));
        QVERIFY(page.compareResult());
        QVERIFY(page.compareResult()->tokensPerSecond > page.result()->tokensPerSecond);
        QVERIFY(uitest::settle());
    }

    // A run chosen in an earlier session is selected again once the lists arrive.
    void remembersAStoredRun() {
        LabDatabase lab;
        {
            ui::CalculatorPage page(lab.services.get());
            QSignalSpy lists(page.sources(), &ui::CalculatorSources::listsChanged);
            QVERIFY(lists.wait(5000));
            page.selectGpu(ui::CalculatorPage::runKey(lab.runId));
            QVERIFY(uitest::settle());
        }
        ui::CalculatorPage page(lab.services.get());
        QSignalSpy loaded(page.sources(), &ui::CalculatorSources::runLoaded);
        QVERIFY(loaded.wait(5000));
        QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("gpu"))->currentData().toString(),
                 ui::CalculatorPage::runKey(lab.runId));
        QCOMPARE(page.result()->effectiveBandwidth, 3.1e12);
        QVERIFY(uitest::settle());
    }

    // Inputs beside the charts where both fit, the charts below the inputs where not (so the
    // page never scrolls sideways at 1024×640, tst_layouts); the room is what the parent
    // gives, not what the page asks for.
    void reflowsToTheWidth() {
        QWidget room;
        auto *page = new ui::CalculatorPage(nullptr, &room);
        room.resize(1600, 900);
        page->resize(room.size());
        room.show();
        QVERIFY(QTest::qWaitForWindowExposed(&room));
        QTRY_COMPARE(page->arrangement(), Qt::Horizontal);
        room.resize(700, 900);
        QTRY_COMPARE(page->arrangement(), Qt::Vertical);
        QVERIFY(page->minimumSizeHint().width() <= 700);
        room.resize(1600, 900);
        QTRY_COMPARE(page->arrangement(), Qt::Horizontal);
    }

    void everyInputExplainsItself() {
        ui::CalculatorPage page;
        QStringList missing;
        for (QWidget *w : page.findChildren<QWidget *>()) {
            const bool input = qobject_cast<QComboBox *>(w) || qobject_cast<QSpinBox *>(w)
                               || qobject_cast<QDoubleSpinBox *>(w) || qobject_cast<QSlider *>(w)
                               || qobject_cast<QPushButton *>(w);
            if (input && w->toolTip().isEmpty())
                missing << w->objectName();
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        auto *views = page.findChild<QTabWidget *>(QStringLiteral("views"));
        for (int i = 0; i < views->count(); ++i)
            QVERIFY(!views->tabToolTip(i).isEmpty());
    }
};

QTEST_MAIN(TestCalculatorPage)
#include "tst_calculatorpage.moc"