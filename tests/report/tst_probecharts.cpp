// SPDX-License-Identifier: MIT
// Charts drawn from what the real engine writes, not from fixtures: a CPU roofline sweep run by
// roofline-probe must show up as points on the roofline chart (it once wrote its intensity as
// "flops_per_byte" while the chart read "arithmetic_intensity", and every CPU point vanished).
#include "ReportFixtures.h"
#include "model/MeasurementParams.h"
#include "model/RunBundle.h"
#include "report/ChartFactory.h"
#include "report/ChartInputs.h"
#include "report/ChartStyle.h"

#include <QApplication>
#include <QChart>
#include <QFile>
#include <QProcess>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;

class TestProbeCharts : public QObject {
    Q_OBJECT

    Run m_run;

    static int sweepMeasurements(const Run &run) {
        int n = 0;
        for (const Measurement &m : run.measurements)
            n += m.metric == QLatin1String("throughput") && m.kernel == QLatin1String("intensity");
        return n;
    }

    // Points of the operating-point series named `group` on the run's roofline chart.
    static int chartedPoints(const Run &run, const QString &group) {
        const QList<RooflinePoint> points = ChartInputs::sweepPoints(run, group);
        const auto chart = ChartFactory(DisplayUnits())
                               .roofline(ChartInputs::roofline({run}, {ChartInputs::runLabel(run)},
                                                               std::nullopt, points));
        for (QAbstractSeries *s : chart->series()) {
            if (s->name() == group
                && s->property(ChartStyle::kKindProperty).toString()
                       == QLatin1String("operating-point"))
                return int(static_cast<QScatterSeries *>(s)->count());
        }
        return 0;
    }

private slots:
    void initTestCase() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString bundle = dir.filePath(QStringLiteral("roofline.json"));
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("ROOFLINE_PROBE_ENABLE_TEST_PROBES"));
        p.setProcessEnvironment(env);
        // The quick suite, one probe, working sets capped: a few seconds on any machine.
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline-probe"),
                {QStringLiteral("--device"), QStringLiteral("cpu"), QStringLiteral("--suite"),
                 QStringLiteral("quick"), QStringLiteral("--only"), QStringLiteral("cpu.roofline"),
                 QStringLiteral("--max-bytes"), QStringLiteral("16M"), QStringLiteral("--bundle"),
                 bundle});
        QVERIFY2(p.waitForFinished(240000), "roofline-probe did not finish in 4 minutes");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto runs = RunBundle::parse(f.readAll(), bundle);
        QVERIFY2(runs, runs ? "" : qPrintable(runs.error().text()));
        QCOMPARE(runs->size(), 1);
        m_run = runs->first();
        QVERIFY2(sweepMeasurements(m_run) >= 4, "the sweep measured too few intensities");
    }

    // The engine writes the shared name and only it.
    void engineWritesTheVocabulary() {
        for (const Measurement &m : std::as_const(m_run.measurements)) {
            if (m.kernel != QLatin1String("intensity"))
                continue;
            QVERIFY2(m.params.value(QLatin1String(param::kArithmeticIntensity)).toDouble() > 0,
                     qPrintable(m.level));
            QVERIFY(!m.params.contains(QLatin1String(param::kLegacyFlopsPerByte)));
            QVERIFY(m.params.value(QLatin1String(param::kCeiling)).toDouble() > 0);
        }
    }

    // Every measured intensity becomes a point on the chart, at the stored intensity and rate.
    void everySweepPointIsCharted() {
        const QList<RooflinePoint> points = ChartInputs::sweepPoints(m_run, QStringLiteral("s"));
        QCOMPARE(points.size(), sweepMeasurements(m_run));
        for (const RooflinePoint &p : points) {
            QVERIFY(p.intensity > 0);
            QVERIFY(p.flops > 0);
            QVERIFY(!p.tooltip.isEmpty());
        }
        QCOMPARE(chartedPoints(m_run, QStringLiteral("sweep (measured)")), points.size());
    }

    // Runs stored before the vocabulary (the CPU probe's old name) keep charting.
    void legacyNameStillCharts() {
        Run old = m_run;
        for (Measurement &m : old.measurements) {
            const QJsonValue v = m.params.take(QLatin1String(param::kArithmeticIntensity));
            if (!v.isUndefined())
                m.params.insert(QLatin1String(param::kLegacyFlopsPerByte), v);
        }
        QCOMPARE(ChartInputs::sweepPoints(old, QStringLiteral("s")).size(),
                 sweepMeasurements(m_run));
    }
};

int main(int argc, char **argv) {
    QApplication app(argc, argv); // Qt Charts are graphics widgets
    TestProbeCharts t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_probecharts.moc"
