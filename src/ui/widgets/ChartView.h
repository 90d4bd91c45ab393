// SPDX-License-Identifier: MIT
#pragma once

#include <QChartView>
#include <memory>

namespace roofline::ui {

// A chart view that owns its chart (ChartFactory hands out unique_ptrs) and shows the point
// tooltips ChartStyle attached to each series when the mouse rests on a point.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);

    // Takes ownership; the previous chart is deleted.
    void setOwnedChart(std::unique_ptr<QChart> chart);
    // A placeholder text instead of a chart ("No measurements yet").
    void showMessage(const QString &message);
};

} // namespace roofline::ui
