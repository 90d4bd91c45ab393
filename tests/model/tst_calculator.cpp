// SPDX-License-Identifier: MIT
#include "model/Catalog.h"
#include "model/llm/RooflineCalculator.h"

#include <QTest>

using namespace roofline;

namespace {

ModelSpec rawModel(double params, int layers = 0, int dModel = 0) {
    ModelSpec m;
    m.id = QStringLiteral("raw");
    m.rawParams = params;
    m.layers = layers;
    m.dModel = dModel;
    return m;
}

Ceilings rawHw(double bw, double peak, double capacity = 0) {
    Ceilings c;
    c.name = QStringLiteral("raw");
    c.bandwidth = bw;
    c.uniformPeak = peak;
    if (capacity > 0)
        c.capacity = capacity;
    return c;
}

const ModelSpec &model(const char *id) {
    return *Catalog::builtIn().model(QLatin1String(id));
}
Ceilings gpu(const char *id) {
    return Ceilings::fromProfile(*Catalog::builtIn().gpu(QLatin1String(id)));
}

InferenceConfig cfg(Phase phase, qint64 batch, qint64 context, const char *weights = "bf16") {
    InferenceConfig c;
    c.phase = phase;
    c.batch = batch;
    c.context = context;
    c.weights = QLatin1String(weights);
    return c;
}

OperatingPoint eval(const ModelSpec &m, const Ceilings &hw, const InferenceConfig &c) {
    const auto r = RooflineCalculator::evaluate(m, hw, c);
    if (!r)
        qFatal("unexpected error: %s", qPrintable(r.error().text()));
    return *r;
}

double component(const OperatingPoint &op, const QString &prefix, bool flops = false) {
    for (const auto &c : op.breakdown) {
        if (c.name().startsWith(prefix))
            return flops ? c.flops : c.bytes;
    }
    return -1;
}

bool close(double a, double b, double rel = 1e-12) {
    return qAbs(a - b) <= rel * qMax(qAbs(a), qAbs(b));
}

// Per-layer matrix parameters of Llama-3-8B, written out by hand from its config.
constexpr double kL3Attn = 4096.0 * 4096 + 2 * 4096.0 * 1024 + 4096.0 * 4096; // 41,943,040
constexpr double kL3Ffn = 3 * 4096.0 * 14336;                                 // 176,160,768
constexpr double kL3Vocab = 128256.0 * 4096;                                  // 525,336,576

} // namespace

class TestCalculator : public QObject {
    Q_OBJECT
private slots:
    // Seed 003: 8B params in bf16 on an H100 (3.35 TB/s, 990 TFLOP/s).
    void seedDecode() {
        const auto op = eval(rawModel(8e9), rawHw(3.35e12, 990e12), cfg(Phase::Decode, 1, 0));
        QCOMPARE(op.bytes, 16e9);
        QCOMPARE(op.flops, 16e9);
        QCOMPARE(QString::number(op.memoryTime * 1e3, 'f', 2), QStringLiteral("4.78"));
        QCOMPARE(QString::number(op.computeTime * 1e3, 'f', 3), QStringLiteral("0.016"));
        QCOMPARE(qRound(op.memoryTime / op.computeTime), 296);
        QCOMPARE(qRound(op.ridgePoint), 296);
        QCOMPARE(BoundState::id(op.state), QStringLiteral("memory-bound"));
        QCOMPARE(op.stepTime, op.memoryTime);
        QCOMPARE(op.overheadTime, 0.0); // no layers given: launches are not modelled
    }
    void seedPrefill() {
        const auto op = eval(rawModel(8e9), rawHw(3.35e12, 990e12), cfg(Phase::Prefill, 1, 8000));
        QCOMPARE(QString::number(op.stepTime * 1e3, 'f', 2), QStringLiteral("129.29"));
        QCOMPARE(QString::number(op.memoryTime * 1e3, 'f', 2), QStringLiteral("4.78"));
        QCOMPARE(BoundState::id(op.state), QStringLiteral("compute-bound"));
        QCOMPARE(qRound(op.computeTime / op.memoryTime), 27); // "about 27 times as long"
    }
    // Seed 004's KV formula: 2 · layers · context · B · (d_model / GQA) · bytes.
    void seedKvFormula() {
        auto c = cfg(Phase::Decode, 4, 2048);
        c.gqa = 4;
        const auto op = eval(rawModel(8e9, 32, 4096), rawHw(3.35e12, 990e12), c);
        QCOMPARE(op.kvCacheBytes, 2.0 * 32 * 2048 * 4 * (4096.0 / 4) * 2);
        QCOMPARE(op.arithmeticIntensity,
                 2 * 8e9 * 4 / (16e9 + op.kvCacheBytes + 2.0 * 32 * 1024 * 4 * 2));
    }

