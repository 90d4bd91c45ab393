#include "ui/pages/CalculatorPage.h"

#include "model/Catalog.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "report/ChartData.h"
#include "report/ChartFactory.h"
#include "ui/widgets/CalculatorResultPanel.h"
#include "ui/widgets/CalculatorSweepPanel.h"
#include "ui/widgets/ChartView.h"

#include <QChart>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
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
    m_results = new CalculatorResultPanel(left);
    leftLayout->addWidget(m_results);
    leftLayout->addStretch();

    m_views = new QTabWidget(splitter);
    m_views->setObjectName(QStringLiteral("views"));
    m_chartView = new ChartView(m_views);
    m_chartView->setObjectName(QStringLiteral("rooflineChart"));
    m_chartView->setMinimumSize(420, 360);
    m_views->addTab(m_chartView, tr("&Roofline"));
    m_views->setTabToolTip(0, tr("Where the configured step sits under the roofs of the GPU(s)."));
    m_sweepPanel = new CalculatorSweepPanel(m_views);
    m_views->addTab(m_sweepPanel, tr("S&weep"));
    m_views->setTabToolTip(1, tr("Throughput and latency across a range of batch sizes or "
                                 "context lengths, with every other input as set."));
    connect(m_views, &QTabWidget::currentChanged, this, [this] {
        m_sweepPanel->setActive(m_views->currentIndex() == 1);
        if (m_views->currentIndex() == 0 && m_rooflineDirty && !m_restoring)
            recompute();
        m_saveTimer->start();
    });

    splitter->addWidget(left);
    splitter->addWidget(m_views);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_sweepPanel, &CalculatorSweepPanel::updated, this, &CalculatorPage::sweepUpdated);
    // QSettings writes its file on every save: once the inputs rest, not per slider tick.
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &CalculatorPage::saveSettings);
    connect(m_sweepPanel, &CalculatorSweepPanel::settingsChanged, m_saveTimer,
            qOverload<>(&QTimer::start));

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
    populateGpus(m_gpu, false);
    form->addRow(tr("&GPU"), m_gpu);

    m_compareGpu = new QComboBox(box);
    m_compareGpu->setObjectName(QStringLiteral("compareGpu"));
    m_compareGpu->setToolTip(
        tr("A second GPU (catalog, user or measured profile) evaluated with the same inputs: "
           "the results show both side by side with their ratio, and the charts overlay both."));
    populateGpus(m_compareGpu, true);
    form->addRow(tr("Compare &with"), m_compareGpu);
    // Long profile names ("… Grace Hopper Superchip (96GB HBM3)") would widen the whole
    // left column at the charts' expense; the popup still shows them in full.
    for (QComboBox *c : {m_model, m_gpu, m_compareGpu}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(22);
    }

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
    for (QComboBox *c : {m_model, m_gpu, m_compareGpu, m_phase, m_weights, m_kv, m_activations})
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *s : {m_batch, m_context, m_gqa})
        connect(s, &QSpinBox::valueChanged, this, changed);
    connect(m_efficiency, &QSlider::valueChanged, this, changed);
}

void CalculatorPage::populateGpus(QComboBox *box, bool withNone) {
    const QString current = box->currentData().toString();
    const bool hadItems = box->count() > 0;
    box->clear();
    if (withNone)
        box->addItem(tr("(none)"), QString());
    for (const HardwareProfile &g : Catalog::builtIn().gpus())
        box->addItem(g.name, g.id);
    for (const HardwareProfile &g : std::as_const(m_extraProfiles))
        box->addItem(
            g.source == QLatin1String("measured") ? tr("%1 (measured)").arg(g.name) : g.name, g.id);
    const QString fallback = withNone ? QString() : QStringLiteral("h100-sxm");
    const int i = box->findData(hadItems || !current.isEmpty() ? current : fallback);
    box->setCurrentIndex(std::max(0, i >= 0 ? i : box->findData(fallback)));
}

const HardwareProfile *CalculatorPage::profile(const QString &id) const {
    if (id.isEmpty())
        return nullptr;
    for (const HardwareProfile &g : std::as_const(m_extraProfiles)) {
        if (g.id == id)
            return &g;
    }
    return Catalog::builtIn().gpu(id);
}

void CalculatorPage::setExtraProfiles(const QList<HardwareProfile> &profiles) {
    m_extraProfiles = profiles;
    m_restoring = true;
    populateGpus(m_gpu, false);
    populateGpus(m_compareGpu, true);
    m_restoring = false;
    recompute();
}

