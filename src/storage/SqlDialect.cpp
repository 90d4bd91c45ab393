#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace roofline::storage {

bool SqlDialect::isUrl(const QString &location) {
    return location.startsWith(QLatin1String("postgresql://"))
           || location.startsWith(QLatin1String("postgres://"));
}

Result<PgLocation> SqlDialect::parseUrl(const QString &text) {
    const QUrl url(text, QUrl::StrictMode);
    QUrl shown = url;
    shown.setPassword(QString());
    const QString display = shown.toString();
    const auto bad = [&](const QString &why) {
        return Error{tr("%1: not a usable PostgreSQL URL: %2 (expected "
                        "postgresql://user@host:port/dbname)")
                         .arg(url.isValid() ? display : QStringLiteral("postgresql://…"), why)};
    };
    if (!url.isValid())
        return bad(url.errorString());
    PgLocation loc;
    loc.host = url.host();
    loc.port = url.port(5432);
    loc.user = url.userName();
    loc.password = url.password();
    loc.database = url.path().mid(1);
    loc.display = display;
    if (loc.host.isEmpty())
        return bad(tr("no host"));
    if (loc.database.isEmpty() || loc.database.contains(QLatin1Char('/')))
        return bad(tr("no database name"));
    // Only options that cannot redirect the connection elsewhere or inject others: QPSQL
    // joins them with ';' into a libpq conninfo string.
    static const QStringList allowed{QStringLiteral("sslmode"), QStringLiteral("connect_timeout"),
                                     QStringLiteral("application_name"),
                                     QStringLiteral("sslrootcert")};
    static const QRegularExpression safeValue(QStringLiteral("^[A-Za-z0-9_./-]+$"));
    static const QRegularExpression identifier(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    QStringList options;
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (key == QLatin1String("schema")) {
            if (!identifier.match(value).hasMatch())
                return bad(tr("schema must be a lower-case SQL name"));
            loc.schema = value;
        } else if (allowed.contains(key) && safeValue.match(value).hasMatch()) {
            options << key + QLatin1Char('=') + value;
        } else {
            return bad(tr("unsupported option '%1' (use schema, sslmode, connect_timeout, "
                          "application_name or sslrootcert)")
                           .arg(key));
        }
    }
    if (!options.join(QString()).contains(QLatin1String("connect_timeout")))
        options << QStringLiteral("connect_timeout=10");
    loc.options = options.join(QLatin1Char(';'));
    return loc;
}

QString SqlDialect::translate(Backend backend, const QString &sql) {
    if (backend == Backend::SQLite)
        return sql;
    // Keywords are upper case in Schema.cpp and column names lower case, so these
    // case-sensitive word matches cannot hit a name.
    static const QList<std::pair<QRegularExpression, QString>> rules{
        {QRegularExpression(QStringLiteral("\\bINTEGER PRIMARY KEY\\b")),
         QStringLiteral("BIGSERIAL PRIMARY KEY")},
        {QRegularExpression(QStringLiteral("\\bINTEGER\\b")), QStringLiteral("BIGINT")},
        // SQLite's REAL is 8 bytes; PostgreSQL's is 4.
        {QRegularExpression(QStringLiteral("\\bREAL\\b")), QStringLiteral("DOUBLE PRECISION")},
        {QRegularExpression(QStringLiteral("\\bBLOB\\b")), QStringLiteral("BYTEA")},
        // Case-insensitive uuids come from a unique index on lower(uuid) instead.
        {QRegularExpression(QStringLiteral(" COLLATE NOCASE\\b")), QString()},
        {QRegularExpression(QStringLiteral(" WITHOUT ROWID\\b")), QString()},
    };
    QString out = sql;
    for (const auto &[pattern, replacement] : rules)
        out.replace(pattern, replacement);
    return out;
}

QString SqlDialect::returningId(Backend backend) {
    return backend == Backend::PostgreSQL ? QStringLiteral(" RETURNING id") : QString();
}

qint64 SqlDialect::insertedId(Backend backend, QSqlQuery &query) {
    if (backend == Backend::PostgreSQL)
        return query.next() ? query.value(0).toLongLong() : 0;
    return query.lastInsertId().toLongLong();
}

QString SqlDialect::uuidEquals(Backend backend, const QString &column) {
    return backend == Backend::PostgreSQL ? QStringLiteral("lower(%1) = lower(?)").arg(column)
                                          : QStringLiteral("%1 = ?").arg(column);
}

bool SqlDialect::isRetryable(Backend backend, const QSqlError &error) {
    const QString code = error.nativeErrorCode();
    if (backend == Backend::SQLite) {
        const int primary = code.toInt() & 0xff;
        return primary == 5 || primary == 6; // SQLITE_BUSY, SQLITE_LOCKED
    }
    // serialization_failure, deadlock_detected, unique_violation (another node stored the
    // same uuid or series between our check and our insert: the retry sees it and skips).
    return code == QLatin1String("40001") || code == QLatin1String("40P01")
           || code == QLatin1String("23505");
}

QString SqlDialect::textOrder(Backend backend, const QString &expr) {
    return backend == Backend::PostgreSQL ? QStringLiteral("lower(%1) COLLATE \"C\"").arg(expr)
                                          : QStringLiteral("lower(%1)").arg(expr);
}

QString SqlDialect::tagList(Backend backend) {
    // SQLite's group_concat() takes the rows in the order the inner query hands them over.
    return backend == Backend::PostgreSQL
               ? QStringLiteral("coalesce(tg.tags, '')")
               : QStringLiteral("coalesce((SELECT group_concat(tag, ', ') FROM (SELECT tag FROM"
                                " run_tags WHERE run_id = r.id ORDER BY position)), '')");
}

QString SqlDialect::tagListJoin(Backend backend) {
    return backend == Backend::PostgreSQL
               ? QStringLiteral(" LEFT JOIN (SELECT run_id, string_agg(tag, ', ' ORDER BY position)"
                                " AS tags FROM run_tags GROUP BY run_id) tg ON tg.run_id = r.id")
               : QString();
}

} // namespace roofline::storage
