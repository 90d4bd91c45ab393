// SPDX-License-Identifier: MIT
// roofline-probe as a process: the JSON-lines protocol stays well-formed under cancel, crash
// and hang; test probes exist only with the environment variable; a tiny quick run is sane.
// No timing thresholds: only ordering between levels and protocol facts are checked.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <signal.h>

namespace {

QString probeBinary() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe");
}
// Small sweeps so the whole file runs in seconds on two cores.
QStringList tinySweep() {
    return {QStringLiteral("--suite"),         QStringLiteral("quick"),
            QStringLiteral("--max-bytes"),     QStringLiteral("64M"),
            QStringLiteral("--point-seconds"), QStringLiteral("0.02")};
}

// The largest cache sysfs reports for CPU 0, in bytes (0 when unknown).
qint64 lastLevelCacheBytes() {
    qint64 best = 0;
    for (int i = 0; i < 8; ++i) {
        QFile f(QStringLiteral("/sys/devices/system/cpu/cpu0/cache/index%1/size").arg(i));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray t = f.readAll().trimmed();
        qint64 v = t.left(t.size() - 1).toLongLong();
        if (t.endsWith('K'))
            v <<= 10;
        else if (t.endsWith('M'))
            v <<= 20;
        else
            v = t.toLongLong();
        best = std::max(best, v);
    }
    return best;
}

struct Output {
    QList<QJsonObject> lines;
    bool wellFormed = true;
    QList<QJsonObject> ofType(const char *type) const {
        QList<QJsonObject> out;
        for (const auto &o : lines) {
            if (o.value(QLatin1String("type")).toString() == QLatin1String(type))
                out.push_back(o);
        }
        return out;
    }
};

Output parseLines(const QByteArray &stdoutData) {
    Output out;
    for (const QByteArray &line : stdoutData.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError err{};
        const auto doc = QJsonDocument::fromJson(line, &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject()
            || !doc.object().contains(QLatin1String("type"))) {
            qWarning() << "malformed line:" << line.left(200);
            out.wellFormed = false;
            continue;
        }
        out.lines.push_back(doc.object());
    }
    return out;
}

QProcessEnvironment env(bool testProbes) {
    auto e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("ROOFLINE_PROBE_ENABLE_TEST_PROBES"));
    if (testProbes)
        e.insert(QStringLiteral("ROOFLINE_PROBE_ENABLE_TEST_PROBES"), QStringLiteral("1"));
    return e;
}

// An engine built with ThreadSanitizer runs its memory-bound probes several times slower
// (every access is checked): the same run, more time. Under AddressSanitizer the smoke run's
// DRAM arrays (5x a 260 MiB L3 on an Emerald Rapids VM) took 45 s alone and past the 60 s kill
// beside another test.
#ifdef ROOFLINE_TSAN
constexpr int kSlowdown = 5;
#elif defined(__SANITIZE_ADDRESS__)
constexpr int kSlowdown = 3;
#else
constexpr int kSlowdown = 1;
#endif

