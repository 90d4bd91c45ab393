// SPDX-License-Identifier: MIT
// The CLI's table printer: terminal display widths (CJK wide, combining marks zero) and
// aligned columns, down to the `catalog gpus` table under --lang zh_CN.
#include "cli/TextTable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline::cli;

namespace {

QByteArray runRoofline(const QStringList &args) {
    static QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"), home.filePath(QStringLiteral("test.sqlite")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"), args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("roofline %s failed", qPrintable(args.join(QLatin1Char(' '))));
    return p.readAllStandardOutput();
}

// Terminal column where `needle` starts in `line`, or -1.
int columnOf(const QString &line, const QString &needle) {
    const qsizetype i = line.indexOf(needle);
    return i < 0 ? -1 : displayWidth(line.left(i));
}

} // namespace

class TestTextTable : public QObject {
    Q_OBJECT
private slots:
    void displayWidth_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("ascii") << QStringLiteral("H100 SXM") << 8;
        QTest::newRow("latin-1 and symbols") << QStringLiteral("µs × —") << 6;
        QTest::newRow("chinese") << QStringLiteral("名称") << 4;
        QTest::newRow("mixed") << QStringLiteral("显存 80 GB") << 10;
        QTest::newRow("full-width punctuation") << QStringLiteral("状态：") << 6;
        QTest::newRow("ideographic space") << QStringLiteral("\u3000") << 2;
        QTest::newRow("japanese kana") << QStringLiteral("ひらがなカタカナ") << 16;
        QTest::newRow("half-width katakana") << QStringLiteral("\uFF76\uFF80") << 2;
        QTest::newRow("full-width latin") << QStringLiteral("\uFF26\uFF30") << 4;
        QTest::newRow("hangul syllables") << QStringLiteral("한국어") << 6;
        QTest::newRow("hangul conjoining jamo") << QStringLiteral("\u1100\u1161\u11A8") << 2;
        QTest::newRow("cjk extension b (surrogate pair)") << QStringLiteral("\U00020000") << 2;
        QTest::newRow("emoji (surrogate pair)") << QStringLiteral("\U0001F680") << 2;
        QTest::newRow("combining acute") << QStringLiteral("e\u0301") << 1;
        QTest::newRow("combining marks stacked") << QStringLiteral("a\u0308\u0323") << 1;
        QTest::newRow("enclosing circle") << QStringLiteral("1\u20DD") << 1;
        QTest::newRow("zero-width joiner and space") << QStringLiteral("a\u200Db\u200B") << 2;
        QTest::newRow("control characters") << QStringLiteral("a\u0007b") << 2;
        QTest::newRow("soft hyphen prints") << QStringLiteral("a\u00ADb") << 3;
        QTest::newRow("german") << QStringLiteral("Größe") << 5;
        QTest::newRow("decomposed german") << QStringLiteral("Gro\u0308\u00DFe") << 5;
    }
    void displayWidth() {
        QFETCH(QString, text);
        QFETCH(int, width);
        QCOMPARE(roofline::cli::displayWidth(text), width);
    }

    void padToWidth_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ascii") << QStringLiteral("ID") << 5 << QStringLiteral("ID   ");
        QTest::newRow("cjk counts double")
            << QStringLiteral("名称") << 6 << QStringLiteral("名称  ");
        QTest::newRow("combining mark counts nothing")
            << QStringLiteral("e\u0301") << 3 << QStringLiteral("e\u0301  ");
        QTest::newRow("never truncates")
            << QStringLiteral("带宽带宽") << 3 << QStringLiteral("带宽带宽");
    }
    void padToWidth() {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(QString, expected);
        QCOMPARE(roofline::cli::padToWidth(text, width), expected);
    }

    void tableAlignsByDisplayWidth() {
        TextTable t({QStringLiteral("ID"), QStringLiteral("名称"), QStringLiteral("带宽")});
        QVERIFY(t.isEmpty());
        t.addRow(
            {QStringLiteral("h100-sxm"), QStringLiteral("H100 SXM"), QStringLiteral("3.35 TB/s")});
        t.addRow({QStringLiteral("x"), QStringLiteral("显卡 Ｘ"), QStringLiteral("1 TB/s")});
        QVERIFY(!t.isEmpty());
        const QStringList lines = t.toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        // Column 2 starts after the widest ID (8) and the gap; column 3 after the widest name.
        const int second = 8 + TextTable::kGap;
        const int third = second + 8 + TextTable::kGap;
        QCOMPARE(columnOf(lines[0], QStringLiteral("名称")), second);
        QCOMPARE(columnOf(lines[1], QStringLiteral("H100 SXM")), second);
        QCOMPARE(columnOf(lines[2], QStringLiteral("显卡")), second);
        QCOMPARE(columnOf(lines[0], QStringLiteral("带宽")), third);
        QCOMPARE(columnOf(lines[1], QStringLiteral("3.35")), third);
        QCOMPARE(columnOf(lines[2], QStringLiteral("1 TB/s")), third);
        for (const QString &l : lines)
            QVERIFY(!l.endsWith(QLatin1Char(' ')));
    }

    void keyValueLinesAlign() {
        const QString s = keyValueLines({{QStringLiteral("状态"), QStringLiteral("A")},
                                         {QStringLiteral("Ridge"), QStringLiteral("B")}});
        const QStringList lines = s.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(columnOf(lines[0], QStringLiteral("A")), columnOf(lines[1], QStringLiteral("B")));
        QCOMPARE(columnOf(lines[0], QStringLiteral("A")), 2 + 5 + TextTable::kGap);
    }

    // The bug this fixes: under --lang zh_CN the translated headers are CJK, and padding by
    // UTF-16 units left the header row short of the columns below it.
    void catalogTableAlignsInChinese() {
        const QJsonArray gpus = QJsonDocument::fromJson(runRoofline({QStringLiteral("--json"),
                                                                     QStringLiteral("catalog"),
                                                                     QStringLiteral("gpus")}))
                                    .array();
        QVERIFY(gpus.size() > 3);
        const QStringList lines =
            QString::fromUtf8(runRoofline({QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                                           QStringLiteral("catalog"), QStringLiteral("gpus")}))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), gpus.size() + 1);
        const QString &header = lines.first();
        // The translation is installed: the name header is CJK, not "Name".
        QVERIFY2(!header.contains(QStringLiteral("Name")), qPrintable(header));
        const QString second = header.split(QLatin1Char(' '), Qt::SkipEmptyParts).value(1);
        QVERIFY(roofline::cli::displayWidth(second) > second.size());
        const int nameColumn = columnOf(header, second);
        for (int i = 0; i < gpus.size(); ++i) {
            const QString &line = lines.at(i + 1);
            const QJsonObject g = gpus.at(i).toObject();
            QVERIFY2(line.startsWith(g.value(QStringLiteral("id")).toString()), qPrintable(line));
            const QString name = g.value(QStringLiteral("name")).toString();
            QCOMPARE(columnOf(line, name), nameColumn);
        }
    }

    // Issue 27, item 5: what a terminal would obey is shown, not sent; the rest is untouched.
    void controlCharactersSanitised_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("keepLines");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("gpu-node-07 Größe 节点") << false
                               << QStringLiteral("gpu-node-07 Größe 节点");
        QTest::newRow("OSC title") << QStringLiteral("a\x1b]0;pwned\x07"
                                                     "b")
                                   << true << QStringLiteral("a\\u001B]0;pwned\\u0007b");
        QTest::newRow("CSI clear")
            << QStringLiteral("\x1b[2J") << false << QStringLiteral("\\u001B[2J");
        QTest::newRow("C1 CSI") << QString(QChar(0x9b)) + QStringLiteral("31m") << false
                                << QStringLiteral("\\u009B31m");
        QTest::newRow("DEL, CR") << QStringLiteral("x\x7f\r") << true
                                 << QStringLiteral("x\\u007F\\u000D");
        QTest::newRow("bidi override") << QString(QChar(0x202e)) + QStringLiteral("gnp") << false
                                       << QStringLiteral("\\u202Egnp");
        QTest::newRow("lines kept") << QStringLiteral("a\n\tb") << true << QStringLiteral("a\n\tb");
        QTest::newRow("cell: one line")
            << QStringLiteral("a\n\tb") << false << QStringLiteral("a\\u000A\\u0009b");
    }
    void controlCharactersSanitised() {
        QFETCH(QString, text);
        QFETCH(bool, keepLines);
        QFETCH(QString, shown);
        QCOMPARE(terminalSafe(text, keepLines), shown);
        QCOMPARE(terminalSafe(shown, keepLines), shown); // once is enough
        if (!keepLines) {
            TextTable t;
            t.addRow({text});
            QCOMPARE(t.toString(), shown + QLatin1Char('\n'));
        }
    }
};

QTEST_GUILESS_MAIN(TestTextTable)
#include "tst_texttable.moc"
