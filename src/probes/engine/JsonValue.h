// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace roofline::probes {

// A minimal JSON document tree for the protocol and the run bundle. Objects keep insertion
// order so output is stable and diffable. Serialisation is locale-independent (std::to_chars)
// and never emits NaN or infinity (they become null): the runner and the importer rely on
// every line being strict JSON.
class JsonValue {
public:
    using Array = std::vector<JsonValue>;
    using Member = std::pair<std::string, JsonValue>;
    using Object = std::vector<Member>;

    JsonValue() = default;
    JsonValue(std::nullptr_t) {}
    JsonValue(bool b)
        : m_data(b) {}
    JsonValue(int v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(long v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(long long v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(unsigned v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(unsigned long v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(unsigned long long v)
        : m_data(static_cast<std::int64_t>(v)) {}
    JsonValue(double v)
        : m_data(v) {}
    JsonValue(const char *s)
        : m_data(std::string(s)) {}
    JsonValue(std::string s)
        : m_data(std::move(s)) {}
    JsonValue(std::string_view s)
        : m_data(std::string(s)) {}
    JsonValue(Array a)
        : m_data(std::move(a)) {}
    JsonValue(Object o)
        : m_data(std::move(o)) {}

    static JsonValue object() { return JsonValue(Object{}); }
    static JsonValue array() { return JsonValue(Array{}); }
    static JsonValue arrayOf(const std::vector<double> &values);
    static JsonValue arrayOf(const std::vector<std::string> &values);

    bool isNull() const { return std::holds_alternative<std::nullptr_t>(m_data); }
    bool isObject() const { return std::holds_alternative<Object>(m_data); }
    bool isArray() const { return std::holds_alternative<Array>(m_data); }

    // Object access: set() replaces an existing key, keeping its position.
    JsonValue &set(std::string_view key, JsonValue value);
    const JsonValue *find(std::string_view key) const;
    // Array access.
    JsonValue &append(JsonValue value);
    std::size_t size() const;

    const Object &members() const { return std::get<Object>(m_data); }
    const Array &elements() const { return std::get<Array>(m_data); }
    const std::string *asString() const { return std::get_if<std::string>(&m_data); }
    const bool *asBool() const { return std::get_if<bool>(&m_data); }
    bool isNumber() const {
        return std::holds_alternative<std::int64_t>(m_data)
               || std::holds_alternative<double>(m_data);
    }
    // Written without a fraction or exponent (JsonReader keeps such numbers as integers).
    bool isInteger() const { return std::holds_alternative<std::int64_t>(m_data); }
    double asNumber(double fallback = 0.0) const;

    std::string dump() const;
    void dumpTo(std::string &out) const;

    static void appendEscaped(std::string &out, std::string_view s);
    static void appendNumber(std::string &out, double v);
    static void appendNumber(std::string &out, std::int64_t v);

private:
    std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> m_data =
        nullptr;
};

} // namespace roofline::probes
