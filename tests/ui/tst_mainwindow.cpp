#include "model/Catalog.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/AppServices.h"

#include <QLabel>
#include <QListWidget>
#include <QStackedWidget>
#include <QTest>

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
        ui::AppServices services(std::nullopt);
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

    void welcomeSummarisesCatalog() {
        ui::WelcomePage page;
        auto *summary = page.findChild<QLabel *>(QStringLiteral("catalogSummary"));
        QVERIFY(summary);
        QVERIFY(summary->text().contains(QString::number(Catalog::builtIn().gpus().size())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
