// SPDX-License-Identifier: MIT
#pragma once

#include "model/RunSource.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

namespace roofline::storage {

// The history table's rows straight from the database: RunTableModel asks for the count and
// one page at a time, filtered and ordered by SQL (RunRepository::list/count), so the first
// screen of 10,000 runs costs two small queries instead of reading every run. It reads on the
// calling thread; usecases::BackgroundRunSource moves the reads off the GUI thread.
class RunPageSource : public RunSource {
public:
    explicit RunPageSource(Database database);

    Result<qint64> count(const RunQuery &query) const override;
    Result<QList<Run>> page(const RunQuery &query, qint64 offset, int limit) const override;

private:
    Database m_database;
};

} // namespace roofline::storage
