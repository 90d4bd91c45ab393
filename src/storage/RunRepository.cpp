// SPDX-License-Identifier: MIT
#include "storage/RunRepository.h"

#include "model/MeasurementKind.h"
#include "model/RunBundle.h"
#include "storage/Query.h"
#include "storage/RunWriter.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
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

QJsonObject object(const QVariant &v) {
    return QJsonDocument::fromJson(v.toByteArray()).object();
}
// A null QString binds as SQL NULL; text columns are NOT NULL, so bind "" instead.
QVariant text(const QString &s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
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

const QString kRunColumns = QStringLiteral(
    "r.id, r.uuid, r.started_at, r.finished_at, r.status, r.reason, r.suite, r.notes,"
    " r.app_version, r.host_name, r.host_os, r.host_cpu, r.host_cores, r.host_memory_bytes,"
    " r.device_id, r.device_name, r.device_uuid, r.device_driver, r.measurement_count,"
    " r.extra_json");

Run runFromRow(const Query &q, bool withProvenance) {
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
    if (withProvenance) {
        run.extra = object(q.value(19));
        run.host.provenance = object(q.value(20));
        run.device.provenance = object(q.value(21));
    }
    return run;
}

// LIKE pattern for "contains `text`": %, _ and the escape character itself match literally.
QString containsPattern(const QString &text) {
    QString out = QStringLiteral("%");
    for (const QChar c : text) {
        if (c == QLatin1Char('%') || c == QLatin1Char('_') || c == QLatin1Char('!'))
            out += QLatin1Char('!');
        out += c;
    }
    return out + QLatin1Char('%');
}

// A filter's WHERE clause (on runs r) and its bound values.
struct Conditions {
    QString sql;
    QVariantList values;
};

Conditions conditions(const RunFilter &f) {
    Conditions c{QStringLiteral(" WHERE 1 = 1"), {}};
    if (!f.device.isEmpty()) {
        c.sql += QStringLiteral(" AND (r.device_name = ? OR r.device_uuid = ? OR r.device_id = ?)");
        c.values << f.device << f.device << f.device;
    }
    if (!f.host.isEmpty()) {
        c.sql += QStringLiteral(" AND r.host_name = ?");
        c.values << f.host;
    }
    if (!f.tag.isEmpty()) {
        c.sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id"
                                " AND t.tag = ?)");
        c.values << f.tag;
    }
    // lower() on both sides, so each backend folds case its own way but consistently; the
    // cast tells PostgreSQL which lower() is meant.
    const QString contains = QStringLiteral(" LIKE lower(CAST(? AS TEXT)) ESCAPE '!'");
    if (!f.deviceContains.isEmpty()) {
        c.sql += QStringLiteral(" AND (lower(r.device_name)") + contains
                 + QStringLiteral(" OR lower(r.device_id)") + contains
                 + QStringLiteral(" OR lower(r.device_uuid)") + contains + QLatin1Char(')');
        const QString pattern = containsPattern(f.deviceContains);
        c.values << pattern << pattern << pattern;
    }
    if (!f.hostContains.isEmpty()) {
        c.sql += QStringLiteral(" AND lower(r.host_name)") + contains;
        c.values << containsPattern(f.hostContains);
    }
    if (!f.suiteContains.isEmpty()) {
        c.sql += QStringLiteral(" AND lower(r.suite)") + contains;
        c.values << containsPattern(f.suiteContains);
    }
    if (!f.tagContains.isEmpty()) {
        c.sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id"
                                " AND lower(t.tag)")
                 + contains + QLatin1Char(')');
        c.values << containsPattern(f.tagContains);
    }
    if (f.status) {
        c.sql += QStringLiteral(" AND r.status = ?");
        c.values << Run::statusName(*f.status);
    }
    if (f.from.isValid()) {
        c.sql += QStringLiteral(" AND r.started_at >= ?");
        c.values << f.from.toMSecsSinceEpoch();
    }
    if (f.to.isValid()) {
        c.sql += QStringLiteral(" AND r.started_at < ?");
        c.values << f.to.toMSecsSinceEpoch();
    }
    return c;
}

