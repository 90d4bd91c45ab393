// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace roofline {

// One weight matrix of a layer, y = x·Wᵀ from `in` to `out` features: for M tokens a GEMM of
// M × N (= out) × K (= in). The analytic model (parameter counts, StepCount) and the measured
// LLM step plan (LlmPlan) both take a layer's matrices from here, so the shapes the engine
// measures are the ones the roofline counts.
struct LinearShape {
    const char *id = ""; // "q_proj", "kv_a_proj", "gate_proj", …
    double in = 0, out = 0;
    double params() const { return in * out; }
};

// An LLM architecture as published in its config. Parameter counts are derived, never typed in.
// A spec with only rawParams (no layers) is the seeds' "params only" limiting case.
//
// Layers come in kinds that the arithmetic treats separately (docs/model/method.md):
// - attention: global (attends to the whole context) or sliding-window (attends to the last
//   `slidingWindow` tokens); `slidingLayers` of the `layers` are windowed, the rest global
//   (Mistral 7B v0.1: all 32; Gemma 2: every other one; Gemma 3: five of every six);
// - attention maths: grouped-query (K/V heads of `headDim`) or multi-head latent attention
//   (DeepSeek-V2/V3: one compressed latent of `kvLoraRank` plus a shared rotary key of
//   `qkRopeHeadDim` per token is all the KV cache holds);
// - feed-forward: dense (`ffn`, or `denseFfn` for the first `denseLayers` of a mixture of
//   experts) or routed experts (`experts` of width `ffn`, `activeExperts` per token) plus
//   always-active shared experts (`sharedExpertFfn`, their total width).
struct ModelSpec {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::ModelSpec)

