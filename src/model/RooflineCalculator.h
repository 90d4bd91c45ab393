#pragma once

#include "model/HardwareProfile.h"
#include "model/ModelSpec.h"
#include "model/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace roofline {

enum class Phase { Decode, Prefill };

// One inference step to evaluate (docs/cli.md, `roofline model`).
struct InferenceConfig {
    Phase phase = Phase::Decode;
    qint64 batch = 1;
    qint64 context = 0; // decode: tokens already in the sequence; prefill: prompt length
    QString weights = QStringLiteral("bf16");
    QString kv;          // empty: the weights' format if it is a float format, else bf16
    QString activations; // empty: the weights' format if it is a float format, else bf16
    int gqa = 0;         // query heads per key/value head; 0 keeps the model's own
    double efficiency = 1.0;
    std::optional<double> launchOverhead; // s per kernel launch (overrides the hardware's)
    std::optional<double> memoryReserve;  // bytes kept free besides weights and KV cache
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

    static Ceilings fromProfile(const HardwareProfile &hw);
};

struct StepComponent {
    QString name;
    double flops = 0;
    double bytes = 0;
};

// The three clocks of one step and everything derived from them. SI units throughout.
struct OperatingPoint {
    QString state; // memory-bound | compute-bound | overhead-bound
    QString weightsFormat, kvFormat, activationsFormat, computeFormat;
    double tokensPerStep = 0;
    double flops = 0, bytes = 0;
    double weightBytes = 0, kvCacheBytes = 0, activationBytes = 0;
    double kvToWeights = 0;
    double arithmeticIntensity = 0;
    double ridgePoint = 0;     // peak ÷ effective bandwidth: where the bound flips
    double specRidgePoint = 0; // peak ÷ spec bandwidth
    double effectiveBandwidth = 0, peakFlops = 0;
    double memoryTime = 0, computeTime = 0, overheadTime = 0, stepTime = 0;
    double timePerToken = 0, tokensPerSecond = 0, timeToFirstToken = 0;
    double computeUtilization = 0;
    double launches = 0, launchOverhead = 0;
    // The same step with every launch captured in one CUDA Graph.
    double graphNodeOverhead = 0, graphOverheadTime = 0, graphStepTime = 0;
    QString graphState;
    double weightResidentBytes = 0, kvResidentBytes = 0, memoryReserve = 0, memoryRequired = 0;
    std::optional<double> memoryCapacity;
    std::optional<bool> fitsInMemory;
    double totalParams = 0, activeParams = 0;
    QList<StepComponent> breakdown;
    QStringList notes;
};

// The analytic roofline of one LLM inference step. With only a parameter count it is the
// seeds' formula exactly; with an architecture it counts each weight, KV-cache and
// activation byte and each FLOP of the step (docs in the header comment of the .cpp).
class RooflineCalculator {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::RooflineCalculator)

public:
    static Result<OperatingPoint> evaluate(const ModelSpec &model, const Ceilings &hw,
                                           const InferenceConfig &config);

    // Kernel launches of one decoder layer, and of one step outside the layers.
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
