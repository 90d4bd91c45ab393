// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QWidget;

namespace roofline::ui {

// Spin boxes, combo boxes and sliders take the mouse wheel only once they have the focus
// (issue 32): scrolling a page over the calculator's "Tensor parallel" box must scroll the
// page, not turn TP to 3. Unfocused, the wheel goes on to the scroll area around them; a
// click or Tab gives the focus (the wheel alone does not).
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Guards every spin box, combo box and slider under `root` (the existing ones: call it
    // once the page is built). Idempotent.
    static void install(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
    static WheelGuard *instance();
};

} // namespace roofline::ui
