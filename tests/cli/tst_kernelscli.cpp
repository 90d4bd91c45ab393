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
                           QStringLiteral("--tool"), QStringLiteral("rocprof")}
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
