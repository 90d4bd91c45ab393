// SPDX-License-Identifier: MIT
#include "ui/models/GpuProfileTableModel.h"

#include "model/Units.h"

namespace roofline {

GpuProfileTableModel::GpuProfileTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void GpuProfileTableModel::setProfiles(const QList<HardwareProfile> &profiles) {
    beginResetModel();
    m_profiles = profiles;
    endResetModel();
}

int GpuProfileTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_profiles.size());
}

int GpuProfileTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuProfileTableModel::rawValue(const HardwareProfile &g, int column) {
    const auto peak = [&](const char *format) {
        const auto p = g.peakFor(QLatin1String(format));
        return p ? QVariant(*p) : QVariant();
    };
    switch (column) {
    case Id:
        return g.id;
    case Name:
        return g.name;
    case Source:
        return g.source;
    case Bandwidth:
        return g.memoryBandwidth;
    case Memory:
        return g.memoryCapacity;
    case PeakFp32:
        return peak("fp32");
    case PeakBf16:
        return peak("bf16");
    case PeakFp8:
        return peak("fp8");
    default:
        return {};
    }
}

QVariant GpuProfileTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HardwareProfile &g = m_profiles.at(index.row());
    if (role == RawValueRole)
        return rawValue(g, index.column());
    if (role == ReadOnlyRole)
        return g.source == QLatin1String("catalog");
    if (role == Qt::ToolTipRole && g.source == QLatin1String("catalog"))
        return tr("Built-in catalog entry (read-only): duplicate it to edit");
    if (role != Qt::DisplayRole)
        return {};
    const QVariant raw = rawValue(g, index.column());
    switch (index.column()) {
    case Bandwidth:
        return units::formatSi(raw.toDouble(), QStringLiteral("B/s"));
    case Memory:
        return units::formatBytes(raw.toDouble());
    case PeakFp32:
    case PeakBf16:
    case PeakFp8:
        return raw.isValid() ? units::formatSi(raw.toDouble(), QStringLiteral("FLOP/s"))
                             : QStringLiteral("—");
    case Source:
        return g.source == QLatin1String("catalog")    ? tr("catalog")
               : g.source == QLatin1String("measured") ? tr("measured")
                                                       : tr("user");
    default:
        return raw;
    }
}

QVariant GpuProfileTableModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Source:
        return tr("Source");
    case Bandwidth:
        return tr("Bandwidth");
    case Memory:
        return tr("Memory");
    case PeakFp32:
        return tr("FP32");
    case PeakBf16:
        return tr("BF16");
    case PeakFp8:
        return tr("FP8");
    default:
        return {};
    }
}

} // namespace roofline
