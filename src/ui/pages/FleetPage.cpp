// SPDX-License-Identifier: MIT
#include "ui/pages/FleetPage.h"

#include "report/RegressionVerdict.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/itemmodels/FleetTableModel.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/Palette.h"
#include "usecases/Fleet.h"
#include "usecases/JobTracker.h"
#include "usecases/Reports.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

// Text over host and device names, and "only flagged".
class FleetFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString &text) {
        m_text = text.trimmed();
        invalidateFilter();
    }
    void setOnlyFlagged(bool on) {
        m_onlyFlagged = on;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override {
        const auto cell = [&](int column) { return sourceModel()->index(row, column, parent); };
        if (m_onlyFlagged && !cell(0).data(FleetTableModel::FlaggedRole).toBool())
            return false;
        return m_text.isEmpty()
               || cell(FleetTableModel::Host)
                      .data()
                      .toString()
                      .contains(m_text, Qt::CaseInsensitive)
               || cell(FleetTableModel::Device)
                      .data()
                      .toString()
                      .contains(m_text, Qt::CaseInsensitive);
    }

private:
    QString m_text;
    bool m_onlyFlagged = false;
};

} // namespace

FleetPage::FleetPage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_model = new FleetTableModel(this);
    m_proxy = new FleetFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FleetTableModel::RawValueRole);
    m_summary = new usecases::JobTracker(this);
    m_checks = new usecases::JobTracker(this);
    buildUi();
    connect(services, &Session::runsChanged, this, &FleetPage::reload);
    connect(services, &Session::profilesChanged, this, &FleetPage::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        setEnabled(true);
        m_model->setRows({});
        reload();
    });
    m_model->setUnits(services->displayUnits());
    connect(services, &Session::displayUnitsChanged, this, [this] {
        m_model->setUnits(m_services->displayUnits());
        showCurrent();
    });
    reload();
}

FleetPage::~FleetPage() = default; // the trackers stop their jobs and wait for them

// The table with its controls above and below, the selected node's details under it (the
// tab order is the order the widgets are made in).
void FleetPage::buildUi() {
    QHBoxLayout *top = buildControls();
    buildTable();
    QHBoxLayout *bottom = buildActions();

    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(top);
    tableLayout->addWidget(m_view, 1);
    tableLayout->addLayout(bottom);
    QWidget *detailSide = buildDetails();

    // Details below the table: the table needs the width for its twelve columns.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(tableSide);
    splitter->addWidget(detailSide);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({560, 200});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connectUi();
    showCurrent();
}

// Above the table: the filter, "Only flagged", the baseline's length, Refresh and Export.
QHBoxLayout *FleetPage::buildControls() {
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("Filter hosts and devices"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setProperty("findField", true); // Edit → Find (Ctrl+F)
    m_onlyFlagged = new QCheckBox(tr("Only &flagged"), this);
    m_onlyFlagged->setObjectName(QStringLiteral("onlyFlagged"));
    m_onlyFlagged->setToolTip(tr("Show only nodes whose latest run regressed."));
    m_history = new QSpinBox(this);
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setRange(1, 50);
    m_history->setValue(QSettings().value(QStringLiteral("fleet/history"), 5).toInt());
    m_history->setPrefix(tr("Baseline: median of last "));
    m_history->setSuffix(tr(" runs"));
    m_history->setToolTip(tr("Each node's latest complete run is judged against the median of "
                             "this many earlier complete runs ('roofline check --last N')."));
    m_refresh = new QPushButton(tr("&Refresh"), this);
    m_refresh->setToolTip(tr("Read the fleet from the database again."));
    m_export = new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")), tr("&Export…"), this);
    m_export->setToolTip(tr("Write the fleet report (PDF, HTML, CSV or JSON) of the nodes shown."));
    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_onlyFlagged);
    top->addWidget(m_history);
    top->addWidget(m_refresh);
    top->addWidget(m_export);
    return top;
}

void FleetPage::buildTable() {
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("fleet"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    // Regressed nodes first (then by host: the proxy sorts stably over the host-ordered rows).
    m_view->sortByColumn(FleetTableModel::Flag, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
}

// Below the table: the status and progress, and what to do with the selected node.
QHBoxLayout *FleetPage::buildActions() {
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_compare = new QPushButton(QIcon(QStringLiteral(":/icons/compare.svg")),
                                tr("Co&mpare over time"), this);
    m_compare->setToolTip(tr("Open the selected node's latest run and its baseline runs on the "
                             "Compare page (or double-click the row)."));
    m_report = new QPushButton(QIcon(QStringLiteral(":/icons/report.svg")),
                               tr("Re&port on latest run"), this);
    m_report->setToolTip(tr("Open the hardware report of the selected node's latest run."));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_compare);
    bottom->addWidget(m_report);
    return bottom;
}

// The selected node's title and details.
QWidget *FleetPage::buildDetails() {
    auto *detailSide = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detailSide);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_detailsTitle = new QLabel(detailSide);
    m_detailsTitle->setTextFormat(Qt::RichText);
    m_detailsTitle->setWordWrap(true);
    m_details = new QTextBrowser(detailSide);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setOpenLinks(false);
    detailLayout->addWidget(m_detailsTitle);
    detailLayout->addWidget(m_details, 1);
    return detailSide;
}

