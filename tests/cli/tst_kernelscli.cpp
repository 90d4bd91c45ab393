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
#include <algorithm>
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

// A CSV file as rows of fields (RFC 4180 quoting: the export quotes names with commas).
QList<QStringList> parseCsv(const QString &text) {
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"'))
                field += text.at(++i);
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            rows << (row << field);
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

// What an export says, whichever its format: the roofs ("bandwidth DRAM" → B/s, "compute
// fp32" → FLOP/s) and per kernel id its placements keyed "format level" → `kernels show`'s keys.
struct ExportView {
    QMap<QString, double> roofs;
    QMap<qint64, QMap<QString, QJsonObject>> placements;
    QMap<qint64, QString> names;
    QStringList problems; // rows of the CSV that do not fit its header or its roof rows
};

ExportView viewOfJson(const QJsonObject &o) {
    ExportView v;
    const QJsonArray roofs = o.value(QLatin1String("roofs")).toArray();
    for (const QJsonValue &r : roofs) {
        const QJsonObject roof = r.toObject();
        const QString kind = roof.value(QLatin1String("kind")).toString();
        const QString key = roof.value(kind == QLatin1String("bandwidth") ? QLatin1String("level")
                                                                          : QLatin1String("format"))
                                .toString();
        v.roofs.insert(kind + QLatin1Char(' ') + key,
                       roof.value(QLatin1String("value")).toDouble());
    }
    const QJsonArray kernels = o.value(QLatin1String("kernels")).toArray();
    for (const QJsonValue &k : kernels) {
        const qint64 id = k.toObject().value(QLatin1String("id")).toInteger();
        v.names.insert(id, k.toObject().value(QLatin1String("name")).toString());
        const QJsonArray placements = k.toObject().value(QLatin1String("placements")).toArray();
        for (const QJsonValue &p : placements)
            v.placements[id].insert(p.toObject().value(QLatin1String("format")).toString()
                                        + QLatin1Char(' ')
                                        + p.toObject().value(QLatin1String("level")).toString(),
                                    p.toObject());
    }
    return v;
}

ExportView viewOfCsv(const QString &text) {
    ExportView v;
    const QList<QStringList> rows = parseCsv(text);
    if (rows.isEmpty())
        return v;
    const QStringList &header = rows.first();
    for (qsizetype r = 1; r < rows.size(); ++r) {
        QMap<QString, QString> f;
        for (qsizetype c = 0; c < header.size(); ++c)
            f.insert(header.at(c), rows.at(r).value(c));
        if (rows.at(r).size() != header.size())
            v.problems << QStringLiteral("row %1 has %2 fields").arg(r).arg(rows.at(r).size());
        if (f.value(QStringLiteral("row")) == QLatin1String("roof")) {
            const bool bw = !f.value(QStringLiteral("level")).isEmpty();
            v.roofs.insert(bw ? QStringLiteral("bandwidth ") + f.value(QStringLiteral("level"))
                              : QStringLiteral("compute ") + f.value(QStringLiteral("format")),
                           f.value(bw ? QStringLiteral("bandwidth_byte_per_s")
                                      : QStringLiteral("peak_flop_per_s"))
                               .toDouble());
            continue;
        }
        const qint64 id = f.value(QStringLiteral("kernel_id")).toLongLong();
        v.names.insert(id, f.value(QStringLiteral("name")));
        if (f.value(QStringLiteral("format")).isEmpty())
            continue;
        const auto num = [&](const char *key) { return f.value(QLatin1String(key)).toDouble(); };
        // Each row carries the two roofs it is placed on: the same as the roof rows.
        if (num("bandwidth_byte_per_s")
                != v.roofs.value(QStringLiteral("bandwidth ") + f.value(QStringLiteral("level")))
            || num("peak_flop_per_s")
                   != v.roofs.value(QStringLiteral("compute ") + f.value(QStringLiteral("format"))))
            v.problems << QStringLiteral("row %1: its roofs differ from the roof rows").arg(r);
        v.placements[id].insert(
            f.value(QStringLiteral("format")) + QLatin1Char(' ') + f.value(QStringLiteral("level")),
            QJsonObject{{QStringLiteral("intensity"), num("intensity_flop_per_byte")},
                        {QStringLiteral("attained"), num("attained_flop_per_s")},
                        {QStringLiteral("attainable"), num("attainable_flop_per_s")},
                        {QStringLiteral("fraction"), num("fraction")},
                        {QStringLiteral("bound"), f.value(QStringLiteral("bound"))},
                        {QStringLiteral("far_below"),
                         f.value(QStringLiteral("far_below")) == QLatin1String("true")}});
    }
    return v;
}

bool near(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

// Per "compute FORMAT" and "bandwidth LEVEL" the best figure of a run (`runs show --json`).
QMap<QString, double> bestFigures(const QJsonObject &run) {
    QMap<QString, double> best;
    const QJsonArray measurements = run.value(QLatin1String("measurements")).toArray();
    for (const QJsonValue &m : measurements) {
        const QJsonObject mo = m.toObject();
        const QString unit = mo.value(QLatin1String("unit")).toString();
        if (unit != QLatin1String("FLOP/s") && unit != QLatin1String("B/s"))
            continue;
        const QString key =
            unit == QLatin1String("FLOP/s")
                ? QStringLiteral("compute ") + mo.value(QLatin1String("format")).toString()
                : QStringLiteral("bandwidth ") + mo.value(QLatin1String("level")).toString();
        best[key] = std::max(best.value(key), mo.value(QLatin1String("value")).toDouble());
    }
    return best;
}

// Where the export's placements differ from `kernels show ID --json` of the same kernels.
QStringList showMismatches(const ExportView &v) {
    QStringList out;
    for (auto k = v.names.cbegin(); k != v.names.cend(); ++k) {
        const Outcome shown = cli({QStringLiteral("--json"), QStringLiteral("kernels"),
                                   QStringLiteral("show"), QString::number(k.key())});
        const QJsonArray places = shown.json().value(QLatin1String("placements")).toArray();
        const QMap<QString, QJsonObject> exported = v.placements.value(k.key());
        if (shown.exitCode != 0 || shown.json().value(QLatin1String("name")).toString() != k.value()
            || exported.size() != places.size()) {
            out << QStringLiteral("kernel %1: not as shown").arg(k.key());
            continue;
        }
        for (const QJsonValue &p : places) {
            const QJsonObject want = p.toObject();
            const QString where = want.value(QLatin1String("format")).toString() + QLatin1Char(' ')
                                  + want.value(QLatin1String("level")).toString();
            const QJsonObject got = exported.value(where);
            for (const char *key : {"intensity", "attained", "attainable", "fraction"})
                if (!near(got.value(QLatin1String(key)).toDouble(),
                          want.value(QLatin1String(key)).toDouble()))
                    out << QStringLiteral("kernel %1 %2: %3")
                               .arg(k.key())
                               .arg(where, QLatin1String(key));
            for (const char *key : {"bound", "far_below"})
                if (got.value(QLatin1String(key)) != want.value(QLatin1String(key)))
                    out << QStringLiteral("kernel %1 %2: %3")
                               .arg(k.key())
                               .arg(where, QLatin1String(key));
        }
    }
    return out;
}

// `kernels export --run RUN --format FORMAT [--tag TAG] [-o PATH]` read back, whichever way
// it went out (the file, or stdout); what went wrong is in its problems.
ExportView exported(const QString &run, const QString &format, const QString &tag,
                    const QString &path) {
    QStringList args{QStringLiteral("kernels"),  QStringLiteral("export"),
                     QStringLiteral("--run"),    run,
                     QStringLiteral("--format"), format};
    if (!tag.isEmpty())
        args << QStringLiteral("--tag") << tag;
    if (!path.isEmpty())
        args << QStringLiteral("-o") << path;
    const Outcome o = cli(args);
    ExportView failed;
    if (o.exitCode != 0) {
        failed.problems << QStringLiteral("exit %1: %2").arg(o.exitCode).arg(o.err);
        return failed;
    }
    QByteArray content = o.out;
    if (!path.isEmpty()) {
        if (!o.out.contains(path.toUtf8()))
            failed.problems << QStringLiteral("the file written is not named: ")
                                   + QString::fromUtf8(o.out);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            failed.problems << QStringLiteral("no file ") + path;
        content = f.readAll();
    }
    ExportView v = format == QLatin1String("json")
                       ? viewOfJson(QJsonDocument::fromJson(content).object())
                       : viewOfCsv(QString::fromUtf8(content));
    v.problems << failed.problems;
    return v;
}

// Where the export's roofs are not the best figures of the run (`runs show`), or lack DRAM's
// bandwidth or the fp32 peak the kernels are placed on.
QStringList roofMismatches(const ExportView &v, const QString &run) {
    const QMap<QString, double> best = bestFigures(
        cli({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("show"), run})
            .json());
    QStringList out;
    for (const QString &needed : {QStringLiteral("bandwidth DRAM"), QStringLiteral("compute fp32")})
        if (!v.roofs.contains(needed))
            out << QStringLiteral("no roof ") + needed;
    for (auto it = v.roofs.cbegin(); it != v.roofs.cend(); ++it)
        if (!near(it.value(), best.value(it.key())))
            out << QStringLiteral("%1: %2, measured %3")
                       .arg(it.key())
                       .arg(it.value())
                       .arg(best.value(it.key()));
    return out;
}

// The run `kernels show` and `report --run` are tested on, and the two kernels attached to it:
// gemm (tagged llm) and copy.
struct KernelsOnARun {
    QString uuid;
    qint64 runId = 0;
    qint64 gemm = 0;
    qint64 copy = 0;
};

// The kernel names in the kernels table of `report --run RUN --no-trends EXTRA...` (JSON).
QStringList reportKernelRows(const QString &run, const QStringList &extra) {
    const QString out =
        home().filePath(QStringLiteral("report-%1.json").arg(extra.join(QLatin1Char('-'))));
    const Outcome o = cli(QStringList{QStringLiteral("report"), QStringLiteral("--run"), run,
                                      QStringLiteral("--no-trends"), QStringLiteral("-o"), out}
                          + extra);
    if (o.exitCode != 0)
        qWarning("%s", qPrintable(o.err));
    QFile f(out);
    QStringList names;
    if (!f.open(QIODevice::ReadOnly))
        return names;
    const QJsonArray tables =
        QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("tables")).toArray();
    for (const QJsonValue &t : tables) {
        if (t.toObject().value(QLatin1String("id")).toString() != QLatin1String("kernels"))
            continue;
        const QJsonArray rows = t.toObject().value(QLatin1String("rows")).toArray();
        for (const QJsonValue &r : rows)
            names << r.toObject().value(QLatin1String("kernel")).toString();
    }
    return names;
}

} // namespace

