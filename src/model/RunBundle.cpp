#include "model/RunBundle.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUuid>
#include <charconv>
#include <cmath>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace roofline {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("RunBundle", text);
}

// Integers above 2^53 do not survive a trip through a JSON double.
constexpr double kMaxExactInteger = 9007199254740992.0;

const QStringList &knownRunKeys() {
    static const QStringList keys{
        QStringLiteral("uuid"),   QStringLiteral("started_at"),   QStringLiteral("finished_at"),
        QStringLiteral("status"), QStringLiteral("reason"),       QStringLiteral("suite"),
        QStringLiteral("notes"),  QStringLiteral("tags"),         QStringLiteral("host"),
        QStringLiteral("device"), QStringLiteral("measurements"), QStringLiteral("app_version")};
    return keys;
}

const QStringList &knownMeasurementKeys() {
    static const QStringList keys{
        QStringLiteral("probe"),   QStringLiteral("metric"), QStringLiteral("level"),
        QStringLiteral("format"),  QStringLiteral("kernel"), QStringLiteral("working_set_bytes"),
        QStringLiteral("threads"), QStringLiteral("value"),  QStringLiteral("unit"),
        QStringLiteral("best"),    QStringLiteral("min"),    QStringLiteral("median"),
        QStringLiteral("max"),     QStringLiteral("mean"),   QStringLiteral("stddev"),
        QStringLiteral("cov"),     QStringLiteral("n"),      QStringLiteral("params"),
        QStringLiteral("samples"), QStringLiteral("flags")};
    return keys;
}

// Reads typed fields of one JSON object; the first problem wins and names its field.
class Reader {
public:
    Reader(const QJsonObject &o, QString where, QString prefix = QString())
        : m_o(o)
        , m_where(std::move(where))
        , m_prefix(std::move(prefix)) {}

    bool failed() const { return m_failed; }
    Error error() const { return m_error; }

    void fail(const QString &key, const QString &message) {
        if (m_failed)
            return;
        m_failed = true;
        const QString field = m_prefix + key;
        m_error = Error{QStringLiteral("%1: %2: %3").arg(m_where, field, message), field};
    }

    QJsonValue take(const char *key, bool required) {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() && required)
            fail(QLatin1String(key), tr("missing"));
        return v;
    }

    QString string(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return {};
        if (!v.isString())
            fail(QLatin1String(key), tr("must be a string"));
        return v.toString();
    }

    double number(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return 0;
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            fail(QLatin1String(key), tr("must be a finite number"));
            return 0;
        }
        return v.toDouble();
    }

    qint64 count(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return 0;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || d > kMaxExactInteger
            || std::floor(d) != d) {
            fail(QLatin1String(key), tr("must be a whole number from 0 to 2^53"));
            return 0;
        }
        return qint64(d);
    }

    QJsonObject object(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (!v.isUndefined() && !v.isObject())
            fail(QLatin1String(key), tr("must be an object"));
        return v.toObject();
    }

    QJsonArray array(const char *key, bool required = true) {
        const QJsonValue v = take(key, required);
        if (!v.isUndefined() && !v.isArray())
            fail(QLatin1String(key), tr("must be an array"));
        return v.toArray();
    }

    std::optional<QStringList> strings(const char *key, bool required, bool unique) {
        const QJsonValue v = take(key, required);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isArray()) {
            fail(QLatin1String(key), tr("must be an array of strings"));
            return std::nullopt;
        }
        QStringList out;
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString item = QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i);
            if (!a.at(i).isString()) {
                fail(item, tr("must be a string"));
                return std::nullopt;
            }
            if (unique && out.contains(a.at(i).toString())) {
                fail(item, tr("'%1' appears twice").arg(a.at(i).toString()));
                return std::nullopt;
            }
            out << a.at(i).toString();
        }
        return out;
    }

    QDateTime time(const char *key, bool nullable) {
        const QJsonValue v = take(key, true);
        if (v.isUndefined() || (nullable && v.isNull()))
            return {};
        const QDateTime t =
            v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs) : QDateTime();
        if (!t.isValid() || t.timeSpec() == Qt::LocalTime) {
            fail(QLatin1String(key), tr("must be an ISO-8601 time with a time zone, e.g. "
                                        "2024-05-01T12:00:00Z"));
            return {};
        }
        return t.toUTC();
    }

    // Keys this build does not know, to be kept verbatim.
    QJsonObject unknown(const QStringList &known) const {
        QJsonObject out;
        for (auto it = m_o.begin(); it != m_o.end(); ++it) {
            if (!known.contains(it.key()))
                out.insert(it.key(), it.value());
        }
        return out;
    }

