#pragma once

#include "model/HardwareProfile.h"
#include "model/ModelSpec.h"
#include "model/RooflineCalculator.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace roofline::ui {

// The interactive roofline of one LLM inference step (seed 004, made exact): choose a model,
// a GPU (spec or measured), phase, precisions, batch, context, GQA and kernel efficiency; the
// outputs and the roofline chart follow every change.
class CalculatorPage : public QWidget {
    Q_OBJECT
public:
    explicit CalculatorPage(QWidget *parent = nullptr);
    ~CalculatorPage() override;

    // Profiles the GPU box offers besides the catalog (user and measured profiles).
    void setExtraProfiles(const QList<HardwareProfile> &profiles);
    void selectModel(const QString &id);
    void selectGpu(const QString &id);
    void setBatch(int batch);
    void setContext(int context);
    void setPhase(Phase phase);

    // The last evaluation, or the error that stopped it.
    const std::optional<OperatingPoint> &result() const { return m_result; }
    QString errorText() const { return m_error; }

signals:
    void evaluated();

private:
    void buildInputs(QFormLayout *form);
    void populateGpus();
    void recompute();
    void showResult(const OperatingPoint &op, const HardwareProfile &gpu, const ModelSpec &model);
    void showError(const QString &message);
    void saveSettings() const;
    void restoreSettings();
    InferenceConfig config() const;

    QList<HardwareProfile> m_extraProfiles;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_phase = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kv = nullptr;
    QComboBox *m_activations = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_gqa = nullptr;
    QSlider *m_efficiency = nullptr;
    QLabel *m_efficiencyLabel = nullptr;
    QMap<QString, QLabel *> m_outputs;
    QLabel *m_message = nullptr;
    QChartView *m_chartView = nullptr;
    std::optional<OperatingPoint> m_result;
    QString m_error;
    bool m_restoring = false;
};

} // namespace roofline::ui
