// SPDX-License-Identifier: MIT
#include "usecases/BackgroundRunSource.h"

#include "storage/RunPageSource.h"
#include "usecases/JobTracker.h"

namespace roofline::usecases {

BackgroundRunSource::BackgroundRunSource(std::shared_ptr<const RunSource> inner)
    : m_inner(std::move(inner))
    , m_jobs(std::make_unique<JobTracker>()) {}

BackgroundRunSource::~BackgroundRunSource() = default;

std::shared_ptr<BackgroundRunSource> BackgroundRunSource::of(const storage::Database &database) {
    return std::make_shared<BackgroundRunSource>(
        std::make_shared<storage::RunPageSource>(database));
}

Result<qint64> BackgroundRunSource::count(const RunQuery &query) const {
    return m_inner->count(query);
}

Result<QList<Run>> BackgroundRunSource::page(const RunQuery &query, qint64 offset,
                                             int limit) const {
    return m_inner->page(query, offset, limit);
}

void BackgroundRunSource::fetch(const RunQuery &query, qint64 offset, int limit, bool withTotal,
                                Done done) {
    m_jobs->run(
        [inner = m_inner, query, offset, limit, withTotal](JobControl &) -> Result<Page> {
            Page result;
            if (withTotal) {
                Result<qint64> total = inner->count(query);
                if (!total)
                    return total.error();
                result.total = *total;
            }
            Result<QList<Run>> rows = inner->page(query, offset, limit);
            if (!rows)
                return rows.error();
            result.runs = std::move(rows).value();
            return result;
        },
        std::move(done));
}

void BackgroundRunSource::cancel() {
    m_jobs->discard();
}

bool BackgroundRunSource::isBusy() const {
    return m_jobs->isBusy();
}

} // namespace roofline::usecases
