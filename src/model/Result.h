// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <utility>
#include <variant>

namespace roofline {

// What kind of failure an Error is: callers branch on this, never on the message text (which is
// translated and may change). Extend it when a caller needs to tell a new case apart.
enum class ErrorKind {
    Failed,        // a runtime failure with no more specific kind
    InvalidInput,  // the user's input (a flag, a field, a file's content) is wrong: fix the input
    NotFound,      // the thing asked for (run, profile, host, file) does not exist
    Conflict,      // it exists already, or someone else changed it meanwhile
    Retryable,     // a transient condition (lock held, connection lost): trying again may work
    NeedsPassword, // the database server asks for a password that was not given
    NewerSchema,   // written by a newer version of this program: upgrade to read it
    Corrupt,       // stored data is damaged (a database page, a truncated file)
    ReadOnly,      // the destination cannot be written (permissions, read-only medium)
    DiskFull,      // no space left on the destination
    Unsupported,   // this build or machine cannot do it (no driver, no extension)
    Cancelled,     // the user or a signal stopped it
};

// What went wrong, where, and (when known) which input field caused it.
struct Error {
    QString message;
    QString field = {}; // e.g. "kv_heads", "--efficiency"; empty when not about one input
    ErrorKind kind = ErrorKind::Failed;

    QString text() const {
        return field.isEmpty() ? message : field + QStringLiteral(": ") + message;
    }
    bool is(ErrorKind k) const { return kind == k; }
};

// The project's one error style below the UI: return a value or an Error. [[nodiscard]]: a
// dropped Result is a failure nobody hears of, so the compiler (warnings are errors) refuses
// it; where ignoring one is right, say so with a commented `(void)`.
template<typename T>
class [[nodiscard]] Result {
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

// Success without a value: `return {};` (or `Result<void>::success()`), or an Error. Not
// Result<bool>: a bool nobody reads invites `*result` where `ok()` was meant.
template<>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
        , m_failed(true) {}
    static Result success() { return {}; }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

inline Error fieldError(const QString &field, const QString &message) {
    return Error{message, field, ErrorKind::InvalidInput};
}

inline Error kindError(ErrorKind kind, const QString &message, const QString &field = {}) {
    return Error{message, field, kind};
}

} // namespace roofline
