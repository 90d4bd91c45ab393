// SPDX-License-Identifier: MIT
// HfConfig on the config.json files of tests/data/hf-configs (see the README there): every family,
// parameter counts against the published totals, the attention and expert layouts, and errors
// that name the field.
#include "model/Catalog.h"
#include "model/llm/HfConfig.h"
#include "model/llm/RooflineCalculator.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace roofline;

namespace {

QByteArray configFile(const QString &name) {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/hf-configs/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

HfImport load(const QString &name) {
    const auto r = HfConfig::parse(configFile(name), name);
    if (!r)
        qFatal("%s: %s", qPrintable(name), qPrintable(r.error().text()));
    return *r;
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    // Parameter counts from the config against the model cards' totals (within 1 %), and
    // active parameters where the card states them (without the input embedding, as cards
    // count them).
    void publishedTotals_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active"); // 0: the card states none apart from the total
        QTest::addColumn<QString>("family");
        QTest::newRow("Llama 3.1 8B") << "llama-3.1-8b.json" << 8030261248.0 << 0.0 << "llama";
        QTest::newRow("Llama 3.2 1B") << "llama-3.2-1b.json" << 1235814400.0 << 0.0 << "llama";
        QTest::newRow("Llama 3.2 3B") << "llama-3.2-3b.json" << 3212749824.0 << 0.0 << "llama";
        QTest::newRow("Llama 3.3 70B")
            << "llama-3.3-70b-instruct.json" << 70553706496.0 << 0.0 << "llama";
        QTest::newRow("Mistral 7B") << "mistral-7b-v0.1.json" << 7241732096.0 << 0.0 << "mistral";
        QTest::newRow("Mixtral 8x7B")
            << "mixtral-8x7b-v0.1.json" << 46702792704.0 << 12.9e9 << "mixtral";
        QTest::newRow("Mixtral 8x22B") << "mixtral-8x22b-v0.1.json" << 141e9 << 39e9 << "mixtral";
        QTest::newRow("Qwen2.5 7B") << "qwen2.5-7b.json" << 7615616512.0 << 0.0 << "qwen2";
        QTest::newRow("Qwen2.5 7B AWQ")
            << "qwen2.5-7b-instruct-awq.json" << 7615616512.0 << 0.0 << "qwen2";
        QTest::newRow("Qwen1.5 MoE A2.7B")
            << "qwen1.5-moe-a2.7b.json" << 14.3e9 << 2.7e9 << "qwen2_moe";
        QTest::newRow("Qwen3 8B") << "qwen3-8b.json" << 8190735360.0 << 0.0 << "qwen3";
        QTest::newRow("Qwen3 30B-A3B")
            << "qwen3-30b-a3b.json" << 30532122624.0 << 3.3e9 << "qwen3_moe";
        QTest::newRow("Qwen3 235B-A22B") << "qwen3-235b-a22b.json" << 235e9 << 22e9 << "qwen3_moe";
        QTest::newRow("Gemma 2 9B") << "gemma-2-9b-it.json" << 9241705984.0 << 0.0 << "gemma2";
        // Gemma 3 technical report, Table 1: embedding + non-embedding parameters of the
        // language model (the vision encoder is not counted).
        QTest::newRow("Gemma 3 1B") << "gemma-3-1b-it.json" << 1000e6 << 0.0 << "gemma3_text";
        QTest::newRow("Gemma 3 4B") << "gemma-3-4b-it.json" << 3884e6 << 0.0 << "gemma3";
        QTest::newRow("Gemma 3 27B") << "gemma-3-27b-it.json" << 27016e6 << 0.0 << "gemma3";
        QTest::newRow("Phi-3 mini")
            << "phi-3-mini-4k-instruct.json" << 3821079552.0 << 0.0 << "phi3";
        QTest::newRow("DeepSeek-V2-Lite")
            << "deepseek-v2-lite.json" << 15.7e9 << 2.4e9 << "deepseek_v2";
        QTest::newRow("DeepSeek-V2") << "deepseek-v2.json" << 236e9 << 21e9 << "deepseek_v2";
        QTest::newRow("DeepSeek-V3") << "deepseek-v3.json" << 671e9 << 37e9 << "deepseek_v3";
        QTest::newRow("GPT-OSS 20B") << "gpt-oss-20b.json" << 20.9e9 << 3.6e9 << "gpt_oss";
        QTest::newRow("GPT-OSS 120B") << "gpt-oss-120b.json" << 116.8e9 << 5.1e9 << "gpt_oss";
    }
    void publishedTotals() {
        QFETCH(QString, file);
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(QString, family);
        const HfImport imp = load(file);
        const ModelSpec &m = imp.model;
        QCOMPARE(m.source, QStringLiteral("user"));
        QVERIFY(m.reference.contains(file));
        QCOMPARE(m.family, family == QLatin1String("gemma3") ? QStringLiteral("gemma3") : family);
        QVERIFY2(
            qAbs(m.totalParams() / total - 1) < 0.01,
            qPrintable(QStringLiteral("%1: %2 vs %3").arg(file).arg(m.totalParams()).arg(total)));
        if (active > 0) {
            // Cards differ on whether the input embedding is "active": Mistral, Qwen and
            // DeepSeek-V3 count it, DeepSeek-V2-Lite and GPT-OSS do not (their 2.4B / 3.6B /
            // 5.1B are without it).
            const bool withEmbedding = family != QLatin1String("gpt_oss")
                                       && !file.startsWith(QLatin1String("deepseek-v2"));
            const double a = m.activeParams() - (withEmbedding ? 0 : m.embeddingParams());
            QVERIFY2(
                qAbs(a / active - 1) < 0.025,
                qPrintable(QStringLiteral("%1: active %2 vs %3").arg(file).arg(a).arg(active)));
        }
        // Every imported model evaluates.
        Ceilings hw;
        hw.bandwidth = 3.35e12;
        hw.uniformPeak = 989e12;
        InferenceConfig c;
        c.batch = 4;
        c.context = 1000;
        QVERIFY(RooflineCalculator::evaluate(m, hw, c));
    }

    // The catalog and the published config.json say the same about each model (the catalog's
    // max_context is the card's native context, which for Qwen3 is not max_position_embeddings,
    // so it is not compared).
    void catalogMatchesConfigs_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("file");
        const char *pairs[][2] = {
            {"llama-3.1-8b", "llama-3.1-8b"},
            {"llama-3.2-1b", "llama-3.2-1b"},
            {"llama-3.2-3b", "llama-3.2-3b"},
            {"llama-3.3-70b", "llama-3.3-70b-instruct"},
            {"mistral-7b", "mistral-7b-v0.1"},
            {"mixtral-8x7b", "mixtral-8x7b-v0.1"},
            {"mixtral-8x22b", "mixtral-8x22b-v0.1"},
            {"qwen2.5-7b", "qwen2.5-7b"},
            {"qwen3-8b", "qwen3-8b"},
            {"qwen3-30b-a3b", "qwen3-30b-a3b"},
            {"qwen3-235b-a22b", "qwen3-235b-a22b"},
            {"gemma-2-9b", "gemma-2-9b-it"},
            {"gemma-3-1b", "gemma-3-1b-it"},
            {"gemma-3-4b", "gemma-3-4b-it"},
            {"gemma-3-27b", "gemma-3-27b-it"},
            {"phi-3-mini", "phi-3-mini-4k-instruct"},
            {"deepseek-v2", "deepseek-v2"},
            {"deepseek-v3", "deepseek-v3"},
            {"gpt-oss-20b", "gpt-oss-20b"},
            {"gpt-oss-120b", "gpt-oss-120b"},
        };
        for (const auto &p : pairs)
            QTest::newRow(p[0]) << QString::fromLatin1(p[0])
                                << QString::fromLatin1(p[1]) + QStringLiteral(".json");
    }
    void catalogMatchesConfigs() {
        QFETCH(QString, id);
        QFETCH(QString, file);
        const ModelSpec *c = Catalog::builtIn().model(id);
        QVERIFY2(c, qPrintable(id));
        const ModelSpec m = load(file).model;
        QCOMPARE(m.totalParams(), c->totalParams());
        QCOMPARE(m.activeParams(), c->activeParams());
        QCOMPARE(m.kvCacheElementsPerToken(), c->kvCacheElementsPerToken());
        QCOMPARE(m.slidingWindow, c->slidingWindow);
        QCOMPARE(m.slidingLayers, c->slidingLayers);
        QCOMPARE(m.experts, c->experts);
        QCOMPARE(m.activeExperts, c->activeExperts);
        QCOMPARE(m.denseLayers, c->denseLayers);
        QCOMPARE(m.sharedExpertFfn, c->sharedExpertFfn);
        QCOMPARE(m.tiedEmbeddings, c->tiedEmbeddings);
        QCOMPARE(m.qkNorm, c->qkNorm);
        QCOMPARE(m.normsPerLayer, c->normsPerLayer);
        QCOMPARE(m.attentionFormat, c->attentionFormat);
        QCOMPARE(m.mlpFormat, c->mlpFormat);
    }

