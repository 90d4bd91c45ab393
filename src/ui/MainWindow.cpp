// SPDX-License-Identifier: MIT
#include "ui/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <algorithm>

namespace roofline::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setWindowTitle(tr("Roofline Lab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/roofline-lab.svg")));

    // The page list beside the pages, at one width whichever page is shown (fitPageList): no
    // splitter, whose share would follow each page's minimum width.
    auto *central = new QWidget(this);
    auto *row = new QHBoxLayout(central);
    row->setContentsMargins(0, 0, 0, 0);
    m_pageList = new QListWidget(central);
    m_pageList->setObjectName(QStringLiteral("pageList"));
    m_pageList->setIconSize(QSize(24, 24));
    m_pageList->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_pages = new QStackedWidget(central);
    row->addWidget(m_pageList);
    row->addWidget(m_pages, 1);
    setCentralWidget(central);
    connect(m_pageList, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    createMenus();
    statusBar()->showMessage(tr("Ready"));

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    if (!settings.contains(QStringLiteral("mainWindow/geometry")))
        resize(1200, 800);
    fitToScreen();
}

void MainWindow::fitToScreen() {
    // A geometry saved on a larger screen (or widened once by a long message) must not put
    // the window past the edges of this one.
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!s || isMaximized() || isFullScreen())
        return;
    // The window's own area inside the screen, less the frame the window manager adds (known
    // once shown: showEvent fits again).
    const QRect outer = frameGeometry();
    const QRect inner = geometry();
    const QRect available = s->availableGeometry().marginsRemoved(
        QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                 outer.right() - inner.right(), outer.bottom() - inner.bottom()));
    QRect frame = inner;
    frame.setWidth(std::min(frame.width(), available.width()));
    frame.setHeight(std::min(frame.height(), available.height()));
    if (frame.right() > available.right())
        frame.moveRight(available.right());
    if (frame.bottom() > available.bottom())
        frame.moveBottom(available.bottom());
    if (frame.left() < available.left())
        frame.moveLeft(available.left());
    if (frame.top() < available.top())
        frame.moveTop(available.top());
    setGeometry(frame);
}

void MainWindow::fitPageList() {
    // As wide as the longest title in this language, the same on every page.
    int widest = 0;
    const QFontMetrics metrics = m_pageList->fontMetrics();
    for (int i = 0; i < m_pageList->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_pageList->item(i)->text()));
    const int width = widest + m_pageList->iconSize().width() + 4 * m_pageList->frameWidth()
                      + 3 * metrics.averageCharWidth() + 12;
    m_pageList->setFixedWidth(std::clamp(width, 120, 260));
}

int MainWindow::addPage(QWidget *page, const QString &title, const QIcon &icon) {
    // In a scroll area: a page whose content cannot shrink further (a narrow or short window)
    // scrolls instead of squeezing its fields and buttons or widening the window.
    auto *scroll = new QScrollArea(m_pages);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    m_pageWidgets << page;
    const int index = m_pages->addWidget(scroll);
    new QListWidgetItem(icon, title, m_pageList);
    fitPageList();
    QAction *show =
        m_viewMenu->addAction(icon, title, this, [this, page] { setCurrentPage(page); });
    // Alt+1 … Alt+9 jump to the pages in list order.
    if (index < 9)
        show->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + index)));
    // Come back to the page the user left, once it exists.
    const int last = QSettings().value(QStringLiteral("mainWindow/page"), 0).toInt();
    if (index == 0 || index == last)
        m_pageList->setCurrentRow(index);
    return index;
}

void MainWindow::setCurrentPage(QWidget *page) {
    const int index = int(m_pageWidgets.indexOf(page));
    if (index >= 0)
        m_pageList->setCurrentRow(index);
}

QWidget *MainWindow::currentPage() const {
    return m_pageWidgets.value(m_pages->currentIndex());
}

void MainWindow::refreshCurrentPage() {
    QWidget *page = currentPage();
    if (!page)
        return;
    for (const char *slot : {"refresh", "reload"}) {
        if (page->metaObject()->indexOfMethod(QByteArray(QByteArray(slot) + "()").constData())
            >= 0) {
            QMetaObject::invokeMethod(page, slot);
            return;
        }
    }
}

int MainWindow::pageCount() const {
    return m_pages->count();
}

