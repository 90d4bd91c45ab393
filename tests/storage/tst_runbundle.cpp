// SPDX-License-Identifier: MIT
// The run bundle codec and import through the repository: exact round trips, malformed
// files rejected whole with a message naming the field, and a few hundred fuzzed bundles.
#include "model/RunBundle.h"
#include "storage/BundleIo.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/RunRepository.h"
#include "support/SyntheticRuns.h"
#include "support/TestBackend.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace roofline;
using namespace roofline::storage;

namespace {

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject sample() {
    return QJsonDocument::fromJson(
               readFile(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json")))
        .object();
}

// Sets (or with an undefined value removes) the value at "runs/0/host/cores".
QJsonValue edit(const QJsonValue &node, QStringList path, const QJsonValue &value) {
    const QString key = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = key.toInt();
        if (path.isEmpty()) {
            if (value.isUndefined())
                a.removeAt(i);
            else
                a.replace(i, value);
        } else
            a.replace(i, edit(a.at(i), path, value));
        return a;
    }
    QJsonObject o = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
    } else
        o.insert(key, edit(o.value(key), path, value));
    return o;
}

QByteArray withEdit(const QString &path, const QJsonValue &value) {
    return QJsonDocument(edit(sample(), path.split(QLatin1Char('/')), value).toObject()).toJson();
}

// Ids and counts come from the database; the rest must match field for field.
Run comparable(Run run) {
    run.id = 0;
    run.measurementCount = run.measurements.size();
    return run;
}

// A row of rejectsMalformed: the file's bytes and what its error message must contain.
void row(const char *name, const QByteArray &json, const char *expected) {
    QTest::newRow(name) << json << QString::fromUtf8(expected);
}

// Every path of the tree under `node`, "runs/0/host/cores" and so on (`at` is node's own).
QStringList jsonPaths(const QJsonValue &node, const QString &at = QString()) {
    QStringList paths;
    if (!at.isEmpty())
        paths << at;
    const QString prefix = at.isEmpty() ? QString() : at + QLatin1Char('/');
    if (node.isObject()) {
        const QJsonObject o = node.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            paths << jsonPaths(it.value(), prefix + it.key());
    } else if (node.isArray()) {
        const QJsonArray a = node.toArray();
        for (qsizetype k = 0; k < a.size(); ++k)
            paths << jsonPaths(a.at(k), prefix + QString::number(k));
    }
    return paths;
}

// The fuzzer's mutations of the sample (`base`, compact), each drawing from `rng` in turn.
QByteArray truncated(const QByteArray &base, QRandomGenerator &rng) {
    return base.left(rng.bounded(int(base.size())));
}

QByteArray byteFlipped(const QByteArray &base, QRandomGenerator &rng) {
    QByteArray mutated = base;
    mutated[rng.bounded(int(mutated.size()))] = char(rng.bounded(256));
    return mutated;
}

// A value replaced by one of another type or range, or removed, somewhere in the tree.
QByteArray valueReplaced(QRandomGenerator &rng) {
    const QList<QJsonValue> replacements{QJsonValue(QJsonValue::Null),
                                         QJsonValue(true),
                                         QJsonValue(-1),
                                         QJsonValue(1.5),
                                         QJsonValue(1e308),
                                         QJsonValue(QStringLiteral("x")),
                                         QJsonValue(QJsonArray()),
                                         QJsonValue(QJsonObject()),
                                         QJsonValue(9.1e15)};
    const QStringList paths = jsonPaths(sample());
    const QString &path = paths.at(rng.bounded(int(paths.size())));
    const int pick = rng.bounded(int(replacements.size()) + 1);
    return withEdit(path, pick == replacements.size() ? QJsonValue(QJsonValue::Undefined)
                                                      : replacements.at(pick));
}

// Deep nesting in params, and a fresh uuid so the run is new.
QByteArray deeplyNested(QRandomGenerator &rng) {
    QJsonValue deep = QJsonObject();
    const int depth = 1 + rng.bounded(2000);
    for (int d = 0; d < depth; ++d)
        deep = QJsonArray{deep};
    const QStringList path =
        QStringLiteral("runs/0/measurements/0/params/deep").split(QLatin1Char('/'));
    QByteArray mutated =
        QJsonDocument(edit(sample(), path, deep).toObject()).toJson(QJsonDocument::Compact);
    mutated.replace("3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b",
                    QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1());
    return mutated;
}

// Mutation number `i`: the four kinds in turn.
QByteArray mutation(int i, const QByteArray &base, QRandomGenerator &rng) {
    switch (i % 4) {
    case 0:
        return truncated(base, rng);
    case 1:
        return byteFlipped(base, rng);
    case 2:
        return valueReplaced(rng);
    default:
        return deeplyNested(rng);
    }
}

// parse()'s fast path gave `fast` for `json`: the general path must give the same runs, or the
// same error. A failed check returns from here only: the caller looks at currentTestFailed().
void agreesWithGeneralPath(const QByteArray &json, const Result<QList<Run>> &fast,
                           const QString &fileName) {
    const auto general = RunBundle::parseGeneral(json, fileName);
    QCOMPARE(fast.ok(), general.ok());
    if (fast.ok())
        QCOMPARE(*fast, *general);
    else
        QCOMPARE(fast.error().message, general.error().message);
}

// What parsed must write back to the same runs and store exactly (or be skipped as already
// stored). A failed check returns from here only: the caller looks at currentTestFailed().
void storesExactly(RunRepository &repo, const QList<Run> &parsed) {
    const auto reparsed = RunBundle::parse(RunBundle::write(parsed), QStringLiteral("again.json"));
    QVERIFY(reparsed.ok());
    QCOMPARE(*reparsed, parsed);
    const auto result = repo.import(parsed);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    for (const QString &uuid : result->imported) {
        const auto stored = repo.find(uuid);
        QVERIFY(stored.ok());
        const auto it = std::find_if(parsed.begin(), parsed.end(),
                                     [&](const Run &r) { return r.uuid == uuid; });
        QCOMPARE(comparable(*stored), comparable(*it));
    }
}

} // namespace

