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
    QList<Error> errors;
    const auto fail = [&errors](const char *field, const QString &message) {
        errors << fieldError(QString::fromLatin1(field), message);
    };
    const struct {
        const char *name;
        int value;
        int max;
    } bounded[] = {{"layers", layers, kMaxLayers},
                   {"d_model", dModel, kMaxWidth},
                   {"heads", heads, kMaxHeads},
                   {"kv_heads", kvHeads, kMaxHeads},
                   {"head_dim", headDim, kMaxWidth},
                   {"v_head_dim", vHeadDim, kMaxWidth},
                   {"ffn", ffn, kMaxWidth},
                   {"vocab", vocab, kMaxVocab},
                   {"experts", experts, kMaxExperts},
                   {"active_experts", activeExperts, kMaxExperts},
                   {"max_context", maxContext, kMaxContext},
                   {"sliding_window", slidingWindow, kMaxContext},
                   {"sliding_layers", slidingLayers, kMaxLayers},
                   {"q_lora_rank", qLoraRank, kMaxWidth},
                   {"kv_lora_rank", kvLoraRank, kMaxWidth},
                   {"qk_rope_head_dim", qkRopeHeadDim, kMaxWidth},
                   {"qk_nope_head_dim", qkNopeHeadDim, kMaxWidth},
                   {"shared_expert_ffn", sharedExpertFfn, kMaxWidth},
                   {"dense_layers", denseLayers, kMaxLayers},
                   {"dense_ffn", denseFfn, kMaxWidth}};
    for (const auto &b : bounded) {
        if (b.value > b.max)
            fail(b.name, tr("is %1; at most %2 is allowed").arg(b.value).arg(b.max));
    }
    const auto unevenHeads = [this, &fail] {
        if (heads > 0 && kvHeads > 0 && heads % kvHeads != 0)
            fail("kv_heads", tr("%1 query heads cannot be shared evenly by %2 key/value heads")
                                 .arg(heads)
                                 .arg(kvHeads));
    };
    if (!hasArchitecture()) {
        if (!(rawParams > 0) && layers <= 0)
            fail("layers", tr("must be positive"));
        const Field nonNegative[] = {{"layers", layers},
                                     {"d_model", dModel},
                                     {"heads", heads},
                                     {"kv_heads", kvHeads},
                                     {"head_dim", headDim}};
        for (const auto &p : nonNegative) {
            if (p.value < 0)
                fail(p.name, tr("must not be negative"));
        }
        unevenHeads();
        return errors;
    }
    const Field positive[] = {{"d_model", dModel},   {"heads", heads}, {"kv_heads", kvHeads},
                              {"head_dim", headDim}, {"ffn", ffn},     {"vocab", vocab}};
    for (const auto &p : positive) {
        if (p.value <= 0)
            fail(p.name, tr("must be positive"));
    }
    unevenHeads();
    const Field nonNegative[] = {{"norms_per_layer", normsPerLayer},
                                 {"experts", experts},
                                 {"active_experts", activeExperts},
                                 {"v_head_dim", vHeadDim},
                                 {"sliding_window", slidingWindow},
                                 {"sliding_layers", slidingLayers},
                                 {"q_lora_rank", qLoraRank},
                                 {"kv_lora_rank", kvLoraRank},
                                 {"qk_rope_head_dim", qkRopeHeadDim},
                                 {"qk_nope_head_dim", qkNopeHeadDim},
                                 {"shared_expert_ffn", sharedExpertFfn},
                                 {"dense_layers", denseLayers},
                                 {"dense_ffn", denseFfn},
                                 {"max_context", maxContext}};
    for (const auto &p : nonNegative) {
        if (p.value < 0)
            fail(p.name, tr("must not be negative"));
    }
    if (experts > 0 && (activeExperts < 1 || activeExperts > experts))
        fail("active_experts", tr("must be between 1 and the expert count (%1)").arg(experts));
    if (experts == 0 && activeExperts != 0)
        fail("active_experts", tr("is set but the model has no experts"));
    if (slidingLayers > layers)
        fail("sliding_layers", tr("%1 windowed layers but the model has only %2 layers")
                                   .arg(slidingLayers)
                                   .arg(layers));
    if (slidingLayers > 0 && slidingWindow == 0)
        fail("sliding_window",
             tr("%1 layers are windowed, but no window size is given").arg(slidingLayers));
    if (kvLoraRank > 0) {
        if (qkRopeHeadDim <= 0 || qkNopeHeadDim <= 0)
            fail(qkRopeHeadDim <= 0 ? "qk_rope_head_dim" : "qk_nope_head_dim",
                 tr("multi-head latent attention needs both the rotary and the "
                    "non-rotary part of the head size"));
        else if (headDim != qkNopeHeadDim + qkRopeHeadDim)
            fail("head_dim", tr("must be qk_nope_head_dim + qk_rope_head_dim (%1) with latent "
                                "attention; got %2")
                                 .arg(qkNopeHeadDim + qkRopeHeadDim)
                                 .arg(headDim));
    } else if (qLoraRank > 0 || qkRopeHeadDim > 0 || qkNopeHeadDim > 0) {
        fail("kv_lora_rank", tr("latent-attention sizes are set but kv_lora_rank is 0"));
    }
    if (denseLayers > 0) {
        if (!isMoE())
            fail("dense_layers", tr("only a mixture of experts has separate dense layers"));
        else if (denseLayers > layers)
            fail("dense_layers", tr("%1 dense layers but the model has only %2 layers")
                                     .arg(denseLayers)
                                     .arg(layers));
        else if (denseFfn <= 0)
            fail("dense_ffn", tr("must be positive when there are dense layers"));
    }
    if (sharedExpertFfn > 0 && !isMoE())
        fail("shared_expert_ffn", tr("is set but the model has no experts"));
    return errors;
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
