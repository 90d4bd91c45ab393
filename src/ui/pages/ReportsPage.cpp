#include "ui/pages/ReportsPage.h"

#include "i18n/Translations.h"
#include "report/ChartInputs.h"
#include "report/ComparisonReport.h"
#include "report/HardwareReport.h"
#include "report/ReportExporter.h"
#include "storage/RunRepository.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/services/AppServices.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/ReportPreview.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

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
        // A preview of the old database's runs must not appear after the switch; an export
        // the user started still finishes (it reads the old database through its own copy).
        m_previewPending = false;
        if (m_job.has_value() && m_job->kind == JobKind::Preview) {
            m_discard = true;
            stopJob();
        }
        setRunIds({});
        reload();
    });

    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ReportsPage::jobFinished);
    connect(&m_watcher, &QFutureWatcherBase::progressRangeChanged, m_progress,
            &QProgressBar::setRange);
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcherBase::progressTextChanged, this, [this](const QString &t) {
        if (!m_canceled || !*m_canceled) {
            m_busyText->setText(t);
            m_services->showStatus(t, 0);
        }
    });
    setBusy(false);
    reload();
}

ReportsPage::~ReportsPage() {
    // The job copied what it needs and reports through m_watcher only; stop it at its next
    // step and let it end (it uses a copy of the database handle, like Fleet's workers).
    m_watcher.disconnect(this);
    if (m_canceled)
        *m_canceled = true;
    if (m_process) {
        // The child's result has no page to go to: kill it and reap it (a killed process
        // ends at once), and drop its partial output.
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
        if (m_job.has_value() && m_job->kind == JobKind::Preview && !m_job->path.isEmpty())
            QFile::remove(m_job->path);
    }
    m_watcher.waitForFinished();
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

std::optional<ReportsPage::Request> ReportsPage::request(JobKind kind, QString *error) const {
    Request r;
    r.kind = kind;
    r.ids = checkedRunIds();
    if (r.ids.isEmpty()) {
        *error = tr("Tick at least one run.");
        return std::nullopt;
    }
    if (!m_services->hasDatabase()) {
        *error = m_services->unavailableText();
        return std::nullopt;
    }
    r.database = *m_services->database();
    r.units = m_services->displayUnits();
    r.trends = m_trends->isChecked();
    r.allMeasurements = m_allMeasurements->isChecked();
    r.onlySignificant = m_onlySignificant->isChecked();
    r.location = m_services->database()->path();
    r.password = m_services->sessionPassword(r.location);
    r.language = uiLanguage();
    return r;
}

// On a pool thread: reads the runs through this thread's own connection
// (Database::connection()). Shares only `request` (a copy) and `canceled` with the page.
void ReportsPage::readRuns(QPromise<Outcome> &promise, const Request &r,
                           const std::shared_ptr<std::atomic_bool> &canceled) {
    Outcome out;
    const int n = int(r.ids.size());
    promise.setProgressRange(0, n);
    storage::RunRepository repo(*r.database);
    for (int i = 0; i < n; ++i) {
        if (canceled->load()) {
            out.canceled = true;
            break;
        }
        promise.setProgressValueAndText(
            i, tr("Reading run #%1 (%2 of %3)…").arg(r.ids.at(i)).arg(i + 1).arg(n));
        Result<Run> run = repo.get(r.ids.at(i));
        if (!run) {
            out.error = run.error().text();
            break;
        }
        out.runs << *run;
    }
    promise.setProgressValue(n);
    promise.addResult(out);
}

void ReportsPage::start(const Request &request) {
    m_job = request;
    m_discard = false;
    m_canceled = std::make_shared<std::atomic_bool>(false);
    // A preview without a file to write (no temporary folder) falls back to the rich text.
    if (kChildJobs && (request.kind == JobKind::Export || !request.path.isEmpty())) {
        startChild(request);
        return;
    }
    setBusy(true, tr("Reading the runs…"));
    m_watcher.setFuture(
        QtConcurrent::run([request, canceled = m_canceled](QPromise<Outcome> &promise) {
            readRuns(promise, request, canceled);
        }));
}

QStringList ReportsPage::childArguments(const Request &r, const QString &output) {
    QStringList args{QStringLiteral("--json"),
                     QStringLiteral("--db"),
                     r.location,
                     QStringLiteral("--lang"),
                     r.language,
                     QStringLiteral("report")};
    QStringList ids;
    for (qint64 id : r.ids)
        ids << QString::number(id);
    if (ids.size() == 1) {
        args << QStringLiteral("--run") << ids.first()
             << (r.trends ? QStringLiteral("--trends") : QStringLiteral("--no-trends"))
             << (r.allMeasurements ? QStringLiteral("--all-measurements")
                                   : QStringLiteral("--no-all-measurements"));
    } else {
        args << QStringLiteral("--compare") << ids.join(QLatin1Char(','));
        if (r.onlySignificant)
            args << QStringLiteral("--only-significant");
    }
    const DisplayUnits &u = r.units;
    static const char *const latency[] = {"auto", "ns", "cycles"};
    static const char *const compute[] = {"auto", "tflops", "gflops"};
    args << QStringLiteral("--bandwidth-units")
         << QLatin1String(u.binaryBandwidth ? "binary" : "si") << QStringLiteral("--bytes-units")
         << QLatin1String(u.binaryBytes ? "binary" : "si") << QStringLiteral("--latency-units")
         << QLatin1String(latency[int(u.latency)]) << QStringLiteral("--compute-units")
         << QLatin1String(compute[int(u.compute)]);
    // A folder: the charts only; otherwise the file (its suffix picks the format).
    if (r.kind == JobKind::Export && QFileInfo(r.path).isDir())
        args << QStringLiteral("--png") << output << QStringLiteral("--charts-only");
    else
        args << QStringLiteral("-o") << output;
    return args;
}

void ReportsPage::startChild(const Request &r) {
    QString output = r.path;
    if (r.kind == JobKind::Export) {
        // Written into a private folder and moved into place on success, so a cancelled or
        // failed export leaves nothing half-written where the user looks.
        m_exportDir = std::make_unique<QTemporaryDir>();
        if (!m_exportDir->isValid()) {
            childFinished(
                tr("Cannot create a temporary folder: %1").arg(m_exportDir->errorString()));
            return;
        }
        output = QFileInfo(r.path).isDir() ? m_exportDir->path()
                                           : m_exportDir->filePath(QFileInfo(r.path).fileName());
    }
    m_process = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")); // no window
    env.remove(QStringLiteral("PGPASSWORD"));
    if (!r.password.isEmpty())
        env.insert(QStringLiteral("PGPASSWORD"), r.password); // never on the command line
    m_process->setProcessEnvironment(env);
    QProcess *process = m_process;
    connect(process, &QProcess::finished, this,
            [this, process](int exitCode, QProcess::ExitStatus status) {
                if (process != m_process)
                    return;
                const bool crashed = status == QProcess::CrashExit;
                QString error;
                if (crashed || exitCode != 0) {
                    // "roofline report: MESSAGE" on stderr: show MESSAGE, as the in-process
                    // path shows its errors, without Qt's own warnings printed before it.
                    const QString prefix = QStringLiteral("roofline report: ");
                    const QStringList lines = QString::fromUtf8(process->readAllStandardError())
                                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                    for (const QString &line : lines) {
                        if (line.startsWith(prefix))
                            error += (error.isEmpty() ? QString() : QStringLiteral("\n"))
                                     + line.mid(prefix.size()).trimmed();
                    }
                    if (error.isEmpty()) {
                        const QString said = lines.join(QLatin1Char('\n')).trimmed();
                        error = crashed ? tr("The report command crashed.")
                                : said.isEmpty()
                                    ? tr("The report command failed (exit code %1).").arg(exitCode)
                                    : said;
                        if (crashed && !said.isEmpty())
                            error += QLatin1Char('\n') + said;
                    }
                }
                childFinished(error);
            });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (process != m_process || e != QProcess::FailedToStart)
            return; // other errors end in finished()
        childFinished(
            tr("Cannot run %1: %2")
                .arg(QDir::toNativeSeparators(process->program()), process->errorString()));
    });
    setBusy(true, r.kind == JobKind::Preview
                      ? tr("Composing the report…")
                      : tr("Writing %1…").arg(QDir::toNativeSeparators(r.path)));
    m_process->start(m_services->cliPath(), childArguments(r, output));
}

