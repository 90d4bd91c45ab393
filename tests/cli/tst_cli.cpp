// SPDX-License-Identifier: MIT
// Drives the `roofline` executable as scripts and CI do: exit codes, stdout JSON, stderr text.
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

namespace {

struct Outcome {
    int exitCode = -1;
    QByteArray out;
    QString err;
    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

Outcome roofline(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {}) {
    static QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"), home.filePath(QStringLiteral("test.sqlite")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.remove(QStringLiteral("ROOFLINE_HOST"));
    env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("ROOFLINE_PROBE"),
               QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
    for (const auto &[key, value] : extraEnv)
        env.insert(key, value);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), args);
    if (!p.waitForFinished(60000))
        qFatal("roofline did not finish");
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}

// The keys every `model --json` answer has.
QStringList requiredModelKeys() {
    return {QStringLiteral("state"),
            QStringLiteral("flops"),
            QStringLiteral("bytes"),
            QStringLiteral("weight_bytes"),
            QStringLiteral("kv_cache_bytes"),
            QStringLiteral("kv_to_weights"),
            QStringLiteral("arithmetic_intensity"),
            QStringLiteral("ridge_point"),
            QStringLiteral("effective_bandwidth"),
            QStringLiteral("peak_flops"),
            QStringLiteral("memory_time_s"),
            QStringLiteral("compute_time_s"),
            QStringLiteral("overhead_time_s"),
            QStringLiteral("step_time_s"),
            QStringLiteral("time_per_token_s"),
            QStringLiteral("tokens_per_s"),
            QStringLiteral("compute_utilization"),
            QStringLiteral("memory_required_bytes"),
            QStringLiteral("memory_capacity_bytes"),
            QStringLiteral("fits_in_memory"),
            QStringLiteral("breakdown")};
}

