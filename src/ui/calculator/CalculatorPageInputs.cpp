// SPDX-License-Identifier: MIT
// The calculator page's inputs: the form, the model and GPU lists, and the measured
// choice (what the chosen run measured for the configuration). CalculatorPage.cpp has the
// evaluation, the charts and the settings.
#include "model/Catalog.h"
#include "model/FormatChoices.h"
#include "model/Units.h"
#include "model/analysis/MeasuredProfile.h"
#include "ui/calculator/CalculatorMeasuredPanel.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/calculator/CalculatorSources.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

namespace roofline::ui {

namespace {

QComboBox *formatBox(QWidget *parent, const QString &automatic) {
    auto *box = new QComboBox(parent);
    box->addItem(automatic, QString());
    for (const QString &f : FormatChoices::calculator())
        box->addItem(f, f);
    return box;
}

QSlider *percentSlider(QWidget *parent, const char *name, const QString &tip) {
    auto *s = new QSlider(Qt::Horizontal, parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(1, 100);
    s->setValue(100);
    s->setToolTip(tip);
    return s;
}

// A row of `form`: `text` (its mnemonic focuses `buddy`) beside `row`.
void addLabelledRow(QFormLayout *form, const QString &text, QWidget *buddy, QLayout *row) {
    auto *label = new QLabel(text, form->parentWidget());
    label->setBuddy(buddy);
    form->addRow(label, row);
}

// A percentSlider and the label that shows its value (`*value`), a row of `form` under `text`.
QSlider *addPercentRow(QFormLayout *form, const char *name, const QString &text, const QString &tip,
                       QLabel **value) {
    QWidget *box = form->parentWidget();
    QSlider *slider = percentSlider(box, name, tip);
    *value = new QLabel(box);
    auto *row = new QHBoxLayout;
    row->addWidget(slider, 1);
    row->addWidget(*value);
    addLabelledRow(form, text, slider, row);
    return slider;
}

} // namespace

// The rows in the form's order (the tab order is the order they are made in), then the
// connections that re-evaluate on every change.
void CalculatorPage::buildInputs(QFormLayout *form) {
    buildModelInputs(form);
    buildGpuInputs(form);
    buildFormatInputs(form);
    buildWorkloadInputs(form);
    buildEfficiencyInputs(form);
    connectInputs();
}

// The model, and the generic model's parameter count, layers and width.
void CalculatorPage::buildModelInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setToolTip(
        tr("The LLM. Its architecture sets the weight bytes streamed per step, the FLOPs per "
           "token, and the KV-cache size (layers × KV heads × head size). \"N parameters\" is "
           "the seeds' model: every weight read once, two FLOPs per weight and token."));
    populateModels();
    form->addRow(tr("&Model"), m_model);

    // The generic model: a parameter count, and optionally layers and width for its KV cache.
    m_genericRow = new QWidget(box);
    auto *generic = new QHBoxLayout(m_genericRow);
    generic->setContentsMargins(0, 0, 0, 0);
    m_params = new QDoubleSpinBox(m_genericRow);
    m_params->setObjectName(QStringLiteral("params"));
    m_params->setRange(0.001, 100000);
    m_params->setDecimals(3);
    m_params->setValue(8);
    m_params->setSuffix(tr(" B"));
    m_params->setToolTip(tr("Parameters in billions: 8 reads 16 GB per decode step in bf16, "
                            "4.78 ms on an H100's 3.35 TB/s."));
    m_paramsLayers = new QSpinBox(m_genericRow);
    m_paramsLayers->setObjectName(QStringLiteral("paramsLayers"));
    m_paramsLayers->setRange(0, 1000);
    m_paramsLayers->setSpecialValueText(tr("no layers"));
    m_paramsLayers->setToolTip(tr("Layers, to count the KV cache and the kernel launches; 0 "
                                  "leaves both out, as the seeds' formula does."));
    m_paramsDModel = new QSpinBox(m_genericRow);
    m_paramsDModel->setObjectName(QStringLiteral("paramsDModel"));
    m_paramsDModel->setRange(0, 1 << 20);
    m_paramsDModel->setSpecialValueText(tr("no width"));
    m_paramsDModel->setToolTip(tr("Hidden size d_model: the KV cache holds 2 · layers · "
                                  "d_model values per token (no grouped-query sharing)."));
    generic->addWidget(m_params, 2);
    generic->addWidget(m_paramsLayers, 1);
    generic->addWidget(m_paramsDModel, 1);
    form->addRow(tr("&Parameters"), m_genericRow);
}

// The GPU and the one compared with it.
void CalculatorPage::buildGpuInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_gpu = new QComboBox(box);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    m_gpu->setToolTip(tr("The accelerator: its peak compute (FLOP/s) and memory bandwidth set the "
                         "two roofs. Measured profiles and stored runs use what a run "
                         "achieved."));
    populateGpus(m_gpu, false);
    form->addRow(tr("&GPU"), m_gpu);

