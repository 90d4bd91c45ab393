// SPDX-License-Identifier: MIT
// The strict JSON check of a run bundle (RFC 8259 and the bundle's limits), run before the
// general parser builds a QJsonDocument: Qt's parser takes a key given twice (last wins), raw
// control characters in strings, escapes such as \x41, lone surrogates, numbers such as .5 and
// integers beyond 2^53 (which it rounds), and drops a leading byte-order mark. Each of those is
// an error here, naming where it is (the field's path, and line and column) and quoting at most
// a few dozen characters of the input, so a hostile file cannot flood a terminal or a job log.
// One pass, no tree: only the keys of the objects being read are kept (to find duplicates).
#include "model/RunBundle.h"
#include "model/RunBundleReader.h"

#include <QCoreApplication>
#include <QSet>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <vector>

namespace roofline::bundle_detail {

namespace {

// Where in a bundle a value sits decides its limits.
enum class Place { Root, Runs, Run, Measurements, Measurement, Tags, Tag, Notes, Samples, Other };

class Validator {
    // Its own context, the one lupdate files these strings under.
    Q_DECLARE_TR_FUNCTIONS(roofline::bundle_detail::Validator)

public:
    explicit Validator(const QByteArray &json)
        : m_begin(json.constData())
        , m_p(json.constData())
        , m_end(json.constData() + json.size()) {}

    std::optional<StrictJsonError> run() {
        if (m_end - m_p >= 3 && std::string_view(m_p, 3) == "\xef\xbb\xbf")
            return fail(tr("the file starts with a byte-order mark (U+FEFF); save it as UTF-8 "
                           "without one"));
        skipSpace();
        if (m_p == m_end)
            return fail(tr("the file is empty"));
        if (!value(Place::Root, 0))
            return m_error;
        skipSpace();
        if (m_p != m_end)
            return fail(tr("unexpected text after the end of the JSON document"));
        return std::nullopt;
    }

private:
    struct Segment {
        QString key; // empty: an array index
        qsizetype index = -1;
    };

    StrictJsonError fail(const QString &message) {
        if (m_failed)
            return m_error;
        m_failed = true;
        QString path;
        for (const Segment &s : m_path) {
            if (s.index >= 0)
                path += QStringLiteral("[%1]").arg(s.index);
            else
                path += (path.isEmpty() ? QString() : QStringLiteral(".")) + s.key;
        }
        qsizetype line = 1;
        const char *lineStart = m_begin;
        for (const char *c = m_begin; c < m_p && c < m_end; ++c) {
            if (*c == '\n') {
                ++line;
                lineStart = c + 1;
            }
        }
        m_error.path = path;
        m_error.message = message;
        m_error.line = line;
        m_error.column = qsizetype(m_p - lineStart) + 1;
        m_error.near = nearText();
        return m_error;
    }

    // At most 40 bytes from the error on, printable (control characters and bytes that are not
    // UTF-8 escaped), so the message shows where without repeating the input.
    QString nearText() const {
        const char *from = std::max(m_begin, m_p - 12);
        const char *to = std::min(m_end, from + 40);
        QString out;
        for (const char *c = from; c < to; ++c) {
            const auto b = static_cast<unsigned char>(*c);
            if (b < 0x20 || b == 0x7f)
                out += QStringLiteral("\\u%1").arg(b, 4, 16, QLatin1Char('0'));
            else if (b < 0x80)
                out += QLatin1Char(char(b));
            else if (const int n = utf8Length(c, to); n > 0) {
                out += QString::fromUtf8(c, n);
                c += n - 1;
            } else
                out += QStringLiteral("\\x%1").arg(b, 2, 16, QLatin1Char('0'));
        }
        return out;
    }

