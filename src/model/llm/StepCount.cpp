// SPDX-License-Identifier: MIT
// How a step is counted (architecture mode), per GPU. n = tokens in the step (decode: batch B;
// prefill: B × prompt T). C = context already cached (decode). With tensor parallelism every
// width below is the shard's (TensorParallel): q = H'·head_dim, k = K'·head_dim, v = K'·v_dim.
//
// Weights (read once per step, each tensor in its own format, StepFormats):
//   embedding lookup reads n rows of d_model (1/tp of them on each GPU), not the table; every
//   layer's attention, router, norm and feed-forward matrices; lm_head (the tied table when
//   embeddings are tied).
//   Mixture-of-experts reads the experts the step's tokens touch. With top-A routing each token
//   picks A distinct experts of E; under uniform, independent routing a given expert escapes one
//   token with probability C(E−1, A)/C(E, A) = 1 − A/E, so n tokens touch
//       E · (1 − (1 − A/E)^n)
//   experts per layer in expectation: exactly A at one token, all E for large n. Shared
//   experts are always read; the first `denseLayers` layers read their dense feed-forward.
// KV cache (kv format), per layer and sequence, e = kvCacheElementsPerToken (K and V of every
//   KV head, or MLA's latent): a global layer attends to C + 1 keys, a windowed one to
//   min(C + 1, W) (its window includes the token itself), so decode reads min(C, W − 1) cached
//   tokens and appends one; the cache holds min(C + 1, W) tokens (engines free what slid out:
//   vLLM's hybrid KV-cache manager, SGLang's SWA pool). Prefill writes all T tokens and keeps
//   min(T, W). FlashAttention-style kernels keep score tiles on chip.
// Activations (activations' format): every tensor a kernel reads or writes between kernels,
//   per token and layer, assigned to the kernel group that reads or writes it.
// FLOPs: 2 per multiply-add of each matrix per token; attention per (query, key) pair and head
//   2·(head_dim + v_dim) (QKᵀ and AV), causal in prefill (T(T+1)/2 pairs, or with a window
//   Σ min(i, W)); MLA decode runs absorbed in the latent space, 2·(2·kv_lora + rope) per pair
//   and head. lm_head only for the last prompt token in prefill (what serving engines
//   compute). Norms and element-wise work are counted as traffic, not FLOPs.
// Tensor parallelism: per layer one all-reduce after attention and one after the feed-forward,
//   one after the embedding, a gather of the logits; ring all-reduce sends 2 (tp − 1)/tp of the
//   message from each GPU.
#include "model/llm/StepCount.h"

#include "model/llm/TensorParallel.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// Activations of one feed-forward of width f per token: gate/up in and out, the activation
// function (gate, up in; product out), down in and out.
double ffnActivations(const ModelSpec &m, double f) {
    const double d = m.dModel;
    return m.gatedFfn ? d + 2 * f + 3 * f + f + d : d + f + 2 * f + f + d;
}

class Counter {
public:
    Counter(StepCount &out)
        : m_out(out) {}

    void add(StepPart part, KernelGroupId group, double flops, double bytes, double detail = 0,
             double detail2 = 0) {
        StepComponent c;
        c.part = part;
        c.group = group;
        c.flops = flops;
        c.bytes = bytes;
        c.detail = detail;
        c.detail2 = detail2;
        m_out.parts.append(c);
    }
    void weights(StepPart part, KernelGroupId group, double flops, double bytes, double detail = 0,
                 double detail2 = 0) {
        add(part, group, flops, bytes, detail, detail2);
        m_out.weightBytes += bytes;
    }
    void launches(KernelGroupId group, double count) { m_out.launches[size_t(group)] += count; }
    // Activation traffic of a group, collected and appended once per group at the end.
    double window = 0; // names the sliding-attention group's activations
    void activations(KernelGroupId group, double bytes) { m_activations[size_t(group)] += bytes; }
    void flushActivations() {
        for (int g = 0; g < StepCount::kGroups; ++g) {
            if (m_activations[size_t(g)] > 0) {
                add(StepPart::Activations, KernelGroupId(g), 0, m_activations[size_t(g)],
                    KernelGroupId(g) == KernelGroupId::SlidingAttention ? window : 0);
                m_out.activationBytes += m_activations[size_t(g)];
            }
        }
    }

private:
    StepCount &m_out;
    std::array<double, StepCount::kGroups> m_activations{};
};