    void attentionLayouts() {
        // Mistral v0.1: every layer windowed at 4096.
        ModelSpec m = load(QStringLiteral("mistral-7b-v0.1.json")).model;
        QCOMPARE(m.slidingWindow, 4096);
        QCOMPARE(m.slidingLayers, 32);
        // Mixtral: sliding_window null.
        QVERIFY(!load(QStringLiteral("mixtral-8x7b-v0.1.json")).model.hasSlidingWindow());
        // Qwen2.5 states a window but does not use it (use_sliding_window false).
        QVERIFY(!load(QStringLiteral("qwen2.5-7b.json")).model.hasSlidingWindow());
        // Gemma 2: every other layer local at 4096 (21 of 42); tied; 4 norms per layer.
        m = load(QStringLiteral("gemma-2-9b-it.json")).model;
        QCOMPARE(m.slidingWindow, 4096);
        QCOMPARE(m.slidingLayers, 21);
        QVERIFY(m.tiedEmbeddings);
        QCOMPARE(m.normsPerLayer, 4);
        // Gemma 3 27B: five local layers (window 1024) to one global: 52 of 62.
        m = load(QStringLiteral("gemma-3-27b-it.json")).model;
        QCOMPARE(m.slidingWindow, 1024);
        QCOMPARE(m.slidingLayers, 52);
        QVERIFY(m.qkNorm);
        QCOMPARE(m.headDim, 128);
        // Gemma 3 1B: window 512, 22 of 26 (layers 6, 12, 18, 24 are global).
        m = load(QStringLiteral("gemma-3-1b-it.json")).model;
        QCOMPARE(m.slidingWindow, 512);
        QCOMPARE(m.slidingLayers, 22);
        QCOMPARE(m.kvHeads, 1);
        // GPT-OSS: layer_types alternate, 128-token windows.
        m = load(QStringLiteral("gpt-oss-20b.json")).model;
        QCOMPARE(m.slidingWindow, 128);
        QCOMPARE(m.slidingLayers, 12);
        QCOMPARE(m.headDim, 64);
        QVERIFY(m.qkvBias);
        // Phi-3 mini 4k: sliding_window 2047 on every layer.
        m = load(QStringLiteral("phi-3-mini-4k-instruct.json")).model;
        QCOMPARE(m.slidingWindow, 2047);
        QCOMPARE(m.slidingLayers, 32);
        QCOMPARE(m.maxContext, 4096);
    }

