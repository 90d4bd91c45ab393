// SPDX-License-Identifier: MIT
#include "ui/pages/ComparePage.h"

#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/RunComparison.h"
#include "report/ChartInputs.h"
#include "report/ComparisonReport.h"
#include "report/RegressionVerdict.h"
#include "ui/itemmodels/ComparisonTableModel.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/services/Session.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/RunChartPanel.h"
#include "ui/widgets/RunPicker.h"
#include "usecases/Baselines.h"
#include "usecases/JobTracker.h"
#include "usecases/LatestRuns.h"
#include "usecases/Runs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace roofline::ui {

// What a comparison job hands back: the runs and everything computed from them off the GUI
// thread; the page only shows it.
struct ComparePage::Comparison {
    QString error;
    QList<Run> runs;
    RunComparison comparison;
    QStringList labels;
    QStringList sentences;
    std::optional<RegressionVerdict::NodeOverTime> node;
};

ComparePage::ComparePage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_model = new ComparisonTableModel(this);
    m_compareJobs = new usecases::JobTracker(this);

    auto *left = new QGroupBox(tr("Runs to compare"), this);
    QCheckBox *onlySignificant = buildRunList(left);
    QSortFilterProxyModel *proxy = buildRatioFilter(onlySignificant);
    QSplitter *right = buildResults(proxy);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({300, 900});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connectUi();
    reload();
}

// The run list, "This node over time" and the baseline; returns "Only significant changes",
// which filters the ratio table.
QCheckBox *ComparePage::buildRunList(QGroupBox *left) {
    auto *leftLayout = new QVBoxLayout(left);
    m_picker = new RunPicker(left);
    m_picker->view()->setToolTip(tr("Tick 2 to %1 runs (click a row). Measurements are matched "
                                    "by probe, metric, level, format, kernel and working set.")
                                     .arg(RunComparison::kMaxRuns));
    leftLayout->addWidget(m_picker, 1);
    auto *node = new QPushButton(tr("This &node over time"), left);
    node->setToolTip(tr("Tick the complete runs of the ticked run's device (or the highlighted "
                        "one's, when none is ticked), to see how it changed over time."));
    connect(node, &QPushButton::clicked, this, &ComparePage::selectNodeOverTime);
    leftLayout->addWidget(node);
    auto *form = new QFormLayout;
    m_baseline = new QComboBox(left);
    m_baseline->setObjectName(QStringLiteral("baseline"));
    m_baseline->setToolTip(tr("The run the others are divided by; its column shows the reference "
                              "values. The earliest ticked run unless you choose another."));
    form->addRow(tr("&Baseline"), m_baseline);
    auto *onlySignificant = new QCheckBox(tr("Only &significant changes"), left);
    onlySignificant->setToolTip(tr("Hide the rows where every run is within noise of the "
                                   "baseline."));
    form->addRow(onlySignificant);
    leftLayout->addLayout(form);
    return onlySignificant;
}

// The ratio table's rows, sortable by value and filtered to the significant ones when asked.
QSortFilterProxyModel *ComparePage::buildRatioFilter(QCheckBox *onlySignificant) {
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(ComparisonTableModel::RawValueRole);
    proxy->setFilterRole(ComparisonTableModel::SignificantRole);
    proxy->setFilterKeyColumn(0);
    connect(onlySignificant, &QCheckBox::toggled, proxy, [proxy](bool on) {
        proxy->setFilterFixedString(on ? QStringLiteral("true") : QString());
    });
    return proxy;
}