void countAllReduce(StepCount &out, const ModelSpec &full, const InferenceConfig &cfg, int tp,
                    double n, double headTokens, double ab) {
    if (tp <= 1 || full.dModel <= 0 || full.layers <= 0)
        return;
    // 2 per layer (attention and feed-forward outputs) + the embedding output, of n·d each.
    const double allReduces = 2.0 * full.layers + 1;
    const double message = n * full.dModel * ab;
    double link = allReduces * TensorParallel::allReduceBytes(message, tp);
    double gathers = 0;
    if (full.vocab > 0) {
        link += TensorParallel::gatherBytes(headTokens * double(full.vocab) * ab, tp);
        gathers = 1;
    }
    StepComponent c;
    c.part = StepPart::AllReduce;
    c.group = KernelGroupId::AllReduce;
    c.linkBytes = link;
    out.parts.append(c);
    out.collectives = allReduces + gathers;
    out.launches[size_t(KernelGroupId::AllReduce)] += out.collectives;
    Q_UNUSED(cfg);
}

// The sizes of one step every part is counted from.
struct Step {
    bool decode = true;
    double B = 0;                  // sequences
    double C = 0;                  // context (decode) or prompt (prefill) tokens
    double n = 0;                  // tokens in the step
    double headTokens = 0;         // tokens that reach lm_head (prefill: the last one only)
    double ab = 0, kb = 0, db = 0; // bytes per activation, KV and dtype element
};

Step stepOf(const StepFormats &f, const InferenceConfig &cfg) {
    Step s;
    s.decode = cfg.phase == Phase::Decode;
    s.B = double(cfg.batch);
    s.C = double(cfg.context);
    s.n = s.decode ? s.B : s.B * s.C;
    s.headTokens = s.decode ? s.n : s.B; // prefill: logits of the last token only
    s.ab = f.activations->bytes;
    s.kb = f.kv->bytes;
    s.db = f.dtype->bytes;
    return s;
}

// The seeds' limiting case (a parameter count, no architecture): every weight read once, 2
// FLOPs per weight per token, and the KV cache from d_model when it is given.
void countWithoutArchitecture(const ModelSpec &m, const StepFormats &f, const InferenceConfig &cfg,
                              int tp, const Step &s, Counter &c, StepCount &out) {
    const double L = m.layers;
    const double wb = f.mlp->bytes;
    c.weights(StepPart::Weights, KernelGroupId::Weights, 2.0 * m.rawParams * s.n, m.rawParams * wb);
    out.weightResidentBytes = m.rawParams * wb;
    if (m.layers > 0)
        c.launches(KernelGroupId::Weights, double(RooflineCalculator::launchesPerLayer(m)) * L
                                               + RooflineCalculator::kLaunchesPerStep);
    // KV cache: 2 · layers · context · batch · (d_model / GQA groups) · bytes (seed 004).
    double kvWidth = 0;
    if (m.dModel > 0 && m.layers > 0) {
        const int groups = cfg.gqa > 0 ? cfg.gqa : 1;
        kvWidth = (m.heads > 0 && m.kvHeads > 0 && m.headDim > 0) ? double(m.kvHeads) * m.headDim
                                                                  : double(m.dModel) / groups / tp;
        const double perToken = 2.0 * L * kvWidth * s.kb;
        out.kvCacheBytes = perToken * s.C * s.B;
        if (s.decode) {
            c.add(StepPart::KvRead, KernelGroupId::Attention, 0, out.kvCacheBytes);
            c.add(StepPart::KvAppend, KernelGroupId::Attention, 0, perToken * s.B);
            out.kvResidentBytes = perToken * (s.C + 1) * s.B;
        } else {
            c.add(StepPart::KvWrite, KernelGroupId::Attention, 0, out.kvCacheBytes);
            out.kvResidentBytes = out.kvCacheBytes;
        }
    }
}

// The attention projections (q, k, v, o; MLA's down- and up-projections); returns the
// activations per token and layer of the attention kernels that follow.
double countAttentionProjections(const ModelSpec &m, const StepFormats &f, const Step &s,
                                 Counter &c, StepCount &out) {
    const double L = m.layers;
    const double d = m.dModel;
    const double H = m.heads;
    const double q = m.queryWidth();
    const double k = m.kvWidth();
    const double v = double(m.kvHeads) * m.valueHeadDim();
    const double o = m.attentionOutputWidth();
    const double attb = f.attention->bytes;
    const double attn = m.attentionParamsPerLayer();
    c.weights(StepPart::AttentionProjections, KernelGroupId::AttentionProjections,
              2.0 * s.n * attn * L, attn * L * attb);
    out.weightResidentBytes += attn * L * attb;
    double projectionActs = 0, attentionActs = 0;
    if (m.isMla()) {
        const double ql = m.qLoraRank, kvl = m.kvLoraRank, rope = m.qkRopeHeadDim;
        projectionActs = d + (ql + kvl + rope)           // fused q_a / kv_a down-projection
                         + (ql > 0 ? ql : d) + q         // q_b (or q_proj)
                         + H * m.qkNopeHeadDim + H * kvl // absorbed W_UK
                         + H * kvl + o                   // absorbed W_UV
                         + o + d;                        // o_proj
        attentionActs = 2 * (H * rope + rope) + H * (kvl + rope) + H * kvl;
        c.launches(KernelGroupId::AttentionProjections, 5 * L);
    } else {
        projectionActs = (d + q + k + v) + (o + d);
        attentionActs = 2 * (q + k) + (q + o);
        c.launches(KernelGroupId::AttentionProjections, 2 * L);
    }
    c.activations(KernelGroupId::AttentionProjections, s.n * L * projectionActs * s.ab);
    return attentionActs;
}

