// SPDX-License-Identifier: MIT
// The shipped translations are complete: every message of every .ts file is translated, nothing
// obsolete lingers, placeholders survive, and a fresh lupdate over today's sources finds no string
// that is still untranslated (so a new tr() without a translation fails here). And they are found:
// every message comes back from the compiled catalogue through exactly the context lupdate filed
// it under, and the sources use only real contexts (no file-local tr() with a context of its own,
// no guessing translator), so the context the code asks with is the one lupdate wrote down.
// (tst_translationcontexts drives the code under a translator that records every miss.)
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
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

// One message of a .ts file, as lupdate wrote it.
struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QStringList translations; // one, or the plural forms
};

QList<TsMessage> messages(const QString &path) {
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            m = TsMessage{context,
                          {},
                          {},
                          xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                          {}};
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")
                   && !m.numerus) {
            m.translations << xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
            m.translations << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << m;
        }
    }
    return out;
}

QStringList sourceFiles() {
    QStringList files;
    QDirIterator it(QStringLiteral(ROOFLINE_SOURCE_DIR "/src"),
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        // The engine has no Qt and no translations.
        if (!path.contains(QLatin1String("/src/probes/"))
            && !path.contains(QLatin1String("/src/cuda/")))
            files << path;
    }
    files.sort();
    return files;
}

QString read(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
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

    // Every message of each .ts comes back from the compiled catalogue through the context
    // lupdate filed it under: what the code asks with, when it uses its real context.
    void everyMessageThroughItsContext_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void everyMessageThroughItsContext() {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/roofline_%1.qm").arg(language)));
        const QList<TsMessage> all = messages(
            QStringLiteral(ROOFLINE_SOURCE_DIR "/translations/roofline_%1.ts").arg(language));
        QVERIFY(all.size() > 1000);
        QStringList missing;
        for (const TsMessage &m : all) {
            const QByteArray context = m.context.toUtf8();
            const QByteArray source = m.source.toUtf8();
            const QByteArray comment = m.comment.toUtf8();
            const char *disambiguation = m.comment.isEmpty() ? nullptr : comment.constData();
            // Plural messages: n = 1 and n = 5 each give one of the forms.
            const QList<int> counts = m.numerus ? QList<int>{1, 5} : QList<int>{-1};
            for (int n : counts) {
                const QString found = translator.translate(context.constData(), source.constData(),
                                                           disambiguation, n);
                const bool ok =
                    m.numerus ? m.translations.contains(found) : found == m.translations.value(0);
                if (!ok)
                    missing << QStringLiteral("%1 / %2 (n=%3): '%4'")
                                   .arg(m.context, m.source)
                                   .arg(n)
                                   .arg(found);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 20).join(QLatin1Char('\n'))));
    }

    // The code asks with the context lupdate writes down: no file-local tr() helper with a
    // context of its own, no translator that guesses, every Q_DECLARE_TR_FUNCTIONS names its
    // class in full, and every literal context of QCoreApplication::translate() exists.
    void sourcesUseRealContexts() {
        QSet<QString> contexts;
        for (const TsMessage &m :
             messages(QStringLiteral(ROOFLINE_SOURCE_DIR "/translations/roofline_de.ts")))
            contexts.insert(m.context);
        static const QRegularExpression helper(
            QStringLiteral("^\\s*(static\\s+)?(inline\\s+)?QString\\s+tr\\s*\\("),
            QRegularExpression::MultilineOption);
        static const QRegularExpression guesser(QStringLiteral(":\\s*public\\s+QTranslator\\b"));
        static const QRegularExpression declared(
            QStringLiteral("(class|struct)\\s+(\\w+)[^;{]*\\{\\s*(//"
                           "[^\\n]*\\n\\s*)*Q_DECLARE_TR_FUNCTIONS\\(([\\w:]+)\\)"));
        static const QRegularExpression anyDeclared(
            QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\(([\\w:]+)\\)"));
        static const QRegularExpression literal(
            QStringLiteral("QCoreApplication::translate\\(\\s*\"([^\"]+)\""));
        static const QRegularExpression ns(QStringLiteral("^namespace\\s+([\\w:]+)\\s*\\{"),
                                           QRegularExpression::MultilineOption);
        QStringList problems;
        int declarations = 0;
        for (const QString &path : sourceFiles()) {
            const QString text = read(path);
            const QString where = QFileInfo(path).fileName();
            if (helper.match(text).hasMatch())
                problems << where + QStringLiteral(": a file-local tr() helper");
            if (guesser.match(text).hasMatch())
                problems << where
                                + QStringLiteral(
                                    ": a QTranslator subclass (a guessing translator?)");
            QString space;
            for (auto it = ns.globalMatch(text); it.hasNext();) {
                const QString n = it.next().captured(1);
                if (n.startsWith(QLatin1String("roofline")))
                    space = n;
            }
            int here = 0;
            for (auto it = declared.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                ++here;
                const QString wanted = space + QStringLiteral("::") + m.captured(2);
                // A local class may borrow its file's class's context; it must be a real one.
                if (m.captured(4) != wanted && !contexts.contains(m.captured(4)))
                    problems << QStringLiteral("%1: Q_DECLARE_TR_FUNCTIONS(%2) in %3 (want %4)")
                                    .arg(where, m.captured(4), m.captured(2), wanted);
            }
            int all = 0;
            for (auto it = anyDeclared.globalMatch(text); it.hasNext(); it.next())
                ++all;
            if (all != here)
                problems << where
                                + QStringLiteral(": Q_DECLARE_TR_FUNCTIONS not first in its class");
            declarations += here;
            for (auto it = literal.globalMatch(text); it.hasNext();) {
                const QString c = it.next().captured(1);
                if (!contexts.contains(c))
                    problems << QStringLiteral("%1: translate(\"%2\"): no such context in the .ts")
                                    .arg(where, c);
            }
        }
        QVERIFY(declarations > 30); // the scan sees them
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void switchesLanguage() {
        QVERIFY(roofline::Translations::available().contains(QStringLiteral("de")));
        QVERIFY(roofline::Translations::available().contains(QStringLiteral("zh_CN")));
        QVERIFY(roofline::Translations::install(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("roofline::cli::CliApp", "needs a path")
                     == QLatin1String("needs a path"),
                 false);
        // A short context the code no longer uses is not guessed at.
        QCOMPARE(QCoreApplication::translate("CliApp", "needs a path"),
                 QStringLiteral("needs a path"));
        QVERIFY(!roofline::Translations::install(QStringLiteral("xx")));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
