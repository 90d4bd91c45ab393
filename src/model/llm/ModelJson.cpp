// SPDX-License-Identifier: MIT
#include "model/llm/ModelJson.h"

#include "model/HardwareProfile.h"
#include "model/NumberFormat.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"

#include <QJsonArray>

namespace roofline {

namespace {

QJsonObject rates(const QMap<QString, double> &m) {
    QJsonObject o;
    for (auto it = m.begin(); it != m.end(); ++it)
        o.insert(it.key(), *it);
    return o;
}

template<typename T>
QJsonValue optional(const std::optional<T> &v) {
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject toJson(const HardwareProfile &g) {
    QJsonObject o{
        {QStringLiteral("id"), g.id},
        {QStringLiteral("name"), g.name},
        {QStringLiteral("source"), g.source},
        {QStringLiteral("source_note"), g.sourceNote},
        {QStringLiteral("vendor"), g.vendor},
        {QStringLiteral("architecture"), g.architecture},
        {QStringLiteral("compute_capability"), g.computeCapability},
        {QStringLiteral("launch_year"), g.launchYear},
        {QStringLiteral("memory_type"), g.memoryType},
        {QStringLiteral("device_kind"), g.deviceKind},
        {QStringLiteral("memory_bandwidth"), g.memoryBandwidth},
        {QStringLiteral("memory_capacity"), g.memoryCapacity},
        {QStringLiteral("l2_bytes"), g.l2Bytes},
        {QStringLiteral("sm_count"), g.smCount},
        {QStringLiteral("boost_clock_hz"), g.boostClockHz},
        {QStringLiteral("tdp_watts"), g.tdpWatts},
        {QStringLiteral("host_link"),
         QJsonObject{{QStringLiteral("kind"), g.hostLinkKind},
                     {QStringLiteral("generation"), g.hostLinkGeneration},
                     {QStringLiteral("width"), g.hostLinkWidth},
                     {QStringLiteral("bandwidth"), g.hostLinkBandwidth}}},
        {QStringLiteral("peer_link"),
         QJsonObject{{QStringLiteral("kind"), g.peerLinkKind},
                     {QStringLiteral("bandwidth"), g.peerLinkBandwidth}}},
        {QStringLiteral("peak"), rates(g.peak)},
        {QStringLiteral("peak_fp16_accumulate"), rates(g.peakFp16Accumulate)},
        {QStringLiteral("tensor_accumulate"), g.tensorAccumulate},
        {QStringLiteral("unverified"), QJsonArray::fromStringList(g.unverified)},
        {QStringLiteral("notes"), g.notes},
    };
    if (g.memoryReadBandwidth > 0) // measured profiles only
        o.insert(QStringLiteral("memory_read_bandwidth"), g.memoryReadBandwidth);
    return o;
}

HardwareProfile hardwareFromJson(const QJsonObject &o) {
    const auto str = [](const QJsonObject &in, const char *key) {
        return in.value(QLatin1String(key)).toString();
    };
    const auto num = [](const QJsonObject &in, const char *key) {
        return in.value(QLatin1String(key)).toDouble();
    };
    const auto integer = [](const QJsonObject &in, const char *key) {
        return in.value(QLatin1String(key)).toInt();
    };
    const auto rateMap = [&o](const char *key) {
        QMap<QString, double> out;
        const QJsonObject r = o.value(QLatin1String(key)).toObject();
        for (auto it = r.begin(); it != r.end(); ++it)
            out.insert(it.key(), it->toDouble());
        return out;
    };
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
    if (str(o, "device_kind") == QLatin1String("cpu")) // older profiles: GPUs
        g.deviceKind = QStringLiteral("cpu");
    g.memoryBandwidth = num(o, "memory_bandwidth");
    g.memoryReadBandwidth = num(o, "memory_read_bandwidth");
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
    g.peak = rateMap("peak");
    g.peakFp16Accumulate = rateMap("peak_fp16_accumulate");
    g.tensorAccumulate = str(o, "tensor_accumulate");
    const QJsonArray unverifiedJson = o.value(QLatin1String("unverified")).toArray();
    for (const QJsonValue &v : unverifiedJson)
        g.unverified << v.toString();
    g.notes = str(o, "notes");
    return g;
}

QJsonObject toJson(const ModelSpec &m) {
    QJsonObject o{
        {QStringLiteral("id"), m.id},
        {QStringLiteral("name"), m.name},
        {QStringLiteral("source"), m.source},
        {QStringLiteral("source_note"), m.reference},
        {QStringLiteral("family"), m.family},
        {QStringLiteral("params"), m.totalParams()},
        {QStringLiteral("active_params"), m.activeParams()},
        {QStringLiteral("published_params"), m.publishedParams},
        {QStringLiteral("layers"), m.layers},
        {QStringLiteral("d_model"), m.dModel},
        {QStringLiteral("heads"), m.heads},
        {QStringLiteral("kv_heads"), m.kvHeads},
        {QStringLiteral("head_dim"), m.headDim},
        {QStringLiteral("ffn"), m.ffn},
        {QStringLiteral("vocab"), m.vocab},
        {QStringLiteral("tied_embeddings"), m.tiedEmbeddings},
        {QStringLiteral("qkv_bias"), m.qkvBias},
        {QStringLiteral("qk_norm"), m.qkNorm},
        {QStringLiteral("gated_ffn"), m.gatedFfn},
        {QStringLiteral("norms_per_layer"), m.normsPerLayer},
        {QStringLiteral("max_context"), m.maxContext},
        {QStringLiteral("dtype"), m.dtype},
        {QStringLiteral("sliding_window"), m.slidingWindow},
        {QStringLiteral("sliding_layers"), m.slidingLayers},
    };
    if (m.vHeadDim > 0)
        o.insert(QStringLiteral("v_head_dim"), m.vHeadDim);
    if (!m.attentionFormat.isEmpty())
        o.insert(QStringLiteral("attention_format"), m.attentionFormat);
    if (!m.mlpFormat.isEmpty())
        o.insert(QStringLiteral("mlp_format"), m.mlpFormat);
    if (m.isMla()) {
        o.insert(QStringLiteral("q_lora_rank"), m.qLoraRank);
        o.insert(QStringLiteral("kv_lora_rank"), m.kvLoraRank);
        o.insert(QStringLiteral("qk_rope_head_dim"), m.qkRopeHeadDim);
        o.insert(QStringLiteral("qk_nope_head_dim"), m.qkNopeHeadDim);
    }
    if (m.isMoE()) {
        o.insert(QStringLiteral("experts"), m.experts);
        o.insert(QStringLiteral("active_experts"), m.activeExperts);
        o.insert(QStringLiteral("shared_expert_ffn"), m.sharedExpertFfn);
        o.insert(QStringLiteral("shared_expert_gate"), m.sharedExpertGate);
        o.insert(QStringLiteral("dense_layers"), m.denseLayers);
        o.insert(QStringLiteral("dense_ffn"), m.denseFfn);
    }
    return o;
}

ModelSpec modelFromJson(const QJsonObject &o) {
    const auto str = [&o](const char *key) { return o.value(QLatin1String(key)).toString(); };
    const auto integer = [&o](const char *key) { return o.value(QLatin1String(key)).toInt(); };
    const auto flag = [&o](const char *key) { return o.value(QLatin1String(key)).toBool(); };
    ModelSpec m;
    m.id = str("id");
    m.name = str("name");
    m.source = str("source");
    m.reference = str("source_note");
    m.family = str("family");
    m.publishedParams = o.value(QLatin1String("published_params")).toDouble();
    m.layers = integer("layers");
    m.dModel = integer("d_model");
    m.heads = integer("heads");
    m.kvHeads = integer("kv_heads");
    m.headDim = integer("head_dim");
    m.vHeadDim = integer("v_head_dim");
    m.ffn = integer("ffn");
    m.vocab = integer("vocab");
    m.tiedEmbeddings = flag("tied_embeddings");
    m.qkvBias = flag("qkv_bias");
    m.qkNorm = flag("qk_norm");
    m.gatedFfn = o.value(QLatin1String("gated_ffn")).toBool(true);
    m.normsPerLayer = o.value(QLatin1String("norms_per_layer")).toInt(2);
    m.maxContext = integer("max_context");
    m.experts = integer("experts");
    m.activeExperts = integer("active_experts");
    m.slidingWindow = integer("sliding_window");
    m.slidingLayers = integer("sliding_layers");
    m.qLoraRank = integer("q_lora_rank");
    m.kvLoraRank = integer("kv_lora_rank");
    m.qkRopeHeadDim = integer("qk_rope_head_dim");
    m.qkNopeHeadDim = integer("qk_nope_head_dim");
    m.sharedExpertFfn = integer("shared_expert_ffn");
    m.sharedExpertGate = flag("shared_expert_gate");
    m.denseLayers = integer("dense_layers");
    m.denseFfn = integer("dense_ffn");
    if (o.contains(QLatin1String("dtype")))
        m.dtype = str("dtype");
    m.attentionFormat = str("attention_format");
    m.mlpFormat = str("mlp_format");
    return m;
}

QJsonObject toJson(const NumberFormat &f) {
    return QJsonObject{
        {QStringLiteral("id"), f.id},
        {QStringLiteral("name"), f.name},
        {QStringLiteral("kind"), f.isInteger ? QStringLiteral("integer") : QStringLiteral("float")},
        {QStringLiteral("bytes"), f.bytes},
        {QStringLiteral("exponent_bits"), f.exponentBits},
        {QStringLiteral("mantissa_bits"), f.mantissaBits},
        {QStringLiteral("max_finite"), f.maxFinite},
        {QStringLiteral("epsilon"), f.epsilon},
        {QStringLiteral("source"), f.source},
        {QStringLiteral("peak_format"), f.peakKey()},
    };
}

namespace {

// The step's parts, each with its kernel group.
QJsonArray breakdownJson(const OperatingPoint &op) {
    QJsonArray breakdown;
    for (const StepComponent &c : op.breakdown) {
        KernelGroup group;
        group.id = c.group;
        QJsonObject part{{QStringLiteral("name"), c.name()},
                         {QStringLiteral("group"), group.key()},
                         {QStringLiteral("flops"), c.flops},
                         {QStringLiteral("bytes"), c.bytes}};
        if (c.linkBytes > 0)
            part.insert(QStringLiteral("link_bytes"), c.linkBytes);
        breakdown.append(part);
    }
    return breakdown;
}

// The kernel groups, each with its own clocks and bound.
QJsonArray groupsJson(const OperatingPoint &op) {
    QJsonArray groups;
    for (const KernelGroup &g : op.groups)
        groups.append(QJsonObject{
            {QStringLiteral("id"), g.key()},
            {QStringLiteral("name"), g.name()},
            {QStringLiteral("flops"), g.flops},
            {QStringLiteral("bytes"), g.bytes},
            {QStringLiteral("link_bytes"), g.linkBytes},
            {QStringLiteral("launches"), g.launches},
            {QStringLiteral("compute_format"), g.computeFormat},
            {QStringLiteral("peak_flops"), g.peakFlops},
            {QStringLiteral("memory_time_s"), g.memoryTime},
            {QStringLiteral("compute_time_s"), g.computeTime},
            {QStringLiteral("overhead_time_s"), g.overheadTime},
            {QStringLiteral("link_time_s"), g.linkTime},
            {QStringLiteral("time_s"), g.time},
            {QStringLiteral("state"), BoundState::id(g.state)},
        });
    return groups;
}

QJsonObject formatsJson(const OperatingPoint &op) {
    return QJsonObject{{QStringLiteral("weights"), op.weightsFormat},
                       {QStringLiteral("kv"), op.kvFormat},
                       {QStringLiteral("activations"), op.activationsFormat},
                       {QStringLiteral("attention"), op.attentionFormat},
                       {QStringLiteral("mlp"), op.mlpFormat},
                       {QStringLiteral("embedding"), op.embeddingFormat},
                       {QStringLiteral("lm_head"), op.lmHeadFormat},
                       {QStringLiteral("attention_math"), op.attentionMathFormat}};
}

QJsonObject cudaGraphsJson(const OperatingPoint &op) {
    return QJsonObject{{QStringLiteral("applies"), op.cudaGraphsApply},
                       {QStringLiteral("per_launch_s"), op.graphNodeOverhead},
                       {QStringLiteral("overhead_time_s"), op.graphOverheadTime},
                       {QStringLiteral("step_time_s"), op.graphStepTime},
                       {QStringLiteral("state"), BoundState::id(op.graphState)}};
}

QJsonObject groupedJson(const OperatingPoint &op) {
    return QJsonObject{{QStringLiteral("step_time_s"), op.groupedStepTime},
                       {QStringLiteral("time_per_token_s"), op.groupedTimePerToken},
                       {QStringLiteral("tokens_per_s"), op.groupedTokensPerSecond},
                       {QStringLiteral("state"), BoundState::id(op.groupedState)},
                       {QStringLiteral("state_share"), op.groupedShare}};
}

QJsonObject tensorParallelJson(const OperatingPoint &op) {
    return QJsonObject{{QStringLiteral("size"), op.tensorParallel},
                       {QStringLiteral("link"), op.linkName},
                       {QStringLiteral("link_bandwidth"), op.linkBandwidth},
                       {QStringLiteral("link_bytes"), op.linkBytes},
                       {QStringLiteral("link_time_s"), op.linkTime},
                       {QStringLiteral("collectives"), op.collectives}};
}

} // namespace

QJsonObject toJson(const OperatingPoint &op) {
    return QJsonObject{
        {QStringLiteral("state"), BoundState::id(op.state)},
        {QStringLiteral("flops"), op.flops},
        {QStringLiteral("bytes"), op.bytes},
        {QStringLiteral("weight_bytes"), op.weightBytes},
        {QStringLiteral("kv_cache_bytes"), op.kvCacheBytes},
        {QStringLiteral("activation_bytes"), op.activationBytes},
        {QStringLiteral("kv_to_weights"), op.kvToWeights},
        {QStringLiteral("arithmetic_intensity"), op.arithmeticIntensity},
        {QStringLiteral("ridge_point"), op.ridgePoint},
        {QStringLiteral("spec_ridge_point"), op.specRidgePoint},
        {QStringLiteral("effective_bandwidth"), op.effectiveBandwidth},
        {QStringLiteral("peak_flops"), op.peakFlops},
        {QStringLiteral("effective_peak_flops"), op.effectivePeakFlops},
        {QStringLiteral("compute_format"), op.computeFormat},
        {QStringLiteral("formats"), formatsJson(op)},
        {QStringLiteral("tokens_per_step"), op.tokensPerStep},
        {QStringLiteral("memory_time_s"), op.memoryTime},
        {QStringLiteral("compute_time_s"), op.computeTime},
        {QStringLiteral("overhead_time_s"), op.overheadTime},
        {QStringLiteral("link_time_s"), op.linkTime},
        {QStringLiteral("step_time_s"), op.stepTime},
        {QStringLiteral("time_per_token_s"), op.timePerToken},
        {QStringLiteral("time_to_first_token_s"),
         op.timeToFirstToken > 0 ? QJsonValue(op.timeToFirstToken) : QJsonValue()},
        {QStringLiteral("tokens_per_s"), op.tokensPerSecond},
        {QStringLiteral("compute_utilization"), op.computeUtilization},
        {QStringLiteral("launches"), op.launches},
        {QStringLiteral("launch_overhead_s"), op.launchOverhead},
        {QStringLiteral("cuda_graphs"), cudaGraphsJson(op)},
        {QStringLiteral("grouped"), groupedJson(op)},
        {QStringLiteral("groups"), groupsJson(op)},
        {QStringLiteral("tensor_parallel"), tensorParallelJson(op)},
        {QStringLiteral("params"), op.totalParams},
        {QStringLiteral("active_params"), op.activeParams},
        {QStringLiteral("weight_resident_bytes"), op.weightResidentBytes},
        {QStringLiteral("kv_cache_resident_bytes"), op.kvResidentBytes},
        {QStringLiteral("memory_reserve_bytes"), op.memoryReserve},
        {QStringLiteral("memory_required_bytes"), op.memoryRequired},
        {QStringLiteral("memory_capacity_bytes"), optional(op.memoryCapacity)},
        {QStringLiteral("fits_in_memory"), optional(op.fitsInMemory)},
        {QStringLiteral("fits_context"), optional(op.fitsContext)},
        {QStringLiteral("breakdown"), breakdownJson(op)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(op.notes)},
    };
}

} // namespace roofline