private:
    QJsonObject m_o;
    QString m_where;
    QString m_prefix;
    bool m_failed = false;
    Error m_error;
};

QJsonArray toArray(const QList<double> &values) {
    QJsonArray a;
    for (double d : values)
        a.append(d);
    return a;
}

// The fast path of parse() for what nearly every bundle is, a well-formed file: one pass over
// the bytes with no QJsonDocument tree in between, numbers converted in place
// (std::from_chars, correctly rounded like Qt's parser), and the short strings every
// measurement repeats (probe, metric, unit, ...) made once and shared. A bundle of 100 runs ×
// 500 measurements × 20 samples is a million numbers and 10,000 objects; the general path
// spent most of its time building and walking the tree for them.
//
// It only ever says "these runs" or "not sure": anything it does not accept exactly as the
// general path would (a syntax error, a duplicate key, an escaped key, a control character in
// a string, a number that under- or overflows, nesting beyond kMaxDepth, any failed check)
// makes it give up, and parseGeneral() reads the file again and names the problem. So there
// is one definition of a valid bundle and one source of error messages; the tests compare the
// two paths on valid and fuzzed files.
class FastReader {
public:
    explicit FastReader(const QByteArray &json)
        : m_p(json.constBegin())
        , m_end(json.constEnd()) {}

    std::optional<QList<Run>> bundle();

private:
    static constexpr int kMaxDepth = 256;

    enum Field : quint8 {
        Probe,
        Metric,
        Level,
        Format,
        Kernel,
        WorkingSet,
        Threads,
        Value,
        Unit,
        Best,
        Min,
        Median,
        Max,
        Mean,
        Stddev,
        Cov,
        N,
        Params,
        Samples,
        Flags,
        FieldCount
    };
    static constexpr quint32 kRequired =
        (1u << FieldCount) - 1 - (1u << Cov) - (1u << Samples) - (1u << Flags);

