#include "ui/pages/CalculatorPage.h"

#include "model/Catalog.h"
#include "model/Units.h"
#include "report/ChartData.h"
#include "report/ChartFactory.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

const QStringList kFormats = {
    QStringLiteral("fp32"), QStringLiteral("tf32"), QStringLiteral("fp16"), QStringLiteral("bf16"),
    QStringLiteral("fp8"),  QStringLiteral("int8"), QStringLiteral("int4")};

QComboBox *formatBox(QWidget *parent, bool withDefault) {
    auto *box = new QComboBox(parent);
    if (withDefault)
        box->addItem(CalculatorPage::tr("automatic"), QString());
    for (const QString &f : kFormats)
        box->addItem(f, f);
    return box;
}

} // namespace

CalculatorPage::CalculatorPage(QWidget *parent)
    : QWidget(parent) {
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);

    auto *inputs = new QGroupBox(tr("Configuration"), left);
    auto *form = new QFormLayout(inputs);
    buildInputs(form);
    leftLayout->addWidget(inputs);

    auto *outputs = new QGroupBox(tr("Result"), left);
    auto *out = new QFormLayout(outputs);
    const QList<QPair<QString, QString>> rows = {
        {QStringLiteral("state"), tr("State")},
        {QStringLiteral("intensity"), tr("Arithmetic intensity")},
        {QStringLiteral("ridge"), tr("Ridge point")},
        {QStringLiteral("kv"), tr("KV cache vs weights")},
        {QStringLiteral("bandwidth"), tr("Effective bandwidth")},
        {QStringLiteral("clocks"), tr("Memory / compute / launches")},
        {QStringLiteral("step"), tr("Time per token")},
        {QStringLiteral("throughput"), tr("Throughput")},
        {QStringLiteral("utilization"), tr("Compute utilisation")},
        {QStringLiteral("graphs"), tr("With CUDA Graphs")},
        {QStringLiteral("memory"), tr("Memory needed")},
    };
    for (const auto &[key, title] : rows) {
        auto *label = new QLabel(outputs);
        label->setObjectName(QStringLiteral("output_") + key);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        out->addRow(title, label);
        m_outputs.insert(key, label);
    }
    m_message = new QLabel(outputs);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    out->addRow(m_message);
    leftLayout->addWidget(outputs);
    leftLayout->addStretch();

    m_chartView = new QChartView(splitter);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(480, 360);
    splitter->addWidget(left);
    splitter->addWidget(m_chartView);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    restoreSettings();
    recompute();
}

CalculatorPage::~CalculatorPage() {
    saveSettings();
}

