// SPDX-License-Identifier: MIT
#include "ui/pages/HardwarePage.h"

#include "app/JobTracker.h"
#include "app/LatestRuns.h"
#include "app/Profiles.h"
#include "app/Runs.h"
#include "model/Catalog.h"
#include "model/FormatChoices.h"
#include "model/Units.h"
#include "model/analysis/MeasuredProfile.h"
#include "report/ChartInputs.h"
#include "ui/models/GpuProfileTableModel.h"
#include "ui/models/RunPickerModel.h"
#include "ui/services/Session.h"
#include "ui/widgets/ErrorDialog.h"
#include "ui/widgets/FieldForm.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/RunPicker.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace roofline::ui {

namespace {
constexpr double kGiga = 1e9;
constexpr double kTera = 1e12;

// Integer formats count operations, not floating-point ones.
bool isIntegerFormat(const QString &format) {
    const NumberFormat *f = Catalog::builtIn().format(format);
    return f ? f->isInteger : format.startsWith(QLatin1String("int"));
}
} // namespace

HardwarePage::HardwarePage(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_listJobs = new app::JobTracker(this);
    m_runJobs = new app::JobTracker(this);
    m_model = new GpuProfileTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(GpuProfileTableModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *filter = new QLineEdit(this);
    filter->setPlaceholderText(tr("Filter GPUs"));
    filter->setClearButtonEnabled(true);
    filter->setToolTip(tr("Show GPUs whose name, id or source contains this text."));
    connect(filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("gpus"));
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
            &HardwarePage::showCurrent);

    auto *tableSide = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(tableSide);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(filter);
    topLayout->addWidget(m_view, 1);
    tableSide->addWidget(top);
    tableSide->addWidget(buildMeasured());

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(buildEditor());

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tableSide);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // Shares of the width to start from (the user's drag keeps its own): left to the size
    // hints, the run picker's columns took the editor's room and its form scrolled sideways.
    splitter->setSizes({620, 420});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(services, &Session::profilesChanged, this, &HardwarePage::reload);
    connect(services, &Session::runsChanged, this, &HardwarePage::reload);
    connect(services, &Session::databaseChanged, this, [this] {
        m_listJobs->discard();
        m_runJobs->discard();
        m_run->clear(); // ids are per database
        m_runChosen = false;
        reload();
    });
    reload();
}

bool HardwarePage::isBusy() const {
    return m_listJobs->isBusy() || m_run->isLoading() || m_runJobs->isBusy()
           || m_services->writer()->isBusy();
}

