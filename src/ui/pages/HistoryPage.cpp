// SPDX-License-Identifier: MIT
#include "ui/pages/HistoryPage.h"

#include "model/analysis/RunWarnings.h"
#include "report/ChartInputs.h"
#include "ui/commands/DeleteRunsCommand.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/itemmodels/KernelTableModel.h"
#include "ui/itemmodels/RegressionFlagDelegate.h"
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/services/RegressionFlags.h"
#include "ui/services/Session.h"
#include "ui/widgets/ChartView.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/RunChartPanel.h"
#include "usecases/BackgroundRunSource.h"
#include "usecases/JobTracker.h"
#include "usecases/Kernels.h"
#include "usecases/LatestRuns.h"
#include "usecases/RunEdits.h"
#include "usecases/Runs.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace roofline::ui {

HistoryPage::HistoryPage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_model = new RunTableModel(this);
    m_proxy = new RunFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_undo = new QUndoStack(this);
    m_reads = new usecases::JobTracker(this);
    m_kernelReads = new usecases::JobTracker(this);
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
        m_count->setToolTip(QString());
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
        m_count->setToolTip(m_count->text()); // whole, where the label has to cut it
    });
    // Each page of rows: the first one selects the newest run, and a run asked for by
    // selectRun() may have arrived.
    connect(m_model, &RunTableModel::loaded, this, [this] {
        if (m_firstRows && m_model->lastError().isEmpty()) {
            m_firstRows = false;
            if (!m_headerRestored) {
                m_view->resizeColumnsToContents();
            } else {
                // Widths saved in another language ("complete" → "abgeschlossen") must not
                // cut the short columns' words: widen those, never narrow (issue 32).
                for (int c = 0; c < RunTableModel::Tags; ++c) {
                    const int saved = m_view->columnWidth(c);
                    m_view->resizeColumnToContents(c);
                    if (m_view->columnWidth(c) < saved)
                        m_view->setColumnWidth(c, saved);
                }
            }
            if (selectedRunIds().isEmpty() && m_proxy->rowCount() > 0 && !m_pendingSelect)
                m_view->selectRow(0);
        }
        trySelectPending();
    });
    connect(services, &Session::runsChanged, this, &HistoryPage::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        m_reads->discard();
        m_pendingSelect = 0;
        m_firstRows = true;
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
    QGridLayout *filters = buildFilters();
    RegressionFlags *flags = buildTable();
    QVBoxLayout *buttons = buildButtons();
    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(filters);
    tableLayout->addWidget(m_view, 1);
    tableLayout->addLayout(buttons);

    QWidget *detail = buildDetails(flags);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tableSide);
    // The details (form and chart) scroll within their side rather than widen the page: the
    // table keeps its room in a 1024 px window.
    auto *detailScroll = new QScrollArea(this);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidgetResizable(true);
    detailScroll->setWidget(detail);
    // Up and down only: a side narrower than the details cut their lines (issue 32).
    detailScroll->setMinimumWidth(std::max(
        200, detail->minimumSizeHint().width() + style()->pixelMetric(QStyle::PM_ScrollBarExtent)
                 + 2 * detailScroll->frameWidth()));
    splitter->addWidget(detailScroll);
    splitter->setCollapsible(0, false);
    splitter->setCollapsible(1, false);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    showCurrent();
}

// The filters over the table: four texts and two choices, in two rows of three.
QGridLayout *HistoryPage::buildFilters() {
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
    m_device->setProperty("findField", true); // Edit → Find (Ctrl+F)
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
    for (Run::Status s : {Run::Status::Complete, Run::Status::Cancelled, Run::Status::Failed,
                          Run::Status::Running, Run::Status::Abandoned})
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

    // Two rows of three: the table side stays narrow enough for a 1024 px window in German.
    auto *filters = new QGridLayout;
    int cell = 0;
    for (QWidget *w : {static_cast<QWidget *>(m_device), static_cast<QWidget *>(m_host),
                       static_cast<QWidget *>(m_tag), static_cast<QWidget *>(m_suite),
                       static_cast<QWidget *>(m_status), static_cast<QWidget *>(m_date)}) {
        filters->addWidget(w, cell / 3, cell % 3);
        ++cell;
    }
    return filters;
}

