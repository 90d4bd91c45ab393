// SPDX-License-Identifier: MIT
// What the architectures beyond a plain dense decoder add: latent attention (MLA), shared
// experts and first dense layers, the expected number of experts a batch touches, per-tensor
// precision defaults, compute efficiency, kernel groups and the context check.
#include "model/Catalog.h"
#include "model/llm/RooflineCalculator.h"

#include <QTest>
#include <cmath>

using namespace roofline;

namespace {

Ceilings gpu(const char *id) {
    return Ceilings::fromProfile(*Catalog::builtIn().gpu(QLatin1String(id)));
}
const ModelSpec &model(const char *id) {
    return *Catalog::builtIn().model(QLatin1String(id));
}

// deepseek-ai/DeepSeek-V3 config.json (main model; the MTP module is not part of decoding).
ModelSpec deepseekV3() {
    ModelSpec m;
    m.id = QStringLiteral("deepseek-v3");
    m.layers = 61;
    m.dModel = 7168;
    m.heads = 128;
    m.kvHeads = 128;
    m.headDim = 192; // qk_nope 128 + qk_rope 64
    m.vHeadDim = 128;
    m.qLoraRank = 1536;
    m.kvLoraRank = 512;
    m.qkRopeHeadDim = 64;
    m.qkNopeHeadDim = 128;
    m.ffn = 2048; // moe_intermediate_size
    m.experts = 256;
    m.activeExperts = 8;
    m.sharedExpertFfn = 2048; // n_shared_experts 1 × moe_intermediate_size
    m.denseLayers = 3;        // first_k_dense_replace
    m.denseFfn = 18432;       // intermediate_size
    m.vocab = 129280;
    m.maxContext = 163840;
    return m;
}

InferenceConfig step(Phase phase, qint64 batch, qint64 context) {
    InferenceConfig c;
    c.phase = phase;
    c.batch = batch;
    c.context = context;
    return c;
}

OperatingPoint eval(const ModelSpec &m, const Ceilings &hw, const InferenceConfig &c) {
    const auto r = RooflineCalculator::evaluate(m, hw, c);
    if (!r)
        qFatal("unexpected error: %s", qPrintable(r.error().text()));
    return *r;
}

double part(const OperatingPoint &op, StepPart p, bool flops = false) {
    double sum = 0;
    for (const StepComponent &c : op.breakdown) {
        if (c.part == p)
            sum += flops ? c.flops : c.bytes;
    }
    return sum;
}

const KernelGroup *group(const OperatingPoint &op, KernelGroupId id) {
    for (const KernelGroup &g : op.groups) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

} // namespace

class TestModelVariants : public QObject {
    Q_OBJECT
private slots:
    void deepseekParams() {
        const ModelSpec m = deepseekV3();
        QVERIFY(m.checkArchitecture());
        // Model card: 671B total; 37B activated (36.6B without the 0.9B input embedding).
        QVERIFY(qAbs(m.totalParams() / 671e9 - 1) < 0.01);
        QVERIFY(qAbs((m.activeParams() - m.embeddingParams()) / 36.6e9 - 1) < 0.01);
        // One MLA layer by hand: q_a 7168·1536 + norm 1536 + q_b 1536·128·192 + kv_a
        // 7168·576 + norm 512 + kv_b 512·128·256 + o 128·128·7168 = 187,107,328.
        QCOMPARE(m.attentionParamsPerLayer(), 187107328.0);
    }

    void mlaCachesTheLatent() {
        // The cache holds kv_lora_rank + qk_rope_head_dim = 576 elements per token and layer,
        // shared by all 128 heads: 1,152 bytes in bf16 (a GQA cache of 128 heads would hold
        // 128 · (192 + 128) = 40,960).
        const auto op = eval(deepseekV3(), gpu("h200-sxm"), step(Phase::Decode, 4, 32768));
        QCOMPARE(op.kvCacheBytes, 61.0 * 4 * 32768 * 576 * 2);
        // Decode runs absorbed in the latent space: 2·(2·512 + 64) FLOPs per pair and head.
        QCOMPARE(part(op, StepPart::AttentionScores, true), 128 * 2176.0 * 4 * 32769 * 61);
        // Prefill decompresses K and V: 2·(192 + 128) per pair and head, causal.
        const auto pre = eval(deepseekV3(), gpu("h200-sxm"), step(Phase::Prefill, 1, 4096));
        QCOMPARE(part(pre, StepPart::AttentionScores, true),
                 2.0 * 128 * 320 * (4096.0 * 4097 / 2) * 61);
        // GQA has no meaning for MLA.
        InferenceConfig c = step(Phase::Decode, 1, 100);
        c.gqa = 2;
        const auto r = RooflineCalculator::evaluate(deepseekV3(), gpu("h200-sxm"), c);
        QVERIFY(!r);
        QCOMPARE(r.error().field, QStringLiteral("gqa"));
    }

