#pragma once

#include "model/HardwareProfile.h"
#include "model/ModelSpec.h"
#include "model/RooflineCalculator.h"
#include "model/analysis/CalculatorSweep.h"
#include "report/DisplayUnits.h"
#include "ui/widgets/CalculatorSweepPanel.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace roofline::ui {

class CalculatorResultPanel;
class ChartView;

// The interactive roofline of one LLM inference step (seed 004, made exact): choose a model,
// a GPU (spec or measured), phase, precisions, batch, context, GQA and kernel efficiency; the
// outputs and the roofline chart follow every change. A second GPU puts both side by side
// (values, and their ratio), and the sweep view plots throughput and latency against batch or
// context with the bound flips and the memory fit limit marked (CalculatorSweep). The page owns
// the inputs, the evaluation and the roofline chart; the result box (CalculatorResultPanel) and
// the sweep view (CalculatorSweepPanel) show what it hands them.
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
    const QList<SweepResult> &sweeps() const;
    // Sweeps at once instead of when the inputs settle (the sweep view waits a moment so a
    // dragged slider is not re-swept at every tick).
    void updateSweepNow();

    // Sweep updates wait this long after a change and then run at most this often.
    static constexpr int kSweepDelayMs = CalculatorSweepPanel::kDelayMs;
    // Choices are saved this long after the last change (and when the page goes away).
    static constexpr int kSaveDelayMs = 500;

signals:
    void evaluated();
    void sweepUpdated();

private:
    void buildInputs(QFormLayout *form);
    void populateGpus(QComboBox *box, bool withNone);
    const HardwareProfile *profile(const QString &id) const;
    void recompute();
    void showResult(const OperatingPoint &op, const HardwareProfile &gpu, const ModelSpec &model,
                    const OperatingPoint *other, const HardwareProfile *otherGpu,
                    const QString &otherError);
    void showError(const QString &message);
    void updateRooflineChart(const OperatingPoint &op, const HardwareProfile &gpu,
                             const ModelSpec &model, const OperatingPoint *other,
                             const HardwareProfile *otherGpu);
    void saveSettings() const;
    void restoreSettings();
    InferenceConfig config() const;

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
    CalculatorResultPanel *m_results = nullptr;
    QTabWidget *m_views = nullptr;
    ChartView *m_chartView = nullptr;
    CalculatorSweepPanel *m_sweepPanel = nullptr;
    QTimer *m_saveTimer = nullptr;
    std::optional<OperatingPoint> m_result;
    std::optional<OperatingPoint> m_compareResult;
    QString m_error;
    bool m_restoring = false;
    bool m_rooflineDirty = false; // inputs changed while the sweep view was showing
    DisplayUnits m_units;
};

} // namespace roofline::ui
