// SPDX-License-Identifier: MIT
// cuda.llm's decisions before it touches a device, without a GPU: FakeCudaApi stands in for
// the runtime (no device, one device of a given architecture, SMs, L2 and free memory), the
// plan is parsed by the engine's own reader (LlmStepPlan) from the JSON the Qt side writes,
// and LlmDevicePlan decides what is measured and why not. A case that cannot run must carry a
// sentence naming the reason and no copies or sizes a number could come from.
#include "FakeCudaApi.h"
#include "cuda/DevicePlanning.h"
#include "cuda/LlmDevicePlan.h"
#include "cuda/LlmKernelConstants.h"
#include "probes/llm/LlmRecords.h"
#include "probes/llm/LlmStepPlan.h"

#include <QTest>

using namespace roofline::cuda;
using roofline::probes::LlmCaseSpec;
using roofline::probes::LlmKernelSpec;
using roofline::probes::LlmStepPlan;

namespace {

// One Llama-3-8B decode case (batch b, context 1024) in `format`, as model/LlmPlan writes it
// (prefill: `queries` prompt tokens, causal).
std::string llamaPlan(const std::string &format, int batch, const std::string &kvFormat = "bf16",
                      int headDim = 128, int heads = 32, int kvHeads = 8, int queries = 1,
                      bool causal = false) {
    const std::string b = std::to_string(batch);
    const auto n = [](long long v) { return std::to_string(v); };
    const auto gemm = [&](const std::string &id, const std::string &group, int rows, int cols,
                          int perLayer, int layers) {
        return R"({"id":")" + id + R"(","group":")" + group + R"(","op":"gemm","m":)" + b
               + R"(,"n":)" + n(rows) + R"(,"k":)" + n(cols) + R"(,"tokens":)" + b
               + R"(,"weights_format":")" + format + R"(","activations_format":")" + format
               + R"(","per_layer":)" + n(perLayer) + R"(,"layers":)" + n(layers)
               + R"(,"flops":1,"bytes":1})";
    };
    const std::string attention =
        R"({"id":"attention","group":"attention","op":"attention","batch":)" + b + R"(,"queries":)"
        + n(queries) + R"(,"keys":)" + n(causal ? queries : 1025) + R"(,"causal":)"
        + (causal ? "true" : "false") + R"(,"heads":)" + n(heads) + R"(,"kv_heads":)" + n(kvHeads)
        + R"(,"head_dim":)" + n(headDim) + R"(,"v_dim":)" + n(headDim)
        + R"(,"shared_kv":false,"window":0,"kv_format":")" + kvFormat
        + R"(","per_layer":1,"layers":32,"flops":1,"bytes":1})";
    return R"({"schema":"roofline-llm-plan/1","model":{"id":"llama-3-8b","name":"Llama 3 8B","layers":32,"max_context":8192},"cases":[{"id":"case/)"
           + format + "/b" + b + R"(","phase":")" + (causal ? "prefill" : "decode")
           + R"(","format":")" + format + R"(","batch":)" + b + R"(,"prompt":)"
           + n(causal ? queries : 0) + R"(,"context":)" + n(causal ? 0 : 1024) + R"(,"kernels":[)"
           + gemm("q_proj+o_proj", "attention_projections", 4096, 4096, 2, 32) + ","
           + gemm("k_proj+v_proj", "attention_projections", 1024, 4096, 2, 32) + ","
           + gemm("gate+up", "feed_forward", 14336, 4096, 2, 32) + ","
           + gemm("down", "feed_forward", 4096, 14336, 1, 32) + "," + attention + ","
           + gemm("lm_head", "lm_head", 128256, 4096, 1, 1) + "]}]}";
}

LlmCaseSpec parsedCase(const std::string &json) {
    std::string error;
    const auto plan = LlmStepPlan::parse(json, &error);
    if (!plan || plan->cases.size() != 1)
        qFatal("the test's plan does not parse: %s", error.c_str());
    return plan->cases.front();
}

// An H200-like GPU as the fake runtime reports it (free memory read with a context, as the
// probe's spec is).
GpuSpec gpu(int cc, double freeGb) {
    FakeCudaApi api(1);
    api.gpu.name = "fake H200";
    api.gpu.ccMajor = cc / 10;
    api.gpu.ccMinor = cc % 10;
    api.gpu.smCount = 132;
    api.gpu.l2Bytes = 50ull << 20;
    api.gpu.freeMemBytes = static_cast<std::uint64_t>(freeGb * 1e9);
    return specForProbing(api, api.describe(0));
}

} // namespace

