// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/llm/CalculatorSweep.h"
#include "model/llm/MeasuredCalculator.h"
#include "model/llm/ModelSpec.h"
#include "model/llm/RooflineCalculator.h"
#include "report/DisplayUnits.h"
#include "ui/calculator/CalculatorSweepPanel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTimer;

namespace roofline {
struct RooflineData;
}

namespace roofline::ui {

class Session;
class CalculatorGroupTable;
class CalculatorMeasuredPanel;
class CalculatorResultPanel;
class CalculatorSources;
class ChartView;

// The interactive roofline of one LLM inference step (seed 004, made exact): choose a model (a
// catalog or user model, or the seeds' generic "N parameters"), the hardware (a spec sheet, a
// user or measured profile, or a stored run: "gpu07: NVIDIA H100 (run 15)"), phase,
// precisions, batch, context, KV heads, tensor parallelism, bandwidth efficiency and compute
// efficiency (MFU); the outputs and the roofline chart follow every change. A second GPU puts
// both side by side (values, and their ratio); the sweep view plots throughput and latency
// against batch or context with the bound flips and the memory fit limit marked
// (CalculatorSweep); the kernel-group view shows each group at its own bound and their sum.
// The database is read only off the GUI thread (CalculatorSources).
class CalculatorPage : public QWidget {
    Q_OBJECT
public:
    enum class View { Roofline, Sweep, Groups };

    // Without services (tests, benchmarks) the page offers the catalog and the generic model.
    explicit CalculatorPage(Session *services = nullptr, QWidget *parent = nullptr);
    ~CalculatorPage() override;

    // Profiles the GPU boxes offer besides the catalog and the database's own.
    void setExtraProfiles(const QList<HardwareProfile> &profiles);
    // The display units of the roofline chart (Preferences); results stay SI underneath.
    void setDisplayUnits(const DisplayUnits &units);
    void selectModel(const QString &id);
    // A profile id, or runKey(id) for a stored run.
    void selectGpu(const QString &id);
    // The GPU shown next to the first one; an empty id compares with nothing.
    void selectCompareGpu(const QString &id);
    void setBatch(int batch);
    void setContext(int context);
    void setPhase(Phase phase);
    // The generic model's parameter count (selectModel(kGenericModel) shows it).
    void setParams(double params);
    void setView(View view);
    View view() const;
    void setSweepVariable(SweepVariable variable);
    void setSweepRange(qint64 from, qint64 to);

    // The last evaluation, or the error that stopped it.
    const std::optional<OperatingPoint> &result() const { return m_result; }
    QString errorText() const { return m_error; }
    // What the chosen run measured for this configuration (empty: not a run, or not measured,
    // and measuredError() says why), the answer of `roofline model --run N --measured`.
    const std::optional<MeasuredComparison> &measured() const { return m_measured; }
    QString measuredError() const { return m_measuredError; }
    // "Kernel efficiency: measured" (enabled only when the run measured this configuration).
    void setMeasuredEfficiency(bool on);
    bool measuredEfficiencyAvailable() const;
    // The same for the compared GPU (empty when none is chosen or it failed).
    const std::optional<OperatingPoint> &compareResult() const { return m_compareResult; }
    // The last sweep: the GPU's first, then the compared GPU's; empty when it failed.
    const QList<SweepResult> &sweeps() const;
    // Sweeps at once instead of when the inputs settle (the sweep view waits a moment so a
    // dragged slider is not re-swept at every tick).
    void updateSweepNow();
    CalculatorSources *sources() const { return m_sources; }

    // The model box's entry for the seeds' "N parameters" model.
    static QString genericModelId() { return QStringLiteral("params"); }
    // The GPU boxes' entry for a stored run.
    static QString runKey(qint64 runId) { return QStringLiteral("run:%1").arg(runId); }
    // The run id of a GPU box entry; empty for anything else.
    static std::optional<qint64> runIdOf(const QString &key);

    // Sweep updates wait this long after a change and then run at most this often.
    static constexpr int kSweepDelayMs = CalculatorSweepPanel::kDelayMs;
    // Choices are saved this long after the last change (and when the page goes away).
    static constexpr int kSaveDelayMs = 500;

