// SPDX-License-Identifier: MIT
#pragma once

#include "model/NumberFormat.h"
#include "model/Result.h"

#include <QCoreApplication>
#include <QString>

namespace roofline {

struct Ceilings;
struct InferenceConfig;
struct ModelSpec;

// The storage format of every tensor of a step and the format each group's arithmetic runs in,
// resolved from what the user asked for, how the checkpoint stores the model, and what the GPU
// computes in. The defaults follow checkpoints and serving engines (docs/model/precision.md):
// - the model's dtype (torch_dtype, bf16 unless the config says otherwise) for everything a
//   quantised checkpoint leaves unquantised: embedding, lm_head, norms, router (AWQ, GPTQ and
//   FP8 checkpoints keep these in 16 bits);
// - the KV cache in the model's dtype (vLLM and SGLang kv_cache_dtype "auto"), activations in
//   the model's dtype;
// - a 16/32-bit float given as the weights recasts the whole model (dtype := that format), a
//   narrower one quantises only the linear layers;
// - GEMMs run in the wider of weights and activations, except that narrow *float* weights
//   (fp8, fp4) run in their own format where the GPU has that tensor rate (activations are
//   quantised on the fly: vLLM's W8A8-FP8), and are dequantised to the activations' format
//   where it does not (weight-only kernels such as Marlin on Ampere); integer arithmetic only
//   when activations are integer too (W8A8);
// - attention scores (QKᵀ, AV) run in the activations' float format (the model's dtype when
//   activations are integer).
struct StepFormats {
    Q_DECLARE_TR_FUNCTIONS(roofline::StepFormats)

public:
    const NumberFormat *dtype = nullptr; // norms, router, anything unquantised
    const NumberFormat *attention = nullptr;
    const NumberFormat *mlp = nullptr;
    const NumberFormat *embedding = nullptr;
    const NumberFormat *lmHead = nullptr;
    const NumberFormat *kv = nullptr;
    const NumberFormat *activations = nullptr;
    // The arithmetic of each group, as a peak key of the hardware ("bf16", "fp8", "fp4").
    QString attentionMath, mlpMath, lmHeadMath, scoreMath;
    double attentionPeak = 0, mlpPeak = 0, lmHeadPeak = 0, scorePeak = 0;

    static Result<StepFormats> resolve(const ModelSpec &model, const Ceilings &hw,
                                       const InferenceConfig &config);
};

} // namespace roofline
