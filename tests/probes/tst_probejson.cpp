// SPDX-License-Identifier: MIT
// The hand-written JSON writer: escaping, number formatting under a comma-decimal locale,
// no NaN/inf, and a measurement's bundle shape; the strict reader's strings (escapes,
// surrogates, the errors it names).
#include "probes/engine/JsonReader.h"
#include "probes/engine/JsonValue.h"
#include "probes/engine/Measurement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <clocale>
#include <cmath>
#include <limits>
#include <locale>
#include <sstream>

using namespace roofline::probes;

namespace {

struct CommaDecimal : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

QJsonDocument parse(const std::string &s) {
    QJsonParseError err{};
    const auto doc = QJsonDocument::fromJson(QByteArray::fromStdString(s), &err);
    if (err.error != QJsonParseError::NoError)
        qWarning() << "parse error" << err.errorString() << QByteArray::fromStdString(s);
    return doc;
}

} // namespace

class TestProbeJson : public QObject {
    Q_OBJECT
private slots:
    void escaping_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain") << QByteArray("abc") << QByteArray("\"abc\"");
        QTest::newRow("quote+backslash") << QByteArray("a\"b\\c") << QByteArray("\"a\\\"b\\\\c\"");
        QTest::newRow("controls") << QByteArray("\n\t\r\b\f") << QByteArray("\"\\n\\t\\r\\b\\f\"");
        QTest::newRow("low control")
            << QByteArray("\x01\x1f", 2) << QByteArray("\"\\u0001\\u001f\"");
        QTest::newRow("utf8 kept") << QByteArray("µs é 漢") << QByteArray("\"µs é 漢\"");
        QTest::newRow("invalid utf8") << QByteArray("a\xff"
                                                    "b")
                                      << QByteArray("\"a\\ufffdb\"");
        QTest::newRow("truncated utf8") << QByteArray("x\xc3") << QByteArray("\"x\\ufffd\"");
    }
    void escaping() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const std::string out = JsonValue(input.toStdString()).dump();
        QCOMPARE(QByteArray::fromStdString(out), expected);
        QVERIFY(!parse("[" + out + "]").isNull());
    }
    // Each escape the reader decodes, and each string it refuses with the reason it names.
    void readerStrings_data() {
        // Plain literals: with raw strings here, moc (Qt 6.4) wrote an empty .moc.
        QTest::addColumn<QByteArray>("literal");  // the string as it stands in the document
        QTest::addColumn<QByteArray>("expected"); // decoded (UTF-8), when it is read
        QTest::addColumn<QString>("error");       // a part of the error, when it is refused
        const QString ok;
        QTest::newRow("plain") << QByteArray("\"abc\"") << QByteArray("abc") << ok;
        QTest::newRow("short escapes")
            << QByteArray("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"") << QByteArray("\"\\/\b\f\n\r\t") << ok;
        QTest::newRow("BMP escape")
            << QByteArray("\"caf\\u00e9 \\u6F22\"") << QByteArray("café 漢") << ok;
        QTest::newRow("surrogate pair")
            << QByteArray("\"\\ud83d\\ude00\"") << QByteArray("\xf0\x9f\x98\x80") << ok;
        QTest::newRow("raw UTF-8") << QByteArray("\"µs\"") << QByteArray("µs") << ok;
        QTest::newRow("lone low surrogate")
            << QByteArray("\"\\udc00\"") << QByteArray() << QStringLiteral("lone low surrogate");
        QTest::newRow("high surrogate alone")
            << QByteArray("\"\\ud800x\"") << QByteArray() << QStringLiteral("lone high surrogate");
        QTest::newRow("high surrogate, then no low one")
            << QByteArray("\"\\ud800\\u0041\"") << QByteArray()
            << QStringLiteral("lone high surrogate");
        QTest::newRow("U+0000") << QByteArray("\"\\u0000\"") << QByteArray()
                                << QStringLiteral("U+0000 in a string");
        QTest::newRow("short \\u")
            << QByteArray("\"\\u12\"") << QByteArray() << QStringLiteral("four hex digits");
        QTest::newRow("unknown escape")
            << QByteArray("\"\\q\"") << QByteArray() << QStringLiteral("an unknown escape \\q");
        QTest::newRow("ends after a backslash")
            << QByteArray("\"ab\\") << QByteArray() << QStringLiteral("unterminated string");
        QTest::newRow("unterminated")
            << QByteArray("\"ab") << QByteArray() << QStringLiteral("unterminated string");
        QTest::newRow("raw control character")
            << QByteArray("\"a\x01\"") << QByteArray() << QStringLiteral("raw control character");
        QTest::newRow("invalid UTF-8")
            << QByteArray("\"a\xff\"") << QByteArray() << QStringLiteral("invalid UTF-8");
    }
    void readerStrings() {
        QFETCH(QByteArray, literal);
        QFETCH(QByteArray, expected);
        QFETCH(QString, error);
        std::string why;
        const auto doc = JsonReader::parse(literal.toStdString(), &why);
        if (!error.isEmpty()) {
            QVERIFY(!doc);
            QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
            return;
        }
        QVERIFY2(doc, why.c_str());
        QVERIFY(doc->asString());
        QCOMPARE(QByteArray::fromStdString(*doc->asString()), expected);
    }
    void numbers() {
        QCOMPARE(JsonValue(1.5).dump(), std::string("1.5"));
        QCOMPARE(JsonValue(42).dump(), std::string("42"));
        QCOMPARE(JsonValue(-7LL).dump(), std::string("-7"));
        QCOMPARE(JsonValue(std::nan("")).dump(), std::string("null"));
        QCOMPARE(JsonValue(std::numeric_limits<double>::infinity()).dump(), std::string("null"));
        const double v = 3.3e10;
        const auto doc = parse("[" + JsonValue(v).dump() + "]");
        QCOMPARE(doc.array().at(0).toDouble(), v); // shortest round-trip form
        QCOMPARE(parse("[" + JsonValue(1.234e-9).dump() + "]").array().at(0).toDouble(), 1.234e-9);
    }
    void localeIndependent() {
        // A C++ global locale with a comma decimal point (always available) ...
        const std::locale old =
            std::locale::global(std::locale(std::locale::classic(), new CommaDecimal));
        std::ostringstream probe;
        probe.imbue(std::locale());
        probe << 1.5;
        QCOMPARE(probe.str(), std::string("1,5")); // the locale really is active
        QCOMPARE(JsonValue(1.5).dump(), std::string("1.5"));
        QCOMPARE(JsonValue(1234567.25).dump(), std::string("1234567.25"));
        std::locale::global(old);
        // ... and the C locale of a comma-decimal language where the system has one.
        const char *names[] = {"de_DE.UTF-8", "de_DE.utf8", "de_DE", "fr_FR.UTF-8", "nl_NL.UTF-8"};
        const char *set = nullptr;
        for (const char *n : names) {
            if ((set = std::setlocale(LC_NUMERIC, n)))
                break;
        }
        if (set) {
            QCOMPARE(JsonValue(0.25).dump(), std::string("0.25"));
            std::setlocale(LC_NUMERIC, "C");
        } else {
            qInfo("no comma-decimal C locale installed; checked the C++ locale only");
        }
    }
    void objectOrderAndSet() {
        JsonValue o = JsonValue::object();
        o.set("b", 1);
        o.set("a", "x");
        o.set("b", 2); // replaces in place
        QCOMPARE(o.dump(), std::string("{\"b\":2,\"a\":\"x\"}"));
        JsonValue a = JsonValue::array();
        a.append(true);
        a.append(nullptr);
        QCOMPARE(a.dump(), std::string("[true,null]"));
    }
    void measurementShape() {
        Measurement m;
        m.probe = "cpu.bandwidth";
        m.metric = "bandwidth";
        m.level = "L1";
        m.format = "fp64";
        m.kernel = "triad";
        m.workingSetBytes = 32768;
        m.threads = 2;
        m.unit = "B/s";
        m.samples = {1e11, 2e11, 1.5e11};
        m.params.set("isa", "avx2");
        m.finalize();
        const QJsonObject o = parse(m.toJson("cpu").dump()).object();
        for (const char *key :
             {"device",  "probe",  "metric", "level",  "format",  "kernel", "working_set_bytes",
              "threads", "value",  "unit",   "best",   "min",     "median", "max",
              "mean",    "stddev", "n",      "params", "samples", "cov",    "flags"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QLatin1String("value")).toDouble(), 2e11);
        QCOMPARE(o.value(QLatin1String("n")).toInt(), 3);
        QCOMPARE(o.value(QLatin1String("samples")).toArray().size(), 3);
        QVERIFY(!parse(m.toJson().dump()).object().contains(QLatin1String("device")));
    }
};

QTEST_GUILESS_MAIN(TestProbeJson)
#include "tst_probejson.moc"