void CalculatorPage::buildInputs(QFormLayout *form) {
    QWidget *box = form->parentWidget();
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("model"));
    for (const ModelSpec &m : Catalog::builtIn().models())
        m_model->addItem(m.name, m.id);
    m_model->setToolTip(
        tr("The LLM. Its architecture sets the weight bytes streamed per step, the "
           "FLOPs per token, and the KV-cache size (layers × KV heads × head size)."));
    form->addRow(tr("&Model"), m_model);

    m_gpu = new QComboBox(box);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    m_gpu->setToolTip(tr("The accelerator: its peak compute (FLOP/s) and memory bandwidth set the "
                         "two roofs. Measured profiles use what a stored run achieved."));
    populateGpus();
    form->addRow(tr("&GPU"), m_gpu);

    m_phase = new QComboBox(box);
    m_phase->setObjectName(QStringLiteral("phase"));
    m_phase->addItem(tr("Decode"), QStringLiteral("decode"));
    m_phase->addItem(tr("Prefill"), QStringLiteral("prefill"));
    m_phase->setToolTip(
        tr("Decode makes one token per sequence per step and re-reads every weight: "
           "memory-bound. Prefill processes the whole prompt at once and reuses each "
           "weight across it: usually compute-bound."));
    form->addRow(tr("&Phase"), m_phase);

    m_weights = formatBox(box, false);
    m_weights->setObjectName(QStringLiteral("weights"));
    m_weights->setCurrentText(QStringLiteral("bf16"));
    m_weights->setToolTip(
        tr("Storage format of the weights. Fewer bytes per weight means fewer bytes "
           "to stream; integer weights are dequantised unless activations are "
           "integer too."));
    form->addRow(tr("&Weights"), m_weights);
    m_kv = formatBox(box, true);
    m_kv->setObjectName(QStringLiteral("kv"));
    m_kv->setToolTip(tr("Format of the KV cache, which decode re-reads in full every step."));
    form->addRow(tr("&KV cache"), m_kv);
    m_activations = formatBox(box, true);
    m_activations->setObjectName(QStringLiteral("activations"));
    m_activations->setToolTip(
        tr("Format the arithmetic runs in. Integer peaks apply only when weights "
           "and activations are both integer."));
    form->addRow(tr("&Activations"), m_activations);

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
                             "re-reads. Prefill: the prompt length."));
    form->addRow(tr("&Context (tokens)"), m_context);

    m_gqa = new QSpinBox(box);
    m_gqa->setObjectName(QStringLiteral("gqa"));
    m_gqa->setRange(0, 128);
    m_gqa->setSpecialValueText(tr("model's own"));
    m_gqa->setToolTip(tr("Grouped-query attention: query heads per key/value head. More groups "
                         "shrink the KV cache proportionally."));
    form->addRow(tr("GQA &groups"), m_gqa);

    m_efficiency = new QSlider(Qt::Horizontal, box);
    m_efficiency->setObjectName(QStringLiteral("efficiency"));
    m_efficiency->setRange(1, 100);
    m_efficiency->setValue(100);
    m_efficiency->setToolTip(
        tr("Fraction of peak bandwidth the kernels reach. Effective bandwidth = "
           "efficiency × peak, so memory-bound time scales by 1/efficiency."));
    m_efficiencyLabel = new QLabel(box);
    auto *effRow = new QHBoxLayout;
    effRow->addWidget(m_efficiency, 1);
    effRow->addWidget(m_efficiencyLabel);
    auto *effLabel = new QLabel(tr("Kernel &efficiency"), box);
    effLabel->setBuddy(m_efficiency);
    form->addRow(effLabel, effRow);

    const auto changed = [this] {
        if (!m_restoring)
            recompute();
    };
    for (QComboBox *c : {m_model, m_gpu, m_phase, m_weights, m_kv, m_activations})
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *s : {m_batch, m_context, m_gqa})
        connect(s, &QSpinBox::valueChanged, this, changed);
    connect(m_efficiency, &QSlider::valueChanged, this, changed);
}

void CalculatorPage::populateGpus() {
    const QString current = m_gpu->currentData().toString();
    m_gpu->clear();
    for (const HardwareProfile &g : Catalog::builtIn().gpus())
        m_gpu->addItem(g.name, g.id);
    for (const HardwareProfile &g : std::as_const(m_extraProfiles))
        m_gpu->addItem(
            g.source == QLatin1String("measured") ? tr("%1 (measured)").arg(g.name) : g.name, g.id);
    const int i = m_gpu->findData(current.isEmpty() ? QStringLiteral("h100-sxm") : current);
    m_gpu->setCurrentIndex(std::max(0, i));
}

void CalculatorPage::setExtraProfiles(const QList<HardwareProfile> &profiles) {
    m_extraProfiles = profiles;
    m_restoring = true;
    populateGpus();
    m_restoring = false;
    recompute();
}

void CalculatorPage::selectModel(const QString &id) {
    m_model->setCurrentIndex(m_model->findData(id));
}
void CalculatorPage::selectGpu(const QString &id) {
    m_gpu->setCurrentIndex(m_gpu->findData(id));
}
void CalculatorPage::setBatch(int batch) {
    m_batch->setValue(batch);
}
void CalculatorPage::setContext(int context) {
    m_context->setValue(context);
}
void CalculatorPage::setPhase(Phase phase) {
    m_phase->setCurrentIndex(phase == Phase::Decode ? 0 : 1);
}