// Attention over the context and the KV cache it reads and writes, global and windowed
// layers apart.
void countAttention(const ModelSpec &m, const Step &s, double attentionActs, Counter &c,
                    StepCount &out) {
    const bool decode = s.decode;
    const double B = s.B, C = s.C;
    const double kvPerToken = m.kvCacheElementsPerToken() * s.kb;
    const double flopsPerPair = m.attentionFlopsPerPair(decode);
    struct AttentionKind {
        KernelGroupId group;
        double layers;
        double window; // 0: the whole context
    };
    const AttentionKind kinds[] = {{KernelGroupId::Attention, double(m.globalAttentionLayers()), 0},
                                   {KernelGroupId::SlidingAttention,
                                    m.hasSlidingWindow() ? double(m.slidingLayers) : 0,
                                    double(m.slidingWindow)}};
    for (const AttentionKind &kind : kinds) {
        if (kind.layers <= 0)
            continue;
        const double W = kind.window;
        const double Lk = kind.layers;
        const double keys = decode ? (W > 0 ? std::min(C + 1, W) : C + 1) : 0;
        const double pairs = decode ? B * keys : B * ModelSpec::causalPairs(C, W);
        c.add(StepPart::AttentionScores, kind.group, flopsPerPair * pairs * Lk, 0, W);
        if (decode) {
            const double cached = keys - 1;
            const double read = Lk * B * cached * kvPerToken;
            out.kvCacheBytes += read;
            c.add(StepPart::KvRead, kind.group, 0, read, W);
            c.add(StepPart::KvAppend, kind.group, 0, Lk * B * kvPerToken, W);
            out.kvResidentBytes += Lk * B * keys * kvPerToken;
        } else {
            const double written = Lk * B * C * kvPerToken;
            out.kvCacheBytes += written;
            c.add(StepPart::KvWrite, kind.group, 0, written, W);
            out.kvResidentBytes += Lk * B * (W > 0 ? std::min(C, W) : C) * kvPerToken;
        }
        c.activations(kind.group, s.n * Lk * attentionActs * s.ab);
        c.launches(kind.group, 2 * Lk); // rotary + KV write, attention
    }
}

// The dense feed-forward layers; returns their width (0 without any).
double countDenseFeedForward(const ModelSpec &m, const StepFormats &f, const Step &s, Counter &c,
                             StepCount &out) {
    const int Ld = m.denseFfnLayers();
    if (Ld <= 0)
        return 0;
    const double mlpb = f.mlp->bytes;
    const double width = m.denseFfnWidth();
    const double p = m.ffnParams(m.denseFfnWidth());
    c.weights(StepPart::FeedForward, KernelGroupId::FeedForward, 2.0 * s.n * p * Ld, p * Ld * mlpb);
    out.weightResidentBytes += p * Ld * mlpb;
    c.activations(KernelGroupId::FeedForward, s.n * Ld * ffnActivations(m, width) * s.ab);
    c.launches(KernelGroupId::FeedForward, 3.0 * Ld);
    return width;
}

