// SPDX-License-Identifier: MIT
// `roofline model` as scripts use it (issue 17): user-saved ids, overrides applied or refused,
// the context check, --require-fit, tensor parallelism with the link from a GPU, a flag or a
// measured run, --config, and the kernel groups in JSON.
#include "model/Catalog.h"
#include "model/Run.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"
#include "storage/RunRepository.h"
#include "support/CliRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;

namespace {

using clitest::Outcome; // exit code, stdout, stderr of one `roofline` run

QTemporaryDir &home() {
    static QTemporaryDir dir;
    return dir;
}
QString dbPath() {
    return home().filePath(QStringLiteral("models.sqlite"));
}

Outcome cli(QStringList args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"), dbPath());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home().path());
    p.setProcessEnvironment(env);
    args.prepend(QStringLiteral("model"));
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), args);
    if (!p.waitForFinished(60000))
        qFatal("roofline did not finish");
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}

QStringList words(const char *line) {
    return QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

Measurement point(const char *metric, const char *level, const char *format, double value,
                  const char *unit) {
    Measurement m;
    m.probe = QStringLiteral("test");
    m.metric = QLatin1String(metric);
    m.level = QLatin1String(level);
    m.format = QLatin1String(format);
    m.kernel = QStringLiteral("read");
    m.workingSetBytes = qint64(4) << 30;
    m.value = m.best = m.min = m.median = m.max = m.mean = value;
    m.unit = QLatin1String(unit);
    m.n = 10;
    return m;
}

} // namespace

class TestModelCli : public QObject {
    Q_OBJECT
    qint64 m_runId = 0;

private slots:
    void initTestCase() {
        QVERIFY(home().isValid());
        const auto db = storage::DatabaseOpener::open(dbPath());
        QVERIFY2(db, qPrintable(db ? QString() : db.error().text()));
        storage::ProfileRepository profiles(*db);
        QVERIFY(profiles.syncBuiltInCatalog());
        // A user model: Llama 3 8B cut to 16 layers, saved under its own id.
        ModelSpec half = *Catalog::builtIn().model(QStringLiteral("llama-3-8b"));
        half.id = QStringLiteral("lab-llama-16l");
        half.name = QStringLiteral("Lab Llama 16 layers");
        half.source = QStringLiteral("user");
        half.layers = 16;
        QVERIFY(profiles.saveModel(half));
        // A user GPU: an H100 whose HBM the lab measured at 3.0 TB/s.
        HardwareProfile gpu = *Catalog::builtIn().gpu(QStringLiteral("h100-sxm"));
        gpu.id = QStringLiteral("lab-h100");
        gpu.name = QStringLiteral("Lab H100");
        gpu.source = QStringLiteral("user");
        gpu.memoryBandwidth = 3.0e12;
        QVERIFY(profiles.saveGpu(gpu));
        // A measured run with HBM, bf16 and a peer-to-peer copy of 380 GB/s.
        Run run;
        run.uuid = QStringLiteral("00000000-0000-4000-8000-00000000d0d0");
        run.startedAt = run.finishedAt = QDateTime::currentDateTimeUtc();
        run.suite = QStringLiteral("standard");
        run.host.hostname = QStringLiteral("gpu07");
        run.device.id = QStringLiteral("cuda:0");
        run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
        run.device.provenance.insert(QStringLiteral("memory_bytes"), 80e9);
        run.measurements << point("bandwidth", "HBM", "", 3.1e12, "B/s")
                         << point("throughput", "", "bf16", 700e12, "FLOP/s")
                         << point("bandwidth", "P2P", "", 380e9, "B/s");
        const auto id = storage::RunRepository(*db).insert(run);
        QVERIFY(id);
        m_runId = *id;
    }

