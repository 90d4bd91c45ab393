// SPDX-License-Identifier: MIT
#include "ui/itemmodels/ComparisonTableModel.h"

#include "model/Units.h"
#include "ui/widgets/Palette.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <algorithm>

namespace roofline::ui {

ComparisonTableModel::ComparisonTableModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void ComparisonTableModel::setComparison(const RunComparison &comparison,
                                         const QStringList &labels) {
    beginResetModel();
    m_comparison = comparison;
    m_labels = labels;
    endResetModel();
}

int ComparisonTableModel::significantRowCount() const {
    return int(std::count_if(m_comparison.rows().cbegin(), m_comparison.rows().cend(),
                             [](const RunComparison::Row &r) { return r.significant; }));
}

QList<int> ComparisonTableModel::ratioRuns() const {
    QList<int> runs;
    for (int i = 0; i < m_comparison.runCount(); ++i) {
        if (i != m_comparison.baseline())
            runs << i;
    }
    return runs;
}

int ComparisonTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_comparison.rows().size());
}

int ComparisonTableModel::columnCount(const QModelIndex &parent) const {
    if (parent.isValid() || m_comparison.runCount() == 0)
        return 0;
    return kFixedColumns + m_comparison.runCount() + int(ratioRuns().size());
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Measurement");
    if (section == 1)
        return tr("Unit");
    const int runs = m_comparison.runCount();
    const int run = section - kFixedColumns;
    const auto label = [this](int i) {
        return i < m_labels.size() ? m_labels.at(i) : m_comparison.runIds().value(i);
    };
    if (run < runs)
        return run == m_comparison.baseline() ? tr("%1 (baseline)").arg(label(run)) : label(run);
    return tr("%1 ÷ baseline").arg(label(ratioRuns().at(run - runs)));
}

QVariant ComparisonTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunComparison::Row &row = m_comparison.rows().at(index.row());
    const int runs = m_comparison.runCount();
    const int column = index.column();
    const int run = column - kFixedColumns;
    const bool isRatio = run >= runs;
    const int runIndex = isRatio ? ratioRuns().at(run - runs) : run;
    const bool significant = column >= kFixedColumns && runIndex < row.significantPerRun.size()
                             && row.significantPerRun.at(runIndex);

    switch (role) {
    case Qt::DisplayRole: {
        if (column == 0)
            return row.key.text();
        if (column == 1)
            return row.unit;
        const std::optional<double> v =
            isRatio ? row.ratios.value(runIndex) : row.values.value(runIndex);
        if (!v)
            return tr("—");
        if (isRatio)
            return QStringLiteral("%1×").arg(QLocale().toString(*v, 'f', 3));
        return row.unit == QLatin1String("s") ? units::formatSeconds(*v)
                                              : units::formatSi(*v, row.unit);
    }
    case RawValueRole: {
        if (column == 0)
            return row.key.text();
        if (column == 1)
            return row.unit;
        const std::optional<double> v =
            isRatio ? row.ratios.value(runIndex) : row.values.value(runIndex);
        return v ? QVariant(*v) : QVariant();
    }
    case SignificantRole:
        return column < kFixedColumns ? row.significant : significant;
    case Qt::BackgroundRole:
        if (!significant)
            return {};
        // Green where the change is an improvement, red where it is a regression.
        return QBrush(row.verdicts.value(runIndex) == RunComparison::Verdict::Better
                          ? palette::betterBackground()
                          : palette::worseBackground());
    case Qt::FontRole:
        if (column == 0 && row.significant) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column >= kFixedColumns ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (significant)
            return tr("Differs from the baseline beyond noise (|Δ| > %1 × combined spread and "
                      "> %2 %)")
                .arg(m_comparison.rule().k)
                .arg(m_comparison.rule().floor * 100);
        return {};
    default:
        return {};
    }
}

} // namespace roofline::ui
