// SPDX-License-Identifier: MIT
// Storage figures of issues 3 and 8 (run with `ctest -L benchmark`; prints, does not fail on
// time): import 1,000 runs × 500 measurements from bundle files, database size, list + sort
// 10,000 runs in the item model to the first page (paged from SQL, as the History page
// does; the old in-memory way beside it), open a run with 5,000 measurements, the
// fleet view over 100,000 runs of 200 hosts, and (PostgreSQL) 20 writer processes storing
// for a minute. `bench_storage` runs on SQLite; `bench_storage_pg` on the server named by
// ROOFLINE_TEST_PG_URL (skipped without one).
#include "FleetFill.h"
#include "model/RunBundle.h"
#include "storage/BundleIo.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/FleetRepository.h"
#include "storage/RunPageSource.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"
#include "ui/itemmodels/RunTableModel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <ctime>

using namespace roofline;
using namespace roofline::storage;

namespace {
constexpr int kRuns = 1000;
constexpr int kMeasurements = 500;
constexpr int kSamples = 20; // docs/design.md: at least 10 samples per measurement
constexpr int kFiles = 10;
} // namespace

class BenchStorage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void importThousandRuns() {
        QTemporaryDir dir;
        QStringList files;
        for (int f = 0; f < kFiles; ++f) {
            QList<Run> runs;
            for (int i = 0; i < kRuns / kFiles; ++i)
                runs << testing::syntheticRun(f * (kRuns / kFiles) + i, kMeasurements, kSamples);
            const QString path = dir.filePath(QStringLiteral("b%1.json").arg(f));
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(RunBundle::write(runs));
            files << path;
        }
        const QString dbPath = testing::testLocation(dir, QStringLiteral("bench.sqlite"));
        const auto db = DatabaseOpener::open(dbPath);
        QVERIFY(db.ok());
        QElapsedTimer t;
        t.start();
        {
            QFile in(files.first());
            QVERIFY(in.open(QIODevice::ReadOnly));
            const auto parsed = RunBundle::parse(in.readAll(), files.first());
            QVERIFY(parsed.ok());
            qInfo("read + validate one bundle of %d runs: %lld ms", kRuns / kFiles, t.elapsed());
        }
        t.restart();
        const std::clock_t cpu = std::clock();
        const auto result = BundleIo(*db).importFiles(files);
        const qint64 ms = t.elapsed();
        qInfo("import CPU time: %.0f ms (the rest is waiting for the disk)",
              double(std::clock() - cpu) * 1000.0 / CLOCKS_PER_SEC);
        QVERIFY(result.ok());
        QCOMPARE(result->imported.size(), kRuns);
        double mb = 0;
        if (db->isPostgres()) {
            QSqlQuery q(db->connection());
            q.exec(QStringLiteral("SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c"
                                  " WHERE c.relnamespace = current_schema()::regnamespace"
                                  " AND c.relkind = 'r'"));
            mb = q.next() ? q.value(0).toDouble() / 1e6 : 0;
        } else {
            QSqlQuery(db->connection()).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            mb = QFileInfo(dbPath).size() / 1e6;
        }
        qInfo("import %d runs x %d measurements x %d samples from %d bundle files: %lld ms", kRuns,
              kMeasurements, kSamples, kFiles, ms);
        qInfo("database size: %.1f MB", mb);
        QVERIFY(mb < 200);

