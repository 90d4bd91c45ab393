// SPDX-License-Identifier: MIT
#include "model/llm/HfConfig.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <cmath>
#include <cstring>
#include <optional>

namespace roofline {

namespace {

// Reads typed fields of one config object; the first problem is kept and named.
class Reader {
public:
    Reader(QJsonObject o, QString prefix, QStringList *notes)
        : m_o(std::move(o))
        , m_prefix(std::move(prefix))
        , m_notes(notes) {}

    bool has(const char *key) const {
        const QJsonValue v = m_o.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }
    QString name(const char *key) const { return m_prefix + QLatin1String(key); }

    std::optional<int> optionalInt(const char *key, int min = 0) {
        if (!has(key))
            return std::nullopt;
        const QJsonValue v = m_o.value(QLatin1String(key));
        const double d = v.toDouble(-1);
        const int max = maximumOf(key);
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
            fail(key, v.isDouble()
                          ? HfConfig::tr("is %1; must be a whole number from %2 to %3")
                                .arg(QString::number(d, 'g', 17))
                                .arg(min)
                                .arg(max)
                          : HfConfig::tr("must be a whole number from %1 to %2").arg(min).arg(max));
            return std::nullopt;
        }
        return int(d);
    }
    // The documented range of each size (ModelSpec::kMax…): a value past it is refused by name
    // before anything is computed from it.
    static int maximumOf(const char *key) {
        static const struct {
            const char *key;
            int max;
        } limits[] = {
            {"num_hidden_layers", ModelSpec::kMaxLayers},
            {"first_k_dense_replace", ModelSpec::kMaxLayers},
            {"max_window_layers", ModelSpec::kMaxLayers},
            {"moe_layer_freq", ModelSpec::kMaxLayers},
            {"decoder_sparse_step", ModelSpec::kMaxLayers},
            {"sliding_window_pattern", ModelSpec::kMaxLayers},
            {"num_nextn_predict_layers", ModelSpec::kMaxLayers},
            {"hidden_size", ModelSpec::kMaxWidth},
            {"intermediate_size", ModelSpec::kMaxWidth},
            {"moe_intermediate_size", ModelSpec::kMaxWidth},
            {"shared_expert_intermediate_size", ModelSpec::kMaxWidth},
            {"head_dim", ModelSpec::kMaxWidth},
            {"kv_lora_rank", ModelSpec::kMaxWidth},
            {"q_lora_rank", ModelSpec::kMaxWidth},
            {"qk_rope_head_dim", ModelSpec::kMaxWidth},
            {"qk_nope_head_dim", ModelSpec::kMaxWidth},
            {"v_head_dim", ModelSpec::kMaxWidth},
            {"num_attention_heads", ModelSpec::kMaxHeads},
            {"num_key_value_heads", ModelSpec::kMaxHeads},
            {"vocab_size", ModelSpec::kMaxVocab},
            {"num_local_experts", ModelSpec::kMaxExperts},
            {"num_experts", ModelSpec::kMaxExperts},
            {"n_routed_experts", ModelSpec::kMaxExperts},
            {"n_shared_experts", ModelSpec::kMaxExperts},
            {"num_experts_per_tok", ModelSpec::kMaxExperts},
            {"experts_per_token", ModelSpec::kMaxExperts},
            {"max_position_embeddings", ModelSpec::kMaxContext},
            {"sliding_window", ModelSpec::kMaxContext},
        };
        for (const auto &l : limits) {
            if (std::strcmp(l.key, key) == 0)
                return l.max;
        }
        return ModelSpec::kMaxContext;
    }
    // A field the family needs: missing is an error naming it.
    int required(const char *key, int min = 1) {
        if (!has(key)) {
            fail(key, HfConfig::tr("is missing; the %1 family needs it").arg(family));
            return 0;
        }
        return optionalInt(key, min).value_or(0);
    }
    // A field the transformers class defaults: the default is used and said.
    int orDefault(const char *key, int fallback, int min = 0) {
        if (const auto v = optionalInt(key, min))
            return *v;
        if (!failed())
            note(HfConfig::tr("%1 is not in the config: the %2 default %3 is used.")
                     .arg(name(key), family)
                     .arg(fallback));
        return fallback;
    }
    // A default that every config of the family relies on: no note.
    int quietDefault(const char *key, int fallback, int min = 0) {
        return optionalInt(key, min).value_or(fallback);
    }
    bool flag(const char *key, bool fallback) {
        if (!has(key))
            return fallback;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isBool()) {
            fail(key, HfConfig::tr("must be true or false"));
            return fallback;
        }
        return v.toBool();
    }
    QString string(const char *key) const { return m_o.value(QLatin1String(key)).toString(); }
    QJsonArray array(const char *key) {
        if (!has(key))
            return {};
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isArray())
            fail(key, HfConfig::tr("must be a list"));
        return v.toArray();
    }
    QJsonObject object(const char *key) const { return m_o.value(QLatin1String(key)).toObject(); }

    void fail(const char *key, const QString &message) {
        if (!m_error)
            m_error = fieldError(name(key), message);
    }
    void note(const QString &text) {
        if (m_notes)
            m_notes->append(text);
    }
    bool failed() const { return m_error.has_value(); }
    const Error &error() const { return *m_error; }

    QString family;