    void latentAttentionAndExperts() {
        const HfImport v3 = load(QStringLiteral("deepseek-v3.json"));
        const ModelSpec &m = v3.model;
        QVERIFY(m.isMla());
        QCOMPARE(m.kvLoraRank, 512);
        QCOMPARE(m.qLoraRank, 1536);
        QCOMPARE(m.headDim, 192);
        QCOMPARE(m.vHeadDim, 128);
        QCOMPARE(m.kvCacheElementsPerToken(), 576.0);
        QCOMPARE(m.experts, 256);
        QCOMPARE(m.activeExperts, 8);
        QCOMPARE(m.denseLayers, 3);
        QCOMPARE(m.denseFfn, 18432);
        QCOMPARE(m.ffn, 2048);
        QCOMPARE(m.sharedExpertFfn, 2048);
        QCOMPARE(m.maxContext, 163840);
        // The fp8 checkpoint: linear layers fp8, the rest in its bf16 dtype.
        QCOMPARE(m.attentionFormat, QStringLiteral("fp8"));
        QCOMPARE(m.mlpFormat, QStringLiteral("fp8"));
        QCOMPARE(m.dtype, QStringLiteral("bf16"));
        QVERIFY(
            v3.notes.join(QLatin1Char(' ')).contains(QStringLiteral("num_nextn_predict_layers")));
        // V2-Lite: q_lora_rank null means a full-rank query projection; 2 shared experts.
        const ModelSpec lite = load(QStringLiteral("deepseek-v2-lite.json")).model;
        QCOMPARE(lite.qLoraRank, 0);
        QCOMPARE(lite.sharedExpertFfn, 2 * 1408);
        QCOMPARE(lite.denseLayers, 1);
        // Qwen1.5-MoE: the shared expert and its gate.
        const ModelSpec qmoe = load(QStringLiteral("qwen1.5-moe-a2.7b.json")).model;
        QCOMPARE(qmoe.sharedExpertFfn, 5632);
        QVERIFY(qmoe.sharedExpertGate);
        QCOMPARE(qmoe.denseLayers, 0);
        QVERIFY(qmoe.qkvBias);
    }