    void mlaLatentIsReplicatedUnderTensorParallel() {
        InferenceConfig c = step(Phase::Decode, 8, 8192);
        const auto one = eval(deepseekV3(), gpu("h200-sxm"), c);
        c.tensorParallel = 8;
        const auto eight = eval(deepseekV3(), gpu("h200-sxm"), c);
        QCOMPARE(eight.kvCacheBytes, one.kvCacheBytes); // no heads to split
        QVERIFY(eight.weightResidentBytes < one.weightResidentBytes / 7);
    }

    void sharedExpertsAndDenseLayers() {
        // Batch 1: 3 dense layers of 3·7168·18432, then 58 MoE layers reading 8 routed and
        // the shared expert, each 3·7168·2048, plus the 256 × 7168 router.
        const auto op = eval(deepseekV3(), gpu("h200-sxm"), step(Phase::Decode, 1, 0));
        const double expert = 3.0 * 7168 * 2048;
        QCOMPARE(part(op, StepPart::FeedForward), 3 * 3.0 * 7168 * 18432 * 2);
        QCOMPARE(part(op, StepPart::Experts), 58 * 8 * expert * 2);
        QCOMPARE(part(op, StepPart::SharedExperts), 58 * expert * 2);
        QCOMPARE(part(op, StepPart::Router), 58 * 256 * 7168.0 * 2);
    }

    // Expected distinct experts under uniform top-A routing: E · (1 − (1 − A/E)^n).
    void expectedDistinctExperts_data() {
        QTest::addColumn<int>("tokens");
        QTest::addColumn<double>("touched");
        // DeepSeek-V3, 256 experts, top 8: one token reads 8; 32 tokens 163.3; 512 all.
        QTest::newRow("1") << 1 << 8.0;
        QTest::newRow("32") << 32 << 256 * (1 - std::pow(1 - 8.0 / 256, 32));
        QTest::newRow("512") << 512 << 256 * (1 - std::pow(1 - 8.0 / 256, 512));
    }
    void expectedDistinctExperts() {
        QFETCH(int, tokens);
        QFETCH(double, touched);
        const auto op = eval(deepseekV3(), gpu("h200-sxm"), step(Phase::Decode, tokens, 0));
        QVERIFY(qAbs(part(op, StepPart::Experts) / (58 * touched * 3.0 * 7168 * 2048 * 2) - 1)
                < 1e-12);
        if (tokens == 32)
            QVERIFY(qAbs(touched - 163.3) < 0.05); // the figure the docs quote
    }

