// SPDX-License-Identifier: MIT
#include "ui/pages/ModelsPage.h"

#include "app/JobTracker.h"
#include "app/Profiles.h"
#include "model/Catalog.h"
#include "model/HfConfig.h"
#include "storage/InputFile.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/models/LlmSpecTableModel.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/FieldForm.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace roofline::ui {

ModelsPage::ModelsPage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_listJobs = new app::JobTracker(this);
    m_model = new LlmSpecTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LlmSpecTableModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *filter = new QLineEdit(this);
    filter->setPlaceholderText(tr("Filter models"));
    filter->setClearButtonEnabled(true);
    filter->setToolTip(tr("Show models whose name, id or source contains this text."));
    connect(filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("models"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    // Catalog order (by vendor and generation) until a header is clicked.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ModelsPage::showCurrent);
    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(filter);
    tableLayout->addWidget(m_view, 1);

    auto *editor = new QGroupBox(tr("Model"), this);
    auto *editorLayout = new QVBoxLayout(editor);
    m_origin = new QLabel(editor);
    m_origin->setWordWrap(true);
    editorLayout->addWidget(m_origin);
    m_form = new FieldForm(editor);
    m_id = new QLineEdit(editor);
    m_name = new QLineEdit(editor);
    m_family = new QLineEdit(editor);
    m_reference = new QLineEdit(editor);
    m_layers = spin(1000);
    m_dModel = spin(1 << 20);
    m_heads = spin(4096);
    m_kvHeads = spin(4096);
    m_headDim = spin(4096);
    m_ffn = spin(1 << 22);
    m_vocab = spin(1 << 24);
    m_experts = spin(4096);
    m_activeExperts = spin(4096);
    m_maxContext = spin(1 << 30);
    m_slidingWindow = spin(1 << 30);
    m_slidingLayers = spin(1000);
    m_tied = new QCheckBox(tr("Tied input and output embeddings"), editor);
    m_gated = new QCheckBox(tr("Gated feed-forward (SwiGLU/GeGLU)"), editor);
    m_form->addField(QStringLiteral("id"), tr("&Id"), m_id,
                     tr("A short unique name for the command line: lowercase letters, digits "
                        "and dashes (llama-3-8b)."));
    m_form->addField(QStringLiteral("name"), tr("&Name"), m_name, tr("The name shown in lists."));
    m_form->addField(QStringLiteral("family"), tr("&Family"), m_family,
                     tr("The model family, e.g. Llama 3."));
    m_form->addField(QStringLiteral("layers"), tr("&Layers"), m_layers,
                     tr("Transformer blocks. Every layer's weights are read once per decode "
                        "step, and each keeps its own KV cache."));
    m_form->addField(QStringLiteral("d_model"), tr("&Hidden size"), m_dModel,
                     tr("d_model: the width of the residual stream."));
    m_form->addField(QStringLiteral("heads"), tr("&Query heads"), m_heads,
                     tr("Attention query heads per layer."));
    m_form->addField(QStringLiteral("kv_heads"), tr("&KV heads"), m_kvHeads,
                     tr("Key/value heads per layer (GQA): fewer KV heads shrink the KV cache. "
                        "Must divide the query heads."));
    m_form->addField(QStringLiteral("head_dim"), tr("Head &size"), m_headDim,
                     tr("Width of one attention head (usually hidden size ÷ query heads)."));
    m_form->addField(QStringLiteral("ffn"), tr("F&eed-forward size"), m_ffn,
                     tr("Inner width of the feed-forward block (per expert for mixtures of "
                        "experts)."));
    m_form->addField(QStringLiteral("vocab"), tr("&Vocabulary"), m_vocab,
                     tr("Tokens in the vocabulary: sizes the embedding and output matrices."));
    m_form->addField(QStringLiteral("experts"), tr("E&xperts"), m_experts,
                     tr("Experts per layer; 0 for a dense model."));
    m_form->addField(QStringLiteral("active_experts"), tr("&Active experts"), m_activeExperts,
                     tr("Experts each token is routed to: only their weights are read."));
    m_form->addField(QStringLiteral("max_context"), tr("Max &context"), m_maxContext,
                     tr("The longest context the model supports, in tokens."));
    m_form->addField(QStringLiteral("sliding_window"), tr("Sliding &window"), m_slidingWindow,
                     tr("Tokens a windowed layer attends to (Mistral 7B v0.1: 4096 on every "
                        "layer; Gemma 3: 1024 on five of every six). 0: no window."));
    m_form->addField(QStringLiteral("sliding_layers"), tr("W&indowed layers"), m_slidingLayers,
                     tr("How many of the layers use the window; the others attend to the whole "
                        "context. Their KV cache stops growing at the window."));
    m_form->addField(QStringLiteral("reference"), tr("&Reference"), m_reference,
                     tr("Where the configuration comes from (a URL or paper)."));
    m_form->addWidget(m_tied);
    m_form->addWidget(m_gated);
    editorLayout->addWidget(m_form);
    m_layout = new QLabel(editor);
    m_layout->setObjectName(QStringLiteral("layout"));
    m_layout->setWordWrap(true);
    m_layout->setToolTip(tr("Parts of the architecture the form has no field for, as the "
                            "catalog or an imported config.json gives them."));
    editorLayout->addWidget(m_layout);

    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&New"), editor);
    add->setToolTip(tr("Start a new model of your own."));
    m_duplicate = new QPushButton(tr("D&uplicate to edit"), editor);
    m_duplicate->setToolTip(tr("Catalog entries are read-only: make your own copy to change."));
    m_save = new QPushButton(tr("&Save"), editor);
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setToolTip(tr("Check the fields and store the model (Ctrl+S)."));
    m_save->setShortcut(QKeySequence::Save);
    m_delete = new QPushButton(tr("&Delete"), editor);
    m_delete->setToolTip(tr("Delete this model of yours."));
    connect(add, &QPushButton::clicked, this, &ModelsPage::newModel);
    connect(m_duplicate, &QPushButton::clicked, this, &ModelsPage::duplicateCurrent);
    connect(m_save, &QPushButton::clicked, this, &ModelsPage::saveCurrent);
    connect(m_delete, &QPushButton::clicked, this, &ModelsPage::deleteCurrent);
    auto *import = new QPushButton(tr("&Import config.json…"), editor);
    import->setObjectName(QStringLiteral("importConfig"));
    import->setToolTip(tr("Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, Gemma, "
                          "Phi-3, DeepSeek, GPT-OSS) into the form as a new model of yours; "
                          "nothing is stored until you save."));
    connect(import, &QPushButton::clicked, this, &ModelsPage::importConfigWithDialog);
    for (QPushButton *b : {add, import, m_duplicate, m_save, m_delete})
        buttons->addWidget(b);
    editorLayout->addLayout(buttons);
    editorLayout->addStretch();

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tableSide);
    splitter->addWidget(editor);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(services, &Session::profilesChanged, this, &ModelsPage::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        // The old database's entries mean nothing in the new one: the catalog until it is read.
        m_listJobs->discard();
        showModels(Catalog::builtIn().models());
        reload();
    });
    reload();
}

