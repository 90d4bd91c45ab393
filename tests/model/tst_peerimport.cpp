// SPDX-License-Identifier: MIT
// Peer tools' output as runs (issue 33): each importer on real published output
// (tests/data/peer-tools, sources in tests/data/README.md) and on hand-written malformed
// variants (marked below); a skipped cell is a note naming it, never a crash or a zero; an
// imported figure meets only the same tool's figure in compare unless asked.
#include "model/RunBundle.h"
#include "model/analysis/RunComparison.h"
#include "model/importers/PeerImport.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>
#include <cmath>

using namespace roofline;
using namespace roofline::importers;

namespace {

QByteArray fixture(const QString &name) {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/peer-tools/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(name));
    return f.readAll();
}

PeerImportOptions options(const QString &fileName = QStringLiteral("input.txt")) {
    PeerImportOptions o;
    o.fileName = fileName;
    o.fileTime = QDateTime(QDate(2026, 12, 3), QTime(7, 0), Qt::UTC);
    return o;
}

const Measurement *find(const Run &run, const QString &probe, const QString &metric,
                        const QString &kernel, qint64 workingSet = -1) {
    for (const Measurement &m : run.measurements) {
        if (m.probe == probe && m.metric == metric && m.kernel == kernel
            && (workingSet < 0 || m.workingSetBytes == workingSet))
            return &m;
    }
    return nullptr;
}

bool near(double a, double b) {
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

QString rawText(const Run &run) {
    QString text;
    const QJsonArray raw =
        run.extra.value(QLatin1String("source")).toObject().value(QLatin1String("raw")).toArray();
    for (const QJsonValue &chunk : raw)
        text += chunk.toString();
    return text;
}

// nccl-tests: all_reduce on two nodes, the older table without a test name, alltoall.
void addNcclTestsOutputs() {
    QTest::addRow("nccl-tests 16 x H100, 2 nodes")
        << "nccl-tests/a3mega-allreduce-h100x16.log"
        << "nccl-tests"
        << "text" << 1 << 161 << "nccl-tests.all_reduce"
        << "bandwidth"
        << "busbw/out-of-place" << qint64(8589934592) << 338.82e9 << "B/s" << QString()
        << "ztan-mig-235z,ztan-mig-gq73"
        << "NVIDIA H100 80GB HBM3" << QString();
    QTest::addRow("nccl-tests older table, 8 x A100")
        << "nccl-tests/superbench-allreduce-a100x8.log"
        << "nccl-tests"
        << "text" << 1 << 175 << "nccl-tests.unknown"
        << "bandwidth"
        << "algbw/in-place" << qint64(8589934592) << 134.30e9 << "B/s" << QString() << "localhost"
        << "A100-SXM4-40GB" << QString();
    QTest::addRow("nccl-tests alltoall, blank redop")
        << "nccl-tests/superbench-alltoall-a100x8.log"
        << "nccl-tests"
        << "text" << 1 << 169 << "nccl-tests.unknown"
        << "latency"
        << "in-place" << qint64(8589934592) << 33234e-6 << "s" << QString() << "localhost"
        << "A100-SXM4-40GB" << QString();
}

// nvbandwidth: text of two versions, --json alone and behind warnings.
void addNvbandwidthOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("nvbandwidth v0.6 text, GH200")
        << "nvbandwidth/superbench-gh200-v0.6.txt"
        << "nvbandwidth"
        << "text" << 1 << 35 << "nvbandwidth.host_to_device_memcpy_ce"
        << "bandwidth"
        << "[0][0]" << qint64(-1) << 369.36e9 << "B/s"
        << "H2D" << unknown << "NVIDIA GH200 480GB"
        << "v0.6";
    QTest::addRow("nvbandwidth README, 8 GPUs")
        << "nvbandwidth/readme-v0.8-d2d-write-8gpu.txt"
        << "nvbandwidth"
        << "text" << 1 << 56 << "nvbandwidth.device_to_device_memcpy_write_ce"
        << "bandwidth"
        << "[6][0]" << qint64(-1) << 274.89e9 << "B/s"
        << "P2P" << unknown << "nvbandwidth/cuda" << QString();
    QTest::addRow("nvbandwidth v0.5 --json")
        << "nvbandwidth/dcgm-v0.5.json"
        << "nvbandwidth"
        << "json" << 1 << 29 << "nvbandwidth.host_device_latency_sm"
        << "latency"
        << "[0][0]" << qint64(-1) << 649.879e-9 << "s"
        << "H2D" << unknown << "nvbandwidth/cuda"
        << "v0.5";
    QTest::addRow("nvbandwidth --json behind warnings")
        << "nvbandwidth/dcgm-v0.5-with-warnings.txt"
        << "nvbandwidth"
        << "json" << 1 << 29 << "nvbandwidth.all_to_host_memcpy_ce"
        << "bandwidth"
        << "sum" << qint64(-1) << 13.199809800000001e9 << "B/s"
        << "D2H" << unknown << "nvbandwidth/cuda"
        << "v0.5";
}

