// SPDX-License-Identifier: MIT
// The measured LLM step from the command line (issue 19): `roofline probe --llm…` measures a
// model's step (cpu.llm) and stores it; `roofline model --run N --measured` puts the measured
// step time and tok/s beside the analytic ones with the kernel efficiency they imply. Bad
// requests are usage errors before anything is measured.
#include "support/CliRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::home;
using clitest::Outcome;

Outcome cli(const QStringList &args) {
    return clitest::run(args, QStringLiteral("llm.sqlite"));
}

// A two-layer Llama-shaped config.json: small enough to measure in a second.
QString tinyConfig() {
    const QString path = home().filePath(QStringLiteral("tiny-llama.json"));
    QFile f(path);
    if (!f.exists()) {
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write the config");
        f.write(R"({"architectures":["LlamaForCausalLM"],"model_type":"llama","hidden_size":256,
"num_hidden_layers":2,"num_attention_heads":4,"num_key_value_heads":2,"intermediate_size":512,
"vocab_size":1000,"max_position_embeddings":2048,"torch_dtype":"bfloat16","tie_word_embeddings":false})");
    }
    return path;
}

// A small sweep, so that an LLM run takes seconds.
QStringList smallSweep() {
    return {QStringLiteral("--suite"),      QStringLiteral("quick"),
            QStringLiteral("--engine-arg"), QStringLiteral("--max-bytes"),
            QStringLiteral("--engine-arg"), QStringLiteral("64M")};
}

} // namespace

