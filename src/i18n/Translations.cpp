#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QTranslator>

namespace roofline {

QStringList Translations::available() {
    QStringList langs{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("*.qm")});
    for (const QString &f : files)
        langs << f.mid(9, f.size() - 9 - 3); // roofline_<lang>.qm
    return langs;
}

bool Translations::install(const QString &language) {
    const QString lang = language.isEmpty() ? QLocale().name() : language;
    if (lang == QLatin1String("en") || lang.startsWith(QLatin1String("en_")))
        return true;
    auto *translator = new QTranslator(QCoreApplication::instance());
    const QLocale locale(lang);
    if (!translator->load(locale, QStringLiteral("roofline"), QStringLiteral("_"),
                          QStringLiteral(":/i18n"))) {
        delete translator;
        return language.isEmpty(); // an unsupported system locale quietly stays English
    }
    QCoreApplication::installTranslator(translator);
    QLocale::setDefault(locale);
    return true;
}

} // namespace roofline