// BabelStream, also under its first name GPU-STREAM.
void addBabelStreamOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("GPU-STREAM 0.0, K40c") << "babelstream/v1.0-cuda-k40c.txt"
                                          << "babelstream"
                                          << "text" << 1 << 4 << "babelstream"
                                          << "bandwidth"
                                          << "triad" << qint64(1144400000) << 220662.874e6 << "B/s"
                                          << "DRAM" << unknown << "Tesla K40c"
                                          << "0.0";
    QTest::addRow("BabelStream 3.3, TITAN Xp")
        << "babelstream/v3.3-cuda-titanxp.txt"
        << "babelstream"
        << "text" << 1 << 5 << "babelstream"
        << "bandwidth"
        << "dot" << qint64(805300000) << 435969.304e6 << "B/s"
        << "DRAM" << unknown << "TITAN Xp"
        << "3.3";
}

// McCalpin's STREAM on two machines.
void addStreamOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("STREAM 5.10, 32 threads") << "stream/superbench-zen.txt"
                                             << "stream"
                                             << "text" << 1 << 4 << "stream"
                                             << "bandwidth"
                                             << "triad" << qint64(-1) << 363208.7e6 << "B/s"
                                             << "DRAM" << unknown << "CPU (32 threads)"
                                             << "5.10";
    QTest::addRow("STREAM 5.10, 4 threads") << "stream/superbench-neo.txt"
                                            << "stream"
                                            << "text" << 1 << 4 << "stream"
                                            << "bandwidth"
                                            << "copy" << qint64(-1) << 108180.5e6 << "B/s"
                                            << "DRAM" << unknown << "CPU (4 threads)"
                                            << "5.10";
}

// mixbench's CUDA, HIP and SYCL builds.
void addMixbenchOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("mixbench CUDA read-only, RTX 2070")
        << "mixbench/cuda-ro-rtx2070.txt"
        << "mixbench"
        << "text" << 1 << 132 << "mixbench"
        << "throughput"
        << "mix/256" << qint64(-1) << 8362.01e9 << "FLOP/s" << QString() << unknown
        << "GeForce RTX 2070"
        << "v0.03-2-gbccfd71";
    QTest::addRow("mixbench-hip, empty device name")
        << "mixbench/hip-readme.txt"
        << "mixbench"
        << "text" << 1 << 165 << "mixbench"
        << "throughput"
        << "mix-packed/0" << qint64(-1) << 363.14e9 << "FLOP/s" << QString() << unknown
        << "mixbench/hip"
        << "v0.04-1-g7a068df";
    QTest::addRow("mixbench-sycl, Iris Plus")
        << "mixbench/sycl-readme.txt"
        << "mixbench"
        << "text" << 1 << 132 << "mixbench"
        << "throughput"
        << "mix/17" << qint64(-1) << 268.11e9 << "FLOP/s" << QString() << unknown
        << "Intel(R) Iris(R) Plus Graphics 655 [0x3ea5]/Intel(R) Corporation"
        << "v0.04-3-g664f025";
}

