// SPDX-License-Identifier: MIT
#include "cli/CliApp.h"

#include <QApplication>
#include <QCoreApplication>
#include <memory>

int main(int argc, char **argv) {
    // Reports draw charts, which need Qt GUI (offscreen: no display on a lab node); every
    // other command stays a plain console program.
    bool needsGui = false;
    for (int i = 1; i < argc; ++i)
        needsGui |= qstrcmp(argv[i], "report") == 0 || qstrcmp(argv[i], "fleet") == 0;
    if (needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app = needsGui
                                                ? std::make_unique<QApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RooflineLab"));
    QCoreApplication::setApplicationName(QStringLiteral("roofline-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROOFLINE_VERSION));
    roofline::cli::CliApp cli;
    return cli.run(QCoreApplication::arguments());
}
