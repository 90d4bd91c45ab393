// SPDX-License-Identifier: MIT
#pragma once

#include "model/llm/MeasuredCalculator.h"
#include "model/llm/RooflineCalculator.h"

#include <QGroupBox>

class QFormLayout;
class QLabel;

namespace roofline::ui {

// The calculator's "measured on this device": when the hardware is a stored run that measured
// this model's step (cpu.llm), the measured step time and tok/s beside the analytic ones, the
// kernel efficiency they imply and the memory→compute flip, measured and analytic
// (MeasuredCalculator, the answer `roofline model --run N --measured` prints). A configuration
// the run did not measure says so in words; it never shows a number for it.
class CalculatorMeasuredPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit CalculatorMeasuredPanel(QWidget *parent = nullptr);

    // `analytic`: the page's step (at the efficiency it uses).
    void showComparison(const MeasuredComparison &measured, const OperatingPoint &analytic);
    // Why nothing measured is shown ("run 3 has no measured step of …").
    void showNotMeasured(const QString &why);

private:
    QLabel *value(const char *name);

    QFormLayout *m_form = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_case = nullptr;
    QLabel *m_stepTime = nullptr;
    QLabel *m_tokens = nullptr;
    QLabel *m_bound = nullptr;
    QLabel *m_efficiency = nullptr;
    QLabel *m_flip = nullptr;
};

} // namespace roofline::ui
