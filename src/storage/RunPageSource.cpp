#include "storage/RunPageSource.h"

#include <limits>

namespace roofline::storage {

RunPageSource::RunPageSource(Database database)
    : m_database(std::move(database)) {}

RunFilter RunPageSource::filter(const RunQuery &query) {
    RunFilter f;
    f.deviceContains = query.device;
    f.hostContains = query.host;
    f.tagContains = query.tag;
    f.suiteContains = query.suite;
    f.status = query.status;
    // Local calendar days, both included: from the start of `from` to the start of the day
    // after `to` (startOfDay() copes with a midnight that a DST change skips).
    if (query.from.isValid())
        f.from = query.from.startOfDay();
    if (query.to.isValid())
        f.to = query.to.addDays(1).startOfDay();
    using Key = RunFilter::SortKey;
    switch (query.sortColumn) {
    case RunTableModel::Id:
        f.sortBy = Key::Id;
        break;
    case RunTableModel::Started:
        f.sortBy = Key::Started;
        break;
    case RunTableModel::Status:
        f.sortBy = Key::Status;
        break;
    case RunTableModel::Device:
        f.sortBy = Key::Device;
        break;
    case RunTableModel::Host:
        f.sortBy = Key::Host;
        break;
    case RunTableModel::Suite:
        f.sortBy = Key::Suite;
        break;
    case RunTableModel::Measurements:
        f.sortBy = Key::Measurements;
        break;
    case RunTableModel::Tags:
        f.sortBy = Key::Tags;
        break;
    case RunTableModel::Notes:
        f.sortBy = Key::Notes;
        break;
    default: // newest first
        f.sortBy = Key::Started;
        f.descending = true;
        return f;
    }
    f.descending = query.order == Qt::DescendingOrder;
    return f;
}

Result<qint64> RunPageSource::count(const RunQuery &query) const {
    return RunRepository(m_database).count(filter(query));
}

Result<QList<Run>> RunPageSource::page(const RunQuery &query, qint64 offset, int limit) const {
    RunFilter f = filter(query);
    f.offset = int(std::min<qint64>(offset, std::numeric_limits<int>::max()));
    f.limit = std::max(limit, 0);
    return RunRepository(m_database).list(f);
}

} // namespace roofline::storage
