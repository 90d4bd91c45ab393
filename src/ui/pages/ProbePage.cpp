// SPDX-License-Identifier: MIT
#include "ui/pages/ProbePage.h"

#include "model/EngineTexts.h"
#include "runner/ProbeRequest.h"
#include "runner/ProbeRunner.h"
#include "runner/Suite.h"
#include "ui/itemmodels/MeasurementTableModel.h"
#include "ui/pages/UnsavedRunExporter.h"
#include "ui/services/EngineQuery.h"
#include "ui/services/Session.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/RunChartPanel.h"
#include "usecases/JobTracker.h"
#include "usecases/Runs.h"
#include "usecases/ThreadSanitizer.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QSysInfo>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

namespace roofline::ui {

namespace {

QString allDevices() {
    return QStringLiteral("all");
}

QString durationText(double seconds) {
    const int s = static_cast<int>(std::lround(seconds));
    if (s < 60)
        return ProbePage::tr("%n s", nullptr, s);
    return ProbePage::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

QString etaText(double seconds) {
    if (!(seconds >= 0))
        return QString();
    return ProbePage::tr("about %1 left").arg(durationText(seconds));
}

} // namespace

ProbePage::ProbePage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_engine = new EngineQuery(this);
    m_engine->setEnginePath(services->enginePath());
    m_model = new MeasurementTableModel(this);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    // Measurements can arrive by the hundred: redraw at most a few times a second.
    m_refreshTimer->setInterval(300);
    connect(m_refreshTimer, &QTimer::timeout, this, &ProbePage::refreshResults);
    buildUi();

    connect(m_engine, &EngineQuery::devicesReady, this, &ProbePage::showDevices);
    connect(m_engine, &EngineQuery::probesReady, this, &ProbePage::showProbes);
    connect(m_engine, &EngineQuery::failed, this, [this](const QString &message) {
        m_status->setText(message);
        m_run->setEnabled(false);
    });

    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("probe-runner"));
    m_runner = new runner::ProbeRunner(services->database());
    m_runner->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    connect(m_runner, &runner::ProbeRunner::progressChanged, this, &ProbePage::onProgress);
    connect(m_runner, &runner::ProbeRunner::measurementTaken, this, &ProbePage::onMeasurement);
    connect(m_runner, &runner::ProbeRunner::runFinished, this, &ProbePage::onRunFinished);
    connect(m_runner, &runner::ProbeRunner::finished, this, &ProbePage::onFinished);
    connect(m_runner, &runner::ProbeRunner::storageFailing, this, &ProbePage::showStorageProblem);
    connect(m_runner, &runner::ProbeRunner::storageRecovered, this, [this] {
        m_storageBanner->hide();
        m_services->showStatus(
            tr("The database takes the results again; everything measured so far is stored."));
    });
    connect(m_runner, &runner::ProbeRunner::notStored, this, &ProbePage::showNotStored);
    connect(
        m_runner, &runner::ProbeRunner::planReady, this,
        [this](double seconds, const QStringList &probes) {
            m_status->setText(
                tr("%n probe(s) planned, %1", nullptr, int(probes.size())).arg(etaText(seconds)));
        });
    connect(m_runner, &runner::ProbeRunner::timeCapChanged, this, [this](double seconds) {
        m_capNote->setText(tr("Time cap in force: %1.").arg(durationText(seconds)));
    });
    connect(m_runner, &runner::ProbeRunner::warningRaised, this, [this](const QString &message) {
        m_warnings->addItem(message);
        m_warnings->setVisible(true);
        m_warnings->scrollToBottom();
    });
    usecases::joinable(m_thread);
    m_thread->start();
    connect(services, &Session::databaseChanged, this, [this] {
        usecases::postTo(m_runner, [runner = m_runner, db = m_services->database()] {
            runner->setDatabase(db);
        });
        if (!m_running)
            showNoDatabase();
    });

    connect(services, &Session::runsChanged, this, &ProbePage::updateExpected);
    connect(services, &Session::databaseChanged, this, &ProbePage::updateExpected);
    refreshDevices();
    showNoDatabase();
    updateExpected();
}

QString ProbePage::expectedKey() const {
    const QListWidgetItem *device = m_devices->currentItem();
    const QString id = device ? device->data(Qt::UserRole).toString() : QString();
    return m_suite->currentData().toString() + QLatin1Char('|') + id;
}

