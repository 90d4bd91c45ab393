// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"
#include "model/Run.h"
#include "storage/Database.h"
#include "storage/Query.h"

#include <QCoreApplication>
#include <QHash>
#include <map>
#include <memory>

namespace roofline::storage {

// The statements of one write transaction that stores runs: prepared once, measurements
// inserted many rows per statement (one round trip per chunk on PostgreSQL, far fewer
// statement steps on SQLite), and the `series` table read once into memory instead of one
// lookup per measurement.
class RunWriter {
    // Its own tr(): messages are filed and looked up under this context (never a guess).
    Q_DECLARE_TR_FUNCTIONS(roofline::storage::RunWriter)

public:
    explicit RunWriter(const Database &database);

    // `keepId`: under run.id (when it is set) rather than a new id.
    Result<qint64> insertRun(const Run &run, bool running, bool keepId = false);
    Result<void> insertMeasurements(qint64 runId, qint64 firstPosition,
                                    const QList<Measurement> &measurements);

private:
    Error error(const QString &what, const Query &q) const;
    QString runStatement(bool withId) const;
    // insertRun()'s jobs: the texts checked, the run's row bound and stored, its tags stored.
    static Result<void> checkTexts(const Run &run);
    static void bindRun(Query &q, const Run &run, bool running);
    Result<void> insertTags(qint64 id, const Run &run);
    Result<qint64> series(const Measurement &m);
    Result<void> loadSeries();
    Query &measurementStatement(int rows);

    const Database &m_database;
    Query m_run;
    Query m_tag;
    Query m_findSeries;
    Query m_addSeries;
    Query m_count;
    // Multi-row INSERTs by row count; a run's measurements use the full chunk and one rest.
    std::map<int, std::unique_ptr<Query>> m_measurements;
    // What identifies a series row, as its UNIQUE constraint says.
    struct SeriesKey {
        QString probe;
        QString metric;
        QString level;
        QString format;
        QString kernel;
        qint64 workingSetBytes = 0;
        qint64 threads = 0;
        QString unit;
        friend bool operator==(const SeriesKey &, const SeriesKey &) = default;
        friend size_t qHash(const SeriesKey &k, size_t seed = 0) {
            return qHashMulti(seed, k.probe, k.metric, k.level, k.format, k.kernel,
                              k.workingSetBytes, k.threads, k.unit);
        }
    };
    QHash<SeriesKey, qint64> m_series;
    bool m_seriesLoaded = false;
};

} // namespace roofline::storage
