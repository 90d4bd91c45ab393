// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace roofline {

// The shipped user-interface languages and how to switch to one.
class Translations {
public:
    // "en" plus every compiled translation.
    static QStringList available();
    // Installs the translator for `language` ("de", "zh_CN"; empty: the system locale), and
    // Qt's own translation of that language where the system has it. Returns false, and
    // keeps English, when no such translation is shipped.
    static bool install(const QString &language);
    // Where Qt's own translations (qtbase_<lang>.qm) are looked for.
    static QString qtTranslationsPath();
};

} // namespace roofline
