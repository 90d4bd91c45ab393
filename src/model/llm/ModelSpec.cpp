// SPDX-License-Identifier: MIT
#include "model/llm/ModelSpec.h"

#include "model/ProfileIdentity.h"

#include <QCoreApplication>
#include <cmath>

namespace roofline {

namespace {

struct Field {
    const char *name;
    int value;
};

// Collects the errors of a spec, each naming its field.
struct Errors {
    QList<Error> list;
    void fail(const char *field, const QString &message) {
        list << fieldError(QString::fromLatin1(field), message);
    }
};

// Every size against its documented maximum (ModelSpec::kMax…).
void checkBounds(const ModelSpec &m, Errors &e) {
    const struct {
        const char *name;
        int value;
        int max;
    } bounded[] = {{"layers", m.layers, ModelSpec::kMaxLayers},
                   {"d_model", m.dModel, ModelSpec::kMaxWidth},
                   {"heads", m.heads, ModelSpec::kMaxHeads},
                   {"kv_heads", m.kvHeads, ModelSpec::kMaxHeads},
                   {"head_dim", m.headDim, ModelSpec::kMaxWidth},
                   {"v_head_dim", m.vHeadDim, ModelSpec::kMaxWidth},
                   {"ffn", m.ffn, ModelSpec::kMaxWidth},
                   {"vocab", m.vocab, ModelSpec::kMaxVocab},
                   {"experts", m.experts, ModelSpec::kMaxExperts},
                   {"active_experts", m.activeExperts, ModelSpec::kMaxExperts},
                   {"max_context", m.maxContext, ModelSpec::kMaxContext},
                   {"sliding_window", m.slidingWindow, ModelSpec::kMaxContext},
                   {"sliding_layers", m.slidingLayers, ModelSpec::kMaxLayers},
                   {"q_lora_rank", m.qLoraRank, ModelSpec::kMaxWidth},
                   {"kv_lora_rank", m.kvLoraRank, ModelSpec::kMaxWidth},
                   {"qk_rope_head_dim", m.qkRopeHeadDim, ModelSpec::kMaxWidth},
                   {"qk_nope_head_dim", m.qkNopeHeadDim, ModelSpec::kMaxWidth},
                   {"shared_expert_ffn", m.sharedExpertFfn, ModelSpec::kMaxWidth},
                   {"dense_layers", m.denseLayers, ModelSpec::kMaxLayers},
                   {"dense_ffn", m.denseFfn, ModelSpec::kMaxWidth}};
    for (const auto &b : bounded) {
        if (b.value > b.max)
            e.fail(b.name, ModelSpec::tr("is %1; at most %2 is allowed").arg(b.value).arg(b.max));
    }
}

void checkHeadsShareEvenly(const ModelSpec &m, Errors &e) {
    if (m.heads > 0 && m.kvHeads > 0 && m.heads % m.kvHeads != 0)
        e.fail("kv_heads",
               ModelSpec::tr("%1 query heads cannot be shared evenly by %2 key/value heads")
                   .arg(m.heads)
                   .arg(m.kvHeads));
}

void checkNonNegative(std::initializer_list<Field> fields, Errors &e) {
    for (const auto &p : fields) {
        if (p.value < 0)
            e.fail(p.name, ModelSpec::tr("must not be negative"));
    }
}

// A spec with only a parameter count: what it gives must be usable.
void checkParameterCountOnly(const ModelSpec &m, Errors &e) {
    if (!(m.rawParams > 0) && m.layers <= 0)
        e.fail("layers", ModelSpec::tr("must be positive"));
    checkNonNegative({{"layers", m.layers},
                      {"d_model", m.dModel},
                      {"heads", m.heads},
                      {"kv_heads", m.kvHeads},
                      {"head_dim", m.headDim}},
                     e);
    checkHeadsShareEvenly(m, e);
}

// An architecture's sizes: the ones every decoder has are positive, the others not negative.
void checkSizes(const ModelSpec &m, Errors &e) {
    const Field positive[] = {{"d_model", m.dModel},   {"heads", m.heads}, {"kv_heads", m.kvHeads},
                              {"head_dim", m.headDim}, {"ffn", m.ffn},     {"vocab", m.vocab}};
    for (const auto &p : positive) {
        if (p.value <= 0)
            e.fail(p.name, ModelSpec::tr("must be positive"));
    }
    checkHeadsShareEvenly(m, e);
    checkNonNegative({{"norms_per_layer", m.normsPerLayer},
                      {"experts", m.experts},
                      {"active_experts", m.activeExperts},
                      {"v_head_dim", m.vHeadDim},
                      {"sliding_window", m.slidingWindow},
                      {"sliding_layers", m.slidingLayers},
                      {"q_lora_rank", m.qLoraRank},
                      {"kv_lora_rank", m.kvLoraRank},
                      {"qk_rope_head_dim", m.qkRopeHeadDim},
                      {"qk_nope_head_dim", m.qkNopeHeadDim},
                      {"shared_expert_ffn", m.sharedExpertFfn},
                      {"dense_layers", m.denseLayers},
                      {"dense_ffn", m.denseFfn},
                      {"max_context", m.maxContext}},
                     e);
}

// Routed experts, and the sliding window against the layers.
void checkExpertsAndWindow(const ModelSpec &m, Errors &e) {
    if (m.experts > 0 && (m.activeExperts < 1 || m.activeExperts > m.experts))
        e.fail("active_experts",
               ModelSpec::tr("must be between 1 and the expert count (%1)").arg(m.experts));
    if (m.experts == 0 && m.activeExperts != 0)
        e.fail("active_experts", ModelSpec::tr("is set but the model has no experts"));
    if (m.slidingLayers > m.layers)
        e.fail("sliding_layers",
               ModelSpec::tr("%1 windowed layers but the model has only %2 layers")
                   .arg(m.slidingLayers)
                   .arg(m.layers));
    if (m.slidingLayers > 0 && m.slidingWindow == 0)
        e.fail("sliding_window",
               ModelSpec::tr("%1 layers are windowed, but no window size is given")
                   .arg(m.slidingLayers));
}

// Multi-head latent attention's sizes, all or none.
void checkLatentAttention(const ModelSpec &m, Errors &e) {
    if (m.kvLoraRank > 0) {
        if (m.qkRopeHeadDim <= 0 || m.qkNopeHeadDim <= 0)
            e.fail(m.qkRopeHeadDim <= 0 ? "qk_rope_head_dim" : "qk_nope_head_dim",
                   ModelSpec::tr("multi-head latent attention needs both the rotary and the "
                                 "non-rotary part of the head size"));
        else if (m.headDim != m.qkNopeHeadDim + m.qkRopeHeadDim)
            e.fail("head_dim",
                   ModelSpec::tr("must be qk_nope_head_dim + qk_rope_head_dim (%1) with latent "
                                 "attention; got %2")
                       .arg(m.qkNopeHeadDim + m.qkRopeHeadDim)
                       .arg(m.headDim));
    } else if (m.qLoraRank > 0 || m.qkRopeHeadDim > 0 || m.qkNopeHeadDim > 0) {
        e.fail("kv_lora_rank",
               ModelSpec::tr("latent-attention sizes are set but kv_lora_rank is 0"));
    }
}

// A mixture of experts' dense layers and shared experts.
void checkDenseLayers(const ModelSpec &m, Errors &e) {
    if (m.denseLayers > 0) {
        if (!m.isMoE())
            e.fail("dense_layers",
                   ModelSpec::tr("only a mixture of experts has separate dense layers"));
        else if (m.denseLayers > m.layers)
            e.fail("dense_layers", ModelSpec::tr("%1 dense layers but the model has only %2 layers")
                                       .arg(m.denseLayers)
                                       .arg(m.layers));
        else if (m.denseFfn <= 0)
            e.fail("dense_ffn", ModelSpec::tr("must be positive when there are dense layers"));
    }
    if (m.sharedExpertFfn > 0 && !m.isMoE())
        e.fail("shared_expert_ffn", ModelSpec::tr("is set but the model has no experts"));
}

} // namespace

QList<Error> ModelSpec::validate() const {
    QList<Error> errors = profileIdentityErrors(id, name);
    errors << architectureErrors();
    return errors;
}

Result<void> ModelSpec::checkArchitecture() const {
    const QList<Error> errors = architectureErrors();
    if (!errors.isEmpty())
        return errors.first();
    return {};
}

// Every check runs (a later one guards what an earlier one found wrong, e.g. no division by
// zero K/V heads), in the order the calculators name the first error.
QList<Error> ModelSpec::architectureErrors() const {
    Errors e;
    checkBounds(*this, e);
    if (!hasArchitecture()) {
        checkParameterCountOnly(*this, e);
        return e.list;
    }
    checkSizes(*this, e);
    checkExpertsAndWindow(*this, e);
    checkLatentAttention(*this, e);
    checkDenseLayers(*this, e);
    return e.list;
}

QList<LinearShape> ModelSpec::attentionLinears() const {
    const double d = dModel;
    const double H = heads;
    const double vd = valueHeadDim();
    if (isMla()) {
        // DeepSeek-V2/V3: q_a (d → q_lora) + q_b (q_lora → H·(nope+rope)), or one full-rank
        // q_proj; kv_a_proj_with_mqa (d → kv_lora + rope); kv_b (kv_lora → H·(nope + v));
        // o_proj (H·v → d).
        QList<LinearShape> out;
        if (qLoraRank > 0) {
            out.append({"q_a_proj", d, double(qLoraRank)});
            out.append({"q_b_proj", double(qLoraRank), H * headDim});
        } else {
            out.append({"q_proj", d, H * headDim});
        }
        out.append({"kv_a_proj", d, double(kvLoraRank) + qkRopeHeadDim});
        out.append({"kv_b_proj", double(kvLoraRank), H * (qkNopeHeadDim + vd)});
        out.append({"o_proj", H * vd, d});
        return out;
    }
    return {{"q_proj", d, queryWidth()},
            {"k_proj", d, kvWidth()},
            {"v_proj", d, double(kvHeads) * vd},
            {"o_proj", attentionOutputWidth(), d}};
}

QList<LinearShape> ModelSpec::ffnLinears(int width) const {
    const double d = dModel;
    if (gatedFfn)
        return {{"gate_proj", d, double(width)},
                {"up_proj", d, double(width)},
                {"down_proj", double(width), d}};
    return {{"up_proj", d, double(width)}, {"down_proj", double(width), d}};
}

double ModelSpec::expertsTouched(double tokens) const {
    if (!isMoE())
        return 0.0;
    const double E = experts, A = activeExperts;
    return E * (1.0 - std::pow(1.0 - A / E, tokens));
}

double ModelSpec::attentionFlopsPerPair(bool decode) const {
    return 2.0 * heads
           * ((decode && isMla()) ? 2.0 * kvLoraRank + qkRopeHeadDim
                                  : double(headDim) + valueHeadDim());
}

double ModelSpec::causalPairs(double T, double W) {
    if (W <= 0 || T <= W)
        return T * (T + 1) / 2.0;
    return W * (W + 1) / 2.0 + (T - W) * W;
}

double ModelSpec::attentionParamsPerLayer() const {
    double p = 0;
    for (const LinearShape &l : attentionLinears())
        p += l.params();
    if (isMla()) // the q_a and kv_a norms
        return p + qLoraRank + kvLoraRank;
    if (qkvBias)
        p += queryWidth() + kvWidth() + double(kvHeads) * valueHeadDim();
    if (qkNorm)
        p += 2.0 * headDim;
    return p;
}

double ModelSpec::ffnParams(int width) const {
    double p = 0;
    for (const LinearShape &l : ffnLinears(width))
        p += l.params();
    return p;
}

double ModelSpec::normParamsPerLayer() const {
    return double(normsPerLayer) * dModel;
}

double ModelSpec::kvCacheElementsPerToken() const {
    if (isMla())
        return double(kvLoraRank) + qkRopeHeadDim;
    return double(kvHeads) * (headDim + valueHeadDim());
}

double ModelSpec::totalParams() const {
    if (!hasArchitecture())
        return rawParams;
    const double perLayer = attentionParamsPerLayer() + normParamsPerLayer();
    const double moe =
        experts * ffnParamsPerExpert() + sharedExpertParamsPerLayer() + routerParamsPerLayer();
    return embeddingParams() + layers * perLayer + denseFfnLayers() * ffnParams(denseFfnWidth())
           + moeLayers() * moe + dModel /* final norm */ + lmHeadParams();
}

double ModelSpec::activeParams() const {
    if (!hasArchitecture())
        return rawParams;
    const double perLayer = attentionParamsPerLayer() + normParamsPerLayer();
    const double moe = activeExperts * ffnParamsPerExpert() + sharedExpertParamsPerLayer()
                       + routerParamsPerLayer();
    return embeddingParams() + layers * perLayer + denseFfnLayers() * ffnParams(denseFfnWidth())
           + moeLayers() * moe + dModel + lmHeadParams();
}

} // namespace roofline