QSpinBox *ModelsPage::spin(int max) {
    auto *box = new QSpinBox(this);
    box->setRange(-1, max);
    box->setGroupSeparatorShown(true);
    return box;
}

void ModelsPage::reload() {
    // The catalog at once (also without a database); the stored list when it has been read.
    if (!m_services->hasDatabase() || m_model->rowCount() == 0)
        showModels(Catalog::builtIn().models());
    if (!m_services->hasDatabase()) {
        m_listJobs->discard();
        return;
    }
    m_listJobs->run(
        [db = *m_services->database()](app::JobControl &) { return app::Profiles::models(db); },
        [this](const Result<QList<ModelSpec>> &models) {
            // Without the stored entries the catalog still shows.
            if (models)
                showModels(*models);
        });
}

void ModelsPage::showModels(const QList<ModelSpec> &models) {
    // The list may arrive after the user started something the list does not hold (an
    // imported config.json, a new model): that stays in the form. An entry of the list is
    // shown as stored now.
    const QString current = m_loaded.id;
    bool listed = current.isEmpty();
    for (const ModelSpec &m : models)
        listed = listed || m.id == current;
    m_listing = true;
    m_model->setSpecs(models);
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex i = m_proxy->index(row, 0);
        if (i.data(LlmSpecTableModel::RawValueRole).toString() == current || row == 0)
            m_view->setCurrentIndex(i);
    }
    m_listing = false;
    if (listed)
        showCurrent();
}