    static int field(std::string_view key) {
        static constexpr std::string_view names[FieldCount] = {
            "probe",   "metric", "level",  "format", "kernel", "working_set_bytes",
            "threads", "value",  "unit",   "best",   "min",    "median",
            "max",     "mean",   "stddev", "cov",    "n",      "params",
            "samples", "flags"};
        for (int f = 0; f < FieldCount; ++f) {
            if (names[f] == key)
                return f;
        }
        return -1;
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    void skipSpace() {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    bool take(char c) {
        skipSpace();
        if (m_p < m_end && *m_p == c) {
            ++m_p;
            return true;
        }
        return false;
    }

    // Calls member(key) with the input at each member's value.
    template<typename Member>
    bool object(Member &&member) {
        if (!take('{'))
            return false;
        if (take('}'))
            return true;
        do {
            std::string_view key;
            bool escaped = false;
            if (!rawString(key, escaped) || escaped || !take(':') || !member(key))
                return false;
        } while (take(','));
        return take('}');
    }
    template<typename Element>
    bool array(Element &&element) {
        if (!take('['))
            return false;
        if (take(']'))
            return true;
        do {
            if (!element())
                return false;
        } while (take(','));
        return take(']');
    }

    // The bytes between the quotes, checked: no raw control characters, strict UTF-8.
    bool rawString(std::string_view &out, bool &escaped) {
        skipSpace();
        if (m_p >= m_end || *m_p != '"')
            return false;
        const char *start = ++m_p;
        escaped = false;
        while (m_p < m_end) {
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                out = std::string_view(start, size_t(m_p - start));
                ++m_p;
                return true;
            }
            if (c == '\\') {
                if (m_end - m_p < 2)
                    return false;
                escaped = true;
                m_p += 2; // the escape itself is checked by decode()
            } else if (c < 0x20) {
                return false;
            } else if (c < 0x80) {
                ++m_p;
            } else {
                const int n = utf8Sequence(m_p, m_end);
                if (n == 0)
                    return false;
                m_p += n;
            }
        }
        return false;
    }

    // Length of the UTF-8 sequence at p, or 0 if it is not one Qt would decode: overlong
    // forms, surrogates, beyond U+10FFFF, and (to be safe) noncharacters.
    static int utf8Sequence(const char *p, const char *end) {
        const auto at = [p](int i) { return static_cast<unsigned char>(p[i]); };
        const auto more = [&](int i) { return p + i < end && (at(i) & 0xc0) == 0x80; };
        const unsigned char c = at(0);
        if (c >= 0xc2 && c <= 0xdf)
            return more(1) ? 2 : 0;
        if (c >= 0xe0 && c <= 0xef) {
            if (!more(1) || !more(2) || (c == 0xe0 && at(1) < 0xa0) || (c == 0xed && at(1) >= 0xa0))
                return 0;
            const uint cp = (uint(c & 0x0f) << 12) | (uint(at(1) & 0x3f) << 6) | (at(2) & 0x3f);
            return (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe ? 0 : 3;
        }
        if (c >= 0xf0 && c <= 0xf4) {
            if (!more(1) || !more(2) || !more(3) || (c == 0xf0 && at(1) < 0x90)
                || (c == 0xf4 && at(1) >= 0x90))
                return 0;
            const uint cp = (uint(c & 0x07) << 18) | (uint(at(1) & 0x3f) << 12)
                            | (uint(at(2) & 0x3f) << 6) | (at(3) & 0x3f);
            return (cp & 0xfffe) == 0xfffe ? 0 : 4;
        }
        return 0;
    }

    static bool hex4(const char *p, const char *end, char16_t &out) {
        if (end - p < 4)
            return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = p[i];
            const int d = isDigit(c)               ? c - '0'
                          : (c >= 'a' && c <= 'f') ? c - 'a' + 10
                          : (c >= 'A' && c <= 'F') ? c - 'A' + 10
                                                   : -1;
            if (d < 0)
                return false;
            out = char16_t(out * 16 + d);
        }
        return true;
    }

    // The text of a string whose raw bytes hold escapes.
    static bool decode(std::string_view raw, QString &out) {
        out.clear();
        out.reserve(qsizetype(raw.size()));
        const char *p = raw.data();
        const char *end = p + raw.size();
        const char *plain = p;
        while (p < end) {
            if (*p != '\\') {
                ++p;
                continue;
            }
            out += QString::fromUtf8(plain, p - plain);
            if (end - p < 2)
                return false;
            const char e = p[1];
            p += 2;
            char16_t ch = 0;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                ch = char16_t(e);
                break;
            case 'b':
                ch = u'\b';
                break;
            case 'f':
                ch = u'\f';
                break;
            case 'n':
                ch = u'\n';
                break;
            case 'r':
                ch = u'\r';
                break;
            case 't':
                ch = u'\t';
                break;
            case 'u':
                if (!hex4(p, end, ch))
                    return false;
                p += 4;
                if (QChar::isLowSurrogate(ch))
                    return false;
                if (QChar::isHighSurrogate(ch)) {
                    char16_t low = 0;
                    if (end - p < 6 || p[0] != '\\' || p[1] != 'u' || !hex4(p + 2, end, low)
                        || !QChar::isLowSurrogate(low))
                        return false;
                    out += QChar(ch);
                    ch = low;
                    p += 6;
                }
                break;
            default:
                return false;
            }
            out += QChar(ch);
            plain = p;
        }
        out += QString::fromUtf8(plain, end - plain);
        return true;
    }

    bool string(QString &out) {
        std::string_view raw;
        bool escaped = false;
        if (!rawString(raw, escaped))
            return false;
        if (escaped)
            return decode(raw, out);
        out = QString::fromUtf8(raw.data(), qsizetype(raw.size()));
        return true;
    }

