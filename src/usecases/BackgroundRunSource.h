// SPDX-License-Identifier: MIT
#pragma once

#include "model/RunSource.h"
#include "storage/Database.h"

#include <memory>

namespace roofline::usecases {

class JobTracker;

// A RunSource that reads another one's pages on a worker thread (JobTracker): History's
// table pages asynchronously, and the GUI thread never waits for the database. The newest
// fetch wins, as RunSource asks; the inner source must be safe to call from any thread
// (storage::RunPageSource is: each thread reads through its own connection).
class BackgroundRunSource : public RunSource {
public:
    explicit BackgroundRunSource(std::shared_ptr<const RunSource> inner);
    ~BackgroundRunSource() override;
    // The history of `database`, paged by SQL on a worker thread.
    static std::shared_ptr<BackgroundRunSource> of(const storage::Database &database);

    Result<qint64> count(const RunQuery &query) const override;
    Result<QList<Run>> page(const RunQuery &query, qint64 offset, int limit) const override;
    void fetch(const RunQuery &query, qint64 offset, int limit, bool withTotal, Done done) override;
    void cancel() override;
    bool isBusy() const;

private:
    std::shared_ptr<const RunSource> m_inner;
    std::unique_ptr<JobTracker> m_jobs;
};

} // namespace roofline::usecases
