// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "report/DisplayUnits.h"

#include <QCoreApplication>
#include <QString>

namespace roofline::ui {

// The app's preferences as QSettings keeps them (Settings dialog, main.cpp). A password is
// never part of them: libpq reads ~/.pgpass, and a typed one lives in Session for the
// session only.
struct Preferences {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::Preferences)

public:
    enum class DatabaseKind { SQLite, PostgreSQL };

    DatabaseKind databaseKind = DatabaseKind::SQLite;
    QString sqlitePath;  // empty: storage::Database::defaultPath()
    QString postgresUrl; // postgresql://user@host:port/db, without a password
    QString language;    // "de", "zh_CN"; empty: the system's
    DisplayUnits units;  // clockHz unused here: it comes from each chart's runs

    static Preferences load();
    void save() const;

    // Where the history lives with these settings: the file or the URL.
    QString databaseLocation() const;
    bool sameDatabase(const Preferences &other) const {
        return databaseLocation() == other.databaseLocation();
    }

    // Why `url` cannot be used, for the message next to the field; empty when it can.
    static QString postgresUrlProblem(const QString &url);
    // Why `path` cannot hold the history; empty when it can (a new file is fine).
    static QString sqlitePathProblem(const QString &path);
    // Whether a failed open failed for want of a (right) password, which the user can then
    // type: the kind storage gave the error (ErrorKind::NeedsPassword), never its words.
    static bool asksForPassword(const Error &error) {
        return error.kind == ErrorKind::NeedsPassword;
    }
};

} // namespace roofline::ui
