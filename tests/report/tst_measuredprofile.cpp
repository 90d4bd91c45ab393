#include "ReportFixtures.h"
#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/MeasuredProfile.h"

#include <QTest>

using namespace roofline;

class TestMeasuredProfile : public QObject {
    Q_OBJECT

private slots:
    void gpuProfile() {
        const Run run = loadFixtureRun(QStringLiteral("h100-run.json"));
        const HardwareProfile p = MeasuredProfile::derive(run);
        QCOMPARE(p.source, QStringLiteral("measured"));
        QCOMPARE(p.memoryBandwidth, 3.05e12); // best HBM kernel (read)
        QCOMPARE(p.peak.value(QStringLiteral("bf16")), 794.5e12);
        QCOMPARE(p.peak.value(QStringLiteral("fp8")), 1402.6e12);
        QCOMPARE(p.launchOverhead, 2.4e-6); // back-to-back, not launch+sync
        QCOMPARE(p.hostLinkBandwidth, 55.1e9);
        QCOMPARE(p.memoryCapacity, 80e9);
    }

    void cpuProfile() {
        const Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
        const HardwareProfile p = MeasuredProfile::derive(run);
        QVERIFY(p.memoryBandwidth > 40e9
                && p.memoryBandwidth < 41.5e9); // DRAM plateau, not the L3 edge
        QCOMPARE(p.peak.value(QStringLiteral("fp32")), 187e9);
        QCOMPARE(p.launchOverhead, 0.0);
        QVERIFY(!MeasuredProfile::matchCatalog(run));
        // No bf16 on a CPU: the best float peak stands in so LLM steps still have a roof.
        QCOMPARE(MeasuredProfile::ceilings(p).uniformPeak, 187e9);
    }

    void measuredVsSpecFlagsAboveSpec() {
        Run run = loadFixtureRun(QStringLiteral("h100-run.json"));
        const auto spec = MeasuredProfile::matchCatalog(run);
        QVERIFY(spec);
        auto rows = MeasuredProfile::compareWithSpec(run, spec);
        for (const SpecComparison &r : rows)
            QVERIFY2(!r.aboveSpec, qPrintable(r.label));
        for (Measurement &m : run.measurements) {
            if (m.level == QLatin1String("D2H"))
                m.value = 64e9; // above the 63 GB/s PCIe 5 x16 figure
        }
        rows = MeasuredProfile::compareWithSpec(run, spec);
        bool flagged = false;
        for (const SpecComparison &r : rows) {
            if (r.key == QLatin1String("D2H")) {
                QVERIFY(r.aboveSpec);
                QVERIFY(*r.fraction > 1.0);
                flagged = true;
            }
            if (r.key == QLatin1String("HBM"))
                QCOMPARE(qRound(*r.fraction * 100), 91);
        }
        QVERIFY(flagged);
        const QStringList summary = ExecutiveSummary::forRun(run, spec);
        QVERIFY(summary.join(QLatin1Char('\n')).contains(QStringLiteral("above its spec ceiling")));
    }

    void summaryOfFixture() {
        const Run run = loadFixtureRun(QStringLiteral("h100-run.json"));
        const QString s = ExecutiveSummary::forRun(run, MeasuredProfile::matchCatalog(run))
                              .join(QLatin1Char('\n'));
        QVERIFY2(s.contains(QStringLiteral("HBM read reaches 91 % of spec")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("L2 is 2.6× HBM")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("fp8 reaches 71 % of its dense peak")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("memory-bound at")), qPrintable(s));
    }

    void degenerateRuns() {
        Run empty;
        QCOMPARE(ExecutiveSummary::forRun(empty, std::nullopt).size(), 1);
        Run cancelled = loadFixtureRun(QStringLiteral("cpu-run.json"));
        cancelled.status = Run::Status::Cancelled;
        cancelled.measurements = cancelled.measurements.mid(0, 3);
        cancelled.measurements[0].value = std::numeric_limits<double>::quiet_NaN();
        const QStringList s = ExecutiveSummary::forRun(cancelled, std::nullopt);
        QVERIFY(s.first().contains(QStringLiteral("partial")));
        const HardwareProfile p = MeasuredProfile::derive(cancelled);
        QVERIFY(std::isfinite(p.memoryBandwidth));
    }
};

QTEST_GUILESS_MAIN(TestMeasuredProfile)
#include "tst_measuredprofile.moc"
