// SPDX-License-Identifier: MIT
// The small typed vocabularies of model/: one median, one table of unit words (CLI, settings,
// the Reports page's child), measurement kinds with their bundle words, error-kind names, and
// the one query of the history.
#include "model/ErrorKindName.h"
#include "model/MeasurementKind.h"
#include "model/Median.h"
#include "model/RunQuery.h"
#include "model/UnitChoices.h"

#include <QTest>
#include <cmath>

using namespace roofline;

class TestVocabulary : public QObject {
    Q_OBJECT
private slots:
    void median_data() {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("expected");
        QTest::newRow("one") << QList<double>{4} << 4.0;
        QTest::newRow("odd, unsorted") << QList<double>{9, 1, 5} << 5.0;
        // The mean of the two middle values, not the upper one (ChartInputs once took 2).
        QTest::newRow("even") << QList<double>{2, 1} << 1.5;
        QTest::newRow("even, unsorted") << QList<double>{8, 2, 6, 4} << 5.0;
        QTest::newRow("ties") << QList<double>{3, 3, 1, 3} << 3.0;
        QTest::newRow("negative") << QList<double>{-1, -3} << -2.0;
    }
    void median() {
        QFETCH(QList<double>, values);
        QFETCH(double, expected);
        const std::optional<double> m = roofline::median(values);
        QVERIFY(m);
        QCOMPARE(*m, expected);
    }
    void medianOfNothingIsNoValue() {
        // Not 0 (RegressionCheck once said so): 0 reads as a value.
        QVERIFY(!roofline::median({}));
    }

    void unitWordsRoundTrip() {
        UnitChoices u;
        QCOMPARE(u.arguments(),
                 (QStringList{QStringLiteral("--bandwidth-units"), QStringLiteral("si"),
                              QStringLiteral("--bytes-units"), QStringLiteral("binary"),
                              QStringLiteral("--latency-units"), QStringLiteral("auto"),
                              QStringLiteral("--compute-units"), QStringLiteral("auto")}));
        for (UnitChoices::Option option : UnitChoices::options()) {
            for (const QString &word : UnitChoices::words(option)) {
                UnitChoices c;
                QVERIFY2(c.setWord(option, word), qPrintable(word));
                QCOMPARE(c.word(option), word);
                QVERIFY(c.setWord(option, word.toUpper())); // any case
                QCOMPARE(c.word(option), word);
            }
        }
        UnitChoices c;
        QVERIFY(!c.setWord(UnitChoices::Option::Compute, QStringLiteral("petaflops")));
        QCOMPARE(c, UnitChoices()); // nothing changed
        QVERIFY(!c.setWord(UnitChoices::Option::Latency, QString()));
    }
    // The words settings files of earlier versions hold still read (they once disagreed
    // with the CLI's: "TFLOP/s" against "tflops").
    void olderSettingsWordsRead() {
        UnitChoices c;
        QVERIFY(c.setWord(UnitChoices::Option::Compute, QStringLiteral("TFLOP/s")));
        QCOMPARE(c.compute, UnitChoices::ComputeUnit::TeraFlops);
        QCOMPARE(c.word(UnitChoices::Option::Compute), QStringLiteral("tflops"));
        QVERIFY(c.setWord(UnitChoices::Option::Compute, QStringLiteral("GFLOP/s")));
        QCOMPARE(c.compute, UnitChoices::ComputeUnit::GigaFlops);
        QVERIFY(c.setWord(UnitChoices::Option::Bandwidth, QStringLiteral("GiB/s")));
        QVERIFY(c.binaryBandwidth);
        QVERIFY(c.setWord(UnitChoices::Option::Bytes, QStringLiteral("kB")));
        QVERIFY(!c.binaryBytes);
    }

    void measurementKinds() {
        for (Metric m : {Metric::Bandwidth, Metric::Latency, Metric::Throughput})
            QCOMPARE(MeasurementKind::metricOf(MeasurementKind::metricName(m)), m);
        QCOMPARE(MeasurementKind::metricOf(QStringLiteral("energy")), Metric::Other);
        QCOMPARE(MeasurementKind::levelOf(QStringLiteral("HBM")), MemoryLevel::HBM);
        QCOMPARE(MeasurementKind::levelName(MemoryLevel::Network), QStringLiteral("NET"));
        QCOMPARE(MeasurementKind::levelOf(QStringLiteral("hbm")), MemoryLevel::Other); // exact
        QVERIFY(MeasurementKind::isMainMemory(QStringLiteral("DRAM")));
        QVERIFY(!MeasurementKind::isMainMemory(QStringLiteral("L2")));
        QVERIFY(MeasurementKind::isTransfer(MemoryLevel::H2D));
        QVERIFY(!MeasurementKind::isTransfer(MemoryLevel::HBM));
        Measurement m;
        m.metric = QStringLiteral("bandwidth");
        m.level = QStringLiteral("HBM");
        QVERIFY(MeasurementKind::isMainMemoryBandwidth(m));
        m.metric = QStringLiteral("latency");
        QVERIFY(!MeasurementKind::isMainMemoryBandwidth(m));
    }

    void errorKindNames() {
        for (int k = int(ErrorKind::Failed); k <= int(ErrorKind::Cancelled); ++k) {
            const auto kind = ErrorKind(k);
            const QString name = errorKindName(kind);
            QVERIFY(!name.isEmpty());
            QCOMPARE(errorKindFromName(name), std::optional<ErrorKind>(kind));
        }
        QCOMPARE(errorKindName(ErrorKind::NeedsPassword), QStringLiteral("needs-password"));
        QVERIFY(!errorKindFromName(QStringLiteral("NotFound")));
    }

    // One query for exact (CLI) and substring (History) filters; local calendar days.
    void runQueryMatchesLikeTheDatabase() {
        Run r;
        r.id = 7;
        r.host.hostname = QStringLiteral("Node-A");
        r.device.id = QStringLiteral("cuda:0");
        r.device.name = QStringLiteral("NVIDIA H100");
        r.tags = {QStringLiteral("rack-9")};
        r.suite = QStringLiteral("standard");
        r.startedAt = QDateTime(QDate(2024, 3, 5), QTime(12, 0)).toUTC();
        RunQuery q;
        QVERIFY(q.matches(r));
        q.host = QStringLiteral("node-a");
        QVERIFY(!q.matches(r)); // exact
        q = {};
        q.hostContains = QStringLiteral("NODE");
        QVERIFY(q.matches(r)); // any case
        q = {};
        q.device = QStringLiteral("cuda:0");
        QVERIFY(q.matches(r));
        q.tagContains = QStringLiteral("RACK");
        QVERIFY(q.matches(r));
        q = {};
        q.setDays(QDate(2024, 3, 5), QDate(2024, 3, 5));
        QVERIFY(q.matches(r));
        q.setDays(QDate(2024, 3, 6), QDate());
        QVERIFY(!q.matches(r));

        Run older = r;
        older.id = 3;
        older.startedAt = r.startedAt.addDays(-1);
        Run tie = r;
        tie.id = 9;
        q = {};
        q.sortBy = RunQuery::SortKey::Started;
        q.descending = false;
        QVERIFY(q.lessThan(older, r));
        // Ties newest first, then the higher id, whatever the direction: the database's order.
        QVERIFY(q.lessThan(tie, r));
        q.descending = true;
        QVERIFY(q.lessThan(tie, r));
    }
};

QTEST_GUILESS_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
