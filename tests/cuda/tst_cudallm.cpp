// SPDX-License-Identifier: MIT
// cuda.llm's decisions before it touches a device, without a GPU: FakeCudaApi stands in for
// the runtime (no device, one device of a given architecture, SMs, L2 and free memory), the
// plan is parsed by the engine's own reader (LlmStepPlan) from the JSON the Qt side writes,
// and LlmDevicePlan decides what is measured and why not. A case that cannot run must carry a
// sentence naming the reason and no copies or sizes a number could come from.
#include "FakeCudaApi.h"
#include "cuda/DevicePlanning.h"
#include "cuda/LatchOrder.h"
#include "cuda/LlmDevicePlan.h"
#include "cuda/LlmKernelConstants.h"
#include "probes/llm/LlmRecords.h"
#include "probes/llm/LlmStepPlan.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

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

// The runtime as Latch::time drives it (LatchOrder.h), recording every step in order.
struct RecordingLatchDevice {
    std::vector<std::string> &log;
    bool held = false;
    void hold() {
        held = true;
        log.emplace_back("hold");
    }
    void release() {
        held = false;
        log.emplace_back("release");
    }
    void start() { log.emplace_back("start"); }
    void stop() { log.emplace_back("stop"); }
    double elapsed() { return 1e-3; }
    void sync() { log.emplace_back("sync"); }
};

