// SPDX-License-Identifier: MIT
// cpu.llm end to end through the real roofline-probe on a tiny model: every kernel of the plan
// is a measurement with its statistics, bound and efficiency, the step is one too, and what
// cannot be measured (a format the CPU lacks, a context beyond the model's maximum, a layer
// that does not fit in memory) is a "not-measured" warning, never a number. A malformed plan
// stops the engine before it measures anything.
#include "model/llm/LlmPlan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;

namespace {

QString probeBinary() {
    return QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe");
}

ModelSpec tinyModel() {
    ModelSpec m;
    m.id = QStringLiteral("tiny");
    m.name = QStringLiteral("Tiny");
    m.layers = 2;
    m.dModel = 256;
    m.heads = 4;
    m.kvHeads = 2;
    m.headDim = 64;
    m.ffn = 512;
    m.vocab = 1000;
    m.maxContext = 100;
    return m;
}

struct Run {
    int exitCode = -1;
    QByteArray err;
    QList<QJsonObject> lines;
    QList<QJsonObject> measurements(const QString &metric) const {
        QList<QJsonObject> out;
        for (const auto &o : lines) {
            if (o.value(QLatin1String("type")).toString() == QLatin1String("measurement")
                && o.value(QLatin1String("metric")).toString() == metric)
                out << o;
        }
        return out;
    }
    QStringList warnings(const QString &code) const {
        QStringList out;
        for (const auto &o : lines) {
            if (o.value(QLatin1String("type")).toString() == QLatin1String("warning")
                && o.value(QLatin1String("code")).toString() == code)
                out << o.value(QLatin1String("message")).toString();
        }
        return out;
    }
};

Run runEngine(const QByteArray &plan, bool ownGemm = false) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(plan) != plan.size())
        qFatal("cannot write the plan");
    f.close();
    QProcess p;
    if (ownGemm) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ROOFLINE_LLM_GEMM"), QStringLiteral("own"));
        p.setProcessEnvironment(env);
    }
    p.start(probeBinary(),
            {QStringLiteral("--only"), QStringLiteral("cpu.llm"), QStringLiteral("--suite"),
             QStringLiteral("quick"), QStringLiteral("--max-bytes"), QStringLiteral("64M"),
             QStringLiteral("--point-seconds"), QStringLiteral("0.05"),
             QStringLiteral("--llm-plan"), path});
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    // A crash (an abort under a sanitizer, a signal) is no exit status: -signal, with stderr
    // kept for the failure message.
    r.exitCode = p.exitStatus() == QProcess::CrashExit ? -p.exitCode() : p.exitCode();
    r.err = p.readAllStandardError();
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            r.lines << QJsonDocument::fromJson(line).object();
    }
    return r;
}

} // namespace

class TestLlmProbe : public QObject {
    Q_OBJECT

private slots:
    void measuresEveryKernelAndTheStep() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16"), QStringLiteral("fp32"), QStringLiteral("fp8")};
        req.batches = {1, 4};
        req.context = 64;
        req.prefillLengths = {32, 200}; // 200: beyond the model's 100 tokens
        const auto plan = LlmPlan::build(tinyModel(), req);
        QVERIFY(plan.ok());
        const Run r = runEngine(plan->toJsonBytes());
        QVERIFY2(r.exitCode == 0, r.err.constData());

        const auto steps = r.measurements(QStringLiteral("llm_step"));
        // bf16 and fp32: decode b1, b4, prefill t32 each.
        QCOMPARE(steps.size(), 6);
        for (const QJsonObject &s : steps) {
            const QJsonObject p = s.value(QLatin1String("params")).toObject();
            QVERIFY(s.value(QLatin1String("value")).toDouble() > 0);
            QCOMPARE(s.value(QLatin1String("unit")).toString(), QStringLiteral("s"));
            QVERIFY(p.value(QLatin1String("tokens_per_second")).toDouble() > 0);
            QVERIFY(p.contains(QLatin1String("bound")));
            QVERIFY(s.value(QLatin1String("n")).toInt() >= 1);
            // How the replay ended is said (the budget's rule), with the passes asked.
            QVERIFY2(QStringList({QStringLiteral("statistics"), QStringLiteral("stable"),
                                  QStringLiteral("max_seconds"), QStringLiteral("time_budget")})
                         .contains(p.value(QLatin1String("stopped_by")).toString()),
                     qPrintable(p.value(QLatin1String("stopped_by")).toString()));
            QCOMPARE(p.value(QLatin1String("passes_asked")).toInt(), 3); // quick suite
            QVERIFY(p.value(QLatin1String("case_budget_seconds")).toDouble() > 0);
        }
        const auto kernels = r.measurements(QStringLiteral("llm_kernel"));
        QStringList ids;
        for (const QJsonObject &k : kernels) {
            const QJsonObject p = k.value(QLatin1String("params")).toObject();
            if (p.value(QLatin1String("case")).toString() == QLatin1String("decode/bf16/b4"))
                ids << k.value(QLatin1String("kernel")).toString();
            QVERIFY(p.value(QLatin1String("bytes_per_second")).toDouble() > 0);
            QVERIFY(p.value(QLatin1String("flops_per_second")).toDouble() > 0);
            QVERIFY(p.contains(QLatin1String("efficiency")));
            QVERIFY(!p.value(QLatin1String("implementation")).toString().isEmpty());
        }
        ids.sort();
        QCOMPARE(ids,
                 QStringList({QStringLiteral("attention"), QStringLiteral("down_proj"),
                              QStringLiteral("gate_proj+up_proj"), QStringLiteral("k_proj+v_proj"),
                              QStringLiteral("lm_head"), QStringLiteral("q_proj+o_proj")}));
        // The run's own ceilings came first: DRAM read and a library peak per format.
        QVERIFY(!r.measurements(QStringLiteral("llm_ceiling")).isEmpty());

