// SPDX-License-Identifier: MIT
#include "model/Catalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

static void initCatalogResources() {
    Q_INIT_RESOURCE(catalog);
}

namespace roofline {

namespace {

// Reads typed fields from one catalog entry and records what is missing or mistyped.
class EntryReader {
public:
    EntryReader(const QJsonObject &o, QString where, QStringList *warnings)
        : m_o(o)
        , m_where(std::move(where))
        , m_warnings(warnings) {}

    QString string(const char *key, bool required = true) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isString())
            return v.toString();
        if (required || !(v.isNull() || v.isUndefined()))
            warn(key, v);
        return {};
    }
    double number(const char *key, bool required = true) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isDouble())
            return v.toDouble();
        if (required || !(v.isNull() || v.isUndefined()))
            warn(key, v);
        return 0;
    }
    int integer(const char *key, bool required = true) {
        const double d = number(key, required);
        if (d != double(int(d)))
            warn(key, m_o.value(QLatin1String(key)));
        return int(d);
    }
    bool boolean(const char *key) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isBool())
            warn(key, v);
        return v.toBool();
    }
    QJsonObject object(const char *key, bool required = true) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isObject())
            return v.toObject();
        if (required || !(v.isNull() || v.isUndefined()))
            warn(key, v);
        return {};
    }
    EntryReader sub(const char *key, bool required = true) {
        return EntryReader(object(key, required), m_where + QLatin1Char('.') + QLatin1String(key),
                           m_warnings);
    }
    QStringList strings(const char *key) {
        QStringList out;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return out;
        if (!v.isArray()) {
            warn(key, v);
            return out;
        }
        const QJsonArray sizesJson = v.toArray();
        for (const QJsonValue &s : sizesJson)
            out << s.toString();
        return out;
    }
    const QJsonObject &json() const { return m_o; }
    const QString &where() const { return m_where; }

private:
    void warn(const char *key, const QJsonValue &v) {
        if (!m_warnings)
            return;
        m_warnings->append(
            v.isUndefined()
                ? Catalog::tr("%1: field '%2' is missing").arg(m_where, QLatin1String(key))
                : Catalog::tr("%1: field '%2' has the wrong type")
                      .arg(m_where, QLatin1String(key)));
    }

    QJsonObject m_o;
    QString m_where;
    QStringList *m_warnings;
};

Result<QJsonArray> entries(const QByteArray &json, const char *format, const char *key) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return Error{
            Catalog::tr("not valid JSON at offset %1: %2").arg(err.offset).arg(err.errorString())};
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format))
        return Error{Catalog::tr("not a '%1' document").arg(QLatin1String(format))};
    if (root.value(QLatin1String("version")).toInt() != 1)
        return Error{Catalog::tr("unsupported version %1 (this build reads version 1)")
                         .arg(root.value(QLatin1String("version")).toInt())};
    if (!root.value(QLatin1String(key)).isArray())
        return fieldError(QLatin1String(key), Catalog::tr("must be an array"));
    return root.value(QLatin1String(key)).toArray();
}

QMap<QString, double> rates(const QJsonObject &o, const QString &where, QStringList *warnings) {
    QMap<QString, double> out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it->isDouble() || !(it->toDouble() > 0)) {
            if (warnings)
                warnings->append(
                    Catalog::tr("%1: peak '%2' must be a positive number").arg(where, it.key()));
            continue;
        }
        out.insert(it.key(), it->toDouble());
    }
    return out;
}

template<typename T>
void checkUniqueIds(const QList<T> &items, const QString &what, QStringList *warnings) {
    QStringList ids;
    for (const T &t : items) {
        if (ids.contains(t.id) && warnings)
            warnings->append(Catalog::tr("%1: id '%2' appears twice").arg(what, t.id));
        ids << t.id;
    }
}

QByteArray readResource(const QString &path, QStringList *warnings) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        warnings->append(Catalog::tr("cannot read %1: %2").arg(path, f.errorString()));
        return {};
    }
    return f.readAll();
}

} // namespace

