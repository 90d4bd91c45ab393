// SPDX-License-Identifier: MIT
#include "ui/services/Session.h"

#include "usecases/DatabaseWatcher.h"
#include "usecases/JobTracker.h"

#include <QCoreApplication>
#include <QDir>
#include <QWidget>

namespace roofline::ui {

Session::Session(std::optional<storage::Database> database, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database))
    , m_writer(new usecases::JobTracker(this)) {
    // A write asked for is never lost, not even by closing the app.
    m_writer->setFinishOnDestruction(true);
}

QString Session::unavailableText() const {
    if (m_database)
        return QString();
    return tr("No run history is available: %1\nChoose another database in Edit → "
              "Preferences (or fix the database file).")
        .arg(m_unavailableReason.isEmpty() ? tr("the database was not opened")
                                           : m_unavailableReason);
}

void Session::setDatabase(const storage::Database &database) {
    if (m_database)
        m_database->closeConnection();
    m_database = database;
    m_unavailableReason.clear();
    if (isWatchingForChanges())
        m_watcher->watch(m_database);
    emit databaseChanged();
}

void Session::setWatchingForChanges(bool on, int intervalMs) {
    if (!on) {
        delete std::exchange(m_watcher, nullptr);
        return;
    }
    if (!m_watcher) {
        m_watcher = new usecases::DatabaseWatcher(this);
        connect(m_watcher, &usecases::DatabaseWatcher::changed, this, [this] {
            emit externalChange();
            emit runsChanged();
        });
    }
    m_watcher->setInterval(intervalMs);
    m_watcher->watch(m_database);
}

bool Session::isWatchingForChanges() const {
    return m_watcher && m_watcher->isWatching();
}

void Session::showStatus(const QString &message, int timeoutMs, const QWidget *from) {
    if (from && !from->isVisible())
        return;
    emit statusMessage(message, timeoutMs);
}

void Session::setDisplayUnits(const DisplayUnits &units) {
    m_units = units;
    m_units.clockHz = 0; // per chart, from its runs (unitsFor)
    emit displayUnitsChanged();
}

QString Session::cliPath() const {
    return m_cliPath.isEmpty()
               ? QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("roofline"))
               : m_cliPath;
}

DisplayUnits Session::unitsFor(DisplayUnits units, const QList<Run> &runs) {
    return units.withClockOf(runs);
}

} // namespace roofline::ui
