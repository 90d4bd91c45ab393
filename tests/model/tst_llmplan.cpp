// SPDX-License-Identifier: MIT
// The LLM step plan (LlmPlan) against the analytic step (RooflineCalculator): the GEMM shapes
// the engine measures must carry exactly the FLOPs and weight bytes the roofline counts, group
// by group, for dense, MoE, MLA and sliding-window models.
#include "model/Catalog.h"
#include "model/llm/LlmPlan.h"
#include "model/llm/RooflineCalculator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace roofline;

namespace {

const ModelSpec &model(const QString &id) {
    const ModelSpec *m = Catalog::builtIn().model(id);
    if (!m)
        qFatal("no model %s", qPrintable(id));
    return *m;
}

OperatingPoint analytic(const ModelSpec &m, Phase phase, qint64 batch, qint64 context,
                        const QString &format) {
    Ceilings hw;
    hw.name = QStringLiteral("test");
    hw.bandwidth = 1e12;
    hw.uniformPeak = 1e15;
    InferenceConfig c;
    c.phase = phase;
    c.batch = batch;
    c.context = context;
    c.weights = format;
    const auto r = RooflineCalculator::evaluate(m, hw, c);
    if (!r)
        qFatal("%s", qPrintable(r.error().text()));
    return *r;
}

// Σ over the analytic breakdown of one group's parts (weights, or FLOPs), leaving activations
// and the KV cache out.
double analyticGroup(const OperatingPoint &op, KernelGroupId group, bool flops) {
    double s = 0;
    for (const StepComponent &c : op.breakdown) {
        if (c.group != group)
            continue;
        if (c.part == StepPart::Activations || c.part == StepPart::KvRead
            || c.part == StepPart::KvAppend || c.part == StepPart::KvWrite)
            continue;
        s += flops ? c.flops : c.bytes;
    }
    return s;
}

double planGroup(const LlmCase &c, KernelGroupId group, bool flops) {
    double s = 0;
    for (const LlmKernel &k : c.kernels) {
        if (k.group != group)
            continue;
        if (flops)
            s += k.flops * k.calls();
        else if (k.op == LlmKernel::Op::Gemm)
            s += double(k.n) * double(k.k) * (k.weightFormat == QLatin1String("fp32") ? 4 : 2)
                 * k.calls();
    }
    return s;
}

bool near(double a, double b, double rel) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

const LlmKernel *kernel(const LlmCase &c, const QString &id) {
    for (const LlmKernel &k : c.kernels) {
        if (k.id == id)
            return &k;
    }
    return nullptr;
}

} // namespace