// likwid-bench, one with a sanitizer's warning before its output.
void addLikwidBenchOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("likwid-bench triad_avx") << "likwid-bench/readme-triad_avx-3threads.txt"
                                            << "likwid-bench"
                                            << "text" << 1 << 2 << "likwid-bench"
                                            << "bandwidth"
                                            << "triad_avx" << qint64(1999999488) << 11163.34e6
                                            << "B/s" << QString() << unknown << "CPU" << QString();
    QTest::addRow("likwid-bench clcopy, 1 thread, sanitizer warning first")
        << "likwid-bench/comp52315-clcopy-1thread.txt"
        << "likwid-bench"
        << "text" << 1 << 1 << "likwid-bench"
        << "bandwidth"
        << "clcopy" << qint64(512) << 136080.57e6 << "B/s" << QString() << unknown << "CPU"
        << QString();
}

// clpeak: text on two machines, XML of two versions.
void addClpeakOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("clpeak text, 4 x A100")
        << "clpeak/a100-sxm4-40gb.log"
        << "clpeak"
        << "text" << 4 << 32 << "clpeak"
        << "bandwidth"
        << "global_memory_bandwidth/float16" << qint64(-1) << 1464.44e9 << "B/s"
        << "DRAM" << unknown << "NVIDIA A100-SXM4-40GB" << QString();
    QTest::addRow("clpeak text, 8 x MI250X")
        << "clpeak/amd-mi250x.log"
        << "clpeak"
        << "text" << 8 << 37 << "clpeak"
        << "bandwidth"
        << "global_memory_bandwidth/float2" << qint64(-1) << 1227.22e9 << "B/s"
        << "DRAM" << unknown << "gfx90a:sramecc+:xnack-" << QString();
    QTest::addRow("clpeak 2.0.9 XML, MI300X")
        << "clpeak/mi300x-opencl-rocm.xml"
        << "clpeak"
        << "xml" << 2 << 59 << "clpeak"
        << "throughput"
        << "single_precision_compute/float" << qint64(-1) << 134627.2031e9 << "FLOP/s" << QString()
        << unknown << "gfx942:sramecc+:xnack-"
        << "2.0.9-27-g063804c";
    QTest::addRow("clpeak 2.0.18 XML, RTX 5060")
        << "clpeak/geforce-rtx-5060.xml"
        << "clpeak"
        << "xml" << 4 << 45 << "clpeak"
        << "throughput"
        << "wmma_fp16/wmma_fp16" << qint64(-1) << 42.5577e12 << "FLOP/s" << QString() << unknown
        << "NVIDIA GeForce RTX 5060"
        << "2.0.18-76-gf761581";
}

// nvbench: JSON 1.0 and the layout before it.
void addNvbenchOutputs() {
    const QString unknown = QStringLiteral("unknown");
    QTest::addRow("nvbench JSON 1.0") << "nvbench/nvbench-0.1.0-json-1.0.0-gv100.json"
                                      << "nvbench"
                                      << "json" << 1 << 152 << "nvbench.simple"
                                      << "latency"
                                      << "device 0" << qint64(-1) << 0.0010034715849794225 << "s"
                                      << QString() << unknown << "Quadro GP100 + Quadro GV100"
                                      << "0.1.0";
    QTest::addRow("nvbench mid-2021 layout")
        << "nvbench/nvbench-2021-07-prejson-meta.json"
        << "nvbench"
        << "json" << 1 << 152 << "nvbench.simple"
        << "latency"
        << "device 0" << qint64(-1) << 0.0010034002306039446 << "s" << QString() << unknown
        << "NVIDIA Quadro GP100 + NVIDIA Quadro GV100" << QString();
}

