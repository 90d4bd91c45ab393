// SPDX-License-Identifier: MIT
// Report timing of issue 6 (run with `ctest -L benchmark`): a full single-run hardware report
// (every chart, the tables, methodology, the run's bundle attached) in under 2 s, and a 10-run
// comparison report in under 5 s, as PDF and as HTML. Each figure is the whole path a user
// waits for (compose the document, build the charts, write the file), repeated; min, median
// and max are printed, with the compose/write split, and the median must meet the target.
//
// The data is full-suite sized: the H100 report fixture (every chart has content) widened to
// what the standard suite writes, dense working-set sweeps for four kernels, a pointer chase,
// and GEMM shape sweeps per format, hundreds of measurements with 20 raw samples each.
#include "../../tests/report/ReportFixtures.h"
#include "report/ComparisonReport.h"
#include "report/HardwareReport.h"
#include "report/ReportExporter.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace roofline;

namespace {

constexpr int kRepeats = 5;
constexpr int kSamples = 20;

Measurement measured(const QString &probe, const QString &metric, const QString &level,
                     const QString &kernel, const QString &format, qint64 ws, double value,
                     const QString &unit, quint32 seed) {
    Measurement m;
    m.probe = probe;
    m.metric = metric;
    m.level = level;
    m.kernel = kernel;
    m.format = format;
    m.workingSetBytes = ws;
    m.threads = metric == QLatin1String("latency") ? 1 : 0;
    m.unit = unit;
    QList<double> s;
    for (int k = 0; k < kSamples; ++k)
        s << value * (1 - 0.004 * std::fabs(std::sin(double(seed * 7919 + k * 31))));
    const bool lowerIsBetter = unit == QLatin1String("s");
    std::sort(s.begin(), s.end());
    m.samples = s;
    m.min = s.first();
    m.max = s.last();
    m.median = (s.at(kSamples / 2 - 1) + s.at(kSamples / 2)) / 2;
    m.best = lowerIsBetter ? m.min : m.max;
    double sum = 0;
    for (double v : s)
        sum += v;
    m.mean = sum / kSamples;
    double sq = 0;
    for (double v : s)
        sq += (v - m.mean) * (v - m.mean);
    m.stddev = std::sqrt(sq / (kSamples - 1));
    m.cov = m.stddev / m.mean;
    m.n = kSamples;
    m.value = lowerIsBetter ? m.median : m.best;
    return m;
}

// The fixture H100 run plus the sweeps a standard-suite run of the probe engine writes.
Run fullSuiteRun(int index) {
    Run run = loadFixtureRun(QStringLiteral("h100-run.json"));
    run.uuid = QStringLiteral("6f1c2a9e-0000-4000-8000-%1").arg(index, 12, 10, QLatin1Char('0'));
    run.startedAt = run.startedAt.addDays(index);
    run.finishedAt = run.finishedAt.addDays(index);
    run.host.hostname = QStringLiteral("gpu-node-%1.cluster.example.org").arg(index);
    run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
    const double scale = 1 - 0.01 * (index % 5); // runs differ a little, as nodes do
    for (Measurement &m : run.measurements)
        m.value *= scale;
    quint32 seed = quint32(index) * 100000;
    auto level = [](double ws) {
        return ws <= 192 * 1024.0     ? QStringLiteral("L1")
               : ws <= 40 * 1048576.0 ? QStringLiteral("L2")
                                      : QStringLiteral("HBM");
    };
    auto bandwidth = [&](double ws) {
        return scale * (ws <= 192 * 1024.0 ? 25.8e12 : ws <= 40 * 1048576.0 ? 7.8e12 : 3.0e12);
    };
    // Working-set sweeps at quarter-octave steps, 16 KiB … 8 GiB, for four kernels.
    for (const QString &kernel : {QStringLiteral("read"), QStringLiteral("write"),
                                  QStringLiteral("copy"), QStringLiteral("triad")}) {
        for (int k = 0; k <= 76; ++k) {
            const double ws = 16384 * std::pow(2.0, k / 4.0);
            const double f = kernel == QLatin1String("read") ? 1.0 : 0.95;
            run.measurements << measured(
                QStringLiteral("cuda.bandwidth.sweep"), QStringLiteral("bandwidth"), level(ws),
                kernel, QString(), qint64(ws), f * bandwidth(ws), QStringLiteral("B/s"), ++seed);
        }
    }
    // Pointer chase, 4 KiB … 4 GiB.
    for (int k = 0; k <= 80; ++k) {
        const double ws = 4096 * std::pow(2.0, k / 4.0);
        const double lat = ws <= 192 * 1024.0 ? 19.2e-9 : ws <= 40 * 1048576.0 ? 120e-9 : 450e-9;
        run.measurements << measured(QStringLiteral("cuda.latency"), QStringLiteral("latency"),
                                     level(ws), QStringLiteral("chase"), QString(), qint64(ws),
                                     lat / scale, QStringLiteral("s"), ++seed);
    }
    // GEMM shape sweeps: intensity from skinny to square, on the measured roofs.
    const QList<std::pair<QString, double>> peaks{
        {QStringLiteral("fp64"), 31e12},    {QStringLiteral("fp32"), 51.9e12},
        {QStringLiteral("tf32"), 402e12},   {QStringLiteral("fp16"), 760e12},
        {QStringLiteral("bf16"), 794.5e12}, {QStringLiteral("fp8"), 1402.6e12},
        {QStringLiteral("int8"), 1305e12}};
    for (const auto &[format, peak] : peaks) {
        for (int k = 0; k < 12; ++k) {
            const double ai = std::pow(2.0, k);
            Measurement m = measured(
                QStringLiteral("cuda.gemm.sweep"), QStringLiteral("throughput"), QString(),
                QStringLiteral("gemm"), format, 0, scale * 0.85 * std::min(peak, 3.0e12 * ai),
                format.startsWith(QLatin1String("int")) ? QStringLiteral("OP/s")
                                                        : QStringLiteral("FLOP/s"),
                ++seed);
            m.params = QJsonObject{{QStringLiteral("arithmetic_intensity"), ai},
                                   {QStringLiteral("m"), 64 << (k / 2)},
                                   {QStringLiteral("n"), 8192},
                                   {QStringLiteral("k"), 8192}};
            run.measurements << m;
        }
    }
    run.measurementCount = run.measurements.size();
    return run;
}

struct Figures {
    QList<double> total, compose, write;
};

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2;
}