    void skipSpace() {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    // Length of the well-formed UTF-8 sequence at p (no overlong forms, no surrogates, nothing
    // beyond U+10FFFF), or 0.
    static int utf8Length(const char *p, const char *end) {
        const auto at = [p](int i) { return static_cast<unsigned char>(p[i]); };
        const auto more = [&](int i) { return p + i < end && (at(i) & 0xc0) == 0x80; };
        const unsigned char c = at(0);
        if (c < 0x80)
            return 1;
        if (c >= 0xc2 && c <= 0xdf)
            return more(1) ? 2 : 0;
        if (c >= 0xe0 && c <= 0xef) {
            if (!more(1) || !more(2) || (c == 0xe0 && at(1) < 0xa0) || (c == 0xed && at(1) >= 0xa0))
                return 0;
            return 3;
        }
        if (c >= 0xf0 && c <= 0xf4) {
            if (!more(1) || !more(2) || !more(3) || (c == 0xf0 && at(1) < 0x90)
                || (c == 0xf4 && at(1) >= 0x90))
                return 0;
            return 4;
        }
        return 0;
    }

    // A \u escape, m_p past the "\u" (`escape` at its backslash): its code unit in `ch`, m_p
    // past it. A surrogate pair appends its high half to *text (when kept), counts it in
    // `length` and leaves the low half in `ch`.
    bool unicodeEscape(const char *escape, char16_t &ch, qsizetype &length, QString *text) {
        if (!hex4(m_p, m_end, ch)) {
            m_p = escape;
            fail(tr("\\u must be followed by four hexadecimal digits"));
            return false;
        }
        m_p += 4;
        if (ch == 0) {
            m_p = escape;
            fail(tr("U+0000 (NUL) is not allowed in a run bundle: the database "
                    "cannot store it everywhere"));
            return false;
        }
        if (QChar::isLowSurrogate(ch)) {
            m_p = escape;
            fail(tr("a lone low surrogate \\u%1 (it must follow a high surrogate "
                    "\\uD800-\\uDBFF)")
                     .arg(uint(ch), 4, 16, QLatin1Char('0')));
            return false;
        }
        if (QChar::isHighSurrogate(ch)) {
            char16_t low = 0;
            if (m_end - m_p < 6 || m_p[0] != '\\' || m_p[1] != 'u' || !hex4(m_p + 2, m_end, low)
                || !QChar::isLowSurrogate(low)) {
                m_p = escape;
                fail(tr("a lone high surrogate \\u%1 (it must be followed by a low "
                        "surrogate \\uDC00-\\uDFFF)")
                         .arg(uint(ch), 4, 16, QLatin1Char('0')));
                return false;
            }
            m_p += 6;
            if (text)
                *text += QChar(ch);
            ch = low;
            ++length;
        }
        return true;
    }

    // The escape at m_p (a backslash): its code unit in `ch`, m_p past it (see unicodeEscape
    // for a surrogate pair).
    bool escapeSequence(char16_t &ch, qsizetype &length, QString *text) {
        if (m_end - m_p < 2) {
            fail(tr("the file ends inside a string"));
            return false;
        }
        const char e = m_p[1];
        const char *escape = m_p;
        m_p += 2;
        if (e == 'u')
            return unicodeEscape(escape, ch, length, text);
        if ((ch = simpleEscape(e)))
            return true;
        m_p = escape;
        fail(tr("an invalid escape \\%1 (JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
                "and \\uXXXX)")
                 .arg(e >= 0x20 && e < 0x7f ? QString(QLatin1Char(e)) : QStringLiteral("…")));
        return false;
    }

    // A string; `key` receives its text when asked for (object keys, to find duplicates).
    bool string(qsizetype maxLength, QString *key) {
        const char *start = ++m_p; // past the opening quote
        qsizetype length = 0;      // in UTF-16 code units, as QString counts
        QString text;
        const auto tooLong = [&] {
            fail(tr("a text longer than %1 characters; a run bundle allows no more here")
                     .arg(maxLength));
            return false;
        };
        while (m_p < m_end) {
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                if (key)
                    *key = text + QString::fromUtf8(start, m_p - start);
                ++m_p;
                return true;
            }
            if (c < 0x20) {
                fail(tr("a raw control character (U+%1) inside a string; write it as an escape "
                        "such as \\n, \\t or \\u%1")
                         .arg(c, 4, 16, QLatin1Char('0')));
                return false;
            }
            if (c == '\\') {
                if (key)
                    text += QString::fromUtf8(start, m_p - start);
                char16_t ch = 0;
                if (!escapeSequence(ch, length, key ? &text : nullptr))
                    return false;
                if (key)
                    text += QChar(ch);
                start = m_p;
                if (++length > maxLength)
                    return tooLong();
                continue;
            }
            const int n = utf8Length(m_p, m_end);
            if (n == 0) {
                fail(tr("bytes that are not UTF-8 inside a string"));
                return false;
            }
            m_p += n;
            length += n == 4 ? 2 : 1;
            if (length > maxLength)
                return tooLong();
        }
        fail(tr("the file ends inside a string"));
        return false;
    }