// ORDER BY the filter's column, ties newest first: a total order, so pages neither overlap
// nor leave gaps. The default (started_at DESC, id DESC) walks runs_by_time backwards.
QString orderBy(Backend backend, const RunFilter &f) {
    using Key = RunFilter::SortKey;
    const QString dir = f.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString ties = QStringLiteral(", r.started_at DESC, r.id DESC");
    if (!f.sortBy)
        return QStringLiteral(" ORDER BY r.started_at DESC, r.id DESC");
    switch (*f.sortBy) {
    case Key::Started:
        return QStringLiteral(" ORDER BY r.started_at") + dir + QStringLiteral(", r.id DESC");
    case Key::Id:
        return QStringLiteral(" ORDER BY r.id") + dir;
    case Key::Status:
        return QStringLiteral(" ORDER BY r.status") + dir + ties;
    case Key::Measurements:
        return QStringLiteral(" ORDER BY r.measurement_count") + dir + ties;
    case Key::Device:
        return QStringLiteral(" ORDER BY ")
               + SqlDialect::textOrder(backend, QStringLiteral("r.device_name")) + dir + ties;
    case Key::Host:
        return QStringLiteral(" ORDER BY ")
               + SqlDialect::textOrder(backend, QStringLiteral("r.host_name")) + dir + ties;
    case Key::Suite:
        return QStringLiteral(" ORDER BY ")
               + SqlDialect::textOrder(backend, QStringLiteral("r.suite")) + dir + ties;
    case Key::Notes:
        return QStringLiteral(" ORDER BY ")
               + SqlDialect::textOrder(backend, QStringLiteral("r.notes")) + dir + ties;
    case Key::Tags: // list() adds SqlDialect::tagListJoin() for this order
        return QStringLiteral(" ORDER BY ")
               + SqlDialect::textOrder(backend, SqlDialect::tagList(backend)) + dir + ties;
    }
    return QStringLiteral(" ORDER BY r.started_at DESC, r.id DESC");
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
    Run copy = run;
    copy.id = 0;
    return restore(copy);
}

Result<qint64> RunRepository::restore(const Run &run) {
    return retrying([&]() -> Result<qint64> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        if (resolve(run.uuid))
            return kindError(ErrorKind::Conflict,
                             tr("a run with uuid %1 is already stored").arg(run.uuid),
                             QStringLiteral("uuid"));
        bool idFree = false;
        if (run.id > 0) {
            Query q(m_database);
            q.prepare(QStringLiteral("SELECT 1 FROM runs WHERE id = ?"));
            q.addBindValue(run.id);
            if (!q.exec())
                return m_database.error(tr("cannot read run %1").arg(run.id), q.lastError());
            idFree = !q.next();
        }
        RunWriter w(m_database);
        const auto id = w.insertRun(run, false, idFree);
        if (!id)
            return id.error();
        if (auto ok = w.insertMeasurements(*id, 0, run.measurements); !ok)
            return ok.error();
        if (!t.commit())
            return t.error();
        return id;
    });
}

Result<RunRepository::ImportResult> RunRepository::import(const QList<Run> &runs) {
    // One batch: a uuid twice in the list is stored once and then reported as skipped.
    return import(1, [&](qsizetype) -> Result<QList<Run>> { return runs; });
}

