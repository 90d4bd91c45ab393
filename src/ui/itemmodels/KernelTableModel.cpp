// SPDX-License-Identifier: MIT
#include "ui/itemmodels/KernelTableModel.h"

#include "model/Units.h"

#include <algorithm>

namespace roofline::ui {

KernelTableModel::KernelTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void KernelTableModel::setKernels(const QList<kernels::KernelPoint> &kernels,
                                  const kernels::MeasuredRoofs &roofs) {
    m_kernels = kernels;
    m_roofs = roofs;
    rebuild();
}

void KernelTableModel::setTagFilter(const QString &text) {
    if (text == m_tagFilter)
        return;
    m_tagFilter = text;
    rebuild();
}

void KernelTableModel::rebuild() {
    beginResetModel();
    m_rows.clear();
    const QString wanted = m_tagFilter.trimmed();
    for (const kernels::KernelPoint &k : std::as_const(m_kernels)) {
        if (!wanted.isEmpty()
            && std::none_of(k.tags.cbegin(), k.tags.cend(), [&](const QString &tag) {
                   return tag.contains(wanted, Qt::CaseInsensitive);
               }))
            continue;
        const QList<kernels::KernelPlacement> placed = kernels::KernelRoofline::place(k, m_roofs);
        if (placed.isEmpty())
            m_rows.append({k.name, std::nullopt});
        for (const kernels::KernelPlacement &p : placed)
            m_rows.append({k.name, p});
    }
    endResetModel();
}

int KernelTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KernelTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KernelTableModel::raw(const Row &row, int column) const {
    if (column == Name)
        return row.name;
    if (!row.placement)
        return QVariant();
    const kernels::KernelPlacement &p = *row.placement;
    switch (column) {
    case Format:
        return p.format;
    case Level:
        return p.level;
    case Intensity:
        return p.intensity;
    case Attained:
        return p.attained;
    case PercentOfAttainable:
        return p.fraction * 100;
    case Bound:
        return kernels::KernelCompare::boundKey(p);
    default:
        return QVariant();
    }
}

QVariant KernelTableModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= ColumnCount)
        return QVariant();
    const Row &row = m_rows.at(index.row());
    const QVariant v = raw(row, index.column());
    if (role == RawValueRole)
        return v;
    if (role == Qt::TextAlignmentRole && index.column() >= Intensity
        && index.column() <= PercentOfAttainable)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return QVariant();
    if (!row.placement)
        return index.column() == Bound ? tr("no roof in this run") : v;
    switch (index.column()) {
    case Intensity:
        return QStringLiteral("%1 FLOP/B").arg(v.toDouble(), 0, 'g', 4);
    case Attained:
        return units::formatSi(v.toDouble(), QStringLiteral("FLOP/s"));
    case PercentOfAttainable:
        return QStringLiteral("%1 %").arg(v.toDouble(), 0, 'f', 1);
    case Bound: {
        const QString key = v.toString();
        return key == QLatin1String("memory")    ? tr("memory")
               : key == QLatin1String("compute") ? tr("compute")
                                                 : tr("neither (latency, occupancy)");
    }
    default:
        return v;
    }
}

QVariant KernelTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Kernel");
    case Format:
        return tr("Format");
    case Level:
        return tr("Level");
    case Intensity:
        return tr("Intensity");
    case Attained:
        return tr("Attained");
    case PercentOfAttainable:
        return tr("% of attainable");
    case Bound:
        return tr("Bound");
    default:
        return QVariant();
    }
}

} // namespace roofline::ui
