// SPDX-License-Identifier: MIT
// No page touches the database on the GUI thread. storage::Database gives every thread that
// uses it its own named connection ("…:<thread id>"), made on the thread's first query: so if
// one exists for the GUI thread after the pages were driven through what a user does, some
// page (or something it called) read or wrote on the GUI thread. The test first checks the
// detector itself: a query on the GUI thread must be seen. Then one test per page drives that
// page through what a user does, with every page open on the same lab (so each page's reaction
// to what another changed runs too); cleanup() checks the GUI thread's connections after each.
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
#include <memory>
#include <optional>
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

// Every page of the application on one Session.
struct Pages {
    explicit Pages(ui::Session *services)
        : history(services)
        , compare(services)
        , hardware(services)
        , reports(services)
        , fleet(services)
        , probe(services)
        , models(services)
        , calculator(services) {}
    ui::HistoryPage history;
    ui::ComparePage compare;
    ui::HardwarePage hardware;
    ui::ReportsPage reports;
    ui::FleetPage fleet;
    ui::ProbePage probe;
    ui::ModelsPage models;
    ui::CalculatorPage calculator;
};

// What each page test starts from: a database with a GPU node's runs and 400 CPU runs (far
// more than a first page of the history), another database to sync with, and every page open
// on the first. Members are destroyed pages first, databases last.
struct Lab {
    QTemporaryDir dir;
    QTemporaryDir otherDir;
    std::optional<storage::Database> db;
    std::optional<storage::Database> other;
    QList<qint64> node; // the GPU node's runs
    qint64 oldest = 0;  // the oldest of the 400 CPU runs
    std::unique_ptr<ui::Session> services;
    std::unique_ptr<Pages> pages;
};

// Fills `lab`'s databases; true when the 400 runs were stored.
bool fillDatabases(Lab &lab) {
    lab.db = uitest::database(lab.dir);
    for (const Run &r : fleetfixture::node(QStringLiteral("gpu-07"), fleetfixture::kH100,
                                           QStringLiteral("cuda:0"), 0.92))
        lab.node << uitest::store(*lab.db, r);
    QList<Run> many;
    for (int i = 0; i < 400; ++i)
        many << uitest::run(QStringLiteral("CPU"), QStringLiteral("bulk-%1").arg(i % 9), 1e10,
                            {QStringLiteral("t%1").arg(i % 3)}, 10 + i);
    if (!storage::RunRepository(*lab.db).import(many))
        return false;
    lab.oldest = *storage::RunRepository(*lab.db).resolve(many.last().uuid);
    lab.other = uitest::database(lab.otherDir);
    lab.other->closeConnection();
    lab.db->closeConnection(); // from here on only the pages use the database
    return true;
}

// Runs `statement` on a thread of its own (never the GUI thread's connection).
bool execOffTheGuiThread(const storage::Database &db, const QString &statement) {
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
}

} // namespace

