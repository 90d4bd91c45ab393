// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorSweepPanel.h"

#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredProfile.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/SweepChart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

// Largest batch and context a sweep may reach (the spin boxes' limits).
constexpr int kMaxSweepBatch = 65536;
constexpr int kMaxSweepContext = 1048576;

} // namespace

CalculatorSweepPanel::CalculatorSweepPanel(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildControls());
    layout->addLayout(buildSummaryRow());

    m_chart = new SweepChart(this);
    m_chart->setObjectName(QStringLiteral("sweepChart"));
    m_chart->setMinimumSize(420, 320);
    layout->addWidget(m_chart, 1);

    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &CalculatorSweepPanel::updateNow);

    applyVariableLimits();
    // Until restoreSettings() or a reset: batch over its default range.
    m_from->setValue(int(CalculatorSweep::defaultFrom(SweepVariable::Batch)));
    m_to->setValue(int(CalculatorSweep::defaultTo(SweepVariable::Batch, ModelSpec{})));
    connectControls();
}

// The variable and its range (and the reset button, which sits in the summary's row).
QHBoxLayout *CalculatorSweepPanel::buildControls() {
    auto *controls = new QHBoxLayout;
    m_variable = new QComboBox(this);
    m_variable->setObjectName(QStringLiteral("sweepVariable"));
    m_variable->addItem(tr("Batch size"), QStringLiteral("batch"));
    m_variable->addItem(tr("Context length"), QStringLiteral("context"));
    m_variable->setToolTip(
        tr("The input the sweep varies along the x axis; every other input stays as set on "
           "the left. Batch raises throughput until compute is the limit; context adds KV-cache "
           "traffic that every decode step re-reads."));
    auto *variableLabel = new QLabel(tr("S&weep"), this);
    variableLabel->setBuddy(m_variable);

    m_from = new QSpinBox(this);
    m_from->setObjectName(QStringLiteral("sweepFrom"));
    m_from->setGroupSeparatorShown(true);
    m_from->setToolTip(tr("First value of the sweep. Points are spaced evenly on a log "
                          "scale, so small values get as many points as large ones."));
    auto *fromLabel = new QLabel(tr("&from"), this);
    fromLabel->setBuddy(m_from);
    m_to = new QSpinBox(this);
    m_to->setObjectName(QStringLiteral("sweepTo"));
    m_to->setGroupSeparatorShown(true);
    m_to->setToolTip(tr("Last value of the sweep. Context defaults to the model's trained "
                        "maximum; beyond it the model was not trained."));
    auto *toLabel = new QLabel(tr("&to"), this);
    toLabel->setBuddy(m_to);
    m_reset = new QPushButton(tr("&Default range"), this);
    m_reset->setObjectName(QStringLiteral("sweepReset"));
    m_reset->setToolTip(tr("Batch 1 to 1024, or context 128 to the model's trained maximum."));

    controls->addWidget(variableLabel);
    controls->addWidget(m_variable);
    controls->addWidget(fromLabel);
    controls->addWidget(m_from);
    controls->addWidget(toLabel);
    controls->addWidget(m_to);
    controls->addStretch();
    return controls;
}

QHBoxLayout *CalculatorSweepPanel::buildSummaryRow() {
    // The summary shares its row with the reset button, so the controls stay narrow enough
    // for a side-by-side comparison on a 1200-pixel window.
    auto *summaryRow = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sweepSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_reset, 0, Qt::AlignTop);
    return summaryRow;
}

// A new variable takes its default range; a changed range sweeps again (not while settings
// are restored).
void CalculatorSweepPanel::connectControls() {
    connect(m_variable, &QComboBox::currentIndexChanged, this, [this] {
        if (m_restoring)
            return;
        applyVariableLimits();
        resetRange();
    });
    connect(m_reset, &QPushButton::clicked, this, &CalculatorSweepPanel::resetRange);
    for (QSpinBox *s : {m_from, m_to}) {
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (m_restoring)
                return;
            m_dirty = true;
            schedule();
            emit settingsChanged();
        });
    }
}