    // ---- per-tensor precision defaults ----
    void quantisedCheckpointKeepsTheRestInBf16_data() {
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("math");
        QTest::newRow("fp8 on H100: W8A8-FP8") << "fp8"
                                               << "h100-sxm"
                                               << "fp8";
        QTest::newRow("fp8 on A100: weight-only") << "fp8"
                                                  << "a100-sxm4-80gb"
                                                  << "bf16";
        QTest::newRow("int4 (AWQ)") << "int4"
                                    << "h100-sxm"
                                    << "bf16";
        QTest::newRow("int8 weight-only") << "int8"
                                          << "h100-sxm"
                                          << "bf16";
        QTest::newRow("fp4 on B200") << "fp4"
                                     << "b200"
                                     << "fp4";
    }
    void quantisedCheckpointKeepsTheRestInBf16() {
        QFETCH(QString, weights);
        QFETCH(QString, gpu);
        QFETCH(QString, math);
        InferenceConfig c = step(Phase::Decode, 1, 1000);
        c.weights = weights;
        const auto op =
            eval(model("llama-3-8b"), Ceilings::fromProfile(*Catalog::builtIn().gpu(gpu)), c);
        QCOMPARE(op.attentionFormat, weights);
        QCOMPARE(op.mlpFormat, weights);
        QCOMPARE(op.embeddingFormat, QStringLiteral("bf16"));
        QCOMPARE(op.lmHeadFormat, QStringLiteral("bf16"));
        QCOMPARE(op.kvFormat, QStringLiteral("bf16"));
        QCOMPARE(op.activationsFormat, QStringLiteral("bf16"));
        QCOMPARE(op.computeFormat, math);
        QCOMPARE(op.attentionMathFormat, QStringLiteral("bf16"));
    }
    void wideFloatRecastsTheModel() {
        for (const char *f : {"fp32", "fp16"}) {
            InferenceConfig c = step(Phase::Decode, 1, 1000);
            c.weights = QLatin1String(f);
            const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
            for (const QString &t : {op.embeddingFormat, op.lmHeadFormat, op.kvFormat,
                                     op.activationsFormat, op.computeFormat})
                QCOMPARE(t, QLatin1String(f));
        }
    }
    void explicitFormatsWin() {
        InferenceConfig c = step(Phase::Decode, 1, 1000);
        c.weights = QStringLiteral("fp8");
        c.kv = QStringLiteral("fp8");
        c.embedding = QStringLiteral("fp8");
        c.lmHead = QStringLiteral("fp8");
        const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
        QCOMPARE(op.kvFormat, QStringLiteral("fp8"));
        QCOMPARE(op.lmHeadFormat, QStringLiteral("fp8"));
        QCOMPARE(op.embeddingFormat, QStringLiteral("fp8"));
        // A tied model has one table: two different formats for it are an error.
        c.lmHead = QStringLiteral("int4");
        const auto tied = RooflineCalculator::evaluate(model("gemma-2-9b"), gpu("h100-sxm"), c);
        QVERIFY(!tied);
        QCOMPARE(tied.error().field, QStringLiteral("lm_head"));
    }
    void checkpointFormatsAreTheDefault() {
        // An MXFP4-expert checkpoint (GPT-OSS): experts at 4.25 bits, attention in bf16;
        // the experts' arithmetic at the fp4 rate where a GPU has one, else in bf16.
        ModelSpec m = model("qwen3-30b-a3b");
        m.mlpFormat = QStringLiteral("mxfp4");
        const auto h100 = eval(m, gpu("h100-sxm"), step(Phase::Decode, 1, 100));
        QCOMPARE(h100.mlpFormat, QStringLiteral("mxfp4"));
        QCOMPARE(h100.attentionFormat, QStringLiteral("bf16"));
        QCOMPARE(h100.computeFormat, QStringLiteral("bf16"));
        QCOMPARE(part(h100, StepPart::Experts),
                 48 * 8 * m.ffnParamsPerExpert() * (4.25 / 8)); // batch 1 reads 8 experts
        QCOMPARE(eval(m, gpu("b200"), step(Phase::Decode, 1, 100)).computeFormat,
                 QStringLiteral("fp4"));
        // --weights bf16 dequantises everything.
        InferenceConfig c = step(Phase::Decode, 1, 100);
        c.weights = QStringLiteral("bf16");
        QCOMPARE(eval(m, gpu("h100-sxm"), c).mlpFormat, QStringLiteral("bf16"));
    }

    // ---- compute efficiency (MFU) next to bandwidth efficiency ----
    void computeEfficiency() {
        // A prefill at 11 % of bandwidth and 11 % of peak is as compute-bound as at 100 %:
        // scaling only the bandwidth would call it memory-bound at over 1,000 FLOP/byte.
        InferenceConfig c = step(Phase::Prefill, 1, 8000);
        c.efficiency = 0.11;
        const auto bwOnly = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
        c.computeEfficiency = 0.11;
        const auto both = eval(model("llama-3-8b"), gpu("h100-sxm"), c);
        QVERIFY(both.arithmeticIntensity > 1000);
        QCOMPARE(both.state, Bound::Compute);
        QCOMPARE(both.ridgePoint, bwOnly.ridgePoint * 0.11);
        QVERIFY(qAbs(both.computeTime / (bwOnly.computeTime / 0.11) - 1) < 1e-12);
        QCOMPARE(both.effectivePeakFlops, 0.11 * both.peakFlops);
        c.computeEfficiency = 0;
        QCOMPARE(
            RooflineCalculator::evaluate(model("llama-3-8b"), gpu("h100-sxm"), c).error().field,
            QStringLiteral("compute_efficiency"));
    }