public:
    // The largest value each size may have (docs/cli.md, "model"): far beyond any published
    // model, small enough that no product of two sizes overflows and that a hostile config
    // cannot make the calculation run for minutes.
    static constexpr int kMaxLayers = 10000;
    static constexpr int kMaxWidth = 1 << 20;   // d_model, ffn, head_dim, latent ranks
    static constexpr int kMaxHeads = 1 << 16;   // heads, kv_heads
    static constexpr int kMaxVocab = 1 << 24;   // vocabulary entries
    static constexpr int kMaxExperts = 1 << 16; // experts, active experts
    static constexpr int kMaxContext = 1 << 30; // max_context, sliding_window (tokens)

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
    int headDim = 0;  // query/key head size (MLA: qk_nope_head_dim + qk_rope_head_dim)
    int vHeadDim = 0; // value head size when it differs from headDim (MLA); 0: headDim
    int ffn = 0;      // per expert for mixture-of-experts
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

    // Sliding-window attention.
    int slidingWindow = 0; // tokens a windowed layer attends to, itself included; 0: none
    int slidingLayers = 0; // how many of the layers use the window

    // Multi-head latent attention (DeepSeek-V2/V3 config names).
    int qLoraRank = 0;  // 0: the query projection is full rank (DeepSeek-V2-Lite)
    int kvLoraRank = 0; // > 0 makes the attention MLA
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;

    // Mixture-of-experts extras.
    int sharedExpertFfn = 0;       // total width of the always-active shared expert(s)
    bool sharedExpertGate = false; // Qwen2-MoE: a sigmoid gate (d_model → 1) on the shared expert
    int denseLayers = 0;           // the first k layers are dense (first_k_dense_replace)
    int denseFfn = 0;              // their feed-forward width (intermediate_size)

    // How the checkpoint stores its tensors: `dtype` is the unquantised type (torch_dtype) of
    // everything not listed, attention/mlp the quantised linear layers (empty: dtype).
    QString dtype = QStringLiteral("bf16");
    QString attentionFormat; // DeepSeek-V3: fp8
    QString mlpFormat;       // GPT-OSS: mxfp4 experts; DeepSeek-V3: fp8

    // False in the seeds' params-only mode (layers and d_model then only size the KV cache).
    bool hasArchitecture() const { return !(rawParams > 0) && layers > 0; }
    bool isMoE() const { return experts > 0; }
    bool isMla() const { return kvLoraRank > 0; }
    bool hasSlidingWindow() const { return slidingWindow > 0 && slidingLayers > 0; }

    // What stops this spec from being stored as a user's model, every error at once, each
    // naming its field as the editor and the JSON do (id, name, kv_heads, …): the identity
    // rules (profileIdentityErrors) and architectureErrors(). Empty when it can be stored.
    // The same signature as HardwareProfile::validate().
    QList<Error> validate() const;
    // An impossible architecture alone (a spec to calculate with needs no id or name): every
    // error, in the order the checks run.
    QList<Error> architectureErrors() const;
    // The first of architectureErrors(), for the calculators that stop at it.
    Result<void> checkArchitecture() const;

    bool operator==(const ModelSpec &) const = default;

    // The weight matrices of one layer's attention (Q, K, V, O; MLA's low-rank projections)
    // and of one feed-forward block of `width` (gate, up, down).
    QList<LinearShape> attentionLinears() const;
    QList<LinearShape> ffnLinears(int width) const;
    // Experts a step of n tokens reads per MoE layer under uniform top-A routing:
    // E · (1 − (1 − A/E)^n) (StepCount.cpp derives it); 0 for a dense model.
    double expertsTouched(double tokens) const;
    // Attention FLOPs per (query, key) pair, all heads: 2·H·(head_dim + v_dim) (QKᵀ and AV);
    // MLA decode runs absorbed in the latent space, 2·H·(2·kv_lora + rope).
    double attentionFlopsPerPair(bool decode) const;
    // Causal (query, key) pairs of one sequence of T prompt tokens under a window W (0: none).
    static double causalPairs(double T, double W);

    // Matrix parameters of one layer's attention (Q, K, V, O or MLA's low-rank projections,
    // biases, q/k norms).
    double attentionParamsPerLayer() const;
    // One expert's (or the dense) feed-forward block of width `width` (default `ffn`).
    double ffnParams(int width) const;
    double ffnParamsPerExpert() const { return ffnParams(ffn); }
    double routerParamsPerLayer() const {
        return isMoE() ? double(dModel) * experts + (sharedExpertGate ? double(dModel) : 0.0) : 0.0;
    }
    double sharedExpertParamsPerLayer() const {
        return sharedExpertFfn > 0 ? ffnParams(sharedExpertFfn) : 0.0;
    }
    double normParamsPerLayer() const;
    double embeddingParams() const { return double(vocab) * dModel; }
    double lmHeadParams() const { return tiedEmbeddings ? 0.0 : double(vocab) * dModel; }

    // Layers by kind: MoE layers route to experts; the others run a dense feed-forward.
    int moeLayers() const { return isMoE() ? layers - denseLayers : 0; }
    int denseFfnLayers() const { return layers - moeLayers(); }
    int denseFfnWidth() const { return isMoE() ? denseFfn : ffn; }
    int globalAttentionLayers() const {
        return hasSlidingWindow() ? layers - slidingLayers : layers;
    }

    // Everything stored (capacity), and what one token touches (active experts only).
    double totalParams() const;
    double activeParams() const;
    // Query width H·head_dim and key/value width K·head_dim (not always d_model).
    double queryWidth() const { return double(heads) * headDim; }
    double kvWidth() const { return double(kvHeads) * headDim; }
    int valueHeadDim() const { return vHeadDim > 0 ? vHeadDim : headDim; }
    // Width the attention writes per token (H·v_head_dim), what the output projection reads.
    double attentionOutputWidth() const { return double(heads) * valueHeadDim(); }
    // Elements the KV cache holds per token and layer: K and V of every KV head, or MLA's one
    // latent (kv_lora_rank + qk_rope_head_dim) shared by all heads.
    double kvCacheElementsPerToken() const;
};

} // namespace roofline
