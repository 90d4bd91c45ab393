// SPDX-License-Identifier: MIT
#include "storage/RunWriter.h"

#include "storage/ColumnValue.h"
#include "storage/RunRepository.h"
#include "storage/RunRows.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSysInfo>
#include <optional>

namespace roofline::storage {

namespace {

// 64 rows × 17 values stays far below SQLite's 32,766 and PostgreSQL's 65,535 parameters.
constexpr int kChunkRows = 64;
constexpr int kMeasurementColumns = 18;

// Named placeholders for the multi-row measurement INSERT (":m0_0" … ":m63_16"), made once.
// addBindValue() formats a name for every value it binds (QString::arg plus a hash insert
// inside QSqlResult); at 1,088 values a statement that was a quarter of an import's time.
// bindValue() with a ready name is one hash lookup.
const QStringList &measurementPlaceholders() {
    static const QStringList names = [] {
        QStringList out;
        out.reserve(kChunkRows * kMeasurementColumns);
        for (int r = 0; r < kChunkRows; ++r) {
            for (int c = 0; c < kMeasurementColumns; ++c)
                out << QStringLiteral(":m%1_%2").arg(r).arg(c);
        }
        return out;
    }();
    return names;
}

// A measurement's series columns as bound (probe … unit): the series row's key, and the
// first eight values of its checksum.
QVariantList seriesValues(const Measurement &m) {
    return {ColumnValue::text(m.probe),
            ColumnValue::text(m.metric),
            ColumnValue::text(m.level),
            ColumnValue::text(m.format),
            ColumnValue::text(m.kernel),
            m.workingSetBytes,
            m.threads,
            ColumnValue::text(m.unit)};
}

} // namespace

RunWriter::RunWriter(const Database &database)
    : m_database(database)
    , m_run(database)
    , m_tag(database)
    , m_findSeries(database)
    , m_addSeries(database)
    , m_count(database) {
    m_run.prepare(runStatement(false));
    m_tag.prepare(QStringLiteral("INSERT INTO run_tags (run_id, tag, position) VALUES (?, ?, ?)"));
    m_findSeries.prepare(QStringLiteral(
        "SELECT id FROM series WHERE probe = ? AND metric = ? AND level = ? AND format = ?"
        " AND kernel = ? AND working_set_bytes = ? AND threads = ? AND unit = ?"));
    // Another node may add the same series at the same moment: whoever comes second
    // inserts nothing and reads the winner's id.
    m_addSeries.prepare(QStringLiteral(
        "INSERT INTO series (probe, metric, level, format, kernel, working_set_bytes, threads,"
        " unit) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"));
    m_count.prepare(QStringLiteral("UPDATE runs SET measurement_count = measurement_count + ?"
                                   " WHERE id = ?"));
}

Error RunWriter::error(const QString &what, const Query &q) const {
    return m_database.error(what, q.lastError());
}

QString RunWriter::runStatement(bool withId) const {
    return QStringLiteral(
               "INSERT INTO runs (%1uuid, started_at, finished_at, status, reason, suite,"
               " notes, app_version, host_name, host_os, host_cpu, host_cores,"
               " host_memory_bytes, host_json, device_id, device_name, device_uuid,"
               " device_driver, device_json, extra_json, writer_pid, writer_host, heartbeat_at)"
               " VALUES (%2?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
               " ?, ?)")
               .arg(withId ? QStringLiteral("id, ") : QString(),
                    withId ? QStringLiteral("?, ") : QString())
           + SqlDialect::returningId(m_database.backend());
}

Result<void> RunWriter::checkTexts(const Run &run) {
    // Text the database cannot carry everywhere (U+0000) is refused before any of it is
    // stored; the bundle reader and the CLI refuse it earlier, this holds for every writer.
    const QList<std::pair<const char *, const QString *>> texts{
        {"uuid", &run.uuid},
        {"suite", &run.suite},
        {"notes", &run.notes},
        {"reason", &run.reason},
        {"app_version", &run.appVersion},
        {"host.hostname", &run.host.hostname},
        {"host.os", &run.host.os},
        {"host.cpu", &run.host.cpu},
        {"device.id", &run.device.id},
        {"device.name", &run.device.name},
        {"device.uuid", &run.device.uuid},
        {"device.driver", &run.device.driver}};
    for (const auto &[field, value] : texts) {
        if (value->contains(QChar(0)))
            return fieldError(QLatin1String(field),
                              tr("run %1: must not contain U+0000 (NUL)").arg(run.uuid.left(40)));
    }
    for (const QString &tag : run.tags) {
        if (tag.contains(QChar(0)))
            return fieldError(QStringLiteral("tags"),
                              tr("run %1: must not contain U+0000 (NUL)").arg(run.uuid.left(40)));
    }
    return {};
}

void RunWriter::bindRun(Query &q, const Run &run, bool running) {
    q.addBindValue(ColumnValue::text(run.uuid));
    q.addBindValue(ColumnValue::msecs(run.startedAt.isValid() ? run.startedAt
                                                              : QDateTime::currentDateTimeUtc()));
    q.addBindValue(running ? QVariant() : ColumnValue::msecs(run.finishedAt));
    q.addBindValue(Run::statusName(running ? Run::Status::Running : run.status));
    q.addBindValue(ColumnValue::text(run.reason));
    q.addBindValue(ColumnValue::text(run.suite));
    q.addBindValue(ColumnValue::text(run.notes));
    q.addBindValue(ColumnValue::text(run.appVersion));
    q.addBindValue(ColumnValue::text(run.host.hostname));
    q.addBindValue(ColumnValue::text(run.host.os));
    q.addBindValue(ColumnValue::text(run.host.cpu));
    q.addBindValue(run.host.cores);
    q.addBindValue(run.host.memoryBytes);
    q.addBindValue(ColumnValue::json(run.host.provenance));
    q.addBindValue(ColumnValue::text(run.device.id));
    q.addBindValue(ColumnValue::text(run.device.name));
    q.addBindValue(ColumnValue::text(run.device.uuid));
    q.addBindValue(ColumnValue::text(run.device.driver));
    q.addBindValue(ColumnValue::json(run.device.provenance));
    q.addBindValue(ColumnValue::nullableJson(run.extra));
    q.addBindValue(running ? QVariant(QCoreApplication::applicationPid()) : QVariant());
    q.addBindValue(running ? QVariant(QSysInfo::machineHostName()) : QVariant());
    // A run begun here is alive from now on: its writer renews this (RunRepository::heartbeat).
    q.addBindValue(running ? QVariant(QDateTime::currentMSecsSinceEpoch()) : QVariant());
}

Result<void> RunWriter::insertTags(qint64 id, const Run &run) {
    for (qsizetype i = 0; i < run.tags.size(); ++i) {
        m_tag.addBindValue(id);
        m_tag.addBindValue(run.tags.at(i));
        m_tag.addBindValue(i);
        if (!m_tag.exec())
            return error(tr("cannot store the tags of run %1").arg(run.uuid), m_tag);
    }
    return {};
}

Result<qint64> RunWriter::insertRun(const Run &run, bool running, bool keepId) {
    if (auto ok = checkTexts(run); !ok)
        return ok.error();
    // An undone delete stores the run under its own id again (the caller checked it is free);
    // PostgreSQL's sequence is past it already, SQLite takes the largest id + 1 as before.
    std::optional<Query> withId;
    if (keepId && run.id > 0) {
        withId.emplace(m_database);
        if (!withId->prepare(runStatement(true)))
            return error(tr("cannot store the run %1").arg(run.uuid), *withId);
        withId->addBindValue(run.id);
    }
    Query &q = withId ? *withId : m_run;
    bindRun(q, run, running);
    if (!q.exec())
        return error(tr("cannot store the run %1").arg(run.uuid), q);
    const qint64 id = SqlDialect::insertedId(m_database.backend(), q);
    q.finish();
    if (auto ok = insertTags(id, run); !ok)
        return ok.error();
    return id;
}

Result<void> RunWriter::loadSeries() {
    Query q(m_database);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, probe, metric, level, format, kernel,"
                               " working_set_bytes, threads, unit FROM series")))
        return error(tr("cannot read the measurement series"), q);
    while (q.next())
        m_series.insert(SeriesKey{q.value(1).toString(), q.value(2).toString(),
                                  q.value(3).toString(), q.value(4).toString(),
                                  q.value(5).toString(), q.value(6).toLongLong(),
                                  q.value(7).toLongLong(), q.value(8).toString()},
                        q.value(0).toLongLong());
    if (q.failed())
        return error(tr("cannot read the measurement series"), q);
    m_seriesLoaded = true;
    return {};
}