    // ---- kernel groups: the step both ways ----
    void groupsSumToTheStep() {
        for (const char *id : {"llama-3-8b", "mixtral-8x7b", "gemma-2-9b", "qwen3-30b-a3b"}) {
            for (Phase ph : {Phase::Decode, Phase::Prefill}) {
                const auto op = eval(model(id), gpu("h100-sxm"), step(ph, 8, 2048));
                double bytes = 0, flops = 0, launches = 0, sum = 0;
                for (const KernelGroup &g : op.groups) {
                    bytes += g.bytes;
                    flops += g.flops;
                    launches += g.launches;
                    QCOMPARE(g.time,
                             std::max({g.memoryTime, g.computeTime, g.overheadTime, g.linkTime}));
                    sum += g.time;
                }
                QVERIFY(qAbs(bytes / op.bytes - 1) < 1e-12);
                QVERIFY(qAbs(flops / op.flops - 1) < 1e-12);
                QCOMPARE(launches, op.launches);
                QVERIFY(qAbs(sum / op.groupedStepTime - 1) < 1e-12);
                // The sum of the groups' bounds is never below the overlapped bound.
                QVERIFY(op.groupedStepTime >= op.stepTime * (1 - 1e-12));
            }
        }
    }
    void mixedBoundsMakeTheSumLonger() {
        // Llama 3 70B on an H200 (ridge 206 FLOP/byte), decode at batch 256 and 1k context:
        // the GEMMs are compute-bound, attention reads 256 KV caches and is memory-bound. One
        // max() calls the step memory-bound; the kernels run one after another, so it takes
        // longer.
        const auto op = eval(model("llama-3-70b"), gpu("h200-sxm"), step(Phase::Decode, 256, 1024));
        QCOMPARE(op.state, Bound::Memory);
        QCOMPARE(group(op, KernelGroupId::FeedForward)->state, Bound::Compute);
        QCOMPARE(group(op, KernelGroupId::Attention)->state, Bound::Memory);
        const double longer = op.groupedStepTime / op.stepTime;
        QVERIFY2(longer > 1.06 && longer < 1.22, qPrintable(QString::number(longer))); // 10 %
        // The same over 8 H100s at batch 512: the all-reduces add to the sum as well.
        InferenceConfig c = step(Phase::Decode, 512, 4096);
        c.tensorParallel = 8;
        const auto tp = eval(model("llama-3-70b"), gpu("h100-sxm"), c);
        QCOMPARE(group(tp, KernelGroupId::FeedForward)->state, Bound::Compute);
        QCOMPARE(group(tp, KernelGroupId::AllReduce)->state, Bound::Link);
        QVERIFY(tp.groupedStepTime > tp.stepTime + tp.linkTime * 0.999);
        // Llama 3 8B on one H100 at batch 512 and 1k context, the same effect.
        const auto b512 =
            eval(model("llama-3-8b"), gpu("h100-sxm"), step(Phase::Decode, 512, 1024));
        QCOMPARE(group(b512, KernelGroupId::FeedForward)->state, Bound::Compute);
        QCOMPARE(group(b512, KernelGroupId::Attention)->state, Bound::Memory);
        QVERIFY(b512.groupedStepTime / b512.stepTime > 1.06); // 8 %
    }

    // Without a peer link the all-reduces go over the host link, and the result says so.
    void tensorParallelWithoutNvlink() {
        InferenceConfig c = step(Phase::Decode, 8, 2048);
        c.tensorParallel = 2;
        const auto op = eval(model("llama-3-8b"), gpu("rtx-4090"), c);
        QCOMPARE(op.linkBandwidth, 31.5e9); // PCIe 4 x16, one direction
        QVERIFY(op.linkName.contains(QStringLiteral("PCIe")));
        // A measured profile's peer copy is one direction already; a spec's NVLink is halved.
        HardwareProfile measured = *Catalog::builtIn().gpu(QStringLiteral("h100-sxm"));
        measured.source = QStringLiteral("measured");
        measured.peerLinkBandwidth = 380e9;
        QCOMPARE(Ceilings::fromProfile(measured).linkBandwidth, 380e9);
        QCOMPARE(gpu("h100-sxm").linkBandwidth, 450e9);
    }

    // ---- the context check ----
    void contextCheck_data() {
        QTest::addColumn<int>("phase");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<bool>("fits");
        QTest::newRow("decode 8191 + 1 = 8192") << int(Phase::Decode) << qint64(8191) << true;
        QTest::newRow("decode 8192 + 1 = 8193") << int(Phase::Decode) << qint64(8192) << false;
        QTest::newRow("prefill 8192") << int(Phase::Prefill) << qint64(8192) << true;
        QTest::newRow("prefill 8193") << int(Phase::Prefill) << qint64(8193) << false;
    }
    void contextCheck() {
        QFETCH(int, phase);
        QFETCH(qint64, context);
        QFETCH(bool, fits);
        const auto op = eval(model("llama-3-8b"), gpu("h100-sxm"), step(Phase(phase), 1, context));
        QCOMPARE(op.fitsContext, std::optional<bool>(fits));
        const QString notes = op.notes.join(QLatin1Char(' '));
        QCOMPARE(notes.contains(QStringLiteral("8192")), !fits);
        if (!fits && Phase(phase) == Phase::Decode)
            QVERIFY2(notes.contains(QStringLiteral("8193")), qPrintable(notes));
        // A custom model states no maximum: nothing to check.
        ModelSpec custom = model("llama-3-8b");
        custom.maxContext = 0;
        QVERIFY(!eval(custom, gpu("h100-sxm"), step(Phase(phase), 1, context)).fitsContext);
    }
};

QTEST_GUILESS_MAIN(TestModelVariants)
#include "tst_modelvariants.moc"