void ModelsPage::showCurrent() {
    if (m_listing)
        return; // showModels() decides
    const QModelIndex i = m_proxy->mapToSource(m_view->currentIndex());
    if (!i.isValid())
        return;
    loadSpec(m_model->spec(i.row()));
}

void ModelsPage::loadSpec(const ModelSpec &spec) {
    m_loaded = spec;
    m_form->clearErrors();
    m_id->setText(spec.id);
    m_name->setText(spec.name);
    m_family->setText(spec.family);
    m_reference->setText(spec.reference);
    m_layers->setValue(spec.layers);
    m_dModel->setValue(spec.dModel);
    m_heads->setValue(spec.heads);
    m_kvHeads->setValue(spec.kvHeads);
    m_headDim->setValue(spec.headDim);
    m_ffn->setValue(spec.ffn);
    m_vocab->setValue(spec.vocab);
    m_experts->setValue(spec.experts);
    m_activeExperts->setValue(spec.activeExperts);
    m_maxContext->setValue(spec.maxContext);
    m_slidingWindow->setValue(spec.slidingWindow);
    m_slidingLayers->setValue(spec.slidingLayers);
    m_tied->setChecked(spec.tiedEmbeddings);
    m_gated->setChecked(spec.gatedFfn);
    QStringList layout;
    if (spec.isMla())
        layout << tr("latent attention (MLA): %1 + %2 values cached per token and layer")
                      .arg(spec.kvLoraRank)
                      .arg(spec.qkRopeHeadDim);
    if (spec.sharedExpertFfn > 0)
        layout << tr("shared experts of width %1").arg(spec.sharedExpertFfn);
    if (spec.denseLayers > 0)
        layout << tr("%1 dense layers of width %2").arg(spec.denseLayers).arg(spec.denseFfn);
    if (!spec.attentionFormat.isEmpty() || !spec.mlpFormat.isEmpty())
        layout << tr("stored as: attention %1, feed-forward %2, the rest %3")
                      .arg(spec.attentionFormat.isEmpty() ? spec.dtype : spec.attentionFormat,
                           spec.mlpFormat.isEmpty() ? spec.dtype : spec.mlpFormat, spec.dtype);
    m_layout->setText(layout.join(QStringLiteral("; ")));
    m_layout->setVisible(!layout.isEmpty());
    const bool editable = spec.source == QLatin1String("user");
    setEditable(editable);
    m_origin->setText(editable ? tr("Your model: edit and save.")
                               : tr("Catalog entry (read-only). Duplicate it to make a copy you "
                                    "can edit."));
}

void ModelsPage::setEditable(bool editable) {
    const bool db = m_services->hasDatabase();
    m_form->setEnabled(editable && db);
    m_save->setEnabled(editable && db);
    m_delete->setEnabled(editable && db);
    m_duplicate->setEnabled(db);
}

ModelSpec ModelsPage::formSpec() const {
    ModelSpec s = m_loaded;
    s.source = QStringLiteral("user");
    s.rawParams = 0;
    s.id = m_id->text().trimmed();
    s.name = m_name->text().trimmed();
    s.family = m_family->text().trimmed();
    s.reference = m_reference->text().trimmed();
    s.layers = m_layers->value();
    s.dModel = m_dModel->value();
    s.heads = m_heads->value();
    s.kvHeads = m_kvHeads->value();
    s.headDim = m_headDim->value();
    s.ffn = m_ffn->value();
    s.vocab = m_vocab->value();
    s.experts = m_experts->value();
    s.activeExperts = m_activeExperts->value();
    s.maxContext = m_maxContext->value();
    s.slidingWindow = m_slidingWindow->value();
    s.slidingLayers = m_slidingLayers->value();
    s.tiedEmbeddings = m_tied->isChecked();
    s.gatedFfn = m_gated->isChecked();
    return s;
}

