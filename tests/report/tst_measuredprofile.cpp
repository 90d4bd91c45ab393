// SPDX-License-Identifier: MIT
#include "ReportFixtures.h"
#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/llm/ModelJson.h"
#include "model/llm/RooflineCalculator.h"

#include <QJsonObject>
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

    // An LLM step reads its weights and KV cache: its analytic step runs under the best *read*
    // stream of main memory, not under a copy's best (a streaming-store copy read 106 GB/s
    // against a read stream's 78 GB/s on a Zen 5 VM, so the step came out 35 % too fast and
    // its "measured kernel efficiency" too low). The roofline chart keeps the best of all.
    void llmRoofIsTheReadStream_data() {
        QTest::addColumn<QList<double>>("reads"); // DRAM read kernels at 1 GiB
        QTest::addColumn<double>("copyNt");       // a copy_nt at 1 GiB (0: none)
        QTest::addColumn<double>("llmRead");      // cpu.llm's llm_ceiling DRAM read (0: none)
        QTest::addColumn<double>("l3Read");       // a read at 64 KiB, beyond the plateau rule
        QTest::addColumn<double>("best");
        QTest::addColumn<double>("roof");
        QTest::newRow("copy_nt beats the read")
            << QList<double>{78e9} << 106e9 << 0.0 << 0.0 << 106e9 << 78e9;
        QTest::newRow("cpu.llm's read is the better read")
            << QList<double>{70e9, 72e9} << 106e9 << 79e9 << 0.0 << 106e9 << 79e9;
        QTest::newRow("a cache-sized read is not main memory")
            << QList<double>{78e9} << 0.0 << 0.0 << 300e9 << 78e9 << 78e9;
        QTest::newRow("no read kernel: the best figure")
            << QList<double>{} << 106e9 << 0.0 << 0.0 << 106e9 << 106e9;
    }
    void llmRoofIsTheReadStream() {
        QFETCH(QList<double>, reads);
        QFETCH(double, copyNt);
        QFETCH(double, llmRead);
        QFETCH(double, l3Read);
        QFETCH(double, best);
        QFETCH(double, roof);
        Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
        run.measurements.removeIf([](const Measurement &m) {
            return m.metric == QLatin1String("bandwidth") && m.level == QLatin1String("DRAM");
        });
        const auto add = [&](const QString &metric, const QString &kernel, qint64 set, double v) {
            Measurement m;
            m.probe = metric == QLatin1String("llm_ceiling") ? QStringLiteral("cpu.llm")
                                                             : QStringLiteral("cpu.bandwidth");
            m.metric = metric;
            m.level = QStringLiteral("DRAM");
            m.kernel = kernel;
            m.workingSetBytes = set;
            m.value = m.median = v;
            m.threads = 2;
            run.measurements.append(m);
        };
        for (double r : reads)
            add(QStringLiteral("bandwidth"), QStringLiteral("read"), 1 << 30, r);
        if (copyNt > 0)
            add(QStringLiteral("bandwidth"), QStringLiteral("copy_nt"), 1 << 30, copyNt);
        if (llmRead > 0)
            add(QStringLiteral("llm_ceiling"), QStringLiteral("read"), 512 << 20, llmRead);
        if (l3Read > 0)
            add(QStringLiteral("bandwidth"), QStringLiteral("read"), 64 << 10, l3Read);
        const HardwareProfile p = MeasuredProfile::derive(run);
        QCOMPARE(p.memoryBandwidth, best); // the roofline chart's memory roof
        QCOMPARE(Ceilings::fromProfile(p).bandwidth, roof);
        QCOMPARE(MeasuredProfile::ceilings(p).bandwidth, roof);
        // Kept with a stored profile (a measured profile saved as the user's).
        const QJsonObject json = toJson(p);
        QCOMPARE(json.contains(QLatin1String("memory_read_bandwidth")), !reads.isEmpty());
        if (!reads.isEmpty())
            QCOMPARE(json.value(QLatin1String("memory_read_bandwidth")).toDouble(), roof);
    }

    void cpuDerivedSpec() {
        // A CPU run from an engine that records its theoretical ceilings (issue 14): without a
        // spec sheet they fill the spec column, per row at the row's own thread count.
        Run run = loadFixtureRun(QStringLiteral("cpu-run.json"));
        QVERIFY(!MeasuredProfile::derivedCpuSpec(run)); // the old fixture has none
        run.device.provenance.insert(
            QStringLiteral("clock"),
            QJsonObject{{QStringLiteral("hz"), 4.0e9}, {QStringLiteral("uncertain"), false}});
        const auto ceiling = [](Measurement &m, double value) {
            m.params.insert(QStringLiteral("ceiling"), value);
            m.params.insert(QStringLiteral("ceiling_source"),
                            QStringLiteral("derived from the ISA and the measured clock (x)"));
        };
        double fp32Best = 0, l1Best = 0;
        for (Measurement &m : run.measurements) {
            if (m.format == QLatin1String("fp32") && m.metric == QLatin1String("throughput")) {
                ceiling(m, 64.0 * 4e9 * double(m.threads));
                fp32Best = std::max(fp32Best, m.value);
            }
            if (m.level == QLatin1String("L1") && m.metric == QLatin1String("bandwidth")) {
                ceiling(m, 128.0 * 4e9 * double(m.threads));
                l1Best = std::max(l1Best, m.value);
            }
        }
        QVERIFY(fp32Best > 0 && l1Best > 0);
        const auto spec = MeasuredProfile::derivedCpuSpec(run);
        QVERIFY(spec);
        QCOMPARE(spec->source, QStringLiteral("derived"));
        QVERIFY(spec->sourceNote.contains(QStringLiteral("measured clock")));
        QVERIFY(spec->peak.value(QStringLiteral("fp32")) > 0);
        for (const std::optional<HardwareProfile> &s : {std::optional<HardwareProfile>(), spec}) {
            bool fp32 = false, l1 = false;
            for (const SpecComparison &r : MeasuredProfile::compareWithSpec(run, s)) {
                if (r.metric == QLatin1String("throughput") && r.key == QLatin1String("fp32")) {
                    QVERIFY(r.specDerived && r.spec && r.fraction);
                    QCOMPARE(*r.fraction, r.measured / *r.spec);
                    fp32 = true;
                }
                if (r.metric == QLatin1String("bandwidth") && r.key == QLatin1String("L1")) {
                    QVERIFY(r.specDerived && r.spec);
                    QVERIFY(r.specSource.startsWith(QStringLiteral("derived")));
                    l1 = true;
                }
                if (r.key == QLatin1String("DRAM"))
                    QVERIFY(!r.spec); // no theoretical DRAM ceiling from the ISA
            }
            QVERIFY(fp32 && l1);
        }
        // Above the derived ceiling by more than the clock's 3 %: flagged.
        for (Measurement &m : run.measurements) {
            if (m.format == QLatin1String("fp32") && m.metric == QLatin1String("throughput"))
                m.value = m.params.value(QStringLiteral("ceiling")).toDouble() * 1.05;
        }
        bool above = false;
        for (const SpecComparison &r : MeasuredProfile::compareWithSpec(run, std::nullopt))
            above = above || (r.key == QLatin1String("fp32") && r.aboveSpec);
        QVERIFY(above);
        QVERIFY(!MeasuredProfile::clockUncertain(run));
        // A GPU sheet (the Hardware page pairs any run with the GPU selected there) does not
        // replace a CPU's own ceilings, nor give it a DRAM "spec".
        const auto gpu =
            MeasuredProfile::matchCatalog(loadFixtureRun(QStringLiteral("h100-run.json")));
        QVERIFY(gpu);
        for (const SpecComparison &r : MeasuredProfile::compareWithSpec(run, gpu)) {
            if (r.spec)
                QVERIFY2(r.specDerived, qPrintable(r.label));
        }
        // A GPU run never gets a derived CPU spec.
        QVERIFY(!MeasuredProfile::derivedCpuSpec(loadFixtureRun(QStringLiteral("h100-run.json"))));
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
        QVERIFY2(s.contains(QStringLiteral("1k context): Memory-bound, ")), qPrintable(s));
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
