#include "storage/FleetRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace roofline::storage {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("FleetRepository", text);
}
// Bound parameters per IN list; far below both backends' limits.
constexpr int kIdsPerQuery = 500;
} // namespace

FleetRepository::FleetRepository(Database database)
    : m_database(std::move(database)) {}

Result<QList<FleetEntry>> FleetRepository::summary() const {
    QSqlQuery q(m_database.connection());
    q.setForwardOnly(true);
    // Per host and device: how many runs, and when the newest complete one started; then
    // that run itself (the highest id wins a tie in start time).
    if (!q.exec(
            QStringLiteral("WITH g AS (SELECT host_name, device_name, device_id, count(*) AS runs,"
                           "  max(CASE WHEN status = 'complete' THEN started_at END) AS last_at"
                           "  FROM runs GROUP BY host_name, device_name, device_id)"
                           " SELECT g.host_name, g.device_name, g.device_id, g.runs,"
                           "  (SELECT r.id FROM runs r WHERE r.host_name = g.host_name"
                           "   AND r.started_at = g.last_at AND r.device_name = g.device_name"
                           "   AND r.device_id = g.device_id AND r.status = 'complete'"
                           "   ORDER BY r.id DESC LIMIT 1), g.last_at"
                           " FROM g ORDER BY g.host_name, g.device_name, g.device_id")))
        return m_database.error(tr("cannot read the fleet"), q.lastError());
    QList<FleetEntry> entries;
    QHash<qint64, qsizetype> entryOfRun;
    while (q.next()) {
        FleetEntry e;
        e.host = q.value(0).toString();
        e.deviceName = q.value(1).toString();
        e.deviceId = q.value(2).toString();
        e.runCount = q.value(3).toLongLong();
        e.latestRunId = q.value(4).toLongLong();
        if (!q.value(5).isNull())
            e.latestAt = QDateTime::fromMSecsSinceEpoch(q.value(5).toLongLong(), Qt::UTC);
        entries.append(e);
        if (e.latestRunId)
            entryOfRun.insert(e.latestRunId, entries.size() - 1);
    }
    q.finish();

    const QList<qint64> ids = entryOfRun.keys();
    for (qsizetype start = 0; start < ids.size(); start += kIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, kIdsPerQuery);
        QString marks;
        for (qsizetype i = 0; i < chunk.size(); ++i)
            marks += i ? QStringLiteral(", ?") : QStringLiteral("?");
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
                                 " WHERE m.run_id IN (%1) AND ((s.metric = 'bandwidth'"
                                 "  AND s.level IN ('DRAM', 'HBM')) OR s.unit = 'FLOP/s')"
                                 " GROUP BY m.run_id, s.metric, s.format")
                      .arg(marks));
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
    return entries;
}

} // namespace roofline::storage
