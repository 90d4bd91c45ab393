#include "model/ModelSpec.h"

#include <QCoreApplication>

namespace roofline {

Result<bool> ModelSpec::validate() const {
    if (!hasArchitecture()) {
        if (!(rawParams > 0) && layers <= 0)
            return fieldError(QStringLiteral("layers"), tr("must be positive"));
        const struct {
            const char *field;
            int value;
        } nonNegative[] = {{"layers", layers},
                           {"d_model", dModel},
                           {"heads", heads},
                           {"kv_heads", kvHeads},
                           {"head_dim", headDim}};
        for (const auto &p : nonNegative) {
            if (p.value < 0)
                return fieldError(QString::fromLatin1(p.field), tr("must not be negative"));
        }
        if (heads > 0 && kvHeads > 0 && heads % kvHeads != 0)
            return fieldError(QStringLiteral("kv_heads"),
                              tr("%1 query heads cannot be shared evenly by %2 key/value heads")
                                  .arg(heads)
                                  .arg(kvHeads));
        return true;
    }
    const struct {
        const char *field;
        int value;
    } positive[] = {{"d_model", dModel},   {"heads", heads}, {"kv_heads", kvHeads},
                    {"head_dim", headDim}, {"ffn", ffn},     {"vocab", vocab}};
    for (const auto &p : positive) {
        if (p.value <= 0)
            return fieldError(QString::fromLatin1(p.field), tr("must be positive"));
    }
    if (heads % kvHeads != 0)
        return fieldError(QStringLiteral("kv_heads"),
                          tr("%1 query heads cannot be shared evenly by %2 key/value heads")
                              .arg(heads)
                              .arg(kvHeads));
    if (normsPerLayer < 0)
        return fieldError(QStringLiteral("norms_per_layer"), tr("must not be negative"));
    if (experts < 0 || activeExperts < 0)
        return fieldError(QStringLiteral("experts"), tr("must not be negative"));
    if (experts > 0 && (activeExperts < 1 || activeExperts > experts))
        return fieldError(QStringLiteral("active_experts"),
                          tr("must be between 1 and the expert count (%1)").arg(experts));
    if (experts == 0 && activeExperts != 0)
        return fieldError(QStringLiteral("active_experts"),
                          tr("is set but the model has no experts"));
    return true;
}

double ModelSpec::attentionParamsPerLayer() const {
    const double d = dModel;
    double p = d * queryWidth() + 2.0 * d * kvWidth() + queryWidth() * d;
    if (qkvBias)
        p += queryWidth() + 2.0 * kvWidth();
    if (qkNorm)
        p += 2.0 * headDim;
    return p;
}

double ModelSpec::ffnParamsPerExpert() const {
    return (gatedFfn ? 3.0 : 2.0) * double(dModel) * ffn;
}

double ModelSpec::totalParams() const {
    if (!hasArchitecture())
        return rawParams;
    const double experts_ = isMoE() ? experts : 1;
    const double perLayer = attentionParamsPerLayer() + experts_ * ffnParamsPerExpert()
                            + routerParamsPerLayer() + normParamsPerLayer();
    return embeddingParams() + layers * perLayer + dModel /* final norm */ + lmHeadParams();
}

double ModelSpec::activeParams() const {
    if (!hasArchitecture())
        return rawParams;
    const double experts_ = isMoE() ? activeExperts : 1;
    const double perLayer = attentionParamsPerLayer() + experts_ * ffnParamsPerExpert()
                            + routerParamsPerLayer() + normParamsPerLayer();
    return embeddingParams() + layers * perLayer + dModel + lmHeadParams();
}

} // namespace roofline
