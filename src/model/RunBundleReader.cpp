// SPDX-License-Identifier: MIT
#include "model/RunBundleReader.h"

#include "model/MeasurementKind.h"
#include "model/RunBundle.h"

#include <QJsonArray>
#include <QSet>
#include <charconv>
#include <cmath>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace roofline::bundle_detail {

namespace {

// The fast path of RunBundle::parse() for what nearly every bundle is, a well-formed file: one pass
// over the bytes with no QJsonDocument tree in between, numbers converted in place
// (std::from_chars, correctly rounded like Qt's parser), and the short strings every
// measurement repeats (probe, metric, unit, ...) made once and shared. A bundle of 100 runs ×
// 500 measurements × 20 samples is a million numbers and 10,000 objects; the general path
// spent most of its time building and walking the tree for them.
//
// It only ever says "these runs" or "not sure": anything it does not accept exactly as the
// general path would (a syntax error, a duplicate key, an escaped key, a control character in
// a string, a number that under- or overflows, nesting beyond kMaxDepth, any failed check)
// makes it give up, and parseGeneral() (RunBundle.cpp) reads the file again and names the problem.
// So there is one definition of a valid bundle and one source of error messages; the tests compare
// the two paths on valid and fuzzed files.
class FastReader {
public:
    explicit FastReader(const QByteArray &json)
        : m_p(json.constBegin())
        , m_end(json.constEnd()) {}

    std::optional<QList<Run>> bundle();

private:
    // Below the strict check's limit (RunBundle::kMaxDepth), so whatever this accepts that
    // check accepts too.
    static constexpr int kMaxDepth = 32;

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
            if (e == 'u') {
                if (!hex4(p, end, ch))
                    return false;
                p += 4;
                if (ch == 0 || QChar::isLowSurrogate(ch)) // no U+0000 in a bundle
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
            } else if (!(ch = simpleEscape(e))) {
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
        // Longer texts (notes up to RunBundle::kMaxNotesLength) are the general path's.
        if (!rawString(raw, escaped) || raw.size() > size_t(RunBundle::kMaxTextLength))
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
        if (!rawString(raw, escaped) || raw.size() > size_t(RunBundle::kMaxTextLength))
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
            // Integers a double would round (beyond 2^53) are an error the general path names.
            qint64 n = 0;
            const auto [end, ec] = std::from_chars(start, p, n);
            const double rounded = double(n);
            if (ec != std::errc() || end != p
                || ((n > qint64(kMaxExactInteger) || n < -qint64(kMaxExactInteger))
                    && !(rounded < 0x1p63 && qint64(rounded) == n)))
                return false;
            d = double(n);
            if (integer)
                *integer = n;
            return true;
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
                        if (!real(d) || m_samples.size() >= size_t(RunBundle::kMaxSamples))
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
        // Impossible statistics (negative, outside [min, max] …) are named by the general path.
        return ok && (seen & kRequired) == kRequired && !RunBundle::implausible(m);
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
                    if (!measurement(m) || measurements.size() >= RunBundle::kMaxMeasurements)
                        return false;
                    MeasurementKind::normaliseLegacy(m); // a bundle of an earlier version
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
    std::set<std::string> otherKeys;
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
                       if (!run(p.header, p.measurements) || pending.size() >= RunBundle::kMaxRuns)
                           return false;
                       pending.append(std::move(p));
                       return true;
                   });
        // The general path ignores keys it does not know here too, but not one given twice.
        if (!otherKeys.insert(std::string(key)).second)
            return false;
        QJsonValue ignored;
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

std::optional<QList<Run>> readWellFormed(const QByteArray &json) {
    return FastReader(json).bundle();
}

} // namespace roofline::bundle_detail