void ReportsPage::childFinished(const QString &childError) {
    const Request job = *m_job;
    QString error = childError;
    QJsonObject result;
    if (m_process) {
        result = QJsonDocument::fromJson(m_process->readAllStandardOutput()).object();
        m_process->deleteLater();
        m_process = nullptr;
    }
    const std::unique_ptr<QTemporaryDir> exportDir = std::move(m_exportDir);
    // Killed by cancel (or superseded): that is no failure of the report.
    const bool canceled = m_canceled && *m_canceled;
    const bool stale = m_discard || (job.kind == JobKind::Preview && m_previewPending);
    m_job.reset();
    setBusy(false);
    if (job.kind == JobKind::Preview) {
        if (canceled || !error.isEmpty())
            QFile::remove(job.path); // whatever the child had begun
        if (!stale) {
            if (canceled) {
                m_services->showStatus(tr("Preview cancelled."));
                emit previewFinished(false);
            } else if (!error.isEmpty()) {
                m_preview->showError(error);
                m_services->showStatus(error);
                emit previewFinished(false);
            } else {
                ReportPreview::Content content;
                content.pdfPath = job.path;
                content.charts = result.value(QStringLiteral("charts")).toInt();
                m_preview->showContent(content);
                m_services->showStatus(
                    tr("Report ready: %1").arg(result.value(QStringLiteral("title")).toString()));
                emit previewFinished(true);
            }
        }
    } else {
        QStringList files;
        if (!canceled && error.isEmpty()) {
            // Into place: the folder the user chose, or the file's folder (CSV writes one
            // file per table beside the one named).
            const QFileInfo asked(job.path);
            const QDir target(asked.isDir() ? job.path : asked.path());
            const QJsonArray written = result.value(QStringLiteral("files")).toArray();
            for (const QJsonValue &v : written) {
                const QString from = v.toString();
                const QString name = QFileInfo(from).fileName();
                const QString to =
                    !asked.isDir() && name == asked.fileName() ? job.path : target.filePath(name);
                QFile::remove(to);
                if (!QFile::rename(from, to) && !QFile::copy(from, to)) {
                    error = tr("Cannot write %1.").arg(QDir::toNativeSeparators(to));
                    break;
                }
                files << to;
            }
        }
        if (canceled) {
            m_exportFromDialog = false;
            m_services->showStatus(tr("Export cancelled."));
            emit exportFinished({}, tr("Cancelled."));
        } else if (!error.isEmpty()) {
            m_services->showStatus(tr("Export failed: %1").arg(error));
            emit exportFinished({}, error);
            if (std::exchange(m_exportFromDialog, false))
                ErrorDialog::error(this, tr("Export failed"), error,
                                   tr("Check the database is reachable and the folder is "
                                      "writable, then try again."));
        } else {
            m_services->showStatus(tr("Wrote %n file(s) to %1", nullptr, int(files.size()))
                                       .arg(QDir::toNativeSeparators(job.path)));
            m_exportFromDialog = false;
            emit exportFinished(files, QString());
        }
    }
    if (std::exchange(m_previewPending, false))
        showPreview();
}