void CalculatorSweepPanel::setInputs(const Inputs &inputs) {
    m_inputs = inputs;
    m_error.clear();
    m_dirty = true;
    if (m_active)
        schedule();
}

void CalculatorSweepPanel::showError(const QString &message) {
    m_error = message;
    m_sweeps.clear();
    m_dirty = false;
    m_timer->stop();
    m_chart->showMessage(message);
    m_summary->clear();
}

void CalculatorSweepPanel::setActive(bool active) {
    m_active = active;
    if (m_active && m_dirty)
        schedule();
}

SweepVariable CalculatorSweepPanel::variable() const {
    return m_variable->currentIndex() == 1 ? SweepVariable::Context : SweepVariable::Batch;
}

void CalculatorSweepPanel::setVariable(SweepVariable variable) {
    m_variable->setCurrentIndex(variable == SweepVariable::Batch ? 0 : 1);
}

void CalculatorSweepPanel::setRange(qint64 from, qint64 to) {
    m_from->setValue(int(from));
    m_to->setValue(int(to));
}

void CalculatorSweepPanel::schedule() {
    // Throttled, not debounced: while a slider is dragged the sweep follows every
    // kDelayMs, and the last value always gets its own sweep.
    if (!m_timer->isActive())
        m_timer->start();
}

void CalculatorSweepPanel::updateNow() {
    m_timer->stop();
    m_dirty = false;
    m_sweeps.clear();
    const ModelSpec *model = m_inputs.model ? &*m_inputs.model : nullptr;
    const HardwareProfile *gpu = m_inputs.gpu ? &*m_inputs.gpu : nullptr;
    const HardwareProfile *other = m_inputs.compareGpu ? &*m_inputs.compareGpu : nullptr;
    if (!model || !gpu || !m_error.isEmpty()) {
        m_chart->showMessage(m_error.isEmpty() ? tr("Choose a model and a GPU.") : m_error);
        m_summary->clear();
        emit updated();
        return;
    }
    const SweepVariable variable = this->variable();
    const InferenceConfig &cfg = m_inputs.config;
    QList<SweepCurve> curves;
    QStringList summary;
    QString error;
    for (const HardwareProfile *g : {gpu, other}) {
        if (!g)
            continue;
        const auto r = CalculatorSweep::run(*model, MeasuredProfile::ceilingsFor(*g), cfg, variable,
                                            m_from->value(), m_to->value());
        if (!r) {
            if (g == gpu)
                error = r.error().message;
            else
                summary << tr("%1: %2").arg(g->name, r.error().message);
            continue;
        }
        m_sweeps << *r;
        curves << SweepCurve{g->name, *r};
        const QString bounds = boundsSummary(*r, variable);
        summary << (other ? tr("%1: %2").arg(g->name, bounds) : bounds);
    }
    if (!error.isEmpty()) {
        m_sweeps.clear();
        m_chart->showMessage(error);
        m_summary->setText(palette::coloured(error.toHtmlEscaped(), palette::problem()));
        emit updated();
        return;
    }
    const QString title = chartTitle(*model, *gpu, other != nullptr, variable);
    const SweepMeasured measured = measuredPoints(variable, &summary);
    m_chart->setCurves(curves, cfg.phase, title,
                       double(variable == SweepVariable::Batch ? cfg.batch : cfg.context),
                       measured);
    m_summary->setText(summary.join(QLatin1Char('\n')));
    emit updated();
}

// One GPU's sweep in words: where the bound flips (or the one bound throughout), and from
// where the step no longer fits in memory.
QString CalculatorSweepPanel::boundsSummary(const SweepResult &r, SweepVariable variable) {
    QStringList parts;
    for (const SweepFlip &f : r.flips)
        parts << SweepChart::flipText(f, variable);
    if (r.flips.isEmpty() && !r.samples.isEmpty())
        parts << tr("%1 throughout").arg(BoundState::label(r.samples.first().state));
    if (r.firstNotFitting)
        parts << tr("does not fit in %1 from %2 %3")
                     .arg(units::formatBytes(*r.capacity),
                          variable == SweepVariable::Batch ? tr("batch") : tr("context"),
                          QLocale().toString(*r.firstNotFitting));
    return parts.join(QStringLiteral("; "));
}

