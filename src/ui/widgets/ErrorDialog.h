// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QMessageBox;
class QWidget;

namespace roofline::ui {

// Error and notice boxes that say what failed and what to do. They open window-modal without
// a nested event loop (QDialog::open), so a run in progress keeps updating behind them and
// tests can find and close them.
class ErrorDialog {
public:
    static QMessageBox *error(QWidget *parent, const QString &title, const QString &what,
                              const QString &whatToDo);
    static QMessageBox *information(QWidget *parent, const QString &title, const QString &text);
};

} // namespace roofline::ui
