// SPDX-License-Identifier: MIT
#include "ui/pages/HardwarePage.h"

#include "model/analysis/MeasuredProfile.h"
#include "ui/profiles/GpuProfileAdapter.h"
#include "ui/profiles/ProfileEditor.h"
#include "ui/services/Session.h"
#include "ui/widgets/MeasuredSpecPanel.h"

#include <QHBoxLayout>

namespace roofline::ui {

HardwarePage::HardwarePage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_measured = new MeasuredSpecPanel(services, this);
    m_editor = new ProfileEditor(services, std::make_shared<GpuProfileAdapter>(), this);
    m_editor->setBelowTable(m_measured);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);

    connect(m_editor, &ProfileEditor::edited, this, &HardwarePage::edited);
    connect(m_editor, &ProfileEditor::itemChanged, this, &HardwarePage::showSpec);
    connect(m_measured, &MeasuredSpecPanel::profileFromRunClicked, this,
            &HardwarePage::profileFromRun);
    // Measured profiles come from runs: their list follows the runs too.
    connect(services, &Session::runsChanged, this, &HardwarePage::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        m_measured->reset();
        m_measured->reload();
    });
    showSpec();
    m_measured->reload();
}

ProfileTableModel *HardwarePage::tableModel() const {
    return m_editor->tableModel();
}

FieldForm *HardwarePage::form() const {
    return m_editor->form();
}

RunPicker *HardwarePage::runPicker() const {
    return m_measured->runPicker();
}

bool HardwarePage::isBusy() const {
    return m_editor->isBusy() || m_measured->isBusy();
}

void HardwarePage::reload() {
    m_editor->reload();
    m_measured->reload();
}

void HardwarePage::showSpec() {
    const QVariant &loaded = m_editor->loadedItem();
    if (!loaded.isValid()) {
        m_measured->setSpec(std::nullopt);
        return;
    }
    const HardwareProfile &spec = GpuProfileAdapter::of(loaded);
    m_measured->setSpec(spec.id.isEmpty() ? std::nullopt : std::optional<HardwareProfile>(spec));
}

qint64 HardwarePage::measuredRunId() const {
    return m_measured->runId();
}

void HardwarePage::setMeasuredRunId(qint64 id) {
    m_measured->setRunId(id);
}

int HardwarePage::measuredRowCount() const {
    return m_measured->rowCount();
}

HardwareProfile HardwarePage::formProfile() const {
    const QVariant item = m_editor->formItem();
    return item.isValid() ? GpuProfileAdapter::of(item) : HardwareProfile();
}

void HardwarePage::loadProfile(const HardwareProfile &profile) {
    m_editor->loadItem(GpuProfileAdapter::wrap(profile));
}

void HardwarePage::newProfile() {
    m_editor->newItem();
}

void HardwarePage::duplicateCurrent() {
    m_editor->duplicateCurrent();
}

bool HardwarePage::saveCurrent() {
    return m_editor->saveCurrent();
}

void HardwarePage::deleteCurrent() {
    m_editor->deleteCurrent();
}

void HardwarePage::profileFromRun() {
    const std::optional<Run> measured = m_measured->run();
    if (!measured) {
        emit edited(tr("Choose a run first."));
        return;
    }
    if (!m_editor->mayDiscard())
        return;
    const Run &run = *measured;
    HardwareProfile p = MeasuredProfile::derive(run);
    p.source = QStringLiteral("user");
    const QString host = run.host.hostname.isEmpty() ? QStringLiteral("run") : run.host.hostname;
    p.id = QStringLiteral("measured-%1-%2").arg(host.toLower()).arg(run.id);
    p.name = tr("%1 measured on %2 (run #%3)")
                 .arg(run.device.name.isEmpty() ? run.device.id : run.device.name, host)
                 .arg(run.id);
    m_editor->loadItem(GpuProfileAdapter::wrap(p), ProfileEditor::Pristine::Unsaved);
    m_services->showStatus(tr("A profile from run #%1: check it, then Save.").arg(run.id));
    m_editor->focusId();
}

} // namespace roofline::ui
