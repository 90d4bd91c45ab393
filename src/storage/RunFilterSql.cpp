// SPDX-License-Identifier: MIT
#include "storage/RunFilterSql.h"

#include "model/Run.h"
#include "storage/RunRows.h"

#include <QStringList>

namespace roofline::storage {

namespace {

// lower() on both sides, so each backend folds case its own way but consistently; the cast
// tells PostgreSQL which lower() is meant.
QString containsSql() {
    return QStringLiteral(" LIKE lower(CAST(? AS TEXT)) ESCAPE '!'");
}

// Device, host and tag: equal.
void addExactFilters(RunFilterSql::Conditions &c, const RunQuery &f) {
    if (!f.device.isEmpty()) {
        c.sql += QStringLiteral(" AND (r.device_name = ? OR r.device_uuid = ? OR r.device_id = ?)");
        c.values << f.device << f.device << f.device;
    }
    if (!f.host.isEmpty()) {
        c.sql += QStringLiteral(" AND r.host_name = ?");
        c.values << f.host.normalized(QString::NormalizationForm_C); // host names are NFC
    }
    if (!f.tag.isEmpty()) {
        c.sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id"
                                " AND t.tag = ?)");
        c.values << f.tag;
    }
}

// Device, host, suite and tag: containing a text, whatever its case.
void addContainsFilters(RunFilterSql::Conditions &c, const RunQuery &f) {
    const QString contains = containsSql();
    if (!f.deviceContains.isEmpty()) {
        c.sql += QStringLiteral(" AND (lower(r.device_name)") + contains
                 + QStringLiteral(" OR lower(r.device_id)") + contains
                 + QStringLiteral(" OR lower(r.device_uuid)") + contains + QLatin1Char(')');
        const QString pattern = RunFilterSql::containsPattern(f.deviceContains);
        c.values << pattern << pattern << pattern;
    }
    if (!f.hostContains.isEmpty()) {
        c.sql += QStringLiteral(" AND lower(r.host_name)") + contains;
        c.values << RunFilterSql::containsPattern(
            f.hostContains.normalized(QString::NormalizationForm_C));
    }
    if (!f.suiteContains.isEmpty()) {
        c.sql += QStringLiteral(" AND lower(r.suite)") + contains;
        c.values << RunFilterSql::containsPattern(f.suiteContains);
    }
    if (!f.tagContains.isEmpty()) {
        c.sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id"
                                " AND lower(t.tag)")
                 + contains + QLatin1Char(')');
        c.values << RunFilterSql::containsPattern(f.tagContains);
    }
}

// Status, start time window and ids.
void addStatusAndTimeFilters(RunFilterSql::Conditions &c, const RunQuery &f) {
    if (f.status) {
        // As readers show it: 'running' excludes the abandoned, 'abandoned' finds them.
        c.sql += QStringLiteral(" AND ") + RunRows::statusColumn() + QStringLiteral(" = ?");
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
    if (!f.ids.isEmpty()) {
        QStringList marks;
        for (const qint64 id : f.ids) {
            marks << QStringLiteral("?");
            c.values << id;
        }
        c.sql += QStringLiteral(" AND r.id IN (") + marks.join(QLatin1Char(',')) + QLatin1Char(')');
    }
}

// The run picker's search (RunQuery::matches, word by word): each word in any of the texts,
// the start written as RunQuery::searchTime() writes it.
void addSearchWords(RunFilterSql::Conditions &c, Backend backend, const RunQuery &f) {
    const QString contains = containsSql();
    const QStringList texts{QStringLiteral("'#' || CAST(r.id AS TEXT)"),
                            QStringLiteral("r.host_name"),
                            QStringLiteral("r.device_name"),
                            QStringLiteral("r.device_id"),
                            QStringLiteral("r.device_uuid"),
                            QStringLiteral("r.suite"),
                            QStringLiteral("r.notes"),
                            RunRows::statusColumn(),
                            SqlDialect::utcMinute(backend, QStringLiteral("r.started_at"))};
    for (const QString &word : f.words) {
        const QString pattern = RunFilterSql::containsPattern(word);
        QStringList any;
        for (const QString &t : texts) {
            any << QStringLiteral("lower(") + t + QLatin1Char(')') + contains;
            c.values << pattern;
        }
        any << QStringLiteral("EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id AND "
                              "lower(t.tag)")
                   + contains + QLatin1Char(')');
        c.values << pattern;
        c.sql += QStringLiteral(" AND (") + any.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    }
}

} // namespace

QString RunFilterSql::containsPattern(const QString &text) {
    QString out = QStringLiteral("%");
    for (const QChar c : text) {
        if (c == QLatin1Char('%') || c == QLatin1Char('_') || c == QLatin1Char('!'))
            out += QLatin1Char('!');
        out += c;
    }
    return out + QLatin1Char('%');
}

RunFilterSql::Conditions RunFilterSql::where(Backend backend, const RunQuery &f) {
    Conditions c{QStringLiteral(" WHERE 1 = 1"), {}};
    addExactFilters(c, f);
    addContainsFilters(c, f);
    addStatusAndTimeFilters(c, f);
    addSearchWords(c, backend, f);
    return c;
}

QString RunFilterSql::orderBy(Backend backend, const RunQuery &f) {
    using Key = RunQuery::SortKey;
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
        return QStringLiteral(" ORDER BY ") + RunRows::statusColumn() + dir + ties;
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

} // namespace roofline::storage
