// SPDX-License-Identifier: MIT
#include "probes/engine/JsonValue.h"

#include "probes/engine/Utf8.h"

#include <charconv>
#include <cmath>

namespace roofline::probes {

JsonValue JsonValue::arrayOf(const std::vector<double> &values) {
    Array a;
    a.reserve(values.size());
    for (double v : values)
        a.emplace_back(v);
    return JsonValue(std::move(a));
}

JsonValue JsonValue::arrayOf(const std::vector<std::string> &values) {
    Array a;
    a.reserve(values.size());
    for (const auto &v : values)
        a.emplace_back(v);
    return JsonValue(std::move(a));
}

JsonValue &JsonValue::set(std::string_view key, JsonValue value) {
    if (!isObject())
        m_data = Object{};
    auto &obj = std::get<Object>(m_data);
    for (auto &member : obj) {
        if (member.first == key) {
            member.second = std::move(value);
            return member.second;
        }
    }
    obj.emplace_back(std::string(key), std::move(value));
    return obj.back().second;
}

const JsonValue *JsonValue::find(std::string_view key) const {
    if (!isObject())
        return nullptr;
    for (const auto &member : std::get<Object>(m_data)) {
        if (member.first == key)
            return &member.second;
    }
    return nullptr;
}

JsonValue &JsonValue::append(JsonValue value) {
    if (!isArray())
        m_data = Array{};
    auto &arr = std::get<Array>(m_data);
    arr.push_back(std::move(value));
    return arr.back();
}

std::size_t JsonValue::size() const {
    if (isArray())
        return elements().size();
    if (isObject())
        return members().size();
    return 0;
}

double JsonValue::asNumber(double fallback) const {
    if (const auto *d = std::get_if<double>(&m_data))
        return *d;
    if (const auto *i = std::get_if<std::int64_t>(&m_data))
        return static_cast<double>(*i);
    return fallback;
}

std::string JsonValue::dump() const {
    std::string out;
    dumpTo(out);
    return out;
}

void JsonValue::dumpTo(std::string &out) const {
    struct Visitor {
        std::string &out;
        void operator()(std::nullptr_t) const { out += "null"; }
        void operator()(bool b) const { out += b ? "true" : "false"; }
        void operator()(std::int64_t v) const { appendNumber(out, v); }
        void operator()(double v) const { appendNumber(out, v); }
        void operator()(const std::string &s) const { appendEscaped(out, s); }
        void operator()(const Array &a) const {
            out += '[';
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (i)
                    out += ',';
                a[i].dumpTo(out);
            }
            out += ']';
        }
        void operator()(const Object &o) const {
            out += '{';
            for (std::size_t i = 0; i < o.size(); ++i) {
                if (i)
                    out += ',';
                appendEscaped(out, o[i].first);
                out += ':';
                o[i].second.dumpTo(out);
            }
            out += '}';
        }
    };
    std::visit(Visitor{out}, m_data);
}

void JsonValue::appendEscaped(std::string &out, std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            const std::size_t len = utf8SequenceLength(s, i);
            if (len == 0) {
                out += "\\ufffd";
                ++i;
            } else {
                out.append(s.substr(i, len));
                i += len;
            }
            continue;
        }
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20 || c == 0x7F) {
                out += "\\u00";
                out += kHex[c >> 4];
                out += kHex[c & 0xF];
            } else {
                out += static_cast<char>(c);
            }
        }
        ++i;
    }
    out += '"';
}

void JsonValue::appendNumber(std::string &out, double v) {
    if (!std::isfinite(v)) {
        out += "null";
        return;
    }
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, res.ptr);
}

void JsonValue::appendNumber(std::string &out, std::int64_t v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, res.ptr);
}

} // namespace roofline::probes
