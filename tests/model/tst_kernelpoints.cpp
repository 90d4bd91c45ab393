// SPDX-License-Identifier: MIT
// Kernel points (issue 33 item 1, the model part): the user's kernels from a plain CSV/JSON or
// `ncu --csv` (a real details page from microsoft/superbenchmark, hand-written raw pages
// marked as such) or AMD's counters (rocprof-compute's pmc_perf.csv of ROCm/omniperf's test
// workloads, rocprofv3's counter_collection.csv of ROCm/rocprofiler-sdk's docs), placed on the
// measured roofs of a run with % of the attainable bound at their intensity, the bound, and "far
// below" when neither roof limits them.
#include "model/kernels/KernelPoint.h"

#include <QFile>
#include <QTest>
#include <cmath>

using namespace roofline;
using namespace roofline::kernels;

namespace {

bool near(double a, double b) {
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

Measurement roof(const QString &metric, const QString &level, const QString &format, double value,
                 const QString &unit) {
    Measurement m;
    m.probe = QStringLiteral("cuda.test");
    m.metric = metric;
    m.level = level;
    m.format = format;
    m.value = m.best = value;
    m.unit = unit;
    return m;
}

// A run with measured roofs: HBM 2 TB/s (and a slower second HBM figure), L2 4 TB/s,
// fp32 50 TFLOP/s, an H2D link that is no roof.
Run measured() {
    Run r;
    r.device.id = QStringLiteral("cuda:0");
    r.measurements = {
        roof(QStringLiteral("bandwidth"), QStringLiteral("HBM"), {}, 2e12, QStringLiteral("B/s")),
        roof(QStringLiteral("bandwidth"), QStringLiteral("HBM"), {}, 1.5e12, QStringLiteral("B/s")),
        roof(QStringLiteral("bandwidth"), QStringLiteral("L2"), {}, 4e12, QStringLiteral("B/s")),
        roof(QStringLiteral("bandwidth"), QStringLiteral("H2D"), {}, 50e9, QStringLiteral("B/s")),
        roof(QStringLiteral("throughput"), {}, QStringLiteral("fp32"), 50e12,
             QStringLiteral("FLOP/s"))};
    return r;
}

// Hand-written: the --page raw layout (header, units row, one row per launch).
constexpr char kRawPage[] =
    "\"ID\",\"Kernel Name\",\"Grid Size\",\"gpu__time_duration.sum\",\"dram__bytes.sum\","
    "\"lts__t_bytes.sum\",\"sm__sass_thread_inst_executed_op_ffma_pred_on.sum\","
    "\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\","
    "\"sm__sass_thread_inst_executed_op_fmul_pred_on.sum\"\n"
    "\"\",\"\",\"\",\"usecond\",\"Mbyte\",\"Mbyte\",\"inst\",\"inst\",\"inst\"\n"
    "\"0\",\"gemm\",\"(9, 32, 1)\",\"100\",\"50\",\"200\",\"1000000000\",\"0\",\"0\"\n"
    "\"1\",\"gemm\",\"(9, 32, 1)\",\"100\",\"50\",\"200\",\"1000000000\",\"0\",\"0\"\n"
    "\"2\",\"copy\",\"(64, 1, 1)\",\"10\",\"20\",\"20\",\"0\",\"0\",\"0\"\n";

QByteArray fixture(const QString &name) {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/kernels/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    return f.readAll();
}

// Hand-written (not tool output): rocprofv3's long layout with the roofline counters, two
// dispatches of one kernel, to check rocprof-compute's formulas on known numbers.
constexpr char kRocprofv3Counters[] =
    "\"Dispatch_Id\",\"Agent_Id\",\"Kernel_Name\",\"Counter_Name\",\"Counter_Value\","
    "\"Start_Timestamp\",\"End_Timestamp\"\n"
    "1,\"Agent 2\",\"gemm\",\"SQ_INSTS_VALU_FMA_F32\",10,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"SQ_INSTS_VALU_ADD_F32\",4,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"SQ_INSTS_VALU_MFMA_MOPS_F16\",2,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"TCC_EA_RDREQ\",100,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"TCC_EA_RDREQ_32B\",20,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"TCC_EA_WRREQ\",50,1000,3000\n"
    "1,\"Agent 2\",\"gemm\",\"TCC_EA_WRREQ_64B\",50,1000,3000\n"
    "2,\"Agent 2\",\"gemm\",\"SQ_INSTS_VALU_FMA_F32\",10,5000,6000\n"
    "2,\"Agent 2\",\"gemm\",\"TCC_EA_RDREQ\",0,5000,6000\n"
    "2,\"Agent 2\",\"gemm\",\"TCC_EA_WRREQ\",0,5000,6000\n";

} // namespace

class TestKernelPoints : public QObject {
    Q_OBJECT

private slots:
    void ncuDetailsPageOfARealProfile() {
        QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/kernels/superbench-cublaslt-ncu-details.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        KernelImport::Options o;
        o.fileName = QStringLiteral("cublaslt_ncu.log");
        const auto r = KernelImport::parse(f.readAll(), o);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->tool, QStringLiteral("ncu"));
        QCOMPARE(r->kernels.size(), 1);
        const KernelPoint &k = r->kernels.first();
        QVERIFY(k.name.startsWith(QLatin1String("cutlass3x_sm100_tensorop")));
        QVERIFY(near(k.seconds, 406240e-9)); // "Duration","ns","406240"
        QCOMPARE(k.launches, 1);
        // The default sections carry no FLOP or byte counters: said so, not invented.
        QVERIFY(k.flops.isEmpty() && k.bytes.isEmpty());
        QCOMPARE(r->notes.size(), 1);
        QVERIFY(r->notes.first().message.contains(QLatin1String("no FLOP or byte counters")));
    }

