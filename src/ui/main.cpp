// SPDX-License-Identifier: MIT
#include "ui/Application.h"

// Roofline Lab, the desktop app: ui::Application says how it starts.
int main(int argc, char **argv) {
    roofline::ui::Application app(argc, argv);
    return app.exec();
}
