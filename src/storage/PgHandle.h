// SPDX-License-Identifier: MIT
#pragma once

// Private to src/storage: the libpq connection under a QPSQL QSqlDatabase, so statements can
// be sent with their values bound (Query.cpp) and a lost connection noticed (Database.cpp).

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>
#include <libpq-fe.h>

namespace roofline::storage {

inline PGconn *pgHandle(const QSqlDatabase &db) {
    if (!db.isValid() || !db.isOpen())
        return nullptr;
    const QVariant v = db.driver()->handle();
    // The QPSQL plugin registers the handle's type as PGconn*, which Qt 6 names by the
    // struct behind the typedef ("pg_conn*"); older Qt said "PGconn*".
    if (!v.isValid()
        || (qstrcmp(v.typeName(), "pg_conn*") != 0 && qstrcmp(v.typeName(), "PGconn*") != 0))
        return nullptr;
    return *static_cast<PGconn *const *>(v.constData());
}

} // namespace roofline::storage
