// SPDX-License-Identifier: MIT
#pragma once

// The storage tests run against SQLite always and, as the `*_pg` ctest entries, against
// PostgreSQL when ROOFLINE_TEST_PG_URL names a server (scripts/test-postgres.sh start prints
// it). Each database a test opens there is a fresh schema of its own (`?schema=t_…`), so
// tests never see each other's rows; cleanupTestCase drops them.
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace roofline::testing {

inline bool wantPostgres() {
    return qEnvironmentVariable("ROOFLINE_TEST_BACKEND") == QLatin1String("postgresql");
}

inline QString postgresUrl() {
    return qEnvironmentVariable("ROOFLINE_TEST_PG_URL");
}

inline QStringList &createdSchemas() {
    static QStringList schemas;
    return schemas;
}

// A URL of the test server with a schema nobody used yet.
inline QString freshPostgresUrl() {
    const QString schema =
        QStringLiteral("t_%1_%2")
            .arg(QCoreApplication::applicationPid())
            .arg(QRandomGenerator::global()->generate64() & 0xffffffffffffULL, 0, 16);
    createdSchemas() << schema;
    const QString base = postgresUrl();
    return base + (base.contains(QLatin1Char('?')) ? QLatin1Char('&') : QLatin1Char('?'))
           + QStringLiteral("schema=") + schema;
}

// Where the test's database lives: a file in `dir`, or a fresh PostgreSQL schema.
inline QString testLocation(const QTemporaryDir &dir, const QString &file) {
    return wantPostgres() ? freshPostgresUrl() : dir.filePath(file);
}

// Runs SQL on the test server through a connection of its own (outside Database).
inline bool postgresExec(const QStringList &statements) {
    const QUrl url(postgresUrl());
    bool ok = true;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("test-maintenance"));
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
        ok = db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("SET client_min_messages = warning"));
        for (const QString &sql : statements)
            ok = ok && q.exec(sql);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-maintenance"));
    return ok;
}

inline void dropTestSchemas() {
    QStringList drops;
    for (const QString &schema : std::as_const(createdSchemas()))
        drops << QStringLiteral("DROP SCHEMA IF EXISTS \"%1\" CASCADE").arg(schema);
    if (!drops.isEmpty() && !postgresUrl().isEmpty())
        postgresExec(drops);
    createdSchemas().clear();
}

} // namespace roofline::testing

// In initTestCase: the PostgreSQL variant of a test is skipped, saying why, without a server.
#define ROOFLINE_REQUIRE_TEST_BACKEND()                                                            \
    do {                                                                                           \
        if (roofline::testing::wantPostgres() && roofline::testing::postgresUrl().isEmpty())       \
            QSKIP("PostgreSQL variant: ROOFLINE_TEST_PG_URL is not set; run "                      \
                  "eval \"$(scripts/test-postgres.sh start)\" first");                             \
    } while (false)