    // Inputs beside the charts when the width allows, else the charts below the inputs.
    Qt::Orientation arrangement() const;

signals:
    void evaluated();
    void sweepUpdated();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Side by side needs the inputs' and the charts' minimum widths; the width that counts is
    // what the page is given (its scroll area's viewport), not what it asks for.
    void reflow();
    QWidget *buildInputSide(QSplitter *splitter);
    QWidget *buildViewSide(QSplitter *splitter);
    // The database's lists, and a run's ceilings loaded on demand.
    void connectSources();
    void buildInputs(QFormLayout *form);
    void buildModelInputs(QFormLayout *form);
    void buildGpuInputs(QFormLayout *form);
    void buildFormatInputs(QFormLayout *form);
    void buildWorkloadInputs(QFormLayout *form);
    void buildEfficiencyInputs(QFormLayout *form);
    void connectInputs();
    void populateModels();
    void populateGpus(QComboBox *box, bool withNone);
    // The profile behind a GPU box entry; a run not loaded yet is asked for and null.
    const HardwareProfile *profile(const QString &key);
    std::optional<ModelSpec> currentModel() const;
    void modelChanged();
    void recompute();
    // Looks up what the chosen run measured for `cfg`; may replace the efficiencies in `cfg`.
    void updateMeasured(const QString &gpuKey, const ModelSpec &model, const HardwareProfile &gpu,
                        InferenceConfig *cfg);
    void showResult(const OperatingPoint &op, const HardwareProfile &gpu, const ModelSpec &model,
                    const OperatingPoint *other, const HardwareProfile *otherGpu,
                    const QString &otherError);
    void showError(const QString &message);
    void showTensorParallelHint(const ModelSpec *model);
    void updateRooflineChart(const OperatingPoint &op, const HardwareProfile &gpu,
                             const ModelSpec &model, const OperatingPoint *other,
                             const HardwareProfile *otherGpu);
    void addRooflineGpu(RooflineData *data, const OperatingPoint &p, const HardwareProfile &g,
                        int index, Phase phase) const;
    void addMeasuredKernels(RooflineData *data) const;
    void saveSettings() const;
    void restoreSettings();
    InferenceConfig config(const ModelSpec *model) const;

    CalculatorSources *m_sources = nullptr;
    QSplitter *m_splitter = nullptr;
    QWidget *m_left = nullptr;
    QList<HardwareProfile> m_extraProfiles;
    QComboBox *m_model = nullptr;
    QWidget *m_genericRow = nullptr;
    QDoubleSpinBox *m_params = nullptr;
    QSpinBox *m_paramsLayers = nullptr;
    QSpinBox *m_paramsDModel = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_compareGpu = nullptr;
    QComboBox *m_phase = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kv = nullptr;
    QComboBox *m_activations = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QLabel *m_kvHeadsHint = nullptr;
    QSpinBox *m_tp = nullptr;
    QLabel *m_tpHint = nullptr; // why the TP count does not fit the model, and which do
    QSlider *m_efficiency = nullptr;
    QLabel *m_efficiencyLabel = nullptr;
    QSlider *m_computeEfficiency = nullptr;
    QLabel *m_computeEfficiencyLabel = nullptr;
    QCheckBox *m_measuredEfficiency = nullptr;
    CalculatorMeasuredPanel *m_measuredPanel = nullptr;
    CalculatorResultPanel *m_results = nullptr;
    QTabWidget *m_views = nullptr;
    ChartView *m_chartView = nullptr;
    CalculatorSweepPanel *m_sweepPanel = nullptr;
    CalculatorGroupTable *m_groups = nullptr;
    QLabel *m_formats = nullptr; // every tensor's format, above the kernel groups
    QTimer *m_saveTimer = nullptr;
    std::optional<OperatingPoint> m_result;
    std::optional<OperatingPoint> m_compareResult;
    std::optional<MeasuredComparison> m_measured;
    QString m_measuredError;
    QString m_contextAdoptedFor; // "run|model|phase": the run's measured context was taken
    // The run's decode steps of this model, format and context (any batch), for the sweep.
    QList<MeasuredStepPoint> m_measuredSeries;
    QString m_error;
    // Entries chosen before the database's lists arrived (restored settings).
    QString m_wantedModel, m_wantedGpu, m_wantedCompareGpu;
    bool m_restoring = false;
    bool m_rooflineDirty = false; // inputs changed while the sweep view was showing
    DisplayUnits m_units;
};

} // namespace roofline::ui