class TestRunBundle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ROOFLINE_REQUIRE_TEST_BACKEND(); }
    void cleanupTestCase() { testing::dropTestSchemas(); }

    void roundTripCodec() {
        const QByteArray original =
            readFile(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json"));
        const auto runs = RunBundle::parse(original, QStringLiteral("two-runs.json"));
        QVERIFY2(runs.ok(), qPrintable(runs.ok() ? QString() : runs.error().message));
        QCOMPARE(runs->size(), 2);
        QCOMPARE(runs->at(0).measurements.at(1).extra.value(QLatin1String("clock_hz")).toDouble(),
                 1.98e9);
        QVERIFY(!runs->at(0).measurements.at(2).samples.has_value());
        QCOMPARE(runs->at(0).measurements.at(0).flags, std::optional<QStringList>(QStringList()));
        QCOMPARE(QJsonDocument::fromJson(RunBundle::write(*runs)),
                 QJsonDocument::fromJson(original));
    }

    // parse() reads well-formed files on a fast path of its own and falls back to the
    // general path (QJsonDocument) for anything else; both must give the same runs, or the
    // same error. Rows cover what the fast path handles itself and what it leaves to the other.
    void fastPathAgreesWithGeneralPath_data() {
        QTest::addColumn<QByteArray>("json");
        const QByteArray base =
            readFile(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json"));
        const auto replaced = [&](const QByteArray &from, const QByteArray &to) {
            QByteArray b = base;
            if (!b.contains(from))
                qFatal("test data: '%s' is not in two-runs.json", from.constData());
            return b.replace(from, to);
        };
        QTest::newRow("sample file") << base;
        QTest::newRow("synthetic, compact")
            << QJsonDocument(RunBundle::toJson({testing::syntheticRun(1, 40, 12),
                                                testing::syntheticRun(2, 3, 1)}))
                   .toJson(QJsonDocument::Compact);
        QTest::newRow("escapes and non-ASCII")
            << replaced("\"node 7 after the BIOS update\"",
                        "\"l\\u00e4uft \\\"gut\\\"\\n\\ttab \\\\ \\/ \\ud83d\\ude80 grüße µs 🚀\"");
        QTest::newRow("numbers: -0, 1.0, exponents, 2^53 + 1, beyond int64") << replaced(
            "\"loads\": 1000000", "\"loads\": -0, \"a\": 1.0, \"b\": 2.5E-3, \"c\": -1e+300, "
                                  "\"d\": 9007199254740993, \"e\": 123456789012345678901234567890");
        QTest::newRow("count written 12.0") << replaced("\"n\": 12,", "\"n\": 12.0,");
        QTest::newRow("unknown keys, nested") << replaced(
            "\"ecc\": true", "\"ecc\": true, \"x\": {\"y\": [null, false, {\"z\": []}]}");
        QTest::newRow("bundle keys in another order")
            << replaced("\"app_version\": \"0.1.0\",", "")
                   .replace("\"version\": 1,", "\"version\": 1, \"zzz\": [1, 2],")
                   .replace("\n}", ", \"app_version\": \"0.2.0\"\n}");
        // What the fast path leaves to the general one.
        QTest::newRow("raw tab inside a string") << replaced("node 7 after", "node 7\tafter");
        QTest::newRow("duplicate key") << replaced("\"n\": 12,", "\"n\": 12, \"n\": 13,");
        QTest::newRow("escaped key") << replaced("\"cov\": 0.001365", "\"c\\u006fv\": 0.001365");
        QTest::newRow("underflow") << replaced("\"loads\": 1000000", "\"loads\": 1e-400");
        QTest::newRow("subnormal") << replaced("\"loads\": 1000000", "\"loads\": 4e-320");
        QTest::newRow("overflow") << replaced("\"loads\": 1000000", "\"loads\": 1e400");
        QTest::newRow("lone surrogate") << replaced("\"ws-12\"", "\"ws-\\ud800\"");
        QTest::newRow("invalid UTF-8") << replaced("ws-12", "ws-\xff");
        QTest::newRow("overlong UTF-8") << replaced("ws-12", "ws-\xc0\xaf");
        QTest::newRow("trailing garbage") << base + "x";
        QTest::newRow("uuid twice, other case") << replaced("9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
                                                            "3F2B8C1E-5D4A-4E6F-9A1B-2C3D4E5F6A7B");
        QByteArray deep = "0";
        for (int i = 0; i < 300; ++i)
            deep = "[" + deep + "]";
        QTest::newRow("nesting 300 deep") << replaced("\"pinned\": true", "\"pinned\": " + deep);
    }
    void fastPathAgreesWithGeneralPath() {
        QFETCH(QByteArray, json);
        agreesWithGeneralPath(json, RunBundle::parse(json, QStringLiteral("b.json")),
                              QStringLiteral("b.json"));
    }

    void roundTripThroughDatabase() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("r.sqlite")));
        QVERIFY(db.ok());
        const QString in = QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json");
        const auto imported = BundleIo(*db).importFiles({in});
        QVERIFY2(imported.ok(), qPrintable(imported.ok() ? QString() : imported.error().message));
        QCOMPARE(imported->imported.size(), 2);
        const QString out = dir.filePath(QStringLiteral("out.json"));
        QVERIFY(BundleIo(*db).exportRuns(imported->imported, out).ok());
        QCOMPARE(QJsonDocument::fromJson(readFile(out)), QJsonDocument::fromJson(readFile(in)));

        // The same file again changes nothing and says so.
        const auto again = BundleIo(*db).importFiles({in});
        QVERIFY(again.ok());
        QVERIFY(again->imported.isEmpty());
        QCOMPARE(again->skipped, imported->imported);
        QCOMPARE(*RunRepository(*db).count(), 2);
    }

    void rejectsMalformed_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        addDocumentRows();
        addRunFieldRows();
        addHostAndDeviceRows();
        addMeasurementRows();
        addTextAndRangeRows();
    }

    void rejectsMalformed() {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("r.sqlite")));
        QVERIFY(db.ok());
        // Something stored before must survive the failed import untouched.
        const Run before = testing::syntheticRun(1, 3, 4);
        QVERIFY(RunRepository(*db).insert(before).ok());

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        const QString good = QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json");
        const auto result = BundleIo(*db).importFiles({good, bad});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(expected), qPrintable(result.error().message));
        QVERIFY2(result.error().message.contains(QLatin1String("bad.json")),
                 qPrintable(result.error().message));
        QCOMPARE(*RunRepository(*db).count(), 1);
        QCOMPARE(comparable(*RunRepository(*db).find(before.uuid)), comparable(before));
    }

    // Mutated bundles are rejected cleanly or imported exactly; nothing else.
    void fuzz() {
        QTemporaryDir dir;
        const auto db =
            DatabaseOpener::open(testing::testLocation(dir, QStringLiteral("f.sqlite")));
        QVERIFY(db.ok());
        RunRepository repo(*db);
        const QByteArray base = QJsonDocument(sample()).toJson(QJsonDocument::Compact);
        QRandomGenerator rng(20240501);
        int rejected = 0;
        int accepted = 0;
        for (int i = 0; i < 400; ++i) {
            const QByteArray mutated = mutation(i, base, rng);
            const qint64 before = *repo.count();
            const auto parsed = RunBundle::parse(mutated, QStringLiteral("fuzz.json"));
            // The fast path and the general one agree on every mutation.
            agreesWithGeneralPath(mutated, parsed, QStringLiteral("fuzz.json"));
            if (QTest::currentTestFailed())
                return;
            if (!parsed) {
                ++rejected;
                QVERIFY(!parsed.error().message.isEmpty());
                QCOMPARE(*repo.count(), before);
                continue;
            }
            ++accepted;
            storesExactly(repo, *parsed);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(rejected > 100);
        QVERIFY(accepted > 10);
        QCOMPARE(rejected + accepted, 400);
    }

private:
    // rejectsMalformed's rows: the document, its format, version and runs.
    static void addDocumentRows() {
        row("not json", "{\"format\": ", "the file ends where a value should be");
        row("array root", "[]", "not a run bundle");
        row("wrong format", withEdit(QStringLiteral("format"), QStringLiteral("x")), "format");
        row("version 2", withEdit(QStringLiteral("version"), 2), "unsupported bundle version 2");
        row("version missing", withEdit(QStringLiteral("version"), QJsonValue::Undefined),
            "version");
        row("runs missing", withEdit(QStringLiteral("runs"), QJsonValue::Undefined),
            "runs: missing");
        row("run not object", withEdit(QStringLiteral("runs/1"), 3), "runs[1]");
    }

    // A run's own fields: uuid, times, status, tags, notes.
    static void addRunFieldRows() {
        row("bad uuid", withEdit(QStringLiteral("runs/0/uuid"), QStringLiteral("nope")), "uuid");
        row("uuid number", withEdit(QStringLiteral("runs/0/uuid"), 7), "uuid: must be a string");
        row("duplicate uuid",
            withEdit(QStringLiteral("runs/1/uuid"),
                     QStringLiteral("3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b")),
            "appears more than once");
        row("bad time", withEdit(QStringLiteral("runs/0/started_at"), QStringLiteral("yesterday")),
            "started_at");
        row("local time",
            withEdit(QStringLiteral("runs/0/started_at"), QStringLiteral("2024-05-01T12:00:00")),
            "started_at");
        row("bad status", withEdit(QStringLiteral("runs/0/status"), QStringLiteral("running")),
            "status");
        row("tags not array", withEdit(QStringLiteral("runs/0/tags"), QStringLiteral("a")), "tags");
        row("tag number", withEdit(QStringLiteral("runs/0/tags/1"), 5), "tags[1]");
        row("duplicate tag", withEdit(QStringLiteral("runs/0/tags/1"), QStringLiteral("baseline")),
            "tags[1]");
        row("notes missing", withEdit(QStringLiteral("runs/0/notes"), QJsonValue::Undefined),
            "notes: missing");
    }

    // The host and the device of a run.
    static void addHostAndDeviceRows() {
        row("host missing", withEdit(QStringLiteral("runs/0/host"), QJsonValue::Undefined),
            "host: missing");
        row("host cores text", withEdit(QStringLiteral("runs/0/host/cores"), QStringLiteral("96")),
            "host.cores");
        row("host memory negative", withEdit(QStringLiteral("runs/0/host/memory_bytes"), -1),
            "host.memory_bytes");
        row("device name missing",
            withEdit(QStringLiteral("runs/1/device/name"), QJsonValue::Undefined), "device.name");
        row("device uuid number", withEdit(QStringLiteral("runs/0/device/uuid"), 1), "device.uuid");
    }

    // A measurement's fields, statistics, params, samples and flags.
    static void addMeasurementRows() {
        row("measurements object", withEdit(QStringLiteral("runs/0/measurements"), QJsonObject()),
            "measurements");
        row("measurement null", withEdit(QStringLiteral("runs/0/measurements/2"), QJsonValue::Null),
            "measurements[2]");
        row("probe empty", withEdit(QStringLiteral("runs/0/measurements/0/probe"), QString()),
            "measurements[0]: probe");
        row("value text",
            withEdit(QStringLiteral("runs/0/measurements/1/value"), QStringLiteral("fast")),
            "measurements[1]: value");
        row("value missing",
            withEdit(QStringLiteral("runs/0/measurements/1/value"), QJsonValue::Undefined),
            "value: missing");
        row("median null",
            withEdit(QStringLiteral("runs/0/measurements/0/median"), QJsonValue::Null), "median");
        row("n fractional", withEdit(QStringLiteral("runs/0/measurements/0/n"), 1.5),
            "measurements[0]: n");
        row("working set huge",
            withEdit(QStringLiteral("runs/0/measurements/0/working_set_bytes"), 1e300),
            "working_set_bytes");
        row("threads negative", withEdit(QStringLiteral("runs/1/measurements/0/threads"), -4),
            "threads");
        row("params array", withEdit(QStringLiteral("runs/0/measurements/0/params"), QJsonArray()),
            "params");
        row("samples text",
            withEdit(QStringLiteral("runs/0/measurements/0/samples/3"), QStringLiteral("x")),
            "samples[3]");
        row("cov text", withEdit(QStringLiteral("runs/0/measurements/0/cov"), QStringLiteral("x")),
            "cov");
        row("flags number", withEdit(QStringLiteral("runs/0/measurements/1/flags/0"), 1),
            "flags[0]");
    }

    // Text SQLite and PostgreSQL would store differently; a number beyond a double.
    static void addTextAndRangeRows() {
        // Stored differently by SQLite (as U+FFFD) and PostgreSQL (as is): refused on both.
        row("notes noncharacter",
            withEdit(QStringLiteral("runs/0/notes"), QStringLiteral("ok \uFFFE here")),
            "notes: holds U+FFFE, a Unicode noncharacter, at character 4");
        row("host noncharacter",
            withEdit(QStringLiteral("runs/0/host/hostname"), QStringLiteral("node\uFDD0")),
            "U+FDD0, a Unicode noncharacter");
        row("huge number",
            QByteArray(withEdit(QStringLiteral("runs/0/measurements/0/value"), 1.5))
                .replace("1.5", "1e999"),
            "out of the range of a double");
    }
};

QTEST_GUILESS_MAIN(TestRunBundle)
#include "tst_runbundle.moc"
