// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Result.h"
#include "model/analysis/BoundState.h"
#include "model/llm/ModelSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

enum class Phase { Decode, Prefill };

// One inference step to evaluate (`roofline model`). Every format left empty takes the
// default of docs/model/precision.md (StepFormats): what checkpoints and serving engines store.
struct InferenceConfig {
    Phase phase = Phase::Decode;
    qint64 batch = 1;
    qint64 context = 0; // decode: tokens already in the sequence; prefill: prompt length
    // The linear layers (attention projections and feed-forward/experts); empty: how the
    // checkpoint stores them (ModelSpec), else its dtype. A 16/32-bit float here recasts the
    // whole model (dtype); a narrower format quantises only the linear layers.
    QString weights;
    QString attention;   // attention projections; empty: `weights`
    QString mlp;         // feed-forward, experts, shared experts; empty: `weights`
    QString embedding;   // empty: the model's dtype (quantised checkpoints keep it)
    QString lmHead;      // empty: the model's dtype (tied: the embedding's)
    QString kv;          // empty: the model's dtype (engines' kv_cache_dtype "auto")
    QString activations; // empty: the model's dtype
    QString math;        // GEMM arithmetic; empty: the rule of StepFormats
    int gqa = 0;         // query heads per key/value head; 0 keeps the model's own
    int tensorParallel = 1;
    double efficiency = 1.0;              // fraction of peak bandwidth the kernels reach
    double computeEfficiency = 1.0;       // fraction of peak FLOP/s the kernels reach (MFU ceiling)
    std::optional<double> launchOverhead; // s per kernel launch (overrides the hardware's)
    std::optional<double> memoryReserve;  // bytes kept free besides weights and KV cache
    std::optional<double> linkBandwidth;  // B/s per direction between the GPUs (overrides)
    std::optional<double> linkLatency;    // s per collective (default 0: bytes only)
};

// The roofs the step runs under: from a spec profile, a measured run, or raw numbers.
struct Ceilings {
    QString name;
    double bandwidth = 0;       // B/s at 100 % efficiency
    QMap<QString, double> peak; // FLOP/s per arithmetic format
    double uniformPeak = 0;     // --peak: the same FLOP/s whatever the format
    std::optional<double> capacity;
    std::optional<double> launchOverhead; // measured back-to-back launch cost, s
    std::optional<double> graphNodeOverhead;
    bool launchesKernels = true; // false for a CPU: no launches, so no CUDA Graphs to replay
    double linkBandwidth = 0;    // B/s per direction to a peer GPU (0: unknown)
    QString linkName;            // "NVLink 4", "PCIe", "measured P2P"

    static Ceilings fromProfile(const HardwareProfile &hw);
    // FLOP/s for arithmetic in `format` (a peak key such as "fp4"); 0 when there is none.
    double peakFor(const QString &format) const;
};

// What one entry of the breakdown counts; its name is made at the edges (name()).
enum class StepPart {
    Weights, // params-only mode: every weight
    EmbeddingLookup,
    AttentionProjections,
    Router,
    Experts,
    SharedExperts,
    FeedForward,
    Norms,
    LmHead,
    AttentionScores,
    KvRead,
    KvAppend,
    KvWrite,
    Activations,
    AllReduce,
};

// The kernels of a step, grouped by what bounds them alike (each group is timed on its own in
// the grouped step time).
enum class KernelGroupId {
    Embedding,
    AttentionProjections,
    Attention,        // global layers
    SlidingAttention, // windowed layers
    FeedForward,
    Experts,
    Norms,
    LmHead,
    AllReduce,
    Weights, // params-only mode
};

struct StepComponent {
    StepPart part = StepPart::Weights;
    KernelGroupId group = KernelGroupId::Weights;
    double flops = 0;
    double bytes = 0;     // memory traffic (HBM)
    double linkBytes = 0; // bytes each GPU sends over the peer link (per direction)
    double detail = 0;    // experts: touched per layer; sliding attention: the window
    double detail2 = 0;   // experts: of how many
    QString name() const;
};

