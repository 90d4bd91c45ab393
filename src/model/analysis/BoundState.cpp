#include "model/analysis/BoundState.h"

namespace roofline {

QString BoundState::label(const QString &stateId) {
    if (stateId == QLatin1String("memory-bound"))
        return tr("Memory-bound");
    if (stateId == QLatin1String("compute-bound"))
        return tr("Compute-bound");
    if (stateId == QLatin1String("overhead-bound"))
        return tr("Launch-overhead-bound");
    return stateId;
}

QString BoundState::explanation(const QString &stateId) {
    if (stateId == QLatin1String("memory-bound"))
        return tr("Moving bytes takes longest: more bandwidth, fewer bytes per weight or a "
                  "bigger batch speeds the step up.");
    if (stateId == QLatin1String("compute-bound"))
        return tr("The arithmetic takes longest: a faster or narrower compute format speeds the "
                  "step up; more bandwidth does not.");
    if (stateId == QLatin1String("overhead-bound"))
        return tr("Kernel launches take longest: CUDA Graphs or fused kernels speed the step up.");
    return {};
}

} // namespace roofline
