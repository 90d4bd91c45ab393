#include "model/Catalog.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"

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

    void welcomeSummarisesCatalog() {
        ui::WelcomePage page;
        auto *summary = page.findChild<QLabel *>(QStringLiteral("catalogSummary"));
        QVERIFY(summary);
        QVERIFY(summary->text().contains(QString::number(Catalog::builtIn().gpus().size())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
