// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace roofline::ui {

// Whether the desktop app has a display to open its window on, asked before the QApplication
// is made: QGuiApplication aborts (exit 134, Qt's platform-plugin message) when the platform
// plugin finds no display. The app says so in one line instead, points to `roofline`, its
// command-line twin, and exits non-zero (main.cpp).
class DisplayCheck {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::DisplayCheck)

public:
    // What decides it: QT_QPA_PLATFORM (or -platform), DISPLAY, WAYLAND_DISPLAY and
    // XDG_RUNTIME_DIR, as the process has them.
    struct Environment {
        QString platform;
        QString display;
        QString waylandDisplay;
        QString runtimeDir;
    };
    static Environment fromProcess(int argc, char **argv);

    // Empty when a display is reachable (or the platform needs none: offscreen, vnc, eglfs…),
    // else why not (untranslated detail, e.g. "DISPLAY=:99 does not answer").
    static QString problem(const Environment &env);
    // The one line the app prints: no display, why, and `roofline` instead. Translated once a
    // translator is installed.
    static QString message(const QString &problem);

    // An X display (":1", "unix:1.0") answers on its local socket; a remote one
    // ("host:10.0", ssh -X) is taken as reachable: only the connection can tell.
    static bool xDisplayReachable(const QString &display);
    static bool waylandReachable(const QString &waylandDisplay, const QString &runtimeDir);
};

} // namespace roofline::ui
