#include "model/ModelJson.h"

#include "model/HardwareProfile.h"
#include "model/ModelSpec.h"
#include "model/NumberFormat.h"
#include "model/RooflineCalculator.h"

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
    return QJsonObject{
        {QStringLiteral("id"), g.id},
        {QStringLiteral("name"), g.name},
        {QStringLiteral("source"), g.source},
        {QStringLiteral("source_note"), g.sourceNote},
        {QStringLiteral("vendor"), g.vendor},
        {QStringLiteral("architecture"), g.architecture},
        {QStringLiteral("compute_capability"), g.computeCapability},
        {QStringLiteral("launch_year"), g.launchYear},
        {QStringLiteral("memory_type"), g.memoryType},
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
    };
    if (m.isMoE()) {
        o.insert(QStringLiteral("experts"), m.experts);
        o.insert(QStringLiteral("active_experts"), m.activeExperts);
    }
    return o;
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
    };
}

QJsonObject toJson(const OperatingPoint &op) {
    QJsonArray breakdown;
    for (const StepComponent &c : op.breakdown)
        breakdown.append(QJsonObject{{QStringLiteral("name"), c.name},
                                     {QStringLiteral("flops"), c.flops},
                                     {QStringLiteral("bytes"), c.bytes}});
    return QJsonObject{
        {QStringLiteral("state"), op.state},
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
        {QStringLiteral("compute_format"), op.computeFormat},
        {QStringLiteral("formats"),
         QJsonObject{{QStringLiteral("weights"), op.weightsFormat},
                     {QStringLiteral("kv"), op.kvFormat},
                     {QStringLiteral("activations"), op.activationsFormat}}},
        {QStringLiteral("tokens_per_step"), op.tokensPerStep},
        {QStringLiteral("memory_time_s"), op.memoryTime},
        {QStringLiteral("compute_time_s"), op.computeTime},
        {QStringLiteral("overhead_time_s"), op.overheadTime},
        {QStringLiteral("step_time_s"), op.stepTime},
        {QStringLiteral("time_per_token_s"), op.timePerToken},
        {QStringLiteral("time_to_first_token_s"),
         op.timeToFirstToken > 0 ? QJsonValue(op.timeToFirstToken) : QJsonValue()},
        {QStringLiteral("tokens_per_s"), op.tokensPerSecond},
        {QStringLiteral("compute_utilization"), op.computeUtilization},
        {QStringLiteral("launches"), op.launches},
        {QStringLiteral("launch_overhead_s"), op.launchOverhead},
        {QStringLiteral("cuda_graphs"),
         QJsonObject{{QStringLiteral("per_launch_s"), op.graphNodeOverhead},
                     {QStringLiteral("overhead_time_s"), op.graphOverheadTime},
                     {QStringLiteral("step_time_s"), op.graphStepTime},
                     {QStringLiteral("state"), op.graphState}}},
        {QStringLiteral("params"), op.totalParams},
        {QStringLiteral("active_params"), op.activeParams},
        {QStringLiteral("weight_resident_bytes"), op.weightResidentBytes},
        {QStringLiteral("kv_cache_resident_bytes"), op.kvResidentBytes},
        {QStringLiteral("memory_reserve_bytes"), op.memoryReserve},
        {QStringLiteral("memory_required_bytes"), op.memoryRequired},
        {QStringLiteral("memory_capacity_bytes"), optional(op.memoryCapacity)},
        {QStringLiteral("fits_in_memory"), optional(op.fitsInMemory)},
        {QStringLiteral("breakdown"), breakdown},
        {QStringLiteral("notes"), QJsonArray::fromStringList(op.notes)},
    };
}

} // namespace roofline
