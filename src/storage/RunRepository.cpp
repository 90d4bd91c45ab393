#include "storage/RunRepository.h"

#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QtEndian>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#endif

namespace roofline::storage {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("RunRepository", text);
}

QByteArray compact(const QJsonObject &o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
QJsonObject object(const QVariant &v) {
    return QJsonDocument::fromJson(v.toByteArray()).object();
}
// A null QString binds as SQL NULL; text columns are NOT NULL, so bind "" instead.
QVariant text(const QString &s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}
QVariant nullable(const QJsonObject &o) {
    return o.isEmpty() ? QVariant() : QVariant(compact(o));
}
QVariant msecs(const QDateTime &t) {
    return t.isValid() ? QVariant(t.toMSecsSinceEpoch()) : QVariant();
}
QDateTime time(const QVariant &v) {
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

bool processAlive(qint64 pid) {
#ifdef Q_OS_UNIX
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#else
    Q_UNUSED(pid);
    return true; // cannot tell: leave the run alone
#endif
}

// Prepared statements and the series cache for one write transaction.
class Writer {
public:
    Writer(const Database &database)
        : m_database(database)
        , m_db(database.connection())
        , m_run(m_db)
        , m_tag(m_db)
        , m_findSeries(m_db)
        , m_addSeries(m_db)
        , m_measurement(m_db)
        , m_count(m_db) {
        m_run.prepare(QStringLiteral(
            "INSERT INTO runs (uuid, started_at, finished_at, status, reason, suite, notes,"
            " app_version, host_name, host_os, host_cpu, host_cores, host_memory_bytes, host_json,"
            " device_id, device_name, device_uuid, device_driver, device_json, extra_json,"
            " writer_pid, writer_host)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        m_tag.prepare(
            QStringLiteral("INSERT INTO run_tags (run_id, tag, position) VALUES (?, ?, ?)"));
        m_findSeries.prepare(QStringLiteral(
            "SELECT id FROM series WHERE probe = ? AND metric = ? AND level = ? AND format = ?"
            " AND kernel = ? AND working_set_bytes = ? AND threads = ? AND unit = ?"));
        m_addSeries.prepare(QStringLiteral(
            "INSERT INTO series (probe, metric, level, format, kernel, working_set_bytes, threads,"
            " unit) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        m_measurement.prepare(QStringLiteral(
            "INSERT INTO measurements (run_id, position, series_id, value, best, min, median, max,"
            " mean, stddev, cov, n, params, sample_count, samples, flags, extra_json)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        m_count.prepare(QStringLiteral("UPDATE runs SET measurement_count = measurement_count + ?"
                                       " WHERE id = ?"));
    }

    Error error(const QString &what, const QSqlQuery &q) const {
        return m_database.error(what, q.lastError().text());
    }

    Result<qint64> insertRun(const Run &run, bool running) {
        QSqlQuery &q = m_run;
        q.addBindValue(text(run.uuid));
        q.addBindValue(
            msecs(run.startedAt.isValid() ? run.startedAt : QDateTime::currentDateTimeUtc()));
        q.addBindValue(running ? QVariant() : msecs(run.finishedAt));
        q.addBindValue(Run::statusName(running ? Run::Status::Running : run.status));
        q.addBindValue(text(run.reason));
        q.addBindValue(text(run.suite));
        q.addBindValue(text(run.notes));
        q.addBindValue(text(run.appVersion));
        q.addBindValue(text(run.host.hostname));
        q.addBindValue(text(run.host.os));
        q.addBindValue(text(run.host.cpu));
        q.addBindValue(run.host.cores);
        q.addBindValue(run.host.memoryBytes);
        q.addBindValue(compact(run.host.provenance));
        q.addBindValue(text(run.device.id));
        q.addBindValue(text(run.device.name));
        q.addBindValue(text(run.device.uuid));
        q.addBindValue(text(run.device.driver));
        q.addBindValue(compact(run.device.provenance));
        q.addBindValue(nullable(run.extra));
        q.addBindValue(running ? QVariant(QCoreApplication::applicationPid()) : QVariant());
        q.addBindValue(running ? QVariant(QSysInfo::machineHostName()) : QVariant());
        if (!q.exec())
            return error(tr("cannot store the run %1").arg(run.uuid), q);
        const qint64 id = q.lastInsertId().toLongLong();
        for (qsizetype i = 0; i < run.tags.size(); ++i) {
            m_tag.addBindValue(id);
            m_tag.addBindValue(run.tags.at(i));
            m_tag.addBindValue(i);
            if (!m_tag.exec())
                return error(tr("cannot store the tags of run %1").arg(run.uuid), m_tag);
        }
        return id;
    }

    Result<qint64> series(const Measurement &m) {
        const QString key = QStringList{m.probe,
                                        m.metric,
                                        m.level,
                                        m.format,
                                        m.kernel,
                                        QString::number(m.workingSetBytes),
                                        QString::number(m.threads),
                                        m.unit}
                                .join(QChar(0x1f));
        if (const auto it = m_series.constFind(key); it != m_series.constEnd())
            return *it;
        const QVariantList values{text(m.probe),  text(m.metric),    text(m.level), text(m.format),
                                  text(m.kernel), m.workingSetBytes, m.threads,     text(m.unit)};
        for (const QVariant &v : values)
            m_findSeries.addBindValue(v);
        if (!m_findSeries.exec())
            return error(tr("cannot read the measurement series"), m_findSeries);
        qint64 id = 0;
        if (m_findSeries.next()) {
            id = m_findSeries.value(0).toLongLong();
        } else {
            for (const QVariant &v : values)
                m_addSeries.addBindValue(v);
            if (!m_addSeries.exec())
                return error(tr("cannot store the measurement series"), m_addSeries);
            id = m_addSeries.lastInsertId().toLongLong();
        }
        m_findSeries.finish();
        m_series.insert(key, id);
        return id;
    }

    Result<bool> insertMeasurements(qint64 runId, qint64 firstPosition,
                                    const QList<Measurement> &measurements) {
        QSqlQuery &q = m_measurement;
        for (qsizetype i = 0; i < measurements.size(); ++i) {
            const Measurement &m = measurements.at(i);
            const auto seriesId = series(m);
            if (!seriesId)
                return seriesId.error();
            q.addBindValue(runId);
            q.addBindValue(firstPosition + i);
            q.addBindValue(*seriesId);
            q.addBindValue(m.value);
            q.addBindValue(m.best);
            q.addBindValue(m.min);
            q.addBindValue(m.median);
            q.addBindValue(m.max);
            q.addBindValue(m.mean);
            q.addBindValue(m.stddev);
            q.addBindValue(m.cov ? QVariant(*m.cov) : QVariant());
            q.addBindValue(m.n);
            q.addBindValue(compact(m.params));
            q.addBindValue(m.samples ? QVariant(m.samples->size()) : QVariant());
            q.addBindValue(m.samples && !m.samples->isEmpty()
                               ? QVariant(RunRepository::encodeSamples(*m.samples))
                               : QVariant());
            q.addBindValue(m.flags ? QVariant(QJsonDocument(QJsonArray::fromStringList(*m.flags))
                                                  .toJson(QJsonDocument::Compact))
                                   : QVariant());
            q.addBindValue(nullable(m.extra));
            if (!q.exec())
                return error(tr("cannot store measurement %1 of run %2").arg(i).arg(runId), q);
        }
        m_count.addBindValue(measurements.size());
        m_count.addBindValue(runId);
        if (!m_count.exec())
            return error(tr("cannot update run %1").arg(runId), m_count);
        return true;
    }

private:
    const Database &m_database;
    QSqlDatabase m_db;
    QSqlQuery m_run;
    QSqlQuery m_tag;
    QSqlQuery m_findSeries;
    QSqlQuery m_addSeries;
    QSqlQuery m_measurement;
    QSqlQuery m_count;
    QHash<QString, qint64> m_series;
};

const QString kRunColumns = QStringLiteral(
    "r.id, r.uuid, r.started_at, r.finished_at, r.status, r.reason, r.suite, r.notes,"
    " r.app_version, r.host_name, r.host_os, r.host_cpu, r.host_cores, r.host_memory_bytes,"
    " r.device_id, r.device_name, r.device_uuid, r.device_driver, r.measurement_count,"
    " (SELECT json_group_array(tag) FROM (SELECT tag FROM run_tags t WHERE t.run_id = r.id"
    "  ORDER BY position)), r.extra_json");

Run runFromRow(const QSqlQuery &q, bool withProvenance) {
    Run run;
    run.id = q.value(0).toLongLong();
    run.uuid = q.value(1).toString();
    run.startedAt = time(q.value(2));
    run.finishedAt = time(q.value(3));
    run.status = Run::statusFromName(q.value(4).toString()).value_or(Run::Status::Failed);
    run.reason = q.value(5).toString();
    run.suite = q.value(6).toString();
    run.notes = q.value(7).toString();
    run.appVersion = q.value(8).toString();
    run.host.hostname = q.value(9).toString();
    run.host.os = q.value(10).toString();
    run.host.cpu = q.value(11).toString();
    run.host.cores = q.value(12).toLongLong();
    run.host.memoryBytes = q.value(13).toLongLong();
    run.device.id = q.value(14).toString();
    run.device.name = q.value(15).toString();
    run.device.uuid = q.value(16).toString();
    run.device.driver = q.value(17).toString();
    run.measurementCount = q.value(18).toLongLong();
    for (const QJsonValue &tag : QJsonDocument::fromJson(q.value(19).toByteArray()).array())
        run.tags << tag.toString();
    if (withProvenance) {
        run.extra = object(q.value(20));
        run.host.provenance = object(q.value(21));
        run.device.provenance = object(q.value(22));
    }
    return run;
}

} // namespace

RunRepository::RunRepository(Database database)
    : m_database(std::move(database)) {}

QByteArray RunRepository::encodeSamples(const QList<double> &samples) {
    QByteArray blob(samples.size() * qsizetype(sizeof(double)), Qt::Uninitialized);
    auto *out = reinterpret_cast<uchar *>(blob.data());
    for (qsizetype i = 0; i < samples.size(); ++i)
        qToLittleEndian(samples.at(i), out + i * qsizetype(sizeof(double)));
    return blob;
}

QList<double> RunRepository::decodeSamples(const QByteArray &blob) {
    const qsizetype n = blob.size() / qsizetype(sizeof(double));
    QList<double> samples(n);
    const auto *in = reinterpret_cast<const uchar *>(blob.constData());
    for (qsizetype i = 0; i < n; ++i)
        samples[i] = qFromLittleEndian<double>(in + i * qsizetype(sizeof(double)));
    return samples;
}

Result<qint64> RunRepository::insert(const Run &run) {
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    if (resolve(run.uuid))
        return fieldError(QStringLiteral("uuid"),
                          tr("a run with uuid %1 is already stored").arg(run.uuid));
    Writer w(m_database);
    const auto id = w.insertRun(run, false);
    if (!id)
        return id.error();
    if (auto ok = w.insertMeasurements(*id, 0, run.measurements); !ok)
        return ok.error();
    if (!t.commit())
        return t.error();
    return id;
}

Result<RunRepository::ImportResult> RunRepository::import(const QList<Run> &runs) {
    ImportResult result;
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    Writer w(m_database);
    for (const Run &run : runs) {
        if (resolve(run.uuid)) {
            result.skipped << run.uuid;
            continue;
        }
        const auto id = w.insertRun(run, false);
        if (!id)
            return id.error();
        if (auto ok = w.insertMeasurements(*id, 0, run.measurements); !ok)
            return ok.error();
        result.imported << run.uuid;
    }
    if (!t.commit())
        return t.error();
    return result;
}

Result<qint64> RunRepository::begin(const Run &header) {
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    Writer w(m_database);
    const auto id = w.insertRun(header, true);
    if (!id)
        return id.error();
    if (!header.measurements.isEmpty()) {
        if (auto ok = w.insertMeasurements(*id, 0, header.measurements); !ok)
            return ok.error();
    }
    if (!t.commit())
        return t.error();
    return id;
}

Result<bool> RunRepository::append(qint64 runId, const QList<Measurement> &measurements) {
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    QSqlQuery q(m_database.connection());
    q.prepare(QStringLiteral("SELECT status, measurement_count FROM runs WHERE id = ?"));
    q.addBindValue(runId);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(runId), q.lastError().text());
    if (!q.next())
        return fieldError(QStringLiteral("id"), tr("no run %1").arg(runId));
    if (q.value(0).toString() != Run::statusName(Run::Status::Running))
        return fieldError(QStringLiteral("id"), tr("run %1 is already finished").arg(runId));
    const qint64 first = q.value(1).toLongLong();
    q.finish();
    Writer w(m_database);
    if (auto ok = w.insertMeasurements(runId, first, measurements); !ok)
        return ok.error();
    if (!t.commit())
        return t.error();
    return true;
}

Result<bool> RunRepository::finish(qint64 runId, Run::Status status, const QString &reason,
                                   const QDateTime &finishedAt) {
    QSqlQuery q(m_database.connection());
    q.prepare(QStringLiteral("UPDATE runs SET status = ?, reason = ?, finished_at = ?,"
                             " writer_pid = NULL, writer_host = NULL"
                             " WHERE id = ? AND status = 'running'"));
    q.addBindValue(Run::statusName(status));
    q.addBindValue(text(reason));
    q.addBindValue(msecs(finishedAt));
    q.addBindValue(runId);
    if (!q.exec())
        return m_database.error(tr("cannot finish run %1").arg(runId), q.lastError().text());
    if (q.numRowsAffected() != 1)
        return fieldError(QStringLiteral("id"), tr("no unfinished run %1").arg(runId));
    return true;
}

Result<int> RunRepository::recoverInterrupted() {
    QSqlQuery q(m_database.connection());
    q.prepare(
        QStringLiteral("SELECT id, writer_pid, writer_host FROM runs WHERE status = 'running'"));
    if (!q.exec())
        return m_database.error(tr("cannot read unfinished runs"), q.lastError().text());
    QList<qint64> stale;
    const QString host = QSysInfo::machineHostName();
    while (q.next()) {
        // Another machine's writer (a shared database) or a live process: not ours to judge.
        if (q.value(2).toString() == host && !processAlive(q.value(1).toLongLong()))
            stale << q.value(0).toLongLong();
    }
    q.finish();
    int marked = 0;
    for (qint64 id : std::as_const(stale)) {
        const auto ok = finish(id, Run::Status::Failed,
                               tr("interrupted: the process storing this run ended before it "
                                  "finished; the measurements stored before that are kept"),
                               QDateTime());
        if (ok)
            ++marked;
    }
    return marked;
}

Result<QList<Run>> RunRepository::list(const RunFilter &f) const {
    QString sql = QStringLiteral("SELECT ") + kRunColumns
                  + (f.withProvenance ? QStringLiteral(", r.host_json, r.device_json") : QString())
                  + QStringLiteral(" FROM runs r WHERE 1");
    QVariantList values;
    if (!f.device.isEmpty()) {
        sql += QStringLiteral(" AND (r.device_name = ? OR r.device_uuid = ? OR r.device_id = ?)");
        values << f.device << f.device << f.device;
    }
    if (!f.host.isEmpty()) {
        sql += QStringLiteral(" AND r.host_name = ?");
        values << f.host;
    }
    if (!f.tag.isEmpty()) {
        sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id"
                              " AND t.tag = ?)");
        values << f.tag;
    }
    if (f.status) {
        sql += QStringLiteral(" AND r.status = ?");
        values << Run::statusName(*f.status);
    }
    if (f.from.isValid()) {
        sql += QStringLiteral(" AND r.started_at >= ?");
        values << f.from.toMSecsSinceEpoch();
    }
    if (f.to.isValid()) {
        sql += QStringLiteral(" AND r.started_at < ?");
        values << f.to.toMSecsSinceEpoch();
    }
    sql += QStringLiteral(" ORDER BY r.started_at DESC, r.id DESC LIMIT ? OFFSET ?");
    values << f.limit << f.offset;

    QSqlQuery q(m_database.connection());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    if (!q.exec())
        return m_database.error(tr("cannot list runs"), q.lastError().text());
    QList<Run> out;
    while (q.next())
        out.append(runFromRow(q, f.withProvenance));
    return out;
}

