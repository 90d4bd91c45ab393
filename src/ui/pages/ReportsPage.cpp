// SPDX-License-Identifier: MIT
#include "ui/pages/ReportsPage.h"

#include "i18n/Translations.h"
#include "report/ChartInputs.h"
#include "storage/LiveDatabaseFiles.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/ReportPreview.h"
#include "ui/widgets/RunPicker.h"
#include "usecases/Baselines.h"
#include "usecases/ErrorJson.h"
#include "usecases/Runs.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

#ifdef ROOFLINE_HAVE_QTPDF
constexpr bool kChildJobs = true; // see the class comment
#else
constexpr bool kChildJobs = false;
#endif

// The UI's language for the child's --lang: the shipped translation the app installed (it set
// the default locale), else English; a locale with no translation would make the child refuse.
QString uiLanguage() {
    const QString name = QLocale().name();
    const QStringList shipped = Translations::available();
    if (shipped.contains(name))
        return name;
    const QString language = name.section(QLatin1Char('_'), 0, 0);
    return shipped.contains(language) ? language : QStringLiteral("en");
}

} // namespace

ReportsPage::ReportsPage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_jobs = new usecases::JobTracker(this);
    QGroupBox *left = buildReportSide();
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

    connectSignals();
    setBusy(false);
    reload();
}

// The report's side: the runs to report on, its kind and baseline, the options, preview and
// export buttons, and the running job's progress.
QGroupBox *ReportsPage::buildReportSide() {
    auto *left = new QGroupBox(tr("Report"), this);
    auto *leftLayout = new QVBoxLayout(left);
    m_runs = new RunPicker(left);
    m_runs->view()->setToolTip(
        tr("Tick one run for its hardware report, or several for a comparison "
           "report."));
    leftLayout->addWidget(m_runs, 1);
    m_kind = new QLabel(left);
    m_kind->setWordWrap(true);
    leftLayout->addWidget(m_kind);
    auto *baselineForm = new QFormLayout;
    baselineForm->setContentsMargins(0, 0, 0, 0);
    m_baseline = new QComboBox(left);
    m_baseline->setObjectName(QStringLiteral("baseline"));
    m_baseline->setToolTip(tr("Comparison report: the run the others are divided by. The "
                              "earliest ticked run unless you choose another."));
    baselineForm->addRow(tr("&Baseline"), m_baseline);
    leftLayout->addLayout(baselineForm);
    connect(m_baseline, &QComboBox::activated, this,
            [this] { m_chosenBaseline = m_baseline->currentData().toLongLong(); });
    addOptions(leftLayout, left);
    addOutputButtons(leftLayout, left);
    // While a job runs: what it does, how far it got, and a way out.
    m_busyText = new QLabel(left);
    m_busyText->setObjectName(QStringLiteral("busyText"));
    m_busyText->setWordWrap(true);
    leftLayout->addWidget(m_busyText);
    auto *busyRow = new QHBoxLayout;
    m_progress = new QProgressBar(left);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setTextVisible(false);
    busyRow->addWidget(m_progress, 1);
    m_cancel = new QPushButton(tr("Cancel"), left);
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setToolTip(tr("Stop composing or writing the report."));
    connect(m_cancel, &QPushButton::clicked, this, &ReportsPage::cancel);
    busyRow->addWidget(m_cancel);
    leftLayout->addLayout(busyRow);

    return left;
}

// What the report includes, remembered between sessions.
void ReportsPage::addOptions(QVBoxLayout *leftLayout, QWidget *left) {
    QSettings settings;
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
}

// Preview, and export as PDF, HTML, CSV or the charts as images: disabled while a job runs.
void ReportsPage::addOutputButtons(QVBoxLayout *leftLayout, QWidget *left) {
    auto *preview =
        new QPushButton(QIcon(QStringLiteral(":/icons/report.svg")), tr("&Preview"), left);
    preview->setObjectName(QStringLiteral("preview"));
    preview->setToolTip(tr("Compose the report and show it here (F5 reads the runs again and "
                           "composes it anew)."));
    connect(preview, &QPushButton::clicked, this, &ReportsPage::showPreview);
    leftLayout->addWidget(preview);
    m_jobButtons << preview;
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
        m_jobButtons << b;
    }
    auto *charts = new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")),
                                   tr("Export charts (PNG && SVG)…"), left);
    charts->setToolTip(tr("Every chart as a PNG image and an SVG drawing, into a folder."));
    connect(charts, &QPushButton::clicked, this, &ReportsPage::exportChartsWithDialog);
    leftLayout->addWidget(charts);
    m_jobButtons << charts;
}

