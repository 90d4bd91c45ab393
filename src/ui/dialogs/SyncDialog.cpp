// SPDX-License-Identifier: MIT
#include "ui/dialogs/SyncDialog.h"

#include "storage/SqlDialect.h"
#include "ui/dialogs/DatabaseOpenJob.h"
#include "ui/dialogs/FileDialogs.h"
#include "ui/services/Preferences.h"
#include "ui/services/Session.h"
#include "ui/widgets/Palette.h"
#include "usecases/JobTracker.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {
constexpr QLatin1StringView kLocationKey("sync/otherLocation");
constexpr QLatin1StringView kPullKey("sync/pull");
} // namespace

SyncDialog::SyncDialog(Session *services, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
    , m_opener(new DatabaseOpenJob(this)) {
    setWindowTitle(tr("Sync runs with another database"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Copies the runs the other side lacks (with their measurements, "
                                "tags and notes) and user GPU and model profiles. Nothing is "
                                "overwritten or deleted; running it again copies only what is "
                                "still missing."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_location = new QLineEdit(this);
    m_location->setObjectName(QStringLiteral("otherLocation"));
    m_location->setPlaceholderText(tr("/path/to/roofline.sqlite or postgresql://user@host/db"));
    m_location->setToolTip(tr("A SQLite file (created if missing) or a PostgreSQL URL without a "
                              "password; the password comes from ~/.pgpass or is asked for."));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = FileDialogs::saveFileName(
            this, tr("Other database"), m_location->text(), tr("SQLite databases (*.sqlite *.db)"),
            QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_location->setText(path);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_location, 1);
    row->addWidget(browse);
    auto *label = new QLabel(tr("&Other database:"), this);
    label->setBuddy(m_location);
    form->addRow(label, row);
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(palette::textStyle(palette::problem()));
    m_problem->setWordWrap(true);
    form->addRow(QString(), m_problem);
    m_push = new QRadioButton(tr("&Copy this database's runs there"), this);
    m_pull = new QRadioButton(tr("Copy that database's runs &here"), this);
    m_push->setObjectName(QStringLiteral("push"));
    m_pull->setObjectName(QStringLiteral("pull"));
    form->addRow(tr("Direction:"), m_push);
    form->addRow(QString(), m_pull);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);

    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_sync = box->addButton(tr("&Sync"), QDialogButtonBox::ActionRole);
    m_sync->setObjectName(QStringLiteral("sync"));
    connect(m_sync, &QPushButton::clicked, this, &SyncDialog::start);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);

    const QSettings settings;
    m_location->setText(settings.value(kLocationKey).toString());
    (settings.value(kPullKey, false).toBool() ? m_pull : m_push)->setChecked(true);
    connect(m_location, &QLineEdit::textChanged, this, &SyncDialog::validate);
    connect(m_opener, &DatabaseOpenJob::finished, this, &SyncDialog::opened);
    validate();
}

void SyncDialog::setOtherLocation(const QString &location) {
    m_location->setText(location);
}

void SyncDialog::setDirection(Direction direction) {
    (direction == Direction::Pull ? m_pull : m_push)->setChecked(true);
}

QString SyncDialog::resultText() const {
    return m_result->text();
}

void SyncDialog::validate() {
    const QString location = m_location->text().trimmed();
    QString problem;
    if (location.isEmpty())
        problem = tr("Name the other database.");
    else if (storage::SqlDialect::isUrl(location))
        problem = Preferences::postgresUrlProblem(location);
    else
        problem = Preferences::sqlitePathProblem(location);
    if (problem.isEmpty() && m_services->hasDatabase()
        && m_services->database()->path() == location)
        problem = tr("That is the database this window already uses.");
    if (problem.isEmpty() && !m_services->hasDatabase())
        problem = m_services->unavailableText();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_sync->setEnabled(problem.isEmpty() && !m_busy);
}

void SyncDialog::setBusy(bool busy) {
    m_busy = busy;
    m_location->setEnabled(!busy);
    m_push->setEnabled(!busy);
    m_pull->setEnabled(!busy);
    m_progress->setVisible(busy);
    validate();
}

void SyncDialog::start() {
    if (m_busy || !m_sync->isEnabled())
        return;
    const QString location = m_location->text().trimmed();
    QSettings settings;
    settings.setValue(kLocationKey, location);
    settings.setValue(kPullKey, m_pull->isChecked());
    setBusy(true);
    m_progress->setRange(0, 0);
    m_result->setText(tr("Opening %1…").arg(location));
    m_opener->open(location, m_services->sessionPassword(location));
}

void SyncDialog::opened(bool ok) {
    if (!ok) {
        setBusy(false);
        m_result->setText(tr("Could not open the other database: %1").arg(m_opener->errorText()));
        emit finished(false);
        return;
    }
    if (!m_opener->password().isEmpty())
        m_services->setSessionPassword(m_opener->location(), m_opener->password());
    const storage::Database here = *m_services->database();
    const storage::Database there = *m_opener->database();
    const bool pull = m_pull->isChecked();
    m_result->setText(pull ? tr("Copying runs from %1 into this database…").arg(there.path())
                           : tr("Copying runs from this database to %1…").arg(there.path()));
    // On the writer queue (Session::writer): off the GUI thread, never dropped, and it
    // goes on if the dialog is closed; each thread opens its own connections.
    QMetaObject::Connection progress =
        connect(m_services->writer(), &usecases::JobTracker::progressChanged, this,
                [this](int value, int maximum, const QString &) {
                    m_progress->setRange(0, maximum);
                    m_progress->setValue(value);
                });
    m_services->writer()->runFor(
        this,
        [from = pull ? there : here, to = pull ? here : there](usecases::JobControl &control) {
            return storage::RunSync(from, to).run(
                [&control](int done, int total) { control.setProgress(done, total); });
        },
        [this, progress](const Result<storage::RunSync::Counts> &result) {
            disconnect(progress);
            showOutcome(result);
        },
        usecases::JobOptions{0, false});
}

void SyncDialog::showOutcome(const Result<storage::RunSync::Counts> &result) {
    setBusy(false);
    if (!result) {
        m_result->setText(tr("The sync stopped: %1\nWhat was copied before stays; sync again to "
                             "copy the rest.")
                              .arg(result.error().text()));
        emit finished(false);
        return;
    }
    const storage::RunSync::Counts &c = *result;
    QString text = tr("%n run(s) copied", nullptr, c.runsCopied) + QStringLiteral(", ")
                   + tr("%n already there", nullptr, c.runsSkipped);
    if (c.runsUnfinished > 0)
        text += QStringLiteral(", ")
                + tr("%n still running (a later sync copies them)", nullptr, c.runsUnfinished);
    text += QStringLiteral("; ") + tr("%n profile(s) copied", nullptr, c.profilesCopied)
            + QLatin1Char('.');
    if (!c.conflicts.isEmpty())
        text += QLatin1Char('\n')
                + tr("Kept as they are (different on each side): %1")
                      .arg(c.conflicts.join(QStringLiteral(", ")));
    m_result->setText(text);
    if (m_pull->isChecked() && (c.runsCopied > 0 || c.profilesCopied > 0))
        m_services->notifyRunsChanged();
    emit finished(true);
}

} // namespace roofline::ui
