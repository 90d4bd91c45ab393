// SPDX-License-Identifier: MIT
// No page touches the database on the GUI thread. storage::Database gives every thread that
// uses it its own named connection ("…:<thread id>"), made on the thread's first query: so if
// one exists for the GUI thread after the pages were driven through what a user does, some
// page (or something it called) read or wrote on the GUI thread. The test first checks the
// detector itself: a query on the GUI thread must be seen.
#include "storage/RunRepository.h"
#include "support/FleetFixtures.h"
#include "support/UiTestSupport.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/calculator/CalculatorSources.h"
#include "ui/dialogs/SyncDialog.h"
#include "ui/itemmodels/FleetTableModel.h"
#include "ui/itemmodels/ProfileTableModel.h"
#include "ui/itemmodels/RunFilterProxy.h"
#include "ui/itemmodels/RunTableModel.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/RegressionFlags.h"
#include "ui/services/Session.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QThread>
#include <QUndoStack>
#include <thread>

using namespace roofline;

namespace {

// The connections of the GUI thread (this one), by storage::Database's naming.
QStringList guiThreadConnections() {
    const QString suffix = QLatin1Char(':') + QString::number(quintptr(QThread::currentThreadId()));
    QStringList out;
    for (const QString &name : QSqlDatabase::connectionNames()) {
        if (name.startsWith(QLatin1String("roofline:")) && name.endsWith(suffix))
            out << name;
    }
    return out;
}

void closeDialogs() {
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (qobject_cast<QMessageBox *>(w))
            w->close();
    }
}

} // namespace

