#include "storage/ProfileJson.h"

#include "model/HardwareProfile.h"
#include "model/ModelJson.h"
#include "model/ModelSpec.h"

#include <QJsonArray>

namespace roofline::storage {

namespace {

QMap<QString, double> rates(const QJsonObject &o) {
    QMap<QString, double> out;
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it->toDouble());
    return out;
}

QString str(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString();
}
double num(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toDouble();
}
int integer(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toInt();
}
bool flag(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toBool();
}

} // namespace

QJsonObject ProfileJson::toStored(const HardwareProfile &gpu) {
    QJsonObject o = toJson(gpu);
    o.insert(QStringLiteral("launch_overhead_s"), gpu.launchOverhead);
    return o;
}

QJsonObject ProfileJson::toStored(const ModelSpec &model) {
    QJsonObject o = toJson(model);
    o.insert(QStringLiteral("raw_params"), model.rawParams);
    // toJson writes these only for mixture-of-experts models.
    o.insert(QStringLiteral("experts"), model.experts);
    o.insert(QStringLiteral("active_experts"), model.activeExperts);
    return o;
}

HardwareProfile ProfileJson::gpuFromStored(const QJsonObject &o) {
    HardwareProfile g;
    g.id = str(o, "id");
    g.name = str(o, "name");
    g.source = str(o, "source");
    g.sourceNote = str(o, "source_note");
    g.vendor = str(o, "vendor");
    g.architecture = str(o, "architecture");
    g.computeCapability = str(o, "compute_capability");
    g.launchYear = integer(o, "launch_year");
    g.memoryType = str(o, "memory_type");
    g.memoryBandwidth = num(o, "memory_bandwidth");
    g.memoryCapacity = num(o, "memory_capacity");
    g.l2Bytes = num(o, "l2_bytes");
    g.smCount = integer(o, "sm_count");
    g.boostClockHz = num(o, "boost_clock_hz");
    g.tdpWatts = num(o, "tdp_watts");
    const QJsonObject host = o.value(QLatin1String("host_link")).toObject();
    g.hostLinkKind = str(host, "kind");
    g.hostLinkGeneration = integer(host, "generation");
    g.hostLinkWidth = integer(host, "width");
    g.hostLinkBandwidth = num(host, "bandwidth");
    const QJsonObject peer = o.value(QLatin1String("peer_link")).toObject();
    g.peerLinkKind = str(peer, "kind");
    g.peerLinkBandwidth = num(peer, "bandwidth");
    g.peak = rates(o.value(QLatin1String("peak")).toObject());
    g.peakFp16Accumulate = rates(o.value(QLatin1String("peak_fp16_accumulate")).toObject());
    g.tensorAccumulate = str(o, "tensor_accumulate");
    for (const QJsonValue &v : o.value(QLatin1String("unverified")).toArray())
        g.unverified << v.toString();
    g.notes = str(o, "notes");
    g.launchOverhead = num(o, "launch_overhead_s");
    return g;
}

ModelSpec ProfileJson::modelFromStored(const QJsonObject &o) {
    ModelSpec m;
    m.id = str(o, "id");
    m.name = str(o, "name");
    m.source = str(o, "source");
    m.reference = str(o, "source_note");
    m.family = str(o, "family");
    m.rawParams = num(o, "raw_params");
    m.publishedParams = num(o, "published_params");
    m.layers = integer(o, "layers");
    m.dModel = integer(o, "d_model");
    m.heads = integer(o, "heads");
    m.kvHeads = integer(o, "kv_heads");
    m.headDim = integer(o, "head_dim");
    m.ffn = integer(o, "ffn");
    m.vocab = integer(o, "vocab");
    m.tiedEmbeddings = flag(o, "tied_embeddings");
    m.qkvBias = flag(o, "qkv_bias");
    m.qkNorm = flag(o, "qk_norm");
    m.gatedFfn = flag(o, "gated_ffn");
    m.normsPerLayer = integer(o, "norms_per_layer");
    m.maxContext = integer(o, "max_context");
    m.experts = integer(o, "experts");
    m.activeExperts = integer(o, "active_experts");
    return m;
}

} // namespace roofline::storage