Result<qint64> RunRepository::count() const {
    QSqlQuery q(m_database.connection());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM runs")) || !q.next())
        return m_database.error(tr("cannot count runs"), q.lastError().text());
    return q.value(0).toLongLong();
}

Result<Run> RunRepository::get(qint64 id) const {
    QSqlDatabase db = m_database.connection();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + kRunColumns
              + QStringLiteral(", r.host_json, r.device_json FROM runs r WHERE r.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError().text());
    if (!q.next())
        return fieldError(QStringLiteral("id"), tr("no run %1").arg(id));
    Run run = runFromRow(q, true);
    q.finish();

    q.prepare(QStringLiteral(
        "SELECT s.probe, s.metric, s.level, s.format, s.kernel, s.working_set_bytes, s.threads,"
        " s.unit, m.value, m.best, m.min, m.median, m.max, m.mean, m.stddev, m.cov, m.n, m.params,"
        " m.sample_count, m.samples, m.flags, m.extra_json"
        " FROM measurements m JOIN series s ON s.id = m.series_id"
        " WHERE m.run_id = ? ORDER BY m.position"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read the measurements of run %1").arg(id),
                                q.lastError().text());
    run.measurements.reserve(run.measurementCount);
    while (q.next()) {
        Measurement m;
        m.probe = q.value(0).toString();
        m.metric = q.value(1).toString();
        m.level = q.value(2).toString();
        m.format = q.value(3).toString();
        m.kernel = q.value(4).toString();
        m.workingSetBytes = q.value(5).toLongLong();
        m.threads = q.value(6).toLongLong();
        m.unit = q.value(7).toString();
        m.value = q.value(8).toDouble();
        m.best = q.value(9).toDouble();
        m.min = q.value(10).toDouble();
        m.median = q.value(11).toDouble();
        m.max = q.value(12).toDouble();
        m.mean = q.value(13).toDouble();
        m.stddev = q.value(14).toDouble();
        if (const QVariant cov = q.value(15); !cov.isNull())
            m.cov = cov.toDouble();
        m.n = q.value(16).toLongLong();
        m.params = object(q.value(17));
        if (!q.value(18).isNull())
            m.samples = decodeSamples(q.value(19).toByteArray());
        if (const QVariant flags = q.value(20); !flags.isNull()) {
            QStringList list;
            for (const QJsonValue &f : QJsonDocument::fromJson(flags.toByteArray()).array())
                list << f.toString();
            m.flags = list;
        }
        if (const QVariant extra = q.value(21); !extra.isNull())
            m.extra = object(extra);
        run.measurements.append(std::move(m));
    }
    return run;
}

Result<qint64> RunRepository::resolve(const QString &key) const {
    bool isNumber = false;
    const qint64 number = key.toLongLong(&isNumber);
    QSqlQuery q(m_database.connection());
    q.prepare(isNumber ? QStringLiteral("SELECT id FROM runs WHERE id = ?")
                       : QStringLiteral("SELECT id FROM runs WHERE uuid = ?"));
    q.addBindValue(isNumber ? QVariant(number) : QVariant(key));
    if (!q.exec())
        return m_database.error(tr("cannot look up run %1").arg(key), q.lastError().text());
    if (!q.next())
        return fieldError(QStringLiteral("id"),
                          tr("no run '%1' (give the run's number or its uuid; 'roofline runs "
                             "list' shows them)")
                              .arg(key));
    return q.value(0).toLongLong();
}

Result<Run> RunRepository::find(const QString &key) const {
    const auto id = resolve(key);
    if (!id)
        return id.error();
    return get(*id);
}

Result<bool> RunRepository::remove(qint64 id) {
    QSqlQuery q(m_database.connection());
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot delete run %1").arg(id), q.lastError().text());
    if (q.numRowsAffected() != 1)
        return fieldError(QStringLiteral("id"), tr("no run %1").arg(id));
    return true;
}

Result<bool> RunRepository::addTag(qint64 id, const QString &tag) {
    if (tag.trimmed().isEmpty())
        return fieldError(QStringLiteral("tag"), tr("must not be empty"));
    Transaction t(m_database);
    if (!t.begin())
        return t.error();
    if (!resolve(QString::number(id)))
        return fieldError(QStringLiteral("id"), tr("no run %1").arg(id));
    QSqlQuery q(m_database.connection());
    // Appended after the run's other tags; a tag it already has stays where it is.
    q.prepare(QStringLiteral("INSERT INTO run_tags (run_id, tag, position)"
                             " SELECT ?, ?, coalesce(max(position) + 1, 0) FROM run_tags"
                             " WHERE run_id = ? ON CONFLICT DO NOTHING"));
    q.addBindValue(id);
    q.addBindValue(tag);
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot tag run %1").arg(id), q.lastError().text());
    if (!t.commit())
        return t.error();
    return true;
}

Result<bool> RunRepository::removeTag(qint64 id, const QString &tag) {
    QSqlQuery q(m_database.connection());
    q.prepare(QStringLiteral("DELETE FROM run_tags WHERE run_id = ? AND tag = ?"));
    q.addBindValue(id);
    q.addBindValue(tag);
    if (!q.exec())
        return m_database.error(tr("cannot untag run %1").arg(id), q.lastError().text());
    return true;
}

Result<bool> RunRepository::setNotes(qint64 id, const QString &notes) {
    QSqlQuery q(m_database.connection());
    q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE id = ?"));
    q.addBindValue(text(notes));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot update run %1").arg(id), q.lastError().text());
    if (q.numRowsAffected() != 1)
        return fieldError(QStringLiteral("id"), tr("no run %1").arg(id));
    return true;
}

} // namespace roofline::storage
