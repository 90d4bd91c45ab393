#pragma once

#include <QStringList>

namespace roofline::storage {

// The SQL of each schema version. Migrations only ever add a step: a released step is never
// edited, because databases in the field have already run it.
class Schema {
public:
    // The statements that take a database from version - 1 to version.
    static QStringList migrationTo(int version);
};

} // namespace roofline::storage
