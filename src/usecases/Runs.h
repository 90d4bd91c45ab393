// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "model/RunQuery.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace roofline::usecases {

// Use cases over stored runs that pages and commands share: the lists run pickers show,
// whole runs by id or uuid (with progress and cancel), deleting with the data to undo it.
class Runs {
    Q_DECLARE_TR_FUNCTIONS(roofline::usecases::Runs)

public:
    // Newest first unless the query says otherwise; without measurements.
    static Result<QList<Run>> list(const storage::Database &database,
                                   const RunQuery &query = RunQuery());
    // Whole runs (measurements and provenance), in the order of `keys` (ids or uuids).
    // `progress(i, n, text)` before each; a Cancelled error once `cancelled()` says so.
    static Result<QList<Run>>
    load(const storage::Database &database, const QStringList &keys,
         const std::function<void(int, int, const QString &)> &progress = {},
         const std::function<bool()> &cancelled = {});
    static Result<QList<Run>>
    load(const storage::Database &database, const QList<qint64> &ids,
         const std::function<void(int, int, const QString &)> &progress = {},
         const std::function<bool()> &cancelled = {});
    static Result<Run> get(const storage::Database &database, qint64 id);
    // The ids of `keys` (ids or uuids), in order; the first key that names no run is the error.
    static Result<QList<qint64>> resolve(const storage::Database &database,
                                         const QStringList &keys);
    // Deletes the runs and returns them whole, for an undo (restore). Stops at the first
    // failure; the runs deleted before it are in `deleted`.
    struct Removal {
        QList<Run> deleted;
        std::optional<Error> error;
    };
    static Removal remove(const storage::Database &database, const QList<qint64> &ids);
    // Stores deleted runs again, each under its own id unless another run took it since
    // (then a new one); the ids in order.
    static Result<QList<qint64>> restore(const storage::Database &database, const QList<Run> &runs);
    static QStringList keysOf(const QList<qint64> &ids);

    // How long a run of `suite` takes on `host` (and `device`, when given): the median wall
    // time of the last `history` complete runs there. The Probe page's time estimate, which
    // otherwise falls back to the engine's own. `runs` 0 when there is no such run.
    struct Duration {
        double seconds = 0;
        int runs = 0;
    };
    static Result<Duration> typicalDuration(const storage::Database &database, const QString &host,
                                            const QString &suite, const QString &device = {},
                                            int history = 5);
};

} // namespace roofline::usecases
