// SPDX-License-Identifier: MIT
#pragma once

#include "model/ModelSpec.h"

#include <QJsonObject>

namespace roofline {

struct HardwareProfile;
struct NumberFormat;
struct OperatingPoint;

// JSON shapes of docs/cli.md (SI base units, snake_case keys), shared by the CLI, reports and
// storage.
QJsonObject toJson(const HardwareProfile &gpu);
QJsonObject toJson(const ModelSpec &model);
QJsonObject toJson(const NumberFormat &format);
QJsonObject toJson(const OperatingPoint &op);
// The inverse of toJson(ModelSpec): every architecture field back (missing ones keep their
// defaults; derived counts such as "params" are ignored).
ModelSpec modelFromJson(const QJsonObject &o);

} // namespace roofline
