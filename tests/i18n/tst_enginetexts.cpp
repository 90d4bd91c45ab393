// SPDX-License-Identifier: MIT
// Issue 32 item 7: the engine's probe names reach the user through EngineTexts' table keyed by
// the engine's ids. The table must hold every probe the engine lists, in the engine's own
// English words (so lupdate's source text is what the engine says); a probe added to the
// engine without an entry, or a title changed on one side only, fails here.
#include "model/EngineTexts.h"
#include "runner/ProtocolParser.h"

#include <QProcess>
#include <QTest>

using namespace roofline;

class TestEngineTexts : public QObject {
    Q_OBJECT
private slots:
    void everyEngineProbeIsInTheTable() {
        QProcess engine;
        engine.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe"),
                     {QStringLiteral("--list")});
        QVERIFY(engine.waitForFinished(60000));
        runner::ProtocolParser parser;
        QList<QJsonObject> messages = parser.feed(engine.readAllStandardOutput());
        messages += parser.flush();
        int probes = 0;
        for (const QJsonObject &m : messages) {
            if (m.value(QStringLiteral("type")).toString() != QLatin1String("probe"))
                continue;
            const QString id = m.value(QStringLiteral("id")).toString();
            const QString title = m.value(QStringLiteral("title")).toString();
            if (id.startsWith(QLatin1String("test.")))
                continue; // the engine's own test probes are never shown to users
            ++probes;
            QCOMPARE(EngineTexts::probeTitle(id, QStringLiteral("<missing %1>").arg(id)), title);
        }
        QVERIFY(probes >= 7); // the CPU's at least
        // An id the table lacks keeps the engine's words.
        QCOMPARE(EngineTexts::probeTitle(QStringLiteral("cpu.future"), QStringLiteral("Future")),
                 QStringLiteral("Future"));
    }

    void deviceReasons_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("shown");
        QTest::newRow("no device")
            << QStringLiteral("no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and "
                              "nvidia-smi)")
            << QStringLiteral("no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and "
                              "nvidia-smi)");
        QTest::newRow("runtime error")
            << QStringLiteral("the CUDA runtime cannot be used: out of memory")
            << QStringLiteral("the CUDA runtime cannot be used: out of memory");
        QTest::newRow("unknown") << QStringLiteral("something new")
                                 << QStringLiteral("something new");
    }
    void deviceReasons() {
        QFETCH(QString, engine);
        QFETCH(QString, shown);
        QCOMPARE(EngineTexts::deviceReason(engine), shown);
    }
};

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
