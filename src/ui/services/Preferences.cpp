// SPDX-License-Identifier: MIT
#include "ui/services/Preferences.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QUrl>

namespace roofline::ui {

namespace {

// Stored as UnitChoices' words (the CLI's), never enum numbers, so a reordered enum never
// reinterprets a saved choice; the words of older versions (GiB/s, KiB, TFLOP/s) still read.
const char *settingsKey(UnitChoices::Option option) {
    switch (option) {
    case UnitChoices::Option::Bandwidth:
        return "units/bandwidth";
    case UnitChoices::Option::Bytes:
        return "units/bytes";
    case UnitChoices::Option::Latency:
        return "units/latency";
    case UnitChoices::Option::Compute:
        return "units/compute";
    }
    return "";
}

} // namespace

Preferences Preferences::load() {
    const QSettings s;
    Preferences a;
    a.databaseKind =
        s.value(QStringLiteral("database/kind")).toString() == QLatin1String("postgresql")
            ? DatabaseKind::PostgreSQL
            : DatabaseKind::SQLite;
    a.sqlitePath = s.value(QStringLiteral("database/sqlitePath")).toString();
    a.postgresUrl = s.value(QStringLiteral("database/postgresUrl")).toString();
    a.language = s.value(QStringLiteral("ui/language")).toString();
    for (const UnitChoices::Option option : UnitChoices::options())
        a.units.setWord(option, s.value(QLatin1String(settingsKey(option))).toString());
    return a;
}

void Preferences::save() const {
    QSettings s;
    s.setValue(QStringLiteral("database/kind"), databaseKind == DatabaseKind::PostgreSQL
                                                    ? QStringLiteral("postgresql")
                                                    : QStringLiteral("sqlite"));
    s.setValue(QStringLiteral("database/sqlitePath"), sqlitePath);
    // Belt and braces: the dialog refuses a URL with a password, and none is ever stored.
    QUrl url(postgresUrl);
    url.setPassword(QString());
    s.setValue(QStringLiteral("database/postgresUrl"),
               postgresUrl.isEmpty() ? QString() : url.toString());
    s.setValue(QStringLiteral("ui/language"), language);
    for (const UnitChoices::Option option : UnitChoices::options())
        s.setValue(QLatin1String(settingsKey(option)), units.word(option));
}

QString Preferences::databaseLocation() const {
    if (databaseKind == DatabaseKind::PostgreSQL)
        return postgresUrl.trimmed();
    const QString path = sqlitePath.trimmed();
    return QFileInfo(path.isEmpty() ? storage::Database::defaultPath() : path).absoluteFilePath();
}

QString Preferences::postgresUrlProblem(const QString &text) {
    const QString url = text.trimmed();
    if (url.isEmpty())
        return tr("Enter the server's URL, e.g. postgresql://me@db.lab:5432/roofline.");
    if (!storage::SqlDialect::isUrl(url))
        return tr("The URL starts with postgresql://.");
    if (!QUrl(url).password().isEmpty())
        return tr("Leave the password out of the URL: it would be saved in plain text. Put it "
                  "in ~/.pgpass, or type it when Roofline Lab asks.");
    if (const auto parsed = storage::SqlDialect::parseUrl(url); !parsed)
        return parsed.error().text();
    return QString();
}

QString Preferences::sqlitePathProblem(const QString &text) {
    const QString path = text.trimmed();
    if (path.isEmpty())
        return QString(); // the default file
    if (storage::SqlDialect::isUrl(path))
        return tr("This is a server URL: choose \"Shared server\" above for it.");
    const QFileInfo info(path);
    if (info.isDir())
        return tr("This is a folder; name a file in it, e.g. %1.")
            .arg(QDir(path).filePath(QStringLiteral("roofline.sqlite")));
    return QString();
}

} // namespace roofline::ui
