// SPDX-License-Identifier: MIT
// The app's one palette (ui/widgets/Palette.h): the colours the pages wrote inline before, with
// the same values (so moving them changed nothing on screen), and the two helpers that wrap
// text in them.
#include "ui/widgets/Palette.h"

#include <QTest>

namespace palette = roofline::ui::palette;

class TestPalette : public QObject {
    Q_OBJECT
private slots:
    void colours_data() {
        QTest::addColumn<QColor>("colour");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("alpha");
        QTest::newRow("worse") << palette::worse() << QStringLiteral("#d32f2f") << 255;
        QTest::newRow("better") << palette::better() << QStringLiteral("#388e3c") << 255;
        QTest::newRow("problem") << palette::problem() << QStringLiteral("#c0392b") << 255;
        QTest::newRow("field error") << palette::fieldError() << QStringLiteral("#d93025") << 255;
        QTest::newRow("worse background")
            << palette::worseBackground() << QStringLiteral("#da3633") << 70;
        QTest::newRow("better background")
            << palette::betterBackground() << QStringLiteral("#2ea043") << 70;
        QTest::newRow("flagged row") << palette::flaggedRow() << QStringLiteral("#fde2e1") << 255;
        QTest::newRow("banner background")
            << palette::bannerBackground() << QStringLiteral("#fff3cd") << 255;
        QTest::newRow("banner text") << palette::bannerText() << QStringLiteral("#533f03") << 255;
        QTest::newRow("banner border")
            << palette::bannerBorder() << QStringLiteral("#e0c36c") << 255;
    }
    void colours() {
        QFETCH(QColor, colour);
        QFETCH(QString, name);
        QFETCH(int, alpha);
        QCOMPARE(colour.name(), name);
        QCOMPARE(colour.alpha(), alpha);
    }
    void helpers() {
        // The exact markup the Fleet, Compare and History pages' tests look for.
        QCOMPARE(palette::coloured(QStringLiteral("a &lt; b"), palette::worse()),
                 QStringLiteral("<span style=\"color:#d32f2f\">a &lt; b</span>"));
        QCOMPARE(palette::textStyle(palette::fieldError()), QStringLiteral("color: #d93025;"));
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