// The runs' table, its header as saved, and the regression flags of the rows on screen.
RegressionFlags *HistoryPage::buildTable() {
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
    return flags;
}

// The buttons under the table in two rows (what changes the history; undo, the count and where
// the selection goes) and the page's undo, redo and delete shortcuts.
QVBoxLayout *HistoryPage::buildButtons() {
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

    // Two rows as well: what changes the history, and where the selection goes.
    auto *buttons = new QVBoxLayout;
    auto *fileRow = new QHBoxLayout;
    for (QWidget *w :
         std::initializer_list<QWidget *>{importButton, exportButton, syncButton, m_delete})
        fileRow->addWidget(w);
    fileRow->addStretch();
    auto *openRow = new QHBoxLayout;
    openRow->addWidget(undoButton);
    openRow->addWidget(redoButton);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("count"));
    // A long error (a path, a server's message) wraps, and a word too long for the room is cut
    // rather than widening the table past the window (issue 32); the tooltip has it whole.
    m_count->setWordWrap(true);
    m_count->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_count->setTextInteractionFlags(Qt::TextSelectableByMouse);
    openRow->addWidget(m_count, 1);
    openRow->addWidget(compareButton);
    openRow->addWidget(reportButton);
    buttons->addLayout(fileRow);
    buttons->addLayout(openRow);
    return buttons;
}

// The selected run's side: title, details, warnings, regression findings, notes and tags, chart.
QWidget *HistoryPage::buildDetails(RegressionFlags *flags) {
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
    m_warnings = new QLabel(detail);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::RichText);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_title);
    form->addRow(m_details);
    form->addRow(m_warnings);
    form->addRow(buildFindings(detail, flags));
    form->addRow(tr("&Notes"), m_notes);
    form->addRow(tr("T&ags"), m_tags);
    form->addRow(m_apply);
    m_chart = new RunChartPanel(QStringLiteral("history"), detail);
    // A narrower chart than elsewhere: at 1024 px the details side is under 360 px wide, and a
    // chart that would not shrink cut every line of the details on the right (issue 32).
    for (ChartView *view : m_chart->findChildren<ChartView *>())
        view->setMinimumWidth(240);
    // A kernel file dropped on the chart goes onto the run it shows (issue 33); dropped
    // elsewhere on the page, a bundle is imported as runs.
    m_chart->setKernelDropEnabled(true);
    connect(m_chart, &RunChartPanel::kernelFilesDropped, this, &HistoryPage::importKernels);
    form->addRow(m_chart);
    form->addRow(buildKernelTable(detail));
    return detail;
}

// The shown run's kernels as a table (issue 33): sortable by every column (numbers as
// numbers), filtered by a tag typed above it; shown only while the run has kernels.
QWidget *HistoryPage::buildKernelTable(QWidget *parent) {
    m_kernelBox = new QWidget(parent);
    m_kernelBox->setObjectName(QStringLiteral("kernels"));
    auto *layout = new QVBoxLayout(m_kernelBox);
    layout->setContentsMargins(0, 0, 0, 0);
    m_kernelTag = new QLineEdit(m_kernelBox);
    m_kernelTag->setObjectName(QStringLiteral("kernelTag"));
    m_kernelTag->setPlaceholderText(tr("Filter kernels by tag"));
    m_kernelTag->setClearButtonEnabled(true);
    m_kernelModel = new KernelTableModel(this);
    m_kernelSort = new QSortFilterProxyModel(this);
    m_kernelSort->setSourceModel(m_kernelModel);
    m_kernelSort->setSortRole(KernelTableModel::RawValueRole);
    m_kernelTable = new QTableView(m_kernelBox);
    m_kernelTable->setObjectName(QStringLiteral("kernelTable"));
    m_kernelTable->setModel(m_kernelSort);
    m_kernelTable->setSortingEnabled(true);
    m_kernelTable->sortByColumn(KernelTableModel::PercentOfAttainable, Qt::AscendingOrder);
    m_kernelTable->horizontalHeader()->setStretchLastSection(true);
    m_kernelTable->verticalHeader()->hide();
    m_kernelTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_kernelTag, &QLineEdit::textChanged, m_kernelModel, &KernelTableModel::setTagFilter);
    layout->addWidget(m_kernelTag);
    layout->addWidget(m_kernelTable);
    m_kernelBox->hide();
    return m_kernelBox;
}

