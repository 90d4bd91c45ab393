#pragma once

#include <QJsonObject>

namespace roofline {

struct HardwareProfile;
struct ModelSpec;
struct NumberFormat;
struct OperatingPoint;

// JSON shapes of docs/cli.md (SI base units, snake_case keys), shared by the CLI, reports and storage.
QJsonObject toJson(const HardwareProfile &gpu);
QJsonObject toJson(const ModelSpec &model);
QJsonObject toJson(const NumberFormat &format);
QJsonObject toJson(const OperatingPoint &op);

} // namespace roofline