// The routed (and shared) experts of the MoE layers; returns the widest feed-forward a token
// passes through, `widestFfn` when there are none.
double countExperts(const ModelSpec &m, const StepFormats &f, const Step &s, double widestFfn,
                    Counter &c, StepCount &out) {
    const int Lm = m.moeLayers();
    if (Lm <= 0)
        return widestFfn;
    const double d = m.dModel, n = s.n;
    const double mlpb = f.mlp->bytes;
    const double E = m.experts, A = m.activeExperts;
    const double touched = m.expertsTouched(n);
    const double expert = m.ffnParamsPerExpert();
    const double router = m.routerParamsPerLayer();
    c.weights(StepPart::Router, KernelGroupId::Experts, 2.0 * n * router * Lm, router * Lm * s.db);
    c.weights(StepPart::Experts, KernelGroupId::Experts, 2.0 * n * A * expert * Lm,
              touched * expert * Lm * mlpb, touched, E);
    out.weightResidentBytes += router * Lm * s.db + E * expert * Lm * mlpb;
    double acts = d + E + ffnActivations(m, A * m.ffn);
    double launches = 7; // router, top-k, permute, gate/up, activation, down, combine
    if (const double shared = m.sharedExpertParamsPerLayer(); shared > 0) {
        c.weights(StepPart::SharedExperts, KernelGroupId::Experts, 2.0 * n * shared * Lm,
                  shared * Lm * mlpb);
        out.weightResidentBytes += shared * Lm * mlpb;
        acts += ffnActivations(m, m.sharedExpertFfn);
        launches += 3;
    }
    c.activations(KernelGroupId::Experts, n * Lm * acts * s.ab);
    c.launches(KernelGroupId::Experts, launches * Lm);
    return std::max(widestFfn, A * m.ffn + m.sharedExpertFfn);
}

// Norms and the element-wise kernels around them.
void countNorms(const ModelSpec &m, const Step &s, Counter &c, StepCount &out) {
    const double L = m.layers;
    const double d = m.dModel, n = s.n;
    const double normWeights = m.normParamsPerLayer() * L + d; // + the final norm
    c.weights(StepPart::Norms, KernelGroupId::Norms, 0, normWeights * s.db);
    out.weightResidentBytes += normWeights * s.db;
    double normActs = 3 * d   // input norm: residual in, normalised out, residual carried
                      + 4 * d // residual add + post-attention norm
                      + 2 * d * std::max(0, m.normsPerLayer - 2);
    double normLaunches = 2 + std::max(0, m.normsPerLayer - 2);
    if (m.qkNorm) {
        normActs += 2 * (m.queryWidth() + m.kvWidth());
        normLaunches += 1;
    }
    if (m.isMla()) {
        normActs += 2 * (double(m.qLoraRank) + m.kvLoraRank);
        normLaunches += 1;
    }
    c.activations(KernelGroupId::Norms, (n * L * normActs + 2 * n * d) * s.ab);
    c.launches(KernelGroupId::Norms, normLaunches * L + 1);
}

} // namespace

StepCount StepCount::count(const ModelSpec &m, const ModelSpec &full, const StepFormats &f,
                           const InferenceConfig &cfg, int tp) {
    StepCount out;
    out.parts.reserve(20);
    Counter c(out);
    c.window = m.slidingWindow;
    const Step s = stepOf(f, cfg);
    if (!m.hasArchitecture()) {
        countWithoutArchitecture(m, f, cfg, tp, s, c, out);
        countAllReduce(out, full, cfg, tp, s.n, s.headTokens, s.ab);
        return out;
    }
    const double d = m.dModel, n = s.n;
    const double eb = f.embedding->bytes, lb = f.lmHead->bytes;

    // ---- embedding ----
    c.weights(StepPart::EmbeddingLookup, KernelGroupId::Embedding, 0, n * d * eb / tp);
    c.activations(KernelGroupId::Embedding, n * d * s.ab);
    c.launches(KernelGroupId::Embedding, 1);
    out.weightResidentBytes += m.embeddingParams() * eb;

    const double attentionActs = countAttentionProjections(m, f, s, c, out);
    countAttention(m, s, attentionActs, c, out);
    double widestFfn = countDenseFeedForward(m, f, s, c, out);
    widestFfn = countExperts(m, f, s, widestFfn, c, out);
    countNorms(m, s, c, out);

    // ---- lm_head ----
    const double head = double(m.vocab) * d;
    c.weights(StepPart::LmHead, KernelGroupId::LmHead, 2.0 * s.headTokens * head, head * lb);
    out.weightResidentBytes += m.lmHeadParams() * lb;
    c.activations(KernelGroupId::LmHead, s.headTokens * (d + m.vocab) * s.ab);
    c.launches(KernelGroupId::LmHead, 2); // lm_head GEMM, sampling

    c.flushActivations();
    countAllReduce(out, full, cfg, tp, n, s.headTokens, s.ab);

    const double q = m.queryWidth(), k = m.kvWidth(), v = double(m.kvHeads) * m.valueHeadDim();
    out.activationPeak =
        n * (d + q + k + v + (m.gatedFfn ? 2 : 1) * widestFfn) * s.ab + s.B * m.vocab * s.ab;
    return out;
}

} // namespace roofline
