// SPDX-License-Identifier: MIT
// Storing, listing and editing runs; the runner's begin/append/finish path; recovery of runs
// a dead process left unfinished; a writer thread storing while the GUI thread reads.
#include "model/RunBundle.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/FleetRepository.h"
#include "storage/RunRepository.h"
#include "storage/RunRows.h"
#include "storage/Transaction.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"
#include "support/Waits.h"

#include <QAtomicInt>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace roofline;
using namespace roofline::storage;

namespace {

Run comparable(Run run) {
    run.id = 0;
    run.measurementCount = run.measurements.size();
    return run;
}

qint64 rows(const Database &db, const QString &sql) {
    QSqlQuery q(db.connection());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

QString storedStatus(const Database &db, qint64 id) {
    QSqlQuery q(db.connection());
    return q.exec(QStringLiteral("SELECT status FROM runs WHERE id = %1").arg(id)) && q.next()
               ? q.value(0).toString()
               : QString();
}

// ROOFLINE_RUN_LEASE for one test, restored after it.
struct LeaseGuard {
    QByteArray before = qgetenv("ROOFLINE_RUN_LEASE");
    explicit LeaseGuard(const char *seconds) { qputenv("ROOFLINE_RUN_LEASE", seconds); }
    ~LeaseGuard() {
        if (before.isEmpty())
            qunsetenv("ROOFLINE_RUN_LEASE");
        else
            qputenv("ROOFLINE_RUN_LEASE", before);
    }
};

} // namespace

class TestRunRepository : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::optional<Database> m_db;
    QString m_location;

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void init() {
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite")));
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite-wal")));
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite-shm")));
        m_location = testing::testLocation(m_dir, QStringLiteral("runs.sqlite"));
        auto db = DatabaseOpener::open(m_location);
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        m_db = *db;
    }
    void cleanup() {
        m_db->closeConnection();
        m_db.reset();
    }

