// SPDX-License-Identifier: MIT
// Issue 32: one choice of "the latest run" of a node, by purpose, for every reader: a run that
// stored no measurements (or not the ones asked for) never stands for its node.
#include "support/UiTestSupport.h"
#include "usecases/Baselines.h"
#include "usecases/Fleet.h"
#include "usecases/LatestRuns.h"
#include "usecases/Runs.h"

#include <QTest>

using namespace roofline;

namespace {

Measurement flops(double value) {
    Measurement m = uitest::bandwidth(QStringLiteral("L1"), value);
    m.probe = QStringLiteral("cpu.compute");
    m.metric = QStringLiteral("compute");
    m.level.clear();
    m.format = QStringLiteral("fp64");
    m.unit = QStringLiteral("FLOP/s");
    return m;
}

} // namespace

class TestLatestRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_latestruns"); }

    void whyNot_data() {
        QTest::addColumn<int>("purpose");
        QTest::addColumn<QString>("what"); // empty, l1, dram, flops, cancelled, standard
        QTest::addColumn<bool>("usable");
        using P = usecases::LatestRuns::Purpose;
        QTest::newRow("empty, measured") << int(P::Measured) << "empty" << false;
        QTest::newRow("empty, quick") << int(P::QuickSuite) << "empty" << false;
        QTest::newRow("cancelled") << int(P::Measured) << "cancelled" << false;
        QTest::newRow("standard suite, quick") << int(P::QuickSuite) << "standard" << false;
        QTest::newRow("standard suite, measured") << int(P::Measured) << "standard" << true;
        QTest::newRow("L1 only, bandwidth") << int(P::Bandwidth) << "l1" << false;
        QTest::newRow("DRAM, bandwidth") << int(P::Bandwidth) << "dram" << true;
        QTest::newRow("DRAM, compute") << int(P::ComputePeaks) << "dram" << false;
        QTest::newRow("FLOP/s, compute") << int(P::ComputePeaks) << "flops" << true;
    }
    void whyNot() {
        QFETCH(int, purpose);
        QFETCH(QString, what);
        QFETCH(bool, usable);
        Run r = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("n1"), 2e10);
        if (what == QLatin1String("empty"))
            r.measurements.clear();
        else if (what == QLatin1String("l1"))
            r.measurements.removeLast();
        else if (what == QLatin1String("flops"))
            r.measurements = {flops(1e12)};
        else if (what == QLatin1String("cancelled"))
            r.status = Run::Status::Cancelled;
        else if (what == QLatin1String("standard"))
            r.suite = QStringLiteral("standard");
        const QString why = usecases::LatestRuns::whyNot(r, usecases::LatestRuns::Purpose(purpose));
        QCOMPARE(why.isEmpty(), usable);
        QCOMPARE(usecases::LatestRuns::emptyReason(r).isEmpty(), what != QLatin1String("empty"));
    }

    // The newest runs of a node are "complete" but stored nothing: every reader passes over
    // them to the newest run that measured — the duration estimate, `roofline check`, the
    // fleet (and so its PDF) — and one that measured only caches is passed over for the
    // bandwidth.
    void everyReaderSkipsEmptyRuns() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        Run dram = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("n1"), 2e10, {}, 3);
        dram.finishedAt = dram.startedAt.addSecs(26);
        const qint64 dramId = uitest::store(db, dram);
        Run l1 = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("n1"), 2e10, {}, 2);
        l1.measurements.removeLast();
        l1.finishedAt = l1.startedAt.addSecs(30);
        const qint64 l1Id = uitest::store(db, l1);
        for (int i = 0; i < 2; ++i) {
            Run empty = uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("n1"), 2e10, {}, i);
            empty.measurements.clear();
            empty.finishedAt = empty.startedAt.addSecs(1);
            uitest::store(db, empty);
        }
        using P = usecases::LatestRuns::Purpose;
        const auto measured = usecases::LatestRuns::find(db, QStringLiteral("n1"), {}, P::Measured);
        QVERIFY(measured && *measured);
        QCOMPARE((*measured)->id, l1Id);
        const auto bandwidth =
            usecases::LatestRuns::find(db, QStringLiteral("n1"), {}, P::Bandwidth);
        QVERIFY(bandwidth && *bandwidth);
        QCOMPARE((*bandwidth)->id, dramId);
        const auto peaks =
            usecases::LatestRuns::find(db, QStringLiteral("n1"), {}, P::ComputePeaks);
        QVERIFY(peaks);
        QVERIFY(!*peaks);

        const auto duration =
            usecases::Runs::typicalDuration(db, QStringLiteral("n1"), QStringLiteral("quick"));
        QVERIFY(duration);
        QCOMPARE(duration->runs, 2);
        QCOMPARE(duration->seconds, 28.0);

        usecases::Baselines::Request request;
        request.host = QStringLiteral("n1");
        request.device = QStringLiteral("cpu");
        const auto checked = usecases::Baselines::check(db, request);
        QVERIFY2(checked, checked ? "" : qPrintable(checked.error().text()));
        QCOMPARE(checked->latest.id, l1Id);
        QCOMPARE(checked->baseline.size(), 1);
        QCOMPARE(checked->baseline.first().id, dramId);

        const auto fleet = usecases::Fleet::load(db, 5);
        QVERIFY(fleet);
        QCOMPARE(fleet->size(), 1);
        QCOMPARE(fleet->first().entry.latestRunId, l1Id);
        QCOMPARE(fleet->first().entry.runCount, qint64(4)); // listed, not chosen
    }
};

QTEST_MAIN(TestLatestRuns)
#include "tst_latestruns.moc"
