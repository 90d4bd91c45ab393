// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/RunQuery.h"

#include <functional>
#include <optional>

namespace roofline {

// Where a RunTableModel pages its rows from: the runs matching a query, in its order, a page
// at a time. storage::RunPageSource reads them from the database with SQL on the calling
// thread; usecases::BackgroundRunSource runs the same reads on a worker thread, so a view that
// scrolls never waits for the database on the GUI thread.
class RunSource {
public:
    struct Page {
        std::optional<qint64> total; // how many match in all, when asked for
        QList<Run> runs;
    };
    using Done = std::function<void(Result<Page>)>;

    virtual ~RunSource() = default;
    // How many runs match (all pages together), on the calling thread.
    virtual Result<qint64> count(const RunQuery &query) const = 0;
    // Rows offset … offset + limit - 1 of the query's order, without measurements, on the
    // calling thread.
    virtual Result<QList<Run>> page(const RunQuery &query, qint64 offset, int limit) const = 0;

    // What the model calls: the page (and with `withTotal` the count). `done` runs on the
    // calling thread, at once (this default) or later through its event loop (a source that
    // reads elsewhere). A fetch that has not answered yet is superseded by the next one, or
    // dropped by cancel(): its `done` never runs.
    virtual void fetch(const RunQuery &query, qint64 offset, int limit, bool withTotal, Done done) {
        Page result;
        if (withTotal) {
            Result<qint64> total = count(query);
            if (!total) {
                done(total.error());
                return;
            }
            result.total = *total;
        }
        Result<QList<Run>> rows = page(query, offset, limit);
        if (!rows) {
            done(rows.error());
            return;
        }
        result.runs = std::move(rows).value();
        done(std::move(result));
    }
    virtual void cancel() {}
};

} // namespace roofline