    void userSavedIds() {
        const auto r = cli(words("--model lab-llama-16l --gpu lab-h100 --json"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("lab-llama-16l"));
        QCOMPARE(o.value(QStringLiteral("effective_bandwidth")).toDouble(), 3.0e12);
        QCOMPARE(o.value(QStringLiteral("model_spec"))[QStringLiteral("layers")].toInt(), 16);
        // Unknown everywhere: a usage error that says where it looked.
        const auto unknown = cli(words("--model no-such-model --gpu h100-sxm"));
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("--model")), qPrintable(unknown.err));
        QVERIFY(unknown.err.contains(QStringLiteral("database")));
        QCOMPARE(cli(words("--model llama-3-8b --gpu no-such-gpu")).exitCode, 2);
    }

    void overridesAreApplied() {
        const auto base = cli(words("--model llama-3-8b --gpu h100-sxm --json")).json();
        const auto r = cli(words("--model llama-3-8b --layers 16 --gpu h100-sxm --json"));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(QStringLiteral("model_spec"))[QStringLiteral("layers")].toInt(), 16);
        QVERIFY(o.value(QStringLiteral("weight_bytes")).toDouble()
                < 0.6 * base.value(QStringLiteral("weight_bytes")).toDouble());
        QVERIFY(o.value(QStringLiteral("command_notes"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(QStringLiteral("--layers 16 (was 32)")));
        // Text output says so too.
        const auto text = cli(words("--model llama-3-8b --layers 16 --gpu h100-sxm"));
        QVERIFY(text.out.contains("--layers 16 (was 32)"));
        // A windowed model keeps its pattern: all 32 windowed → all 16.
        const auto w = cli(words("--model mistral-7b --layers 16 --gpu h100-sxm --json")).json();
        QCOMPARE(w.value(QStringLiteral("model_spec"))[QStringLiteral("sliding_layers")].toInt(),
                 16);
        // What cannot apply is refused, not ignored.
        const auto params = cli(words("--model llama-3-8b --params 8e9 --gpu h100-sxm"));
        QCOMPARE(params.exitCode, 2);
        QVERIFY(params.err.contains(QStringLiteral("--params")));
        const auto heads = cli(words("--model llama-3-8b --kv-heads 5 --gpu h100-sxm"));
        QCOMPARE(heads.exitCode, 2);
        QVERIFY2(heads.err.contains(QStringLiteral("--kv-heads")), qPrintable(heads.err));
    }

    void contextCheck() {
        // Decode at 8191 cached tokens writes position 8192: within Llama 3's 8192.
        auto o = cli(words("--model llama-3-8b --gpu h100-sxm --context 8191 --json")).json();
        QCOMPARE(o.value(QStringLiteral("fits_context")).toBool(), true);
        o = cli(words("--model llama-3-8b --gpu h100-sxm --context 8192 --json")).json();
        QCOMPARE(o.value(QStringLiteral("fits_context")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("notes"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(QStringLiteral("8193")));
        // Custom models are checked when they state a maximum.
        const QStringList custom = words("--layers 4 --d-model 512 --heads 8 --ffn 1024 "
                                         "--vocab 1000 --max-context 4096 --bandwidth 1e12 "
                                         "--peak 1e14 --context 5000 --json");
        o = cli(custom).json();
        QCOMPARE(o.value(QStringLiteral("fits_context")).toBool(), false);
        const auto strict = cli(custom + QStringList{QStringLiteral("--require-fit")});
        QCOMPARE(strict.exitCode, 1);
        QVERIFY(strict.err.contains(QStringLiteral("4096")));
        QVERIFY(QJsonDocument::fromJson(strict.out).isObject()); // the result is still printed
    }

    void requireFit() {
        const auto no = cli(words("--model llama-3-70b --gpu h100-sxm --require-fit --json"));
        QCOMPARE(no.exitCode, 1);
        QVERIFY(no.err.contains(QStringLiteral("--require-fit")));
        QCOMPARE(no.json().value(QStringLiteral("fits_in_memory")).toBool(), false);
        QCOMPARE(cli(words("--model llama-3-8b --gpu h100-sxm --require-fit")).exitCode, 0);
        // Without a capacity the fit is unknown: --require-fit cannot pass.
        QCOMPARE(cli(words("--params 8e9 --bandwidth 3e12 --peak 1e15 --require-fit")).exitCode, 1);
        // --memory replaces the hardware's capacity.
        QCOMPARE(
            cli(words("--model llama-3-70b --gpu h100-sxm --memory 200e9 --require-fit")).exitCode,
            0);
    }

    void tensorParallel() {
        auto r = cli(words("--model llama-3-70b --gpu h100-sxm --tp 8 --batch 8 --json"));
        QCOMPARE(r.exitCode, 0);
        QJsonObject tp = r.json().value(QStringLiteral("tensor_parallel")).toObject();
        QCOMPARE(tp.value(QStringLiteral("size")).toInt(), 8);
        QCOMPARE(tp.value(QStringLiteral("link_bandwidth")).toDouble(), 450e9); // NVLink 4 each way
        QVERIFY(tp.value(QStringLiteral("link_bytes")).toDouble() > 0);
        QCOMPARE(r.json().value(QStringLiteral("fits_in_memory")).toBool(), true);
        // A given link bandwidth wins.
        r = cli(words("--model llama-3-70b --gpu h100-sxm --tp 8 --link-bandwidth 100e9 --json"));
        tp = r.json().value(QStringLiteral("tensor_parallel")).toObject();
        QCOMPARE(tp.value(QStringLiteral("link_bandwidth")).toDouble(), 100e9);
        // A measured run's peer copy is the link.
        r = cli(QStringList{QStringLiteral("--model"), QStringLiteral("llama-3-70b"),
                            QStringLiteral("--run"), QString::number(m_runId),
                            QStringLiteral("--tp"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        tp = r.json().value(QStringLiteral("tensor_parallel")).toObject();
        QCOMPARE(tp.value(QStringLiteral("link_bandwidth")).toDouble(), 380e9);
        QVERIFY(r.json()
                    .value(QStringLiteral("hardware"))
                    .toString()
                    .contains(QStringLiteral("gpu07")));
        // Heads that do not split, a link flag without --tp, hardware without a link.
        const auto odd = cli(words("--model llama-3-70b --gpu h100-sxm --tp 3"));
        QCOMPARE(odd.exitCode, 2);
        QVERIFY(odd.err.contains(QStringLiteral("--tp")));
        QCOMPARE(cli(words("--model llama-3-8b --gpu h100-sxm --link-bandwidth 1e9")).exitCode, 2);
        const auto noLink = cli(words("--params 8e9 --layers 32 --d-model 4096 --bandwidth 3e12 "
                                      "--peak 1e15 --tp 2"));
        QCOMPARE(noLink.exitCode, 2);
        QVERIFY(noLink.err.contains(QStringLiteral("--link-bandwidth")));
    }

    void config() {
        const QString dir = QStringLiteral(ROOFLINE_TEST_DATA "/hf-configs/");
        auto r =
            cli({QStringLiteral("--config"), dir + QStringLiteral("gpt-oss-120b.json"),
                 QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject spec = r.json().value(QStringLiteral("model_spec")).toObject();
        QCOMPARE(spec.value(QStringLiteral("mlp_format")).toString(), QStringLiteral("mxfp4"));
        QCOMPARE(spec.value(QStringLiteral("sliding_window")).toInt(), 128);
        QVERIFY(!r.json().value(QStringLiteral("config_notes")).toArray().isEmpty());
        QCOMPARE(r.json().value(QStringLiteral("fits_in_memory")).toBool(), true);
        // Overrides apply to an imported config too.
        r = cli({QStringLiteral("--config"), dir + QStringLiteral("llama-3.1-8b.json"),
                 QStringLiteral("--layers"), QStringLiteral("8"), QStringLiteral("--gpu"),
                 QStringLiteral("h100-sxm"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("model_spec"))[QStringLiteral("layers")].toInt(), 8);
        // A bad config names the field; a missing file is a runtime failure.
        QTemporaryDir tmp;
        QFile bad(tmp.filePath(QStringLiteral("config.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"model_type": "llama", "hidden_size": 4096})");
        bad.close();
        r = cli({QStringLiteral("--config"), bad.fileName(), QStringLiteral("--gpu"),
                 QStringLiteral("h100-sxm")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("num_hidden_layers")), qPrintable(r.err));
        r = cli({QStringLiteral("--config"), tmp.filePath(QStringLiteral("none.json")),
                 QStringLiteral("--gpu"), QStringLiteral("h100-sxm")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(
            cli({QStringLiteral("--config"), bad.fileName(), QStringLiteral("--model"),
                 QStringLiteral("llama-3-8b"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm")})
                .exitCode,
            2);
    }

    void groupsInJson() {
        const QJsonObject o =
            cli(words("--model llama-3-70b --gpu h200-sxm --batch 256 --context 1024 --json"))
                .json();
        const QJsonArray groups = o.value(QStringLiteral("groups")).toArray();
        QVERIFY(groups.size() >= 5);
        double sum = 0;
        QStringList states;
        for (const QJsonValue &g : groups) {
            sum += g[QStringLiteral("time_s")].toDouble();
            states << g[QStringLiteral("state")].toString();
            QVERIFY(!g[QStringLiteral("id")].toString().isEmpty());
        }
        const QJsonObject grouped = o.value(QStringLiteral("grouped")).toObject();
        QVERIFY(qAbs(sum / grouped.value(QStringLiteral("step_time_s")).toDouble() - 1) < 1e-9);
        QVERIFY(states.contains(QStringLiteral("compute-bound")));
        QVERIFY(states.contains(QStringLiteral("memory-bound")));
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("memory-bound"));
        QVERIFY(grouped.value(QStringLiteral("step_time_s")).toDouble()
                > 1.06 * o.value(QStringLiteral("step_time_s")).toDouble());
        // Text output has the table.
        const auto text = cli(words("--model llama-3-8b --gpu h100-sxm"));
        QVERIFY(text.out.contains("Kernel group"));
        QVERIFY(text.out.contains("attention projections"));
    }

    void precisionFlags() {
        const QJsonObject f =
            cli(words("--model llama-3.1-70b --gpu h100-sxm --weights fp8 --json"))
                .json()
                .value(QStringLiteral("formats"))
                .toObject();
        QCOMPARE(f.value(QStringLiteral("kv")).toString(), QStringLiteral("bf16"));
        QCOMPARE(f.value(QStringLiteral("lm_head")).toString(), QStringLiteral("bf16"));
        const QJsonObject g = cli(words("--model llama-3.1-70b --gpu h100-sxm --weights fp8 "
                                        "--kv fp8 --lm-head fp8 --json"))
                                  .json()
                                  .value(QStringLiteral("formats"))
                                  .toObject();
        QCOMPARE(g.value(QStringLiteral("kv")).toString(), QStringLiteral("fp8"));
        QCOMPARE(g.value(QStringLiteral("lm_head")).toString(), QStringLiteral("fp8"));
        const auto bad = cli(words("--model llama-3-8b --gpu h100-sxm --lm-head fp13"));
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--lm-head")));
        const auto mfu = cli(words("--model llama-3-8b --gpu h100-sxm --compute-efficiency 0.5 "
                                   "--json"))
                             .json();
        QCOMPARE(mfu.value(QStringLiteral("effective_peak_flops")).toDouble(),
                 0.5 * mfu.value(QStringLiteral("peak_flops")).toDouble());
    }
};

QTEST_GUILESS_MAIN(TestModelCli)
#include "tst_modelcli.moc"