private:
    QJsonObject m_o;
    QString m_prefix;
    QStringList *m_notes;
    std::optional<Error> m_error;
};

// How many entries of `layer_types` are "sliding_attention"; -1 when the list is absent.
int slidingFromLayerTypes(Reader &r, int layers) {
    const QJsonArray types = r.array("layer_types");
    if (types.isEmpty())
        return -1;
    if (types.size() != layers) {
        r.fail("layer_types", HfConfig::tr("lists %1 layers but num_hidden_layers is %2")
                                  .arg(types.size())
                                  .arg(layers));
        return 0;
    }
    int sliding = 0;
    for (const QJsonValue &t : types)
        sliding += t.toString() == QLatin1String("sliding_attention") ? 1 : 0;
    return sliding;
}

QString dtypeOf(const QString &torch) {
    if (torch == QLatin1String("bfloat16"))
        return QStringLiteral("bf16");
    if (torch == QLatin1String("float16"))
        return QStringLiteral("fp16");
    if (torch == QLatin1String("float32"))
        return QStringLiteral("fp32");
    return {};
}

// The quantisation the checkpoint stores its linear layers in (quantization_config).
void readQuantization(const QJsonObject &q, ModelSpec &m, QStringList *notes) {
    if (q.isEmpty())
        return;
    const QString method = q.value(QLatin1String("quant_method")).toString();
    const int bits = q.value(QLatin1String("bits")).toInt(4);
    QString format;
    bool expertsOnly = false;
    if (method == QLatin1String("fp8") || method == QLatin1String("fbgemm_fp8")) {
        format = QStringLiteral("fp8");
    } else if (method == QLatin1String("awq") || method == QLatin1String("gptq")) {
        format = bits == 8   ? QStringLiteral("int8")
                 : bits == 4 ? QStringLiteral("int4")
                             : QString();
    } else if (method == QLatin1String("mxfp4")) {
        format = QStringLiteral("mxfp4");
        expertsOnly = true; // attention, router, embedding and lm_head stay unquantised
    } else if (method == QLatin1String("bitsandbytes")) {
        format = q.value(QLatin1String("load_in_4bit")).toBool() ? QStringLiteral("int4")
                                                                 : QStringLiteral("int8");
    } else if (method == QLatin1String("compressed-tensors")) {
        // The first config group's weights say what the linear layers hold.
        const QJsonObject groups = q.value(QLatin1String("config_groups")).toObject();
        if (!groups.isEmpty()) {
            const QJsonObject w =
                groups.begin()->toObject().value(QLatin1String("weights")).toObject();
            const int n = w.value(QLatin1String("num_bits")).toInt();
            const bool isFloat =
                w.value(QLatin1String("type")).toString() == QLatin1String("float");
            if (n == 8)
                format = isFloat ? QStringLiteral("fp8") : QStringLiteral("int8");
            else if (n == 4)
                format = isFloat ? QStringLiteral("fp4") : QStringLiteral("int4");
        }
    }
    if (format.isEmpty()) {
        if (notes)
            notes->append(HfConfig::tr("quantization_config (%1) is not read: the linear layers "
                                       "count in the model's dtype; give the weights' format.")
                              .arg(method.isEmpty() ? QStringLiteral("?") : method));
        return;
    }
    m.mlpFormat = format;
    if (!expertsOnly)
        m.attentionFormat = format;
    if (notes)
        notes->append(expertsOnly ? HfConfig::tr("The checkpoint stores its experts in %1; "
                                                 "attention, router, embedding and lm_head in %2.")
                                        .arg(format, m.dtype)
                                  : HfConfig::tr("The checkpoint stores its linear layers in %1 "
                                                 "(%2); embedding, lm_head and norms in %3.")
                                        .arg(format, method, m.dtype));
}

