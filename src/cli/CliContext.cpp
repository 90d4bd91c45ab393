#include "cli/CliContext.h"

#include "app/ErrorJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

namespace roofline::cli {

Result<storage::Database> CliContext::openDatabase() const {
    return storage::Database::open(databasePath.isEmpty() ? storage::Database::defaultPath()
                                                          : databasePath);
}

void CliContext::printJson(const QJsonValue &value) const {
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    const QByteArray bytes = doc.toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliContext::print(const QString &text) const {
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    if (!text.endsWith(QLatin1Char('\n')))
        std::fputc('\n', stdout);
    std::fflush(stdout);
}

void CliContext::progress(const QString &text) const {
    std::fprintf(stderr, "%s\n", text.toUtf8().constData());
    std::fflush(stderr);
}

int CliContext::fail(int code, const QString &command, const Error &error) const {
    std::fprintf(stderr, "roofline %s: %s\n", command.toUtf8().constData(),
                 error.text().toUtf8().constData());
    std::fflush(stderr);
    if (json)
        printJson(app::ErrorJson::toJson(error));
    return code;
}

int CliContext::fail(int code, const QString &command, const QString &message) const {
    return fail(
        code, command,
        kindError(code == ExitUsage ? ErrorKind::InvalidInput : ErrorKind::Failed, message));
}

} // namespace roofline::cli