void ProbePage::updateExpected() {
    const QString suite = m_suite->currentData().toString();
    const QString key = expectedKey();
    const QListWidgetItem *item = m_devices->currentItem();
    QString device = item ? item->data(Qt::UserRole).toString() : QString();
    if (device == allDevices())
        device.clear();
    const auto unknown = [this] {
        m_expected = {};
        m_expectedNote->setText(tr("No earlier %1 run on this host: the engine estimates the "
                                   "time once it plans the run.")
                                    .arg(m_suite->currentText().toLower()));
    };
    if (!m_services->hasDatabase()) {
        unknown();
        return;
    }
    m_historyJobs->run(
        [db = *m_services->database(),
         host = qEnvironmentVariableIsEmpty("ROOFLINE_HOST")
                    ? QSysInfo::machineHostName()
                    : qEnvironmentVariable("ROOFLINE_HOST"),
         suite, device](usecases::JobControl &) {
            return usecases::Runs::typicalDuration(db, host, suite, device);
        },
        [this, key, unknown](const Result<usecases::Runs::Duration> &d) {
            m_expectedFor = key;
            if (!d || d->runs == 0) {
                unknown();
                return;
            }
            m_expected = *d;
            m_expectedNote->setText(
                tr("Takes about %1 here (the median of the last %n %2 run(s) on this host).",
                   nullptr, d->runs)
                    .arg(durationText(d->seconds), m_suite->currentText().toLower()));
        });
}

void ProbePage::showNoDatabase() {
    // Said before a run, not after it: without a database nothing measured is kept.
    if (m_services->hasDatabase()) {
        if (!m_notStored)
            m_storageBanner->hide();
        return;
    }
    m_storageBanner->setText(
        tr("No run history is open, so a run measured now is not stored: it is shown here, "
           "Export… saves it to a file, and it is lost when the app closes. Choose a database "
           "in Edit → Preferences first.\nWhy: %1")
            .arg(m_services->unavailableText().section(QLatin1Char('\n'), 0, 0)));
    m_storageBanner->show();
}

ProbePage::~ProbePage() {
    saveSettings();
    if (m_running)
        QMetaObject::invokeMethod(m_runner, &runner::ProbeRunner::cancel, Qt::QueuedConnection);
    m_thread->quit();
    m_thread->wait();
    usecases::joined(m_thread);
}