struct Family {
    const char *type;
    const char *name;
};

const Family kFamilies[] = {
    {"llama", "Llama"},
    {"mistral", "Mistral"},
    {"mixtral", "Mixtral"},
    {"qwen2", "Qwen2"},
    {"qwen2_moe", "Qwen2-MoE"},
    {"qwen3", "Qwen3"},
    {"qwen3_moe", "Qwen3-MoE"},
    {"gemma2", "Gemma 2"},
    {"gemma3", "Gemma 3"},
    {"gemma3_text", "Gemma 3"},
    {"phi3", "Phi-3"},
    {"deepseek_v2", "DeepSeek-V2"},
    {"deepseek_v3", "DeepSeek-V3"},
    {"gpt_oss", "GPT-OSS"},
};

// Qwen2-MoE / Qwen3-MoE: which layers route to experts (decoder_sparse_step, mlp_only_layers).
// Counted, not looped over the layers: the work is linear in the config's size, whatever
// num_hidden_layers says.
int denseLayersOfQwenMoe(Reader &r, int layers) {
    const int step = r.quietDefault("decoder_sparse_step", 1, 1);
    int sparse = layers / step; // layers i with (i + 1) % step == 0
    QSet<int> mlpOnly;
    const QJsonArray mlpOnlyJson = r.array("mlp_only_layers");
    for (const QJsonValue &v : mlpOnlyJson) {
        const int i = v.toInt(-1);
        if (i >= 0 && i < layers && (i + 1) % step == 0 && !mlpOnly.contains(i)) {
            mlpOnly.insert(i);
            --sparse;
        }
    }
    return layers - sparse;
}

// How many of 0 … n-1 are multiples of `step` (n >= 0, step >= 1).
int multiplesBelow(int n, int step) {
    return n <= 0 ? 0 : (n - 1) / step + 1;
}

// The config's one JSON object.
Result<QJsonObject> configObject(const QByteArray &json) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return kindError(
            ErrorKind::InvalidInput,
            HfConfig::tr("not valid JSON at offset %1: %2").arg(err.offset).arg(err.errorString()));
    if (!doc.isObject())
        return kindError(ErrorKind::InvalidInput, HfConfig::tr("a config.json is one JSON object"));
    return doc.object();
}

// The family of a model_type; an unknown or missing type is an error naming the known ones.
Result<const Family *> familyOf(const QString &type) {
    if (type.isEmpty())
        return fieldError(
            QStringLiteral("model_type"),
            HfConfig::tr("is missing: this does not look like a Hugging Face config.json"));
    const auto family =
        std::find_if(std::begin(kFamilies), std::end(kFamilies),
                     [&](const Family &f) { return type == QLatin1String(f.type); });
    if (family == std::end(kFamilies))
        return fieldError(QStringLiteral("model_type"),
                          HfConfig::tr("'%1' is not a model type this reader knows; it reads %2")
                              .arg(type, HfConfig::supportedTypes().join(QStringLiteral(", "))));
    return &*family;
}

// The object that describes the language model, the prefix of its field names and its type.
struct LanguageModel {
    QJsonObject o;
    QString prefix;
    QString type;
};

// Multimodal Gemma 3 (4B and up) nests the language model in text_config.
Result<LanguageModel> languageModel(const QJsonObject &root, const QString &type,
                                    QStringList &notes) {
    LanguageModel lm{root, QString(), type};
    if (type != QLatin1String("gemma3"))
        return lm;
    lm.o = root.value(QLatin1String("text_config")).toObject();
    if (lm.o.isEmpty())
        return fieldError(
            QStringLiteral("text_config"),
            HfConfig::tr("is missing: a gemma3 config keeps its language model there"));
    lm.prefix = QStringLiteral("text_config.");
    lm.type = QStringLiteral("gemma3_text");
    if (root.contains(QLatin1String("vision_config")))
        notes << HfConfig::tr("The vision tower (vision_config) is not counted: the calculator "
                              "models the language model.");
    return lm;
}

