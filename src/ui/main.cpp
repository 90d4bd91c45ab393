#include "i18n/Translations.h"
#include "ui/MainWindow.h"
#include "ui/WelcomePage.h"
#include "ui/pages/CalculatorPage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RooflineLab"));
    QApplication::setApplicationName(QStringLiteral("roofline-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Roofline Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ROOFLINE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("roofline-lab"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("user-interface language"),
                            QStringLiteral("CODE"));
    parser.addOption(lang);
    parser.process(app);
    const QString language = parser.isSet(lang)
                                 ? parser.value(lang)
                                 : QSettings().value(QStringLiteral("ui/language")).toString();
    roofline::Translations::install(language);

    roofline::ui::MainWindow window;
    window.addPage(new roofline::ui::WelcomePage, QObject::tr("Welcome"),
                   QIcon(QStringLiteral(":/icons/roofline-lab.svg")));
    window.addPage(new roofline::ui::CalculatorPage, QObject::tr("Roofline calculator"),
                   QIcon(QStringLiteral(":/icons/roofline-lab.svg")));
    window.show();
    return app.exec();
}
