#include "ReportFixtures.h"
#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/RunComparison.h"

#include <QJsonArray>
#include <QTest>

using namespace roofline;

namespace {

// Every headline scaled by `factor`, with a relative stddev of `cov` (mean = value).
Run scaled(Run run, double factor, double cov, const QString &onlyLevel = QString()) {
    run.uuid = QStringLiteral("6f1c2a9e-0000-4000-8000-%1")
                   .arg(qHash(factor + cov) % 1000000000000ULL, 12, 10, QLatin1Char('0'));
    for (Measurement &m : run.measurements) {
        const double f = onlyLevel.isEmpty() || m.level == onlyLevel ? factor : 1.0;
        m.value *= f;
        m.best *= f;
        m.mean = m.value;
        m.median = m.value;
        m.stddev = cov * m.value;
        m.min = m.value * (1 - 2 * cov);
        m.max = m.value * (1 + 2 * cov);
        m.cov = cov;
    }
    return run;
}

const RunComparison::Row *rowFor(const RunComparison &c, const QString &level,
                                 const QString &kernel) {
    for (const auto &r : c.rows()) {
        if (r.key.level == level && r.key.kernel == kernel && r.key.workingSetBytes == 4LL << 30
            && r.key.probe == QLatin1String("cuda.bandwidth"))
            return &r;
    }
    return nullptr;
}

} // namespace

class TestRunComparison : public QObject {
    Q_OBJECT

private:
    Run m_gpu;

private slots:
    void initTestCase() { m_gpu = loadFixtureRun(QStringLiteral("h100-run.json")); }

    void significance_data() {
        QTest::addColumn<double>("factor");
        QTest::addColumn<double>("cov");
        QTest::addColumn<bool>("significant");
        QTest::newRow("identical") << 1.0 << 0.005 << false;
        QTest::newRow("-8% at CoV 0.5%") << 0.92 << 0.005 << true;
        QTest::newRow("+0.5% jitter") << 1.005 << 0.005 << false;
        QTest::newRow("-0.5% jitter") << 0.995 << 0.005 << false;
        QTest::newRow("-8% but CoV 5%") << 0.92 << 0.05 << false;
        QTest::newRow("-1.5% quiet (below floor)") << 0.985 << 0.0 << false;
        QTest::newRow("-3% quiet") << 0.97 << 0.001 << true;
        QTest::newRow("+10% at CoV 1%") << 1.10 << 0.01 << true;
    }

    void significance() {
        QFETCH(double, factor);
        QFETCH(double, cov);
        QFETCH(bool, significant);
        const Run base = scaled(m_gpu, 1.0, cov);
        const Run other = scaled(m_gpu, factor, cov, QStringLiteral("HBM"));
        const RunComparison c = RunComparison::compare({base, other});
        const auto *row = rowFor(c, QStringLiteral("HBM"), QStringLiteral("copy"));
        QVERIFY(row);
        QCOMPARE(row->significant, significant);
        QCOMPARE(*row->ratios.at(1), row->values.at(1).value() / row->values.at(0).value());
        QVERIFY(qFuzzyCompare(*row->ratios.at(1), factor));
        // Only HBM rows changed: nothing else may be flagged.
        for (const auto &r : c.rows()) {
            if (r.key.level != QLatin1String("HBM"))
                QVERIFY2(!r.significant, qPrintable(r.key.text()));
        }
        if (significant && factor < 1)
            QCOMPARE(row->verdicts.at(1), RunComparison::Verdict::Worse);
    }

    void identicalRunsFlagNothing() {
        const RunComparison c = RunComparison::compare({m_gpu, m_gpu});
        QCOMPARE(c.rows().size(), m_gpu.measurements.size());
        for (const auto &r : c.rows())
            QVERIFY(!r.significant);
        QCOMPARE(c.tally(1).worse, 0);
        QCOMPARE(c.tally(1).same, int(m_gpu.measurements.size()));
    }

