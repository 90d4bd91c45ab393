// SPDX-License-Identifier: MIT
#include "probes/engine/JsonReader.h"

#include "probes/engine/Utf8.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace roofline::probes {

namespace {

class Reader {
public:
    explicit Reader(std::string_view s)
        : m_s(s) {}

    std::optional<JsonValue> document(std::string *error) {
        skipSpace();
        std::optional<JsonValue> v = value(0);
        if (v) {
            skipSpace();
            if (m_i != m_s.size())
                fail("unexpected text after the document");
        }
        if (!m_error.empty()) {
            if (error)
                *error = m_error;
            return std::nullopt;
        }
        return v;
    }

private:
    void fail(const std::string &what) {
        if (!m_error.empty())
            return;
        std::size_t line = 1, col = 1;
        for (std::size_t k = 0; k < m_i && k < m_s.size(); ++k) {
            if (m_s[k] == '\n') {
                ++line;
                col = 1;
            } else {
                ++col;
            }
        }
        m_error = what + " at line " + std::to_string(line) + ", column " + std::to_string(col);
    }
    bool failed() const { return !m_error.empty(); }
    void skipSpace() {
        while (m_i < m_s.size()
               && (m_s[m_i] == ' ' || m_s[m_i] == '\t' || m_s[m_i] == '\n' || m_s[m_i] == '\r'))
            ++m_i;
    }
    bool literal(std::string_view word) {
        if (m_s.substr(m_i, word.size()) != word)
            return false;
        m_i += word.size();
        return true;
    }

