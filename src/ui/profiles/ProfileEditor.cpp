// SPDX-License-Identifier: MIT
#include "ui/profiles/ProfileEditor.h"

#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/profiles/ProfileAdapter.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/FieldForm.h"
#include "usecases/JobTracker.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace roofline::ui {

ProfileEditor::ProfileEditor(Session *services, std::shared_ptr<ProfileAdapter> adapter,
                             QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_adapter(std::move(adapter)) {
    const ProfileAdapter::Texts texts = m_adapter->texts();
    m_listJobs = new usecases::JobTracker(this);
    m_model = new ProfileTableModel(m_adapter, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProfileTableModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *filter = new QLineEdit(this);
    filter->setPlaceholderText(texts.filterPlaceholder);
    filter->setClearButtonEnabled(true);
    filter->setToolTip(texts.filterToolTip);
    connect(filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_view = new QTableView(this);
    m_view->setObjectName(texts.tableName);
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
            &ProfileEditor::onCurrentRowChanged);

    m_tableSide = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(m_tableSide);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(filter);
    topLayout->addWidget(m_view, 1);
    m_tableSide->addWidget(top);

    m_editorBox = buildEditor();
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_tableSide);
    m_splitter->addWidget(m_editorBox);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    m_askDiscard = [this](const QString &name) {
        return QMessageBox::question(
                   this, tr("Unsaved changes"), tr("Discard your changes to %1?").arg(name),
                   QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
               == QMessageBox::Discard;
    };

    connect(services, &Session::profilesChanged, this, &ProfileEditor::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        // The old database's entries mean nothing in the new one: the catalog until it is read.
        m_listJobs->discard();
        showList(m_adapter->catalog());
        reload();
    });
    reload();
}

ProfileEditor::~ProfileEditor() = default;

QWidget *ProfileEditor::buildEditor() {
    const ProfileAdapter::Texts texts = m_adapter->texts();
    auto *editor = new QGroupBox(texts.title, this);
    auto *editorLayout = new QVBoxLayout(editor);
    m_origin = new QLabel(editor);
    m_origin->setWordWrap(true);
    editorLayout->addWidget(m_origin);
    m_form = new FieldForm(editor);
    editorLayout->addWidget(m_form);
    m_id = new QLineEdit(editor);
    m_name = new QLineEdit(editor);
    m_form->addField(QStringLiteral("id"), tr("&Id"), m_id,
                     tr("A short unique name for the command line: lowercase letters, digits "
                        "and dashes (%1).")
                         .arg(texts.idExample));
    m_form->addField(QStringLiteral("name"), tr("&Name"), m_name, tr("The name shown in lists."));
    m_adapter->buildForm(m_form, editorLayout, editor);

    auto *add = new QPushButton(tr("&New"), editor);
    add->setToolTip(texts.newToolTip);
    m_duplicate = new QPushButton(tr("D&uplicate to edit"), editor);
    m_duplicate->setToolTip(tr("Catalog entries are read-only: make your own copy to change."));
    m_save = new QPushButton(tr("&Save"), editor);
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setToolTip(texts.saveToolTip);
    m_save->setShortcut(QKeySequence::Save);
    m_delete = new QPushButton(tr("&Delete"), editor);
    m_delete->setToolTip(texts.deleteToolTip);
    connect(add, &QPushButton::clicked, this, &ProfileEditor::newItem);
    connect(m_duplicate, &QPushButton::clicked, this, &ProfileEditor::duplicateCurrent);
    connect(m_save, &QPushButton::clicked, this, &ProfileEditor::saveCurrent);
    connect(m_delete, &QPushButton::clicked, this, &ProfileEditor::deleteCurrent);
    m_buttons = {add, m_duplicate, m_save, m_delete};
    m_buttonGrid = new QGridLayout;
    layoutButtons();
    editorLayout->addLayout(m_buttonGrid);
    editorLayout->addStretch();
    return editor;
}

void ProfileEditor::layoutButtons() {
    const int columns = std::max(1, m_adapter->texts().buttonColumns);
    for (QPushButton *b : m_buttons)
        m_buttonGrid->removeWidget(b);
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttonGrid->addWidget(m_buttons.at(i), i / columns, i % columns);
}

void ProfileEditor::addButton(QPushButton *button) {
    button->setParent(m_duplicate->parentWidget());
    m_buttons.insert(m_buttons.indexOf(m_duplicate), button);
    layoutButtons();
}

void ProfileEditor::setBelowTable(QWidget *panel) {
    m_tableSide->addWidget(panel);
    // The panel's columns would take the editor's room: the editor scrolls, and the split
    // starts from shares of the width (the user's drag keeps its own); left to the size hints,
    // the form scrolled sideways.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    m_splitter->replaceWidget(1, scroll);
    scroll->setWidget(m_editorBox);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({620, 420});
}

bool ProfileEditor::isBusy() const {
    return m_listJobs->isBusy() || m_services->writer()->isBusy();
}

QString ProfileEditor::loadedId() const {
    return m_loaded.isValid() ? m_adapter->id(m_loaded) : QString();
}

void ProfileEditor::reload() {
    // The catalog at once (also without a database); the stored list when it has been read.
    if (!m_services->hasDatabase() || m_model->rowCount() == 0)
        showList(m_adapter->catalog());
    if (!m_services->hasDatabase()) {
        m_listJobs->discard();
        return;
    }
    m_listJobs->run(
        [db = *m_services->database(), adapter = std::shared_ptr<const ProfileAdapter>(m_adapter)](
            usecases::JobControl &) { return adapter->list(db); },
        [this](const Result<QList<QVariant>> &items) {
            // Without the stored entries the catalog still shows.
            if (items)
                showList(*items);
        });
}

void ProfileEditor::showList(const QList<QVariant> &items) {
    // The list may arrive after the user started something it does not hold (an import, a new
    // entry) or while the form has unsaved changes: those stay in the form. An entry of the
    // list is shown as stored now.
    const QString current = loadedId();
    bool listed = current.isEmpty();
    for (const QVariant &item : items)
        listed = listed || m_adapter->id(item) == current;
    m_listing = true;
    m_model->setItems(items);
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex i = m_proxy->index(row, 0);
        if (i.data(ProfileTableModel::RawValueRole).toString() == current || row == 0)
            m_view->setCurrentIndex(i);
    }
    m_listing = false;
    if (listed && !isDirty()) {
        const QModelIndex i = m_proxy->mapToSource(m_view->currentIndex());
        if (i.isValid())
            loadItem(m_model->item(i.row()));
    }
}