void ReportsPage::stopJob() {
    if (m_canceled)
        *m_canceled = true;
    if (m_process)
        m_process->kill(); // finished() follows through the event loop
}

void ReportsPage::finish(const Request &r, const QList<Run> &runs) {
    const QString doing = r.kind == JobKind::Preview
                              ? tr("Composing the report…")
                              : tr("Writing %1…").arg(QDir::toNativeSeparators(r.path));
    m_busyText->setText(doing);
    m_busyText->repaint(); // shown before the GUI thread is busy (see the class comment)
    m_services->showStatus(doing, 0);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ReportDocument doc;
    if (runs.size() == 1) {
        HardwareReportOptions options;
        options.units = AppServices::unitsFor(r.units, runs);
        options.includeTrends = r.trends;
        options.includeAllMeasurements = r.allMeasurements;
        doc = HardwareReport::build(runs.first(), options);
    } else {
        ComparisonReportOptions options;
        options.units = AppServices::unitsFor(r.units, runs);
        options.onlySignificantRows = r.onlySignificant;
        doc = ComparisonReport::build(runs, options);
    }
    if (r.kind == JobKind::Preview) {
        m_preview->showContent(ReportPreview::prepare(doc, r.path, r.pixelRatio));
        QApplication::restoreOverrideCursor();
        m_services->showStatus(tr("Report ready: %1").arg(doc.title));
        emit previewFinished(true);
        return;
    }
    const Result<QStringList> files = QFileInfo(r.path).isDir()
                                          ? ReportExporter::writeCharts(doc, r.path)
                                          : ReportExporter::write(doc, r.path);
    QApplication::restoreOverrideCursor();
    if (!files) {
        m_services->showStatus(tr("Export failed: %1").arg(files.error().text()));
        emit exportFinished({}, files.error().text());
        if (std::exchange(m_exportFromDialog, false))
            ErrorDialog::error(
                this, tr("Export failed"), files.error().text(),
                tr("Choose a folder you can write to, and check the disk has space."));
        return;
    }
    m_services->showStatus(tr("Wrote %n file(s) to %1", nullptr, int(files->size()))
                               .arg(QDir::toNativeSeparators(r.path)));
    m_exportFromDialog = false;
    emit exportFinished(*files, QString());
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
    if (m_job.has_value()) {
        // The newest request wins: a running preview stops at its next step and its result is
        // dropped; this request runs once the running job ended, with the ticks of that moment.
        m_previewPending = true;
        if (m_job->kind == JobKind::Preview) {
            m_discard = true;
            stopJob();
        }
        return;
    }
    QString error;
    std::optional<Request> r = request(JobKind::Preview, &error);
    if (!r) {
        m_preview->showError(error);
        m_services->showStatus(error);
        emit previewFinished(false);
        return;
    }
    r->path = m_preview->nextPdfPath();
    r->pixelRatio = m_preview->devicePixelRatioF();
    start(*r);
}