// One kernel group's clocks and the bound that sets its time.
struct KernelGroup {
    KernelGroupId id = KernelGroupId::Weights;
    double flops = 0, bytes = 0, linkBytes = 0, launches = 0;
    QString computeFormat; // the format its arithmetic runs in ("" without FLOPs)
    double peakFlops = 0;  // at 100 % compute efficiency
    double memoryTime = 0, computeTime = 0, overheadTime = 0, linkTime = 0, time = 0;
    Bound state = Bound::Memory;
    double detail = 0; // sliding attention: the window

    QString key() const; // "attention_projections", the JSON id
    QString name() const;
};

// The three (four with tensor parallelism) clocks of one step and everything derived from
// them. SI units throughout; with tensor parallelism bytes, FLOPs and memory are per GPU.
struct OperatingPoint {
    Bound state = Bound::Memory; // of the overlapped bound
    QString weightsFormat, kvFormat, activationsFormat, computeFormat;
    QString attentionFormat, mlpFormat, embeddingFormat, lmHeadFormat, attentionMathFormat;
    double tokensPerStep = 0;
    double flops = 0, bytes = 0;
    double weightBytes = 0, kvCacheBytes = 0, activationBytes = 0;
    double kvToWeights = 0;
    double arithmeticIntensity = 0;
    double ridgePoint = 0;     // effective peak ÷ effective bandwidth: where the bound flips
    double specRidgePoint = 0; // peak ÷ spec bandwidth
    double effectiveBandwidth = 0, peakFlops = 0, effectivePeakFlops = 0;
    double memoryTime = 0, computeTime = 0, overheadTime = 0, stepTime = 0;
    double timePerToken = 0, tokensPerSecond = 0, timeToFirstToken = 0;
    double computeUtilization = 0; // FLOPs ÷ (step time × peak): the MFU the step reaches
    double launches = 0, launchOverhead = 0;
    // The same step with every launch captured in one CUDA Graph.
    double graphNodeOverhead = 0, graphOverheadTime = 0, graphStepTime = 0;
    Bound graphState = Bound::Memory;
    bool cudaGraphsApply = true; // the device launches kernels (Ceilings::launchesKernels)
    double weightResidentBytes = 0, kvResidentBytes = 0, memoryReserve = 0, memoryRequired = 0;
    std::optional<double> memoryCapacity;
    std::optional<bool> fitsInMemory;
    std::optional<bool> fitsContext; // null when the model states no maximum
    double totalParams = 0, activeParams = 0;
    QList<StepComponent> breakdown;

    // Kernel groups, each timed max(memory, compute, launches, link) on its own, and their
    // sum: the step time when the kernels do not overlap one another.
    QList<KernelGroup> groups;
    double groupedStepTime = 0, groupedTimePerToken = 0, groupedTokensPerSecond = 0;
    Bound groupedState = Bound::Memory; // the bound of the groups that take most of it
    double groupedShare = 0;            // the share of the grouped time those groups take

    // Tensor parallelism (tensorParallel 1: none).
    int tensorParallel = 1;
    double linkBandwidth = 0, linkBytes = 0, linkTime = 0, collectives = 0;
    QString linkName;

    QStringList notes;
};

// The analytic roofline of one LLM inference step. With only a parameter count it is the
// seeds' formula exactly; with an architecture it counts each weight, KV-cache and
// activation byte and each FLOP of the step (docs/model/method.md and the .cpp).
class RooflineCalculator {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::RooflineCalculator)

public:
    static Result<OperatingPoint> evaluate(const ModelSpec &model, const Ceilings &hw,
                                           const InferenceConfig &config);

    // Kernel launches of one decoder layer (an MoE layer for a mixture of experts), and of
    // one step outside the layers.
    static int launchesPerLayer(const ModelSpec &model);
    static constexpr int kLaunchesPerStep = 4; // embedding, final norm, lm_head, sampling

    // Defaults when nothing was measured: back-to-back launch throughput and CUDA Graph
    // per-node cost of a Hopper GPU (gpu-benches gpu-small-kernels, H200).
    static constexpr double kDefaultLaunchOverhead = 2.5e-6;
    static constexpr double kDefaultGraphNodeOverhead = 1.3e-6;
    // Fixed part of the memory reserve: CUDA context and library workspaces.
    static constexpr double kContextReserve = 1e9;

    static QString phaseName(Phase phase);
    static std::optional<Phase> phaseFromName(const QString &name);
};

} // namespace roofline
