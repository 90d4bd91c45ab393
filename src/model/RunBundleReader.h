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
