// SPDX-License-Identifier: MIT
#include "storage/ProfileJson.h"

#include "model/HardwareProfile.h"
#include "model/llm/ModelJson.h"
#include "model/llm/ModelSpec.h"

namespace roofline::storage {

namespace {

double num(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toDouble();
}

} // namespace

QJsonObject ProfileJson::toStored(const HardwareProfile &gpu) {
    QJsonObject o = toJson(gpu);
    o.insert(QStringLiteral("launch_overhead_s"), gpu.launchOverhead);
    return o;
}

QJsonObject ProfileJson::toStored(const ModelSpec &model) {
    QJsonObject o = toJson(model);
    o.insert(QStringLiteral("raw_params"), model.rawParams);
    // toJson writes these only for mixture-of-experts models.
    o.insert(QStringLiteral("experts"), model.experts);
    o.insert(QStringLiteral("active_experts"), model.activeExperts);
    return o;
}

HardwareProfile ProfileJson::gpuFromStored(const QJsonObject &o) {
    // Every field of the shape through the model layer's one reader, as for models.
    HardwareProfile g = hardwareFromJson(o);
    g.launchOverhead = num(o, "launch_overhead_s");
    return g;
}

ModelSpec ProfileJson::modelFromStored(const QJsonObject &o) {
    // Every architecture field through the model layer's one reader, so a field added there
    // is stored and read back without a change here.
    ModelSpec m = modelFromJson(o);
    m.rawParams = num(o, "raw_params");
    return m;
}

} // namespace roofline::storage
