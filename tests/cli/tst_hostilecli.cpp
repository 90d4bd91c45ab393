// SPDX-License-Identifier: MIT
// Hostile inputs of issue 27 given to the real `roofline` and `roofline-probe`, as a user or a
// script would: files that never end or block, configs with absurd numbers, bundles with a
// stepped-back clock, terminal escapes or identities an import must not change, database URLs
// with a typo, limits and flags past reason, and outputs that cannot be written. One test
// function per item of the issue, named after it.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

namespace {

struct Outcome {
    int exitCode = -1;
    bool finished = false; // false: killed after the time limit (it blocked or ran away)
    QByteArray out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    // The engine's protocol lines of one type.
    QList<QJsonObject> lines(const char *type) const {
        QList<QJsonObject> found;
        for (const QByteArray &line : out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QLatin1String("type")).toString() == QLatin1String(type))
                found << o;
        }
        return found;
    }
};

QTemporaryDir &home() {
    static QTemporaryDir dir;
    return dir;
}

struct Options {
    QString program = QStringLiteral("roofline");
    QString database;         // ROOFLINE_DB; empty: the test's default database
    QString workingDirectory; // empty: the test's home
    QList<std::pair<QString, QString>> env;
    int timeoutMs = 30000;
    bool limitFileSize = false; // RLIMIT_FSIZE 0: every write to a file fails (EFBIG)
    QString stdoutFile;         // e.g. /dev/full
};

Outcome run(const QStringList &args, const Options &o = {}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROOFLINE_DB"),
               o.database.isEmpty() ? home().filePath(QStringLiteral("hostile.sqlite"))
                                    : o.database);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home().path());
    env.insert(QStringLiteral("XDG_STATE_HOME"), home().filePath(QStringLiteral("state")));
    env.remove(QStringLiteral("ROOFLINE_HOST"));
    env.remove(QStringLiteral("ROOFLINE_PROBE"));
    for (const auto &[key, value] : o.env)
        env.insert(key, value);
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(o.workingDirectory.isEmpty() ? home().path() : o.workingDirectory);
    if (!o.stdoutFile.isEmpty())
        p.setStandardOutputFile(o.stdoutFile);
    if (o.limitFileSize) {
        p.setChildProcessModifier([] {
            const rlimit none{0, 0};
            ::setrlimit(RLIMIT_FSIZE, &none);
            std::signal(SIGXFSZ, SIG_IGN); // kept across exec: the write fails with EFBIG
        });
    }
    p.start(QStringLiteral(ROOFLINE_BINARY_DIR "/bin/") + o.program, args);
    Outcome out;
    out.finished = p.waitForFinished(o.timeoutMs);
    if (!out.finished) {
        p.kill();
        p.waitForFinished(5000);
        return out;
    }
    out.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    out.out = p.readAllStandardOutput();
    out.err = QString::fromUtf8(p.readAllStandardError());
    return out;
}

