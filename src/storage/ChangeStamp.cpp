// SPDX-License-Identifier: MIT
#include "storage/ChangeStamp.h"

#include "storage/Query.h"

#include <QSqlDriver>

namespace roofline::storage {

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
        || !driver->subscribeToNotification(channel()))
        return database.error(tr("cannot listen for changes"), driver->lastError());
    return driver;
}

} // namespace roofline::storage