QDoubleSpinBox *HardwarePage::number(double max, int decimals, const QString &suffix) {
    auto *box = new QDoubleSpinBox(this);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

QWidget *HardwarePage::buildEditor() {
    auto *editor = new QGroupBox(tr("GPU"), this);
    auto *editorLayout = new QVBoxLayout(editor);
    m_origin = new QLabel(editor);
    m_origin->setWordWrap(true);
    editorLayout->addWidget(m_origin);
    m_form = new FieldForm(editor);
    m_id = new QLineEdit(editor);
    m_name = new QLineEdit(editor);
    m_vendor = new QLineEdit(editor);
    m_architecture = new QLineEdit(editor);
    m_memoryType = new QLineEdit(editor);
    m_capacity = number(1e5, 1, tr(" GB"));
    m_bandwidth = number(1e6, 1, tr(" GB/s"));
    m_l2 = number(1e5, 1, tr(" MB"));
    m_sms = new QSpinBox(editor);
    m_sms->setRange(0, 100000);
    m_clock = number(1e5, 0, tr(" MHz"));
    m_tdp = number(1e5, 0, tr(" W"));
    m_form->addField(QStringLiteral("id"), tr("&Id"), m_id,
                     tr("A short unique name for the command line: lowercase letters, digits "
                        "and dashes (h100-sxm)."));
    m_form->addField(QStringLiteral("name"), tr("&Name"), m_name, tr("The name shown in lists."));
    m_form->addField(QStringLiteral("vendor"), tr("&Vendor"), m_vendor, tr("e.g. NVIDIA."));
    m_form->addField(QStringLiteral("architecture"), tr("&Architecture"), m_architecture,
                     tr("e.g. Hopper."));
    m_form->addField(QStringLiteral("memory_type"), tr("Memory &type"), m_memoryType,
                     tr("e.g. HBM3, GDDR6X."));
    m_form->addField(QStringLiteral("memory_capacity"), tr("Memory &capacity"), m_capacity,
                     tr("Device memory in GB (10⁹ bytes): decides whether weights and KV cache "
                        "fit."));
    m_form->addField(QStringLiteral("memory_bandwidth"), tr("Memory &bandwidth"), m_bandwidth,
                     tr("Peak device-memory bandwidth in GB/s: the slanted roof that limits "
                        "decode."));
    m_form->addField(QStringLiteral("l2_bytes"), tr("&L2 cache"), m_l2,
                     tr("Last-level cache size in MB."));
    m_form->addField(QStringLiteral("sm_count"), tr("&SMs"), m_sms,
                     tr("Streaming multiprocessors (compute units)."));
    m_form->addField(QStringLiteral("boost_clock"), tr("Boost c&lock"), m_clock,
                     tr("Boost clock the peak rates assume."));
    m_form->addField(QStringLiteral("tdp"), tr("&Power"), m_tdp, tr("Board power (TDP)."));
    for (const QString &f : FormatChoices::peakFields()) {
        QDoubleSpinBox *box = number(1e6, 2, isIntegerFormat(f) ? tr(" TOP/s") : tr(" TFLOP/s"));
        // 0 is "no such unit", not a peak of 0.00.
        box->setSpecialValueText(tr("not supported"));
        m_peaks.insert(f, box);
        m_form->addField(QStringLiteral("peak_") + f, tr("Peak %1").arg(f), box,
                         tr("Dense peak in %1 (TFLOP/s; TOP/s for integers); 0 when the GPU "
                            "has no such unit. Sets the flat roof for this format.")
                             .arg(f));
    }
    editorLayout->addWidget(m_form);

    // Two rows of two: four in one row made the editor wider than its side at 1024 px, and
    // German cut "Löschen" off (issue 32).
    auto *buttons = new QGridLayout;
    auto *add = new QPushButton(tr("&New"), editor);
    add->setToolTip(tr("Start a new GPU profile of your own."));
    m_duplicate = new QPushButton(tr("D&uplicate to edit"), editor);
    m_duplicate->setToolTip(tr("Catalog entries are read-only: make your own copy to change."));
    m_save = new QPushButton(tr("&Save"), editor);
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setToolTip(tr("Check the fields and store the profile."));
    m_delete = new QPushButton(tr("&Delete"), editor);
    m_delete->setToolTip(tr("Delete this profile of yours."));
    connect(add, &QPushButton::clicked, this, &HardwarePage::newProfile);
    connect(m_duplicate, &QPushButton::clicked, this, &HardwarePage::duplicateCurrent);
    connect(m_save, &QPushButton::clicked, this, &HardwarePage::saveCurrent);
    connect(m_delete, &QPushButton::clicked, this, &HardwarePage::deleteCurrent);
    buttons->addWidget(add, 0, 0);
    buttons->addWidget(m_duplicate, 0, 1);
    buttons->addWidget(m_save, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    editorLayout->addLayout(buttons);
    editorLayout->addStretch();
    return editor;
}

QWidget *HardwarePage::buildMeasured() {
    auto *box = new QGroupBox(tr("Measured profile of a run, beside this spec"), this);
    auto *layout = new QVBoxLayout(box);
    m_run = new RunPicker(box);
    m_run->setObjectName(QStringLiteral("measuredRun"));
    m_run->setSingleChoice(true);
    m_run->view()->setToolTip(tr("Tick a stored run (click its row): its best measured ceilings "
                                 "are set against the GPU selected above."));
    auto *fromRun = new QPushButton(tr("&Profile from this run"), box);
    fromRun->setObjectName(QStringLiteral("profileFromRun"));
    fromRun->setToolTip(tr("A new profile of your own with this run's measured bandwidth and "
                           "peaks, to save and use in the calculator."));
    connect(fromRun, &QPushButton::clicked, this, &HardwarePage::profileFromRun);
    auto *runSide = new QWidget(box);
    auto *runLayout = new QVBoxLayout(runSide);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->addWidget(m_run, 1);
    runLayout->addWidget(fromRun, 0, Qt::AlignLeft);
    m_measured = new QTableWidget(0, 4, box);
    m_measured->setObjectName(QStringLiteral("measured"));
    m_measured->setHorizontalHeaderLabels(
        {tr("Ceiling"), tr("Measured"), tr("Spec"), tr("Of spec")});
    m_measured->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_measured->horizontalHeader()->setStretchLastSection(true);
    m_measured->verticalHeader()->hide();
    m_measured->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_measuredNote = new QLabel(box);
    m_measuredNote->setWordWrap(true);
    auto *tableSide = new QWidget(box);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_measured, 1);
    tableLayout->addWidget(m_measuredNote);
    auto *split = new QSplitter(Qt::Horizontal, box);
    split->setChildrenCollapsible(false);
    split->addWidget(runSide);
    split->addWidget(tableSide);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 450}); // the table's four columns before the picker's
    layout->addWidget(split, 1);
    connect(m_run, &RunPicker::checkedChanged, this, [this] {
        m_runChosen = true; // from now on the user's choice, even none
        showMeasured();
    });
    connect(m_run, &RunPicker::loaded, this, &HardwarePage::showRuns);
    return box;
}

