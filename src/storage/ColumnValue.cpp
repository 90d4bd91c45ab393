// SPDX-License-Identifier: MIT
#include "storage/ColumnValue.h"

#include <QJsonDocument>

namespace roofline::storage {

QVariant ColumnValue::text(const QString &s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

QVariant ColumnValue::msecs(const QDateTime &t) {
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant();
}

QDateTime ColumnValue::time(const QVariant &v) {
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

QString ColumnValue::json(const QJsonObject &o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QVariant ColumnValue::nullableJson(const QJsonObject &o) {
    return o.isEmpty() ? QVariant() : QVariant(json(o));
}

QJsonObject ColumnValue::object(const QVariant &v) {
    return QJsonDocument::fromJson(v.toByteArray()).object();
}

} // namespace roofline::storage