    // The end of the number at p by JSON's grammar (a sign, an integer without leading zeros,
    // a fraction, an exponent, and no letter or sign run into it), or nullptr. *isInteger:
    // neither fraction nor exponent.
    static const char *scanNumber(const char *p, const char *end, bool *isInteger) {
        const auto digit = [](char c) { return c >= '0' && c <= '9'; };
        if (p < end && *p == '-')
            ++p;
        if (p >= end)
            return nullptr;
        if (*p == '0') {
            ++p;
            if (p < end && digit(*p))
                return nullptr;
        } else if (*p >= '1' && *p <= '9') {
            while (p < end && digit(*p))
                ++p;
        } else {
            return nullptr;
        }
        *isInteger = true;
        if (p < end && *p == '.') {
            const char *digits = ++p;
            while (p < end && digit(*p))
                ++p;
            if (p == digits)
                return nullptr;
            *isInteger = false;
        }
        if (p < end && (*p == 'e' || *p == 'E')) {
            ++p;
            if (p < end && (*p == '+' || *p == '-'))
                ++p;
            const char *digits = p;
            while (p < end && digit(*p))
                ++p;
            if (p == digits)
                return nullptr;
            *isInteger = false;
        }
        // A number runs into a letter or another sign: "1x", "0x10", "1.5.2".
        if (p < end
            && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '.' || *p == '+'
                || *p == '-' || *p == '_' || digit(*p)))
            return nullptr;
        return p;
    }

    // Whether a double holds the number exactly (an integer) or at all (any other number).
    bool storable(std::string_view literal, bool isInteger) {
        if (isInteger) {
            // A JSON number becomes a double, which holds every integer up to 2^53 and only
            // some beyond: one that would be rounded (9007199254740993 → …992) is refused, not
            // stored changed. Exact ones (9100000000000000, as Qt writes 9.1e15) are fine.
            const std::string_view digits = literal.front() == '-' ? literal.substr(1) : literal;
            if (digits.size() > 15) {
                double d = 0;
                std::from_chars(digits.data(), digits.data() + digits.size(), d);
                char exact[400];
                const int n = std::snprintf(exact, sizeof exact, "%.0f", d);
                if (n <= 0 || std::string_view(exact, size_t(n)) != digits) {
                    fail(tr("the integer %1 cannot be stored exactly: beyond 2^53 "
                            "(9007199254740992) a JSON number loses digits")
                             .arg(QString::fromLatin1(literal.data(), qsizetype(literal.size()))
                                      .left(40)));
                    return false;
                }
            }
            return true;
        }
        double d = 0;
        const char *last = literal.data() + literal.size();
        const auto [end, ec] = std::from_chars(literal.data(), last, d);
        if (ec != std::errc() || end != last || !std::isfinite(d)) {
            fail(tr("the number %1 is out of the range of a double")
                     .arg(QString::fromLatin1(literal.data(), qsizetype(literal.size())).left(40)));
            return false;
        }
        return true;
    }

    bool number(bool *isInteger) {
        const char *start = m_p;
        const char *p = scanNumber(m_p, m_end, isInteger);
        if (!p) {
            fail(tr("not a JSON number (JSON numbers look like 12, -0.5 or 1.5e9: no leading "
                    "'+', '.' or zeros, no NaN, Infinity or hexadecimal)"));
            return false;
        }
        if (!storable(std::string_view(start, size_t(p - start)), *isInteger))
            return false;
        m_p = p;
        return true;
    }

    bool literal(std::string_view word) {
        if (size_t(m_end - m_p) < word.size() || std::string_view(m_p, word.size()) != word) {
            fail(tr("unexpected character; expected a JSON value (an object, array, string, "
                    "number, true, false or null)"));
            return false;
        }
        m_p += word.size();
        return true;
    }