void HardwarePage::reload() {
    m_measuredRun.reset(); // runs may have changed
    if (!m_services->hasDatabase()) {
        m_run->clear();
        showLists(Catalog::builtIn().gpus());
        showMeasured();
        return;
    }
    m_listJobs->run(
        [db = *m_services->database()](app::JobControl &) {
            // Without the stored profiles the catalog still shows.
            const auto gpus = app::Profiles::gpus(db);
            return gpus ? *gpus : Catalog::builtIn().gpus();
        },
        [this](const QList<HardwareProfile> &gpus) { showLists(gpus); });
    m_run->load(*m_services->database(), m_run->checkedRunIds());
}

void HardwarePage::showLists(const QList<HardwareProfile> &gpus) {
    const QString current = m_loaded.id;
    m_model->setProfiles(gpus);
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex i = m_proxy->index(row, 0);
        if (i.data(GpuProfileTableModel::RawValueRole).toString() == current || row == 0)
            m_view->setCurrentIndex(i);
    }
}

void HardwarePage::showRuns() {
    // Until the user picks one, show the newest complete run with measurements beside the
    // selected spec (app::LatestRuns: a cancelled run measured only part of the suite, an
    // empty one nothing).
    if (!m_runChosen) {
        const std::optional<Run> latest =
            app::LatestRuns::choose(m_run->runs(), app::LatestRuns::Purpose::Measured);
        m_run->setCheckedRunIds(latest ? QList<qint64>{latest->id} : QList<qint64>());
        if (latest)
            m_run->setCurrentRunId(latest->id);
    }
    showMeasured();
}

qint64 HardwarePage::measuredRunId() const {
    return m_run->checkedRunIds().value(0);
}

void HardwarePage::setMeasuredRunId(qint64 id) {
    m_runChosen = true;
    m_run->setCheckedRunIds(id ? QList<qint64>{id} : QList<qint64>());
    showMeasured();
}

void HardwarePage::showCurrent() {
    const QModelIndex i = m_proxy->mapToSource(m_view->currentIndex());
    if (i.isValid())
        loadProfile(m_model->profile(i.row()));
    showMeasured();
}

void HardwarePage::loadProfile(const HardwareProfile &p) {
    m_loaded = p;
    m_form->clearErrors();
    m_id->setText(p.id);
    m_name->setText(p.name);
    m_vendor->setText(p.vendor);
    m_architecture->setText(p.architecture);
    m_memoryType->setText(p.memoryType);
    m_capacity->setValue(p.memoryCapacity / kGiga);
    m_bandwidth->setValue(p.memoryBandwidth / kGiga);
    m_l2->setValue(p.l2Bytes / 1e6);
    m_sms->setValue(p.smCount);
    m_clock->setValue(p.boostClockHz / 1e6);
    m_tdp->setValue(p.tdpWatts);
    for (auto it = m_peaks.cbegin(); it != m_peaks.cend(); ++it)
        it.value()->setValue(p.peak.value(it.key(), 0) / kTera);
    const bool editable = p.source == QLatin1String("user");
    setEditable(editable);
    m_origin->setText(editable ? tr("Your profile: edit and save.")
                               : tr("%1 profile (read-only). Duplicate it to make a copy you can "
                                    "edit.")
                                     .arg(p.source == QLatin1String("measured") ? tr("Measured")
                                                                                : tr("Catalog")));
}

void HardwarePage::setEditable(bool editable) {
    const bool db = m_services->hasDatabase();
    m_form->setEnabled(editable && db);
    m_save->setEnabled(editable && db);
    m_delete->setEnabled(editable && db);
    m_duplicate->setEnabled(db);
}