class TestGuiThread : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_guithread");
        qRegisterMetaType<roofline::Run::Status>();
    }

    void theDetectorSeesAQueryOnTheGuiThread() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        db.closeConnection();
        QVERIFY(guiThreadConnections().isEmpty());
        QVERIFY(storage::RunRepository(db).count());
        QCOMPARE(guiThreadConnections().size(), 1);
        db.closeConnection();
        QVERIFY(guiThreadConnections().isEmpty());
    }

    void pagesNeverQueryOnTheGuiThread() {
        QTemporaryDir dir;
        const storage::Database db = uitest::database(dir);
        QList<qint64> node;
        for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                               QStringLiteral("cuda:0"), 0.92))
            node << uitest::store(db, r);
        QList<Run> many;
        for (int i = 0; i < 400; ++i)
            many << uitest::run(QStringLiteral("CPU"), QStringLiteral("bulk-%1").arg(i % 9), 1e10,
                                {QStringLiteral("t%1").arg(i % 3)}, 10 + i);
        QVERIFY(storage::RunRepository(db).import(many));
        const qint64 oldest = *storage::RunRepository(db).resolve(many.last().uuid);
        QTemporaryDir otherDir;
        const storage::Database other = uitest::database(otherDir);
        other.closeConnection();
        db.closeConnection(); // from here on only the pages use the database
        QVERIFY(guiThreadConnections().isEmpty());

        ui::Session services(db);
        services.setCliPath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"));
        // The test engine: a run of 30 measurements, refused by the database for a while.
        services.setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        qputenv("FAKE_PROBE_MODE", "stream");
        qputenv("FAKE_PROBE_COUNT", "30");
        qputenv("FAKE_PROBE_DELAY", "0.03");
        ui::HistoryPage history(&services);
        ui::ComparePage compare(&services);
        ui::HardwarePage hardware(&services);
        ui::ReportsPage reports(&services);
        ui::FleetPage fleet(&services);
        ui::ProbePage probe(&services);
        ui::ModelsPage models(&services);
        ui::CalculatorPage calculator(&services);
        history.resize(1000, 700);
        history.show(); // painted rows ask for their regression flags
        QVERIFY(uitest::settle());

        // History: filter, sort, select far below the first page, edit, delete and undo,
        // export and import.
        history.findChild<QLineEdit *>(QStringLiteral("filterHost"))
            ->setText(QStringLiteral("bulk"));
        QVERIFY(uitest::settle());
        history.findChild<QLineEdit *>(QStringLiteral("filterHost"))->clear();
        history.view()->sortByColumn(RunTableModel::Host, Qt::AscendingOrder);
        QVERIFY(uitest::settle());
        history.view()->sortByColumn(RunTableModel::Started, Qt::DescendingOrder);
        history.view()->clearSelection();
        history.selectRun(oldest);
        QVERIFY(uitest::settle());
        QCOMPARE(history.selectedRunIds(), QList<qint64>{oldest});
        QCOMPARE(history.shownRunId(), oldest);
        history.findChild<QPlainTextEdit *>(QStringLiteral("notes"))
            ->setPlainText(QStringLiteral("n"));
        history.findChild<QLineEdit *>(QStringLiteral("tags"))->setText(QStringLiteral("a, b"));
        history.applyEdits();
        QVERIFY(uitest::settle());
        history.deleteSelected();
        QVERIFY(uitest::settle());
        history.undoStack()->undo();
        QVERIFY(uitest::settle());
        const QString bundle = dir.filePath(QStringLiteral("node.json"));
        history.exportRuns(node, bundle);
        QVERIFY(uitest::settle());
        history.importFiles({bundle});
        QVERIFY(uitest::settle());
        history.findChild<ui::RegressionFlags *>()->flag(node.last());
        QVERIFY(uitest::settle());

        // Compare: ticked runs and another baseline.
        compare.setRunIds(node);
        QVERIFY(uitest::settle());
        compare.setBaseline(1);
        QVERIFY(uitest::settle());
        QVERIFY(!compare.nodeVerdict().isEmpty());

        // Hardware: a run beside a spec, duplicate, save, delete.
        hardware.setMeasuredRunId(node.last());
        QVERIFY(uitest::settle());
        QVERIFY(hardware.measuredRowCount() > 0);
        hardware.duplicateCurrent();
        QVERIFY(uitest::settle());
        QVERIFY(hardware.saveCurrent());
        QVERIFY(uitest::settle());
        hardware.deleteCurrent();
        QVERIFY(uitest::settle());

        // Reports: a preview and an export.
        reports.setRunIds({node.last()});
        QVERIFY(uitest::settle());
        QSignalSpy previewed(&reports, &ui::ReportsPage::previewFinished);
        reports.showPreview();
        QVERIFY(uitest::settle());
        QCOMPARE(previewed.size(), 1);
        QVERIFY(reports.startExport(dir.filePath(QStringLiteral("r.html"))));
        QVERIFY(uitest::settle());

        // Models: import a config.json, save it, duplicate a catalog entry, delete the copy.
        QVERIFY(models.importConfig(
            QStringLiteral(ROOFLINE_TEST_DATA "/hf-configs/gemma-3-27b-it.json")));
        QVERIFY(uitest::settle());
        QVERIFY(models.saveCurrent());
        QVERIFY(uitest::settle());
        QVERIFY(models.tableModel()->rowCount() > 0);
        models.duplicateCurrent();
        QVERIFY(uitest::settle());
        models.deleteCurrent();
        QVERIFY(uitest::settle());

        // Calculator: the database's models, profiles and runs, and a run as the hardware.
        calculator.sources()->reload();
        QVERIFY(uitest::settle());
        QVERIFY(!calculator.sources()->lists().runs.isEmpty());
        calculator.selectGpu(
            ui::CalculatorPage::runKey(calculator.sources()->lists().runs.first().id));
        QVERIFY(uitest::settle());
        calculator.sources()->loadRun(node.last()); // the GPU node's run: its ceilings
        QVERIFY(uitest::settle());
        QVERIFY(calculator.sources()->run(node.last()));

        // Probe: a run the database refuses for a while (a trigger, made off the GUI thread):
        // the banner comes and goes, the run ends stored whole.
        const auto sql = [&db](const QString &statement) {
            bool ok = false;
            std::thread worker([&] {
                {
                    QSqlQuery q(db.connection());
                    ok = q.exec(statement);
                }
                db.closeConnection();
            });
            worker.join();
            return ok;
        };
        QVERIFY(sql(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON measurements BEGIN"
                                   " SELECT RAISE(ABORT, 'refused for the test'); END")));
        QSignalSpy ended(&probe, &ui::ProbePage::runEnded);
        probe.startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!probe.storageBannerText().isEmpty(), 20000);
        QVERIFY(sql(QStringLiteral("DROP TRIGGER refuse")));
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Complete);
        QVERIFY(uitest::settle());

        // Fleet: loaded, checked, refreshed.
        fleet.reload();
        QVERIFY(uitest::settle());
        QVERIFY(!fleet.isLoading());
        QVERIFY(fleet.tableModel()->rowCount() > 0);

        // Sync with another database, then switch to it: every page reloads.
        {
            ui::SyncDialog sync(&services);
            sync.setOtherLocation(other.path());
            sync.setDirection(ui::SyncDialog::Direction::Push);
            QSignalSpy finished(&sync, &ui::SyncDialog::finished);
            sync.start();
            QVERIFY(finished.wait(30000));
            QVERIFY(finished.first().first().toBool());
        }
        services.setDatabase(other);
        QVERIFY(uitest::settle());
        services.notifyRunsChanged();
        QVERIFY(uitest::settle());
        closeDialogs();

        const QStringList used = guiThreadConnections();
        QVERIFY2(used.isEmpty(), qPrintable(QStringLiteral("the GUI thread queried ")
                                            + used.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestGuiThread)
#include "tst_guithread.moc"