// Input refused whole (or a --tool that is none): an error naming the problem and the file.
void addRefusedInputs() {
    QTest::addRow("empty") << QByteArray("\n  \n") << QString() << "is empty" << QString()
                           << QString() << 0;
    QTest::addRow("not a tool's output")
        << QByteArray("hello\nworld\n") << QString() << "not the output of a tool" << QString()
        << QString() << 0;
    QTest::addRow("unknown --tool") << QByteArray("x") << "ior"
                                    << "not a tool" << QString() << QString() << 0;
    QTest::addRow("nccl-tests without its table")
        << QByteArray("# nccl-tests version 2.18.3 nccl-headers=22903 nccl-library=22903\n")
        << QString() << "no nccl-tests table" << QString() << QString() << 0;
    QTest::addRow("nvbandwidth broken JSON")
        << QByteArray("{\"nvbandwidth\": {\"testcases\": [") << QString() << "not valid JSON"
        << QString() << QString() << 0;
    QTest::addRow("BabelStream unknown rate unit")
        << QByteArray("BabelStream\nVersion: 4.0\nFunction    MBytes/fortnight  Min (sec)   "
                      "Max         Average\nCopy        1.0  0.1 0.1 0.1\n")
        << QString() << "unknown unit 'MBytes/fortnight'" << QString() << QString() << 0;
    QTest::addRow("clpeak broken XML")
        << QByteArray("<?xml version=\"1.0\"?>\n<clpeak><run backend=\"OpenCL\" device=\"X\">"
                      "<category><test name=\"a\" unit=\"gflops\"><metric name=\"float\">1"
                      "</category>")
        << QString() << "not valid XML" << QString() << QString() << 0;
    QTest::addRow("nvbench without benchmarks")
        << QByteArray("{\"devices\": [], \"benchmarks\": []}") << QString() << "no benchmarks"
        << QString() << QString() << 0;
    QTest::addRow("STREAM read as nccl-tests")
        << fixture(QStringLiteral("stream/superbench-zen.txt")) << "nccl-tests"
        << "no nccl-tests table" << QString() << QString() << 0;
}

// nccl-tests rows with a cell it cannot take (a missing figure, a short row, wrong results):
// a note naming the line and the column.
void addNcclTestsNotes() {
    const QByteArray ncclHeader =
        "#                                                              out-of-place         "
        "              in-place\n"
        "#       size         count      type   redop    root     time   algbw   busbw #wrong  "
        "   time   algbw   busbw #wrong\n"
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)         "
        " "
        "  (us)  (GB/s)  (GB/s)\n";
    QTest::addRow("nccl-tests N/A cell")
        << ncclHeader
               + "     1048576        262144     float     sum      -1    50.00   20.97   "
                 "N/A      0    49.00   21.40   37.45      0\n"
        << QString() << QString() << "line 4 busbw (out-of-place)"
        << "N/A" << 5;
    QTest::addRow("nccl-tests short row")
        << ncclHeader
               + "     1048576        262144     float     sum      -1    50.00   20.97\n"
                 "     2097152        524288     float     sum      -1    90.00   23.30   "
                 "40.78      0    89.00   23.56   41.23      0\n"
        << QString() << QString() << "line 4"
        << "cells where the header has 13" << 6;
    QTest::addRow("nccl-tests wrong results")
        << ncclHeader
               + "     1048576        262144     float     sum      -1    50.00   20.97   "
                 "36.70      7    49.00   21.40   37.45      0\n"
        << QString() << QString() << "line 4 #wrong (out-of-place)"
        << "7 wrong elements" << 6;
}

