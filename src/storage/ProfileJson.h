// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace roofline {
struct HardwareProfile;
struct ModelSpec;
} // namespace roofline

namespace roofline::storage {

// How profiles are stored: the docs/cli.md JSON shape (ModelJson's toJson) plus the few fields it
// leaves out, so a stored profile reads back field for field.
class ProfileJson {
public:
    static QJsonObject toStored(const HardwareProfile &gpu);
    static QJsonObject toStored(const ModelSpec &model);
    static HardwareProfile gpuFromStored(const QJsonObject &o);
    static ModelSpec modelFromStored(const QJsonObject &o);
};

} // namespace roofline::storage
