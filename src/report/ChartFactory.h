// SPDX-License-Identifier: MIT
#pragma once

#include "report/ChartData.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <memory>

class QCategoryAxis;
class QChart;

namespace roofline {

// Turns chart data into QCharts: the only place charts are built, for the GUI and for every
// export. Charts never animate (they are rendered without a view) and own their series and
// axes; the caller owns the chart. See ChartStyle for the log-axis convention and the point
// metadata (tooltips) the GUI shows on hover.
class ChartFactory {
    Q_DECLARE_TR_FUNCTIONS(roofline::ChartFactory)

public:
    explicit ChartFactory(DisplayUnits units = {});

    const DisplayUnits &units() const { return m_units; }
    void setUnits(const DisplayUnits &units) { m_units = units; }

    // Log-log: one roof per format and one diagonal per memory level; spec dashed, measured
    // solid; ridge points marked and labelled; operating points grouped into series.
    std::unique_ptr<QChart> roofline(const RooflineData &data) const;
    // One rung per level, log axis, every run's value, spec marks, reference-only rungs in
    // grey, and the ratio between adjacent rungs.
    std::unique_ptr<QChart> bandwidthLadder(const LadderData &data) const;
    // The same ladder for latency, spanning at least 1 ns … 10 ms.
    std::unique_ptr<QChart> latencyLadder(const LadderData &data) const;
    // Peak per format (log), measured vs spec, with bytes/element, range and precision.
    std::unique_ptr<QChart> formatLadder(const FormatLadderData &data) const;
    // Bandwidth or latency against working set, with cache boundaries marked.
    std::unique_ptr<QChart> workingSet(const WorkingSetData &data) const;
    // Ridge point against launch year; chips whose ridge fell are highlighted.
    std::unique_ptr<QChart> ridgeTrend(const TrendData &data) const;
    // Peak compute, bandwidth and capacity against launch year, on one log axis.
    std::unique_ptr<QChart> growthTrend(const TrendData &data) const;

private:
    // The roofline by job: frame (extent, axes), each set of roofs (bandwidth roofs, compute
    // roofs, their ridge points), then the user's kernels and the operating points.
    struct RoofFrame;
    class RoofSetPainter;
    struct RoofRidges;
    RoofFrame rooflineFrame(QChart *chart, const RooflineData &data) const;
    void addRoofSet(const RoofFrame &frame, const RooflineCeilings &set, int setIndex) const;
    void addBandwidthRoofs(const RoofFrame &frame, RoofSetPainter &painter, double top) const;
    RoofRidges addComputeRoofs(const RoofFrame &frame, RoofSetPainter &painter) const;
    void addRidgePoints(const RoofFrame &frame, const RoofSetPainter &painter, int setIndex,
                        const RoofRidges &ridges) const;
    void addAttainableMarks(const RoofFrame &frame, const QList<RooflinePoint> &points) const;
    void addOperatingPoints(const RoofFrame &frame, const QList<RooflinePoint> &points) const;

    // The working-set chart by job: the byte axis, the curves, the cache boundaries.
    QCategoryAxis *workingSetAxis(double wMin, double wMax) const;
    void addWorkingSetCurves(QChart *chart, QCategoryAxis *ax, QCategoryAxis *ay,
                             const WorkingSetData &data) const;
    void addCacheBoundaries(QChart *chart, QCategoryAxis *ax, QCategoryAxis *ay,
                            const QList<CacheBoundary> &boundaries) const;

    DisplayUnits m_units;
};

} // namespace roofline
