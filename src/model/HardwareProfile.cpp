// SPDX-License-Identifier: MIT
#include "model/HardwareProfile.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace roofline {

// A plain value type without a tr(): its messages name their context (the class) literally.
QList<Error> HardwareProfile::validate() const {
    QList<Error> errors;
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!slug.match(id).hasMatch())
        errors << fieldError(
            QStringLiteral("id"),
            QCoreApplication::translate("roofline::HardwareProfile",
                                        "use lowercase letters, digits, dots and dashes"));
    if (name.trimmed().isEmpty())
        errors << fieldError(
            QStringLiteral("name"),
            QCoreApplication::translate("roofline::HardwareProfile", "must not be empty"));
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
