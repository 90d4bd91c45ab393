#pragma once

#include "model/HardwareProfile.h"
#include "model/ModelSpec.h"
#include "model/RooflineCalculator.h"
#include "model/analysis/CalculatorSweep.h"
#include "report/DisplayUnits.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace roofline::ui {

class ChartView;
class SweepChart;

// The interactive roofline of one LLM inference step (seed 004, made exact): choose a model,
// a GPU (spec or measured), phase, precisions, batch, context, GQA and kernel efficiency; the
// outputs and the roofline chart follow every change. A second GPU puts both side by side
// (values, and their ratio), and the sweep view plots throughput and latency against batch or
// context with the bound flips and the memory fit limit marked (CalculatorSweep).
class CalculatorPage : public QWidget {
    Q_OBJECT
public:
    enum class View { Roofline, Sweep };

    explicit CalculatorPage(QWidget *parent = nullptr);
    ~CalculatorPage() override;

    // Profiles the GPU boxes offer besides the catalog (user and measured profiles).
    void setExtraProfiles(const QList<HardwareProfile> &profiles);
    // The display units of the roofline chart (Preferences); results stay SI underneath.
    void setDisplayUnits(const DisplayUnits &units);
    void selectModel(const QString &id);
    void selectGpu(const QString &id);
    // The GPU shown next to the first one; an empty id compares with nothing.
    void selectCompareGpu(const QString &id);
    void setBatch(int batch);
    void setContext(int context);
    void setPhase(Phase phase);
    void setView(View view);
    View view() const;
    void setSweepVariable(SweepVariable variable);
    void setSweepRange(qint64 from, qint64 to);

    // The last evaluation, or the error that stopped it.
    const std::optional<OperatingPoint> &result() const { return m_result; }
    QString errorText() const { return m_error; }
    // The same for the compared GPU (empty when none is chosen or it failed).
    const std::optional<OperatingPoint> &compareResult() const { return m_compareResult; }
    // The last sweep: the GPU's first, then the compared GPU's; empty when it failed.
    const QList<SweepResult> &sweeps() const { return m_sweeps; }
    // Sweeps at once instead of when the inputs settle (the sweep view waits a moment so a
    // dragged slider is not re-swept at every tick).
    void updateSweepNow();

    // Sweep updates wait this long after a change and then run at most this often.
    static constexpr int kSweepDelayMs = 40;
    // Choices are saved this long after the last change (and when the page goes away).
    static constexpr int kSaveDelayMs = 500;

signals:
    void evaluated();
    void sweepUpdated();

private:
    void buildInputs(QFormLayout *form);
    QWidget *buildOutputs(QWidget *parent);
    QWidget *buildSweepView(QWidget *parent);
    void populateGpus(QComboBox *box, bool withNone);
    const HardwareProfile *profile(const QString &id) const;
    void recompute();
    void showResult(const OperatingPoint &op, const HardwareProfile &gpu, const ModelSpec &model,
                    const OperatingPoint *other, const HardwareProfile *otherGpu,
                    const QString &otherError);
    void showError(const QString &message);
    void fillColumn(const QMap<QString, QLabel *> &labels, const OperatingPoint *op);
    void showRatios(const OperatingPoint *a, const OperatingPoint *b);
    void updateRooflineChart(const OperatingPoint &op, const HardwareProfile &gpu,
                             const ModelSpec &model, const OperatingPoint *other,
                             const HardwareProfile *otherGpu);
    void scheduleSweep();
    void sweepVariableChanged();
    void resetSweepRange();
    void saveSettings() const;
    void restoreSettings();
    InferenceConfig config() const;
    SweepVariable sweepVariable() const;

    QList<HardwareProfile> m_extraProfiles;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_compareGpu = nullptr;
    QComboBox *m_phase = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kv = nullptr;
    QComboBox *m_activations = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_gqa = nullptr;
    QSlider *m_efficiency = nullptr;
    QLabel *m_efficiencyLabel = nullptr;
    QMap<QString, QLabel *> m_outputs;        // first GPU
    QMap<QString, QLabel *> m_compareOutputs; // compared GPU
    QMap<QString, QLabel *> m_ratios;         // compared ÷ first
    QList<QWidget *> m_compareWidgets;        // shown only while comparing
    QLabel *m_headerGpu = nullptr;
    QLabel *m_headerCompare = nullptr;
    QLabel *m_message = nullptr;
    QTabWidget *m_views = nullptr;
    ChartView *m_chartView = nullptr;
    SweepChart *m_sweepChart = nullptr;
    QComboBox *m_sweepVariable = nullptr;
    QSpinBox *m_sweepFrom = nullptr;
    QSpinBox *m_sweepTo = nullptr;
    QPushButton *m_sweepReset = nullptr;
    QLabel *m_sweepSummary = nullptr;
    QTimer *m_sweepTimer = nullptr;
    QTimer *m_saveTimer = nullptr;
    std::optional<OperatingPoint> m_result;
    std::optional<OperatingPoint> m_compareResult;
    QList<SweepResult> m_sweeps;
    QString m_error;
    bool m_restoring = false;
    bool m_sweepDirty = true;
    bool m_rooflineDirty = false; // inputs changed while the sweep view was showing
    DisplayUnits m_units;
};

} // namespace roofline::ui
