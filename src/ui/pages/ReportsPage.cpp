#include "ui/pages/ReportsPage.h"

#include "report/ChartInputs.h"
#include "report/ComparisonReport.h"
#include "report/HardwareReport.h"
#include "report/ReportExporter.h"
#include "storage/RunRepository.h"
#include "ui/services/AppServices.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/ReportPreview.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace roofline::ui {

ReportsPage::ReportsPage(AppServices *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    QSettings settings;
    auto *left = new QGroupBox(tr("Report"), this);
    auto *leftLayout = new QVBoxLayout(left);
    m_runs = new QListWidget(left);
    m_runs->setObjectName(QStringLiteral("runs"));
    m_runs->setToolTip(tr("Tick one run for its hardware report, or several for a comparison "
                          "report (the first ticked is the baseline)."));
    leftLayout->addWidget(m_runs, 1);
    m_kind = new QLabel(left);
    m_kind->setWordWrap(true);
    leftLayout->addWidget(m_kind);
    m_trends = new QCheckBox(tr("Include &GPU trend charts"), left);
    m_trends->setToolTip(tr("Ridge point and growth of compute, bandwidth and capacity across "
                            "GPU generations (hardware report)."));
    m_trends->setChecked(settings.value(QStringLiteral("reports/trends"), true).toBool());
    m_allMeasurements = new QCheckBox(tr("Include &every measurement"), left);
    m_allMeasurements->setToolTip(tr("An appendix table with every measured point and its "
                                     "statistics (hardware report)."));
    m_allMeasurements->setChecked(
        settings.value(QStringLiteral("reports/allMeasurements"), true).toBool());
    m_onlySignificant = new QCheckBox(tr("Only &significant changes"), left);
    m_onlySignificant->setToolTip(tr("The comparison's ratio table lists only rows that differ "
                                     "from the baseline beyond noise."));
    m_onlySignificant->setChecked(
        settings.value(QStringLiteral("reports/onlySignificant"), false).toBool());
    for (QCheckBox *c : {m_trends, m_allMeasurements, m_onlySignificant}) {
        leftLayout->addWidget(c);
        connect(c, &QCheckBox::toggled, this, [this] {
            QSettings s;
            s.setValue(QStringLiteral("reports/trends"), m_trends->isChecked());
            s.setValue(QStringLiteral("reports/allMeasurements"), m_allMeasurements->isChecked());
            s.setValue(QStringLiteral("reports/onlySignificant"), m_onlySignificant->isChecked());
        });
    }
    auto *preview =
        new QPushButton(QIcon(QStringLiteral(":/icons/report.svg")), tr("&Preview"), left);
    preview->setObjectName(QStringLiteral("preview"));
    preview->setToolTip(tr("Compose the report and show it here (F5)."));
    preview->setShortcut(QKeySequence::Refresh);
    connect(preview, &QPushButton::clicked, this, &ReportsPage::showPreview);
    leftLayout->addWidget(preview);
    const struct {
        QString text, suffix, tip;
    } formats[] = {
        {tr("Export P&DF…"), QStringLiteral("pdf"),
         tr("A vector PDF with the run bundle attached, so it can be imported again.")},
        {tr("Export &HTML…"), QStringLiteral("html"), tr("One self-contained HTML page.")},
        {tr("Export &CSV…"), QStringLiteral("csv"),
         tr("The tables as CSV files (raw SI values), one per table.")},
    };
    for (const auto &f : formats) {
        auto *b = new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")), f.text, left);
        b->setToolTip(f.tip);
        connect(b, &QPushButton::clicked, this, [this, s = f.suffix] { exportWithDialog(s); });
        leftLayout->addWidget(b);
    }
    auto *charts = new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")),
                                   tr("Export charts (PNG && SVG)…"), left);
    charts->setToolTip(tr("Every chart as a PNG image and an SVG drawing, into a folder."));
    connect(charts, &QPushButton::clicked, this, &ReportsPage::exportChartsWithDialog);
    leftLayout->addWidget(charts);

    m_preview = new ReportPreview(this);
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({300, 900});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_runs, &QListWidget::itemChanged, this, [this] {
        const int n = int(checkedRunIds().size());
        m_kind->setText(n == 0   ? tr("Tick a run.")
                        : n == 1 ? tr("Hardware report of one run.")
                                 : tr("Comparison report of %n runs.", nullptr, n));
    });
    connect(services, &AppServices::runsChanged, this, &ReportsPage::reload);
    connect(services, &AppServices::databaseChanged, this, [this] {
        setRunIds({});
        reload();
    });
    reload();
}

