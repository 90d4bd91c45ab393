// SPDX-License-Identifier: MIT
#include "model/JsonCursor.h"

#include "model/RunBundle.h"
#include "model/RunBundleReader.h"

#include <charconv>
#include <cmath>

namespace roofline::bundle_detail {

bool JsonCursor::rawString(std::string_view &out, bool &escaped) {
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

int JsonCursor::utf8Sequence(const char *p, const char *end) {
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

bool JsonCursor::decode(std::string_view raw, QString &out) {
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

bool JsonCursor::string(QString &out) {
    return text(out, false);
}

bool JsonCursor::sharedString(QString &out) {
    return text(out, true);
}

bool JsonCursor::text(QString &out, bool shared) {
    std::string_view raw;
    bool escaped = false;
    // Longer texts (notes up to RunBundle::kMaxNotesLength) are the general path's.
    if (!rawString(raw, escaped) || raw.size() > size_t(RunBundle::kMaxTextLength))
        return false;
    if (escaped)
        return decode(raw, out);
    if (shared) {
        if (const auto it = m_strings.find(raw); it != m_strings.end()) {
            out = it->second;
            return true;
        }
    }
    out = QString::fromUtf8(raw.data(), qsizetype(raw.size()));
    if (shared && m_strings.size() < 4096) // unique texts (notes) would only fill it
        m_strings.emplace(raw, out);
    return true;
}

const char *JsonCursor::scanNumber(const char *p, const char *end, bool &isInteger, bool &nonZero) {
    if (p < end && *p == '-')
        ++p;
    if (p >= end)
        return nullptr;
    nonZero = false;
    if (*p == '0') {
        ++p;
    } else if (*p >= '1' && *p <= '9') {
        nonZero = true;
        while (p < end && isDigit(*p))
            ++p;
    } else {
        return nullptr;
    }
    isInteger = true;
    if (p < end && *p == '.') {
        const char *digits = ++p;
        while (p < end && isDigit(*p)) {
            nonZero = nonZero || *p != '0';
            ++p;
        }
        if (p == digits)
            return nullptr;
        isInteger = false;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        const char *digits = p;
        while (p < end && isDigit(*p))
            ++p;
        if (p == digits)
            return nullptr;
        isInteger = false;
    }
    return p;
}

bool JsonCursor::integerNumber(const char *start, const char *p, double &d,
                               std::optional<qint64> *integer) {
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

bool JsonCursor::realNumber(const char *start, const char *p, bool nonZero, double &d) {
    const auto [end, ec] = std::from_chars(start, p, d);
    if (ec != std::errc() || end != p || !std::isfinite(d))
        return false;
    return d == 0 ? !nonZero : std::fpclassify(d) == FP_NORMAL;
}

bool JsonCursor::number(double &d, std::optional<qint64> *integer) {
    skipSpace();
    const char *start = m_p;
    bool isInteger = true;
    bool nonZero = false;
    const char *p = scanNumber(m_p, m_end, isInteger, nonZero);
    if (!p)
        return false;
    m_p = p;
    return isInteger ? integerNumber(start, p, d, integer) : realNumber(start, p, nonZero, d);
}

bool JsonCursor::count(qint64 &out) {
    double d = 0;
    if (!number(d) || d < 0 || d > kMaxExactInteger || std::floor(d) != d)
        return false;
    out = qint64(d);
    return true;
}

bool JsonCursor::value(QJsonValue &out, int depth) {
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

bool JsonCursor::objectValue(QJsonObject &out, int depth) {
    return object([&](std::string_view key) {
        const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
        QJsonValue v;
        if (!value(v, depth + 1) || out.contains(name))
            return false;
        out.insert(name, v);
        return true;
    });
}

bool JsonCursor::strings(QStringList &out) {
    return array([&] {
        QString s;
        if (!sharedString(s))
            return false;
        out.append(s);
        return true;
    });
}

} // namespace roofline::bundle_detail