HardwareProfile HardwarePage::formProfile() const {
    HardwareProfile p = m_loaded;
    p.source = QStringLiteral("user");
    p.id = m_id->text().trimmed();
    p.name = m_name->text().trimmed();
    p.vendor = m_vendor->text().trimmed();
    p.architecture = m_architecture->text().trimmed();
    p.memoryType = m_memoryType->text().trimmed();
    p.memoryCapacity = m_capacity->value() * kGiga;
    p.memoryBandwidth = m_bandwidth->value() * kGiga;
    p.l2Bytes = m_l2->value() * 1e6;
    p.smCount = m_sms->value();
    p.boostClockHz = m_clock->value() * 1e6;
    p.tdpWatts = m_tdp->value();
    for (auto it = m_peaks.cbegin(); it != m_peaks.cend(); ++it) {
        if (it.value()->value() > 0)
            p.peak.insert(it.key(), it.value()->value() * kTera);
        else
            p.peak.remove(it.key());
    }
    return p;
}

void HardwarePage::profileFromRun() {
    if (!m_measuredRun || m_measuredRun->id != measuredRunId()) {
        emit edited(tr("Choose a run first."));
        return;
    }
    const Run &run = *m_measuredRun;
    HardwareProfile p = MeasuredProfile::derive(run);
    p.source = QStringLiteral("user");
    const QString host = run.host.hostname.isEmpty() ? QStringLiteral("run") : run.host.hostname;
    p.id = QStringLiteral("measured-%1-%2").arg(host.toLower()).arg(run.id);
    p.name = tr("%1 measured on %2 (run #%3)")
                 .arg(run.device.name.isEmpty() ? run.device.id : run.device.name, host)
                 .arg(run.id);
    loadProfile(p);
    m_services->showStatus(tr("A profile from run #%1: check it, then Save.").arg(run.id));
    m_id->setFocus();
}

void HardwarePage::newProfile() {
    HardwareProfile p;
    p.source = QStringLiteral("user");
    p.id = QStringLiteral("my-gpu");
    p.name = tr("My GPU");
    loadProfile(p);
    m_id->setFocus();
    m_id->selectAll();
}

void HardwarePage::duplicateCurrent() {
    if (!m_services->hasDatabase() || m_loaded.id.isEmpty())
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), id = m_loaded.id](app::JobControl &) {
            return app::Profiles::duplicateGpu(db, id);
        },
        [this](const Result<HardwareProfile> &copy) {
            if (!copy) {
                ErrorDialog::error(this, tr("Cannot duplicate"), copy.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(copy.error().text());
                return;
            }
            m_loaded = *copy;
            loadProfile(*copy);
            m_services->showStatus(tr("Made %1, a copy you can edit.").arg(copy->id));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
}

bool HardwarePage::saveCurrent() {
    m_form->clearErrors();
    const HardwareProfile p = formProfile();
    // The profile's own rules (HardwareProfile::validate), next to each field at once; the
    // database says the rest when it stores it.
    for (const Error &e : p.validate())
        m_form->setError(e.field, e.message);
    if (m_form->hasErrors() || !m_services->hasDatabase())
        return false;
    const QString replacing = m_loaded.source == QLatin1String("user") ? m_loaded.id : QString();
    m_save->setEnabled(false);
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), p, replacing](app::JobControl &) {
            return app::Profiles::saveGpu(db, p, replacing);
        },
        [this, p](const app::Profiles::Saved &saved) {
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
            m_loaded = p;
            m_services->showStatus(tr("Saved %1.").arg(p.name));
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
    return true;
}

void HardwarePage::deleteCurrent() {
    if (!m_services->hasDatabase() || m_loaded.source != QLatin1String("user"))
        return;
    m_services->writer()->runFor(
        this,
        [db = *m_services->database(), id = m_loaded.id](app::JobControl &) {
            return app::Profiles::removeGpu(db, id);
        },
        [this, name = m_loaded.name](const Result<void> &removed) {
            if (!removed) {
                ErrorDialog::error(this, tr("Cannot delete"), removed.error().text(),
                                   tr("Check that the database is writable."));
                emit edited(removed.error().text());
                return;
            }
            m_services->showStatus(tr("Deleted %1.").arg(name));
            m_loaded = HardwareProfile();
            emit edited(QString());
            m_services->notifyProfilesChanged();
        },
        app::JobOptions{0, false});
}

int HardwarePage::measuredRowCount() const {
    return m_measured->rowCount();
}