    // Strings that repeat in every measurement are made once; each copy shares the text.
    bool sharedString(QString &out) {
        std::string_view raw;
        bool escaped = false;
        if (!rawString(raw, escaped))
            return false;
        if (escaped)
            return decode(raw, out);
        if (const auto it = m_strings.find(raw); it != m_strings.end()) {
            out = it->second;
            return true;
        }
        out = QString::fromUtf8(raw.data(), qsizetype(raw.size()));
        if (m_strings.size() < 4096) // unique texts (notes) would only fill it
            m_strings.emplace(raw, out);
        return true;
    }

    // A JSON number as Qt's parser reads it: an integer literal that fits in 64 bits is an
    // integer, anything else a double. Gives up on what Qt would call an illegal number (an
    // overflow to infinity, an underflow to zero) and on subnormal results.
    bool number(double &d, std::optional<qint64> *integer = nullptr) {
        skipSpace();
        const char *start = m_p;
        const char *p = m_p;
        if (p < m_end && *p == '-')
            ++p;
        if (p >= m_end)
            return false;
        bool nonZero = false;
        if (*p == '0') {
            ++p;
        } else if (*p >= '1' && *p <= '9') {
            nonZero = true;
            while (p < m_end && isDigit(*p))
                ++p;
        } else {
            return false;
        }
        bool isInteger = true;
        if (p < m_end && *p == '.') {
            const char *digits = ++p;
            while (p < m_end && isDigit(*p)) {
                nonZero = nonZero || *p != '0';
                ++p;
            }
            if (p == digits)
                return false;
            isInteger = false;
        }
        if (p < m_end && (*p == 'e' || *p == 'E')) {
            ++p;
            if (p < m_end && (*p == '+' || *p == '-'))
                ++p;
            const char *digits = p;
            while (p < m_end && isDigit(*p))
                ++p;
            if (p == digits)
                return false;
            isInteger = false;
        }
        m_p = p;
        if (isInteger) {
            qint64 n = 0;
            const auto [end, ec] = std::from_chars(start, p, n);
            if (ec == std::errc() && end == p) {
                d = double(n);
                if (integer)
                    *integer = n;
                return true;
            }
        }
        const auto [end, ec] = std::from_chars(start, p, d);
        if (ec != std::errc() || end != p || !std::isfinite(d))
            return false;
        return d == 0 ? !nonZero : std::fpclassify(d) == FP_NORMAL;
    }

    bool real(double &out) { return number(out); }

    // Reader::count(): a whole number from 0 to 2^53.
    bool count(qint64 &out) {
        double d = 0;
        if (!number(d) || d < 0 || d > kMaxExactInteger || std::floor(d) != d)
            return false;
        out = qint64(d);
        return true;
    }

    bool value(QJsonValue &out, int depth) {
        skipSpace();
        if (m_p >= m_end || depth > kMaxDepth)
            return false;
        const auto literal = [this](std::string_view word) {
            if (size_t(m_end - m_p) < word.size() || std::string_view(m_p, word.size()) != word)
                return false;
            m_p += word.size();
            return true;
        };
        switch (*m_p) {
        case '{': {
            QJsonObject o;
            if (!objectValue(o, depth))
                return false;
            out = o;
            return true;
        }
        case '[': {
            QJsonArray a;
            const bool ok = array([&] {
                QJsonValue v;
                if (!value(v, depth + 1))
                    return false;
                a.append(v);
                return true;
            });
            out = a;
            return ok;
        }
        case '"': {
            QString s;
            if (!string(s))
                return false;
            out = s;
            return true;
        }
        case 't':
            out = true;
            return literal("true");
        case 'f':
            out = false;
            return literal("false");
        case 'n':
            out = QJsonValue(QJsonValue::Null);
            return literal("null");
        default: {
            double d = 0;
            std::optional<qint64> integer;
            if (!number(d, &integer))
                return false;
            // Qt's parser keeps any whole number that fits in 64 bits as an integer, even one
            // written 9.1e+15 (QJsonValue(double) only does so up to 2^53).
            if (!integer && std::trunc(d) == d && d >= -0x1p63 && d < 0x1p63)
                integer = qint64(d);
            out = integer ? QJsonValue(*integer) : QJsonValue(d);
            return true;
        }
        }
    }

