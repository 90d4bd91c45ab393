// SPDX-License-Identifier: MIT
#include "model/llm/LlmPlan.h"

#include "model/Catalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace roofline {

namespace {

// How each engine format stores the tensors of a step: the linear layers' weights and their
// inputs in the format itself (int8 and fp8 GEMMs quantise activations on the fly: W8A8); the
// KV cache in the format where it is a 16/32-bit float, else in bf16 (engines keep the cache
// in the model's dtype under a quantised checkpoint, StepFormats).
struct EngineFormat {
    const char *id;
    const char *activations;
    const char *kv;
};
constexpr EngineFormat kFormats[] = {{"fp32", "fp32", "fp32"},
                                     {"bf16", "bf16", "bf16"},
                                     {"fp16", "fp16", "fp16"},
                                     {"fp8", "fp8", "bf16"},
                                     {"int8", "int8", "bf16"}};

const EngineFormat *engineFormat(const QString &id) {
    for (const EngineFormat &f : kFormats) {
        if (id == QLatin1String(f.id))
            return &f;
    }
    return nullptr;
}

double bytesOf(const QString &format) {
    const NumberFormat *f = Catalog::builtIn().format(format);
    return f ? f->bytes : 0.0;
}

QString groupKey(KernelGroupId id) {
    KernelGroup g;
    g.id = id;
    return g.key();
}

// Appends the GEMMs of `linears` run on `tokens` tokens, merging matrices of one shape (K and V,
// gate and up) into one kernel called once per matrix.
void addLinears(QList<LlmKernel> &out, const QList<LinearShape> &linears, const QString &prefix,
                KernelGroupId group, double tokens, double perLayer, int layers,
                const EngineFormat &f, const QString &weightFormat) {
    const double wb = bytesOf(weightFormat), ab = bytesOf(QLatin1String(f.activations));
    for (const LinearShape &l : linears) {
        const QString id = prefix + QLatin1String(l.id);
        bool merged = false;
        for (LlmKernel &k : out) {
            if (k.op == LlmKernel::Op::Gemm && k.group == group && k.layers == layers
                && k.n == qint64(l.out) && k.k == qint64(l.in) && k.tokens == tokens
                && k.weightFormat == weightFormat) {
                k.id += QLatin1Char('+') + QLatin1String(l.id);
                k.perLayer += perLayer;
                merged = true;
                break;
            }
        }
        if (merged)
            continue;
        LlmKernel k;
        k.id = id;
        k.group = group;
        k.op = LlmKernel::Op::Gemm;
        k.tokens = tokens;
        k.m = qint64(std::ceil(tokens - 1e-9));
        k.n = qint64(l.out);
        k.k = qint64(l.in);
        k.perLayer = perLayer;
        k.layers = layers;
        k.weightFormat = weightFormat;
        k.activationFormat = QLatin1String(f.activations);
        k.flops = 2.0 * tokens * l.params();
        k.bytes = l.params() * wb + tokens * (l.in + l.out) * ab;
        out.append(k);
    }
}

void addAttention(QList<LlmKernel> &out, const ModelSpec &m, const LlmCase &c,
                  const EngineFormat &f, KernelGroupId group, int layers, double window) {
    if (layers <= 0)
        return;
    const bool decode = c.phase == Phase::Decode;
    const double kvb = bytesOf(QLatin1String(f.kv));
    const double perToken = m.kvCacheElementsPerToken() * kvb;
    LlmKernel k;
    k.id = group == KernelGroupId::SlidingAttention ? QStringLiteral("attention.sliding")
                                                    : QStringLiteral("attention");
    k.group = group;
    k.op = LlmKernel::Op::Attention;
    k.batch = c.batch;
    k.window = qint64(window);
    if (m.isMla()) {
        // Absorbed MLA: every head attends to one shared latent of kv_lora + rope per token,
        // whose first kv_lora elements are the values (multi-query attention in latent space).
        k.heads = m.heads;
        k.kvHeads = 1;
        k.headDim = m.kvLoraRank + m.qkRopeHeadDim;
        k.vDim = m.kvLoraRank;
        k.sharedKv = true;
    } else {
        k.heads = m.heads;
        k.kvHeads = m.kvHeads;
        k.headDim = m.headDim;
        k.vDim = m.valueHeadDim();
    }
    const double C = double(c.context);
    if (decode) {
        k.queries = 1;
        k.keys = qint64(window > 0 ? std::min(C + 1, window) : C + 1);
        k.flops = m.attentionFlopsPerPair(true) * double(c.batch) * double(k.keys);
        // What the analytic model counts: the cached keys read, the new one appended.
        k.bytes = double(c.batch) * double(k.keys) * perToken;
    } else {
        k.queries = c.prompt;
        k.keys = c.prompt;
        k.causal = true;
        k.flops = m.attentionFlopsPerPair(false) * double(c.batch)
                  * ModelSpec::causalPairs(double(c.prompt), window);
        k.bytes = double(c.batch) * double(c.prompt) * perToken; // the cache written
    }
    k.perLayer = 1;
    k.layers = layers;
    k.kvFormat = QLatin1String(f.kv);
    k.activationFormat = QLatin1String(f.activations);
    out.append(k);
}

QList<LlmKernel> kernelsOf(const ModelSpec &m, const LlmCase &c, const EngineFormat &f) {
    QList<LlmKernel> out;
    const QString wf = QLatin1String(f.id);
    const double n = c.phase == Phase::Decode ? double(c.batch) : double(c.batch * c.prompt);
    addLinears(out, m.attentionLinears(), QString(), KernelGroupId::AttentionProjections, n, 1,
               m.layers, f, wf);
    addAttention(out, m, c, f, KernelGroupId::Attention, m.globalAttentionLayers(), 0);
    if (m.hasSlidingWindow())
        addAttention(out, m, c, f, KernelGroupId::SlidingAttention, m.slidingLayers,
                     m.slidingWindow);
    if (m.denseFfnLayers() > 0)
        addLinears(out, m.ffnLinears(m.denseFfnWidth()), QString(), KernelGroupId::FeedForward, n,
                   1, m.denseFfnLayers(), f, wf);
    if (m.moeLayers() > 0) {
        // The router stays in the model's dtype (16-bit float: the engine's bf16, or fp32).
        const QString router = wf == QLatin1String("fp32") ? wf : QStringLiteral("bf16");
        const EngineFormat &rf = *engineFormat(router);
        addLinears(out, {{"router", double(m.dModel), double(m.experts)}}, QString(),
                   KernelGroupId::Experts, n, 1, m.moeLayers(), rf, router);
        // Each touched expert runs on its share of the step's n·A token-expert pairs.
        const double touched = m.expertsTouched(n);
        addLinears(out, m.ffnLinears(m.ffn), QStringLiteral("experts."), KernelGroupId::Experts,
                   n * m.activeExperts / touched, touched, m.moeLayers(), f, wf);
        if (m.sharedExpertFfn > 0)
            addLinears(out, m.ffnLinears(m.sharedExpertFfn), QStringLiteral("shared_experts."),
                       KernelGroupId::Experts, n, 1, m.moeLayers(), f, wf);
    }
    // lm_head: every token of a decode step, the last prompt token of a prefill.
    const double headTokens = c.phase == Phase::Decode ? n : double(c.batch);
    addLinears(out, {{"lm_head", double(m.dModel), double(m.vocab)}}, QString(),
               KernelGroupId::LmHead, headTokens, 1, 1, f, wf);
    return out;
}

} // namespace

