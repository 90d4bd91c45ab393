// SPDX-License-Identifier: MIT
#include "model/Catalog.h"
#include "model/llm/CalculatorSweep.h"
#include "support/Waits.h"
#include "ui/calculator/CalculatorSweepPanel.h"
#include "ui/widgets/SweepChart.h"

#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QXYSeries>
#include <cmath>

using namespace roofline;
using Panel = ui::CalculatorSweepPanel;

namespace {

const ModelSpec &llama() {
    return *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
}
const HardwareProfile &gpu(const char *id) {
    return *Catalog::builtIn().gpu(QLatin1String(id));
}

Panel::Inputs inputs(qint64 batch, qint64 context, const char *compare = nullptr) {
    Panel::Inputs in;
    in.model = llama();
    in.gpu = gpu("h100-sxm");
    if (compare)
        in.compareGpu = gpu(compare);
    in.config.phase = Phase::Decode;
    in.config.batch = batch;
    in.config.context = context;
    return in;
}

QXYSeries *series(const Panel &panel, const QString &name) {
    auto *view = panel.findChild<ui::SweepChart *>(QStringLiteral("sweepChart"));
    if (!view || !view->chart())
        return nullptr;
    for (QAbstractSeries *s : view->chart()->series()) {
        if (s->objectName() == name)
            return qobject_cast<QXYSeries *>(s);
    }
    return nullptr;
}

QString summary(const Panel &panel) {
    return panel.findChild<QLabel *>(QStringLiteral("sweepSummary"))->text();
}

} // namespace