        // Open one run of 5,000 measurements.
        RunRepository repo(*db);
        const qint64 big = *repo.insert(testing::syntheticRun(99999, 5000, kSamples));
        t.restart();
        const auto run = repo.get(big);
        const qint64 openMs = t.elapsed();
        QCOMPARE(run->measurements.size(), 5000);
        qInfo("open a run with 5,000 measurements: %lld ms", openMs);
    }

    void listAndSortTenThousandRuns() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("list.sqlite")));
        QVERIFY(db.ok());
        QList<Run> runs;
        for (int i = 0; i < 10000; ++i)
            runs << testing::syntheticRun(i, 0, 0);
        QVERIFY(RunRepository(*db).import(runs).ok());

        // What the History page does: the model pages from SQL, sorted there, and a view
        // paints the first screenful. The header's sort arrives before the data.
        QElapsedTimer t;
        t.start();
        const auto firstScreen = [](const QAbstractItemModel &m) {
            QString sink;
            for (int row = 0; row < 50; ++row)
                for (int c = 0; c < RunTableModel::ColumnCount; ++c)
                    sink += m.index(row, c).data().toString();
            return sink;
        };
        RunTableModel paged;
        paged.sort(RunTableModel::Host, Qt::AscendingOrder);
        paged.setSource(std::make_shared<RunPageSource>(*db));
        QSortFilterProxyModel view; // History's RunFilterProxy keeps the model's order
        view.setSourceModel(&paged);
        QVERIFY(!firstScreen(view).isEmpty());
        const qint64 pagedMs = t.elapsed();
        QCOMPARE(paged.totalCount(), 10000);
        QCOMPARE(paged.rowCount(), int(RunTableModel::kBatchSize));
        qInfo("list + sort (by host) 10,000 runs to the first page, paged from SQL: %lld ms",
              pagedMs);
        for (const int column : {int(RunTableModel::Tags), int(RunTableModel::Started)}) {
            t.restart();
            paged.sort(column, Qt::DescendingOrder);
            firstScreen(view);
            qInfo("  sort again by %s: %lld ms",
                  qPrintable(paged.headerData(column, Qt::Horizontal).toString()), t.elapsed());
        }
        t.restart();
        RunQuery filter = paged.query();
        filter.hostContains = QStringLiteral("node-3");
        paged.setQuery(filter);
        firstScreen(view);
        qInfo("  filter by host (%d of 10,000 match): %lld ms", paged.totalCount(), t.elapsed());

        // For comparison, the whole list read into memory and sorted there (before issue 3).
        t.restart();
        const auto listed = RunRepository(*db).list();
        const qint64 listMs = t.elapsed();
        RunTableModel model;
        model.setRuns(*listed);
        model.sort(RunTableModel::Host, Qt::AscendingOrder);
        QVERIFY(!firstScreen(model).isEmpty());
        qInfo("list 10,000 runs: %lld ms; in memory: list + model + sort + first page: %lld ms",
              listMs, t.elapsed());

        // What an incrementally loading view fetches first: one page, ordered by SQL.
        t.restart();
        RunFilter page;
        page.limit = 100;
        const auto first = RunRepository(*db).list(page);
        QCOMPARE(first->size(), 100);
        qInfo("first page of 100 runs, newest first, straight from SQL: %lld ms", t.elapsed());
    }

    // Issue 8: nodes × headline figures over 100,000 runs of 200 hosts.
    void fleetOfHundredThousandRuns() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("fleet.sqlite")));
        QVERIFY(db.ok());
        QElapsedTimer t;
        t.start();
        constexpr int kFleetRuns = 100000;
        QVERIFY(benchfleet::storeFleet(*db, kFleetRuns));
        qInfo("stored %d runs of 200 hosts: %lld ms", kFleetRuns, t.elapsed());
        t.restart();
        const auto fleet = FleetRepository(*db).summary();
        const qint64 ms = t.elapsed();
        QVERIFY(fleet.ok());
        QCOMPARE(fleet->size(), 400);
        QVERIFY(fleet->first().memoryBandwidth > 0);
        qInfo("fleet view (%lld host/device rows, headline figures) over %d runs: %lld ms",
              qint64(fleet->size()), kFleetRuns, ms);
    }

    // Issue 8: 20 writer processes store runs into one PostgreSQL database for a minute.
    void twentyWritersForAMinute() {
        if (!testing::wantPostgres())
            QSKIP("PostgreSQL only (bench_storage_pg)");
        const QString url = testing::freshPostgresUrl();
        const auto db = DatabaseOpener::open(url);
        QVERIFY(db.ok());
        const int seconds = qEnvironmentVariableIntValue("ROOFLINE_BENCH_WRITER_SECONDS") > 0
                                ? qEnvironmentVariableIntValue("ROOFLINE_BENCH_WRITER_SECONDS")
                                : 60;
        QList<QProcess *> writers;
        for (int i = 0; i < 20; ++i) {
            auto *p = new QProcess(this);
            p->start(QStringLiteral(ROOFLINE_BINARY_DIR "/tests/storage/storage_writer_helper"),
                     {url, QStringLiteral("for"), QString::number(seconds)});
            writers << p;
        }
        int failed = 0;
        for (QProcess *p : std::as_const(writers)) {
            p->waitForFinished(seconds * 1000 + 120000);
            if (p->exitStatus() != QProcess::NormalExit || p->exitCode() != 0) {
                ++failed;
                qWarning("%s", p->readAllStandardError().constData());
            }
            delete p;
        }
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT uuid),"
                                      " sum(measurement_count) FROM runs")));
        QVERIFY(q.next());
        qInfo("20 writers for %d s: %lld runs (%lld distinct), %lld measurements, %d failed",
              seconds, q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong(),
              failed);
        QCOMPARE(failed, 0);
        QCOMPARE(q.value(0).toLongLong(), q.value(1).toLongLong());
    }
};

QTEST_GUILESS_MAIN(BenchStorage)
#include "bench_storage.moc"