// The runs listed, the database switched, and the job's progress.
void ReportsPage::connectSignals() {
    connect(m_runs, &RunPicker::checkedChanged, this, &ReportsPage::updateKind);
    connect(m_runs, &RunPicker::loaded, this, [this] {
        const QList<qint64> wanted = m_wantedChecks.value_or(checkedRunIds());
        m_wantedChecks.reset();
        showRuns(wanted);
        if (!m_runs->loadError().isEmpty())
            m_kind->setText(m_runs->loadError());
    });
    connect(m_services, &Session::runsChanged, this, &ReportsPage::reload);
    connect(m_services, &Session::databaseChanged, this, [this] {
        // A preview of the old database's runs must not appear after the switch; an export
        // the user started still finishes (it reads the old database through its own copy).
        m_jobs->discard();
        m_wantedChecks.reset();
        m_listed.clear();
        m_runs->clear();
        setRunIds({});
        reload();
    });

    connect(m_jobs, &usecases::JobTracker::busyChanged, this, [this](bool busy) {
        if (!busy)
            setBusy(false);
    });
    connect(m_jobs, &usecases::JobTracker::progressChanged, this,
            [this](int value, int maximum, const QString &text) {
                m_progress->setRange(0, maximum);
                m_progress->setValue(value);
                if (!text.isEmpty() && !m_jobs->isCancelling()) {
                    m_busyText->setText(text);
                    m_services->showStatus(text, 0);
                }
            });
}

ReportsPage::~ReportsPage() = default; // the trackers kill their children and wait

void ReportsPage::refresh() {
    reload();
    if (!checkedRunIds().isEmpty())
        showPreview();
}

bool ReportsPage::isListing() const {
    return m_runs->isLoading();
}

void ReportsPage::reload() {
    const QList<qint64> checked = m_wantedChecks.value_or(checkedRunIds());
    if (!m_services->hasDatabase()) {
        m_runs->clear();
        m_listed.clear();
        m_kind->setText(m_services->unavailableText());
        return;
    }
    m_runs->load(*m_services->database(), checked);
}

void ReportsPage::showRuns(const QList<qint64> &checked) {
    m_listed = m_runs->runs();
    m_runs->setCheckedRunIds(checked);
    updateKind();
}

void ReportsPage::updateKind() {
    updateBaselineBox();
    if (m_listed.isEmpty()) {
        m_kind->setText(tr("No runs stored yet: measure one on the Probe page."));
        return;
    }
    const int n = int(checkedRunIds().size());
    m_kind->setText(n == 0   ? tr("Tick a run.")
                    : n == 1 ? tr("Hardware report of one run.")
                             : tr("Comparison report of %n runs.", nullptr, n));
}

QList<qint64> ReportsPage::checkedRunIds() const {
    if (m_wantedChecks)
        return *m_wantedChecks; // ticked once the list arrives
    return m_runs->checkedRunIds();
}

void ReportsPage::updateBaselineBox() {
    const QList<qint64> ids = checkedRunIds();
    QList<Run> runs;
    for (const Run &r : std::as_const(m_listed)) {
        if (ids.contains(r.id))
            runs << r;
    }
    const QSignalBlocker block(m_baseline);
    m_baseline->clear();
    for (const Run &r : std::as_const(runs))
        m_baseline->addItem(RunPickerModel::label(r), r.id);
    m_baseline->setCurrentIndex(usecases::Baselines::comparisonBaseline(runs, m_chosenBaseline));
    m_baseline->setEnabled(runs.size() > 1);
}

qint64 ReportsPage::baselineRunId() const {
    return m_baseline->count() > 1 ? m_baseline->currentData().toLongLong() : 0;
}

