// SPDX-License-Identifier: MIT
// The two Measurement structs, one on each side of the engine wall: probes::Measurement is what
// a probe produces (plain C++, raw samples, statistics computed by finalize(), written as JSON);
// roofline::Measurement (model/) is that same bundle object as the Qt side reads, stores and
// exports it (presence kept apart from emptiness, unknown keys kept). They cannot be one struct
// (the engine links no Qt, the Qt side does not link the engine); the bundle shape of
// docs/cli.md is their one definition, and this test checks that what the engine writes is
// read back whole: every key known, every value where it belongs.
#include "model/Measurement.h"
#include "model/RunBundle.h"
#include "probes/engine/Measurement.h"

#include <QJsonDocument>
#include <QTest>

using roofline::RunBundle;
namespace probes = roofline::probes;

Q_DECLARE_METATYPE(probes::Better)

class TestMeasurementShape : public QObject {
    Q_OBJECT
private slots:
    void engineMeasurementReadsBackWhole_data() {
        QTest::addColumn<probes::Better>("better");
        QTest::addColumn<double>("headline");
        QTest::newRow("bandwidth: best") << probes::Better::Higher << 4e9;
        QTest::newRow("latency: median") << probes::Better::Lower << 2.5e9;
    }
    void engineMeasurementReadsBackWhole() {
        QFETCH(probes::Better, better);
        QFETCH(double, headline);
        probes::Measurement e;
        e.probe = "cpu.bandwidth";
        e.metric = "bandwidth";
        e.level = "L2";
        e.format = "fp32";
        e.kernel = "triad";
        e.workingSetBytes = 1u << 20;
        e.threads = 4;
        e.unit = "B/s";
        e.better = better;
        e.samples = {1e9, 4e9, 2e9, 3e9};
        e.flags = {"disturbed"};
        e.params.set("stride_bytes", 64);
        e.finalize();

        const QJsonObject o =
            QJsonDocument::fromJson(QByteArray::fromStdString(e.toJson().dump())).object();
        QVERIFY(!o.isEmpty());
        const auto read = RunBundle::measurementFromJson(o, QStringLiteral("engine"));
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().text()));
        const roofline::Measurement &m = *read;
        // A key the engine writes that the Qt side does not know would land here.
        QVERIFY2(m.extra.isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(m.extra).toJson())));
        QCOMPARE(m.probe, QStringLiteral("cpu.bandwidth"));
        QCOMPARE(m.metric, QStringLiteral("bandwidth"));
        QCOMPARE(m.level, QStringLiteral("L2"));
        QCOMPARE(m.format, QStringLiteral("fp32"));
        QCOMPARE(m.kernel, QStringLiteral("triad"));
        QCOMPARE(m.workingSetBytes, qint64(1) << 20);
        QCOMPARE(m.threads, qint64(4));
        QCOMPARE(m.unit, QStringLiteral("B/s"));
        QCOMPARE(m.value, headline);
        QCOMPARE(m.best, e.stats.best);
        QCOMPARE(m.min, 1e9);
        QCOMPARE(m.median, 2.5e9);
        QCOMPARE(m.max, 4e9);
        QCOMPARE(m.mean, 2.5e9);
        QCOMPARE(m.stddev, e.stats.stddev);
        QCOMPARE(m.n, qint64(4));
        QVERIFY(m.cov.has_value());
        QCOMPARE(*m.cov, e.stats.cov);
        QVERIFY(m.samples.has_value());
        QCOMPARE(*m.samples, (QList<double>{1e9, 4e9, 2e9, 3e9}));
        QVERIFY(m.flags.has_value());
        QCOMPARE(*m.flags, QStringList{QStringLiteral("disturbed")});
        QCOMPARE(m.params.value(QStringLiteral("stride_bytes")).toInt(), 64);
    }
};

QTEST_GUILESS_MAIN(TestMeasurementShape)
#include "tst_measurementshape.moc"