void ProbePage::buildUi() {
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(buildDeviceBox(left));
    leftLayout->addWidget(buildWhatBox(left), 1);
    leftLayout->addLayout(buildRunButtons(left));
    QWidget *right = buildProgressSide();
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({320, 900});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

// The devices the engine sees, and a rescan.
QGroupBox *ProbePage::buildDeviceBox(QWidget *left) {
    auto *deviceBox = new QGroupBox(tr("Device"), left);
    auto *deviceLayout = new QVBoxLayout(deviceBox);
    m_devices = new QListWidget(deviceBox);
    m_devices->setObjectName(QStringLiteral("devices"));
    m_devices->setToolTip(tr("The device to measure. A device that cannot be measured here is "
                             "greyed out; hover over it to see why."));
    deviceLayout->addWidget(m_devices);
    auto *rescan = new QPushButton(tr("&Rescan devices"), deviceBox);
    rescan->setToolTip(tr("Ask the measurement engine again which devices it can see."));
    connect(rescan, &QPushButton::clicked, this, &ProbePage::refreshDevices);
    deviceLayout->addWidget(rescan);
    return deviceBox;
}

// What to measure: the suite and its expected duration, the time cap, every probe or the ticked
// ones, notes and tags.
QGroupBox *ProbePage::buildWhatBox(QWidget *left) {
    QSettings settings;
    auto *whatBox = new QGroupBox(tr("What to measure"), left);
    auto *what = new QFormLayout(whatBox);
    m_suite = new QComboBox(whatBox);
    m_suite->setObjectName(QStringLiteral("suite"));
    // No fixed durations here: how long a suite takes is this machine's, told below from its
    // earlier runs (or by the engine once it plans the run).
    m_suite->addItem(tr("Quick"), runner::suiteName(runner::Suite::Quick));
    m_suite->addItem(tr("Standard"), runner::suiteName(runner::Suite::Standard));
    m_suite->addItem(tr("Full"), runner::suiteName(runner::Suite::Full));
    m_suite->setToolTip(tr("How thoroughly to measure: more working-set sizes and longer "
                           "sampling make the curves smoother and the headline numbers "
                           "steadier."));
    m_suite->setCurrentIndex(std::max(
        0,
        m_suite->findData(
            settings.value(QStringLiteral("probe/suite"), runner::suiteName(runner::kDefaultSuite))
                .toString())));
    what->addRow(tr("&Suite"), m_suite);
    m_expectedNote = new QLabel(whatBox);
    m_expectedNote->setObjectName(QStringLiteral("expectedDuration"));
    m_expectedNote->setWordWrap(true);
    what->addRow(m_expectedNote);
    addTimeCap(what, whatBox);
    m_historyJobs = new usecases::JobTracker(this);
    connect(m_suite, &QComboBox::currentIndexChanged, this, &ProbePage::updateExpected);
    connect(m_devices, &QListWidget::currentRowChanged, this, &ProbePage::updateExpected);
    addProbeChoice(what, whatBox);
    m_notes = new QLineEdit(whatBox);
    m_notes->setPlaceholderText(tr("e.g. after the BIOS update"));
    m_notes->setToolTip(tr("Free text stored with the run; editable later in History."));
    what->addRow(tr("&Notes"), m_notes);
    m_tags = new QLineEdit(whatBox);
    m_tags->setPlaceholderText(tr("comma-separated, e.g. baseline, rack-4"));
    m_tags->setToolTip(tr("Tags to find and compare runs by later."));
    what->addRow(tr("&Tags"), m_tags);
    return whatBox;
}

// The time cap: shown, changeable (a loaded machine needs more), and named when it stops a run
// (issue 32).
void ProbePage::addTimeCap(QFormLayout *what, QWidget *whatBox) {
    m_timeCap = new QSpinBox(whatBox);
    m_timeCap->setObjectName(QStringLiteral("timeCap"));
    m_timeCap->setRange(0, 24 * 3600);
    m_timeCap->setSingleStep(30);
    m_timeCap->setSuffix(tr(" s"));
    m_timeCap->setSpecialValueText(tr("Automatic"));
    // Automatic at every start: a cap set for one loaded afternoon must not stop later runs.
    m_timeCap->setValue(0);
    m_timeCap->setToolTip(tr("The run is stopped after this long; what it measured by then is "
                             "kept. Automatic: three times the planned time plus a minute. Raise "
                             "it on a loaded machine."));
    what->addRow(tr("Time &cap"), m_timeCap);
    m_capNote = new QLabel(whatBox);
    m_capNote->setObjectName(QStringLiteral("capInForce"));
    m_capNote->setWordWrap(true);
    what->addRow(m_capNote);
}

// Every probe of the suite, or only those ticked in the list (never remembered).
void ProbePage::addProbeChoice(QFormLayout *what, QWidget *whatBox) {
    m_wholeSuite = new QRadioButton(tr("&Every probe of the suite"), whatBox);
    m_onlySelected = new QRadioButton(tr("&Only the probes ticked below"), whatBox);
    m_wholeSuite->setToolTip(tr("Run every probe the suite has for the chosen device."));
    m_onlySelected->setToolTip(tr("Run just the ticked probes, e.g. to repeat one measurement."));
    auto *group = new QButtonGroup(whatBox);
    group->addButton(m_wholeSuite);
    group->addButton(m_onlySelected);
    // Every probe at each start: a subset chosen once must not quietly shape later runs.
    m_wholeSuite->setChecked(true);
    what->addRow(m_wholeSuite);
    what->addRow(m_onlySelected);
    m_probes = new QListWidget(whatBox);
    m_probes->setObjectName(QStringLiteral("probes"));
    m_probes->setEnabled(m_onlySelected->isChecked());
    connect(m_onlySelected, &QRadioButton::toggled, m_probes, &QWidget::setEnabled);
    what->addRow(m_probes);
}

// Run, Cancel, and Export… for a run that could not be stored.
QHBoxLayout *ProbePage::buildRunButtons(QWidget *left) {
    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), tr("&Run"), left);
    m_run->setObjectName(QStringLiteral("run"));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_run->setToolTip(tr("Start measuring (Ctrl+R). The app stays usable while it runs."));
    m_cancel = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("&Cancel"), left);
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancel->setToolTip(tr("Stop after the current sample (Esc). What was measured so far is "
                            "kept as a cancelled run."));
    m_cancel->setEnabled(false);
    connect(m_run, &QPushButton::clicked, this, &ProbePage::startRun);
    connect(m_cancel, &QPushButton::clicked, this, &ProbePage::cancelRun);
    m_export = new QPushButton(tr("&Export…"), left);
    m_export->setObjectName(QStringLiteral("exportUnsaved"));
    m_export->setToolTip(tr("This run is not stored: save it as a run bundle (.json, to import "
                            "later) or a PDF report."));
    m_export->hide();
    connect(m_export, &QPushButton::clicked, this, &ProbePage::exportUnsavedAs);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_export);
    return buttons;
}