Result<qint64> RunWriter::series(const Measurement &m) {
    const SeriesKey key{m.probe,  m.metric,          m.level,   m.format,
                        m.kernel, m.workingSetBytes, m.threads, m.unit};
    if (const auto it = m_series.constFind(key); it != m_series.constEnd())
        return *it;
    if (!m_seriesLoaded) {
        if (auto ok = loadSeries(); !ok)
            return ok.error();
        if (const auto it = m_series.constFind(key); it != m_series.constEnd())
            return *it;
    }
    const QVariantList values = seriesValues(m);
    for (const QVariant &v : values)
        m_addSeries.addBindValue(v);
    if (!m_addSeries.exec())
        return error(tr("cannot store the measurement series"), m_addSeries);
    for (const QVariant &v : values)
        m_findSeries.addBindValue(v);
    if (!m_findSeries.exec() || !m_findSeries.next())
        return error(tr("cannot read the measurement series"), m_findSeries);
    const qint64 id = m_findSeries.value(0).toLongLong();
    m_findSeries.finish();
    m_series.insert(key, id);
    return id;
}

Query &RunWriter::measurementStatement(int rows) {
    auto &slot = m_measurements[rows];
    if (!slot) {
        QString sql = QStringLiteral(
            "INSERT INTO measurements (run_id, position, series_id, value, best, min, median, max,"
            " mean, stddev, cov, n, params, sample_count, samples, flags, extra_json, checksum)"
            " VALUES ");
        const QStringList &names = measurementPlaceholders();
        for (int r = 0; r < rows; ++r) {
            sql += r ? QStringLiteral(", (") : QStringLiteral("(");
            for (int c = 0; c < kMeasurementColumns; ++c)
                sql +=
                    (c ? QStringLiteral(", ") : QString()) + names.at(r * kMeasurementColumns + c);
            sql += QLatin1Char(')');
        }
        slot = std::make_unique<Query>(m_database);
        slot->prepare(sql);
    }
    return *slot;
}

