// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorMeasuredPanel.h"

#include "model/Units.h"
#include "model/analysis/BoundState.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

namespace roofline::ui {

namespace {

QString tokensText(double v) {
    return QLocale().toString(v, 'f', v < 10 ? 2 : 1);
}

QString percent(double v) {
    return QLocale().toString(100 * v, 'f', 0) + QStringLiteral("\u00a0%");
}

} // namespace

CalculatorMeasuredPanel::CalculatorMeasuredPanel(QWidget *parent)
    : QGroupBox(tr("Measured on this device"), parent) {
    setObjectName(QStringLiteral("measuredPanel"));
    setToolTip(tr("The step the chosen run measured for this model, format, batch and context "
                  "(roofline probe --llm MODEL), beside the analytic step on the same run's "
                  "ceilings."));
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("measuredMessage"));
    m_message->setWordWrap(true);
    m_form->addRow(m_message);
    m_case = value("measuredCase");
    m_form->addRow(tr("Case"), m_case);
    m_stepTime = value("measuredStepTime");
    m_form->addRow(tr("Step time"), m_stepTime);
    m_tokens = value("measuredTokens");
    m_form->addRow(tr("Tokens/s"), m_tokens);
    m_bound = value("measuredBound");
    m_form->addRow(tr("Bound"), m_bound);
    m_efficiency = value("measuredEfficiency");
    m_form->addRow(tr("Kernel efficiency"), m_efficiency);
    m_flip = value("measuredFlip");
    m_form->addRow(tr("Memory→compute"), m_flip);
    hide();
}

QLabel *CalculatorMeasuredPanel::value(const char *name) {
    auto *l = new QLabel(this);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

void CalculatorMeasuredPanel::showComparison(const MeasuredComparison &measured,
                                             const OperatingPoint &analytic) {
    using namespace units;
    const MeasuredStepPoint &m = measured.step;
    m_form->setRowVisible(m_message, false);
    for (QLabel *l : {m_case, m_stepTime, m_tokens, m_bound, m_efficiency, m_flip})
        m_form->setRowVisible(l, true);
    m_case->setText(tr("%1 %2, context %3, %n sample(s)", nullptr, int(m.samples))
                        .arg(m.probe, m.caseId)
                        .arg(m.context));
    m_stepTime->setText(tr("%1 measured (min %2, max %3, CoV %4 %) · analytic %5")
                            .arg(formatSeconds(m.stepTime), formatSeconds(m.minTime),
                                 formatSeconds(m.maxTime), QLocale().toString(100 * m.cov, 'f', 1),
                                 formatSeconds(analytic.groupedStepTime)));
    m_tokens->setText(
        tr("%1 measured · analytic %2")
            .arg(tokensText(m.tokensPerSecond), tokensText(analytic.groupedTokensPerSecond)));
    m_bound->setText(
        m.memoryRead > 0
            ? tr("%1 (%2 of the time in memory-bound kernels); %3 of the memory read it "
                 "measured (%5), MFU %4")
                  .arg(BoundState::label(m.bound), percent(m.memoryBoundShare),
                       percent(m.bandwidthEfficiency), percent(m.mfu),
                       formatSi(m.memoryRead, QStringLiteral("B/s")))
            : tr("%1 (%2 of the time in memory-bound kernels); %3 of the run's DRAM "
                 "bandwidth, MFU %4")
                  .arg(BoundState::label(m.bound), percent(m.memoryBoundShare),
                       percent(m.bandwidthEfficiency), percent(m.mfu)));
    const QString whole = percent(measured.kernelEfficiency);
    const auto &bw = measured.bandwidthEfficiency, &mfu = measured.computeEfficiency;
    if (bw && mfu)
        m_efficiency->setText(tr("%1 of the analytic step at 100 %; by kernel group: bandwidth "
                                 "%2, compute %3")
                                  .arg(whole, percent(*bw), percent(*mfu)));
    else if (bw)
        m_efficiency->setText(tr("%1 of the analytic step at 100 %; by kernel group: bandwidth "
                                 "%2 (no compute-bound group measured)")
                                  .arg(whole, percent(*bw)));
    else if (mfu)
        m_efficiency->setText(tr("%1 of the analytic step at 100 %; by kernel group: compute %2 "
                                 "(no memory-bound group measured)")
                                  .arg(whole, percent(*mfu)));
    else
        m_efficiency->setText(tr("%1 of the analytic step at 100 %").arg(whole));
    const auto batch = [](const std::optional<double> &b) {
        return b ? tr("batch %1").arg(QLocale().toString(*b, 'f', 1)) : tr("not reached");
    };
    if (m.phase == Phase::Decode)
        m_flip->setText(tr("measured at %1 (%n batch(es) measured), analytic at %2", nullptr,
                           int(measured.series.size()))
                            .arg(batch(measured.flip), batch(measured.analyticFlip)));
    m_form->setRowVisible(m_flip, m.phase == Phase::Decode);
    show();
}

void CalculatorMeasuredPanel::showNotMeasured(const QString &why) {
    for (QLabel *l : {m_case, m_stepTime, m_tokens, m_bound, m_efficiency, m_flip}) {
        l->clear();
        m_form->setRowVisible(l, false);
    }
    m_message->setText(tr("Not measured: %1").arg(why));
    m_form->setRowVisible(m_message, true);
    show();
}

} // namespace roofline::ui
