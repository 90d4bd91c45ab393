// SPDX-License-Identifier: MIT
// `roofline kernels` (issue 33 item 1): the user's kernels imported, attached to a stored
// run, and shown on that run's measured roofs with % of the attainable bound; listed by tag,
// removed; an unknown run or format is refused and stores nothing.
#include "support/CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

using clitest::home;
using clitest::Outcome;

Outcome cli(const QStringList &args) {
    return clitest::run(args, QStringLiteral("kernels.sqlite"));
}

QString write(const QString &name, const QByteArray &content) {
    const QString path = home().filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

int kernelCount(const QStringList &extra = {}) {
    return int(
        cli(QStringList{QStringLiteral("--json"), QStringLiteral("kernels"), QStringLiteral("list")}
            + extra)
            .array()
            .size());
}

} // namespace

class TestKernelsCli : public QObject {
    Q_OBJECT

private slots:
    void kernelsOnTheRoofsOfARun() {
        // A run with measured DRAM and fp32 roofs: clpeak's MI300X (OpenCL backend).
        const Outcome run =
            cli({QStringLiteral("--json"), QStringLiteral("import"),
                 QStringLiteral(ROOFLINE_TEST_DATA "/peer-tools/clpeak/mi300x-opencl-rocm.xml")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString uuid = run.json().value(QLatin1String("imported")).toArray().at(0).toString();
        QVERIFY(!uuid.isEmpty());

        const QString csv =
            write(QStringLiteral("k.csv"), "name,flops,bytes,seconds,format,level,tags\n"
                                           "gemm,2e12,1e10,0.05,fp32,DRAM,llm\n"
                                           "copy,1e6,1e10,0.1,fp32,DRAM,\n");
        const Outcome imported =
            cli({QStringLiteral("--json"), QStringLiteral("kernels"), QStringLiteral("import"), csv,
                 QStringLiteral("--run"), uuid});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QJsonArray ids = imported.json().value(QLatin1String("ids")).toArray();
        QCOMPARE(ids.size(), 2);
        QCOMPARE(imported.json().value(QLatin1String("tool")).toString(), QStringLiteral("csv"));

        const Outcome shown = cli({QStringLiteral("--json"), QStringLiteral("kernels"),
                                   QStringLiteral("show"), QString::number(ids.at(0).toInteger())});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        const QJsonArray places = shown.json().value(QLatin1String("placements")).toArray();
        QCOMPARE(places.size(), 1);
        const QJsonObject p = places.at(0).toObject();
        QCOMPARE(p.value(QLatin1String("level")).toString(), QStringLiteral("DRAM"));
        QVERIFY(qFuzzyCompare(p.value(QLatin1String("intensity")).toDouble(), 200.0));
        QVERIFY(qFuzzyCompare(p.value(QLatin1String("attained")).toDouble(), 4e13));
        const double attainable = p.value(QLatin1String("attainable")).toDouble();
        QVERIFY(qFuzzyCompare(p.value(QLatin1String("fraction")).toDouble() * attainable, 4e13));
        // MI300X's measured fp32 peak is 134.6 TFLOP/s; its DRAM roof at 200 FLOP/B is higher.
        QVERIFY(attainable <= 134627.2031e9 * (1 + 1e-9));

        // The copy kernel does almost no arithmetic: far below both roofs, said in words.
        const Outcome copy = cli({QStringLiteral("kernels"), QStringLiteral("show"),
                                  QString::number(ids.at(1).toInteger())});
        QCOMPARE(copy.exitCode, 0);
        QVERIFY2(copy.out.contains("far below both roofs"), copy.out.constData());

        QCOMPARE(kernelCount(), 2);
        QCOMPARE(kernelCount({QStringLiteral("--tag"), QStringLiteral("llm")}), 1);

        // `roofline report --run`: the run's kernels on its roofline page and in their table;
        // --kernels TAG keeps those with the tag; a tag no kernel of the run has is refused.
        const auto kernelRows = [&](const QStringList &extra) {
            const QString out =
                home().filePath(QStringLiteral("report-%1.json").arg(extra.join(QLatin1Char('-'))));
            const Outcome o =
                cli(QStringList{QStringLiteral("report"), QStringLiteral("--run"), uuid,
                                QStringLiteral("--no-trends"), QStringLiteral("-o"), out}
                    + extra);
            if (o.exitCode != 0)
                qWarning("%s", qPrintable(o.err));
            QFile f(out);
            QStringList names;
            if (!f.open(QIODevice::ReadOnly))
                return names;
            for (const QJsonValue t : QJsonDocument::fromJson(f.readAll())
                                          .object()
                                          .value(QLatin1String("tables"))
                                          .toArray()) {
                if (t.toObject().value(QLatin1String("id")).toString() != QLatin1String("kernels"))
                    continue;
                for (const QJsonValue r : t.toObject().value(QLatin1String("rows")).toArray())
                    names << r.toObject().value(QLatin1String("kernel")).toString();
            }
            return names;
        };
        QCOMPARE(kernelRows({}), (QStringList{QStringLiteral("gemm"), QStringLiteral("copy")}));
        QCOMPARE(kernelRows({QStringLiteral("--kernels"), QStringLiteral("llm")}),
                 QStringList{QStringLiteral("gemm")});
        QCOMPARE(kernelRows({QStringLiteral("--no-kernels")}), QStringList());
        const Outcome noTag =
            cli({QStringLiteral("report"), QStringLiteral("--run"), uuid,
                 QStringLiteral("--kernels"), QStringLiteral("nosuch"), QStringLiteral("-o"),
                 home().filePath(QStringLiteral("x.json"))});
        QCOMPARE(noTag.exitCode, 2);
        QVERIFY2(noTag.err.contains(QLatin1String("--kernels")), qPrintable(noTag.err));
        // The PDF's roofline page and table name the kernels (text extraction, when poppler is
        // installed).
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            const QString pdf = home().filePath(QStringLiteral("kernels.pdf"));
            const Outcome written = cli({QStringLiteral("report"), QStringLiteral("--run"), uuid,
                                         QStringLiteral("--no-trends"), QStringLiteral("-o"), pdf});
            QVERIFY2(written.exitCode == 0, qPrintable(written.err));
            QProcess text;
            text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(60000));
            const QString plain = QString::fromUtf8(text.readAllStandardOutput());
            for (const QString &expected :
                 {QStringLiteral("Your kernels on the measured roofs"),
                  QStringLiteral("your kernels, DRAM"), QStringLiteral("gemm ·")})
                QVERIFY2(plain.contains(expected), qPrintable(expected));
        }

        // A real ncu profile, standing alone: kept with its time, no roofs to place it on.
        const Outcome ncu = cli(
            {QStringLiteral("--json"), QStringLiteral("kernels"), QStringLiteral("import"),
             QStringLiteral(ROOFLINE_TEST_DATA "/kernels/superbench-cublaslt-ncu-details.csv")});
        QVERIFY2(ncu.exitCode == 0, qPrintable(ncu.err));
        QCOMPARE(ncu.json().value(QLatin1String("tool")).toString(), QStringLiteral("ncu"));
        const qint64 alone = ncu.json().value(QLatin1String("ids")).toArray().at(0).toInteger();
        const Outcome lonely = cli({QStringLiteral("--json"), QStringLiteral("kernels"),
                                    QStringLiteral("show"), QString::number(alone)});
        QCOMPARE(lonely.exitCode, 0);
        QVERIFY(lonely.json().value(QLatin1String("placements")).toArray().isEmpty());
        QVERIFY(lonely.json().value(QLatin1String("run")).isNull());

        // Remove, and remove again.
        QCOMPARE(cli({QStringLiteral("kernels"), QStringLiteral("remove"), QString::number(alone)})
                     .exitCode,
                 0);
        QCOMPARE(kernelCount(), 2);
        const Outcome again =
            cli({QStringLiteral("kernels"), QStringLiteral("remove"), QString::number(alone)});
        QCOMPARE(again.exitCode, 1);
        QVERIFY(again.err.contains(QLatin1String("no kernel")));
    }

