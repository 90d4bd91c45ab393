// SPDX-License-Identifier: MIT
#include "storage/RunRepository.h"

#include "model/RunBundle.h"
#include "storage/ColumnValue.h"
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

bool processAlive(qint64 pid) {
#ifdef Q_OS_UNIX
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#else
    Q_UNUSED(pid);
    return true; // cannot tell: leave the run alone
#endif
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
    q.addBindValue(ColumnValue::text(run.reason));
    q.addBindValue(ColumnValue::msecs(run.finishedAt));
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
        // A measurement stored is a sign of life as good as a heartbeat.
        q.prepare(QStringLiteral("UPDATE runs SET heartbeat_at = ? WHERE id = ?"));
        q.addBindValue(QDateTime::currentMSecsSinceEpoch());
        q.addBindValue(runId);
        if (!q.exec())
            return m_database.error(tr("cannot store the heartbeat of run %1").arg(runId),
                                    q.lastError());
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
        q.addBindValue(ColumnValue::text(reason));
        q.addBindValue(ColumnValue::msecs(finishedAt));
        q.addBindValue(ColumnValue::nullableJson(extra));
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

Result<int> RunRepository::heartbeat(const QList<qint64> &runIds) {
    if (runIds.isEmpty())
        return 0;
    return retrying([&]() -> Result<int> {
        QString marks;
        for (qsizetype i = 0; i < runIds.size(); ++i)
            marks += i ? QStringLiteral(", ?") : QStringLiteral("?");
        Query q(m_database);
        // Only the process that began a run renews it: another one's run is not ours to keep
        // alive, and a finished run (writer_pid NULL) has no heartbeat to renew.
        q.prepare(QStringLiteral("UPDATE runs SET heartbeat_at = ? WHERE status = 'running'"
                                 " AND writer_pid = ? AND writer_host = ? AND id IN (%1)")
                      .arg(marks));
        q.addBindValue(QDateTime::currentMSecsSinceEpoch());
        q.addBindValue(qint64(QCoreApplication::applicationPid()));
        q.addBindValue(QSysInfo::machineHostName());
        for (qint64 id : runIds)
            q.addBindValue(id);
        if (!q.exec())
            return m_database.error(tr("cannot store the heartbeat of the running runs"),
                                    q.lastError());
        return int(q.numRowsAffected());
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
        return writeNotes(q, id, notes);
    });
}

Result<void> RunRepository::writeNotes(Query &q, qint64 id, const QString &notes) const {
    q.prepare(QStringLiteral("UPDATE runs SET notes = ? WHERE id = ?"));
    q.addBindValue(ColumnValue::text(notes));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot update run %1").arg(id), q.lastError());
    if (q.numRowsAffected() != 1)
        return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
    return {};
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
        if (auto written = writeNotes(q, id, notes); !written)
            return written;
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
