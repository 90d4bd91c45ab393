// SPDX-License-Identifier: MIT
#include "ui/calculator/CalculatorPage.h"

#include "model/Catalog.h"
#include "model/Units.h"
#include "model/analysis/BoundState.h"
#include "model/analysis/MeasuredProfile.h"
#include "model/llm/TensorParallel.h"
#include "report/ChartData.h"
#include "report/ChartFactory.h"
#include "ui/calculator/CalculatorGroupTable.h"
#include "ui/calculator/CalculatorMeasuredPanel.h"
#include "ui/calculator/CalculatorResultPanel.h"
#include "ui/calculator/CalculatorSources.h"
#include "ui/calculator/CalculatorSweepPanel.h"
#include "ui/widgets/ChartView.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/WheelGuard.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

// Selects `key` in `box` when it is there; true when it was.
bool selectData(QComboBox *box, const QString &key) {
    const int i = box->findData(key);
    if (i >= 0)
        box->setCurrentIndex(i);
    return i >= 0;
}

} // namespace

CalculatorPage::CalculatorPage(Session *services, QWidget *parent)
    : QWidget(parent) {
    m_sources = new CalculatorSources(services, this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("splitter"));
    splitter->setChildrenCollapsible(false);
    m_splitter = splitter;
    QWidget *left = buildInputSide(splitter);
    QWidget *right = buildViewSide(splitter);

    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    // The wheel scrolls the page until the user clicks into a box (issue 32).
    WheelGuard::install(this);

    connect(m_sweepPanel, &CalculatorSweepPanel::updated, this, &CalculatorPage::sweepUpdated);
    // QSettings writes its file on every save: once the inputs rest, not per slider tick.
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &CalculatorPage::saveSettings);
    connect(m_sweepPanel, &CalculatorSweepPanel::settingsChanged, m_saveTimer,
            qOverload<>(&QTimer::start));
    connectSources();

    restoreSettings();
    modelChanged();
    m_sources->reload();
    // A parent given here sends no ParentChange: watch its size from the start.
    if (parentWidget())
        parentWidget()->installEventFilter(this);
}

// Left: the configuration above the results.
QWidget *CalculatorPage::buildInputSide(QSplitter *splitter) {
    auto *left = new QWidget(splitter);
    m_left = left;
    auto *leftLayout = new QVBoxLayout(left);

    auto *inputs = new QGroupBox(tr("Configuration"), left);
    auto *form = new QFormLayout(inputs);
    buildInputs(form);
    leftLayout->addWidget(inputs);
    m_results = new CalculatorResultPanel(left);
    leftLayout->addWidget(m_results);
    leftLayout->addStretch();
    return left;
}

// Right: what a chosen run measured (shown only then) above the charts that draw it.
QWidget *CalculatorPage::buildViewSide(QSplitter *splitter) {
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_measuredPanel = new CalculatorMeasuredPanel(right);
    rightLayout->addWidget(m_measuredPanel);
    m_views = new QTabWidget(right);
    rightLayout->addWidget(m_views, 1);
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
    auto *groupsTab = new QWidget(m_views);
    auto *groupsLayout = new QVBoxLayout(groupsTab);
    m_formats = new QLabel(groupsTab);
    m_formats->setObjectName(QStringLiteral("formats"));
    m_formats->setWordWrap(true);
    m_formats->setToolTip(tr("The format each tensor is stored in and the arithmetic runs in "
                             "(docs/model/precision.md): quantised checkpoints keep embedding, "
                             "lm_head and KV cache in the model's dtype."));
    m_groups = new CalculatorGroupTable(groupsTab);
    groupsLayout->addWidget(m_formats);
    groupsLayout->addWidget(m_groups, 1);
    m_views->addTab(groupsTab, tr("&Kernel groups"));
    m_views->setTabToolTip(2, tr("The step kernel group by kernel group, each at its own bound, "
                                 "and their sum."));
    connect(m_views, &QTabWidget::currentChanged, this, [this] {
        m_sweepPanel->setActive(m_views->currentIndex() == 1);
        if (m_views->currentIndex() == 0 && m_rooflineDirty && !m_restoring)
            recompute();
        m_saveTimer->start();
    });
    return right;
}

