// SPDX-License-Identifier: MIT
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
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

QString Translations::qtTranslationsPath() {
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
}

bool Translations::install(const QString &language) {
    const QString lang = language.isEmpty() ? QLocale().name() : language;
    if (lang == QLatin1String("en") || lang.startsWith(QLatin1String("en_")))
        return true;
    // A plain translator: every tr() names its real context (its class, or the class a
    // Q_DECLARE_TR_FUNCTIONS names), which is the one lupdate files the message under, so
    // nothing is guessed (tst_translations checks both ends).
    auto *translator = new QTranslator(QCoreApplication::instance());
    const QLocale locale(lang);
    if (!translator->load(locale, QStringLiteral("roofline"), QStringLiteral("_"),
                          QStringLiteral(":/i18n"))) {
        delete translator;
        return language.isEmpty(); // an unsupported system locale quietly stays English
    }
    QCoreApplication::installTranslator(translator);
    // Qt's own words (standard buttons such as Cancel and Apply, QCommandLineParser's
    // options, file dialogs) come from Qt's catalogue (qtbase_<lang>.qm, Debian's
    // qt6-translations-l10n); without it they stay English and the rest is translated.
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtTranslationsPath()))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(locale);
    return true;
}

} // namespace roofline
