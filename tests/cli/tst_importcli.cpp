// SPDX-License-Identifier: MIT
// `roofline import` (issue 33): another tool's output becomes a stored run; an nccl-tests log
// of one cluster and one of another are set side by side by `roofline compare`; importing a
// file again stores nothing; bad files and options are refused and store nothing.
#include "support/CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using clitest::home;
using clitest::Outcome;

Outcome cli(const QStringList &args) {
    return clitest::run(args, QStringLiteral("import.sqlite"));
}

QString data(const QString &name) {
    return QStringLiteral(ROOFLINE_TEST_DATA "/peer-tools/") + name;
}

int storedRuns() {
    const Outcome list =
        cli({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("list")});
    const QJsonDocument doc = QJsonDocument::fromJson(list.out);
    return int(doc.isArray() ? doc.array().size()
                             : doc.object().value(QLatin1String("runs")).toArray().size());
}

} // namespace

class TestImportCli : public QObject {
    Q_OBJECT

private slots:
    void ncclLogsOfTwoClustersCompare() {
        const Outcome h100 = cli({QStringLiteral("--json"), QStringLiteral("import"),
                                  data(QStringLiteral("nccl-tests/a3mega-allreduce-h100x16.log"))});
        QVERIFY2(h100.exitCode == 0, qPrintable(h100.err));
        const QJsonObject file =
            h100.json().value(QLatin1String("files")).toArray().at(0).toObject();
        QCOMPARE(file.value(QLatin1String("tool")).toString(), QStringLiteral("nccl-tests"));
        const QJsonObject run = file.value(QLatin1String("runs")).toArray().at(0).toObject();
        QCOMPARE(run.value(QLatin1String("host")).toString(),
                 QStringLiteral("ztan-mig-235z,ztan-mig-gq73"));
        QCOMPARE(run.value(QLatin1String("device_id")).toString(),
                 QStringLiteral("nccl-tests/cuda"));
        const QString first = run.value(QLatin1String("uuid")).toString();
        QCOMPARE(h100.json().value(QLatin1String("imported")).toArray().size(), 1);

        // The older log does not name its collective: --test does.
        const Outcome a100 =
            cli({QStringLiteral("--json"), QStringLiteral("import"), QStringLiteral("--test"),
                 QStringLiteral("all_reduce"),
                 data(QStringLiteral("nccl-tests/superbench-allreduce-a100x8.log"))});
        QVERIFY2(a100.exitCode == 0, qPrintable(a100.err));
        const QString second =
            a100.json().value(QLatin1String("imported")).toArray().at(0).toString();
        QVERIFY(!second.isEmpty());

        const Outcome cmp =
            cli({QStringLiteral("--json"), QStringLiteral("compare"), first, second});
        QVERIFY2(cmp.exitCode == 0, qPrintable(cmp.err));
        bool found = false;
        const QJsonArray rows = cmp.json().value(QLatin1String("rows")).toArray();
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("probe")).toString()
                    != QLatin1String("nccl-tests.all_reduce")
                || row.value(QLatin1String("kernel")).toString()
                       != QLatin1String("busbw/out-of-place")
                || row.value(QLatin1String("working_set_bytes")).toDouble() != 8589934592.0)
                continue;
            const QJsonArray values = row.value(QLatin1String("values")).toArray();
            QCOMPARE(values.size(), 2);
            QVERIFY(qFuzzyCompare(values.at(0).toDouble(), 338.82e9));
            QVERIFY(qFuzzyCompare(values.at(1).toDouble(), 235.26e9));
            found = true;
        }
        QVERIFY2(found, cmp.out.left(2000).constData());

        // The fleet files each imported run as a node of its own tool, never beside our
        // probes' figures of that host.
        const Outcome fleet = cli({QStringLiteral("--json"), QStringLiteral("fleet")});
        QVERIFY2(fleet.exitCode == 0, qPrintable(fleet.err));
        QVERIFY(fleet.out.contains("nccl-tests/cuda"));
        QVERIFY(fleet.out.contains("ztan-mig-235z,ztan-mig-gq73"));

        // Again: nothing new is stored.
        const Outcome again =
            cli({QStringLiteral("--json"), QStringLiteral("import"),
                 data(QStringLiteral("nccl-tests/a3mega-allreduce-h100x16.log"))});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.json().value(QLatin1String("imported")).toArray().size(), 0);
        QCOMPARE(again.json().value(QLatin1String("skipped")).toArray().at(0).toString(), first);
    }

    void refusedInputStoresNothing_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("needle");
        const QString prose = home().filePath(QStringLiteral("prose.txt"));
        QFile f(prose);
        if (!f.open(QIODevice::WriteOnly) || f.write("just some words\nand nothing else\n") <= 0)
            qFatal("cannot write %s", qPrintable(prose));
        f.close();
        QTest::addRow("not a tool's output")
            << QStringList{QStringLiteral("import"), prose} << 2 << "not the output of a tool";
        QTest::addRow("unknown tool")
            << QStringList{QStringLiteral("import"), QStringLiteral("--tool"),
                           QStringLiteral("ior"), data(QStringLiteral("stream/superbench-zen.txt"))}
            << 2 << "--tool";
        QTest::addRow("forced wrong tool, one good file before it")
            << QStringList{QStringLiteral("import"), QStringLiteral("--tool"),
                           QStringLiteral("stream"),
                           data(QStringLiteral("stream/superbench-neo.txt")),
                           data(QStringLiteral("nccl-tests/superbench-alltoall-a100x8.log"))}
            << 2 << "no STREAM table";
        QTest::addRow("missing file")
            << QStringList{QStringLiteral("import"), home().filePath(QStringLiteral("nope.log"))}
            << 1 << "nope.log";
        QTest::addRow("no file") << QStringList{QStringLiteral("import")} << 2 << "name the files";
        QTest::addRow("dry run")
            << QStringList{QStringLiteral("import"), QStringLiteral("--dry-run"),
                           data(QStringLiteral("clpeak/mi300x-opencl-rocm.xml"))}
            << 0 << "dry run: nothing stored";
    }

    void refusedInputStoresNothing() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, needle);
        const int before = storedRuns();
        const Outcome o = cli(args);
        QCOMPARE(o.exitCode, exitCode);
        QVERIFY2(QString(o.err + QString::fromUtf8(o.out)).contains(needle), qPrintable(o.err));
        QCOMPARE(storedRuns(), before);
    }

    void notesAreShown() {
        const Outcome o = cli({QStringLiteral("import"), QStringLiteral("--dry-run"),
                               data(QStringLiteral("nvbandwidth/dcgm-v0.5.json"))});
        QCOMPARE(o.exitCode, 0);
        const QString text = QString::fromUtf8(o.out);
        QVERIFY(text.contains(QLatin1String("nvbandwidth (json)")));
        QVERIFY(
            text.contains(QLatin1String("note: device_to_device_memcpy_read_ce: status 'Waived'")));
    }
};

QTEST_GUILESS_MAIN(TestImportCli)
#include "tst_importcli.moc"
