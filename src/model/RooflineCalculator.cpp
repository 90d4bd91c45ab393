// How a step is counted (architecture mode). n = tokens in the step (decode: batch; prefill:
// batch × prompt). C = context already cached (decode). q = heads·head_dim, k = kv_heads·head_dim.
//
// Weights (read once per step, in the weights' format):
//   embedding lookup reads n rows of d_model, not the table; every layer's attention, router,
//   norm and feed-forward matrices; lm_head (the tied table when embeddings are tied).
//   Mixture-of-experts reads the experts the step's tokens touch: E·(1 − (1 − A/E)^n) of E per
//   layer (uniform routing), which is exactly A at one token and all E for large prefills.
// KV cache (kv format): decode reads 2·L·C·k per sequence and appends 2·L·k; prefill writes
//   2·L·T·k per sequence. FlashAttention-style kernels keep score tiles on chip.
// Activations (activations' format): every tensor a kernel reads or writes between kernels,
//   per token and layer (see activationElementsPerLayer), plus embedding, final norm, logits.
// FLOPs: 2 per multiply-add of each matrix per token; attention 4·q per (query, key) pair
//   (QKᵀ and AV), causal in prefill (T(T+1)/2 pairs); lm_head only for the last prompt token
//   in prefill (what serving engines compute). Norms and element-wise work are counted as
//   traffic, not FLOPs.
#include "model/RooflineCalculator.h"

#include "model/Catalog.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

const NumberFormat *findFormat(const QString &id) {
    return id.isEmpty() ? nullptr : Catalog::builtIn().format(id);
}

QString defaultCompanionFormat(const NumberFormat &weights) {
    return weights.isInteger ? QStringLiteral("bf16") : weights.id;
}

// Arithmetic runs in the wider operand's format: int4/int8/fp8 weights with bf16 activations
// are dequantised and multiplied in bf16; only W8A8 (or W4A4) runs integer arithmetic.
const NumberFormat &computeFormat(const NumberFormat &w, const NumberFormat &a) {
    if (w.bytes > a.bytes)
        return w;
    if (a.bytes > w.bytes)
        return a;
    if (a.isInteger && !w.isInteger)
        return w;
    return a;
}

// Tensors written or read between kernels of one decoder layer, per token, in elements.
double activationElementsPerLayer(const ModelSpec &m, double q, double k) {
    const double d = m.dModel;
    const double f = double(m.ffn) * (m.isMoE() ? m.activeExperts : 1);
    double e = 0;
    e += 3 * d;         // input norm: residual in, normalised out, residual carried
    e += d + q + 2 * k; // QKV projection in and out
    e += 2 * (q + k);   // rotary embedding on q and k
    e += 2 * q;         // attention reads q, writes its output
    e += q + d;         // output projection
    e += 4 * d;         // residual add + post-attention norm
    if (m.gatedFfn)
        e += d + 2 * f + 3 * f + f + d; // gate/up, activation·up, down
    else
        e += d + f + 2 * f + f + d;
    if (m.qkNorm)
        e += 2 * (q + k);
    e += 2 * d * std::max(0, m.normsPerLayer - 2); // extra (post-)norms
    return e;
}

} // namespace

Ceilings Ceilings::fromProfile(const HardwareProfile &hw) {
    Ceilings c;
    c.name = hw.name;
    c.bandwidth = hw.memoryBandwidth;
    c.peak = hw.peak;
    if (hw.memoryCapacity > 0)
        c.capacity = hw.memoryCapacity;
    if (hw.launchOverhead > 0)
        c.launchOverhead = hw.launchOverhead;
    return c;
}

QString RooflineCalculator::phaseName(Phase phase) {
    return phase == Phase::Decode ? QStringLiteral("decode") : QStringLiteral("prefill");
}