void ProfileEditor::onCurrentRowChanged() {
    if (m_listing)
        return; // showList() or selectLoaded() decides
    const QModelIndex i = m_proxy->mapToSource(m_view->currentIndex());
    if (!i.isValid())
        return;
    if (!mayDiscard()) {
        selectLoaded(); // back to the row of what the form still shows
        return;
    }
    loadItem(m_model->item(i.row()));
}

void ProfileEditor::selectLoaded() {
    m_listing = true;
    const int row = m_model->rowOf(loadedId());
    if (row >= 0)
        m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)));
    else
        m_view->selectionModel()->clear();
    m_listing = false;
}

void ProfileEditor::loadItem(const QVariant &item, Pristine pristine) {
    m_loaded = item;
    m_form->clearErrors();
    m_adapter->load(item);
    m_id->setText(m_adapter->id(item));
    m_name->setText(m_adapter->name(item));
    const bool editable = m_adapter->source(item) == QLatin1String("user");
    setEditable(editable);
    m_origin->setText(m_adapter->originText(item));
    m_pristine = pristine == Pristine::AsLoaded ? formItem() : QVariant();
    emit itemChanged();
}

void ProfileEditor::setOrigin(const QString &text) {
    m_origin->setText(text);
}

void ProfileEditor::focusId(bool selectAll) {
    m_id->setFocus();
    if (selectAll)
        m_id->selectAll();
}

