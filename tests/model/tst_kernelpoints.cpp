// SPDX-License-Identifier: MIT
// Kernel points (issue 33 item 1, the model part): the user's kernels from a plain CSV/JSON or
// `ncu --csv` (a real details page from microsoft/superbenchmark, hand-written raw pages
// marked as such), placed on the measured roofs of a run with % of the attainable bound at
// their intensity, the bound, and "far below" when neither roof limits them.
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
const QByteArray kRawPage =
    "\"ID\",\"Kernel Name\",\"Grid Size\",\"gpu__time_duration.sum\",\"dram__bytes.sum\","
    "\"lts__t_bytes.sum\",\"sm__sass_thread_inst_executed_op_ffma_pred_on.sum\","
    "\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\","
    "\"sm__sass_thread_inst_executed_op_fmul_pred_on.sum\"\n"
    "\"\",\"\",\"\",\"usecond\",\"Mbyte\",\"Mbyte\",\"inst\",\"inst\",\"inst\"\n"
    "\"0\",\"gemm\",\"(9, 32, 1)\",\"100\",\"50\",\"200\",\"1000000000\",\"0\",\"0\"\n"
    "\"1\",\"gemm\",\"(9, 32, 1)\",\"100\",\"50\",\"200\",\"1000000000\",\"0\",\"0\"\n"
    "\"2\",\"copy\",\"(64, 1, 1)\",\"10\",\"20\",\"20\",\"0\",\"0\",\"0\"\n";

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