class TestKernelsCli : public QObject {
    Q_OBJECT

private slots:
    // `kernels import --run`: the user's kernels attached to a stored run, listed by run and
    // by tag.
    void kernelsAttachedToARunAreListed() {
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        const QStringList onRun{QStringLiteral("--run"), QString::number(m_onRun.runId)};
        QCOMPARE(kernelCount(onRun), 2);
        QCOMPARE(kernelCount(onRun + QStringList{QStringLiteral("--tag"), QStringLiteral("llm")}),
                 1);
    }

    // `kernels show`: the kernel on the run's measured roofs, with % of the attainable bound.
    void kernelIsPlacedOnTheRunsRoofs() {
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        const Outcome shown = cli({QStringLiteral("--json"), QStringLiteral("kernels"),
                                   QStringLiteral("show"), QString::number(m_onRun.gemm)});
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
    }

    // The copy kernel does almost no arithmetic: far below both roofs, said in words.
    void kernelFarBelowBothRoofsIsSaidSo() {
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        const Outcome copy =
            cli({QStringLiteral("kernels"), QStringLiteral("show"), QString::number(m_onRun.copy)});
        QCOMPARE(copy.exitCode, 0);
        QVERIFY2(copy.out.contains("far below both roofs"), copy.out.constData());
    }