// What cuda.llm queues for each kernel (a lambda per call site, as in CudaLlmCase.cpp).
struct LlmEnqueues {
    std::vector<std::string> &log;
    RecordingLatchDevice &device;
    // The first launch of each kernel, and whether the latch held the device then.
    std::vector<std::pair<std::string, bool>> firstLaunches;
    void launch(const std::string &kernel) {
        bool seen = false;
        for (const auto &f : firstLaunches)
            seen = seen || f.first == kernel;
        if (!seen)
            firstLaunches.emplace_back(kernel, device.held);
        log.push_back(kernel);
    }
};

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
        // Causal prefill runs on the prefill kernel, with the same shape rules as decode.
        QTest::newRow("prefill") << "bf16" << 128 << 32 << 8 << 128 << QString();
        QTest::newRow("prefill fp16, dim 64, MHA") << "fp16" << 64 << 16 << 16 << 512 << QString();
        QTest::newRow("prefill dim 96")
            << "bf16" << 96 << 32 << 8 << 128 << "head dimensions 96/96";
        QTest::newRow("prefill group 16")
            << "bf16" << 128 << 64 << 4 << 128 << "groups of 1, 2, 4, 8";
        QTest::newRow("prefill fp32 kv") << "fp32" << 128 << 32 << 8 << 128 << "a fp32 KV cache";
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

    // Shapes the kernels do not run, whatever the phase, and the plan cases the engine is
    // handed directly: a shared K/V latent (MLA) and non-causal multi-query attention.
    void attentionShapesOutsideThePlanHelper() {
        LlmKernelSpec k =
            parsedCase(llamaPlan("bf16", 1, "bf16", 128, 32, 8, 256, true)).kernels[4];
        QVERIFY(!llm::attentionUnsupported(k));
        k.window = 64; // sliding-window prefill: the kernel masks the window
        QVERIFY(!llm::attentionUnsupported(k));
        k.sharedKv = true;
        QVERIFY(llm::attentionUnsupported(k)->find("shared K/V latent") != std::string::npos);
        k.sharedKv = false;
        k.causal = false;
        QVERIFY(llm::attentionUnsupported(k)->find("without a causal mask") != std::string::npos);
        k.causal = true;
        k.keys = 100; // fewer keys than queries
        QVERIFY(llm::attentionUnsupported(k)->find("fewer keys than queries") != std::string::npos);
    }

    // A causal prefill's counts are the plan's: pairs = ModelSpec::causalPairs(T, W) (T(T+1)/2,
    // or W(W+1)/2 + (T − W) W with a window), the FLOPs 2 × batch × heads × (d + dv) × pairs,
    // the bytes the KV cache once plus the fp32 queries and outputs (cpu.llm's count).
    void prefillCountsAsThePlan_data() {
        QTest::addColumn<int>("prompt");
        QTest::addColumn<int>("window");
        QTest::newRow("512, no window") << 512 << 0;
        QTest::newRow("512, window 100") << 512 << 100;
        QTest::newRow("100, window 512") << 100 << 512;
        QTest::newRow("1 token") << 1 << 0;
    }
    void prefillCountsAsThePlan() {
        QFETCH(int, prompt);
        QFETCH(int, window);
        LlmKernelSpec k =
            parsedCase(llamaPlan("bf16", 2, "bf16", 128, 32, 8, prompt, true)).kernels[4];
        k.window = window;
        const double T = prompt, W = window;
        const double causalPairs =
            W <= 0 || T <= W ? T * (T + 1) / 2 : W * (W + 1) / 2 + (T - W) * W; // ModelSpec's
        double loop = 0; // cpu.llm's LlmCaseKernel loop
        for (int i = 0; i < prompt; ++i)
            loop += window > 0 ? std::min(i + 1, window) : i + 1;
        QCOMPARE(llm::attentionPairs(k), causalPairs);
        QCOMPARE(llm::attentionPairs(k), loop);
        QCOMPARE(llm::attentionFlops(k), 2.0 * 2 * 32 * 256 * causalPairs);
        QCOMPARE(llm::kvCacheBytes(k), 2.0 * 8 * T * 256 * 2);
        QCOMPARE(llm::attentionQueryBytes(k), 2.0 * T * 32 * 256 * 4);
        QCOMPARE(llm::attentionBytes(k), llm::kvCacheBytes(k) + llm::attentionQueryBytes(k));
        // Decode keeps its count: the KV cache once.
        const LlmKernelSpec d = parsedCase(llamaPlan("bf16", 2)).kernels[4];
        QCOMPARE(llm::attentionBytes(d), llm::kvCacheBytes(d));
        QCOMPARE(llm::attentionPairs(d), 1025.0);
        // The keys each query sees: the last query on the last key, the window before it.
        const auto [first, last] = llm::visibleKeys(k, prompt - 1);
        QCOMPARE(last, std::int64_t(prompt - 1));
        QCOMPARE(first, window > 0 ? std::max<std::int64_t>(0, prompt - window) : 0);
        QCOMPARE(llm::visibleKeys(k, 0), (std::pair<std::int64_t, std::int64_t>(0, 0)));
    }

    // The kernel's own K/V traffic, by hand for 128 tokens, group 4 (16 positions per block of
    // 64 rows, 32-key tiles): blocks 0…7 load 1, 1, 2, 2, 3, 3, 4, 4 tiles = 20 tiles of 32
    // keys, five times the cache the model counts once; a window of 32 keeps each block to the
    // tiles its rows see (1, 1, 2, 2, 2, 2, 2, 2 = 14). And one full tile's bytes are the 16-byte
    // loads tst_cudasass counts per thread and tile, K and V, over the block's threads.
    void prefillTileBytesAreTheKernelsWalk() {
        LlmKernelSpec k =
            parsedCase(llamaPlan("bf16", 1, "bf16", 128, 32, 8, 128, true)).kernels[4];
        QCOMPARE(k.heads / k.kvHeads, 4);
        const double tile = 32.0 * 256 * 2; // K and V rows of one tile, bf16
        QCOMPARE(llm::prefillTileBytes(k), 8 * 20 * tile);
        QCOMPARE(llm::prefillTileBytes(k) / llm::kvCacheBytes(k), 5.0);
        k.window = 32;
        QCOMPARE(llm::prefillTileBytes(k), 8 * 14 * tile);
        for (int d : {64, 128})
            QCOMPARE(llm::prefillLoadsPerTile(d) * llm::kPrefillThreads * 16 * 2,
                     llm::kPrefillKeys * d * 2 * 2);
        k.causal = false; // decode reads the cache once: no tile walk
        QCOMPARE(llm::prefillTileBytes(k), 0.0);
    }

    // The record of a prefill attention as cuda.llm writes it (LlmRecords::setKernelRates with
    // the kernel's counts and the FMA units' fp32 peak): compute-bound at a prompt, MFU against
    // that peak; the same counts without a peak (decode's rule) would call it memory-bound.
    void prefillRecordIsComputeBound() {
        namespace rec = roofline::probes::llmrecords;
        const LlmKernelSpec k =
            parsedCase(llamaPlan("bf16", 1, "bf16", 128, 32, 8, 4096, true)).kernels[4];
        const double fma = 6.0e13, hbm = 4.8e12, t = 5e-3; // H200-like FMA peak and read
        roofline::probes::JsonValue p = roofline::probes::JsonValue::object();
        QVERIFY(!rec::setKernelRates(p, k, t, llm::attentionBytes(k), llm::attentionFlops(k), hbm,
                                     fma));
        const auto num = [&](const char *key) {
            const auto *v = p.find(key);
            return v ? v->asNumber(-1.0) : -1.0;
        };
        QCOMPARE(*p.find("bound")->asString(), std::string("compute"));
        QCOMPARE(num("ops_per_call"), llm::attentionFlops(k));
        QCOMPARE(num("bytes_per_call"), llm::attentionBytes(k));
        QCOMPARE(num("mfu"), llm::attentionFlops(k) / t / fma);
        QCOMPARE(num("efficiency"), num("mfu"));
        roofline::probes::JsonValue q = roofline::probes::JsonValue::object();
        QVERIFY(
            rec::setKernelRates(q, k, t, llm::attentionBytes(k), llm::attentionFlops(k), hbm, 0));
    }

    // The prefill's fp32 queries and outputs are device memory too: at a long prompt they are
    // 8 x the KV cache and decide whether a layer fits.
    void prefillMemoryIncludesQueriesAndOutputs() {
        const LlmCaseSpec c = parsedCase(llamaPlan("bf16", 4, "bf16", 128, 32, 8, 16384, true));
        const LlmKernelSpec &a = c.kernels[4];
        QCOMPARE(llm::kernelBytes(a), llm::kvCacheBytes(a) + llm::attentionQueryBytes(a));
        const llm::CasePlan fits = llm::planCase(c, gpu(90, 80));
        QVERIFY2(fits.notMeasured.empty(), fits.notMeasured.c_str());
        double layer = 0;
        for (const LlmKernelSpec &k : c.kernels)
            layer += k.instances() * llm::kernelBytes(k);
        QCOMPARE(fits.layerBytes, layer);
        // 3 GB free (2.4 GB usable): the layer without the queries and outputs would fit.
        const double usable = 0.8 * 3e9;
        QVERIFY(layer - llm::attentionQueryBytes(a) < usable);
        const llm::CasePlan tight = llm::planCase(c, gpu(90, 3));
        QVERIFY2(QString::fromStdString(tight.notMeasured)
                     .contains(QStringLiteral("one layer and the lm_head need %1 GB")
                                   .arg(layer / 1e9, 0, 'f', 2)),
                 tight.notMeasured.c_str());
    }

    // The host reference a GPU run checks the prefill kernel against: equal scores give the
    // mean of V's rows; one dominant key gives its row; the fp16 and bf16 decoders are exact.
    void attentionReferenceIsASoftmaxMean() {
        const int d = 4;
        const std::vector<float> q = {1, 0, 0, 0};
        const std::vector<float> k = {0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        const std::vector<float> v = {1, 2, 3, 4, 3, 2, 1, 0, 5, 5, 5, 5};
        const auto mean = llm::attentionReference(q.data(), k.data(), v.data(), d, 0, 2);
        QCOMPARE(mean, (std::vector<double>{3, 3, 3, 3}));
        QCOMPARE(llm::attentionReference(q.data(), k.data(), v.data(), d, 1, 1),
                 (std::vector<double>{3, 2, 1, 0}));
        const std::vector<float> big = {0, 0, 0, 0, 200, 0, 0, 0};
        const auto one = llm::attentionReference(q.data(), big.data(), v.data(), d, 0, 1);
        QVERIFY(std::fabs(one[0] - 3) < 1e-12 && std::fabs(one[3] - 0) < 1e-12);
        QCOMPARE(llm::kvToFloat(0x3F80, true), 1.0f);
        QCOMPARE(llm::kvToFloat(0xBF40, true), -0.75f);
        QCOMPARE(llm::kvToFloat(0x3C00, false), 1.0f);
        QCOMPARE(llm::kvToFloat(0xB800, false), -0.5f);
        QCOMPARE(llm::kvToFloat(0x0001, false), std::ldexp(1.0f, -24));
        QCOMPARE(llm::kvToFloat(0x7BFF, false), 65504.0f);
    }

    // The prefill block's shared memory must fit the GPU's per-block limit (sm_75: 64 KB):
    // head dim 128 does not there, 64 does; an sm_90's 227 KB fits both.
    void prefillSharedMemoryFitsTheGpu() {
        QCOMPARE(llm::prefillSharedBytes(128), 75776);
        QCOMPARE(llm::prefillSharedBytes(64), 43008);
        GpuSpec turing = gpu(75, 80);
        turing.sharedPerBlockOptinBytes = 64 * 1024;
        const auto plan = [&](int dim, const GpuSpec &g) {
            return llm::planCase(parsedCase(llamaPlan("fp16", 1, "fp16", dim, 32, 8, 512, true)),
                                 g);
        };
        QVERIFY2(QString::fromStdString(plan(128, turing).notMeasured)
                     .contains(QStringLiteral("needs 75776 bytes of shared memory per block")),
                 plan(128, turing).notMeasured.c_str());
        QVERIFY2(plan(64, turing).notMeasured.empty(), plan(64, turing).notMeasured.c_str());
        GpuSpec hopper = gpu(90, 80);
        hopper.sharedPerBlockOptinBytes = 227 * 1024;
        QVERIFY2(plan(128, hopper).notMeasured.empty(), plan(128, hopper).notMeasured.c_str());
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
        // Issue 29: at batch 1 every SM gets a block (8 kv heads x splits >= 132 SMs).
        QVERIFY2(8 * splits >= gpu(90, 80).smCount,
                 qPrintable(QStringLiteral("%1 blocks for %2 SMs").arg(8 * splits).arg(132)));
        // Batch 8: 64 pairs, split to about 4 blocks per SM (528 / 64 -> 9 splits).
        QCOMPARE(llm::attentionSplits(gpu(90, 80), parsedCase(llamaPlan("bf16", 8)).kernels[4]), 9);
        // Batch 128: 1024 pairs fill the GPU without splitting.
        const LlmCaseSpec big = parsedCase(llamaPlan("bf16", 128));
        QCOMPARE(llm::attentionSplits(gpu(90, 80), big.kernels[4]), 1);
        // The prefill kernel's tile: a thread's 16-byte loads of K (and of V) per tile are
        // exactly the tile's kPrefillKeys rows, and a block's rows are whole positions of
        // every group size (kPrefillRows / group positions).
        for (int headDim : {64, 128})
            QCOMPARE(llm::prefillLoadsPerTile(headDim) * llm::kPrefillThreads * 16,
                     llm::kPrefillKeys * headDim * 2);
        for (int group : {1, 2, 4, 8})
            QCOMPARE(llm::kPrefillRows % group, 0);
        // The kernel's layout: a block's trip loads (threads × 16-byte loads) exactly its rows'
        // K and V (2 row groups × threads / (headDim / 8) rows × 2 × headDim × 2 bytes), so the
        // byte count (the KV cache once) is what the loads move; tst_cudasass proves the loads per
        // trip.
        for (int headDim : {64, 128}) {
            const int rows = llm::kAttentionRowsPerThreadPerTrip * llm::kAttentionThreads
                             / (headDim / llm::kAttentionElementsPerLoad);
            QCOMPARE(llm::kAttentionThreads * llm::kAttentionLoadsPerTrip * 16,
                     rows * 2 * headDim * 2);
        }
    }
    // Issue 29, item 1: every kernel cuda.llm times behind the launch latch (each GEMM with
    // cuBLASLt's chosen algorithm, the decode attention and its combine, the prefill) has run
    // once outside it, waited for, before the latch first holds the device for it: a first
    // launch loads its module lazily, and loading while the latch spins can deadlock.
    void everyKernelRunsOnceOutsideTheLatchFirst() {
        std::vector<std::string> log;
        RecordingLatchDevice device{log};
        LlmEnqueues q{log, device, {}};
        std::set<std::type_index> ran;
        const auto gemm = [&] { q.launch("cublasLtMatmul"); };
        const auto attention = [&] {
            q.launch("decodeAttention");
            q.launch("decodeCombine");
        };
        const auto prefill = [&] { q.launch("prefillAttention"); };
        // 300 calls: three holds of <= 128 (CudaLlmCase's kCallsPerHold).
        timeLatched(device, ran, typeid(gemm), 300, 128, gemm);
        timeLatched(device, ran, typeid(attention), 300, 128, attention);
        timeLatched(device, ran, typeid(prefill), 5, 128, prefill);
        QCOMPARE(q.firstLaunches.size(), std::size_t(4));
        for (const auto &[kernel, held] : q.firstLaunches) {
            if (held)
                QFAIL(("first launch of " + kernel + " behind the held latch").c_str());
        }
        // The order: the first call, a wait for it, then the holds.
        QCOMPARE(log[0], std::string("cublasLtMatmul"));
        QCOMPARE(log[1], std::string("sync"));
        QCOMPARE(log[2], std::string("hold"));
        QCOMPARE(std::count(log.begin(), log.end(), "hold"), 3 + 3 + 1);
        QCOMPARE(std::count(log.begin(), log.end(), "hold"),
                 std::count(log.begin(), log.end(), "release"));
        // The timed calls are all there, behind the holds: 300 + 1 unlatched.
        QCOMPARE(std::count(log.begin(), log.end(), "cublasLtMatmul"), 301);
        QCOMPARE(std::count(log.begin(), log.end(), "decodeCombine"), 301);
        QCOMPARE(std::count(log.begin(), log.end(), "sync"), 3);
    }

    // A call site runs unlatched once per latch, not before every sample; a new call site on
    // the same latch (the launch probe's graph after its empty kernel) runs once again.
    void aKnownOperationIsNotRunAgain() {
        std::vector<std::string> log;
        RecordingLatchDevice device{log};
        LlmEnqueues q{log, device, {}};
        std::set<std::type_index> ran;
        const auto empty = [&] { q.launch("empty"); };
        const auto graph = [&] { q.launch("graph"); };
        for (int sample = 0; sample < 3; ++sample)
            timeLatched(device, ran, typeid(empty), 10, 256, empty);
        QCOMPARE(std::count(log.begin(), log.end(), "sync"), 1);
        timeLatched(device, ran, typeid(graph), 10, 256, graph);
        QCOMPARE(std::count(log.begin(), log.end(), "sync"), 2);
        QVERIFY(!q.firstLaunches[1].second);
        // Nothing to time: nothing launched, nothing held.
        const auto never = [&] { q.launch("never"); };
        const std::size_t before = log.size();
        QCOMPARE(timeLatched(device, ran, typeid(never), 0, 256, never), 0.0);
        QCOMPARE(log.size(), before);
    }

    // A failing call: the latch is never left holding the device, and a first run that failed
    // is tried again outside the latch next time.
    void aFailingCallReleasesTheLatch() {
        std::vector<std::string> log;
        RecordingLatchDevice device{log};
        std::set<std::type_index> ran;
        int calls = 0;
        const auto failsThird = [&] {
            if (++calls == 3)
                throw std::runtime_error("launch failed");
            log.emplace_back("call");
        };
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 timeLatched(device, ran, typeid(failsThird), 10, 256, failsThird));
        QVERIFY(!device.held);
        QCOMPARE(log.back(), std::string("release"));
        const auto failsFirst = [&] { throw std::runtime_error("no module"); };
        log.clear();
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 timeLatched(device, ran, typeid(failsFirst), 10, 256, failsFirst));
        QVERIFY(log.empty()); // never held
        QVERIFY(!ran.count(typeid(failsFirst)));
    }
};

QTEST_GUILESS_MAIN(TestCudaLlm)
#include "tst_cudallm.moc"
