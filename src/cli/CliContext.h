// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "storage/Database.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <optional>

class QCommandLineParser;
class QTextStream;

namespace roofline::cli {

// Exit codes of docs/cli.md, and one of our own: ExitNotStored, `roofline probe` measured but
// could not store everything; the runs are kept in a spool bundle (see src/cli/README.md).
enum ExitCode {
    ExitOk = 0,
    ExitFailure = 1,
    ExitUsage = 2,
    ExitCancelled = 3,
    ExitNotStored = 4,
};

// What every command gets: global options and the output streams.
class CliContext {
public:
    QString databasePath; // --db, ROOFLINE_DB, or empty for the platform default
    bool json = false;
    QString language;

    // Parses a command's own arguments. A usage error (on stderr, exit 2) or --help (the help
    // text on stdout, exit 0) ends the command: the exit status; std::nullopt when it goes on.
    std::optional<int> parse(QCommandLineParser &parser, const QStringList &args,
                             const QString &command) const;

    // The database the global options name (--db, ROOFLINE_DB, or the app-data default).
    Result<storage::Database> openDatabase() const;

    // JSON documents and human results go to stdout; progress and errors to stderr. Every
    // text has database passwords removed (SqlDialect::scrubPasswords): stderr ends up in
    // job logs; and control characters and bidirectional overrides shown as \uXXXX
    // (terminalSafe): a note or host name from a bundle never reaches the terminal raw.
    void printJson(const QJsonValue &value) const;
    void print(const QString &text) const;
    void progress(const QString &text) const;
    // "roofline model: --batch: must be at least 1" on stderr; with --json also the error as
    // JSON on stdout, {"error": {"kind": "invalid-input", "message": …, "field": "--batch"}}
    // (docs/cli.md), so scripts and the app's child processes branch on the kind. Returns `code`.
    int fail(int code, const QString &command, const Error &error) const;
    // A message without a kind of its own: invalid input for a usage error, else a failure.
    int fail(int code, const QString &command, const QString &message) const;
    // The stderr line of fail() alone, for a command whose --json document is already on
    // stdout and says the same (roofline probe: measured but not stored).
    void complain(const QString &command, const QString &message) const;

private:
    QString scrubbed(const QString &text) const;
};

} // namespace roofline::cli