void HardwarePage::showMeasured() {
    const qint64 id = m_run ? measuredRunId() : 0;
    if (!id || !m_services->hasDatabase()) {
        m_runJobs->discard();
        m_measured->setRowCount(0);
        m_measuredNote->setText(m_services->hasDatabase()
                                    ? tr("Choose a run to see what it measured against this spec.")
                                    : m_services->unavailableText());
        return;
    }
    if (m_measuredRun && m_measuredRun->id == id) {
        showMeasuredRun(*m_measuredRun); // another spec beside the same run
        return;
    }
    m_runJobs->run(
        [db = *m_services->database(), id](app::JobControl &) { return app::Runs::get(db, id); },
        [this](const Result<Run> &run) {
            if (run)
                m_measuredRun = *run;
            showMeasuredRun(run);
        });
}

void HardwarePage::showMeasuredRun(const Result<Run> &run) {
    m_measured->setRowCount(0);
    if (!run) {
        m_measuredNote->setText(run.error().text());
        return;
    }
    const std::optional<HardwareProfile> spec =
        m_loaded.id.isEmpty() ? std::nullopt : std::optional<HardwareProfile>(m_loaded);
    const QList<SpecComparison> rows = MeasuredProfile::compareWithSpec(*run, spec);
    const QLocale locale;
    // In the editor's units (GB/s, TFLOP/s or TOP/s), so the columns read like the form.
    const auto fmt = [&locale](const SpecComparison &c, double v) -> QString {
        if (c.unit == QLatin1String("s"))
            return units::formatSeconds(v);
        if (c.metric == QLatin1String("bandwidth"))
            return locale.toString(v / kGiga, 'f', 1) + tr(" GB/s");
        if (c.metric == QLatin1String("throughput"))
            return locale.toString(v / kTera, 'f', 2)
                   + (isIntegerFormat(c.key) ? tr(" TOP/s") : tr(" TFLOP/s"));
        return units::formatSi(v, c.unit);
    };
    for (const SpecComparison &c : rows) {
        const int row = m_measured->rowCount();
        m_measured->insertRow(row);
        m_measured->setItem(row, 0, new QTableWidgetItem(c.label));
        m_measured->setItem(row, 1, new QTableWidgetItem(fmt(c, c.measured)));
        m_measured->setItem(row, 2,
                            new QTableWidgetItem(!c.spec        ? tr("—")
                                                 : *c.spec <= 0 ? tr("not supported")
                                                                : fmt(c, *c.spec)));
        auto *fraction =
            new QTableWidgetItem(c.fraction ? units::formatPercent(*c.fraction) : tr("—"));
        if (c.aboveSpec) {
            fraction->setBackground(palette::worseBackground());
            fraction->setToolTip(tr("Above the spec sheet: check the spec, the clocks, or the "
                                    "probe's byte counting."));
        } else if (c.libraryVerdict == QLatin1String("library-above")) {
            fraction->setBackground(palette::worseBackground());
            fraction->setToolTip(tr("The library GEMM of this format beat the format ladder's "
                                    "loop: the loop misses this core's rate."));
        } else if (c.specUpperBound) {
            fraction->setToolTip(
                c.libraryVerdict == QLatin1String("corroborated")
                    ? tr("Of an upper bound (the FMA pipes), not this core's known rate for the "
                         "instruction; the library GEMM reaches %1 of the same loop, so the rate "
                         "is the core's.")
                          .arg(units::formatPercent(c.libraryVsLoop.value_or(0)))
                    : tr("Of an upper bound (the FMA pipes), not this core's known rate for the "
                         "instruction."));
        }
        m_measured->setItem(row, 3, fraction);
    }
    const HardwareProfile measured = MeasuredProfile::derive(*run);
    QString note =
        tr("Measured memory bandwidth %1 on %2. Compare a GPU run with its catalog entry above.")
            .arg(units::formatSi(measured.memoryBandwidth, QStringLiteral("B/s")),
                 run->device.name);
    if (std::any_of(rows.begin(), rows.end(),
                    [](const SpecComparison &c) { return c.specDerived; }))
        note += QLatin1Char(' ')
                + (MeasuredProfile::clockUncertain(*run)
                       ? tr("For this CPU the spec column is its theoretical ceiling, derived from "
                            "the ISA and the measured clock (the clock was uncertain in this run).")
                       : tr("For this CPU the spec column is its theoretical ceiling, derived from "
                            "the ISA and the measured clock."));
    m_measuredNote->setText(note);
}

} // namespace roofline::ui
