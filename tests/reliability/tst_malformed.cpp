// SPDX-License-Identifier: MIT
// Hundreds of malformed run bundles, generated class by class (duplicate keys, raw control
// characters, bad escapes, lone surrogates, non-JSON numbers, integers a double would round,
// byte-order marks, U+0000, impossible statistics, caps, bytes that are not UTF-8, truncated
// files, wrong types, files that are not regular files, a 50 MB uuid), each given to
// `roofline runs import`: every one is refused (exit != 0) with a short message that names the
// problem, and the database stays byte for byte what it was.
#include "Reliability.h"

#include <QRegularExpression>
#include <sys/stat.h>

using namespace roofline;
using namespace reliability;

namespace {

struct Case {
    QString name;
    QByteArray bytes;
    QString expected; // in the message
    QString path;     // instead of bytes: a special file
};

QByteArray base() {
    QFile f(QStringLiteral(ROOFLINE_TEST_DATA "/bundles/two-runs.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no base bundle");
    return f.readAll();
}

} // namespace

class TestMalformed : public QObject {
    Q_OBJECT

    QList<Case> m_cases;
    QByteArray m_base = base();

    void add(const QString &name, const QByteArray &bytes, const QString &expected) {
        m_cases.append({name, bytes, expected, QString()});
    }
    // The base bundle with `anchor` (which must occur) replaced by `replacement`.
    void edit(const QString &name, const QByteArray &anchor, const QByteArray &replacement,
              const QString &expected) {
        if (!m_base.contains(anchor))
            qFatal("anchor %s not in the base bundle", anchor.constData());
        QByteArray b = m_base;
        b.replace(b.indexOf(anchor), anchor.size(), replacement);
        add(name, b, expected);
    }

