#include "cli/CliApp.h"

#include <QCoreApplication>

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RooflineLab"));
    QCoreApplication::setApplicationName(QStringLiteral("roofline-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROOFLINE_VERSION));
    roofline::cli::CliApp cli;
    return cli.run(QCoreApplication::arguments());
}
