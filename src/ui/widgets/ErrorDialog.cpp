// SPDX-License-Identifier: MIT
#include "ui/widgets/ErrorDialog.h"

#include <QMessageBox>

namespace roofline::ui {

QMessageBox *ErrorDialog::error(QWidget *parent, const QString &title, const QString &what,
                                const QString &whatToDo) {
    auto *box = new QMessageBox(QMessageBox::Warning, title, what, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->setInformativeText(whatToDo);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

QMessageBox *ErrorDialog::information(QWidget *parent, const QString &title, const QString &text) {
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("infoDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace roofline::ui
