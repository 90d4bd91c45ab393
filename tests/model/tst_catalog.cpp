// SPDX-License-Identifier: MIT
#include "model/Catalog.h"
#include "model/FormatChoices.h"
#include "model/HardwareProfile.h"
#include "model/llm/ModelJson.h"

#include <QTest>

using namespace roofline;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void loadsWithoutWarnings() {
        const Catalog &c = Catalog::builtIn();
        QVERIFY2(c.warnings().isEmpty(), qPrintable(c.warnings().join(QLatin1Char('\n'))));
        QVERIFY(c.gpus().size() >= 14);
        QVERIFY(c.models().size() >= 14);
        QVERIFY(c.formats().size() >= 9);
    }

    void requiredGpus_data() {
        QTest::addColumn<QString>("id");
        for (const char *id :
             {"v100-sxm2-32gb", "a100-sxm4-40gb", "a100-sxm4-80gb", "a100-pcie-80gb", "h100-sxm",
              "h100-pcie",      "h200-sxm",       "gh200",          "b200",           "l40s",
              "rtx-3090",       "rtx-4090",       "rtx-5090",       "mi300x",         "h20",
              "b300",           "gb200",          "mi325x",         "mi355x",         "l40",
              "rtx-6000-ada"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredGpus() {
        QFETCH(QString, id);
        const HardwareProfile *g = Catalog::builtIn().gpu(id);
        QVERIFY2(g, qPrintable(id));
        QVERIFY(g->memoryBandwidth > 1e11);
        QVERIFY(g->memoryCapacity >= 16e9);
        QVERIFY(g->l2Bytes > 0);
        QVERIFY(g->smCount > 0);
        QVERIFY(g->boostClockHz > 1e9);
        QVERIFY(g->launchYear >= 2017);
        QVERIFY(!g->sourceNote.isEmpty());
        QVERIFY(!g->tensorAccumulate.isEmpty());
        QVERIFY(g->peakFor(QStringLiteral("fp32")));
        QVERIFY(g->peakFor(QStringLiteral("fp16")));
        // Tensor formats are faster than plain fp32 on every listed chip.
        QVERIFY(*g->peakFor(QStringLiteral("fp16")) > *g->peakFor(QStringLiteral("fp32")));
    }

    void gpuFacts() {
        const Catalog &c = Catalog::builtIn();
        // Seed 003's H100: 3.35 TB/s and ~990 TFLOP/s dense bf16 → ridge ≈ 295.
        const HardwareProfile *h100 = c.gpu(QStringLiteral("h100-sxm"));
        QCOMPARE(h100->memoryBandwidth, 3.35e12);
        QVERIFY(qAbs(*h100->ridgePoint(QStringLiteral("bf16")) - 295.3) < 1.0);
        // GeForce tensor rates are stored with fp32 accumulate; the fp16-accumulate rate is 2×.
        const HardwareProfile *rtx = c.gpu(QStringLiteral("rtx-4090"));
        QCOMPARE(rtx->tensorAccumulate, QStringLiteral("fp32"));
        QVERIFY(qAbs(rtx->peakFp16Accumulate.value(QStringLiteral("fp16"))
                         / (2 * rtx->peak.value(QStringLiteral("fp16")))
                     - 1)
                < 1e-3); // datasheet rounding: 165.2 vs 330.3
        // Formats a chip lacks are absent, not zero.
        QVERIFY(!c.gpu(QStringLiteral("v100-sxm2-32gb"))->peakFor(QStringLiteral("bf16")));
        QVERIFY(!c.gpu(QStringLiteral("a100-sxm4-80gb"))->peakFor(QStringLiteral("fp8")));
        QVERIFY(c.gpu(QStringLiteral("b200"))->peakFor(QStringLiteral("fp4")));
        // Seed 000's shoreline: B200 and RTX 5090 bought bandwidth faster than compute, so their
        // ridge points fell below their predecessors'.
        const auto ridge = [&c](const char *id) {
            return *c.gpu(QLatin1String(id))->ridgePoint(QStringLiteral("fp16"));
        };
        QVERIFY(ridge("b200") < ridge("h100-sxm"));
        QVERIFY(ridge("rtx-5090") < ridge("rtx-4090"));
        QVERIFY(ridge("h100-sxm") > ridge("v100-sxm2-32gb"));
    }

    void modelParams_data() {
        QTest::addColumn<QString>("id");
        for (const char *id :
             {"llama-2-7b",    "llama-2-13b",   "llama-2-70b",    "llama-3-8b",   "llama-3-70b",
              "llama-3.1-8b",  "llama-3.1-70b", "llama-3.1-405b", "mistral-7b",   "mixtral-8x7b",
              "qwen2.5-7b",    "qwen2.5-72b",   "qwen3-8b",       "qwen3-32b",    "qwen3-30b-a3b",
              "gemma-2-9b",    "phi-3-mini",    "llama-3.2-1b",   "llama-3.2-3b", "llama-3.3-70b",
              "mixtral-8x22b", "deepseek-v2",   "deepseek-v3",    "deepseek-r1",  "qwen3-235b-a22b",
              "gemma-3-1b",    "gemma-3-4b",    "gemma-3-12b",    "gemma-3-27b",  "gpt-oss-20b",
              "gpt-oss-120b"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void modelParams() {
        QFETCH(QString, id);
        const ModelSpec *m = Catalog::builtIn().model(id);
        QVERIFY2(m, qPrintable(id));
        QVERIFY(m->publishedParams > 0);
        const double rel = m->totalParams() / m->publishedParams - 1.0;
        QVERIFY2(qAbs(rel) <= 0.01, qPrintable(QStringLiteral("%1: computed %2, published %3")
                                                   .arg(id)
                                                   .arg(m->totalParams(), 0, 'f', 0)
                                                   .arg(m->publishedParams, 0, 'f', 0)));
    }

    void modelFacts() {
        const Catalog &c = Catalog::builtIn();
        // Model-card rounded totals, independent of the exact counts in the catalog.
        QVERIFY(qAbs(c.model(QStringLiteral("llama-3-8b"))->totalParams() / 8.03e9 - 1) < 0.01);
        QVERIFY(qAbs(c.model(QStringLiteral("llama-3.1-405b"))->totalParams() / 405e9 - 1) < 0.01);
        QVERIFY(qAbs(c.model(QStringLiteral("mixtral-8x7b"))->totalParams() / 46.7e9 - 1) < 0.01);
        // Active parameters of the MoE models (model cards: 12.9B and 3.3B).
        QVERIFY(qAbs(c.model(QStringLiteral("mixtral-8x7b"))->activeParams() / 12.9e9 - 1) < 0.01);
        QVERIFY(qAbs(c.model(QStringLiteral("qwen3-30b-a3b"))->activeParams() / 3.3e9 - 1) < 0.02);
        // head_dim is not always d_model / heads.
        const ModelSpec *q = c.model(QStringLiteral("qwen3-32b"));
        QCOMPARE(q->headDim, 128);
        QVERIFY(q->queryWidth() != q->dModel);
        // Dense models have no experts and total == active.
        const ModelSpec *l = c.model(QStringLiteral("llama-3-8b"));
        QCOMPARE(l->totalParams(), l->activeParams());
    }

    void newerGpuFacts() {
        const Catalog &c = Catalog::builtIn();
        // H20: Hopper with capped tensor rates and faster memory: ridge 148 / 4.0 = 37.
        QVERIFY(qAbs(*c.gpu(QStringLiteral("h20"))->ridgePoint(QStringLiteral("bf16")) - 37) < 0.5);
        // Blackwell Ultra: 1.5x B200's dense FP4, far less FP64.
        const HardwareProfile *b300 = c.gpu(QStringLiteral("b300"));
        const HardwareProfile *b200 = c.gpu(QStringLiteral("b200"));
        QCOMPARE(*b300->peakFor(QStringLiteral("fp4")) / *b200->peakFor(QStringLiteral("fp4")),
                 1.5);
        QVERIFY(*b300->peakFor(QStringLiteral("fp64"))
                < 0.05 * *b200->peakFor(QStringLiteral("fp64")));
        QCOMPARE(b300->memoryCapacity, 288e9);
        // GB200's GPU: 2.5 dense BF16 PFLOP/s, one seventy-second of an NVL72's 360 sparse.
        QCOMPARE(*c.gpu(QStringLiteral("gb200"))->peakFor(QStringLiteral("bf16")), 360e15 / 72 / 2);
        // MI355X's dense FP16 from its clock: 256 CUs x 4,096 FLOP/clk x 2.4 GHz.
        QVERIFY(qAbs(*c.gpu(QStringLiteral("mi355x"))->peakFor(QStringLiteral("fp16"))
                         / (256 * 4096 * 2.4e9)
                     - 1)
                < 1e-4);
        // MI325X: MI300X's compute, more and faster memory.
        QCOMPARE(c.gpu(QStringLiteral("mi325x"))->peak, c.gpu(QStringLiteral("mi300x"))->peak);
        // The RTX 6000 Ada datasheet's one tensor figure (1,457) is FP8 with sparsity.
        QCOMPARE(*c.gpu(QStringLiteral("rtx-6000-ada"))->peakFor(QStringLiteral("fp8")), 728.5e12);
        // L40 (datasheet) runs BF16 at half the L40S rate.
        QVERIFY(qAbs(*c.gpu(QStringLiteral("l40"))->peakFor(QStringLiteral("bf16"))
                         / *c.gpu(QStringLiteral("l40s"))->peakFor(QStringLiteral("bf16"))
                     - 0.5)
                < 0.01);
    }

    // Sparse figures are kept next to the dense ones only if they cannot be mistaken for them.
    void sparseFiguresAreChecked_data() {
        QTest::addColumn<QByteArray>("sparse");
        QTest::addColumn<bool>("warns");
        QTest::newRow("twice") << QByteArray(R"({"bf16": 2e12})") << false;
        QTest::newRow("equal: a sparse figure used as dense")
            << QByteArray(R"({"bf16": 1e12})") << true;
        QTest::newRow("four times") << QByteArray(R"({"bf16": 4e12})") << true;
        QTest::newRow("no dense peak") << QByteArray(R"({"fp8": 2e12})") << true;
    }
    void sparseFiguresAreChecked() {
        QFETCH(QByteArray, sparse);
        QFETCH(bool, warns);
        const QByteArray json =
            R"({"format":"roofline-lab-catalog-gpus","version":1,"gpus":[{"id":"g","name":"G","vendor":"V","architecture":"A","launch_year":2024,"memory":{"type":"HBM","capacity_bytes":1e9,"bandwidth_bytes_per_s":1e12},"l2_bytes":1,"sm_count":1,"boost_clock_hz":1e9,"tdp_watts":1,"host_link":{"kind":"PCIe","bandwidth_bytes_per_s":1e9},"peer_link":{"kind":"none","bandwidth_bytes_per_s":0},"peak_flops":{"bf16":1e12},"datasheet_sparse_flops":)"
            + sparse + R"(,"tensor_accumulate":"fp32","source":"s"}]})";
        QStringList warnings;
        QVERIFY(Catalog::parseGpus(json, &warnings));
        QCOMPARE(warnings.join(QLatin1Char(' ')).contains(QStringLiteral("sparse")), warns);
    }

    void newerModelFacts() {
        const Catalog &c = Catalog::builtIn();
        const ModelSpec *v3 = c.model(QStringLiteral("deepseek-v3"));
        QVERIFY(v3->isMla());
        QCOMPARE(v3->kvCacheElementsPerToken(), 576.0);
        QCOMPARE(v3->mlpFormat, QStringLiteral("fp8"));
        // R1 is V3's architecture.
        QCOMPARE(c.model(QStringLiteral("deepseek-r1"))->totalParams(), v3->totalParams());
        // Active parameters as the cards state them (37B, 22B, 5.1B without the embedding).
        QVERIFY(qAbs(v3->activeParams() / 37e9 - 1) < 0.02);
        QVERIFY(qAbs(c.model(QStringLiteral("qwen3-235b-a22b"))->activeParams() / 22e9 - 1) < 0.02);
        const ModelSpec *oss = c.model(QStringLiteral("gpt-oss-120b"));
        QVERIFY(qAbs((oss->activeParams() - oss->embeddingParams()) / 5.1e9 - 1) < 0.02);
        // Layer patterns: Gemma 3 five local to one global; GPT-OSS alternating 128.
        QCOMPARE(c.model(QStringLiteral("gemma-3-27b"))->slidingLayers, 52);
        QCOMPARE(c.model(QStringLiteral("gemma-3-27b"))->slidingWindow, 1024);
        QCOMPARE(oss->slidingWindow, 128);
        QCOMPARE(oss->slidingLayers, 18);
        QCOMPARE(c.model(QStringLiteral("mistral-7b"))->slidingWindow, 4096);
        QCOMPARE(c.model(QStringLiteral("gemma-2-9b"))->slidingLayers, 21);
    }

    void formatLadder() {
        const Catalog &c = Catalog::builtIn();
        QCOMPARE(c.format(QStringLiteral("bf16"))->bytes, 2.0);
        QCOMPARE(c.format(QStringLiteral("int4"))->bytes, 0.5);
        QCOMPARE(c.format(QStringLiteral("tf32"))->bytes, 4.0); // tf32 still stores 32 bits
        QCOMPARE(c.format(QStringLiteral("fp16"))->maxFinite, 65504.0);
        // Same 8-bit exponent ⇒ same range: fp32, tf32, bf16 form one group, by precision.
        const auto groups = sameRangeGroups(c.formats());
        QList<NumberFormat> eight;
        for (const auto &g : groups) {
            if (g.front().exponentBits == 8)
                eight = g;
        }
        QStringList ids;
        for (const auto &f : eight)
            ids << f.id;
        QCOMPARE(ids, (QStringList{QStringLiteral("fp32"), QStringLiteral("tf32"),
                                   QStringLiteral("bf16")}));
        QVERIFY(!c.format(QStringLiteral("fp16"))->sameRangeAs(*c.format(QStringLiteral("bf16"))));
        // Range follows exponent width: max finite of fp32 and bf16 within 1 %.
        QVERIFY(qAbs(c.format(QStringLiteral("bf16"))->maxFinite
                         / c.format(QStringLiteral("fp32"))->maxFinite
                     - 1)
                < 0.01);
    }

    // hardwareFromJson, the one reader of the docs/cli.md profile shape (storage reads stored
    // profiles through it): every built-in GPU, a CPU profile and a measured one read back
    // field for field.
    void profileShapeReadsBack_data() {
        QTest::addColumn<QString>("id");
        for (const HardwareProfile &g : Catalog::builtIn().gpus())
            QTest::newRow(qPrintable(g.id)) << g.id;
        QTest::newRow("cpu, measured") << QStringLiteral("cpu");
    }
    void profileShapeReadsBack() {
        QFETCH(QString, id);
        HardwareProfile g;
        if (const HardwareProfile *builtIn = Catalog::builtIn().gpu(id)) {
            g = *builtIn;
        } else {
            g.id = QStringLiteral("measured-node1-7");
            g.name = QStringLiteral("Zen 5 measured on node1 (run #7)");
            g.source = QStringLiteral("user");
            g.deviceKind = QStringLiteral("cpu");
            g.memoryBandwidth = 61.5e9;
            g.memoryReadBandwidth = 70.25e9; // written for measured profiles only
            g.peak = {{QStringLiteral("fp32"), 1.5e12}, {QStringLiteral("fp64"), 0.75e12}};
            g.unverified = {QStringLiteral("tdp_watts")};
            g.notes = QStringLiteral("from run 7");
        }
        const QJsonObject written = toJson(g);
        const HardwareProfile read = hardwareFromJson(written);
        QCOMPARE(toJson(read), written);
        QCOMPARE(read.id, g.id);
        QCOMPARE(read.deviceKind, g.deviceKind);
        QCOMPARE(read.memoryReadBandwidth, g.memoryReadBandwidth);
        QCOMPARE(read.peak, g.peak);
        QCOMPARE(read.peakFp16Accumulate, g.peakFp16Accumulate);
        QCOMPARE(read.hostLinkBandwidth, g.hostLinkBandwidth);
        QCOMPARE(read.unverified, g.unverified);
    }
    void profileShapeDefaults() {
        // An older stored profile: no device_kind (a GPU), no links, no read bandwidth.
        const HardwareProfile g = hardwareFromJson(
            QJsonObject{{QStringLiteral("id"), QStringLiteral("old")},
                        {QStringLiteral("memory_bandwidth"), 1e12},
                        {QStringLiteral("peak"), QJsonObject{{QStringLiteral("fp16"), 2e14}}}});
        QCOMPARE(g.deviceKind, QStringLiteral("gpu"));
        QCOMPARE(g.memoryBandwidth, 1e12);
        QCOMPARE(g.peak.value(QStringLiteral("fp16")), 2e14);
        QCOMPARE(g.memoryReadBandwidth, 0.0);
        QVERIFY(g.hostLinkKind.isEmpty());
        QCOMPARE(
            hardwareFromJson({{QStringLiteral("device_kind"), QStringLiteral("tpu")}}).deviceKind,
            QStringLiteral("gpu"));
    }

    // The front ends' one pair of format lists (FormatChoices): every id a catalog format, none
    // twice; the peak fields only formats that run at their own rate (a derived format such as
    // mxfp4 has no peak of its own to state).
    void formatChoices_data() {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<bool>("peakFields");
        QTest::newRow("peak fields") << FormatChoices::peakFields() << true;
        QTest::newRow("calculator") << FormatChoices::calculator() << false;
    }
    void formatChoices() {
        QFETCH(QStringList, ids);
        QFETCH(bool, peakFields);
        QVERIFY(!ids.isEmpty());
        QCOMPARE(QStringList(ids).removeDuplicates(), qsizetype(0));
        for (const QString &id : ids) {
            const NumberFormat *f = Catalog::builtIn().format(id);
            QVERIFY2(f, qPrintable(id));
            if (peakFields)
                QCOMPARE(f->peakKey(), id);
        }
    }

    void malformed_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("isError");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not json") << QByteArray("{oops") << true << QStringLiteral("JSON");
        QTest::newRow("wrong format") << QByteArray(R"({"format":"x","version":1,"models":[]})")
                                      << true << QStringLiteral("roofline-lab-catalog-models");
        QTest::newRow("newer version")
            << QByteArray(R"({"format":"roofline-lab-catalog-models","version":7,"models":[]})")
            << true << QStringLiteral("version 7");
        QTest::newRow("missing field") << QByteArray(
            R"({"format":"roofline-lab-catalog-models","version":1,"models":[{"id":"m","name":"M","family":"f","layers":2,"d_model":8,"heads":2,"kv_heads":2,"head_dim":4,"ffn":16,"tied_embeddings":false,"qkv_bias":false,"qk_norm":false,"gated_ffn":true,"norms_per_layer":2,"experts":0,"active_experts":0,"max_context":8,"published_params":1,"source":"s"}]})")
                                       << false << QStringLiteral("'vocab' is missing");
        QTest::newRow("impossible heads") << QByteArray(
            R"({"format":"roofline-lab-catalog-models","version":1,"models":[{"id":"m","name":"M","family":"f","layers":2,"d_model":8,"heads":3,"kv_heads":2,"head_dim":4,"ffn":16,"vocab":10,"tied_embeddings":false,"qkv_bias":false,"qk_norm":false,"gated_ffn":true,"norms_per_layer":2,"experts":0,"active_experts":0,"max_context":8,"published_params":1,"source":"s"}]})")
                                          << false << QStringLiteral("kv_heads");
    }
    void malformed() {
        QFETCH(QByteArray, json);
        QFETCH(bool, isError);
        QFETCH(QString, mentions);
        QStringList warnings;
        const auto r = Catalog::parseModels(json, &warnings);
        if (isError) {
            QVERIFY(!r);
            QVERIFY2(r.error().text().contains(mentions), qPrintable(r.error().text()));
        } else {
            QVERIFY(r);
            QVERIFY2(warnings.join(QLatin1Char('\n')).contains(mentions),
                     qPrintable(warnings.join(QLatin1Char('\n'))));
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