    std::optional<JsonValue> value(int depth) {
        if (depth > JsonReader::kMaxDepth) {
            fail("nesting deeper than " + std::to_string(JsonReader::kMaxDepth) + " levels");
            return std::nullopt;
        }
        if (m_i >= m_s.size()) {
            fail("unexpected end of the document");
            return std::nullopt;
        }
        const char c = m_s[m_i];
        if (c == '{')
            return object(depth);
        if (c == '[')
            return array(depth);
        if (c == '"') {
            std::string s;
            if (!string(&s))
                return std::nullopt;
            return std::optional<JsonValue>(std::in_place, std::move(s));
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return number();
        if (literal("true"))
            return std::optional<JsonValue>(std::in_place, true);
        if (literal("false"))
            return std::optional<JsonValue>(std::in_place, false);
        if (literal("null"))
            return std::optional<JsonValue>(std::in_place, nullptr);
        fail("unexpected character");
        return std::nullopt;
    }

    std::optional<JsonValue> object(int depth) {
        ++m_i; // {
        JsonValue::Object members;
        skipSpace();
        if (m_i < m_s.size() && m_s[m_i] == '}') {
            ++m_i;
            return std::optional<JsonValue>(std::in_place, std::move(members));
        }
        for (;;) {
            skipSpace();
            if (m_i >= m_s.size() || m_s[m_i] != '"') {
                fail("expected a key in quotes");
                return std::nullopt;
            }
            const std::size_t keyAt = m_i;
            std::string key;
            if (!string(&key))
                return std::nullopt;
            for (const auto &m : members) {
                if (m.first == key) {
                    m_i = keyAt;
                    fail("the key \"" + key + "\" is given twice");
                    return std::nullopt;
                }
            }
            skipSpace();
            if (m_i >= m_s.size() || m_s[m_i] != ':') {
                fail("expected ':' after a key");
                return std::nullopt;
            }
            ++m_i;
            skipSpace();
            std::optional<JsonValue> v = value(depth + 1);
            if (!v)
                return std::nullopt;
            members.emplace_back(std::move(key), std::move(*v));
            skipSpace();
            if (m_i < m_s.size() && m_s[m_i] == ',') {
                ++m_i;
                continue;
            }
            if (m_i < m_s.size() && m_s[m_i] == '}') {
                ++m_i;
                return std::optional<JsonValue>(std::in_place, std::move(members));
            }
            fail("expected ',' or '}' in an object");
            return std::nullopt;
        }
    }

    std::optional<JsonValue> array(int depth) {
        ++m_i; // [
        JsonValue::Array elements;
        skipSpace();
        if (m_i < m_s.size() && m_s[m_i] == ']') {
            ++m_i;
            return std::optional<JsonValue>(std::in_place, std::move(elements));
        }
        for (;;) {
            skipSpace();
            std::optional<JsonValue> v = value(depth + 1);
            if (!v)
                return std::nullopt;
            elements.push_back(std::move(*v));
            skipSpace();
            if (m_i < m_s.size() && m_s[m_i] == ',') {
                ++m_i;
                continue;
            }
            if (m_i < m_s.size() && m_s[m_i] == ']') {
                ++m_i;
                return std::optional<JsonValue>(std::in_place, std::move(elements));
            }
            fail("expected ',' or ']' in an array");
            return std::nullopt;
        }
    }

    static void appendUtf8(std::string &out, std::uint32_t cp) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(std::uint32_t *out) {
        if (m_i + 4 > m_s.size()) {
            fail("a \\u escape needs four hex digits");
            return false;
        }
        std::uint32_t v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = m_s[m_i + k];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= std::uint32_t(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= std::uint32_t(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= std::uint32_t(c - 'A' + 10);
            else {
                fail("a \\u escape needs four hex digits");
                return false;
            }
        }
        m_i += 4;
        *out = v;
        return true;
    }
    bool string(std::string *out) {
        ++m_i; // opening quote
        for (;;) {
            if (m_i >= m_s.size()) {
                fail("unterminated string");
                return false;
            }
            const auto c = static_cast<unsigned char>(m_s[m_i]);
            if (c == '"') {
                ++m_i;
                return true;
            }
            if (c < 0x20) {
                fail("a raw control character in a string");
                return false;
            }
            if (c >= 0x80) {
                const std::size_t len = utf8SequenceLength(m_s, m_i);
                if (len == 0) {
                    fail("invalid UTF-8 in a string");
                    return false;
                }
                out->append(m_s.substr(m_i, len));
                m_i += len;
                continue;
            }
            if (c != '\\') {
                *out += char(c);
                ++m_i;
                continue;
            }
            ++m_i;
            if (!escape(out))
                return false;
        }
    }
    // The escape after a backslash, appended to `out`.
    bool escape(std::string *out) {
        if (m_i >= m_s.size()) {
            fail("unterminated string");
            return false;
        }
        const char e = m_s[m_i++];
        switch (e) {
        case '"':
        case '\\':
        case '/':
            *out += e;
            break;
        case 'b':
            *out += '\b';
            break;
        case 'f':
            *out += '\f';
            break;
        case 'n':
            *out += '\n';
            break;
        case 'r':
            *out += '\r';
            break;
        case 't':
            *out += '\t';
            break;
        case 'u':
            return unicodeEscape(out);
        default:
            fail(std::string("an unknown escape \\") + e);
            return false;
        }
        return true;
    }
    // \uXXXX (a surrogate pair as two), appended as UTF-8; never U+0000.
    bool unicodeEscape(std::string *out) {
        std::uint32_t cp = 0;
        if (!hex4(&cp))
            return false;
        if (cp >= 0xDC00 && cp <= 0xDFFF) {
            fail("a lone low surrogate in a \\u escape");
            return false;
        }
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            std::uint32_t lo = 0;
            if (!literal("\\u") || !hex4(&lo) || lo < 0xDC00 || lo > 0xDFFF) {
                fail("a lone high surrogate in a \\u escape");
                return false;
            }
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        if (cp == 0) {
            fail("U+0000 in a string");
            return false;
        }
        appendUtf8(*out, cp);
        return true;
    }

    std::optional<JsonValue> number() {
        const std::size_t start = m_i;
        bool integer = true;
        if (m_s[m_i] == '-')
            ++m_i;
        const auto digits = [&] {
            const std::size_t from = m_i;
            while (m_i < m_s.size() && m_s[m_i] >= '0' && m_s[m_i] <= '9')
                ++m_i;
            return m_i - from;
        };
        if (m_i < m_s.size() && m_s[m_i] == '0') {
            ++m_i;
        } else if (digits() == 0) {
            fail("a number needs digits");
            return std::nullopt;
        }
        if (m_i < m_s.size() && m_s[m_i] == '.') {
            integer = false;
            ++m_i;
            if (digits() == 0) {
                fail("a number needs digits after '.'");
                return std::nullopt;
            }
        }
        if (m_i < m_s.size() && (m_s[m_i] == 'e' || m_s[m_i] == 'E')) {
            integer = false;
            ++m_i;
            if (m_i < m_s.size() && (m_s[m_i] == '+' || m_s[m_i] == '-'))
                ++m_i;
            if (digits() == 0) {
                fail("a number needs digits in its exponent");
                return std::nullopt;
            }
        }
        const std::string_view text = m_s.substr(start, m_i - start);
        if (integer) {
            std::int64_t v = 0;
            const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
            constexpr std::int64_t kExact = std::int64_t(1) << 53;
            if (r.ec != std::errc() || v > kExact || v < -kExact) {
                m_i = start;
                fail("an integer beyond 2^53");
                return std::nullopt;
            }
            return std::optional<JsonValue>(std::in_place, static_cast<long long>(v));
        }
        // strtod is locale-dependent for the decimal point; the engine never calls setlocale,
        // so the "C" locale holds (from_chars for double is not in GCC 12's libstdc++ for all
        // targets).
        const std::string copy(text);
        char *end = nullptr;
        const double d = std::strtod(copy.c_str(), &end);
        if (end != copy.c_str() + copy.size() || !std::isfinite(d)) {
            m_i = start;
            fail("a number beyond double range");
            return std::nullopt;
        }
        return std::optional<JsonValue>(std::in_place, d);
    }

    std::string_view m_s;
    std::size_t m_i = 0;
    std::string m_error;
};

} // namespace

std::optional<JsonValue> JsonReader::parse(std::string_view text, std::string *error) {
    return Reader(text).document(error);
}

} // namespace roofline::probes
