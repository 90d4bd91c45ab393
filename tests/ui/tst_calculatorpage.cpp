#include "model/Catalog.h"
#include "ui/pages/CalculatorPage.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace roofline;

class TestCalculatorPage : public QObject {
    Q_OBJECT

    static QString output(const ui::CalculatorPage &page, const char *key) {
        auto *l = page.findChild<QLabel *>(QStringLiteral("output_") + QLatin1String(key));
        return l ? l->text() : QString();
    }

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
        QCOMPARE(page.result()->state, QStringLiteral("memory-bound"));
        QVERIFY(output(page, "state").contains(QStringLiteral("memory-bound")));
        const double tokens1 = page.result()->tokensPerSecond;

        QSignalSpy spy(&page, &ui::CalculatorPage::evaluated);
        page.setBatch(64);
        QCOMPARE(spy.size(), 1);
        QVERIFY(page.result()->tokensPerSecond > tokens1);

        page.setPhase(Phase::Prefill);
        QCOMPARE(page.result()->state, QStringLiteral("compute-bound"));

        // Efficiency scales the memory-bound time by exactly 1/E.
        page.setPhase(Phase::Decode);
        page.setBatch(1);
        const double full = page.result()->memoryTime;
        page.findChild<QSlider *>(QStringLiteral("efficiency"))->setValue(50);
        QCOMPARE(page.result()->memoryTime, full * 2);

        // The chart shows the roofs and the operating point.
        auto *view = page.findChild<QChartView *>();
        QVERIFY(view && view->chart());
        QVERIFY(view->chart()->series().size() >= 2);
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
        measured.source = QStringLiteral("measured");
        measured.memoryBandwidth = 2.9e12;
        page.setExtraProfiles({measured});
        page.selectGpu(QStringLiteral("run-7"));
        QCOMPARE(page.result()->effectiveBandwidth, 2.9e12);
    }
};

QTEST_MAIN(TestCalculatorPage)
#include "tst_calculatorpage.moc"