    // `roofline report --run`: the run's kernels in their table; --kernels TAG keeps those with
    // the tag, --no-kernels none.
    void reportShowsTheRunsKernels() {
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(reportKernelRows(m_onRun.uuid, {}),
                 (QStringList{QStringLiteral("gemm"), QStringLiteral("copy")}));
        QCOMPARE(
            reportKernelRows(m_onRun.uuid, {QStringLiteral("--kernels"), QStringLiteral("llm")}),
            QStringList{QStringLiteral("gemm")});
        QCOMPARE(reportKernelRows(m_onRun.uuid, {QStringLiteral("--no-kernels")}), QStringList());
    }

    // A tag no kernel of the run has is refused, naming --kernels.
    void reportRefusesATagNoKernelHas() {
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        const Outcome noTag =
            cli({QStringLiteral("report"), QStringLiteral("--run"), m_onRun.uuid,
                 QStringLiteral("--kernels"), QStringLiteral("nosuch"), QStringLiteral("-o"),
                 home().filePath(QStringLiteral("x.json"))});
        QCOMPARE(noTag.exitCode, 2);
        QVERIFY2(noTag.err.contains(QLatin1String("--kernels")), qPrintable(noTag.err));
    }

    // The PDF's roofline page and table name the kernels (text extraction, by poppler's
    // pdftotext).
    void reportPdfNamesTheKernels() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        attachKernels();
        if (QTest::currentTestFailed())
            return;
        const QString pdf = home().filePath(QStringLiteral("kernels.pdf"));
        const Outcome written =
            cli({QStringLiteral("report"), QStringLiteral("--run"), m_onRun.uuid,
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
    void kernelStandingAloneHasNoPlacements() {
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
    }

    // `kernels remove ID`: the kernel is gone; removing it again says there is no such kernel.
    void removeThenRemoveAgain() {
        const int before = kernelCount();
        const Outcome imported = cli(
            {QStringLiteral("--json"), QStringLiteral("kernels"), QStringLiteral("import"),
             write(QStringLiteral("alone.csv"), "name,flops,bytes,seconds\nalone,1e9,1e9,1\n")});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QString id = QString::number(
            imported.json().value(QLatin1String("ids")).toArray().at(0).toInteger());
        QCOMPARE(kernelCount(), before + 1);
        QCOMPARE(cli({QStringLiteral("kernels"), QStringLiteral("remove"), id}).exitCode, 0);
        QCOMPARE(kernelCount(), before);
        const Outcome again = cli({QStringLiteral("kernels"), QStringLiteral("remove"), id});
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

    // `kernels export --run ID` (issue 33, rocprofiler-compute#281): the run's measured roofs
    // and its kernels placed on them in one file, CSV or JSON, to -o or stdout; every
    // placement as `kernels show` gives it, every roof the best of the run's own figures.
    void exportPointsWithRoofs_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("tag");
        QTest::addColumn<bool>("toFile");
        QTest::addColumn<QStringList>("names");
        const QStringList all{QStringLiteral("gemm, tiled"), QStringLiteral("copy"),
                              QStringLiteral("fp4 only")};
        QTest::addRow("csv file") << "csv" << QString() << true << all;
        QTest::addRow("json file") << "json" << QString() << true << all;
        QTest::addRow("csv stdout") << "csv" << QString() << false << all;
        QTest::addRow("json stdout, tag")
            << "json"
            << "llm" << false << QStringList{QStringLiteral("gemm, tiled")};
        if (!m_exportRun.isEmpty())
            return;
        const Outcome run =
            cli({QStringLiteral("--json"), QStringLiteral("import"),
                 QStringLiteral(ROOFLINE_TEST_DATA "/peer-tools/clpeak/geforce-rtx-5060.xml")});
        if (run.exitCode != 0)
            qWarning("%s", qPrintable(run.err));
        m_exportRun = run.json().value(QLatin1String("imported")).toArray().at(0).toString();
        const Outcome attached = cli({QStringLiteral("kernels"), QStringLiteral("import"),
                                      write(QStringLiteral("export.csv"),
                                            "name,flops,bytes,seconds,format,level,tags,launches\n"
                                            "\"gemm, tiled\",2e12,1e10,0.5,fp32,DRAM,llm,4\n"
                                            "copy,1e6,1e10,0.1,fp32,DRAM,,1\n"
                                            "fp4 only,1e9,1e9,0.1,fp4x,DRAM,,1\n"),
                                      QStringLiteral("--run"), m_exportRun});
        if (attached.exitCode != 0)
            qWarning("%s", qPrintable(attached.err));
    }

    void exportPointsWithRoofs() {
        QFETCH(QString, format);
        QFETCH(QString, tag);
        QFETCH(bool, toFile);
        QFETCH(QStringList, names);
        QVERIFY(!m_exportRun.isEmpty());
        const QString path =
            home().filePath(QStringLiteral("export-%1.%2")
                                .arg(QString::fromLatin1(QTest::currentDataTag())
                                         .replace(QLatin1Char(' '), QLatin1Char('-'))
                                         .remove(QLatin1Char(',')),
                                     format));
        const ExportView v = exported(m_exportRun, format, tag, toFile ? path : QString());
        QVERIFY2(v.problems.isEmpty(), qPrintable(v.problems.join(QLatin1Char('\n'))));
        QCOMPARE(QStringList(v.names.values()), names);
        // Every roof is the best figure of its level or format among the run's measurements.
        const QStringList roofs = roofMismatches(v, m_exportRun);
        QVERIFY2(roofs.isEmpty(), qPrintable(roofs.join(QLatin1Char('\n'))));
        // Every kernel's placements as `kernels show` places it: the same rows, the same figures.
        const QStringList mismatches = showMismatches(v);
        QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(QLatin1Char('\n'))));
        // The one with FLOPs of a format the run has no roof for is kept, without placements.
        if (names.contains(QStringLiteral("fp4 only")))
            QCOMPARE(v.placements.value(v.names.key(QStringLiteral("fp4 only"))).size(), 0);
    }

