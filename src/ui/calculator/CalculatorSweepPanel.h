// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/llm/CalculatorSweep.h"
#include "model/llm/MeasuredStep.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSettings;
class QSpinBox;
class QTimer;

namespace roofline::ui {

class SweepChart;
struct SweepMeasured;

// The calculator's sweep view: which input to sweep (batch or context) and over what range,
// a one-line summary of the bound flips and the memory fit limit, and the SweepChart of one or
// two GPUs. The calculator page hands it the inputs it evaluated; the panel sweeps them
// (CalculatorSweep) only while it is the view being shown, and then throttled, so a dragged
// slider is not re-swept at every tick.
class CalculatorSweepPanel : public QWidget {
    Q_OBJECT
public:
    // What the page evaluated; copies, because the page's profile list can be replaced.
    struct Inputs {
        std::optional<ModelSpec> model;
        std::optional<HardwareProfile> gpu;
        std::optional<HardwareProfile> compareGpu; // none: one curve
        InferenceConfig config;
        // Decode steps the run (the first GPU) measured at this model, format and context,
        // by batch, and their memory→compute knee: drawn over a batch sweep.
        QList<MeasuredStepPoint> measured;
        std::optional<double> measuredFlip;
    };

    explicit CalculatorSweepPanel(QWidget *parent = nullptr);

    // New inputs make the sweep stale; it is redone soon if the panel is active.
    void setInputs(const Inputs &inputs);
    // The inputs cannot be evaluated: the chart says why until the next setInputs().
    void showError(const QString &message);
    // Whether the page shows the sweep. Inactive, changes only mark the sweep stale, and
    // becoming active sweeps what is stale.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    SweepVariable variable() const;
    // As a user picks it: the range resets to the variable's default.
    void setVariable(SweepVariable variable);
    void setRange(qint64 from, qint64 to);

    // The last sweep: the GPU's first, then the compared GPU's; empty when it failed.
    const QList<SweepResult> &sweeps() const { return m_sweeps; }
    // Sweeps at once instead of when the inputs settle.
    void updateNow();

    // The variable and range, as keys of the group `settings` is in.
    void saveSettings(QSettings &settings) const;
    // `model` sets the default end of a context range.
    void restoreSettings(const QSettings &settings, const ModelSpec *model);

    // Sweep updates wait this long after a change and then run at most this often.
    static constexpr int kDelayMs = 40;

signals:
    void updated();
    // The variable or range changed (not by restoreSettings): worth saving.
    void settingsChanged();

private:
    QHBoxLayout *buildControls();
    QHBoxLayout *buildSummaryRow();
    void connectControls();
    static QString boundsSummary(const SweepResult &r, SweepVariable variable);
    QString chartTitle(const ModelSpec &model, const HardwareProfile &gpu, bool compared,
                       SweepVariable variable) const;
    SweepMeasured measuredPoints(SweepVariable variable, QStringList *summary) const;
    void schedule();
    void applyVariableLimits();
    void resetRange();

    QComboBox *m_variable = nullptr;
    QSpinBox *m_from = nullptr;
    QSpinBox *m_to = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_summary = nullptr;
    SweepChart *m_chart = nullptr;
    QTimer *m_timer = nullptr;
    Inputs m_inputs;
    QString m_error;
    QList<SweepResult> m_sweeps;
    bool m_active = false;
    bool m_dirty = true;
    bool m_restoring = false;
};

} // namespace roofline::ui
