// SPDX-License-Identifier: MIT
#include "storage/FleetRepository.h"

#include "model/MeasurementKind.h"
#include "storage/ColumnValue.h"
#include "storage/Query.h"
#include "storage/RunRows.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace roofline::storage {

namespace {
// Bound parameters per IN list; far below both backends' limits.
constexpr int kIdsPerQuery = 500;

QString placeholders(qsizetype n) {
    QString marks;
    for (qsizetype i = 0; i < n; ++i)
        marks += i ? QStringLiteral(", ?") : QStringLiteral("?");
    return marks;
}

// The headline candidates: main-memory bandwidth and floating-point peaks.
QString headlineCondition() {
    return QStringLiteral(
        "((s.metric = 'bandwidth' AND s.level IN ('DRAM', 'HBM')) OR s.unit = 'FLOP/s')");
}

// -> QString: a QStringBuilder returned would point into the arguments, gone by then.
QString nodeKey(const QString &host, const QString &name, const QString &id) {
    return host + QChar(0) + name + QChar(0) + id;
}

// The newest runs of `nodes` nodes, bound as (host, device name, device id, entry) rows and
// then the LIMIT.
QString recentRunsSql(qsizetype nodes, bool postgres) {
    QString rows;
    for (qsizetype i = 0; i < nodes; ++i)
        rows += i > 0 ? QStringLiteral(", (?, ?, ?, ?)") : QStringLiteral("(?, ?, ?, ?)");
    // PostgreSQL cannot turn the correlated IN (… LIMIT) into a lookup and would run it
    // for every joined row; LATERAL, which SQLite lacks, says "per node" directly.
    const QString node =
        QStringLiteral("FROM runs x WHERE x.host_name = g.column1 AND x.device_name = g.column2"
                       " AND x.device_id = g.column3 AND x.status = 'complete'"
                       " AND x.measurement_count > 0"
                       " ORDER BY x.started_at DESC, x.id DESC LIMIT ?");
    const QString join =
        postgres ? QStringLiteral(" CROSS JOIN LATERAL (SELECT x.id, x.started_at %1) r").arg(node)
                 : QStringLiteral(" JOIN runs r ON r.id IN (SELECT x.id %1)").arg(node);
    return QStringLiteral("SELECT g.column4, r.id FROM (VALUES %1) g").arg(rows) + join
           + QStringLiteral(" ORDER BY g.column4, r.started_at DESC, r.id DESC");
}
// A row of runs as FleetRepository::runs() selects it.
Run runOfRow(const Query &q) {
    Run run;
    run.id = q.value(0).toLongLong();
    run.uuid = q.value(1).toString();
    run.startedAt = ColumnValue::time(q.value(2));
    run.finishedAt = ColumnValue::time(q.value(3));
    run.status = Run::statusFromName(q.value(4).toString()).value_or(Run::Status::Failed);
    run.suite = q.value(5).toString();
    run.host.hostname = q.value(6).toString();
    run.device.id = q.value(7).toString();
    run.device.name = q.value(8).toString();
    run.device.uuid = q.value(9).toString();
    run.measurementCount = q.value(10).toLongLong();
    run.appVersion = q.value(11).toString(); // the build: peers are of one build
    return run;
}

// The runs of `chunk` (their own columns, no measurements) into `out`.
Result<void> readRuns(const Database &db, Query &q, const QList<qint64> &chunk,
                      QHash<qint64, Run> &out) {
    q.prepare(QStringLiteral("SELECT id, uuid, started_at, finished_at, %1, suite,"
                             " host_name, device_id, device_name, device_uuid,"
                             " measurement_count, app_version FROM runs WHERE id IN (%2)")
                  .arg(RunRows::statusColumn(QString()), placeholders(chunk.size())));
    for (qint64 id : chunk)
        q.addBindValue(id);
    if (!q.exec())
        return db.error(FleetRepository::tr("cannot read runs of the fleet"), q.lastError());
    while (q.next()) {
        const Run run = runOfRow(q);
        out.insert(run.id, run);
    }
    q.finish();
    return {};
}

// A measurement row (statistics, then the engine's flags) as readMeasurements() selects it.
Measurement measurementOfRow(Query &q) {
    Measurement m = RunRows::statistics(q, 1);
    if (const QVariant flags = q.value(18); !flags.isNull()) {
        QStringList list;
        const QJsonArray stored = QJsonDocument::fromJson(flags.toByteArray()).array();
        for (const QJsonValue &f : stored)
            list << f.toString();
        m.flags = list;
    }
    MeasurementKind::normaliseLegacy(m); // rows an earlier version stored
    return m;
}

// The measurements of the runs of `chunk` (all, or the headline candidates), appended to
// those runs in `out`.
Result<void> readMeasurements(const Database &db, Query &q, const QList<qint64> &chunk,
                              FleetRepository::Measurements which, QHash<qint64, Run> &out) {
    // Position order, so a key measured twice in a run keeps its occurrence number.
    // With the flags: a point the engine flagged disturbed is no baseline.
    q.prepare(
        QStringLiteral("SELECT m.run_id, ") + RunRows::statisticsColumns()
        + QStringLiteral(", m.flags FROM measurements m JOIN series s ON s.id = m.series_id"
                         " WHERE m.run_id IN (%1)%2 ORDER BY m.run_id, m.position")
              .arg(placeholders(chunk.size()), which == FleetRepository::Measurements::Headlines
                                                   ? QStringLiteral(" AND ") + headlineCondition()
                                                   : QString()));
    for (qint64 id : chunk)
        q.addBindValue(id);
    if (!q.exec())
        return db.error(FleetRepository::tr("cannot read the measurements of the fleet"),
                        q.lastError());
    Run *run = nullptr;
    qint64 runId = 0;
    while (q.next()) {
        if (const qint64 id = q.value(0).toLongLong(); !run || id != runId) {
            runId = id;
            const auto it = out.find(id);
            run = it == out.end() ? nullptr : &*it;
            if (!run)
                continue;
        }
        run->measurements.append(measurementOfRow(q));
    }
    q.finish();
    return {};
}

} // namespace

