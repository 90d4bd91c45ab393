#pragma once

#include "storage/Database.h"

#include <QObject>
#include <optional>

namespace roofline::ui {

// What every page shares: the database (absent when it could not be opened, so the calculator
// still works) and change notifications, so a run finished on the Probe page shows up in
// History, Compare and Reports without the pages knowing each other.
class AppServices : public QObject {
    Q_OBJECT
public:
    explicit AppServices(std::optional<storage::Database> database, QObject *parent = nullptr);

    const std::optional<storage::Database> &database() const { return m_database; }
    bool hasDatabase() const { return m_database.has_value(); }
    // Why there is no database, for pages that need one.
    QString unavailableText() const;
    void setUnavailableReason(const QString &reason) { m_unavailableReason = reason; }

    // Path of the probe engine; empty = roofline-probe beside the executable.
    QString enginePath() const { return m_enginePath; }
    void setEnginePath(const QString &path) { m_enginePath = path; }

    void notifyRunsChanged() { emit runsChanged(); }
    void notifyProfilesChanged() { emit profilesChanged(); }
    // Long work and results for the status bar.
    void showStatus(const QString &message, int timeoutMs = 5000) {
        emit statusMessage(message, timeoutMs);
    }
    // Asks the main window to show the Compare or Reports page with these runs.
    void requestCompare(const QList<qint64> &runIds) { emit compareRequested(runIds); }
    void requestReport(const QList<qint64> &runIds) { emit reportRequested(runIds); }

signals:
    void runsChanged();
    void profilesChanged();
    void statusMessage(const QString &message, int timeoutMs);
    void compareRequested(const QList<qint64> &runIds);
    void reportRequested(const QList<qint64> &runIds);

private:
    std::optional<storage::Database> m_database;
    QString m_unavailableReason;
    QString m_enginePath;
};

} // namespace roofline::ui