void CalculatorPage::connectSources() {
    // The database's models, profiles and runs arrive later; a run's ceilings on demand.
    connect(m_sources, &CalculatorSources::listsChanged, this, [this] {
        m_restoring = true;
        populateModels();
        populateGpus(m_gpu, false);
        populateGpus(m_compareGpu, true);
        for (const auto &[box, wanted] :
             {std::pair{m_model, &m_wantedModel}, std::pair{m_gpu, &m_wantedGpu},
              std::pair{m_compareGpu, &m_wantedCompareGpu}}) {
            if (!wanted->isEmpty() && selectData(box, *wanted))
                wanted->clear();
        }
        m_restoring = false;
        modelChanged();
    });
    connect(m_sources, &CalculatorSources::runLoaded, this, [this] { recompute(); });
    connect(m_sources, &CalculatorSources::runFailed, this,
            [this](qint64, const QString &message) { showError(message); });
}

CalculatorPage::~CalculatorPage() {
    saveSettings();
}

std::optional<qint64> CalculatorPage::runIdOf(const QString &key) {
    if (!key.startsWith(QLatin1String("run:")))
        return std::nullopt;
    bool ok = false;
    const qint64 id = key.mid(4).toLongLong(&ok);
    return ok ? std::optional<qint64>(id) : std::nullopt;
}

Qt::Orientation CalculatorPage::arrangement() const {
    return m_splitter->orientation();
}

bool CalculatorPage::event(QEvent *event) {
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    const bool handled = QWidget::event(event);
    if (event->type() == QEvent::ParentChange) {
        if (parentWidget())
            parentWidget()->installEventFilter(this);
        reflow();
    }
    return handled;
}

bool CalculatorPage::eventFilter(QObject *watched, QEvent *event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        reflow();
    return QWidget::eventFilter(watched, event);
}

void CalculatorPage::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    reflow();
}

void CalculatorPage::reflow() {
    // In a scroll area the page is at least as wide as it asks to be: the viewport's width is
    // the room there is.
    const int available = parentWidget() ? parentWidget()->width() : width();
    const int needed =
        m_left->minimumSizeHint().width()
        + std::max(m_chartView->minimumWidth(), m_views->parentWidget()->minimumSizeHint().width())
        + m_splitter->handleWidth();
    const Qt::Orientation wanted = available >= needed ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != wanted)
        m_splitter->setOrientation(wanted);
}

const HardwareProfile *CalculatorPage::profile(const QString &key) {
    if (key.isEmpty())
        return nullptr;
    if (const auto run = runIdOf(key)) {
        if (const HardwareProfile *p = m_sources->run(*run))
            return p;
        m_sources->loadRun(*run);
        return nullptr;
    }
    const QList<HardwareProfile> *lists[] = {&m_extraProfiles, &m_sources->lists().gpus};
    for (const QList<HardwareProfile> *list : lists) {
        for (const HardwareProfile &g : *list) {
            if (g.id == key)
                return &g;
        }
    }
    return Catalog::builtIn().gpu(key);
}

std::optional<ModelSpec> CalculatorPage::currentModel() const {
    const QString id = m_model->currentData().toString();
    if (id == genericModelId()) {
        ModelSpec m;
        m.id = genericModelId();
        m.source = QStringLiteral("user");
        m.rawParams = m_params->value() * 1e9;
        m.layers = m_paramsLayers->value();
        m.dModel = m_paramsDModel->value();
        m.name = tr("%1 parameters").arg(units::formatSi(m.rawParams, QString()));
        return m;
    }
    if (const ModelSpec *m = Catalog::builtIn().model(id))
        return *m;
    for (const ModelSpec &m : m_sources->lists().models) {
        if (m.id == id)
            return m;
    }
    return std::nullopt;
}