class TestLlmPlan : public QObject {
    Q_OBJECT

private slots:
    void countsMatchTheCalculator_data() {
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<QString>("format");
        for (const char *id : {"llama-3-8b", "qwen2.5-7b", "mixtral-8x7b", "qwen3-30b-a3b",
                               "deepseek-v3", "gemma-2-9b", "gemma-3-4b"}) {
            for (qint64 b : {1, 8, 64})
                QTest::addRow("%s decode b%lld", id, b)
                    << QString::fromLatin1(id) << QStringLiteral("decode") << b
                    << QStringLiteral("bf16");
            QTest::addRow("%s prefill", id) << QString::fromLatin1(id) << QStringLiteral("prefill")
                                            << qint64(1) << QStringLiteral("bf16");
        }
        QTest::addRow("llama-3-8b fp32") << QStringLiteral("llama-3-8b") << QStringLiteral("decode")
                                         << qint64(8) << QStringLiteral("fp32");
    }
    void countsMatchTheCalculator() {
        QFETCH(QString, modelId);
        QFETCH(QString, phase);
        QFETCH(qint64, batch);
        QFETCH(QString, format);
        const ModelSpec &m = model(modelId);
        const bool decode = phase == QLatin1String("decode");
        const qint64 context = 1024;
        LlmPlanRequest req;
        req.formats = {format};
        req.batches = {batch};
        req.context = context;
        req.decode = decode;
        if (!decode)
            req.prefillLengths = {512};
        const auto plan = LlmPlan::build(m, req);
        QVERIFY2(plan.ok(), qPrintable(plan ? QString() : plan.error().text()));
        QCOMPARE(plan->cases.size(), 1);
        const LlmCase &c = plan->cases.first();
        QVERIFY(c.notMeasured.isEmpty());
        const OperatingPoint op = analytic(m, decode ? Phase::Decode : Phase::Prefill, batch,
                                           decode ? context : 512, format);
        for (KernelGroupId g : {KernelGroupId::AttentionProjections, KernelGroupId::FeedForward,
                                KernelGroupId::Experts, KernelGroupId::LmHead,
                                KernelGroupId::Attention, KernelGroupId::SlidingAttention}) {
            // Biases and the q/k or latent norms are parameters the roofline counts and no
            // GEMM holds: a few in 10^4.
            const double rel = 2e-4;
            const double fa = analyticGroup(op, g, true), fp = planGroup(c, g, true);
            QVERIFY2(
                near(fa, fp, rel),
                qPrintable(
                    QStringLiteral("%1 FLOPs: analytic %2, plan %3").arg(int(g)).arg(fa).arg(fp)));
            if (g == KernelGroupId::Attention || g == KernelGroupId::SlidingAttention)
                continue;
            const double ba = analyticGroup(op, g, false), bp = planGroup(c, g, false);
            QVERIFY2(
                near(ba, bp, rel),
                qPrintable(
                    QStringLiteral("%1 bytes: analytic %2, plan %3").arg(int(g)).arg(ba).arg(bp)));
        }
        // The decode KV read the attention kernel is charged with is the analytic one.
        if (decode) {
            double kvPlan = 0;
            for (const LlmKernel &k : c.kernels) {
                if (k.op == LlmKernel::Op::Attention)
                    kvPlan += k.bytes * k.calls();
            }
            double kvRead = 0;
            for (const StepComponent &p : op.breakdown) {
                if (p.part == StepPart::KvRead || p.part == StepPart::KvAppend)
                    kvRead += p.bytes;
            }
            QVERIFY2(
                near(kvPlan, kvRead, 1e-9),
                qPrintable(QStringLiteral("KV: plan %1, analytic %2").arg(kvPlan).arg(kvRead)));
        }
    }