void ReportsPage::setRunIds(const QList<qint64> &ids) {
    m_chosenBaseline = 0; // new runs: the earliest of them is the baseline again
    // Until the list has arrived, remember what to tick.
    if (m_runs->isLoading())
        m_wantedChecks = ids;
    m_runs->setCheckedRunIds(ids);
    updateKind();
}

std::optional<ReportsPage::Request> ReportsPage::request(JobKind kind, QString *error) const {
    const QList<qint64> ids = m_wantedChecks.value_or(checkedRunIds());
    if (ids.isEmpty()) {
        *error = tr("Tick at least one run.");
        return std::nullopt;
    }
    if (!m_services->hasDatabase()) {
        *error = m_services->unavailableText();
        return std::nullopt;
    }
    Request r;
    r.kind = kind;
    r.database = *m_services->database();
    r.report.runs = usecases::Runs::keysOf(ids);
    r.report.compare = ids.size() > 1;
    // The baseline chosen (or the earliest ticked); -1 lets usecases::Reports take the earliest
    // when the list has not arrived yet.
    r.report.baseline = int(ids.indexOf(baselineRunId()));
    r.report.units = m_services->displayUnits();
    r.report.trends = m_trends->isChecked();
    r.report.allMeasurements = m_allMeasurements->isChecked();
    r.report.onlySignificant = m_onlySignificant->isChecked();
    r.location = m_services->database()->path();
    r.password = m_services->sessionPassword(r.location);
    r.language = uiLanguage();
    return r;
}

void ReportsPage::start(const Request &r) {
    const usecases::JobOptions options{r.kind, r.kind == Preview};
    if (r.kind == Preview) {
        // A preview superseded by this one leaves its unfinished file behind: not kept.
        if (m_jobs->runningTag() == Preview && !m_previewPath.isEmpty())
            QFile::remove(m_previewPath);
        m_previewPath = r.path;
    }
    // A preview without a file to write (no temporary folder) falls back to the rich text.
    if (kChildJobs && (r.kind == Export || !r.path.isEmpty())) {
        startChild(r);
        return;
    }
    setBusy(true, tr("Reading the runs…"));
    m_jobs->run(
        [r](usecases::JobControl &control) {
            return usecases::Reports::load(*r.database, r.report, control.progress(),
                                           control.cancelled());
        },
        [this, r](const Result<usecases::ReportInputs> &inputs) { finish(r, inputs); }, options);
}