    void exportRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("needle");
        QVERIFY(!m_exportRun.isEmpty());
        const QString bare = [] {
            const Outcome o =
                cli({QStringLiteral("--json"), QStringLiteral("import"),
                     QStringLiteral(ROOFLINE_TEST_DATA
                                    "/peer-tools/babelstream/v3.3-cuda-titanxp.txt")});
            return o.json().value(QLatin1String("imported")).toArray().at(0).toString();
        }();
        QVERIFY(!bare.isEmpty());
        const QStringList ex{QStringLiteral("kernels"), QStringLiteral("export")};
        QTest::addRow("unknown run")
            << ex + QStringList{QStringLiteral("--run"), QStringLiteral("424242")} << 1 << "424242";
        QTest::addRow("no run") << ex << 2 << "--run";
        QTest::addRow("unknown format")
            << ex
                   + QStringList{QStringLiteral("--run"), m_exportRun, QStringLiteral("--format"),
                                 QStringLiteral("xlsx")}
            << 2 << "--format";
        QTest::addRow("run without kernels")
            << ex + QStringList{QStringLiteral("--run"), bare} << 5 << "has no kernels";
        QTest::addRow("no kernel with the tag")
            << ex
                   + QStringList{QStringLiteral("--run"), m_exportRun, QStringLiteral("--tag"),
                                 QStringLiteral("nosuch")}
            << 5 << "no kernel tagged 'nosuch'";
    }

    // A refused export names the problem and writes no file.
    void exportRefused() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, needle);
        const QString path = home().filePath(QStringLiteral("refused.csv"));
        const Outcome o = cli(args + QStringList{QStringLiteral("-o"), path});
        QCOMPARE(o.exitCode, exitCode);
        QVERIFY2(o.err.contains(needle), qPrintable(o.err));
        QVERIFY(!QFile::exists(path));
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

private:
    // Imports the run the kernels are placed on and attaches two kernels to it, once, for the
    // tests that read them.
    void attachKernels() {
        if (m_onRun.copy > 0)
            return;
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
        QVERIFY(imported.json().value(QLatin1String("run")).toInteger() > 0);
        m_onRun = {uuid, imported.json().value(QLatin1String("run")).toInteger(),
                   ids.at(0).toInteger(), ids.at(1).toInteger()};
    }

    KernelsOnARun m_onRun;
    QString m_exportRun; // uuid of the run `kernels export` is tested on
};

QTEST_GUILESS_MAIN(TestKernelsCli)
#include "tst_kernelscli.moc"
