// SPDX-License-Identifier: MIT
#pragma once

#include "report/ChartData.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <memory>

class QAbstractAxis;
class QChart;
class QColor;
class QValueAxis;

namespace roofline {

// Hardware trends from the catalog: the ridge point across generations (the shoreline seed)
// and the growth of compute, bandwidth and capacity relative to the oldest chip.
class TrendChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(roofline::TrendChartBuilder)

public:
    explicit TrendChartBuilder(const DisplayUnits &units)
        : m_units(units) {}

    std::unique_ptr<QChart> ridgeTrend(const TrendData &data) const;
    std::unique_ptr<QChart> growthTrend(const TrendData &data) const;

    // Least-squares growth factor per year of a log-linear fit (1.0 when undefined).
    static double annualGrowth(const QList<std::pair<int, double>> &yearValues);

private:
    // growthTrend()'s series of one figure (`field`) relative to the oldest chip, with its
    // fitted exponential as a dashed line.
    static void addGrowth(QChart *chart, const TrendData &data, const TrendPoint &oldest,
                          const QString &name, double TrendPoint::*field, const QColor &color,
                          QValueAxis *ax, QAbstractAxis *ay);

    const DisplayUnits &m_units;
};

} // namespace roofline
