// SPDX-License-Identifier: MIT
// RunStore's heartbeat (issue 31): while a run is begun and not finished in the database, its
// writer renews the run's heartbeat, so a run measuring for longer than the lease never reads
// as abandoned; once the writer is gone (killed: nothing renews it) the run reads abandoned
// after the lease, with its measurements, and nothing stored was rewritten by the readers.
#include "runner/RunStore.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "storage/RunRows.h"
#include "support/Waits.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace roofline;

namespace {

Run header() {
    Run run;
    run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.suite = QStringLiteral("quick");
    run.host.hostname = QStringLiteral("node-a");
    run.device.id = QStringLiteral("cpu");
    run.device.name = QStringLiteral("Test CPU");
    return run;
}

Measurement measurement(int i) {
    Measurement m;
    m.probe = QStringLiteral("cpu.bandwidth");
    m.metric = QStringLiteral("bandwidth");
    m.level = QStringLiteral("L1");
    m.kernel = QStringLiteral("read");
    m.workingSetBytes = 16384 * (i + 1);
    m.threads = 1;
    m.unit = QStringLiteral("B/s");
    m.value = m.best = m.min = m.median = m.max = m.mean = 1e11;
    m.n = 1;
    return m;
}

} // namespace

class TestRunStore : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("ROOFLINE_RUN_LEASE", "1"); }
    void cleanupTestCase() { qunsetenv("ROOFLINE_RUN_LEASE"); }

    void heartbeatKeepsALiveRunAndStopsWithItsWriter() {
        QCOMPARE(storage::RunRows::heartbeatIntervalMs(), qint64(100));
        QTemporaryDir dir;
        const auto db = storage::DatabaseOpener::open(dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(db.ok());
        storage::RunRepository repo(*db);
        auto *store = new runner::RunStore(*db, {dir.filePath(QStringLiteral("spool"))});
        store->begin(header());
        store->append(QStringLiteral("cpu"), measurement(0));
        const qint64 id = store->run(QStringLiteral("cpu")).id;
        QVERIFY(id > 0);
        // 3.5 leases with no measurement stored: only the heartbeat keeps it alive.
        QElapsedTimer clock;
        clock.start();
        int checks = 0;
        while (clock.elapsed() < 3500) {
            roofline::support::holdFor(
                200, "leases pass with no measurement: only the heartbeat keeps it alive");
            QCOMPARE(repo.get(id)->status, Run::Status::Running);
            ++checks;
        }
        QVERIFY(checks >= 10);
        // The writer dies without a word (as under SIGKILL: no finish, no more heartbeats).
        delete store;
        QTRY_COMPARE_WITH_TIMEOUT(repo.get(id)->status, Run::Status::Abandoned, 5000);
        QCOMPARE(repo.get(id)->measurements.size(), 1);
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT status FROM runs WHERE id = %1").arg(id)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("running"));
    }

    // A finished run stops the heartbeat: its row is left alone afterwards.
    void finishedRunIsNotRenewed() {
        QTemporaryDir dir;
        const auto db = storage::DatabaseOpener::open(dir.filePath(QStringLiteral("f.sqlite")));
        QVERIFY(db.ok());
        runner::RunStore store(*db, {dir.filePath(QStringLiteral("spool"))});
        store.begin(header());
        store.finish(QStringLiteral("cpu"), Run::Status::Complete, QString(),
                     QDateTime::currentDateTimeUtc());
        QVERIFY(store.whole());
        const qint64 id = store.run(QStringLiteral("cpu")).id;
        const auto heartbeat = [&] {
            QSqlQuery q(db->connection());
            return q.exec(QStringLiteral("SELECT heartbeat_at FROM runs WHERE id = %1").arg(id))
                           && q.next()
                       ? q.value(0).toLongLong()
                       : -1;
        };
        const qint64 before = heartbeat();
        QVERIFY(before > 0);
        roofline::support::holdFor(
            400, "time passes after the finish: the heartbeat must not renew the row");
        QCOMPARE(heartbeat(), before);
        QCOMPARE(storage::RunRepository(*db).get(id)->status, Run::Status::Complete);
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "tst_runstore.moc"