// The controls filter and reload; the selection drives the details and the actions.
void FleetPage::connectUi() {
    auto *proxy = static_cast<FleetFilterProxy *>(m_proxy);
    connect(m_filter, &QLineEdit::textChanged, this,
            [proxy](const QString &t) { proxy->setText(t); });
    connect(m_onlyFlagged, &QCheckBox::toggled, this,
            [proxy](bool on) { proxy->setOnlyFlagged(on); });
    connect(m_history, &QSpinBox::valueChanged, this, [this](int n) {
        QSettings().setValue(QStringLiteral("fleet/history"), n);
        reload();
    });
    connect(m_refresh, &QPushButton::clicked, this, &FleetPage::reload);
    connect(m_export, &QPushButton::clicked, this, &FleetPage::exportWithDialog);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        m_autoSelected = false;
        showCurrent();
    });
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &FleetPage::showCurrent);
    connect(m_view, &QTableView::doubleClicked, this, [this] {
        if (const QList<qint64> ids = currentNodeRuns(); ids.size() >= 2)
            m_services->requestCompare(ids);
        else if (!ids.isEmpty())
            m_services->requestReport(ids);
    });
    connect(m_compare, &QPushButton::clicked, this,
            [this] { m_services->requestCompare(currentNodeRuns()); });
    connect(m_report, &QPushButton::clicked, this, [this] {
        if (const QList<qint64> ids = currentNodeRuns(); !ids.isEmpty())
            m_services->requestReport({ids.first()});
    });
}

int FleetPage::history() const {
    return m_history->value();
}

void FleetPage::setHistory(int runs) {
    m_history->setValue(runs);
}

bool FleetPage::isLoading() const {
    return m_summary->isBusy() || m_checks->isBusy();
}

void FleetPage::reload() {
    // A reload while one runs supersedes it: the data may have changed under it.
    m_checks->discard();
    m_checking.clear();
    m_error.clear();
    if (!m_services->hasDatabase()) {
        m_summary->discard();
        m_model->setRows({});
        m_status->setText(m_services->unavailableText());
        setEnabled(false);
        return;
    }
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_status->setText(tr("Reading the fleet…"));
    m_progress->setRange(0, 0); // busy until the summary is in
    m_progress->show();
    m_summary->run([db = *m_services->database(), n = history()](
                       usecases::JobControl &) { return usecases::Fleet::summary(db, n); },
                   [this](const Result<QList<FleetRow>> &rows) { summaryReady(rows); });
}

void FleetPage::summaryReady(const Result<QList<FleetRow>> &rows) {
    if (!rows) {
        m_progress->hide();
        m_status->setText(tr("Cannot read the fleet: %1").arg(rows.error().text()));
        return;
    }
    // Keep the selected node selected across a refresh.
    QString selected;
    if (const QModelIndex current = m_view->currentIndex(); current.isValid())
        selected = current.siblingAtColumn(FleetTableModel::Host).data().toString() + QChar(0)
                   + current.siblingAtColumn(FleetTableModel::Device).data().toString();
    const bool first = m_model->rowCount() == 0;
    m_model->setRows(*rows);
    m_loadMs = QDateTime::currentMSecsSinceEpoch() - m_startedMs;
    if (first)
        m_view->resizeColumnsToContents();
    for (int r = 0; r < m_proxy->rowCount() && !selected.isEmpty(); ++r) {
        const QModelIndex i = m_proxy->index(r, FleetTableModel::Host);
        if (i.data().toString() + QChar(0)
                + i.siblingAtColumn(FleetTableModel::Device).data().toString()
            == selected) {
            m_view->setCurrentIndex(i);
            break;
        }
    }
    if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0) {
        m_view->setCurrentIndex(m_proxy->index(0, 0));
        m_autoSelected = true; // after the checks, the first (most flagged) row instead
    }
    showCurrent();
    emit summaryLoaded();

    // Then the regression checks, a slice of nodes per job.
    qsizetype pending = 0;
    for (const FleetRow &r : *rows)
        pending += r.flag == FleetRow::Flag::Pending ? 1 : 0;
    if (pending == 0) {
        checksDone();
        return;
    }
    m_checking = *rows;
    m_progress->setRange(0, int(m_checking.size()));
    m_progress->setValue(0);
    m_checkMs = QDateTime::currentMSecsSinceEpoch();
    checkSlice(0);
    updateStatus();
}

