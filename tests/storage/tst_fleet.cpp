// SPDX-License-Identifier: MIT
// The fleet view: per host and device the latest complete run, the run count and the
// headline figures (best main-memory bandwidth, best FLOP/s per format).
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/FleetRepository.h"
#include "storage/RunRepository.h"
#include "support/FleetFixtures.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

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
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("f.sqlite")));
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

    // summary(history): each node's newest complete runs with their headline candidates;
    // previousRuns/runs: the baseline of any run, as `roofline check --last N` picks it.
    void recentAndPreviousRuns() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("r.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        const QString h100 = QStringLiteral("NVIDIA H100 80GB HBM3");
        QList<qint64> one;
        for (int hour = 0; hour < 6; ++hour)
            one << *repo.insert(fleetRun(QStringLiteral("gpu-01"), h100, hour, 3e12 + hour, 50e12));
        Run failed = fleetRun(QStringLiteral("gpu-01"), h100, 3, 1, 1);
        failed.status = Run::Status::Failed; // never part of a baseline
        const qint64 failedId = *repo.insert(failed);
        Run sameTime = fleetRun(QStringLiteral("gpu-01"), h100, 5, 3e12, 50e12);
        const qint64 tie = *repo.insert(sameTime); // same start as one[5]: the id breaks the tie
        Run otherDevice = fleetRun(QStringLiteral("gpu-01"), h100, 2, 1e12, 1e12);
        otherDevice.device.id = QStringLiteral("cuda:1");
        const qint64 other = *repo.insert(otherDevice);
        const qint64 lonely = *repo.insert(fleetRun(QStringLiteral("gpu-02"), h100, 1, 2e12, 1));

        const auto fleet = FleetRepository(*db).summary(3);
        QVERIFY2(fleet.ok(), qPrintable(fleet.ok() ? QString() : fleet.error().message));
        QCOMPARE(fleet->size(), 3);
        const FleetEntry &node = fleet->at(0);
        QCOMPARE(node.deviceId, QStringLiteral("cuda:0"));
        QCOMPARE(node.latestRunId, tie);
        QList<qint64> recent;
        for (const Run &r : node.recent)
            recent << r.id;
        QCOMPARE(recent, (QList<qint64>{tie, one[5], one[4], one[3]}));
        // Headline candidates only: HBM bandwidth and the FLOP/s peaks, not L2.
        QCOMPARE(node.recent.first().measurements.size(), 3);
        for (const Measurement &m : node.recent.first().measurements)
            QVERIFY(m.level != QLatin1String("L2"));
        QCOMPARE(fleet->at(1).recent.size(), 1); // cuda:1 has one run
        QCOMPARE(fleet->at(2).recent.first().id, lonely);
        QVERIFY(FleetRepository(*db).summary().value().first().recent.isEmpty());

        const auto previous =
            FleetRepository(*db).previousRuns({tie, one[2], one[0], other, failedId}, 2);
        QVERIFY(previous.ok());
        QCOMPARE(previous->value(tie), (QList<qint64>{one[5], one[4]}));
        QCOMPARE(previous->value(one[2]), (QList<qint64>{one[1], one[0]}));
        QVERIFY(previous->value(one[0]).isEmpty());
        QVERIFY(previous->contains(one[0]));
        QVERIFY(previous->value(other).isEmpty());
        // Started with one[3] but stored later: one[3] counts as before it.
        QCOMPARE(previous->value(failedId), (QList<qint64>{one[3], one[2]}));

        const auto runs = FleetRepository(*db).runs({one[1], tie, 999999});
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2);
        const Run full = *repo.get(one[1]);
        const Run &loaded = runs->value(one[1]);
        QCOMPARE(loaded.uuid, full.uuid);
        QCOMPARE(loaded.startedAt, full.startedAt);
        QCOMPARE(loaded.host.hostname, full.host.hostname);
        QCOMPARE(loaded.measurements.size(), full.measurements.size());
        for (qsizetype i = 0; i < full.measurements.size(); ++i) {
            const Measurement &a = loaded.measurements.at(i);
            const Measurement &b = full.measurements.at(i);
            QCOMPARE(a.level, b.level);
            QCOMPARE(a.best, b.best);
            QCOMPARE(a.stddev, b.stddev);
            QCOMPARE(a.n, b.n);
            QVERIFY(!a.samples); // statistics only
        }
    }

    // `roofline fleet --json`: the same judgement for scripts, over either backend.
    void cliFleetJson() {
        QTemporaryDir dir;
        const QString location = testing::testLocation(dir, QStringLiteral("cli.sqlite"));
        const auto db = DatabaseOpener::open(location);
        QVERIFY(db.ok());
        RunRepository repo(*db);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0.92))
            QVERIFY(repo.insert(r).ok());
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-08"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 1.0, 2))
            QVERIFY(repo.insert(r).ok());
        const auto fleet = [&](const QStringList &extra) {
            QProcess p;
            p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                    QStringList{QStringLiteral("--db"), location, QStringLiteral("--json"),
                                QStringLiteral("fleet")}
                        + extra);
            p.waitForFinished(60000);
            if (p.exitCode() != 0)
                qWarning("%s", p.readAllStandardError().constData());
            return std::pair{p.exitCode(), QJsonDocument::fromJson(p.readAllStandardOutput())};
        };
        const auto [code, doc] = fleet({});
        QCOMPARE(code, 0);
        const QJsonArray nodes = doc.object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 2);
        QCOMPARE(doc.object().value(QStringLiteral("flagged")).toInt(), 1);
        QCOMPARE(nodes[0][QStringLiteral("host")].toString(), QStringLiteral("gpu-07"));
        QCOMPARE(nodes[0][QStringLiteral("flag")].toString(), QStringLiteral("regressed"));
        QCOMPARE(nodes[0][QStringLiteral("trend")].toString(), QStringLiteral("down"));
        QCOMPARE(nodes[0][QStringLiteral("spec")].toString(), QStringLiteral("h100-sxm"));
        QCOMPARE(nodes[0][QStringLiteral("regressions")].toArray().size(), 7);
        QCOMPARE(nodes[0][QStringLiteral("baseline_runs")].toArray().size(), 5);
        QCOMPARE(nodes[1][QStringLiteral("flag")].toString(), QStringLiteral("ok"));
        QCOMPARE(nodes[1][QStringLiteral("trend")].toString(), QStringLiteral("steady"));

        const auto [flaggedCode, flagged] =
            fleet({QStringLiteral("--flagged"), QStringLiteral("--last"), QStringLiteral("3")});
        QCOMPARE(flaggedCode, 0);
        QCOMPARE(flagged.object().value(QStringLiteral("nodes")).toArray().size(), 1);
        QCOMPARE(flagged.object().value(QStringLiteral("history")).toInt(), 3);
        QCOMPARE(fleet({QStringLiteral("--last"), QStringLiteral("0")}).first, 2);
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