// The selected run's regression findings against its node's previous runs, kept in step with
// the selection, the flags as they arrive, and reloads.
QLabel *HistoryPage::buildFindings(QWidget *detail, RegressionFlags *flags) {
    auto *findings = new QLabel(detail);
    findings->setObjectName(QStringLiteral("regressionFindings"));
    findings->setWordWrap(true);
    findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    findings->setTextFormat(Qt::RichText);
    const auto showFindings = [this, flags, findings] {
        const QList<qint64> ids = selectedRunIds();
        QStringList html;
        // Red by the line's kind, as on the Fleet page: a regression, or the verdict of one.
        for (const VerdictLine &line :
             ids.size() == 1 ? flags->findingLines(ids.first()) : QList<VerdictLine>{}) {
            html << (line.kind == VerdictLine::Kind::Worse
                         ? palette::coloured(line.text.toHtmlEscaped(), palette::worse())
                         : line.text.toHtmlEscaped());
        }
        findings->setText(html.join(QStringLiteral("<br>")));
    };
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, findings,
            showFindings);
    connect(flags, &RegressionFlags::flagsReady, findings, showFindings);
    // A reset (a reload, other filters) may drop the selection without selectionChanged: the
    // previous run's findings must not stay beside no selection.
    connect(m_model, &QAbstractItemModel::modelReset, findings, showFindings);
    return findings;
}

void HistoryPage::reload() {
    if (!m_services->hasDatabase()) {
        m_model->setRuns({});
        m_count->setText(m_services->unavailableText());
        setEnabled(false);
        return;
    }
    // The shown run is read again too (another process may have tagged it meanwhile, and
    // saving would write the editors back), unless the user is editing it: typed text stays.
    if (!m_notes->document()->isModified() && !m_tags->isModified())
        m_shownId = 0;
    // Pages from the database on a worker thread: the rows read so far are read again,
    // filtered and ordered by SQL, and the rest as the view scrolls down. The count label and
    // the selection follow the model's reset (see the constructor).
    m_model->setSource(usecases::BackgroundRunSource::of(*m_services->database()));
}

bool HistoryPage::isBusy() const {
    return m_model->isLoading() || m_reads->isBusy() || m_services->writer()->isBusy()
           || m_pendingSelect != 0;
}

QList<qint64> HistoryPage::selectedRunIds() const {
    QList<qint64> ids;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        ids << i.data(RunTableModel::RunIdRole).toLongLong();
    return ids;
}

void HistoryPage::selectRun(qint64 id) {
    // The run may lie below the rows read so far: read on, a page at a time, until it is there.
    m_pendingSelect = id;
    trySelectPending();
}

void HistoryPage::trySelectPending() {
    if (!m_pendingSelect || m_model->isLoading())
        return;
    const int row = m_model->rowOfRun(m_pendingSelect);
    if (row < 0) {
        if (m_model->canFetchMore(QModelIndex()))
            m_model->fetchMore(QModelIndex()); // loaded() brings us back
        else
            m_pendingSelect = 0; // not stored (any more), or filtered out
        return;
    }
    m_pendingSelect = 0;
    const QModelIndex i = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!i.isValid())
        return;
    // "Show this run" (the Welcome page's recent runs, other pages): the run alone, never
    // added to whatever was selected (the newest run, selected when the first rows came).
    m_view->selectionModel()->select(i, QItemSelectionModel::ClearAndSelect
                                            | QItemSelectionModel::Rows);
    m_view->scrollTo(i);
}