// torch_dtype (newer transformers write "dtype"), in text_config or at the top.
void readDtype(const QJsonObject &o, const QJsonObject &root, ModelSpec &m, QStringList &notes) {
    QString torch;
    for (const QJsonObject *where : {&o, &root}) {
        for (const char *key : {"torch_dtype", "dtype"}) {
            if (torch.isEmpty())
                torch = where->value(QLatin1String(key)).toString();
        }
    }
    m.dtype = dtypeOf(torch);
    if (m.dtype == QLatin1String("fp32")) {
        // Serving engines cast 32-bit checkpoints down (vLLM's dtype "auto": 16 bits).
        m.dtype = QStringLiteral("bf16");
        notes << HfConfig::tr("torch_dtype is float32, which engines serve in 16 bits: bf16 is "
                              "used (give fp32 weights to count 32-bit ones).");
    } else if (m.dtype.isEmpty()) {
        m.dtype = QStringLiteral("bf16");
        notes << HfConfig::tr("torch_dtype is %1: bf16 is assumed for what is not quantised.")
                     .arg(torch.isEmpty() ? HfConfig::tr("not given") : torch);
    }
}

// The decoder's sizes: width, layers, heads, vocabulary and context.
void readDecoder(Reader &r, ModelSpec &m, bool gemma3) {
    if (gemma3) {
        // Gemma3TextConfig's defaults, on which the published configs rely (gemma-3-4b-it
        // omits the head counts, gemma-3-27b-it the vocabulary).
        m.dModel = r.orDefault("hidden_size", 2304, 1);
        m.layers = r.orDefault("num_hidden_layers", 26, 1);
        m.heads = r.orDefault("num_attention_heads", 8, 1);
        m.kvHeads = r.orDefault("num_key_value_heads", 4, 1);
        m.headDim = r.orDefault("head_dim", 256, 1);
        m.ffn = r.orDefault("intermediate_size", 9216, 1);
        m.vocab = r.orDefault("vocab_size", 262208, 1);
        m.maxContext = r.orDefault("max_position_embeddings", 131072, 1);
    } else {
        m.dModel = r.required("hidden_size");
        m.layers = r.required("num_hidden_layers");
        m.heads = r.required("num_attention_heads");
        m.kvHeads = r.quietDefault("num_key_value_heads", m.heads, 1);
        m.vocab = r.required("vocab_size");
        m.maxContext = r.quietDefault("max_position_embeddings", 0);
        if (m.heads > 0)
            m.headDim = r.quietDefault("head_dim", m.dModel / m.heads, 1);
    }
}

// Attention windows: which layers slide and over how many tokens.
void readWindows(Reader &r, ModelSpec &m, const QString &type, bool gemma, bool gemma3) {
    const int window = r.quietDefault("sliding_window", 0);
    if (gemma) {
        m.slidingWindow = window > 0 ? window : 4096; // both classes default to 4096
        int sliding = slidingFromLayerTypes(r, m.layers);
        if (sliding < 0) {
            // gemma2: even layers are local; gemma3: all but every sliding_window_pattern-th.
            const int pattern = gemma3 ? r.quietDefault("sliding_window_pattern", 6, 1) : 2;
            sliding = m.layers - m.layers / pattern; // all but layers i with (i + 1) % pattern == 0
        }
        m.slidingLayers = sliding;
    } else if (type == QLatin1String("qwen2") || type == QLatin1String("qwen2_moe")
               || type.startsWith(QLatin1String("qwen3"))) {
        // Qwen configs state a window but use it only with use_sliding_window, from layer
        // max_window_layers on.
        if (r.flag("use_sliding_window", false) && window > 0) {
            int sliding = slidingFromLayerTypes(r, m.layers);
            if (sliding < 0)
                sliding = std::max(0, m.layers - r.quietDefault("max_window_layers", m.layers));
            m.slidingWindow = window;
            m.slidingLayers = sliding;
        }
    } else if (window > 0) {
        // Mistral v0.1, Mixtral, Phi-3: every layer; GPT-OSS: the layers its layer_types say.
        const int sliding = slidingFromLayerTypes(r, m.layers);
        m.slidingWindow = window;
        m.slidingLayers = sliding >= 0 ? sliding : m.layers;
    }
    if (m.slidingLayers == 0)
        m.slidingWindow = 0;
    if (m.slidingWindow > 0 && m.maxContext > 0 && m.slidingWindow >= m.maxContext) {
        // A window as long as the context (Phi-3 128k's 262144) never slides.
        m.slidingWindow = m.slidingLayers = 0;
    }
}

