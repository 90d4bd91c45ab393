// SPDX-License-Identifier: MIT
// The CUDA probes where the toolkit is built but no GPU need exist: the no-driver path of
// roofline-probe (cuda:0 listed with available:false and a reason, exit 0; --device all still
// runs the CPU probes), in-process discovery, the cuBLASLt-absent path, and the machine code
// embedded for sm_80 and sm_90. On a machine with a GPU the no-driver checks are skipped.
#include "cuda/CublasLt.h"
#include "cuda/CudaProbes.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <cmath>
#include <cstdint>

namespace {

QString probeBinary() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe");
}

QList<QJsonObject> runProbe(const QStringList &args, int *exitCode) {
    QProcess p;
    p.start(probeBinary(), args);
    if (!p.waitForFinished(120000))
        p.kill();
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    QList<QJsonObject> out;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            out.push_back(QJsonDocument::fromJson(line).object());
    }
    return out;
}

bool gpuPresent() {
    std::string reason;
    return roofline::cuda::deviceCount(&reason) > 0;
}

QString str(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString();
}

// One element of `format` (its low bits in `bits`) as a double.
double decode(const QString &format, std::uint64_t bits) {
    const auto ieee = [bits](int exponentBits, int mantissaBits) {
        const int bias = (1 << (exponentBits - 1)) - 1;
        const bool negative = (bits >> (exponentBits + mantissaBits)) & 1;
        const int exponent = int((bits >> mantissaBits) & ((1u << exponentBits) - 1));
        const double mantissa = double(bits & ((1ull << mantissaBits) - 1));
        if (exponent == 0)
            return 0.0; // zero or denormal: outside [0.5, 1), the check fails on it
        const double v = std::ldexp(1.0 + mantissa / double(1ull << mantissaBits), exponent - bias);
        return negative ? -v : v;
    };
    if (format == QLatin1String("fp64"))
        return ieee(11, 52);
    if (format == QLatin1String("fp32") || format == QLatin1String("tf32"))
        return ieee(8, 23);
    if (format == QLatin1String("fp16"))
        return ieee(5, 10);
    if (format == QLatin1String("bf16"))
        return ieee(8, 7);
    if (format == QLatin1String("fp8"))
        return ieee(4, 3); // e4m3 (its only NaN, S.1111.111, has exponent 15: fails above)
    return double(std::int8_t(std::uint8_t(bits)));
}

} // namespace

