// SPDX-License-Identifier: MIT
#include "storage/SqlDialect.h"

#include "storage/Query.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <optional>

namespace roofline::storage {

bool SqlDialect::isUrl(const QString &location) {
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*://"));
    // postgresql:…, and postgresql//… with its ':' missing.
    static const QRegularExpression postgres(QStringLiteral("^postgres(ql)?(:|//)"),
                                             QRegularExpression::CaseInsensitiveOption);
    // user:password@host after a '//' anywhere: credentials, never a file name.
    static const QRegularExpression credentials(QStringLiteral("//[^/?#@\\s]*:[^/?#@\\s]*@"));
    return scheme.match(location).hasMatch() || postgres.match(location).hasMatch()
           || credentials.match(location).hasMatch();
}

QString SqlDialect::scrubPasswords(const QString &text, const QString &url) {
    QString out = text;
    if (!url.isEmpty()) {
        // The password as typed: between the first ':' of the user info and the last '@'
        // of the authority, even when the rest of the URL does not parse.
        // After "://", else after a "//" whose ':' is missing (postgresql//user:pw@host).
        const qsizetype colonSlashes = url.indexOf(QLatin1String("://"));
        const qsizetype slashes = url.indexOf(QLatin1String("//"));
        QString authority = colonSlashes >= 0 ? url.mid(colonSlashes + 3)
                            : slashes >= 0    ? url.mid(slashes + 2)
                                              : url.section(QLatin1Char(':'), 1);
        static const QRegularExpression pathStart(QStringLiteral("[/?#]"));
        const qsizetype end = authority.indexOf(pathStart);
        if (end >= 0)
            authority.truncate(end);
        QStringList secrets;
        const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
        const QString userInfo = at >= 0 ? authority.left(at) : QString();
        if (const qsizetype colon = userInfo.indexOf(QLatin1Char(':')); colon >= 0)
            secrets << userInfo.mid(colon + 1);
        // "user:secret" without '@' reads as host:port; a "port" that is no number was
        // most likely a password.
        if (at < 0) {
            const QString tail = authority.section(QLatin1Char(':'), 1);
            static const QRegularExpression digits(QStringLiteral("^[0-9]*$"));
            if (!tail.isEmpty() && !digits.match(tail).hasMatch())
                secrets << tail;
        }
        // The query may carry one too (?password=…).
        static const QRegularExpression queryPassword(QStringLiteral("[?&]password=([^&#]*)"),
                                                      QRegularExpression::CaseInsensitiveOption);
        for (auto it = queryPassword.globalMatch(url); it.hasNext();)
            secrets << it.next().captured(1);
        for (const QString &secret : std::as_const(secrets)) {
            for (const QString &form : {secret, QUrl::fromPercentEncoding(secret.toUtf8()),
                                        QString::fromLatin1(QUrl::toPercentEncoding(secret))}) {
                // Short ones are masked by the pattern below only, not wherever they occur.
                if (form.size() >= 3)
                    out.replace(form, QStringLiteral("***"));
            }
        }
    }
    static const QRegularExpression userInfo(
        QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*:?//[^/?#@\\s:]*):[^/?#@\\s]*@"));
    out.replace(userInfo, QStringLiteral("\\1:***@"));
    static const QRegularExpression queryPassword(QStringLiteral("([?&]password=)[^&#\\s]*"),
                                                  QRegularExpression::CaseInsensitiveOption);
    out.replace(queryPassword, QStringLiteral("\\1***"));
    // key=value forms in any case: a libpq connection string ("host=h Password=…"), an
    // environment line ("PGPASSWORD=…"), a quoted value ('…').
    static const QRegularExpression keyValue(
        QStringLiteral("(\\b(?:pg)?password\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|[^\\s&#;]+)"),
        QRegularExpression::CaseInsensitiveOption);
    out.replace(keyValue, QStringLiteral("\\1***"));
    return out;
}

namespace {

Error badUrl(const QString &text, const QString &why, const QString &shown) {
    return Error{SqlDialect::tr("%1: not a usable PostgreSQL URL: %2 (expected "
                                "postgresql://user@host:port/dbname)")
                     .arg(shown, SqlDialect::scrubPasswords(why, text)),
                 QString(), ErrorKind::InvalidInput};
}

// What is wrong with the URL's scheme and form before its parts are read; none when usable.
std::optional<Error> schemeError(const QString &text, const QUrl &url, const QString &scheme) {
    // What messages may show of a URL that did not parse: the scheme, never the rest.
    const QString opaque = QStringLiteral("%1://…").arg(
        scheme.isEmpty() ? QStringLiteral("postgresql") : SqlDialect::scrubPasswords(scheme));
    // postgresql//… : QUrl reads a relative path; say what is missing.
    static const QRegularExpression missingColon(QStringLiteral("^(postgres(ql)?)//"),
                                                 QRegularExpression::CaseInsensitiveOption);
    if (const auto m = missingColon.match(text); m.hasMatch())
        return badUrl(text, SqlDialect::tr("the ':' after '%1' is missing").arg(m.captured(1)),
                      QStringLiteral("%1://…").arg(m.captured(1)));
    if (!url.isValid())
        return badUrl(
            text,
            SqlDialect::tr("it does not parse (check the port, and percent-encode '@', ':' and "
                           "'/' inside the user name or password)"),
            opaque);
    if (scheme.isEmpty())
        return badUrl(text,
                      SqlDialect::tr("it names a user and password like a URL but has no scheme"),
                      opaque);
    if (scheme != QLatin1String("postgresql") && scheme != QLatin1String("postgres"))
        return badUrl(text,
                      SqlDialect::tr("unsupported scheme '%1'; a database is a file path or a "
                                     "postgresql:// URL")
                          .arg(scheme.left(40)),
                      opaque);
    if (!text.contains(QLatin1String("://")))
        return badUrl(text, SqlDialect::tr("the '//' after '%1:' is missing").arg(scheme), opaque);
    return std::nullopt;
}

// The URL's query: `schema`, and the libpq options passed on (into `options`); what is kept
// of it for display goes into `kept`. Only options that cannot redirect the connection
// elsewhere or inject others: QPSQL joins them with ';' into a libpq conninfo string.
std::optional<Error> readQuery(const QString &text, const QUrl &url, const QString &base,
                               PgLocation &loc, QStringList &options, QUrlQuery &kept) {
    static const QStringList allowed{QStringLiteral("sslmode"), QStringLiteral("connect_timeout"),
                                     QStringLiteral("application_name"),
                                     QStringLiteral("sslrootcert")};
    static const QRegularExpression safeValue(QStringLiteral("^[A-Za-z0-9_./-]+$"));
    static const QRegularExpression identifier(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (key == QLatin1String("schema")) {
            if (!identifier.match(value).hasMatch())
                return badUrl(text, SqlDialect::tr("schema must be a lower-case SQL name"), base);
            loc.schema = value;
            kept.addQueryItem(key, value);
        } else if (allowed.contains(key) && safeValue.match(value).hasMatch()) {
            options << key + QLatin1Char('=') + value;
            kept.addQueryItem(key, value);
        } else {
            return badUrl(text,
                          SqlDialect::tr("unsupported option '%1' (use schema, sslmode, "
                                         "connect_timeout, application_name or sslrootcert)")
                              .arg(key.left(40)),
                          base);
        }
    }
    return std::nullopt;
}

} // namespace

Result<PgLocation> SqlDialect::parseUrl(const QString &text) {
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (auto e = schemeError(text, url, scheme))
        return *e;
    PgLocation loc;
    loc.host = url.host();
    loc.port = url.port(5432);
    loc.user = url.userName();
    loc.password = url.password();
    loc.database = url.path().mid(1);
    // Shown in messages, settings and the window title: no password, and of the query only
    // the options we pass on.
    QUrl shown = url;
    shown.setPassword(QString());
    shown.setQuery(QString());
    shown.setFragment(QString());
    const QString base = shown.toString();
    if (loc.host.isEmpty())
        return badUrl(text, tr("no host"), base);
    if (loc.database.isEmpty() || loc.database.contains(QLatin1Char('/')))
        return badUrl(text, tr("no database name"), base);
    QStringList options;
    QUrlQuery kept;
    if (auto e = readQuery(text, url, base, loc, options, kept))
        return *e;
    if (!kept.isEmpty())
        shown.setQuery(kept);
    loc.display = shown.toString();
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

qint64 SqlDialect::insertedId(Backend backend, Query &query) {
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
    // same uuid or series between our check and our insert: the retry sees it and skips);
    // a lost connection (class 08, or none at all) and a server shutting down or starting
    // (57P01-57P03, 53300 too many connections): a new connection may succeed.
    return code == QLatin1String("40001") || code == QLatin1String("40P01")
           || code == QLatin1String("23505") || code.startsWith(QLatin1String("08"))
           || code == QLatin1String("57P01") || code == QLatin1String("57P02")
           || code == QLatin1String("57P03") || code == QLatin1String("53300")
           || (code.isEmpty() && error.type() == QSqlError::ConnectionError);
}

ErrorKind SqlDialect::errorKind(Backend backend, const QSqlError &error) {
    const QString code = error.nativeErrorCode();
    if (backend == Backend::SQLite) {
        switch (code.toInt() & 0xff) {
        case 5: // SQLITE_BUSY
        case 6: // SQLITE_LOCKED
            return ErrorKind::Retryable;
        case 8: // SQLITE_READONLY
            return ErrorKind::ReadOnly;
        case 13: // SQLITE_FULL
            return ErrorKind::DiskFull;
        case 11: // SQLITE_CORRUPT: "database disk image is malformed"
        case 26: // SQLITE_NOTADB
            return ErrorKind::Corrupt;
        default:
            return ErrorKind::Failed;
        }
    }
    // invalid_password when the server says so (its SQLSTATE); a
    // connection that could not even ask is told apart by Database (libpq's own answer,
    // PQconnectionNeedsPassword), never by libpq's words, which follow the user's language.
    if (code == QLatin1String("28P01"))
        return ErrorKind::NeedsPassword;
    if (isRetryable(backend, error))
        return ErrorKind::Retryable;
    if (code == QLatin1String("53100")) // disk_full
        return ErrorKind::DiskFull;
    if (code == QLatin1String("25006") || code == QLatin1String("42501"))
        return ErrorKind::ReadOnly; // read_only_sql_transaction, insufficient_privilege
    if (code == QLatin1String("XX001") || code == QLatin1String("XX002"))
        return ErrorKind::Corrupt; // data_corrupted, index_corrupted
    if (code.startsWith(QLatin1String("22")))
        return ErrorKind::InvalidInput; // data exception: a value the column cannot hold
    return ErrorKind::Failed;
}

QString SqlDialect::textOrder(Backend backend, const QString &expr) {
    return backend == Backend::PostgreSQL ? QStringLiteral("lower(%1) COLLATE \"C\"").arg(expr)
                                          : QStringLiteral("lower(%1)").arg(expr);
}

QString SqlDialect::utcMinute(Backend backend, const QString &msColumn) {
    return backend == Backend::PostgreSQL
               ? QStringLiteral("to_char(to_timestamp(%1 / 1000.0::double precision) AT TIME "
                                "ZONE 'UTC', 'YYYY-MM-DD HH24:MI')")
                     .arg(msColumn)
               : QStringLiteral("strftime('%Y-%m-%d %H:%M', %1 / 1000, 'unixepoch')").arg(msColumn);
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