QString writeFile(const QString &name, const QByteArray &bytes) {
    const QString path = home().filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString fifo() {
    const QString path = home().filePath(QStringLiteral("a-fifo"));
    if (!QFileInfo::exists(path) && ::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
        qFatal("mkfifo failed");
    return path;
}

QJsonObject measurement(const QString &probe, const QString &format, double value) {
    return QJsonObject{{QStringLiteral("probe"), probe},
                       {QStringLiteral("metric"), QStringLiteral("bandwidth")},
                       {QStringLiteral("level"), QStringLiteral("DRAM")},
                       {QStringLiteral("format"), format},
                       {QStringLiteral("kernel"), QStringLiteral("read")},
                       {QStringLiteral("working_set_bytes"), 1073741824},
                       {QStringLiteral("threads"), 8},
                       {QStringLiteral("value"), value},
                       {QStringLiteral("unit"), QStringLiteral("B/s")},
                       {QStringLiteral("best"), value},
                       {QStringLiteral("min"), value * 0.9},
                       {QStringLiteral("median"), value * 0.95},
                       {QStringLiteral("max"), value},
                       {QStringLiteral("mean"), value * 0.95},
                       {QStringLiteral("stddev"), value * 0.01},
                       {QStringLiteral("n"), 3},
                       {QStringLiteral("params"), QJsonObject()},
                       {QStringLiteral("samples"), QJsonArray{value * 0.9, value * 0.95, value}}};
}

QJsonObject bundleRun(const QString &uuid, const QString &host = QStringLiteral("node-1")) {
    return QJsonObject{
        {QStringLiteral("uuid"), uuid},
        {QStringLiteral("started_at"), QStringLiteral("2025-03-01T10:00:00Z")},
        {QStringLiteral("finished_at"), QStringLiteral("2025-03-01T10:05:00Z")},
        {QStringLiteral("status"), QStringLiteral("complete")},
        {QStringLiteral("suite"), QStringLiteral("quick")},
        {QStringLiteral("notes"), QString()},
        {QStringLiteral("tags"), QJsonArray()},
        {QStringLiteral("host"), QJsonObject{{QStringLiteral("hostname"), host},
                                             {QStringLiteral("os"), QStringLiteral("Linux")},
                                             {QStringLiteral("cpu"), QStringLiteral("Test CPU")},
                                             {QStringLiteral("cores"), 8},
                                             {QStringLiteral("memory_bytes"), 17179869184.0}}},
        {QStringLiteral("device"),
         QJsonObject{{QStringLiteral("id"), QStringLiteral("cpu")},
                     {QStringLiteral("name"), QStringLiteral("Test CPU")}}},
        {QStringLiteral("measurements"),
         QJsonArray{measurement(QStringLiteral("cpu.bandwidth"), QStringLiteral("fp64"), 5e10)}}};
}

QByteArray bundle(const QJsonArray &runs) {
    return QJsonDocument(
               QJsonObject{{QStringLiteral("format"), QStringLiteral("roofline-lab-runs")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("app_version"), QStringLiteral("0.1.0")},
                           {QStringLiteral("runs"), runs}})
        .toJson(QJsonDocument::Indented);
}

QString uuidFor(int n) {
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

// A database of its own for a test, so runs of one never show in another.
QString databaseFor(const char *name) {
    return home().filePath(QLatin1String(name) + QStringLiteral(".sqlite"));
}

QJsonObject exportedRun(const QString &database, const QString &uuid) {
    const QString out = home().filePath(QStringLiteral("export-%1.json").arg(uuid));
    Options o;
    o.database = database;
    const Outcome e =
        run({QStringLiteral("runs"), QStringLiteral("export"), uuid, QStringLiteral("-o"), out}, o);
    if (e.exitCode != 0)
        qWarning("export failed: %s", qPrintable(e.err));
    QFile f(out);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll())
        .object()
        .value(QLatin1String("runs"))
        .toArray()
        .first()
        .toObject();
}

} // namespace

class TestHostileCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home().isValid()); }

    // Item 1: a file that never ends (/dev/zero), one that blocks (a FIFO without a writer), a
    // folder, and one past its kind's limit: refused at once, naming the file, exit 2.
    void boundedFileReads_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString zero = QStringLiteral("/dev/zero");
        const QString f = fifo();
        const QString big =
            writeFile(QStringLiteral("big-config.json"), QByteArray((16 << 20) + 1, ' ') + "{}");
        const QString model = QStringLiteral("model");
        const QStringList gpu = {QStringLiteral("--gpu"), QStringLiteral("h100-sxm")};
        const QString notRegular = QStringLiteral("not a regular file");
        QTest::newRow("model --config /dev/zero")
            << QStringLiteral("roofline")
            << (QStringList{model, QStringLiteral("--config"), zero} + gpu) << notRegular;
        QTest::newRow("model --config FIFO")
            << QStringLiteral("roofline")
            << (QStringList{model, QStringLiteral("--config"), f} + gpu) << notRegular;
        QTest::newRow("model --config folder")
            << QStringLiteral("roofline")
            << (QStringList{model, QStringLiteral("--config"), home().path()} + gpu) << notRegular;
        QTest::newRow("model --config 16 MiB + 3")
            << QStringLiteral("roofline")
            << (QStringList{model, QStringLiteral("--config"), big} + gpu)
            << QStringLiteral("may be at most 16777216 bytes");
        QTest::newRow("probe --llm-config /dev/zero")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), QStringLiteral("--no-save"),
                           QStringLiteral("--llm-config"), zero}
            << notRegular;
        QTest::newRow("probe --llm-config FIFO")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), QStringLiteral("--no-save"),
                           QStringLiteral("--llm-config"), f}
            << notRegular;
        QTest::newRow("roofline-probe --llm-plan FIFO")
            << QStringLiteral("roofline-probe") << QStringList{QStringLiteral("--llm-plan"), f}
            << notRegular;
        QTest::newRow("roofline-probe --llm-plan /dev/zero")
            << QStringLiteral("roofline-probe") << QStringList{QStringLiteral("--llm-plan"), zero}
            << notRegular;
    }
    void boundedFileReads() {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        Options o;
        o.program = program;
        o.timeoutMs = 20000;
        const Outcome r = run(args, o);
        QVERIFY2(r.finished, "it blocked or read without end");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    // Item 3: a bundle whose clock was stepped back while it ran (finished before started) is
    // imported with a warning, and its times come back as they were recorded.
    void clockSteppedBack() {
        const QString db = databaseFor("clock");
        QJsonObject r = bundleRun(uuidFor(301));
        r.insert(QStringLiteral("started_at"), QStringLiteral("2025-03-01T10:00:00Z"));
        r.insert(QStringLiteral("finished_at"), QStringLiteral("2025-03-01T09:59:30Z"));
        const QString file = writeFile(QStringLiteral("clock.json"), bundle({r}));
        Options o;
        o.database = db;
        const Outcome imported = run({QStringLiteral("runs"), QStringLiteral("import"), file}, o);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.err.contains(QStringLiteral("clock was stepped back")),
                 qPrintable(imported.err));
        const QJsonObject back = exportedRun(db, uuidFor(301));
        QCOMPARE(back.value(QLatin1String("started_at")).toString(),
                 QStringLiteral("2025-03-01T10:00:00Z"));
        QCOMPARE(back.value(QLatin1String("finished_at")).toString(),
                 QStringLiteral("2025-03-01T09:59:30Z"));
    }

    // Item 4: a TMPDIR where the fsync rung cannot write (none there; every write refused)
    // ends the run failed with the reason, never complete without the figure.
    void fsyncProbeCannotMeasure_data() {
        QTest::addColumn<QString>("tmpdir");
        QTest::addColumn<bool>("limitFileSize");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no TMPDIR folder") << home().filePath(QStringLiteral("no-such-folder"))
                                          << false << QStringLiteral("cannot create a folder");
        QTest::newRow("writes fail") << home().path() << true << QStringLiteral("failed:");
    }
    void fsyncProbeCannotMeasure() {
        QFETCH(QString, tmpdir);
        QFETCH(bool, limitFileSize);
        QFETCH(QString, expected);
        Options o;
        o.program = QStringLiteral("roofline-probe");
        o.env = {{QStringLiteral("TMPDIR"), tmpdir}};
        o.limitFileSize = limitFileSize;
        o.timeoutMs = 120000;
        const Outcome r =
            run({QStringLiteral("--device"), QStringLiteral("cpu"), QStringLiteral("--suite"),
                 QStringLiteral("quick"), QStringLiteral("--only"), QStringLiteral("cpu.overhead")},
                o);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        const QList<QJsonObject> done = r.lines("done");
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.first().value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(done.first().value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("probe-failed"));
        QVERIFY(done.first()
                    .value(QLatin1String("reason"))
                    .toString()
                    .contains(QStringLiteral("fsync")));
        bool said = false;
        for (const QJsonObject &w : r.lines("warning")) {
            const QString message = w.value(QLatin1String("message")).toString();
            said =
                said || (message.contains(QStringLiteral("fsync")) && message.contains(expected));
        }
        QVERIFY2(said, r.out.constData());
        // No figure for the rung that could not measure; the others are kept.
        for (const QJsonObject &m : r.lines("measurement"))
            QVERIFY(m.value(QLatin1String("level")).toString() != QLatin1String("FSYNC"));
        QVERIFY(!r.lines("measurement").isEmpty());
    }

    // Item 5: notes, tags and host names with terminal escapes are shown as visible escapes
    // in every text output, and stored (exported) unchanged.
    void controlCharactersSanitised() {
        const QString db = databaseFor("escapes");
        const QString esc = QStringLiteral("\x1b]0;pwned\x07");
        const QString csi = QStringLiteral("\x1b[2J");
        const QString c1 = QString(QChar(0x9b)) + QStringLiteral("31m");
        const QString bidi = QString(QChar(0x202e)) + QStringLiteral("gnp.exe");
        const QString host = QStringLiteral("evil") + c1 + QStringLiteral("host");
        const QString notes = QStringLiteral("note ") + esc + QStringLiteral(" end\r");
        const QString red = csi + QStringLiteral("red");
        QJsonObject r = bundleRun(uuidFor(501), host);
        r.insert(QStringLiteral("notes"), notes);
        r.insert(QStringLiteral("tags"), QJsonArray{red, bidi});
        const QString file = writeFile(QStringLiteral("escapes.json"), bundle({r}));
        Options o;
        o.database = db;
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("import"), file}, o).exitCode, 0);
        const auto raw = [](const QByteArray &bytes) {
            const QString text = QString::fromUtf8(bytes);
            for (const QChar c : text) {
                const char16_t u = c.unicode();
                if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f)
                    || (u >= 0x202a && u <= 0x202e))
                    return true;
            }
            return false;
        };
        for (const QStringList &args :
             {QStringList{QStringLiteral("runs"), QStringLiteral("list")},
              QStringList{QStringLiteral("runs"), QStringLiteral("show"), uuidFor(501)}}) {
            const Outcome shown = run(args, o);
            QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
            QVERIFY2(!raw(shown.out), shown.out.constData());
            QVERIFY2(!raw(shown.err.toUtf8()), qPrintable(shown.err));
            QVERIFY2(shown.out.contains("\\u001B") || shown.out.contains("\\u009B"),
                     shown.out.constData());
        }
        // An error naming the value passes the same filter.
        const Outcome missing = run(
            {QStringLiteral("runs"), QStringLiteral("show"), QString(QStringLiteral("x") + csi)},
            o);
        QVERIFY(missing.exitCode != 0);
        QVERIFY2(!raw(missing.err.toUtf8()), qPrintable(missing.err));
        // Stored as given.
        const QJsonObject back = exportedRun(db, uuidFor(501));
        QCOMPARE(back.value(QLatin1String("notes")).toString(), notes);
        QCOMPARE(back.value(QLatin1String("tags")).toArray(), (QJsonArray{red, bidi}));
        QCOMPARE(back.value(QLatin1String("host")).toObject().value(QLatin1String("hostname")),
                 QJsonValue(host));
    }

    // Item 6: a database argument that looks like a URL but does not parse is refused (exit 2),
    // the password never shown, and no SQLite file named like it is created.
    void malformedDatabaseUrl_data() {
        QTest::addColumn<QString>("location");
        QTest::newRow("missing colon") << QStringLiteral("postgresql//user:S3cretPW@host/db");
        QTest::newRow("missing colon, upper case")
            << QStringLiteral("POSTGRES//user:S3cretPW@host:5432/db");
        QTest::newRow("no scheme") << QStringLiteral("//user:S3cretPW@host/db");
        QTest::newRow("one slash") << QStringLiteral("postgresql:/user:S3cretPW@host/db");
    }
    void malformedDatabaseUrl() {
        QFETCH(QString, location);
        QTemporaryDir cwd;
        QVERIFY(cwd.isValid());
        Options o;
        o.workingDirectory = cwd.path();
        const Outcome r = run(
            {QStringLiteral("--db"), location, QStringLiteral("runs"), QStringLiteral("list")}, o);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("not a usable PostgreSQL URL")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("S3cretPW")), qPrintable(r.err));
        QVERIFY(!r.out.contains("S3cretPW"));
        QDir dir(cwd.path());
        QCOMPARE(dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
        // The same through runs sync, which names two databases.
        const Outcome sync =
            run({QStringLiteral("runs"), QStringLiteral("sync"), QStringLiteral("--from"), location,
                 QStringLiteral("--to"), cwd.filePath(QStringLiteral("b.sqlite"))},
                o);
        QCOMPARE(sync.exitCode, 2);
        QVERIFY2(!sync.err.contains(QStringLiteral("S3cretPW")), qPrintable(sync.err));
    }

    // Item 7: a key longer than any text a bundle allows is refused like a long text (the
    // fast reader took it whole before).
    void hugeObjectKey() {
        QJsonObject r = bundleRun(uuidFor(701));
        r.insert(QString(1 << 20, QLatin1Char('k')), 1);
        const QString file = writeFile(QStringLiteral("huge-key.json"), bundle({r}));
        Options o;
        o.database = databaseFor("hugekey");
        const Outcome imported = run({QStringLiteral("runs"), QStringLiteral("import"), file}, o);
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(QStringLiteral("longer than 65536")),
                 qPrintable(imported.err.left(400)));
    }

    // Item 7: --time-cap past any clock (1e300) is refused by both programs; so are --only
    // lists that name no probe, which would mean every probe.
    void refusedProbeFlags_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString nosave = QStringLiteral("--no-save");
        QTest::newRow("roofline --time-cap 1e300")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), nosave, QStringLiteral("--time-cap"),
                           QStringLiteral("1e300")}
            << QStringLiteral("--time-cap");
        QTest::newRow("roofline --stall-timeout 1e300")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), nosave, QStringLiteral("--stall-timeout"),
                           QStringLiteral("1e300")}
            << QStringLiteral("--stall-timeout");
        QTest::newRow("engine --time-cap 1e300")
            << QStringLiteral("roofline-probe")
            << QStringList{QStringLiteral("--time-cap"), QStringLiteral("1e300")}
            << QStringLiteral("--time-cap");
        QTest::newRow("roofline --only ''")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), nosave, QStringLiteral("--only"), QString()}
            << QStringLiteral("--only");
        QTest::newRow("roofline --only ,")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), nosave, QStringLiteral("--only"),
                           QStringLiteral(",")}
            << QStringLiteral("--only");
        QTest::newRow("engine --only ,")
            << QStringLiteral("roofline-probe")
            << QStringList{QStringLiteral("--only"), QStringLiteral(",")}
            << QStringLiteral("--only");
        // The engine's usage error, run by roofline probe: the documented usage code too.
        QTest::newRow("roofline --only unknown probe")
            << QStringLiteral("roofline")
            << QStringList{QStringLiteral("probe"), nosave, QStringLiteral("--only"),
                           QStringLiteral("cpu.no-such-probe")}
            << QStringLiteral("cpu.no-such-probe");
    }
    void refusedProbeFlags() {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        Options o;
        o.program = program;
        o.timeoutMs = 60000;
        const Outcome r = run(args, o);
        QVERIFY2(r.finished, "it ran on: the flag was taken");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        // Nothing was measured.
        QVERIFY(!r.out.contains("\"measurement\""));
    }

    // Item 7: the same host name in NFC and NFD is one host.
    void hostNamesNfc() {
        const QString db = databaseFor("nfc");
        const QString nfc = QStringLiteral("n\u00f6de-caf\u00e9");
        const QString nfd = nfc.normalized(QString::NormalizationForm_D);
        QVERIFY(nfc != nfd);
        const QString file =
            writeFile(QStringLiteral("nfc.json"),
                      bundle({bundleRun(uuidFor(711), nfc), bundleRun(uuidFor(712), nfd)}));
        Options o;
        o.database = db;
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("import"), file}, o).exitCode, 0);
        for (const QString &asked : {nfc, nfd}) {
            const Outcome listed = run({QStringLiteral("--json"), QStringLiteral("runs"),
                                        QStringLiteral("list"), QStringLiteral("--host"), asked},
                                       o);
            QCOMPARE(listed.exitCode, 0);
            QCOMPARE(QJsonDocument::fromJson(listed.out).array().size(), 2);
        }
        // The bundle's own form comes back on export.
        QCOMPARE(exportedRun(db, uuidFor(712))
                     .value(QLatin1String("host"))
                     .toObject()
                     .value(QLatin1String("hostname"))
                     .toString(),
                 nfd);
    }

    // Item 7: a run dated far beyond this machine's clock (2099) would stay every node's
    // latest for ever: refused, naming the field.
    void farFutureRunRefused() {
        QJsonObject r = bundleRun(uuidFor(721));
        r.insert(QStringLiteral("started_at"), QStringLiteral("2099-01-01T00:00:00Z"));
        r.insert(QStringLiteral("finished_at"), QStringLiteral("2099-01-01T00:10:00Z"));
        const QString file = writeFile(QStringLiteral("future.json"), bundle({r}));
        Options o;
        o.database = databaseFor("future");
        const Outcome imported = run({QStringLiteral("runs"), QStringLiteral("import"), file}, o);
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(QStringLiteral("started_at")), qPrintable(imported.err));
        QVERIFY2(imported.err.contains(QStringLiteral("in the future")), qPrintable(imported.err));
    }

    // Item 7: samples outside their own [min, max] are no measurement any probe made.
    void samplesOutsideMinMax() {
        QJsonObject r = bundleRun(uuidFor(731));
        QJsonObject m = measurement(QStringLiteral("cpu.bandwidth"), QStringLiteral("fp64"), 5e10);
        m.insert(QStringLiteral("samples"), QJsonArray{4.5e10, 5e10, 9e10});
        r.insert(QStringLiteral("measurements"), QJsonArray{m});
        const QString file = writeFile(QStringLiteral("samples.json"), bundle({r}));
        Options o;
        o.database = databaseFor("samples");
        const Outcome imported = run({QStringLiteral("runs"), QStringLiteral("import"), file}, o);
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains(QStringLiteral("samples[2]")), qPrintable(imported.err));
    }

    // Item 7: the engine's output that cannot be written (> /dev/full) is a failure.
    void probeOutputFull_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
        QTest::newRow("--list") << QStringList{QStringLiteral("--list")};
        QTest::newRow("--devices") << QStringList{QStringLiteral("--devices")};
    }
    void probeOutputFull() {
        QFETCH(QStringList, args);
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        Options o;
        o.program = QStringLiteral("roofline-probe");
        o.stdoutFile = QStringLiteral("/dev/full");
        const Outcome r = run(args, o);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode != 0, qPrintable(r.err));
        // Written to a file that takes it, the same command succeeds.
        o.stdoutFile = home().filePath(QStringLiteral("probe-out.txt"));
        QCOMPARE(run(args, o).exitCode, 0);
    }

    // Item 7: a CSV report is one file per table, all or none: when one cannot be written,
    // none of the others is left behind.
    void csvExportAllOrNothing() {
        const QString db = databaseFor("csv");
        // The two-run fixture's GPU run: a report of several tables.
        const QString uuid = QStringLiteral("3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b");
        Options o;
        o.database = db;
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("import"),
                      QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")},
                     o)
                     .exitCode,
                 0);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QString csv = out.filePath(QStringLiteral("report.csv"));
        const Outcome first = run({QStringLiteral("--json"), QStringLiteral("report"),
                                   QStringLiteral("--run"), uuid, QStringLiteral("-o"), csv},
                                  o);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QJsonArray files = first.json().value(QLatin1String("files")).toArray();
        QVERIFY2(files.size() >= 2, first.out.constData());
        for (const QJsonValue &f : files)
            QVERIFY(QFile::remove(f.toString()));
        // The last table's file cannot be written: a folder is in its place.
        const QString blocked = files.last().toString();
        QVERIFY(QDir().mkdir(blocked));
        const Outcome second = run(
            {QStringLiteral("report"), QStringLiteral("--run"), uuid, QStringLiteral("-o"), csv},
            o);
        QVERIFY(second.exitCode != 0);
        QCOMPARE(QDir(out.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    // Item 8: a bundle of an earlier version (a memory measurement without a format) imports
    // with a warning, and exports exactly as it was imported.
    void roundTripKeepsIdentity() {
        const QString db = databaseFor("roundtrip");
        QJsonObject r = bundleRun(uuidFor(801));
        const QJsonObject legacy = measurement(QStringLiteral("cpu.bandwidth"), QString(), 4e10);
        const QJsonObject current =
            measurement(QStringLiteral("cpu.bandwidth"), QStringLiteral("fp32"), 6e10);
        r.insert(QStringLiteral("measurements"), QJsonArray{legacy, current});
        const QString file = writeFile(QStringLiteral("legacy.json"), bundle({r}));
        Options o;
        o.database = db;
        const Outcome imported = run({QStringLiteral("runs"), QStringLiteral("import"), file}, o);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.err.contains(QStringLiteral("fp64")), qPrintable(imported.err));
        const QJsonObject back = exportedRun(db, uuidFor(801));
        const QJsonArray measurements = back.value(QLatin1String("measurements")).toArray();
        QCOMPARE(measurements.size(), 2);
        QCOMPARE(measurements.at(0).toObject(), legacy);
        QCOMPARE(measurements.at(1).toObject(), current);
    }
};

QTEST_GUILESS_MAIN(TestHostileCli)
#include "tst_hostilecli.moc"
