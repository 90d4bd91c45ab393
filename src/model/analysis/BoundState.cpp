// SPDX-License-Identifier: MIT
#include "model/analysis/BoundState.h"

namespace roofline {

QString BoundState::id(Bound bound) {
    switch (bound) {
    case Bound::Memory:
        return QStringLiteral("memory-bound");
    case Bound::Compute:
        return QStringLiteral("compute-bound");
    case Bound::Overhead:
        return QStringLiteral("overhead-bound");
    case Bound::Link:
        return QStringLiteral("link-bound");
    }
    return {};
}

std::optional<Bound> BoundState::fromId(const QString &text) {
    for (Bound b : {Bound::Memory, Bound::Compute, Bound::Overhead, Bound::Link}) {
        if (text == id(b))
            return b;
    }
    return std::nullopt;
}

QString BoundState::label(Bound bound) {
    switch (bound) {
    case Bound::Memory:
        return tr("Memory-bound");
    case Bound::Compute:
        return tr("Compute-bound");
    case Bound::Overhead:
        return tr("Launch-overhead-bound");
    case Bound::Link:
        return tr("Link-bound");
    }
    return {};
}

QString BoundState::explanation(Bound bound) {
    switch (bound) {
    case Bound::Memory:
        return tr("Moving bytes takes longest: more bandwidth, fewer bytes per weight or a "
                  "bigger batch speeds the step up.");
    case Bound::Compute:
        return tr("The arithmetic takes longest: a faster or narrower compute format speeds the "
                  "step up; more bandwidth does not.");
    case Bound::Overhead:
        return tr("Kernel launches take longest: CUDA Graphs or fused kernels speed the step up.");
    case Bound::Link:
        return tr("The tensor-parallel all-reduces take longest: a faster link between the GPUs "
                  "or fewer GPUs speeds the step up.");
    }
    return {};
}

} // namespace roofline
