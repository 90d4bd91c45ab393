// SPDX-License-Identifier: MIT
// A shared PostgreSQL database that goes away during a probe (stopped and restarted), or turns
// read-only (a failover to a standby looks like that): the probe rides out a short outage and
// stores everything (exit 0), or exits 4 with every measurement in its spool bundle, which
// `roofline runs import` completes once the server is back: 0 measurements lost. The server is
// one of this test's own (scripts/test-postgres.sh, a throwaway cluster on its own port), so
// the CI's shared server keeps running for the other tests.
#include "Reliability.h"
#include "support/Waits.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

using namespace roofline;
using namespace reliability;

namespace {

QString script() {
    return QStringLiteral(ROOFLINE_SOURCE_DIR "/scripts/test-postgres.sh");
}

bool server(const QString &command, const QString &dir) {
    QProcess p;
    p.start(QStringLiteral("bash"), {script(), command, dir});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestPgOutage : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_dir;
    QString m_url;
    QString m_log; // the running probe's engine log
    int m_probes = 0;

    // The engine has written `count` measurements of the running probe's stream.
    bool streamed(int count) const {
        return support::waitFor([&] { return loggedLines(m_log) >= count; }, 30000);
    }
    int m_schema = 0;

    QString freshUrl() { return m_url + QStringLiteral("?schema=outage_%1").arg(++m_schema); }

    // Runs SQL as the cluster's superuser (the throwaway cluster's only user).
    bool sql(const QString &statement) {
        const QUrl url(m_url);
        bool ok = false;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("admin"));
            db.setHostName(url.host());
            db.setPort(url.port());
            db.setUserName(url.userName());
            db.setDatabaseName(url.path().mid(1));
            if (db.open()) {
                QSqlQuery q(db);
                ok = q.exec(statement);
                if (!ok)
                    qWarning("%s: %s", qPrintable(statement), qPrintable(q.lastError().text()));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("admin"));
        return ok;
    }

    // A fresh schema of the test server, created the way a user would.
    QString freshDatabase() {
        const QString url = freshUrl();
        const Outcome o =
            run({QStringLiteral("--db"), url, QStringLiteral("runs"), QStringLiteral("list")},
                environment(m_home));
        if (o.exitCode != 0)
            qFatal("cannot create %s: %s", qPrintable(url), qPrintable(o.err));
        return url;
    }

    // `roofline runs import SPOOL` into `url`: "" when it worked.
    QString importSpool(const QString &url, const QString &spool) {
        const Outcome o = run(
            {QStringLiteral("--db"), url, QStringLiteral("runs"), QStringLiteral("import"), spool},
            environment(m_home));
        return o.exitCode == 0 ? QString() : o.err;
    }

    // Starts a probe into `url`, runs `during` once ten measurements are out, waits for the
    // end. m_log is the engine's log meanwhile (loggedLines).
    std::pair<int, QJsonObject> probe(const QString &url, int count, double storeRetry,
                                      const std::function<void()> &during, QString *err) {
        m_log = m_home.filePath(QStringLiteral("stream-%1.log").arg(++m_probes));
        QProcess p;
        p.setProcessEnvironment(
            reliability::streaming(m_home, count, QStringLiteral("0.03"), m_log));
        p.start(rooflineCli(),
                {QStringLiteral("--db"), url, QStringLiteral("--json"), QStringLiteral("probe"),
                 QStringLiteral("--store-retry"), QString::number(storeRetry)});
        if (!p.waitForStarted())
            return {-1, {}};
        if (!streamed(10))
            qWarning("the fake engine wrote %d measurements in 30 s", loggedLines(m_log));
        during();
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
        }
        *err = QString::fromUtf8(p.readAllStandardError());
        return {p.exitCode(), QJsonDocument::fromJson(p.readAllStandardOutput()).object()};
    }