    void checkpointFormats() {
        // AWQ: int4 linear layers, float16 the rest.
        const HfImport awq = load(QStringLiteral("qwen2.5-7b-instruct-awq.json"));
        QCOMPARE(awq.model.attentionFormat, QStringLiteral("int4"));
        QCOMPARE(awq.model.mlpFormat, QStringLiteral("int4"));
        QCOMPARE(awq.model.dtype, QStringLiteral("fp16"));
        // GPT-OSS: MXFP4 experts, bf16 attention.
        const HfImport oss = load(QStringLiteral("gpt-oss-120b.json"));
        QCOMPARE(oss.model.mlpFormat, QStringLiteral("mxfp4"));
        QVERIFY(oss.model.attentionFormat.isEmpty());
        // It fits one 80 GB GPU as the model card says: 4.25-bit experts, bf16 rest.
        Ceilings h100;
        h100.bandwidth = 3.35e12;
        h100.uniformPeak = 989e12;
        h100.capacity = 80e9;
        InferenceConfig c;
        c.context = 4096;
        const auto op = RooflineCalculator::evaluate(oss.model, h100, c);
        QVERIFY(op);
        QCOMPARE(op->fitsInMemory, std::optional<bool>(true));
        QVERIFY(op->weightResidentBytes > 60e9 && op->weightResidentBytes < 70e9);
    }

