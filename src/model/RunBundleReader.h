// SPDX-License-Identifier: MIT
#pragma once

// Private to src/model: what RunBundle.cpp (the general parser) and RunBundleReader.cpp (the
// one-pass reader) share. Callers use RunBundle.h.

#include "model/Run.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace roofline::bundle_detail {

// Integers above 2^53 do not survive a trip through a JSON double.
inline constexpr double kMaxExactInteger = 9007199254740992.0;

// Four hexadecimal digits at p (a \u escape's), or false.
inline bool hex4(const char *p, const char *end, char16_t &out) {
    if (end - p < 4)
        return false;
    out = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = p[i];
        const int d = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
        if (d < 0)
            return false;
        out = char16_t(out * 16 + d);
    }
    return true;
}

// The character of a one-letter JSON escape (\" \\ \/ \b \f \n \r \t), or 0 for any other
// letter (\u is read on its own).
inline char16_t simpleEscape(char e) {
    switch (e) {
    case '"':
    case '\\':
    case '/':
        return char16_t(e);
    case 'b':
        return u'\b';
    case 'f':
        return u'\f';
    case 'n':
        return u'\n';
    case 'r':
        return u'\r';
    case 't':
        return u'\t';
    default:
        return 0;
    }
}

// Where strict JSON (RunBundleJson.cpp) found a problem, and what it is.
struct StrictJsonError {
    QString message;
    QString path; // e.g. "runs[2].measurements[7].value"; empty at the top level
    qsizetype line = 0;
    qsizetype column = 0;
    QString near; // a few dozen characters of the input from there, made printable
};

// The first way `json` is not strict JSON within the bundle's limits (RunBundle.h), or nothing.
std::optional<StrictJsonError> checkStrictJson(const QByteArray &json);

// The fast path of RunBundle::parse(): the runs of a well-formed bundle, or nullopt for "not
// sure" (anything unusual or invalid), after which parseGeneral() reads the file again and
// names the problem. Never accepts what parseGeneral() rejects, never returns other runs.
std::optional<QList<Run>> readWellFormed(const QByteArray &json);

} // namespace roofline::bundle_detail
