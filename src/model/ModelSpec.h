#pragma once

#include "model/Result.h"

#include <QCoreApplication>
#include <QString>

namespace roofline {

// An LLM architecture as published in its config. Parameter counts are derived, never typed in.
// A spec with only rawParams (no layers) is the seeds' "params only" limiting case.
struct ModelSpec {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::ModelSpec)

public:
    QString id;
    QString name;
    QString family;
    QString source = QStringLiteral("catalog"); // catalog | user
    QString reference;                          // where the config came from

    double rawParams = 0; // used only when the architecture is not given
    int layers = 0;
    int dModel = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int ffn = 0; // per expert for mixture-of-experts
    int vocab = 0;
    bool tiedEmbeddings = false;
    bool qkvBias = false;
    bool qkNorm = false;
    bool gatedFfn = true; // SwiGLU/GeGLU: gate, up and down matrices
    int normsPerLayer = 2;
    int experts = 0; // 0 = dense
    int activeExperts = 0;
    int maxContext = 0;
    double publishedParams = 0;

    // False in the seeds' params-only mode (layers and d_model then only size the KV cache).
    bool hasArchitecture() const { return !(rawParams > 0) && layers > 0; }
    bool isMoE() const { return experts > 0; }

    // Checks the fields for an impossible architecture; the error names the field.
    Result<bool> validate() const;

    // Matrix parameters of one layer's attention (Q, K, V, O, biases, q/k norms).
    double attentionParamsPerLayer() const;
    // One expert's (or the dense) feed-forward block.
    double ffnParamsPerExpert() const;
    double routerParamsPerLayer() const { return isMoE() ? double(dModel) * experts : 0.0; }
    double normParamsPerLayer() const { return double(normsPerLayer) * dModel; }
    double embeddingParams() const { return double(vocab) * dModel; }
    double lmHeadParams() const { return tiedEmbeddings ? 0.0 : double(vocab) * dModel; }

    // Everything stored (capacity), and what one token touches (active experts only).
    double totalParams() const;
    double activeParams() const;
    // Query width H·head_dim and key/value width K·head_dim (not always d_model).
    double queryWidth() const { return double(heads) * headDim; }
    double kvWidth() const { return double(kvHeads) * headDim; }
};

} // namespace roofline
