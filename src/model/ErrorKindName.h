// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QString>
#include <optional>

namespace roofline {

// The stable words of the error kinds, for machine-readable output (`roofline --json`:
// {"error": {"kind": "not-found", …}}) and for reading it back (the Reports page's child).
// Kebab-case, never translated.
QString errorKindName(ErrorKind kind);
std::optional<ErrorKind> errorKindFromName(const QString &name);

} // namespace roofline