// DeepSeek's latent attention (MLA): the ranks and head widths of its projections.
void readLatentAttention(Reader &r, ModelSpec &m, QStringList &notes) {
    m.kvLoraRank = r.required("kv_lora_rank");
    m.qLoraRank = r.quietDefault("q_lora_rank", 0); // null in DeepSeek-V2-Lite
    m.qkRopeHeadDim = r.required("qk_rope_head_dim");
    m.qkNopeHeadDim = r.required("qk_nope_head_dim");
    m.vHeadDim = r.required("v_head_dim");
    m.headDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
    m.kvHeads = m.heads; // the latent serves every head
    if (r.quietDefault("num_nextn_predict_layers", 0) > 0)
        notes << HfConfig::tr("The multi-token-prediction module (num_nextn_predict_layers) is "
                              "not counted: it serves speculative decoding only.");
}

// Qwen2-MoE / Qwen3-MoE: experts, their width and the dense layers beside them.
void readQwenExperts(Reader &r, ModelSpec &m, const QString &type) {
    m.experts = r.required("num_experts");
    m.activeExperts = r.required("num_experts_per_tok");
    m.denseFfn = m.ffn;
    m.ffn = r.required("moe_intermediate_size");
    m.denseLayers = denseLayersOfQwenMoe(r, m.layers);
    if (m.denseLayers > 0 && m.denseFfn == 0)
        r.fail("intermediate_size",
               HfConfig::tr("is needed for the dense layers (mlp_only_layers)"));
    if (type == QLatin1String("qwen2_moe")) {
        m.sharedExpertFfn = r.quietDefault("shared_expert_intermediate_size", 0);
        m.sharedExpertGate = m.sharedExpertFfn > 0;
    }
}

// DeepSeek: routed and shared experts, and the dense layers (first_k_dense_replace,
// moe_layer_freq); a config without routed experts is dense.
void readDeepseekExperts(Reader &r, ModelSpec &m) {
    m.experts = r.quietDefault("n_routed_experts", 0);
    if (m.experts <= 0)
        return;
    m.activeExperts = r.required("num_experts_per_tok");
    m.denseFfn = m.ffn;
    m.ffn = r.required("moe_intermediate_size");
    const qint64 shared = qint64(r.quietDefault("n_shared_experts", 0)) * m.ffn;
    if (shared > ModelSpec::kMaxWidth)
        r.fail("n_shared_experts",
               HfConfig::tr("times moe_intermediate_size (%1) is %2; the shared experts may be at "
                            "most %3 wide")
                   .arg(m.ffn)
                   .arg(shared)
                   .arg(ModelSpec::kMaxWidth));
    m.sharedExpertFfn = int(std::min<qint64>(shared, ModelSpec::kMaxWidth));
    const int freq = r.quietDefault("moe_layer_freq", 1, 1);
    const int firstDense = std::min(r.quietDefault("first_k_dense_replace", 0), m.layers);
    // Layers i >= first_k_dense_replace with i % moe_layer_freq == 0 route to experts.
    const int dense =
        m.layers - (multiplesBelow(m.layers, freq) - multiplesBelow(firstDense, freq));
    m.denseLayers = dense;
    if (dense > 0 && m.denseFfn == 0)
        r.fail("intermediate_size", HfConfig::tr("is needed for the dense layers"));
}

// The feed-forward width, and the experts of a mixture of experts.
void readFeedForward(Reader &r, ModelSpec &m, const QString &type, bool deepseek, bool gemma3) {
    if (!gemma3)
        m.ffn = r.quietDefault("intermediate_size", 0);
    if (type == QLatin1String("mixtral") || type == QLatin1String("gpt_oss")) {
        m.experts = r.required("num_local_experts");
        m.activeExperts = r.has("num_experts_per_tok") ? r.required("num_experts_per_tok")
                                                       : r.required("experts_per_token");
        if (m.ffn == 0)
            r.fail("intermediate_size",
                   HfConfig::tr("is missing; the %1 family needs it").arg(r.family));
    } else if (type == QLatin1String("qwen2_moe") || type == QLatin1String("qwen3_moe")) {
        readQwenExperts(r, m, type);
    } else if (deepseek) {
        readDeepseekExperts(r, m);
    } else if (m.ffn == 0) {
        r.fail("intermediate_size",
               HfConfig::tr("is missing; the %1 family needs it").arg(r.family));
    }
}