Result<RunRepository::StoredShape> RunRepository::storedShape(qint64 id) const {
    Query q(m_database);
    q.prepare(QStringLiteral(
        "SELECT status, measurement_count, finished_at IS NULL FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
    if (!q.next())
        return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
    const auto status = Run::statusFromName(q.value(0).toString()).value_or(Run::Status::Failed);
    return StoredShape{status, q.value(1).toLongLong(),
                       status == Run::Status::Running || q.value(2).toBool()};
}

Result<void> RunRepository::complete(RunWriter &w, qint64 id, const Run &run, qint64 storedCount) {
    // The stored measurements must be the start of this run's: the same series and values at
    // the same positions. Then the rest is appended and the run takes the file's end state.
    Query q(m_database);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT m.position, s.probe, s.metric, s.level, s.format, s.kernel, s.working_set_bytes,"
        " s.threads, s.unit, m.value FROM measurements m JOIN series s ON s.id = m.series_id"
        " WHERE m.run_id = ? ORDER BY m.position"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(run.uuid), q.lastError());
    qint64 i = 0;
    const auto conflict = [&](qint64 at) {
        return kindError(ErrorKind::Conflict,
                         tr("run %1 is already stored with other measurements (stored: %2, this "
                            "file: %3; they differ at measurement %4); nothing was changed")
                             .arg(run.uuid)
                             .arg(storedCount)
                             .arg(run.measurements.size())
                             .arg(at),
                         QStringLiteral("uuid"));
    };
    while (q.next()) {
        if (i >= run.measurements.size() || q.value(0).toLongLong() != i)
            return conflict(i);
        const Measurement &m = run.measurements.at(i);
        if (q.value(1).toString() != m.probe || q.value(2).toString() != m.metric
            || q.value(3).toString() != m.level || q.value(4).toString() != m.format
            || q.value(5).toString() != m.kernel || q.value(6).toLongLong() != m.workingSetBytes
            || q.value(7).toLongLong() != m.threads || q.value(8).toString() != m.unit
            || q.value(9).toDouble() != m.value)
            return conflict(i);
        ++i;
    }
    if (q.failed())
        return m_database.error(tr("cannot read run %1").arg(run.uuid), q.lastError());
    q.finish();
    if (i != storedCount)
        return kindError(ErrorKind::Corrupt,
                         tr("run %1: the database holds %2 of the %3 measurements it lists; the "
                            "database is damaged, restore it from a backup")
                             .arg(run.uuid)
                             .arg(i)
                             .arg(storedCount));
    if (auto ok = w.insertMeasurements(id, storedCount, run.measurements.mid(storedCount)); !ok)
        return ok.error();
    q.prepare(QStringLiteral("UPDATE runs SET status = ?, reason = ?, finished_at = ?,"
                             " writer_pid = NULL, writer_host = NULL WHERE id = ?"));
    q.addBindValue(Run::statusName(run.status));
    q.addBindValue(text(run.reason));
    q.addBindValue(msecs(run.finishedAt));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot finish run %1").arg(run.uuid), q.lastError());
    return {};
}

Result<RunRepository::ImportResult>
RunRepository::import(qsizetype count, const std::function<Result<QList<Run>>(qsizetype)> &batch) {
    // Retried whole: another node storing one of these uuids meanwhile makes our insert
    // fail on the unique index; the next attempt sees that run and skips it.
    return retrying([&]() -> Result<ImportResult> {
        ImportResult result;
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        RunWriter w(m_database);
        QSet<QString> earlier; // uuids of the batches before this one
        for (qsizetype b = 0; b < count; ++b) {
            const Result<QList<Run>> runs = batch(b);
            if (!runs)
                return runs.error();
            for (const Run &run : *runs) {
                if (earlier.contains(run.uuid.toLower()))
                    continue;
                if (const auto id = resolve(run.uuid)) {
                    // Stored already: a run that was measured but not stored whole (the probe's
                    // spool) is completed, anything else is left as it is.
                    const auto shape = storedShape(*id);
                    if (!shape)
                        return shape.error();
                    if (shape->measurementCount < run.measurements.size()
                        || (shape->measurementCount == run.measurements.size() && shape->unfinished
                            && run.finishedAt.isValid())) {
                        if (auto ok = complete(w, *id, run, shape->measurementCount); !ok)
                            return ok.error();
                        result.completed << run.uuid;
                    } else {
                        result.skipped << run.uuid;
                    }
                    continue;
                } else if (!id.error().is(ErrorKind::NotFound)) {
                    return id.error();
                }
                const auto id = w.insertRun(run, false);
                if (!id)
                    return id.error();
                if (auto ok = w.insertMeasurements(*id, 0, run.measurements); !ok)
                    return ok.error();
                result.imported << run.uuid;
            }
            if (b + 1 < count) {
                for (const Run &run : *runs)
                    earlier.insert(run.uuid.toLower());
            }
        }
        if (!t.commit())
            return t.error();
        return result;
    });
}

Result<qint64> RunRepository::begin(const Run &header) {
    return retrying([&]() -> Result<qint64> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        // Begun already by this process (a retry after a commit whose answer was lost)?
        if (const auto existing = resolve(header.uuid)) {
            Query q(m_database);
            q.prepare(
                QStringLiteral("SELECT status, writer_pid, writer_host FROM runs WHERE id = ?"));
            q.addBindValue(*existing);
            if (!q.exec() || !q.next())
                return m_database.error(tr("cannot read run %1").arg(header.uuid), q.lastError());
            if (q.value(0).toString() == Run::statusName(Run::Status::Running)
                && q.value(1).toLongLong() == QCoreApplication::applicationPid()
                && q.value(2).toString() == QSysInfo::machineHostName())
                return *existing;
            return kindError(ErrorKind::Conflict,
                             tr("a run with uuid %1 is already stored").arg(header.uuid),
                             QStringLiteral("uuid"));
        } else if (!existing.error().is(ErrorKind::NotFound)) {
            return existing.error();
        }
        RunWriter w(m_database);
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
    });
}