void ReportsPage::cancel() {
    m_previewPending = false;
    if (!m_job.has_value())
        return;
    stopJob();
    m_cancel->setEnabled(false);
    m_busyText->setText(tr("Cancelling…"));
    m_services->showStatus(tr("Cancelling…"), 0);
}

bool ReportsPage::startExport(const QString &path) {
    if (m_job.has_value())
        return false;
    QString error;
    std::optional<Request> r = request(JobKind::Export, &error);
    if (!r) {
        emit exportFinished({}, error);
        if (std::exchange(m_exportFromDialog, false))
            ErrorDialog::error(this, tr("Export failed"), error, QString());
        return true;
    }
    r->path = path;
    start(*r);
    return true;
}

void ReportsPage::jobFinished() {
    Outcome out;
    out.canceled = true; // no result: the job was stopped before it reported one
    if (m_watcher.future().resultCount() > 0)
        out = m_watcher.result();
    out.canceled = out.canceled || *m_canceled; // cancelled after the runs were read
    const Request job = *m_job;
    const bool stale = m_discard || (job.kind == JobKind::Preview && m_previewPending);
    if (job.kind == JobKind::Export) {
        if (out.canceled) {
            m_exportFromDialog = false;
            m_services->showStatus(tr("Export cancelled."));
            emit exportFinished({}, tr("Cancelled."));
        } else if (!out.error.isEmpty()) {
            m_services->showStatus(tr("Export failed: %1").arg(out.error));
            emit exportFinished({}, out.error);
            if (std::exchange(m_exportFromDialog, false))
                ErrorDialog::error(this, tr("Export failed"), out.error,
                                   tr("Check the database is reachable, then try again."));
        } else {
            finish(job, out.runs);
        }
    } else if (!stale) {
        if (out.canceled) {
            m_services->showStatus(tr("Preview cancelled."));
            emit previewFinished(false);
        } else if (!out.error.isEmpty()) {
            m_preview->showError(out.error);
            m_services->showStatus(out.error);
            emit previewFinished(false);
        } else {
            finish(job, out.runs);
        }
    }
    m_job.reset();
    setBusy(false);
    if (std::exchange(m_previewPending, false))
        showPreview();
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