        const QStringList refused = r.warnings(QStringLiteral("not-measured"));
        const QString all = refused.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("decode/fp8/b1: not measured because")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("prefill/bf16/t200: not measured because a context of "
                                             "200 tokens is beyond")),
                 qPrintable(all));
        // Each refusal carries its case as a record (what the runner stores with the run).
        QStringList recorded;
        for (const QJsonObject &o : r.lines) {
            const QJsonObject c = o.value(QLatin1String("case")).toObject();
            if (o.value(QLatin1String("code")).toString() != QLatin1String("not-measured"))
                continue;
            QCOMPARE(c.value(QLatin1String("model")).toString(), QStringLiteral("tiny"));
            QVERIFY(!c.value(QLatin1String("reason")).toString().isEmpty());
            QVERIFY(o.value(QLatin1String("message"))
                        .toString()
                        .endsWith(c.value(QLatin1String("reason")).toString()));
            recorded << c.value(QLatin1String("id")).toString();
        }
        QVERIFY2(recorded.contains(QStringLiteral("decode/fp8/b1"))
                     && recorded.contains(QStringLiteral("prefill/bf16/t200")),
                 qPrintable(recorded.join(QLatin1Char(' '))));
        // No figure for what was refused.
        for (const QJsonObject &s : steps) {
            const QString c =
                s.value(QLatin1String("params")).toObject().value(QLatin1String("case")).toString();
            QVERIFY(!c.contains(QLatin1String("fp8")) && !c.contains(QLatin1String("t200")));
        }
    }

    // The engine's own GEMM (what runs without oneDNN): every kernel measured by it, and
    // formats it lacks refused.
    void theOwnGemmPath() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16"), QStringLiteral("int8")};
        req.batches = {2};
        req.context = 32;
        const auto plan = LlmPlan::build(tinyModel(), req);
        QVERIFY(plan.ok());
        const Run r = runEngine(plan->toJsonBytes(), true);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.measurements(QStringLiteral("llm_step")).size(), 1);
        for (const QJsonObject &k : r.measurements(QStringLiteral("llm_kernel"))) {
            const QString impl = k.value(QLatin1String("params"))
                                     .toObject()
                                     .value(QLatin1String("implementation"))
                                     .toString();
            QVERIFY2(impl.startsWith(QLatin1String("engine")), qPrintable(impl));
        }
        const QString all = r.warnings(QStringLiteral("not-measured")).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("decode/int8/b2: not measured because")),
                 qPrintable(all));
    }

    void aLayerThatDoesNotFitIsNotMeasured() {
        // One fp32 weight matrix of 2^34 elements: 64 GiB, more than any CI machine has.
        const QByteArray plan =
            R"({"schema":"roofline-llm-plan/1","model":{"id":"big","name":"Big","layers":1,"max_context":0},
"cases":[{"id":"decode/fp32/b1","phase":"decode","format":"fp32","batch":1,"prompt":0,"context":0,"kernels":[
{"id":"q","group":"attention_projections","op":"gemm","m":1,"n":131072,"k":131072,"tokens":1,"weights_format":"fp32","activations_format":"fp32","per_layer":1,"layers":1,"flops":1,"bytes":1}]}]})";
        const Run r = runEngine(plan);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.measurements(QStringLiteral("llm_step")).isEmpty());
        QVERIFY(r.measurements(QStringLiteral("llm_kernel")).isEmpty());
        const QString all = r.warnings(QStringLiteral("not-measured")).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("not measured because one layer")), qPrintable(all));
    }

    void aMalformedPlanStopsTheEngine() {
        const Run r = runEngine(R"({"schema":"roofline-llm-plan/1","model":{},"cases":[]})");
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(r.err.contains("--llm-plan"), r.err.constData());
        QVERIFY(r.measurements(QStringLiteral("llm_step")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLlmProbe)
#include "tst_llmprobe.moc"