    void ncuRawPagePerNameAndPerInstance() {
        KernelImport::Options o;
        const auto byName = KernelImport::parse(kRawPage, o);
        QVERIFY(byName.ok());
        QCOMPARE(byName->kernels.size(), 2);
        const KernelPoint &gemm = byName->kernels.first();
        QCOMPARE(gemm.name, QStringLiteral("gemm"));
        QCOMPARE(gemm.launches, 2);
        QVERIFY(near(gemm.seconds, 200e-6));
        QVERIFY(near(gemm.flops.value(QStringLiteral("fp32")), 4e9)); // 2 × 1e9 FMA × 2
        QVERIFY(near(gemm.bytes.value(QStringLiteral("DRAM")), 100e6));
        QVERIFY(near(gemm.bytes.value(QStringLiteral("L2")), 400e6));

        o.perInstance = true;
        const auto byLaunch = KernelImport::parse(kRawPage, o);
        QVERIFY(byLaunch.ok());
        QCOMPARE(byLaunch->kernels.size(), 3);
        QCOMPARE(byLaunch->kernels.at(1).name, QStringLiteral("gemm #1"));
        QVERIFY(near(byLaunch->kernels.at(1).seconds, 100e-6));
    }

    // rocprof-compute's own profile (ROCm/omniperf tests/workloads/vcopy, MI200 and MI100):
    // three dispatches of vecCopy summed per name, the descriptor suffix dropped, bytes per
    // level by rocprof-compute's roofline formulas; FLOPs 0 where the FLOP counters were
    // collected (a copy does no arithmetic), absent and said so where they were not (MI100).
    void rocprofComputeProfiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("ns");
        QTest::addColumn<double>("dram");
        QTest::addColumn<bool>("flopCounters");
        QTest::newRow("MI200") << QStringLiteral("omniperf-vcopy-mi200-pmc_perf.csv") << 52320.0
                               << 45217024.0 << true;
        QTest::newRow("MI100") << QStringLiteral("omniperf-vcopy-mi100-pmc_perf.csv") << 62560.0
                               << 44695296.0 << false;
    }

    void rocprofComputeProfiles() {
        QFETCH(QString, file);
        QFETCH(double, ns);
        QFETCH(double, dram);
        QFETCH(bool, flopCounters);
        KernelImport::Options o;
        o.fileName = file;
        const auto r = KernelImport::parse(fixture(file), o);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->tool, QStringLiteral("rocprof"));
        QCOMPARE(r->kernels.size(), 1);
        const KernelPoint &k = r->kernels.first();
        QCOMPARE(k.name, QStringLiteral("vecCopy(double*, double*, double*, int, int)"));
        QCOMPARE(k.sourceTool, QStringLiteral("rocprof"));
        QCOMPARE(k.launches, 3);
        QCOMPARE(k.device, QStringLiteral("GPU 2"));
        QVERIFY(near(k.seconds, ns * 1e-9));
        QVERIFY(near(k.bytes.value(QStringLiteral("DRAM")), dram));
        QVERIFY(near(k.bytes.value(QStringLiteral("L2")), 50331648.0));  // 64 B × TCP→TCC reqs
        QVERIFY(near(k.bytes.value(QStringLiteral("L1")), 100663296.0)); // 64 B × accesses
        QCOMPARE(k.flops.contains(QStringLiteral("fp32")), flopCounters);
        if (flopCounters) {
            QCOMPARE(k.flops.value(QStringLiteral("fp32")), 0.0);
            QVERIFY(r->notes.isEmpty());
        } else {
            QVERIFY(k.flops.isEmpty());
            QCOMPARE(r->notes.size(), 1);
            QVERIFY(r->notes.first().message.contains(QLatin1String("no FLOP or byte counters")));
        }
        o.perInstance = true;
        const auto each = KernelImport::parse(fixture(file), o);
        QVERIFY(each.ok());
        QCOMPARE(each->kernels.size(), 3);
        QVERIFY(each->kernels.at(2).name.endsWith(QLatin1String(" #2")));
    }

    // rocprofv3's counter_collection.csv as ROCm/rocprofiler-sdk's documentation publishes it
    // (two versions: agents "Agent 1" and 4): each kernel with its time, and no roofline
    // counters in it, said once per kernel.
    void rocprofv3CounterCollection_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("firstNs");
        QTest::addColumn<QString>("device");
        QTest::newRow("docs data") << QStringLiteral("rocprofv3-counter_collection-docs.csv")
                                   << 52151.0 << QStringLiteral("Agent 1");
        QTest::newRow("docs pass_1")
            << QStringLiteral("rocprofv3-pass_1-counter_collection-docs.csv") << 10240.0
            << QStringLiteral("GPU 4");
    }

    void rocprofv3CounterCollection() {
        QFETCH(QString, file);
        QFETCH(double, firstNs);
        QFETCH(QString, device);
        const auto r = KernelImport::parse(fixture(file), {});
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->tool, QStringLiteral("rocprof"));
        QCOMPARE(r->kernels.size(), 4);
        QCOMPARE(r->kernels.first().name,
                 QStringLiteral("void addition_kernel<float>(float*, float const*, float const*, "
                                "int, int)"));
        QVERIFY(near(r->kernels.first().seconds, firstNs * 1e-9));
        QCOMPARE(r->kernels.first().device, device);
        QCOMPARE(r->notes.size(), 4);
    }

    // rocprof-compute's formulas on known numbers (hand-written rocprofv3 rows): FLOPs per
    // format, HBM bytes from 32- and 64-byte requests, the counters' "_sum" optional.
    void rocprofFormulas() {
        const auto r = KernelImport::parse(kRocprofv3Counters, {});
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->kernels.size(), 1);
        const KernelPoint &k = r->kernels.first();
        QCOMPARE(k.launches, 2);
        QVERIFY(near(k.seconds, 3000e-9));
        QVERIFY(near(k.flops.value(QStringLiteral("fp32")), 64 * (4 + 2 * 10) + 64 * 2 * 10));
        QVERIFY(near(k.flops.value(QStringLiteral("fp16")), 512 * 2));
        QVERIFY(near(k.bytes.value(QStringLiteral("DRAM")), 32 * 20 + 64 * 80 + 64 * 50));
        QVERIFY(r->notes.isEmpty());
    }

    void placedOnTheMeasuredRoofs() {
        const auto r = KernelImport::parse(kRawPage, {});
        QVERIFY(r.ok());
        const MeasuredRoofs roofs = KernelRoofline::roofs(measured());
        QVERIFY(near(roofs.bandwidth.value(QStringLiteral("DRAM")), 2e12)); // HBM is main memory
        QVERIFY(!roofs.bandwidth.contains(QStringLiteral("H2D")));          // a link, no roof
        const QList<KernelPlacement> places = KernelRoofline::place(r->kernels.first(), roofs);
        QCOMPARE(places.size(), 2);
        for (const KernelPlacement &p : places) {
            QCOMPARE(p.format, QStringLiteral("fp32"));
            QVERIFY(near(p.attained, 4e9 / 200e-6)); // 20 TFLOP/s
            if (p.level == QLatin1String("DRAM")) {
                // 40 FLOP/B: the memory roof (80 TFLOP/s) is above the fp32 peak (50).
                QVERIFY(near(p.intensity, 40));
                QCOMPARE(p.bound, QStringLiteral("compute"));
                QVERIFY(near(p.attainable, 50e12));
                QVERIFY(near(p.fraction, 0.4));
                QVERIFY(!p.farBelow);
            } else {
                // 10 FLOP/B at L2: 40 TFLOP/s by bandwidth, below the peak.
                QCOMPARE(p.level, QStringLiteral("L2"));
                QVERIFY(near(p.intensity, 10));
                QCOMPARE(p.bound, QStringLiteral("memory"));
                QVERIFY(near(p.attainable, 40e12));
                QVERIFY(near(p.fraction, 0.5));
            }
        }
    }

    // The same kernels on two runs (issue 33 "compare"): matched by name, time per launch and
    // speed-up, each side placed on its own run's roofs, the bound that changed flagged; a
    // name on one side only is listed apart, never compared with something else.
    void comparedAcrossRuns() {
        const auto kernel = [](const QString &name, double flops, double bytes, double seconds,
                               qint64 launches) {
            KernelPoint k;
            k.name = name;
            k.flops[QStringLiteral("fp32")] = flops;
            k.bytes[QStringLiteral("DRAM")] = bytes;
            k.seconds = seconds;
            k.launches = launches;
            return k;
        };
        const QList<KernelPoint> before{kernel(QStringLiteral("gemm"), 4e9, 100e6, 200e-6, 2),
                                        kernel(QStringLiteral("stream"), 1e9, 1e9, 1e-3, 1),
                                        kernel(QStringLiteral("gone"), 1e9, 1e9, 1e-3, 1)};
        const QList<KernelPoint> after{kernel(QStringLiteral("stream"), 1e9, 1e9, 1e-2, 1),
                                       kernel(QStringLiteral("gemm"), 4e9, 100e6, 100e-6, 2),
                                       kernel(QStringLiteral("new"), 1e9, 1e9, 1e-3, 1)};
        const MeasuredRoofs roofs = KernelRoofline::roofs(measured());
        QStringList onlyA, onlyB;
        const QList<KernelComparison> rows =
            KernelCompare::compare(before, roofs, after, roofs, &onlyA, &onlyB);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(onlyA, QStringList{QStringLiteral("gone")});
        QCOMPARE(onlyB, QStringList{QStringLiteral("new")});
        const KernelComparison &gemm = rows.at(0);
        QCOMPARE(gemm.name, QStringLiteral("gemm"));
        QVERIFY(near(gemm.secondsA, 100e-6));
        QVERIFY(near(gemm.secondsB, 50e-6));
        QVERIFY(near(gemm.speedup, 2));
        QCOMPARE(gemm.format, QStringLiteral("fp32"));
        QCOMPARE(gemm.level, QStringLiteral("DRAM"));
        QVERIFY(gemm.a && gemm.b);
        QVERIFY(near(gemm.a->fraction, 0.4));
        QVERIFY(near(gemm.b->fraction, 0.8));
        QVERIFY(!gemm.boundChanged); // compute-bound on both
        const KernelComparison &stream = rows.at(1);
        QVERIFY(near(stream.speedup, 0.1)); // ten times slower
        QCOMPARE(KernelCompare::boundKey(*stream.a), QStringLiteral("memory"));
        QCOMPARE(KernelCompare::boundKey(*stream.b), QStringLiteral("neither"));
        QVERIFY(stream.boundChanged);
    }

    void plainCsvAndJson_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<int>("kernels");
        QTest::addColumn<QString>("note");
        QTest::addRow("csv") << QByteArray("name,flops,bytes,seconds,format,level,launches,tags\n"
                                           "attn,1e9,1e9,0.01,fp32,HBM,4,decode;llama\n"
                                           "bad,1,1,-1\n")
                             << "csv" << 1 << "no positive seconds";
        QTest::addRow("json") << QByteArray(
            R"({"kernels": [{"name": "attn", "seconds": 0.01, "launches": 4,
                 "flops": {"fp32": 1e9, "fp64": 5e8}, "bytes": {"DRAM": 1e9, "L2": "x"},
                 "tags": ["decode", "llama"]}]})")
                              << "json" << 1 << "not a number";
    }

    void plainCsvAndJson() {
        QFETCH(QByteArray, input);
        QFETCH(QString, tool);
        QFETCH(int, kernels);
        QFETCH(QString, note);
        const auto r = KernelImport::parse(input, {});
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->tool, tool);
        QCOMPARE(r->kernels.size(), kernels);
        const KernelPoint &k = r->kernels.first();
        QCOMPARE(k.name, QStringLiteral("attn"));
        QCOMPARE(k.launches, 4);
        QCOMPARE(k.tags, QStringList({QStringLiteral("decode"), QStringLiteral("llama")}));
        QVERIFY(std::any_of(r->notes.cbegin(), r->notes.cend(),
                            [&](const auto &n) { return n.message.contains(note); }));
        // 1 FLOP/B on 2 TB/s: 2 TFLOP/s attainable, 0.1 TFLOP/s attained: far below (5 %).
        QList<importers::ImportNote> notes;
        const auto places = KernelRoofline::place(k, KernelRoofline::roofs(measured()), &notes);
        QCOMPARE(places.size(), 1);
        QVERIFY(near(places.first().fraction, 0.05));
        QVERIFY(places.first().farBelow);
        QCOMPARE(places.first().bound, QStringLiteral("memory"));
        // A format the run did not measure is a note, never a made-up roof.
        if (tool == QLatin1String("json")) {
            QCOMPARE(notes.size(), 1);
            QVERIFY(notes.first().message.contains(QLatin1String("fp64")));
        }
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("error");
        QTest::addRow("csv without seconds")
            << QByteArray("name,flops,bytes\nk,1,1\n") << "name and seconds";
        QTest::addRow("broken json") << QByteArray("{\"kernels\": [") << "not valid JSON";
        // ROCm/omniperf's MI300X vcopy profile: its timestamps were saved rounded to 5 digits
        // (8.1097E+14), so every dispatch lasts 0 ns.
        QTest::addRow("rocprof-compute, rounded timestamps")
            << fixture(QStringLiteral("omniperf-vcopy-mi300x-pmc_perf.csv")) << "no kernel";
        QTest::addRow("rocprof without timestamps")
            << QByteArray("\"Dispatch_Id\",\"Kernel_Name\",\"Counter_Name\",\"Counter_Value\"\n"
                          "1,\"k\",\"SQ_WAVES\",4\n")
            << "Start_Timestamp";
        QTest::addRow("ncu without kernel rows") << QByteArray(
            "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n")
                                                 << "no kernel";
    }

    void refused() {
        QFETCH(QByteArray, input);
        QFETCH(QString, error);
        KernelImport::Options o;
        o.fileName = QStringLiteral("k.csv");
        const auto r = KernelImport::parse(input, o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(error), qPrintable(r.error().message));
        QVERIFY(r.error().message.startsWith(QLatin1String("k.csv")));
        QVERIFY(r.error().is(ErrorKind::InvalidInput));
    }
};

QTEST_GUILESS_MAIN(TestKernelPoints)
#include "tst_kernelpoints.moc"
