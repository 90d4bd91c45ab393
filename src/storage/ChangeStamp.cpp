// SPDX-License-Identifier: MIT
#include "storage/ChangeStamp.h"

#include "storage/Query.h"

#include <QCryptographicHash>
#include <QSqlDriver>

namespace roofline::storage {

QString ChangeStamp::channel(const Database &database) {
    const QString base = QStringLiteral("roofline_changes");
    const QString schema = database.pgSchema();
    if (schema.isEmpty())
        return base;
    const QString named = base + QLatin1Char('_') + schema;
    if (named.size() <= 63) // schemas are lower-case SQL names (SqlDialect): one byte a letter
        return named;
    const QByteArray digest =
        QCryptographicHash::hash(schema.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return base + QLatin1Char('_') + QString::fromLatin1(digest);
}

Result<qint64> ChangeStamp::dataVersion(const Database &database) {
    Query q(database);
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return database.error(tr("cannot ask whether the database changed"), q.lastError());
    return q.value(0).toLongLong();
}

Result<QSqlDriver *> ChangeStamp::listen(const Database &database) {
    QSqlDatabase connection = database.connection();
    if (!connection.isOpen())
        return database.error(tr("cannot listen for changes"), connection.lastError());
    QSqlDriver *driver = connection.driver();
    if (!driver->hasFeature(QSqlDriver::EventNotifications)
        || !driver->subscribeToNotification(channel(database)))
        return database.error(tr("cannot listen for changes"), driver->lastError());
    return driver;
}

} // namespace roofline::storage