// The lease tests' environment: a database of their own in `home`, a lease of one second
// without a heartbeat (ROOFLINE_RUN_LEASE), the stand-in engine streaming measurements.
QProcessEnvironment leaseEnvironment(const QTemporaryDir &home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"), home.filePath(QStringLiteral("lease.sqlite")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.insert(QStringLiteral("XDG_STATE_HOME"), home.filePath(QStringLiteral("state")));
    env.insert(QStringLiteral("ROOFLINE_PROBE"),
               QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
    env.insert(QStringLiteral("ROOFLINE_RUN_LEASE"), QStringLiteral("1"));
    env.insert(QStringLiteral("FAKE_PROBE_MODE"), QStringLiteral("stream"));
    return env;
}

// `roofline ARGS` in exactly this environment; exit code -1 when it does not finish in 30 s.
Outcome rooflineIn(const QProcessEnvironment &env, const QStringList &args) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), args);
    if (!p.waitForFinished(30000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}

// `runs list --json`, newest first; empty when it fails.
QJsonArray listedRuns(const QProcessEnvironment &env) {
    const Outcome l =
        rooflineIn(env, {QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("list")});
    return l.exitCode == 0 ? l.json().array() : QJsonArray();
}

QStringList statuses(const QJsonArray &runs) {
    QStringList out;
    for (const QJsonValue &r : runs)
        out << r[QStringLiteral("status")].toString();
    return out;
}

// A probe killed (SIGKILL, its engine too: no chance to say anything) while its run is
// running, left as a writer on another node of a shared database leaves it (this host would
// mark its own dead process's run failed when it next opens the database: recoverInterrupted).
void killProbeOnAnotherNode(QProcessEnvironment env, const QTemporaryDir &home) {
    env.insert(QStringLiteral("FAKE_PROBE_COUNT"), QStringLiteral("200"));
    env.insert(QStringLiteral("FAKE_PROBE_DELAY"), QStringLiteral("0.1"));
    const QString enginePid = home.filePath(QStringLiteral("engine.pid"));
    env.insert(QStringLiteral("FAKE_PROBE_PIDFILE"), enginePid);
    QProcess killed;
    killed.setProcessEnvironment(env);
    killed.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), {QStringLiteral("probe")});
    QVERIFY(killed.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(statuses(listedRuns(env)).contains(QStringLiteral("running")), 20000);
    ::kill(pid_t(killed.processId()), SIGKILL);
    QVERIFY(killed.waitForFinished(10000));
    QFile pidFile(enginePid);
    QVERIFY(pidFile.open(QIODevice::ReadOnly));
    ::kill(pid_t(pidFile.readAll().trimmed().toLongLong()), SIGKILL);
    {
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(env.value(QStringLiteral("ROOFLINE_DB")));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(
            QStringLiteral("UPDATE runs SET writer_host = 'node-b' WHERE status = 'running'")));
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void versionAndHelp() {
        const auto v = roofline({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith("roofline "));
        const auto h = roofline({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("model"));
        QVERIFY(h.out.contains("catalog"));
        const auto mh = roofline({QStringLiteral("model"), QStringLiteral("--help")});
        QCOMPARE(mh.exitCode, 0);
        QVERIFY(mh.out.contains("--efficiency"));
        const auto none = roofline({});
        QCOMPARE(none.exitCode, 2);
        const auto unknown = roofline({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("frobnicate")));
    }

    // `roofline devices` reads the engine's answer through runner::EngineQuery, as the app and
    // the runner do: a nested device object (older engines) and a flat one, the kind from the id
    // when the engine omits it, available unless it says not, lines that are not JSON passed over.
    void devicesThroughTheOneReader() {
        QTemporaryDir dir;
        const QString engine = dir.filePath(QStringLiteral("engine.sh"));
        QFile f(engine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n"
                "echo '{\"type\":\"hello\",\"protocol\":1,\"engine_version\":\"fake\"}'\n"
                "echo '{\"type\":\"device\",\"device\":{\"id\":\"cpu\",\"kind\":\"cpu\","
                "\"name\":\"Fake CPU\"},\"host\":{\"hostname\":\"h\"}}'\n"
                "echo 'not json'\n"
                "echo '{\"type\":\"device\",\"id\":\"cuda:0\",\"name\":\"Fake GPU\","
                "\"available\":false,\"reason\":\"no driver\"}'\n"
                "echo '{\"type\":\"done\",\"status\":\"complete\",\"reason\":\"\"}'\n");
        f.close();
        QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
        const QList<std::pair<QString, QString>> env{{QStringLiteral("ROOFLINE_PROBE"), engine}};
        const auto json = roofline({QStringLiteral("devices"), QStringLiteral("--json")}, env);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonArray rows = json.json().array();
        QCOMPARE(rows.size(), 2);
        const QJsonObject cpu = rows.at(0).toObject();
        QCOMPARE(cpu.value(QStringLiteral("id")).toString(), QStringLiteral("cpu"));
        QCOMPARE(cpu.value(QStringLiteral("kind")).toString(), QStringLiteral("cpu"));
        QCOMPARE(cpu.value(QStringLiteral("name")).toString(), QStringLiteral("Fake CPU"));
        QCOMPARE(cpu.value(QStringLiteral("available")).toBool(false), true);
        QCOMPARE(cpu.keys(), (QStringList{QStringLiteral("available"), QStringLiteral("id"),
                                          QStringLiteral("kind"), QStringLiteral("name"),
                                          QStringLiteral("reason")}));
        const QJsonObject gpu = rows.at(1).toObject();
        QCOMPARE(gpu.value(QStringLiteral("kind")).toString(), QStringLiteral("cuda"));
        QCOMPARE(gpu.value(QStringLiteral("available")).toBool(true), false);
        QCOMPARE(gpu.value(QStringLiteral("reason")).toString(), QStringLiteral("no driver"));
        const auto text = roofline({QStringLiteral("devices")}, env);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("unavailable: no driver"), text.out.constData());
        QVERIFY2(text.out.contains("Fake CPU"), text.out.constData());
    }

    // `roofline probe --host NAME` (else $ROOFLINE_HOST) stores the run under NAME, so
    // `check --host NODE` finds a Slurm node whose name is not the machine's host name; a
    // required device kind that cannot be probed fails before anything is stored.
    void probeHostAndRequiredDevice() {
        // The real engine (not the stand-in the other probe tests use), into a database of
        // this test's own.
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("hosts.sqlite"));
        const auto run = [&](const QStringList &args, const QString &hostEnv = {}) {
            QList<std::pair<QString, QString>> env{
                {QStringLiteral("ROOFLINE_PROBE"),
                 QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe")}};
            if (!hostEnv.isEmpty())
                env.append({QStringLiteral("ROOFLINE_HOST"), hostEnv});
            return roofline(QStringList{QStringLiteral("--db"), db} + args, env);
        };
        const QStringList tiny{QStringLiteral("probe"), QStringLiteral("--only"),
                               QStringLiteral("cpu.overhead"), QStringLiteral("--json")};
        auto r = run(tiny + QStringList{QStringLiteral("--host"), QStringLiteral("node-17")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().object()[QStringLiteral("host")][QStringLiteral("hostname")].toString(),
                 QStringLiteral("node-17"));
        r = run(tiny, QStringLiteral("node-18"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto hosts = [&] {
            QStringList names;
            const auto listed =
                run({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--json")});
            const QJsonArray runs = listed.json().array();
            for (const QJsonValue &v : runs)
                names << v[QStringLiteral("host")][QStringLiteral("hostname")].toString();
            names.sort();
            return names;
        };
        QCOMPARE(hosts(), (QStringList{QStringLiteral("node-17"), QStringLiteral("node-18")}));

        r = run(tiny + QStringList{QStringLiteral("--require-device"), QStringLiteral("cuda")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("--require-device cuda")), qPrintable(r.err));
        QCOMPARE(hosts().size(), 2); // nothing stored

        QCOMPARE(run(tiny + QStringList{QStringLiteral("--host"), QStringLiteral("a b")}).exitCode,
                 2);
        QCOMPARE(run(tiny, QStringLiteral("bad\nname")).exitCode, 2);
        QCOMPARE(run(tiny + QStringList{QStringLiteral("--require-device"), QStringLiteral("gpu")})
                     .exitCode,
                 2);
        QCOMPARE(hosts().size(), 2);
    }

    void seedDecodeJson() {
        // Global --json works before or after the command.
        for (const QStringList &args :
             {QStringList{QStringLiteral("--json"), QStringLiteral("model"),
                          QStringLiteral("--params"), QStringLiteral("8e9"),
                          QStringLiteral("--bandwidth"), QStringLiteral("3.35e12"),
                          QStringLiteral("--peak"), QStringLiteral("990e12")},
              QStringList{QStringLiteral("model"), QStringLiteral("--params"),
                          QStringLiteral("8e9"), QStringLiteral("--bandwidth"),
                          QStringLiteral("3.35e12"), QStringLiteral("--peak"),
                          QStringLiteral("990e12"), QStringLiteral("--json")}}) {
            const auto r = roofline(args);
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = r.json().object();
            const QStringList keys = requiredModelKeys();
            for (const QString &k : keys)
                QVERIFY2(o.contains(k), qPrintable(k));
            QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("memory-bound"));
            QCOMPARE(
                QString::number(o.value(QStringLiteral("memory_time_s")).toDouble() * 1e3, 'f', 2),
                QStringLiteral("4.78"));
            QCOMPARE(
                QString::number(o.value(QStringLiteral("compute_time_s")).toDouble() * 1e3, 'f', 3),
                QStringLiteral("0.016"));
            QCOMPARE(qRound(o.value(QStringLiteral("ridge_point")).toDouble()), 296);
            QVERIFY(o.value(QStringLiteral("memory_capacity_bytes")).isNull());
            QVERIFY(o.value(QStringLiteral("fits_in_memory")).isNull());
        }
    }

    void seedPrefillJson() {
        const auto r = roofline(
            {QStringLiteral("model"), QStringLiteral("--params"), QStringLiteral("8e9"),
             QStringLiteral("--bandwidth"), QStringLiteral("3.35e12"), QStringLiteral("--peak"),
             QStringLiteral("990e12"), QStringLiteral("--phase"), QStringLiteral("prefill"),
             QStringLiteral("--context"), QStringLiteral("8000"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("compute-bound"));
        QCOMPARE(QString::number(o.value(QStringLiteral("step_time_s")).toDouble() * 1e3, 'f', 2),
                 QStringLiteral("129.29"));
    }

    void catalogModelJson() {
        const auto r = roofline(
            {QStringLiteral("model"), QStringLiteral("--model"), QStringLiteral("llama-3-70b"),
             QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--batch"),
             QStringLiteral("8"), QStringLiteral("--context"), QStringLiteral("8192"),
             QStringLiteral("--weights"), QStringLiteral("fp8"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        const QStringList keys = requiredModelKeys();
        for (const QString &k : keys)
            QVERIFY2(o.contains(k), qPrintable(k));
        QVERIFY(o.value(QStringLiteral("fits_in_memory")).isBool());
        QCOMPARE(o.value(QStringLiteral("memory_capacity_bytes")).toDouble(), 80e9);
        double flops = 0, bytes = 0;
        const QJsonArray breakdown = o.value(QStringLiteral("breakdown")).toArray();
        for (const QJsonValue &c : breakdown) {
            flops += c[QStringLiteral("flops")].toDouble();
            bytes += c[QStringLiteral("bytes")].toDouble();
        }
        QCOMPARE(flops, o.value(QStringLiteral("flops")).toDouble());
        QCOMPARE(bytes, o.value(QStringLiteral("bytes")).toDouble());
        // KV: 2 · 80 layers · 8192 · 8 sequences · 8 KV heads · 128 · 2 bytes: fp8 weights
        // leave the KV cache in the model's bf16 (serving engines' kv_cache_dtype "auto").
        QCOMPARE(o.value(QStringLiteral("kv_cache_bytes")).toDouble(),
                 2.0 * 80 * 8192 * 8 * 1024 * 2);
        QCOMPARE(o.value(QStringLiteral("formats"))[QStringLiteral("kv")].toString(),
                 QStringLiteral("bf16"));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("names");
        const QStringList h100{QStringLiteral("--gpu"), QStringLiteral("h100-sxm")};
        const QStringList l3{QStringLiteral("--model"), QStringLiteral("llama-3-8b")};
        QTest::newRow("unknown model")
            << (QStringList{QStringLiteral("--model"), QStringLiteral("gpt-9")} + h100)
            << "--model";
        QTest::newRow("unknown gpu")
            << (l3 + QStringList{QStringLiteral("--gpu"), QStringLiteral("tpu")}) << "--gpu";
        QTest::newRow("efficiency 0")
            << (l3 + h100 + QStringList{QStringLiteral("--efficiency"), QStringLiteral("0")})
            << "--efficiency";
        QTest::newRow("efficiency 2")
            << (l3 + h100 + QStringList{QStringLiteral("--efficiency"), QStringLiteral("2")})
            << "--efficiency";
        QTest::newRow("batch 0") << (l3 + h100
                                     + QStringList{QStringLiteral("--batch"), QStringLiteral("0")})
                                 << "--batch";
        QTest::newRow("negative context")
            << (l3 + h100 + QStringList{QStringLiteral("--context"), QStringLiteral("-5")})
            << "--context";
        QTest::newRow("prefill context 0")
            << (l3 + h100 + QStringList{QStringLiteral("--phase"), QStringLiteral("prefill")})
            << "--context";
        QTest::newRow("bad phase")
            << (l3 + h100 + QStringList{QStringLiteral("--phase"), QStringLiteral("train")})
            << "--phase";
        QTest::newRow("heads vs kv heads")
            << QStringList{QStringLiteral("--layers"),   QStringLiteral("4"),
                           QStringLiteral("--d-model"),  QStringLiteral("512"),
                           QStringLiteral("--heads"),    QStringLiteral("8"),
                           QStringLiteral("--kv-heads"), QStringLiteral("3"),
                           QStringLiteral("--ffn"),      QStringLiteral("1024"),
                           QStringLiteral("--vocab"),    QStringLiteral("1000"),
                           QStringLiteral("--gpu"),      QStringLiteral("h100-sxm")}
            << "--kv-heads";
        QTest::newRow("zero layers")
            << QStringList{QStringLiteral("--layers"), QStringLiteral("0"), QStringLiteral("--gpu"),
                           QStringLiteral("h100-sxm")}
            << "--layers";
        QTest::newRow("zero params")
            << (QStringList{QStringLiteral("--params"), QStringLiteral("0")} + h100) << "--params";
        QTest::newRow("not a number")
            << (l3 + h100 + QStringList{QStringLiteral("--batch"), QStringLiteral("many")})
            << "--batch";
        QTest::newRow("two hardware sources")
            << (l3 + h100
                + QStringList{QStringLiteral("--bandwidth"), QStringLiteral("1e12"),
                              QStringLiteral("--peak"), QStringLiteral("1e14")})
            << "--gpu";
        QTest::newRow("unknown format")
            << (l3 + h100 + QStringList{QStringLiteral("--kv"), QStringLiteral("fp12")}) << "--kv";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, names);
        const auto r = roofline(QStringList{QStringLiteral("model")} + args
                                + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(names), qPrintable(r.err));
        // With --json the error is also the one JSON document on stdout, with its kind.
        const QJsonObject error =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("error")).toObject();
        QCOMPARE(error.value(QStringLiteral("kind")).toString(), QStringLiteral("invalid-input"));
        QVERIFY2(error.value(QStringLiteral("message")).toString().size() > 3, r.out.constData());
    }

    // Text output names the bound in words (translated); --json keeps the id (seedDecodeJson).
    void modelStateLabel_data() {
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QByteArray>("label");
        QTest::addColumn<QByteArray>("id");
        QTest::newRow("decode") << "decode"
                                << "0" << QByteArray("Memory-bound") << QByteArray("memory-bound");
        QTest::newRow("prefill") << "prefill"
                                 << "8000" << QByteArray("Compute-bound")
                                 << QByteArray("compute-bound");
    }
    void modelStateLabel() {
        QFETCH(QString, phase);
        QFETCH(QString, context);
        QFETCH(QByteArray, label);
        QFETCH(QByteArray, id);
        const auto r =
            roofline({QStringLiteral("model"), QStringLiteral("--params"), QStringLiteral("8e9"),
                      QStringLiteral("--bandwidth"), QStringLiteral("3.35e12"),
                      QStringLiteral("--peak"), QStringLiteral("990e12"), QStringLiteral("--phase"),
                      phase, QStringLiteral("--context"), context});
        QCOMPARE(r.exitCode, 0);
        const QStringList state =
            QString::fromUtf8(r.out).split(QLatin1Char('\n')).filter(QStringLiteral("State"));
        QCOMPARE(state.size(), 1);
        QVERIFY2(state.first().trimmed().endsWith(QString::fromLatin1(label)),
                 qPrintable(state.first()));
        QVERIFY2(!r.out.contains(id), r.out.constData());
    }

    void catalogLists() {
        const auto gpus =
            roofline({QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--json")});
        QCOMPARE(gpus.exitCode, 0);
        QVERIFY2(gpus.err.isEmpty(), qPrintable(gpus.err)); // no catalog warnings
        const QJsonArray g = gpus.json().array();
        QVERIFY(g.size() >= 14);
        for (const QJsonValue &v : g) {
            const QJsonObject o = v.toObject();
            for (const char *k :
                 {"id", "name", "source", "memory_bandwidth", "memory_capacity", "peak"})
                QVERIFY2(o.contains(QLatin1String(k)), k);
            QVERIFY(o.value(QStringLiteral("peak")).toObject().contains(QStringLiteral("fp32")));
        }
        const auto models = roofline(
            {QStringLiteral("catalog"), QStringLiteral("models"), QStringLiteral("--json")});
        QCOMPARE(models.exitCode, 0);
        const QJsonArray m = models.json().array();
        QVERIFY(m.size() >= 14);
        for (const QJsonValue &v : m) {
            const QJsonObject o = v.toObject();
            for (const char *k : {"id", "name", "source", "params", "layers", "d_model", "heads",
                                  "kv_heads", "head_dim", "ffn", "vocab"})
                QVERIFY2(o.contains(QLatin1String(k)), k);
        }
        const auto human = roofline({QStringLiteral("catalog"), QStringLiteral("formats")});
        QCOMPARE(human.exitCode, 0);
        QVERIFY(human.out.contains("fp32, tf32, bf16"));
        QCOMPARE(roofline({QStringLiteral("catalog"), QStringLiteral("cpus")}).exitCode, 2);
    }

    // `roofline probe` exit codes (src/cli/README.md): 0 stored whole, 1 failed, 3 cancelled,
    // 4 measured but not stored (tests/reliability shows 4 with real storage failures).
    void probeExitCodes_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("complete") << "complete" << QStringList() << 0 << QString();
        QTest::newRow("engine exits early")
            << "early-exit" << QStringList() << 1 << QStringLiteral("exited with code 7");
        QTest::newRow("engine crashes")
            << "crash" << QStringList() << 1 << QStringLiteral("crashed");
        QTest::newRow("engine stops responding")
            << "stopped" << QStringList{QStringLiteral("--stall-timeout"), QStringLiteral("1")} << 1
            << QStringLiteral("stopped responding");
        QTest::newRow("not stored, measured only")
            << "complete" << QStringList{QStringLiteral("--no-save")} << 0 << QString();
    }
    void probeExitCodes() {
        QFETCH(QString, mode);
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const auto r = roofline(QStringList{QStringLiteral("probe")} + extra,
                                {{QStringLiteral("FAKE_PROBE_MODE"), mode}});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    void probeCancelledExits3() {
        static QTemporaryDir home;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ROOFLINE_DB"), home.filePath(QStringLiteral("c.sqlite")));
        env.insert(QStringLiteral("ROOFLINE_PROBE"),
                   QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        env.insert(QStringLiteral("FAKE_PROBE_MODE"), QStringLiteral("slow"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), {QStringLiteral("probe")});
        QVERIFY(p.waitForStarted());
        // Until the first measurement is in.
        QByteArray err;
        while (!err.contains("50 %") && p.waitForReadyRead(10000))
            err += p.readAllStandardError();
        QVERIFY(p.state() == QProcess::Running && p.processId() > 0);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 3);
    }

    // Issue 31: a live probe, whose engine takes longer than the lease (ROOFLINE_RUN_LEASE)
    // between two measurements, is never listed as abandoned.
    void liveProbeRunIsNeverAbandoned() {
        QTemporaryDir home;
        QProcessEnvironment env = leaseEnvironment(home);
        // 4 measurements 1.6 s apart, each gap longer than the lease.
        env.insert(QStringLiteral("FAKE_PROBE_COUNT"), QStringLiteral("4"));
        env.insert(QStringLiteral("FAKE_PROBE_DELAY"), QStringLiteral("1.6"));
        QProcess live;
        live.setProcessEnvironment(env);
        live.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), {QStringLiteral("probe")});
        QVERIFY(live.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        int seenRunningLate = 0;
        while (live.state() == QProcess::Running && clock.elapsed() < 30000) {
            const QStringList s = statuses(listedRuns(env));
            QVERIFY2(!s.contains(QStringLiteral("abandoned")), qPrintable(s.join(u' ')));
            if (clock.elapsed() > 2500 && s == QStringList{QStringLiteral("running")})
                ++seenRunningLate;
            // The next sample when the run ends or 300 ms passed, whichever comes first.
            live.waitForFinished(300);
        }
        // (waitForFinished() is false for a process that has finished already.)
        QVERIFY(live.state() == QProcess::NotRunning || live.waitForFinished(30000));
        QVERIFY2(live.exitCode() == 0, live.readAllStandardError().constData());
        QVERIFY2(seenRunningLate >= 2, qPrintable(QString::number(seenRunningLate)));
        QCOMPARE(statuses(listedRuns(env)), QStringList{QStringLiteral("complete")});
    }

    // Issue 31: a run whose `roofline probe` was killed is listed as abandoned once the lease
    // has passed without a heartbeat, in JSON with the reason and in the text list; a complete
    // run beside it stays complete.
    void killedProbeRunIsAbandoned() {
        QTemporaryDir home;
        const QProcessEnvironment env = leaseEnvironment(home);
        QProcessEnvironment quick = env;
        quick.insert(QStringLiteral("FAKE_PROBE_COUNT"), QStringLiteral("2"));
        const Outcome complete = rooflineIn(quick, {QStringLiteral("probe")});
        QVERIFY2(complete.exitCode == 0, qPrintable(complete.err));
        killProbeOnAnotherNode(env, home);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(
            statuses(listedRuns(env)),
            (QStringList{QStringLiteral("abandoned"), QStringLiteral("complete")}), 10000);
        const QJsonObject run = listedRuns(env).first().toObject();
        QVERIFY2(run[QStringLiteral("reason")].toString().contains(QLatin1String("heartbeat")),
                 qPrintable(run[QStringLiteral("reason")].toString()));
        QVERIFY(run[QStringLiteral("measurement_count")].toInt() >= 1);
        // The text list says so too.
        const Outcome text = rooflineIn(env, {QStringLiteral("runs"), QStringLiteral("list")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("abandoned"));
    }

    // The fleet names a killed probe's abandoned run under its node's row, in the text and as
    // a field of the node in the JSON (scripts read it, not the text).
    void fleetNamesTheAbandonedRun() {
        QTemporaryDir home;
        const QProcessEnvironment env = leaseEnvironment(home);
        killProbeOnAnotherNode(env, home);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(statuses(listedRuns(env)),
                                  QStringList{QStringLiteral("abandoned")}, 10000);
        const qint64 id = listedRuns(env).first()[QStringLiteral("id")].toInteger();
        const Outcome fleet = rooflineIn(env, {QStringLiteral("fleet")});
        QCOMPARE(fleet.exitCode, 0);
        QVERIFY2(fleet.out.contains(QStringLiteral("run %1 abandoned").arg(id).toUtf8()),
                 fleet.out.constData());
        const Outcome fleetJson =
            rooflineIn(env, {QStringLiteral("--json"), QStringLiteral("fleet")});
        QCOMPARE(fleetJson.exitCode, 0);
        const QJsonArray nodes = fleetJson.json().object()[QStringLiteral("nodes")].toArray();
        QCOMPARE(nodes.size(), 1);
        const QJsonObject unfinished = nodes.first()[QStringLiteral("unfinished")].toObject();
        QCOMPARE(unfinished[QStringLiteral("run")].toInteger(), id);
        QCOMPARE(unfinished[QStringLiteral("status")].toString(), QStringLiteral("abandoned"));
        QVERIFY(QDateTime::fromString(unfinished[QStringLiteral("started_at")].toString(),
                                      Qt::ISODateWithMs)
                    .isValid());
    }

    void probeJsonSaysWhatIsStored() {
        const auto r = roofline({QStringLiteral("--json"), QStringLiteral("probe")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject run = r.json().object();
        QCOMPARE(run.value(QStringLiteral("stored")).toBool(), true);
        QCOMPARE(run.value(QStringLiteral("stored_measurements")).toInt(), 2);
        QVERIFY(run.value(QStringLiteral("id")).toInteger() > 0);
        QVERIFY(!run.contains(QStringLiteral("spool")));
    }

    void probeHelpDocumentsExitCodes() {
        const auto r = roofline({QStringLiteral("probe"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *line :
             {"  0  measured and stored whole", "  1  a run failed", "  2  usage error",
              "  3  cancelled", "  4  measured, but not stored whole"})
            QVERIFY2(r.out.contains(line), line);
        QVERIFY(r.out.contains("--spool"));
        QVERIFY(r.out.contains("--store-retry"));
        QVERIFY(r.out.contains("--stall-timeout"));
    }

    // --db: empty is a mistake (not the default); a URL that does not parse is an error, never
    // a file name; no password of a URL is ever printed.
    void databaseOption_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("empty") << QStringList{QStringLiteral("--db"), QString()} << 2;
        QTest::newRow("empty with =") << QStringList{QStringLiteral("--db=")} << 2;
        QTest::newRow("upper case, one slash")
            << QStringList{QStringLiteral("--db"),
                           QStringLiteral("POSTGRESQL:/ann:secretpw@host/db")}
            << 2;
        QTest::newRow("one slash")
            << QStringList{QStringLiteral("--db"),
                           QStringLiteral("postgresql:/ann:secretpw@host/db")}
            << 2;
        QTest::newRow("bad port") << QStringList{QStringLiteral("--db"),
                                                 QStringLiteral(
                                                     "postgresql://ann:secretpw@host:5x/db")}
                                  << 2;
        QTest::newRow("no host") << QStringList{QStringLiteral("--db"),
                                                QStringLiteral("postgresql://ann:secretpw@/db")}
                                 << 2;
        QTest::newRow("no database")
            << QStringList{QStringLiteral("--db"), QStringLiteral("postgresql://ann:secretpw@host")}
            << 2;
        QTest::newRow("bad option")
            << QStringList{QStringLiteral("--db"),
                           QStringLiteral("postgresql://ann:secretpw@host/db?x=secretpw")}
            << 2;
        QTest::newRow("space") << QStringList{QStringLiteral("--db"),
                                              QStringLiteral("postgresql://ann:secret pw@host/db")}
                               << 2;
        QTest::newRow("other scheme")
            << QStringList{QStringLiteral("--db"), QStringLiteral("mysql://ann:secretpw@host/db")}
            << 2;
        QTest::newRow("unreachable server")
            << QStringList{QStringLiteral("--db"),
                           QStringLiteral("postgresql://ann:secretpw@127.0.0.1:1/db")}
            << 1;
        QTest::newRow("sync target")
            << QStringList{QStringLiteral("runs"),
                           QStringLiteral("sync"),
                           QStringLiteral("--from"),
                           QStringLiteral("a.sqlite"),
                           QStringLiteral("--to"),
                           QStringLiteral("postgresql:/ann:secretpw@host/db")}
            << 2;
    }
    void databaseOption() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QTemporaryDir cwd;
        QProcess p;
        p.setWorkingDirectory(cwd.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("ROOFLINE_DB"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), cwd.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        const QStringList command =
            args.contains(QStringLiteral("sync"))
                ? args
                : args + QStringList{QStringLiteral("runs"), QStringLiteral("list")};
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), command);
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), exitCode);
        QVERIFY2(!err.isEmpty(), "an error must say what is wrong");
        QVERIFY2(!err.contains(QLatin1String("secret")) && !out.contains(QLatin1String("secret")),
                 qPrintable(err));
        // No SQLite file named like the URL.
        QCOMPARE(QDir(cwd.path()).entryList(QDir::Files), QStringList());
    }

    void emptyEnvironmentDatabaseIsTheDefault() {
        QTemporaryDir home;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ROOFLINE_DB"), QString());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                {QStringLiteral("runs"), QStringLiteral("list")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
    }

    void languages() {
        QCOMPARE(
            roofline({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--version")})
                .exitCode,
            0);
        const auto bad = roofline({QStringLiteral("--lang"), QStringLiteral("xx"),
                                   QStringLiteral("catalog"), QStringLiteral("gpus")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("xx")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
