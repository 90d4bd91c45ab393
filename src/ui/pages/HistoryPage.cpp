#include "ui/pages/HistoryPage.h"

#include "model/itemmodels/RunTableModel.h"
#include "report/ChartInputs.h"
#include "storage/BundleIo.h"
#include "storage/RunPageSource.h"
#include "ui/commands/DeleteRunsCommand.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/models/RegressionFlagDelegate.h"
#include "ui/models/RunFilterProxy.h"
#include "ui/services/AppServices.h"
#include "ui/services/PdfAttachments.h"
#include "ui/services/RegressionFlags.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/RunChartPanel.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace roofline::ui {

namespace {
bool importable(const QString &path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("json") || suffix == QLatin1String("pdf");
}
} // namespace

HistoryPage::HistoryPage(AppServices *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_model = new RunTableModel(this);
    m_proxy = new RunFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_undo = new QUndoStack(this);
    setAcceptDrops(true);
    buildUi();
    // A reset (other filters, a reload) drops the selection without a selectionChanged: keep
    // the selected runs that are still among the rows read, and the details in step. The
    // count is of the runs that match the filters, read or not.
    auto selected = std::make_shared<QList<qint64>>();
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
            [this, selected] { *selected = selectedRunIds(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this, selected] {
        m_count->setText(tr("%n run(s)", nullptr, m_model->totalCount()));
        for (qint64 id : std::as_const(*selected)) {
            // Only among the rows read: a run deleted meanwhile must not make it read all.
            if (const int row = m_model->rowOfRun(id); row >= 0)
                m_view->selectionModel()->select(m_proxy->mapFromSource(m_model->index(row, 0)),
                                                 QItemSelectionModel::Select
                                                     | QItemSelectionModel::Rows);
        }
        showCurrent();
    });
    connect(m_model, &RunTableModel::loadFailed, this, [this](const QString &why) {
        m_count->setText(tr("Cannot read the history: %1").arg(why));
    });
    connect(services, &AppServices::runsChanged, this, &HistoryPage::reload);
    connect(services, &AppServices::databaseChanged, this, [this] {
        m_view->clearSelection();
        setEnabled(true);
        reload();
    });
    reload();
}

HistoryPage::~HistoryPage() {
    QSettings().setValue(QStringLiteral("history/header"), m_view->horizontalHeader()->saveState());
}