// The run as it goes: storage banner, progress, status, warnings, then chart over table.
QWidget *ProbePage::buildProgressSide() {
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    m_progress = new QProgressBar(right);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_status = new QLabel(tr("Choose a device and press Run."), right);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_storageBanner = new QLabel(right);
    m_storageBanner->setObjectName(QStringLiteral("storageBanner"));
    m_storageBanner->setWordWrap(true);
    // The spool's path must be copyable.
    m_storageBanner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_storageBanner->setStyleSheet(
        QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3;"
                       " border-radius: 3px; padding: 6px; }")
            .arg(palette::bannerBackground().name(), palette::bannerText().name(),
                 palette::bannerBorder().name()));
    m_storageBanner->hide();
    m_warnings = new QListWidget(right);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setMaximumHeight(70);
    m_warnings->setVisible(false);
    rightLayout->addWidget(m_storageBanner);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(m_warnings);

    auto *results = new QSplitter(Qt::Vertical, right);
    m_chart = new RunChartPanel(QStringLiteral("probe"), results);
    m_table = new QTableView(results);
    m_table->setObjectName(QStringLiteral("measurements"));
    m_table->setModel(m_model);
    m_table->setWordWrap(false);
    m_table->setSortingEnabled(false);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A point's flags ("disturbed", "above theoretical peak") belong next to its value, not
    // past the statistics at the far right.
    m_table->horizontalHeader()->moveSection(MeasurementTableModel::Flags,
                                             MeasurementTableModel::Value + 1);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    results->addWidget(m_chart);
    results->addWidget(m_table);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    rightLayout->addWidget(results, 1);
    return right;
}

void ProbePage::refreshDevices() {
    m_devices->clear();
    auto *waiting = new QListWidgetItem(tr("Asking the measurement engine…"), m_devices);
    waiting->setFlags(Qt::NoItemFlags);
    m_services->showStatus(tr("Looking for devices…"));
    m_engine->queryDevices();
    m_engine->queryProbes();
}

void ProbePage::showDevices() {
    m_devices->clear();
    const QString last = QSettings().value(QStringLiteral("probe/device")).toString();
    int available = 0;
    for (const EngineDevice &d : m_engine->devices()) {
        auto *item = new QListWidgetItem(m_devices);
        item->setData(Qt::UserRole, d.id);
        if (d.available) {
            ++available;
            item->setText(QStringLiteral("%1 — %2").arg(d.id, d.name));
            item->setToolTip(tr("%1 can be measured.").arg(d.name));
        } else {
            // The engine's English reason, in the user's language where the table knows it.
            const QString reason = EngineTexts::deviceReason(d.reason);
            item->setText(tr("%1 — %2 (unavailable: %3)").arg(d.id, d.name, reason));
            item->setToolTip(tr("Cannot measure this device: %1").arg(reason));
            item->setFlags(Qt::NoItemFlags);
        }
        if (d.available && (d.id == last || m_devices->currentRow() < 0))
            m_devices->setCurrentItem(item);
    }
    if (available > 1) {
        auto *all = new QListWidgetItem(tr("All available devices"), m_devices);
        all->setData(Qt::UserRole, allDevices());
        if (last == allDevices())
            m_devices->setCurrentItem(all);
    }
    m_run->setEnabled(available > 0 && !m_running);
    if (available == 0)
        m_status->setText(tr("The measurement engine sees no device it can measure."));
    m_services->showStatus(tr("%n device(s) found", nullptr, available));
}