void ProfileEditor::setEditable(bool editable) {
    m_editable = editable;
    const bool db = m_services->hasDatabase();
    m_form->setEnabled(editable && db);
    m_save->setEnabled(editable && db);
    m_delete->setEnabled(editable && db);
    m_duplicate->setEnabled(db);
}

QVariant ProfileEditor::formItem() const {
    return m_loaded.isValid()
               ? m_adapter->read(m_loaded, m_id->text().trimmed(), m_name->text().trimmed())
               : QVariant();
}

bool ProfileEditor::isDirty() const {
    if (!m_loaded.isValid() || !m_editable)
        return false;
    return !m_pristine.isValid() || !m_adapter->same(formItem(), m_pristine);
}

bool ProfileEditor::mayDiscard() {
    if (!isDirty())
        return true;
    const QVariant item = formItem();
    const QString name = m_adapter->name(item);
    return m_askDiscard(name.isEmpty() ? m_adapter->id(item) : name);
}

void ProfileEditor::setDiscardQuestion(std::function<bool(const QString &)> ask) {
    m_askDiscard = std::move(ask);
}

void ProfileEditor::newItem() {
    if (!mayDiscard())
        return;
    loadItem(m_adapter->newItem());
    focusId(true);
}

void ProfileEditor::duplicateCurrent() {
    if (!m_services->hasDatabase() || loadedId().isEmpty() || !mayDiscard())
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), adapter = std::shared_ptr<const ProfileAdapter>(m_adapter),
         id = loadedId()](usecases::JobControl &) { return adapter->duplicate(db, id); },
        [this](const Result<QVariant> &copy) {
            if (!copy) {
                ErrorDialog::error(this, tr("Cannot duplicate"), copy.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(copy.error().text());
                return;
            }
            loadItem(*copy);
            m_services->showStatus(tr("Made %1, a copy you can edit.").arg(m_adapter->id(*copy)));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        usecases::JobOptions{0, false});
}

bool ProfileEditor::saveCurrent() {
    m_form->clearErrors();
    if (!m_loaded.isValid())
        return false;
    const QVariant item = formItem();
    // The item's own rules (validate()), every one next to its field at once; the database
    // says the rest when it stores it.
    for (const Error &e : m_adapter->validate(item))
        m_form->setError(e.field, e.message);
    if (m_form->hasErrors() || !m_services->hasDatabase())
        return false;
    // A renamed entry replaces the one it was loaded as.
    const QString replacing =
        m_adapter->source(m_loaded) == QLatin1String("user") ? loadedId() : QString();
    m_save->setEnabled(false);
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), adapter = std::shared_ptr<const ProfileAdapter>(m_adapter),
         item, replacing](usecases::JobControl &) { return adapter->save(db, item, replacing); },
        [this, item](const usecases::Profiles::Saved &saved) {
            m_save->setEnabled(m_editable && m_services->hasDatabase());
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
            m_loaded = item;
            m_pristine = formItem();
            m_services->showStatus(tr("Saved %1.").arg(m_adapter->name(item)));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        usecases::JobOptions{0, false});
    return true;
}

void ProfileEditor::deleteCurrent() {
    if (!m_services->hasDatabase() || !m_loaded.isValid()
        || m_adapter->source(m_loaded) != QLatin1String("user"))
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), adapter = std::shared_ptr<const ProfileAdapter>(m_adapter),
         id = loadedId()](usecases::JobControl &) { return adapter->remove(db, id); },
        [this, name = m_adapter->name(m_loaded)](const Result<void> &removed) {
            if (!removed) {
                ErrorDialog::error(this, tr("Cannot delete"), removed.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(removed.error().text());
                return;
            }
            m_services->showStatus(tr("Deleted %1.").arg(name));
            m_loaded = QVariant();
            m_pristine = QVariant();
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        usecases::JobOptions{0, false});
}

} // namespace roofline::ui
