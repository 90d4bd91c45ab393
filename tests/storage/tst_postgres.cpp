// SPDX-License-Identifier: MIT
// PostgreSQL only: the schema version in the meta table, a newer or foreign database refused
// untouched, nodes migrating at once, and writer processes storing into one database at once
// (every run exactly once). Skipped without ROOFLINE_TEST_PG_URL.
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/Query.h"
#include "storage/RunRepository.h"
#include "storage/SqlDialect.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

using namespace roofline;
using namespace roofline::storage;

namespace {

qint64 scalar(const Database &db, const QString &sql) {
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

QString schemaOf(const QString &url) {
    return url.section(QStringLiteral("schema="), 1);
}

} // namespace

class TestPostgres : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void createsAndRecordsVersion() {
        const QString url = testing::freshPostgresUrl();
        const auto db = DatabaseOpener::open(url);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QVERIFY(db->isPostgres());
        QCOMPARE(scalar(*db, QStringLiteral("SELECT CAST(value AS INTEGER) FROM meta"
                                            " WHERE key = 'schema_version'")),
                 qint64(Database::kSchemaVersion));
        // Doubles are 8 bytes here too, and samples survive exactly.
        RunRepository repo(*db);
        Run run = testing::syntheticRun(1, 20, 7);
        run.measurements[0].value = 0.1 + 0.2;
        run.measurements[0].samples = QList<double>{1e-308, 3.0123e12, 2.734e-7};
        const auto id = repo.insert(run);
        QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().message));
        QCOMPARE(repo.get(*id)->measurements, run.measurements);
        QVERIFY(DatabaseOpener::open(url).ok());
    }

    // Values travel apart from the SQL text (libpq's PQexecParams), not as literals QPSQL would
    // format into it: quotes, backslashes, bytes and doubles come back exactly, a '?' inside a
    // string literal stays text, and text PostgreSQL cannot hold (U+0000) is an error that
    // names it instead of a string cut short.
    void valuesAreBoundNotInlined() {
        const auto db = DatabaseOpener::open(testing::freshPostgresUrl());
        QVERIFY(db.ok());
        const QString tricky = QStringLiteral("it's \\ a \"test\"; DROP TABLE runs; -- ' || '");
        const QByteArray bytes("\0\x01'\\\xff", 5);
        Query q(*db);
        q.prepare(QStringLiteral("SELECT CAST(? AS TEXT), '?', CAST(? AS DOUBLE PRECISION),"
                                 " CAST(? AS BYTEA), CAST(? AS BIGINT)"));
        q.addBindValue(tricky);
        q.addBindValue(0.1 + 0.2);
        q.addBindValue(bytes);
        q.addBindValue(qint64(9007199254740993));
        QVERIFY2(q.exec() && q.next(), qPrintable(q.lastError().text()));
        QCOMPARE(q.value(0).toString(), tricky);
        QCOMPARE(q.value(1).toString(), QStringLiteral("?"));
        QCOMPARE(q.value(2).toDouble(), 0.1 + 0.2);
        QCOMPARE(q.value(3).toByteArray(), bytes);
        QCOMPARE(q.value(4).toLongLong(), qint64(9007199254740993));
        q.prepare(
            QStringLiteral("SELECT CAST(:a AS BIGINT) + CAST(:a AS BIGINT), CAST(:b AS TEXT)"));
        q.bindValue(QStringLiteral(":a"), 20);
        q.bindValue(QStringLiteral(":b"), QStringLiteral("named"));
        QVERIFY2(q.exec() && q.next(), qPrintable(q.lastError().text()));
        QCOMPARE(q.value(0).toLongLong(), 40);
        QCOMPARE(q.value(1).toString(), QStringLiteral("named"));
        q.prepare(QStringLiteral("SELECT CAST(? AS TEXT)"));
        q.addBindValue(QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b")));
        QVERIFY(!q.exec());
        QVERIFY2(q.lastError().text().contains(QLatin1String("U+0000")),
                 qPrintable(q.lastError().text()));
        QCOMPARE(SqlDialect::errorKind(Backend::PostgreSQL, q.lastError()),
                 ErrorKind::InvalidInput);
    }

    // A connection the server dropped is replaced at the next statement outside a transaction,
    // so a retry works without the caller knowing.
    void lostConnectionReconnects() {
        const auto db = DatabaseOpener::open(testing::freshPostgresUrl());
        QVERIFY(db.ok());
        Query pid(*db);
        QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
        const qint64 backend = pid.value(0).toLongLong();
        QVERIFY(testing::postgresExec(
            {QStringLiteral("SELECT pg_terminate_backend(%1)").arg(backend)}));
        Query first(*db);
        const bool ok = first.exec(QStringLiteral("SELECT 1"));
        if (!ok)
            QCOMPARE(SqlDialect::errorKind(Backend::PostgreSQL, first.lastError()),
                     ErrorKind::Retryable);
        Query again(*db);
        QVERIFY2(again.exec(QStringLiteral("SELECT pg_backend_pid()")) && again.next(),
                 qPrintable(again.lastError().text()));
        QVERIFY(again.value(0).toLongLong() != backend);
        QVERIFY(RunRepository(*db).count().ok());
    }

    void newerSchemaRefusedUntouched() {
        const QString url = testing::freshPostgresUrl();
        {
            const auto db = DatabaseOpener::open(url);
            QVERIFY(db.ok());
            QVERIFY(RunRepository(*db).insert(testing::syntheticRun(1, 5, 2)).ok());
            QSqlQuery q(db->connection());
            QVERIFY(q.exec(
                QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'")));
            db->closeConnection();
        }
        const auto again = DatabaseOpener::open(url);
        QVERIFY(!again.ok());
        QVERIFY2(again.error().message.contains(QLatin1String("newer Roofline Lab")),
                 qPrintable(again.error().message));
        QVERIFY2(again.error().message.contains(QLatin1String("postgresql://")),
                 qPrintable(again.error().message));
        QVERIFY(testing::postgresExec(
            {QStringLiteral("SET search_path TO %1").arg(schemaOf(url)),
             QStringLiteral("DO $$ BEGIN IF (SELECT value FROM meta WHERE key = "
                            "'schema_version') <> '99' OR (SELECT count(*) FROM runs) <> 1 THEN "
                            "RAISE EXCEPTION 'modified'; END IF; END $$")}));
    }

    void foreignTablesRefused() {
        const QString url = testing::freshPostgresUrl();
        const QString schema = schemaOf(url);
        QVERIFY(testing::postgresExec(
            {QStringLiteral("CREATE SCHEMA %1").arg(schema),
             QStringLiteral("CREATE TABLE %1.contacts (name TEXT)").arg(schema)}));
        const auto db = DatabaseOpener::open(url);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(QLatin1String("another program")),
                 qPrintable(db.error().message));
    }

    void badUrlsAndPasswordsNeverShown() {
        auto db = DatabaseOpener::open(QStringLiteral("postgresql://user@/nodb"));
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(QLatin1String("no host")),
                 qPrintable(db.error().message));
        db = DatabaseOpener::open(QStringLiteral("postgresql://u@localhost/x?host=evil"));
        QVERIFY(!db.ok());
        QVERIFY(db.error().message.contains(QLatin1String("unsupported option")));
        // Nothing listens on port 1: the error names the URL, never the password.
        db = DatabaseOpener::open(QStringLiteral("postgresql://u:s3cret@127.0.0.1:1/x"));
        QVERIFY(!db.ok());
        QVERIFY2(!db.error().message.contains(QLatin1String("s3cret")),
                 qPrintable(db.error().message));
        QVERIFY2(db.error().message.contains(QLatin1String("127.0.0.1:1/x")),
                 qPrintable(db.error().message));
    }

    // Nodes starting together all migrate the same fresh database: one does, the rest wait
    // on the advisory lock and find it done.
    void concurrentMigrations() {
        const QString url = testing::freshPostgresUrl();
        QList<QThread *> threads;
        QAtomicInt failures = 0;
        for (int i = 0; i < 6; ++i) {
            threads << QThread::create([&] {
                const auto db = DatabaseOpener::open(url);
                if (!db.ok()) {
                    qWarning("%s", qPrintable(db.error().message));
                    failures.fetchAndAddRelaxed(1);
                }
            });
            threads.last()->start();
        }
        for (QThread *t : std::as_const(threads)) {
            QVERIFY(t->wait(60000));
            delete t;
        }
        QCOMPARE(failures.loadRelaxed(), 0);
    }

    // Several processes store at once: their own runs, and the same runs (equal uuids)
    // raced by all of them. Every run ends up stored exactly once, none lost.
    void concurrentWriterProcesses() {
        const QString url = testing::freshPostgresUrl();
        const auto db = DatabaseOpener::open(url);
        QVERIFY(db.ok());
        constexpr int kWriters = 6;
        constexpr int kOwn = 10;
        constexpr int kShared = 8;
        QList<QProcess *> procs;
        for (int i = 0; i < kWriters; ++i) {
            for (const char *mode : {"count", "shared"}) {
                auto *p = new QProcess(this);
                p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
                p->start(QStringLiteral(ROOFLINE_BINARY_DIR "/tests/storage/storage_writer_helper"),
                         {url, QLatin1String(mode),
                          QString::number(qstrcmp(mode, "count") == 0 ? kOwn : kShared)});
                procs << p;
            }
        }
        for (QProcess *p : std::as_const(procs)) {
            QVERIFY(p->waitForFinished(120000));
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            QCOMPARE(p->exitCode(), 0);
            delete p;
        }
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM runs")),
                 qint64(kWriters * kOwn + kShared));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(DISTINCT lower(uuid)) FROM runs")),
                 qint64(kWriters * kOwn + kShared));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM measurements")),
                 qint64((kWriters * kOwn + kShared) * 50));
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM runs WHERE measurement_count"
                                            " <> 50")),
                 qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestPostgres)
#include "tst_postgres.moc"