void HistoryPage::buildUi() {
    const auto filterEdit = [this](const QString &name, const QString &placeholder,
                                   const QString &tip) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(name);
        edit->setPlaceholderText(placeholder);
        edit->setToolTip(tip);
        edit->setClearButtonEnabled(true);
        return edit;
    };
    m_device = filterEdit(QStringLiteral("filterDevice"), tr("Device"),
                          tr("Show runs whose device name, id or UUID contains this text."));
    m_host = filterEdit(QStringLiteral("filterHost"), tr("Host"),
                        tr("Show runs from hosts whose name contains this text."));
    m_tag = filterEdit(QStringLiteral("filterTag"), tr("Tag"),
                       tr("Show runs with a tag containing this text."));
    m_suite = filterEdit(QStringLiteral("filterSuite"), tr("Suite"),
                         tr("Show runs of this suite (quick, standard, full)."));
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("filterStatus"));
    m_status->setToolTip(tr("Show only runs that ended this way."));
    m_status->addItem(tr("Any status"), -1);
    for (Run::Status s :
         {Run::Status::Complete, Run::Status::Cancelled, Run::Status::Failed, Run::Status::Running})
        m_status->addItem(Run::statusText(s), int(s));
    m_date = new QComboBox(this);
    m_date->setObjectName(QStringLiteral("filterDate"));
    m_date->setToolTip(tr("Show only runs started in this period."));
    m_date->addItem(tr("Any time"), 0);
    m_date->addItem(tr("Today"), 1);
    m_date->addItem(tr("Last 7 days"), 7);
    m_date->addItem(tr("Last 30 days"), 30);
    m_date->addItem(tr("Last year"), 365);
    connect(m_device, &QLineEdit::textChanged, m_proxy, &RunFilterProxy::setDevice);
    connect(m_host, &QLineEdit::textChanged, m_proxy, &RunFilterProxy::setHost);
    connect(m_tag, &QLineEdit::textChanged, m_proxy, &RunFilterProxy::setTag);
    connect(m_suite, &QLineEdit::textChanged, m_proxy, &RunFilterProxy::setSuite);
    connect(m_status, &QComboBox::currentIndexChanged, this, &HistoryPage::applyStatusFilter);
    connect(m_date, &QComboBox::currentIndexChanged, this, &HistoryPage::applyDateFilter);

    auto *filters = new QHBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(m_device), static_cast<QWidget *>(m_host),
                       static_cast<QWidget *>(m_tag), static_cast<QWidget *>(m_suite),
                       static_cast<QWidget *>(m_status), static_cast<QWidget *>(m_date)})
        filters->addWidget(w);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("runs"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RunTableModel::Started, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    // Issue 8: a ⚑ beside the status of a run that regressed against its node's previous runs,
    // checked off the GUI thread for the rows on screen only.
    auto *flags = new RegressionFlags(m_services, this);
    m_view->setItemDelegateForColumn(RunTableModel::Status,
                                     new RegressionFlagDelegate(flags, m_view));
    m_headerRestored = m_view->horizontalHeader()->restoreState(
        QSettings().value(QStringLiteral("history/header")).toByteArray());
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPage::showCurrent);
    connect(m_view, &QTableView::doubleClicked, this,
            [this] { m_services->requestReport(selectedRunIds()); });

    const auto button = [this](const QString &text, const QString &icon, const QString &tip) {
        auto *b = new QPushButton(QIcon(icon), text, this);
        b->setToolTip(tip);
        return b;
    };
    auto *importButton = button(tr("&Import…"), QStringLiteral(":/icons/import.svg"),
                                tr("Import run bundles (.json) or report PDFs that carry one. "
                                   "You can also drop them onto this page."));
    auto *exportButton = button(tr("&Export…"), QStringLiteral(":/icons/export.svg"),
                                tr("Write the selected runs to one bundle file another machine "
                                   "can import."));
    m_delete = button(tr("&Delete"), QStringLiteral(":/icons/delete.svg"),
                      tr("Delete the selected runs (Del). Undo brings them back."));
    m_delete->setObjectName(QStringLiteral("delete"));
    auto *syncButton = button(tr("S&ync…"), QStringLiteral(":/icons/import.svg"),
                              tr("Copy runs between this database and another one (a node's "
                                 "SQLite file, the lab's PostgreSQL server), as 'roofline runs "
                                 "sync' does."));
    syncButton->setObjectName(QStringLiteral("syncButton"));
    connect(syncButton, &QPushButton::clicked, this, [this] {
        SyncDialog dialog(m_services, this);
        dialog.exec();
    });
    auto *compareButton = button(tr("Co&mpare"), QStringLiteral(":/icons/compare.svg"),
                                 tr("Compare the selected runs on the Compare page."));
    auto *reportButton = button(tr("Re&port"), QStringLiteral(":/icons/report.svg"),
                                tr("Open the selected runs on the Reports page."));
    connect(importButton, &QPushButton::clicked, this, &HistoryPage::importWithDialog);
    connect(exportButton, &QPushButton::clicked, this, &HistoryPage::exportWithDialog);
    connect(m_delete, &QPushButton::clicked, this, &HistoryPage::deleteSelected);
    connect(compareButton, &QPushButton::clicked, this,
            [this] { m_services->requestCompare(selectedRunIds()); });
    connect(reportButton, &QPushButton::clicked, this,
            [this] { m_services->requestReport(selectedRunIds()); });

    QAction *undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    auto *del = new QAction(tr("Delete"), this);
    del->setShortcut(QKeySequence::Delete);
    connect(del, &QAction::triggered, this, &HistoryPage::deleteSelected);
    for (QAction *a : {undo, redo, del}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    auto *undoButton = new QToolButton(this);
    undoButton->setDefaultAction(undo);
    auto *redoButton = new QToolButton(this);
    redoButton->setDefaultAction(redo);

    auto *buttons = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{importButton, exportButton, syncButton,
                                                       m_delete, undoButton, redoButton})
        buttons->addWidget(w);
    buttons->addStretch();
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("count"));
    buttons->addWidget(m_count);
    buttons->addWidget(compareButton);
    buttons->addWidget(reportButton);

    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(filters);
    tableLayout->addWidget(m_view, 1);
    tableLayout->addLayout(buttons);

    auto *detail = new QGroupBox(tr("Selected run"), this);
    auto *form = new QFormLayout(detail);
    m_title = new QLabel(detail);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText);
    m_details = new QLabel(detail);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes = new QPlainTextEdit(detail);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setToolTip(tr("Free text about this run: what changed, why it was measured."));
    m_notes->setMaximumHeight(80);
    m_tags = new QLineEdit(detail);
    m_tags->setObjectName(QStringLiteral("tags"));
    m_tags->setToolTip(tr("Comma-separated tags, e.g. baseline, after-bios-update."));
    m_apply = new QPushButton(tr("&Save notes and tags"), detail);
    m_apply->setObjectName(QStringLiteral("apply"));
    connect(m_apply, &QPushButton::clicked, this, &HistoryPage::applyEdits);
    form->addRow(m_title);
    form->addRow(m_details);
    auto *findings = new QLabel(detail);
    findings->setObjectName(QStringLiteral("regressionFindings"));
    findings->setWordWrap(true);
    findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    findings->setTextFormat(Qt::RichText);
    form->addRow(findings);
    const auto showFindings = [this, flags, findings] {
        const QList<qint64> ids = selectedRunIds();
        QStringList html;
        // Red by the line's kind, as on the Fleet page: a regression, or the verdict of one.
        for (const VerdictLine &line :
             ids.size() == 1 ? flags->findingLines(ids.first()) : QList<VerdictLine>{}) {
            html << (line.kind == VerdictLine::Kind::Worse
                         ? QStringLiteral("<span style=\"color:#d32f2f\">%1</span>")
                               .arg(line.text.toHtmlEscaped())
                         : line.text.toHtmlEscaped());
        }
        findings->setText(html.join(QStringLiteral("<br>")));
    };
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, findings,
            showFindings);
    connect(flags, &RegressionFlags::flagsReady, findings, showFindings);
    form->addRow(tr("&Notes"), m_notes);
    form->addRow(tr("T&ags"), m_tags);
    form->addRow(m_apply);
    m_chart = new RunChartPanel(QStringLiteral("history"), detail);
    form->addRow(m_chart);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tableSide);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    showCurrent();
}

