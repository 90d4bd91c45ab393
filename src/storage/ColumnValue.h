// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QVariant>

namespace roofline::storage {

// How model values sit in the history's columns, written once for every repository: times as
// milliseconds since the epoch (UTC; NULL for "none"), text never NULL, JSON objects as
// compact text.
class ColumnValue {
public:
    // A null QString binds as SQL NULL; text columns are NOT NULL, so bind "" instead.
    static QVariant text(const QString &s);
    static QVariant msecs(const QDateTime &t);
    static QDateTime time(const QVariant &v);
    // JSON goes into TEXT columns as text: a QByteArray would bind as a BLOB on SQLite and as
    // an escaped bytea literal on PostgreSQL.
    static QString json(const QJsonObject &o);
    // NULL for an empty object.
    static QVariant nullableJson(const QJsonObject &o);
    // An object read back (a NULL or malformed column reads as an empty object).
    static QJsonObject object(const QVariant &v);
};

} // namespace roofline::storage
