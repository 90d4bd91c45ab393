// SPDX-License-Identifier: MIT
// compare, check (regression), report and model --run through the `roofline` executable,
// on runs made from the CPU test fixture (tests/data/report/cpu-run.json).
#include "support/CliRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

using clitest::Outcome; // exit code, stdout, stderr of one `roofline` run

QJsonObject fixtureRun() {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/report/cpu-run.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("fixture missing");
    return QJsonDocument::fromJson(f.readAll())
        .object()[QStringLiteral("runs")]
        .toArray()
        .first()
        .toObject();
}

// A copy of the fixture run with every headline scaled by `factor`, and `dramRead` more on the
// DRAM read bandwidth (a degraded node).
QJsonObject variant(const QString &uuid, const QString &host, int day, double factor,
                    double dramRead = 1.0) {
    QJsonObject run = fixtureRun();
    run[QStringLiteral("uuid")] = uuid;
    run[QStringLiteral("started_at")] =
        QStringLiteral("2026-11-%1T10:00:00.000Z").arg(day, 2, 10, QLatin1Char('0'));
    run[QStringLiteral("finished_at")] =
        QStringLiteral("2026-11-%1T10:05:00.000Z").arg(day, 2, 10, QLatin1Char('0'));
    QJsonObject h = run[QStringLiteral("host")].toObject();
    h[QStringLiteral("hostname")] = host;
    run[QStringLiteral("host")] = h;
    QJsonArray ms;
    const QJsonArray measurements = run[QStringLiteral("measurements")].toArray();
    for (const QJsonValue &v : measurements) {
        QJsonObject m = v.toObject();
        double f = factor;
        if (m[QStringLiteral("level")].toString() == QLatin1String("DRAM")
            && m[QStringLiteral("kernel")].toString() == QLatin1String("read"))
            f *= dramRead;
        for (const char *k : {"value", "best", "min", "median", "max", "mean", "stddev"})
            m[QLatin1String(k)] = m[QLatin1String(k)].toDouble() * f;
        if (m.contains(QStringLiteral("samples"))) {
            QJsonArray s;
            const QJsonArray samples = m[QStringLiteral("samples")].toArray();
            for (const QJsonValue &x : samples)
                s.append(x.toDouble() * f);
            m[QStringLiteral("samples")] = s;
        }
        ms.append(m);
    }
    run[QStringLiteral("measurements")] = ms;
    return run;
}

// What a JUnit file holds: its test cases, and each failure's type and message.
struct JUnit {
    int testcases = 0;
    QList<std::pair<QString, QString>> failures;
    QString error; // the file is missing or its XML does not parse
};

JUnit readJUnit(const QString &path) {
    JUnit junit;
    QFile xml(path);
    if (!xml.open(QIODevice::ReadOnly)) {
        junit.error = QStringLiteral("cannot read ") + path;
        return junit;
    }
    QXmlStreamReader reader(&xml);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (reader.name() == QLatin1String("testcase"))
            ++junit.testcases;
        else if (reader.name() == QLatin1String("failure"))
            junit.failures.append({reader.attributes().value(QLatin1String("type")).toString(),
                                   reader.attributes().value(QLatin1String("message")).toString()});
    }
    if (reader.hasError())
        junit.error = reader.errorString();
    return junit;
}

// The file's bytes; empty when it cannot be read.
QByteArray contents(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestAnalysisCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    Outcome roofline(const QStringList &args) const {
        QProcess p;
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                QStringList{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("lab.sqlite"))}
                    + args);
        if (!p.waitForFinished(120000))
            qFatal("roofline did not finish");
        return {p.exitCode(), p.readAllStandardOutput(),
                QString::fromUtf8(p.readAllStandardError())};
    }

    // `check --host HOST --device cpu EXTRA...`: node-a lost 8 % of its DRAM read bandwidth,
    // node-b only jitters.
    Outcome checkNode(const char *host, const QStringList &extra = {}) const {
        return roofline(QStringList{QStringLiteral("check"), QStringLiteral("--host"),
                                    QLatin1String(host), QStringLiteral("--device"),
                                    QStringLiteral("cpu")}
                        + extra);
    }