void print(const char *what, const QList<double> &v) {
    qInfo("  %-8s min %7.0f ms   median %7.0f ms   max %7.0f ms", what,
          *std::min_element(v.begin(), v.end()), median(v), *std::max_element(v.begin(), v.end()));
}

template<typename Build>
Figures timeIt(const Build &build, const QString &path) {
    Figures f;
    for (int i = 0; i < kRepeats; ++i) {
        QElapsedTimer t;
        t.start();
        const ReportDocument doc = build();
        const double composed = double(t.nsecsElapsed()) / 1e6;
        const auto written = ReportExporter::write(doc, path);
        const double total = double(t.nsecsElapsed()) / 1e6;
        if (!written)
            qFatal("%s", qPrintable(written.error().text()));
        f.total << total;
        f.compose << composed;
        f.write << total - composed;
    }
    return f;
}

} // namespace

class BenchReport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void report(const char *title, const Figures &f, const QString &path, double targetMs) {
        qInfo("%s (%d repetitions, %.1f MB file):", title, kRepeats, QFileInfo(path).size() / 1e6);
        print("total", f.total);
        print("compose", f.compose);
        print("write", f.write);
        const double m = median(f.total);
        qInfo("  target %.0f ms: %s", targetMs, m < targetMs ? "met" : "MISSED");
        QVERIFY2(m < targetMs, qPrintable(QStringLiteral("median %1 ms").arg(m, 0, 'f', 0)));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void hardwareReport_data() {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("pdf") << QStringLiteral("pdf");
        QTest::newRow("html") << QStringLiteral("html");
    }

    void hardwareReport() {
        QFETCH(QString, suffix);
        const Run run = fullSuiteRun(0);
        qInfo("one run, %lld measurements x %d samples", qlonglong(run.measurements.size()),
              kSamples);
        const QString path = m_dir.filePath(QStringLiteral("hardware.") + suffix);
        const Figures f = timeIt([&run] { return HardwareReport::build(run); }, path);
        report(qPrintable(QStringLiteral("hardware report, %1").arg(suffix.toUpper())), f, path,
               2000);
    }

    void comparisonReport_data() { hardwareReport_data(); }

    void comparisonReport() {
        QFETCH(QString, suffix);
        QList<Run> runs;
        for (int i = 0; i < 10; ++i)
            runs << fullSuiteRun(i);
        const QString path = m_dir.filePath(QStringLiteral("comparison.") + suffix);
        const Figures f = timeIt([&runs] { return ComparisonReport::build(runs); }, path);
        report(qPrintable(QStringLiteral("10-run comparison report, %1").arg(suffix.toUpper())), f,
               path, 5000);
    }
};

QTEST_MAIN(BenchReport)

#include "bench_report.moc"
