// SPDX-License-Identifier: MIT
#include "storage/ProfileJson.h"

#include "model/HardwareProfile.h"
#include "model/ModelJson.h"
#include "model/ModelSpec.h"

#include <QJsonArray>

namespace roofline::storage {

namespace {

QMap<QString, double> rates(const QJsonObject &o) {
    QMap<QString, double> out;
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it->toDouble());
    return out;
}

QString str(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toString();
}
double num(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toDouble();
}
int integer(const QJsonObject &o, const char *key) {
    return o.value(QLatin1String(key)).toInt();
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
    HardwareProfile g;
    g.id = str(o, "id");
    g.name = str(o, "name");
    g.source = str(o, "source");
    g.sourceNote = str(o, "source_note");
    g.vendor = str(o, "vendor");
    g.architecture = str(o, "architecture");
    g.computeCapability = str(o, "compute_capability");
    g.launchYear = integer(o, "launch_year");
    g.memoryType = str(o, "memory_type");
    if (str(o, "device_kind") == QLatin1String("cpu")) // older profiles: GPUs
        g.deviceKind = QStringLiteral("cpu");
    g.memoryBandwidth = num(o, "memory_bandwidth");
    g.memoryReadBandwidth = num(o, "memory_read_bandwidth");
    g.memoryCapacity = num(o, "memory_capacity");
    g.l2Bytes = num(o, "l2_bytes");
    g.smCount = integer(o, "sm_count");
    g.boostClockHz = num(o, "boost_clock_hz");
    g.tdpWatts = num(o, "tdp_watts");
    const QJsonObject host = o.value(QLatin1String("host_link")).toObject();
    g.hostLinkKind = str(host, "kind");
    g.hostLinkGeneration = integer(host, "generation");
    g.hostLinkWidth = integer(host, "width");
    g.hostLinkBandwidth = num(host, "bandwidth");
    const QJsonObject peer = o.value(QLatin1String("peer_link")).toObject();
    g.peerLinkKind = str(peer, "kind");
    g.peerLinkBandwidth = num(peer, "bandwidth");
    g.peak = rates(o.value(QLatin1String("peak")).toObject());
    g.peakFp16Accumulate = rates(o.value(QLatin1String("peak_fp16_accumulate")).toObject());
    g.tensorAccumulate = str(o, "tensor_accumulate");
    for (const QJsonValue &v : o.value(QLatin1String("unverified")).toArray())
        g.unverified << v.toString();
    g.notes = str(o, "notes");
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