void HistoryPage::showCurrent() {
    const QList<qint64> ids = selectedRunIds();
    // Another run (or none) selected while the shown one's notes or tags are unsaved: ask,
    // as an editor does, instead of dropping what was typed.
    if (m_shownId && !m_asking && hasUnsavedEdits()
        && !(ids.size() == 1 && ids.first() == m_shownId)) {
        if (askToLeaveEdits() == Leave::Cancelled) {
            keepShownRunSelected();
            return;
        }
    }
    m_delete->setEnabled(!ids.isEmpty());
    const bool one = ids.size() == 1;
    m_notes->setEnabled(one);
    m_tags->setEnabled(one);
    m_apply->setEnabled(one);
    const qint64 current = one ? ids.first() : 0;
    if (!one) {
        m_reads->discard();
        m_currentId = m_shownId = 0;
        m_title->setText(ids.isEmpty() ? tr("Select a run to see and edit it.")
                                       : tr("%n runs selected.", nullptr, int(ids.size())));
        m_details->clear();
        m_warnings->clear();
        m_notes->clear();
        m_tags->clear();
        m_chart->clear(tr("Select one run"));
        m_kernelModel->setKernels({}, {});
        m_kernelBox->hide();
        return;
    }
    if (current == m_currentId && m_shownId == current)
        return; // a reload kept the selection and the user's edits: what is typed stays
    m_currentId = current;
    m_shownId = 0;
    m_apply->setEnabled(false); // until the run's notes and tags are in the editors
    m_reads->runFor(
        this,
        [db = *m_services->database(), current](usecases::JobControl &) {
            return usecases::Runs::get(db, current);
        },
        [this, current](const Result<Run> &run) {
            if (current != m_currentId)
                return;
            if (!run) {
                m_title->setText(run.error().text().toHtmlEscaped());
                return;
            }
            showRun(*run);
        });
}

void HistoryPage::showRun(const Run &run) {
    const QLocale locale;
    m_title->setText(QStringLiteral("<b>%1</b>").arg(ChartInputs::runLabel(run).toHtmlEscaped()));
    QStringList lines{
        tr("Status: %1").arg(Run::statusText(run.status))
            + (run.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(run.reason)),
        tr("Started: %1").arg(locale.toString(run.startedAt.toLocalTime(), QLocale::LongFormat)),
        tr("Host: %1 · %2").arg(run.host.hostname, run.host.os),
        tr("Suite: %1 · %n measurement(s)", nullptr, int(run.measurements.size())).arg(run.suite),
        tr("Run id %1 · UUID %2").arg(run.id).arg(run.uuid)};
    if (const QString empty = usecases::LatestRuns::emptyReason(run); !empty.isEmpty())
        lines << empty;
    m_details->setText(lines.join(QLatin1Char('\n')));
    showWarnings(run);
    m_notes->setPlainText(run.notes);
    m_tags->setText(run.tags.join(QStringLiteral(", ")));
    m_chart->setRuns({run}, {ChartInputs::runLabel(run)});
    m_shownId = run.id;
    m_shownRoofs = kernels::KernelRoofline::roofs(run);
    m_kernelModel->setKernels({}, m_shownRoofs);
    m_kernelBox->hide();
    loadKernels(run.id);
    m_apply->setEnabled(true);
    emit runShown(run.id);
}

void HistoryPage::loadKernels(qint64 runId) {
    if (!m_services->hasDatabase())
        return;
    m_kernelReads->runFor(
        this,
        [db = *m_services->database(), runId](usecases::JobControl &) {
            return usecases::Kernels::ofRun(db, runId);
        },
        [this, runId](const Result<QList<kernels::KernelPoint>> &kernels) {
            if (runId != m_shownId)
                return;
            if (!kernels) { // the run is shown without them, and the status says why
                m_services->showStatus(tr("The kernels of run %1 could not be read: %2")
                                           .arg(runId)
                                           .arg(kernels.error().text()));
                return;
            }
            m_chart->setKernels(*kernels);
            m_kernelModel->setKernels(*kernels, m_shownRoofs);
            m_kernelBox->setVisible(!kernels->isEmpty());
            emit kernelsShown(runId, int(kernels->size()));
        });
}

