// SPDX-License-Identifier: MIT
// The clocks of one step (StepCount.cpp counts what it moves and computes):
//   memory   = bytes ÷ (bandwidth efficiency × bandwidth)
//   compute  = Σ over kernel groups of FLOPs ÷ (compute efficiency × the peak of the format
//              that group multiplies in)
//   launches = kernel launches × the per-launch cost (measured, given, or 2.5 µs)
//   link     = tensor-parallel bytes each GPU sends ÷ link bandwidth (+ latency per collective)
// The overlapped bound is their maximum (every kernel overlapping every other: today's step
// time, `step_time_s`). The grouped step time sums, over kernel groups, each group's own
// maximum: kernels run one after another, so a step whose GEMMs are compute-bound while its
// attention is memory-bound takes the sum, not the larger of the two totals.
#include "model/llm/RooflineCalculator.h"

#include "model/Catalog.h"
#include "model/llm/StepCount.h"
#include "model/llm/StepFormats.h"
#include "model/llm/TensorParallel.h"

#include <algorithm>
#include <array>

namespace roofline {

namespace {

// The largest of the clocks; ties go to memory, then compute, then launches (the order in
// which a user would act on them).
Bound boundOf(double memory, double compute, double overhead, double link) {
    Bound b = Bound::Memory;
    double best = memory;
    if (compute > best) {
        b = Bound::Compute;
        best = compute;
    }
    if (overhead > best) {
        b = Bound::Overhead;
        best = overhead;
    }
    if (link > best)
        b = Bound::Link;
    return b;
}

} // namespace

double Ceilings::peakFor(const QString &format) const {
    const double p = peak.value(format, 0.0);
    return p > 0 ? p : uniformPeak;
}

Ceilings Ceilings::fromProfile(const HardwareProfile &hw) {
    Ceilings c;
    c.name = hw.name;
    // An LLM step's bytes are reads (weights, KV cache; the writes are a token's activations
    // and its KV row), so a measured read stream is its roof, not a copy's best.
    c.bandwidth = hw.memoryReadBandwidth > 0 ? hw.memoryReadBandwidth : hw.memoryBandwidth;
    c.peak = hw.peak;
    if (hw.memoryCapacity > 0)
        c.capacity = hw.memoryCapacity;
    if (hw.launchOverhead > 0)
        c.launchOverhead = hw.launchOverhead;
    else if (hw.isCpu())
        c.launchOverhead = 0.0; // no kernel launch on a CPU (a library call's dispatch is in the
                                // kernel times it measured); the GPU default is not a CPU's
    c.launchesKernels = !hw.isCpu();
    // Link to a peer GPU, per direction. Catalog profiles quote the peer link as its total
    // bidirectional figure (gpus.json conventions); a measured profile holds the P2P copy
    // bandwidth it reached, one direction. Without a peer link the GPUs talk over the host link.
    const bool measured = hw.source == QLatin1String("measured");
    const bool peer = hw.peerLinkBandwidth > 0 && hw.peerLinkKind != QLatin1String("none");
    if (peer || (measured && hw.peerLinkBandwidth > 0)) {
        c.linkBandwidth = measured ? hw.peerLinkBandwidth : hw.peerLinkBandwidth / 2;
        c.linkName = measured ? RooflineCalculator::tr("measured peer copy") : hw.peerLinkKind;
    } else if (hw.hostLinkBandwidth > 0) {
        c.linkBandwidth = hw.hostLinkBandwidth;
        c.linkName = RooflineCalculator::tr("%1, no peer link")
                         .arg(hw.hostLinkKind.isEmpty() ? QStringLiteral("PCIe") : hw.hostLinkKind);
    }
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
    if (m.sharedExpertFfn > 0)
        n += 3;
    if (m.isMla())
        n += 4; // more projections (q_a/kv_a, q_b, W_UK, W_UV) and the latent norms
    if (m.qkNorm)
        n += 1;
    n += std::max(0, m.normsPerLayer - 2);
    return n;
}

namespace {

// The inputs that need no model arithmetic, each error naming its field.
Result<void> checkInputs(const ModelSpec &model, const Ceilings &hw, const InferenceConfig &cfg) {
    if (const auto ok = model.checkArchitecture(); !ok)
        return ok.error();
    if (cfg.batch < 1)
        return fieldError(QStringLiteral("batch"), RooflineCalculator::tr("must be at least 1"));
    if (cfg.context < 0)
        return fieldError(QStringLiteral("context"),
                          RooflineCalculator::tr("must not be negative"));
    if (cfg.phase == Phase::Prefill && cfg.context < 1)
        return fieldError(
            QStringLiteral("context"),
            RooflineCalculator::tr("prefill needs a prompt length of at least 1 token"));
    if (!(cfg.efficiency > 0) || cfg.efficiency > 1)
        return fieldError(QStringLiteral("efficiency"),
                          RooflineCalculator::tr("must be in (0, 1]; got %1").arg(cfg.efficiency));
    if (!(cfg.computeEfficiency > 0) || cfg.computeEfficiency > 1)
        return fieldError(
            QStringLiteral("compute_efficiency"),
            RooflineCalculator::tr("must be in (0, 1]; got %1").arg(cfg.computeEfficiency));
    if (!(hw.bandwidth > 0))
        return fieldError(QStringLiteral("bandwidth"), RooflineCalculator::tr("must be positive"));
    if (cfg.launchOverhead && !(*cfg.launchOverhead >= 0))
        return fieldError(QStringLiteral("launch_overhead"),
                          RooflineCalculator::tr("must not be negative"));
    if (cfg.memoryReserve && !(*cfg.memoryReserve >= 0))
        return fieldError(QStringLiteral("reserve"),
                          RooflineCalculator::tr("must not be negative"));
    if (cfg.linkBandwidth && !(*cfg.linkBandwidth > 0))
        return fieldError(QStringLiteral("link_bandwidth"),
                          RooflineCalculator::tr("must be positive"));
    if (cfg.linkLatency && !(*cfg.linkLatency >= 0))
        return fieldError(QStringLiteral("link_latency"),
                          RooflineCalculator::tr("must not be negative"));
    return {};
}

// The model with --gqa applied: its query heads in groups of cfg.gqa per key/value head.
Result<ModelSpec> withGqa(const ModelSpec &model, const InferenceConfig &cfg) {
    ModelSpec m = model;
    if (cfg.gqa == 0)
        return m;
    if (cfg.gqa < 1)
        return fieldError(QStringLiteral("gqa"), RooflineCalculator::tr("must be at least 1"));
    if (m.isMla())
        return fieldError(
            QStringLiteral("gqa"),
            RooflineCalculator::tr("latent attention (MLA) has no key/value heads to group: its "
                                   "cache is one latent per token"));
    if (m.heads > 0) {
        if (m.heads % cfg.gqa != 0)
            return fieldError(QStringLiteral("gqa"),
                              RooflineCalculator::tr("%1 query heads cannot form groups of %2")
                                  .arg(m.heads)
                                  .arg(cfg.gqa));
        m.kvHeads = m.heads / cfg.gqa;
    }
    return m;
}

// The formats the step stores and multiplies in, and the model's size.
void describeFormats(OperatingPoint &op, const StepFormats &f, const ModelSpec &m) {
    op.weightsFormat = f.mlp->id;
    op.attentionFormat = f.attention->id;
    op.mlpFormat = f.mlp->id;
    op.embeddingFormat = f.embedding->id;
    op.lmHeadFormat = f.lmHead->id;
    op.kvFormat = f.kv->id;
    op.activationsFormat = f.activations->id;
    op.computeFormat = f.mlpMath;
    op.attentionMathFormat = f.scoreMath;
    op.totalParams = m.totalParams();
    op.activeParams = m.activeParams();
}

// What the count moved and holds resident.
void takeCount(OperatingPoint &op, StepCount &count) {
    op.breakdown = std::move(count.parts);
    op.weightBytes = count.weightBytes;
    op.kvCacheBytes = count.kvCacheBytes;
    op.activationBytes = count.activationBytes;
    op.weightResidentBytes = count.weightResidentBytes;
    op.kvResidentBytes = count.kvResidentBytes;
    op.collectives = count.collectives;
}

// Notes on what the model leaves uncounted and on a context past its window or maximum.
void addContextNotes(OperatingPoint &op, const ModelSpec &model, const ModelSpec &m,
                     const InferenceConfig &cfg) {
    const bool decode = cfg.phase == Phase::Decode;
    if (!m.hasArchitecture()) {
        if (!(model.dModel > 0))
            op.notes << RooflineCalculator::tr(
                "KV cache not counted: give the layers and the hidden size (d_model) for it.");
        if (!(model.layers > 0))
            op.notes << RooflineCalculator::tr(
                "Launch overhead not modelled: give the layers for it.");
    }
    if (m.maxContext > 0) {
        const qint64 positions = cfg.context + (decode ? 1 : 0);
        op.fitsContext = positions <= m.maxContext;
        if (!*op.fitsContext) {
            if (decode)
                op.notes << RooflineCalculator::tr(
                                "A context of %1 tokens plus the new one is %2 positions, beyond "
                                "the model's maximum of %3.")
                                .arg(cfg.context)
                                .arg(positions)
                                .arg(m.maxContext);
            else
                op.notes << RooflineCalculator::tr(
                                "A prompt of %1 tokens is longer than the model's maximum "
                                "context of %2.")
                                .arg(cfg.context)
                                .arg(m.maxContext);
        }
    }
    const double C = double(cfg.context);
    if (m.hasArchitecture() && m.hasSlidingWindow() && C + (decode ? 1 : 0) > m.slidingWindow)
        op.notes << RooflineCalculator::tr(
                        "%1 of %2 layers attend only to the last %3 tokens (sliding window): "
                        "their KV cache stops growing there.")
                        .arg(m.slidingLayers)
                        .arg(m.layers)
                        .arg(m.slidingWindow);
}

// The format a kernel group multiplies in, and its peak.
std::pair<QString, double> groupFormat(const StepFormats &f, KernelGroupId g) {
    switch (g) {
    case KernelGroupId::AttentionProjections:
        return {f.attentionMath, f.attentionPeak};
    case KernelGroupId::Attention:
    case KernelGroupId::SlidingAttention:
        return {f.scoreMath, f.scorePeak};
    case KernelGroupId::LmHead:
        return {f.lmHeadMath, f.lmHeadPeak};
    case KernelGroupId::FeedForward:
    case KernelGroupId::Experts:
    case KernelGroupId::Weights:
        return {f.mlpMath, f.mlpPeak};
    default:
        return {QString(), 0.0};
    }
}

// The step's components summed per kernel group (and in op's totals); `used` marks the
// groups that have one.
std::array<KernelGroup, StepCount::kGroups> sumGroups(OperatingPoint &op,
                                                      std::array<bool, StepCount::kGroups> &used) {
    std::array<KernelGroup, StepCount::kGroups> groups;
    for (const StepComponent &c : std::as_const(op.breakdown)) {
        KernelGroup &g = groups[size_t(c.group)];
        used[size_t(c.group)] = true;
        g.flops += c.flops;
        g.bytes += c.bytes;
        g.linkBytes += c.linkBytes;
        if (c.group == KernelGroupId::SlidingAttention)
            g.detail = c.detail;
        op.flops += c.flops;
        op.bytes += c.bytes;
        op.linkBytes += c.linkBytes;
    }
    return groups;
}

// Each kernel group's clocks and bound, appended to op.groups; returns the step's compute
// time at the formats' peaks (for the compute utilisation).
double clockGroups(OperatingPoint &op, const StepCount &count, const StepFormats &f,
                   const InferenceConfig &cfg, double linkBandwidth, double latency) {
    std::array<bool, StepCount::kGroups> used{};
    std::array<KernelGroup, StepCount::kGroups> groups = sumGroups(op, used);
    double computeAtPeak = 0;
    op.groups.reserve(StepCount::kGroups);
    for (int i = 0; i < StepCount::kGroups; ++i) {
        KernelGroup &g = groups[size_t(i)];
        g.launches = count.launches[size_t(i)];
        if (!used[size_t(i)] && g.launches == 0)
            continue;
        g.id = KernelGroupId(i);
        if (g.flops > 0) {
            const auto [format, peak] = groupFormat(f, g.id);
            g.computeFormat = format;
            g.peakFlops = peak;
            g.computeTime = g.flops / (cfg.computeEfficiency * peak);
            computeAtPeak += g.flops / peak;
        }
        g.memoryTime = g.bytes / op.effectiveBandwidth;
        g.overheadTime = g.launches * op.launchOverhead;
        if (g.id == KernelGroupId::AllReduce)
            g.linkTime = g.linkBytes / linkBandwidth + op.collectives * latency;
        g.time = std::max({g.memoryTime, g.computeTime, g.overheadTime, g.linkTime});
        g.state = boundOf(g.memoryTime, g.computeTime, g.overheadTime, g.linkTime);
        op.computeTime += g.computeTime;
        op.launches += g.launches;
        op.linkTime += g.linkTime;
        op.groupedStepTime += g.time;
        op.groups.append(g);
    }
    return computeAtPeak;
}

// The step's clocks and bounds from the groups' totals: overlapped, with CUDA Graphs, and
// grouped; then the time per token and the throughput.
void judgeStep(OperatingPoint &op, const Ceilings &hw, const InferenceConfig &cfg,
               double computeAtPeak) {
    op.kvToWeights = op.weightBytes > 0 ? op.kvCacheBytes / op.weightBytes : 0;
    op.arithmeticIntensity = op.bytes > 0 ? op.flops / op.bytes : 0;
    op.ridgePoint = op.effectivePeakFlops / op.effectiveBandwidth;
    op.specRidgePoint = op.peakFlops / hw.bandwidth;
    op.memoryTime = op.bytes / op.effectiveBandwidth;
    op.overheadTime = op.launches * op.launchOverhead;
    op.graphNodeOverhead =
        std::min(op.launchOverhead,
                 hw.graphNodeOverhead.value_or(RooflineCalculator::kDefaultGraphNodeOverhead));
    op.graphOverheadTime = op.launches * op.graphNodeOverhead;
    op.cudaGraphsApply = hw.launchesKernels;

    op.stepTime = std::max({op.memoryTime, op.computeTime, op.overheadTime, op.linkTime});
    op.state = boundOf(op.memoryTime, op.computeTime, op.overheadTime, op.linkTime);
    op.graphStepTime = std::max({op.memoryTime, op.computeTime, op.graphOverheadTime, op.linkTime});
    op.graphState = boundOf(op.memoryTime, op.computeTime, op.graphOverheadTime, op.linkTime);
    op.computeUtilization = computeAtPeak / op.stepTime;

    // Which bound the grouped time mostly is: the bound whose groups take the largest share.
    std::array<double, 4> byBound{};
    for (const KernelGroup &g : std::as_const(op.groups))
        byBound[size_t(g.state)] += g.time;
    const auto most = std::max_element(byBound.begin(), byBound.end());
    op.groupedState = Bound(most - byBound.begin());
    op.groupedShare = op.groupedStepTime > 0 ? *most / op.groupedStepTime : 0;

    const bool decode = cfg.phase == Phase::Decode;
    const double n = op.tokensPerStep;
    const double perStep = decode ? double(cfg.batch) : n;
    op.timePerToken = decode ? op.stepTime : op.stepTime / n;
    op.tokensPerSecond = perStep / op.stepTime;
    op.groupedTimePerToken = decode ? op.groupedStepTime : op.groupedStepTime / n;
    op.groupedTokensPerSecond = perStep / op.groupedStepTime;
    if (!decode)
        op.timeToFirstToken = op.stepTime;
}

// Fit: weights + KV cache + reserve against capacity, per GPU; and the notes on what the
// clocks leave out.
void judgeFit(OperatingPoint &op, const Ceilings &hw, const InferenceConfig &cfg,
              const StepFormats &f, double activationPeak) {
    op.memoryReserve =
        cfg.memoryReserve.value_or(RooflineCalculator::kContextReserve + activationPeak);
    op.memoryRequired = op.weightResidentBytes + op.kvResidentBytes + op.memoryReserve;
    op.memoryCapacity = hw.capacity;
    if (hw.capacity)
        op.fitsInMemory = op.memoryRequired <= *hw.capacity;
    if (op.tensorParallel > 1 && !cfg.linkLatency)
        op.notes << RooflineCalculator::tr(
            "All-reduce latency is not counted, only the bytes over the link.");
    if (hw.uniformPeak > 0 && hw.peak.isEmpty()) {
        for (const QString &math : {f.mlpMath, f.attentionMath}) {
            const NumberFormat *nf = Catalog::builtIn().format(math);
            if (nf && nf->isInteger) {
                op.notes << RooflineCalculator::tr("Integer arithmetic timed at the given --peak.");
                break;
            }
        }
    }
}

} // namespace

Result<OperatingPoint> RooflineCalculator::evaluate(const ModelSpec &model, const Ceilings &hw,
                                                    const InferenceConfig &cfg) {
    if (const auto ok = checkInputs(model, hw, cfg); !ok)
        return ok.error();
    const auto gqa = withGqa(model, cfg);
    if (!gqa)
        return gqa.error();
    const ModelSpec &m = *gqa;
    const int tp = cfg.tensorParallel;
    const auto shard = TensorParallel::shard(m, tp);
    if (!shard)
        return shard.error();
    const double linkBandwidth = cfg.linkBandwidth.value_or(hw.linkBandwidth);
    if (tp > 1 && !(linkBandwidth > 0))
        return fieldError(QStringLiteral("link_bandwidth"),
                          tr("tensor parallelism over %1 GPUs needs the bandwidth between them; "
                             "%2 states none")
                              .arg(tp)
                              .arg(hw.name.isEmpty() ? tr("this hardware") : hw.name));

    const auto formats = StepFormats::resolve(m, hw, cfg);
    if (!formats)
        return formats.error();
    const StepFormats &f = *formats;

    OperatingPoint op;
    describeFormats(op, f, m);
    op.tensorParallel = tp;
    const bool decode = cfg.phase == Phase::Decode;
    const double B = double(cfg.batch);
    op.tokensPerStep = decode ? B : B * double(cfg.context); // tokens in this step

    StepCount count = StepCount::count(*shard, m, f, cfg, tp);
    takeCount(op, count);
    addContextNotes(op, model, m, cfg);

    // ---- clocks, group by group ----
    op.effectiveBandwidth = cfg.efficiency * hw.bandwidth;
    op.peakFlops = f.mlpPeak;
    op.effectivePeakFlops = cfg.computeEfficiency * f.mlpPeak;
    op.launchOverhead =
        cfg.launchOverhead.value_or(hw.launchOverhead.value_or(kDefaultLaunchOverhead));
    op.linkBandwidth = tp > 1 ? linkBandwidth : 0;
    op.linkName = cfg.linkBandwidth ? tr("given") : hw.linkName;
    const double latency = cfg.linkLatency.value_or(0.0);
    const double computeAtPeak = clockGroups(op, count, f, cfg, linkBandwidth, latency);

    judgeStep(op, hw, cfg, computeAtPeak);
    judgeFit(op, hw, cfg, f, count.activationPeak);
    return op;
}

} // namespace roofline
