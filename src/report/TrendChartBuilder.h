// SPDX-License-Identifier: MIT
#pragma once

#include "report/ChartData.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <memory>

class QChart;

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
    const DisplayUnits &m_units;
};

} // namespace roofline