void FleetPage::checkSlice(qsizetype from) {
    if (from >= m_checking.size()) {
        checksDone();
        return;
    }
    struct Slice {
        qsizetype from = 0;
        QList<FleetRow> rows;
        QString error;
    };
    const QList<FleetRow> rows = m_checking.mid(from, usecases::Fleet::kNodesPerSlice);
    m_checks->run(
        [db = *m_services->database(), from, rows](usecases::JobControl &) {
            Slice slice{from, rows, QString()};
            if (const auto checked = usecases::Fleet::check(db, slice.rows, 0, slice.rows.size());
                !checked)
                slice.error = checked.error().text();
            return slice;
        },
        [this](const Slice &slice) {
            if (!slice.error.isEmpty())
                m_error = slice.error;
            m_model->updateRows(slice.from, slice.rows);
            for (qsizetype i = 0; i < slice.rows.size(); ++i)
                m_checking[slice.from + i] = slice.rows.at(i);
            m_progress->setValue(int(slice.from + slice.rows.size()));
            updateStatus();
            if (!slice.error.isEmpty())
                checksDone();
            else
                checkSlice(slice.from + slice.rows.size());
        });
}

void FleetPage::checksDone() {
    m_checking.clear();
    if (m_autoSelected && m_proxy->rowCount() > 0) {
        m_view->setCurrentIndex(m_proxy->index(0, 0));
        m_view->scrollToTop();
        m_autoSelected = true;
    }
    m_checkMs = QDateTime::currentMSecsSinceEpoch() - m_checkMs;
    m_progress->hide();
    updateStatus();
    emit checksFinished();
}

void FleetPage::updateStatus() {
    QSet<QString> hosts;
    for (const FleetRow &r : m_model->rows())
        hosts.insert(r.entry.host);
    QString text = tr("%n node(s) on %1 host(s), shown in %2 ms", nullptr, m_model->rowCount())
                       .arg(hosts.size())
                       .arg(m_loadMs);
    if (!m_checking.isEmpty())
        text += tr(" · checking for regressions: %1 of %2 nodes")
                    .arg(m_progress->value())
                    .arg(m_model->rowCount());
    else
        text += tr(" · %n flagged", nullptr, m_model->flaggedCount());
    if (!m_error.isEmpty())
        text += tr(" · regression check failed: %1").arg(m_error);
    m_status->setText(text);
}

QList<qint64> FleetPage::currentNodeRuns() const {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return {};
    const FleetRow &row = m_model->row(m_proxy->mapToSource(current).row());
    if (row.entry.latestRunId == 0)
        return {};
    return QList<qint64>{row.entry.latestRunId} + row.baselineRunIds();
}

void FleetPage::showCurrent() {
    const QModelIndex current = m_view->currentIndex();
    const bool any = current.isValid();
    const QList<qint64> runs = currentNodeRuns();
    m_compare->setEnabled(runs.size() >= 2);
    m_report->setEnabled(!runs.isEmpty());
    m_export->setEnabled(m_model->rowCount() > 0);
    if (!any) {
        m_detailsTitle->setText(tr("<b>Select a node</b> to see its figures and findings."));
        m_details->clear();
        return;
    }
    const FleetRow &row = m_model->row(m_proxy->mapToSource(current).row());
    m_detailsTitle->setText(QStringLiteral("<b>%1</b> · %2")
                                .arg(row.entry.host.toHtmlEscaped(),
                                     FleetReport::deviceLabel(row.entry).toHtmlEscaped()));
    QString html;
    // Red by the line's kind (a regression, or the verdict that there is one), not its words.
    for (const VerdictLine &line : FleetReport::detailLines(row, m_model->units())) {
        html += line.kind == VerdictLine::Kind::Worse
                    ? QStringLiteral("<p style=\"margin:0 0 4px 0; color:%1\">%2</p>")
                          .arg(palette::worse().name(), line.text.toHtmlEscaped())
                    : QStringLiteral("<p style=\"margin:0 0 4px 0\">%1</p>")
                          .arg(line.text.toHtmlEscaped());
    }
    m_details->setHtml(html);
}

Result<QStringList> FleetPage::exportTo(const QString &path) {
    QList<FleetRow> rows;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        rows << m_model->row(m_proxy->mapToSource(m_proxy->index(r, 0)).row());
    Result<QStringList> written =
        usecases::Reports::write(usecases::Fleet::report(rows, history(), m_model->units()), path);
    if (!written)
        ErrorDialog::error(this, tr("Export failed"), written.error().text(),
                           tr("Choose a folder you can write to and try again."));
    else
        m_services->showStatus(tr("Wrote the fleet report to %1").arg(path));
    return written;
}

void FleetPage::exportWithDialog() {
    QSettings settings;
    const QString path =
        FileDialogs::saveFileName(this, tr("Export the fleet report"),
                                  QDir(settings.value(QStringLiteral("fleet/exportDir")).toString())
                                      .filePath(QStringLiteral("fleet.pdf")),
                                  tr("PDF (*.pdf);;HTML (*.html);;CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("fleet/exportDir"), QFileInfo(path).absolutePath());
    (void)exportTo(path); // it told the user already: an error dialog or the status bar
}

} // namespace roofline::ui