void MainWindow::createMenus() {
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction *preferences =
        edit->addAction(tr("&Preferences…"), this, &MainWindow::preferencesRequested);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);
    // Some desktops bind no key to Preferences; Ctrl+, is the common one there.
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                  ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                  : QKeySequence::keyBindings(QKeySequence::Preferences));

    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find…"), this, [this] {
        if (!focusFindField())
            statusBar()->showMessage(tr("This page has nothing to search."), 3000);
    });
    find->setObjectName(QStringLiteral("findAction"));
    find->setShortcut(QKeySequence::Find);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *full = m_viewMenu->addAction(tr("&Full screen"), this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });
    full->setCheckable(true);
    full->setShortcut(QKeySequence::FullScreen);
    QAction *refresh = m_viewMenu->addAction(tr("&Refresh"), this, &MainWindow::refreshCurrentPage);
    refresh->setObjectName(QStringLiteral("refreshAction"));
    QList<QKeySequence> refreshKeys = QKeySequence::keyBindings(QKeySequence::Refresh);
    for (const QKeySequence &key : {QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)}) {
        if (!refreshKeys.contains(key))
            refreshKeys << key;
    }
    refresh->setShortcuts(refreshKeys);
    m_viewMenu->addSeparator();

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *contents = help->addAction(tr("Roofline Lab &Help"), this, &MainWindow::showHelp);
    contents->setObjectName(QStringLiteral("helpAction"));
    contents->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Roofline Lab"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

bool MainWindow::focusFindField() {
    QWidget *page = currentPage();
    if (!page)
        return false;
    for (QLineEdit *edit : page->findChildren<QLineEdit *>()) {
        if (edit->property("findField").toBool() && edit->isVisible() && edit->isEnabled()) {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
            return true;
        }
    }
    return false;
}

void MainWindow::showHelp() {
    QMessageBox box(this);
    box.setWindowTitle(tr("Roofline Lab Help"));
    box.setTextFormat(Qt::RichText);
    box.setText(
        tr("<h3>Roofline Lab</h3>"
           "<p><b>Probe</b> measures this machine; <b>History</b> lists every stored run (notes, "
           "tags, import and export); <b>Compare</b> sets runs side by side against the "
           "earliest (or a chosen) baseline, worse in red; <b>Reports</b> writes PDF, HTML and "
           "CSV; <b>Fleet</b> shows every node and flags regressions; the <b>calculator</b> "
           "explains an LLM on a measured or catalogued GPU.</p>"
           "<p><b>Keys</b>: Alt+1…9 pages · F5 or Ctrl+R refresh the page · Ctrl+F search · "
           "Ctrl+I import runs · Ctrl+, preferences · F1 this help.</p>"
           "<p>The command line twin is <tt>roofline</tt> (<tt>roofline --help</tt>); the "
           "manual is docs/cli.md and docs/design.md of the source.</p>"));
    box.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Roofline Lab"),
        tr("<h3>Roofline Lab %1</h3>"
           "<p>Measures the bandwidth, latency and compute ceilings of GPUs and CPUs, and "
           "explains which one limits a workload.</p>"
           "<p>Qt %2 (built with %3)</p>%4")
            .arg(QStringLiteral(ROOFLINE_VERSION), QLatin1String(qVersion()),
                 QStringLiteral(QT_VERSION_STR),
                 m_aboutDetails.isEmpty()
                     ? tr("<p>Measurement engine: not asked yet (open the Probe page).</p>")
                     : m_aboutDetails));
}

void MainWindow::showEvent(QShowEvent *event) {
    QMainWindow::showEvent(event);
    if (!std::exchange(m_fitted, true))
        fitToScreen();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    // A page holding unsaved work (History's notes) is shown and asked first; Cancel, or a
    // save that failed, keeps the window open.
    for (QWidget *page : std::as_const(m_pageWidgets)) {
        bool unsaved = false;
        if (page->metaObject()->indexOfMethod("hasUnsavedEdits()") < 0
            || !QMetaObject::invokeMethod(page, "hasUnsavedEdits", Qt::DirectConnection,
                                          Q_RETURN_ARG(bool, unsaved))
            || !unsaved)
            continue;
        setCurrentPage(page);
        bool mayClose = true;
        if (QMetaObject::invokeMethod(page, "confirmClose", Qt::DirectConnection,
                                      Q_RETURN_ARG(bool, mayClose))
            && !mayClose) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    settings.setValue(QStringLiteral("mainWindow/page"), m_pageList->currentRow());
    event->accept();
}

} // namespace roofline::ui