    // An object kept whole (params, provenance, unknown keys); a key twice is given up on.
    bool objectValue(QJsonObject &out, int depth) {
        return object([&](std::string_view key) {
            const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
            QJsonValue v;
            if (!value(v, depth + 1) || out.contains(name))
                return false;
            out.insert(name, v);
            return true;
        });
    }

    bool strings(QStringList &out) {
        return array([&] {
            QString s;
            if (!sharedString(s))
                return false;
            out.append(s);
            return true;
        });
    }

    bool measurement(Measurement &m) {
        quint32 seen = 0;
        const bool ok = object([&](std::string_view key) {
            const int f = field(key);
            if (f < 0) {
                const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
                QJsonValue v;
                if (!value(v, 4) || m.extra.contains(name))
                    return false;
                m.extra.insert(name, v);
                return true;
            }
            if (seen & (1u << f))
                return false;
            seen |= 1u << f;
            switch (Field(f)) {
            case Probe:
                return sharedString(m.probe) && !m.probe.isEmpty();
            case Metric:
                return sharedString(m.metric);
            case Level:
                return sharedString(m.level);
            case Format:
                return sharedString(m.format);
            case Kernel:
                return sharedString(m.kernel);
            case Unit:
                return sharedString(m.unit);
            case WorkingSet:
                return count(m.workingSetBytes);
            case Threads:
                return count(m.threads);
            case N:
                return count(m.n);
            case Value:
                return real(m.value);
            case Best:
                return real(m.best);
            case Min:
                return real(m.min);
            case Median:
                return real(m.median);
            case Max:
                return real(m.max);
            case Mean:
                return real(m.mean);
            case Stddev:
                return real(m.stddev);
            case Cov: {
                double d = 0;
                if (!real(d))
                    return false;
                m.cov = d;
                return true;
            }
            case Params:
                skipSpace();
                return m_p < m_end && *m_p == '{' && objectValue(m.params, 4);
            case Samples: {
                // Read into a scratch buffer, then one allocation of the exact size.
                m_samples.clear();
                if (!array([&] {
                        double d = 0;
                        if (!real(d))
                            return false;
                        m_samples.push_back(d);
                        return true;
                    }))
                    return false;
                m.samples = QList<double>(m_samples.cbegin(), m_samples.cend());
                return true;
            }
            case Flags: {
                QStringList flags;
                if (!strings(flags))
                    return false;
                m.flags = std::move(flags);
                return true;
            }
            case FieldCount:
                break;
            }
            return false;
        });
        return ok && (seen & kRequired) == kRequired;
    }

    // A run's own keys go through runFromJson() (a thousand runs are cheap); its measurements
    // are read here.
    bool run(QJsonObject &header, QList<Measurement> &measurements) {
        bool seenMeasurements = false;
        const bool ok = object([&](std::string_view key) {
            if (key == "measurements") {
                if (seenMeasurements)
                    return false;
                seenMeasurements = true;
                return array([&] {
                    Measurement m;
                    if (!measurement(m))
                        return false;
                    measurements.append(std::move(m));
                    return true;
                });
            }
            const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
            QJsonValue v;
            if (!value(v, 3) || header.contains(name))
                return false;
            header.insert(name, v);
            return true;
        });
        return ok && seenMeasurements;
    }

    const char *m_p;
    const char *m_end;
    std::unordered_map<std::string_view, QString> m_strings;
    std::vector<double> m_samples;
};