    m_compareGpu = new QComboBox(box);
    m_compareGpu->setObjectName(QStringLiteral("compareGpu"));
    m_compareGpu->setToolTip(
        tr("A second GPU (catalog, user or measured profile, or a stored run) evaluated with the "
           "same inputs: the results show both side by side with their ratio, and the charts "
           "overlay both."));
    populateGpus(m_compareGpu, true);
    form->addRow(tr("Compare &with"), m_compareGpu);
    // Long profile names ("… Grace Hopper Superchip (96GB HBM3)") would widen the whole
    // left column at the charts' expense; the popup still shows them in full.
    for (QComboBox *c : {m_model, m_gpu, m_compareGpu}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(22);
    }
}

// The phase and the formats of weights, KV cache and activations.
void CalculatorPage::buildFormatInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_phase = new QComboBox(box);
    m_phase->setObjectName(QStringLiteral("phase"));
    m_phase->addItem(tr("Decode"), QStringLiteral("decode"));
    m_phase->addItem(tr("Prefill"), QStringLiteral("prefill"));
    m_phase->setToolTip(
        tr("Decode makes one token per sequence per step and re-reads every weight: "
           "memory-bound. Prefill processes the whole prompt at once and reuses each "
           "weight across it: usually compute-bound."));
    form->addRow(tr("&Phase"), m_phase);

    m_weights = formatBox(box, tr("checkpoint's"));
    m_weights->setObjectName(QStringLiteral("weights"));
    m_weights->setToolTip(
        tr("Storage format of the linear layers (attention and feed-forward). A narrower format "
           "quantises only them, as AWQ, GPTQ and FP8 checkpoints do: embedding, lm_head and "
           "norms stay in the model's 16-bit dtype. fp32/fp16/bf16 recast the whole model. "
           "\"checkpoint's\" is how the model is published (bf16; fp8 for DeepSeek-V3, MXFP4 "
           "experts for GPT-OSS)."));
    form->addRow(tr("&Weights"), m_weights);
    m_kv = formatBox(box, tr("model's dtype"));
    m_kv->setObjectName(QStringLiteral("kv"));
    m_kv->setToolTip(tr("Format of the KV cache, which decode re-reads in full every step. By "
                        "default the model's dtype, as serving engines' kv_cache_dtype \"auto\"; "
                        "fp8 halves it."));
    form->addRow(tr("&KV cache"), m_kv);
    m_activations = formatBox(box, tr("model's dtype"));
    m_activations->setObjectName(QStringLiteral("activations"));
    m_activations->setToolTip(
        tr("Format of the tensors between kernels. The GEMMs multiply in the wider of weights "
           "and activations, except fp8/fp4 weights on a GPU with that tensor rate (W8A8-FP8); "
           "integer arithmetic only when activations are integer too."));
    form->addRow(tr("&Activations"), m_activations);
}