class TestCudaLlm : public QObject {
    Q_OBJECT
private slots:
    void withoutADeviceItSaysWhy_data() {
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("ordinal");
        QTest::addColumn<QString>("reason"); // empty: there is a device to measure on
        QTest::newRow("no device") << 0 << 0 << QStringLiteral("there is no CUDA device");
        QTest::newRow("ordinal beyond") << 1 << 1 << QStringLiteral("cuda:1 does not exist");
        QTest::newRow("one device") << 1 << 0 << QString();
    }
    void withoutADeviceItSaysWhy() {
        QFETCH(int, devices);
        QFETCH(int, ordinal);
        QFETCH(QString, reason);
        FakeCudaApi api(devices);
        const auto why = llm::deviceUnavailable(api, ordinal);
        QCOMPARE(why.has_value(), !reason.isEmpty());
        if (why)
            QVERIFY2(QString::fromStdString(*why).contains(reason), why->c_str());
        QVERIFY(api.contexts.empty()); // deciding creates no context
    }

    void aLayerMustFitInFreeMemory_data() {
        QTest::addColumn<double>("freeGb");
        QTest::addColumn<QString>("reason");
        // One bf16 layer of Llama-3-8B is 0.44 GB, its lm_head 1.05 GB.
        QTest::newRow("80 GB free") << 80.0 << QString();
        QTest::newRow("1 GB free") << 1.0
                                   << QStringLiteral("one layer and the lm_head need 1.53 GB and "
                                                     "1.00 GB of device memory are free");
    }
    void aLayerMustFitInFreeMemory() {
        QFETCH(double, freeGb);
        QFETCH(QString, reason);
        const LlmCaseSpec c = parsedCase(llamaPlan("bf16", 8));
        const llm::CasePlan p = llm::planCase(c, gpu(90, freeGb));
        if (!reason.isEmpty()) {
            QVERIFY2(QString::fromStdString(p.notMeasured).contains(reason), p.notMeasured.c_str());
            return;
        }
        QVERIFY2(p.notMeasured.empty(), p.notMeasured.c_str());
        QCOMPARE(p.copies.size(), c.kernels.size());
        // Every kernel's round over its copies streams at least 4 × L2 (the attention's KV
        // cache of 33.6 MB at batch 8 and the 33.6 MB q/o weights need copies; the lm_head's
        // 1.05 GB does not).
        const double l2 = 50.0 * (1 << 20);
        for (std::size_t i = 0; i < c.kernels.size(); ++i) {
            const LlmKernelSpec &k = c.kernels[i];
            const double held =
                k.instances()
                * (k.op == LlmKernelSpec::Op::Gemm
                       ? double(k.n) * double(k.k) * LlmStepPlan::bytesOf(k.weightsFormat)
                       : llm::kvCacheBytes(k));
            QVERIFY2(p.copies[i] * held >= 4 * l2 || p.copies[i] == 64, k.id.c_str());
            QVERIFY2(p.copies[i] == 1 || (p.copies[i] - 1) * held < 4 * l2, k.id.c_str());
        }
        QCOMPARE(p.copies.back(), 1); // lm_head
        QVERIFY(p.layerBytes > 1.4e9 && p.layerBytes < 1.6e9);
    }