void CalculatorPage::selectModel(const QString &id) {
    m_model->setCurrentIndex(m_model->findData(id));
}
void CalculatorPage::selectGpu(const QString &id) {
    m_gpu->setCurrentIndex(m_gpu->findData(id));
}
void CalculatorPage::selectCompareGpu(const QString &id) {
    m_compareGpu->setCurrentIndex(std::max(0, m_compareGpu->findData(id)));
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
void CalculatorPage::setView(View view) {
    m_views->setCurrentIndex(view == View::Roofline ? 0 : 1);
}
CalculatorPage::View CalculatorPage::view() const {
    return m_views->currentIndex() == 1 ? View::Sweep : View::Roofline;
}
void CalculatorPage::setSweepVariable(SweepVariable variable) {
    m_sweepPanel->setVariable(variable);
}
void CalculatorPage::setSweepRange(qint64 from, qint64 to) {
    m_sweepPanel->setRange(from, to);
}
const QList<SweepResult> &CalculatorPage::sweeps() const {
    return m_sweepPanel->sweeps();
}
void CalculatorPage::updateSweepNow() {
    m_sweepPanel->updateNow();
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
    const HardwareProfile *gpu = profile(m_gpu->currentData().toString());
    const HardwareProfile *other = profile(m_compareGpu->currentData().toString());
    m_results->setComparing(other != nullptr);
    const InferenceConfig cfg = config();
    // Handed over before evaluating: the sweep range's default end needs the model even when
    // the step cannot be evaluated.
    m_sweepPanel->setInputs({model ? std::optional<ModelSpec>(*model) : std::nullopt,
                             gpu ? std::optional<HardwareProfile>(*gpu) : std::nullopt,
                             other ? std::optional<HardwareProfile>(*other) : std::nullopt, cfg});
    if (!model || !gpu) {
        showError(tr("Choose a model and a GPU."));
        return;
    }
    const auto result = RooflineCalculator::evaluate(*model, Ceilings::fromProfile(*gpu), cfg);
    if (!result) {
        showError(result.error().message);
        return;
    }
    std::optional<OperatingPoint> otherResult;
    QString otherError;
    if (other) {
        const auto r = RooflineCalculator::evaluate(*model, Ceilings::fromProfile(*other), cfg);
        if (r)
            otherResult = *r;
        else
            otherError = r.error().message;
    }
    showResult(*result, *gpu, *model, otherResult ? &*otherResult : nullptr, other, otherError);
}

void CalculatorPage::showError(const QString &message) {
    m_result.reset();
    m_compareResult.reset();
    m_error = message;
    m_results->showError(message);
    m_chartView->showMessage(message);
    m_sweepPanel->showError(message);
    emit evaluated();
}

void CalculatorPage::showResult(const OperatingPoint &op, const HardwareProfile &gpu,
                                const ModelSpec &model, const OperatingPoint *other,
                                const HardwareProfile *otherGpu, const QString &otherError) {
    m_result = op;
    m_compareResult = other ? std::optional<OperatingPoint>(*other) : std::nullopt;
    m_error.clear();
    m_results->showResult(op, gpu, other, otherGpu, otherError);

    // Only the visible chart is redrawn per change: building a QChart costs milliseconds, the
    // calculator microseconds (bench_calculator).
    m_rooflineDirty = view() != View::Roofline;
    if (!m_rooflineDirty)
        updateRooflineChart(op, gpu, model, other, otherGpu);
    m_saveTimer->start();
    emit evaluated();
}

void CalculatorPage::updateRooflineChart(const OperatingPoint &op, const HardwareProfile &gpu,
                                         const ModelSpec &model, const OperatingPoint *other,
                                         const HardwareProfile *otherGpu) {
    using namespace units;
    // Spec roofs dashed, the achieved-bandwidth roof solid, the operating point; with a
    // compared GPU both sets, coloured by GPU.
    const QLocale locale;
    RooflineData data;
    // With two GPUs the legend names them; the title says what they share.
    data.title =
        other ? tr("%1, %2, batch %3, context %4")
                    .arg(model.name, config().phase == Phase::Decode ? tr("decode") : tr("prefill"))
                    .arg(m_batch->value())
                    .arg(m_context->value())
              : tr("%1 on %2").arg(model.name, gpu.name);
    const auto add = [&](const OperatingPoint &p, const HardwareProfile &g, int index) {
        RooflineCeilings spec;
        spec.label = tr("%1 (%2)").arg(
            g.name, g.source == QLatin1String("measured") ? tr("measured") : tr("spec"));
        spec.measured = g.source == QLatin1String("measured");
        spec.runIndex = other ? index : -1;
        spec.compute.insert(p.computeFormat, p.peakFlops);
        spec.bandwidth.insert(QStringLiteral("HBM"), g.memoryBandwidth);
        spec.memoryLevel = QStringLiteral("HBM");
        data.ceilings << spec;
        if (p.effectiveBandwidth < g.memoryBandwidth) {
            RooflineCeilings achieved = spec;
            achieved.label =
                other ? tr("%1 at %2 % efficiency").arg(g.name).arg(m_efficiency->value())
                      : tr("achieved at %1 % efficiency").arg(m_efficiency->value());
            achieved.measured = true;
            achieved.bandwidth[QStringLiteral("HBM")] = p.effectiveBandwidth;
            data.ceilings << achieved;
        }
        RooflinePoint point;
        point.label =
            tr("%1 b%2").arg(RooflineCalculator::phaseName(config().phase)).arg(m_batch->value());
        point.group = other ? tr("operating point on %1").arg(g.name) : tr("operating point");
        point.intensity = p.arithmeticIntensity;
        point.flops = p.flops / p.stepTime;
        const double roof = std::min(p.peakFlops, p.arithmeticIntensity * p.effectiveBandwidth);
        point.tooltip =
            tr("%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)")
                .arg(BoundState::label(p.state), locale.toString(p.arithmeticIntensity, 'g', 3),
                     formatSi(point.flops, QStringLiteral("FLOP/s")),
                     locale.toString(100 * point.flops / roof, 'f', 0));
        if (other)
            point.tooltip = g.name + QStringLiteral(": ") + point.tooltip;
        data.points << point;
    };
    add(op, gpu, 0);
    if (other)
        add(*other, *otherGpu, 1);
    m_chartView->setOwnedChart(ChartFactory(m_units).roofline(data));
}

void CalculatorPage::setDisplayUnits(const DisplayUnits &units) {
    m_units = units;
    recompute();
}

void CalculatorPage::saveSettings() const {
    if (m_restoring)
        return;
    QSettings s;
    s.beginGroup(QStringLiteral("calculator"));
    s.setValue(QStringLiteral("model"), m_model->currentData());
    s.setValue(QStringLiteral("gpu"), m_gpu->currentData());
    s.setValue(QStringLiteral("compareGpu"), m_compareGpu->currentData());
    s.setValue(QStringLiteral("phase"), m_phase->currentIndex());
    s.setValue(QStringLiteral("weights"), m_weights->currentIndex());
    s.setValue(QStringLiteral("kv"), m_kv->currentIndex());
    s.setValue(QStringLiteral("activations"), m_activations->currentIndex());
    s.setValue(QStringLiteral("batch"), m_batch->value());
    s.setValue(QStringLiteral("context"), m_context->value());
    s.setValue(QStringLiteral("gqa"), m_gqa->value());
    s.setValue(QStringLiteral("efficiency"), m_efficiency->value());
    s.setValue(QStringLiteral("view"), m_views->currentIndex());
    m_sweepPanel->saveSettings(s);
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
    m_compareGpu->setCurrentIndex(
        std::max(0, m_compareGpu->findData(s.value(QStringLiteral("compareGpu"), QString()))));
    m_phase->setCurrentIndex(s.value(QStringLiteral("phase"), 0).toInt());
    m_weights->setCurrentIndex(
        s.value(QStringLiteral("weights"), m_weights->findData(QStringLiteral("bf16"))).toInt());
    m_kv->setCurrentIndex(s.value(QStringLiteral("kv"), 0).toInt());
    m_activations->setCurrentIndex(s.value(QStringLiteral("activations"), 0).toInt());
    m_batch->setValue(s.value(QStringLiteral("batch"), 1).toInt());
    m_context->setValue(s.value(QStringLiteral("context"), 4096).toInt());
    m_gqa->setValue(s.value(QStringLiteral("gqa"), 0).toInt());
    m_efficiency->setValue(s.value(QStringLiteral("efficiency"), 100).toInt());
    m_sweepPanel->restoreSettings(s, Catalog::builtIn().model(m_model->currentData().toString()));
    m_views->setCurrentIndex(s.value(QStringLiteral("view"), 0).toInt());
    m_restoring = false;
}

} // namespace roofline::ui
