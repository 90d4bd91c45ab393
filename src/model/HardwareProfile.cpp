// SPDX-License-Identifier: MIT
#include "model/HardwareProfile.h"

#include "model/ProfileIdentity.h"

#include <QCoreApplication>
#include <algorithm>

namespace roofline {

// A plain value type without a tr(): its messages name their context (the class) literally.
QList<Error> HardwareProfile::validate() const {
    QList<Error> errors = profileIdentityErrors(id, name);
    if (!(memoryBandwidth > 0))
        errors << fieldError(
            QStringLiteral("memory_bandwidth"),
            QCoreApplication::translate("roofline::HardwareProfile",
                                        "must be positive: without it there is no memory roof"));
    if (!(memoryCapacity > 0))
        errors << fieldError(
            QStringLiteral("memory_capacity"),
            QCoreApplication::translate("roofline::HardwareProfile", "must be positive"));
    if (std::none_of(peak.cbegin(), peak.cend(), [](double p) { return p > 0; }))
        errors << fieldError(
            QStringLiteral("peak_bf16"),
            QCoreApplication::translate("roofline::HardwareProfile",
                                        "give at least one peak rate (any format)"));
    return errors;
}

} // namespace roofline
