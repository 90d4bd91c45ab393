// SPDX-License-Identifier: MIT
#include "ui/dialogs/DatabaseOpenJob.h"

#include "storage/DatabaseOpener.h"
#include "storage/SqlDialect.h"
#include "ui/services/Preferences.h"
#include "usecases/JobTracker.h"

#include <QInputDialog>
#include <QLineEdit>

namespace roofline::ui {

DatabaseOpenJob::DatabaseOpenJob(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
    , m_open([](const QString &location, const QString &password) {
        return storage::DatabaseOpener::open(location, password);
    })
    , m_prompt(&DatabaseOpenJob::askPassword)
    , m_jobs(new usecases::JobTracker(this)) {}

void DatabaseOpenJob::abandon() {
    m_jobs->discard(); // its worker still finishes, and closes its connection
    m_busy = false;
}

std::optional<QString> DatabaseOpenJob::askPassword(QWidget *parent, const QString &location,
                                                    bool refused) {
    QInputDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("passwordDialog"));
    dialog.setWindowTitle(tr("Database password"));
    const QString question =
        refused ? tr("The server %1 refused that password; type it again.").arg(location)
                : tr("The server %1 asks for a password, and none is in ~/.pgpass or "
                     "PGPASSFILE.")
                      .arg(location);
    dialog.setLabelText(question + QLatin1Char('\n')
                        + tr("Roofline Lab keeps it for this session only and never saves it."));
    dialog.setTextEchoMode(QLineEdit::Password);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.textValue();
}

void DatabaseOpenJob::open(const QString &location, const QString &password) {
    m_location = location;
    m_password = password;
    m_database.reset();
    m_error.clear();
    start();
}

void DatabaseOpenJob::start() {
    m_busy = true;
    // A newer open() supersedes this one: its result is no longer wanted.
    m_jobs->run(
        [open = m_open, location = m_location, password = m_password](usecases::JobControl &) {
            Result<storage::Database> db = open(location, password);
            // The worker's connection is of no use to anyone else: each thread opens its own.
            if (db)
                db->closeConnection();
            return db;
        },
        [this](const Result<storage::Database> &outcome) { onOutcome(outcome); });
}

void DatabaseOpenJob::onOutcome(const Result<storage::Database> &outcome) {
    if (!outcome && storage::SqlDialect::isUrl(m_location)
        && Preferences::asksForPassword(outcome.error())) {
        const std::optional<QString> typed = m_prompt(m_parent, m_location, !m_password.isEmpty());
        if (typed && !typed->isEmpty()) {
            m_password = *typed;
            start();
            return;
        }
        m_password.clear();
        m_error = tr("%1\nNo password was given.").arg(outcome.error().text());
        m_busy = false;
        emit finished(false);
        return;
    }
    m_database.reset();
    m_error.clear();
    if (outcome)
        m_database = *outcome;
    else
        m_error = outcome.error().text();
    if (!m_database)
        m_password.clear();
    m_busy = false;
    emit finished(m_database.has_value());
}

} // namespace roofline::ui
