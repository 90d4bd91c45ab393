#pragma once

#include "model/Run.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QTableView;

namespace roofline::ui {

class AppServices;
class ComparisonTableModel;
class RunChartPanel;

// Two to twelve runs side by side: overlaid charts and the ratio table against a chosen
// baseline, with beyond-noise changes highlighted. Runs come from History's selection, from
// ticking them here, or from "this node over time" (every run of one device).
class ComparePage : public QWidget {
    Q_OBJECT
public:
    explicit ComparePage(AppServices *services, QWidget *parent = nullptr);

    ComparisonTableModel *tableModel() const { return m_model; }
    // The regression verdict shown when the compared runs are one node over time (empty
    // otherwise).
    QString nodeVerdict() const;
    QList<qint64> checkedRunIds() const;

public slots:
    void reload();
    // Ticks exactly these runs and compares them.
    void setRunIds(const QList<qint64> &ids);
    void setBaseline(int index);
    // Ticks every run of the same device (UUID, else name and host) as the current one.
    void selectNodeOverTime();

private:
    void compare();
    void updateBaselineBox();

    AppServices *m_services = nullptr;
    QListWidget *m_runs = nullptr;
    QComboBox *m_baseline = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_verdict = nullptr; // "this node over time": latest vs median of the earlier runs
    ComparisonTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    RunChartPanel *m_chart = nullptr;
    QList<Run> m_loaded; // the compared runs, with measurements
    QList<Run> m_listed; // every stored run (no measurements)
    bool m_updating = false;
    bool m_firstLoad = true;
};

} // namespace roofline::ui