void ReportsPage::startChild(const Request &r) {
    QString output = r.path;
    const bool charts = r.kind == Export && QFileInfo(r.path).isDir();
    std::shared_ptr<QTemporaryDir> exportDir;
    if (r.kind == Export) {
        // Written into a private folder and moved into place on success, so a cancelled or
        // failed export leaves nothing half-written where the user looks.
        exportDir = std::make_shared<QTemporaryDir>();
        if (!exportDir->isValid()) {
            exportDone(r, {},
                       tr("Cannot create a temporary folder: %1").arg(exportDir->errorString()));
            return;
        }
        output = charts ? exportDir->path() : exportDir->filePath(QFileInfo(r.path).fileName());
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")); // no window
    env.remove(QStringLiteral("PGPASSWORD"));
    if (!r.password.isEmpty())
        env.insert(QStringLiteral("PGPASSWORD"), r.password); // never on the command line
    const QStringList args = QStringList{QStringLiteral("--json"), QStringLiteral("--db"),
                                         r.location, QStringLiteral("--lang"), r.language}
                             + usecases::Reports::commandArguments(r.report, output, charts);
    setBusy(true, r.kind == Preview ? tr("Composing the report…")
                                    : tr("Writing %1…").arg(QDir::toNativeSeparators(r.path)));
    m_jobs->runProcess(
        m_services->cliPath(), args, env,
        [this, r, exportDir](const usecases::JobTracker::ProcessResult &result) {
            childFinished(r, exportDir, result);
        },
        usecases::JobOptions{r.kind, r.kind == Preview});
}

void ReportsPage::childFinished(const Request &r, const std::shared_ptr<QTemporaryDir> &exportDir,
                                const usecases::JobTracker::ProcessResult &result) {
    QString error = commandError(result);
    const QJsonObject answer = QJsonDocument::fromJson(result.standardOutput).object();
    if (r.kind == Preview) {
        showPreviewResult(r, answer, result.cancelled, error);
        return;
    }
    if (result.cancelled) {
        exportDone(r, {}, QString(), true);
        return;
    }
    QStringList files;
    if (error.isEmpty())
        error = moveExported(r, answer, &files);
    Q_UNUSED(exportDir) // kept until here: the files moved out of it
    exportDone(r, error.isEmpty() ? files : QStringList(), error);
}

// Why the `roofline report` child failed; empty when it did not (or was cancelled).
QString ReportsPage::commandError(const usecases::JobTracker::ProcessResult &result) const {
    QString error;
    if (result.failedToStart) {
        error = tr("Cannot run %1: %2")
                    .arg(QDir::toNativeSeparators(m_services->cliPath()), result.errorString);
    } else if (!result.cancelled && (result.crashed || result.exitCode != 0)) {
        // The command's answer says what failed, with its kind (`--json`); what it printed on
        // stderr is only shown when it could not answer.
        const QString said = QString::fromUtf8(result.standardError).trimmed();
        if (const auto answer = usecases::ErrorJson::fromOutput(result.standardOutput); answer)
            error = answer->text();
        else if (result.crashed)
            error = tr("The report command crashed.")
                    + (said.isEmpty() ? QString() : QLatin1Char('\n') + said);
        else
            error = said.isEmpty()
                        ? tr("The report command failed (exit code %1).").arg(result.exitCode)
                        : said;
    }
    return error;
}

// A preview's PDF shown, or why not (a failed or cancelled one's partial file removed).
void ReportsPage::showPreviewResult(const Request &r, const QJsonObject &answer, bool cancelled,
                                    const QString &error) {
    m_previewPath.clear();
    if (cancelled || !error.isEmpty())
        QFile::remove(r.path); // whatever the child had begun
    if (cancelled) {
        previewDone(false, QString(), tr("Preview cancelled."));
    } else if (!error.isEmpty()) {
        previewDone(false, error, error);
    } else {
        ReportPreview::Content content;
        content.pdfPath = r.path;
        content.charts = answer.value(QStringLiteral("charts")).toInt();
        m_preview->showContent(content);
        previewDone(true, QString(),
                    tr("Report ready: %1").arg(answer.value(QStringLiteral("title")).toString()));
    }
}

// Into place: the folder the user chose, or the file's folder (CSV writes one file per table
// beside the one named). `files` gets each file moved; the error stops at the first failure.
QString ReportsPage::moveExported(const Request &r, const QJsonObject &answer,
                                  QStringList *files) const {
    const QFileInfo asked(r.path);
    const QDir target(asked.isDir() ? r.path : asked.path());
    const QJsonArray written = answer.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &v : written) {
        const QString from = v.toString();
        const QString name = QFileInfo(from).fileName();
        const QString to =
            !asked.isDir() && name == asked.fileName() ? r.path : target.filePath(name);
        // Never over the open database (or its -wal/-shm), whatever the name typed.
        if (auto live = storage::LiveDatabaseFiles::refuse(to); !live)
            return live.error().text();
        QFile::remove(to);
        if (!QFile::rename(from, to) && !QFile::copy(from, to))
            return tr("Cannot write %1.").arg(QDir::toNativeSeparators(to));
        *files << to;
    }
    return QString();
}

void ReportsPage::previewDone(bool ok, const QString &error, const QString &status) {
    if (!error.isEmpty())
        m_preview->showError(error);
    m_services->showStatus(status);
    emit previewFinished(ok);
}

void ReportsPage::exportDone(const Request &r, const QStringList &files, const QString &error,
                             bool cancelled) {
    const bool fromDialog = std::exchange(m_exportFromDialog, false);
    if (cancelled) {
        m_services->showStatus(tr("Export cancelled."));
        emit exportFinished({}, tr("Cancelled."));
        return;
    }
    if (!error.isEmpty()) {
        m_services->showStatus(tr("Export failed: %1").arg(error));
        if (fromDialog)
            ErrorDialog::error(this, tr("Export failed"), error,
                               tr("Check the database is reachable and the folder is "
                                  "writable, then try again."));
    } else {
        m_services->showStatus(tr("Wrote %n file(s) to %1", nullptr, int(files.size()))
                                   .arg(QDir::toNativeSeparators(r.path)));
    }
    emit exportFinished(files, error);
}

