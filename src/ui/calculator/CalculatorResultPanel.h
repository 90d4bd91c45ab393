// SPDX-License-Identifier: MIT
#pragma once

#include "model/HardwareProfile.h"
#include "model/llm/RooflineCalculator.h"

#include <QGroupBox>
#include <QMap>

class QLabel;

namespace roofline::ui {

// The calculator's "Result" box: one row per figure of an evaluated step (state, intensity,
// times, throughput, memory…) for the GPU, and while a second GPU is compared, its column and
// the ratio of the two beside it, then the calculator's notes. Labels carry object names the
// tests read: output_KEY, output_b_KEY, ratio_KEY, header_gpu, header_compare, message.
class CalculatorResultPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit CalculatorResultPanel(QWidget *parent = nullptr);

    // Shows or hides the compared GPU's column and the ratios.
    void setComparing(bool comparing);
    // `other` is null when no GPU is compared (`otherGpu` null too) or when it failed to
    // evaluate (`otherError` says why).
    void showResult(const OperatingPoint &op, const HardwareProfile &gpu,
                    const OperatingPoint *other, const HardwareProfile *otherGpu,
                    const QString &otherError);
    // Nothing could be evaluated: every value is a dash and the message says why.
    void showError(const QString &message);

private:
    // What does not apply to the device (CUDA Graphs on a CPU) comes with the point itself.
    void fillColumn(const QMap<QString, QLabel *> &labels, const OperatingPoint *op);
    void showRatios(const OperatingPoint *a, const OperatingPoint *b, bool anyCpu);

    QMap<QString, QLabel *> m_outputs;        // first GPU
    QMap<QString, QLabel *> m_compareOutputs; // compared GPU
    QMap<QString, QLabel *> m_ratios;         // compared ÷ first
    QList<QWidget *> m_compareWidgets;        // shown only while comparing
    QLabel *m_headerGpu = nullptr;
    QLabel *m_headerCompare = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace roofline::ui
