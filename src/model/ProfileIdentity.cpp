// SPDX-License-Identifier: MIT
#include "model/ProfileIdentity.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace roofline {

// A free function without a tr(): its messages name their context literally.
QList<Error> profileIdentityErrors(const QString &id, const QString &name) {
    QList<Error> errors;
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!slug.match(id).hasMatch())
        errors << fieldError(
            QStringLiteral("id"),
            QCoreApplication::translate("roofline::ProfileIdentity",
                                        "use lowercase letters, digits, dots and dashes"));
    if (name.trimmed().isEmpty())
        errors << fieldError(
            QStringLiteral("name"),
            QCoreApplication::translate("roofline::ProfileIdentity", "must not be empty"));
    return errors;
}

} // namespace roofline