void ProbePage::showProbes() {
    m_probes->clear();
    const QStringList ticked = QSettings().value(QStringLiteral("probe/only")).toStringList();
    for (const EngineProbe &p : m_engine->probes()) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 — %2").arg(p.id, EngineTexts::probeTitle(p.id, p.title)), m_probes);
        item->setData(Qt::UserRole, p.id);
        item->setToolTip(p.description);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(p.id) ? Qt::Checked : Qt::Unchecked);
    }
}

void ProbePage::startRun() {
    if (m_running)
        return;
    runner::ProbeRequest request;
    const QListWidgetItem *device = m_devices->currentItem();
    request.device = device && !device->data(Qt::UserRole).toString().isEmpty()
                         ? device->data(Qt::UserRole).toString()
                         : QStringLiteral("cpu");
    request.suite =
        runner::parseSuite(m_suite->currentData().toString()).value_or(runner::kDefaultSuite);
    if (m_expected.runs > 0 && m_expectedFor == expectedKey())
        request.expectedSeconds = m_expected.seconds;
    if (m_onlySelected->isChecked()) {
        for (int i = 0; i < m_probes->count(); ++i) {
            if (m_probes->item(i)->checkState() == Qt::Checked)
                request.only << m_probes->item(i)->data(Qt::UserRole).toString();
        }
        if (request.only.isEmpty()) {
            m_status->setText(tr("Tick at least one probe, or choose \"Every probe of the "
                                 "suite\"."));
            return;
        }
    }
    request.timeCapSeconds = m_timeCap->value();
    request.notes = m_notes->text().trimmed();
    for (const QString &t : m_tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        request.tags << t.trimmed();
    request.save = m_services->hasDatabase();
    request.enginePath = m_engine->enginePath();
    saveSettings();

    m_liveRuns.clear();
    m_export->hide();
    m_notStored = false;
    m_storageBanner->hide();
    showNoDatabase();
    m_model->setMeasurements({});
    m_warnings->clear();
    m_warnings->setVisible(false);
    m_chart->clear(tr("Waiting for the first measurement…"));
    m_progress->setValue(0);
    m_status->setText(tr("Starting the measurement engine…"));
    setRunning(true);
    m_services->showStatus(
        tr("Measuring %1 (%2 suite)…").arg(request.device, runner::suiteName(request.suite)), 0);
    usecases::postTo(m_runner, [runner = m_runner, request] { runner->start(request); });
}

void ProbePage::measureThisMachine() {
    if (m_running)
        return;
    m_suite->setCurrentIndex(m_suite->findData(runner::suiteName(runner::Suite::Quick)));
    m_wholeSuite->setChecked(true);
    startRun();
}

void ProbePage::cancelRun() {
    if (!m_running)
        return;
    m_status->setText(tr("Cancelling after the current sample…"));
    m_cancel->setEnabled(false);
    QMetaObject::invokeMethod(m_runner, &runner::ProbeRunner::cancel, Qt::QueuedConnection);
}

void ProbePage::onProgress(double fraction, const QString &probe, const QString &message,
                           double eta) {
    m_progress->setValue(int(std::clamp(fraction, 0.0, 1.0) * 1000));
    QStringList parts{probe};
    if (!message.isEmpty())
        parts << message;
    if (const QString e = etaText(eta); !e.isEmpty())
        parts << e;
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

void ProbePage::onMeasurement(const Measurement &m, const QString &deviceId) {
    auto it = std::find_if(m_liveRuns.begin(), m_liveRuns.end(),
                           [&](const Run &r) { return r.device.id == deviceId; });
    if (it == m_liveRuns.end()) {
        Run run;
        run.device.id = deviceId;
        for (const EngineDevice &d : m_engine->devices()) {
            if (d.id == deviceId)
                run.device.name = d.name;
        }
        run.startedAt = QDateTime::currentDateTimeUtc();
        m_liveRuns << run;
        it = m_liveRuns.end() - 1;
    }
    it->measurements << m;
    if (!m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void ProbePage::refreshResults() {
    QList<Measurement> all;
    QStringList labels;
    for (const Run &r : std::as_const(m_liveRuns)) {
        all += r.measurements;
        labels << (r.device.name.isEmpty() ? r.device.id : r.device.name);
    }
    m_model->setMeasurements(all);
    m_chart->setRuns(m_liveRuns, labels);
}

void ProbePage::onRunFinished(const Run &run) {
    // The stored run is the truth (it has the device's provenance): replace the live copy.
    auto it = std::find_if(m_liveRuns.begin(), m_liveRuns.end(),
                           [&](const Run &r) { return r.device.id == run.device.id; });
    if (it != m_liveRuns.end())
        *it = run;
    else
        m_liveRuns << run;
    refreshResults();
    m_services->notifyRunsChanged();
}

void ProbePage::onFinished(Run::Status status, const QString &reason) {
    m_refreshTimer->stop();
    refreshResults();
    setRunning(false);
    QString text;
    switch (status) {
    case Run::Status::Complete:
        m_progress->setValue(1000);
        text = m_notStored                 ? tr("Done measuring, but the run is not stored whole; "
                                                                "see the note above.")
               : m_services->hasDatabase() ? tr("Done. The run is stored; find it in History.")
                                           : tr("Done. The run was not stored (no database).");
        break;
    case Run::Status::Cancelled:
        text = tr("Cancelled. What was measured so far is kept as a cancelled run.");
        break;
    default:
        text = tr("The run failed: %1").arg(reason.isEmpty() ? tr("no reason given") : reason);
        break;
    }
    m_status->setText(text);
    m_services->showStatus(text);
    m_export->setVisible(!unsavedRuns().isEmpty());
    emit runEnded(status, reason);
}

QList<Run> ProbePage::unsavedRuns() const {
    if (m_running || (m_services->hasDatabase() && !m_notStored))
        return {};
    QList<Run> runs;
    for (const Run &r : m_liveRuns) {
        if (!r.measurements.isEmpty())
            runs << r;
    }
    return runs;
}

QString ProbePage::exportUnsaved(const QString &path) {
    return UnsavedRunExporter::write(unsavedRuns(), m_services->displayUnits(), path);
}

void ProbePage::exportUnsavedAs() {
    const QString text =
        UnsavedRunExporter::askAndWrite(this, unsavedRuns(), m_services->displayUnits());
    if (text.isEmpty())
        return;
    m_status->setText(text);
    m_services->showStatus(text);
}

void ProbePage::showStorageProblem(const QString &message, const QString &spoolPath) {
    m_storageBanner->setText(
        spoolPath.isEmpty()
            ? tr("The database did not take the latest results: %1. They are kept in memory "
                 "(no spool file could be written) and stored as soon as the database takes "
                 "them again; keep the app open.")
                  .arg(message)
            : tr("The database did not take the latest results: %1. Nothing is lost: they are "
                 "kept in memory and in %2, and stored as soon as the database takes them "
                 "again.")
                  .arg(message, QDir::toNativeSeparators(spoolPath)));
    m_storageBanner->show();
}

void ProbePage::showNotStored(const QString &spoolPath, const QString &reason) {
    m_notStored = true;
    m_storageBanner->setText(
        spoolPath.isEmpty()
            ? tr("Measured, but not stored: %1. No spool file could be written either; the "
                 "results are only in this window.")
                  .arg(reason)
            : tr("Measured, but not stored: %1. The runs are kept in %2: import that file in "
                 "History (Import…), or run 'roofline runs import %2', once the database can "
                 "be written.")
                  .arg(reason, QDir::toNativeSeparators(spoolPath)));
    m_storageBanner->show();
}

QString ProbePage::storageBannerText() const {
    return m_storageBanner->isHidden() ? QString() : m_storageBanner->text();
}

void ProbePage::setRunning(bool running) {
    m_running = running;
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_devices->setEnabled(!running);
    m_suite->setEnabled(!running);
    m_timeCap->setEnabled(!running);
}

void ProbePage::saveSettings() const {
    QSettings settings;
    if (const QListWidgetItem *d = m_devices->currentItem())
        settings.setValue(QStringLiteral("probe/device"), d->data(Qt::UserRole));
    settings.setValue(QStringLiteral("probe/suite"), m_suite->currentData());
    QStringList ticked;
    for (int i = 0; i < m_probes->count(); ++i) {
        if (m_probes->item(i)->checkState() == Qt::Checked)
            ticked << m_probes->item(i)->data(Qt::UserRole).toString();
    }
    settings.setValue(QStringLiteral("probe/only"), ticked);
}

} // namespace roofline::ui