Result<void> RunWriter::insertMeasurements(qint64 runId, qint64 firstPosition,
                                           const QList<Measurement> &measurements) {
    for (qsizetype start = 0; start < measurements.size(); start += kChunkRows) {
        const int rows = int(qMin<qsizetype>(kChunkRows, measurements.size() - start));
        Query &q = measurementStatement(rows);
        const QStringList &names = measurementPlaceholders();
        int k = 0;
        const auto bind = [&](const QVariant &v) { q.bindValue(names.at(k++), v); };
        for (qsizetype i = start; i < start + rows; ++i) {
            const Measurement &m = measurements.at(i);
            for (const QString *t :
                 {&m.probe, &m.metric, &m.level, &m.format, &m.kernel, &m.unit}) {
                if (t->contains(QChar(0)))
                    return fieldError(QStringLiteral("measurements[%1]").arg(firstPosition + i),
                                      tr("must not contain U+0000 (NUL)"));
            }
            const auto seriesId = series(m);
            if (!seriesId)
                return seriesId.error();
            bind(runId);
            bind(firstPosition + i);
            bind(*seriesId);
            // The payload as bound, in RunRows::measurementColumns()' order: its checksum.
            QVariantList payload = seriesValues(m);
            const auto bindPayload = [&](const QVariant &v) {
                payload << v;
                bind(v);
            };
            bindPayload(m.value);
            bindPayload(m.best);
            bindPayload(m.min);
            bindPayload(m.median);
            bindPayload(m.max);
            bindPayload(m.mean);
            bindPayload(m.stddev);
            bindPayload(m.cov ? QVariant(*m.cov) : QVariant());
            bindPayload(m.n);
            bindPayload(ColumnValue::json(m.params));
            bindPayload(m.samples ? QVariant(m.samples->size()) : QVariant());
            bindPayload(m.samples && !m.samples->isEmpty()
                            ? QVariant(RunRepository::encodeSamples(*m.samples))
                            : QVariant());
            bindPayload(!m.flags             ? QVariant()
                        : m.flags->isEmpty() ? QVariant(QStringLiteral("[]"))
                                             : QVariant(QString::fromUtf8(
                                                 QJsonDocument(QJsonArray::fromStringList(*m.flags))
                                                     .toJson(QJsonDocument::Compact))));
            bindPayload(ColumnValue::nullableJson(m.extra));
            bind(RunRows::measurementDigest(payload));
        }
        Q_ASSERT(k == rows * kMeasurementColumns);
        if (!q.exec())
            return error(tr("cannot store measurements %1–%2 of run %3")
                             .arg(start)
                             .arg(start + rows - 1)
                             .arg(runId),
                         q);
    }
    m_count.addBindValue(measurements.size());
    m_count.addBindValue(runId);
    if (!m_count.exec())
        return error(tr("cannot update run %1").arg(runId), m_count);
    return {};
}

} // namespace roofline::storage
