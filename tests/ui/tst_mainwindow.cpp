// SPDX-License-Identifier: MIT
#include "model/Catalog.h"
#include "support/UiTestSupport.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/DisplayCheck.h"
#include "ui/services/Session.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace roofline;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("RooflineLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void showsPagesAndSwitches() {
        ui::MainWindow w;
        auto *welcome = new ui::WelcomePage;
        auto *second = new QLabel(QStringLiteral("second"));
        QCOMPARE(w.addPage(welcome, QStringLiteral("Welcome"), QIcon()), 0);
        QCOMPARE(w.addPage(second, QStringLiteral("Second"), QIcon()), 1);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.pageCount(), 2);
        auto *list = w.findChild<QListWidget *>(QStringLiteral("pageList"));
        QVERIFY(list);
        QVERIFY(welcome->isVisible());
        list->setCurrentRow(1);
        QVERIFY(second->isVisible());
        QVERIFY(!welcome->isVisible());
    }

    // Without a database (it could not be opened) every page still builds and shows why.
    void everyPageBuildsWithoutDatabase() {
        ui::Session services(std::nullopt);
        services.setUnavailableReason(QStringLiteral("test: no database"));
        services.setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
        ui::MainWindow w;
        auto *history = new ui::HistoryPage(&services);
        w.addPage(new ui::ProbePage(&services), QStringLiteral("Probe"), QIcon());
        w.addPage(history, QStringLiteral("History"), QIcon());
        w.addPage(new ui::ComparePage(&services), QStringLiteral("Compare"), QIcon());
        w.addPage(new ui::HardwarePage(&services), QStringLiteral("Hardware"), QIcon());
        w.addPage(new ui::ModelsPage(&services), QStringLiteral("Models"), QIcon());
        w.addPage(new ui::ReportsPage(&services), QStringLiteral("Reports"), QIcon());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.pageCount(), 6);
        w.setCurrentPage(history);
        QVERIFY(history->isVisible());
        QVERIFY(!history->isEnabled());
    }

    // Ctrl+F lands in the page's search field; F1 is the help, not the About box; F5 is
    // View → Refresh.
    void keysFindHelpAndRefresh() {
        ui::MainWindow w;
        auto *page = new QWidget;
        auto *other = new QLineEdit(page);
        auto *search = new QLineEdit(page);
        search->setProperty("findField", true);
        auto *layout = new QVBoxLayout(page);
        layout->addWidget(other);
        layout->addWidget(search);
        w.addPage(page, QStringLiteral("Page"), QIcon());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        other->setFocus();
        search->setText(QStringLiteral("gpu-07"));
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(search->hasFocus());
        QCOMPARE(search->selectedText(), QStringLiteral("gpu-07"));
        auto *help = w.findChild<QAction *>(QStringLiteral("helpAction"));
        QVERIFY(help);
        QVERIFY(help->shortcuts().contains(QKeySequence(Qt::Key_F1)));
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a != help)
                QVERIFY2(!a->shortcuts().contains(QKeySequence(Qt::Key_F1)), qPrintable(a->text()));
        }
        auto *refresh = w.findChild<QAction *>(QStringLiteral("refreshAction"));
        QVERIFY(refresh);
        QVERIFY(refresh->shortcuts().contains(QKeySequence(Qt::Key_F5)));
        QVERIFY(refresh->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_R)));
    }

    // `roofline-lab --help` prints its options where no display is reachable.
    void helpWithoutDisplay() {
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-lab"),
                  {QStringLiteral("--help")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        const QString out = QString::fromUtf8(app.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("--measure")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("--db")));
    }

    // Issue 32 item 8: without a display the app says so in one line, points to `roofline`
    // and exits 1, instead of QGuiApplication's abort (134) and the platform plugin's words.
    void noDisplayExitsCleanly_data() {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QString>("why");
        QTest::newRow("nothing set") << QString() << QString() << QStringLiteral("not set");
        QTest::newRow("xcb, nothing set")
            << QStringLiteral("xcb") << QString() << QStringLiteral("not set");
        // A display number nothing listens on (a stale DISPLAY after Xvfb ended).
        QTest::newRow("stale DISPLAY") << QString() << QStringLiteral(":987")
                                       << QStringLiteral("DISPLAY=:987 does not answer");
    }
    void noDisplayExitsCleanly() {
        QFETCH(QString, platform);
        QFETCH(QString, display);
        QFETCH(QString, why);
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        if (!platform.isEmpty())
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        if (!display.isEmpty())
            env.insert(QStringLiteral("DISPLAY"), display);
        env.insert(QStringLiteral("ROOFLINE_DB"), QStringLiteral("/nonexistent/never.sqlite"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-lab"), {});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit); // no abort
        QCOMPARE(app.exitCode(), 1);
        const QString err = QString::fromUtf8(app.readAllStandardError()).trimmed();
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err)); // one line
        QVERIFY2(err.contains(QStringLiteral("no display")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("'roofline --help'")), qPrintable(err));
        QVERIFY2(err.contains(why), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("platform plugin")), qPrintable(err));
    }
    // The check itself: platforms that need no display pass, xcb and wayland need theirs.
    void displayCheckByPlatform_data() {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("display");
        QTest::addColumn<bool>("ok");
        QTest::newRow("offscreen") << QStringLiteral("offscreen") << QString() << true;
        QTest::newRow("vnc") << QStringLiteral("vnc:size=800x600") << QString() << true;
        QTest::newRow("xcb, none") << QStringLiteral("xcb") << QString() << false;
        QTest::newRow("wayland, none") << QStringLiteral("wayland") << QString() << false;
        QTest::newRow("fallback list") << QStringLiteral("wayland;offscreen") << QString() << true;
        QTest::newRow("remote X (ssh -X)") << QString() << QStringLiteral("localhost:10.0") << true;
        QTest::newRow("stale local X") << QStringLiteral("xcb") << QStringLiteral(":987") << false;
    }
    void displayCheckByPlatform() {
        QFETCH(QString, platform);
        QFETCH(QString, display);
        QFETCH(bool, ok);
        ui::DisplayCheck::Environment env;
        env.platform = platform;
        env.display = display;
        env.runtimeDir = QStringLiteral("/nonexistent");
        QCOMPARE(ui::DisplayCheck::problem(env).isEmpty(), ok);
    }

    // The Welcome page: "Measure this machine", the latest runs (one opens in History) and
    // where they are stored.
    void welcomeMeasuresAndListsRecentRuns() {
        QTemporaryDir dir;
        storage::Database db = uitest::database(dir);
        for (int i = 0; i < ui::WelcomePage::kRecentRuns + 2; ++i)
            uitest::store(
                db, uitest::run(QStringLiteral("AMD EPYC"), QStringLiteral("gpu-07"), 2e10, {}, i));
        ui::Session services(db);
        ui::WelcomePage page(&services);
        QSignalSpy measure(&page, &ui::WelcomePage::measureRequested);
        QSignalSpy open(&page, &ui::WelcomePage::runRequested);
        QVERIFY(uitest::settle());
        auto *button = page.findChild<QPushButton *>(QStringLiteral("measure"));
        QVERIFY(button);
        button->click();
        QCOMPARE(measure.size(), 1);
        auto *recent = page.findChild<QListWidget *>(QStringLiteral("recentRuns"));
        QVERIFY(recent);
        QCOMPARE(recent->count(), ui::WelcomePage::kRecentRuns);
        QVERIFY(recent->item(0)->text().contains(QStringLiteral("gpu-07")));
        emit recent->itemActivated(recent->item(0));
        QCOMPARE(open.size(), 1);
        QVERIFY(open.first().at(0).toLongLong() > 0);
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("database"))
                    ->text()
                    .contains(QStringLiteral("test.sqlite")));
        // A run stored by someone else shows once the pages are told.
        uitest::store(db,
                      uitest::run(QStringLiteral("NVIDIA H200"), QStringLiteral("gpu-09"), 2e10));
        services.notifyRunsChanged();
        QVERIFY(uitest::settle());
        QVERIFY(recent->item(0)->text().contains(QStringLiteral("gpu-09")));
    }

    void welcomeSummarisesCatalog() {
        ui::WelcomePage page;
        auto *summary = page.findChild<QLabel *>(QStringLiteral("catalogSummary"));
        QVERIFY(summary);
        QVERIFY(summary->text().contains(QString::number(Catalog::builtIn().gpus().size())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