std::optional<Phase> RooflineCalculator::phaseFromName(const QString &name) {
    if (name == QLatin1String("decode"))
        return Phase::Decode;
    if (name == QLatin1String("prefill"))
        return Phase::Prefill;
    return std::nullopt;
}

int RooflineCalculator::launchesPerLayer(const ModelSpec &m) {
    // Dense layer in a fused serving engine: norm, QKV GEMM, rotary+KV write, attention,
    // O GEMM, add+norm, gate/up GEMM, activation, down GEMM.
    int n = 9;
    if (m.isMoE())
        n += 4; // router GEMM, top-k, permute, un-permute+combine (grouped GEMMs replace dense)
    if (m.qkNorm)
        n += 1;
    n += std::max(0, m.normsPerLayer - 2);
    return n;
}

Result<OperatingPoint> RooflineCalculator::evaluate(const ModelSpec &model, const Ceilings &hw,
                                                    const InferenceConfig &cfg) {
    // ---- validate, naming the field ----
    if (const auto ok = model.validate(); !ok)
        return ok.error();
    if (cfg.batch < 1)
        return fieldError(QStringLiteral("batch"), tr("must be at least 1"));
    if (cfg.context < 0)
        return fieldError(QStringLiteral("context"), tr("must not be negative"));
    if (cfg.phase == Phase::Prefill && cfg.context < 1)
        return fieldError(QStringLiteral("context"),
                          tr("prefill needs a prompt length of at least 1 token"));
    if (!(cfg.efficiency > 0) || cfg.efficiency > 1)
        return fieldError(QStringLiteral("efficiency"),
                          tr("must be in (0, 1]; got %1").arg(cfg.efficiency));
    if (!(hw.bandwidth > 0))
        return fieldError(QStringLiteral("bandwidth"), tr("must be positive"));
    if (cfg.launchOverhead && !(*cfg.launchOverhead >= 0))
        return fieldError(QStringLiteral("launch_overhead"), tr("must not be negative"));
    if (cfg.memoryReserve && !(*cfg.memoryReserve >= 0))
        return fieldError(QStringLiteral("reserve"), tr("must not be negative"));

    const NumberFormat *w = findFormat(cfg.weights);
    if (!w)
        return fieldError(QStringLiteral("weights"), tr("unknown format '%1'").arg(cfg.weights));
    const QString kvId = cfg.kv.isEmpty() ? defaultCompanionFormat(*w) : cfg.kv;
    const QString actId = cfg.activations.isEmpty() ? defaultCompanionFormat(*w) : cfg.activations;
    const NumberFormat *kvf = findFormat(kvId);
    if (!kvf)
        return fieldError(QStringLiteral("kv"), tr("unknown format '%1'").arg(kvId));
    const NumberFormat *af = findFormat(actId);
    if (!af)
        return fieldError(QStringLiteral("activations"), tr("unknown format '%1'").arg(actId));

    const NumberFormat &cf = computeFormat(*w, *af);
    double peak = hw.peak.value(cf.id, 0.0);
    if (!(peak > 0))
        peak = hw.uniformPeak;
    if (!(peak > 0)) {
        return fieldError(
            cf.id == af->id ? QStringLiteral("activations") : QStringLiteral("weights"),
            tr("%1 has no %2 peak: the step's arithmetic would run in %2 "
               "(weights %3, activations %4); choose formats this GPU computes in")
                .arg(hw.name.isEmpty() ? tr("this hardware") : hw.name, cf.id, w->id, af->id));
    }

    ModelSpec m = model;
    if (cfg.gqa != 0) {
        if (cfg.gqa < 1)
            return fieldError(QStringLiteral("gqa"), tr("must be at least 1"));
        if (m.heads > 0) {
            if (m.heads % cfg.gqa != 0)
                return fieldError(
                    QStringLiteral("gqa"),
                    tr("%1 query heads cannot form groups of %2").arg(m.heads).arg(cfg.gqa));
            m.kvHeads = m.heads / cfg.gqa;
        }
    }

    OperatingPoint op;
    op.weightsFormat = w->id;
    op.kvFormat = kvf->id;
    op.activationsFormat = af->id;
    op.computeFormat = cf.id;
    op.totalParams = m.totalParams();
    op.activeParams = m.activeParams();

    const bool decode = cfg.phase == Phase::Decode;
    const double B = double(cfg.batch);
    const double C = double(cfg.context);
    const double n = decode ? B : B * C; // tokens in this step
    op.tokensPerStep = n;
    const double wb = w->bytes, kb = kvf->bytes, ab = af->bytes;
    const double L = m.layers;
    auto add = [&op](const QString &name, double flops, double bytes) {
        op.breakdown.append({name, flops, bytes});
    };

    double kvWidth = 0; // elements of K (or V) per token per layer
    double activationPeak = 0;
    if (!m.hasArchitecture()) {
        // The seeds' limiting case: every weight read once, 2 FLOPs per weight per token.
        add(tr("weights"), 2.0 * m.rawParams * n, m.rawParams * wb);
        op.weightBytes = m.rawParams * wb;
        op.weightResidentBytes = op.weightBytes;
        if (model.dModel > 0) {
            const int groups = cfg.gqa > 0 ? cfg.gqa : 1;
            kvWidth = (model.heads > 0 && model.kvHeads > 0 && model.headDim > 0)
                          ? double(m.kvHeads) * m.headDim
                          : double(model.dModel) / groups;
        } else {
            op.notes << tr("KV cache not counted: give --layers and --d-model for it.");
        }
        if (!(model.layers > 0))
            op.notes << tr("Launch overhead not modelled: give --layers for it.");
    } else {
        const double q = m.queryWidth();
        kvWidth = m.kvWidth();
        const double d = m.dModel;
        // Embedding lookup: rows, not the table.
        add(tr("embedding lookup"), 0, n * d * wb);
        const double attn = m.attentionParamsPerLayer();
        add(tr("attention projections"), 2.0 * n * attn * L, attn * L * wb);
        const double ffn1 = m.ffnParamsPerExpert();
        if (m.isMoE()) {
            const double E = m.experts, A = m.activeExperts;
            const double touched = E * (1.0 - std::pow(1.0 - A / E, n));
            add(tr("router"), 2.0 * n * m.routerParamsPerLayer() * L,
                m.routerParamsPerLayer() * L * wb);
            add(tr("experts (%1 of %2 read per layer)").arg(touched, 0, 'f', 1).arg(m.experts),
                2.0 * n * A * ffn1 * L, touched * ffn1 * L * wb);
        } else {
            add(tr("feed-forward"), 2.0 * n * ffn1 * L, ffn1 * L * wb);
        }
        add(tr("norms"), 0, (m.normParamsPerLayer() * L + d) * wb);
        const double headTokens = decode ? n : B; // prefill: logits of the last token only
        add(tr("lm_head"), 2.0 * headTokens * double(m.vocab) * d, double(m.vocab) * d * wb);
        for (const StepComponent &c : op.breakdown)
            op.weightBytes += c.bytes; // everything so far is a weight read
        // Attention scores against the context.
        const double pairs = decode ? B * (C + 1) : B * C * (C + 1) / 2.0;
        add(tr("attention scores (QK^T, AV)"), 4.0 * q * pairs * L, 0);
        // Activations between kernels.
        const double perToken = activationElementsPerLayer(m, q, kvWidth) * L + 3 * d;
        add(tr("activations"), 0, (n * perToken + headTokens * m.vocab) * ab);
        op.activationBytes = (n * perToken + headTokens * m.vocab) * ab;
        op.weightResidentBytes = op.totalParams * wb;
        const double f = double(m.ffn) * (m.isMoE() ? m.activeExperts : 1);
        activationPeak =
            n * (d + q + 2 * kvWidth + (m.gatedFfn ? 2 : 1) * f) * ab + B * m.vocab * ab;
        if (m.maxContext > 0 && C + (decode ? 1 : 0) > m.maxContext)
            op.notes << tr("Context %1 exceeds the model's trained maximum of %2 tokens.")
                            .arg(cfg.context)
                            .arg(m.maxContext);
    }

    // KV cache: proportional to layers × context × batch × KV width.
    if (kvWidth > 0 && model.layers > 0) {
        const double perToken = 2.0 * L * kvWidth * kb; // K and V, every layer
        op.kvCacheBytes = perToken * C * B;
        if (decode) {
            add(tr("KV cache read"), 0, op.kvCacheBytes);
            add(tr("KV cache append"), 0, perToken * B);
            op.kvResidentBytes = perToken * (C + 1) * B;
        } else {
            add(tr("KV cache write"), 0, op.kvCacheBytes);
            op.kvResidentBytes = op.kvCacheBytes;
        }
    }

    for (const StepComponent &c : op.breakdown) {
        op.flops += c.flops;
        op.bytes += c.bytes;
    }
    op.kvToWeights = op.weightBytes > 0 ? op.kvCacheBytes / op.weightBytes : 0;
    op.arithmeticIntensity = op.bytes > 0 ? op.flops / op.bytes : 0;
    op.effectiveBandwidth = cfg.efficiency * hw.bandwidth;
    op.peakFlops = peak;
    op.ridgePoint = peak / op.effectiveBandwidth;
    op.specRidgePoint = peak / hw.bandwidth;
    op.memoryTime = op.bytes / op.effectiveBandwidth;
    op.computeTime = op.flops / peak;

    // The third clock: kernel launches.
    op.launches = model.layers > 0 ? double(launchesPerLayer(m)) * L + kLaunchesPerStep : 0;
    op.launchOverhead =
        cfg.launchOverhead.value_or(hw.launchOverhead.value_or(kDefaultLaunchOverhead));
    op.overheadTime = op.launches * op.launchOverhead;
    op.graphNodeOverhead =
        std::min(op.launchOverhead, hw.graphNodeOverhead.value_or(kDefaultGraphNodeOverhead));
    op.graphOverheadTime = op.launches * op.graphNodeOverhead;

    const auto stateOf = [&op](double overhead) {
        if (overhead > op.memoryTime && overhead > op.computeTime)
            return QStringLiteral("overhead-bound");
        return op.computeTime > op.memoryTime ? QStringLiteral("compute-bound")
                                              : QStringLiteral("memory-bound");
    };
    op.stepTime = std::max({op.memoryTime, op.computeTime, op.overheadTime});
    op.state = stateOf(op.overheadTime);
    op.graphStepTime = std::max({op.memoryTime, op.computeTime, op.graphOverheadTime});
    op.graphState = stateOf(op.graphOverheadTime);
    op.computeUtilization = op.computeTime / op.stepTime;
    if (decode) {
        op.timePerToken = op.stepTime;
        op.tokensPerSecond = B / op.stepTime;
    } else {
        op.timePerToken = op.stepTime / n;
        op.tokensPerSecond = n / op.stepTime;
        op.timeToFirstToken = op.stepTime;
    }

    // Fit: weights + KV cache + reserve against capacity.
    op.memoryReserve = cfg.memoryReserve.value_or(kContextReserve + activationPeak);
    op.memoryRequired = op.weightResidentBytes + op.kvResidentBytes + op.memoryReserve;
    op.memoryCapacity = hw.capacity;
    if (hw.capacity)
        op.fitsInMemory = op.memoryRequired <= *hw.capacity;
    if (cf.isInteger && !(hw.peak.value(cf.id, 0.0) > 0) && hw.uniformPeak > 0)
        op.notes << tr("Integer arithmetic timed at the given --peak.");
    return op;
}

} // namespace roofline
