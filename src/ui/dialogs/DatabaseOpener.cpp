#include "ui/dialogs/DatabaseOpener.h"

#include "storage/SqlDialect.h"
#include "ui/dialogs/AppSettings.h"

#include <QFutureWatcher>
#include <QInputDialog>
#include <QLineEdit>
#include <QtConcurrent>

namespace roofline::ui {

DatabaseOpener::DatabaseOpener(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
    , m_open([](const QString &location, const QString &password) {
        return storage::Database::open(location, password);
    })
    , m_prompt(&DatabaseOpener::askPassword) {}

std::optional<QString> DatabaseOpener::askPassword(QWidget *parent, const QString &location,
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

void DatabaseOpener::open(const QString &location, const QString &password) {
    m_location = location;
    m_password = password;
    m_database.reset();
    m_error.clear();
    start();
}

void DatabaseOpener::start() {
    m_busy = true;
    const int generation = ++m_generation;
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        // A newer open() superseded this one: its result is no longer wanted.
        if (generation == m_generation)
            onOutcome(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(
        [open = m_open, location = m_location, password = m_password]() -> Outcome {
            Result<storage::Database> db = open(location, password);
            if (!db)
                return {std::nullopt, db.error().text()};
            // The worker's connection is of no use to anyone else: each thread opens its own.
            db->closeConnection();
            return {*db, QString()};
        }));
}

void DatabaseOpener::onOutcome(const Outcome &outcome) {
    if (!outcome.database && storage::SqlDialect::isUrl(m_location)
        && AppSettings::asksForPassword(outcome.error)) {
        const std::optional<QString> typed = m_prompt(m_parent, m_location, !m_password.isEmpty());
        if (typed && !typed->isEmpty()) {
            m_password = *typed;
            start();
            return;
        }
        m_password.clear();
        m_error = tr("%1\nNo password was given.").arg(outcome.error);
        m_busy = false;
        emit finished(false);
        return;
    }
    m_database = outcome.database;
    m_error = outcome.error;
    if (!m_database)
        m_password.clear();
    m_busy = false;
    emit finished(m_database.has_value());
}

} // namespace roofline::ui