// With two GPUs the legend names them; the title says what stays fixed.
QString CalculatorSweepPanel::chartTitle(const ModelSpec &model, const HardwareProfile &gpu,
                                         bool compared, SweepVariable variable) const {
    const InferenceConfig &cfg = m_inputs.config;
    const QString phase = cfg.phase == Phase::Decode ? tr("decode") : tr("prefill");
    return compared ? (variable == SweepVariable::Batch
                           ? tr("%1, %2 at context %3").arg(model.name, phase).arg(cfg.context)
                           : tr("%1, %2 at batch %3").arg(model.name, phase).arg(cfg.batch))
                    : tr("%1 on %2").arg(model.name, gpu.name);
}

// The run's measured decode steps, drawn on a batch sweep of decode; what they measured
// joins the summary.
SweepMeasured CalculatorSweepPanel::measuredPoints(SweepVariable variable,
                                                   QStringList *summary) const {
    SweepMeasured measured;
    const InferenceConfig &cfg = m_inputs.config;
    if (variable != SweepVariable::Batch || cfg.phase != Phase::Decode)
        return measured;
    measured.points = m_inputs.measured;
    measured.flip = m_inputs.measuredFlip;
    if (!measured.points.isEmpty())
        *summary << (measured.flip ? tr("measured: compute-bound from batch %1")
                                         .arg(QLocale().toString(*measured.flip, 'f', 1))
                                   : tr("measured: %n batch(es), no memory→compute flip "
                                        "among them",
                                        nullptr, int(measured.points.size())));
    return measured;
}

void CalculatorSweepPanel::applyVariableLimits() {
    const bool batch = variable() == SweepVariable::Batch;
    const int max = batch ? kMaxSweepBatch : kMaxSweepContext;
    m_from->setRange(1, max - 1);
    m_to->setRange(2, max);
    m_from->setSingleStep(batch ? 1 : 128);
    m_to->setSingleStep(batch ? 64 : 1024);
}

void CalculatorSweepPanel::resetRange() {
    const SweepVariable variable = this->variable();
    const bool was = m_restoring;
    m_restoring = true; // one sweep for both ends, not one per spin box
    m_from->setValue(int(CalculatorSweep::defaultFrom(variable)));
    m_to->setValue(int(CalculatorSweep::defaultTo(variable, m_inputs.model.value_or(ModelSpec{}))));
    m_restoring = was;
    m_dirty = true;
    if (m_active)
        schedule();
    emit settingsChanged();
}

void CalculatorSweepPanel::saveSettings(QSettings &settings) const {
    settings.setValue(QStringLiteral("sweepVariable"), m_variable->currentData());
    settings.setValue(QStringLiteral("sweepFrom"), m_from->value());
    settings.setValue(QStringLiteral("sweepTo"), m_to->value());
}

void CalculatorSweepPanel::restoreSettings(const QSettings &settings, const ModelSpec *model) {
    m_restoring = true;
    m_variable->setCurrentIndex(
        std::max(0, m_variable->findData(
                        settings.value(QStringLiteral("sweepVariable"), QStringLiteral("batch")))));
    applyVariableLimits();
    const SweepVariable variable = this->variable();
    m_from->setValue(
        settings.value(QStringLiteral("sweepFrom"), CalculatorSweep::defaultFrom(variable))
            .toInt());
    m_to->setValue(settings
                       .value(QStringLiteral("sweepTo"),
                              CalculatorSweep::defaultTo(variable, model ? *model : ModelSpec{}))
                       .toInt());
    m_restoring = false;
}

} // namespace roofline::ui