class TestGuiThread : public QObject {
    Q_OBJECT
    std::unique_ptr<Lab> m_lab;

private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_guithread");
        qRegisterMetaType<roofline::Run::Status>();
        // The test engine: a run of 30 measurements (refused by the database for a while in
        // probePageStoresARefusedRunOffTheGuiThread).
        qputenv("FAKE_PROBE_MODE", "stream");
        qputenv("FAKE_PROBE_COUNT", "30");
        qputenv("FAKE_PROBE_DELAY", "0.03");
    }

    void init() {
        m_lab = std::make_unique<Lab>();
        QVERIFY(fillDatabases(*m_lab));
        QVERIFY(guiThreadConnections().isEmpty());
        m_lab->services = std::make_unique<ui::Session>(*m_lab->db);
        m_lab->services->setCliPath(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"));
        m_lab->services->setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        m_lab->pages = std::make_unique<Pages>(m_lab->services.get());
        m_lab->pages->history.resize(1000, 700);
        m_lab->pages->history.show(); // painted rows ask for their regression flags
        QVERIFY(uitest::settle());
    }

    // After every test: no page queried on the GUI thread.
    void cleanup() {
        closeDialogs();
        const QStringList used = guiThreadConnections();
        m_lab.reset();
        for (const QString &name : used) // so the next test starts without them
            QSqlDatabase::removeDatabase(name);
        QVERIFY2(used.isEmpty(), qPrintable(QStringLiteral("the GUI thread queried ")
                                            + used.join(QStringLiteral(", "))));
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

    // History: filter, sort, select far below the first page, edit.
    void historyPageFiltersSortsSelectsAndEdits() {
        ui::HistoryPage &history = m_lab->pages->history;
        const qint64 oldest = m_lab->oldest;
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
    }

    // History: delete and undo, export and import, flag a run.
    void historyPageDeletesUndoesExportsImportsAndFlags() {
        ui::HistoryPage &history = m_lab->pages->history;
        const QList<qint64> &node = m_lab->node;
        history.selectRun(m_lab->oldest);
        QVERIFY(uitest::settle());
        QCOMPARE(history.selectedRunIds(), QList<qint64>{m_lab->oldest});
        history.deleteSelected();
        QVERIFY(uitest::settle());
        history.undoStack()->undo();
        QVERIFY(uitest::settle());
        const QString bundle = m_lab->dir.filePath(QStringLiteral("node.json"));
        history.exportRuns(node, bundle);
        QVERIFY(uitest::settle());
        history.importFiles({bundle});
        QVERIFY(uitest::settle());
        history.findChild<ui::RegressionFlags *>()->flag(node.last());
        QVERIFY(uitest::settle());
    }

    // Compare: ticked runs and another baseline.
    void comparePageComparesTickedRunsAgainstAnotherBaseline() {
        ui::ComparePage &compare = m_lab->pages->compare;
        compare.setRunIds(m_lab->node);
        QVERIFY(uitest::settle());
        compare.setBaseline(1);
        QVERIFY(uitest::settle());
        QVERIFY(!compare.nodeVerdict().isEmpty());
    }

    // Hardware: a run beside a spec, duplicate, save, delete.
    void hardwarePageShowsARunAndDuplicatesSavesDeletesASpec() {
        ui::HardwarePage &hardware = m_lab->pages->hardware;
        hardware.setMeasuredRunId(m_lab->node.last());
        QVERIFY(uitest::settle());
        QVERIFY(hardware.measuredRowCount() > 0);
        hardware.duplicateCurrent();
        QVERIFY(uitest::settle());
        QVERIFY(hardware.saveCurrent());
        QVERIFY(uitest::settle());
        hardware.deleteCurrent();
        QVERIFY(uitest::settle());
    }

    // Reports: a preview and an export.
    void reportsPagePreviewsAndExports() {
        ui::ReportsPage &reports = m_lab->pages->reports;
        reports.setRunIds({m_lab->node.last()});
        QVERIFY(uitest::settle());
        QSignalSpy previewed(&reports, &ui::ReportsPage::previewFinished);
        reports.showPreview();
        QVERIFY(uitest::settle());
        QCOMPARE(previewed.size(), 1);
        QVERIFY(reports.startExport(m_lab->dir.filePath(QStringLiteral("r.html"))));
        QVERIFY(uitest::settle());
    }

    // Models: import a config.json, save it, duplicate a catalog entry, delete the copy.
    void modelsPageImportsSavesDuplicatesAndDeletes() {
        ui::ModelsPage &models = m_lab->pages->models;
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
    }

    // Calculator: the database's models, profiles and runs, and a run as the hardware.
    void calculatorPageLoadsSourcesAndARunAsTheHardware() {
        ui::CalculatorPage &calculator = m_lab->pages->calculator;
        calculator.sources()->reload();
        QVERIFY(uitest::settle());
        QVERIFY(!calculator.sources()->lists().runs.isEmpty());
        calculator.selectGpu(
            ui::CalculatorPage::runKey(calculator.sources()->lists().runs.first().id));
        QVERIFY(uitest::settle());
        calculator.sources()->loadRun(m_lab->node.last()); // the GPU node's run: its ceilings
        QVERIFY(uitest::settle());
        QVERIFY(calculator.sources()->run(m_lab->node.last()));
    }

    // Probe: a run the database refuses for a while (a trigger, made off the GUI thread): the
    // banner comes and goes, the run ends stored whole.
    void probePageStoresARefusedRunOffTheGuiThread() {
        ui::ProbePage &probe = m_lab->pages->probe;
        const storage::Database &db = *m_lab->db;
        QVERIFY(execOffTheGuiThread(
            db, QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON measurements BEGIN"
                               " SELECT RAISE(ABORT, 'refused for the test'); END")));
        QSignalSpy ended(&probe, &ui::ProbePage::runEnded);
        probe.startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!probe.storageBannerText().isEmpty(), 20000);
        QVERIFY(execOffTheGuiThread(db, QStringLiteral("DROP TRIGGER refuse")));
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Complete);
        QVERIFY(uitest::settle());
    }

    // Fleet: loaded, checked, refreshed.
    void fleetPageReloads() {
        ui::FleetPage &fleet = m_lab->pages->fleet;
        fleet.reload();
        QVERIFY(uitest::settle());
        QVERIFY(!fleet.isLoading());
        QVERIFY(fleet.tableModel()->rowCount() > 0);
    }

    // Sync with another database, then switch to it: every page reloads.
    void syncThenSwitchingDatabasesReloadsEveryPage() {
        {
            ui::SyncDialog sync(m_lab->services.get());
            sync.setOtherLocation(m_lab->other->path());
            sync.setDirection(ui::SyncDialog::Direction::Push);
            QSignalSpy finished(&sync, &ui::SyncDialog::finished);
            sync.start();
            QVERIFY(finished.wait(30000));
            QVERIFY(finished.first().first().toBool());
        }
        m_lab->services->setDatabase(*m_lab->other);
        QVERIFY(uitest::settle());
        m_lab->services->notifyRunsChanged();
        QVERIFY(uitest::settle());
    }
};

QTEST_MAIN(TestGuiThread)
#include "tst_guithread.moc"