private slots:
    void initTestCase() {
        // node-a: nine quiet runs within ±0.25 %, then DRAM read drops 8 %.
        // node-b: the same history, and the latest run only jitters. (Nine: the run's 53
        // figures are judged together, and the spread of fewer runs is too uncertain to call
        // 8 % at that confidence — RegressionCheck's t widening and family-wise k.)
        QJsonArray runs;
        const double jitter[] = {1.0, 1.0025, 0.9975, 1.0015, 0.998, 1.001, 0.999, 1.002, 0.9985};
        for (int i = 0; i < 9; ++i) {
            runs.append(variant(QStringLiteral("aaaaaaaa-0000-4000-8000-00000000000%1").arg(i),
                                QStringLiteral("node-a"), 10 + i, jitter[i]));
            runs.append(variant(QStringLiteral("bbbbbbbb-0000-4000-8000-00000000000%1").arg(i),
                                QStringLiteral("node-b"), 10 + i, jitter[i]));
        }
        runs.append(variant(QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009"),
                            QStringLiteral("node-a"), 20, 1.0, 0.92));
        runs.append(variant(QStringLiteral("bbbbbbbb-0000-4000-8000-000000000009"),
                            QStringLiteral("node-b"), 20, 0.996));
        const QJsonObject bundle{{QStringLiteral("format"), QStringLiteral("roofline-lab-runs")},
                                 {QStringLiteral("version"), 1},
                                 {QStringLiteral("app_version"), QStringLiteral("test")},
                                 {QStringLiteral("runs"), runs}};
        QFile f(m_dir.filePath(QStringLiteral("history.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(bundle).toJson());
        f.close();
        const auto r = roofline({QStringLiteral("runs"), QStringLiteral("import"), f.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void checkFlagsTheDrop() {
        const auto r =
            roofline({QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("node-a"),
                      QStringLiteral("--device"), QStringLiteral("cpu"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        const QJsonObject o = r.json();
        QVERIFY(o[QStringLiteral("regressed")].toBool());
        QCOMPARE(o[QStringLiteral("baseline_runs")].toArray().size(), 5);
        const QJsonArray regressions = o[QStringLiteral("regressions")].toArray();
        QVERIFY(!regressions.isEmpty());
        for (const QJsonValue &f : regressions) {
            QCOMPARE(f[QStringLiteral("level")].toString(), QStringLiteral("DRAM"));
            QCOMPARE(f[QStringLiteral("kernel")].toString(), QStringLiteral("read"));
            QVERIFY(qAbs(f[QStringLiteral("change")].toDouble() + 0.08) < 0.01);
        }
        const auto human =
            roofline({QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("node-a"),
                      QStringLiteral("--device"), QStringLiteral("cpu")});
        QCOMPARE(human.exitCode, 4);
        QVERIFY(human.out.contains("REGRESSED"));
    }

    // The CI gate's JSON: every figure compared, each slower one with the interval of its
    // change, below zero.
    void checkJsonGivesSlowerFiguresTheirInterval() {
        const auto r = checkNode("node-a", {QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("figures")].toArray().size(),
                 o[QStringLiteral("compared")].toInt());
        const QJsonArray regressions = o[QStringLiteral("regressions")].toArray();
        QVERIFY(!regressions.isEmpty());
        for (const QJsonValue &f : regressions) {
            QCOMPARE(f[QStringLiteral("verdict")].toString(), QStringLiteral("slower"));
            const QJsonArray interval = f[QStringLiteral("interval")].toArray();
            QVERIFY(interval.at(0).toDouble() < f[QStringLiteral("change")].toDouble());
            QVERIFY(interval.at(1).toDouble() < 0);
        }
    }

    // JUnit: one test case per figure, the slower ones failed with their change and interval.
    void checkWritesJUnit() {
        const QString junit = m_dir.filePath(QStringLiteral("check.xml"));
        const auto r =
            checkNode("node-a", {QStringLiteral("--json"), QStringLiteral("--junit"), junit});
        QCOMPARE(r.exitCode, 4);
        const JUnit written = readJUnit(junit);
        QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
        QCOMPARE(written.testcases, r.json()[QStringLiteral("compared")].toInt());
        QCOMPARE(written.failures.size(), r.json()[QStringLiteral("regressions")].toArray().size());
        static const QRegularExpression message(
            QStringLiteral("^slower -\\d+\\.\\d % \\(interval -\\d+\\.\\d % … -\\d+\\.\\d %\\)"));
        for (const auto &[type, text] : written.failures) {
            QCOMPARE(type, QStringLiteral("slower"));
            QVERIFY2(message.match(text).hasMatch(), qPrintable(text));
        }
    }

    // Markdown for a CI job's summary: the verdict first, the slower figures in a table.
    void checkWritesMarkdown() {
        const QString markdown = m_dir.filePath(QStringLiteral("check.md"));
        QCOMPARE(checkNode("node-a", {QStringLiteral("--markdown"), markdown}).exitCode, 4);
        const QString summary = QString::fromUtf8(contents(markdown));
        QVERIFY2(summary.startsWith(QStringLiteral("## roofline check: FAILED")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("| **slower** | cpu.bandwidth")),
                 qPrintable(summary));
    }

    // The jitter node passes; its few noisy figures (thread hand-off, fsync) are uncertain:
    // skipped test cases, no failures.
    void checkJUnitSkipsUncertainFigures() {
        const QString junit = m_dir.filePath(QStringLiteral("jitter.xml"));
        const auto ok = checkNode("node-b", {QStringLiteral("--junit"), junit});
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err + QString::fromUtf8(ok.out)));
        QVERIFY(ok.out.contains("UNCERTAIN"));
        const QByteArray passed = contents(junit);
        QVERIFY(passed.contains("failures=\"0\""));
        QVERIFY(!passed.contains("<failure"));
        QVERIFY(passed.contains("<skipped message=\"uncertain "));
    }

    // --fail-on uncertain: the uncertain figures are failures then (exit 4), nothing else is.
    void checkFailsOnUncertainWhenAsked() {
        const QString junit = m_dir.filePath(QStringLiteral("strict.xml"));
        const auto strict =
            checkNode("node-b", {QStringLiteral("--fail-on"), QStringLiteral("uncertain"),
                                 QStringLiteral("--junit"), junit});
        QCOMPARE(strict.exitCode, 4);
        QVERIFY(strict.out.contains("UNCERTAIN: "));
        const QByteArray uncertain = contents(junit);
        QVERIFY(uncertain.contains("<failure type=\"uncertain\""));
        QVERIFY(!uncertain.contains("<failure type=\"slower\""));
    }

    void checkRefusesFailOnFaster() {
        const auto bad =
            checkNode("node-a", {QStringLiteral("--fail-on"), QStringLiteral("faster")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--fail-on")));
    }

    // compare gates only when asked: the oldest against the newest run of node-a.
    void compareGatesOnlyWhenAsked() {
        const QJsonObject o = checkNode("node-a", {QStringLiteral("--json")}).json();
        const QJsonArray earlier = o[QStringLiteral("baseline_runs")].toArray();
        QVERIFY(!earlier.isEmpty());
        const QStringList ids{QString::number(earlier.last().toInteger()),
                              QString::number(o[QStringLiteral("run")].toInteger())};
        QCOMPARE(roofline(QStringList{QStringLiteral("compare")} + ids).exitCode, 0);
        const QString compareXml = m_dir.filePath(QStringLiteral("compare.xml"));
        const auto gated =
            roofline(QStringList{QStringLiteral("compare")} + ids
                     + QStringList{QStringLiteral("--fail-on"), QStringLiteral("slower"),
                                   QStringLiteral("--junit"), compareXml});
        QCOMPARE(gated.exitCode, 4);
        QVERIFY(contents(compareXml).contains("<failure type=\"slower\""));
    }

    // One percent formatter, two notations: `check` (what CI gates on, its log scraped) prints
    // C-locale numbers with an ASCII minus whatever the language; `fleet` is read by people and
    // follows the locale (U+2212 minus, decimal comma in German).
    void percentNotation_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("fleetDrop");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("(\u22127.");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("(\u22127,");
    }

    void percentNotation() {
        QFETCH(QString, lang);
        QFETCH(QString, fleetDrop);
        const auto check = roofline({QStringLiteral("--lang"), lang, QStringLiteral("check"),
                                     QStringLiteral("--host"), QStringLiteral("node-a"),
                                     QStringLiteral("--device"), QStringLiteral("cpu")});
        QCOMPARE(check.exitCode, 4);
        const QString text = QString::fromUtf8(check.out);
        // "(-8.1 %, interval -9.0 % … -7.2 %, …": the change and the interval it lies in.
        static const QRegularExpression finding(
            QStringLiteral("\\((-\\d+\\.\\d) %, [^,)]* (-\\d+\\.\\d) % … (-\\d+\\.\\d) %"));
        int findings = 0;
        for (auto it = finding.globalMatch(text); it.hasNext(); ++findings) {
            const QRegularExpressionMatch m = it.next();
            QVERIFY2(m.captured(1).toDouble() < -7 && m.captured(1).toDouble() > -9,
                     qPrintable(m.captured(0)));
            QVERIFY2(m.captured(2).toDouble() < m.captured(1).toDouble()
                         && m.captured(3).toDouble() > m.captured(1).toDouble()
                         && m.captured(3).toDouble() < 0,
                     qPrintable(m.captured(0)));
        }
        QVERIFY2(findings >= 1, qPrintable(text));
        QVERIFY(!text.contains(QChar(0x2212)));

        const auto fleet = roofline({QStringLiteral("--lang"), lang, QStringLiteral("fleet")});
        QVERIFY2(fleet.exitCode == 0, qPrintable(fleet.err));
        const QString table = QString::fromUtf8(fleet.out);
        QVERIFY2(table.contains(fleetDrop), qPrintable(table));
        QVERIFY2(!table.contains(QStringLiteral("(-7")), qPrintable(table));
    }

    void checkIgnoresJitter() {
        const auto r =
            roofline({QStringLiteral("check"), QStringLiteral("--host"), QStringLiteral("node-b"),
                      QStringLiteral("--device"), QStringLiteral("cpu"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + QString::fromUtf8(r.out)));
        QVERIFY(!r.json()[QStringLiteral("regressed")].toBool());
        QVERIFY(r.json()[QStringLiteral("compared")].toInt() > 40);
    }

    // Every outcome of `check` has its own exit status (--help, src/cli/README.md): scripts
    // branch on them, so "no earlier run" must not read as "host not found" or as an error.
    void checkExitCodes_data() {
        // node-c: one run only. node-d: two runs whose measurements share no key.
        QJsonObject lone = variant(QStringLiteral("cccccccc-0000-4000-8000-000000000001"),
                                   QStringLiteral("node-c"), 11, 1.0);
        QJsonObject before = variant(QStringLiteral("dddddddd-0000-4000-8000-000000000001"),
                                     QStringLiteral("node-d"), 11, 1.0);
        QJsonObject after = variant(QStringLiteral("dddddddd-0000-4000-8000-000000000002"),
                                    QStringLiteral("node-d"), 12, 1.0);
        QJsonArray renamed;
        const QJsonArray measurements = after[QStringLiteral("measurements")].toArray();
        for (const QJsonValue &v : measurements) {
            QJsonObject m = v.toObject();
            m[QStringLiteral("probe")] = QStringLiteral("cpu.other");
            renamed.append(m);
        }
        after[QStringLiteral("measurements")] = renamed;
        static bool imported = false;
        if (!imported) {
            const QJsonObject bundle{
                {QStringLiteral("format"), QStringLiteral("roofline-lab-runs")},
                {QStringLiteral("version"), 1},
                {QStringLiteral("app_version"), QStringLiteral("test")},
                {QStringLiteral("runs"), QJsonArray{lone, before, after}}};
            QFile f(m_dir.filePath(QStringLiteral("exit-codes.json")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(bundle).toJson());
            f.close();
            const auto r =
                roofline({QStringLiteral("runs"), QStringLiteral("import"), f.fileName()});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            imported = true;
        }

        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const auto hostDevice = [](const char *host) {
            return QStringList{QStringLiteral("check"), QStringLiteral("--host"),
                               QLatin1String(host), QStringLiteral("--device"),
                               QStringLiteral("cpu")};
        };
        QTest::newRow("not regressed") << hostDevice("node-b") << 0 << QStringLiteral("OK");
        QTest::newRow("regressed") << hostDevice("node-a") << 4 << QStringLiteral("REGRESSED");
        QTest::newRow("no earlier run")
            << hostDevice("node-c") << 5 << QStringLiteral("no earlier complete run");
        QTest::newRow("nothing in common")
            << hostDevice("node-d") << 5 << QStringLiteral("CANNOT TELL");
        QTest::newRow("host not found") << hostDevice("nowhere") << 6
                                        << QStringLiteral("no complete run of cpu on host nowhere");
        QTest::newRow("device not found")
            << QStringList{QStringLiteral("check"), QStringLiteral("--host"),
                           QStringLiteral("node-a"), QStringLiteral("--device"),
                           QStringLiteral("cuda:3")}
            << 6 << QStringLiteral("cuda:3");
        QTest::newRow("unknown run")
            << QStringList{QStringLiteral("check"), QStringLiteral("--run"), QStringLiteral("999")}
            << 1 << QStringLiteral("999");
        QTest::newRow("usage") << QStringList{QStringLiteral("check")} << 2
                               << QStringLiteral("--host");
    }

    void checkExitCodes() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const auto r = roofline(args);
        QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1: %2%3")
                                                        .arg(r.exitCode)
                                                        .arg(r.err, QString::fromUtf8(r.out))));
        const QString text = r.err + QString::fromUtf8(r.out);
        QVERIFY2(text.contains(says), qPrintable(text));
    }

    void checkExitCodesAreDocumented() {
        const auto r = roofline({QStringLiteral("check"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *line : {"  0  not regressed", "  4  regressed", "  5  cannot tell",
                                 "  6  not found", "  1  error", "  2  usage"})
            QVERIFY2(r.out.contains(line), line);
    }

    void compareJson() {
        const auto r = roofline(
            {QStringLiteral("compare"), QStringLiteral("aaaaaaaa-0000-4000-8000-000000000000"),
             QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("runs")].toArray().size(), 2);
        int significant = 0;
        const QJsonArray rows = o[QStringLiteral("rows")].toArray();
        for (const QJsonValue &row : rows) {
            for (const char *k : {"probe", "metric", "level", "format", "kernel",
                                  "working_set_bytes", "values", "ratios", "significant"})
                QVERIFY2(row.toObject().contains(QLatin1String(k)), k);
            if (row[QStringLiteral("significant")].toBool()) {
                ++significant;
                QCOMPARE(row[QStringLiteral("level")].toString(), QStringLiteral("DRAM"));
            }
        }
        QVERIFY(significant >= 1);
        // The baseline is the earliest run whatever order the runs are given in (the app's
        // rule, usecases::Baselines), unless --baseline names one.
        const QString baseline = o[QStringLiteral("runs")]
                                     .toArray()
                                     .at(o[QStringLiteral("baseline")].toInt())
                                     .toString();
        const QJsonObject reversed =
            roofline(
                {QStringLiteral("compare"), QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009"),
                 QStringLiteral("aaaaaaaa-0000-4000-8000-000000000000"), QStringLiteral("--json")})
                .json();
        QCOMPARE(reversed[QStringLiteral("runs")]
                     .toArray()
                     .at(reversed[QStringLiteral("baseline")].toInt())
                     .toString(),
                 baseline);
        const QJsonObject named =
            roofline({QStringLiteral("compare"),
                      QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009"),
                      QStringLiteral("aaaaaaaa-0000-4000-8000-000000000000"),
                      QStringLiteral("--baseline"), QStringLiteral("1"), QStringLiteral("--json")})
                .json();
        QCOMPARE(named[QStringLiteral("baseline")].toInt(), 1);
        QCOMPARE(roofline({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"),
                           QStringLiteral("--baseline"), QStringLiteral("-1")})
                     .exitCode,
                 2);
        QCOMPARE(roofline({QStringLiteral("compare"), QStringLiteral("1")}).exitCode, 2);
        QCOMPARE(roofline({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("999")})
                     .exitCode,
                 1);
    }

    void modelOnMeasuredRun() {
        const auto r = roofline(
            {QStringLiteral("model"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
             QStringLiteral("--run"), QStringLiteral("aaaaaaaa-0000-4000-8000-000000000000"),
             QStringLiteral("--weights"), QStringLiteral("fp32"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("state")].toString(), QStringLiteral("memory-bound"));
        // The measured DRAM bandwidth of the fixture, not a spec sheet's.
        QVERIFY(o[QStringLiteral("effective_bandwidth")].toDouble() < 100e9);
        QCOMPARE(roofline({QStringLiteral("model"), QStringLiteral("--model"),
                           QStringLiteral("llama-3-8b"), QStringLiteral("--run"),
                           QStringLiteral("12345")})
                     .exitCode,
                 1);
    }

    void reportPdf() {
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        const auto r = roofline({QStringLiteral("report"), QStringLiteral("--run"),
                                 QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009"),
                                 QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        QVERIFY(f.size() > 10000);
        const QString html = m_dir.filePath(QStringLiteral("compare.html"));
        const auto c = roofline(
            {QStringLiteral("report"), QStringLiteral("--compare"),
             QStringLiteral(
                 "aaaaaaaa-0000-4000-8000-000000000000,aaaaaaaa-0000-4000-8000-000000000009"),
             QStringLiteral("-o"), html});
        QVERIFY2(c.exitCode == 0, qPrintable(c.err));
        QVERIFY(QFile::exists(html));
        QCOMPARE(roofline({QStringLiteral("report"), QStringLiteral("--run"), QStringLiteral("1")})
                     .exitCode,
                 2);
    }

    // The options the app's Reports page passes to its child (ReportsPage): they change the
    // document, and --json says what was written.
    void reportPageOptions() {
        const QString run = QStringLiteral("aaaaaaaa-0000-4000-8000-000000000009");
        const auto report = [&](const QString &file, const QStringList &more) {
            return roofline(QStringList{QStringLiteral("--json"), QStringLiteral("report"),
                                        QStringLiteral("--run"), run, QStringLiteral("-o"),
                                        m_dir.filePath(file)}
                            + more);
        };
        const auto full = report(QStringLiteral("full.html"), {});
        QVERIFY2(full.exitCode == 0, qPrintable(full.err));
        QCOMPARE(full.json()[QStringLiteral("files")].toArray().size(), 1);
        QVERIFY(!full.json()[QStringLiteral("title")].toString().isEmpty());
        const int charts = full.json()[QStringLiteral("charts")].toInt();
        QVERIFY(charts > 0);
        const auto explicitFull =
            report(QStringLiteral("explicit.html"),
                   {QStringLiteral("--trends"), QStringLiteral("--all-measurements")});
        QCOMPARE(explicitFull.json()[QStringLiteral("charts")].toInt(), charts);

        const auto lean =
            report(QStringLiteral("lean.html"),
                   {QStringLiteral("--no-trends"), QStringLiteral("--no-all-measurements")});
        QVERIFY2(lean.exitCode == 0, qPrintable(lean.err));
        QVERIFY(lean.json()[QStringLiteral("charts")].toInt() < charts); // no trend charts
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("lean.html"))).size()
                < QFileInfo(m_dir.filePath(QStringLiteral("full.html"))).size());

        const auto readAll = [&](const QString &file) {
            QFile f(m_dir.filePath(file));
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        QVERIFY(readAll(QStringLiteral("full.html")).contains(QStringLiteral("GB/s")));
        QVERIFY(!readAll(QStringLiteral("full.html")).contains(QStringLiteral("GiB/s")));
        const auto binary = report(QStringLiteral("binary.html"),
                                   {QStringLiteral("--bandwidth-units"), QStringLiteral("binary"),
                                    QStringLiteral("--bytes-units"), QStringLiteral("si"),
                                    QStringLiteral("--latency-units"), QStringLiteral("ns"),
                                    QStringLiteral("--compute-units"), QStringLiteral("gflops")});
        QVERIFY2(binary.exitCode == 0, qPrintable(binary.err));
        QVERIFY(readAll(QStringLiteral("binary.html")).contains(QStringLiteral("GiB/s")));
        // The fixture's latency measurements record no clock: "cycles" falls back to time, as
        // the app does (Session::unitsFor).
        const auto cycles = report(QStringLiteral("cycles.html"),
                                   {QStringLiteral("--latency-units"), QStringLiteral("cycles")});
        QVERIFY2(cycles.exitCode == 0, qPrintable(cycles.err));
        QVERIFY(!readAll(QStringLiteral("cycles.html")).contains(QStringLiteral(" cycles")));

        // Two near-identical runs: only the rows beyond noise remain.
        const QString pair = QStringLiteral(
            "aaaaaaaa-0000-4000-8000-000000000000,aaaaaaaa-0000-4000-8000-000000000009");
        const auto all =
            roofline({QStringLiteral("report"), QStringLiteral("--compare"), pair,
                      QStringLiteral("-o"), m_dir.filePath(QStringLiteral("all.html"))});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        const auto significant =
            roofline({QStringLiteral("report"), QStringLiteral("--compare"), pair,
                      QStringLiteral("--only-significant"), QStringLiteral("-o"),
                      m_dir.filePath(QStringLiteral("significant.html"))});
        QVERIFY2(significant.exitCode == 0, qPrintable(significant.err));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("significant.html"))).size()
                < QFileInfo(m_dir.filePath(QStringLiteral("all.html"))).size());

        // Usage errors: exit 2 with a message naming the option.
        const auto bad = report(QStringLiteral("bad.html"),
                                {QStringLiteral("--bandwidth-units"), QStringLiteral("bits")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--bandwidth-units")), qPrintable(bad.err));
        const auto both = report(QStringLiteral("both.html"),
                                 {QStringLiteral("--trends"), QStringLiteral("--no-trends")});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("both.html"))));
        const auto help = roofline({QStringLiteral("report"), QStringLiteral("--help")});
        for (const char *option : {"--no-trends", "--no-all-measurements", "--only-significant",
                                   "--bandwidth-units", "--latency-units"})
            QVERIFY2(QString::fromUtf8(help.out).contains(QLatin1String(option)), option);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysiscli.moc"