Result<void> RunRepository::append(qint64 runId, const QList<Measurement> &measurements,
                                   qint64 firstPosition) {
    return retrying([&]() -> Result<void> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        Query q(m_database);
        // FOR UPDATE on PostgreSQL: two appends to one run take positions one after the other.
        q.prepare(QStringLiteral("SELECT status, measurement_count FROM runs WHERE id = ?")
                  + (m_database.isPostgres() ? QStringLiteral(" FOR UPDATE") : QString()));
        q.addBindValue(runId);
        if (!q.exec())
            return m_database.error(tr("cannot read run %1").arg(runId), q.lastError());
        if (!q.next())
            return kindError(ErrorKind::NotFound, tr("no run %1").arg(runId), QStringLiteral("id"));
        const qint64 stored = q.value(1).toLongLong();
        const qint64 first = firstPosition < 0 ? stored : firstPosition;
        // Positions [first, stored) are there already: an earlier attempt committed although
        // its caller saw an error (a connection lost during COMMIT). Skip them.
        if (stored >= first + measurements.size())
            return {};
        if (q.value(0).toString() != Run::statusName(Run::Status::Running))
            return kindError(ErrorKind::Conflict, tr("run %1 is already finished").arg(runId),
                             QStringLiteral("id"));
        if (stored < first)
            return kindError(ErrorKind::Conflict,
                             tr("run %1 holds %2 measurements; cannot add measurement %3 after "
                                "them")
                                 .arg(runId)
                                 .arg(stored)
                                 .arg(first),
                             QStringLiteral("id"));
        q.finish();
        RunWriter w(m_database);
        if (auto ok = w.insertMeasurements(runId, stored, measurements.mid(stored - first)); !ok)
            return ok.error();
        if (!t.commit())
            return t.error();
        return {};
    });
}

Result<void> RunRepository::finish(qint64 runId, Run::Status status, const QString &reason,
                                   const QDateTime &finishedAt, const QJsonObject &extra) {
    // Retried like begin and append: a write lock held for a while (another process
    // importing) must not turn a complete run into an interrupted one.
    return retrying([&]() -> Result<void> {
        Query q(m_database);
        // extra: the run keys learnt while it ran (the engine's warnings); kept when none.
        q.prepare(QStringLiteral("UPDATE runs SET status = ?, reason = ?, finished_at = ?,"
                                 " extra_json = COALESCE(?, extra_json),"
                                 " writer_pid = NULL, writer_host = NULL"
                                 " WHERE id = ? AND status = 'running'"));
        q.addBindValue(Run::statusName(status));
        q.addBindValue(text(reason));
        q.addBindValue(msecs(finishedAt));
        q.addBindValue(extra.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                       : QVariant(QString::fromUtf8(
                                           QJsonDocument(extra).toJson(QJsonDocument::Compact))));
        q.addBindValue(runId);
        if (!q.exec())
            return m_database.error(tr("cannot finish run %1").arg(runId), q.lastError());
        if (q.numRowsAffected() == 1)
            return {};
        // Finished already the same way (an earlier attempt whose answer was lost): done.
        const auto shape = storedShape(runId);
        if (!shape)
            return shape.error();
        if (shape->status == status)
            return {};
        return kindError(
            ErrorKind::Conflict,
            tr("run %1 is already finished (%2)").arg(runId).arg(Run::statusName(shape->status)),
            QStringLiteral("id"));
    });
}