// Batch, context, KV heads and tensor parallelism, with the hints beside the last two.
void CalculatorPage::buildWorkloadInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_batch = new QSpinBox(box);
    m_batch->setObjectName(QStringLiteral("batch"));
    m_batch->setRange(1, 4096);
    m_batch->setToolTip(tr("Sequences processed at once. A bigger batch reuses each weight load "
                           "across more tokens, raising arithmetic intensity."));
    form->addRow(tr("&Batch size"), m_batch);

    m_context = new QSpinBox(box);
    m_context->setObjectName(QStringLiteral("context"));
    m_context->setRange(0, 1048576);
    m_context->setSingleStep(1024);
    m_context->setValue(4096);
    m_context->setGroupSeparatorShown(true);
    m_context->setToolTip(tr("Decode: tokens already in the sequence, whose KV cache every step "
                             "re-reads (windowed layers only their window). Prefill: the prompt "
                             "length."));
    form->addRow(tr("&Context (tokens)"), m_context);

    m_kvHeads = new QSpinBox(box);
    m_kvHeads->setObjectName(QStringLiteral("kvHeads"));
    m_kvHeads->setRange(0, 4096);
    m_kvHeads->setToolTip(
        tr("Key/value heads per layer: fewer shrink the KV cache proportionally. In the GQA paper "
           "(Ainslie et al., 2023) the number of groups G is this number of key/value heads: "
           "GQA-1 is multi-query attention, GQA-H (one per query head) is multi-head attention. "
           "Each key/value head serves H / G query heads."));
    m_kvHeadsHint = new QLabel(box);
    m_kvHeadsHint->setObjectName(QStringLiteral("kvHeadsHint"));
    auto *kvRow = new QHBoxLayout;
    kvRow->addWidget(m_kvHeads);
    kvRow->addWidget(m_kvHeadsHint, 1);
    addLabelledRow(form, tr("KV &heads (GQA groups)"), m_kvHeads, kvRow);

    m_tp = new QSpinBox(box);
    m_tp->setObjectName(QStringLiteral("tp"));
    m_tp->setRange(1, 72);
    m_tp->setToolTip(tr("Tensor parallelism: GPUs the model is split over. Each holds and reads "
                        "its share of the weights and KV heads; every layer all-reduces twice "
                        "over the GPU's peer link (NVLink, else PCIe)."));
    m_tpHint = new QLabel(box);
    m_tpHint->setObjectName(QStringLiteral("tpHint"));
    m_tpHint->setWordWrap(true);
    m_tpHint->setTextFormat(Qt::RichText);
    m_tpHint->hide();
    auto *tpColumn = new QVBoxLayout;
    tpColumn->addWidget(m_tp);
    tpColumn->addWidget(m_tpHint);
    addLabelledRow(form, tr("&Tensor parallel (GPUs)"), m_tp, tpColumn);
}

// Bandwidth and compute efficiency, typed or as the chosen run measured them.
void CalculatorPage::buildEfficiencyInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_efficiency = addPercentRow(
        form, "efficiency", tr("Bandwidth &efficiency"),
        tr("Fraction of peak bandwidth the kernels reach. Effective bandwidth = efficiency × "
           "peak, so memory-bound time scales by 1/efficiency."),
        &m_efficiencyLabel);
    m_computeEfficiency = addPercentRow(
        form, "computeEfficiency", tr("Compute e&fficiency (MFU)"),
        tr("Fraction of peak FLOP/s the kernels reach (model FLOPs utilisation). Compute-bound "
           "time scales by 1/efficiency; the ridge point moves with it."),
        &m_computeEfficiencyLabel);

    m_measuredEfficiency = new QCheckBox(tr("Kernel efficiency: mea&sured"), box);
    m_measuredEfficiency->setObjectName(QStringLiteral("measuredEfficiency"));
    m_measuredEfficiency->setEnabled(false);
    form->addRow(QString(), m_measuredEfficiency);
}

// Every input re-evaluates the step (a model through modelChanged), except while settings
// are restored.
void CalculatorPage::connectInputs() {
    const auto changed = [this] {
        if (!m_restoring)
            recompute();
    };
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_restoring)
            modelChanged();
    });
    for (QComboBox *c : {m_gpu, m_compareGpu, m_phase, m_weights, m_kv, m_activations})
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *s : {m_batch, m_context, m_kvHeads, m_tp, m_paramsLayers, m_paramsDModel})
        connect(s, &QSpinBox::valueChanged, this, changed);
    connect(m_params, &QDoubleSpinBox::valueChanged, this, changed);
    for (QSlider *s : {m_efficiency, m_computeEfficiency})
        connect(s, &QSlider::valueChanged, this, changed);
    connect(m_measuredEfficiency, &QCheckBox::toggled, this, changed);
}

void CalculatorPage::populateModels() {
    const QString current = m_model->currentData().toString();
    m_model->clear();
    m_model->addItem(tr("N parameters (generic)"), genericModelId());
    for (const ModelSpec &m : Catalog::builtIn().models())
        m_model->addItem(m.name, m.id);
    for (const ModelSpec &m : m_sources->lists().models)
        m_model->addItem(tr("%1 (yours)").arg(m.name), m.id);
    const int i = m_model->findData(current.isEmpty() ? QStringLiteral("llama-3-8b") : current);
    m_model->setCurrentIndex(std::max(0, i));
}

