// SPDX-License-Identifier: MIT
#pragma once

#include "model/Result.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace roofline::usecases {

// How an Error travels as JSON (docs/cli.md: with --json a failing `roofline` command prints
// {"error": {"kind": "not-found", "message": "…", "field": "--run"}} on stdout). The CLI
// writes it; the Reports page reads its `roofline report` child's answer with it, so the
// kind survives the process boundary and nothing parses message text.
class ErrorJson {
public:
    static QJsonObject toJson(const Error &error);
    // The error of a command's stdout, if it printed one.
    static std::optional<Error> fromOutput(const QByteArray &standardOutput);
};

} // namespace roofline::usecases