// The engine's warnings of the shown run, one line per code (with how often it came), what it
// means in the user's language; the engine's own words in the line's tooltip. Failures in red.
void HistoryPage::showWarnings(const Run &run) {
    const QList<RunWarning> warnings = RunWarnings::bySeverity(RunWarnings::of(run));
    if (warnings.isEmpty()) {
        m_warnings->clear();
        m_warnings->setToolTip(QString());
        return;
    }
    QStringList codes, lines, words;
    for (const RunWarning &w : warnings) {
        if (!codes.contains(w.code))
            codes << w.code;
        words << QStringLiteral("%1: %2").arg(w.source(), w.message);
    }
    for (const QString &code : std::as_const(codes)) {
        const auto n = std::count_if(warnings.begin(), warnings.end(),
                                     [&code](const RunWarning &w) { return w.code == code; });
        const RunWarnings::Kind kind = RunWarnings::kindOf(code);
        const QString line = tr("%1: %2 (×%3)")
                                 .arg(RunWarnings::kindLabel(kind), RunWarnings::headline(code))
                                 .arg(n)
                                 .toHtmlEscaped();
        lines << (kind == RunWarnings::Kind::Failure ? palette::coloured(line, palette::worse())
                                                     : line);
    }
    m_warnings->setText(
        QStringLiteral("<b>%1</b><br>%2")
            .arg(tr("Warnings: %1").arg(RunWarnings::tally(warnings)).toHtmlEscaped(),
                 lines.join(QStringLiteral("<br>"))));
    m_warnings->setToolTip(tr("The engine's words (English):") + QLatin1Char('\n')
                           + words.join(QLatin1Char('\n')));
}

void HistoryPage::applyEdits() {
    if (!m_shownId || !m_services->hasDatabase())
        return;
    const qint64 id = m_shownId;
    const QString notes = m_notes->toPlainText();
    const QStringList tags = usecases::RunEdits::parseTags(m_tags->text());
    m_apply->setEnabled(false);
    m_services->showStatus(tr("Saving notes and tags…"), 0);
    // One transaction: the notes and every tag, or nothing (and a dialog that says why).
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), id, notes, tags](usecases::JobControl &) {
            return usecases::RunEdits::setNotesAndTags(db, id, notes, tags);
        },
        [this, id](const Result<Run> &saved) {
            m_apply->setEnabled(m_shownId == id);
            if (!saved) {
                m_services->showStatus(tr("Notes and tags not saved."));
                ErrorDialog::error(this, tr("Notes and tags not saved"), saved.error().text(),
                                   tr("Nothing was changed. Check that the database is "
                                      "writable, then try again."));
                emit editsSaved(saved.error().text());
                return;
            }
            m_services->showStatus(tr("Notes and tags saved."));
            if (m_shownId == id) { // what the editors hold is stored: nothing unsaved is left
                m_notes->document()->setModified(false);
                m_tags->setModified(false);
            }
            emit editsSaved(QString());
            m_services->notifyRunsChanged();
        },
        usecases::JobOptions{0, false});
}

void HistoryPage::deleteSelected() {
    const QList<qint64> ids = selectedRunIds();
    if (ids.isEmpty() || !m_services->hasDatabase())
        return;
    auto *command = new DeleteRunsCommand(m_services, ids);
    QPointer<HistoryPage> self(this);
    command->setFinished([self](bool deleting, int runs, const QString &error) {
        if (!self)
            return;
        if (!error.isEmpty()) {
            ErrorDialog::error(self, deleting ? tr("Delete failed") : tr("Undo failed"), error,
                               tr("Check that the database file is writable, then try again."));
        } else if (deleting) {
            self->m_services->showStatus(
                tr("Deleted %n run(s). Undo (Ctrl+Z) brings them back.", nullptr, runs));
        }
        emit self->deleteFinished(error);
    });
    m_undo->push(command); // deletes on the writer queue; the answer comes later
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

} // namespace roofline::ui