FleetRepository::FleetRepository(Database database)
    : m_database(std::move(database)) {}

Result<QList<FleetEntry>> FleetRepository::summary(int history) const {
    Query q(m_database);
    q.setForwardOnly(true);
    const auto latest = latestPerNode(q);
    if (!latest)
        return latest.error();
    QList<FleetEntry> entries = *latest;
    if (auto unfinished = addUnfinishedRuns(q, entries); !unfinished)
        return unfinished.error();
    if (auto headlines = addHeadlines(q, entries); !headlines)
        return headlines.error();
    if (history <= 0 || entries.isEmpty())
        return entries;
    if (auto recent = addRecentRuns(q, entries, history); !recent)
        return recent.error();
    return entries;
}

Result<QList<FleetEntry>> FleetRepository::latestPerNode(Query &q) const {
    // Per host and device: how many runs, and when the newest complete one with measurements
    // started (usecases::LatestRuns' rule: a run that stored nothing never stands for its node);
    // then that run itself (the highest id wins a tie in start time).
    if (!q.exec(
            QStringLiteral("WITH g AS (SELECT host_name, device_name, device_id, count(*) AS runs,"
                           "  max(CASE WHEN status = 'complete' AND measurement_count > 0"
                           "   THEN started_at END) AS last_at"
                           "  FROM runs GROUP BY host_name, device_name, device_id)"
                           " SELECT g.host_name, g.device_name, g.device_id, g.runs,"
                           "  (SELECT r.id FROM runs r WHERE r.host_name = g.host_name"
                           "   AND r.started_at = g.last_at AND r.device_name = g.device_name"
                           "   AND r.device_id = g.device_id AND r.status = 'complete'"
                           "   AND r.measurement_count > 0"
                           "   ORDER BY r.id DESC LIMIT 1), g.last_at"
                           " FROM g ORDER BY g.host_name, g.device_name, g.device_id")))
        return m_database.error(tr("cannot read the fleet"), q.lastError());
    QList<FleetEntry> entries;
    while (q.next()) {
        FleetEntry e;
        e.host = q.value(0).toString();
        e.deviceName = q.value(1).toString();
        e.deviceId = q.value(2).toString();
        e.runCount = q.value(3).toLongLong();
        e.latestRunId = q.value(4).toLongLong();
        if (!q.value(5).isNull())
            e.latestAt = ColumnValue::time(q.value(5));
        entries.append(e);
    }
    q.finish();
    return entries;
}