std::optional<QList<Run>> FastReader::bundle() {
    struct Pending {
        QJsonObject header;
        QList<Measurement> measurements;
    };
    QList<Pending> pending;
    QString format;
    QString appVersion;
    double version = 0;
    quint8 seen = 0;
    const auto once = [&seen](int bit) {
        if (seen & (1u << bit))
            return false;
        seen |= 1u << bit;
        return true;
    };
    const bool ok = object([&](std::string_view key) {
        if (key == "format")
            return once(0) && string(format);
        if (key == "version")
            return once(1) && number(version);
        if (key == "app_version")
            return once(2) && string(appVersion);
        if (key == "runs")
            return once(3) && array([&] {
                       Pending p;
                       if (!run(p.header, p.measurements))
                           return false;
                       pending.append(std::move(p));
                       return true;
                   });
        QJsonValue ignored; // the general path ignores keys it does not know here too
        return value(ignored, 2);
    });
    skipSpace();
    if (!ok || m_p != m_end || (seen & 0b1011) != 0b1011 || format != RunBundle::formatName()
        || version != RunBundle::kVersion)
        return std::nullopt;

    QList<Run> out;
    out.reserve(pending.size());
    QSet<QString> uuids;
    for (Pending &p : pending) {
        p.header.insert(QStringLiteral("measurements"), QJsonArray());
        auto run = RunBundle::runFromJson(p.header, appVersion, QString());
        if (!run || uuids.contains(run->uuid.toLower()))
            return std::nullopt;
        uuids.insert(run->uuid.toLower());
        Run &r = run.value();
        r.measurements = std::move(p.measurements);
        r.measurementCount = r.measurements.size();
        out.append(std::move(r));
    }
    return out;
}

} // namespace

QString RunBundle::formatTime(const QDateTime &t) {
    if (!t.isValid())
        return {};
    const QDateTime utc = t.toUTC();
    return utc.toString(utc.time().msec() ? Qt::ISODateWithMs : Qt::ISODate);
}

Result<Measurement> RunBundle::measurementFromJson(const QJsonObject &o, const QString &where) {
    Reader r(o, where);
    Measurement m;
    m.probe = r.string("probe");
    if (!r.failed() && m.probe.isEmpty())
        r.fail(QStringLiteral("probe"), tr("must not be empty"));
    m.metric = r.string("metric");
    m.level = r.string("level");
    m.format = r.string("format");
    m.kernel = r.string("kernel");
    m.workingSetBytes = r.count("working_set_bytes");
    m.threads = r.count("threads");
    m.value = r.number("value");
    m.unit = r.string("unit");
    m.best = r.number("best");
    m.min = r.number("min");
    m.median = r.number("median");
    m.max = r.number("max");
    m.mean = r.number("mean");
    m.stddev = r.number("stddev");
    m.n = r.count("n");
    m.params = r.object("params");
    if (o.contains(QLatin1String("cov")))
        m.cov = r.number("cov");
    if (o.contains(QLatin1String("samples"))) {
        const QJsonArray a = r.array("samples");
        QList<double> samples;
        samples.reserve(a.size());
        for (qsizetype i = 0; i < a.size() && !r.failed(); ++i) {
            const double d = a.at(i).toDouble();
            if (!a.at(i).isDouble() || !std::isfinite(d))
                r.fail(QStringLiteral("samples[%1]").arg(i), tr("must be a finite number"));
            samples.append(d);
        }
        m.samples = samples;
    }
    m.flags = r.strings("flags", false, false);
    m.extra = r.unknown(knownMeasurementKeys());
    if (r.failed())
        return r.error();
    return m;
}