// Runs to completion (or kill after `timeoutMs`); returns exit code, -1 on crash/kill.
int runProbe(const QStringList &args, Output *out, bool testProbes = false,
             int timeoutMs = 60000 * kSlowdown, const QString &hostEnv = {}) {
    QProcess p;
    QProcessEnvironment e = env(testProbes);
    e.remove(QStringLiteral("ROOFLINE_HOST"));
    if (!hostEnv.isEmpty())
        e.insert(QStringLiteral("ROOFLINE_HOST"), hostEnv);
    p.setProcessEnvironment(e);
    p.start(probeBinary(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    *out = parseLines(p.readAllStandardOutput());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

double valueOf(const QList<QJsonObject> &ms, const char *probe, const char *kernel,
               const char *level, int threads) {
    for (const auto &m : ms) {
        if (m.value(QLatin1String("probe")).toString() == QLatin1String(probe)
            && m.value(QLatin1String("kernel")).toString() == QLatin1String(kernel)
            && m.value(QLatin1String("level")).toString() == QLatin1String(level)
            && m.value(QLatin1String("threads")).toInt() == threads)
            return m.value(QLatin1String("value")).toDouble();
    }
    return -1.0;
}

// "format/threads" of a cpu.compute or cpu.gemm measurement: the ladder's key.
QString ladderKey(const QJsonObject &m) {
    return m.value(QLatin1String("format")).toString() + QLatin1Char('/')
           + QString::number(m.value(QLatin1String("threads")).toInt());
}

// A cpu.compute measurement's ceiling says where its per-cycle rate came from; a dot product's
// is its own measured rate. A failed check returns from here only: the caller looks at
// QTest::currentTestFailed().
void checkLadderCeiling(const QJsonObject &m, const QString &key) {
    static const QRegularExpression dotKernel(QStringLiteral(R"((^|\s)(vdp|vpdp)|dot\b)"));
    const QJsonObject p = m.value(QLatin1String("params")).toObject();
    const bool dot = m.value(QLatin1String("kernel")).toString().contains(dotKernel);
    // Every ceiling states where its per-cycle rate came from.
    if (p.contains(QLatin1String("ceiling")))
        QVERIFY2(QStringList({QStringLiteral("table"), QStringLiteral("measured"),
                              QStringLiteral("isa"), QStringLiteral("published")})
                     .contains(p.value(QLatin1String("ceiling_basis")).toString()),
                 qPrintable(key));
    if (!p.contains(QLatin1String("ceiling")) || !dot)
        return;
    // Judged by the instruction's own rate on this core (measured at detection), not bounded
    // by the FMA pipes; oneDNN's GEMM corroborates it.
    QCOMPARE(p.value(QLatin1String("ceiling_basis")).toString(), QStringLiteral("measured"));
    QVERIFY2(!p.value(QLatin1String("ceiling_is_upper_bound")).toBool(), qPrintable(key));
    QVERIFY(
        p.value(QLatin1String("ceiling_source")).toString().contains(QLatin1String("cpu.gemm")));
    // A measured ceiling is never below its own measurement beyond the noise allowed in
    // rounding it (CoreModel::kMeasurementNoise).
    if (m.value(QLatin1String("threads")).toInt() == 1)
        QVERIFY2(p.value(QLatin1String("fraction_of_ceiling")).toDouble() <= 1.15, qPrintable(key));
}

// A cpu.gemm measurement held against the ladder's fastest loop of its format and threads:
// the peak, the ratio, a known verdict and its flag. A failed check returns from here only.
void checkGemmAgainstLadder(const QJsonObject &m, const QString &key,
                            const QHash<QString, double> &loops) {
    const QJsonObject p = m.value(QLatin1String("params")).toObject();
    const double value = m.value(QLatin1String("value")).toDouble();
    QVERIFY2(loops.contains(key), qPrintable(key)); // the ladder measures every format
    const double ratio = p.value(QLatin1String("instruction_peak_ratio")).toDouble();
    QCOMPARE(p.value(QLatin1String("instruction_peak")).toDouble(), loops.value(key));
    QVERIFY(qAbs(ratio - value / loops.value(key)) < 1e-9 * ratio);
    const QString verdict = p.value(QLatin1String("instruction_peak_verdict")).toString();
    QVERIFY2(QStringList({QStringLiteral("library-above"), QStringLiteral("corroborated"),
                          QStringLiteral("agrees"), QStringLiteral("library-below"),
                          QStringLiteral("not-comparable")})
                 .contains(verdict),
             qPrintable(verdict));
    // A verdict and its flag go together.
    QCOMPARE(verdict == QLatin1String("library-above"),
             m.value(QLatin1String("flags"))
                 .toArray()
                 .contains(QStringLiteral("above-instruction-peak")));
}

// The engine said cpu.gemm could not load oneDNN (a warning "unavailable").
bool gemmUnavailable(const Output &out) {
    const auto warnings = out.ofType("warning");
    return std::any_of(warnings.cbegin(), warnings.cend(), [](const QJsonObject &w) {
        return w.value(QLatin1String("probe")).toString() == QLatin1String("cpu.gemm")
               && w.value(QLatin1String("code")).toString() == QLatin1String("unavailable");
    });
}

} // namespace

class TestProbeProcess : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(probeBinary()), qPrintable(probeBinary())); }

    void devicesAndList() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--devices")}, &out), 0);
        QVERIFY(out.wellFormed);
        QCOMPARE(out.ofType("hello").size(), 1);
        const auto devices = out.ofType("device");
        QVERIFY(!devices.isEmpty());
        QCOMPARE(devices.first().value(QLatin1String("id")).toString(), QStringLiteral("cpu"));
        QVERIFY(devices.first().value(QLatin1String("available")).toBool());
        QVERIFY(devices.first().contains(QLatin1String("host")));
        QCOMPARE(runProbe({QStringLiteral("--list")}, &out), 0);
        QVERIFY(out.wellFormed);
        for (const auto &p : out.ofType("probe"))
            QVERIFY(!p.value(QLatin1String("id")).toString().startsWith(QLatin1String("test.")));
        QVERIFY(out.ofType("probe").size() >= 5);
    }

    void usageErrors() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--suite"), QStringLiteral("nope")}, &out), 2);
        QVERIFY(out.wellFormed);
        QCOMPARE(out.ofType("done").size(), 1);
        // Test probes are unknown ids unless the environment enables them.
        QCOMPARE(runProbe({QStringLiteral("--only"), QStringLiteral("test.crash")}, &out), 2);
        QCOMPARE(runProbe({QStringLiteral("--only"), QStringLiteral("test.hang")}, &out), 2);
        QCOMPARE(runProbe({QStringLiteral("--device"), QStringLiteral("cuda:0")}, &out), 1);
        QCOMPARE(out.ofType("done").constFirst().value(QLatin1String("status")).toString(),
                 QStringLiteral("failed"));
    }

    void testProbesListedOnlyWithEnv() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--list")}, &out, true), 0);
        QStringList ids;
        for (const auto &p : out.ofType("probe"))
            ids << p.value(QLatin1String("id")).toString();
        QVERIFY(ids.contains(QStringLiteral("test.crash")));
        QVERIFY(ids.contains(QStringLiteral("test.hang")));
        QVERIFY(ids.contains(QStringLiteral("test.stdout")));
    }

    void crashAfterOneMeasurement() {
        Output out;
        const int rc =
            runProbe({QStringLiteral("--only"), QStringLiteral("test.crash")}, &out, true);
        QCOMPARE(rc, -1); // died by signal
        QVERIFY(out.wellFormed);
        QCOMPARE(out.ofType("measurement").size(), 1);
        QCOMPARE(out.ofType("done").size(), 0);
    }

    // A library that prints to stdout (GPGPU-Sim logs there; oneDNN's verbose mode too) must
    // not break the protocol: its text ends up on stderr, every stdout line is JSON.
    void stdoutOfLibrariesGoesToStderr() {
        QProcess p;
        p.setProcessEnvironment(env(true));
        p.start(probeBinary(), {QStringLiteral("--only"), QStringLiteral("test.stdout")});
        QVERIFY(p.waitForFinished(60000 * kSlowdown));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray stdoutData = p.readAllStandardOutput();
        const QByteArray stderrData = p.readAllStandardError();
        const Output out = parseLines(stdoutData);
        QVERIFY2(out.wellFormed, stdoutData.constData());
        QVERIFY(!stdoutData.contains("chatty library"));
        QCOMPARE(out.ofType("measurement").size(), 1);
        QCOMPARE(out.ofType("done").size(), 1);
        QVERIFY(stderrData.contains("chatty library: stdio line"));
        QVERIFY(stderrData.contains("chatty library: raw descriptor write"));
        // --version and --help are the engine's own text: still on stdout.
        p.start(probeBinary(), {QStringLiteral("--version")});
        QVERIFY(p.waitForFinished(10000));
        QVERIFY(p.readAllStandardOutput().startsWith("roofline-probe "));
    }

    void hangIgnoresSigterm() {
        QProcess p;
        p.setProcessEnvironment(env(true));
        p.start(probeBinary(), {QStringLiteral("--only"), QStringLiteral("test.hang")});
        QVERIFY(p.waitForStarted());
        QByteArray data;
        QTRY_VERIFY_WITH_TIMEOUT((data += p.readAllStandardOutput()).contains("hanging on purpose")
                                     || p.state() != QProcess::Running,
                                 10000);
        QCOMPARE(p.state(), QProcess::Running);
        p.terminate();
        QVERIFY(!p.waitForFinished(1000)); // still there: only SIGKILL ends it
        p.kill();
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    }

    void cancelMidRun() {
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("run.json"));
        QProcess p;
        p.setProcessEnvironment(env(false));
        p.start(probeBinary(), QStringList{QStringLiteral("--suite"), QStringLiteral("standard"),
                                           QStringLiteral("--max-bytes"), QStringLiteral("64M"),
                                           QStringLiteral("--bundle"), bundle});
        QVERIFY(p.waitForStarted());
        QByteArray data;
        // Cancel once the first measurement is out.
        QTRY_VERIFY_WITH_TIMEOUT((data += p.readAllStandardOutput()).contains("\"measurement\""),
                                 20000);
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        data += p.readAllStandardOutput();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 3);
        const Output out = parseLines(data);
        QVERIFY(out.wellFormed);
        const auto done = out.ofType("done");
        QCOMPARE(done.size(), 1);
        QCOMPARE(out.lines.last(), done.first());
        QCOMPARE(done.first().value(QLatin1String("status")).toString(),
                 QStringLiteral("cancelled"));
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject b = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(b.value(QLatin1String("format")).toString(), QStringLiteral("roofline-lab-runs"));
        const QJsonObject run = b.value(QLatin1String("runs")).toArray().first().toObject();
        QCOMPARE(run.value(QLatin1String("status")).toString(), QStringLiteral("cancelled"));
        QVERIFY(!run.value(QLatin1String("measurements")).toArray().isEmpty());
    }

    void quickSmokeIsSane() {
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("run.json"));
        Output out;
        QStringList args = tinySweep();
        // A DRAM bandwidth point needs arrays of at least 4x the last-level cache (STREAM's
        // rule, applied by the probe), so lift the tiny cap above that on this machine.
        const qint64 dramBytes = 5 * lastLevelCacheBytes();
        if (dramBytes > (qint64(64) << 20))
            args[args.indexOf(QStringLiteral("64M"))] = QString::number(dramBytes);
        args << QStringLiteral("--only") << QStringLiteral("cpu.bandwidth,cpu.latency")
             << QStringLiteral("--bundle") << bundle << QStringLiteral("--tag")
             << QStringLiteral("smoke");
        QCOMPARE(runProbe(args, &out), 0);
        QVERIFY(out.wellFormed);
        QCOMPARE(out.ofType("plan").size(), 1);
        QVERIFY(!out.ofType("progress").isEmpty());
        QCOMPARE(out.lines.last().value(QLatin1String("status")).toString(),
                 QStringLiteral("complete"));
        const auto ms = out.ofType("measurement");
        // Bandwidth falls from L1 to DRAM; latency rises.
        const double l1bw = valueOf(ms, "cpu.bandwidth", "read", "L1", 1);
        const double drambw = valueOf(ms, "cpu.bandwidth", "read", "DRAM", 1);
        QVERIFY(l1bw > 0 && drambw > 0);