void CalculatorPage::populateGpus(QComboBox *box, bool withNone) {
    const QString current = box->currentData().toString();
    const bool hadItems = box->count() > 0;
    box->clear();
    if (withNone)
        box->addItem(tr("(none)"), QString());
    for (const HardwareProfile &g : Catalog::builtIn().gpus())
        box->addItem(g.name, g.id);
    const auto addProfile = [box](const HardwareProfile &g) {
        if (box->findData(g.id) >= 0)
            return;
        box->addItem(
            g.source == QLatin1String("measured") ? tr("%1 (measured)").arg(g.name) : g.name, g.id);
    };
    for (const HardwareProfile &g : std::as_const(m_extraProfiles))
        addProfile(g);
    for (const HardwareProfile &g : m_sources->lists().gpus)
        addProfile(g);
    for (const CalculatorSources::RunChoice &r : m_sources->lists().runs)
        box->addItem(tr("%1, measured").arg(r.label), runKey(r.id));
    const QString fallback = withNone ? QString() : QStringLiteral("h100-sxm");
    const int i = box->findData(hadItems || !current.isEmpty() ? current : fallback);
    box->setCurrentIndex(std::max(0, i >= 0 ? i : box->findData(fallback)));
}

void CalculatorPage::setMeasuredEfficiency(bool on) {
    m_measuredEfficiency->setChecked(on);
}

bool CalculatorPage::measuredEfficiencyAvailable() const {
    return m_measuredEfficiency->isEnabled();
}

void CalculatorPage::updateMeasured(const QString &gpuKey, const ModelSpec &model,
                                    const HardwareProfile &gpu, InferenceConfig *cfg) {
    m_measured.reset();
    m_measuredError.clear();
    m_measuredSeries.clear();
    const auto runId = runIdOf(gpuKey);
    const Run *run = runId ? m_sources->llmSteps(*runId) : nullptr;
    // A run chosen (or loaded) for a model: the context it measured the step at, when it
    // measured one — once per run, model and phase, so a context typed afterwards stays.
    if (!run)
        m_contextAdoptedFor.clear(); // choosing the run again brings its context again
    if (run) {
        const QString key = QStringLiteral("%1|%2|%3")
                                .arg(*runId)
                                .arg(model.id, RooflineCalculator::phaseName(cfg->phase));
        if (key != m_contextAdoptedFor) {
            m_contextAdoptedFor = key;
            const auto length = MeasuredStep::onlyLength(*run, model.id, cfg->phase,
                                                         MeasuredStep::formatFor(model, *cfg));
            if (length && *length != cfg->context && *length <= m_context->maximum()) {
                const QSignalBlocker quiet(m_context);
                m_context->setValue(int(*length));
                cfg->context = *length;
            }
        }
    }
    if (run && cfg->phase == Phase::Decode)
        m_measuredSeries = MeasuredStep::series(*run, model.id,
                                                MeasuredStep::formatFor(model, *cfg), cfg->context);
    if (!run) {
        m_measuredError = tr("the hardware is not a stored run; choose a run that measured "
                             "this model's step (roofline probe --llm MODEL)");
        m_measuredPanel->hide();
    } else if (const auto c = MeasuredCalculator::compare(*run, model,
                                                          MeasuredProfile::ceilingsFor(gpu), *cfg);
               c) {
        m_measured = *c;
    } else {
        m_measuredError = c.error().message;
        m_measuredPanel->showNotMeasured(m_measuredError);
    }
    m_measuredEfficiency->setEnabled(m_measured.has_value());
    m_measuredEfficiency->setToolTip(
        m_measured ? tr("Use the efficiencies the run's kernels reached instead of the typed "
                        "ones: each measured kernel group on its own bound side, memory-bound "
                        "groups giving the bandwidth efficiency, compute-bound ones the MFU.")
                   : tr("Not available: %1.").arg(m_measuredError));
    const bool useMeasured = m_measured && m_measuredEfficiency->isChecked();
    m_efficiency->setEnabled(!useMeasured || !m_measured->bandwidthEfficiency);
    m_computeEfficiency->setEnabled(!useMeasured || !m_measured->computeEfficiency);
    if (!useMeasured)
        return;
    *cfg = MeasuredCalculator::withMeasuredEfficiency(*cfg, *m_measured);
    const auto label = [](double v) {
        return tr("%1 % (measured)").arg(QLocale().toString(100 * v, 'f', 0));
    };
    if (m_measured->bandwidthEfficiency)
        m_efficiencyLabel->setText(label(cfg->efficiency));
    if (m_measured->computeEfficiency)
        m_computeEfficiencyLabel->setText(label(cfg->computeEfficiency));
}

} // namespace roofline::ui