    static Place member(Place parent, const QString &key) {
        switch (parent) {
        case Place::Root:
            return key == QLatin1String("runs") ? Place::Runs : Place::Other;
        case Place::Run:
            return key == QLatin1String("measurements") ? Place::Measurements
                   : key == QLatin1String("tags")       ? Place::Tags
                   : key == QLatin1String("notes")      ? Place::Notes
                                                        : Place::Other;
        case Place::Measurement:
            return key == QLatin1String("samples") ? Place::Samples : Place::Other;
        default:
            return Place::Other;
        }
    }
    static Place element(Place array) {
        return array == Place::Runs           ? Place::Run
               : array == Place::Measurements ? Place::Measurement
               : array == Place::Tags         ? Place::Tag
                                              : Place::Other;
    }
    static qsizetype maxElements(Place array) {
        switch (array) {
        case Place::Runs:
            return RunBundle::kMaxRuns;
        case Place::Measurements:
            return RunBundle::kMaxMeasurements;
        case Place::Tags:
            return RunBundle::kMaxTags;
        case Place::Samples:
            return RunBundle::kMaxSamples;
        default:
            return RunBundle::kMaxArrayElements;
        }
    }

    bool value(Place place, int depth) {
        skipSpace();
        if (m_p >= m_end) {
            fail(tr("the file ends where a value should be (is it truncated?)"));
            return false;
        }
        if (depth > RunBundle::kMaxDepth) {
            fail(tr("nested deeper than %1 levels").arg(RunBundle::kMaxDepth));
            return false;
        }
        switch (*m_p) {
        case '{':
            return object(place, depth);
        case '[':
            return array(place, depth);
        case '"':
            return string(place == Place::Notes ? RunBundle::kMaxNotesLength
                          : place == Place::Tag ? RunBundle::kMaxTagLength
                                                : RunBundle::kMaxTextLength,
                          nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default: {
            bool integer = false;
            return number(&integer);
        }
        }
    }

    bool object(Place place, int depth) {
        ++m_p;
        QSet<QString> keys;
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_p >= m_end || *m_p != '"') {
                fail(m_p >= m_end ? tr("the file ends inside an object (is it truncated?)")
                                  : tr("expected a key in double quotes"));
                return false;
            }
            QString key;
            if (!string(RunBundle::kMaxTextLength, &key))
                return false;
            if (keys.contains(key)) {
                m_path.append({key, -1});
                fail(tr("the key '%1' appears twice in one object; a run bundle names each "
                        "field once")
                         .arg(RunBundle::excerpt(key, 60)));
                return false;
            }
            keys.insert(key);
            skipSpace();
            if (m_p >= m_end || *m_p != ':') {
                fail(tr("expected ':' after a key"));
                return false;
            }
            ++m_p;
            m_path.append({key, -1});
            if (!value(member(place, key), depth + 1))
                return false;
            m_path.removeLast();
            if (const Next next = afterValue('}'); next != Next::Another)
                return next == Next::Closed;
        }
    }

    bool array(Place place, int depth) {
        ++m_p;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        const qsizetype max = maxElements(place);
        for (qsizetype i = 0;; ++i) {
            if (i >= max) {
                fail(tr("more than %1 elements; a run bundle allows no more here").arg(max));
                return false;
            }
            m_path.append({QString(), i});
            if (!value(element(place), depth + 1))
                return false;
            m_path.removeLast();
            if (const Next next = afterValue(']'); next != Next::Another)
                return next == Next::Closed;
        }
    }

    // What follows a value in an object (`close` '}') or an array (']'): a comma and another
    // value, the closing bracket, or neither (the error is set).
    enum class Next { Another, Closed, Failed };
    Next afterValue(char close) {
        skipSpace();
        if (m_p < m_end && (*m_p == ',' || *m_p == close))
            return *m_p++ == ',' ? Next::Another : Next::Closed;
        const bool inObject = close == '}';
        if (m_p >= m_end)
            fail(inObject ? tr("the file ends inside an object (is it truncated?)")
                          : tr("the file ends inside an array (is it truncated?)"));
        else
            fail(inObject ? tr("expected ',' or '}' after a value in an object")
                          : tr("expected ',' or ']' after a value in an array"));
        return Next::Failed;
    }

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    QList<Segment> m_path;
    bool m_failed = false;
    StrictJsonError m_error;
};

} // namespace

std::optional<StrictJsonError> checkStrictJson(const QByteArray &json) {
    return Validator(json).run();
}

} // namespace roofline::bundle_detail
