#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QTranslator>

namespace roofline {

namespace {

// lupdate files a tr() call under its enclosing scope ("roofline::cli::CliApp", or a namespace
// such as "roofline::cli" for free helpers), while code outside QObjects translates through a
// local tr() helper with the short class name ("CliApp"). This translator bridges the two: when
// the exact context has no entry it tries the namespaced forms before giving up.
class ContextFallbackTranslator : public QTranslator {
public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override {
        QString t = QTranslator::translate(context, sourceText, disambiguation, n);
        if (!t.isEmpty() || !context)
            return t;
        static const char *const prefixes[] = {
            "roofline::", "roofline::cli::", "roofline::storage::", "roofline::runner::",
            "roofline::ui::"};
        for (const char *prefix : prefixes) {
            const QByteArray qualified = QByteArray(prefix).append(context);
            t = QTranslator::translate(qualified.constData(), sourceText, disambiguation, n);
            if (!t.isEmpty())
                return t;
        }
        static const char *const scopes[] = {
            "roofline::cli",    "roofline::storage",     "roofline", "roofline::EntryReader",
            "roofline::Reader", "roofline::cli::Reader", "QObject"};
        for (const char *scope : scopes) {
            t = QTranslator::translate(scope, sourceText, disambiguation, n);
            if (!t.isEmpty())
                return t;
        }
        return t;
    }
};

} // namespace

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
    auto *translator = new ContextFallbackTranslator(QCoreApplication::instance());
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
