// Storing, listing and editing runs; the runner's begin/append/finish path; recovery of runs
// a dead process left unfinished; a writer thread storing while the GUI thread reads.
#include "SyntheticRuns.h"
#include "TestBackend.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QAtomicInt>
#include <QProcess>
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

} // namespace

class TestRunRepository : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::optional<Database> m_db;

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void init() {
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite")));
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite-wal")));
        QFile::remove(m_dir.filePath(QStringLiteral("runs.sqlite-shm")));
        auto db = Database::open(testing::testLocation(m_dir, QStringLiteral("runs.sqlite")));
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
                     {id.ok() ? repo.append(*id, run.measurements.mid(0, 100))
                              : Result<bool>(false),
                      id.ok() ? repo.append(*id, run.measurements.mid(100)) : Result<bool>(false),
                      id.ok() ? repo.finish(*id, Run::Status::Complete) : Result<bool>(false)}) {
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
