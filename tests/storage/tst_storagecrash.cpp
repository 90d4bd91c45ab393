// SPDX-License-Identifier: MIT
// A process killed with SIGKILL in the middle of storing: the database stays consistent,
// earlier runs are intact and the run being written is absent or marked failed.
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "support/Waits.h"

#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace roofline;
using namespace roofline::storage;

namespace {

// Starts the helper and kills it mid-write once it reported `lines` commits.
int runAndKill(const QString &db, const QString &mode, int lines, int delayMs) {
    QProcess p;
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/tests/storage/storage_writer_helper"), {db, mode});
    if (!p.waitForStarted())
        return -1;
    int seen = 0;
    QByteArray out;
    while (seen < lines && p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        out += p.readAllStandardOutput();
        seen = int(out.count('\n'));
    }
    // Land inside the next transaction rather than between two.
    support::holdFor(delayMs, "a kill inside the transaction that follows");
    // Never kill(0, …): once the helper ended, processId() is 0 and that would signal this
    // whole process group (the test runner included).
    if (p.state() == QProcess::Running && p.processId() > 0)
        ::kill(pid_t(p.processId()), SIGKILL);
    p.waitForFinished();
    out += p.readAllStandardOutput();
    return int(out.count('\n'));
}

QString integrity(const Database &db) {
    QSqlQuery q(db.connection());
    return q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next() ? q.value(0).toString()
                                                                        : QStringLiteral("?");
}

qint64 scalar(const Database &db, const QString &sql) {
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

} // namespace

class TestStorageCrash : public QObject {
    Q_OBJECT

private slots:
    void killedDuringWholeRunInsert_data() {
        QTest::addColumn<int>("delayMs");
        QTest::newRow("early") << 5;
        QTest::newRow("mid") << 40;
        QTest::newRow("late") << 90;
    }

    void killedDuringWholeRunInsert() {
        QFETCH(int, delayMs);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crash.sqlite"));
        const int reported = runAndKill(path, QStringLiteral("whole"), 2, delayMs);
        QVERIFY(reported >= 2);
        const auto db = DatabaseOpener::open(path);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QCOMPARE(integrity(*db), QStringLiteral("ok"));
        RunRepository repo(*db);
        const qint64 runs = *repo.count();
        // Every reported commit is there; at most one more committed before the kill landed.
        QVERIFY(runs == reported || runs == reported + 1);
        // No half-written run: every stored run has all its measurements.
        QCOMPARE(
            scalar(*db, QStringLiteral("SELECT count(*) FROM runs WHERE measurement_count <> 2000"
                                       " OR status <> 'complete'")),
            0);
        QCOMPARE(scalar(*db, QStringLiteral("SELECT count(*) FROM measurements")), runs * 2000);
        QCOMPARE(repo.get(repo.list()->last().id)->measurements.size(), 2000);
        db->closeConnection();
    }

    void killedWhileRunnerAppends() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runner.sqlite"));
        const int reported = runAndKill(path, QStringLiteral("runner"), 3, 30);
        QVERIFY(reported >= 3);
        // Opening marks the run of the dead writer failed.
        const auto db = DatabaseOpener::open(path);
        QVERIFY(db.ok());
        QCOMPARE(integrity(*db), QStringLiteral("ok"));
        const auto runs = RunRepository(*db).list();
        QCOMPARE(runs->size(), 1);
        const Run run = *RunRepository(*db).get(runs->first().id);
        QCOMPARE(run.status, Run::Status::Failed);
        QVERIFY(run.reason.contains(QLatin1String("interrupted")));
        // Whole batches only, and the count agrees with the rows.
        QCOMPARE(run.measurements.size() % 500, 0);
        QVERIFY(run.measurements.size() >= reported * 500);
        QCOMPARE(run.measurementCount, run.measurements.size());
        db->closeConnection();
    }
};

QTEST_GUILESS_MAIN(TestStorageCrash)
#include "tst_storagecrash.moc"