    void classDefaultsAreSaid() {
        // gemma-3-4b-it's text_config leaves the heads to Gemma3TextConfig's defaults.
        const HfImport g = load(QStringLiteral("gemma-3-4b-it.json"));
        QCOMPARE(g.model.heads, 8);
        QCOMPARE(g.model.kvHeads, 4);
        QCOMPARE(g.model.headDim, 256);
        QCOMPARE(g.model.vocab, 262208);
        const QString notes = g.notes.join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QStringLiteral("text_config.num_attention_heads")),
                 qPrintable(notes));
        QVERIFY(notes.contains(QStringLiteral("vision")));
        // A float32 checkpoint is served in 16 bits.
        QByteArray json = configFile(QStringLiteral("gemma-2-9b-it.json"));
        json.replace("\"bfloat16\"", "\"float32\"");
        const auto f32 = HfConfig::parse(json);
        QVERIFY(f32);
        QCOMPARE(f32->model.dtype, QStringLiteral("bf16"));
        QVERIFY(f32->notes.join(QLatin1Char(' ')).contains(QStringLiteral("float32")));
    }

    void names() {
        const HfImport l = load(QStringLiteral("llama-3.1-8b.json"));
        QCOMPARE(l.model.id, QStringLiteral("llama-3.1-8b"));
        QCOMPARE(l.model.name, QStringLiteral("Llama-3.1-8B"));
        // Without _name_or_path the file names it.
        const HfImport v3 = load(QStringLiteral("deepseek-v3.json"));
        QCOMPARE(v3.model.id, QStringLiteral("deepseek-v3"));
    }

    // Issue 32 item 7: a checkpoint's config.json (no _name_or_path) is named by its folder,
    // in the Hugging Face cache by the repository, never by the generic family name.
    void namesFromTheCheckpointFolder_data() {
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("folder") << QStringLiteral("/data/models/Qwen2.5-7B-Instruct/config.json")
                                << QStringLiteral("Qwen2.5-7B-Instruct")
                                << QStringLiteral("qwen2.5-7b-instruct");
        QTest::newRow("hub cache")
            << QStringLiteral("/home/u/.cache/huggingface/hub/models--meta-llama--Llama-3.1-8B/"
                              "snapshots/0123456789abcdef0123456789abcdef01234567/config.json")
            << QStringLiteral("Llama-3.1-8B") << QStringLiteral("llama-3.1-8b");
        QTest::newRow("named file") << QStringLiteral("/tmp/my-llama.json")
                                    << QStringLiteral("my-llama") << QStringLiteral("my-llama");
    }
    void namesFromTheCheckpointFolder() {
        QFETCH(QString, origin);
        QFETCH(QString, name);
        QFETCH(QString, id);
        QByteArray json = configFile(QStringLiteral("llama-3.1-8b.json"));
        QJsonObject root = QJsonDocument::fromJson(json).object();
        root.remove(QStringLiteral("_name_or_path"));
        const auto r = HfConfig::parse(QJsonDocument(root).toJson(), origin);
        QVERIFY2(r, r ? "" : qPrintable(r.error().text()));
        QCOMPARE(r->model.name, name);
        QCOMPARE(r->model.id, id);
    }

    // Bad input: an error naming the field, never a guess.
    void errors_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("mentions");
        const QByteArray llama = configFile(QStringLiteral("llama-3.1-8b.json"));
        QTest::newRow("not JSON") << QByteArray("{\"model_type\": ") << QString() << "JSON";
        QTest::newRow("no model_type") << QByteArray("{\"hidden_size\": 4096}") << "model_type"
                                       << "missing";
        QByteArray bert = llama;
        bert.replace("\"model_type\": \"llama\"", "\"model_type\": \"bert\"");
        QTest::newRow("unknown model_type") << bert << "model_type"
                                            << "deepseek_v3";
        QByteArray noHidden = llama;
        noHidden.replace("\"hidden_size\"", "\"hidden_sise\"");
        QTest::newRow("missing hidden_size") << noHidden << "hidden_size"
                                             << "missing";
        QByteArray textLayers = llama;
        textLayers.replace("\"num_hidden_layers\": 32", "\"num_hidden_layers\": \"32\"");
        QTest::newRow("layers as text") << textLayers << "num_hidden_layers"
                                        << "whole number";
        QByteArray noExperts = configFile(QStringLiteral("mixtral-8x7b-v0.1.json"));
        noExperts.replace("\"num_local_experts\"", "\"local_experts\"");
        QTest::newRow("mixtral without experts") << noExperts << "num_local_experts"
                                                 << "Mixtral";
        QByteArray shortTypes = configFile(QStringLiteral("gpt-oss-20b.json"));
        shortTypes.replace("\"num_hidden_layers\": 24", "\"num_hidden_layers\": 23");
        QTest::newRow("layer_types too long") << shortTypes << "layer_types"
                                              << "24";
        QTest::newRow("gemma3 without text_config")
            << QByteArray("{\"model_type\": \"gemma3\"}") << "text_config"
            << "missing";
        QByteArray badHeads = llama;
        badHeads.replace("\"num_key_value_heads\": 8", "\"num_key_value_heads\": 5");
        QTest::newRow("impossible heads") << badHeads << "kv_heads"
                                          << "32";
    }
    void errors() {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, mentions);
        const auto r = HfConfig::parse(json);
        QVERIFY(!r);
        QCOMPARE(r.error().field, field);
        QVERIFY2(r.error().text().contains(mentions), qPrintable(r.error().text()));
    }

    // Issue 27, item 2: values past their documented range (ModelSpec::kMax…) are refused
    // naming the config's field, before anything is computed from them (2e9 layers took
    // seconds of loops; n_shared_experts × moe_intermediate_size overflowed an int).
    void hugeConfigValues_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("mentions");
        const QByteArray llama = configFile(QStringLiteral("llama-3.1-8b.json"));
        const QByteArray qwenMoe = configFile(QStringLiteral("qwen3-30b-a3b.json"));
        const QByteArray gemma = configFile(QStringLiteral("gemma-2-9b-it.json"));
        const QByteArray deepseek = configFile(QStringLiteral("deepseek-v3.json"));
        const auto with = [](QByteArray json, const char *from, const char *to) {
            if (!json.contains(from))
                qFatal("the test config lacks %s", from);
            return json.replace(from, to);
        };
        QTest::newRow("2e9 layers")
            << with(llama, "\"num_hidden_layers\": 32", "\"num_hidden_layers\": 2000000000")
            << "num_hidden_layers"
            << "10000";
        QTest::newRow("2e9 MoE layers")
            << with(qwenMoe, "\"num_hidden_layers\": 48", "\"num_hidden_layers\": 2000000000")
            << "num_hidden_layers"
            << "10000";
        QTest::newRow("1e9 hidden size")
            << with(llama, "\"hidden_size\": 4096", "\"hidden_size\": 1000000000") << "hidden_size"
            << "1048576";
        QTest::newRow("2e9 vocabulary")
            << with(llama, "\"vocab_size\": 128256", "\"vocab_size\": 2000000000") << "vocab_size"
            << "16777216";
        QTest::newRow("1e9 heads")
            << with(llama, "\"num_attention_heads\": 32", "\"num_attention_heads\": 1000000000")
            << "num_attention_heads"
            << "65536";
        QTest::newRow("2e9 sliding window pattern")
            << with(gemma, "\"num_hidden_layers\": 42", "\"num_hidden_layers\": 2000000000")
            << "num_hidden_layers"
            << "10000";
        QTest::newRow("shared experts overflow")
            << with(deepseek, "\"n_shared_experts\": 1", "\"n_shared_experts\": 60000")
            << "n_shared_experts"
            << "1048576";
    }
    void hugeConfigValues() {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, mentions);
        const auto r = HfConfig::parse(json);
        QVERIFY(!r);
        QCOMPARE(r.error().field, field);
        QVERIFY2(r.error().text().contains(mentions), qPrintable(r.error().text()));
    }

    // The layer counts come from arithmetic, not a loop over the layers, and agree with the
    // transformers classes' rules: Qwen MoE's mlp_only_layers (duplicates and out-of-range
    // entries ignored) against decoder_sparse_step.
    void denseLayersCounted() {
        QByteArray json = configFile(QStringLiteral("qwen3-30b-a3b.json"));
        json.replace("\"num_hidden_layers\": 48", "\"num_hidden_layers\": 10");
        json.replace("\"decoder_sparse_step\": 1", "\"decoder_sparse_step\": 2");
        json.replace("\"mlp_only_layers\": []", "\"mlp_only_layers\": [1, 3, 4, 4, 99]");
        const auto r = HfConfig::parse(json);
        QVERIFY2(r, r ? "" : qPrintable(r.error().text()));
        // Sparse: layers 1, 3, 5, 7, 9 ((i + 1) % 2 == 0) less 1 and 3 (MLP only) = 3.
        QCOMPARE(r->model.denseLayers, 7);
    }
};

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
