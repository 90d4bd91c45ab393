// SPDX-License-Identifier: MIT
#include "runner/ProtocolParser.h"

#include <QTest>

using roofline::runner::ProtocolParser;

class TestProtocolParser : public QObject {
    Q_OBJECT
private slots:
    void splitsLinesAcrossChunks() {
        ProtocolParser p;
        QCOMPARE(p.feed("{\"type\":\"hel").size(), 0);
        const auto a = p.feed("lo\"}\n{\"type\":\"done\",\"status\":\"complete\"}\n{\"ty");
        QCOMPARE(a.size(), 2);
        QCOMPARE(a.at(0).value(QStringLiteral("type")).toString(), QStringLiteral("hello"));
        QCOMPARE(a.at(1).value(QStringLiteral("status")).toString(), QStringLiteral("complete"));
        const auto b = p.flush();
        QCOMPARE(b.size(), 1);
        QCOMPARE(b.first().value(QStringLiteral("type")).toString(), QStringLiteral("invalid"));
    }
    void invalidLines_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("text") << QByteArray("Segmentation fault\n");
        QTest::newRow("array") << QByteArray("[1,2]\n");
        QTest::newRow("no type") << QByteArray("{\"a\":1}\n");
        QTest::newRow("type not string") << QByteArray("{\"type\":3}\n");
    }
    void invalidLines() {
        QFETCH(QByteArray, line);
        ProtocolParser p;
        const auto m = p.feed(line);
        QCOMPARE(m.size(), 1);
        QCOMPARE(m.first().value(QStringLiteral("type")).toString(), QStringLiteral("invalid"));
    }
    void blankLinesIgnored() {
        ProtocolParser p;
        QCOMPARE(p.feed("\n\r\n  \n").size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestProtocolParser)
#include "tst_protocolparser.moc"