#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
        // Unoptimised or ASan-instrumented kernels are bound by their own instructions, so
        // every level reads alike there (9.2 vs 9.5 GB/s under ASan); the order is a property
        // of optimised builds only.
        QVERIFY2(l1bw > drambw, qPrintable(QStringLiteral("%1 vs %2").arg(l1bw).arg(drambw)));
#endif
        const double l1lat = valueOf(ms, "cpu.latency", "chase", "L1", 1);
        const double dramlat = valueOf(ms, "cpu.latency", "chase", "DRAM", 1);
        QVERIFY(l1lat > 0 && dramlat > 0);
        QVERIFY2(dramlat > l1lat, qPrintable(QStringLiteral("%1 vs %2").arg(dramlat).arg(l1lat)));
        for (const auto &m : ms) {
            QVERIFY(m.value(QLatin1String("samples")).toArray().size()
                    == m.value(QLatin1String("n")).toInt());
            QVERIFY(m.value(QLatin1String("min")).toDouble()
                    <= m.value(QLatin1String("median")).toDouble());
            QVERIFY(m.value(QLatin1String("median")).toDouble()
                    <= m.value(QLatin1String("max")).toDouble());
        }
        // The bundle carries the same measurements, in docs/cli.md's shape.
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject b = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(b.value(QLatin1String("version")).toInt(), 1);
        const QJsonObject run = b.value(QLatin1String("runs")).toArray().first().toObject();
        for (const char *key : {"uuid", "started_at", "finished_at", "status", "suite", "notes",
                                "tags", "host", "device", "measurements"})
            QVERIFY2(run.contains(QLatin1String(key)), key);
        QCOMPARE(run.value(QLatin1String("measurements")).toArray().size(), ms.size());
        QCOMPARE(run.value(QLatin1String("tags")).toArray().first().toString(),
                 QStringLiteral("smoke"));
        QCOMPARE(
            run.value(QLatin1String("device")).toObject().value(QLatin1String("id")).toString(),
            QStringLiteral("cpu"));
        QVERIFY(
            run.value(QLatin1String("host")).toObject().contains(QLatin1String("memory_bytes")));
    }

    // cpu.gemm holds each library figure against cpu.compute's loop of the same format and
    // threads, measured earlier in the same run (the second method for a format peak), and
    // says when it cannot; dot products are judged by their own measured rate per core.
    void libraryHeldAgainstTheLadder() {
        Output out;
        QCOMPARE(runProbe(tinySweep()
                              + QStringList{QStringLiteral("--only"),
                                            QStringLiteral("cpu.compute,cpu.gemm")},
                          &out),
                 0);
        QVERIFY(out.wellFormed);
        QHash<QString, double> loops; // "format/threads" -> the ladder's fastest
        int gemms = 0;
        const auto ms = out.ofType("measurement");
        for (const auto &m : ms) {
            const QString key = ladderKey(m);
            if (m.value(QLatin1String("probe")).toString() == QLatin1String("cpu.compute")) {
                loops[key] = std::max(loops.value(key), m.value(QLatin1String("value")).toDouble());
                checkLadderCeiling(m, key);
            } else {
                ++gemms;
                checkGemmAgainstLadder(m, key, loops);
            }
            if (QTest::currentTestFailed())
                return;
        }
        if (gemms == 0)
            QSKIP("oneDNN is not loadable here: cpu.gemm measured nothing");
    }

    // Alone, cpu.gemm has no second method and says so in each record.
    void libraryAloneSaysItHasNoSecondMethod() {
        Output out;
        QCOMPARE(runProbe(tinySweep()
                              + QStringList{QStringLiteral("--only"), QStringLiteral("cpu.gemm")},
                          &out),
                 0);
        const auto alone = out.ofType("measurement");
        if (alone.isEmpty() && gemmUnavailable(out))
            QSKIP("oneDNN is not loadable here: cpu.gemm measured nothing");
        QVERIFY(!alone.isEmpty());
        for (const auto &m : alone) {
            const QJsonObject p = m.value(QLatin1String("params")).toObject();
            QVERIFY(p.contains(QLatin1String("instruction_peak")));
            QVERIFY(p.value(QLatin1String("instruction_peak")).isNull());
            QVERIFY(p.value(QLatin1String("instruction_peak_note"))
                        .toString()
                        .contains(QLatin1String("no second method")));
            QVERIFY(!p.contains(QLatin1String("instruction_peak_verdict")));
        }
    }

    // --host (else $ROOFLINE_HOST) names the host in every device message and in the bundle,
    // with the tags and notes: a scheduler's node name, not gethostname().
    void hostNameTagsAndNotes_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("hostEnv");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--host") << QStringList{QStringLiteral("--host"), QStringLiteral("n7")}
                                << QString() << QStringLiteral("n7");
        QTest::newRow("ROOFLINE_HOST")
            << QStringList{} << QStringLiteral("gpu-12.lab") << QStringLiteral("gpu-12.lab");
        QTest::newRow("--host wins") << QStringList{QStringLiteral("--host=n8")}
                                     << QStringLiteral("other") << QStringLiteral("n8");
    }

    void hostNameTagsAndNotes() {
        QFETCH(QStringList, args);
        QFETCH(QString, hostEnv);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("b.json"));
        Output out;
        QCOMPARE(
            runProbe(tinySweep() + args
                         + QStringList{QStringLiteral("--only"), QStringLiteral("cpu.overhead"),
                                       QStringLiteral("--tag"), QStringLiteral("slurm"),
                                       QStringLiteral("--tag"), QStringLiteral("job-42"),
                                       QStringLiteral("--notes"), QStringLiteral("fleet"),
                                       QStringLiteral("--bundle"), bundle},
                     &out, false, 60000 * kSlowdown, hostEnv),
            0);
        const auto devices = out.ofType("device");
        QVERIFY(!devices.isEmpty());
        for (const auto &d : devices)
            QCOMPARE(d.value(QLatin1String("host"))
                         .toObject()
                         .value(QLatin1String("hostname"))
                         .toString(),
                     expected);
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll())
                                    .object()
                                    .value(QLatin1String("runs"))
                                    .toArray()
                                    .first()
                                    .toObject();
        QCOMPARE(run.value(QLatin1String("host")).toObject().value(QLatin1String("hostname")),
                 QJsonValue(expected));
        QCOMPARE(run.value(QLatin1String("tags")).toArray(),
                 (QJsonArray{QStringLiteral("slurm"), QStringLiteral("job-42")}));
        QCOMPARE(run.value(QLatin1String("notes")).toString(), QStringLiteral("fleet"));
    }

    void badHostIsAUsageError() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--host"), QStringLiteral("two words")}, &out), 2);
        QCOMPARE(runProbe({QStringLiteral("--host"), QString()}, &out), 2);
        QCOMPARE(runProbe({QStringLiteral("--only"), QStringLiteral("cpu.overhead")}, &out, false,
                          60000, QStringLiteral("tab\there")),
                 2);
        QCOMPARE(runProbe({QStringLiteral("--require-device"), QStringLiteral("tpu")}, &out), 2);
    }

    // A device kind that must be probed and is not usable fails the run before anything is
    // measured, and opens no run (no device message).
    void requiredDeviceMissing() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--device"), QStringLiteral("cpu"),
                           QStringLiteral("--require-device"), QStringLiteral("cuda")},
                          &out),
                 1);
        QVERIFY(out.wellFormed);
        QCOMPARE(out.ofType("measurement").size(), 0);
        QCOMPARE(out.ofType("device").size(), 0);
        const QString reason =
            out.ofType("done").constFirst().value(QLatin1String("reason")).toString();
        QVERIFY2(reason.contains(QLatin1String("--require-device cuda")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("nothing was measured")), qPrintable(reason));
        QCOMPARE(out.ofType("done").constFirst().value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("device-required"));
        QCOMPARE(
            runProbe(tinySweep()
                         + QStringList{QStringLiteral("--only"), QStringLiteral("cpu.overhead"),
                                       QStringLiteral("--require-device"), QStringLiteral("cpu")},
                     &out),
            0);
    }

    // An unwritable --bundle is found before measuring, not after the whole run.
    void unwritableBundleFailsFirst() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        Output out;
        QCOMPARE(
            runProbe(tinySweep()
                         + QStringList{QStringLiteral("--only"), QStringLiteral("cpu.overhead"),
                                       QStringLiteral("--bundle"),
                                       blocker.fileName() + QStringLiteral("/run.json")},
                     &out),
            1);
        QCOMPARE(out.ofType("measurement").size(), 0);
        const QString reason =
            out.ofType("done").constFirst().value(QLatin1String("reason")).toString();
        QVERIFY2(reason.contains(QLatin1String("cannot write the bundle")), qPrintable(reason));
        QCOMPARE(out.ofType("done").constFirst().value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("bundle-write-failed"));
    }

    // Issue 31: the bundle's folder becomes unusable while the run measures (here a path
    // component replaced by a regular file, which stops root too): the run is not lost but
    // written to the fallback folder, named on stderr and in a warning, exit 4; a fallback
    // that fails too is a failure (exit 1) that says the run is lost.
    void bundleFolderGoneMidRunIsSpooled_data() {
        QTest::addColumn<QString>("fallback"); // "option", "xdg" or "broken"
        QTest::addColumn<int>("exitCode");
        QTest::newRow("--bundle-fallback") << QStringLiteral("option") << 4;
        QTest::newRow("default: XDG_STATE_HOME") << QStringLiteral("xdg") << 4;
        QTest::newRow("fallback unusable too") << QStringLiteral("broken") << 1;
    }
    void bundleFolderGoneMidRunIsSpooled() {
        QFETCH(QString, fallback);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("bundles"));
        QVERIFY(QDir().mkpath(folder));
        const QString bundle = folder + QStringLiteral("/roofline-node1-42.json");
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QString expectedFolder = dir.filePath(QStringLiteral("spool"));
        // Working sets up to 4 MiB: a few dozen measurements, seconds on an idle machine.
        QStringList args{QStringLiteral("--suite"),         QStringLiteral("quick"),
                         QStringLiteral("--max-bytes"),     QStringLiteral("4M"),
                         QStringLiteral("--point-seconds"), QStringLiteral("0.02"),
                         QStringLiteral("--only"),          QStringLiteral("cpu.bandwidth"),
                         QStringLiteral("--bundle"),        bundle};
        QProcessEnvironment e = env(false);
        if (fallback == QLatin1String("option"))
            args << QStringLiteral("--bundle-fallback") << expectedFolder;
        else if (fallback == QLatin1String("broken"))
            args << QStringLiteral("--bundle-fallback")
                 << blocker.fileName() + QStringLiteral("/spool");
        else {
            e.insert(QStringLiteral("XDG_STATE_HOME"), dir.filePath(QStringLiteral("state")));
            expectedFolder = dir.filePath(QStringLiteral("state/roofline-lab/spool"));
        }
        QProcess p;
        p.setProcessEnvironment(e);
        p.start(probeBinary(), args);
        QVERIFY(p.waitForStarted());
        QByteArray data;
        // Measuring has begun (the folder passed the check before measuring): now the folder
        // is replaced by a regular file.
        QTRY_VERIFY_WITH_TIMEOUT((data += p.readAllStandardOutput()).contains("\"measurement\""),
                                 20000 * kSlowdown);
        QVERIFY(QDir(folder).removeRecursively());
        QFile replaced(folder);
        QVERIFY(replaced.open(QIODevice::WriteOnly));
        replaced.close();
        QVERIFY(p.waitForFinished(180000 * kSlowdown));
        data += p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), exitCode);
        const Output out = parseLines(data);
        QVERIFY(out.wellFormed);
        const QJsonObject done = out.ofType("done").constFirst();
        QVERIFY(!QFileInfo::exists(bundle));
        if (exitCode == 1) {
            QCOMPARE(done.value(QLatin1String("reason_code")).toString(),
                     QStringLiteral("bundle-write-failed"));
            QCOMPARE(done.value(QLatin1String("status")).toString(), QStringLiteral("failed"));
            QVERIFY2(err.contains(QLatin1String("the run is lost")), qPrintable(err));
            return;
        }
        const QString spooled = expectedFolder + QStringLiteral("/roofline-node1-42.json");
        QCOMPARE(done.value(QLatin1String("status")).toString(), QStringLiteral("complete"));
        QCOMPARE(done.value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("bundle-spooled"));
        QVERIFY2(err.contains(spooled), qPrintable(err));
        bool warned = false;
        for (const QJsonObject &w : out.ofType("warning"))
            warned = warned || w.value(QLatin1String("file")).toString() == spooled;
        QVERIFY(warned);
        // The whole run is there: every measurement the protocol streamed.
        QFile f(spooled);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject b = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject run = b.value(QLatin1String("runs")).toArray().first().toObject();
        QCOMPARE(run.value(QLatin1String("status")).toString(), QStringLiteral("complete"));
        QCOMPARE(run.value(QLatin1String("measurements")).toArray().size(),
                 out.ofType("measurement").size());
        QVERIFY(out.ofType("measurement").size() > 1);
    }

    void timeCapEndsAsFailed() {
        Output out;
        QCOMPARE(runProbe({QStringLiteral("--suite"), QStringLiteral("standard"),
                           QStringLiteral("--only"), QStringLiteral("cpu.latency"),
                           QStringLiteral("--time-cap"), QStringLiteral("0.3")},
                          &out),
                 1);
        QVERIFY(out.wellFormed);
        QCOMPARE(out.lines.last().value(QLatin1String("status")).toString(),
                 QStringLiteral("failed"));
        // Programs branch on the code, not on the words of `reason`.
        QCOMPARE(out.lines.last().value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("time-cap"));
    }
};

QTEST_GUILESS_MAIN(TestProbeProcess)
#include "tst_probeprocess.moc"
