#include "ui/dialogs/AppSettings.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QUrl>

namespace roofline::ui {

namespace {

// Stored as words, not enum numbers, so a reordered enum never reinterprets a saved choice.
const char *const kLatency[] = {"auto", "ns", "cycles"};
const char *const kCompute[] = {"auto", "TFLOP/s", "GFLOP/s"};

template<typename Enum, size_t N>
Enum fromWord(const QString &word, const char *const (&words)[N], Enum fallback) {
    for (size_t i = 0; i < N; ++i) {
        if (word == QLatin1String(words[i]))
            return Enum(i);
    }
    return fallback;
}

} // namespace

AppSettings AppSettings::load() {
    const QSettings s;
    AppSettings a;
    a.databaseKind =
        s.value(QStringLiteral("database/kind")).toString() == QLatin1String("postgresql")
            ? DatabaseKind::PostgreSQL
            : DatabaseKind::SQLite;
    a.sqlitePath = s.value(QStringLiteral("database/sqlitePath")).toString();
    a.postgresUrl = s.value(QStringLiteral("database/postgresUrl")).toString();
    a.language = s.value(QStringLiteral("ui/language")).toString();
    a.units.binaryBandwidth =
        s.value(QStringLiteral("units/bandwidth")).toString() == QLatin1String("GiB/s");
    a.units.binaryBytes = s.value(QStringLiteral("units/bytes")).toString() != QLatin1String("kB");
    a.units.latency = fromWord(s.value(QStringLiteral("units/latency")).toString(), kLatency,
                               DisplayUnits::LatencyUnit::Auto);
    a.units.compute = fromWord(s.value(QStringLiteral("units/compute")).toString(), kCompute,
                               DisplayUnits::ComputeUnit::Auto);
    return a;
}

void AppSettings::save() const {
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
    s.setValue(QStringLiteral("units/bandwidth"),
               units.binaryBandwidth ? QStringLiteral("GiB/s") : QStringLiteral("GB/s"));
    s.setValue(QStringLiteral("units/bytes"),
               units.binaryBytes ? QStringLiteral("KiB") : QStringLiteral("kB"));
    s.setValue(QStringLiteral("units/latency"), QLatin1String(kLatency[int(units.latency)]));
    s.setValue(QStringLiteral("units/compute"), QLatin1String(kCompute[int(units.compute)]));
}

QString AppSettings::databaseLocation() const {
    if (databaseKind == DatabaseKind::PostgreSQL)
        return postgresUrl.trimmed();
    const QString path = sqlitePath.trimmed();
    return QFileInfo(path.isEmpty() ? storage::Database::defaultPath() : path).absoluteFilePath();
}

QString AppSettings::postgresUrlProblem(const QString &text) {
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

QString AppSettings::sqlitePathProblem(const QString &text) {
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

bool AppSettings::asksForPassword(const QString &errorText) {
    return errorText.contains(QLatin1String("no password supplied"))
           || errorText.contains(QLatin1String("password authentication failed"));
}

} // namespace roofline::ui