// The sweep view on its own: it sweeps what the page hands it, only while active, throttled,
// and keeps its variable and range in the settings group it is given.
class TestCalculatorSweepPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // Inactive, new inputs only mark the sweep stale; becoming active sweeps them once.
    void sweepsOnlyWhileActive() {
        Panel panel;
        QSignalSpy updated(&panel, &Panel::updated);
        panel.setInputs(inputs(8, 128));
        QVERIFY2(support::noTimerPending(panel), "an inactive panel scheduled a sweep");
        QCOMPARE(updated.size(), 0);
        QVERIFY(panel.sweeps().isEmpty());

        panel.setActive(true);
        QVERIFY(updated.wait(5000));
        QCOMPARE(panel.sweeps().size(), 1);
        const auto expected = CalculatorSweep::run(
            llama(), Ceilings::fromProfile(gpu("h100-sxm")), inputs(8, 128).config,
            SweepVariable::Batch, panel.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(),
            panel.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value());
        QVERIFY(expected);
        QCOMPARE(panel.sweeps().first().samples.size(), expected->samples.size());
        auto *current = series(panel, QStringLiteral("current"));
        QVERIFY(current);
        QCOMPARE(current->at(0).x(), 8.0);

        // Active again without a change: nothing stale, nothing swept.
        panel.setActive(false);
        panel.setActive(true);
        QVERIFY2(support::noTimerPending(panel), "nothing stale, yet a sweep was scheduled");
        QCOMPARE(updated.size(), 1);
    }

    // A burst of changes (a dragged slider) is swept once, with the last inputs.
    void coalescesABurst() {
        Panel panel;
        panel.setActive(true);
        panel.updateNow();
        QSignalSpy updated(&panel, &Panel::updated);
        for (int batch = 1; batch <= 30; ++batch)
            panel.setInputs(inputs(batch, 1024));
        QCOMPARE(updated.size(), 0);
        QVERIFY(updated.wait(5000));
        QVERIFY2(support::noTimerPending(panel), "a second sweep of the burst is scheduled");
        QCOMPARE(updated.size(), 1);
        auto *current = series(panel, QStringLiteral("current"));
        QVERIFY(current);
        QCOMPARE(current->at(0).x(), 30.0);
    }

    // An error replaces the chart, cancels a pending sweep and stays until new inputs.
    void errorWinsUntilNewInputs() {
        Panel panel;
        panel.setActive(true);
        panel.setInputs(inputs(1, 4096));
        panel.updateNow();
        QCOMPARE(panel.sweeps().size(), 1);

        QSignalSpy updated(&panel, &Panel::updated);
        panel.setInputs(inputs(2, 4096)); // a sweep is now pending …
        panel.showError(QStringLiteral("no bf16 here"));
        QVERIFY(panel.sweeps().isEmpty());
        QVERIFY(summary(panel).isEmpty());
        QVERIFY2(support::noTimerPending(panel), "the error left the sweep scheduled");
        QCOMPARE(updated.size(), 0); // … and cancelled
        panel.updateNow();
        QCOMPARE(updated.size(), 1);
        QVERIFY(panel.sweeps().isEmpty());
        QVERIFY(!series(panel, QStringLiteral("throughput_0")));

        panel.setInputs(inputs(2, 4096));
        panel.updateNow();
        QCOMPARE(panel.sweeps().size(), 1);
        QVERIFY(series(panel, QStringLiteral("throughput_0")));
    }

    // A compared GPU that cannot run the inputs is named in the summary; the first GPU's
    // sweep still stands.
    void comparedGpuFailureIsSummarised() {
        Panel panel;
        panel.setInputs(inputs(1, 4096, "v100-sxm2-32gb")); // no bf16 on Volta
        panel.updateNow();
        QCOMPARE(panel.sweeps().size(), 1);
        QVERIFY(series(panel, QStringLiteral("throughput_0")));
        QVERIFY(!series(panel, QStringLiteral("throughput_1")));
        QVERIFY2(summary(panel).contains(gpu("v100-sxm2-32gb").name), qPrintable(summary(panel)));
        QVERIFY(summary(panel).contains(QStringLiteral("bf16")));

        panel.setInputs(inputs(1, 4096, "h200-sxm"));
        panel.updateNow();
        QCOMPARE(panel.sweeps().size(), 2);
        QVERIFY(series(panel, QStringLiteral("throughput_1")));
    }

    // User changes to the variable or range ask to be saved; the range follows the variable.
    void rangeFollowsVariable() {
        Panel panel;
        panel.setInputs(inputs(1, 4096));
        QSignalSpy changed(&panel, &Panel::settingsChanged);
        auto *from = panel.findChild<QSpinBox *>(QStringLiteral("sweepFrom"));
        auto *to = panel.findChild<QSpinBox *>(QStringLiteral("sweepTo"));
        panel.setVariable(SweepVariable::Context);
        QCOMPARE(panel.variable(), SweepVariable::Context);
        QCOMPARE(from->value(), int(CalculatorSweep::defaultFrom(SweepVariable::Context)));
        QCOMPARE(to->value(), int(llama().maxContext));
        QCOMPARE(changed.size(), 1); // one for the reset, not one per spin box
        QCOMPARE(to->maximum(), 1048576);

        changed.clear();
        panel.setRange(1024, 2048);
        QCOMPARE(changed.size(), 2);
        panel.findChild<QPushButton *>(QStringLiteral("sweepReset"))->click();
        QCOMPARE(from->value(), 128);
        QCOMPARE(changed.size(), 3);

        panel.setVariable(SweepVariable::Batch);
        QCOMPARE(from->value(), 1);
        QCOMPARE(to->value(), 1024);
        QCOMPARE(to->maximum(), 65536);
    }

    void settingsRoundTrip() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("sweep.ini"));
        {
            Panel panel;
            panel.setInputs(inputs(1, 4096));
            panel.setVariable(SweepVariable::Context);
            panel.setRange(256, 8192);
            QSettings s(file, QSettings::IniFormat);
            s.beginGroup(QStringLiteral("calculator"));
            panel.saveSettings(s);
        }
        QSettings s(file, QSettings::IniFormat);
        s.beginGroup(QStringLiteral("calculator"));
        QCOMPARE(s.value(QStringLiteral("sweepVariable")).toString(), QStringLiteral("context"));
        Panel panel;
        QSignalSpy changed(&panel, &Panel::settingsChanged);
        panel.restoreSettings(s, &llama());
        QCOMPARE(panel.variable(), SweepVariable::Context);
        QCOMPARE(panel.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 256);
        QCOMPARE(panel.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value(), 8192);
        QCOMPARE(changed.size(), 0);

        // Nothing stored: the defaults, a context range ending at the model's maximum.
        QSettings empty(dir.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
        empty.setValue(QStringLiteral("sweepVariable"), QStringLiteral("context"));
        Panel fresh;
        fresh.restoreSettings(empty, &llama());
        QCOMPARE(fresh.findChild<QSpinBox *>(QStringLiteral("sweepFrom"))->value(), 128);
        QCOMPARE(fresh.findChild<QSpinBox *>(QStringLiteral("sweepTo"))->value(),
                 int(llama().maxContext));
    }
};

QTEST_MAIN(TestCalculatorSweepPanel)
#include "tst_calculatorsweeppanel.moc"