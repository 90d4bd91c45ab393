// SPDX-License-Identifier: MIT
#include "ui/pages/ModelsPage.h"

#include "model/llm/HfConfig.h"
#include "storage/InputFile.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/profiles/LlmSpecAdapter.h"
#include "ui/profiles/ProfileEditor.h"
#include "ui/widgets/ErrorDialog.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace roofline::ui {

ModelsPage::ModelsPage(Session *services, QWidget *parent)
    : QWidget(parent) {
    m_editor = new ProfileEditor(services, std::make_shared<LlmSpecAdapter>(), this);
    auto *import = new QPushButton(tr("&Import config.json…"), this);
    import->setObjectName(QStringLiteral("importConfig"));
    import->setToolTip(tr("Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, Gemma, "
                          "Phi-3, DeepSeek, GPT-OSS) into the form as a new model of yours; "
                          "nothing is stored until you save."));
    connect(import, &QPushButton::clicked, this, &ModelsPage::importConfigWithDialog);
    m_editor->addButton(import);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
    connect(m_editor, &ProfileEditor::edited, this, &ModelsPage::edited);
}

ProfileTableModel *ModelsPage::tableModel() const {
    return m_editor->tableModel();
}

FieldForm *ModelsPage::form() const {
    return m_editor->form();
}

ModelSpec ModelsPage::formSpec() const {
    const QVariant item = m_editor->formItem();
    return item.isValid() ? LlmSpecAdapter::of(item) : ModelSpec();
}

void ModelsPage::loadSpec(const ModelSpec &spec) {
    m_editor->loadItem(LlmSpecAdapter::wrap(spec));
}

void ModelsPage::reload() {
    m_editor->reload();
}

void ModelsPage::newModel() {
    m_editor->newItem();
}

void ModelsPage::duplicateCurrent() {
    m_editor->duplicateCurrent();
}

bool ModelsPage::saveCurrent() {
    return m_editor->saveCurrent();
}

void ModelsPage::deleteCurrent() {
    m_editor->deleteCurrent();
}

void ModelsPage::importConfigWithDialog() {
    const QString path = FileDialogs::openFileName(this, tr("Import a Hugging Face config.json"),
                                                   QString(), tr("config.json (*.json)"));
    if (!path.isEmpty())
        importConfig(path);
}

bool ModelsPage::importConfig(const QString &path) {
    const auto bytes = storage::InputFile::read(path, storage::InputFile::Kind::ModelConfig);
    if (!bytes) {
        ErrorDialog::error(this, tr("Cannot import"), bytes.error().text(),
                           tr("Choose a readable config.json."));
        return false;
    }
    const auto imported = HfConfig::parse(*bytes, path);
    if (!imported) {
        ErrorDialog::error(this, tr("Cannot import"),
                           tr("%1: %2").arg(path, imported.error().text()),
                           tr("The field named is missing or wrong in the file; model types "
                              "read: %1.")
                               .arg(HfConfig::supportedTypes().join(QStringLiteral(", "))));
        return false;
    }
    if (!m_editor->mayDiscard())
        return false;
    ModelSpec spec = imported->model;
    // An id the list already has (a catalog entry of the same model) would replace nothing
    // but could not be saved: offer a free one.
    const ProfileTableModel *list = m_editor->tableModel();
    if (list->rowOf(spec.id) >= 0) {
        const QString base = spec.id + QStringLiteral("-config");
        spec.id = base;
        for (int n = 2; list->rowOf(spec.id) >= 0; ++n)
            spec.id = base + QLatin1Char('-') + QString::number(n);
    }
    m_editor->loadItem(LlmSpecAdapter::wrap(spec), ProfileEditor::Pristine::Unsaved);
    QString origin = tr("Imported from %1; not stored until you save.").arg(path);
    if (!imported->notes.isEmpty())
        origin += QLatin1Char(' ') + imported->notes.join(QLatin1Char(' '));
    m_editor->setOrigin(origin);
    m_editor->focusId();
    return true;
}

} // namespace roofline::ui