    // `kernels compare RUN_A RUN_B` (issue 33): the same kernel names on two runs (clpeak's
    // A100 and MI250X as imported runs), time per launch, speed-up and % of attainable on each;
    // names on one side only listed apart; exit 5 when nothing is in common, 1 for an unknown
    // run, 2 for a missing argument.
    void compareAcrossRuns() {
        const auto importRun = [](const char *fixture) {
            const Outcome o = cli(
                {QStringLiteral("--json"), QStringLiteral("import"), QString::fromLatin1(fixture)});
            if (o.exitCode != 0)
                qWarning("%s", qPrintable(o.err));
            return o.json().value(QLatin1String("imported")).toArray().at(0).toString();
        };
        const QString a = importRun(ROOFLINE_TEST_DATA "/peer-tools/clpeak/a100-sxm4-40gb.log");
        const QString b = importRun(ROOFLINE_TEST_DATA "/peer-tools/clpeak/amd-mi250x.log");
        const QString none = importRun(ROOFLINE_TEST_DATA "/peer-tools/stream/superbench-zen.txt");
        QVERIFY(!a.isEmpty() && !b.isEmpty() && !none.isEmpty());
        const auto attach = [](const QString &name, const QByteArray &csv, const QString &run) {
            return cli({QStringLiteral("kernels"), QStringLiteral("import"), write(name, csv),
                        QStringLiteral("--run"), run})
                .exitCode;
        };
        QCOMPARE(attach(QStringLiteral("a.csv"),
                        "name,flops,bytes,seconds,launches\n"
                        "gemm,2e12,1e10,0.2,2\nonly_here,1e9,1e9,1,1\n",
                        a),
                 0);
        QCOMPARE(attach(QStringLiteral("b.csv"),
                        "name,flops,bytes,seconds,launches\n"
                        "gemm,2e12,1e10,0.1,2\nonly_there,1e9,1e9,1,1\n",
                        b),
                 0);

        const Outcome o = cli(
            {QStringLiteral("--json"), QStringLiteral("kernels"), QStringLiteral("compare"), a, b});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        const QJsonObject j = o.json();
        const QJsonArray rows = j.value(QLatin1String("rows")).toArray();
        QCOMPARE(rows.size(), 1); // gemm, fp32 at DRAM: the one format and level with roofs
        const QJsonObject gemm = rows.first().toObject();
        QCOMPARE(gemm.value(QLatin1String("name")).toString(), QStringLiteral("gemm"));
        QCOMPARE(gemm.value(QLatin1String("level")).toString(), QStringLiteral("DRAM"));
        QVERIFY(std::abs(gemm.value(QLatin1String("seconds_a")).toDouble() - 0.1) < 1e-12);
        QVERIFY(std::abs(gemm.value(QLatin1String("speedup")).toDouble() - 2.0) < 1e-9);
        const QJsonObject onA = gemm.value(QLatin1String("a")).toObject();
        const QJsonObject onB = gemm.value(QLatin1String("b")).toObject();
        QVERIFY(std::abs(onA.value(QLatin1String("attained")).toDouble() - 1e13) < 1);
        QVERIFY(std::abs(onB.value(QLatin1String("attained")).toDouble() - 2e13) < 1);
        QVERIFY(onA.value(QLatin1String("fraction")).toDouble() > 0);
        QCOMPARE(j.value(QLatin1String("only_a")).toArray().first().toString(),
                 QStringLiteral("only_here"));
        QCOMPARE(j.value(QLatin1String("only_b")).toArray().first().toString(),
                 QStringLiteral("only_there"));
        const Outcome text = cli({QStringLiteral("kernels"), QStringLiteral("compare"), a, b});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("gemm") && text.out.contains("2.00"), text.out.constData());

