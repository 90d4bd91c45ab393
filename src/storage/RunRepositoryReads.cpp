// SPDX-License-Identifier: MIT
// RunRepository's reads (list, count, get, resolve, find); the writes are in RunRepository.cpp.
#include "model/RunBundle.h"
#include "storage/Query.h"
#include "storage/RunFilterSql.h"
#include "storage/RunRepository.h"
#include "storage/RunRows.h"

#include <QHash>
#include <QSqlError>

namespace roofline::storage {

namespace {

// LIMIT and OFFSET of a page, their values appended to `page`; empty when listing all.
QString pageClause(const RunFilter &f, bool postgres, QVariantList *page) {
    const bool paged = f.limit >= 0 || f.offset > 0;
    if (!paged)
        return QString();
    // LIMIT -1 means "all" to SQLite and is an error to PostgreSQL, which says ALL.
    QString clause = f.limit >= 0 ? QStringLiteral(" LIMIT ?")
                     : postgres   ? QStringLiteral(" LIMIT ALL")
                                  : QStringLiteral(" LIMIT -1");
    clause += QStringLiteral(" OFFSET ?");
    if (f.limit >= 0)
        *page << f.limit;
    *page << f.offset;
    return clause;
}

// Adds the tags `tags` (run id, tag) selects to the listed runs.
Result<void> addTags(const Database &db, Query &tags, QList<Run> &out,
                     const QHash<qint64, qsizetype> &rowOf) {
    if (!tags.exec())
        return db.error(RunRepository::tr("cannot list runs"), tags.lastError());
    while (tags.next()) {
        if (const auto it = rowOf.constFind(tags.value(0).toLongLong()); it != rowOf.constEnd())
            out[*it].tags << tags.value(1).toString();
    }
    if (tags.failed())
        return db.error(RunRepository::tr("cannot list runs"), tags.lastError());
    tags.finish();
    return {};
}

// The tags of all listed runs in one grouped query, instead of a subquery per row.
Result<void> addTagsOfAll(const Database &db, Query &q, const RunFilterSql::Conditions &where,
                          QList<Run> &out, const QHash<qint64, qsizetype> &rowOf) {
    q.prepare(QStringLiteral("SELECT t.run_id, t.tag FROM run_tags t WHERE t.run_id IN"
                             " (SELECT r.id FROM runs r")
              + where.sql + QStringLiteral(") ORDER BY t.run_id, t.position"));
    for (const QVariant &v : where.values)
        q.addBindValue(v);
    return addTags(db, q, out, rowOf);
}

// A page names its runs: their tags by id (sorting or filtering again to find the same page
// would cost as much as the page itself), a few hundred ids a statement.
Result<void> addTagsOfPage(const Database &db, Query &q, QList<Run> &out,
                           const QHash<qint64, qsizetype> &rowOf) {
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
        if (auto ok = addTags(db, q, out, rowOf); !ok)
            return ok;
    }
    return {};
}

} // namespace

Result<QList<Run>> RunRepository::list(const RunFilter &f) const {
    const RunFilterSql::Conditions where = RunFilterSql::where(m_database.backend(), f);
    QVariantList page;
    const QString order = RunFilterSql::orderBy(m_database.backend(), f)
                          + pageClause(f, m_database.isPostgres(), &page);
    const bool paged = f.limit >= 0 || f.offset > 0;

    Query q(m_database);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + RunRows::runColumns()
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
        out.append(RunRows::run(q, f.withProvenance));
        rowOf.insert(out.last().id, out.size() - 1);
    }
    if (q.failed())
        return m_database.error(tr("cannot list runs"), q.lastError());
    q.finish();
    if (out.isEmpty())
        return out;
    const auto tagged = paged ? addTagsOfPage(m_database, q, out, rowOf)
                              : addTagsOfAll(m_database, q, where, out, rowOf);
    if (!tagged)
        return tagged.error();
    return out;
}

Result<qint64> RunRepository::count() const {
    Query q(m_database);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM runs")) || !q.next())
        return m_database.error(tr("cannot count runs"), q.lastError());
    return q.value(0).toLongLong();
}

Result<qint64> RunRepository::count(const RunFilter &f) const {
    const RunFilterSql::Conditions where = RunFilterSql::where(m_database.backend(), f);
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
    q.prepare(QStringLiteral("SELECT ") + RunRows::runColumns()
              + QStringLiteral(", r.host_json, r.device_json FROM runs r WHERE r.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
    if (!q.next()) {
        if (q.failed())
            return m_database.error(tr("cannot read run %1").arg(id), q.lastError());
        return kindError(ErrorKind::NotFound, tr("no run %1").arg(id), QStringLiteral("id"));
    }
    Run run = RunRows::run(q, true);
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

    q.prepare(QStringLiteral("SELECT ") + RunRows::measurementColumns()
              + QStringLiteral(" FROM measurements m JOIN series s ON s.id = m.series_id"
                               " WHERE m.run_id = ? ORDER BY m.position"));
    q.addBindValue(id);
    if (!q.exec())
        return m_database.error(tr("cannot read the measurements of run %1").arg(id),
                                q.lastError());
    run.measurements.reserve(run.measurementCount);
    while (q.next()) {
        // Flipped bytes in a stored payload (a bad disk, a stray write) are found on every
        // read, export and sync: the row no longer matches the checksum written with it.
        if (!RunRows::measurementIntact(q))
            return m_database.error(tr("run %1 is damaged").arg(id),
                                    tr("measurement %1 no longer matches the checksum stored "
                                       "with it (its bytes changed after it was written); "
                                       "restore the database from a backup")
                                        .arg(run.measurements.size() + 1),
                                    ErrorKind::Corrupt);
        run.measurements.append(RunRows::measurement(q));
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

} // namespace roofline::storage
