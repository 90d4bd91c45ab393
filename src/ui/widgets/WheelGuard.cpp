// SPDX-License-Identifier: MIT
#include "ui/widgets/WheelGuard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace roofline::ui {

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent) {}

WheelGuard *WheelGuard::instance() {
    // One filter for the whole app, owned by it.
    static WheelGuard *guard = new WheelGuard(QCoreApplication::instance());
    return guard;
}

void WheelGuard::install(QWidget *root) {
    if (!root)
        return;
    QList<QWidget *> guarded;
    for (QAbstractSpinBox *w : root->findChildren<QAbstractSpinBox *>())
        guarded << w;
    for (QComboBox *w : root->findChildren<QComboBox *>())
        guarded << w;
    for (QAbstractSlider *w : root->findChildren<QAbstractSlider *>()) {
        // Scroll bars are what the wheel is for.
        if (!w->inherits("QScrollBar"))
            guarded << w;
    }
    for (QWidget *w : std::as_const(guarded)) {
        // The wheel no longer gives the focus (Qt::WheelFocus): a click or Tab does.
        if (w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(instance()); // installing twice keeps one
    }
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::Wheel) {
        auto *w = qobject_cast<QWidget *>(watched);
        if (w && !w->hasFocus()) {
            // Not handled here: the event goes on to the parent (the page's scroll area).
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace roofline::ui
