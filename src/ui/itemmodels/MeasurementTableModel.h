// SPDX-License-Identifier: MIT
#pragma once

#include "model/Measurement.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline {

// The measurements of one run. Fed in one call; handed to the view in batches.
class MeasurementTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Probe,
        Metric,
        Level,
        Format,
        Kernel,
        WorkingSet,
        Threads,
        Value,
        Unit,
        Best,
        Median,
        Min,
        Max,
        Cov,
        N,
        Flags, // "disturbed", "above theoretical peak": the probe's own doubts about the point
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 };
    static constexpr int kBatchSize = 1000;

    explicit MeasurementTableModel(QObject *parent = nullptr);

    void setMeasurements(const QList<Measurement> &measurements);
    const Measurement &measurement(int row) const { return m_measurements.at(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    static QVariant rawValue(const Measurement &m, int column);
    // The flags in words, and what the interference record says (for the tooltip).
    static QString flagsText(const Measurement &m);
    static QString interferenceText(const Measurement &m);

private:
    QList<Measurement> m_measurements;
    int m_fetched = 0;
    bool m_fetching = false;
};

} // namespace roofline