Result<int> RunRepository::recoverInterrupted() {
    Query q(m_database);
    q.prepare(
        QStringLiteral("SELECT id, writer_pid, writer_host FROM runs WHERE status = 'running'"));
    if (!q.exec())
        return m_database.error(tr("cannot read unfinished runs"), q.lastError());
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
    const Conditions where = conditions(f);
    QString order = orderBy(m_database.backend(), f);
    const bool paged = f.limit >= 0 || f.offset > 0;
    if (paged) {
        // LIMIT -1 means "all" to SQLite and is an error to PostgreSQL, which says ALL.
        order += f.limit >= 0              ? QStringLiteral(" LIMIT ?")
                 : m_database.isPostgres() ? QStringLiteral(" LIMIT ALL")
                                           : QStringLiteral(" LIMIT -1");
        order += QStringLiteral(" OFFSET ?");
    }
    QVariantList page;
    if (f.limit >= 0)
        page << f.limit;
    if (paged)
        page << f.offset;

    Query q(m_database);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + kRunColumns
              + (f.withProvenance ? QStringLiteral(", r.host_json, r.device_json") : QString())
              + QStringLiteral(" FROM runs r")
              + (f.sortBy == RunFilter::SortKey::Tags
                     ? SqlDialect::tagListJoin(m_database.backend())
                     : QString())
              + where.sql + order);
    for (const QVariant &v : where.values + page)
        q.addBindValue(v);
    if (!q.exec())
        return m_database.error(tr("cannot list runs"), q.lastError());
    QList<Run> out;
    QHash<qint64, qsizetype> rowOf;
    while (q.next()) {
        out.append(runFromRow(q, f.withProvenance));
        rowOf.insert(out.last().id, out.size() - 1);
    }
    if (q.failed())
        return m_database.error(tr("cannot list runs"), q.lastError());
    q.finish();
    if (out.isEmpty())
        return out;
    const auto addTags = [&](Query &tags) -> Result<void> {
        if (!tags.exec())
            return m_database.error(tr("cannot list runs"), tags.lastError());
        while (tags.next()) {
            if (const auto it = rowOf.constFind(tags.value(0).toLongLong()); it != rowOf.constEnd())
                out[*it].tags << tags.value(1).toString();
        }
        if (tags.failed())
            return m_database.error(tr("cannot list runs"), tags.lastError());
        tags.finish();
        return {};
    };
    if (!paged) {
        // The tags of all listed runs in one grouped query, instead of a subquery per row.
        q.prepare(QStringLiteral("SELECT t.run_id, t.tag FROM run_tags t WHERE t.run_id IN"
                                 " (SELECT r.id FROM runs r")
                  + where.sql + QStringLiteral(") ORDER BY t.run_id, t.position"));
        for (const QVariant &v : where.values)
            q.addBindValue(v);
        if (auto ok = addTags(q); !ok)
            return ok.error();
        return out;
    }
    // A page names its runs: their tags by id (sorting or filtering again to find the same
    // page would cost as much as the page itself), a few hundred ids a statement.
    constexpr qsizetype kIdsPerStatement = 500;
    for (qsizetype first = 0; first < out.size(); first += kIdsPerStatement) {
        const qsizetype n = qMin(kIdsPerStatement, out.size() - first);
        QString marks = QStringLiteral("?");
        for (qsizetype i = 1; i < n; ++i)
            marks += QStringLiteral(", ?");
        q.prepare(QStringLiteral("SELECT run_id, tag FROM run_tags WHERE run_id IN (") + marks
                  + QStringLiteral(") ORDER BY run_id, position"));
        for (qsizetype i = first; i < first + n; ++i)
            q.addBindValue(out.at(i).id);
        if (auto ok = addTags(q); !ok)
            return ok.error();
    }
    return out;
}

Result<qint64> RunRepository::count() const {
    Query q(m_database);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM runs")) || !q.next())
        return m_database.error(tr("cannot count runs"), q.lastError());
    return q.value(0).toLongLong();
}

