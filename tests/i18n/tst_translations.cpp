// The shipped translations are complete: every message of every .ts file is translated, nothing
// obsolete lingers, placeholders survive, and a fresh lupdate over today's sources finds no string
// that is still untranslated (so a new tr() without a translation fails here).
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct TsStats {
    int messages = 0;
    QStringList problems;
};

QSet<QString> placeholders(const QString &text) {
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(0).remove(QLatin1Char('L')));
    return out;
}

TsStats inspect(const QString &path) {
    TsStats stats;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        stats.problems << QStringLiteral("cannot read ") + path;
        return stats;
    }
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++stats.messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty())
                stats.problems << QStringLiteral("%1: '%2' is %3").arg(path, source, type);
            QString text;
            // Plural messages keep their forms in <numerusform> children.
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation"))
                   && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
            }
            if (text.trimmed().isEmpty() && !source.trimmed().isEmpty())
                stats.problems
                    << QStringLiteral("%1: '%2' has an empty translation").arg(path, source);
            else if (!placeholders(text).contains(placeholders(source)))
                stats.problems << QStringLiteral("%1: '%2' lost a placeholder").arg(path, source);
        }
    }
    if (xml.hasError())
        stats.problems << QStringLiteral("%1: %2").arg(path, xml.errorString());
    return stats;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void shippedFilesAreComplete_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(ROOFLINE_SOURCE_DIR "/translations"));
        for (const QString &ts : dir.entryList({QStringLiteral("*.ts")}))
            QTest::newRow(qPrintable(ts)) << dir.filePath(ts);
    }
    void shippedFilesAreComplete() {
        QFETCH(QString, path);
        const TsStats s = inspect(path);
        QVERIFY(s.messages > 100);
        QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void sourcesHaveNoUntranslatedStrings() {
        // lupdate over the sources into a copy, exactly as the build's update_translations does:
        // any new or changed string shows up unfinished.
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("project.json"));
        QProcess generate;
        generate.start(QStringLiteral(ROOFLINE_CMAKE),
                       {QStringLiteral("-DIN_FILE=" ROOFLINE_LUPDATE_PROJECT),
                        QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"),
                        QStringLiteral(ROOFLINE_LUPDATE_GENERATOR)});
        QVERIFY(generate.waitForFinished(60000));
        QCOMPARE(generate.exitCode(), 0);
        const QDir dir(QStringLiteral(ROOFLINE_SOURCE_DIR "/translations"));
        for (const QString &ts : dir.entryList({QStringLiteral("*.ts")})) {
            const QString copy = tmp.filePath(ts);
            QVERIFY(QFile::copy(dir.filePath(ts), copy));
            QProcess lupdate;
            lupdate.start(QStringLiteral(ROOFLINE_LUPDATE),
                          {QStringLiteral("-project"), project, QStringLiteral("-no-obsolete"),
                           QStringLiteral("-locations"), QStringLiteral("none"),
                           QStringLiteral("-ts"), copy});
            QVERIFY(lupdate.waitForFinished(180000));
            QCOMPARE(lupdate.exitCode(), 0);
            const TsStats s = inspect(copy);
            QVERIFY2(
                s.problems.isEmpty(),
                qPrintable(QStringLiteral(
                               "run: cmake --build build -t update_translations, then translate:\n")
                           + s.problems.mid(0, 20).join(QLatin1Char('\n'))));
        }
    }

    void switchesLanguage() {
        QVERIFY(roofline::Translations::available().contains(QStringLiteral("de")));
        QVERIFY(roofline::Translations::available().contains(QStringLiteral("zh_CN")));
        QVERIFY(roofline::Translations::install(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("CliApp", "needs a path")
                     == QLatin1String("needs a path"),
                 false);
        QVERIFY(!roofline::Translations::install(QStringLiteral("xx")));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
