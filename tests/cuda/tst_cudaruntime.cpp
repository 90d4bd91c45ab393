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

namespace {

const QString kProbe = QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe");

QList<QJsonObject> runProbe(const QStringList &args, int *exitCode) {
    QProcess p;
    p.start(kProbe, args);
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

} // namespace

class TestCudaRuntime : public QObject {
    Q_OBJECT
private slots:
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
        p.start(tool, {QStringLiteral("--list-elf"), kProbe});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("sm_80")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("sm_90")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCudaRuntime)
#include "tst_cudaruntime.moc"
