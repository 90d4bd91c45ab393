#pragma once

#include <QMainWindow>

class QListWidget;
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

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showAbout();

    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_pages = nullptr;
};

} // namespace roofline::ui
