// SPDX-License-Identifier: MIT
// Use case "pick a baseline": one rule for what "earlier" means, whoever asks — the check of
// `roofline check`, the History flags, the fleet's baselines and "this node over time".
#include "model/analysis/StudentT.h"
#include "report/FleetPeers.h"
#include "report/RegressionVerdict.h"
#include "report/VerdictExport.h"
#include "support/FleetFixtures.h"
#include "support/UiTestSupport.h"
#include "usecases/Baselines.h"
#include "usecases/Fleet.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>

using namespace roofline;

namespace {

// Issue 31's planted faults: the figures every full run measures, and four nodes of one CPU
// model — n1's DRAM bandwidth cut by 20 % in its latest run, n2's L2 by 10 %, n3 healthy but
// noisy (6 % from run to run), n4 healthy.
struct PlantedFigure {
    QString level, kernel;
    qint64 bytes;
    double value;
};
struct PlantedNode {
    QString host, cut;
    double scale, noise;
};

QList<PlantedFigure> plantedFigures() {
    QList<PlantedFigure> figures;
    for (const QString &kernel :
         {QStringLiteral("read"), QStringLiteral("copy"), QStringLiteral("triad")}) {
        for (int gib = 1; gib <= 4; gib *= 2)
            figures.append({QStringLiteral("DRAM"), kernel, qint64(gib) << 30, 300e9});
        figures.append({QStringLiteral("L2"), kernel, qint64(16) << 20, 900e9});
    }
    figures.append({QStringLiteral("L1"), QStringLiteral("read"), qint64(32) << 10, 2e12});
    return figures;
}

QList<PlantedNode> plantedNodes() {
    return {{QStringLiteral("n1"), QStringLiteral("DRAM"), 0.8, 0.005},
            {QStringLiteral("n2"), QStringLiteral("L2"), 0.9, 0.005},
            {QStringLiteral("n3"), QString(), 1.0, 0.06},
            {QStringLiteral("n4"), QString(), 1.0, 0.005}};
}

// Stores each node's ten full runs with a short `--only` run (L2 alone) after every third, then
// its latest full run with the planted cut. One generator (seed 31) draws every figure's
// wobble, node by node and run by run, so every test sees the same database.
void storePlantedFaults(const storage::Database &db, const QList<PlantedFigure> &figures,
                        const QList<PlantedNode> &nodes) {
    const QString cpu = QStringLiteral("AMD EPYC 9654");
    std::mt19937_64 rng(31);
    std::normal_distribution<double> normal;
    const auto runOf = [&](const QString &host, int hour, double noise, const QString &cut,
                           double scale, bool shortRun) {
        Run r = fleetfixture::run(host, cpu, QStringLiteral("cpu"), hour, 1.0);
        r.measurements.removeIf(
            [](const Measurement &m) { return m.metric != QLatin1String("throughput"); });
        for (const PlantedFigure &f : figures) {
            if (shortRun && f.level != QLatin1String("L2"))
                continue;
            const double v = f.value * (1 + noise * normal(rng)) * (f.level == cut ? scale : 1.0);
            r.measurements << fleetfixture::measurement(
                QStringLiteral("cpu.bandwidth"), QStringLiteral("bandwidth"), f.level, QString(),
                f.kernel, QStringLiteral("B/s"), v, f.bytes);
        }
        if (shortRun)
            r.measurements.removeIf(
                [](const Measurement &m) { return m.level != QLatin1String("L2"); });
        r.measurementCount = r.measurements.size();
        return r;
    };
    for (const PlantedNode &n : nodes) {
        int hour = 0;
        for (int i = 0; i < 10; ++i) {
            uitest::store(db, runOf(n.host, hour++, n.noise, QString(), 1.0, false));
            if (i % 3 == 2) // a short `--only` run every third
                uitest::store(db, runOf(n.host, hour++, n.noise, QString(), 1.0, true));
        }
        uitest::store(db, runOf(n.host, hour, n.noise, n.cut, n.scale, false));
    }
}

// The check of one planted node: every figure judged together; exactly the cut figures
// slower, each by its planted effect, or nothing flagged on a healthy node. A failed check
// returns from here only: the caller looks at QTest::currentTestFailed().
void checkPlantedVerdict(const RegressionCheck::Result &r, const PlantedNode &n,
                         const QList<PlantedFigure> &figures) {
    QCOMPARE(r.compared, int(figures.size()) + 2); // + fp64, fp32
    QCOMPARE(r.judged, r.compared);                // judged together: k widened for all of them
    QCOMPARE(r.k, studentT::familyWise(3, r.judged));
    if (n.cut.isEmpty()) {
        QVERIFY2(!r.regressed(), qPrintable(n.host));
        QVERIFY2(r.improvements.isEmpty(), qPrintable(n.host));
        return;
    }
    // Exactly the cut figures, each with its effect.
    const auto cut = std::count_if(figures.cbegin(), figures.cend(),
                                   [&](const PlantedFigure &f) { return f.level == n.cut; });
    QCOMPARE(r.regressions.size(), cut);
    for (const RegressionFinding &f : r.regressions) {
        QCOMPARE(f.key.level, n.cut);
        QVERIFY2(std::fabs(f.change - (n.scale - 1)) < 0.02, qPrintable(QString::number(f.change)));
        QVERIFY(f.high < 0);
    }
}

usecases::Baselines::Request plantedRequest(const QString &host) {
    usecases::Baselines::Request request;
    request.host = host;
    request.device = QStringLiteral("cpu");
    request.last = 5;
    return request;
}

} // namespace