InferenceConfig CalculatorPage::config() const {
    InferenceConfig c;
    c.phase = m_phase->currentIndex() == 0 ? Phase::Decode : Phase::Prefill;
    c.batch = m_batch->value();
    c.context = m_context->value();
    c.weights = m_weights->currentData().toString();
    c.kv = m_kv->currentData().toString();
    c.activations = m_activations->currentData().toString();
    c.gqa = m_gqa->value();
    c.efficiency = m_efficiency->value() / 100.0;
    return c;
}

void CalculatorPage::recompute() {
    m_efficiencyLabel->setText(QStringLiteral("%1 %").arg(m_efficiency->value()));
    const ModelSpec *model = Catalog::builtIn().model(m_model->currentData().toString());
    const QString gpuId = m_gpu->currentData().toString();
    const HardwareProfile *gpu = Catalog::builtIn().gpu(gpuId);
    for (const HardwareProfile &g : std::as_const(m_extraProfiles)) {
        if (g.id == gpuId)
            gpu = &g;
    }
    if (!model || !gpu) {
        showError(tr("Choose a model and a GPU."));
        return;
    }
    const auto result = RooflineCalculator::evaluate(*model, Ceilings::fromProfile(*gpu), config());
    if (!result) {
        showError(result.error().message);
        return;
    }
    showResult(*result, *gpu, *model);
}

void CalculatorPage::showError(const QString &message) {
    m_result.reset();
    m_error = message;
    for (QLabel *l : std::as_const(m_outputs))
        l->setText(QStringLiteral("—"));
    m_message->setText(
        QStringLiteral("<span style='color:#c0392b'>%1</span>").arg(message.toHtmlEscaped()));
    emit evaluated();
}

void CalculatorPage::showResult(const OperatingPoint &op, const HardwareProfile &gpu,
                                const ModelSpec &model) {
    using namespace units;
    m_result = op;
    m_error.clear();
    const QLocale locale;
    const QString state = op.state == QLatin1String("memory-bound")    ? tr("memory-bound")
                          : op.state == QLatin1String("compute-bound") ? tr("compute-bound")
                                                                       : tr("overhead-bound");
    m_outputs[QStringLiteral("state")]->setText(QStringLiteral("<b>%1</b>").arg(state));
    m_outputs[QStringLiteral("intensity")]->setText(
        tr("%1 FLOP/byte").arg(locale.toString(op.arithmeticIntensity, 'g', 4)));
    m_outputs[QStringLiteral("ridge")]->setText(
        tr("%1 FLOP/byte").arg(locale.toString(op.ridgePoint, 'g', 4)));
    m_outputs[QStringLiteral("kv")]->setText(
        QStringLiteral("%1 % (%2)")
            .arg(locale.toString(op.kvToWeights * 100, 'f', 1), formatBytes(op.kvCacheBytes)));
    m_outputs[QStringLiteral("bandwidth")]->setText(
        formatSi(op.effectiveBandwidth, QStringLiteral("B/s")));
    m_outputs[QStringLiteral("clocks")]->setText(QStringLiteral("%1 / %2 / %3")
                                                     .arg(formatSeconds(op.memoryTime),
                                                          formatSeconds(op.computeTime),
                                                          formatSeconds(op.overheadTime)));
    m_outputs[QStringLiteral("step")]->setText(formatSeconds(op.timePerToken));
    m_outputs[QStringLiteral("throughput")]->setText(
        tr("%1 tokens/s").arg(locale.toString(op.tokensPerSecond, 'f', 1)));
    m_outputs[QStringLiteral("utilization")]->setText(
        QStringLiteral("%1 %").arg(locale.toString(op.computeUtilization * 100, 'f', 1)));
    m_outputs[QStringLiteral("graphs")]->setText(
        tr("%1 per step").arg(formatSeconds(op.graphStepTime)));
    QString memory = formatBytes(op.memoryRequired);
    if (op.memoryCapacity)
        memory = (*op.fitsInMemory ? tr("%1 of %2: fits") : tr("%1 of %2: does not fit"))
                     .arg(memory, formatBytes(*op.memoryCapacity));
    m_outputs[QStringLiteral("memory")]->setText(memory);
    m_message->setText(op.notes.join(QLatin1Char(' ')));

    // The chart: spec roofs dashed, the achieved-bandwidth roof solid, the operating point.
    RooflineData data;
    data.title = tr("%1 on %2").arg(model.name, gpu.name);
    RooflineCeilings spec;
    spec.label = tr("%1 (%2)").arg(
        gpu.name, gpu.source == QLatin1String("measured") ? tr("measured") : tr("spec"));
    spec.measured = gpu.source == QLatin1String("measured");
    spec.compute.insert(op.computeFormat, op.peakFlops);
    spec.bandwidth.insert(QStringLiteral("HBM"), gpu.memoryBandwidth);
    spec.memoryLevel = QStringLiteral("HBM");
    data.ceilings << spec;
    if (op.effectiveBandwidth < gpu.memoryBandwidth) {
        RooflineCeilings achieved = spec;
        achieved.label = tr("achieved at %1 % efficiency").arg(m_efficiency->value());
        achieved.measured = true;
        achieved.bandwidth[QStringLiteral("HBM")] = op.effectiveBandwidth;
        data.ceilings << achieved;
    }
    RooflinePoint point;
    point.label =
        tr("%1 b%2").arg(RooflineCalculator::phaseName(config().phase)).arg(m_batch->value());
    point.group = tr("operating point");
    point.intensity = op.arithmeticIntensity;
    point.flops = op.flops / op.stepTime;
    const double roof = std::min(op.peakFlops, op.arithmeticIntensity * op.effectiveBandwidth);
    point.tooltip = tr("%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)")
                        .arg(state, locale.toString(op.arithmeticIntensity, 'g', 3),
                             formatSi(point.flops, QStringLiteral("FLOP/s")),
                             locale.toString(100 * point.flops / roof, 'f', 0));
    data.points << point;
    std::unique_ptr<QChart> chart = ChartFactory().roofline(data);
    QChart *old = m_chartView->chart();
    m_chartView->setChart(chart.release());
    delete old;
    saveSettings();
    emit evaluated();
}

