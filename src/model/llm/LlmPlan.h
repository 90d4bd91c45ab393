// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace roofline {

// One kernel of an LLM step as the engine runs it: a GEMM C[M×N] = A[M×K]·Wᵀ (W: N×K, the
// layer's weights) or attention over a KV cache. Counts are per call; the step runs it
// perLayer × layers times (perLayer is fractional for experts: the expected number touched).
struct LlmKernel {
    enum class Op { Gemm, Attention };
    QString id; // "q_proj", "k_proj+v_proj", "experts.gate_proj+up_proj", "attention", "lm_head"
    KernelGroupId group = KernelGroupId::AttentionProjections;
    Op op = Op::Gemm;
    // GEMM: m rows (tokens; experts: tokens per expert, rounded up), n outputs, k inputs.
    qint64 m = 0, n = 0, k = 0;
    double tokens = 0; // GEMM: the model's tokens per call (experts: n·A / touched, fractional)
    // Attention: `batch` sequences of `queries` query tokens each, attending to `keys` keys
    // (decode: context + 1; prefill: causal over `queries`), the model's head layout. sharedKv:
    // K and V are one latent (MLA, absorbed: V = the first vDim elements of each key).
    qint64 batch = 0, queries = 0, keys = 0;
    int heads = 0, kvHeads = 0, headDim = 0, vDim = 0;
    bool causal = false, sharedKv = false;
    qint64 window = 0; // sliding-window layers: keys per query at most (0: the whole context)
    double perLayer = 1;
    int layers = 1; // lm_head: 1 (once per step)
    QString weightFormat, activationFormat, kvFormat;
    double flops = 0; // per call, as the analytic model counts them (StepCount)
    double bytes = 0; // per call: weights + activations in and out, or the KV cache read

    double calls() const { return perLayer * layers; }
    QJsonObject toJson() const;
};

// One measured step: a phase, a format and a batch (prefill: and a prompt length).
struct LlmCase {
    QString id; // "decode/bf16/b8", "prefill/bf16/t512"
    Phase phase = Phase::Decode;
    QString format; // the engine's format: fp32 | bf16 | fp16 | fp8 | int8
    qint64 batch = 1;
    qint64 prompt = 0;  // prefill: tokens per sequence
    qint64 context = 0; // decode: tokens already cached
    QList<LlmKernel> kernels;
    QString notMeasured; // the model-side reason this case cannot be measured (empty: none)

    double flops() const;       // the whole step: Σ per call × calls
    double weightBytes() const; // GEMM weights of the whole step
    double tokensPerStep() const { return phase == Phase::Decode ? double(batch) : 0.0; }
    QJsonObject toJson() const;
};

// What to measure: the model's formats, batch sizes, context and prompt lengths.
struct LlmPlanRequest {
    QStringList formats = {QStringLiteral("fp32"), QStringLiteral("bf16")};
    QList<qint64> batches;        // empty: defaultBatches()
    qint64 context = 1024;        // decode: tokens already in the sequence
    QList<qint64> prefillLengths; // empty: no prefill cases
    bool decode = true;
};

// The LLM step plan the Qt side hands to the engine (`roofline-probe --llm-plan FILE`): the
// engine knows nothing about models, only GEMM shapes and attention layouts with their counts.
// Every shape and count comes from ModelSpec (attentionLinears, ffnLinears, expertsTouched,
// attentionFlopsPerPair), the code StepCount counts the analytic step with. Schema:
// docs/model/llm-plan.md.
class LlmPlan {
    Q_DECLARE_TR_FUNCTIONS(roofline::LlmPlan)

public:
    static constexpr const char *kSchema = "roofline-llm-plan/1";
    ModelSpec model;
    QList<LlmCase> cases;

    static Result<LlmPlan> build(const ModelSpec &model, const LlmPlanRequest &request);
    // 1, 2, 4, … 128: past the ridge of any CPU and of most GPUs in 16-bit formats.
    static QList<qint64> defaultBatches();
    // The engine formats, and the storage format of each (catalog id) for byte counts.
    static QStringList engineFormats();
    QJsonObject toJson() const;
    QByteArray toJsonBytes() const;

private:
    // build()'s jobs: the model and the request checked, then each format's cases planned.
    static Result<void> check(const ModelSpec &model, const LlmPlanRequest &request,
                              const QList<qint64> &batches);
    void addCases(const QString &format, const QList<qint64> &batches,
                  const LlmPlanRequest &request);
};

} // namespace roofline
