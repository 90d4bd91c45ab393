// SPDX-License-Identifier: MIT
#include "storage/KernelRepository.h"

#include "storage/ColumnValue.h"
#include "storage/Query.h"
#include "storage/SqlDialect.h"
#include "storage/Transaction.h"

#include <QJsonArray>

namespace roofline::storage {

namespace {

QJsonObject mapJson(const QMap<QString, double> &map) {
    QJsonObject o;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QMap<QString, double> jsonMap(const QJsonObject &o) {
    QMap<QString, double> map;
    for (auto it = o.begin(); it != o.end(); ++it)
        map.insert(it.key(), it.value().toDouble());
    return map;
}

constexpr QLatin1String
    kColumns("id, run_id, name, source_tool, source_file, device, seconds, launches, flops_json, "
             "bytes_json, tags, params_json, imported_at");

KernelRepository::Stored fromRow(const Query &q) {
    KernelRepository::Stored s;
    s.id = q.value(0).toLongLong();
    s.runId = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
    s.kernel.name = q.value(2).toString();
    s.kernel.sourceTool = q.value(3).toString();
    s.sourceFile = q.value(4).toString();
    s.kernel.device = q.value(5).toString();
    s.kernel.seconds = q.value(6).toDouble();
    s.kernel.launches = q.value(7).toLongLong();
    s.kernel.flops = jsonMap(ColumnValue::object(q.value(8)));
    s.kernel.bytes = jsonMap(ColumnValue::object(q.value(9)));
    s.kernel.tags = q.value(10).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    s.kernel.params = ColumnValue::object(q.value(11));
    s.importedAt = ColumnValue::time(q.value(12));
    return s;
}

} // namespace

KernelRepository::KernelRepository(Database database)
    : m_database(std::move(database)) {}

Result<QList<qint64>> KernelRepository::insert(const QList<kernels::KernelPoint> &kernels,
                                               qint64 runId, const QString &sourceFile) {
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<qint64> ids;
    for (const kernels::KernelPoint &k : kernels) {
        Query q(m_database);
        q.prepare(QStringLiteral("INSERT INTO kernels (run_id, name, source_tool, source_file, "
                                 "device, seconds, launches, flops_json, bytes_json, tags, "
                                 "params_json, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                                 "?, ?)")
                  + SqlDialect::returningId(m_database.backend()));
        q.addBindValue(runId > 0 ? QVariant(runId) : QVariant(QMetaType(QMetaType::LongLong)));
        q.addBindValue(ColumnValue::text(k.name));
        q.addBindValue(ColumnValue::text(k.sourceTool));
        q.addBindValue(ColumnValue::text(sourceFile));
        q.addBindValue(ColumnValue::text(k.device));
        q.addBindValue(k.seconds);
        q.addBindValue(k.launches);
        q.addBindValue(ColumnValue::json(mapJson(k.flops)));
        q.addBindValue(ColumnValue::json(mapJson(k.bytes)));
        q.addBindValue(ColumnValue::text(k.tags.join(QLatin1Char('\n'))));
        q.addBindValue(ColumnValue::json(k.params));
        q.addBindValue(ColumnValue::msecs(now));
        if (!q.exec())
            return m_database.error(tr("cannot store kernel '%1'").arg(k.name), q.lastError());
        ids << SqlDialect::insertedId(m_database.backend(), q);
    }
    if (!t.commit())
        return t.error();
    return ids;
}

Result<QList<KernelRepository::Stored>> KernelRepository::list(const Filter &filter) const {
    Query q(m_database);
    QString sql = QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM kernels");
    if (filter.runId > 0)
        sql += QStringLiteral(" WHERE run_id = ?");
    q.prepare(sql + QStringLiteral(" ORDER BY id"));
    if (filter.runId > 0)
        q.addBindValue(filter.runId);
    if (!q.exec())
        return m_database.error(tr("cannot read the kernels"), q.lastError());
    QList<Stored> out;
    while (q.next()) {
        Stored s = fromRow(q);
        if (filter.tag.isEmpty() || s.kernel.tags.contains(filter.tag))
            out.append(std::move(s));
    }
    return out;
}

Result<KernelRepository::Stored> KernelRepository::get(qint64 id) const {
    Query q(m_database);
    q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM kernels WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read kernel %1").arg(id), q.lastError());
    if (!q.next())
        return kindError(ErrorKind::NotFound, tr("no kernel %1").arg(id), QStringLiteral("id"));
    return fromRow(q);
}

Result<void> KernelRepository::remove(qint64 id) {
    Query q(m_database);
    q.prepare(QStringLiteral("DELETE FROM kernels WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot remove kernel %1").arg(id), q.lastError());
    if (q.numRowsAffected() != 1)
        return kindError(ErrorKind::NotFound, tr("no kernel %1").arg(id), QStringLiteral("id"));
    return {};
}

} // namespace roofline::storage