private slots:
    void initTestCase() {
        // A random port of its own; another server may hold it (CI's shared one): try again.
        QString out;
        QString why;
        for (int attempt = 0; attempt < 3 && out.isEmpty(); ++attempt) {
            QProcess start;
            start.start(QStringLiteral("bash"), {script(), QStringLiteral("start")});
            if (start.waitForFinished(120000) && start.exitCode() == 0)
                out = QString::fromUtf8(start.readAllStandardOutput());
            else
                why = QString::fromUtf8(start.readAllStandardError()).trimmed();
        }
        if (out.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server to start (%1)").arg(why)));
        static const QRegularExpression dir(QStringLiteral("ROOFLINE_TEST_PG_DIR=(\\S+)"));
        static const QRegularExpression url(QStringLiteral("ROOFLINE_TEST_PG_URL=(\\S+)"));
        m_dir = dir.match(out).captured(1);
        m_url = url.match(out).captured(1);
        QVERIFY2(!m_dir.isEmpty() && !m_url.isEmpty(), qPrintable(out));
    }

    // A server that wants a password nobody gave: the error's kind says so (needs-password in
    // --json, what the app's password prompt branches on), told by libpq's own answer, not by
    // its words; with the password the same command works.
    void missingPasswordIsAKind() {
        QVERIFY(sql(QStringLiteral("CREATE ROLE pw LOGIN PASSWORD 'secret-pw'")));
        const QUrl admin(m_url);
        QVERIFY(sql(QStringLiteral("GRANT CREATE ON DATABASE %1 TO pw").arg(admin.path().mid(1))));
        // Password authentication for that role only; everyone else stays trusted.
        QFile hba(m_dir + QStringLiteral("/data/pg_hba.conf"));
        QVERIFY(hba.open(QIODevice::ReadOnly));
        const QByteArray before = hba.readAll();
        hba.close();
        QVERIFY(hba.open(QIODevice::WriteOnly | QIODevice::Truncate));
        hba.write("host all pw 127.0.0.1/32 scram-sha-256\nhost all pw ::1/128 scram-sha-256\n"
                  + before);
        hba.close();
        QVERIFY(sql(QStringLiteral("SELECT pg_reload_conf()")));
        QUrl url(m_url);
        url.setUserName(QStringLiteral("pw"));
        url.setQuery(QStringLiteral("schema=pw_test"));
        const QList<std::pair<QString, QString>> noPassword{
            {QStringLiteral("PGPASSFILE"), m_home.filePath(QStringLiteral("no-pgpass"))}};
        auto env = environment(m_home, noPassword);
        env.remove(QStringLiteral("PGPASSWORD"));
        const QStringList args{QStringLiteral("--db"), url.toString(), QStringLiteral("--json"),
                               QStringLiteral("runs"), QStringLiteral("list")};
        const Outcome refused = run(args, env);
        QVERIFY2(refused.exitCode == 1, qPrintable(refused.err));
        const QJsonObject error =
            QJsonDocument::fromJson(refused.out).object().value(QStringLiteral("error")).toObject();
        QCOMPARE(error.value(QStringLiteral("kind")).toString(), QStringLiteral("needs-password"));
        QVERIFY2(!refused.err.contains(QStringLiteral("secret-pw")), qPrintable(refused.err));
        env.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("wrong"));
        const Outcome wrong = run(args, env);
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(QJsonDocument::fromJson(wrong.out)
                     .object()
                     .value(QStringLiteral("error"))
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("needs-password"));
        env.insert(QStringLiteral("PGPASSWORD"), QStringLiteral("secret-pw"));
        const Outcome listed = run(args, env);
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        // Restore the server for the other tests.
        QVERIFY(hba.open(QIODevice::WriteOnly | QIODevice::Truncate));
        hba.write(before);
        hba.close();
        QVERIFY(sql(QStringLiteral("SELECT pg_reload_conf()")));
    }

    // Stopped for about a second and a half, then started again, while the probe streams: the
    // runner reconnects and stores everything; exit 0.
    void restartedDuringProbe() {
        const QString url = freshDatabase();
        QString err;
        const auto [rc, json] = probe(
            url, 60, 10,
            [&] {
                QVERIFY(server(QStringLiteral("pause"), m_dir));
                // Down while the stream goes on: up to its 50th measurement, about 1.2 s.
                QVERIFY(streamed(50));
                QVERIFY(server(QStringLiteral("resume"), m_dir));
            },
            &err);
        QVERIFY2(rc == 0, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("cannot be reached")), qPrintable(err));
        QCOMPARE(json.value(QStringLiteral("stored")).toBool(), true);
        const QString holds = oneCompleteRun(url, 60);
        QVERIFY2(holds.isEmpty(), qPrintable(holds));
        qInfo("PostgreSQL stopped for 1.5 s and restarted during a probe: exit 0, 60 of 60 "
              "stored, complete");
    }

    // Down until the probe ends: exit 4, the spool holds every measurement; with the server
    // back, importing it completes the run.
    void downUntilTheEnd() {
        const QString url = freshDatabase();
        QString err;
        const auto [rc, json] = probe(
            url, 40, 1, [&] { QVERIFY(server(QStringLiteral("pause"), m_dir)); }, &err);
        QVERIFY(server(QStringLiteral("resume"), m_dir));
        QVERIFY2(rc == 4, qPrintable(err));
        const QString spool = json.value(QStringLiteral("spool")).toString();
        QVERIFY2(QFile::exists(spool), qPrintable(err));
        const qint64 storedBefore = json.value(QStringLiteral("stored_measurements")).toInteger();
        const QString imported = importSpool(url, spool);
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        const QString holds = oneCompleteRun(url, 40);
        QVERIFY2(holds.isEmpty(), qPrintable(holds));
        qInfo("PostgreSQL down until the probe ended: exit 4, %lld of 40 stored; after "
              "'runs import SPOOL': 40 of 40, complete",
              storedBefore);
    }

    // The server turns read-only in the middle (default_transaction_read_only, as after a
    // failover to a standby): named read-only, exit 4, spool; writable again, the import
    // completes the run.
    void readOnlyDuringProbe() {
        const QString url = freshDatabase();
        QString err;
        const auto [rc, json] = probe(
            url, 40, 1,
            [&] {
                QVERIFY(sql(QStringLiteral("ALTER SYSTEM SET default_transaction_read_only = on")));
                QVERIFY(sql(QStringLiteral("SELECT pg_reload_conf()")));
            },
            &err);
        QVERIFY(sql(QStringLiteral("ALTER SYSTEM RESET default_transaction_read_only")));
        QVERIFY(sql(QStringLiteral("SELECT pg_reload_conf()")));
        QVERIFY2(rc == 4, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("refuses to write")), qPrintable(err));
        const QString spool = json.value(QStringLiteral("spool")).toString();
        const qint64 storedBefore = json.value(QStringLiteral("stored_measurements")).toInteger();
        // The reload reaches new sessions: one may write again.
        QTRY_VERIFY_WITH_TIMEOUT(
            sql(QStringLiteral("DO $$ BEGIN IF current_setting('default_transaction_read_only') "
                               "= 'on' THEN RAISE EXCEPTION 'still read-only'; END IF; END $$")),
            10000);
        const QString imported = importSpool(url, spool);
        QVERIFY2(imported.isEmpty(), qPrintable(imported));
        const QString holds = oneCompleteRun(url, 40);
        QVERIFY2(holds.isEmpty(), qPrintable(holds));
        qInfo("PostgreSQL read-only from 0.5 s on: exit 4, %lld of 40 stored; after "
              "'runs import SPOOL': 40 of 40, complete",
              storedBefore);
    }

    void cleanupTestCase() {
        if (!m_dir.isEmpty())
            server(QStringLiteral("stop"), m_dir);
    }
};

QTEST_GUILESS_MAIN(TestPgOutage)
#include "tst_pgoutage.moc"