void ReportsPage::reload() {
    const QList<qint64> checked = checkedRunIds();
    const QSignalBlocker block(m_runs);
    m_runs->clear();
    if (!m_services->hasDatabase()) {
        m_kind->setText(m_services->unavailableText());
        return;
    }
    if (auto runs = storage::RunRepository(*m_services->database()).list()) {
        for (const Run &r : std::as_const(*runs)) {
            auto *item =
                new QListWidgetItem(tr("#%1 %2").arg(r.id).arg(ChartInputs::runLabel(r)), m_runs);
            item->setData(Qt::UserRole, r.id);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(r.id) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_kind->setText(m_runs->count() ? tr("Tick a run.")
                                    : tr("No runs stored yet: measure one on the Probe page."));
}

QList<qint64> ReportsPage::checkedRunIds() const {
    QList<qint64> ids;
    for (int i = 0; i < m_runs->count(); ++i) {
        if (m_runs->item(i)->checkState() == Qt::Checked)
            ids << m_runs->item(i)->data(Qt::UserRole).toLongLong();
    }
    return ids;
}

void ReportsPage::setRunIds(const QList<qint64> &ids) {
    for (int i = 0; i < m_runs->count(); ++i) {
        QListWidgetItem *item = m_runs->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toLongLong()) ? Qt::Checked
                                                                                : Qt::Unchecked);
    }
}

Result<ReportDocument> ReportsPage::buildDocument() const {
    const QList<qint64> ids = checkedRunIds();
    if (ids.isEmpty())
        return Error{tr("Tick at least one run.")};
    if (!m_services->hasDatabase())
        return Error{m_services->unavailableText()};
    storage::RunRepository repo(*m_services->database());
    QList<Run> runs;
    for (qint64 id : ids) {
        Result<Run> run = repo.get(id);
        if (!run)
            return run.error();
        runs << *run;
    }
    if (runs.size() == 1) {
        HardwareReportOptions options;
        options.units = AppServices::unitsFor(m_services->displayUnits(), runs);
        options.includeTrends = m_trends->isChecked();
        options.includeAllMeasurements = m_allMeasurements->isChecked();
        return HardwareReport::build(runs.first(), options);
    }
    ComparisonReportOptions options;
    options.units = AppServices::unitsFor(m_services->displayUnits(), runs);
    options.onlySignificantRows = m_onlySignificant->isChecked();
    return ComparisonReport::build(runs, options);
}

void ReportsPage::showPreview() {
    m_services->showStatus(tr("Composing the report…"), 0);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Result<ReportDocument> doc = buildDocument();
    if (doc)
        m_preview->showDocument(*doc);
    QApplication::restoreOverrideCursor();
    if (!doc) {
        m_preview->showError(doc.error().text());
        m_services->showStatus(doc.error().text());
        return;
    }
    m_services->showStatus(tr("Report ready: %1").arg(doc->title));
}

Result<QStringList> ReportsPage::exportTo(const QString &path) {
    Result<ReportDocument> doc = buildDocument();
    if (!doc)
        return doc.error();
    m_services->showStatus(tr("Writing %1…").arg(path), 0);
    Result<QStringList> files = QFileInfo(path).isDir() ? ReportExporter::writeCharts(*doc, path)
                                                        : ReportExporter::write(*doc, path);
    if (files)
        m_services->showStatus(tr("Wrote %n file(s) to %1", nullptr, int(files->size()))
                                   .arg(QDir::toNativeSeparators(path)));
    return files;
}

void ReportsPage::exportWithDialog(const QString &suffix) {
    if (checkedRunIds().isEmpty()) {
        ErrorDialog::information(this, tr("Export report"), tr("Tick the runs to report first."));
        return;
    }
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("reports/dir"), QDir::homePath()).toString();
    const QString filter = suffix == QLatin1String("pdf")    ? tr("PDF (*.pdf)")
                           : suffix == QLatin1String("html") ? tr("HTML (*.html)")
                                                             : tr("CSV (*.csv)");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"), QDir(dir).filePath(QStringLiteral("report.") + suffix), filter);
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("reports/dir"), QFileInfo(path).absolutePath());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Result<QStringList> files = exportTo(path);
    QApplication::restoreOverrideCursor();
    if (!files)
        ErrorDialog::error(this, tr("Export failed"), files.error().text(),
                           tr("Choose a folder you can write to, and check the disk has space."));
}

void ReportsPage::exportChartsWithDialog() {
    if (checkedRunIds().isEmpty()) {
        ErrorDialog::information(this, tr("Export charts"), tr("Tick the runs to report first."));
        return;
    }
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Folder for the charts"),
        settings.value(QStringLiteral("reports/dir"), QDir::homePath()).toString());
    if (dir.isEmpty())
        return;
    settings.setValue(QStringLiteral("reports/dir"), dir);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Result<QStringList> files = exportTo(dir);
    QApplication::restoreOverrideCursor();
    if (!files)
        ErrorDialog::error(this, tr("Export failed"), files.error().text(),
                           tr("Choose a folder you can write to, and check the disk has space."));
}

} // namespace roofline::ui
