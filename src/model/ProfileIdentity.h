// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QList>
#include <QString>

namespace roofline {

// The rules every stored profile's identity follows, GPU or LLM spec alike: an `id` slug for
// the command line (lowercase letters, digits, dots, dashes and underscores, starting with a
// letter or digit) and a non-blank `name` for lists. One InvalidInput error per field that
// breaks them, field "id" or "name"; empty when both are right.
QList<Error> profileIdentityErrors(const QString &id, const QString &name);

} // namespace roofline
