// SPDX-License-Identifier: MIT
// The engine's LLM step plan reader (LlmStepPlan, JsonReader): the plan the Qt side writes
// (model/LlmPlan) reads back with the same shapes and counts, and every malformed plan is
// refused with an error naming the field, before anything is measured.
#include "model/Catalog.h"
#include "model/llm/LlmPlan.h"
#include "probes/engine/JsonReader.h"
#include "probes/llm/LlmKernels.h"
#include "probes/llm/LlmStepPlan.h"

#include <QTest>
#include <cmath>
#include <vector>

using namespace roofline;
using probes::LlmStepPlan;

namespace {

QByteArray llamaPlan() {
    LlmPlanRequest req;
    req.formats = {QStringLiteral("bf16")};
    req.batches = {1, 8};
    req.prefillLengths = {64};
    const auto plan = LlmPlan::build(*Catalog::builtIn().model(QStringLiteral("llama-3-8b")), req);
    if (!plan)
        qFatal("%s", qPrintable(plan.error().text()));
    return plan->toJsonBytes();
}

// A minimal valid plan with one GEMM; `kernel` replaces the kernel object's fields.
QByteArray tinyPlan(const QByteArray &kernel, const QByteArray &caseExtra = {}) {
    return R"({"schema":"roofline-llm-plan/1","model":{"id":"t","name":"T","layers":2,"max_context":0},
"cases":[{"id":"decode/bf16/b1","phase":"decode","format":"bf16","batch":1,"prompt":0,"context":16)"
           + caseExtra + R"(,"kernels":[)" + kernel + "]}]}";
}

constexpr char kGemm[] =
    R"({"id":"q","group":"attention_projections","op":"gemm","m":1,"n":64,"k":64,"tokens":1,"weights_format":"bf16","activations_format":"bf16","per_layer":1,"layers":2,"flops":8192,"bytes":8448})";

} // namespace

class TestLlmStepPlan : public QObject {
    Q_OBJECT

private slots:
    void theQtPlanReadsBack() {
        const QByteArray json = llamaPlan();
        std::string error;
        const auto plan =
            LlmStepPlan::parse(std::string_view(json.constData(), json.size()), &error);
        QVERIFY2(plan.has_value(), error.c_str());
        QCOMPARE(plan->layers, 32);
        QCOMPARE(plan->cases.size(), std::size_t(3));
        const auto &decode = plan->cases[1];
        QCOMPARE(decode.id, std::string("decode/bf16/b8"));
        bool sawDown = false, sawAttention = false;
        for (const auto &k : decode.kernels) {
            if (k.id == "down_proj") {
                sawDown = true;
                QCOMPARE(k.m, 8);
                QCOMPARE(k.n, 4096);
                QCOMPARE(k.k, 14336);
                QCOMPARE(k.layers, 32);
            }
            if (k.op == probes::LlmKernelSpec::Op::Attention) {
                sawAttention = true;
                QCOMPARE(k.keys, 1025);
                QCOMPARE(k.kvHeads, 8);
                QVERIFY(!k.causal);
            }
        }
        QVERIFY(sawDown && sawAttention);
        const auto &prefill = plan->cases[2];
        QCOMPARE(prefill.phase, std::string("prefill"));
        for (const auto &k : prefill.kernels) {
            if (k.op == probes::LlmKernelSpec::Op::Attention)
                QVERIFY(k.causal && k.queries == 64 && k.keys == 64);
        }
    }