// A new model: the generic row shows or hides, the KV-head box takes the model's heads.
void CalculatorPage::modelChanged() {
    const std::optional<ModelSpec> m = currentModel();
    const bool generic = m && !m->hasArchitecture();
    if (auto *form = qobject_cast<QFormLayout *>(m_genericRow->parentWidget()->layout()))
        form->setRowVisible(m_genericRow, generic);
    const bool hasHeads = m && m->hasArchitecture() && !m->isMla();
    m_kvHeads->setEnabled(hasHeads);
    m_kvHeads->setMaximum(hasHeads ? m->heads : 0);
    m_kvHeads->setSpecialValueText(hasHeads          ? tr("model's own (%1)").arg(m->kvHeads)
                                   : m && m->isMla() ? tr("latent (MLA)")
                                                     : tr("n/a"));
    if (!m_restoring)
        recompute();
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
void CalculatorPage::setParams(double params) {
    m_params->setValue(params / 1e9);
}
void CalculatorPage::setView(View view) {
    m_views->setCurrentIndex(int(view));
}
CalculatorPage::View CalculatorPage::view() const {
    return View(std::clamp(m_views->currentIndex(), 0, 2));
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

InferenceConfig CalculatorPage::config(const ModelSpec *model) const {
    InferenceConfig c;
    c.phase = m_phase->currentIndex() == 0 ? Phase::Decode : Phase::Prefill;
    c.batch = m_batch->value();
    c.context = m_context->value();
    c.weights = m_weights->currentData().toString();
    c.kv = m_kv->currentData().toString();
    c.activations = m_activations->currentData().toString();
    // The box holds KV heads (the GQA paper's groups); the calculator takes query heads per
    // KV head.
    if (model && model->heads > 0 && m_kvHeads->isEnabled() && m_kvHeads->value() > 0)
        c.gqa = std::max(1, model->heads / m_kvHeads->value());
    c.tensorParallel = m_tp->value();
    c.efficiency = m_efficiency->value() / 100.0;
    c.computeEfficiency = m_computeEfficiency->value() / 100.0;
    return c;
}

void CalculatorPage::recompute() {
    m_efficiencyLabel->setText(QStringLiteral("%1 %").arg(m_efficiency->value()));
    m_computeEfficiencyLabel->setText(QStringLiteral("%1 %").arg(m_computeEfficiency->value()));
    const std::optional<ModelSpec> model = currentModel();
    const QString gpuKey = m_gpu->currentData().toString();
    const QString otherKey = m_compareGpu->currentData().toString();
    const HardwareProfile *gpu = profile(gpuKey);
    const HardwareProfile *other = profile(otherKey);
    m_results->setComparing(!otherKey.isEmpty());
    InferenceConfig cfg = config(model ? &*model : nullptr);
    const InferenceConfig typed = cfg; // the compared GPU keeps the typed efficiencies
    if (model && gpu) {
        updateMeasured(gpuKey, *model, *gpu, &cfg);
    } else {
        m_measured.reset();
        m_measuredSeries.clear();
    }
    // Query heads per KV head, the other convention, next to the box.
    if (model && m_kvHeads->isEnabled()) {
        const int kv = m_kvHeads->value() > 0 ? m_kvHeads->value() : model->kvHeads;
        m_kvHeadsHint->setText(tr("%1 query heads per KV head").arg(double(model->heads) / kv));
    } else {
        m_kvHeadsHint->clear();
    }
    showTensorParallelHint(model ? &*model : nullptr);
    // Handed over before evaluating: the sweep range's default end needs the model even when
    // the step cannot be evaluated.
    m_sweepPanel->setInputs({model, gpu ? std::optional<HardwareProfile>(*gpu) : std::nullopt,
                             other ? std::optional<HardwareProfile>(*other) : std::nullopt, cfg,
                             m_measuredSeries, MeasuredStep::flipBatch(m_measuredSeries)});
    if (const auto run = runIdOf(gpuKey); run && !gpu) {
        if (m_sources->isLoading(*run))
            showError(tr("Reading the measured ceilings of %1…").arg(m_gpu->currentText()));
        return;
    }
    if (!model || !gpu) {
        showError(tr("Choose a model and a GPU."));
        return;
    }
    if (m_kvHeads->isEnabled() && m_kvHeads->value() > 0
        && model->heads % m_kvHeads->value() != 0) {
        showError(tr("%1 query heads cannot be shared evenly by %2 key/value heads.")
                      .arg(model->heads)
                      .arg(m_kvHeads->value()));
        return;
    }
    const auto result =
        RooflineCalculator::evaluate(*model, MeasuredProfile::ceilingsFor(*gpu), cfg);
    if (!result) {
        showError(result.error().message);
        return;
    }
    std::optional<OperatingPoint> otherResult;
    QString otherError;
    if (other) {
        const auto r =
            RooflineCalculator::evaluate(*model, MeasuredProfile::ceilingsFor(*other), typed);
        if (r)
            otherResult = *r;
        else
            otherError = r.error().message;
    } else if (!otherKey.isEmpty()) {
        otherError = tr("reading its measured ceilings…");
    }
    showResult(*result, *gpu, *model, otherResult ? &*otherResult : nullptr, other, otherError);
}

// Beside the TP box: why a count does not work for the model and which ones do, so an
// invalid choice explains itself next to where it was made, not only in the results.
void CalculatorPage::showTensorParallelHint(const ModelSpec *model) {
    const int tp = m_tp->value();
    if (!model || tp <= 1) {
        m_tpHint->clear();
        m_tpHint->hide(); // no empty row under the box
        return;
    }
    const auto shard = TensorParallel::shard(*model, tp);
    if (shard) {
        m_tpHint->clear();
        m_tpHint->hide(); // no empty row under the box
        return;
    }
    QStringList fits;
    for (int n = 1; n <= m_tp->maximum(); ++n) {
        if (TensorParallel::shard(*model, n))
            fits << QString::number(n);
    }
    m_tpHint->show();
    m_tpHint->setText(palette::coloured(
        (fits.isEmpty() ? tr("%1.").arg(shard.error().message)
                        : tr("%1. It splits over %2 GPUs.")
                              .arg(shard.error().message, QLocale().createSeparatedList(fits)))
            .toHtmlEscaped(),
        palette::problem()));
}

void CalculatorPage::showError(const QString &message) {
    m_result.reset();
    m_compareResult.reset();
    m_error = message;
    m_results->showError(message);
    m_chartView->showMessage(message);
    m_sweepPanel->showError(message);
    m_groups->clearGroups();
    m_formats->clear();
    m_measuredPanel->hide();
    emit evaluated();
}

void CalculatorPage::showResult(const OperatingPoint &op, const HardwareProfile &gpu,
                                const ModelSpec &model, const OperatingPoint *other,
                                const HardwareProfile *otherGpu, const QString &otherError) {
    m_result = op;
    m_compareResult = other ? std::optional<OperatingPoint>(*other) : std::nullopt;
    m_error.clear();
    m_results->showResult(op, gpu, other, otherGpu, otherError);
    if (m_measured)
        m_measuredPanel->showComparison(*m_measured, op);
    m_groups->showGroups(op);
    m_formats->setText(
        tr("Attention weights %1, feed-forward %2, embedding %3, lm_head %4, KV cache %5, "
           "activations %6; GEMMs in %7, attention scores in %8.")
            .arg(op.attentionFormat, op.mlpFormat, op.embeddingFormat, op.lmHeadFormat, op.kvFormat,
                 op.activationsFormat, op.computeFormat, op.attentionMathFormat));

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
    // Spec roofs dashed, the achieved roofs (bandwidth and compute efficiency) solid, the
    // operating point; with a compared GPU both sets, coloured by GPU.
    const Phase phase = m_phase->currentIndex() == 0 ? Phase::Decode : Phase::Prefill;
    RooflineData data;
    // With two GPUs the legend names them; the title says what they share.
    data.title = other ? tr("%1, %2, batch %3, context %4")
                             .arg(model.name, phase == Phase::Decode ? tr("decode") : tr("prefill"))
                             .arg(m_batch->value())
                             .arg(m_context->value())
                       : tr("%1 on %2").arg(model.name, gpu.name);
    addRooflineGpu(&data, op, gpu, other ? 0 : -1, phase);
    if (other)
        addRooflineGpu(&data, *other, *otherGpu, 1, phase);
    addMeasuredKernels(&data);
    m_chartView->setOwnedChart(ChartFactory(m_units).roofline(data));
}

// One GPU's spec roofs, its achieved roofs when below them, and its operating point;
// `index` is its place among compared GPUs, -1 when it is the only one.
void CalculatorPage::addRooflineGpu(RooflineData *data, const OperatingPoint &p,
                                    const HardwareProfile &g, int index, Phase phase) const {
    using namespace units;
    const QLocale locale;
    const bool compared = index >= 0;
    RooflineCeilings spec;
    spec.label = tr("%1 (%2)").arg(g.name, g.source == QLatin1String("measured") ? tr("measured")
                                                                                 : tr("spec"));
    spec.measured = g.source == QLatin1String("measured");
    spec.runIndex = index;
    spec.compute.insert(p.computeFormat, p.peakFlops);
    // The roof of the memory the profile's bandwidth is of: DRAM for a CPU run; the step's
    // own roof at 100 % (a measured run's read stream, Ceilings::fromProfile).
    spec.memoryLevel = g.memoryLevel();
    const double roof100 = Ceilings::fromProfile(g).bandwidth;
    spec.bandwidth.insert(spec.memoryLevel, roof100);
    data->ceilings << spec;
    if (p.effectiveBandwidth < roof100 || p.effectivePeakFlops < p.peakFlops) {
        RooflineCeilings achieved = spec;
        achieved.label = compared ? tr("%1 at %2 % / %3 % efficiency")
                                        .arg(g.name)
                                        .arg(m_efficiency->value())
                                        .arg(m_computeEfficiency->value())
                                  : tr("achieved at %1 % bandwidth, %2 % compute efficiency")
                                        .arg(m_efficiency->value())
                                        .arg(m_computeEfficiency->value());
        achieved.measured = true;
        achieved.bandwidth[spec.memoryLevel] = p.effectiveBandwidth;
        achieved.compute[p.computeFormat] = p.effectivePeakFlops;
        data->ceilings << achieved;
    }
    RooflinePoint point;
    point.label = tr("%1 b%2").arg(RooflineCalculator::phaseName(phase)).arg(m_batch->value());
    point.group = compared ? tr("operating point on %1").arg(g.name) : tr("operating point");
    point.intensity = p.arithmeticIntensity;
    point.flops = p.flops / p.stepTime;
    const double roof =
        std::min(p.effectivePeakFlops, p.arithmeticIntensity * p.effectiveBandwidth);
    point.tooltip =
        tr("%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)")
            .arg(BoundState::label(p.state), locale.toString(p.arithmeticIntensity, 'g', 3),
                 formatSi(point.flops, QStringLiteral("FLOP/s")),
                 locale.toString(100 * point.flops / roof, 'f', 0));
    if (compared)
        point.tooltip = g.name + QStringLiteral(": ") + point.tooltip;
    data->points << point;
}

// The run's own kernels of this step, each where it ran (its FLOPs per byte, its FLOP/s).
void CalculatorPage::addMeasuredKernels(RooflineData *data) const {
    using namespace units;
    const QLocale locale;
    if (m_measured) {
        for (const MeasuredKernelPoint &k : std::as_const(m_measured->kernels)) {
            RooflinePoint point;
            point.label = k.id;
            point.group = tr("measured");
            point.intensity = k.intensity;
            point.flops = k.flopsPerSecond;
            point.tooltip =
                tr("%1 (measured, %2): %3 per call, %4 at %5 FLOP/byte, %6 "
                   "of its roof in the run")
                    .arg(k.id, BoundState::label(k.bound), formatSeconds(k.seconds),
                         formatSi(k.flopsPerSecond, QStringLiteral("FLOP/s")),
                         locale.toString(k.intensity, 'g', 3),
                         locale.toString(100 * k.efficiency, 'f', 0) + QStringLiteral("\u00a0%"));
            data->points << point;
        }
    }
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
    // An entry of the database not listed yet keeps the choice it stands for.
    const auto key = [](const QComboBox *box, const QString &wanted) {
        return wanted.isEmpty() ? box->currentData().toString() : wanted;
    };
    s.setValue(QStringLiteral("model"), key(m_model, m_wantedModel));
    s.setValue(QStringLiteral("gpu"), key(m_gpu, m_wantedGpu));
    s.setValue(QStringLiteral("compareGpu"), key(m_compareGpu, m_wantedCompareGpu));
    s.setValue(QStringLiteral("phase"), m_phase->currentIndex());
    s.setValue(QStringLiteral("weights"), m_weights->currentData());
    s.setValue(QStringLiteral("kv"), m_kv->currentData());
    s.setValue(QStringLiteral("activations"), m_activations->currentData());
    s.setValue(QStringLiteral("batch"), m_batch->value());
    s.setValue(QStringLiteral("context"), m_context->value());
    s.setValue(QStringLiteral("kvHeads"), m_kvHeads->value());
    s.setValue(QStringLiteral("tp"), m_tp->value());
    s.setValue(QStringLiteral("params"), m_params->value());
    s.setValue(QStringLiteral("paramsLayers"), m_paramsLayers->value());
    s.setValue(QStringLiteral("paramsDModel"), m_paramsDModel->value());
    s.setValue(QStringLiteral("efficiency"), m_efficiency->value());
    s.setValue(QStringLiteral("computeEfficiency"), m_computeEfficiency->value());
    s.setValue(QStringLiteral("measuredEfficiency"), m_measuredEfficiency->isChecked());
    s.setValue(QStringLiteral("view"), m_views->currentIndex());
    m_sweepPanel->saveSettings(s);
}

void CalculatorPage::restoreSettings() {
    m_restoring = true;
    QSettings s;
    s.beginGroup(QStringLiteral("calculator"));
    // Entries of the database (user models, profiles, runs) arrive later: remember them.
    const auto restore = [&s](QComboBox *box, const char *name, const QString &fallback,
                              QString *wanted) {
        const QString key = s.value(QLatin1String(name), fallback).toString();
        if (!selectData(box, key)) {
            *wanted = key;
            selectData(box, fallback);
        }
    };
    restore(m_model, "model", QStringLiteral("llama-3-8b"), &m_wantedModel);
    restore(m_gpu, "gpu", QStringLiteral("h100-sxm"), &m_wantedGpu);
    restore(m_compareGpu, "compareGpu", QString(), &m_wantedCompareGpu);
    m_phase->setCurrentIndex(s.value(QStringLiteral("phase"), 0).toInt());
    for (const auto &[box, name] : {std::pair{m_weights, "weights"}, std::pair{m_kv, "kv"},
                                    std::pair{m_activations, "activations"}})
        selectData(box, s.value(QLatin1String(name), QString()).toString());
    m_batch->setValue(s.value(QStringLiteral("batch"), 1).toInt());
    m_context->setValue(s.value(QStringLiteral("context"), 4096).toInt());
    m_params->setValue(s.value(QStringLiteral("params"), 8.0).toDouble());
    m_paramsLayers->setValue(s.value(QStringLiteral("paramsLayers"), 0).toInt());
    m_paramsDModel->setValue(s.value(QStringLiteral("paramsDModel"), 0).toInt());
    modelChanged(); // the KV-head box's range follows the model
    m_kvHeads->setValue(s.value(QStringLiteral("kvHeads"), 0).toInt());
    m_tp->setValue(s.value(QStringLiteral("tp"), 1).toInt());
    m_efficiency->setValue(s.value(QStringLiteral("efficiency"), 100).toInt());
    m_computeEfficiency->setValue(s.value(QStringLiteral("computeEfficiency"), 100).toInt());
    m_measuredEfficiency->setChecked(s.value(QStringLiteral("measuredEfficiency"), false).toBool());
    const std::optional<ModelSpec> model = currentModel();
    m_sweepPanel->restoreSettings(s, model ? &*model : nullptr);
    m_views->setCurrentIndex(s.value(QStringLiteral("view"), 0).toInt());
    m_restoring = false;
}

} // namespace roofline::ui
