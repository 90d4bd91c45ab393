// SPDX-License-Identifier: MIT
// Another process holds the database's write lock for 11 s at the very moment a run finishes
// (as `roofline runs import` does while it parses a large file): the finish waits and retries
// (--store-retry, 30 s by default) instead of giving up, so the run ends complete with every
// measurement, exit 0, never "failed: interrupted".
#include "Reliability.h"
#include "support/Waits.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace roofline;
using namespace reliability;

class TestLockedFinish : public QObject {
    Q_OBJECT

private slots:
    void writeLockHeldAtFinish() {
        QTemporaryDir home;
        const QString db = home.filePath(QStringLiteral("locked.sqlite"));
        const QString log = home.filePath(QStringLiteral("engine.log"));
        const QString gate = home.filePath(QStringLiteral("done.gate"));
        constexpr int kCount = 20;
        QProcessEnvironment env = streaming(home, kCount, QStringLiteral("0.02"), log);
        env.insert(QStringLiteral("FAKE_PROBE_DONE_GATE"), gate);
        QCOMPARE(
            run({QStringLiteral("--db"), db, QStringLiteral("runs"), QStringLiteral("list")}, env)
                .exitCode,
            0);

        QProcess probe;
        probe.setProcessEnvironment(env);
        probe.start(rooflineCli(), {QStringLiteral("--db"), db, QStringLiteral("--json"),
                                    QStringLiteral("probe")});
        QVERIFY(probe.waitForStarted());
        // Every measurement written and stored; the engine now waits for the gate.
        QTRY_COMPARE_WITH_TIMEOUT(loggedLines(log), kCount, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!storedRuns(db).isEmpty()
                                     && storedRuns(db).constFirst().measurements.size() == kCount,
                                 10000);
        QCOMPARE(storedRuns(db).constFirst().status, Run::Status::Running);

        // This test process is the other writer: its own connection, BEGIN IMMEDIATE.
        QSqlDatabase holder =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        holder.setDatabaseName(db);
        holder.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        QVERIFY(holder.open());
        QSqlQuery lock(holder);
        QVERIFY2(lock.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(lock.lastError().text()));

        QFile gateFile(gate);
        QVERIFY(gateFile.open(QIODevice::WriteOnly));
        gateFile.close();
        QElapsedTimer held;
        held.start();
        support::holdFor(11000, "longer than the 10 s busy timeout: it must not give up");
        // Still waiting for the lock: it neither gave up nor finished without it.
        QCOMPARE(probe.state(), QProcess::Running);
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        lock.finish();
        const qint64 lockMs = held.elapsed();

        QVERIFY(probe.waitForFinished(40000));
        const QString err = QString::fromUtf8(probe.readAllStandardError());
        const QJsonObject json = QJsonDocument::fromJson(probe.readAllStandardOutput()).object();
        QVERIFY2(probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0,
                 qPrintable(err));
        QCOMPARE(json.value(QStringLiteral("stored")).toBool(), true);
        QCOMPARE(oneCompleteRun(db, kCount), QString());
        holder.close();
        qInfo("write lock held %lld ms by another process when the run finished: exit 0, "
              "complete, %d of %d measurements stored",
              lockMs, kCount, kCount);
    }
};

QTEST_GUILESS_MAIN(TestLockedFinish)
#include "tst_lockedfinish.moc"
