// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorResultPanel.h"

#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "ui/widgets/Palette.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <cmath>

namespace roofline::ui {

namespace {

QLabel *valueLabel(QWidget *parent, const QString &name) {
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

CalculatorResultPanel::CalculatorResultPanel(QWidget *parent)
    : QGroupBox(parent) {
    setTitle(tr("Result"));
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_headerGpu = new QLabel(this);
    m_headerGpu->setObjectName(QStringLiteral("header_gpu"));
    m_headerCompare = new QLabel(this);
    m_headerCompare->setObjectName(QStringLiteral("header_compare"));
    // GPU names are long; two columns of them must not push the charts off the window.
    m_headerGpu->setWordWrap(true);
    m_headerCompare->setWordWrap(true);
    auto *headerRatio = new QLabel(tr("Ratio"), this);
    QFont bold = headerRatio->font();
    bold.setBold(true);
    headerRatio->setFont(bold);
    headerRatio->setToolTip(tr("The compared GPU's value divided by the first GPU's. For "
                               "throughput above 1 is faster; for times below 1 is faster."));
    grid->addWidget(m_headerGpu, 0, 1);
    grid->addWidget(m_headerCompare, 0, 2);
    grid->addWidget(headerRatio, 0, 3);
    m_compareWidgets << m_headerGpu << m_headerCompare << headerRatio;

    const QList<QPair<QString, QString>> rows = {
        {QStringLiteral("state"), tr("State")},
        {QStringLiteral("intensity"), tr("Arithmetic intensity")},
        {QStringLiteral("ridge"), tr("Ridge point")},
        {QStringLiteral("kv"), tr("KV cache vs weights")},
        {QStringLiteral("bandwidth"), tr("Effective bandwidth")},
        {QStringLiteral("clocks"), tr("Memory / compute / launches")},
        {QStringLiteral("step"), tr("Time per token")},
        {QStringLiteral("grouped"), tr("Step, kernel by kernel")},
        {QStringLiteral("throughput"), tr("Throughput")},
        {QStringLiteral("utilization"), tr("Compute utilisation")},
        {QStringLiteral("graphs"), tr("With CUDA Graphs")},
        {QStringLiteral("memory"), tr("Memory needed")},
    };
    int row = 1;
    for (const auto &[key, title] : rows) {
        grid->addWidget(new QLabel(title, this), row, 0);
        auto *a = valueLabel(this, QStringLiteral("output_") + key);
        auto *b = valueLabel(this, QStringLiteral("output_b_") + key);
        auto *ratio = valueLabel(this, QStringLiteral("ratio_") + key);
        grid->addWidget(a, row, 1);
        grid->addWidget(b, row, 2);
        grid->addWidget(ratio, row, 3);
        m_outputs.insert(key, a);
        m_compareOutputs.insert(key, b);
        m_ratios.insert(key, ratio);
        m_compareWidgets << b << ratio;
        ++row;
    }
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    grid->addWidget(m_message, row, 0, 1, 4);
}

void CalculatorResultPanel::setComparing(bool comparing) {
    for (QWidget *w : std::as_const(m_compareWidgets))
        w->setVisible(comparing);
}

void CalculatorResultPanel::showResult(const OperatingPoint &op, const HardwareProfile &gpu,
                                       const OperatingPoint *other, const HardwareProfile *otherGpu,
                                       const QString &otherError) {
    fillColumn(m_outputs, &op);
    fillColumn(m_compareOutputs, other);
    showRatios(&op, other, gpu.isCpu() || (otherGpu && otherGpu->isCpu()));
    m_headerGpu->setText(QStringLiteral("<b>%1</b>").arg(gpu.name.toHtmlEscaped()));
    m_headerCompare->setText(
        otherGpu ? QStringLiteral("<b>%1</b>").arg(otherGpu->name.toHtmlEscaped()) : QString());

    QStringList notes = op.notes;
    if (otherGpu && !other)
        notes << palette::coloured(tr("%1: %2").arg(otherGpu->name, otherError).toHtmlEscaped(),
                                   palette::problem());
    m_message->setText(notes.join(QLatin1Char(' ')));
}

void CalculatorResultPanel::showError(const QString &message) {
    for (const auto *labels : {&m_outputs, &m_compareOutputs, &m_ratios}) {
        for (QLabel *l : *labels)
            l->setText(QStringLiteral("—"));
    }
    m_message->setText(palette::coloured(message.toHtmlEscaped(), palette::problem()));
}

void CalculatorResultPanel::fillColumn(const QMap<QString, QLabel *> &labels,
                                       const OperatingPoint *op) {
    using namespace units;
    if (!op) {
        for (QLabel *l : labels) {
            l->setText(QStringLiteral("—"));
            l->setEnabled(true);
        }
        return;
    }
    const QLocale locale;
    const auto set = [&labels](const char *key, const QString &text) {
        labels.value(QLatin1String(key))->setText(text);
    };
    set("state", QStringLiteral("<b>%1</b>").arg(BoundState::label(op->state)));
    labels.value(QStringLiteral("state"))->setToolTip(BoundState::explanation(op->state));
    set("intensity", tr("%1 FLOP/byte").arg(locale.toString(op->arithmeticIntensity, 'g', 4)));
    set("ridge", tr("%1 FLOP/byte").arg(locale.toString(op->ridgePoint, 'g', 4)));
    set("kv",
        QStringLiteral("%1 % (%2)")
            .arg(locale.toString(op->kvToWeights * 100, 'f', 1), formatBytes(op->kvCacheBytes)));
    set("bandwidth", formatSi(op->effectiveBandwidth, QStringLiteral("B/s")));
    set("clocks", QStringLiteral("%1 / %2 / %3")
                      .arg(formatSeconds(op->memoryTime), formatSeconds(op->computeTime),
                           formatSeconds(op->overheadTime)));
    set("step", formatSeconds(op->timePerToken));
    // Short, so two GPUs fit side by side: the bound's share and the groups are in the tooltip
    // and the Kernel groups tab.
    set("grouped",
        tr("%1, %2").arg(formatSeconds(op->groupedStepTime), BoundState::label(op->groupedState)));
    labels.value(QStringLiteral("grouped"))
        ->setToolTip(tr("The step when its kernel groups run one after another, each at its own "
                        "bound (the Kernel groups tab): %1 % of it in %2 groups. The time per "
                        "token above is the overlapped bound: the largest clock over the whole "
                        "step.")
                         .arg(locale.toString(op->groupedShare * 100, 'f', 0),
                              BoundState::label(op->groupedState)));
    set("throughput", tr("%1 tokens/s").arg(locale.toString(op->tokensPerSecond, 'f', 1)));
    set("utilization",
        QStringLiteral("%1 %").arg(locale.toString(op->computeUtilization * 100, 'f', 1)));
    // CUDA Graphs replay a GPU's kernel launches; a CPU has no launches to replay.
    QLabel *graphs = labels.value(QStringLiteral("graphs"));
    const bool cpu = !op->cudaGraphsApply;
    graphs->setEnabled(!cpu);
    graphs->setText(cpu ? tr("not for a CPU")
                        : tr("%1 per step").arg(formatSeconds(op->graphStepTime)));
    graphs->setToolTip(cpu ? tr("CUDA Graphs replay a GPU's kernel launches at a lower cost per "
                                "kernel; a CPU step launches no kernels, so there is nothing to "
                                "replay.")
                           : QString());
    QString memory = formatBytes(op->memoryRequired);
    if (op->memoryCapacity)
        memory = (*op->fitsInMemory ? tr("%1 of %2: fits") : tr("%1 of %2: does not fit"))
                     .arg(memory, formatBytes(*op->memoryCapacity));
    set("memory", memory);
}

void CalculatorResultPanel::showRatios(const OperatingPoint *a, const OperatingPoint *b,
                                       bool anyCpu) {
    for (QLabel *l : std::as_const(m_ratios))
        l->clear();
    if (!a || !b)
        return;
    const QLocale locale;
    const auto ratio = [&](const char *key, double x, double y) {
        QLabel *l = m_ratios.value(QLatin1String(key));
        l->setText(x > 0 && std::isfinite(y / x)
                       ? QStringLiteral("×%1").arg(locale.toString(y / x, 'f', 2))
                       : QStringLiteral("—"));
    };
    ratio("ridge", a->ridgePoint, b->ridgePoint);
    ratio("bandwidth", a->effectiveBandwidth, b->effectiveBandwidth);
    ratio("step", a->timePerToken, b->timePerToken);
    ratio("grouped", a->groupedStepTime, b->groupedStepTime);
    ratio("throughput", a->tokensPerSecond, b->tokensPerSecond);
    ratio("utilization", a->computeUtilization, b->computeUtilization);
    if (!anyCpu)
        ratio("graphs", a->graphStepTime, b->graphStepTime);
}

} // namespace roofline::ui