Result<void> FleetRepository::addUnfinishedRuns(Query &q, QList<FleetEntry> &entries) const {
    // Runs not ended (the partial index on status keeps this to the few that are running):
    // the newest one of a node, when it started after the node's latest complete run, is what
    // the node is doing now, or what its dead writer left (abandoned).
    QHash<QString, qsizetype> entryOfNode;
    for (qsizetype i = 0; i < entries.size(); ++i)
        entryOfNode.insert(
            nodeKey(entries.at(i).host, entries.at(i).deviceName, entries.at(i).deviceId), i);
    if (!q.exec(QStringLiteral("SELECT r.host_name, r.device_name, r.device_id, r.id,"
                               " r.started_at, ")
                + RunRows::statusColumn()
                + QStringLiteral(" FROM runs r WHERE r.status = 'running'"
                                 " ORDER BY r.started_at, r.id")))
        return m_database.error(tr("cannot read the fleet"), q.lastError());
    while (q.next()) {
        const auto it = entryOfNode.constFind(
            nodeKey(q.value(0).toString(), q.value(1).toString(), q.value(2).toString()));
        if (it == entryOfNode.constEnd())
            continue;
        FleetEntry &e = entries[*it];
        const QDateTime started = ColumnValue::time(q.value(4));
        if (e.latestAt.isValid() && started < e.latestAt)
            continue;
        e.unfinishedRunId = q.value(3).toLongLong(); // ordered by start: the newest wins
        e.unfinishedAt = started;
        e.unfinishedStatus =
            Run::statusFromName(q.value(5).toString()).value_or(Run::Status::Running);
    }
    q.finish();
    return {};
}

Result<void> FleetRepository::addHeadlines(Query &q, QList<FleetEntry> &entries) const {
    QHash<qint64, qsizetype> entryOfRun;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (entries.at(i).latestRunId)
            entryOfRun.insert(entries.at(i).latestRunId, i);
    }
    const QList<qint64> ids = entryOfRun.keys();
    for (qsizetype start = 0; start < ids.size(); start += kIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, kIdsPerQuery);
        const QString marks = placeholders(chunk.size());
        q.prepare(QStringLiteral("SELECT id, uuid FROM runs WHERE id IN (%1)").arg(marks));
        for (qint64 id : chunk)
            q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot read the fleet"), q.lastError());
        while (q.next())
            entries[entryOfRun.value(q.value(0).toLongLong())].latestRunUuid =
                q.value(1).toString();
        q.finish();
        // The headline figures: best main-memory bandwidth, best FLOP/s per format.
        q.prepare(QStringLiteral("SELECT m.run_id, s.metric, s.format, max(m.best)"
                                 " FROM measurements m JOIN series s ON s.id = m.series_id"
                                 " WHERE m.run_id IN (%1) AND %2"
                                 " GROUP BY m.run_id, s.metric, s.format")
                      .arg(marks, headlineCondition()));
        for (qint64 id : chunk)
            q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot read the fleet's headline figures"), q.lastError());
        while (q.next()) {
            FleetEntry &e = entries[entryOfRun.value(q.value(0).toLongLong())];
            const double best = q.value(3).toDouble();
            if (q.value(1).toString() == QLatin1String("bandwidth"))
                e.memoryBandwidth = qMax(e.memoryBandwidth, best);
            else
                e.peakFlops[q.value(2).toString()] = best;
        }
        q.finish();
    }
    return {};
}