Result<qint64> RunRepository::count(const RunFilter &f) const {
    const Conditions where = conditions(f);
    Query q(m_database);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM runs r") + where.sql);
    for (const QVariant &v : where.values)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return m_database.error(tr("cannot count runs"), q.lastError());
    return q.value(0).toLongLong();
}

Result<Run> RunRepository::get(qint64 id) const {
    Query q(m_database);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + kRunColumns
              + QStringLiteral(", r.host_json, r.device_json FROM runs r WHERE r.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
    if (!q.next()) {
        if (q.failed())
            return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
        return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
    }
    Run run = runFromRow(q, true);
    q.finish();
    q.prepare(QStringLiteral("SELECT tag FROM run_tags WHERE run_id = ? ORDER BY position"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
    while (q.next())
        run.tags << q.value(0).toString();
    if (q.failed())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
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
                                q.lastError());
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
        MeasurementKind::normaliseLegacy(m); // rows an earlier version stored
        run.measurements.append(std::move(m));
    }
    // A step that fails half way (a damaged page) ends the loop like the last row does: ask.
    if (q.failed())
        return m_database.error(tr("cannot read the measurements of run %1").arg(id),
                                q.lastError());
    // The run's own count is the check: fewer rows than it says means lost pages, and half a
    // run must never pass for a whole one (in a report, an export or a comparison). More rows
    // are measurements appended since the run's row was read (positions only ever grow).
    if (run.measurements.size() > run.measurementCount)
        run.measurementCount = run.measurements.size();
    if (run.measurements.size() < run.measurementCount) {
        if (const auto now = storedShape(id); !now)
            return now.error(); // deleted meanwhile: NotFound
        return m_database.error(tr("run %1 is damaged").arg(id),
                                tr("the database holds %1 of its %2 measurements; the database "
                                   "file is damaged, restore it from a backup (for SQLite, "
                                   "'sqlite3 FILE \".recover\"' may save what is left)")
                                    .arg(run.measurements.size())
                                    .arg(run.measurementCount),
                                ErrorKind::Corrupt);
    }
    return run;
}

Result<qint64> RunRepository::resolve(const QString &key) const {
    bool isNumber = false;
    const qint64 number = key.toLongLong(&isNumber);
    Query q(m_database);
    q.prepare(isNumber ? QStringLiteral("SELECT id FROM runs WHERE id = ?")
                       : QStringLiteral("SELECT id FROM runs WHERE ")
                             + SqlDialect::uuidEquals(m_database.backend()));
    q.addBindValue(isNumber ? QVariant(number) : QVariant(key));
    if (!q.exec())
        return m_database.error(tr("cannot look up run %1").arg(key), q.lastError());
    if (!q.next())
        return kindError(ErrorKind::NotFound,
                         tr("no run '%1' (give the run's number or its uuid; 'roofline runs "
                            "list' shows them)")
                             .arg(RunBundle::excerpt(key)),
                         QStringLiteral("id"));
    return q.value(0).toLongLong();
}

Result<Run> RunRepository::find(const QString &key) const {
    const auto id = resolve(key);
    if (!id)
        return id.error();
    return get(*id);
}

Result<void> RunRepository::remove(qint64 id) {
    return retrying([&]() -> Result<void> {
        Query q(m_database);
        q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot delete run %1").arg(id), q.lastError());
        if (q.numRowsAffected() != 1)
            return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
        return {};
    });
}

Result<void> RunRepository::addTag(qint64 id, const QString &tag) {
    if (tag.trimmed().isEmpty())
        return fieldError(QStringLiteral("tag"), tr("must not be empty"));
    if (const QString problem = RunBundle::textProblem(tag, RunBundle::kMaxTagLength);
        !problem.isEmpty())
        return fieldError(QStringLiteral("tag"), problem);
    return retrying([&]() -> Result<void> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        if (!resolve(QString::number(id)))
            return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
        Query q(m_database);
        q.prepare(QStringLiteral("SELECT count(*) FROM run_tags WHERE run_id = ?"));
        q.addBindValue(id);
        if (!q.exec() || !q.next())
            return m_database.error(tr("cannot tag run %1").arg(id), q.lastError());
        if (q.value(0).toLongLong() >= RunBundle::kMaxTags)
            return fieldError(QStringLiteral("tag"),
                              tr("run %1 has %2 tags already, the most a run may have")
                                  .arg(id)
                                  .arg(RunBundle::kMaxTags));
        q.finish();
        // Appended after the run's other tags; a tag it already has stays where it is. The
        // casts give PostgreSQL the parameter types it cannot infer in a SELECT list.
        q.prepare(QStringLiteral("INSERT INTO run_tags (run_id, tag, position)"
                                 " SELECT CAST(? AS BIGINT), CAST(? AS TEXT),"
                                 " coalesce(max(position) + 1, 0) FROM run_tags"
                                 " WHERE run_id = ? ON CONFLICT DO NOTHING"));
        q.addBindValue(id);
        q.addBindValue(tag);
        q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot tag run %1").arg(id), q.lastError());
        if (!t.commit())
            return t.error();
        return {};
    });
}