void HistoryPage::reload() {
    if (!m_services->hasDatabase()) {
        m_model->setRuns({});
        m_count->setText(m_services->unavailableText());
        setEnabled(false);
        return;
    }
    // Pages from the database: the rows read so far are read again, filtered and ordered by
    // SQL, and the rest as the view scrolls down. The count label and the selection follow
    // the model's reset (see the constructor).
    m_model->setSource(std::make_shared<storage::RunPageSource>(*m_services->database()));
    if (!m_model->lastError().isEmpty())
        return;
    if (selectedRunIds().isEmpty() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    if (!m_headerRestored)
        m_view->resizeColumnsToContents();
    showCurrent();
}

QList<qint64> HistoryPage::selectedRunIds() const {
    QList<qint64> ids;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        ids << i.data(RunTableModel::RunIdRole).toLongLong();
    return ids;
}

void HistoryPage::selectRun(qint64 id) {
    // The run may lie below the rows loaded so far.
    int row = m_model->rowOfRun(id);
    while (row < 0 && m_model->canFetchMore(QModelIndex())) {
        m_model->fetchMore(QModelIndex());
        row = m_model->rowOfRun(id);
    }
    const QModelIndex i = row >= 0 ? m_proxy->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (!i.isValid())
        return;
    m_view->selectionModel()->select(i, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_view->scrollTo(i);
}

void HistoryPage::showCurrent() {
    const QList<qint64> ids = selectedRunIds();
    m_delete->setEnabled(!ids.isEmpty());
    const bool one = ids.size() == 1;
    m_notes->setEnabled(one);
    m_tags->setEnabled(one);
    m_apply->setEnabled(one);
    m_currentId = one ? ids.first() : 0;
    if (!one) {
        m_title->setText(ids.isEmpty() ? tr("Select a run to see and edit it.")
                                       : tr("%n runs selected.", nullptr, int(ids.size())));
        m_details->clear();
        m_notes->clear();
        m_tags->clear();
        m_chart->clear(tr("Select one run"));
        return;
    }
    Result<Run> run = storage::RunRepository(*m_services->database()).get(m_currentId);
    if (!run) {
        m_title->setText(run.error().text());
        return;
    }
    const QLocale locale;
    m_title->setText(QStringLiteral("<b>%1</b>").arg(ChartInputs::runLabel(*run).toHtmlEscaped()));
    QStringList lines{
        tr("Status: %1").arg(Run::statusText(run->status))
            + (run->reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(run->reason)),
        tr("Started: %1").arg(locale.toString(run->startedAt.toLocalTime(), QLocale::LongFormat)),
        tr("Host: %1 · %2").arg(run->host.hostname, run->host.os),
        tr("Suite: %1 · %n measurement(s)", nullptr, int(run->measurements.size())).arg(run->suite),
        tr("Run id %1 · UUID %2").arg(run->id).arg(run->uuid)};
    m_details->setText(lines.join(QLatin1Char('\n')));
    m_notes->setPlainText(run->notes);
    m_tags->setText(run->tags.join(QStringLiteral(", ")));
    m_chart->setRuns({*run}, {ChartInputs::runLabel(*run)});
}

void HistoryPage::applyEdits() {
    if (!m_currentId || !m_services->hasDatabase())
        return;
    storage::RunRepository repo(*m_services->database());
    Result<Run> run = repo.get(m_currentId);
    if (!run)
        return;
    QStringList wanted;
    for (const QString &t : m_tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!t.trimmed().isEmpty() && !wanted.contains(t.trimmed()))
            wanted << t.trimmed();
    }
    QStringList errors;
    for (const QString &t : std::as_const(run->tags)) {
        if (!wanted.contains(t))
            if (auto ok = repo.removeTag(m_currentId, t); !ok)
                errors << ok.error().text();
    }
    for (const QString &t : std::as_const(wanted)) {
        if (!run->tags.contains(t))
            if (auto ok = repo.addTag(m_currentId, t); !ok)
                errors << ok.error().text();
    }
    if (m_notes->toPlainText() != run->notes)
        if (auto ok = repo.setNotes(m_currentId, m_notes->toPlainText()); !ok)
            errors << ok.error().text();
    if (!errors.isEmpty())
        ErrorDialog::error(this, tr("Notes and tags not saved"), errors.join(QLatin1Char('\n')),
                           tr("Check that the database file is writable, then try again."));
    else
        m_services->showStatus(tr("Notes and tags saved."));
    m_services->notifyRunsChanged();
}

void HistoryPage::deleteSelected() {
    const QList<qint64> ids = selectedRunIds();
    if (ids.isEmpty() || !m_services->hasDatabase())
        return;
    auto *command = new DeleteRunsCommand(m_services, ids);
    m_undo->push(command);
    if (!command->succeeded())
        ErrorDialog::error(this, tr("Delete failed"), command->error(),
                           tr("Check that the database file is writable, then try again."));
    else
        m_services->showStatus(
            tr("Deleted %n run(s). Undo (Ctrl+Z) brings them back.", nullptr, int(ids.size())));
}

Result<storage::RunRepository::ImportResult> HistoryPage::importFiles(const QStringList &paths) {
    const auto fail = [this](const QString &what) -> Result<storage::RunRepository::ImportResult> {
        ErrorDialog::error(this, tr("Import failed"), what,
                           tr("Nothing was imported; the history is unchanged. Check that the "
                              "file is a Roofline Lab run bundle (or a report PDF that carries "
                              "one)."));
        return Error{what};
    };
    if (!m_services->hasDatabase())
        return fail(m_services->unavailableText());
    QTemporaryDir temp;
    QStringList bundles;
    for (const QString &path : paths) {
        if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0) {
            bundles << path;
            continue;
        }
        Result<QByteArrayList> files = PdfAttachments::extract(path);
        if (!files)
            return fail(files.error().text());
        int n = 0;
        for (const QByteArray &data : *files) {
            if (!data.trimmed().startsWith('{'))
                continue;
            const QString out = temp.filePath(
                QStringLiteral("%1-%2.json").arg(QFileInfo(path).baseName()).arg(n++));
            QFile f(out);
            if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
                return fail(tr("Cannot write a temporary file: %1").arg(f.errorString()));
            bundles << out;
        }
        if (n == 0)
            return fail(tr("%1 carries no run bundle.").arg(path));
    }
    Result<storage::RunRepository::ImportResult> result =
        storage::BundleIo(*m_services->database()).importFiles(bundles);
    if (!result)
        return fail(result.error().text());
    m_services->showStatus(tr("Imported %n run(s)", nullptr, int(result->imported.size()))
                           + (result->skipped.isEmpty() ? QString()
                                                        : tr("; %n already stored", nullptr,
                                                             int(result->skipped.size()))));
    m_services->notifyRunsChanged();
    return result;
}