void ModelsPage::newModel() {
    ModelSpec s;
    s.source = QStringLiteral("user");
    s.id = QStringLiteral("my-model");
    s.name = tr("My model");
    loadSpec(s);
    m_id->setFocus();
    m_id->selectAll();
}

void ModelsPage::duplicateCurrent() {
    if (!m_services->hasDatabase() || m_loaded.id.isEmpty())
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), id = m_loaded.id](app::JobControl &) {
            return app::Profiles::duplicateModel(db, id);
        },
        [this](const Result<ModelSpec> &copy) {
            if (!copy) {
                ErrorDialog::error(this, tr("Cannot duplicate"), copy.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(copy.error().text());
                return;
            }
            m_loaded = *copy;
            loadSpec(*copy);
            m_services->showStatus(tr("Made %1, a copy you can edit.").arg(copy->id));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
}

bool ModelsPage::saveCurrent() {
    m_form->clearErrors();
    const ModelSpec spec = formSpec();
    // The spec's own rules (ModelSpec::validate(): the identity and the architecture), every
    // one next to its field at once.
    for (const Error &e : spec.validate())
        m_form->setError(e.field, e.message);
    const bool ok = !m_form->hasErrors();
    if (!ok || !m_services->hasDatabase())
        return false;
    // A renamed entry replaces the one it was loaded as.
    const QString replacing = m_loaded.source == QLatin1String("user") ? m_loaded.id : QString();
    m_save->setEnabled(false);
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), spec, replacing](app::JobControl &) {
            return app::Profiles::saveModel(db, spec, replacing);
        },
        [this, spec](const app::Profiles::Saved &saved) {
            m_save->setEnabled(m_loaded.source == QLatin1String("user"));
            if (!saved.ok()) {
                QStringList errors;
                for (const Error &e : saved.errors) {
                    if (!e.field.isEmpty())
                        m_form->setError(e.field, e.message);
                    errors << e.text();
                }
                emit edited(errors.join(QLatin1Char('\n')));
                return;
            }
            m_loaded = spec;
            m_services->showStatus(tr("Saved %1.").arg(spec.name));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
    return true;
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
    ModelSpec spec = imported->model;
    // An id the list already has (a catalog entry of the same model) would replace nothing
    // but could not be saved: offer a free one.
    const auto taken = [this](const QString &id) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (m_model->spec(row).id == id)
                return true;
        }
        return false;
    };
    if (taken(spec.id)) {
        const QString base = spec.id + QStringLiteral("-config");
        spec.id = base;
        for (int n = 2; taken(spec.id); ++n)
            spec.id = base + QLatin1Char('-') + QString::number(n);
    }
    loadSpec(spec);
    QString origin = tr("Imported from %1; not stored until you save.").arg(path);
    if (!imported->notes.isEmpty())
        origin += QLatin1Char(' ') + imported->notes.join(QLatin1Char(' '));
    m_origin->setText(origin);
    m_id->setFocus();
    return true;
}

void ModelsPage::deleteCurrent() {
    if (!m_services->hasDatabase() || m_loaded.source != QLatin1String("user"))
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), id = m_loaded.id](app::JobControl &) {
            return app::Profiles::removeModel(db, id);
        },
        [this, name = m_loaded.name](const Result<void> &removed) {
            if (!removed) {
                ErrorDialog::error(this, tr("Cannot delete"), removed.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(removed.error().text());
                return;
            }
            m_services->showStatus(tr("Deleted %1.").arg(name));
            m_loaded = ModelSpec();
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
}

} // namespace roofline::ui
