// SPDX-License-Identifier: MIT
#include "ui/widgets/MeasuredSpecPanel.h"

#include "model/Units.h"
#include "model/analysis/MeasuredProfile.h"
#include "ui/profiles/GpuProfileAdapter.h"
#include "ui/services/Session.h"
#include "ui/widgets/Palette.h"
#include "ui/widgets/RunPicker.h"
#include "usecases/JobTracker.h"
#include "usecases/LatestRuns.h"
#include "usecases/Runs.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace roofline::ui {

namespace {
constexpr double kGiga = 1e9;
constexpr double kTera = 1e12;
} // namespace

MeasuredSpecPanel::MeasuredSpecPanel(Session *services, QWidget *parent)
    : QWidget(parent)
    , m_services(services) {
    m_runJobs = new usecases::JobTracker(this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *box = new QGroupBox(tr("Measured profile of a run, beside this spec"), this);
    outer->addWidget(box);
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
    connect(fromRun, &QPushButton::clicked, this, &MeasuredSpecPanel::profileFromRunClicked);
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
    m_note = new QLabel(box);
    m_note->setWordWrap(true);
    auto *tableSide = new QWidget(box);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_measured, 1);
    tableLayout->addWidget(m_note);
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
        refresh();
    });
    connect(m_run, &RunPicker::loaded, this, &MeasuredSpecPanel::showRuns);
}

bool MeasuredSpecPanel::isBusy() const {
    return m_run->isLoading() || m_runJobs->isBusy();
}

void MeasuredSpecPanel::setSpec(const std::optional<HardwareProfile> &spec) {
    m_spec = spec;
    refresh();
}

void MeasuredSpecPanel::reload() {
    m_measuredRun.reset(); // runs may have changed
    if (!m_services->hasDatabase()) {
        m_run->clear();
        refresh();
        return;
    }
    m_run->load(*m_services->database(), m_run->checkedRunIds());
}

void MeasuredSpecPanel::reset() {
    m_runJobs->discard();
    m_run->clear(); // ids are per database
    m_runChosen = false;
}

void MeasuredSpecPanel::showRuns() {
    // Until the user picks one, show the newest complete run with measurements beside the
    // selected spec (usecases::LatestRuns: a cancelled run measured only part of the suite, an
    // empty one nothing).
    if (!m_runChosen) {
        const std::optional<Run> latest =
            usecases::LatestRuns::choose(m_run->runs(), usecases::LatestRuns::Purpose::Measured);
        m_run->setCheckedRunIds(latest ? QList<qint64>{latest->id} : QList<qint64>());
        if (latest)
            m_run->setCurrentRunId(latest->id);
    }
    refresh();
}

qint64 MeasuredSpecPanel::runId() const {
    return m_run->checkedRunIds().value(0);
}

void MeasuredSpecPanel::setRunId(qint64 id) {
    m_runChosen = true;
    m_run->setCheckedRunIds(id ? QList<qint64>{id} : QList<qint64>());
    refresh();
}

std::optional<Run> MeasuredSpecPanel::run() const {
    if (m_measuredRun && m_measuredRun->id == runId())
        return m_measuredRun;
    return std::nullopt;
}

int MeasuredSpecPanel::rowCount() const {
    return m_measured->rowCount();
}

void MeasuredSpecPanel::refresh() {
    const qint64 id = runId();
    if (!id || !m_services->hasDatabase()) {
        m_runJobs->discard();
        m_measured->setRowCount(0);
        m_note->setText(m_services->hasDatabase()
                            ? tr("Choose a run to see what it measured against this spec.")
                            : m_services->unavailableText());
        return;
    }
    if (m_measuredRun && m_measuredRun->id == id) {
        showRun(*m_measuredRun); // another spec beside the same run
        return;
    }
    m_runJobs->run([db = *m_services->database(),
                    id](usecases::JobControl &) { return usecases::Runs::get(db, id); },
                   [this](const Result<Run> &run) {
                       if (run)
                           m_measuredRun = *run;
                       showRun(run);
                   });
}

void MeasuredSpecPanel::showRun(const Result<Run> &run) {
    m_measured->setRowCount(0);
    if (!run) {
        m_note->setText(run.error().text());
        return;
    }
    const QList<SpecComparison> rows = MeasuredProfile::compareWithSpec(*run, m_spec);
    const QLocale locale;
    // In the editor's units (GB/s, TFLOP/s or TOP/s), so the columns read like the form.
    const auto fmt = [&locale](const SpecComparison &c, double v) -> QString {
        if (c.unit == QLatin1String("s"))
            return units::formatSeconds(v);
        if (c.metric == QLatin1String("bandwidth"))
            return locale.toString(v / kGiga, 'f', 1) + tr(" GB/s");
        if (c.metric == QLatin1String("throughput"))
            return locale.toString(v / kTera, 'f', 2)
                   + (GpuProfileAdapter::isIntegerFormat(c.key) ? tr(" TOP/s") : tr(" TFLOP/s"));
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
    m_note->setText(note);
}

} // namespace roofline::ui