QList<qint64> LlmPlan::defaultBatches() {
    return {1, 2, 4, 8, 16, 32, 64, 128};
}

QStringList LlmPlan::engineFormats() {
    QStringList out;
    for (const EngineFormat &f : kFormats)
        out << QLatin1String(f.id);
    return out;
}

double LlmCase::flops() const {
    double s = 0;
    for (const LlmKernel &k : kernels)
        s += k.flops * k.calls();
    return s;
}

double LlmCase::weightBytes() const {
    double s = 0;
    for (const LlmKernel &k : kernels) {
        if (k.op == LlmKernel::Op::Gemm)
            s += double(k.n) * double(k.k) * bytesOf(k.weightFormat) * k.calls();
    }
    return s;
}

Result<void> LlmPlan::check(const ModelSpec &model, const LlmPlanRequest &request,
                            const QList<qint64> &batches) {
    if (!model.hasArchitecture())
        return Error{tr("%1 has no architecture (only a parameter count): the engine needs the "
                        "layer's shapes")
                         .arg(model.name)};
    if (auto ok = model.checkArchitecture(); !ok)
        return ok.error();
    if (model.vocab <= 0)
        return Error{
            tr("%1 gives no vocabulary size: the lm_head cannot be sized").arg(model.name)};
    if (request.formats.isEmpty())
        return Error{tr("no format to measure")};
    for (const QString &f : request.formats) {
        if (!engineFormat(f))
            return Error{tr("unknown format '%1' for the LLM step (one of %2)")
                             .arg(f, engineFormats().join(QStringLiteral(", ")))};
    }
    for (qint64 b : batches) {
        if (b < 1 || b > 4096)
            return Error{tr("batch %1 is outside 1…4096").arg(b)};
    }
    if (request.context < 0)
        return Error{tr("the context must not be negative")};
    for (qint64 t : request.prefillLengths) {
        if (t < 1 || t > 1 << 20)
            return Error{tr("prompt length %1 is outside 1…1048576").arg(t)};
    }
    return {};
}