Result<void> RunRepository::removeTag(qint64 id, const QString &tag) {
    return retrying([&]() -> Result<void> {
        Query q(m_database);
        q.prepare(QStringLiteral("DELETE FROM run_tags WHERE run_id = ? AND tag = ?"));
        q.addBindValue(id);
        q.addBindValue(tag);
        if (!q.exec())
            return m_database.error(tr("cannot untag run %1").arg(id), q.lastError());
        return {};
    });
}

Result<void> RunRepository::setNotes(qint64 id, const QString &notes) {
    // U+0000 cannot be stored everywhere (PostgreSQL text cannot hold it; a run carrying
    // one could never be synced there): refused here, where it would come in.
    if (const QString problem = RunBundle::textProblem(notes, RunBundle::kMaxNotesLength);
        !problem.isEmpty())
        return fieldError(QStringLiteral("notes"), problem);
    return retrying([&]() -> Result<void> {
        Query q(m_database);
        q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE id = ?"));
        q.addBindValue(text(notes));
        q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot update run %1").arg(id), q.lastError());
        if (q.numRowsAffected() != 1)
            return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
        return {};
    });
}

Result<void> RunRepository::setNotesAndTags(qint64 id, const QString &notes,
                                            const QStringList &tags) {
    // The checks of setNotes() and addTag(), all before anything is written.
    if (const QString problem = RunBundle::textProblem(notes, RunBundle::kMaxNotesLength);
        !problem.isEmpty())
        return fieldError(QStringLiteral("notes"), problem);
    for (const QString &tag : tags) {
        if (tag.trimmed().isEmpty())
            return fieldError(QStringLiteral("tag"), tr("must not be empty"));
        if (const QString problem = RunBundle::textProblem(tag, RunBundle::kMaxTagLength);
            !problem.isEmpty())
            return fieldError(QStringLiteral("tag"), problem);
    }
    if (tags.size() > RunBundle::kMaxTags)
        return fieldError(
            QStringLiteral("tag"),
            tr("%1 tags; a run may have at most %2").arg(tags.size()).arg(RunBundle::kMaxTags));
    return retrying([&]() -> Result<void> {
        Transaction t(m_database);
        if (!t.begin())
            return t.error();
        Query q(m_database);
        q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE id = ?"));
        q.addBindValue(text(notes));
        q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot update run %1").arg(id), q.lastError());
        if (q.numRowsAffected() != 1)
            return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
        q.prepare(QStringLiteral("DELETE FROM run_tags WHERE run_id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot untag run %1").arg(id), q.lastError());
        q.prepare(QStringLiteral("INSERT INTO run_tags (run_id, tag, position) VALUES (?, ?, ?)"
                                 " ON CONFLICT DO NOTHING"));
        for (qsizetype i = 0; i < tags.size(); ++i) {
            q.addBindValue(id);
            q.addBindValue(tags.at(i));
            q.addBindValue(qint64(i));
            if (!q.exec())
                return m_database.error(tr("cannot tag run %1").arg(id), q.lastError());
        }
        if (!t.commit())
            return t.error();
        return {};
    });
}

} // namespace roofline::storage