Result<void> FleetRepository::addRecentRuns(Query &q, QList<FleetEntry> &entries,
                                            int history) const {
    // The newest history + 1 complete runs of every node: per node, a correlated LIMIT that
    // walks the (host_name, started_at) index from the newest run, so it reads a few rows per
    // node instead of sorting every run as a window over all of them would (0.7 s more at
    // 100,000 runs on SQLite). The nodes come from the first query as a VALUES list (named
    // column1… by both backends), which spares a second scan of the whole table.
    constexpr qsizetype kNodesPerQuery = kIdsPerQuery / 3;
    QList<qint64> recentIds;
    QList<qsizetype> recentEntry;
    for (qsizetype start = 0; start < entries.size(); start += kNodesPerQuery) {
        const qsizetype end = std::min(entries.size(), start + kNodesPerQuery);
        q.prepare(recentRunsSql(end - start, m_database.isPostgres()));
        for (qsizetype i = start; i < end; ++i) {
            q.addBindValue(entries[i].host);
            q.addBindValue(entries[i].deviceName);
            q.addBindValue(entries[i].deviceId);
            q.addBindValue(qint64(i));
        }
        q.addBindValue(history + 1);
        if (!q.exec())
            return m_database.error(tr("cannot read the fleet's recent runs"), q.lastError());
        while (q.next()) {
            recentEntry << qsizetype(q.value(0).toLongLong());
            recentIds << q.value(1).toLongLong();
        }
        q.finish();
    }
    const auto loaded = runs(recentIds, Measurements::Headlines);
    if (!loaded)
        return loaded.error();
    for (qsizetype i = 0; i < recentIds.size(); ++i) {
        if (const auto it = loaded->constFind(recentIds[i]); it != loaded->constEnd())
            entries[recentEntry[i]].recent.append(*it);
    }
    return {};
}

Result<QHash<qint64, QList<qint64>>> FleetRepository::previousRuns(const QList<qint64> &runIds,
                                                                   int n) const {
    QHash<qint64, QList<qint64>> out;
    for (qint64 id : runIds)
        out.insert(id, {});
    if (n <= 0 || runIds.isEmpty())
        return out;
    const QList<qint64> ids = out.keys();
    Query q(m_database);
    q.setForwardOnly(true);
    for (qsizetype start = 0; start < ids.size(); start += kIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, kIdsPerQuery);
        // Earlier complete runs of the same node, numbered from the newest per asked run;
        // the (host_name, started_at) index keeps the join to each host's own runs.
        q.prepare(QStringLiteral(
                      "SELECT tid, pid FROM (SELECT t.id AS tid, p.id AS pid, ROW_NUMBER() OVER"
                      "  (PARTITION BY t.id ORDER BY p.started_at DESC, p.id DESC) AS k"
                      "  FROM runs t JOIN runs p ON p.host_name = t.host_name"
                      "  AND p.device_name = t.device_name AND p.device_id = t.device_id"
                      "  AND p.status = 'complete' AND p.measurement_count > 0"
                      "  AND (p.started_at < t.started_at"
                      "  OR (p.started_at = t.started_at AND p.id < t.id))"
                      "  WHERE t.id IN (%1)) w WHERE k <= ? ORDER BY tid, k")
                      .arg(placeholders(chunk.size())));
        for (qint64 id : chunk)
            q.addBindValue(id);
        q.addBindValue(n);
        if (!q.exec())
            return m_database.error(tr("cannot read the earlier runs of a node"), q.lastError());
        while (q.next())
            out[q.value(0).toLongLong()].append(q.value(1).toLongLong());
        q.finish();
    }
    return out;
}

Result<QHash<qint64, Run>> FleetRepository::runs(const QList<qint64> &ids,
                                                 Measurements which) const {
    QHash<qint64, Run> out;
    Query q(m_database);
    q.setForwardOnly(true);
    for (qsizetype start = 0; start < ids.size(); start += kIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, kIdsPerQuery);
        if (auto read = readRuns(m_database, q, chunk, out); !read)
            return read.error();
        if (auto read = readMeasurements(m_database, q, chunk, which, out); !read)
            return read.error();
    }
    return out;
}

} // namespace roofline::storage
