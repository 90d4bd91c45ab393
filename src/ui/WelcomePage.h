#pragma once

#include <QWidget>

namespace roofline::ui {

// The first page: what the app does and what the catalog holds.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);
};

} // namespace roofline::ui
