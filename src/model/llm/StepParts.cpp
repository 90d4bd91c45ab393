// SPDX-License-Identifier: MIT
// Names of the parts and kernel groups of a step (RooflineCalculator.h), made only where they
// are shown: a sweep evaluates thousands of steps and names none of them.
#include "model/llm/RooflineCalculator.h"

namespace roofline {

QString StepComponent::name() const {
    const bool windowed = group == KernelGroupId::SlidingAttention;
    const auto inWindow = [this, windowed](const QString &text) {
        return windowed ? RooflineCalculator::tr("%1, sliding window of %2").arg(text).arg(detail)
                        : text;
    };
    switch (part) {
    case StepPart::Weights:
        return RooflineCalculator::tr("weights");
    case StepPart::EmbeddingLookup:
        return RooflineCalculator::tr("embedding lookup");
    case StepPart::AttentionProjections:
        return RooflineCalculator::tr("attention projections");
    case StepPart::Router:
        return RooflineCalculator::tr("router");
    case StepPart::Experts:
        return RooflineCalculator::tr("experts (%1 of %2 read per layer)")
            .arg(detail, 0, 'f', 1)
            .arg(detail2);
    case StepPart::SharedExperts:
        return RooflineCalculator::tr("shared experts");
    case StepPart::FeedForward:
        return RooflineCalculator::tr("feed-forward");
    case StepPart::Norms:
        return RooflineCalculator::tr("norms");
    case StepPart::LmHead:
        return RooflineCalculator::tr("lm_head");
    case StepPart::AttentionScores:
        return inWindow(RooflineCalculator::tr("attention scores (QK^T, AV)"));
    case StepPart::KvRead:
        return inWindow(RooflineCalculator::tr("KV cache read"));
    case StepPart::KvAppend:
        return inWindow(RooflineCalculator::tr("KV cache append"));
    case StepPart::KvWrite:
        return inWindow(RooflineCalculator::tr("KV cache write"));
    case StepPart::Activations: {
        KernelGroup g;
        g.id = group;
        g.detail = detail;
        return RooflineCalculator::tr("activations (%1)").arg(g.name());
    }
    case StepPart::AllReduce:
        return RooflineCalculator::tr("all-reduce and gather over the link");
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
    switch (id) {
    case KernelGroupId::Embedding:
        return RooflineCalculator::tr("embedding");
    case KernelGroupId::AttentionProjections:
        return RooflineCalculator::tr("attention projections");
    case KernelGroupId::Attention:
        return RooflineCalculator::tr("attention");
    case KernelGroupId::SlidingAttention:
        return RooflineCalculator::tr("attention, sliding window of %1").arg(detail);
    case KernelGroupId::FeedForward:
        return RooflineCalculator::tr("feed-forward");
    case KernelGroupId::Experts:
        return RooflineCalculator::tr("experts and router");
    case KernelGroupId::Norms:
        return RooflineCalculator::tr("norms and element-wise");
    case KernelGroupId::LmHead:
        return RooflineCalculator::tr("lm_head and sampling");
    case KernelGroupId::AllReduce:
        return RooflineCalculator::tr("tensor-parallel all-reduce");
    case KernelGroupId::Weights:
        return RooflineCalculator::tr("weights");
    }
    return {};
}

} // namespace roofline