Result<Run> RunBundle::runFromJson(const QJsonObject &o, const QString &bundleAppVersion,
                                   const QString &where) {
    Reader r(o, where);
    Run run;
    run.uuid = r.string("uuid");
    if (!r.failed() && (run.uuid.size() != 36 || QUuid::fromString(run.uuid).isNull()))
        r.fail(QStringLiteral("uuid"), tr("'%1' is not a UUID").arg(run.uuid));
    run.startedAt = r.time("started_at", false);
    run.finishedAt = r.time("finished_at", true);
    const QString status = r.string("status");
    const auto parsedStatus = Run::statusFromName(status);
    if (!r.failed() && (!parsedStatus || *parsedStatus == Run::Status::Running))
        r.fail(QStringLiteral("status"),
               tr("'%1' is not one of complete, cancelled, failed").arg(status));
    run.status = parsedStatus.value_or(Run::Status::Failed);
    run.reason = r.string("reason", false);
    run.suite = r.string("suite");
    run.notes = r.string("notes");
    run.tags = r.strings("tags", true, true).value_or(QStringList());
    run.appVersion =
        o.contains(QLatin1String("app_version")) ? r.string("app_version") : bundleAppVersion;

    run.host.provenance = r.object("host");
    run.device.provenance = r.object("device");
    const QJsonArray measurements = r.array("measurements");
    run.extra = r.unknown(knownRunKeys());
    if (r.failed())
        return r.error();

    Reader host(run.host.provenance, where, QStringLiteral("host."));
    run.host.hostname = host.string("hostname");
    run.host.os = host.string("os");
    run.host.cpu = host.string("cpu");
    run.host.cores = host.count("cores");
    run.host.memoryBytes = host.count("memory_bytes");
    if (host.failed())
        return host.error();

    Reader device(run.device.provenance, where, QStringLiteral("device."));
    run.device.id = device.string("id");
    run.device.name = device.string("name");
    run.device.uuid = device.string("uuid", false);
    run.device.driver = device.string("driver", false);
    if (device.failed())
        return device.error();

    run.measurements.reserve(measurements.size());
    for (qsizetype i = 0; i < measurements.size(); ++i) {
        const QString at = QStringLiteral("%1: measurements[%2]").arg(where).arg(i);
        if (!measurements.at(i).isObject())
            return Error{tr("%1: must be an object").arg(at),
                         QStringLiteral("measurements[%1]").arg(i)};
        auto m = measurementFromJson(measurements.at(i).toObject(), at);
        if (!m)
            return m.error();
        run.measurements.append(std::move(m).value());
    }
    run.measurementCount = run.measurements.size();
    return run;
}

Result<QList<Run>> RunBundle::parse(const QByteArray &json, const QString &fileName) {
    if (auto runs = FastReader(json).bundle())
        return std::move(*runs);
    return parseGeneral(json, fileName);
}

Result<QList<Run>> RunBundle::parseGeneral(const QByteArray &json, const QString &fileName) {
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return Error{tr("%1: not valid JSON at offset %2: %3")
                         .arg(fileName)
                         .arg(err.offset)
                         .arg(err.errorString())};
    if (!doc.isObject())
        return Error{tr("%1: not a run bundle (expected a JSON object)").arg(fileName)};
    const QJsonObject root = doc.object();
    Reader r(root, fileName);
    const QString format = r.string("format");
    if (!r.failed() && format != formatName())
        r.fail(QStringLiteral("format"),
               tr("'%1' is not a run bundle (expected '%2')").arg(format, formatName()));
    if (r.failed())
        return r.error();
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != kVersion)
        return Error{tr("%1: version: unsupported bundle version %2 (this build reads version "
                        "%3); update Roofline Lab to import it")
                         .arg(fileName, version.isDouble() ? QString::number(version.toDouble())
                                                           : tr("(missing or not a number)"))
                         .arg(kVersion),
                     QStringLiteral("version")};
    const QString appVersion = r.string("app_version", false);
    const QJsonArray runs = r.array("runs");
    if (r.failed())
        return r.error();

    QList<Run> out;
    out.reserve(runs.size());
    QSet<QString> seen;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const QJsonObject o = runs.at(i).toObject();
        const QString uuid = o.value(QLatin1String("uuid")).toString();
        const QString where =
            uuid.isEmpty() ? QStringLiteral("%1: runs[%2]").arg(fileName).arg(i)
                           : QStringLiteral("%1: runs[%2] (%3)").arg(fileName).arg(i).arg(uuid);
        if (!runs.at(i).isObject())
            return Error{tr("%1: must be an object").arg(where), QStringLiteral("runs[%1]").arg(i)};
        auto run = runFromJson(o, appVersion, where);
        if (!run)
            return run.error();
        if (seen.contains(run->uuid.toLower()))
            return Error{tr("%1: uuid: appears more than once in this file").arg(where),
                         QStringLiteral("uuid")};
        seen.insert(run->uuid.toLower());
        out.append(std::move(run).value());
    }
    return out;
}