void ReportsPage::finish(const Request &r, const Result<usecases::ReportInputs> &runs) {
    if (!runs) {
        const bool cancelled = runs.error().kind == ErrorKind::Cancelled;
        if (r.kind == Preview)
            previewDone(false, cancelled ? QString() : runs.error().text(),
                        cancelled ? tr("Preview cancelled.") : runs.error().text());
        else
            exportDone(r, {}, runs.error().text(), cancelled);
        return;
    }
    const QString doing = r.kind == Preview
                              ? tr("Composing the report…")
                              : tr("Writing %1…").arg(QDir::toNativeSeparators(r.path));
    m_busyText->setText(doing);
    m_busyText->repaint(); // shown before the GUI thread is busy (see the class comment)
    m_services->showStatus(doing, 0);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const ReportDocument doc = usecases::Reports::compose(r.report, runs->runs, runs->kernels);
    if (r.kind == Preview) {
        m_preview->showContent(ReportPreview::prepare(doc, r.path, r.pixelRatio));
        QApplication::restoreOverrideCursor();
        previewDone(true, QString(), tr("Report ready: %1").arg(doc.title));
        return;
    }
    const Result<QStringList> files =
        usecases::Reports::write(doc, r.path, QFileInfo(r.path).isDir());
    QApplication::restoreOverrideCursor();
    exportDone(r, files ? *files : QStringList(), files ? QString() : files.error().text());
}

void ReportsPage::setBusy(bool busy, const QString &text) {
    for (QPushButton *b : std::as_const(m_jobButtons))
        b->setEnabled(!busy);
    m_busyText->setVisible(busy);
    m_busyText->setText(text);
    m_progress->setVisible(busy);
    m_progress->setRange(0, 0); // busy until the job says how many steps
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    if (busy) {
        m_preview->setCursor(Qt::BusyCursor);
        m_services->showStatus(text, 0);
    } else {
        m_preview->unsetCursor();
    }
}

void ReportsPage::showPreview() {
    QString error;
    std::optional<Request> r = request(Preview, &error);
    if (!r) {
        previewDone(false, error, error);
        return;
    }
    // The newest request wins (JobTracker): a running preview stops and its result is
    // dropped; while an export runs, this waits for it.
    r->path = m_preview->nextPdfPath();
    r->pixelRatio = m_preview->devicePixelRatioF();
    start(*r);
}

void ReportsPage::cancel() {
    if (!m_jobs->isBusy())
        return;
    m_jobs->cancel();
    m_cancel->setEnabled(false);
    m_busyText->setText(tr("Cancelling…"));
    m_services->showStatus(tr("Cancelling…"), 0);
}

bool ReportsPage::startExport(const QString &path) {
    if (m_jobs->isBusy())
        return false;
    QString error;
    std::optional<Request> r = request(Export, &error);
    if (!r) {
        exportDone(Request{}, {}, error);
        return true;
    }
    r->path = path;
    start(*r);
    return true;
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
    const QString path = FileDialogs::saveFileName(
        this, tr("Export report"), QDir(dir).filePath(QStringLiteral("report.") + suffix), filter);
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("reports/dir"), QFileInfo(path).absolutePath());
    m_exportFromDialog = true;
    if (!startExport(path))
        m_exportFromDialog = false;
}

void ReportsPage::exportChartsWithDialog() {
    if (checkedRunIds().isEmpty()) {
        ErrorDialog::information(this, tr("Export charts"), tr("Tick the runs to report first."));
        return;
    }
    QSettings settings;
    const QString dir = FileDialogs::existingDirectory(
        this, tr("Folder for the charts"),
        settings.value(QStringLiteral("reports/dir"), QDir::homePath()).toString());
    if (dir.isEmpty())
        return;
    settings.setValue(QStringLiteral("reports/dir"), dir);
    m_exportFromDialog = true;
    if (!startExport(dir))
        m_exportFromDialog = false;
}

} // namespace roofline::ui