Result<int> HistoryPage::exportRuns(const QList<qint64> &ids, const QString &path) {
    QStringList keys;
    for (qint64 id : ids)
        keys << QString::number(id);
    Result<int> n = storage::BundleIo(*m_services->database()).exportRuns(keys, path);
    if (!n)
        ErrorDialog::error(this, tr("Export failed"), n.error().text(),
                           tr("Choose a folder you can write to and try again."));
    else
        m_services->showStatus(tr("Wrote %n run(s) to %1", nullptr, *n).arg(path));
    return n;
}

void HistoryPage::importWithDialog() {
    QSettings settings;
    const QStringList paths = FileDialogs::openFileNames(
        this, tr("Import runs"), settings.value(QStringLiteral("history/importDir")).toString(),
        tr("Run bundles and reports (*.json *.pdf);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings.setValue(QStringLiteral("history/importDir"), QFileInfo(paths.first()).absolutePath());
    importFiles(paths);
}

void HistoryPage::exportWithDialog() {
    const QList<qint64> ids = selectedRunIds();
    if (ids.isEmpty()) {
        ErrorDialog::information(this, tr("Export runs"), tr("Select the runs to export first."));
        return;
    }
    QSettings settings;
    const QString path = FileDialogs::saveFileName(
        this, tr("Export runs"),
        QDir(settings.value(QStringLiteral("history/exportDir")).toString())
            .filePath(QStringLiteral("runs.json")),
        tr("Run bundle (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("history/exportDir"), QFileInfo(path).absolutePath());
    exportRuns(ids, path);
}

void HistoryPage::applyStatusFilter() {
    const int s = m_status->currentData().toInt();
    m_proxy->setStatus(s < 0 ? std::nullopt : std::optional<Run::Status>(Run::Status(s)));
}

void HistoryPage::applyDateFilter() {
    const int days = m_date->currentData().toInt();
    const QDate today = QDate::currentDate();
    m_proxy->setDateRange(days > 0 ? today.addDays(1 - days) : QDate(), QDate());
}

void HistoryPage::dragEnterEvent(QDragEnterEvent *event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.cbegin(), urls.cend(), [](const QUrl &u) {
            return u.isLocalFile() && importable(u.toLocalFile());
        }))
        event->acceptProposedAction();
}

void HistoryPage::dropEvent(QDropEvent *event) {
    QStringList paths;
    for (const QUrl &u : event->mimeData()->urls())
        paths << u.toLocalFile();
    event->acceptProposedAction();
    importFiles(paths);
}

} // namespace roofline::ui