QJsonObject RunBundle::measurementToJson(const Measurement &m) {
    QJsonObject o = m.extra;
    o.insert(QStringLiteral("probe"), m.probe);
    o.insert(QStringLiteral("metric"), m.metric);
    o.insert(QStringLiteral("level"), m.level);
    o.insert(QStringLiteral("format"), m.format);
    o.insert(QStringLiteral("kernel"), m.kernel);
    o.insert(QStringLiteral("working_set_bytes"), m.workingSetBytes);
    o.insert(QStringLiteral("threads"), m.threads);
    o.insert(QStringLiteral("value"), m.value);
    o.insert(QStringLiteral("unit"), m.unit);
    o.insert(QStringLiteral("best"), m.best);
    o.insert(QStringLiteral("min"), m.min);
    o.insert(QStringLiteral("median"), m.median);
    o.insert(QStringLiteral("max"), m.max);
    o.insert(QStringLiteral("mean"), m.mean);
    o.insert(QStringLiteral("stddev"), m.stddev);
    if (m.cov)
        o.insert(QStringLiteral("cov"), *m.cov);
    o.insert(QStringLiteral("n"), m.n);
    o.insert(QStringLiteral("params"), m.params);
    if (m.samples)
        o.insert(QStringLiteral("samples"), toArray(*m.samples));
    if (m.flags)
        o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(*m.flags));
    return o;
}

QJsonObject RunBundle::runToJson(const Run &run, const QString &bundleAppVersion) {
    QJsonObject host = run.host.provenance;
    host.insert(QStringLiteral("hostname"), run.host.hostname);
    host.insert(QStringLiteral("os"), run.host.os);
    host.insert(QStringLiteral("cpu"), run.host.cpu);
    host.insert(QStringLiteral("cores"), run.host.cores);
    host.insert(QStringLiteral("memory_bytes"), run.host.memoryBytes);

    QJsonObject device = run.device.provenance;
    device.insert(QStringLiteral("id"), run.device.id);
    device.insert(QStringLiteral("name"), run.device.name);
    if (!run.device.uuid.isEmpty() || device.contains(QLatin1String("uuid")))
        device.insert(QStringLiteral("uuid"), run.device.uuid);
    if (!run.device.driver.isEmpty() || device.contains(QLatin1String("driver")))
        device.insert(QStringLiteral("driver"), run.device.driver);

    QJsonArray measurements;
    for (const Measurement &m : run.measurements)
        measurements.append(measurementToJson(m));

    // A run that never finished is exported as failed: a bundle only holds finished runs.
    const bool unfinished = run.status == Run::Status::Running;
    QJsonObject o = run.extra;
    o.insert(QStringLiteral("uuid"), run.uuid);
    o.insert(QStringLiteral("started_at"), formatTime(run.startedAt));
    o.insert(QStringLiteral("finished_at"), run.finishedAt.isValid()
                                                ? QJsonValue(formatTime(run.finishedAt))
                                                : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("status"),
             Run::statusName(unfinished ? Run::Status::Failed : run.status));
    const QString reason =
        unfinished && run.reason.isEmpty()
            ? QStringLiteral("interrupted: the process storing this run ended before it finished")
            : run.reason;
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    o.insert(QStringLiteral("suite"), run.suite);
    o.insert(QStringLiteral("notes"), run.notes);
    o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(run.tags));
    if (!run.appVersion.isEmpty() && run.appVersion != bundleAppVersion)
        o.insert(QStringLiteral("app_version"), run.appVersion);
    o.insert(QStringLiteral("host"), host);
    o.insert(QStringLiteral("device"), device);
    o.insert(QStringLiteral("measurements"), measurements);
    return o;
}

QJsonObject RunBundle::toJson(const QList<Run> &runs) {
    // The bundle names the version that produced its runs; ours only when it holds none.
    const QString appVersion = runs.isEmpty() || runs.first().appVersion.isEmpty()
                                   ? QStringLiteral(ROOFLINE_VERSION)
                                   : runs.first().appVersion;
    QJsonArray array;
    for (const Run &run : runs)
        array.append(runToJson(run, appVersion));
    return QJsonObject{{QStringLiteral("format"), formatName()},
                       {QStringLiteral("version"), kVersion},
                       {QStringLiteral("app_version"), appVersion},
                       {QStringLiteral("runs"), array}};
}

QByteArray RunBundle::write(const QList<Run> &runs) {
    return QJsonDocument(toJson(runs)).toJson(QJsonDocument::Indented);
}

} // namespace roofline