// Other tools' cells or rows it cannot take: a note naming the cell, the rest of the run kept.
void addSkippedCells() {
    QTest::addRow("nvbandwidth partial matrix")
        << QByteArray("nvbandwidth Version: v0.7\n\nRunning device_to_device_memcpy_read_ce.\n"
                      "memcpy CE GPU(row) -> GPU(column) bandwidth (GB/s)\n"
                      "           0         1\n"
                      " 0       N/A    264.30\n"
                      " 1    262.10\n\n"
                      "SUM device_to_device_memcpy_read_ce 526.40\n")
        << QString() << QString() << "device_to_device_memcpy_read_ce[1][1]"
        << "missing" << 3;
    QTest::addRow("nvbandwidth unknown unit")
        << QByteArray("nvbandwidth Version: v0.7\n\nRunning host_to_device_memcpy_ce.\n"
                      "memcpy CE CPU(row) -> GPU(column) bandwidth (TB/h)\n"
                      "           0\n 0     26.05\n\nSUM host_to_device_memcpy_ce 26.05\n"
                      "Running device_to_host_memcpy_ce.\n"
                      "memcpy CE CPU(row) <- GPU(column) bandwidth (GB/s)\n"
                      "           0\n 0     26.15\n\nSUM device_to_host_memcpy_ce 26.15\n")
        << QString() << QString() << "host_to_device_memcpy_ce"
        << "unknown unit 'TB/h'" << 2;
    QTest::addRow("BabelStream --csv (hand-written)")
        << QByteArray("function,num_times,n_elements,sizeof,max_mbytes_per_sec,min_runtime,"
                      "max_runtime,avg_runtime\n"
                      "Copy,100,33554432,8,1369000.5,0.000392,0.000401,0.000395\n"
                      "Triad,100,33554432,8,N/A,0.000589,0.000601,0.000594\n")
        << QString() << QString() << "line 3 Triad"
        << "N/A" << 1;
    QTest::addRow("STREAM failed validation")
        << QByteArray("STREAM version $Revision: 5.10 $\n"
                      "This system uses 8 bytes per array element.\n"
                      "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
                      "Copy:           22945.6     0.006989     0.006973     0.007011\n"
                      "Triad:             abc      0.009577     0.009560     0.009598\n"
                      "-------------------------------------------------------------\n"
                      "Failed Validation on array a[], AvgRelAbsErr > epsilon (1.000000e-13)\n")
        << QString() << QString() << "line 5 Triad"
        << "'abc' is not a number" << 1;
    QTest::addRow("clpeak XML unknown unit")
        << QByteArray("<?xml version=\"1.0\"?>\n<clpeak format_version=\"2\" "
                      "clpeak_version=\"2.0.18\">\n<run backend=\"OpenCL\" device=\"X\">\n"
                      "<category name=\"fp_compute\"><test name=\"single_precision_compute\" "
                      "unit=\"furlongs\"><metric name=\"float\">1.0</metric></test>"
                      "<test name=\"double_precision_compute\" unit=\"gflops\"><metric "
                      "name=\"double\">99.5</metric></test></category></run></clpeak>\n")
        << QString() << QString() << "single_precision_compute/float"
        << "unknown unit 'furlongs'" << 1;
    QTest::addRow("mixbench truncated row")
        << QByteArray("mixbench-cuda (v0.04)\n"
                      "Experiment ID, Single Precision ops,,,,              Double precision "
                      "ops,,,,\n"
                      "Compute iters, Flops/byte, ex.time,  GFLOPS, GB/sec, Flops/byte, "
                      "ex.time,  GFLOPS, GB/sec\n"
                      "            0,      0.250,    0.32,  104.42, 417.68,      0.125\n")
        << QString() << QString() << "line 4 Double precision ops"
        << "missing" << 1;
    QTest::addRow("likwid-bench without MByte/s")
        << QByteArray("LIKWID MICRO BENCHMARK\nTest: peakflops\nUsing 1 threads\n"
                      "Size (Byte):            32000\nNumber of Flops:        1000000\n"
                      "MFlops/s:               5913.51\n")
        << QString() << QString() << "test peakflops MByte/s"
        << "missing" << 1;
}

} // namespace

class TestPeerImport : public QObject {
    Q_OBJECT

private slots:
    void realOutputs_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("runs");
        QTest::addColumn<int>("measurements"); // of the first run
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("metric");
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<qint64>("workingSet"); // -1: any
        QTest::addColumn<double>("value");      // SI, as the file prints it converted
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("version");