    void latencyUpIsWorse() {
        Run slow = m_gpu;
        for (Measurement &m : slow.measurements) {
            if (m.kernel == QLatin1String("launch-b2b")) {
                m.value *= 1.5;
                m.median *= 1.5;
                m.mean *= 1.5;
            }
        }
        const RunComparison c = RunComparison::compare({m_gpu, slow});
        const auto worse = c.significantRows(1);
        QCOMPARE(worse.size(), 1);
        QCOMPARE(worse.first()->key.kernel, QStringLiteral("launch-b2b"));
        QCOMPARE(worse.first()->verdicts.at(1), RunComparison::Verdict::Worse);
        QVERIFY(!worse.first()->higherIsBetter);
    }

    void missingMeasurementIsHandled() {
        Run partial = m_gpu;
        partial.measurements.removeIf(
            [](const Measurement &m) { return m.level == QLatin1String("L2"); });
        Run extra = m_gpu;
        Measurement p2p = extra.measurements.first();
        p2p.level = QStringLiteral("P2P");
        extra.measurements << p2p;
        const RunComparison c = RunComparison::compare({m_gpu, partial, extra}, 0);
        int missing = 0;
        for (const auto &r : c.rows()) {
            if (r.key.level == QLatin1String("L2")) {
                QVERIFY(!r.values.at(1));
                QVERIFY(!r.ratios.at(1));
                QCOMPARE(r.verdicts.at(1), RunComparison::Verdict::Missing);
                QVERIFY(!r.significant);
                ++missing;
            }
            if (r.key.level == QLatin1String("P2P")) {
                QVERIFY(!r.values.at(0));
                QVERIFY(r.values.at(2));
                QVERIFY(!r.ratios.at(2)); // no baseline to divide by
            }
        }
        QVERIFY(missing > 0);
        QCOMPARE(c.tally(1).missing, missing + 1); // L2 rows, and the P2P row run 1 lacks
        const QJsonObject json = c.toJson();
        QCOMPARE(json.value(QStringLiteral("runs")).toArray().size(), 3);
        const QJsonObject row = json.value(QStringLiteral("rows")).toArray().first().toObject();
        for (const char *key : {"probe", "metric", "level", "format", "kernel", "working_set_bytes",
                                "values", "ratios", "significant"})
            QVERIFY2(row.contains(QLatin1String(key)), key);
    }

    void zeroAndNanValuesAreNeverSignificant() {
        Run broken = m_gpu;
        broken.measurements[0].value = 0;
        broken.measurements[1].value = std::numeric_limits<double>::quiet_NaN();
        const RunComparison a = RunComparison::compare({broken, m_gpu});
        const RunComparison b = RunComparison::compare({m_gpu, broken});
        for (const RunComparison *c : {&a, &b}) {
            for (const auto &r : c->rows()) {
                for (const auto &ratio : r.ratios)
                    QVERIFY(!ratio || std::isfinite(*ratio));
            }
        }
    }

    void duplicatesKeepTheirOrder() {
        Run twice = m_gpu;
        twice.measurements << twice.measurements.first();
        const RunComparison c = RunComparison::compare({twice, twice});
        QCOMPARE(c.rows().size(), twice.measurements.size());
    }

    void summarySentences() {
        const Run other = scaled(m_gpu, 0.92, 0.005, QStringLiteral("HBM"));
        const RunComparison c = RunComparison::compare({scaled(m_gpu, 1.0, 0.005), other});
        const QStringList s =
            ExecutiveSummary::forComparison(c, {QStringLiteral("A"), QStringLiteral("B")});
        QCOMPARE(s.size(), 1);
        QVERIFY2(s.first().contains(QStringLiteral("worse beyond noise")), qPrintable(s.first()));
        QVERIFY2(s.first().contains(QStringLiteral("92 %")), qPrintable(s.first()));
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
