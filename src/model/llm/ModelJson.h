// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/ModelSpec.h"

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
// The inverse of toJson(HardwareProfile): the one reader of a hardware profile in that shape
// (storage keeps profiles in it; missing fields keep their defaults, a "device_kind" other than
// "cpu" reads as a GPU, as older stored profiles have none). The built-in catalog's file is
// another document (nested "memory", *_bytes_per_s keys, every field checked with a warning)
// and has its own reader, Catalog::parseGpus.
HardwareProfile hardwareFromJson(const QJsonObject &o);
// The inverse of toJson(ModelSpec): every architecture field back (missing ones keep their
// defaults; derived counts such as "params" are ignored).
ModelSpec modelFromJson(const QJsonObject &o);

} // namespace roofline
