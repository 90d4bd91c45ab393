// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

class QWidget;

namespace roofline::usecases {
class JobTracker;
}

namespace roofline::ui {

// The GUI's job around storage::DatabaseOpener: opens a database off the GUI thread (a
// PostgreSQL server may take its connect_timeout to answer), and asks for a password when the
// server wants one that ~/.pgpass lacks. The typed
// password is handed back with the result for the caller to keep in memory; nothing here
// writes it anywhere.
class DatabaseOpenJob : public QObject {
    Q_OBJECT
public:
    // Runs on a worker thread: storage::DatabaseOpener::open, replaceable by tests.
    using OpenFunction =
        std::function<Result<storage::Database>(const QString &location, const QString &password)>;
    // Runs on the GUI thread: the password, or nothing when the user cancelled. `refused`: a
    // password was tried and the server turned it down.
    using PasswordPrompt = std::function<std::optional<QString>(
        QWidget *parent, const QString &location, bool refused)>;

    explicit DatabaseOpenJob(QWidget *parent);

    void setOpenFunction(OpenFunction open) { m_open = std::move(open); }
    void setPasswordPrompt(PasswordPrompt prompt) { m_prompt = std::move(prompt); }
    static std::optional<QString> askPassword(QWidget *parent, const QString &location,
                                              bool refused);

    // Starts opening `location` (with a password known from earlier in the session, if any);
    // finished() follows unless another open() or the opener's deletion comes first.
    void open(const QString &location, const QString &password = QString());
    bool isBusy() const { return m_busy; }
    // Drops the result of an open in progress (its worker still finishes, and closes its
    // connection); no finished() follows.
    void abandon();

    // After finished(): the database, or why not; and the password that worked, if one was
    // typed.
    const std::optional<storage::Database> &database() const { return m_database; }
    const QString &errorText() const { return m_error; }
    const QString &password() const { return m_password; }
    const QString &location() const { return m_location; }

signals:
    void finished(bool ok);

private:
    void start();
    void onOutcome(const Result<storage::Database> &outcome);

    QWidget *m_parent;
    OpenFunction m_open;
    PasswordPrompt m_prompt;
    QString m_location;
    QString m_password;
    std::optional<storage::Database> m_database;
    QString m_error;
    usecases::JobTracker *m_jobs = nullptr;
    bool m_busy = false;
};

} // namespace roofline::ui