    // Duplicate keys, at every level.
    void addDuplicateKeys() {
        const QList<std::tuple<QByteArray, QByteArray, QString>> duplicates{
            {"\"format\": \"roofline-lab-runs\",",
             "\"format\": \"roofline-lab-runs\", \"format\": \"x\",",
             QStringLiteral("'format' appears twice")},
            {"\"version\": 1,", "\"version\": 1, \"version\": 1,",
             QStringLiteral("'version' appears twice")},
            {"\"app_version\": \"0.1.0\",",
             "\"app_version\": \"0.1.0\", \"extra\": 1, \"extra\": 2,",
             QStringLiteral("'extra' appears twice")},
            {"\"runs\": [", "\"runs\": [], \"runs\": [", QStringLiteral("'runs' appears twice")},
            {"\"measurements\": [", "\"measurements\": [], \"measurements\": [",
             QStringLiteral("runs[0].measurements")},
            {"\"uuid\": \"3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b\",",
             "\"uuid\": \"3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b\", \"uuid\": "
             "\"3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7c\",",
             QStringLiteral("runs[0].uuid")},
            {"\"notes\": \"node 7 after the BIOS update\",",
             "\"notes\": \"a\", \"notes\": \"node 7 after the BIOS update\",",
             QStringLiteral("runs[0].notes")},
            {"\"value\": 3.0123e12,", "\"value\": 3.0123e12, \"value\": 1,",
             QStringLiteral("runs[0].measurements[0].value")},
            {"\"n\": 12,", "\"n\": 12, \"n\": 0,", QStringLiteral("measurements[0].n")},
            {"\"bytes_counted\": \"2x\",", "\"bytes_counted\": \"2x\", \"bytes_counted\": \"1x\",",
             QStringLiteral("params.bytes_counted")},
            {"\"hostname\": \"gpu-node-07\",",
             "\"hostname\": \"gpu-node-07\", \"hostname\": \"x\",",
             QStringLiteral("host.hostname")},
            {"\"nodes\": 2", "\"nodes\": 2, \"nodes\": 2", QStringLiteral("numa.nodes")},
            {"\"clock_hz\": 1980000000", "\"clock_hz\": 1, \"clock_hz\": 1980000000",
             QStringLiteral("clock_hz")},
        };
        for (const auto &[anchor, replacement, expected] : duplicates)
            edit(QStringLiteral("duplicate %1").arg(expected), anchor, replacement, expected);
    }
    // Raw control characters in strings: every one of U+0001..U+001F, in notes and in a key.
    void addControlCharacters() {
        for (int c = 1; c < 0x20; ++c) {
            edit(QStringLiteral("control %1 in notes").arg(c), "node 7 after",
                 QByteArray("node 7") + char(c) + "after", QStringLiteral("raw control character"));
            edit(QStringLiteral("control %1 in a key").arg(c), "\"kernel\": \"copy\"",
                 QByteArray("\"ker") + char(c) + "nel\": \"copy\"",
                 QStringLiteral("raw control character"));
        }
    }
    // Escapes JSON does not have, and broken \u.
    void addBadEscapes() {
        for (const QByteArray &e :
             {QByteArray("\\x41"), QByteArray("\\a"), QByteArray("\\'"), QByteArray("\\0"),
              QByteArray("\\v"), QByteArray("\\e"), QByteArray("\\U0041"), QByteArray("\\u12"),
              QByteArray("\\uZZZZ"), QByteArray("\\u00G1"), QByteArray("\\ "), QByteArray("\\%")}) {
            edit(QStringLiteral("escape %1 in notes").arg(QString::fromLatin1(e)), "after the BIOS",
                 "after " + e + " the BIOS", QStringLiteral("runs[0].notes"));
            edit(QStringLiteral("escape %1 in a tag").arg(QString::fromLatin1(e)), "\"bios-2.1\"",
                 "\"bios" + e + "\"", QStringLiteral("runs[0].tags[1]"));
        }
    }
    // Lone surrogates.
    void addLoneSurrogates() {
        for (const QByteArray &s :
             {QByteArray("\\ud800"), QByteArray("\\udbff"), QByteArray("\\udc00"),
              QByteArray("\\udfff"), QByteArray("\\ud800\\u0041"), QByteArray("\\ud800\\ud800"),
              QByteArray("\\udc00\\ud800")}) {
            for (const auto &[anchor, field] : QList<std::pair<QByteArray, QString>>{
                     {"after the BIOS", QStringLiteral("runs[0].notes")},
                     {"gpu-node-07", QStringLiteral("host.hostname")},
                     {"cuda.bandwidth", QStringLiteral("measurements[0].probe")}}) {
                edit(QStringLiteral("surrogate %1 in %2").arg(QString::fromLatin1(s), field),
                     anchor, anchor.left(3) + s + anchor.mid(3), QStringLiteral("surrogate"));
            }
        }
    }
    // Numbers JSON does not have.
    void addNonJsonNumbers() {
        for (const QByteArray &n :
             {QByteArray(".5"), QByteArray("+1"), QByteArray("01"), QByteArray("1."),
              QByteArray("NaN"), QByteArray("Infinity"), QByteArray("-Infinity"),
              QByteArray("0x10"), QByteArray("1e"), QByteArray("1e+"), QByteArray("--1"),
              QByteArray("1.5.2"), QByteArray("1_000"), QByteArray("00"), QByteArray("-"),
              QByteArray("1e5.5")}) {
            for (const auto &[anchor, field] : QList<std::pair<QByteArray, QString>>{
                     {"\"value\": 3.0123e12", QStringLiteral("measurements[0].value")},
                     {"\"n\": 12", QStringLiteral("measurements[0].n")},
                     {"\"vector_bytes\": 16", QStringLiteral("params.vector_bytes")},
                     {"\"working_set_bytes\": 25165824",
                      QStringLiteral("measurements[1].working_set_bytes")},
                     {"\"cores\": 96", QStringLiteral("host.cores")}}) {
                const QByteArray key = anchor.left(anchor.indexOf(':') + 2);
                edit(QStringLiteral("number %1 in %2").arg(QString::fromLatin1(n), field), anchor,
                     key + n, QStringLiteral("not a JSON number"));
            }
        }
    }
    // Integers a double would round.
    void addRoundedIntegers() {
        for (const QByteArray &n :
             {QByteArray("9007199254740993"), QByteArray("-9007199254740993"),
              QByteArray("18446744073709551617"), QByteArray("123456789012345678901234567890")}) {
            for (const auto &[anchor, field] : QList<std::pair<QByteArray, QString>>{
                     {"\"value\": 3.0123e12", QStringLiteral("measurements[0].value")},
                     {"\"n\": 12", QStringLiteral("measurements[0].n")},
                     {"\"threads\": 135168", QStringLiteral("measurements[0].threads")},
                     {"\"loads\": 1000000", QStringLiteral("params.loads")},
                     {"\"memory_bytes\": 824633720832", QStringLiteral("host.memory_bytes")}}) {
                const QByteArray key = anchor.left(anchor.indexOf(':') + 2);
                edit(QStringLiteral("integer %1 in %2").arg(QString::fromLatin1(n), field), anchor,
                     key + n, QStringLiteral("cannot be stored exactly"));
            }
        }
    }
    // Byte-order marks.
    void addByteOrderMarks() {
        add(QStringLiteral("UTF-8 BOM"), "\xef\xbb\xbf" + m_base,
            QStringLiteral("byte-order mark"));
        add(QStringLiteral("UTF-8 BOM after space"), " \xef\xbb\xbf" + m_base,
            QStringLiteral("line 1"));
        add(QStringLiteral("UTF-16 BOM"), "\xff\xfe" + m_base, QStringLiteral("line 1"));
    }
    // U+0000, wherever a string is.
    void addNulCharacters() {
        for (const auto &[anchor, field] : QList<std::pair<QByteArray, QString>>{
                 {"after the BIOS", QStringLiteral("runs[0].notes")},
                 {"bios-2.1", QStringLiteral("tags[1]")},
                 {"3f2b8c1e-5d4a", QStringLiteral("runs[0].uuid")},
                 {"gpu-node-07", QStringLiteral("host.hostname")},
                 {"cuda.latency", QStringLiteral("measurements[1].probe")},
                 {"bytes_counted", QStringLiteral("params")},
                 {"above_spec_checked", QStringLiteral("flags[0]")},
                 {"roofline-lab-runs", QStringLiteral("format")}}) {
            edit(QStringLiteral("NUL in %1").arg(field), anchor,
                 anchor.left(4) + "\\u0000" + anchor.mid(4), QStringLiteral("U+0000"));
        }
    }
    // Statistics no probe can produce.
    void addImpossibleStatistics() {
        const QList<std::tuple<QByteArray, QByteArray, QString>> impossible{
            {"\"value\": 3.0123e12", "\"value\": -3.0123e12",
             QStringLiteral("measurements[0]: value")},
            {"\"best\": 3.0123e12", "\"best\": -1", QStringLiteral("measurements[0]: best")},
            {"\"min\": 2.98e12", "\"min\": -2.98e12", QStringLiteral("measurements[0]: min")},
            {"\"median\": 3.005e12", "\"median\": -3", QStringLiteral("measurements[0]: median")},
            {"\"mean\": 3.0031e12", "\"mean\": -3", QStringLiteral("measurements[0]: mean")},
            {"\"stddev\": 4.1e9", "\"stddev\": -4.1e9", QStringLiteral("measurements[0]: stddev")},
            {"\"cov\": 0.001365", "\"cov\": -0.001365", QStringLiteral("measurements[0]: cov")},
            {"\"value\": 2.734e-7", "\"value\": -2.734e-7",
             QStringLiteral("measurements[1]: value")},
            {"\"min\": 2.98e12", "\"min\": 4e12", QStringLiteral("measurements[0]: min")},
            {"\"value\": 3.0123e12", "\"value\": 5e12", QStringLiteral("measurements[0]: value")},
            {"\"value\": 3.0123e12", "\"value\": 1e12", QStringLiteral("measurements[0]: value")},
            {"\"median\": 3.005e12", "\"median\": 2e12", QStringLiteral("measurements[0]: median")},
            {"\"value\": 2.734e-7", "\"value\": 2.734e-5",
             QStringLiteral("measurements[1]: value")},
            {"\"n\": 12", "\"n\": 0", QStringLiteral("measurements[0]: n")},
            {"2.99e12, 3.0e12", "2.99e12, 3.5e12", QStringLiteral("measurements[0]: samples[2]")},
            {"\"started_at\": \"2024-05-01T12:00:00Z\"", "\"started_at\": \"2099-05-01T12:00:00Z\"",
             QStringLiteral("in the future")},
            // (A run that finished before it started is no longer refused: the clock was stepped
            // back; it imports with a warning, tst_hostilecli clockSteppedBack.)
        };
        for (const auto &[anchor, replacement, expected] : impossible)
            edit(QStringLiteral("impossible %1").arg(QString::fromLatin1(replacement)), anchor,
                 replacement, expected);
    }
    // Caps: more tags, runs or samples, longer strings, deeper nesting than a bundle may hold.
    void addCaps() {
        QByteArray tags = "\"tags\": [";
        for (int i = 0; i < 1001; ++i)
            tags += (i ? ", \"t" : "\"t") + QByteArray::number(i) + '"';
        edit(QStringLiteral("1001 tags"), "\"tags\": [\"baseline\", \"bios-2.1\"", tags,
             QStringLiteral("tags"));
        QByteArray hundredThousand = "\"tags\": [";
        for (int i = 0; i < 100000; ++i)
            hundredThousand += (i ? ", \"t" : "\"t") + QByteArray::number(i) + '"';
        edit(QStringLiteral("100,000 tags"), "\"tags\": [\"baseline\", \"bios-2.1\"",
             hundredThousand, QStringLiteral("tags"));
        edit(QStringLiteral("tag of 257 characters"), "\"bios-2.1\"",
             '"' + QByteArray(257, 'x') + '"', QStringLiteral("tags[1]"));
        edit(QStringLiteral("notes over 1 MiB"), "node 7 after the BIOS update",
             QByteArray((1 << 20) + 1, 'n'), QStringLiteral("runs[0].notes"));
        edit(QStringLiteral("hostname over 64 KiB"), "gpu-node-07", QByteArray(70000, 'h'),
             QStringLiteral("host.hostname"));
        QByteArray deep = "1";
        for (int i = 0; i < 80; ++i)
            deep = '[' + deep + ']';
        edit(QStringLiteral("nested 80 deep"), "\"loads\": 1000000", "\"loads\": " + deep,
             QStringLiteral("nested deeper"));
        QByteArray manyRuns = "{\"format\": \"roofline-lab-runs\", \"version\": 1, \"runs\": [";
        for (int i = 0; i <= 100000; ++i)
            manyRuns += i ? ",{}" : "{}";
        add(QStringLiteral("100,001 runs"), manyRuns + "]}", QStringLiteral("runs"));
        QByteArray manySamples = "\"samples\": [";
        for (int i = 0; i <= 1000000; ++i)
            manySamples += i ? ",1" : "1";
        edit(QStringLiteral("1,000,001 samples"), "\"samples\": [2.98e12, 2.99e12", manySamples,
             QStringLiteral("samples"));
    }
    // Bytes that are not UTF-8.
    void addBadUtf8() {
        for (const QByteArray &b :
             {QByteArray("\xff"), QByteArray("\xc0\x80"), QByteArray("\xed\xa0\x80"),
              QByteArray("\xe2\x82"), QByteArray("\xf5\x80\x80\x80"),
              QByteArray("\xf4\x90\x80\x80")}) {
            edit(QStringLiteral("bad UTF-8 %1 in notes").arg(QString::fromLatin1(b.toHex())),
                 "after the BIOS", "after " + b + " the BIOS", QStringLiteral("UTF-8"));
            edit(QStringLiteral("bad UTF-8 %1 in a key").arg(QString::fromLatin1(b.toHex())),
                 "\"kernel\": \"copy\"", "\"ker" + b + "nel\": \"copy\"", QStringLiteral("UTF-8"));
        }
    }
    // Cut short, and other shapes that are no bundle.
    void addCutShortAndNotABundle() {
        QRandomGenerator rng(13);
        for (int i = 0; i < 20; ++i) {
            const int cut = 1 + int(rng.bounded(quint32(m_base.size() - 2)));
            add(QStringLiteral("truncated at %1").arg(cut), m_base.left(cut),
                QStringLiteral("line"));
        }
        add(QStringLiteral("empty file"), QByteArray(), QStringLiteral("empty"));
        add(QStringLiteral("whitespace only"), " \n\t ", QStringLiteral("empty"));
        add(QStringLiteral("null"), "null", QStringLiteral("not a run bundle"));
        add(QStringLiteral("an array"), "[]", QStringLiteral("not a run bundle"));
        add(QStringLiteral("text after the end"), m_base + "x", QStringLiteral("after the end"));
        add(QStringLiteral("two documents"), m_base + m_base, QStringLiteral("after the end"));
        add(QStringLiteral("single quotes"), QByteArray(m_base).replace('"', '\''),
            QStringLiteral("expected a key in double quotes"));
        add(QStringLiteral("comment"), "// a comment\n" + m_base, QStringLiteral("line 1"));
        add(QStringLiteral("trailing comma"),
            QByteArray(m_base).replace("\"bios-2.1\"]", "\"bios-2.1\",]"), QStringLiteral("tags"));
    }
    // Wrong types and missing fields (the general checks).
    void addWrongTypes() {
        const QList<std::tuple<QByteArray, QByteArray, QString>> types{
            {"\"version\": 1,", "\"version\": 2,", QStringLiteral("version")},
            {"\"version\": 1,", "\"version\": \"1\",", QStringLiteral("version")},
            {"\"format\": \"roofline-lab-runs\"", "\"format\": \"other\"",
             QStringLiteral("format")},
            {"\"status\": \"complete\"", "\"status\": \"running\"", QStringLiteral("status")},
            {"\"tags\": [\"baseline\", \"bios-2.1\"]", "\"tags\": \"baseline\"",
             QStringLiteral("tags")},
            {"\"cores\": 96", "\"cores\": \"96\"", QStringLiteral("host.cores")},
            {"\"cores\": 96", "\"cores\": -96", QStringLiteral("host.cores")},
            {"\"n\": 12", "\"n\": 12.5", QStringLiteral("measurements[0]: n")},
            {"\"value\": 3.0123e12", "\"value\": \"fast\"",
             QStringLiteral("measurements[0]: value")},
            {"\"value\": 3.0123e12", "\"value\": null", QStringLiteral("measurements[0]: value")},
            {"\"uuid\": \"3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b\"", "\"uuid\": \"not-a-uuid\"",
             QStringLiteral("uuid")},
            {"\"started_at\": \"2024-05-01T12:00:00Z\"", "\"started_at\": \"yesterday\"",
             QStringLiteral("started_at")},
            {"\"params\": {}", "\"params\": []", QStringLiteral("params")},
            {"\"probe\": \"cuda.bandwidth\"", "\"probe\": \"\"", QStringLiteral("probe")},
        };
        for (const auto &[anchor, replacement, expected] : types)
            edit(QStringLiteral("type %1").arg(QString::fromLatin1(replacement)), anchor,
                 replacement, expected);
    }
    // A uuid of 50 MB: refused without repeating it.
    void addHugeUuid() {
        edit(QStringLiteral("50 MB uuid"), "3f2b8c1e-5d4a-4e6f-9a1b-2c3d4e5f6a7b",
             QByteArray(50 << 20, 'u'), QStringLiteral("runs[0].uuid"));
    }
    // Not regular files.
    void addSpecialFiles(const QString &dir) {
        const QString fifo = QDir(dir).filePath(QStringLiteral("a-fifo"));
        if (::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0)
            m_cases.append(
                {QStringLiteral("a FIFO"), {}, QStringLiteral("not a regular file"), fifo});
        m_cases.append({QStringLiteral("/dev/zero"),
                        {},
                        QStringLiteral("not a regular file"),
                        QStringLiteral("/dev/zero")});
        m_cases.append({QStringLiteral("/dev/null"),
                        {},
                        QStringLiteral("not a regular file"),
                        QStringLiteral("/dev/null")});
        m_cases.append({QStringLiteral("a folder"), {}, QStringLiteral("not a regular file"), dir});
        m_cases.append({QStringLiteral("a missing file"),
                        {},
                        QStringLiteral("cannot be read"),
                        QDir(dir).filePath(QStringLiteral("missing.json"))});
    }