// The chart above the node's verdict, the summary and the ratio table.
QSplitter *ComparePage::buildResults(QAbstractItemModel *ratios) {
    auto *right = new QSplitter(Qt::Vertical, this);
    m_chart = new RunChartPanel(QStringLiteral("compare"), right);
    auto *tableBox = new QWidget(right);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(tableBox);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_verdict = new QLabel(tableBox);
    m_verdict->setObjectName(QStringLiteral("nodeVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->hide();
    m_table = new QTableView(tableBox);
    m_table->setObjectName(QStringLiteral("ratios"));
    m_table->setModel(ratios);
    m_table->setWordWrap(false);
    m_table->setSortingEnabled(true);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMaximumSectionSize(420);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // The comparison's own order (metric, level, kernel, format, size) until a header is clicked.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    tableLayout->addWidget(m_verdict);
    tableLayout->addWidget(m_summary);
    tableLayout->addWidget(m_table, 1);
    right->addWidget(m_chart);
    right->addWidget(tableBox);
    return right;
}

// Ticks and the baseline compare again; the list follows the database.
void ComparePage::connectUi() {
    connect(m_picker, &RunPicker::checkedChanged, this, [this] {
        if (m_updating)
            return;
        updateBaselineBox();
        compare();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_chosenBaseline = m_baseline->currentData().toLongLong(); // the user's choice
        compare();
    });
    connect(m_picker, &RunPicker::loaded, this, [this] {
        const QList<qint64> wanted = m_wantedChecks.value_or(checkedRunIds());
        m_wantedChecks.reset();
        showList(wanted);
        if (!m_picker->loadError().isEmpty())
            m_summary->setText(m_picker->loadError());
    });
    connect(m_services, &Session::runsChanged, this, &ComparePage::reload);
    connect(m_services, &Session::databaseChanged, this, [this] {
        m_compareJobs->discard();
        m_picker->clear();
        m_listed.clear();
        m_wantedChecks.reset();
        m_chosenBaseline = 0;
        m_firstLoad = true;
        reload();
    });
}

bool ComparePage::isBusy() const {
    return m_picker->isLoading() || m_compareJobs->isBusy();
}

void ComparePage::reload() {
    const QList<qint64> checked = m_wantedChecks.value_or(checkedRunIds());
    if (!m_services->hasDatabase()) {
        m_picker->clear();
        showList(checked);
        return;
    }
    m_picker->load(*m_services->database(), checked);
}

void ComparePage::showList(const QList<qint64> &checked) {
    m_listed = m_picker->runs();
    m_updating = true;
    m_picker->setCheckedRunIds(checked);
    m_updating = false;
    // First visit: start with the newest run's node over time rather than an empty page.
    if (m_firstLoad && checked.isEmpty() && m_listed.size() >= 2) {
        m_firstLoad = false;
        const auto latest =
            usecases::LatestRuns::choose(m_listed, usecases::LatestRuns::Purpose::Measured);
        m_picker->setCurrentRunId(latest ? latest->id : m_listed.first().id);
        selectNodeOverTime();
        return;
    }
    m_firstLoad = false;
    if (m_listed.isEmpty())
        m_summary->setText(m_services->hasDatabase()
                               ? tr("No runs stored yet: measure one on the Probe page or import "
                                    "a bundle in History.")
                               : m_services->unavailableText());
    updateBaselineBox();
    compare();
}

QList<qint64> ComparePage::checkedRunIds() const {
    if (m_wantedChecks)
        return *m_wantedChecks; // ticked once the list arrives
    return m_picker->checkedRunIds();
}

void ComparePage::setRunIds(const QList<qint64> &ids) {
    // Until the list has arrived, remember what to tick.
    if (m_picker->isLoading())
        m_wantedChecks = ids;
    m_firstLoad = m_firstLoad && ids.isEmpty();
    m_chosenBaseline = 0; // new runs: the earliest of them is the baseline again
    m_updating = true;
    m_picker->setCheckedRunIds(ids);
    m_updating = false;
    updateBaselineBox();
    compare();
}

void ComparePage::setBaseline(int index) {
    m_baseline->setCurrentIndex(index);
}

void ComparePage::selectNodeOverTime() {
    // The node of the ticked runs (the newest ticked one), else of the highlighted row.
    qint64 id = checkedRunIds().value(0);
    if (id == 0)
        id = m_picker->currentRunId();
    if (id == 0 && !m_listed.isEmpty()) {
        // The newest run that measured something (usecases::LatestRuns), not an empty one.
        const auto latest =
            usecases::LatestRuns::choose(m_listed, usecases::LatestRuns::Purpose::Measured);
        id = latest ? latest->id : m_listed.first().id;
    }
    const auto it =
        std::find_if(m_listed.cbegin(), m_listed.cend(), [id](const Run &r) { return r.id == id; });
    if (it == m_listed.cend())
        return;
    // Its complete runs only, the earliest of them the baseline (usecases::Baselines).
    setRunIds(usecases::Baselines::nodeRuns(m_listed, *it, RunComparison::kMaxRuns));
}

QList<Run> ComparePage::checkedRuns() const {
    const QList<qint64> ids = checkedRunIds();
    QList<Run> runs;
    for (const Run &r : std::as_const(m_listed)) {
        if (ids.contains(r.id))
            runs << r;
    }
    return runs;
}

void ComparePage::updateBaselineBox() {
    m_updating = true;
    m_baseline->clear();
    const QList<Run> runs = checkedRuns();
    for (const Run &r : runs)
        m_baseline->addItem(RunPickerModel::label(r), r.id);
    m_baseline->setCurrentIndex(usecases::Baselines::comparisonBaseline(runs, m_chosenBaseline));
    m_updating = false;
}

qint64 ComparePage::baselineRunId() const {
    return m_baseline->currentData().toLongLong();
}

QString ComparePage::nodeVerdict() const {
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}

void ComparePage::compare() {
    m_verdict->hide();
    m_verdict->clear();
    const QList<qint64> ids = checkedRunIds();
    if (ids.size() < 2 || !m_services->hasDatabase()) {
        m_compareJobs->discard();
        m_loaded.clear();
        m_model->setComparison(RunComparison(), {});
        m_chart->clear(tr("Tick two or more runs"));
        if (!m_listed.isEmpty())
            m_summary->setText(tr("Tick two or more runs to compare them."));
        emit compared();
        return;
    }
    if (ids.size() > RunComparison::kMaxRuns) {
        m_compareJobs->discard();
        m_summary->setText(tr("Compare at most %1 runs at once.").arg(RunComparison::kMaxRuns));
        emit compared();
        return;
    }
    const qint64 baselineId = baselineRunId();
    m_compareJobs->run(
        [db = *m_services->database(), ids, baselineId](usecases::JobControl &control) {
            Comparison c;
            const auto runs = usecases::Runs::load(db, ids, {}, control.cancelled());
            if (!runs) {
                c.error = runs.error().text();
                return c;
            }
            c.runs = *runs;
            const int baseline = usecases::Baselines::comparisonBaseline(c.runs, baselineId);
            c.labels = ComparisonReport::labelsFor(c.runs);
            c.comparison = RunComparison::compare(c.runs, baseline);
            c.sentences = ExecutiveSummary::forComparison(c.comparison, c.labels);
            c.node = RegressionVerdict::nodeOverTime(c.runs);
            return c;
        },
        [this](const Comparison &c) { showComparison(c); });
}

void ComparePage::showComparison(const Comparison &c) {
    if (!c.error.isEmpty()) {
        m_summary->setText(c.error);
        emit compared();
        return;
    }
    m_loaded = c.runs;
    // Short headers (#id) keep the value columns in view; the full labels are in the legend.
    QStringList shortLabels;
    for (const Run &r : std::as_const(m_loaded))
        shortLabels << tr("#%1").arg(r.id);
    m_model->setComparison(c.comparison, shortLabels);
    m_chart->setRuns(m_loaded, c.labels);
    QStringList sentences = c.sentences;
    sentences.prepend(tr("%n row(s) differ from the baseline beyond noise (highlighted).", nullptr,
                         m_model->significantRowCount()));
    m_summary->setText(sentences.join(QLatin1Char(' ')));
    m_services->showStatus(tr("Compared %n run(s)", nullptr, int(m_loaded.size())), 5000, this);
    // One node over time: is its newest run a regression against the earlier ones?
    if (const auto &node = c.node) {
        // Coloured by kind: the verdict red or green, each regression red.
        const QList<VerdictLine> lines =
            RegressionVerdict::verdictLines(node->result, int(node->earlier.size()));
        const auto worse = [](const VerdictLine &line) {
            return line.kind == VerdictLine::Kind::Worse;
        };
        QString html =
            QStringLiteral("<b style=\"color:%1\">%2</b>")
                .arg(worse(lines.first()) ? palette::worse().name() : palette::better().name(),
                     tr("This node over time — run #%1: %2")
                         .arg(node->latest.id)
                         .arg(lines.first().text)
                         .toHtmlEscaped());
        for (const VerdictLine &line : lines.mid(1)) {
            html += QStringLiteral("<br>&nbsp;&nbsp;")
                    + (worse(line) ? palette::coloured(line.text.toHtmlEscaped(), palette::worse())
                                   : line.text.toHtmlEscaped());
        }
        m_verdict->setText(html);
        m_verdict->show();
    }
    emit compared();
}

} // namespace roofline::ui
