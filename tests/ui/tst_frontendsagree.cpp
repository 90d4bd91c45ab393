// SPDX-License-Identifier: MIT
// The app and `roofline` give the same answers because they run the same use cases (src/app):
// the fleet (nodes, flags, trends, % of spec), the baseline a run is judged against (ties in
// start time included) and a report's content — the page's in one process, the command's in
// another, over one database.
#include "report/FleetReport.h"
#include "support/FleetFixtures.h"
#include "support/UiTestSupport.h"
#include "ui/itemmodels/FleetTableModel.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/RegressionFlags.h"
#include "ui/services/Session.h"
#include "usecases/Reports.h"
#include "usecases/Runs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>

using namespace roofline;

namespace {

QJsonDocument cli(const storage::Database &db, const QStringList &args, int *exitCode = nullptr) {
    QProcess p;
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
            QStringList{QStringLiteral("--json"), QStringLiteral("--db"), db.path()} + args);
    if (!p.waitForFinished(120000))
        qFatal("roofline did not finish");
    if (exitCode)
        *exitCode = p.exitCode();
    return QJsonDocument::fromJson(p.readAllStandardOutput());
}

// The report's JSON without the moment it was made.
QJsonObject withoutTimes(QJsonObject o) {
    for (const QString &key : o.keys()) {
        if (key.contains(QLatin1String("generated")))
            o.remove(key);
        else if (o.value(key).isObject())
            o.insert(key, withoutTimes(o.value(key).toObject()));
    }
    return o;
}

} // namespace