        const Outcome nothing =
            cli({QStringLiteral("kernels"), QStringLiteral("compare"), a, none});
        QCOMPARE(nothing.exitCode, 5);
        QVERIFY2(nothing.err.contains(QLatin1String("no kernel name in common")),
                 qPrintable(nothing.err));
        const Outcome unknown = cli(
            {QStringLiteral("kernels"), QStringLiteral("compare"), a, QStringLiteral("424242")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QLatin1String("RUN_B")), qPrintable(unknown.err));
        QCOMPARE(cli({QStringLiteral("kernels"), QStringLiteral("compare"), a}).exitCode, 2);
    }

    void refusedStoresNothing_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("needle");
        const QString csv = write(QStringLiteral("one.csv"), "name,seconds,flops,bytes\nk,1,1,1\n");
        QTest::addRow("unknown run")
            << QStringList{QStringLiteral("kernels"), QStringLiteral("import"), csv,
                           QStringLiteral("--run"), QStringLiteral("424242")}
            << 1 << "--run";
        QTest::addRow("unknown format")
            << QStringList{QStringLiteral("kernels"), QStringLiteral("import"), csv,
                           QStringLiteral("--tool"), QStringLiteral("vtune")}
            << 2 << "--tool";
        QTest::addRow("no name column")
            << QStringList{QStringLiteral("kernels"), QStringLiteral("import"),
                           write(QStringLiteral("bad.csv"), "flops,seconds\n1,1\n")}
            << 2 << "name and seconds";
        QTest::addRow("no action") << QStringList{QStringLiteral("kernels")} << 2 << "import, list";
    }

    void refusedStoresNothing() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, needle);
        const int before = kernelCount();
        const Outcome o = cli(args);
        QCOMPARE(o.exitCode, exitCode);
        QVERIFY2(o.err.contains(needle), qPrintable(o.err));
        QCOMPARE(kernelCount(), before);
    }
};

QTEST_GUILESS_MAIN(TestKernelsCli)
#include "tst_kernelscli.moc"