void CalculatorPage::saveSettings() const {
    if (m_restoring)
        return;
    QSettings s;
    s.beginGroup(QStringLiteral("calculator"));
    s.setValue(QStringLiteral("model"), m_model->currentData());
    s.setValue(QStringLiteral("gpu"), m_gpu->currentData());
    s.setValue(QStringLiteral("phase"), m_phase->currentIndex());
    s.setValue(QStringLiteral("weights"), m_weights->currentIndex());
    s.setValue(QStringLiteral("kv"), m_kv->currentIndex());
    s.setValue(QStringLiteral("activations"), m_activations->currentIndex());
    s.setValue(QStringLiteral("batch"), m_batch->value());
    s.setValue(QStringLiteral("context"), m_context->value());
    s.setValue(QStringLiteral("gqa"), m_gqa->value());
    s.setValue(QStringLiteral("efficiency"), m_efficiency->value());
}

void CalculatorPage::restoreSettings() {
    m_restoring = true;
    QSettings s;
    s.beginGroup(QStringLiteral("calculator"));
    const int model =
        m_model->findData(s.value(QStringLiteral("model"), QStringLiteral("llama-3-8b")));
    m_model->setCurrentIndex(std::max(0, model));
    const int gpu = m_gpu->findData(s.value(QStringLiteral("gpu"), QStringLiteral("h100-sxm")));
    m_gpu->setCurrentIndex(std::max(0, gpu));
    m_phase->setCurrentIndex(s.value(QStringLiteral("phase"), 0).toInt());
    m_weights->setCurrentIndex(
        s.value(QStringLiteral("weights"), m_weights->findData(QStringLiteral("bf16"))).toInt());
    m_kv->setCurrentIndex(s.value(QStringLiteral("kv"), 0).toInt());
    m_activations->setCurrentIndex(s.value(QStringLiteral("activations"), 0).toInt());
    m_batch->setValue(s.value(QStringLiteral("batch"), 1).toInt());
    m_context->setValue(s.value(QStringLiteral("context"), 4096).toInt());
    m_gqa->setValue(s.value(QStringLiteral("gqa"), 0).toInt());
    m_efficiency->setValue(s.value(QStringLiteral("efficiency"), 100).toInt());
    m_restoring = false;
}

} // namespace roofline::ui