    void llama3ShapesAreTheModels() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16")};
        req.batches = {8};
        const auto plan = LlmPlan::build(model(QStringLiteral("llama-3-8b")), req);
        QVERIFY(plan.ok());
        const LlmCase &c = plan->cases.first();
        QCOMPARE(c.id, QStringLiteral("decode/bf16/b8"));
        // Q and O are both 4096 × 4096: one kernel called twice per layer.
        const LlmKernel *q = kernel(c, QStringLiteral("q_proj+o_proj"));
        QVERIFY(q);
        QCOMPARE(q->perLayer, 2.0);
        QCOMPARE(q->m, 8);
        QCOMPARE(q->n, 4096);
        QCOMPARE(q->k, 4096);
        QCOMPARE(q->layers, 32);
        // K and V share one shape: one kernel called twice per layer.
        const LlmKernel *kv = kernel(c, QStringLiteral("k_proj+v_proj"));
        QVERIFY(kv);
        QCOMPARE(kv->n, 1024);
        QCOMPARE(kv->perLayer, 2.0);
        const LlmKernel *gu = kernel(c, QStringLiteral("gate_proj+up_proj"));
        QVERIFY(gu);
        QCOMPARE(gu->n, 14336);
        const LlmKernel *down = kernel(c, QStringLiteral("down_proj"));
        QVERIFY(down);
        QCOMPARE(down->k, 14336);
        const LlmKernel *head = kernel(c, QStringLiteral("lm_head"));
        QVERIFY(head);
        QCOMPARE(head->n, 128256);
        QCOMPARE(head->layers, 1);
        const LlmKernel *att = kernel(c, QStringLiteral("attention"));
        QVERIFY(att);
        QCOMPARE(att->keys, 1025);
        QCOMPARE(att->kvHeads, 8);
        QCOMPARE(att->heads, 32);
        // One layer's weights: 218 M parameters, 0.44 GB in bf16.
        const double layer = (c.weightBytes() - 2.0 * 128256 * 4096) / 32;
        QVERIFY(near(layer, 2.0 * 218103808, 1e-9));
    }

    void moeTouchesExpectedExperts() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16")};
        req.batches = {1, 4};
        const ModelSpec &m = model(QStringLiteral("mixtral-8x7b"));
        const auto plan = LlmPlan::build(m, req);
        QVERIFY(plan.ok());
        const LlmKernel *one = kernel(plan->cases[0], QStringLiteral("experts.gate_proj+up_proj"));
        const LlmKernel *four = kernel(plan->cases[1], QStringLiteral("experts.gate_proj+up_proj"));
        QVERIFY(one && four);
        QCOMPARE(one->perLayer, 2.0 * 2); // A = 2 experts, gate and up each
        const double touched4 = 8 * (1 - std::pow(1 - 2.0 / 8, 4));
        QVERIFY(near(four->perLayer, 2 * touched4, 1e-12));
        QCOMPARE(four->m, qint64(std::ceil(4 * 2 / touched4)));
    }

    void mlaAttendsToTheLatent() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16")};
        req.batches = {1};
        const auto plan = LlmPlan::build(model(QStringLiteral("deepseek-v3")), req);
        QVERIFY(plan.ok());
        const LlmKernel *att = kernel(plan->cases.first(), QStringLiteral("attention"));
        QVERIFY(att);
        QVERIFY(att->sharedKv);
        QCOMPARE(att->kvHeads, 1);
        QCOMPARE(att->headDim, 512 + 64);
        QCOMPARE(att->vDim, 512);
    }

    void contextBeyondTheMaximumIsNotMeasured() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16")};
        req.batches = {1};
        const ModelSpec &m = model(QStringLiteral("llama-3-8b"));
        req.context = m.maxContext; // + the new token: one beyond
        const auto plan = LlmPlan::build(m, req);
        QVERIFY(plan.ok());
        QVERIFY(plan->cases.first().notMeasured.contains(QStringLiteral("beyond")));
        QVERIFY(plan->cases.first().kernels.isEmpty());
    }

    void badRequestsAreRefused_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<QString>("needle");
        QTest::addRow("format") << QStringLiteral("fp4") << qint64(1) << QStringLiteral("fp4");
        QTest::addRow("batch 0") << QStringLiteral("bf16") << qint64(0) << QStringLiteral("batch");
    }
    void badRequestsAreRefused() {
        QFETCH(QString, format);
        QFETCH(qint64, batch);
        QFETCH(QString, needle);
        LlmPlanRequest req;
        req.formats = {format};
        req.batches = {batch};
        const auto plan = LlmPlan::build(model(QStringLiteral("llama-3-8b")), req);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().text().contains(needle), qPrintable(plan.error().text()));
    }

    void jsonCarriesTheSchema() {
        LlmPlanRequest req;
        req.formats = {QStringLiteral("bf16")};
        req.batches = {2};
        req.prefillLengths = {128};
        const auto plan = LlmPlan::build(model(QStringLiteral("llama-3-8b")), req);
        QVERIFY(plan.ok());
        const QJsonObject o = QJsonDocument::fromJson(plan->toJsonBytes()).object();
        QCOMPARE(o.value(QStringLiteral("schema")).toString(), QLatin1String(LlmPlan::kSchema));
        const QJsonArray cases = o.value(QStringLiteral("cases")).toArray();
        QCOMPARE(cases.size(), 2);
        const QJsonObject prefill = cases[1].toObject();
        QCOMPARE(prefill.value(QStringLiteral("phase")).toString(), QStringLiteral("prefill"));
        bool causal = false;
        const QJsonArray kernels = prefill.value(QStringLiteral("kernels")).toArray();
        for (const QJsonValue &k : kernels) {
            if (k.toObject().value(QStringLiteral("op")).toString() == QLatin1String("attention"))
                causal = k.toObject().value(QStringLiteral("causal")).toBool();
        }
        QVERIFY(causal);
    }
};

QTEST_GUILESS_MAIN(TestLlmPlan)
#include "tst_llmplan.moc"
