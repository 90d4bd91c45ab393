// SPDX-License-Identifier: MIT
#pragma once

#include "storage/SqlDialect.h"

#include <QStringList>

namespace roofline::storage {

// The SQL of each schema version. Migrations only ever add a step: a released step is never
// edited, because databases in the field have already run it.
class Schema {
public:
    // The statements that take a database from version - 1 to version, in the backend's
    // dialect (written once, in SQLite's words; SqlDialect::translate maps the types).
    static QStringList migrationTo(int version, Backend backend = Backend::SQLite);
};

} // namespace roofline::storage