        addNcclTestsOutputs();
        addNvbandwidthOutputs();
        addBabelStreamOutputs();
        addStreamOutputs();
        addMixbenchOutputs();
        addLikwidBenchOutputs();
        addClpeakOutputs();
        addNvbenchOutputs();
    }

    void realOutputs() {
        QFETCH(QString, file);
        QFETCH(QString, tool);
        QFETCH(QString, format);
        QFETCH(int, runs);
        QFETCH(int, measurements);
        QFETCH(QString, probe);
        QFETCH(QString, metric);
        QFETCH(QString, kernel);
        QFETCH(qint64, workingSet);
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, level);
        QFETCH(QString, host);
        QFETCH(QString, device);
        QFETCH(QString, version);

        const QByteArray data = fixture(file);
        const auto detected = PeerImport::detect(data);
        QVERIFY(detected.has_value());
        QCOMPARE(PeerImport::toolId(*detected), tool);

        const auto result = PeerImport::parse(data, options(file));
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        QCOMPARE(PeerImport::toolId(result->tool), tool);
        QCOMPARE(result->format, format);
        QCOMPARE(result->runs.size(), runs);
        const Run &run = result->runs.first();
        QCOMPARE(run.measurements.size(), measurements);
        QCOMPARE(run.host.hostname, host);
        QCOMPARE(run.device.name, device);
        QVERIFY(run.device.id.startsWith(tool + QLatin1Char('/')));
        QCOMPARE(run.tags, QStringList({QStringLiteral("imported"), tool}));
        QCOMPARE(PeerImport::sourceTool(run), tool);
        const QJsonObject source = run.extra.value(QLatin1String("source")).toObject();
        QCOMPARE(source.value(QLatin1String("tool_version")).toString(), version);
        QCOMPARE(source.value(QLatin1String("file")).toString(), file);
        // The raw text, whole, as the attachment of the run.
        QCOMPARE(rawText(run), QString::fromUtf8(data));

        const Measurement *m = find(run, probe, metric, kernel, workingSet);
        QVERIFY2(m, qPrintable(QStringLiteral("%1 %2 %3").arg(probe, metric, kernel)));
        QVERIFY2(near(m->value, value), qPrintable(QString::number(m->value, 'g', 17)));
        QCOMPARE(m->unit, unit);
        QCOMPARE(m->level, level);
        QVERIFY(PeerImport::isPeerProbe(m->probe));

        for (const Run &r : result->runs) {
            // Never a silent zero, and every run is one a bundle carries unchanged.
            for (const Measurement &each : r.measurements)
                QVERIFY2(each.value > 0 && std::isfinite(each.value),
                         qPrintable(each.probe + QLatin1Char(' ') + each.kernel));
            const auto back = RunBundle::runFromJson(RunBundle::runToJson(r), QString(), file);
            QVERIFY(back.ok());
            Run expected = r;
            QCOMPARE(back->measurements, expected.measurements);
            QCOMPARE(back->extra, expected.extra);
        }
        // Every note names its field and says why.
        for (const ImportNote &n : result->notes) {
            QVERIFY(!n.field.isEmpty());
            QVERIFY(!n.message.isEmpty());
        }
    }

    // Importing the same output again is the same run (storage skips it); the same output
    // said to come from another node is another run.
    void sameOutputSameRun() {
        const QByteArray data = fixture(QStringLiteral("stream/superbench-zen.txt"));
        const auto a = PeerImport::parse(data, options());
        const auto b = PeerImport::parse(data, options());
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->runs.first().uuid, b->runs.first().uuid);
        PeerImportOptions other = options();
        other.host = QStringLiteral("node-b");
        const auto c = PeerImport::parse(data, other);
        QVERIFY(c.ok());
        QCOMPARE(c->runs.first().host.hostname, QStringLiteral("node-b"));
        QVERIFY(c->runs.first().uuid != a->runs.first().uuid);
        // No host in the output and none given: a note says how to name it.
        const auto hostNote =
            std::find_if(a->notes.cbegin(), a->notes.cend(),
                         [](const ImportNote &n) { return n.field == QLatin1String("host"); });
        QVERIFY(hostNote != a->notes.cend());
        QVERIFY(hostNote->message.contains(QLatin1String("--host")));
    }

    // Hand-written malformed variants (not real output): each gives an error naming the
    // problem, or notes naming the skipped field; none crashes, none stores a zero.
    void malformed_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("tool"); // forced; empty = detect
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("noteField");
        QTest::addColumn<QString>("noteMessage");
        QTest::addColumn<int>("measurements");

        addRefusedInputs();
        addNcclTestsNotes();
        addSkippedCells();
    }

    // A row with no usable rate adds a note, never its times to the kernel before it (nor,
    // first in the file, to no measurement at all).
    void aRowWithoutRateAnnotatesNothing() {
        const QByteArray stream("STREAM version $Revision: 5.10 $\n"
                                "This system uses 8 bytes per array element.\n"
                                "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
                                "Copy:           22945.6     0.006989     0.006973     0.007011\n"
                                "Triad:             abc      0.009577     0.009560     0.009598\n");
        const auto s = PeerImport::parse(stream, options(QStringLiteral("stream.txt")));
        QVERIFY(s.ok());
        const Measurement &copy = s->runs.first().measurements.first();
        QCOMPARE(copy.kernel, QStringLiteral("copy"));
        QCOMPARE(copy.params.value(QLatin1String("min_time_s")).toDouble(), 0.006973);
        QCOMPARE(copy.params.value(QLatin1String("avg_time_s")).toDouble(), 0.006989);
        const QByteArray csv("function,num_times,n_elements,sizeof,max_mbytes_per_sec,min_runtime,"
                             "max_runtime,avg_runtime\n"
                             "Copy,100,33554432,8,1369000.5,0.000392,0.000401,0.000395\n"
                             "Triad,7,33554432,8,N/A,0.000589,0.000601,0.000594\n");
        PeerImportOptions o = options(QStringLiteral("babel.csv"));
        o.tool = PeerImport::toolFromId(QStringLiteral("babelstream"));
        const auto b = PeerImport::parse(csv, o);
        QVERIFY(b.ok());
        QCOMPARE(b->runs.first().measurements.size(), 1);
        QCOMPARE(b->runs.first()
                     .measurements.first()
                     .params.value(QLatin1String("repetitions"))
                     .toDouble(),
                 100.0);
    }

    void malformed() {
        QFETCH(QByteArray, input);
        QFETCH(QString, tool);
        QFETCH(QString, error);
        QFETCH(QString, noteField);
        QFETCH(QString, noteMessage);
        QFETCH(int, measurements);

        PeerImportOptions o = options(QStringLiteral("bad.txt"));
        if (!tool.isEmpty()) {
            o.tool = PeerImport::toolFromId(tool);
            if (!o.tool) {
                QVERIFY(error == QLatin1String("not a tool"));
                return;
            }
        }
        const auto result = PeerImport::parse(input, o);
        if (!error.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY2(result.error().message.contains(error), qPrintable(result.error().message));
            QVERIFY(result.error().is(ErrorKind::InvalidInput));
            QVERIFY(result.error().message.contains(QLatin1String("bad.txt")));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        QCOMPARE(result->runs.first().measurements.size(), measurements);
        for (const Measurement &m : result->runs.first().measurements)
            QVERIFY(m.value > 0);
        const auto note = std::find_if(result->notes.cbegin(), result->notes.cend(),
                                       [&](const ImportNote &n) { return n.field == noteField; });
        QVERIFY2(note != result->notes.cend(), qPrintable(noteField));
        QVERIFY2(note->message.contains(noteMessage), qPrintable(note->message));
        // The notes travel with the run.
        const QJsonArray stored = result->runs.first()
                                      .extra.value(QLatin1String("source"))
                                      .toObject()
                                      .value(QLatin1String("notes"))
                                      .toArray();
        QCOMPARE(stored.size(), result->notes.size());
    }

    void wrongResultsAreFlagged() {
        const QByteArray input =
            "#       size         count      type   redop    root     time   algbw   busbw #wrong "
            "    time   algbw   busbw #wrong\n"
            "     1048576        262144     float     sum      -1    50.00   20.97   36.70      7 "
            "   49.00   21.40   37.45      0\n";
        const auto result = PeerImport::parse(input, options());
        QVERIFY(result.ok());
        const Run &run = result->runs.first();
        const Measurement *bad =
            find(run, QStringLiteral("nccl-tests.unknown"), QStringLiteral("bandwidth"),
                 QStringLiteral("busbw/out-of-place"));
        const Measurement *good =
            find(run, QStringLiteral("nccl-tests.unknown"), QStringLiteral("bandwidth"),
                 QStringLiteral("busbw/in-place"));
        QVERIFY(bad && good);
        QCOMPARE(bad->flags,
                 std::optional<QStringList>(QStringList{QStringLiteral("wrong-results")}));
        QVERIFY(!good->flags.has_value());
        QCOMPARE(bad->params.value(QLatin1String("wrong")).toDouble(), 7.0);
    }

    // The same figure of the same tool on two nodes sits side by side; an imported figure
    // never meets ours unless asked.
    void compareKeepsToolsApart() {
        PeerImportOptions a = options(QStringLiteral("a3mega.log"));
        const auto h100 = PeerImport::parse(
            fixture(QStringLiteral("nccl-tests/a3mega-allreduce-h100x16.log")), a);
        PeerImportOptions b = options(QStringLiteral("superbench.log"));
        b.test = QStringLiteral("all_reduce");
        const auto a100 = PeerImport::parse(
            fixture(QStringLiteral("nccl-tests/superbench-allreduce-a100x8.log")), b);
        QVERIFY(h100.ok() && a100.ok());
        const RunComparison nodes =
            RunComparison::compare({h100->runs.first(), a100->runs.first()});
        const auto row =
            std::find_if(nodes.rows().cbegin(), nodes.rows().cend(), [](const auto &r) {
                return r.key.kernel == QLatin1String("busbw/out-of-place")
                       && r.key.workingSetBytes == 8589934592;
            });
        QVERIFY(row != nodes.rows().cend());
        QVERIFY(row->values.at(0) && row->values.at(1));
        QVERIFY(near(*row->values.at(0), 338.82e9));
        QVERIFY(near(*row->values.at(1), 235.26e9));
        QVERIFY(near(*row->ratios.at(1), 235.26 / 338.82));
        // The algorithm bandwidth depends on the ranks (16 against 8): never one row.
        for (const auto &r : nodes.rows()) {
            if (r.key.kernel.startsWith(QLatin1String("algbw")))
                QVERIFY(!r.values.at(0) || !r.values.at(1));
        }

        // Our own CPU run and STREAM's: no shared headline row unless asked.
        Run ours;
        ours.uuid = QStringLiteral("00000000-0000-4000-8000-000000000001");
        ours.device.id = QStringLiteral("cpu");
        Measurement bw;
        bw.probe = QStringLiteral("cpu.bandwidth");
        bw.metric = QStringLiteral("bandwidth");
        bw.level = QStringLiteral("DRAM");
        bw.kernel = QStringLiteral("triad");
        bw.format = QStringLiteral("fp64");
        bw.value = bw.best = 300e9;
        bw.unit = QStringLiteral("B/s");
        ours.measurements = {bw};
        const auto stream =
            PeerImport::parse(fixture(QStringLiteral("stream/superbench-zen.txt")), options());
        QVERIFY(stream.ok());
        const auto headline = [](const RunComparison &c) {
            return std::find_if(c.rows().cbegin(), c.rows().cend(), [](const auto &r) {
                return r.key.probe == QLatin1String(RunComparison::kHeadlineProbe)
                       && r.key.metric == QLatin1String("bandwidth");
            });
        };
        const RunComparison apart = RunComparison::compare({ours, stream->runs.first()});
        QVERIFY(headline(apart) == apart.rows().cend());
        const RunComparison together =
            RunComparison::compare({ours, stream->runs.first()}, 0, SignificanceRule{}, true);
        const auto shared = headline(together);
        QVERIFY(shared != together.rows().cend());
        QVERIFY(near(*shared->values.at(1), 363208.7e6));
    }
};

QTEST_GUILESS_MAIN(TestPeerImport)
#include "tst_peerimport.moc"
