// SPDX-License-Identifier: MIT
#include "model/Units.h"

#include <QLocale>
#include <QTest>

using namespace roofline;

class TestUnits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << "42" << 42.0;
        QTest::newRow("exponent") << "3.35e12" << 3.35e12;
        QTest::newRow("k") << "32k" << 32e3;
        QTest::newRow("G bytes") << "80GB" << 80e9;
        QTest::newRow("Gi") << "1Gi" << 1073741824.0;
        QTest::newRow("Mi B") << "64MiB" << 67108864.0;
        QTest::newRow("T") << "1.5T" << 1.5e12;
        QTest::newRow("spaces") << " 2.5 M " << 2.5e6;
    }
    void parse() {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto v = units::parseQuantity(text);
        QVERIFY(v);
        QCOMPARE(*v, value);
    }
    void parseRejects_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("word") << "fast";
        QTest::newRow("unit only") << "GB";
        QTest::newRow("two numbers") << "1 2";
        QTest::newRow("bad prefix") << "5X";
    }
    void parseRejects() {
        QFETCH(QString, text);
        QVERIFY(!units::parseQuantity(text));
    }
    void format_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("text");
        QTest::newRow("TB/s") << 3.35e12 << "B/s"
                              << "3.35 TB/s";
        QTest::newRow("ms") << 4.776e-3 << "s"
                            << "4.78 ms";
        QTest::newRow("us") << 2.5e-6 << "s" << QString::fromUtf8("2.50 \xc2\xb5s");
        QTest::newRow("TFLOP/s") << 989.4e12 << "FLOP/s"
                                 << "989 TFLOP/s";
        QTest::newRow("zero") << 0.0 << "B"
                              << "0 B";
        QTest::newRow("round up") << 999.96e9 << "B"
                                  << "1.00 TB";
    }
    void format() {
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, text);
        QCOMPARE(units::formatSi(value, unit), text);
    }
    // One rule for percentages (Compare, the reports, the summaries): a small change never
    // reads as "0 %" (1.04 against 795 TFLOP/s is 0.13 %), a large one has no false digits.
    void percent_data() {
        QTest::addColumn<double>("fraction");
        QTest::addColumn<QString>("text");
        QTest::newRow("small") << 0.0013 << QStringLiteral("0.13 %");
        QTest::newRow("smaller") << 0.0000131 << QStringLiteral("0.0013 %");
        QTest::newRow("a few") << 0.042 << QStringLiteral("4.2 %");
        QTest::newRow("one") << 0.01 << QStringLiteral("1.0 %");
        QTest::newRow("whole") << 0.91 << QStringLiteral("91 %");
        QTest::newRow("above") << 1.22 << QStringLiteral("122 %");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0 %");
        QTest::newRow("negative") << -0.0013 << QStringLiteral("-0.13 %");
    }
    void percent() {
        QFETCH(double, fraction);
        QFETCH(QString, text);
        QCOMPARE(units::formatPercent(fraction), text);
    }
    void binaryBytes() {
        QCOMPARE(units::formatBytes(1073741824.0, true), QStringLiteral("1.00 GiB"));
    }
};

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
