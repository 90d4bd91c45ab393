// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"

#include <QAbstractTableModel>
#include <QList>

namespace roofline {

// GPU profiles (catalog, user, measured) for the profile editor and pickers.
class GpuProfileTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Name, Source, Bandwidth, Memory, PeakFp32, PeakBf16, PeakFp8, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, ReadOnlyRole };

    explicit GpuProfileTableModel(QObject *parent = nullptr);

    void setProfiles(const QList<HardwareProfile> &profiles);
    const HardwareProfile &profile(int row) const { return m_profiles.at(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QVariant rawValue(const HardwareProfile &g, int column);

private:
    QList<HardwareProfile> m_profiles;
};

} // namespace roofline
