// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/Run.h"
#include "report/DisplayUnits.h"

#include <QWidget>
#include <optional>

class QComboBox;

namespace roofline::ui {

class ChartView;

// A chart of one or more runs with a picker for the kind (roofline, bandwidth and latency
// ladders, formats, working-set curves). Several runs are overlaid, one colour each. Used by
// the Probe page (live), Compare and History.
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
};

} // namespace roofline::ui