    // ---- hand-checked cases on catalog models ----
    void llama3DecodeBatch1() {
        const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), cfg(Phase::Decode, 1, 0));
        const double weights =
            2
            * (4096 /* one embedding row */ + 32 * (kL3Attn + kL3Ffn + 2 * 4096) + 4096 + kL3Vocab);
        QVERIFY(close(op.weightBytes, weights));
        QCOMPARE(op.kvCacheBytes, 0.0);
        const double flops = 2 * 32 * (kL3Attn + kL3Ffn) + 2 * kL3Vocab + 4.0 * 4096 * 1 * 32;
        QVERIFY(close(op.flops, flops));
        QCOMPARE(BoundState::id(op.state), QStringLiteral("memory-bound"));
        QCOMPARE(op.launches, 32.0 * 9 + 4);
        QCOMPARE(op.peakFlops, 989.4e12);
        // Weights alone bound tokens/s ≲ β / model bytes.
        QVERIFY(op.tokensPerSecond < 3.35e12 / weights);
    }
    void llama3KvCache() {
        const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), cfg(Phase::Decode, 1, 8192));
        QCOMPARE(op.kvCacheBytes, 2.0 * 32 * 8192 * (8 * 128) * 2); // 1 GiB exactly
        QCOMPARE(component(op, QStringLiteral("KV cache append")), 2.0 * 32 * 1024 * 2);
        QCOMPARE(op.kvResidentBytes, 2.0 * 32 * 8193 * 1024 * 2);
    }
    void qwen3OddHeadDim() {
        // 64 heads × 128 = 8192 query width although d_model is 5120; 8 KV heads × 128.
        const auto op = eval(model("qwen3-32b"), gpu("h200-sxm"), cfg(Phase::Decode, 2, 32768));
        QCOMPARE(op.kvCacheBytes, 2.0 * 64 * 32768 * 2 * (8 * 128) * 2);
        const double attn = 5120.0 * 8192 + 2 * 5120.0 * 1024 + 8192.0 * 5120 + 2 * 128;
        QCOMPARE(component(op, QStringLiteral("attention projections")), 64 * attn * 2);
        QCOMPARE(component(op, QStringLiteral("attention scores"), true),
                 4.0 * 8192 * 2 * 32769 * 64);
    }
    void int4WeightOnly() {
        // W4A16 (an AWQ/GPTQ checkpoint): the linear layers are int4; the embedding, norms and
        // lm_head stay bf16 as the checkpoint stores them; KV cache and arithmetic in bf16.
        const ModelSpec &m = model("llama-3-70b");
        const auto op = eval(m, gpu("h100-sxm"), cfg(Phase::Decode, 1, 0, "int4"));
        QCOMPARE(op.computeFormat, QStringLiteral("bf16"));
        QCOMPARE(op.activationsFormat, QStringLiteral("bf16"));
        QCOMPARE(op.kvFormat, QStringLiteral("bf16"));
        QCOMPARE(op.lmHeadFormat, QStringLiteral("bf16"));
        QCOMPARE(op.embeddingFormat, QStringLiteral("bf16"));
        QCOMPARE(op.peakFlops, 989.4e12);
        constexpr double attn = 8192.0 * 8192 + 2 * 8192.0 * 1024 + 8192.0 * 8192;
        constexpr double ffn = 3 * 8192.0 * 28672;
        constexpr double head = 128256.0 * 8192;
        constexpr double norms = 80 * 2 * 8192.0 + 8192;
        // Read: the linear layers at half a byte, one embedding row, the norms and the head
        // at two.
        QVERIFY(close(op.weightBytes, 0.5 * 80 * (attn + ffn) + 2 * (8192 + norms + head)));
        // Held: both vocabulary tables in bf16.
        QVERIFY(close(op.weightResidentBytes, 0.5 * 80 * (attn + ffn) + 2 * (2 * head + norms)));
    }
    void int8Arithmetic() {
        // W8A8 runs integer arithmetic: the int8 peak applies; W8A16 does not.
        auto c = cfg(Phase::Prefill, 1, 2048, "int8");
        c.activations = QStringLiteral("int8");
        const auto w8a8 = eval(model("llama-3-8b"), gpu("a100-sxm4-80gb"), c);
        QCOMPARE(w8a8.computeFormat, QStringLiteral("int8"));
        QCOMPARE(w8a8.peakFlops, 624e12);
        const auto w8a16 =
            eval(model("llama-3-8b"), gpu("a100-sxm4-80gb"), cfg(Phase::Prefill, 1, 2048, "int8"));
        QCOMPARE(w8a16.computeFormat, QStringLiteral("bf16"));
        QCOMPARE(w8a16.peakFlops, 312e12);
    }
    void moeDecode() {
        const ModelSpec &m = model("mixtral-8x7b");
        const double expert = 3 * 4096.0 * 14336;
        const auto b1 = eval(m, gpu("h100-sxm"), cfg(Phase::Decode, 1, 0));
        // One token reads exactly its two experts per layer; FLOPs use the active experts.
        QCOMPARE(component(b1, QStringLiteral("experts")), 2 * expert * 32 * 2);
        QCOMPARE(component(b1, QStringLiteral("experts"), true), 2.0 * 2 * expert * 32);
        // 256 sequences touch essentially all eight experts.
        const auto b256 = eval(m, gpu("h100-sxm"), cfg(Phase::Decode, 256, 0));
        QVERIFY(close(component(b256, QStringLiteral("experts")), 8 * expert * 32 * 2, 1e-9));
        // Capacity counts every expert.
        QCOMPARE(b1.weightResidentBytes, m.totalParams() * 2);
    }
    void prefillAttentionIsCausal() {
        const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), cfg(Phase::Prefill, 1, 4096));
        const double T = 4096;
        QCOMPARE(component(op, QStringLiteral("attention scores"), true),
                 4.0 * 4096 * (T * (T + 1) / 2) * 32);
        // lm_head only for the last prompt token.
        QCOMPARE(component(op, QStringLiteral("lm_head"), true), 2 * kL3Vocab);
        QCOMPARE(op.kvCacheBytes, 2.0 * 32 * 4096 * 1024 * 2);
        QCOMPARE(BoundState::id(op.state), QStringLiteral("compute-bound"));
        QCOMPARE(op.tokensPerSecond, T / op.stepTime);
        QCOMPARE(op.timeToFirstToken, op.stepTime);
    }
    void overheadBound() {
        // A 100M-parameter model at batch 1: 59.7 µs of reading, 112 launches × 2.5 µs.
        const auto op = eval(rawModel(1e8, 12, 768), gpu("h100-sxm"), cfg(Phase::Decode, 1, 0));
        QCOMPARE(op.launches, 12.0 * 9 + 4);
        QCOMPARE(op.overheadTime, 112 * 2.5e-6);
        QCOMPARE(BoundState::id(op.state), QStringLiteral("overhead-bound"));
        QCOMPARE(op.graphOverheadTime, 112 * 1.3e-6);
        // A measured or given launch cost overrides the default.
        auto c = cfg(Phase::Decode, 1, 0);
        c.launchOverhead = 0.2e-6;
        QCOMPARE(eval(rawModel(1e8, 12, 768), gpu("h100-sxm"), c).state, Bound::Memory);
    }
    // A CPU launches no kernels: without a measured dispatch cost its steps carry no launch
    // overhead (the GPU default once added 730 µs to a CPU's Llama step), while a GPU profile
    // without one keeps the default.
    void aCpuHasNoLaunchOverhead() {
        HardwareProfile cpu;
        cpu.name = QStringLiteral("EPYC");
        cpu.deviceKind = QStringLiteral("cpu");
        cpu.memoryBandwidth = 80e9;
        cpu.peak.insert(QStringLiteral("bf16"), 1e12);
        const auto op =
            eval(rawModel(1e8, 12, 768), Ceilings::fromProfile(cpu), cfg(Phase::Decode, 1, 0));
        QCOMPARE(op.launches, 12.0 * 9 + 4);
        QCOMPARE(op.overheadTime, 0.0);
        QVERIFY(op.state != Bound::Overhead);
        QVERIFY(!op.cudaGraphsApply); // the GUI and the CLI say "not for a CPU" from this
        HardwareProfile gpuWithoutLaunch = cpu;
        gpuWithoutLaunch.deviceKind = QStringLiteral("gpu");
        QCOMPARE(eval(rawModel(1e8, 12, 768), Ceilings::fromProfile(gpuWithoutLaunch),
                      cfg(Phase::Decode, 1, 0))
                     .overheadTime,
                 112 * RooflineCalculator::kDefaultLaunchOverhead);
    }
    void fitCheck_data() {
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<bool>("fits");
        QTest::newRow("70b bf16 on 80 GB") << "llama-3-70b"
                                           << "h100-sxm"
                                           << "bf16" << qint64(1024) << false;
        QTest::newRow("70b int8 on 80 GB") << "llama-3-70b"
                                           << "h100-sxm"
                                           << "int8" << qint64(1024) << true;
        QTest::newRow("70b int8 on 80 GB, 128k") << "llama-3-70b"
                                                 << "h100-sxm"
                                                 << "int8" << qint64(131072) << false;
        QTest::newRow("8b bf16 on 24 GB") << "llama-3-8b"
                                          << "rtx-4090"
                                          << "bf16" << qint64(8192) << true;
        QTest::newRow("mixtral bf16 on 80 GB") << "mixtral-8x7b"
                                               << "h100-sxm"
                                               << "bf16" << qint64(0) << false;
        QTest::newRow("mixtral bf16 on 141 GB") << "mixtral-8x7b"
                                                << "h200-sxm"
                                                << "bf16" << qint64(0) << true;
    }
    void fitCheck() {
        QFETCH(QString, modelId);
        QFETCH(QString, gpuId);
        QFETCH(QString, weights);
        QFETCH(qint64, context);
        QFETCH(bool, fits);
        InferenceConfig c = cfg(Phase::Decode, 1, context);
        c.weights = weights;
        const auto op = eval(*Catalog::builtIn().model(modelId),
                             Ceilings::fromProfile(*Catalog::builtIn().gpu(gpuId)), c);
        QCOMPARE(op.memoryRequired, op.weightResidentBytes + op.kvResidentBytes + op.memoryReserve);
        QVERIFY(op.memoryReserve >= RooflineCalculator::kContextReserve);
        QCOMPARE(*op.fitsInMemory, fits);
    }
    void breakdownSumsToTotals() {
        for (const char *id : {"llama-3-8b", "mixtral-8x7b", "gemma-2-9b", "qwen2.5-7b"}) {
            for (Phase ph : {Phase::Decode, Phase::Prefill}) {
                const auto op = eval(model(id), gpu("h100-sxm"), cfg(ph, 8, 2048));
                double f = 0, b = 0;
                for (const auto &c : op.breakdown) {
                    f += c.flops;
                    b += c.bytes;
                }
                QCOMPARE(f, op.flops);
                QCOMPARE(b, op.bytes);
            }
        }
    }

    // ---- properties ----
    void intensityGrowsWithBatch() {
        double last = 0;
        for (qint64 b : {1, 2, 4, 8, 16, 32, 64, 128, 256}) {
            const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), cfg(Phase::Decode, b, 1024));
            QVERIFY2(op.arithmeticIntensity > last, qPrintable(QString::number(b)));
            last = op.arithmeticIntensity;
        }
    }
    void kvProportional() {
        const auto kv = [](qint64 ctx, qint64 batch, int gqa) {
            auto c = cfg(Phase::Decode, batch, ctx);
            c.gqa = gqa;
            return eval(model("llama-2-7b"), gpu("h100-sxm"), c).kvCacheBytes;
        };
        const double base = kv(1000, 1, 1);
        QCOMPARE(kv(3000, 1, 1), 3 * base);
        QCOMPARE(kv(1000, 5, 1), 5 * base);
        QCOMPARE(kv(3000, 5, 1), 15 * base);
        QCOMPARE(kv(1000, 1, 8), base / 8); // 32 → 4 KV heads
        QCOMPARE(kv(1000, 1, 32), base / 32);
    }
    void memoryTimeScalesWithEfficiency() {
        auto c = cfg(Phase::Decode, 1, 4096);
        const auto full = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
        for (double e : {0.88, 0.5, 0.11}) {
            c.efficiency = e;
            const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
            QVERIFY(close(op.memoryTime, full.memoryTime / e));
            QCOMPARE(op.effectiveBandwidth, e * 3.35e12);
            QCOMPARE(op.computeTime, full.computeTime);
        }
    }
    void boundFlipsAtRidge() {
        bool sawMemory = false, sawCompute = false;
        for (qint64 b = 1; b <= 2048; b *= 2) {
            auto c = cfg(Phase::Decode, b, 64);
            c.launchOverhead = 0;
            const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
            const bool above = op.arithmeticIntensity > op.ridgePoint;
            QCOMPARE(op.state, above ? Bound::Compute : Bound::Memory);
            sawMemory |= !above;
            sawCompute |= above;
        }
        QVERIFY(sawMemory && sawCompute);
    }

    // ---- impossible input names the field ----
    void errors_data() {
        QTest::addColumn<QString>("field");
        QTest::newRow("batch") << "batch";
        QTest::newRow("context") << "context";
        QTest::newRow("efficiency zero") << "efficiency";
        QTest::newRow("efficiency above one") << "efficiency";
        QTest::newRow("weights") << "weights";
        QTest::newRow("gqa") << "gqa";
        QTest::newRow("kv_heads") << "kv_heads";
        QTest::newRow("layers") << "layers";
        QTest::newRow("no bf16 on V100") << "activations";
        QTest::newRow("moe") << "active_experts";
    }
    void errors() {
        QFETCH(QString, field);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        ModelSpec m = model("llama-3-8b");
        Ceilings hw = gpu("h100-sxm");
        InferenceConfig c = cfg(Phase::Decode, 1, 100);
        if (tag == QLatin1String("batch"))
            c.batch = 0;
        else if (tag == QLatin1String("context")) {
            c.phase = Phase::Prefill;
            c.context = 0;
        } else if (tag == QLatin1String("efficiency zero"))
            c.efficiency = 0;
        else if (tag == QLatin1String("efficiency above one"))
            c.efficiency = 1.5;
        else if (tag == QLatin1String("weights"))
            c.weights = QStringLiteral("fp13");
        else if (tag == QLatin1String("gqa"))
            c.gqa = 5;
        else if (tag == QLatin1String("kv_heads"))
            m.kvHeads = 5;
        else if (tag == QLatin1String("layers"))
            m.layers = 0;
        else if (tag == QLatin1String("no bf16 on V100"))
            hw = gpu("v100-sxm2-32gb");
        else if (tag == QLatin1String("moe")) {
            m.experts = 8;
            m.activeExperts = 9;
        }
        const auto r = RooflineCalculator::evaluate(m, hw, c);
        QVERIFY(!r);
        QCOMPARE(r.error().field, field);
        QVERIFY(!r.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCalculator)
#include "tst_calculator.moc"
