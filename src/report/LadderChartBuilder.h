// SPDX-License-Identifier: MIT
#pragma once

#include "report/ChartData.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <memory>
#include <utility>

class QAbstractAxis;
class QChart;

namespace roofline {

// The ladder charts behind ChartFactory: bandwidth and latency rungs, and the format ladder.
// Rungs sit at integer x positions of a category axis; values on a log axis.
class LadderChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(roofline::LadderChartBuilder)

public:
    explicit LadderChartBuilder(const DisplayUnits &units)
        : m_units(units) {}

    std::unique_ptr<QChart> ladder(const LadderData &data, bool latency) const;
    std::unique_ptr<QChart> formats(const FormatLadderData &data) const;

private:
    // ladder()'s parts: the value range, each run's measured rungs, the spec and reference
    // marks, the step between rungs.
    static std::pair<double, double> ladderRange(const LadderData &data, bool latency);
    void addRunSeries(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay, const LadderData &data,
                      bool latency) const;
    void addReferenceMarks(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                           const LadderData &data, bool latency) const;
    static void addStepRatios(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                              const LadderData &data, bool latency);

    // formats()'s parts: a rung's label, each run's measured peaks.
    static QString formatLabel(const NumberFormat &f);
    void addFormatRuns(QChart *chart, QAbstractAxis *ax, QAbstractAxis *ay,
                       const FormatLadderData &data) const;

    const DisplayUnits &m_units;
};

} // namespace roofline
