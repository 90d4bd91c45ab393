// SPDX-License-Identifier: MIT
#pragma once

#include "model/Run.h"
#include "report/DisplayUnits.h"
#include "storage/Database.h"

#include <QHash>
#include <QObject>
#include <optional>

class QWidget;

namespace roofline::usecases {
class DatabaseWatcher;
class JobTracker;
} // namespace roofline::usecases

namespace roofline::ui {

// The app's session (was AppServices): what every page shares: the database (absent when it could
// not be opened, so the calculator still works) and change notifications, so a run finished on the
// Probe page shows up in History, Compare and Reports without the pages knowing each other.
//
// The database can be replaced while the app runs (Settings → Database): setDatabase() emits
// databaseChanged(), and every page that shows stored data connects that signal to its
// reload. Pages therefore ask database() each time instead of keeping a copy.
class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(std::optional<storage::Database> database, QObject *parent = nullptr);

    const std::optional<storage::Database> &database() const { return m_database; }
    bool hasDatabase() const { return m_database.has_value(); }
    // Why there is no database, for pages that need one.
    QString unavailableText() const;
    void setUnavailableReason(const QString &reason) { m_unavailableReason = reason; }
    // Switches to another, already opened database and tells the pages (databaseChanged).
    // This thread's connection to the old one is closed; other threads close theirs as they
    // end (a measurement in progress must finish first: see ProbePage::isRunning()).
    void setDatabase(const storage::Database &database);

    // How numbers are shown on the app's charts and reports (Settings → Display units).
    const DisplayUnits &displayUnits() const { return m_units; }
    void setDisplayUnits(const DisplayUnits &units);
    // `units` with the clock for "cycles" taken from the runs' latency measurements, when they
    // agree on one; otherwise latencies fall back to time (DisplayUnits does that at 0 Hz).
    static DisplayUnits unitsFor(DisplayUnits units, const QList<Run> &runs);

    // A PostgreSQL password the user typed this session, by URL; kept in memory only, so a
    // reconnect does not ask again. Never written to QSettings or any file.
    QString sessionPassword(const QString &location) const {
        return m_sessionPasswords.value(location);
    }
    void setSessionPassword(const QString &location, const QString &password) {
        m_sessionPasswords.insert(location, password);
    }

    // Path of the probe engine; empty = roofline-probe beside the executable.
    QString enginePath() const { return m_enginePath; }
    void setEnginePath(const QString &path) { m_enginePath = path; }
    // Path of the `roofline` command the Reports page runs to compose reports; by default the
    // one beside the executable (setCliPath: tests, or a relocated install).
    QString cliPath() const;
    void setCliPath(const QString &path) { m_cliPath = path; }

    // The pages' writes (notes and tags, deletes and their undo, imports, exports, profile
    // edits) run here, off the GUI thread, one after the other in the order asked, and are
    // never dropped: not by a newer request nor by a database switch (each job holds the
    // database it was asked for). Reads go through each page's own tracker instead, where
    // the newest request wins.
    usecases::JobTracker *writer() const { return m_writer; }

    // Follow writes of other processes (and connections) to the database: runsChanged() after
    // each (usecases::DatabaseWatcher). The app turns it on; page tests that want it too.
    void setWatchingForChanges(bool on, int intervalMs = 1000);
    bool isWatchingForChanges() const;

    void notifyRunsChanged() { emit runsChanged(); }
    void notifyProfilesChanged() { emit profilesChanged(); }
    // Long work and results for the status bar. A page passes itself as `from` for what it
    // says after a background reload: a hidden page's news must not replace the message of
    // the page the user is looking at.
    void showStatus(const QString &message, int timeoutMs = 5000, const QWidget *from = nullptr);
    // Asks the main window to show the Compare or Reports page with these runs.
    void requestCompare(const QList<qint64> &runIds) { emit compareRequested(runIds); }
    void requestReport(const QList<qint64> &runIds) { emit reportRequested(runIds); }

signals:
    // Another database is open: everything read before (runs, ids, profiles) is stale.
    void databaseChanged();
    // Another process or connection wrote (setWatchingForChanges); runsChanged() follows.
    void externalChange();
    void displayUnitsChanged();
    void runsChanged();
    void profilesChanged();
    void statusMessage(const QString &message, int timeoutMs);
    void compareRequested(const QList<qint64> &runIds);
    void reportRequested(const QList<qint64> &runIds);

private:
    std::optional<storage::Database> m_database;
    QString m_unavailableReason;
    QString m_enginePath;
    QString m_cliPath;
    DisplayUnits m_units;
    QHash<QString, QString> m_sessionPasswords;
    usecases::JobTracker *m_writer = nullptr;
    usecases::DatabaseWatcher *m_watcher = nullptr;
};

} // namespace roofline::ui
