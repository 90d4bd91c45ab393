// SPDX-License-Identifier: MIT
#include "ui/WelcomePage.h"

#include "model/Catalog.h"
#include "model/EngineTexts.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/services/EngineQuery.h"
#include "ui/services/Session.h"
#include "usecases/JobTracker.h"
#include "usecases/Runs.h"

#include <QDir>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace roofline::ui {

WelcomePage::WelcomePage(Session *services, EngineQuery *engine, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_engine(engine) {
    const Catalog &catalog = Catalog::builtIn();
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<h1>Roofline Lab</h1>"), this);
    auto *text = new QLabel(
        tr("<p>Every compute step runs two clocks: moving bytes (bandwidth) and doing arithmetic "
           "(peak FLOP/s). Roofline Lab measures both on this machine and explains which one "
           "wins.</p>"
           "<p>The catalog holds <b>%1</b> GPU profiles, <b>%2</b> LLM specs and <b>%3</b> number "
           "formats.</p>")
            .arg(catalog.gpus().size())
            .arg(catalog.models().size())
            .arg(catalog.formats().size()),
        this);
    text->setObjectName(QStringLiteral("catalogSummary"));
    text->setWordWrap(true);
    layout->addWidget(title);
    layout->addWidget(text);

    auto *measure = new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")),
                                    tr("&Measure this machine"), this);
    measure->setObjectName(QStringLiteral("measure"));
    measure->setToolTip(tr("Run the quick suite on the device chosen on the Probe page."));
    measure->setIconSize(QSize(24, 24));
    measure->setMinimumHeight(measure->sizeHint().height() + 8);
    connect(measure, &QPushButton::clicked, this, &WelcomePage::measureRequested);
    auto *measureRow = new QHBoxLayout;
    measureRow->addWidget(measure);
    measureRow->addStretch();
    layout->addLayout(measureRow);

    if (m_services) {
        auto *columns = new QHBoxLayout;
        auto *devicesBox = new QGroupBox(tr("Devices"), this);
        auto *devicesLayout = new QVBoxLayout(devicesBox);
        m_devices = new QLabel(devicesBox);
        m_devices->setObjectName(QStringLiteral("devices"));
        m_devices->setWordWrap(true);
        m_devices->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        m_devices->setTextInteractionFlags(Qt::TextSelectableByMouse);
        devicesLayout->addWidget(m_devices, 1);
        auto *recentBox = new QGroupBox(tr("Recent runs"), this);
        auto *recentLayout = new QVBoxLayout(recentBox);
        m_recent = new QListWidget(recentBox);
        m_recent->setObjectName(QStringLiteral("recentRuns"));
        m_recent->setToolTip(tr("Double-click (or Enter) opens the run in History."));
        recentLayout->addWidget(m_recent, 1);
        connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
            if (const qint64 id = item->data(Qt::UserRole).toLongLong(); id > 0)
                emit runRequested(id);
        });
        columns->addWidget(devicesBox, 1);
        columns->addWidget(recentBox, 2);
        layout->addLayout(columns, 1);
        m_database = new QLabel(this);
        m_database->setObjectName(QStringLiteral("database"));
        m_database->setWordWrap(true);
        m_database->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_database);
        m_jobs = new usecases::JobTracker(this);
        connect(m_services, &Session::runsChanged, this, &WelcomePage::reload);
        connect(m_services, &Session::databaseChanged, this, [this] {
            m_jobs->discard();
            reload();
        });
        if (m_engine)
            connect(m_engine, &EngineQuery::devicesReady, this, &WelcomePage::showDevices);
        showDevices();
        reload();
    } else {
        layout->addStretch();
    }
}

void WelcomePage::showDevices() {
    if (!m_devices)
        return;
    if (!m_engine || m_engine->devices().isEmpty()) {
        m_devices->setText(tr("Asking the measurement engine…"));
        return;
    }
    QStringList lines;
    for (const EngineDevice &d : m_engine->devices()) {
        const QString name = d.name.isEmpty() ? d.id : d.name;
        lines << (d.available ? tr("<b>%1</b> — %2").arg(d.id.toHtmlEscaped(), name.toHtmlEscaped())
                              : tr("<b>%1</b> — %2 (cannot be measured: %3)")
                                    .arg(d.id.toHtmlEscaped(), name.toHtmlEscaped(),
                                         EngineTexts::deviceReason(d.reason).toHtmlEscaped()));
    }
    m_devices->setText(lines.join(QStringLiteral("<br>")));
}

void WelcomePage::reload() {
    if (!m_services)
        return;
    if (!m_services->hasDatabase()) {
        m_recent->clear();
        m_database->setText(m_services->unavailableText());
        return;
    }
    m_database->setText(
        tr("Runs are stored in %1.").arg(QDir::toNativeSeparators(m_services->database()->path())));
    RunQuery query;
    query.limit = kRecentRuns;
    m_jobs->run([db = *m_services->database(),
                 query](usecases::JobControl &) { return usecases::Runs::list(db, query); },
                [this](const Result<QList<Run>> &runs) {
                    m_recent->clear();
                    if (!runs) {
                        m_recent->addItem(runs.error().text());
                        return;
                    }
                    if (runs->isEmpty())
                        m_recent->addItem(tr("No runs stored yet: measure this machine."));
                    for (const Run &r : *runs) {
                        auto *item = new QListWidgetItem(
                            tr("%1 · %2 suite · %3")
                                .arg(RunPickerModel::label(r), r.suite, Run::statusText(r.status)),
                            m_recent);
                        item->setData(Qt::UserRole, r.id);
                    }
                });
}

} // namespace roofline::ui
