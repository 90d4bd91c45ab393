// SPDX-License-Identifier: MIT
#include "model/MeasurementKind.h"

#include <QJsonObject>
#include <array>
#include <utility>

namespace roofline {

namespace {

// The words of the bundle format, one table each.
constexpr std::array<std::pair<Metric, const char *>, 3> kMetrics{{
    {Metric::Bandwidth, "bandwidth"},
    {Metric::Latency, "latency"},
    {Metric::Throughput, "throughput"},
}};

constexpr std::array<std::pair<MemoryLevel, const char *>, 13> kLevels{{
    {MemoryLevel::Registers, "REG"},
    {MemoryLevel::L1, "L1"},
    {MemoryLevel::Shared, "SHARED"},
    {MemoryLevel::L2, "L2"},
    {MemoryLevel::L3, "L3"},
    {MemoryLevel::DRAM, "DRAM"},
    {MemoryLevel::HBM, "HBM"},
    {MemoryLevel::H2D, "H2D"},
    {MemoryLevel::D2H, "D2H"},
    {MemoryLevel::D2D, "D2D"},
    {MemoryLevel::P2P, "P2P"},
    {MemoryLevel::Network, "NET"},
    {MemoryLevel::Launch, "LAUNCH"},
}};

template<typename Enum, std::size_t N>
QString nameIn(const std::array<std::pair<Enum, const char *>, N> &table, Enum value) {
    for (const auto &[e, name] : table) {
        if (e == value)
            return QLatin1String(name);
    }
    return {};
}

template<typename Enum, std::size_t N>
Enum valueIn(const std::array<std::pair<Enum, const char *>, N> &table, const QString &name) {
    for (const auto &[e, word] : table) {
        if (name == QLatin1String(word))
            return e;
    }
    return Enum::Other;
}

} // namespace

QString MeasurementKind::metricName(Metric metric) {
    return nameIn(kMetrics, metric);
}

Metric MeasurementKind::metricOf(const QString &name) {
    return valueIn(kMetrics, name);
}

QString MeasurementKind::levelName(MemoryLevel level) {
    return nameIn(kLevels, level);
}

MemoryLevel MeasurementKind::levelOf(const QString &name) {
    return valueIn(kLevels, name);
}

bool MeasurementKind::isTransfer(MemoryLevel level) {
    switch (level) {
    case MemoryLevel::H2D:
    case MemoryLevel::D2H:
    case MemoryLevel::D2D:
    case MemoryLevel::P2P:
    case MemoryLevel::Network:
        return true;
    default:
        return false;
    }
}

void MeasurementKind::normaliseLegacy(Measurement &m) {
    if (m.format.isEmpty()
        && (m.probe == QLatin1String("cpu.bandwidth")
            || m.probe.startsWith(QLatin1String("cpu.bandwidth."))
            || m.probe == QLatin1String("cpu.roofline")))
        m.format = QStringLiteral("fp64");
}

bool MeasurementKind::normaliseImported(Measurement &m) {
    const QString recorded = m.format;
    normaliseLegacy(m);
    if (m.format == recorded)
        return false;
    QJsonObject asRecorded = m.extra.value(QLatin1String(kAsRecorded)).toObject();
    asRecorded.insert(QStringLiteral("format"), recorded);
    m.extra.insert(QLatin1String(kAsRecorded), asRecorded);
    return true;
}

} // namespace roofline