class TestLlmCli : public QObject {
    Q_OBJECT

private slots:
    void badRequestsAreUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needle");
        QTest::addRow("unknown model")
            << QStringList{QStringLiteral("probe"), QStringLiteral("--no-save"),
                           QStringLiteral("--llm"), QStringLiteral("no-such-model")}
            << QStringLiteral("no-such-model");
        QTest::addRow("options without a model")
            << QStringList{QStringLiteral("probe"), QStringLiteral("--no-save"),
                           QStringLiteral("--llm-batches"), QStringLiteral("1,2")}
            << QStringLiteral("--llm-batches needs --llm");
        QTest::addRow("bad batch")
            << QStringList{QStringLiteral("probe"),         QStringLiteral("--no-save"),
                           QStringLiteral("--llm"),         QStringLiteral("llama-3-8b"),
                           QStringLiteral("--llm-batches"), QStringLiteral("1,x")}
            << QStringLiteral("--llm-batches");
        QTest::addRow("bad format")
            << QStringList{QStringLiteral("probe"),         QStringLiteral("--no-save"),
                           QStringLiteral("--llm"),         QStringLiteral("llama-3-8b"),
                           QStringLiteral("--llm-formats"), QStringLiteral("fp4")}
            << QStringLiteral("fp4");
        QTest::addRow("measured without a run")
            << QStringList{QStringLiteral("model"),      QStringLiteral("--model"),
                           QStringLiteral("llama-3-8b"), QStringLiteral("--gpu"),
                           QStringLiteral("h100-sxm"),   QStringLiteral("--measured")}
            << QStringLiteral("--measured needs --run");
    }
    void badRequestsAreUsageErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, needle);
        const Outcome o = cli(args);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(needle), qPrintable(o.err));
    }

    void measuredStepBesideTheAnalytic() {
        const QString config = tinyConfig();
        Outcome probe =
            cli(QStringList{QStringLiteral("probe"), QStringLiteral("--only"),
                            QStringLiteral("cpu.llm"), QStringLiteral("--llm-config"), config,
                            QStringLiteral("--llm-formats"), QStringLiteral("bf16"),
                            QStringLiteral("--llm-batches"), QStringLiteral("1,4"),
                            QStringLiteral("--llm-context"), QStringLiteral("128")}
                + smallSweep());
        QVERIFY2(probe.exitCode == 0, qPrintable(probe.err));

        const QStringList model = {
            QStringLiteral("model"),   QStringLiteral("--config"), config,
            QStringLiteral("--run"),   QStringLiteral("1"),        QStringLiteral("--measured"),
            QStringLiteral("--batch"), QStringLiteral("4"),        QStringLiteral("--context"),
            QStringLiteral("128")};
        const Outcome json = cli(QStringList{QStringLiteral("--json")} + model);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject m = json.json().value(QLatin1String("measured")).toObject();
        QCOMPARE(m.value(QLatin1String("case")).toString(), QStringLiteral("decode/bf16/b4"));
        const double step = m.value(QLatin1String("step_time")).toDouble();
        QVERIFY(step > 0);
        QVERIFY(qAbs(m.value(QLatin1String("tokens_per_second")).toDouble() - 4 / step)
                < 1e-6 * (4 / step));
        const double eff = m.value(QLatin1String("kernel_efficiency")).toDouble();
        QVERIFY(eff > 0);
        QVERIFY(qAbs(eff - m.value(QLatin1String("analytic_grouped_step_time")).toDouble() / step)
                < 1e-9);

        const Outcome text = cli(model);
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains("kernel efficiency: measured"), text.out.constData());
        QVERIFY(text.out.contains("Measured on this device (cpu.llm, decode/bf16/b4"));
        // The roof of its bandwidth efficiency is named with its figure (cpu.llm's DRAM read).
        QVERIFY2(text.out.contains("of the memory read it measured ("), text.out.constData());

        // Without --context: the context the run measured (128), said so — not the calculator's
        // default of 0 tokens, which no probe measures. The same answer as with --context 128.
        QStringList noContext = model;
        noContext.removeAt(noContext.indexOf(QStringLiteral("--context")) + 1);
        noContext.removeAll(QStringLiteral("--context"));
        const Outcome implied = cli(QStringList{QStringLiteral("--json")} + noContext);
        QVERIFY2(implied.exitCode == 0, qPrintable(implied.err));
        QCOMPARE(implied.json().value(QLatin1String("context")).toDouble(), 128.0);
        QCOMPARE(implied.json().value(QLatin1String("measured")).toObject(), m);
        const Outcome impliedText = cli(noContext);
        QVERIFY2(impliedText.out.contains("Context 128 tokens, as run 1 measured it (--context)."),
                 impliedText.out.constData());

        // A batch the run did not measure: a failure naming what it did measure.
        QStringList other = model;
        other[other.indexOf(QStringLiteral("4"))] = QStringLiteral("2");
        const Outcome missing = cli(other);
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("decode/bf16/b1")), qPrintable(missing.err));
    }

    // What the engine could not measure is stored with the run, a record per case (probe →
    // runner → database → `runs show` and its JSON → the calculator's answer): a format this
    // CPU lacks (fp8: no CPU GEMM) and a prompt beyond the model's 2048 tokens.
    void notMeasuredCasesAreStoredWithTheRun() {
        const Outcome probe = cli(
            QStringList{QStringLiteral("--json"), QStringLiteral("probe"), QStringLiteral("--only"),
                        QStringLiteral("cpu.llm"), QStringLiteral("--llm-config"), tinyConfig(),
                        QStringLiteral("--llm-formats"), QStringLiteral("bf16,fp8"),
                        QStringLiteral("--llm-batches"), QStringLiteral("1"),
                        QStringLiteral("--llm-prefill"), QStringLiteral("4096"),
                        QStringLiteral("--llm-context"), QStringLiteral("128")}
            + smallSweep());
        QVERIFY2(probe.exitCode == 0, qPrintable(probe.err));
        const QString id = QString::number(probe.json().value(QLatin1String("id")).toInteger());
        QVERIFY2(id != QLatin1String("0"), probe.out.constData());

        const Outcome shown =
            cli({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("show"), id});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QMap<QString, QString> reasons; // case id → reason
        const QJsonArray warnings = shown.json().value(QLatin1String("warnings")).toArray();
        for (const QJsonValue &w : warnings) {
            const QJsonObject c = w.toObject().value(QLatin1String("case")).toObject();
            if (w.toObject().value(QLatin1String("code")).toString()
                == QLatin1String("not-measured")) {
                QCOMPARE(c.value(QLatin1String("model")).toString(), QStringLiteral("tiny-llama"));
                reasons.insert(c.value(QLatin1String("id")).toString(),
                               c.value(QLatin1String("reason")).toString());
            }
        }
        QCOMPARE(reasons.keys(),
                 QStringList({QStringLiteral("decode/fp8/b1"), QStringLiteral("prefill/bf16/t4096"),
                              QStringLiteral("prefill/fp8/t4096")}));
        QVERIFY2(reasons.value(QStringLiteral("decode/fp8/b1")).contains(QLatin1String("fp8")),
                 qPrintable(reasons.value(QStringLiteral("decode/fp8/b1"))));
        QVERIFY2(
            reasons.value(QStringLiteral("prefill/bf16/t4096")).contains(QLatin1String("beyond")),
            qPrintable(reasons.value(QStringLiteral("prefill/bf16/t4096"))));

        const Outcome text = cli({QStringLiteral("runs"), QStringLiteral("show"), id});
        QVERIFY2(text.out.contains("\nNot measured:\n"), text.out.constData());
        QVERIFY2(text.out.contains("\n  cpu.llm tiny-llama decode/fp8/b1: q_proj+o_proj: fp8 "),
                 text.out.constData());
        // … and among every warning the engine raised: kind, what it means, the engine's words.
        QVERIFY2(text.out.contains("\nWarnings ("), text.out.constData());
        QVERIFY2(text.out.contains("\n  [not measured] A case was not measured (cpu.llm)\n      "),
                 text.out.constData());
        // Most serious first: no caveat or note before a case that was not measured.
        const qsizetype lastNotMeasured = text.out.lastIndexOf("\n  [not measured] ");
        for (const char *later : {"\n  [caveat] ", "\n  [note] "}) {
            const qsizetype at = text.out.indexOf(later);
            QVERIFY2(at < 0 || at > lastNotMeasured, text.out.constData());
        }

        // The calculator's view: the reason, not "the run has no such step".
        const Outcome fp8 =
            cli({QStringLiteral("model"), QStringLiteral("--config"), tinyConfig(),
                 QStringLiteral("--run"), id, QStringLiteral("--measured"),
                 QStringLiteral("--weights"), QStringLiteral("fp8"), QStringLiteral("--batch"),
                 QStringLiteral("1"), QStringLiteral("--context"), QStringLiteral("128")});
        QCOMPARE(fp8.exitCode, 1);
        QVERIFY2(fp8.err.contains(QStringLiteral("decode/fp8/b1: not measured because")),
                 qPrintable(fp8.err));
    }

    // cpu.llm keeps its own time budget: with none left every case is a stored "not measured"
    // record naming the budget, and the run is complete, not failed.
    void aSpentBudgetIsACompleteRunWithRecords() {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ROOFLINE_DB"), home().filePath(QStringLiteral("llm.sqlite")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home().path());
        env.insert(QStringLiteral("XDG_STATE_HOME"), home().path());
        env.insert(QStringLiteral("ROOFLINE_LLM_BUDGET_SECONDS"), QStringLiteral("0"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                QStringList{QStringLiteral("--json"), QStringLiteral("probe"),
                            QStringLiteral("--only"), QStringLiteral("cpu.llm"),
                            QStringLiteral("--llm-config"), tinyConfig(),
                            QStringLiteral("--llm-formats"), QStringLiteral("bf16"),
                            QStringLiteral("--llm-batches"), QStringLiteral("1,2"),
                            QStringLiteral("--llm-context"), QStringLiteral("64")}
                    + smallSweep());
        QVERIFY(p.waitForFinished(180000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QJsonObject run = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(run.value(QLatin1String("status")).toString(), QStringLiteral("complete"));
        const QString id = QString::number(run.value(QLatin1String("id")).toInteger());
        const Outcome shown =
            cli({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("show"), id});
        QStringList budgetCases;
        const QJsonArray warnings = shown.json().value(QLatin1String("warnings")).toArray();
        for (const QJsonValue &w : warnings) {
            const QJsonObject c = w.toObject().value(QLatin1String("case")).toObject();
            if (c.value(QLatin1String("reason")).toString().contains(QLatin1String("time budget")))
                budgetCases << c.value(QLatin1String("id")).toString();
        }
        QCOMPARE(budgetCases,
                 QStringList({QStringLiteral("decode/bf16/b1"), QStringLiteral("decode/bf16/b2")}));
        const QJsonArray measurements = shown.json().value(QLatin1String("measurements")).toArray();
        for (const QJsonValue &m : measurements)
            QVERIFY(m.toObject().value(QLatin1String("metric")).toString()
                    != QLatin1String("llm_step"));
    }
};

QTEST_GUILESS_MAIN(TestLlmCli)
#include "tst_llmcli.moc"
