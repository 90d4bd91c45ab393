// Issue 8: the fleet view of 100,000 runs across 200 hosts (400 host × device nodes), end to
// end — FleetRepository::summary with the recent-run history, then the Fleet page from
// reload() to a filled table (goal: under 1 s), then every node's regression check in the
// background. `bench_fleet_page` runs on SQLite; `bench_fleet_page_pg` on the server named by
// ROOFLINE_TEST_PG_URL (skipped without one).
#include "../../tests/storage/SyntheticRuns.h"
#include "../../tests/storage/TestBackend.h"
#include "storage/Database.h"
#include "storage/FleetRepository.h"
#include "storage/RunRepository.h"
#include "ui/models/FleetTableModel.h"
#include "ui/pages/FleetPage.h"
#include "ui/services/AppServices.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUuid>

using namespace roofline;
using namespace roofline::storage;

class BenchFleetPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        ROOFLINE_REQUIRE_TEST_BACKEND();
        QStandardPaths::setTestModeEnabled(true);
    }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void fleetPageOverHundredThousandRuns() {
        QTemporaryDir dir;
        const auto db = Database::open(testing::testLocation(dir, QStringLiteral("fleet.sqlite")));
        QVERIFY(db.ok());
        // The shape of bench_storage's fleet: 200 hosts × 2 GPUs, one run a minute, each with a
        // DRAM bandwidth and a FLOP/s figure (tiny runs: this measures the grouping, not I/O).
        QElapsedTimer t;
        t.start();
        const Run base = testing::syntheticRun(0, 0, 0);
        const Measurement bw = testing::syntheticMeasurement(15, 10);
        Measurement peak = testing::syntheticMeasurement(1, 10);
        peak.unit = QStringLiteral("FLOP/s");
        peak.metric = QStringLiteral("throughput");
        RunRepository repo(*db);
        constexpr int kRuns = 100000;
        constexpr int kBatch = 2000;
        for (int start = 0; start < kRuns; start += kBatch) {
            QList<Run> batch;
            for (int i = start; i < start + kBatch; ++i) {
                Run run = base;
                run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
                run.startedAt = base.startedAt.addSecs(qint64(i) * 60);
                run.host.hostname = QStringLiteral("gpu-%1").arg(i % 200, 3, 10, QLatin1Char('0'));
                run.device.name = QStringLiteral("NVIDIA H100 80GB HBM3");
                run.device.id = QStringLiteral("cuda:%1").arg(i % 400 / 200);
                run.measurements = {bw, peak};
                batch << run;
            }
            QVERIFY(repo.import(batch).ok());
        }
        qInfo("stored %d runs of 200 hosts: %lld ms", kRuns, t.elapsed());

        for (int history : {0, 5}) {
            t.restart();
            const auto fleet = FleetRepository(*db).summary(history);
            const qint64 ms = t.elapsed();
            QVERIFY(fleet.ok());
            QCOMPARE(fleet->size(), 400);
            QCOMPARE(fleet->first().recent.size(), history ? history + 1 : 0);
            qInfo("FleetRepository::summary(%d) over %d runs: %lld ms", history, kRuns, ms);
        }

        ui::AppServices services(*db);
        t.restart();
        ui::FleetPage page(&services); // reload() starts in the constructor
        QSignalSpy loaded(&page, &ui::FleetPage::summaryLoaded);
        QSignalSpy checked(&page, &ui::FleetPage::checksFinished);
        QVERIFY(loaded.wait(60000));
        const qint64 shown = t.elapsed();
        QCOMPARE(page.tableModel()->rowCount(), 400);
        qInfo("Fleet page: 400 nodes shown %lld ms after reload() (page's own clock: %lld ms;"
              " goal < 1000 ms)",
              shown, page.lastLoadMs());
        QVERIFY(checked.wait(300000));
        qInfo("Fleet page: every node's regression check (latest vs median of 5) done %lld ms "
              "after reload(); %d flagged",
              t.elapsed(), page.tableModel()->flaggedCount());
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    BenchFleetPage bench;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_fleet_page.moc"
