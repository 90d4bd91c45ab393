#pragma once

// Private to src/model: what RunBundle.cpp (the general parser) and RunBundleReader.cpp (the
// one-pass reader) share. Callers use RunBundle.h.

#include "model/Run.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace roofline::bundle_detail {

// Integers above 2^53 do not survive a trip through a JSON double.
inline constexpr double kMaxExactInteger = 9007199254740992.0;

// The fast path of RunBundle::parse(): the runs of a well-formed bundle, or nullopt for "not
// sure" (anything unusual or invalid), after which parseGeneral() reads the file again and
// names the problem. Never accepts what parseGeneral() rejects, never returns other runs.
std::optional<QList<Run>> readWellFormed(const QByteArray &json);

} // namespace roofline::bundle_detail