void LlmPlan::addCases(const QString &format, const QList<qint64> &batches,
                       const LlmPlanRequest &request) {
    const EngineFormat &f = *engineFormat(format);
    const auto add = [&](LlmCase c, qint64 tokensInSequence) {
        if (model.maxContext > 0 && tokensInSequence > model.maxContext)
            c.notMeasured = tr("a context of %1 tokens is beyond %2's maximum of %3")
                                .arg(tokensInSequence)
                                .arg(model.name)
                                .arg(model.maxContext);
        else
            c.kernels = kernelsOf(model, c, f);
        cases.append(c);
    };
    if (request.decode) {
        for (qint64 b : batches) {
            LlmCase c;
            c.phase = Phase::Decode;
            c.format = format;
            c.batch = b;
            c.context = request.context;
            c.id = QStringLiteral("decode/%1/b%2").arg(format).arg(b);
            add(c, request.context + 1);
        }
    }
    for (qint64 t : request.prefillLengths) {
        LlmCase c;
        c.phase = Phase::Prefill;
        c.format = format;
        c.batch = 1;
        c.prompt = t;
        c.id = QStringLiteral("prefill/%1/t%2").arg(format).arg(t);
        add(c, t);
    }
}

Result<LlmPlan> LlmPlan::build(const ModelSpec &model, const LlmPlanRequest &request) {
    const QList<qint64> batches = request.batches.isEmpty() ? defaultBatches() : request.batches;
    if (auto ok = check(model, request, batches); !ok)
        return ok.error();
    LlmPlan plan;
    plan.model = model;
    for (const QString &format : request.formats)
        plan.addCases(format, batches, request);
    return plan;
}

QJsonObject LlmKernel::toJson() const {
    QJsonObject o;
    o[QStringLiteral("id")] = id;
    o[QStringLiteral("group")] = groupKey(group);
    if (op == Op::Gemm) {
        o[QStringLiteral("op")] = QStringLiteral("gemm");
        o[QStringLiteral("m")] = m;
        o[QStringLiteral("n")] = n;
        o[QStringLiteral("k")] = k;
        o[QStringLiteral("tokens")] = tokens;
        o[QStringLiteral("weights_format")] = weightFormat;
        o[QStringLiteral("activations_format")] = activationFormat;
    } else {
        o[QStringLiteral("op")] = QStringLiteral("attention");
        o[QStringLiteral("batch")] = batch;
        o[QStringLiteral("queries")] = queries;
        o[QStringLiteral("keys")] = keys;
        o[QStringLiteral("causal")] = causal;
        o[QStringLiteral("heads")] = heads;
        o[QStringLiteral("kv_heads")] = kvHeads;
        o[QStringLiteral("head_dim")] = headDim;
        o[QStringLiteral("v_dim")] = vDim;
        o[QStringLiteral("shared_kv")] = sharedKv;
        o[QStringLiteral("window")] = window;
        o[QStringLiteral("kv_format")] = kvFormat;
    }
    o[QStringLiteral("per_layer")] = perLayer;
    o[QStringLiteral("layers")] = layers;
    o[QStringLiteral("flops")] = flops;
    o[QStringLiteral("bytes")] = bytes;
    return o;
}

QJsonObject LlmCase::toJson() const {
    QJsonObject o;
    o[QStringLiteral("id")] = id;
    o[QStringLiteral("phase")] = RooflineCalculator::phaseName(phase);
    o[QStringLiteral("format")] = format;
    o[QStringLiteral("batch")] = batch;
    o[QStringLiteral("prompt")] = prompt;
    o[QStringLiteral("context")] = context;
    if (!notMeasured.isEmpty())
        o[QStringLiteral("not_measured")] = notMeasured;
    QJsonArray ks;
    for (const LlmKernel &k : kernels)
        ks.append(k.toJson());
    o[QStringLiteral("kernels")] = ks;
    return o;
}

QJsonObject LlmPlan::toJson() const {
    QJsonObject m;
    m[QStringLiteral("id")] = model.id;
    m[QStringLiteral("name")] = model.name;
    m[QStringLiteral("layers")] = model.layers;
    m[QStringLiteral("max_context")] = model.maxContext;
    QJsonArray cs;
    for (const LlmCase &c : cases)
        cs.append(c.toJson());
    QJsonObject o;
    o[QStringLiteral("schema")] = QLatin1String(kSchema);
    o[QStringLiteral("model")] = m;
    o[QStringLiteral("cases")] = cs;
    return o;
}

QByteArray LlmPlan::toJsonBytes() const {
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

} // namespace roofline
