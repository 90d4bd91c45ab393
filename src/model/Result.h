#pragma once

#include <QString>
#include <utility>
#include <variant>

namespace roofline {

// What went wrong, where, and (when known) which input field caused it.
struct Error {
    QString message;
    QString field = {}; // e.g. "kv_heads", "--efficiency"; empty when not about one input

    QString text() const {
        return field.isEmpty() ? message : field + QStringLiteral(": ") + message;
    }
};

// The project's one error style below the UI: return a value or an Error.
template<typename T>
class Result {
public:
    Result(T value)
        : m_data(std::move(value)) {}
    Result(Error error)
        : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

inline Error fieldError(const QString &field, const QString &message) {
    return Error{message, field};
}

} // namespace roofline
