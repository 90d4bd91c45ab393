// SPDX-License-Identifier: MIT
#include "model/llm/StepFormats.h"

#include "model/Catalog.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"

namespace roofline {

namespace {

const NumberFormat *findFormat(const QString &id) {
    return id.isEmpty() ? nullptr : Catalog::builtIn().format(id);
}

// 16- and 32-bit floats are dtypes a whole model is cast to; narrower formats are quantisation.
bool isDtype(const NumberFormat &f) {
    return !f.isInteger && f.bytes >= 2;
}

// The format a GEMM of `w` weights and `a` activations multiplies in (see the header).
QString gemmMath(const NumberFormat &w, const NumberFormat &a, const Ceilings &hw) {
    if (w.bytes > a.bytes)
        return w.peakKey();
    if (a.bytes > w.bytes) {
        if (!w.isInteger && !a.isInteger && hw.peakFor(w.peakKey()) > 0)
            return w.peakKey();
        return a.peakKey();
    }
    if (a.isInteger && !w.isInteger)
        return w.peakKey();
    return a.peakKey();
}

// The format named `id` for `field`, or an error naming both.
Result<void> pick(const QString &field, const QString &id, const NumberFormat **into) {
    *into = findFormat(id);
    if (!*into)
        return fieldError(field, StepFormats::tr("unknown format '%1'").arg(id));
    return {};
}

// The dtype and the linear layers' formats: the user's choice, else the checkpoint's own,
// else the dtype.
Result<void> resolveLinears(const ModelSpec &model, const InferenceConfig &cfg, StepFormats &f) {
    const NumberFormat *weights = nullptr;
    if (!cfg.weights.isEmpty()) {
        if (auto ok = pick(QStringLiteral("weights"), cfg.weights, &weights); !ok)
            return ok.error();
    }
    // The dtype: a float of 16 bits or more given as the weights recasts the model.
    QString dtypeId = model.dtype.isEmpty() ? QStringLiteral("bf16") : model.dtype;
    if (weights && isDtype(*weights))
        dtypeId = weights->id;
    if (auto ok = pick(QStringLiteral("dtype"), dtypeId, &f.dtype); !ok)
        return ok.error();

    const auto linear = [&](const QString &field, const QString &given, const QString &checkpoint,
                            const NumberFormat **into) -> Result<void> {
        if (!given.isEmpty())
            return pick(field, given, into);
        if (weights) {
            *into = weights;
            return {};
        }
        return pick(field, checkpoint.isEmpty() ? f.dtype->id : checkpoint, into);
    };
    if (auto ok =
            linear(QStringLiteral("attention"), cfg.attention, model.attentionFormat, &f.attention);
        !ok)
        return ok.error();
    return linear(QStringLiteral("mlp"), cfg.mlp, model.mlpFormat, &f.mlp);
}

// `given`, else `fallback`.
Result<void> companion(const QString &field, const QString &given, const NumberFormat *fallback,
                       const NumberFormat **into) {
    if (given.isEmpty()) {
        *into = fallback;
        return {};
    }
    return pick(field, given, into);
}

// The embedding, lm_head (one format for a tied table), KV cache and activations: the
// user's choice, else the dtype.
Result<void> resolveCompanions(const ModelSpec &model, const InferenceConfig &cfg, StepFormats &f) {
    if (auto ok = companion(QStringLiteral("embedding"), cfg.embedding, f.dtype, &f.embedding); !ok)
        return ok.error();
    if (!model.tiedEmbeddings) {
        if (auto ok = companion(QStringLiteral("lm_head"), cfg.lmHead, f.dtype, &f.lmHead); !ok)
            return ok.error();
    } else if (cfg.lmHead.isEmpty()) {
        f.lmHead = f.embedding;
    } else {
        // One table serves both ends (tied embeddings): one format for both.
        if (auto ok = pick(QStringLiteral("lm_head"), cfg.lmHead, &f.lmHead); !ok)
            return ok.error();
        if (!cfg.embedding.isEmpty() && f.lmHead != f.embedding)
            return fieldError(QStringLiteral("lm_head"),
                              StepFormats::tr("the output head shares the embedding table (tied "
                                              "embeddings), so both have one format; got %1 and %2")
                                  .arg(f.embedding->id, f.lmHead->id));
        f.embedding = f.lmHead;
    }
    if (auto ok = companion(QStringLiteral("kv"), cfg.kv, f.dtype, &f.kv); !ok)
        return ok.error();
    return companion(QStringLiteral("activations"), cfg.activations, f.dtype, &f.activations);
}

// The format each group multiplies in (--math, else gemmMath) and the hardware's peak in it;
// a format the hardware has no peak for is an error naming the field that chose it.
Result<void> resolveMath(const Ceilings &hw, const InferenceConfig &cfg, StepFormats &f) {
    const NumberFormat *math = nullptr;
    if (!cfg.math.isEmpty()) {
        if (auto ok = pick(QStringLiteral("math"), cfg.math, &math); !ok)
            return ok.error();
    }
    const NumberFormat &a = *f.activations;
    f.attentionMath = math ? math->peakKey() : gemmMath(*f.attention, a, hw);
    f.mlpMath = math ? math->peakKey() : gemmMath(*f.mlp, a, hw);
    f.lmHeadMath = math ? math->peakKey() : gemmMath(*f.lmHead, a, hw);
    f.scoreMath = !a.isInteger ? a.peakKey() : f.dtype->peakKey();

    const auto peak = [&](const QString &key, const NumberFormat &w, double *into) -> Result<void> {
        *into = hw.peakFor(key);
        if (*into > 0)
            return {};
        const QString field = math                 ? QStringLiteral("math")
                              : key == a.peakKey() ? QStringLiteral("activations")
                                                   : QStringLiteral("weights");
        return fieldError(field,
                          StepFormats::tr("%1 has no %2 peak: the step's arithmetic would run in "
                                          "%2 (weights %3, activations %4); choose formats this "
                                          "GPU computes in")
                              .arg(hw.name.isEmpty() ? StepFormats::tr("this hardware") : hw.name,
                                   key, w.id, a.id));
    };
    if (auto ok = peak(f.mlpMath, *f.mlp, &f.mlpPeak); !ok)
        return ok.error();
    if (auto ok = peak(f.attentionMath, *f.attention, &f.attentionPeak); !ok)
        return ok.error();
    if (auto ok = peak(f.lmHeadMath, *f.lmHead, &f.lmHeadPeak); !ok)
        return ok.error();
    return peak(f.scoreMath, a, &f.scorePeak);
}

} // namespace

Result<StepFormats> StepFormats::resolve(const ModelSpec &model, const Ceilings &hw,
                                         const InferenceConfig &cfg) {
    StepFormats f;
    if (auto ok = resolveLinears(model, cfg, f); !ok)
        return ok.error();
    if (auto ok = resolveCompanions(model, cfg, f); !ok)
        return ok.error();
    if (auto ok = resolveMath(hw, cfg, f); !ok)
        return ok.error();
    return f;
}

} // namespace roofline