class TestFrontendsAgree : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_frontendsagree"); }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = uitest::database(*m_dir);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0.92))
            m_dropped << uitest::store(*m_db, r);
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-08"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 1.0, 3))
            uitest::store(*m_db, r);
        for (const Run &r :
             fleetfixture::node(QStringLiteral("cpu-01"), QStringLiteral("AMD EPYC 9654"),
                                QStringLiteral("cpu"), 1.0, 1))
            uitest::store(*m_db, r);
        // A node whose two latest runs started at the same second: which is judged against
        // which must not depend on who asks.
        const auto tied = fleetfixture::node(QStringLiteral("gpu-09"), fleetfixture::kH100,
                                             QStringLiteral("cuda:0"), 1.0, 2);
        for (const Run &r : tied)
            m_tied << uitest::store(*m_db, r);
        Run twin = tied.last();
        twin.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        m_tied << uitest::store(*m_db, twin);
        m_services = std::make_unique<ui::Session>(*m_db);
        m_services->setCliPath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"));
    }
    void cleanup() {
        QVERIFY(uitest::settle());
        m_services.reset();
        m_db.reset();
        m_dir.reset();
        m_dropped.clear();
        m_tied.clear();
    }

    void fleet() {
        ui::FleetPage page(m_services.get());
        page.setHistory(5);
        QVERIFY(uitest::settle());
        QVERIFY(!page.isLoading());
        const QJsonDocument doc =
            cli(*m_db, {QStringLiteral("fleet"), QStringLiteral("--last"), QStringLiteral("5")});
        const QJsonArray nodes = doc.object().value(QStringLiteral("nodes")).toArray();
        const ui::FleetTableModel *model = page.tableModel();
        QCOMPARE(nodes.size(), model->rowCount());
        QCOMPARE(model->rowCount(), 4);
        for (int i = 0; i < model->rowCount(); ++i) {
            const FleetRow &row = model->row(i);
            const QJsonObject node = nodes.at(i).toObject();
            QCOMPARE(node.value(QStringLiteral("host")).toString(), row.entry.host);
            QCOMPARE(node.value(QStringLiteral("flag")).toString(), FleetReport::flagKey(row.flag));
            QCOMPARE(qint64(node.value(QStringLiteral("latest_run")).toDouble()),
                     row.entry.latestRunId);
            QJsonArray baseline;
            for (qint64 id : row.baselineRunIds())
                baseline.append(double(id));
            QCOMPARE(node.value(QStringLiteral("baseline_runs")).toArray(), baseline);
            QCOMPARE(node.value(QStringLiteral("trend")).toString(),
                     FleetReport::rowJson(row).value(QStringLiteral("trend")).toString());
            if (row.bandwidthOfSpec)
                QCOMPARE(node.value(QStringLiteral("memory_bandwidth_of_spec")).toDouble(),
                         *row.bandwidthOfSpec);
        }
        QCOMPARE(model->flaggedCount(), 1);
    }

    // History's ⚑ and `roofline check` judge a run against the same earlier runs.
    void baseline() {
        ui::HistoryPage page(m_services.get());
        auto *flags = page.findChild<ui::RegressionFlags *>();
        const QList<qint64> asked{m_dropped.last(), m_tied.last(), m_tied.at(m_tied.size() - 2),
                                  m_dropped.first()};
        for (qint64 id : asked)
            flags->flag(id);
        QVERIFY(uitest::settle());
        for (qint64 id : asked) {
            int exit = -1;
            const QJsonObject check =
                cli(*m_db, {QStringLiteral("check"), QStringLiteral("--run"), QString::number(id)},
                    &exit)
                    .object();
            const ui::RegressionFlags::Flag flag = flags->flag(id);
            if (flag.state == ui::RegressionFlags::Flag::State::NoBaseline) {
                QCOMPARE(exit, 5); // cannot tell: nothing earlier to compare with
                QCOMPARE(check.value(QStringLiteral("error"))
                             .toObject()
                             .value(QStringLiteral("kind"))
                             .toString(),
                         QStringLiteral("not-found"));
                continue;
            }
            QCOMPARE(check.value(QStringLiteral("baseline_runs")).toArray().size(),
                     flag.baselineRuns);
            QCOMPARE(check.value(QStringLiteral("regressed")).toBool(),
                     flag.state == ui::RegressionFlags::Flag::State::Regressed);
            QCOMPARE(check.value(QStringLiteral("regressions")).toArray().size(),
                     flag.result.regressions.size());
        }
        // The tie: the later-stored twin has both the other twin and the older runs before it.
        QCOMPARE(flags->flag(m_tied.last()).baselineRuns, 5);
        QCOMPARE(flags->flag(m_tied.at(m_tied.size() - 2)).baselineRuns, 5);
        const QJsonArray twinBaseline =
            cli(*m_db,
                {QStringLiteral("check"), QStringLiteral("--run"), QString::number(m_tied.last())})
                .object()
                .value(QStringLiteral("baseline_runs"))
                .toArray();
        QCOMPARE(qint64(twinBaseline.first().toDouble()), m_tied.at(m_tied.size() - 2));
    }

    // The Reports page's document is the one `roofline report` writes.
    void report() {
        const QString fromCli = m_dir->filePath(QStringLiteral("cli.json"));
        cli(*m_db, {QStringLiteral("report"), QStringLiteral("--run"),
                    QString::number(m_dropped.last()), QStringLiteral("-o"), fromCli});
        ui::ReportsPage page(m_services.get());
        page.setRunIds({m_dropped.last()});
        QVERIFY(uitest::settle());
        QSignalSpy exported(&page, &ui::ReportsPage::exportFinished);
        const QString fromPage = m_dir->filePath(QStringLiteral("page.json"));
        QVERIFY(page.startExport(fromPage));
        QVERIFY(uitest::settle());
        QCOMPARE(exported.size(), 1);
        QCOMPARE(exported.first().at(1).toString(), QString());
        // And in this process, as the page does without QtPdf.
        usecases::ReportRequest request;
        request.runs = {QString::number(m_dropped.last())};
        const auto runs = usecases::Reports::loadRuns(*m_db, request);
        QVERIFY(runs);
        const QString inProcess = m_dir->filePath(QStringLiteral("in-process.json"));
        QVERIFY(usecases::Reports::write(usecases::Reports::compose(request, *runs), inProcess));

        const auto read = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly)
                       ? withoutTimes(QJsonDocument::fromJson(f.readAll()).object())
                       : QJsonObject();
        };
        const QJsonObject a = read(fromCli);
        QVERIFY(!a.isEmpty());
        QCOMPARE(read(fromPage), a);
        QCOMPARE(read(inProcess), a);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    std::unique_ptr<ui::Session> m_services;
    QList<qint64> m_dropped;
    QList<qint64> m_tied;
};

QTEST_MAIN(TestFrontendsAgree)
#include "tst_frontendsagree.moc"
