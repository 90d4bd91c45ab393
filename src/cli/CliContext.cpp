// SPDX-License-Identifier: MIT
#include "cli/CliContext.h"

#include "cli/TextTable.h"
#include "storage/DatabaseOpener.h"
#include "storage/SqlDialect.h"
#include "usecases/ErrorJson.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

namespace roofline::cli {

std::optional<int> CliContext::parse(QCommandLineParser &parser, const QStringList &args,
                                     const QString &command) const {
    if (!parser.parse(args))
        return fail(ExitUsage, command, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        print(parser.helpText());
        return ExitOk;
    }
    return std::nullopt;
}

Result<storage::Database> CliContext::openDatabase() const {
    auto opened = storage::DatabaseOpener::open(
        databasePath.isEmpty() ? storage::Database::defaultPath() : databasePath);
    if (opened && !opened->readOnlyReason().isEmpty())
        progress(QStringLiteral("roofline: %1: %2").arg(opened->path(), opened->readOnlyReason()));
    return opened;
}

void CliContext::printJson(const QJsonValue &value) const {
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    const QByteArray bytes = doc.toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QString CliContext::scrubbed(const QString &text) const {
    // No password, and nothing a terminal would take as a command (terminalSafe).
    return terminalSafe(storage::SqlDialect::scrubPasswords(text, databasePath));
}

void CliContext::print(const QString &text) const {
    const QByteArray bytes = scrubbed(text).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stdout);
    std::fflush(stdout);
}

void CliContext::progress(const QString &text) const {
    std::fprintf(stderr, "%s\n", scrubbed(text).toUtf8().constData());
    std::fflush(stderr);
}

int CliContext::fail(int code, const QString &command, const Error &error) const {
    // A database URL's password never reaches the terminal or a script, in either form.
    Error shown = error;
    shown.message = scrubbed(error.message);
    complain(command, shown.text());
    if (json)
        printJson(usecases::ErrorJson::toJson(shown));
    return code;
}

void CliContext::complain(const QString &command, const QString &message) const {
    std::fprintf(stderr, "roofline %s: %s\n", command.toUtf8().constData(),
                 scrubbed(message).toUtf8().constData());
    std::fflush(stderr);
}

int CliContext::fail(int code, const QString &command, const QString &message) const {
    return fail(
        code, command,
        kindError(code == ExitUsage ? ErrorKind::InvalidInput : ErrorKind::Failed, message));
}

} // namespace roofline::cli