    void malformedPlansAreRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("needle");
        QTest::addRow("not json") << QByteArray("{") << "not valid JSON";
        QTest::addRow("trailing comma") << QByteArray(R"({"schema":"x",})") << "expected a key";
        QTest::addRow("text after") << tinyPlan(kGemm) + "x"
                                    << "after the document";
        QTest::addRow("array") << QByteArray("[]") << "must be a JSON object";
        QTest::addRow("schema") << QByteArray(
            R"({"schema":"roofline-llm-plan/2","model":{},"cases":[]})")
                                << "roofline-llm-plan/1";
        QTest::addRow("duplicate key")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":1,"m":2,)")) << "given twice";
        QTest::addRow("unknown key")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":1,"mm":2,)"))
            << "mm: unknown key";
        QTest::addRow("missing key")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", "")) << "kernels[0].m: missing";
        QTest::addRow("string for integer")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":"1",)"))
            << "expected an integer";
        QTest::addRow("fraction for integer")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":1.5,)"))
            << "expected an integer";
        QTest::addRow("zero rows")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":0,)")) << "outside";
        QTest::addRow("huge integer")
            << tinyPlan(QByteArray(kGemm).replace(R"("m":1,)", R"("m":99999999999999999999,)"))
            << "beyond 2^53";
        QTest::addRow("unknown format") << tinyPlan(
            QByteArray(kGemm).replace(R"("weights_format":"bf16")", R"("weights_format":"fp4")"))
                                        << "unknown format 'fp4'";
        QTest::addRow("unknown op")
            << tinyPlan(QByteArray(kGemm).replace(R"("op":"gemm")", R"("op":"conv")")) << "conv";
        QTest::addRow("unknown group")
            << tinyPlan(QByteArray(kGemm).replace("attention_projections", "lora")) << "lora";
        QTest::addRow("more layers than the model")
            << tinyPlan(QByteArray(kGemm).replace(R"("layers":2)", R"("layers":3)"))
            << "the model has 2";
        QTest::addRow("zero calls")
            << tinyPlan(QByteArray(kGemm).replace(R"("per_layer":1)", R"("per_layer":0)"))
            << "per_layer";
        QTest::addRow("tokens beyond rows")
            << tinyPlan(QByteArray(kGemm).replace(R"("tokens":1)", R"("tokens":2)")) << "tokens";
        QTest::addRow("no kernels and no reason") << tinyPlan({}) << "empty";
        QTest::addRow("kernels for a case not measured")
            << tinyPlan(kGemm, R"(,"not_measured":"too long")") << "not measured";
        QTest::addRow("kv heads do not divide") << tinyPlan(
            R"({"id":"attention","group":"attention","op":"attention","batch":1,"queries":1,"keys":17,"causal":false,"heads":6,"kv_heads":4,"head_dim":64,"v_dim":64,"shared_kv":false,"window":0,"kv_format":"bf16","per_layer":1,"layers":2,"flops":1,"bytes":1})")
                                                << "must divide heads";
        QTest::addRow("causal with other keys") << tinyPlan(
            R"({"id":"attention","group":"attention","op":"attention","batch":1,"queries":8,"keys":9,"causal":true,"heads":4,"kv_heads":2,"head_dim":64,"v_dim":64,"shared_kv":false,"window":0,"kv_format":"bf16","per_layer":1,"layers":2,"flops":1,"bytes":1})")
                                                << "keys must equal";
        QTest::addRow("raw control character")
            << QByteArray("{\"schema\":\"a\tb\"}") << "control character";
        QTest::addRow("lone surrogate") << QByteArray(R"({"schema":"\ud800"})") << "surrogate";
        QTest::addRow("deep nesting") << QByteArray(40, '[') + QByteArray(40, ']') << "deeper";
        QTest::addRow("leading zero") << QByteArray(R"({"a":01})") << "expected ',' or '}'";
    }
    void malformedPlansAreRefused() {
        QFETCH(QByteArray, json);
        QFETCH(QString, needle);
        std::string error;
        const auto plan =
            LlmStepPlan::parse(std::string_view(json.constData(), json.size()), &error);
        QVERIFY(!plan.has_value());
        QVERIFY2(QString::fromStdString(error).contains(needle), error.c_str());
    }

    void aValidTinyPlanParses() {
        const QByteArray json = tinyPlan(kGemm);
        std::string error;
        const auto plan =
            LlmStepPlan::parse(std::string_view(json.constData(), json.size()), &error);
        QVERIFY2(plan.has_value(), error.c_str());
        QCOMPARE(plan->cases[0].kernels[0].callsPerStep(), 2.0);
    }

    // The engine's own kernels against a plain reference: the GEMM (fp32, bf16) and the
    // attention (decode and causal, GQA, shared latent).
    void ownGemmIsRight_data() {
        QTest::addColumn<bool>("bf16");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addRow("fp32 gemv") << false << 1 << 37 << 100;
        QTest::addRow("fp32 gemm") << false << 5 << 16 << 64;
        QTest::addRow("bf16 gemv") << true << 1 << 9 << 33;
        QTest::addRow("bf16 gemm") << true << 3 << 12 << 128;
    }
    void ownGemmIsRight() {
        QFETCH(bool, bf16);
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, k);
        namespace lk = probes::llmkernels;
        std::vector<float> a(size_t(m) * k), w(size_t(n) * k);
        for (size_t i = 0; i < a.size(); ++i)
            a[i] = float((i * 7) % 13) / 8.0f - 0.75f; // exact in bf16
        for (size_t i = 0; i < w.size(); ++i)
            w[i] = float((i * 5) % 11) / 4.0f - 1.25f;
        std::vector<std::uint16_t> a16(a.size()), w16(w.size());
        for (size_t i = 0; i < a.size(); ++i)
            a16[i] = lk::floatToBf16(a[i]);
        for (size_t i = 0; i < w.size(); ++i)
            w16[i] = lk::floatToBf16(w[i]);
        std::vector<float> c(size_t(m) * n, -1);
        // Two slices, as two threads would compute them.
        const int half = n / 2;
        for (auto [b, e] : {std::pair{0, half}, std::pair{half, n}})
            lk::gemm(bf16 ? lk::Storage::Bf16 : lk::Storage::Fp32,
                     bf16 ? static_cast<const void *>(a16.data()) : a.data(),
                     bf16 ? static_cast<const void *>(w16.data()) : w.data(), c.data(), m, n, k, b,
                     e);
        for (int i = 0; i < m; ++i) {
            for (int j = 0; j < n; ++j) {
                double ref = 0;
                for (int t = 0; t < k; ++t)
                    ref += double(a[size_t(i) * k + t]) * w[size_t(j) * k + t];
                QVERIFY2(std::abs(c[size_t(i) * n + j] - ref) < 1e-3 * (1 + std::abs(ref)),
                         qPrintable(QStringLiteral("C[%1][%2] = %3, expected %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(c[size_t(i) * n + j])
                                        .arg(ref)));
            }
        }
    }

    void ownAttentionIsRight_data() {
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("heads");
        QTest::addRow("decode gqa") << false << false << 0 << 4;
        QTest::addRow("decode 8 per kv head") << false << false << 0 << 16;
        QTest::addRow("decode 6 per kv head") << false << false << 0 << 12;
        QTest::addRow("decode latent") << false << true << 0 << 4;
        QTest::addRow("causal") << true << false << 0 << 4;
        QTest::addRow("causal window") << true << false << 3 << 4;
    }
    void ownAttentionIsRight() {
        QFETCH(bool, causal);
        QFETCH(bool, shared);
        QFETCH(int, window);
        QFETCH(int, heads);
        namespace lk = probes::llmkernels;
        lk::AttentionShape sh;
        sh.heads = heads;
        sh.kvHeads = shared ? 1 : 2;
        sh.headDim = 16;
        sh.vDim = shared ? 8 : 16;
        sh.keys = 7;
        sh.queries = causal ? 7 : 1;
        sh.causal = causal;
        sh.sharedKv = shared;
        sh.window = window;
        const int vStride = shared ? sh.headDim : sh.vDim;
        std::vector<float> q(size_t(sh.queries) * sh.heads * sh.headDim);
        for (size_t i = 0; i < q.size(); ++i)
            q[i] = std::sin(float(i)) * 0.5f;
        std::vector<float> kc(size_t(sh.kvHeads) * sh.keys * sh.headDim),
            vc(size_t(sh.kvHeads) * sh.keys * vStride);
        for (size_t i = 0; i < kc.size(); ++i)
            kc[i] = std::cos(float(i) * 0.3f);
        for (size_t i = 0; i < vc.size(); ++i)
            vc[i] = std::sin(float(i) * 0.7f);
        if (shared)
            vc = kc;
        std::vector<float> out(size_t(sh.queries) * sh.heads * sh.vDim, -9);
        std::vector<float> scratch(size_t(sh.heads) * sh.keys);
        for (int g = 0; g < sh.kvHeads; ++g)
            lk::attentionGroup(lk::Storage::Fp32, sh, q.data(),
                               kc.data() + size_t(g) * sh.keys * sh.headDim,
                               vc.data() + size_t(g) * sh.keys * vStride, sh.headDim, vStride,
                               out.data(), g, scratch.data());
        const int per = sh.heads / sh.kvHeads;
        for (int qi = 0; qi < sh.queries; ++qi) {
            const int last = causal ? qi + 1 : int(sh.keys);
            const int first = causal && window > 0 ? std::max(0, last - window) : 0;
            for (int h = 0; h < sh.heads; ++h) {
                const int g = h / per;
                std::vector<double> p;
                double mx = -1e30;
                for (int t = first; t < last; ++t) {
                    double s = 0;
                    for (int d = 0; d < sh.headDim; ++d)
                        s += double(q[(size_t(qi) * sh.heads + h) * sh.headDim + d])
                             * kc[(size_t(g) * sh.keys + t) * sh.headDim + d];
                    p.push_back(s / std::sqrt(double(sh.headDim)));
                    mx = std::max(mx, p.back());
                }
                double sum = 0;
                for (double &x : p)
                    sum += (x = std::exp(x - mx));
                for (int d = 0; d < sh.vDim; ++d) {
                    double ref = 0;
                    for (int t = first; t < last; ++t)
                        ref += p[size_t(t - first)] / sum
                               * vc[(size_t(g) * sh.keys + t) * vStride + d];
                    const float got = out[(size_t(qi) * sh.heads + h) * sh.vDim + d];
                    QVERIFY2(std::abs(got - ref) < 1e-4,
                             qPrintable(QStringLiteral("q%1 h%2 d%3: %4, expected %5")
                                            .arg(qi)
                                            .arg(h)
                                            .arg(d)
                                            .arg(got)
                                            .arg(ref)));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLlmStepPlan)
#include "tst_llmstepplan.moc"
