// SPDX-License-Identifier: MIT
#pragma once

#include "model/RunQuery.h"
#include "storage/SqlDialect.h"

#include <QString>
#include <QVariantList>

namespace roofline::storage {

// A RunQuery as SQL over `runs r`: the WHERE clause with its bound values (never a value
// inside the text) and a total ORDER BY, the same for SQLite and PostgreSQL.
class RunFilterSql {
public:
    struct Conditions {
        QString sql; // " WHERE …"
        QVariantList values;
    };
    static Conditions where(const RunQuery &f);
    // The query's column, ties newest first: a total order, so pages neither overlap nor
    // leave gaps. The default (started_at DESC, id DESC) walks runs_by_time backwards.
    static QString orderBy(Backend backend, const RunQuery &f);
    // LIKE pattern (ESCAPE '!') for "contains `text`": %, _ and ! match literally.
    static QString containsPattern(const QString &text);
};

} // namespace roofline::storage
