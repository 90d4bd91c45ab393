// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"

#include <QWidget>
#include <optional>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

class Session;
class ComparisonTableModel;
class RunChartPanel;
class RunPicker;

// Two to twelve runs side by side: overlaid charts and the ratio table against a chosen
// baseline, with beyond-noise changes highlighted. Runs come from History's selection, from
// ticking them here, or from "this node over time" (every run of one device). The list and
// the compared runs are read off the GUI thread, the newest request winning; compared()
// follows each comparison shown.
class ComparePage : public QWidget {
    Q_OBJECT
public:
    explicit ComparePage(Session *services, QWidget *parent = nullptr);

    ComparisonTableModel *tableModel() const { return m_model; }
    // The regression verdict shown when the compared runs are one node over time (empty
    // otherwise).
    QString nodeVerdict() const;
    QList<qint64> checkedRunIds() const;
    // The run the others are divided by: the earliest ticked one unless the user chose one.
    qint64 baselineRunId() const;
    // The list or a comparison is still being read.
    bool isBusy() const;

signals:
    void compared();

public slots:
    void reload();
    // Ticks exactly these runs and compares them.
    void setRunIds(const QList<qint64> &ids);
    void setBaseline(int index);
    // Ticks the newest complete runs of the ticked run's device (else the current row's):
    // UUID, else name and host; the earliest of them becomes the baseline.
    void selectNodeOverTime();

private:
    struct Comparison;
    QCheckBox *buildRunList(QGroupBox *left);
    QSortFilterProxyModel *buildRatioFilter(QCheckBox *onlySignificant);
    QSplitter *buildResults(QAbstractItemModel *ratios);
    void connectUi();
    void compare();
    void showComparison(const Comparison &comparison);
    void showList(const QList<qint64> &checked);
    void updateBaselineBox();
    QList<Run> checkedRuns() const; // as listed, without measurements

    Session *m_services = nullptr;
    RunPicker *m_picker = nullptr;
    QComboBox *m_baseline = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_verdict = nullptr; // "this node over time": latest vs median of the earlier runs
    ComparisonTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    RunChartPanel *m_chart = nullptr;
    usecases::JobTracker *m_compareJobs = nullptr;
    std::optional<QList<qint64>> m_wantedChecks; // setRunIds() before the list arrived
    QList<Run> m_loaded;                         // the compared runs, with measurements
    QList<Run> m_listed;                         // the picker's runs (no measurements)
    qint64 m_chosenBaseline = 0;                 // 0: the earliest ticked run (usecases::Baselines)
    bool m_updating = false;
    bool m_firstLoad = true;
};

} // namespace roofline::ui