// The model's base name: the hub id the config names, else the file's, else its folder's.
QString baseName(const QJsonObject &root, const QString &origin, const Family &family) {
    QString base = root.value(QLatin1String("_name_or_path")).toString();
    if (base.isEmpty())
        base = origin;
    const QStringList parts =
        QDir::fromNativeSeparators(base).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    base = parts.value(parts.size() - 1);
    if (base.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        base.chop(5);
    // A checkpoint's config.json is named by its folder (issue 32: not a generic family name):
    // ".../Qwen2.5-7B-Instruct/config.json", or in the Hugging Face cache
    // ".../models--meta-llama--Llama-3.1-8B/snapshots/<commit>/config.json".
    if (base == QLatin1String("config") && parts.size() >= 2) {
        static const QRegularExpression commit(QStringLiteral("^[0-9a-f]{40}$"));
        const QString &folder = parts.at(parts.size() - 2);
        if (commit.match(folder).hasMatch() && parts.size() >= 4
            && parts.at(parts.size() - 3) == QLatin1String("snapshots"))
            base = parts.at(parts.size() - 4).section(QStringLiteral("--"), -1);
        else if (folder != QLatin1String(".") && folder != QLatin1String(".."))
            base = folder;
    }
    if (base.isEmpty() || base == QLatin1String("config"))
        base = QLatin1String(family.type);
    return base;
}

// The spec's id, name and reference.
void nameModel(ModelSpec &m, const QJsonObject &root, const QString &origin, const Family &family,
               const QString &type) {
    const QString base = baseName(root, origin, family);
    static const QRegularExpression notSlug(QStringLiteral("[^a-z0-9.]+"));
    static const QRegularExpression edges(QStringLiteral("^-+|-+$"));
    m.id = base.toLower().replace(notSlug, QStringLiteral("-")).remove(edges);
    m.name = base == QLatin1String(family.type) ? QLatin1String(family.name) : base;
    m.reference = origin.isEmpty() ? HfConfig::tr("config.json (model_type %1)").arg(type)
                                   : HfConfig::tr("%1 (model_type %2)").arg(origin, type);
}

} // namespace

QStringList HfConfig::supportedTypes() {
    QStringList out;
    for (const Family &f : kFamilies)
        out << QLatin1String(f.type);
    return out;
}

Result<HfImport> HfConfig::parse(const QByteArray &json, const QString &origin) {
    const auto object = configObject(json);
    if (!object)
        return object.error();
    const QJsonObject &root = *object;
    const QString modelType = root.value(QLatin1String("model_type")).toString();
    const auto family = familyOf(modelType);
    if (!family)
        return family.error();
    HfImport out;
    const auto lm = languageModel(root, modelType, out.notes);
    if (!lm)
        return lm.error();
    const QString &type = lm->type;
    Reader r(lm->o, lm->prefix, &out.notes);
    r.family = QLatin1String((*family)->name);
    ModelSpec &m = out.model;
    m.source = QStringLiteral("user");
    m.family = QLatin1String((*family)->type);
    readDtype(lm->o, root, m, out.notes);

    const bool gemma3 = type == QLatin1String("gemma3_text");
    const bool gemma = gemma3 || type == QLatin1String("gemma2");
    readDecoder(r, m, gemma3);
    if (r.failed())
        return r.error();
    m.tiedEmbeddings = r.flag("tie_word_embeddings", gemma);
    m.qkvBias = r.flag("attention_bias", type.startsWith(QLatin1String("qwen2")));
    m.qkNorm = gemma3 || type.startsWith(QLatin1String("qwen3"));
    m.normsPerLayer = gemma ? 4 : 2;

    readWindows(r, m, type, gemma, gemma3);
    const bool deepseek = type.startsWith(QLatin1String("deepseek"));
    if (deepseek)
        readLatentAttention(r, m, out.notes);
    readFeedForward(r, m, type, deepseek, gemma3);
    if (r.failed())
        return r.error();
    if (m.isMoE() && m.denseLayers == 0)
        m.denseFfn = 0;

    readQuantization(root.value(QLatin1String("quantization_config")).toObject(), m, &out.notes);
    if (type == QLatin1String("gpt_oss"))
        out.notes << tr("Attention sinks and the biases of the output projection and the "
                        "experts are not counted (under 0.1 % of the weights).");
    nameModel(m, root, origin, **family, type);
    if (const auto valid = m.checkArchitecture(); !valid)
        return valid.error();
    return out;
}

} // namespace roofline
