// SPDX-License-Identifier: MIT
#include "usecases/ErrorJson.h"

#include "model/ErrorKindName.h"

#include <QJsonDocument>

namespace roofline::usecases {

QJsonObject ErrorJson::toJson(const Error &error) {
    QJsonObject e{{QStringLiteral("kind"), errorKindName(error.kind)},
                  {QStringLiteral("message"), error.message}};
    if (!error.field.isEmpty())
        e.insert(QStringLiteral("field"), error.field);
    return QJsonObject{{QStringLiteral("error"), e}};
}

std::optional<Error> ErrorJson::fromOutput(const QByteArray &standardOutput) {
    const QJsonObject o = QJsonDocument::fromJson(standardOutput).object();
    if (!o.value(QStringLiteral("error")).isObject())
        return std::nullopt;
    const QJsonObject e = o.value(QStringLiteral("error")).toObject();
    Error error;
    error.message = e.value(QStringLiteral("message")).toString();
    error.field = e.value(QStringLiteral("field")).toString();
    error.kind =
        errorKindFromName(e.value(QStringLiteral("kind")).toString()).value_or(ErrorKind::Failed);
    return error;
}

} // namespace roofline::usecases
