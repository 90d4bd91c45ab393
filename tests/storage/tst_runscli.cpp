// SPDX-License-Identifier: MIT
// `roofline runs …` and `roofline catalog …` against a database in a temporary folder.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Output {
    int code = -1;
    QByteArray out;
    QString err;
};

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestRunsCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString db() const { return m_dir.filePath(QStringLiteral("cli.sqlite")); }
    QString bundle() const { return QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json"); }

    Output roofline(const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                QStringList{QStringLiteral("--db"), db()} + args);
        p.waitForFinished(60000);
        return {p.exitCode(), p.readAllStandardOutput(),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void importListShowExportRoundTrip() {
        Output r = roofline(
            {QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("import"), bundle()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QLatin1String("imported"))
                     .toArray()
                     .size(),
                 2);

        r = roofline({QStringLiteral("runs"), QStringLiteral("import"), bundle()});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("already stored"), r.out.constData());

        r = roofline({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray runs = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(runs.size(), 2);
        const QString newest = runs.at(0).toObject().value(QLatin1String("uuid")).toString();
        QCOMPARE(newest, QStringLiteral("9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"));
        const QString oldId =
            QString::number(runs.at(1).toObject().value(QLatin1String("id")).toInteger());

        r = roofline(
            {QStringLiteral("runs"), QStringLiteral("show"), oldId, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QLatin1String("measurements"))
                     .toArray()
                     .size(),
                 3);
        r = roofline({QStringLiteral("runs"), QStringLiteral("show"), newest});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("cpu.bandwidth"));

        const QString out = m_dir.filePath(QStringLiteral("export.json"));
        r = roofline({QStringLiteral("runs"), QStringLiteral("export"), oldId, newest,
                      QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(readFile(out)),
                 QJsonDocument::fromJson(readFile(bundle())));

        r = roofline(
            {QStringLiteral("runs"), QStringLiteral("tag"), newest, QStringLiteral("golden")});
        QCOMPARE(r.code, 0);
        r = roofline({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("list"),
                      QStringLiteral("--tag"), QStringLiteral("golden")});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 1);
    }

    void malformedImportChangesNothing() {
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(readFile(bundle()).replace("\"n\": 11", "\"n\": \"eleven\""));
        f.close();
        const QByteArray before =
            roofline({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("list")})
                .out;
        const Output r = roofline({QStringLiteral("runs"), QStringLiteral("import"), bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("bad.json"))
                     && r.err.contains(QLatin1String("measurements[0]: n")),
                 qPrintable(r.err));
        QCOMPARE(
            roofline({QStringLiteral("--json"), QStringLiteral("runs"), QStringLiteral("list")})
                .out,
            before);
    }

    void errorsAndUsage() {
        QCOMPARE(roofline({QStringLiteral("runs")}).code, 2);
        QCOMPARE(roofline({QStringLiteral("runs"), QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(
            roofline({QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("1")}).code,
            2);
        const Output missing =
            roofline({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("99999")});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(QLatin1String("99999")));
        const QString notDb = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile f(notDb);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("hello\n");
        f.close();
        QProcess p;
        p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/roofline"),
                {QStringLiteral("--db"), notDb, QStringLiteral("runs"), QStringLiteral("list")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(notDb));
        QCOMPARE(readFile(notDb), QByteArray("hello\n"));
    }

    void catalogFromDatabase() {
        const Output r =
            roofline({QStringLiteral("--json"), QStringLiteral("catalog"), QStringLiteral("gpus")});
        QCOMPARE(r.code, 0);
        const QJsonArray gpus = QJsonDocument::fromJson(r.out).array();
        QVERIFY(!gpus.isEmpty());
        for (const QJsonValue &g : gpus) {
            QCOMPARE(g.toObject().value(QLatin1String("source")).toString(),
                     QStringLiteral("catalog"));
            QVERIFY(g.toObject().value(QLatin1String("memory_bandwidth")).toDouble() > 0);
        }
        QCOMPARE(roofline({QStringLiteral("catalog"), QStringLiteral("models")}).code, 0);
        QCOMPARE(roofline({QStringLiteral("catalog"), QStringLiteral("formats")}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestRunsCli)
#include "tst_runscli.moc"
