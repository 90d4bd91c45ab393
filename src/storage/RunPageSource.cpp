// SPDX-License-Identifier: MIT
#include "storage/RunPageSource.h"

#include <limits>

namespace roofline::storage {

RunPageSource::RunPageSource(Database database)
    : m_database(std::move(database)) {}

Result<qint64> RunPageSource::count(const RunQuery &query) const {
    RunQuery all = query;
    all.limit = -1;
    all.offset = 0;
    return RunRepository(m_database).count(all);
}

Result<QList<Run>> RunPageSource::page(const RunQuery &query, qint64 offset, int limit) const {
    RunQuery f = query;
    f.offset = int(std::min<qint64>(offset, std::numeric_limits<int>::max()));
    f.limit = std::max(limit, 0);
    return RunRepository(m_database).list(f);
}

} // namespace roofline::storage
