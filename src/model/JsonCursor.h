// SPDX-License-Identifier: MIT
#pragma once

// Private to src/model: the byte-level JSON reading of RunBundleReader.cpp's one-pass reader
// (FastReader), which only ever says "this value" or "not sure". Every check here is at least as
// strict as the general parser's (RunBundle.cpp): anything unusual makes the caller give up.

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace roofline::bundle_detail {

class JsonCursor {
public:
    explicit JsonCursor(const QByteArray &json)
        : m_p(json.constBegin())
        , m_end(json.constEnd()) {}

protected:
    // Below the strict check's limit (RunBundle::kMaxDepth), so whatever this accepts that
    // check accepts too.
    static constexpr int kMaxDepth = 32;
    // Keys longer than this (in bytes, so at most as many UTF-16 units as the strict check
    // allows, RunBundle::kMaxTextLength) are the general path's, which names them.
    static constexpr std::size_t kMaxKeyBytes = std::size_t(1) << 16;

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
            if (!rawString(key, escaped) || escaped || key.size() > kMaxKeyBytes || !take(':')
                || !member(key))
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
    bool rawString(std::string_view &out, bool &escaped);
    // Length of the UTF-8 sequence at p, or 0 if it is not one Qt would decode: overlong
    // forms, surrogates, beyond U+10FFFF, and (to be safe) noncharacters.
    static int utf8Sequence(const char *p, const char *end);
    // The text of a string whose raw bytes hold escapes.
    static bool decode(std::string_view raw, QString &out);
    bool string(QString &out);
    // Strings that repeat in every measurement are made once; each copy shares the text.
    bool sharedString(QString &out);
    // Both: a string's text, made once and shared when `shared` (m_strings).
    bool text(QString &out, bool shared);
    // A JSON number as Qt's parser reads it: an integer literal that fits in 64 bits is an
    // integer, anything else a double. Gives up on what Qt would call an illegal number (an
    // overflow to infinity, an underflow to zero) and on subnormal results.
    bool number(double &d, std::optional<qint64> *integer = nullptr);
    // number()'s jobs: where the literal at p ends (RFC 8259's grammar; nullptr: no number),
    // whether it is an integer literal and whether a digit before its exponent is not 0;
    // then its value as an integer or as a double.
    static const char *scanNumber(const char *p, const char *end, bool &isInteger, bool &nonZero);
    static bool integerNumber(const char *start, const char *end, double &d,
                              std::optional<qint64> *integer);
    static bool realNumber(const char *start, const char *end, bool nonZero, double &d);
    bool real(double &out) { return number(out); }
    // Reader::count(): a whole number from 0 to 2^53.
    bool count(qint64 &out);
    bool value(QJsonValue &out, int depth);
    // An object kept whole (params, provenance, unknown keys); a key twice is given up on.
    bool objectValue(QJsonObject &out, int depth);
    bool strings(QStringList &out);

    const char *m_p;
    const char *m_end;
    std::unordered_map<std::string_view, QString> m_strings;
};

} // namespace roofline::bundle_detail