    void insertAndGetExact() {
        RunRepository repo(*m_db);
        const Run run = testing::syntheticRun(3, 120, 17);
        const auto id = repo.insert(run);
        QVERIFY(id.ok());
        const auto byId = repo.get(*id);
        QVERIFY(byId.ok());
        QCOMPARE(comparable(*byId), comparable(run));
        QCOMPARE(repo.find(run.uuid)->id, *id);
        QCOMPARE(repo.find(run.uuid.toUpper())->id, *id);
        QCOMPARE(repo.find(QString::number(*id))->uuid, run.uuid);
        const auto again = repo.insert(run);
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(run.uuid));
        QVERIFY(!repo.find(QStringLiteral("424242")).ok());
        // Series are shared: the same suite twice adds no series rows.
        const qint64 series = rows(*m_db, QStringLiteral("SELECT count(*) FROM series"));
        QVERIFY(repo.insert(testing::syntheticRun(4, 120, 17)).ok());
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM series")), series);
    }

    void listFiltersAndOrder() {
        RunRepository repo(*m_db);
        for (int i = 0; i < 9; ++i)
            QVERIFY(repo.insert(testing::syntheticRun(i, 3, 2)).ok());
        auto all = repo.list();
        QCOMPARE(all->size(), 9);
        QVERIFY(all->first().startedAt > all->last().startedAt);
        QCOMPARE(all->first().measurementCount, 3);
        QVERIFY(all->first().measurements.isEmpty());
        RunFilter f;
        f.host = QStringLiteral("node-1");
        QCOMPARE(repo.list(f)->size(), 2); // runs 1 and 8
        f = {};
        f.tag = QStringLiteral("lab-0");
        QCOMPARE(repo.list(f)->size(), 3);
        f = {};
        f.device = QStringLiteral("AMD EPYC 9654 (node-2)");
        QCOMPARE(repo.list(f)->size(), 1);
        f = {};
        f.limit = 4;
        f.offset = 8;
        QCOMPARE(repo.list(f)->size(), 1);
        f = {};
        f.from = testing::syntheticRun(5, 0, 0).startedAt;
        QCOMPARE(repo.list(f)->size(), 4);
    }

    // The run picker's search in SQL (RunQuery::words): every word in any of id, host,
    // device, suite, tags, notes, status, UTC start; LIKE's wildcards match literally; the
    // database and RunQuery::matches() agree run for run, and count() with list().
    void searchWordsAndIds_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<qint64>>("ids");
        QTest::addColumn<int>("expected");
        QTest::newRow("nothing") << QString() << QList<qint64>() << 12;
        QTest::newRow("host") << QStringLiteral("node-1") << QList<qint64>() << 2;
        QTest::newRow("two words, any case")
            << QStringLiteral("NODE-1  Lab-2") << QList<qint64>() << 1;
        QTest::newRow("id") << QStringLiteral("#1") << QList<qint64>() << 4; // 1, 10, 11, 12
        QTest::newRow("device") << QStringLiteral("h100") << QList<qint64>() << 1;
        QTest::newRow("percent literal") << QStringLiteral("0%") << QList<qint64>() << 1;
        QTest::newRow("underscore literal") << QStringLiteral("%_d") << QList<qint64>() << 1;
        QTest::newRow("escape character, notes") << QStringLiteral("a!b") << QList<qint64>() << 1;
        QTest::newRow("status") << QStringLiteral("cancel") << QList<qint64>() << 1;
        QTest::newRow("utc start") << QStringLiteral("2024-01-01 05:") << QList<qint64>() << 1;
        QTest::newRow("no match") << QStringLiteral("node-1 h100") << QList<qint64>() << 0;
        QTest::newRow("ids") << QString() << QList<qint64>{2, 5, 99} << 2;
        QTest::newRow("ids and words") << QStringLiteral("node-5") << QList<qint64>{2, 6} << 1;
    }
    void searchWordsAndIds() {
        QFETCH(QString, text);
        QFETCH(QList<qint64>, ids);
        QFETCH(int, expected);
        RunRepository repo(*m_db);
        for (int i = 0; i < 12; ++i) {
            Run run = testing::syntheticRun(i, 1, 1);
            if (i == 3)
                run.tags << QStringLiteral("100%_done");
            if (i == 4)
                run.notes = QStringLiteral("a!b");
            if (i == 6)
                run.status = Run::Status::Cancelled;
            if (i == 9) {
                run.device.id = QStringLiteral("cuda:0");
                run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
            }
            QVERIFY(repo.insert(run).ok());
        }
        const auto all = repo.list();
        QVERIFY(all.ok());
        RunQuery query;
        query.words = RunQuery::searchWords(text);
        query.ids = ids;
        QList<qint64> inMemory;
        for (const Run &r : *all) {
            if (query.matches(r))
                inMemory << r.id;
        }
        const auto found = repo.list(query);
        QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error().text()));
        QList<qint64> inSql;
        for (const Run &r : *found)
            inSql << r.id;
        QCOMPARE(inSql, inMemory);
        QCOMPARE(inSql.size(), expected);
        QCOMPARE(*repo.count(query), qint64(expected));
        // Paged like the picker pages it.
        query.limit = 1;
        query.offset = 0;
        if (expected > 0)
            QCOMPARE(repo.list(query)->first().id, inSql.first());
    }

    void tagsNotesDelete() {
        RunRepository repo(*m_db);
        const qint64 id = *repo.insert(testing::syntheticRun(1, 10, 3));
        QVERIFY(repo.addTag(id, QStringLiteral("golden")).ok());
        QVERIFY(repo.addTag(id, QStringLiteral("golden")).ok());
        QCOMPARE(repo.get(id)->tags,
                 (QStringList{QStringLiteral("lab-1"), QStringLiteral("golden")}));
        QVERIFY(repo.removeTag(id, QStringLiteral("lab-1")).ok());
        QCOMPARE(repo.get(id)->tags, QStringList{QStringLiteral("golden")});
        QVERIFY(repo.setNotes(id, QStringLiteral("after the fan swap")).ok());
        QCOMPARE(repo.get(id)->notes, QStringLiteral("after the fan swap"));
        QVERIFY(!repo.addTag(id + 1, QStringLiteral("x")).ok());
        QVERIFY(repo.remove(id).ok());
        QVERIFY(!repo.remove(id).ok());
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM measurements")), 0);
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM run_tags")), 0);
    }

    // An undone delete: the run comes back under its own id, measurements and tags whole; an
    // id another run holds by then gives a new one; a run still stored is a Conflict.
    void restoreKeepsTheId() {
        RunRepository repo(*m_db);
        const Run first = testing::syntheticRun(1, 10, 3);
        const qint64 a = *repo.insert(first);
        const qint64 b = *repo.insert(testing::syntheticRun(2, 10, 3));
        const qint64 c = *repo.insert(testing::syntheticRun(3, 10, 3));
        QVERIFY(repo.addTag(b, QStringLiteral("golden")).ok());
        const Run deleted = *repo.get(b);
        QVERIFY(repo.remove(b).ok());
        const auto back = repo.restore(deleted);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(*back, b);
        QCOMPARE(comparable(*repo.get(b)), comparable(deleted));
        QCOMPARE(repo.find(deleted.uuid)->id, b);
        QCOMPARE(repo.restore(deleted).error().kind, ErrorKind::Conflict);
        // Runs stored afterwards get ids of their own, past every restored one.
        const qint64 d = *repo.insert(testing::syntheticRun(4, 10, 3));
        QVERIFY(d > c);
        // The id is taken meanwhile: a new one, nothing overwritten.
        Run moved = *repo.get(c);
        QVERIFY(repo.remove(c).ok());
        moved.id = a;
        const auto elsewhere = repo.restore(moved);
        QVERIFY(elsewhere.ok());
        QVERIFY(*elsewhere != a);
        QCOMPARE(repo.get(a)->uuid, first.uuid);
        QCOMPARE(repo.get(*elsewhere)->uuid, moved.uuid);
        // insert() never takes the id it is given.
        Run fresh = testing::syntheticRun(5, 10, 3);
        fresh.id = 4242;
        QVERIFY(*repo.insert(fresh) != 4242);
    }

    // Rows an earlier version stored without a format for the CPU's fp64 memory probes read
    // as fp64 (MeasurementKind::normaliseLegacy): old and new runs compare row for row.
    void legacyFormatReadsAsFp64() {
        RunRepository repo(*m_db);
        Run run = testing::syntheticRun(1, 0, 0);
        Measurement bw;
        bw.probe = QStringLiteral("cpu.bandwidth");
        bw.metric = QStringLiteral("bandwidth");
        bw.level = QStringLiteral("DRAM");
        bw.unit = QStringLiteral("B/s");
        bw.value = 1e10;
        Measurement latency = bw;
        latency.probe = QStringLiteral("cpu.latency");
        latency.metric = QStringLiteral("latency");
        latency.unit = QStringLiteral("s");
        latency.value = 9e-8;
        run.measurements = {bw, latency};
        const qint64 id = *repo.insert(run); // stored as given, the old way
        const Run read = *repo.get(id);
        QCOMPARE(read.measurements.at(0).format, QStringLiteral("fp64"));
        QCOMPARE(read.measurements.at(1).format, QString());
    }

    void beginAppendFinish() {
        RunRepository repo(*m_db);
        Run header = testing::syntheticRun(2, 0, 0);
        const auto id = repo.begin(header);
        QVERIFY(id.ok());
        QCOMPARE(repo.get(*id)->status, Run::Status::Running);
        const Run full = testing::syntheticRun(2, 30, 5);
        QVERIFY(repo.append(*id, full.measurements.mid(0, 10)).ok());
        QVERIFY(repo.append(*id, full.measurements.mid(10)).ok());
        QVERIFY(
            repo.finish(*id, Run::Status::Cancelled, QStringLiteral("cancelled by the user")).ok());
        const Run stored = *repo.get(*id);
        QCOMPARE(stored.status, Run::Status::Cancelled);
        QCOMPARE(stored.reason, QStringLiteral("cancelled by the user"));
        QCOMPARE(stored.measurements, full.measurements);
        QVERIFY(!repo.append(*id, full.measurements).ok());
        QVERIFY(!repo.finish(*id, Run::Status::Complete).ok());
    }

    // What the runner learns while a run goes on (the engine's warnings, a case not measured
    // with its reason) is stored by finish: extra given replaces the unknown keys, none keeps
    // them.
    void finishStoresTheRunsWarnings() {
        RunRepository repo(*m_db);
        Run header = testing::syntheticRun(3, 0, 0);
        header.extra.insert(QStringLiteral("kept"), 1);
        const auto id = repo.begin(header);
        QVERIFY(id.ok());
        QJsonObject extra = header.extra;
        extra.insert(QStringLiteral("warnings"),
                     QJsonArray{QJsonObject{
                         {QStringLiteral("code"), QStringLiteral("not-measured")},
                         {QStringLiteral("case"),
                          QJsonObject{{QStringLiteral("id"), QStringLiteral("decode/fp8/b1")},
                                      {QStringLiteral("reason"), QStringLiteral("no fp8")}}}}});
        QVERIFY(repo.finish(*id, Run::Status::Complete, QString(), QDateTime::currentDateTimeUtc(),
                            extra)
                    .ok());
        QCOMPARE(repo.get(*id)->extra, extra);
        // Finished that way already: a retry succeeds and changes nothing.
        QVERIFY(repo.finish(*id, Run::Status::Complete).ok());
        QCOMPARE(repo.get(*id)->extra, extra);

        const auto other = repo.begin(testing::syntheticRun(4, 0, 0));
        QVERIFY(other.ok());
        const QJsonObject before = repo.get(*other)->extra;
        QVERIFY(repo.finish(*other, Run::Status::Failed, QStringLiteral("stopped")).ok());
        QCOMPARE(repo.get(*other)->extra, before);
    }

    void recoversRunsOfDeadProcesses() {
        RunRepository repo(*m_db);
        const qint64 live = *repo.begin(testing::syntheticRun(1, 2, 2));
        const qint64 dead = *repo.begin(testing::syntheticRun(2, 2, 2));
        QProcess p;
        p.start(QStringLiteral("true"));
        QVERIFY(p.waitForFinished());
        const qint64 deadPid = p.processId() ? p.processId() : 999999;
        QSqlQuery q(m_db->connection());
        q.prepare(QStringLiteral("UPDATE runs SET writer_pid = ? WHERE id = ?"));
        q.addBindValue(deadPid > 0 ? deadPid : 999999);
        q.addBindValue(dead);
        QVERIFY(q.exec());
        QVERIFY(*repo.recoverInterrupted() >= 1);
        QCOMPARE(repo.get(live)->status, Run::Status::Running); // this process still lives
        const Run failed = *repo.get(dead);
        QCOMPARE(failed.status, Run::Status::Failed);
        QVERIFY(failed.reason.contains(QLatin1String("interrupted")));
        QCOMPARE(failed.measurements.size(), 2);
    }

    // The probe runner stores from its worker thread while the GUI thread reads.
    void writerThreadWhileReading() {
        const Database db = *m_db;
        QAtomicInt writerErrors = 0;
        QString firstError;
        QThread *writer = QThread::create([&] {
            RunRepository repo(db);
            for (int i = 0; i < 25; ++i) {
                const auto id = repo.begin(testing::syntheticRun(100 + i, 0, 0));
                const Run run = testing::syntheticRun(100 + i, 200, 10);
                QString error = id.ok() ? QString() : id.error().message;
                for (const auto &step :
                     {id.ok() ? repo.append(*id, run.measurements.mid(0, 100)) : Result<void>(),
                      id.ok() ? repo.append(*id, run.measurements.mid(100)) : Result<void>(),
                      id.ok() ? repo.finish(*id, Run::Status::Complete) : Result<void>()}) {
                    if (!step.ok() && error.isEmpty())
                        error = step.error().message;
                }
                if (!error.isEmpty()) {
                    writerErrors.fetchAndAddRelaxed(1);
                    if (firstError.isEmpty())
                        firstError = error;
                }
            }
        });
        writer->start();
        RunRepository reader(db);
        int reads = 0;
        while (!writer->isFinished()) {
            const auto runs = reader.list();
            QVERIFY2(runs.ok(), qPrintable(runs.ok() ? QString() : runs.error().message));
            if (!runs->isEmpty()) {
                const auto run = reader.get(runs->first().id);
                QVERIFY2(run.ok(), qPrintable(run.ok() ? QString() : run.error().message));
                // A reader never sees half an append.
                QCOMPARE(run->measurements.size() % 100, 0);
            }
            ++reads;
        }
        QVERIFY(writer->wait(60000));
        delete writer;
        QVERIFY2(writerErrors.loadRelaxed() == 0, qPrintable(firstError));
        QCOMPARE(*reader.count(), 25);
        QVERIFY(reads > 0);
    }

    // The runner retries after an error whose commit may have succeeded (a connection lost
    // during COMMIT): begin, append and finish called again store nothing twice.
    void runnerWritesAreIdempotent() {
        RunRepository repo(*m_db);
        const Run full = testing::syntheticRun(8, 12, 3);
        Run header = full;
        header.measurements.clear();
        const auto id = repo.begin(header);
        QVERIFY(id.ok());
        QCOMPARE(*repo.begin(header), *id); // the same process, the same uuid: the same run
        QVERIFY(repo.append(*id, full.measurements.mid(0, 5), 0).ok());
        QVERIFY(repo.append(*id, full.measurements.mid(0, 5), 0).ok()); // again: skipped
        QVERIFY(repo.append(*id, full.measurements.mid(3, 9), 3).ok()); // overlaps: the rest
        QCOMPARE(repo.get(*id)->measurements.size(), 12);
        QCOMPARE(comparable(*repo.get(*id)).measurements, full.measurements);
        // A gap is refused: positions 12..13 missing before 14.
        const auto gap = repo.append(*id, full.measurements.mid(0, 1), 14);
        QVERIFY(!gap.ok());
        QCOMPARE(gap.error().kind, ErrorKind::Conflict);
        QVERIFY(repo.finish(*id, Run::Status::Complete).ok());
        QVERIFY(repo.finish(*id, Run::Status::Complete).ok()); // the same end again: fine
        const auto other = repo.finish(*id, Run::Status::Failed);
        QVERIFY(!other.ok());
        QCOMPARE(other.error().kind, ErrorKind::Conflict);
        QCOMPARE(repo.get(*id)->status, Run::Status::Complete);
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM measurements")), 12);
    }

    // retrying() reruns only what a fresh attempt may fix (kind Retryable), and stops after a
    // few attempts.
    void retryingFollowsTheKind() {
        int calls = 0;
        const auto flaky = retrying([&]() -> Result<void> {
            if (++calls < 3)
                return kindError(ErrorKind::Retryable, QStringLiteral("busy"));
            return {};
        });
        QVERIFY(flaky.ok());
        QCOMPARE(calls, 3);
        calls = 0;
        const auto wrong = retrying([&]() -> Result<void> {
            ++calls;
            return kindError(ErrorKind::ReadOnly, QStringLiteral("read-only"));
        });
        QVERIFY(!wrong.ok());
        QCOMPARE(calls, 1);
        calls = 0;
        const auto always = retrying([&]() -> Result<void> {
            ++calls;
            return kindError(ErrorKind::Retryable, QStringLiteral("busy"));
        });
        QVERIFY(!always.ok());
        QCOMPARE(calls, 8);
    }

    // A run measured but not stored whole (the probe's spool): importing the whole run
    // completes it, same uuid, nothing twice; importing it again changes nothing.
    void importCompletesARunStoredInPart() {
        RunRepository repo(*m_db);
        Run full = testing::syntheticRun(9, 20, 4);
        Run header = full;
        header.measurements.clear();
        const qint64 id = *repo.begin(header);
        QVERIFY(repo.append(id, full.measurements.mid(0, 7)).ok());
        const auto result = repo.import({full});
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().text()));
        QCOMPARE(result->completed, QStringList{full.uuid});
        QVERIFY(result->imported.isEmpty());
        const Run stored = *repo.get(id);
        QCOMPARE(stored.measurements.size(), 20);
        QCOMPARE(stored.status, Run::Status::Complete);
        QCOMPARE(stored.finishedAt, full.finishedAt);
        QCOMPARE(comparable(stored).measurements, full.measurements);
        const auto again = repo.import({full});
        QCOMPARE(again->skipped, QStringList{full.uuid});
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM runs")), 1);
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM measurements")), 20);
    }

    // A run whose writer died after storing every measurement is marked failed without an end
    // time; the spool's final state completes it.
    void importFinishesAnInterruptedRun() {
        RunRepository repo(*m_db);
        Run full = testing::syntheticRun(10, 6, 2);
        Run header = full;
        header.measurements.clear();
        const qint64 id = *repo.begin(header);
        QVERIFY(repo.append(id, full.measurements).ok());
        QVERIFY(
            repo.finish(id, Run::Status::Failed, QStringLiteral("interrupted"), QDateTime()).ok());
        const auto result = repo.import({full});
        QCOMPARE(result->completed, QStringList{full.uuid});
        QCOMPARE(repo.get(id)->status, Run::Status::Complete);
        // A run that ended (it has an end time) keeps its own ending.
        QVERIFY(repo.import({full})->skipped == QStringList{full.uuid});
    }

    // Stored with other measurements than the file has: refused whole, nothing changes.
    void importRefusesAConflictingRun() {
        RunRepository repo(*m_db);
        Run full = testing::syntheticRun(11, 10, 2);
        Run header = full;
        header.measurements.clear();
        const qint64 id = *repo.begin(header);
        Run other = testing::syntheticRun(12, 4, 2); // different values
        QVERIFY(repo.append(id, other.measurements).ok());
        Run fresh = testing::syntheticRun(13, 3, 2);
        const auto result = repo.import({fresh, full});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::Conflict);
        QVERIFY2(result.error().message.contains(full.uuid), qPrintable(result.error().message));
        QCOMPARE(rows(*m_db, QStringLiteral("SELECT count(*) FROM runs")), 1); // not even fresh
        QCOMPARE(repo.get(id)->measurements.size(), 4);
    }

    // Text the database cannot carry everywhere is refused where it would come in.
    void nulIsRefused() {
        RunRepository repo(*m_db);
        const qint64 id = *repo.insert(testing::syntheticRun(14, 1, 1));
        const QString nul = QStringLiteral("a") + QChar(0) + QStringLiteral("b");
        const auto notes = repo.setNotes(id, nul);
        QVERIFY(!notes.ok());
        QCOMPARE(notes.error().kind, ErrorKind::InvalidInput);
        QCOMPARE(notes.error().field, QStringLiteral("notes"));
        QVERIFY(!repo.addTag(id, nul).ok());
        Run bad = testing::syntheticRun(15, 1, 1);
        bad.notes = nul;
        QVERIFY(!repo.insert(bad).ok());
        bad.notes.clear();
        bad.measurements[0].probe = nul;
        QVERIFY(!repo.insert(bad).ok());
        QCOMPARE(*repo.count(), 1);
        QCOMPARE(repo.get(id)->notes, testing::syntheticRun(14, 1, 1).notes);
    }

    // Rows lost from a run (a damaged page) are reported as damage, never read as a shorter run.
    void missingRowsAreCorruption() {
        RunRepository repo(*m_db);
        const qint64 id = *repo.insert(testing::syntheticRun(16, 30, 2));
        QSqlQuery q(m_db->connection());
        QVERIFY(q.exec(QStringLiteral("DELETE FROM measurements WHERE position >= 20")));
        const auto run = repo.get(id);
        QVERIFY(!run.ok());
        QCOMPARE(run.error().kind, ErrorKind::Corrupt);
        QVERIFY2(run.error().message.contains(QLatin1String("20 of its 30")),
                 qPrintable(run.error().message));
    }

    void tagsAreCapped() {
        RunRepository repo(*m_db);
        Run run = testing::syntheticRun(17, 1, 1);
        run.tags.clear();
        for (int i = 0; i < RunBundle::kMaxTags; ++i)
            run.tags << QStringLiteral("t%1").arg(i);
        const qint64 id = *repo.insert(run);
        const auto more = repo.addTag(id, QStringLiteral("one-too-many"));
        QVERIFY(!more.ok());
        QCOMPARE(more.error().field, QStringLiteral("tag"));
        QVERIFY(!repo.addTag(id, QString(RunBundle::kMaxTagLength + 1, QLatin1Char('x'))).ok());
    }

    // Issue 31: a run whose writer was killed stays 'running' in the shared database; read
    // after the lease without a heartbeat it is abandoned, on every connection, while nothing
    // stored changes. A run whose writer renews its heartbeat never is, however long it runs.
    void staleRunReadsAbandoned() {
        const LeaseGuard lease("1.5");
        QCOMPARE(RunRows::leaseMs(), qint64(1500));
        QCOMPARE(RunRows::heartbeatIntervalMs(), qint64(150));
        RunRepository repo(*m_db);
        const qint64 live = *repo.begin(testing::syntheticRun(1, 2, 2));
        const qint64 killed = *repo.begin(testing::syntheticRun(2, 2, 2));
        // Another node's writer, killed: nothing renews its heartbeat, and this host's
        // recovery of dead processes (recoverInterrupted) has no say over it.
        QSqlQuery q(m_db->connection());
        QVERIFY(
            q.exec(QStringLiteral("UPDATE runs SET writer_host = 'node-elsewhere' WHERE id = %1")
                       .arg(killed)));
        q.finish();
        QCOMPARE(repo.get(killed)->status, Run::Status::Running); // within the lease
        QElapsedTimer clock;
        clock.start();
        int renewedAfterLease = 0;
        while (clock.elapsed() < 4000) {                  // more than 2.5 leases
            QCOMPARE(*repo.heartbeat({live, killed}), 1); // only the run this process began
            roofline::support::holdFor(
                100, "leases pass: the live run stays running, the killed one expires");
            QCOMPARE(repo.get(live)->status, Run::Status::Running);
            if (clock.elapsed() > 1600)
                ++renewedAfterLease;
        }
        QVERIFY(renewedAfterLease >= 3);
        const Run abandoned = *repo.get(killed);
        QCOMPARE(abandoned.status, Run::Status::Abandoned);
        QVERIFY2(abandoned.reason.contains(QLatin1String("abandoned"))
                     && abandoned.reason.contains(QLatin1String("(1.5 s)")),
                 qPrintable(abandoned.reason));
        QCOMPARE(abandoned.measurements.size(), 2);
        // Every way of reading agrees: list, count, the status filter, the search words.
        RunFilter f;
        f.status = Run::Status::Abandoned;
        QCOMPARE(repo.list(f)->size(), 1);
        QCOMPARE(repo.list(f)->first().id, killed);
        QCOMPARE(*repo.count(f), 1);
        f.status = Run::Status::Running;
        QCOMPARE(repo.list(f)->size(), 1);
        QCOMPARE(repo.list(f)->first().id, live);
        RunFilter words;
        words.words = {QStringLiteral("abandon")};
        QCOMPARE(repo.list(words)->size(), 1);
        const auto all = repo.list();
        for (const Run &r : *all)
            QCOMPARE(r.status, r.id == killed ? Run::Status::Abandoned : Run::Status::Running);
        // Nothing stored was changed by reading it.
        QCOMPARE(storedStatus(*m_db, killed), QStringLiteral("running"));
        // A writer that was only slow (a paused VM, a long outage) finishes as usual.
        QVERIFY(repo.append(killed, testing::syntheticRun(2, 3, 2).measurements.mid(2)).ok());
        QCOMPARE(repo.get(killed)->status, Run::Status::Running); // a stored measurement renews
        QVERIFY(repo.finish(killed, Run::Status::Complete).ok());
        QCOMPARE(repo.get(killed)->status, Run::Status::Complete);
        QVERIFY(repo.finish(live, Run::Status::Complete).ok());
        QCOMPARE(*repo.heartbeat({live}), 0); // finished: nothing to renew
    }

    // Schema 3 → 4 adds the heartbeat column and keeps every row as it was; a run left
    // 'running' by a writer before schema 4 (no heartbeat) is judged by its start.
    void schema3MigratesKeepingEverything() {
        RunRepository repo(*m_db);
        const Run whole = testing::syntheticRun(5, 40, 8);
        const qint64 wholeId = *repo.insert(whole);
        const qint64 oldRunning = *repo.begin(testing::syntheticRun(6, 3, 2));
        QSqlQuery q(m_db->connection());
        QVERIFY(
            q.exec(QStringLiteral("UPDATE runs SET writer_host = 'node-elsewhere' WHERE id = %1")
                       .arg(oldRunning)));
        const QList<Run> before = *repo.list();
        const Run wholeBefore = *repo.get(wholeId);
        // Back to schema 3 as a build before this one left it.
        QVERIFY2(q.exec(QStringLiteral("ALTER TABLE runs DROP COLUMN heartbeat_at")),
                 qPrintable(q.lastError().text()));
        QVERIFY(q.exec(m_db->isPostgres() ? QStringLiteral(
                           "UPDATE meta SET value = '3' WHERE key = 'schema_version'")
                                          : QStringLiteral("PRAGMA user_version = 3")));
        q.finish();
        m_db->closeConnection();
        const auto reopened = DatabaseOpener::open(m_location);
        QVERIFY2(reopened.ok(), qPrintable(reopened ? QString() : reopened.error().message));
        m_db = *reopened;
        QCOMPARE(rows(*m_db, m_db->isPostgres()
                                 ? QStringLiteral("SELECT CAST(value AS INTEGER) FROM meta"
                                                  " WHERE key = 'schema_version'")
                                 : QStringLiteral("PRAGMA user_version")),
                 qint64(4));
        QCOMPARE(
            rows(*m_db, QStringLiteral("SELECT count(*) FROM runs WHERE heartbeat_at IS NULL")),
            qint64(2));
        RunRepository after(*m_db);
        QCOMPARE(*after.get(wholeId), wholeBefore);
        QCOMPARE(comparable(*after.get(wholeId)), comparable(whole));
        const QList<Run> listed = *after.list();
        QCOMPARE(listed.size(), before.size());
        for (qsizetype i = 0; i < listed.size(); ++i) {
            Run expected = before.at(i);
            if (expected.id == oldRunning) {
                // Started in 2024 and never heard of since: abandoned, its rows kept.
                QCOMPARE(listed.at(i).status, Run::Status::Abandoned);
                expected.status = Run::Status::Abandoned;
                expected.reason = RunRows::abandonedReason();
            }
            QCOMPARE(listed.at(i), expected);
        }
        QCOMPARE(after.get(oldRunning)->measurements.size(), 3);
        QCOMPARE(storedStatus(*m_db, oldRunning), QStringLiteral("running"));
    }

    // The fleet names a node's newest run when it has not ended: running while its writer
    // lives, abandoned once the lease passed without a heartbeat; a stale run older than the
    // node's latest complete run is history, not what the node is doing.
    void fleetNamesTheUnfinishedRun() {
        const LeaseGuard lease("1");
        RunRepository repo(*m_db);
        Run old = testing::syntheticRun(7, 3, 2); // node-0, started 2024-01-01 07:00
        old.startedAt = old.startedAt.addSecs(-3600);
        const qint64 stale = *repo.begin(old);
        QVERIFY(repo.insert(testing::syntheticRun(7, 3, 2)).ok());
        Run newer = testing::syntheticRun(7, 0, 0);
        newer.startedAt = newer.startedAt.addSecs(3600);
        const qint64 running = *repo.begin(newer);
        QSqlQuery q(m_db->connection());
        QVERIFY(q.exec(QStringLiteral("UPDATE runs SET writer_host = 'node-elsewhere'")));
        q.finish();
        const auto node = [&]() -> FleetEntry {
            const auto entries = FleetRepository(*m_db).summary();
            return entries && entries->size() == 1 ? entries->first() : FleetEntry();
        };
        QCOMPARE(node().unfinishedRunId, running);
        QCOMPARE(node().unfinishedStatus, Run::Status::Running);
        QCOMPARE(node().unfinishedAt, newer.startedAt);
        QTRY_COMPARE_WITH_TIMEOUT(node().unfinishedStatus, Run::Status::Abandoned, 5000);
        QCOMPARE(node().unfinishedRunId, running);
        QCOMPARE(repo.get(stale)->status, Run::Status::Abandoned); // read so, not shown so
        QVERIFY(repo.finish(running, Run::Status::Complete).ok());
        QCOMPARE(node().unfinishedRunId, qint64(0));
    }

    void samplesBlobIsExact() {
        const QList<double> samples{0.0,       -0.0,     1e-308,
                                    3.0123e12, 2.734e-7, std::numeric_limits<double>::max()};
        const QByteArray blob = RunRepository::encodeSamples(samples);
        QCOMPARE(blob.size(), qsizetype(samples.size() * 8));
        QCOMPARE(RunRepository::decodeSamples(blob), samples);
        QCOMPARE(uchar(RunRepository::encodeSamples({1.0}).at(7)), uchar(0x3f)); // little-endian
    }
};

QTEST_GUILESS_MAIN(TestRunRepository)
#include "tst_runrepository.moc"