class TestBaselines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_baselines"); }

    void earlierMeansStartedBeforeThenStoredBefore() {
        // Three runs of one node: an old one, then two started at the same second (a node
        // probed by two jobs at once, or a bundle imported twice under new uuids).
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        Run old = fleetfixture::run(QStringLiteral("n1"), fleetfixture::kH100,
                                    QStringLiteral("cuda:0"), 0, 1.0);
        Run a = fleetfixture::run(QStringLiteral("n1"), fleetfixture::kH100,
                                  QStringLiteral("cuda:0"), 24, 1.0);
        Run b = a;
        b.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const qint64 oldId = uitest::store(db, old);
        const qint64 aId = uitest::store(db, a);
        const qint64 bId = uitest::store(db, b);
        QVERIFY(aId < bId);

        // The later-stored of the tied runs is judged against both others; the earlier-stored
        // one only against the old run — never each against the other.
        const auto previous = usecases::Baselines::previousRuns(db, {oldId, aId, bId}, 5);
        QVERIFY(previous);
        QCOMPARE(previous->value(bId), (QList<qint64>{aId, oldId}));
        QCOMPARE(previous->value(aId), QList<qint64>{oldId});
        QCOMPARE(previous->value(oldId), QList<qint64>{});

        // `roofline check` finds the same: the node's latest is b, its baseline a then old.
        usecases::Baselines::Request request;
        request.host = QStringLiteral("n1");
        request.device = QStringLiteral("cuda:0");
        const auto checked = usecases::Baselines::check(db, request);
        QVERIFY2(checked, checked ? "" : qPrintable(checked.error().text()));
        QCOMPARE(checked->latest.id, bId);
        QList<qint64> baseline;
        for (const Run &r : checked->baseline)
            baseline << r.id;
        QCOMPARE(baseline, (QList<qint64>{aId, oldId}));
        request = {};
        request.run = QString::number(aId);
        const auto checkedA = usecases::Baselines::check(db, request);
        QVERIFY(checkedA);
        QCOMPARE(checkedA->baseline.size(), 1);
        QCOMPARE(checkedA->baseline.first().id, oldId);

        // The flags of History agree, and so does the fleet (latest b, baselines a, old).
        const auto flags = usecases::Baselines::flags(db, {oldId, aId, bId}, 5);
        QVERIFY(flags);
        QCOMPARE(flags->value(bId).baselineRuns, 2);
        QCOMPARE(flags->value(aId).baselineRuns, 1);
        QCOMPARE(flags->value(oldId).state, usecases::Baselines::Flag::State::NoBaseline);
        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        QCOMPARE(fleet->size(), 1);
        QCOMPARE(fleet->first().entry.latestRunId, bId);
        QCOMPARE(fleet->first().baselineRunIds(), (QList<qint64>{aId, oldId}));

        // In memory ("this node over time" on Compare), the same order.
        a.id = aId;
        b.id = bId;
        old.id = oldId;
        QVERIFY(RegressionCheck::earlier(a, b));
        QVERIFY(!RegressionCheck::earlier(b, a));
        QVERIFY(RegressionCheck::earlier(old, a));
        const auto node = RegressionVerdict::nodeOverTime({a, old, b});
        QVERIFY(node);
        QCOMPARE(node->latest.id, bId);
        QCOMPARE(node->earlier.first().id, aId);
    }

    void comparisonBaselineIsTheEarliestUnlessChosen() {
        // Runs side by side in any order (newest first as the lists show them): the earliest
        // is the baseline, so a later run that got worse reads "worse", never "better".
        const auto at = [](qint64 id, int day, Run::Status status = Run::Status::Complete) {
            Run r = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10);
            r.id = id;
            r.startedAt = QDateTime(QDate(2026, 11, day), QTime(9, 0), Qt::UTC);
            r.status = status;
            return r;
        };
        const QList<Run> runs{at(30, 21), at(10, 7), at(20, 14)};
        QCOMPARE(usecases::Baselines::comparisonBaseline(runs), 1);
        QCOMPARE(usecases::Baselines::comparisonBaseline(runs, 20), 2); // the user's choice
        QCOMPARE(usecases::Baselines::comparisonBaseline(runs, 99), 1); // not among them: earliest
        QCOMPARE(usecases::Baselines::comparisonBaseline({}), -1);
        // Started together: the earlier stored (RegressionCheck::earlier).
        QCOMPARE(usecases::Baselines::comparisonBaseline({at(8, 7), at(7, 7)}), 1);

        // "This node over time": the node's complete runs only, newest `max`, list order kept.
        Run other = at(40, 22);
        other.host.hostname = QStringLiteral("beta");
        const QList<Run> listed{other, at(31, 23, Run::Status::Cancelled), at(30, 21), at(20, 14),
                                at(10, 7)};
        QCOMPARE(usecases::Baselines::nodeRuns(listed, listed.at(3), 12),
                 (QList<qint64>{30, 20, 10}));
        QCOMPARE(usecases::Baselines::nodeRuns(listed, listed.at(4), 2), (QList<qint64>{30, 20}));
        QCOMPARE(usecases::Baselines::nodeRuns(listed, other, 12), QList<qint64>{40});
    }

    void checkFindsRegressionsAndSaysWhyWhenItCannot() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const auto runs = fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                             QStringLiteral("cuda:0"), 0.92);
        QList<qint64> ids;
        for (const Run &r : runs)
            ids << uitest::store(db, r);
        usecases::Baselines::Request request;
        request.host = QStringLiteral("gpu-07");
        request.device = QStringLiteral("cuda:0");
        request.last = 3;
        const auto checked = usecases::Baselines::check(db, request);
        QVERIFY(checked);
        QCOMPARE(checked->outcome, usecases::Baselines::Check::Outcome::Checked);
        QCOMPARE(checked->latest.id, ids.last());
        // Up to 3 × 3 earlier runs are read (all five here); each figure's median is of the
        // newest three that have it.
        QCOMPARE(checked->baseline.size(), 5);
        QVERIFY(checked->result.regressed());
        QCOMPARE(checked->result.regressions.first().baselineRuns, 3);
        QCOMPARE(checked->result.regressions.first().spreadRuns, 5);

        // A named baseline instead of the median.
        request.baseline = QString::number(ids.first());
        const auto named = usecases::Baselines::check(db, request);
        QVERIFY(named);
        QCOMPARE(named->baseline.size(), 1);
        QCOMPARE(named->baseline.first().id, ids.first());

        request = {};
        request.run = QString::number(ids.first());
        const auto first = usecases::Baselines::check(db, request);
        QVERIFY(first);
        QCOMPARE(first->outcome, usecases::Baselines::Check::Outcome::NoEarlierRun);
        QCOMPARE(first->latest.id, ids.first());
        QVERIFY(first->baseline.isEmpty());
        request = {};
        request.host = QStringLiteral("nobody");
        request.device = QStringLiteral("cpu");
        const auto none = usecases::Baselines::check(db, request);
        QVERIFY(none);
        QCOMPARE(none->outcome, usecases::Baselines::Check::Outcome::NoCompleteRun);
        QVERIFY(!none->why.isEmpty());
        request = {};
        request.run = QStringLiteral("99999");
        QCOMPARE(usecases::Baselines::check(db, request).error().kind, ErrorKind::NotFound);
    }

    void slowNodesAreFoundThroughDisturbedAndShortRuns() {
        // Issue 31, items 1 and 2, as stored in a database: three nodes with six full runs
        // each (six: a run's figures are judged together, and fewer runs' spread is too
        // uncertain to call even 20 % at that confidence), then five more —
        //   "disturbed": DRAM points disturbed by other work (flagged, and 20 % low);
        //   "short":     short `--only` runs that measured L2 alone;
        //   "healthy":   short runs too —
        // then a full latest run: DRAM cut by 20 % on the first two, unchanged on the third.
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const QString cpu = QStringLiteral("AMD EPYC 9654");
        const auto dram = [](const Measurement &m) { return m.level == QLatin1String("DRAM"); };
        const auto full = [&](const QString &host, int i, double dramScale) {
            Run r = fleetfixture::run(host, cpu, QStringLiteral("cpu"), i * 24,
                                      1 + fleetfixture::jitter(i));
            for (Measurement &m : r.measurements) {
                if (dram(m))
                    m.value = m.best = m.max = m.value * dramScale;
            }
            return r;
        };
        for (const QString &host :
             {QStringLiteral("disturbed"), QStringLiteral("short"), QStringLiteral("healthy")}) {
            for (int i = 0; i < 6; ++i)
                uitest::store(db, full(host, i, 1.0));
            for (int i = 6; i < 11; ++i) {
                Run r = full(host, i, 0.8);
                if (host == QLatin1String("disturbed")) {
                    for (Measurement &m : r.measurements) {
                        if (dram(m))
                            m.flags = QStringList{QStringLiteral("disturbed")};
                    }
                } else {
                    r.measurements.removeIf(
                        [](const Measurement &m) { return m.level != QLatin1String("L2"); });
                    r.measurementCount = r.measurements.size();
                }
                uitest::store(db, r);
            }
            uitest::store(db, full(host, 11, host == QLatin1String("healthy") ? 1.0 : 0.8));
        }

        usecases::Baselines::Request request;
        request.device = QStringLiteral("cpu");
        request.last = 5;
        for (const QString &host : {QStringLiteral("disturbed"), QStringLiteral("short")}) {
            request.host = host;
            const auto checked = usecases::Baselines::check(db, request);
            QVERIFY2(checked, checked ? "" : qPrintable(checked.error().text()));
            QVERIFY2(checked->result.regressed(), qPrintable(host));
            // DRAM read and copy, about 20 % slower each, and nothing else.
            QCOMPARE(checked->result.regressions.size(), 2);
            for (const RegressionFinding &f : checked->result.regressions) {
                QCOMPARE(f.key.level, QStringLiteral("DRAM"));
                QVERIFY2(std::fabs(f.change + 0.2) < 0.02, qPrintable(QString::number(f.change)));
            }
        }
        request.host = QStringLiteral("healthy");
        const auto healthy = usecases::Baselines::check(db, request);
        QVERIFY(healthy);
        QVERIFY(!healthy->result.regressed());
        QCOMPARE(healthy->result.compared, 5); // every figure of the latest run, DRAM included

        // The fleet names exactly the two slow nodes.
        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        QStringList flagged;
        for (const FleetRow &row : *fleet) {
            if (row.flag == FleetRow::Flag::Regressed)
                flagged << row.entry.host;
        }
        QCOMPARE(flagged, (QStringList{QStringLiteral("disturbed"), QStringLiteral("short")}));
    }

    void aShortLatestRunKeepsTheFiguresItLacks() {
        // Issue 31, item 3: the fleet showed "—" for the bandwidth of a node whose latest run
        // was a short `--only` run. Its figures now come from the newest full run.
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const QString cpu = QStringLiteral("AMD EPYC 9654");
        qint64 lastFull = 0;
        for (int i = 0; i < 3; ++i)
            lastFull = uitest::store(db, fleetfixture::run(QStringLiteral("n1"), cpu,
                                                           QStringLiteral("cpu"), i * 24, 1.0));
        Run shortRun = fleetfixture::run(QStringLiteral("n1"), cpu, QStringLiteral("cpu"), 72, 1.0);
        shortRun.measurements.removeIf(
            [](const Measurement &m) { return m.level != QLatin1String("L2"); });
        shortRun.measurementCount = shortRun.measurements.size();
        uitest::store(db, shortRun);
        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        const FleetRow &row = fleet->first();
        QVERIFY(row.shortLatest);
        QCOMPARE(row.entry.memoryBandwidth, 300e9);
        QCOMPARE(row.headlineFrom.value(QStringLiteral("memory")), lastFull);
        QCOMPARE(row.entry.peakFlops.value(QStringLiteral("fp64")), 5e12);
        QCOMPARE(row.flag, FleetRow::Flag::Ok);
        QCOMPARE(row.check.compared, 1); // the short run's L2 figure only
    }

    void outliersAmongPeersAreDrainedWithTheirReason() {
        // Eight healthy nodes of one CPU model and build, each with three runs; "slow-always"
        // has been 21 % low in every run (its own history sees nothing), "new" has a single
        // run 20 % low (no history of its own at all). Two nodes of another model form no
        // group of peers.
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const QString cpu = QStringLiteral("Intel Xeon Platinum 8480+");
        const auto node = [&](const QString &host, int runs, double scale, int seed,
                              const QString &model) {
            for (int i = 0; i < runs; ++i)
                uitest::store(db, fleetfixture::run(host, model, QStringLiteral("cpu"), i * 24,
                                                    scale * (1 + fleetfixture::jitter(i + seed))));
        };
        for (int n = 0; n < 8; ++n)
            node(QStringLiteral("peer-%1").arg(n), 3, 1.0 + 0.004 * (n % 3), n, cpu);
        node(QStringLiteral("slow-always"), 3, 0.79, 1, cpu);
        node(QStringLiteral("new"), 1, 0.80, 2, cpu);
        node(QStringLiteral("other-a"), 2, 1.0, 0, QStringLiteral("AMD EPYC 7763"));
        node(QStringLiteral("other-b"), 2, 0.7, 0, QStringLiteral("AMD EPYC 7763"));

        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        QStringList drained;
        for (const FleetRow &row : *fleet) {
            if (row.drain)
                drained << row.entry.host;
            if (row.entry.host.startsWith(QLatin1String("other")))
                QVERIFY(row.peers.isEmpty()); // two nodes: no peers to rank among
        }
        QCOMPARE(drained, (QStringList{QStringLiteral("new"), QStringLiteral("slow-always")}));
        const auto rowOf = [&](const QString &host) {
            return *std::find_if(fleet->cbegin(), fleet->cend(),
                                 [&](const FleetRow &r) { return r.entry.host == host; });
        };
        const FleetRow slow = rowOf(QStringLiteral("slow-always"));
        QCOMPARE(slow.flag, FleetRow::Flag::Ok); // its own past agrees with it
        const auto memoryOf = [](const FleetRow &row) {
            return *std::find_if(row.peers.cbegin(), row.peers.cend(), [](const PeerFigure &f) {
                return f.figure == QLatin1String("memory");
            });
        };
        const PeerFigure memory = memoryOf(slow);
        QVERIFY(memory.outlier);
        QCOMPARE(memory.peers, 10);
        QCOMPARE(memory.runs, 8 * 3 + 3 + 1);
        QVERIFY(memory.madZ < -FleetPeers::kOutlierZ);
        QVERIFY(std::fabs(memory.deviation + 0.21) < 0.01);
        QVERIFY(memory.percentile <= 3.0 / 28 + 1e-9); // its own three runs and "new"'s are lower
        const QString reason = FleetPeers::reasonText(memory);
        QVERIFY2(reason.startsWith(QStringLiteral("Memory bandwidth 21 % below the median of 10 "
                                                  "peer(s); ")),
                 qPrintable(reason));
        QVERIFY(reason.endsWith(QStringLiteral(" MAD")));
        QCOMPARE(rowOf(QStringLiteral("new")).flag, FleetRow::Flag::NoBaseline);
        const FleetRow healthy = rowOf(QStringLiteral("peer-0"));
        QVERIFY(!healthy.drain);
        QVERIFY(memoryOf(healthy).percentile > 0.2);
        // --flagged lists the drained nodes too.
        QCOMPARE(usecases::Fleet::flaggedOnly(*fleet).size(), 2);
    }
    // Issue 31's "done when", on synthetic runs stored in a database (storePlantedFaults):
    // four nodes of one CPU model, every figure wobbling from run to run (0.5 %; n3's by 6 %: a
    // noisy node), ten full runs each with short `--only` runs (L2 alone) mixed in, then the
    // latest full run: n1's DRAM bandwidth cut by 20 %, n2's L2 bandwidth by 10 %, n3 and n4
    // unchanged. The check names exactly n1's and n2's cut figures, with their effect sizes; no
    // healthy node is flagged, the noisy one least of all.
    void plantedFaultsAreNamedExactly() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const QList<PlantedFigure> figures = plantedFigures();
        const QList<PlantedNode> nodes = plantedNodes();
        storePlantedFaults(db, figures, nodes);
        QList<RegressionCheck::Result> results;
        for (const PlantedNode &n : nodes) {
            const auto checked = usecases::Baselines::check(db, plantedRequest(n.host));
            QVERIFY2(checked, checked ? "" : qPrintable(checked.error().text()));
            checkPlantedVerdict(checked->result, n, figures);
            if (QTest::currentTestFailed())
                return;
            results.append(checked->result);
        }
        // The noisy node: its figures may read uncertain, never slower or faster.
        QVERIFY(!results.at(2).uncertain.isEmpty());
    }

    // The same planted faults in the JUnit file: exactly n1's and n2's cut figures fail
    // (9 DRAM + 3 L2), and every figure of every node is a test case.
    void plantedFaultsFailExactlyTheirJUnitCases() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const QList<PlantedFigure> figures = plantedFigures();
        const QList<PlantedNode> nodes = plantedNodes();
        storePlantedFaults(db, figures, nodes);
        QList<VerdictExport::Suite> suites;
        for (const PlantedNode &n : nodes) {
            const auto checked = usecases::Baselines::check(db, plantedRequest(n.host));
            QVERIFY2(checked, checked ? "" : qPrintable(checked.error().text()));
            suites.append({n.host, QString(), checked->result});
        }
        const QByteArray junit = VerdictExport::junit(suites, VerdictExport::FailOn::Slower);
        QCOMPARE(junit.count("<failure type=\"slower\""), 9 + 3);
        QCOMPARE(junit.count("<testcase "), 4 * (int(figures.size()) + 2));
    }

    // The same planted faults in the fleet: exactly n1 and n2 flagged, no healthy node drained.
    void plantedFaultsFlagExactlyTheirNodesInTheFleet() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        storePlantedFaults(db, plantedFigures(), plantedNodes());
        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        QStringList flagged, drained;
        for (const FleetRow &row : *fleet) {
            if (row.flag == FleetRow::Flag::Regressed)
                flagged << row.entry.host;
            if (row.drain)
                drained << row.entry.host;
        }
        QCOMPARE(flagged, (QStringList{QStringLiteral("n1"), QStringLiteral("n2")}));
        // Among its peers no healthy node is drained. n1's memory bandwidth may be (n2's cut is
        // in L2, no headline): of four nodes, the noisy one widens the peers' MAD enough that
        // n1's −20 % reaches z −3.5 in only some draws (12 of 30 seeds; its own history flags it
        // in all 30, as every other assertion here holds for seeds 1-30).
        QVERIFY2(drained.isEmpty() || drained == QStringList{QStringLiteral("n1")},
                 qPrintable(drained.join(u' ')));
    }
};

QTEST_MAIN(TestBaselines)
#include "tst_baselines.moc"
