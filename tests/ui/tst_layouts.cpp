// SPDX-License-Identifier: MIT
// Layouts that adapt (issue 20.4): at 1024×640, in English and in German (the longest words),
// every page fits the window and no button, label or field is squeezed below its minimum
// size hint; the page list keeps one width on every page; a saved geometry larger than the
// screen comes back inside it.
#include "i18n/Translations.h"
#include "support/UiTestSupport.h"
#include "support/Waits.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/calculator/CalculatorPage.h"
#include "ui/pages/ComparePage.h"
#include "ui/pages/FleetPage.h"
#include "ui/pages/HardwarePage.h"
#include "ui/pages/HistoryPage.h"
#include "ui/pages/ModelsPage.h"
#include "ui/pages/ProbePage.h"
#include "ui/pages/ReportsPage.h"
#include "ui/services/Session.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTest>
#include <memory>
#include <optional>

using namespace roofline;

namespace {

// The application's window at 1024×640 on a database of three runs, with every page.
// Members are destroyed window (and pages) first, the database last.
struct LabWindow {
    QTemporaryDir dir;
    std::optional<storage::Database> db;
    std::unique_ptr<ui::Session> services;
    std::unique_ptr<ui::MainWindow> window;
    QList<QWidget *> pages; // owned by the window
};

// Fills `lab` and shows its window, every page loaded.
void openLabWindow(LabWindow &lab) {
    lab.db = uitest::database(lab.dir);
    for (int i = 0; i < 3; ++i)
        uitest::store(*lab.db, uitest::run(QStringLiteral("AMD EPYC 9654 96-Core Processor"),
                                           QStringLiteral("gpu-node-07"), 2e10,
                                           {QStringLiteral("bios-2.1")}, i));
    lab.services = std::make_unique<ui::Session>(*lab.db);
    ui::Session *services = lab.services.get();
    services->setEnginePath(QStringLiteral(ROOFLINE_TEST_DATA "/fake-probe.sh"));
    lab.window = std::make_unique<ui::MainWindow>();
    auto *probe = new ui::ProbePage(services);
    lab.pages = {new ui::WelcomePage(services, probe->engine()),
                 probe,
                 new ui::HistoryPage(services),
                 new ui::ComparePage(services),
                 new ui::CalculatorPage(services),
                 new ui::HardwarePage(services),
                 new ui::ModelsPage(services),
                 new ui::ReportsPage(services),
                 new ui::FleetPage(services)};
    const QStringList titles{QObject::tr("Welcome"),
                             QObject::tr("Probe"),
                             QObject::tr("History"),
                             QObject::tr("Compare"),
                             QObject::tr("Roofline calculator"),
                             QObject::tr("Hardware"),
                             QObject::tr("Models"),
                             QObject::tr("Reports"),
                             QObject::tr("Fleet")};
    for (int i = 0; i < lab.pages.size(); ++i)
        lab.window->addPage(lab.pages.at(i), titles.at(i), QIcon());
    lab.window->resize(1024, 640);
    lab.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(lab.window.get()));
    QVERIFY(uitest::settle());
}

// The page list keeps `listWidth` on page `name`, and every title in it is readable whole.
QStringList pageListProblems(const QListWidget *list, int listWidth, const QString &name) {
    QStringList problems;
    if (list->width() != listWidth)
        problems << QStringLiteral("%1: page list %2 px, was %3")
                        .arg(name)
                        .arg(list->width())
                        .arg(listWidth);
    for (int i = 0; i < list->count(); ++i) {
        if (list->fontMetrics().horizontalAdvance(list->item(i)->text())
            > list->viewport()->width() - list->iconSize().width())
            problems << QStringLiteral("page list cuts \"%1\"").arg(list->item(i)->text());
    }
    return problems;
}