class TestCudaRuntime : public QObject {
    Q_OBJECT
private slots:
    // The one GEMM table cuda.gemm and cuda.llm share: its masks turn any random word into
    // finite inputs in ±[0.5, 1) of the format (what both probes' byte and FLOP counts assume:
    // no NaN, no Inf, no denormal slow path), and every format has its cuBLASLt types.
    void gemmInputsAreFiniteHalves_data() {
        QTest::addColumn<QString>("format");
        for (const char *f : {"fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void gemmInputsAreFiniteHalves() {
        QFETCH(QString, format);
        const auto in = roofline::cuda::gemmInputs(format.toStdString());
        QVERIFY(in);
#ifdef ROOFLINE_HAVE_CUBLASLT_HEADER
        QVERIFY(roofline::cuda::gemmTypes(format.toStdString()));
#endif
        QVERIFY(in->abBytes >= 1 && in->abBytes <= 8 && in->cBytes >= in->abBytes);
        std::uint64_t x = 0x9E3779B97F4A7C15ull; // splitmix64: every bit pattern class
        int seenNegative = 0;
        for (int i = 0; i < 4096; ++i) {
            x += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            const std::uint64_t word = ((z ^ (z >> 31)) & in->andMask) | in->orMask;
            const int width = 8 * in->abBytes;
            for (int e = 0; e < 64 / width; ++e) {
                const std::uint64_t bits =
                    (word >> (e * width)) & (width == 64 ? ~0ull : ((1ull << width) - 1));
                const double v = decode(format, bits);
                if (format == QLatin1String("int8")) {
                    QVERIFY(v >= -128 && v <= 127);
                    continue;
                }
                QVERIFY2(
                    std::abs(v) >= 0.5 && std::abs(v) < 1.0,
                    qPrintable(
                        QStringLiteral("%1: %2 from 0x%3").arg(format).arg(v).arg(bits, 0, 16)));
                seenNegative += v < 0;
            }
        }
        if (format != QLatin1String("int8"))
            QVERIFY(seenNegative > 0); // the sign bit is kept: inputs of both signs
        QVERIFY(!roofline::cuda::gemmInputs("fp4"));
    }

    void discoveryInProcess() {
        const auto devices = roofline::cuda::discoverDevices();
        QVERIFY(!devices.empty());
        QCOMPARE(devices.front().id, std::string("cuda:0"));
        QCOMPARE(devices.front().kind, std::string("cuda"));
        if (gpuPresent()) {
            QVERIFY(devices.front().available);
            QVERIFY(!roofline::cuda::createProbes(devices.front()).empty());
            return;
        }
        QVERIFY(!devices.front().available);
        QVERIFY(!devices.front().reason.empty());
        QVERIFY(roofline::cuda::createProbes(devices.front()).empty());
    }
    void devicesListsUnavailableCuda() {
        if (gpuPresent())
            QSKIP("a GPU is present: the no-driver path cannot be exercised");
        int rc = -2;
        const auto lines = runProbe({QStringLiteral("--devices")}, &rc);
        QCOMPARE(rc, 0);
        bool sawCuda = false;
        for (const auto &o : lines) {
            if (str(o, "type") == QLatin1String("device")
                && str(o, "id") == QLatin1String("cuda:0")) {
                sawCuda = true;
                QCOMPARE(o.value(QLatin1String("available")).toBool(true), false);
                QVERIFY(!str(o, "reason").isEmpty());
            }
        }
        QVERIFY(sawCuda);
        QCOMPARE(str(lines.last(), "type"), QStringLiteral("done"));
    }
    void deviceAllRunsCpuAndWarnsForCuda() {
        if (gpuPresent())
            QSKIP("a GPU is present: the no-driver path cannot be exercised");
        int rc = -2;
        const auto lines = runProbe({QStringLiteral("--device"), QStringLiteral("all"),
                                     QStringLiteral("--suite"), QStringLiteral("quick"),
                                     QStringLiteral("--only"), QStringLiteral("cpu.overhead"),
                                     QStringLiteral("--point-seconds"), QStringLiteral("0.01")},
                                    &rc);
        QCOMPARE(rc, 0);
        bool warned = false, cpuMeasured = false;
        for (const auto &o : lines) {
            if (str(o, "type") == QLatin1String("warning")
                && str(o, "device") == QLatin1String("cuda:0")
                && str(o, "code") == QLatin1String("device-unavailable"))
                warned = true;
            if (str(o, "type") == QLatin1String("measurement")
                && str(o, "device") == QLatin1String("cpu"))
                cpuMeasured = true;
        }
        QVERIFY(warned);
        QVERIFY(cpuMeasured);
        QCOMPARE(str(lines.last(), "status"), QStringLiteral("complete"));
    }
    void cublasLtAbsentIsReported() {
        roofline::cuda::CublasLt lt({"libroofline-no-such-cublasLt.so.13"});
        QVERIFY(!lt.available());
        QVERIFY(lt.status().find("cuBLASLt unavailable") == 0);
        QVERIFY(lt.status().find("libroofline-no-such-cublasLt.so.13") != std::string::npos);
    }
    void machineCodeForSm80AndSm90() {
        // The committed default builds real code for sm_75 ... newest; a developer build may
        // restrict CMAKE_CUDA_ARCHITECTURES (then this check says so instead of failing).
        const QString archs = QStringLiteral(ROOFLINE_CUDA_ARCHS);
        if (!archs.contains(QLatin1String("80")) || !archs.contains(QLatin1String("90")))
            QSKIP(qPrintable(QStringLiteral("this build's CUDA architectures are ") + archs));
        QString tool = QStringLiteral(ROOFLINE_CUOBJDUMP);
        if (!QFile::exists(tool))
            tool = QStandardPaths::findExecutable(QStringLiteral("cuobjdump"));
        QVERIFY2(!tool.isEmpty(), "cuobjdump not found: scripts/install-deps.sh installs it");
        QProcess p;
        p.start(tool, {QStringLiteral("--list-elf"), probeBinary()});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("sm_80")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("sm_90")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCudaRuntime)
#include "tst_cudaruntime.moc"
