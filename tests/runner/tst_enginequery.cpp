// SPDX-License-Identifier: MIT
// runner::EngineQuery, the one reader of what the engine says about itself, its devices and
// its probes (ProbeRunner, the app's EngineQuery and `roofline devices` read through it): the
// device object nested or at the top of its message, kind from the id when the engine omits
// it, available unless it says otherwise, versions as numbers or words, and lines that are
// not JSON passed over.
#include "runner/EngineQuery.h"

#include <QJsonDocument>
#include <QTest>
#include <initializer_list>

using roofline::runner::EngineDevice;
using roofline::runner::EngineQuery;

namespace {
QJsonObject object(const char *json) {
    return QJsonDocument::fromJson(QByteArray(json)).object();
}
QStringList keys(std::initializer_list<const char *> names) {
    QStringList out;
    for (const char *n : names)
        out << QString::fromLatin1(n);
    return out;
}
} // namespace

class TestEngineQuery : public QObject {
    Q_OBJECT
private slots:
    void device_data() {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("available");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("driverVersion");
        QTest::addColumn<QStringList>("objectKeys");

        QTest::newRow("flat, with host")
            << QByteArray(R"({"type":"device","id":"cpu","kind":"cpu","name":"Zen 5",)"
                          R"("host":{"hostname":"n1"}})")
            << QStringLiteral("cpu") << QStringLiteral("cpu") << true << QString() << QString()
            << keys({"id", "kind", "name"});
        QTest::newRow("nested (older engines)")
            << QByteArray(R"({"type":"device","host":{"hostname":"n1"},)"
                          R"("device":{"id":"cuda:0","kind":"cuda","name":"H100",)"
                          R"("driver_version":12040,"runtime_version":"12.4"}})")
            << QStringLiteral("cuda:0") << QStringLiteral("cuda") << true << QString()
            << QStringLiteral("12040")
            << keys({"driver_version", "id", "kind", "name", "runtime_version"});
        QTest::newRow("no kind: from the id")
            << QByteArray(R"({"type":"device","id":"cuda:3","name":"A100"})")
            << QStringLiteral("cuda:3") << QStringLiteral("cuda") << true << QString() << QString()
            << keys({"id", "name"});
        QTest::newRow("unavailable, and why")
            << QByteArray(R"({"type":"device","id":"cuda:1","kind":"cuda","available":false,)"
                          R"("reason":"no driver","driver_version":"550.54"})")
            << QStringLiteral("cuda:1") << QStringLiteral("cuda") << false
            << QStringLiteral("no driver") << QStringLiteral("550.54")
            << keys({"available", "driver_version", "id", "kind", "reason"});
    }
    void device() {
        QFETCH(QByteArray, message);
        QFETCH(QString, id);
        QFETCH(QString, kind);
        QFETCH(bool, available);
        QFETCH(QString, reason);
        QFETCH(QString, driverVersion);
        QFETCH(QStringList, objectKeys);
        const QJsonObject m = QJsonDocument::fromJson(message).object();
        QVERIFY(!m.isEmpty());
        const EngineDevice d = EngineQuery::device(m);
        QCOMPARE(d.id, id);
        QCOMPARE(d.kind, kind);
        QCOMPARE(d.available, available);
        QCOMPARE(d.reason, reason);
        QCOMPARE(d.driverVersion, driverVersion);
        // The provenance a run keeps: the device alone, never the message's type or host.
        QCOMPARE(d.object.keys(), objectKeys);
    }
    void hostOfADeviceMessage() {
        const QJsonObject m = object(R"({"type":"device","id":"cpu","host":{"hostname":"n1"}})");
        QCOMPARE(EngineQuery::host(m).value(QStringLiteral("hostname")).toString(),
                 QStringLiteral("n1"));
        QVERIFY(EngineQuery::host(object(R"({"type":"device","id":"cpu"})")).isEmpty());
    }
    void readsAWholeAnswer() {
        const QByteArray out =
            R"({"type":"hello","engine_version":"1.2.3","build":{"compiler":"gcc 12.2.0",)"
            R"("arch":"x86_64","cuda":true}})"
            "\nnot json at all\n"
            R"({"type":"device","id":"cpu","kind":"cpu","name":"Zen 5"})"
            "\n"
            R"({"type":"probe","id":"cpu.bandwidth","device":"cpu","title":"Bandwidth",)"
            R"("description":"STREAM","estimated_seconds":{"quick":5,"standard":20}})"
            "\n"
            R"({"type":"done","status":"complete","reason":""})"
            "\n"
            R"({"type":"device","id":"cuda:0","available":false,"reason":"no driver"})";
        const EngineQuery::Answer a = EngineQuery::read(out); // last line without a newline
        QVERIFY(a.hello);
        QCOMPARE(a.hello->version, QStringLiteral("1.2.3"));
        QCOMPARE(a.hello->compiler, QStringLiteral("gcc 12.2.0"));
        QCOMPARE(a.hello->arch, QStringLiteral("x86_64"));
        QVERIFY(a.hello->cuda);
        QCOMPARE(a.devices.size(), 2);
        QCOMPARE(a.devices.at(0).name, QStringLiteral("Zen 5"));
        QCOMPARE(a.devices.at(1).kind, QStringLiteral("cuda"));
        QVERIFY(!a.devices.at(1).available);
        QCOMPARE(a.probes.size(), 1);
        QCOMPARE(a.probes.at(0).id, QStringLiteral("cpu.bandwidth"));
        QCOMPARE(a.probes.at(0).estimatedSeconds.value(QStringLiteral("standard")).toDouble(),
                 20.0);
    }
    void emptyAnswer() {
        const EngineQuery::Answer a = EngineQuery::read(QByteArray());
        QVERIFY(!a.hello);
        QVERIFY(a.devices.isEmpty());
        QVERIFY(a.probes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEngineQuery)
#include "tst_enginequery.moc"