// The window stays 1024×640, and the page reflows to its width: it does not scroll sideways
// (a short window may scroll down). The calculator puts its charts below the inputs.
QStringList sizeProblems(const QWidget &window, const QWidget *page, const QString &name) {
    QStringList problems;
    if (window.width() > 1024 || window.height() > 640)
        problems << QStringLiteral("%1: window grew to %2×%3")
                        .arg(name)
                        .arg(window.width())
                        .arg(window.height());
    if (auto *scroll = qobject_cast<QScrollArea *>(page->parentWidget()->parentWidget());
        scroll && scroll->horizontalScrollBar()->isVisible())
        problems << QStringLiteral("%1: scrolls sideways (needs %2 px, has %3)")
                        .arg(name)
                        .arg(page->minimumSizeHint().width())
                        .arg(scroll->viewport()->width());
    return problems;
}

// The name a problem gives a widget: its object name, else a button's text.
QString widgetName(const QWidget *w) {
    if (!w->objectName().isEmpty())
        return w->objectName();
    const auto *button = qobject_cast<const QAbstractButton *>(w);
    return button ? button->text() : QString();
}

// The page's buttons, combo boxes, line edits and one-line labels shown in `window` that are
// squeezed below their minimum size hint. Qt's own parts (a spin box's line edit) follow
// their owner.
QStringList squeezedWidgets(const QWidget &window, const QWidget *page, const QString &name) {
    QStringList problems;
    const auto widgets = page->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisible() || w->window() != &window
            || w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const bool checked =
            qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QLineEdit *>(w)
            || (qobject_cast<QLabel *>(w) && !qobject_cast<QLabel *>(w)->wordWrap());
        if (!checked)
            continue;
        const QSize hint = w->minimumSizeHint();
        if (hint.isValid() && (w->width() < hint.width() || w->height() < hint.height()))
            problems << QStringLiteral("%1: %2 \"%3\" %4×%5 < %6×%7")
                            .arg(name, QString::fromLatin1(w->metaObject()->className()),
                                 widgetName(w))
                            .arg(w->width())
                            .arg(w->height())
                            .arg(hint.width())
                            .arg(hint.height());
    }
    return problems;
}

} // namespace

class TestLayouts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { uitest::isolateSettings("tst_layouts"); }
    void cleanup() { Translations::install(QStringLiteral("en")); }

    void fitsAt1024x640_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    // Every page shown in turn; the problems of all pages are listed together.
    void fitsAt1024x640() {
        QFETCH(QString, language);
        Translations::install(language);
        LabWindow lab;
        openLabWindow(lab);
        if (QTest::currentTestFailed())
            return;
        ui::MainWindow &window = *lab.window;
        auto *list = window.findChild<QListWidget *>(QStringLiteral("pageList"));
        const int listWidth = list->width();
        QStringList problems;
        for (QWidget *page : std::as_const(lab.pages)) {
            window.setCurrentPage(page);
            QVERIFY(uitest::settle());
            support::drainPostedEvents(); // the page's layout requests
            const QString name = QString::fromLatin1(page->metaObject()->className());
            problems << pageListProblems(list, listWidth, name) << sizeProblems(window, page, name)
                     << squeezedWidgets(window, page, name);
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A geometry saved on a bigger screen (or after a long message widened the window) is
    // fitted into this screen's available area when restored.
    void savedGeometryFitsTheScreen() {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            QWidget big;
            big.setGeometry(available.x() + 200, available.y() + 100, available.width() + 900,
                            available.height() + 500);
            QSettings().setValue(QStringLiteral("mainWindow/geometry"), big.saveGeometry());
        }
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(available.contains(window.geometry()),
                 qPrintable(QStringLiteral("%1,%2 %3×%4 outside %7,%8 %5×%6")
                                .arg(window.x())
                                .arg(window.y())
                                .arg(window.width())
                                .arg(window.height())
                                .arg(available.width())
                                .arg(available.height())
                                .arg(available.x())
                                .arg(available.y())));
        QSettings().remove(QStringLiteral("mainWindow/geometry"));
    }
};

// A 1920×1080 offscreen screen (the plugin's default is 800×800), so the window can be
// 1024×640 and a saved geometry can be larger than the screen on purpose.
int main(int argc, char **argv) {
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens":[{"name":"test","x":0,"y":0,"width":1920,"height":1080,)"
               R"("logicalDpi":96,"logicalBaseDpi":96,"dpr":1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestLayouts test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_layouts.moc"