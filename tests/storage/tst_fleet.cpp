// The fleet view: per host and device the latest complete run, the run count and the
// headline figures (best main-memory bandwidth, best FLOP/s per format).
#include "SyntheticRuns.h"
#include "TestBackend.h"
#include "storage/Database.h"
#include "storage/FleetRepository.h"
#include "storage/RunRepository.h"

using namespace roofline;
using namespace roofline::storage;

namespace {

Run fleetRun(const QString &host, const QString &device, int hour, double bandwidth, double fp32) {
    Run run = testing::syntheticRun(hour, 0, 0);
    run.host.hostname = host;
    run.device.id = QStringLiteral("cuda:0");
    run.device.name = device;
    Measurement bw = testing::syntheticMeasurement(0, 3);
    bw.level = QStringLiteral("HBM");
    bw.best = bandwidth;
    Measurement l2 = bw;
    l2.level = QStringLiteral("L2");
    l2.best = bandwidth * 4; // a cache level is no headline
    Measurement peak = testing::syntheticMeasurement(1, 3);
    peak.probe = QStringLiteral("cuda.gemm");
    peak.metric = QStringLiteral("throughput");
    peak.unit = QStringLiteral("FLOP/s");
    peak.format = QStringLiteral("fp32");
    peak.best = fp32;
    Measurement bf16 = peak;
    bf16.format = QStringLiteral("bf16");
    bf16.best = fp32 * 14;
    run.measurements = {bw, l2, peak, bf16};
    return run;
}

} // namespace

class TestFleet : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void latestRunAndHeadlines() {
        QTemporaryDir dir;
        const auto db = Database::open(testing::testLocation(dir, QStringLiteral("f.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        const QString h100 = QStringLiteral("NVIDIA H100 80GB HBM3");
        QVERIFY(repo.insert(fleetRun(QStringLiteral("gpu-01"), h100, 1, 3.0e12, 50e12)).ok());
        QVERIFY(repo.insert(fleetRun(QStringLiteral("gpu-01"), h100, 5, 3.1e12, 51e12)).ok());
        Run failed = fleetRun(QStringLiteral("gpu-01"), h100, 9, 1.0e12, 1e12);
        failed.status = Run::Status::Failed; // newer, but not a headline
        QVERIFY(repo.insert(failed).ok());
        QVERIFY(repo.insert(fleetRun(QStringLiteral("gpu-02"), h100, 3, 2.7e12, 49e12)).ok());
        Run running = fleetRun(QStringLiteral("gpu-03"), h100, 4, 1, 1);
        QVERIFY(repo.begin(running).ok());

        const auto fleet = FleetRepository(*db).summary();
        QVERIFY2(fleet.ok(), qPrintable(fleet.ok() ? QString() : fleet.error().message));
        QCOMPARE(fleet->size(), 3);
        const FleetEntry &one = fleet->at(0);
        QCOMPARE(one.host, QStringLiteral("gpu-01"));
        QCOMPARE(one.deviceName, h100);
        QCOMPARE(one.runCount, 3);
        QCOMPARE(one.latestAt, testing::syntheticRun(5, 0, 0).startedAt);
        QCOMPARE(one.memoryBandwidth, 3.1e12);
        QCOMPARE(one.peakFlops.value(QStringLiteral("fp32")), 51e12);
        QCOMPARE(one.peakFlops.value(QStringLiteral("bf16")), 51e12 * 14);
        QCOMPARE(repo.find(one.latestRunUuid)->id, one.latestRunId);
        QCOMPARE(fleet->at(1).memoryBandwidth, 2.7e12);
        // A node whose only run is still going: listed, with no headline yet.
        QCOMPARE(fleet->at(2).host, QStringLiteral("gpu-03"));
        QCOMPARE(fleet->at(2).latestRunId, 0);
        QCOMPARE(fleet->at(2).runCount, 1);
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