Result<QList<HardwareProfile>> Catalog::parseGpus(const QByteArray &json, QStringList *warnings) {
    const auto arr = entries(json, "roofline-lab-catalog-gpus", "gpus");
    if (!arr)
        return arr.error();
    QList<HardwareProfile> out;
    for (const QJsonValue &v : *arr) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(QLatin1String("id")).toString();
        EntryReader r(o, QStringLiteral("gpus[%1]").arg(id), warnings);
        HardwareProfile g;
        g.id = r.string("id");
        g.name = r.string("name");
        g.vendor = r.string("vendor");
        g.architecture = r.string("architecture");
        g.computeCapability = r.string("compute_capability", false);
        g.launchYear = r.integer("launch_year");
        EntryReader mem = r.sub("memory");
        g.memoryType = mem.string("type");
        g.memoryCapacity = mem.number("capacity_bytes");
        g.memoryBandwidth = mem.number("bandwidth_bytes_per_s");
        g.l2Bytes = r.number("l2_bytes");
        g.smCount = r.integer("sm_count");
        g.boostClockHz = r.number("boost_clock_hz");
        g.tdpWatts = r.number("tdp_watts");
        EntryReader host = r.sub("host_link");
        g.hostLinkKind = host.string("kind");
        g.hostLinkGeneration = host.integer("generation", false);
        g.hostLinkWidth = host.integer("width", false);
        g.hostLinkBandwidth = host.number("bandwidth_bytes_per_s");
        EntryReader peer = r.sub("peer_link");
        g.peerLinkKind = peer.string("kind");
        g.peerLinkBandwidth = peer.number("bandwidth_bytes_per_s");
        g.peak = rates(r.object("peak_flops"), r.where(), warnings);
        g.peakFp16Accumulate =
            rates(r.object("peak_flops_fp16_accumulate", false), r.where(), warnings);
        // The datasheet's 2:4-sparsity figures, kept for a reader and checked here so a sparse
        // figure can never pass for a dense one: each must exceed the dense peak and be at
        // most twice it (Blackwell Ultra's FP4 is 1.33x).
        const QMap<QString, double> sparse =
            rates(r.object("datasheet_sparse_flops", false), r.where(), warnings);
        for (auto it = sparse.begin(); it != sparse.end(); ++it) {
            const double dense = g.peak.value(it.key(), 0.0);
            if (warnings && (!(dense > 0) || !(*it > dense) || *it > 2.02 * dense))
                warnings->append(tr("%1: sparse %2 figure %3 does not fit the dense peak %4 "
                                    "(it must be above it and at most twice it)")
                                     .arg(r.where(), it.key())
                                     .arg(*it)
                                     .arg(dense));
        }
        g.tensorAccumulate = r.string("tensor_accumulate");
        g.sourceNote = r.string("source");
        g.unverified = r.strings("unverified");
        g.notes = r.string("notes", false);
        g.source = QStringLiteral("catalog");
        if (g.id.isEmpty() || !(g.memoryBandwidth > 0) || g.peak.isEmpty()) {
            if (warnings)
                warnings->append(
                    tr("%1: skipped (needs an id, a bandwidth and a peak)").arg(r.where()));
            continue;
        }
        out.append(g);
    }
    checkUniqueIds(out, QStringLiteral("gpus"), warnings);
    return out;
}

Result<QList<ModelSpec>> Catalog::parseModels(const QByteArray &json, QStringList *warnings) {
    const auto arr = entries(json, "roofline-lab-catalog-models", "models");
    if (!arr)
        return arr.error();
    QList<ModelSpec> out;
    for (const QJsonValue &v : *arr) {
        const QJsonObject o = v.toObject();
        EntryReader r(o, QStringLiteral("models[%1]").arg(o.value(QLatin1String("id")).toString()),
                      warnings);
        ModelSpec m;
        m.id = r.string("id");
        m.name = r.string("name");
        m.family = r.string("family");
        m.layers = r.integer("layers");
        m.dModel = r.integer("d_model");
        m.heads = r.integer("heads");
        m.kvHeads = r.integer("kv_heads");
        m.headDim = r.integer("head_dim");
        m.ffn = r.integer("ffn");
        m.vocab = r.integer("vocab");
        m.tiedEmbeddings = r.boolean("tied_embeddings");
        m.qkvBias = r.boolean("qkv_bias");
        m.qkNorm = r.boolean("qk_norm");
        m.gatedFfn = r.boolean("gated_ffn");
        m.normsPerLayer = r.integer("norms_per_layer");
        m.experts = r.integer("experts");
        m.activeExperts = r.integer("active_experts");
        m.maxContext = r.integer("max_context");
        m.publishedParams = r.number("published_params");
        m.reference = r.string("source");
        m.source = QStringLiteral("catalog");
        // Optional architecture fields (absent: the plain dense decoder's 0 / default).
        m.vHeadDim = r.integer("v_head_dim", false);
        m.slidingWindow = r.integer("sliding_window", false);
        m.slidingLayers = r.integer("sliding_layers", false);
        m.qLoraRank = r.integer("q_lora_rank", false);
        m.kvLoraRank = r.integer("kv_lora_rank", false);
        m.qkRopeHeadDim = r.integer("qk_rope_head_dim", false);
        m.qkNopeHeadDim = r.integer("qk_nope_head_dim", false);
        m.sharedExpertFfn = r.integer("shared_expert_ffn", false);
        m.denseLayers = r.integer("dense_layers", false);
        m.denseFfn = r.integer("dense_ffn", false);
        if (const QString dtype = r.string("dtype", false); !dtype.isEmpty())
            m.dtype = dtype;
        m.attentionFormat = r.string("attention_format", false);
        m.mlpFormat = r.string("mlp_format", false);
        const auto valid = m.checkArchitecture();
        if (!valid) {
            if (warnings)
                warnings->append(tr("%1: skipped: %2").arg(r.where(), valid.error().text()));
            continue;
        }
        out.append(m);
    }
    checkUniqueIds(out, QStringLiteral("models"), warnings);
    return out;
}

