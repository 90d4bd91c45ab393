// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "model/kernels/KernelPoint.h"
#include "report/DisplayUnits.h"

#include <QWidget>
#include <optional>

class QComboBox;

namespace roofline::ui {

class ChartView;

// A chart of one or more runs with a picker for the kind (roofline, bandwidth and latency
// ladders, formats, working-set curves). Several runs are overlaid, one colour each. Used by
// the Probe page (live), Compare and History. With one run, the user's kernels (setKernels) are
// points on its roofline, and a kernel file dropped on the panel is offered to the page
// (kernelFilesDropped) to import against the shown run.
class RunChartPanel : public QWidget {
    Q_OBJECT
public:
    enum Kind {
        Roofline,
        BandwidthLadder,
        LatencyLadder,
        FormatLadder,
        WorkingSetBandwidth,
        WorkingSetLatency
    };

    explicit RunChartPanel(const QString &settingsKey, QWidget *parent = nullptr);

    void setRuns(const QList<Run> &runs, const QStringList &labels,
                 const std::optional<HardwareProfile> &spec = std::nullopt);
    void clear(const QString &message);
    Kind kind() const;
    void setKind(Kind kind);
    // Units of the axes and labels (Settings → Display units); redraws.
    void setUnits(const DisplayUnits &units);
    // The kernels attached to the one run shown: points on its roofline (issue 33).
    void setKernels(const QList<kernels::KernelPoint> &kernels);
    const QList<kernels::KernelPoint> &kernels() const { return m_kernels; }
    // Accept dropped kernel files (CSV, JSON, ncu --csv) and say so in the tooltip.
    void setKernelDropEnabled(bool enabled);

signals:
    // Local files dropped on the panel while kernel drops are enabled.
    void kernelFilesDropped(const QStringList &paths);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void redraw();

    QString m_settingsKey;
    QComboBox *m_kind = nullptr;
    ChartView *m_view = nullptr;
    QList<Run> m_runs;
    QStringList m_labels;
    std::optional<HardwareProfile> m_spec;
    QString m_message;
    DisplayUnits m_units;
    QList<kernels::KernelPoint> m_kernels;
    bool m_kernelDrops = false;
};

} // namespace roofline::ui
