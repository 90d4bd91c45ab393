// SPDX-License-Identifier: MIT
#include "ReportFixtures.h"
#include "model/RunBundle.h"
#include "model/analysis/ExecutiveSummary.h"
#include "model/analysis/RunComparison.h"

#include <QFile>
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

    // cpu-run.json is a bundle in the old form: its cpu.bandwidth rows carry no format. Both
    // readers (the fast path and the general one) read them as fp64, the format the probe
    // stores today, so an old run and a new one compare row for row.
    void oldCpuBundleComparesWithNewRun_data() {
        QTest::addColumn<bool>("general");
        QTest::newRow("parse") << false;
        QTest::newRow("parseGeneral") << true;
    }
    void oldCpuBundleComparesWithNewRun() {
        QFETCH(bool, general);
        QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/report/cpu-run.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        QVERIFY(json.contains("\"format\": \"\"")); // the old form, as stored
        const auto runs = general ? RunBundle::parseGeneral(json, QStringLiteral("cpu-run.json"))
                                  : RunBundle::parse(json, QStringLiteral("cpu-run.json"));
        QVERIFY(runs && runs->size() == 1);
        const Run old = runs->first();
        int bandwidthRows = 0;
        for (const Measurement &m : old.measurements) {
            if (m.probe.startsWith(QLatin1String("cpu.bandwidth"))) {
                QCOMPARE(m.format, QStringLiteral("fp64"));
                ++bandwidthRows;
            }
            if (m.probe == QLatin1String("cpu.latency"))
                QCOMPARE(m.format, QString()); // a pointer chase has no format: left alone
        }
        QVERIFY(bandwidthRows > 10);
        Run current = scaled(old, 1.0, 0.005); // as this version stores it
        current.appVersion = QStringLiteral("0.2.0");
        const RunComparison c = RunComparison::compare({old, current});
        QCOMPARE(c.tally(1).missing, 0);
        QCOMPARE(c.tally(1).same, int(old.measurements.size()));
    }

    // A CPU against a GPU shares no probe: the headline figures compare all the same —
    // main-memory bandwidth, latency, and peak throughput per format both measured.
    void cpuAgainstGpuComparesHeadlines() {
        const Run cpu = loadFixtureRun(QStringLiteral("cpu-run.json"));
        const RunComparison c = RunComparison::compare({cpu, m_gpu});
        QMap<QString, const RunComparison::Row *> headlines;
        for (const auto &row : c.rows()) {
            if (row.key.probe == QLatin1String(RunComparison::kHeadlineProbe))
                headlines.insert(row.key.metric + QLatin1Char(' ') + row.key.level + row.key.format,
                                 &row);
        }
        QCOMPARE(
            headlines.keys(),
            (QStringList{QStringLiteral("bandwidth DRAM/HBM"), QStringLiteral("latency DRAM/HBM"),
                         QStringLiteral("throughput fp32"), QStringLiteral("throughput fp64"),
                         QStringLiteral("throughput int8")}));
        // The headlines come first, then every probe row (missing on the other side).
        QCOMPARE(c.rows().first().key.probe, QLatin1String(RunComparison::kHeadlineProbe));
        const auto best = [](const Run &run, const QString &metric, const QString &format) {
            double v = 0;
            for (const Measurement &m : run.measurements) {
                if (m.metric == metric && m.format == format
                    && (metric != QLatin1String("bandwidth") || m.level == QLatin1String("DRAM")
                        || m.level == QLatin1String("HBM")))
                    v = std::max(v, m.value);
            }
            return v;
        };
        const auto *bw = headlines.value(QStringLiteral("bandwidth DRAM/HBM"));
        QCOMPARE(*bw->values.at(0), best(cpu, QStringLiteral("bandwidth"), QStringLiteral("fp64")));
        QCOMPARE(*bw->values.at(1), best(m_gpu, QStringLiteral("bandwidth"), QString()));
        QCOMPARE(bw->verdicts.at(1), RunComparison::Verdict::Better); // HBM beats DRAM
        const auto *fp64 = headlines.value(QStringLiteral("throughput fp64"));
        QCOMPARE(*fp64->values.at(1),
                 best(m_gpu, QStringLiteral("throughput"), QStringLiteral("fp64")));
        const auto *latency = headlines.value(QStringLiteral("latency DRAM/HBM"));
        QVERIFY(!latency->higherIsBetter);
        QVERIFY(latency->ratios.at(1).has_value());
        // Two CPU runs: their own rows are the headlines, none added.
        const RunComparison cpus = RunComparison::compare({cpu, scaled(cpu, 0.9, 0.001)});
        for (const auto &row : cpus.rows())
            QVERIFY(row.key.probe != QLatin1String(RunComparison::kHeadlineProbe));
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
