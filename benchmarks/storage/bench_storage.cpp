// Storage figures of issue 3 (run with `ctest -L benchmark`; prints, does not fail on time):
// import 1,000 runs × 500 measurements from bundle files, database size, list + sort 10,000
// runs in the item model to the first page, open a run with 5,000 measurements.
#include "../../tests/storage/SyntheticRuns.h"
#include "model/RunBundle.h"
#include "model/itemmodels/RunTableModel.h"
#include "storage/BundleIo.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

using namespace roofline;
using namespace roofline::storage;

namespace {
constexpr int kRuns = 1000;
constexpr int kMeasurements = 500;
constexpr int kSamples = 20; // DESIGN.md: at least 10 samples per measurement
constexpr int kFiles = 10;
} // namespace

class BenchStorage : public QObject {
    Q_OBJECT

private slots:
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
        const QString dbPath = dir.filePath(QStringLiteral("bench.sqlite"));
        const auto db = Database::open(dbPath);
        QVERIFY(db.ok());
        QElapsedTimer t;
        t.start();
        {
            QFile in(files.first());
            QVERIFY(in.open(QIODevice::ReadOnly));
            const auto parsed = RunBundle::parse(in.readAll(), files.first());
            QVERIFY(parsed.ok());
            qInfo("read + validate one bundle of %d runs: %lld ms", kRuns / kFiles,
                  t.elapsed());
        }
        t.restart();
        const std::clock_t cpu = std::clock();
        const auto result = BundleIo(*db).importFiles(files);
        const qint64 ms = t.elapsed();
        qInfo("import CPU time: %.0f ms (the rest is waiting for the disk)",
              double(std::clock() - cpu) * 1000.0 / CLOCKS_PER_SEC);
        QVERIFY(result.ok());
        QCOMPARE(result->imported.size(), kRuns);
        QSqlQuery(db->connection()).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        const double mb = QFileInfo(dbPath).size() / 1e6;
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
        const auto db = Database::open(dir.filePath(QStringLiteral("list.sqlite")));
        QVERIFY(db.ok());
        QList<Run> runs;
        for (int i = 0; i < 10000; ++i)
            runs << testing::syntheticRun(i, 0, 0);
        QVERIFY(RunRepository(*db).import(runs).ok());

        QElapsedTimer t;
        t.start();
        const auto listed = RunRepository(*db).list();
        const qint64 listMs = t.elapsed();
        RunTableModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(RunTableModel::RawValueRole);
        model.setRuns(*listed);
        model.sort(RunTableModel::Host, Qt::AscendingOrder);
        proxy.sort(RunTableModel::Host);
        // The first screenful a view would paint.
        QString sink;
        for (int row = 0; row < 50; ++row)
            for (int c = 0; c < RunTableModel::ColumnCount; ++c)
                sink += proxy.index(row, c).data().toString();
        const qint64 totalMs = t.elapsed();
        QCOMPARE(listed->size(), 10000);
        qInfo("list 10,000 runs: %lld ms; list + model + sort + first page: %lld ms", listMs,
              totalMs);
        QVERIFY(!sink.isEmpty());
    }
};

QTEST_GUILESS_MAIN(BenchStorage)
#include "bench_storage.moc"
