// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QListWidget;
class QMenu;
class QStackedWidget;

namespace roofline::ui {

// The main window only wires pages together: a page list on the left, the page on the right.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Adds a page; returns its index.
    int addPage(QWidget *page, const QString &title, const QIcon &icon);
    int pageCount() const;
    // Shows a page added before (from another page's request, e.g. History → Compare).
    void setCurrentPage(QWidget *page);
    // Extra lines for the About box (engine, CUDA runtime and driver), as rich text.
    void setAboutDetails(const QString &html) { m_aboutDetails = html; }
    QWidget *currentPage() const;

public slots:
    // View → Refresh (F5, Ctrl+R): the current page reads again what it shows — its
    // `refresh()` slot where it has one, else `reload()`.
    void refreshCurrentPage();
    // Edit → Find (Ctrl+F): the current page's search field (a line edit whose "findField"
    // property is true) gets the focus, its text selected. False where the page has none.
    bool focusFindField();

signals:
    // Edit → Preferences…: main.cpp opens the Settings dialog, which needs the app's services.
    void preferencesRequested();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createMenus();
    void fitPageList();

public:
    // The window inside the screen's available area (after restoring a saved geometry).
    void fitToScreen();

private:
    void showAbout();
    void showHelp();

    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_pages = nullptr; // each page inside a QScrollArea
    QList<QWidget *> m_pageWidgets;    // the pages, by index
    QMenu *m_viewMenu = nullptr;
    QString m_aboutDetails;
    bool m_fitted = false; // fitted to the screen once shown
};

} // namespace roofline::ui
