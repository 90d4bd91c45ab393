// Names of the parts and kernel groups of a step (RooflineCalculator.h), made only where they
// are shown: a sweep evaluates thousands of steps and names none of them.
#include "model/RooflineCalculator.h"

namespace roofline {

QString StepComponent::name() const {
    using RC = RooflineCalculator;
    const bool windowed = group == KernelGroupId::SlidingAttention;
    const auto inWindow = [this, windowed](const QString &text) {
        return windowed ? RC::tr("%1, sliding window of %2").arg(text).arg(detail) : text;
    };
    switch (part) {
    case StepPart::Weights:
        return RC::tr("weights");
    case StepPart::EmbeddingLookup:
        return RC::tr("embedding lookup");
    case StepPart::AttentionProjections:
        return RC::tr("attention projections");
    case StepPart::Router:
        return RC::tr("router");
    case StepPart::Experts:
        return RC::tr("experts (%1 of %2 read per layer)").arg(detail, 0, 'f', 1).arg(detail2);
    case StepPart::SharedExperts:
        return RC::tr("shared experts");
    case StepPart::FeedForward:
        return RC::tr("feed-forward");
    case StepPart::Norms:
        return RC::tr("norms");
    case StepPart::LmHead:
        return RC::tr("lm_head");
    case StepPart::AttentionScores:
        return inWindow(RC::tr("attention scores (QK^T, AV)"));
    case StepPart::KvRead:
        return inWindow(RC::tr("KV cache read"));
    case StepPart::KvAppend:
        return inWindow(RC::tr("KV cache append"));
    case StepPart::KvWrite:
        return inWindow(RC::tr("KV cache write"));
    case StepPart::Activations: {
        KernelGroup g;
        g.id = group;
        g.detail = detail;
        return RC::tr("activations (%1)").arg(g.name());
    }
    case StepPart::AllReduce:
        return RC::tr("all-reduce and gather over the link");
    }
    return {};
}

QString KernelGroup::key() const {
    switch (id) {
    case KernelGroupId::Embedding:
        return QStringLiteral("embedding");
    case KernelGroupId::AttentionProjections:
        return QStringLiteral("attention_projections");
    case KernelGroupId::Attention:
        return QStringLiteral("attention");
    case KernelGroupId::SlidingAttention:
        return QStringLiteral("sliding_attention");
    case KernelGroupId::FeedForward:
        return QStringLiteral("feed_forward");
    case KernelGroupId::Experts:
        return QStringLiteral("experts");
    case KernelGroupId::Norms:
        return QStringLiteral("norms");
    case KernelGroupId::LmHead:
        return QStringLiteral("lm_head");
    case KernelGroupId::AllReduce:
        return QStringLiteral("all_reduce");
    case KernelGroupId::Weights:
        return QStringLiteral("weights");
    }
    return {};
}

QString KernelGroup::name() const {
    using RC = RooflineCalculator;
    switch (id) {
    case KernelGroupId::Embedding:
        return RC::tr("embedding");
    case KernelGroupId::AttentionProjections:
        return RC::tr("attention projections");
    case KernelGroupId::Attention:
        return RC::tr("attention");
    case KernelGroupId::SlidingAttention:
        return RC::tr("attention, sliding window of %1").arg(detail);
    case KernelGroupId::FeedForward:
        return RC::tr("feed-forward");
    case KernelGroupId::Experts:
        return RC::tr("experts and router");
    case KernelGroupId::Norms:
        return RC::tr("norms and element-wise");
    case KernelGroupId::LmHead:
        return RC::tr("lm_head and sampling");
    case KernelGroupId::AllReduce:
        return RC::tr("tensor-parallel all-reduce");
    case KernelGroupId::Weights:
        return RC::tr("weights");
    }
    return {};
}

} // namespace roofline