Result<QList<NumberFormat>> Catalog::parseFormats(const QByteArray &json, QStringList *warnings) {
    const auto arr = entries(json, "roofline-lab-catalog-formats", "formats");
    if (!arr)
        return arr.error();
    QList<NumberFormat> out;
    for (const QJsonValue &v : *arr) {
        const QJsonObject o = v.toObject();
        EntryReader r(o, QStringLiteral("formats[%1]").arg(o.value(QLatin1String("id")).toString()),
                      warnings);
        NumberFormat f;
        f.id = r.string("id");
        f.name = r.string("name");
        const QString kind = r.string("kind");
        if (kind != QLatin1String("float") && kind != QLatin1String("integer") && warnings)
            warnings->append(tr("%1: kind must be 'float' or 'integer'").arg(r.where()));
        f.isInteger = kind == QLatin1String("integer");
        f.bytes = r.number("bytes");
        f.exponentBits = r.integer("exponent_bits");
        f.mantissaBits = r.integer("mantissa_bits");
        f.maxFinite = r.number("max_finite");
        f.epsilon = r.number("epsilon");
        f.source = r.string("source");
        f.peakFormat = r.string("peak_format", false);
        if (!f.isValid()) {
            if (warnings)
                warnings->append(
                    tr("%1: skipped (needs an id and a positive size)").arg(r.where()));
            continue;
        }
        out.append(f);
    }
    checkUniqueIds(out, QStringLiteral("formats"), warnings);
    return out;
}

const Catalog &Catalog::builtIn() {
    static const Catalog catalog = [] {
        initCatalogResources();
        Catalog c;
        QStringList &w = c.m_warnings;
        const auto load = [&w](const char *file, auto parse, auto &into) {
            const QString path = QStringLiteral(":/catalog/") + QLatin1String(file);
            const auto parsed = parse(readResource(path, &w), &w);
            if (parsed)
                into = *parsed;
            else
                w.append(QStringLiteral("%1: %2").arg(path, parsed.error().text()));
        };
        load("formats.json", &Catalog::parseFormats, c.m_formats);
        load("gpus.json", &Catalog::parseGpus, c.m_gpus);
        load("models.json", &Catalog::parseModels, c.m_models);
        // A checkpoint format the format table lacks would fail every evaluation of the model.
        for (const ModelSpec &m : std::as_const(c.m_models)) {
            for (const QString &f : {m.dtype, m.attentionFormat, m.mlpFormat}) {
                if (!f.isEmpty() && !c.format(f))
                    w.append(tr("models[%1]: unknown format '%2'").arg(m.id, f));
            }
        }
        return c;
    }();
    return catalog;
}

const HardwareProfile *Catalog::gpu(const QString &id) const {
    const auto it =
        std::find_if(m_gpus.begin(), m_gpus.end(), [&](const auto &g) { return g.id == id; });
    return it == m_gpus.end() ? nullptr : &*it;
}

const ModelSpec *Catalog::model(const QString &id) const {
    const auto it =
        std::find_if(m_models.begin(), m_models.end(), [&](const auto &m) { return m.id == id; });
    return it == m_models.end() ? nullptr : &*it;
}

const NumberFormat *Catalog::format(const QString &id) const {
    const auto it =
        std::find_if(m_formats.begin(), m_formats.end(), [&](const auto &f) { return f.id == id; });
    return it == m_formats.end() ? nullptr : &*it;
}

} // namespace roofline
