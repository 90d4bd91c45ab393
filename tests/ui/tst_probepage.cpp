// SPDX-License-Identifier: MIT
#include "model/RunBundle.h"
#include "support/UiTestSupport.h"
#include "ui/itemmodels/MeasurementTableModel.h"
#include "ui/pages/ProbePage.h"
#include "ui/services/EngineQuery.h"
#include "ui/services/Session.h"
#include "usecases/RunTransfer.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTimer>

using namespace roofline;

// The Probe page against tests/data/fake-probe.sh, which speaks the engine's protocol and
// misbehaves on demand (FAKE_PROBE_MODE).
class TestProbePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        uitest::isolateSettings("tst_probepage");
        qRegisterMetaType<roofline::Run::Status>();
    }

    void init() {
        qputenv("FAKE_PROBE_MODE", "complete");
        m_dir = std::make_unique<QTemporaryDir>();
        m_db = uitest::database(*m_dir);
        m_services = std::make_unique<ui::Session>(*m_db);
        m_services->setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
    }

    void cleanup() {
        m_services.reset();
        m_db.reset();
        m_dir.reset();
    }

    void listsDevices() {
        ui::ProbePage page(m_services.get());
        QSignalSpy ready(page.engine(), &ui::EngineQuery::devicesReady);
        QVERIFY(ready.wait(20000));
        auto *devices = page.findChild<QListWidget *>(QStringLiteral("devices"));
        QVERIFY(devices->count() >= 1);
        QCOMPARE(devices->item(0)->data(Qt::UserRole).toString(), QStringLiteral("cpu"));
    }

    // Without a database the page says so before a run (not only after it), and a database
    // chosen later clears it.
    void warnsBeforeARunWithoutDatabase() {
        ui::Session none(std::nullopt);
        none.setUnavailableReason(QStringLiteral("/nowhere/runs.sqlite: cannot open"));
        none.setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        ui::ProbePage page(&none);
        QVERIFY2(page.storageBannerText().contains(QStringLiteral("not stored")),
                 qPrintable(page.storageBannerText()));
        QVERIFY(page.storageBannerText().contains(QStringLiteral("/nowhere/runs.sqlite")));
        none.setDatabase(*m_db);
        QVERIFY(page.storageBannerText().isEmpty());
    }

    // A run measured without a database is not lost with the window: the page offers it as
    // a bundle (importable later) and as a PDF report; a stored run offers nothing.
    void exportsARunMeasuredWithoutDatabase() {
        ui::Session none(std::nullopt);
        none.setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        ui::ProbePage page(&none);
        auto *button = page.findChild<QPushButton *>(QStringLiteral("exportUnsaved"));
        QVERIFY(button && button->isHidden());
        QVERIFY(!page.exportUnsaved(m_dir->filePath(QStringLiteral("early.json"))).isEmpty());
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        page.startRun();
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Complete);
        QCOMPARE(page.unsavedRuns().size(), 1);
        QVERIFY(!button->isHidden());

        const QString bundle = m_dir->filePath(QStringLiteral("unsaved.json"));
        QCOMPARE(page.exportUnsaved(bundle), QString());
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto runs = RunBundle::parse(f.readAll(), bundle);
        QVERIFY(runs && runs->size() == 1);
        QCOMPARE(runs->first().measurements.size(), 2);
        QCOMPARE(runs->first().uuid, page.unsavedRuns().constFirst().uuid);

        const QString pdf = m_dir->filePath(QStringLiteral("unsaved.pdf"));
        QCOMPARE(page.exportUnsaved(pdf), QString());
        QFile report(pdf);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.read(5) == "%PDF-");
        // The report carries its bundle: importing it later stores the run.
        QVERIFY(usecases::RunTransfer::importFiles(*m_db, {pdf}));
        QCOMPARE(*storage::RunRepository(*m_db).count(), 1);

        // With a database the run is stored: nothing to export.
        ui::ProbePage stored(m_services.get());
        QSignalSpy storedEnded(&stored, &ui::ProbePage::runEnded);
        stored.startRun();
        QVERIFY(storedEnded.wait(30000));
        QVERIFY(stored.unsavedRuns().isEmpty());
        QVERIFY(stored.findChild<QPushButton *>(QStringLiteral("exportUnsaved"))->isHidden());
    }

    // The suite's time comes from this host's earlier runs, never a fixed "about a minute".
    void expectedDurationFromHistory() {
        {
            ui::ProbePage page(m_services.get());
            QVERIFY(uitest::settle());
            auto *note = page.findChild<QLabel *>(QStringLiteral("expectedDuration"));
            QVERIFY(note);
            QVERIFY2(note->text().contains(QStringLiteral("No earlier")), qPrintable(note->text()));
            auto *suite = page.findChild<QComboBox *>(QStringLiteral("suite"));
            for (int i = 0; i < suite->count(); ++i)
                QVERIFY2(!suite->itemText(i).contains(QStringLiteral("minute")),
                         qPrintable(suite->itemText(i)));
        }
        for (int i = 0; i < 2; ++i) {
            Run r = uitest::run(QStringLiteral("AMD EPYC"), QSysInfo::machineHostName(), 2e10, {},
                                i + 1);
            r.finishedAt = r.startedAt.addSecs(116);
            uitest::store(*m_db, r);
        }
        ui::ProbePage page(m_services.get());
        auto *suite = page.findChild<QComboBox *>(QStringLiteral("suite"));
        suite->setCurrentIndex(suite->findData(QStringLiteral("quick")));
        QVERIFY(uitest::settle());
        const QString text = page.findChild<QLabel *>(QStringLiteral("expectedDuration"))->text();
        QVERIFY2(text.contains(QStringLiteral("1 min 56 s")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2 quick run")), qPrintable(text));
    }

    // Issue 32 item 1: "Measure this machine" runs the whole quick suite even after the user
    // once ran only one probe of the full suite; that subset is a visible choice on the page,
    // made for one run and never brought back silently by the next start.
    void measureThisMachineRunsTheWholeQuickSuite() {
        const QString argsLog = m_dir->filePath(QStringLiteral("engine-args.txt"));
        qputenv("FAKE_PROBE_ARGS", argsLog.toLocal8Bit());
        const auto runLines = [&argsLog] {
            QFile f(argsLog);
            QStringList lines;
            if (f.open(QIODevice::ReadOnly))
                for (const QString &l : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
                    if (l.contains(QStringLiteral("--suite")))
                        lines << l;
            return lines;
        };
        // What an earlier session of the app left behind (the old "probe/onlySelected" key).
        QSettings().setValue(QStringLiteral("probe/onlySelected"), true);
        QSettings().setValue(QStringLiteral("probe/only"), QStringList{QStringLiteral("fake.llm")});
        {
            ui::ProbePage page(m_services.get());
            page.resize(1024, 700);
            page.show();
            QSignalSpy probes(page.engine(), &ui::EngineQuery::probesReady);
            QVERIFY(probes.wait(20000) || !page.engine()->probes().isEmpty());
            auto *every = page.findChild<QRadioButton *>();
            QVERIFY(every);
            const QList<QRadioButton *> radios = page.findChildren<QRadioButton *>();
            QCOMPARE(radios.size(), 2);
            QVERIFY2(radios.at(0)->isChecked(), "the page starts on every probe of the suite");
            auto *list = page.findChild<QListWidget *>(QStringLiteral("probes"));
            QVERIFY(!list->isEnabled());

            // The user picks the full suite and one probe, as a user does: clicks.
            auto *suite = page.findChild<QComboBox *>(QStringLiteral("suite"));
            suite->setCurrentIndex(suite->findData(QStringLiteral("full")));
            QTest::mouseClick(radios.at(1), Qt::LeftButton);
            QVERIFY(radios.at(1)->isChecked());
            QVERIFY(list->isEnabled());
            QTRY_VERIFY(list->count() >= 2);
            for (int i = 0; i < list->count(); ++i)
                list->item(i)->setCheckState(i == 1 ? Qt::Checked : Qt::Unchecked);
            QSignalSpy ended(&page, &ui::ProbePage::runEnded);
            QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("run")), Qt::LeftButton);
            QVERIFY(ended.wait(30000));
            QCOMPARE(runLines().size(), 1);
            QVERIFY2(
                runLines().constLast().contains(QStringLiteral("--suite full --only fake.llm")),
                qPrintable(runLines().constLast()));

            // "Measure this machine" on the same page: the whole quick suite.
            page.measureThisMachine();
            QVERIFY(ended.wait(30000));
            QCOMPARE(runLines().size(), 2);
            QVERIFY2(runLines().constLast().contains(QStringLiteral("--suite quick")),
                     qPrintable(runLines().constLast()));
            QVERIFY2(!runLines().constLast().contains(QStringLiteral("--only")),
                     qPrintable(runLines().constLast()));
            QVERIFY(radios.at(0)->isChecked());
            // The user ticked a subset again before closing the app.
            QTest::mouseClick(radios.at(1), Qt::LeftButton);
        }
        // The next start of the app: the subset is not silently the choice again.
        ui::ProbePage page(m_services.get());
        QSignalSpy ready(page.engine(), &ui::EngineQuery::devicesReady);
        QVERIFY(ready.wait(20000));
        QVERIFY(page.findChildren<QRadioButton *>().at(0)->isChecked());
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        page.measureThisMachine();
        QVERIFY(ended.wait(30000));
        QVERIFY2(!runLines().constLast().contains(QStringLiteral("--only")),
                 qPrintable(runLines().constLast()));
        qunsetenv("FAKE_PROBE_ARGS");
    }

    // Issue 32 item 2: the time cap is on the page and can be changed; when it stops the run,
    // the run says at which probe, and what was measured before is kept.
    void timeCapIsShownChangeableAndNamesTheProbe() {
        ui::ProbePage page(m_services.get());
        page.resize(1024, 700);
        page.show();
        QSignalSpy ready(page.engine(), &ui::EngineQuery::devicesReady);
        QVERIFY(ready.wait(20000));
        qputenv("FAKE_PROBE_MODE", "slow"); // the run, once the devices are listed
        auto *cap = page.findChild<QSpinBox *>(QStringLiteral("timeCap"));
        QVERIFY(cap && cap->isVisible());
        QCOMPARE(cap->text(), QStringLiteral("Automatic"));
        cap->setFocus();
        QTest::keyClick(cap, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(cap, QStringLiteral("2"));
        QTest::keyClick(cap, Qt::Key_Tab);
        QCOMPARE(cap->value(), 2);
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("run")), Qt::LeftButton);
        auto *inForce = page.findChild<QLabel *>(QStringLiteral("capInForce"));
        QTRY_VERIFY2(inForce->text().contains(QStringLiteral("2 s")), qPrintable(inForce->text()));
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Failed);
        const QString reason = ended.first().at(1).toString();
        QVERIFY2(reason.contains(QStringLiteral("time cap of 2 s while measuring fake.bw")),
                 qPrintable(reason));
        const auto runs = storage::RunRepository(*m_db).list();
        QVERIFY(runs && runs->size() == 1);
        QCOMPARE(runs->first().measurementCount, qint64(1)); // kept
        // A cap chosen for one run is not quietly the next start's.
        ui::ProbePage next(m_services.get());
        QCOMPARE(next.findChild<QSpinBox *>(QStringLiteral("timeCap"))->value(), 0);
    }

    // Issue 32 item 1: a "complete" run with no measurements is never the base of the
    // duration estimate.
    void emptyRunsDoNotMakeTheEstimate() {
        Run measured =
            uitest::run(QStringLiteral("AMD EPYC"), QSysInfo::machineHostName(), 2e10, {}, 3);
        measured.finishedAt = measured.startedAt.addSecs(26);
        uitest::store(*m_db, measured);
        for (int i = 0; i < 3; ++i) {
            Run empty =
                uitest::run(QStringLiteral("AMD EPYC"), QSysInfo::machineHostName(), 2e10, {}, i);
            empty.measurements.clear();
            empty.finishedAt = empty.startedAt.addSecs(2);
            uitest::store(*m_db, empty);
        }
        ui::ProbePage page(m_services.get());
        auto *suite = page.findChild<QComboBox *>(QStringLiteral("suite"));
        suite->setCurrentIndex(suite->findData(QStringLiteral("quick")));
        QVERIFY(uitest::settle());
        const QString text = page.findChild<QLabel *>(QStringLiteral("expectedDuration"))->text();
        QVERIFY2(text.contains(QStringLiteral("26 s")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("1 quick run")), qPrintable(text));
    }

    void completesAndStores() {
        ui::ProbePage page(m_services.get());
        QAbstractItemModelTester tester(page.measurementModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy runsChanged(m_services.get(), &ui::Session::runsChanged);
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        page.startRun();
        QVERIFY(page.isRunning());
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Complete);
        QVERIFY(!page.isRunning());
        QCOMPARE(page.measurementModel()->rowCount(), 2);
        QVERIFY(runsChanged.count() >= 1);
        QCOMPARE(*storage::RunRepository(*m_db).count(), 1);
    }

    // The run is supervised from a worker thread: while the (slow) engine runs, the GUI
    // thread's event loop keeps delivering timer events; cancelling ends the run as cancelled.
    void eventLoopTurnsAndCancels() {
        qputenv("FAKE_PROBE_MODE", "slow");
        ui::ProbePage page(m_services.get());
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start();
        page.startRun();
        // Wait until the engine is actually measuring, then let the loop turn a little more.
        QTRY_VERIFY_WITH_TIMEOUT(page.measurementModel()->rowCount() >= 1, 30000);
        const int ticksWhileRunning = ticks;
        QVERIFY(page.isRunning());
        QVERIFY(ticksWhileRunning > 0);
        QTRY_VERIFY_WITH_TIMEOUT(ticks > ticksWhileRunning, 10000);
        QVERIFY(page.isRunning());
        page.cancelRun();
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Cancelled);
        Result<QList<Run>> runs = storage::RunRepository(*m_db).list();
        QVERIFY(runs);
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->first().status, Run::Status::Cancelled);
    }

    void crashIsReported() {
        qputenv("FAKE_PROBE_MODE", "crash");
        ui::ProbePage page(m_services.get());
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        page.startRun();
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Failed);
        QVERIFY(!ended.first().at(1).toString().isEmpty());
    }

    // The database refuses measurements for a while (a trigger stands in for a full disk): a
    // banner says so and where they are kept (the spool beside the database); once it takes
    // them again the banner goes and the run ends stored whole.
    void storageBannerShowsAndClears() {
        qputenv("FAKE_PROBE_MODE", "stream");
        qputenv("FAKE_PROBE_COUNT", "40");
        qputenv("FAKE_PROBE_DELAY", "0.03");
        QSqlQuery q(m_db->connection());
        QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON measurements BEGIN"
                                      " SELECT RAISE(ABORT, 'refused for the test'); END")));
        ui::ProbePage page(m_services.get());
        QSignalSpy ended(&page, &ui::ProbePage::runEnded);
        page.startRun();
        QTRY_VERIFY_WITH_TIMEOUT(page.storageBannerText().contains(QStringLiteral(".spool")),
                                 20000);
        QVERIFY2(page.storageBannerText().contains(QStringLiteral("refused for the test")),
                 qPrintable(page.storageBannerText()));
        QVERIFY(q.exec(QStringLiteral("DROP TRIGGER refuse")));
        QVERIFY(ended.wait(30000));
        QCOMPARE(ended.first().at(0).value<Run::Status>(), Run::Status::Complete);
        QVERIFY2(page.storageBannerText().isEmpty(), qPrintable(page.storageBannerText()));
        const auto runs = storage::RunRepository(*m_db).list();
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->first().measurementCount, 40);
        qunsetenv("FAKE_PROBE_COUNT");
        qunsetenv("FAKE_PROBE_DELAY");
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::optional<storage::Database> m_db;
    std::unique_ptr<ui::Session> m_services;
};

QTEST_MAIN(TestProbePage)
#include "tst_probepage.moc"