    void aFormatTheGpuLacksIsNotMeasured_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("cc");
        QTest::addColumn<QString>("reason");
        QTest::newRow("fp8 on sm_80") << "fp8" << 80 << "fp8 (e4m3/e5m2) needs sm_89 or newer";
        QTest::newRow("bf16 on sm_75") << "bf16" << 75 << "bf16 needs sm_80 or newer";
        QTest::newRow("int8 on sm_70") << "int8" << 70 << "int8 tensor GEMM needs sm_75";
        QTest::newRow("fp32 anywhere") << "fp32" << 90 << "cuda.llm runs no fp32 GEMM";
        QTest::newRow("fp8 on sm_90") << "fp8" << 90 << QString();
        QTest::newRow("int8 on sm_90") << "int8" << 90 << QString();
        QTest::newRow("fp16 on sm_75") << "fp16" << 75 << QString();
    }
    void aFormatTheGpuLacksIsNotMeasured() {
        QFETCH(QString, format);
        QFETCH(int, cc);
        QFETCH(QString, reason);
        const std::string kv = format == QLatin1String("fp16") ? "fp16" : "bf16";
        const llm::CasePlan p =
            llm::planCase(parsedCase(llamaPlan(format.toStdString(), 1, kv)), gpu(cc, 80));
        if (reason.isEmpty()) {
            QVERIFY2(p.notMeasured.empty(), p.notMeasured.c_str());
        } else {
            QVERIFY2(QString::fromStdString(p.notMeasured).contains(reason), p.notMeasured.c_str());
            QVERIFY(p.copies.empty()); // nothing sized, nothing to measure
        }
    }

    void attentionShapesTheKernelDoesNotRun_data() {
        QTest::addColumn<QString>("kv");
        QTest::addColumn<int>("headDim");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("queries");
        QTest::addColumn<QString>("reason");
        QTest::newRow("llama") << "bf16" << 128 << 32 << 8 << 1 << QString();
        QTest::newRow("fp16 kv, dim 64, MHA") << "fp16" << 64 << 16 << 16 << 1 << QString();
        QTest::newRow("prefill") << "bf16" << 128 << 32 << 8 << 128 << "decode only";
        QTest::newRow("dim 96") << "bf16" << 96 << 32 << 8 << 1 << "head dimensions 96/96";
        QTest::newRow("group 16") << "bf16" << 128 << 64 << 4 << 1 << "groups of 1, 2, 4, 8";
        QTest::newRow("fp32 kv") << "fp32" << 128 << 32 << 8 << 1 << "a fp32 KV cache";
    }
    void attentionShapesTheKernelDoesNotRun() {
        QFETCH(QString, kv);
        QFETCH(int, headDim);
        QFETCH(int, heads);
        QFETCH(int, kvHeads);
        QFETCH(int, queries);
        QFETCH(QString, reason);
        const LlmCaseSpec c = parsedCase(
            llamaPlan("bf16", 1, kv.toStdString(), headDim, heads, kvHeads, queries, queries > 1));
        const llm::CasePlan p = llm::planCase(c, gpu(90, 80));
        if (reason.isEmpty())
            QVERIFY2(p.notMeasured.empty(), p.notMeasured.c_str());
        else
            QVERIFY2(QString::fromStdString(p.notMeasured).contains(reason), p.notMeasured.c_str());
    }

    // The step from its kernels as cpu.llm and cuda.llm both form it: sample q = Σ of each
    // kernel's q-quantile × calls per step (n = the fewest samples), so one slow call of one
    // kernel moves one step sample, not all of them.
    void stepSamplesSumKernelQuantiles() {
        namespace rec = roofline::probes::llmrecords;
        const std::vector<std::vector<double>> k = {{3, 1, 2}, {10, 40, 30, 20}};
        const std::vector<double> calls = {2, 1};
        QCOMPARE(rec::stepSamples(k, calls, SIZE_MAX), (std::vector<double>{12, 34, 46}));
        QCOMPARE(rec::stepSamples(k, calls, 2), (std::vector<double>{12, 46}));
        QVERIFY(rec::stepSamples({}, {}, SIZE_MAX).empty());
        // The record of a case not measured names the case, the model and the reason.
        LlmStepPlan plan;
        plan.modelId = "llama-3-8b";
        LlmCaseSpec c;
        c.id = "decode/fp8/b1";
        c.format = "fp8";
        const auto r = rec::caseRecord(plan, c, "fp8 needs sm_89");
        const auto text = [&](const char *key) {
            const auto *v = r.find(key);
            return v && v->asString() ? *v->asString() : std::string("(missing)");
        };
        QCOMPARE(text("id"), std::string("decode/fp8/b1"));
        QCOMPARE(text("model"), std::string("llama-3-8b"));
        QCOMPARE(text("format"), std::string("fp8"));
        QCOMPARE(text("reason"), std::string("fp8 needs sm_89"));
    }

    void attentionCountsAndSplits() {
        const LlmCaseSpec c = parsedCase(llamaPlan("bf16", 1));
        const LlmKernelSpec &a = c.kernels[4];
        QCOMPARE(a.op, LlmKernelSpec::Op::Attention);
        // The KV cache read once: 1 × 8 kv heads × 1025 keys × (128 + 128) × 2 bytes.
        QCOMPARE(llm::kvCacheBytes(a), 1.0 * 8 * 1025 * 256 * 2);
        QCOMPARE(llm::attentionFlops(a), 2.0 * 32 * 256 * 1025);
        // Batch 1: 8 (sequence, kv head) pairs would leave most of 132 SMs idle; split the
        // keys, but never below kMinKeysPerSplit keys a split.
        const int splits = llm::attentionSplits(gpu(90, 80), a);
        QCOMPARE(splits, static_cast<int>(1025 / llm::kMinKeysPerSplit));
        QVERIFY(a.keys / splits >= llm::kMinKeysPerSplit);
        // Batch 8: 64 pairs, split to about 4 blocks per SM (528 / 64 -> 9 splits).
        QCOMPARE(llm::attentionSplits(gpu(90, 80), parsedCase(llamaPlan("bf16", 8)).kernels[4]), 9);
        // Batch 128: 1024 pairs fill the GPU without splitting.
        const LlmCaseSpec big = parsedCase(llamaPlan("bf16", 128));
        QCOMPARE(llm::attentionSplits(gpu(90, 80), big.kernels[4]), 1);
        // The kernel's layout: a block's trip loads (threads × 16-byte loads) exactly its rows'
        // K and V (threads / (headDim / 8) rows × 2 × headDim × 2 bytes), so the byte count
        // (the KV cache once) is what the loads move; tst_cudasass proves the loads per trip.
        for (int headDim : {64, 128}) {
            const int rows = llm::kAttentionThreads / (headDim / llm::kAttentionElementsPerLoad);
            QCOMPARE(llm::kAttentionThreads * llm::kAttentionLoadsPerTrip * 16,
                     rows * 2 * headDim * 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestCudaLlm)
#include "tst_cudallm.moc"
