// SPDX-License-Identifier: MIT
// Issue 8 in the app: the Fleet page (model, asynchronous load, trend, flag, % of spec,
// filter, export), the regression flag in History and the "this node over time" verdict on
// the Compare page.
#include "report/FleetPeers.h"
#include "storage/FleetRepository.h"
#include "support/FleetFixtures.h"
#include "support/SyntheticRuns.h"
#include "support/UiTestSupport.h"
#include "ui/itemmodels/FleetTableModel.h"
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/services/RegressionFlags.h"
#include "ui/services/Session.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <algorithm>

using namespace roofline;

namespace {

struct Lab {
    QList<qint64> dropped; // gpu-07: oldest first; the last run is 8 % down
    QList<qint64> steady;  // gpu-08: ±0.25 %
    QList<qint64> cpu;     // cpu-01: ±0.25 %, no spec sheet
};

Lab storeLab(const storage::Database &db) {
    Lab lab;
    for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                           QStringLiteral("cuda:0"), 0.92))
        lab.dropped << uitest::store(db, r);
    for (const Run &r : fleetfixture::node(QStringLiteral("gpu-08"), fleetfixture::kH100,
                                           QStringLiteral("cuda:0"), 1.0, 3))
        lab.steady << uitest::store(db, r);
    for (const Run &r :
         fleetfixture::node(QStringLiteral("cpu-01"), QStringLiteral("AMD EPYC 9654"),
                            QStringLiteral("cpu"), 1.0, 1))
        lab.cpu << uitest::store(db, r);
    return lab;
}

int rowOf(const ui::FleetTableModel *model, const QString &host) {
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->row(r).entry.host == host)
            return r;
    }
    return -1;
}

bool waitForChecks(ui::FleetPage &page) {
    QSignalSpy done(&page, &ui::FleetPage::checksFinished);
    return page.isLoading() ? done.wait(20000) : true;
}

} // namespace

class TestFleetPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_fleetpage"); }

    // The model over synthetic nodes: structure checked by QAbstractItemModelTester through a
    // reset, flag updates in place, sorting and filtering.
    void modelOnSyntheticData() {
        QList<FleetRow> rows;
        for (int node = 0; node < 7; ++node) {
            FleetEntry e;
            for (int i = 0; i < 4; ++i) {
                Run r = testing::syntheticRun(node + 7 * i, 40, 3);
                r.id = 1 + node + 7 * i;
                e.recent.prepend(r);
            }
            e.host = e.recent.first().host.hostname;
            e.deviceName = e.recent.first().device.name;
            e.deviceId = e.recent.first().device.id;
            e.runCount = 4;
            e.latestRunId = e.recent.first().id;
            e.latestAt = e.recent.first().startedAt;
            e.memoryBandwidth = 1e11 * (node + 1);
            rows << FleetReport::evaluate(e);
        }
        ui::FleetTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows(rows);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), int(ui::FleetTableModel::ColumnCount));
        // CPUs: no spec, so no % of spec; flags pending until checked.
        QCOMPARE(model.index(0, ui::FleetTableModel::OfSpec).data().toString(),
                 QStringLiteral("—"));
        QCOMPARE(model.index(0, ui::FleetTableModel::Flag).data().toString(),
                 FleetReport::flagText(FleetRow::Flag::Pending));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QList<FleetRow> checked = rows.mid(2, 3);
        for (FleetRow &r : checked) {
            QList<Run> baseline = r.entry.recent.mid(1);
            FleetReport::applyCheck(r, r.entry.recent.first(), baseline);
        }
        model.updateRows(2, checked);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 2);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 4);
        QVERIFY(model.index(3, ui::FleetTableModel::Flag).data().toString()
                != FleetReport::flagText(FleetRow::Flag::Pending));

        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ui::FleetTableModel::RawValueRole);
        proxy.sort(ui::FleetTableModel::MemoryBandwidth, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, ui::FleetTableModel::Host).data().toString(),
                 rows.last().entry.host);
    }

    // Issue 31: a node whose memory bandwidth is an outlier among its peers (same hardware,
    // same build) shows DRAIN in the flag column, as `roofline fleet` prints it, counts as
    // flagged, sorts first and says why in its tooltip; its peers show no DRAIN.
    void drainShownInTheFlagColumn() {
        QList<FleetRow> rows;
        for (int node = 0; node < 6; ++node) {
            FleetEntry e;
            Run r = testing::syntheticRun(node, 4, 3);
            r.id = 100 + node;
            r.device.name = QStringLiteral("AMD EPYC 9654"); // one group of peers
            e.recent << r;
            e.host = QStringLiteral("node-%1").arg(node);
            e.deviceName = r.device.name;
            e.deviceId = r.device.id;
            e.runCount = 1;
            e.latestRunId = r.id;
            e.latestAt = r.startedAt;
            // Five alike within 2 %, node-3 21 % below them.
            e.memoryBandwidth = node == 3 ? 0.79e11 : 1e11 * (1 + 0.004 * node);
            rows << FleetReport::evaluate(e);
        }
        FleetPeers::judge(rows);
        QVERIFY(rows.at(3).drain);
        ui::FleetTableModel model;
        model.setRows(rows);
        const QString flag = model.index(3, ui::FleetTableModel::Flag).data().toString();
        QVERIFY2(flag.endsWith(QLatin1String(", DRAIN")), qPrintable(flag));
        QVERIFY2(flag.startsWith(FleetReport::flagText(rows.at(3).flag)), qPrintable(flag));
        for (int row : {0, 1, 2, 4, 5})
            QVERIFY(!model.index(row, ui::FleetTableModel::Flag)
                         .data()
                         .toString()
                         .contains(QLatin1String("DRAIN")));
        const QString tip =
            model.index(3, ui::FleetTableModel::Flag).data(Qt::ToolTipRole).toString();
        const PeerFigure outlier = *std::find_if(rows.at(3).peers.cbegin(), rows.at(3).peers.cend(),
                                                 [](const PeerFigure &f) { return f.outlier; });
        QVERIFY2(tip.contains(FleetPeers::reasonText(outlier)), qPrintable(tip));
        QVERIFY(model.index(3, 0).data(ui::FleetTableModel::FlaggedRole).toBool());
        QVERIFY(!model.index(0, 0).data(ui::FleetTableModel::FlaggedRole).toBool());
        QCOMPARE(model.flaggedCount(), 1);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ui::FleetTableModel::RawValueRole);
        proxy.sort(ui::FleetTableModel::Flag, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, ui::FleetTableModel::Host).data().toString(),
                 QStringLiteral("node-3"));
    }

    void loadsAndJudgesTheFleet() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        storeLab(db);
        ui::Session services(db);
        ui::FleetPage page(&services);
        QSignalSpy loaded(&page, &ui::FleetPage::summaryLoaded);
        QVERIFY(loaded.wait(20000)); // loads on a worker thread
        QVERIFY(waitForChecks(page));
        const ui::FleetTableModel *model = page.tableModel();
        QAbstractItemModelTester tester(page.proxy(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 3);

        const int dropped = rowOf(model, QStringLiteral("gpu-07"));
        const int steady = rowOf(model, QStringLiteral("gpu-08"));
        const int cpu = rowOf(model, QStringLiteral("cpu-01"));
        QVERIFY(dropped >= 0 && steady >= 0 && cpu >= 0);
        const auto cell = [model](int row, int column) {
            return model->index(row, column).data().toString();
        };
        QCOMPARE(cell(dropped, ui::FleetTableModel::Trend), QStringLiteral("↓"));
        QCOMPARE(cell(steady, ui::FleetTableModel::Trend), QStringLiteral("→"));
        QCOMPARE(model->row(dropped).flag, FleetRow::Flag::Regressed);
        QCOMPARE(model->row(steady).flag, FleetRow::Flag::Ok);
        QCOMPARE(model->row(cpu).flag, FleetRow::Flag::Ok);
        QVERIFY(model->index(dropped, 0).data(ui::FleetTableModel::FlaggedRole).toBool());
        // HBM 3.0 TB/s of the H100 SXM's 3.35 TB/s; 8 % less on the dropped node.
        for (int row : {steady, dropped}) {
            const FleetRow &r = model->row(row);
            QCOMPARE(r.spec->id, QStringLiteral("h100-sxm"));
            const double fraction = r.entry.memoryBandwidth / r.spec->memoryBandwidth;
            QCOMPARE(cell(row, ui::FleetTableModel::OfSpec),
                     QLocale().toString(fraction * 100, 'f', 0) + QStringLiteral(" %"));
        }
        QVERIFY(model->row(steady).bandwidthOfSpec.value() > 0.88);
        QVERIFY(model->row(dropped).bandwidthOfSpec.value() < 0.84);
        QCOMPARE(cell(cpu, ui::FleetTableModel::OfSpec), QStringLiteral("—"));
        const QString tip =
            model->index(dropped, ui::FleetTableModel::Flag).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("worse: ")), qPrintable(tip));

        // Only flagged, and the text filter.
        page.findChild<QCheckBox *>(QStringLiteral("onlyFlagged"))->setChecked(true);
        QCOMPARE(page.proxy()->rowCount(), 1);
        QCOMPARE(page.proxy()->index(0, 0).data().toString(), QStringLiteral("gpu-07"));
        page.findChild<QCheckBox *>(QStringLiteral("onlyFlagged"))->setChecked(false);
        page.findChild<QLineEdit *>(QStringLiteral("filter"))->setText(QStringLiteral("EPYC"));
        QCOMPARE(page.proxy()->rowCount(), 1);
        page.findChild<QLineEdit *>(QStringLiteral("filter"))->clear();

        // Double-click opens the node's runs on the Compare page: latest first, then baseline.
        page.view()->setCurrentIndex(page.proxy()->mapFromSource(model->index(dropped, 0)));
        QSignalSpy compare(&services, &ui::Session::compareRequested);
        emit page.view()->doubleClicked(page.view()->currentIndex());
        QCOMPARE(compare.size(), 1);
        QCOMPARE(compare.first().first().value<QList<qint64>>().size(), 6);

        const auto written = page.exportTo(dir.filePath(QStringLiteral("fleet.csv")));
        QVERIFY(written);
        QFile csv(written->first());
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(csv.readAll());
        QVERIFY(text.contains(QStringLiteral("gpu-07")));
        QVERIFY(text.contains(QStringLiteral("regressed")));
    }

    // The details pane colours a line by its kind: with the verdict's words translated (and the
    // page's own "worse: " not), the regressions and the regressed verdict are still red and
    // nothing else is.
    void detailsColourFollowsTheKind() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        storeLab(db);
        ui::Session services(db);
        ui::FleetPage page(&services);
        QSignalSpy loaded(&page, &ui::FleetPage::summaryLoaded);
        QVERIFY(loaded.wait(20000));
        QVERIFY(waitForChecks(page));
        const ui::FleetTableModel *model = page.tableModel();
        const int dropped = rowOf(model, QStringLiteral("gpu-07"));
        const int steady = rowOf(model, QStringLiteral("gpu-08"));
        QVERIFY(dropped >= 0 && steady >= 0);

        fleetfixture::VerdictWordsTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const auto redLines = [&page, model](int row) {
            page.view()->setCurrentIndex({}); // shown anew, in the translator's words
            page.view()->setCurrentIndex(page.proxy()->mapFromSource(model->index(row, 0)));
            QStringList red, other;
            const QTextDocument *doc =
                page.findChild<QTextBrowser *>(QStringLiteral("details"))->document();
            for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
                if (b.text().isEmpty())
                    continue;
                const QColor colour = b.begin().fragment().charFormat().foreground().color();
                (colour == QColor(0xd3, 0x2f, 0x2f) ? red : other) << b.text();
            }
            return std::pair{red, other};
        };
        const auto [red, other] = redLines(dropped);
        const auto [steadyRed, steadyOther] = redLines(steady);
        QCoreApplication::removeTranslator(&translator);

        QCOMPARE(red.size(), 8); // the verdict and its 7 regressions
        QVERIFY2(red.first().startsWith(QStringLiteral("Verschlechtert: 7")), qPrintable(red[0]));
        for (const QString &line : red.mid(1))
            QVERIFY2(line.startsWith(QStringLiteral("schlechter: ")), qPrintable(line));
        for (const QString &line : other)
            QVERIFY2(!line.startsWith(QStringLiteral("schlechter: ")), qPrintable(line));
        QVERIFY(steadyRed.isEmpty());
        QVERIFY(!steadyOther.isEmpty());
    }

    void reloadsWhenRunsChange() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        ui::Session services(db);
        ui::FleetPage page(&services);
        QSignalSpy loaded(&page, &ui::FleetPage::summaryLoaded);
        QVERIFY(loaded.wait(20000));
        QCOMPARE(page.tableModel()->rowCount(), 0);
        storeLab(db);
        services.notifyRunsChanged();
        QVERIFY(loaded.wait(20000));
        QCOMPARE(page.tableModel()->rowCount(), 3);
        QVERIFY(waitForChecks(page));
        QCOMPARE(page.tableModel()->flaggedCount(), 1);
    }

    void historyFlagsARegressedRun() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const Lab lab = storeLab(db);
        ui::Session services(db);
        ui::HistoryPage page(&services);
        auto *flags = page.findChild<ui::RegressionFlags *>();
        QVERIFY(flags);
        QSignalSpy ready(flags, &ui::RegressionFlags::flagsReady);

        // Asking is what schedules the check; the answer comes from a worker.
        QCOMPARE(flags->flag(lab.dropped.last()).state, ui::RegressionFlags::Flag::State::Pending);
        flags->flag(lab.steady.last());
        flags->flag(lab.dropped.first());
        QTRY_VERIFY_WITH_TIMEOUT(!flags->isBusy(), 20000);
        QVERIFY(!ready.isEmpty());
        const auto regressed = flags->flag(lab.dropped.last());
        QCOMPARE(regressed.state, ui::RegressionFlags::Flag::State::Regressed);
        QCOMPARE(regressed.baselineRuns, 5);
        QCOMPARE(regressed.result.regressions.size(), 7);
        QCOMPARE(flags->flag(lab.steady.last()).state, ui::RegressionFlags::Flag::State::Ok);
        QCOMPARE(flags->flag(lab.dropped.first()).state,
                 ui::RegressionFlags::Flag::State::NoBaseline);

        // The details pane lists the findings of the selected, flagged run.
        page.view()->clearSelection();
        page.selectRun(lab.dropped.last());
        auto *findings = page.findChild<QLabel *>(QStringLiteral("regressionFindings"));
        QVERIFY(findings);
        const QString red = QStringLiteral("<span style=\"color:#d32f2f\">");
        QTRY_VERIFY_WITH_TIMEOUT(findings->text().startsWith(red + QStringLiteral("Regressed")),
                                 20000);
        QCOMPARE(findings->text().count(red + QStringLiteral("worse: ")), 7);
        // Red by kind, not by words: the verdict's words translated, the same lines are red.
        fleetfixture::VerdictWordsTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const QList<VerdictLine> lines = flags->findingLines(lab.dropped.last());
        page.view()->clearSelection(); // the pane follows the selection
        page.selectRun(lab.dropped.last());
        QVERIFY(uitest::settle());
        const QString translated = findings->text();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(lines.size(), 8);
        for (const VerdictLine &line : lines)
            QCOMPARE(int(line.kind), int(VerdictLine::Kind::Worse));
        QVERIFY2(translated.startsWith(red + QStringLiteral("Verschlechtert: 7")),
                 qPrintable(translated));
        QCOMPARE(translated.count(red + QStringLiteral("schlechter: ")), 7);
        QCOMPARE(translated.count(red), 8);
        QCOMPARE(flags->findingLines(lab.steady.last()).constFirst().kind,
                 VerdictLine::Kind::Unchanged);
        QCOMPARE(flags->findingLines(lab.dropped.first()).constFirst().kind,
                 VerdictLine::Kind::Info);
        QCOMPARE(flags->findings(lab.dropped.last()),
                 RegressionVerdict::texts(flags->findingLines(lab.dropped.last())));

        // A deleted run changes baselines: the answers are forgotten.
        services.notifyRunsChanged();
        QCOMPARE(flags->flag(lab.dropped.last()).state, ui::RegressionFlags::Flag::State::Pending);
    }

    // The findings beside the details follow the selection: cleared with it, whether the user
    // clears it or a filter (a model reset) drops the selected row, never the previous run's.
    void historyFindingsClearWithTheSelection() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const Lab lab = storeLab(db);
        ui::Session services(db);
        ui::HistoryPage page(&services);
        QVERIFY(uitest::settle());
        auto *findings = page.findChild<QLabel *>(QStringLiteral("regressionFindings"));
        QVERIFY(findings);
        page.view()->clearSelection();
        page.selectRun(lab.dropped.last());
        QTRY_VERIFY_WITH_TIMEOUT(findings->text().contains(QStringLiteral("Regressed")), 20000);

        page.view()->clearSelection();
        QVERIFY(page.selectedRunIds().isEmpty());
        QCOMPARE(findings->text(), QString());

        page.selectRun(lab.dropped.last());
        QTRY_VERIFY_WITH_TIMEOUT(!findings->text().isEmpty(), 20000);
        auto *host = page.findChild<QLineEdit *>(QStringLiteral("filterHost"));
        QVERIFY(host);
        host->setText(QStringLiteral("no-such-host"));
        QVERIFY(uitest::settle());
        QCOMPARE(page.proxy()->rowCount(), 0);
        QCOMPARE(findings->text(), QString());

        // Another run selected: its own findings (none for a steady node), not the last ones.
        host->clear();
        QVERIFY(uitest::settle());
        page.selectRun(lab.dropped.last());
        QTRY_VERIFY_WITH_TIMEOUT(findings->text().contains(QStringLiteral("Regressed")), 20000);
        page.view()->clearSelection();
        page.selectRun(lab.steady.last());
        QVERIFY(uitest::settle());
        QTRY_VERIFY_WITH_TIMEOUT(!findings->text().contains(QStringLiteral("Regressed")), 20000);
    }

    void compareShowsTheNodeVerdict() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        const Lab lab = storeLab(db);
        ui::Session services(db);
        ui::ComparePage page(&services);
        page.setRunIds(lab.dropped);
        QVERIFY(uitest::settle());
        QVERIFY2(page.nodeVerdict().contains(QStringLiteral("Regressed: 7 measurement(s)")),
                 qPrintable(page.nodeVerdict()));
        // The verdict red, and each of the 7 regressions red: the page shows the lines the
        // comparison PDF shows (up to 8 a kind, issue 32), so none hides behind "… more".
        const QString red = QStringLiteral("color:#d32f2f");
        QCOMPARE(page.nodeVerdict().count(red), 1 + 7);
        QVERIFY(!page.nodeVerdict().contains(QStringLiteral("… and")));
        QVERIFY(!page.nodeVerdict().contains(red + QStringLiteral("\">…")));
        page.setRunIds(lab.steady);
        QVERIFY(uitest::settle());
        QVERIFY2(page.nodeVerdict().contains(QStringLiteral("No regression")),
                 qPrintable(page.nodeVerdict()));
        // Two different nodes: no verdict.
        page.setRunIds({lab.dropped.last(), lab.steady.last()});
        QVERIFY(uitest::settle());
        QVERIFY(page.nodeVerdict().isEmpty());
    }
};

QTEST_MAIN(TestFleetPage)
#include "tst_fleetpage.moc"