    // Every class of malformation, in this order (a case's file is named by its index).
    void generate(const QString &dir) {
        addDuplicateKeys();
        addControlCharacters();
        addBadEscapes();
        addLoneSurrogates();
        addNonJsonNumbers();
        addRoundedIntegers();
        addByteOrderMarks();
        addNulCharacters();
        addImpossibleStatistics();
        addCaps();
        addBadUtf8();
        addCutShortAndNotABundle();
        addWrongTypes();
        addHugeUuid();
        addSpecialFiles(dir);
    }

private slots:
    void everyMalformedBundleIsRefused() {
        QTemporaryDir home;
        const QString dir = home.filePath(QStringLiteral("bundles"));
        QVERIFY(QDir().mkpath(dir));
        generate(dir);
        QVERIFY2(m_cases.size() >= 300, qPrintable(QString::number(m_cases.size())));
        const QString db = home.filePath(QStringLiteral("lab.sqlite"));
        const auto env = environment(home);
        // Something stored first, which no refused import may touch.
        QCOMPARE(importTwoRuns(db, env).exitCode, 0);
        const QByteArray before = digest(db);
        QStringList problems;
        qsizetype longest = 0;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < m_cases.size(); ++i) {
            const Case &c = m_cases.at(i);
            QString file = c.path;
            if (file.isEmpty()) {
                file = QDir(dir).filePath(QStringLiteral("case-%1.json").arg(i));
                QFile f(file);
                QVERIFY(f.open(QIODevice::WriteOnly));
                QCOMPARE(f.write(c.bytes), c.bytes.size());
            }
            const Outcome o = run({QStringLiteral("--db"), db, QStringLiteral("runs"),
                                   QStringLiteral("import"), file},
                                  env, 60000);
            longest = qMax(longest, o.err.size());
            const QString why = QStringLiteral("%1 (%2): exit %3, %4")
                                    .arg(c.name.left(80))
                                    .arg(i)
                                    .arg(o.exitCode)
                                    .arg(o.err.left(400).trimmed());
            if (o.exitCode == 0 || o.exitCode < 0)
                problems << QStringLiteral("accepted or crashed: ") + why;
            else if (!o.err.contains(c.expected))
                problems << QStringLiteral("message lacks '%1': ").arg(c.expected) + why;
            else if (o.err.size() > 1500)
                problems << QStringLiteral("message of %1 characters: ").arg(o.err.size()) + why;
            if (digest(db) != before) {
                problems << QStringLiteral("database changed: ") + why;
                break;
            }
            if (!c.path.isEmpty() || c.bytes.size() > (1 << 20))
                qInfo("%s: %s", qPrintable(c.name), qPrintable(o.err.trimmed().left(300)));
        }
        qInfo("%lld malformed bundles: %lld refused with a message naming the problem (longest "
              "message %lld characters), database byte-identical; %lld ms",
              qlonglong(m_cases.size()), qlonglong(m_cases.size() - problems.size()),
              qlonglong(longest), t.elapsed());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 15).join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
