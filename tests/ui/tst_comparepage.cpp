// SPDX-License-Identifier: MIT
#include "report/RegressionVerdict.h"
#include "support/DatabasePing.h"
#include "support/UiTestSupport.h"
#include "ui/MainWindow.h"
#include "ui/itemmodels/ComparisonTableModel.h"
#include "ui/itemmodels/RunPickerModel.h"
#include "ui/pages/ComparePage.h"
#include "ui/services/Session.h"
#include "ui/widgets/RunPicker.h"
#include "usecases/Baselines.h"
#include "usecases/Reports.h"
#include "usecases/Runs.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <algorithm>
#include <memory>
#include <optional>

using namespace roofline;

namespace {

// `r` with a DRAM latency of `seconds` (0.1 % noise).
Run withLatency(Run r, double seconds) {
    Measurement m;
    m.probe = QStringLiteral("cpu.latency");
    m.metric = QStringLiteral("latency");
    m.level = QStringLiteral("DRAM");
    m.workingSetBytes = 1LL << 30;
    m.threads = 1;
    m.value = m.best = m.min = m.median = m.mean = m.max = seconds;
    m.stddev = seconds * 0.001;
    m.unit = QStringLiteral("s");
    m.n = 10;
    r.measurements << m;
    return r;
}

// Node gpu-07 over three weeks, the third worse (DRAM bandwidth 18 % lower, DRAM latency
// 30 % higher), a cancelled partial run among them, and another node; the Compare page with
// week 3 and week 2 ticked, newest first as a user ticks them from the top of the list.
// Members are destroyed page first, database last.
struct NodeWeeks {
    QTemporaryDir dir;
    std::optional<storage::Database> db;
    qint64 week1 = 0;
    qint64 week2 = 0;
    qint64 cancelled = 0;
    qint64 week3 = 0;
    qint64 other = 0; // another node, highlighted but not ticked
    std::unique_ptr<ui::Session> services;
    std::unique_ptr<ui::ComparePage> page;
};

void openNodeWeeks(NodeWeeks &lab) {
    lab.db = uitest::database(lab.dir);
    const storage::Database &db = *lab.db;
    const QString host = QStringLiteral("gpu-07");
    lab.week1 = uitest::store(
        db, withLatency(uitest::run(QStringLiteral("EPYC"), host, 2e10, {}, 14), 90e-9));
    lab.week2 = uitest::store(
        db, withLatency(uitest::run(QStringLiteral("EPYC"), host, 2e10, {}, 7), 90e-9));
    // A cancelled partial run between them is no part of "this node over time".
    Run partial = withLatency(uitest::run(QStringLiteral("EPYC"), host, 1e9, {}, 3), 500e-9);
    partial.status = Run::Status::Cancelled;
    lab.cancelled = uitest::store(db, partial);
    lab.week3 =
        uitest::store(db, withLatency(uitest::run(QStringLiteral("EPYC"), host, 1.64e10), 117e-9));
    lab.other =
        uitest::store(db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("beta"), 2e10));
    lab.services = std::make_unique<ui::Session>(db);
    lab.page = std::make_unique<ui::ComparePage>(lab.services.get());
    QVERIFY(uitest::settle());
    lab.page->setRunIds({lab.week3, lab.week2});
    QVERIFY(uitest::settle());
}

} // namespace

class TestComparePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_comparepage"); }

    void flagsSignificantChanges() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        // Same L1 bandwidth; DRAM 20 % lower in the second run: far beyond 0.1 % noise.
        const qint64 a = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2e10, {}, 3));
        const qint64 b = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 1.6e10, {}, 1));
        const qint64 c = uitest::store(
            db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("alpha"), 2.4e10));
        ui::Session services(db);
        ui::ComparePage page(&services);
        QAbstractItemModelTester tester(page.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        page.setRunIds({a, b});
        QVERIFY(uitest::settle()); // the runs are read off the GUI thread
        ui::ComparisonTableModel *model = page.tableModel();
        QCOMPARE(model->rowCount(), 2);
        // measurement, unit, two values, one ratio
        QCOMPARE(model->columnCount(), 5);
        QCOMPARE(model->significantRowCount(), 1);
        int dramRow = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data().toString().contains(QStringLiteral("DRAM")))
                dramRow = r;
        }
        QVERIFY(dramRow >= 0);
        const QModelIndex ratio = model->index(dramRow, 4);
        QVERIFY(ratio.data(ui::ComparisonTableModel::SignificantRole).toBool());
        QVERIFY(ratio.data(Qt::BackgroundRole).isValid());
        QVERIFY(
            !model->index(1 - dramRow, 4).data(ui::ComparisonTableModel::SignificantRole).toBool());

        // Three runs, the node over time, then another baseline.
        page.setRunIds({a, b, c});
        QVERIFY(uitest::settle());
        QCOMPARE(model->columnCount(), 2 + 3 + 2);
        page.setBaseline(1);
        QVERIFY(uitest::settle());
        QCOMPARE(model->comparison().baseline(), 1);
        QCOMPARE(page.checkedRunIds().size(), 3);
    }

    // A node that got worse reads "worse" in red, whichever direction is better for the
    // measurement (bandwidth: higher; latency: lower), because the earliest run is the
    // baseline — not the newest one the list shows first.
    void worseIsRedAgainstTheEarliestRun() {
        NodeWeeks lab;
        openNodeWeeks(lab);
        if (QTest::currentTestFailed())
            return;
        ui::ComparePage &page = *lab.page;
        QCOMPARE(page.baselineRunId(), lab.week2);
        ui::ComparisonTableModel *model = page.tableModel();
        const RunComparison &cmp = model->comparison();
        QCOMPARE(cmp.runIds().value(cmp.baseline()), QString::number(lab.week2));
        const int newest = int(cmp.runIds().indexOf(QString::number(lab.week3)));
        const int ratioColumn = model->columnCount() - 1; // week3 ÷ baseline
        QCOMPARE(model->headerData(ratioColumn, Qt::Horizontal).toString(),
                 QStringLiteral("#%1 ÷ baseline").arg(lab.week3));
        int worse = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const RunComparison::Row &row = cmp.rows().at(r);
            if (row.key.level != QLatin1String("DRAM"))
                continue;
            QCOMPARE(row.verdicts.value(newest), RunComparison::Verdict::Worse);
            const QColor colour =
                model->index(r, ratioColumn).data(Qt::BackgroundRole).value<QBrush>().color();
            QVERIFY2(colour.red() > 150 && colour.green() < 100,
                     qPrintable(row.key.text() + QLatin1Char(' ') + colour.name()));
            ++worse;
        }
        QCOMPARE(worse, 2); // bandwidth (higher is better) and latency (lower is better)
        QCOMPARE(cmp.tally(newest).worse, 2);
        QCOMPARE(cmp.tally(newest).better, 0);
    }

    // The user's choice of baseline in the Baseline box sticks until other runs are ticked.
    void chosenBaselineSticks() {
        NodeWeeks lab;
        openNodeWeeks(lab);
        if (QTest::currentTestFailed())
            return;
        ui::ComparePage &page = *lab.page;
        auto *box = page.findChild<QComboBox *>(QStringLiteral("baseline"));
        QVERIFY(box);
        box->setCurrentIndex(box->findData(lab.week3));
        QVERIFY(uitest::settle());
        QCOMPARE(page.baselineRunId(), lab.week3);
        const RunComparison &cmp = page.tableModel()->comparison();
        QCOMPARE(cmp.runIds().value(cmp.baseline()), QString::number(lab.week3));
    }

    // "This node over time" follows the ticked run's node (not the highlighted row) and
    // leaves the cancelled run out; the earliest run is the baseline and the verdict is red.
    void nodeOverTimeFollowsTheTickedNode() {
        NodeWeeks lab;
        openNodeWeeks(lab);
        if (QTest::currentTestFailed())
            return;
        ui::ComparePage &page = *lab.page;
        auto *picker = page.findChild<ui::RunPicker *>();
        QVERIFY(picker);
        picker->setCurrentRunId(lab.other);
        QCOMPARE(picker->currentRunId(), lab.other);
        page.selectNodeOverTime();
        QVERIFY(uitest::settle());
        QList<qint64> ticked = page.checkedRunIds();
        std::sort(ticked.begin(), ticked.end());
        QCOMPARE(ticked, (QList<qint64>{lab.week1, lab.week2, lab.week3}));
        QVERIFY(!ticked.contains(lab.cancelled));
        QCOMPARE(page.baselineRunId(), lab.week1);
        QVERIFY2(page.nodeVerdict().contains(QStringLiteral("#d32f2f")),
                 qPrintable(page.nodeVerdict()));
        QVERIFY2(page.nodeVerdict().contains(QStringLiteral("Regressed")),
                 qPrintable(page.nodeVerdict()));
    }

    // Issue 32 item 5: "This node over time" is one computation for the app and the PDF, and
    // it judges the node as `roofline check` and the fleet do: whatever runs are ticked, a
    // cancelled partial run and a "complete" run that stored nothing are no part of it.
    void nodeOverTimeAgreesInAppPdfAndCheck() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        const QString host = QStringLiteral("gpu-07");
        const qint64 week1 =
            uitest::store(db, uitest::run(QStringLiteral("EPYC"), host, 2e10, {}, 14));
        Run partial = uitest::run(QStringLiteral("EPYC"), host, 1.2e10, {}, 7);
        partial.status = Run::Status::Cancelled;
        const qint64 cancelled = uitest::store(db, partial);
        Run nothing = uitest::run(QStringLiteral("EPYC"), host, 2e10, {}, 3);
        nothing.measurements.clear();
        const qint64 empty = uitest::store(db, nothing);
        const qint64 week3 = uitest::store(db, uitest::run(QStringLiteral("EPYC"), host, 1.64e10));
        const QList<qint64> ids{week3, empty, cancelled, week1};

        // `roofline check` of the node: week 3 against week 1 only.
        usecases::Baselines::Request request;
        request.host = host;
        request.device = QStringLiteral("cpu");
        const auto check = usecases::Baselines::check(db, request);
        QVERIFY(check);
        QCOMPARE(check->latest.id, week3);
        QCOMPARE(check->baseline.size(), 1);
        const QStringList expected = RegressionVerdict::lines(check->result, 1);

        ui::Session services(db);
        ui::ComparePage page(&services);
        page.resize(1024, 700);
        page.show();
        QVERIFY(uitest::settle());
        page.setRunIds(ids);
        QVERIFY(uitest::settle());
        for (const QString &line : expected)
            QVERIFY2(page.nodeVerdict().contains(line.toHtmlEscaped()),
                     qPrintable(line + QStringLiteral(" | ") + page.nodeVerdict()));

        usecases::ReportRequest report;
        report.compare = true;
        report.runs = usecases::Runs::keysOf(ids);
        const auto runs = usecases::Reports::loadRuns(db, report);
        QVERIFY(runs);
        // The report's text as its HTML carries it (the PDF lays out the same document).
        const QString html = dir.filePath(QStringLiteral("compare.html"));
        QVERIFY(usecases::Reports::write(usecases::Reports::compose(report, *runs), html));
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(f.readAll());
        QVERIFY(written.contains(QStringLiteral("This node over time")));
        for (const QString &line : expected)
            QVERIFY2(written.contains(line.toHtmlEscaped()), qPrintable(line));
    }

    // Another process writes (`roofline runs import`): the page follows by itself while the
    // app watches for changes, and on F5 (View → Refresh) when it does not.
    void followsExternalWritesAndF5() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        uitest::store(db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("alpha"), 2e10));
        ui::Session services(db);
        services.setWatchingForChanges(true, 50);
        ui::ComparePage page(&services);
        QVERIFY(uitest::settle());
        auto *list = page.findChild<ui::RunPicker *>()->model();
        QCOMPARE(list->rowCount(), 1);
        QSignalSpy external(&services, &ui::Session::externalChange);
        QVERIFY(support::awaitWatching(external, db)); // it knows the current state
        QVERIFY(uitest::settle());
        QCOMPARE(list->rowCount(), 1);

        QProcess cli;
        cli.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                  {QStringLiteral("--db"), db.path(), QStringLiteral("runs"),
                   QStringLiteral("import"),
                   QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 3, 10000);

        // Not watching: nothing moves until F5.
        services.setWatchingForChanges(false);
        QVERIFY(!services.isWatchingForChanges());
        ui::MainWindow window;
        auto *shown = new ui::ComparePage(&services);
        window.addPage(shown, QStringLiteral("Compare"), QIcon());
        window.setCurrentPage(shown);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(uitest::settle());
        auto *shownList = shown->findChild<ui::RunPicker *>()->model();
        QCOMPARE(shownList->rowCount(), 3);
        uitest::store(db, uitest::run(QStringLiteral("EPYC"), QStringLiteral("beta"), 2e10));
        support::holdFor(300, "not watching: the page must not follow the write by itself");
        QVERIFY(uitest::settle());
        QCOMPARE(shownList->rowCount(), 3);
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(uitest::settle());
        QTRY_COMPARE_WITH_TIMEOUT(shownList->rowCount(), 4, 10000);
    }
};

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"