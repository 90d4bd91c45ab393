// SPDX-License-Identifier: MIT
#include "ui/models/LlmSpecTableModel.h"

#include "model/Units.h"

#include <QLocale>

namespace roofline {

LlmSpecTableModel::LlmSpecTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void LlmSpecTableModel::setSpecs(const QList<ModelSpec> &models) {
    beginResetModel();
    m_models = models;
    endResetModel();
}

int LlmSpecTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_models.size());
}

int LlmSpecTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LlmSpecTableModel::rawValue(const ModelSpec &m, int column) {
    switch (column) {
    case Id:
        return m.id;
    case Name:
        return m.name;
    case Source:
        return m.source;
    case Params:
        return m.totalParams();
    case Layers:
        return m.layers;
    case DModel:
        return m.dModel;
    case Heads:
        return m.heads;
    case KvHeads:
        return m.kvHeads;
    case Experts:
        return m.experts;
    default:
        return {};
    }
}

QVariant LlmSpecTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ModelSpec &m = m_models.at(index.row());
    if (role == RawValueRole)
        return rawValue(m, index.column());
    if (role == ReadOnlyRole)
        return m.source == QLatin1String("catalog");
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Params:
        return units::formatSi(m.totalParams(), QString());
    case Experts:
        return m.isMoE() ? QStringLiteral("%1/%2").arg(m.activeExperts).arg(m.experts)
                         : QStringLiteral("—");
    case Source:
        return m.source == QLatin1String("catalog") ? tr("catalog") : tr("user");
    case Layers:
    case DModel:
    case Heads:
    case KvHeads:
        return QLocale().toString(rawValue(m, index.column()).toInt());
    default:
        return rawValue(m, index.column());
    }
}

QVariant LlmSpecTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Source:
        return tr("Source");
    case Params:
        return tr("Parameters");
    case Layers:
        return tr("Layers");
    case DModel:
        return tr("d_model");
    case Heads:
        return tr("Heads");
    case KvHeads:
        return tr("KV heads");
    case Experts:
        return tr("Experts");
    default:
        return {};
    }
}

} // namespace roofline
