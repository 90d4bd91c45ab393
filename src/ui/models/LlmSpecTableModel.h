// SPDX-License-Identifier: MIT
#pragma once

#include "model/ModelSpec.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline {

// LLM specs (ModelSpec: catalog and user) for the calculator's picker and the Models page. Named
// Llm…, not ModelSpec…Model: "model" means the LLM here, and Qt's item model is the class itself.
class LlmSpecTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Name, Source, Params, Layers, DModel, Heads, KvHeads, Experts, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, ReadOnlyRole };

    explicit LlmSpecTableModel(QObject *parent = nullptr);

    void setSpecs(const QList<ModelSpec> &models);
    const ModelSpec &spec(int row) const { return m_models.at(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QVariant rawValue(const ModelSpec &m, int column);

private:
    QList<ModelSpec> m_models;
};

} // namespace roofline
